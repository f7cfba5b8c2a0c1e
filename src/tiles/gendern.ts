/**
 * The Gendern ending `*IN` as a tile of play: under the Gendern rule the tile set is read with one
 * more letter, `*IN`, of which the bag holds none (only a blank can be it) and which is worth 10
 * (0 in a word where N, E, N follow it).
 * In every word of two or more tiles it is followed by nothing or by N, E, N.
 *
 * @example
 * ```ts
 * import { tilesInPlay, gendernMisplaced, GERMAN_GENDERN } from 'scrabble-engine';
 * tilesInPlay(GERMAN_GENDERN).letters.at(-1);            // { letter: '*IN', count: 0, value: 10 }
 * gendernMisplaced([...'LEHRER', '*IN']);                  // -1: allowed
 * gendernMisplaced(['*IN', 'N', 'E', 'N', 'S']);           // 0: not followed by nothing or NEN
 * ```
 * @module
 */
import { isTileSet } from '../total.js';
import { memoByContent, tileSetKey } from '../memo.js';
import { GENDERN_TOKEN, GENDERN_VALUE, type TileSet } from './tile-set.js';

/** The tile set with the Gendern ending added as a letter that no tile in the bag carries (cached). */
export const gendernTiles: (tiles: TileSet) => TileSet = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): TileSet =>
  tiles.letters.some((spec) => spec.letter === GENDERN_TOKEN)
    ? tiles
    : { ...tiles, letters: [...tiles.letters, { letter: GENDERN_TOKEN, count: 0, value: GENDERN_VALUE }] });

/**
 * The letters a game's moves and board may hold: the tile set, plus `*IN` when the Gendern rule is on.
 * For something that is not a rule set with a tile set: a tile set without letters.
 * @example
 * ```ts
 * import { tilesInPlay, GERMAN_GENDERN } from 'scrabble-engine';
 * tilesInPlay(GERMAN_GENDERN).letters.at(-1);   // { letter: '*IN', count: 0, value: 10 }
 * ```
 */
export function tilesInPlay(rules: { readonly tiles: TileSet; readonly gendern?: boolean }): TileSet {
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) return NO_TILES;
  return rules.gendern === true ? gendernTiles(rules.tiles) : rules.tiles;
}

/** The tile set of something that is not a rule set: no letters, no blanks. */
const NO_TILES: TileSet = { id: '', name: '', letters: [], blanks: 0 };

const ENDING = ['N', 'E', 'N'];

/**
 * The position of the first `*IN` in a word's letters that is followed by something other than nothing or N, E, N; -1 when none is (or for something that is not a list).
 * @example
 * ```ts
 * import { gendernMisplaced } from 'scrabble-engine';
 * gendernMisplaced(['L', 'E', 'H', 'R', 'E', 'R', '*IN']);   // -1: the ending is last
 * ```
 */
export function gendernMisplaced(letters: readonly string[]): number {
  if (!Array.isArray(letters)) return -1;
  for (let k = 0; k < letters.length; k++) {
    if (letters[k] !== GENDERN_TOKEN) continue;
    const rest = letters.length - k - 1;
    if (rest === 0) continue;
    if (rest !== ENDING.length || ENDING.some((letter, i) => letters[k + 1 + i] !== letter)) return k;
  }
  return -1;
}
