/**
 * The tiles of a record being replayed, followed one by one: every tile of the set is a numbered
 * slot of the starting bag whose letter is learnt when the record names it (on a rack, in a play,
 * an exchange or an end-of-game rack). Draws, exchanges and withdrawn plays move the tiles exactly
 * as the reducer does with a given bag order: draws from the front, exchanged tiles to the back.
 * At the end the tiles never named get the letters left over, so the starting bag is known. Internal.
 * @module
 */
import { allTiles, type TileSet } from '../tiles/tile-set.js';

/** The bag and racks of a replay as tile numbers; letters are learnt as the record names them. */
export class TileTracker {
  /** The letter of each tile, `null` while the record has not named it. */
  readonly letters: (string | null)[];
  /** The tiles in the bag, front first. */
  bag: number[];
  /** Each player's tiles. */
  readonly racks: number[][];
  /** Letters of the set not yet given to a tile. */
  private readonly left = new Map<string, number>();
  private readonly order: readonly string[];

  constructor(set: TileSet, players: number) {
    this.order = allTiles(set);
    this.letters = this.order.map(() => null);
    this.bag = this.order.map((_, i) => i);
    this.racks = Array.from({ length: players }, () => []);
    for (const tile of this.order) this.left.set(tile, (this.left.get(tile) ?? 0) + 1);
  }

  rack(player: number): number[] {
    return this.racks[player] ?? [];
  }

  /** `player` draws up to `count` tiles from the front of the bag. */
  draw(player: number, count: number): void {
    const taken = this.bag.slice(0, Math.max(0, count));
    this.bag = this.bag.slice(taken.length);
    this.rack(player).push(...taken);
  }

  /** Takes tiles off `player`'s rack. */
  remove(player: number, ids: readonly number[]): void {
    const rack = this.rack(player);
    for (const id of ids) {
      const i = rack.indexOf(id);
      if (i >= 0) rack.splice(i, 1);
    }
  }

  /** Gives an unnamed tile a letter, when the set still has that letter to give. */
  name(id: number, letter: string): boolean {
    if (this.letters[id] !== null) return this.letters[id] === letter;
    const n = this.left.get(letter) ?? 0;
    if (n === 0) return false;
    this.left.set(letter, n - 1);
    this.letters[id] = letter;
    return true;
  }

  /** The letter of a tile, naming it first with the set's first letter not yet given when unnamed; `null` when none is left. */
  letterOf(id: number): string | null {
    const named = this.letters[id];
    if (named !== null && named !== undefined) return named;
    const free = [...this.left].find(([, n]) => n > 0);
    return free !== undefined && this.name(id, free[0]) ? free[0] : null;
  }

  /** Whether an unnamed tile could still be given `letter`. */
  private nameable(letter: string): boolean {
    return (this.left.get(letter) ?? 0) > 0;
  }

  /** Learns letters of tiles in `pool` from a list of letters the record says it holds (partly or wholly); nothing moves. */
  learnIn(pool: readonly number[], letters: readonly string[]): void {
    const unnamed = pool.filter((id) => this.letters[id] === null);
    const named = pool.filter((id) => this.letters[id] !== null).map((id) => this.letters[id]!);
    for (const letter of letters) {
      const i = named.indexOf(letter);
      if (i >= 0) named.splice(i, 1);
      else if (unnamed.length > 0 && this.name(unnamed[0]!, letter)) unnamed.shift();
    }
  }

  /** Learns letters of `player`'s tiles (see {@link learnIn}). */
  learn(player: number, letters: readonly string[]): void {
    this.learnIn(this.rack(player), letters);
  }

  /**
   * When some of the known `letters` of `player`'s rack are not on it, a whole rack holding them:
   * the known letters, then the letters of the player's other tiles (unnamed ones get letters no
   * tile has yet, in the set's order). `null` when the known letters are all there.
   */
  completeRack(player: number, letters: readonly string[]): string[] | null {
    const rest = this.rack(player).slice();
    let lacking = false;
    for (const letter of letters) {
      const i = rest.findIndex((id) => this.letters[id] === letter);
      if (i >= 0) rest.splice(i, 1);
      else lacking = true;
    }
    if (!lacking) return null;
    const whole = letters.slice();
    for (const id of rest.slice(0, Math.max(0, this.rack(player).length - letters.length))) {
      const free = [...this.left].find(([, n]) => n > 0);
      if (this.letters[id] === null && free !== undefined) this.name(id, free[0]);
      const letter = this.letters[id];
      if (letter !== null && letter !== undefined) whole.push(letter);
    }
    return whole.length === this.rack(player).length ? whole : null;
  }

  /** The first tile of `list` that has `letter` or, failing that, the first unnamed one (named now); -1 when none. */
  private firstOf(list: readonly number[], letter: string): number {
    const i = list.findIndex((id) => this.letters[id] === letter);
    if (i >= 0) return i;
    const j = list.findIndex((id) => this.letters[id] === null);
    return j >= 0 && this.name(list[j]!, letter) ? j : -1;
  }

  /** Takes tiles with `letters` off `player`'s rack as the reducer does (the first tile of each letter); returns them in that order. */
  take(player: number, letters: readonly string[]): number[] {
    const rack = this.rack(player);
    const ids: number[] = [];
    for (const letter of letters) {
      const i = this.firstOf(rack, letter);
      if (i >= 0) ids.push(...rack.splice(i, 1));
    }
    return ids;
  }

  /** The first tile of `list` that has `letter` or is unnamed and can be named so (named now); -1 when none. */
  private indexOf(list: readonly number[], letter: string): number {
    const i = list.findIndex((id) => this.letters[id] === letter || (this.letters[id] === null && this.nameable(letter)));
    if (i >= 0) this.name(list[i]!, letter);
    return i;
  }

  /**
   * The record states `player`'s whole rack. Normally its tiles are on the rack already; when they
   * are not (the record contradicts itself, or a tile that went back to the bag was drawn again),
   * the reducer sets the stated rack and so does this, moving the same tiles: tiles the rack lacks
   * come from the bag (the first of each letter) or, when the bag has none, from the rack of the
   * next player holding one, who takes the first tile given up in its place; the other tiles given
   * up go to the back of the bag; the rack keeps its tiles in order and appends those taken.
   * Returns whether tiles moved and whether the stated rack could be made.
   */
  state(player: number, letters: readonly string[]): { swapped: boolean; made: boolean } {
    this.learn(player, letters);
    const rack = this.rack(player);
    const givenUp = rack.slice();
    const lacking: string[] = [];
    for (const letter of letters) {
      const i = givenUp.findIndex((id) => this.letters[id] === letter);
      if (i >= 0) givenUp.splice(i, 1);
      else lacking.push(letter);
    }
    if (lacking.length === 0) return { swapped: false, made: true };
    // Worked on copies: a stated rack that cannot be made moves nothing (the reducer refuses it).
    const toBag = givenUp.slice();
    const taken: number[] = [];
    const bag = this.bag.slice();
    const racks = this.racks.map((r) => r.slice());
    const n = racks.length;
    for (const letter of lacking) {
      const j = this.indexOf(bag, letter);
      if (j >= 0) {
        taken.push(...bag.splice(j, 1));
        continue;
      }
      let found = false;
      for (let k = 1; k < n && !found; k++) {
        const other = racks[(player + k) % n]!;
        const i = this.indexOf(other, letter);
        const gives = toBag[0];
        if (i < 0 || gives === undefined) continue;
        toBag.shift();
        taken.push(...other.splice(i, 1));
        other.push(gives);
        found = true;
      }
      if (!found) return { swapped: false, made: false };
    }
    this.bag = bag.concat(toBag);
    racks.forEach((r, q) => this.racks[q]!.splice(0, this.racks[q]!.length, ...r));
    rack.splice(0, rack.length, ...rack.filter((id) => !givenUp.includes(id)), ...taken);
    return { swapped: true, made: true };
  }

  /** Puts tiles at the back of the bag (an exchange). */
  toBack(ids: readonly number[]): void {
    this.bag.push(...ids);
  }

  /** Tiles on the racks whose letter the record never gave. */
  unknownHeld(): number {
    return this.racks.reduce((n, rack) => n + rack.filter((id) => this.letters[id] === null).length, 0);
  }

  /** Names every unnamed tile with the letters left over (in the set's order) and returns all letters. */
  fill(): string[] {
    const rest: string[] = [];
    for (const tile of new Set(this.order)) for (let k = this.left.get(tile) ?? 0; k > 0; k--) rest.push(tile);
    let next = 0;
    return this.letters.map((letter) => letter ?? rest[next++] ?? '?');
  }
}
