/**
 * Tile bookkeeping for bots, from a player's view only: the tiles a player cannot see (the
 * opponents' racks and the bag together), what a move takes from a rack, and what it leaves.
 * @module
 */
import type { Board } from '../board/board.js';
import type { Move } from '../move/move.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';

/** The tiles a move takes from the rack: a blank (`?`) for every blank placed, else the letter. */
export function tilesOfMove(move: Move): string[] {
  return move.tiles.map((t) => (t.blank ? BLANK : t.letter));
}

/** The rack without the given tiles (each removed once); `null` when a tile is not on the rack. */
export function without(rack: readonly string[], tiles: readonly string[]): string[] | null {
  const left = rack.slice();
  for (const tile of tiles) {
    const i = left.indexOf(tile);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/**
 * The tiles a player cannot see: the full set less the tiles on the board (a lower-case square is
 * a blank) and less the player's own rack. They are the opponents' racks and the bag together.
 * Tiles the set does not have (a board that is not of this set) are ignored.
 */
export function unseenTiles(tiles: TileSet, board: Board, rack: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const spec of tiles.letters) counts.set(spec.letter, spec.count);
  counts.set(BLANK, tiles.blanks);
  const take = (tile: string) => {
    const n = counts.get(tile);
    if (n !== undefined && n > 0) counts.set(tile, n - 1);
  };
  for (const cell of board.cells) {
    if (cell == null) continue;
    take(cell === cell.toUpperCase() ? cell : BLANK);
  }
  for (const tile of rack) take(tile);
  const unseen: string[] = [];
  for (const spec of tiles.letters) for (let i = counts.get(spec.letter) ?? 0; i > 0; i--) unseen.push(spec.letter);
  for (let i = counts.get(BLANK) ?? 0; i > 0; i--) unseen.push(BLANK);
  return unseen;
}

/** Each tile set's letter values, built once per set (the first entry of a letter wins). */
const valuesBySet = new WeakMap<TileSet, Map<string, number>>();

/** The value of each letter of the set; a blank and tiles not in the set are absent (count 0). */
function letterValues(tiles: TileSet): Map<string, number> {
  let values = valuesBySet.get(tiles);
  if (values === undefined) {
    values = new Map();
    for (const spec of tiles.letters) if (!values.has(spec.letter)) values.set(spec.letter, spec.value);
    valuesBySet.set(tiles, values);
  }
  return values;
}

/** The total face value of some tiles (blanks 0). */
export function tilesValue(tiles: TileSet, rack: readonly string[]): number {
  const values = letterValues(tiles);
  let sum = 0;
  for (const tile of rack) sum += values.get(tile) ?? 0;
  return sum;
}
