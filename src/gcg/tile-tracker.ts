/**
 * The tiles of a record being replayed, followed one by one: every tile of the set is a numbered
 * slot of the starting bag whose letter is learnt when the record names it (on a rack, in a play,
 * an exchange or an end-of-game rack). Draws, exchanges and withdrawn plays move the tiles exactly
 * as the reducer does with a given bag order: draws from the front, exchanged tiles to the back.
 * At the end the tiles never named get the letters left over, so the starting bag is known. Internal.
 * @module
 */
import { allTiles, type TileSet } from '../tiles/tile-set.js';

/**
 * A tile `tile` that `from` gives back before a stated rack: `from` takes `takes` instead, from the
 * bag (`source: null`; the tile given back goes to the back of the bag) or from the rack of seat
 * `source` (the two swap).
 */
export interface Handover {
  readonly from: number;
  readonly tile: string;
  readonly takes: string;
  readonly source: number | null;
}

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

  /** The first tile of `list` that is named and not in `avoid`, or unnamed and can be named so (named now); -1 when none. */
  private spareIn(list: readonly number[], avoid: ReadonlySet<string>): number {
    return list.findIndex((id) => {
      const named = this.letters[id];
      if (named !== null && named !== undefined) return !avoid.has(named);
      const free = [...this.left].find(([tile, n]) => n > 0 && !avoid.has(tile));
      return free !== undefined && this.name(id, free[0]);
    });
  }

  /**
   * Another player gives back a tile with `letter` (or a tile of theirs not yet named, named so now)
   * that the bag order gave them but the record shows on `player`'s rack. It goes to the back of
   * the bag and the giver takes the first bag tile whose letter is not in `avoid` (the letters the
   * stated rack still lacks); with no such tile in the bag, the giver and `player` swap it for one
   * of `spares` (tiles of `player`'s rack that the stated rack does not hold).
   */
  private handOver(player: number, letter: string, avoid: ReadonlySet<string>, spares: number[]): Handover | null {
    for (const [from, rack] of this.racks.entries()) {
      if (from === player) continue;
      let i = rack.findIndex((id) => this.letters[id] === letter);
      if (i < 0) i = this.nameable(letter) ? rack.findIndex((id) => this.letters[id] === null) : -1;
      if (i < 0) continue;
      const j = this.spareIn(this.bag, avoid);
      const k = j >= 0 ? -1 : this.spareIn(spares, avoid);
      if ((j < 0 && k < 0) || !this.name(rack[i]!, letter)) return null;
      const [given] = rack.splice(i, 1);
      if (j >= 0) {
        const [taken] = this.bag.splice(j, 1);
        this.bag.push(given!);
        rack.push(taken!);
        return { from, tile: letter, takes: this.letters[taken!]!, source: null };
      }
      const [spare] = spares.splice(k, 1);
      const takes = this.letters[spare!]!;
      const own = this.rack(player);
      own.splice(own.findIndex((id) => this.letters[id] === takes), 1);
      own.push(given!);
      rack.push(spare!);
      return { from, tile: letter, takes, source: player };
    }
    return null;
  }

  /**
   * The record states `player`'s whole rack. Normally its tiles are on the rack already; when they
   * are not (the record contradicts itself, or a tile that went back to the bag was drawn again),
   * the reducer swaps tiles with the bag and so does this, in the same order: the rack becomes the
   * stated one, tiles it lacks come from the bag (the first of each letter), the tiles given up go
   * to the back of the bag. A tile the bag order gave another player is first handed over (see
   * {@link handOver}). Returns the handovers, whether the rack was swapped with the bag, and the
   * swap as pairs of tiles (the tile given up, the tile taken; made one by one, in order, the pairs
   * move the same tiles).
   */
  state(player: number, letters: readonly string[]): { handovers: Handover[]; swapped: boolean; swaps: { given: number; taken: number }[] } {
    this.learn(player, letters);
    const spares = this.rack(player).slice();
    const missing: string[] = [];
    for (const letter of letters) {
      const i = spares.findIndex((id) => this.letters[id] === letter);
      if (i >= 0) spares.splice(i, 1);
      else missing.push(letter);
    }
    if (missing.length === 0) return { handovers: [], swapped: false, swaps: [] };
    const handovers: Handover[] = [];
    const avoid = new Set(missing);
    const counted = new Map<string, number>();
    for (const letter of missing) {
      const need = (counted.get(letter) ?? 0) + 1;
      counted.set(letter, need);
      if (this.bag.filter((id) => this.letters[id] === letter).length >= need) continue;
      const unnamed = this.bag.find((id) => this.letters[id] === null);
      if (unnamed !== undefined && this.name(unnamed, letter)) continue;
      const handover = this.handOver(player, letter, avoid, spares);
      if (handover !== null) handovers.push(handover);
    }
    const rack = this.rack(player);
    const givenUp = rack.slice();
    const chosen: (number | null)[] = letters.map((letter) => {
      const i = givenUp.findIndex((id) => this.letters[id] === letter);
      return i >= 0 ? givenUp.splice(i, 1)[0]! : null;
    });
    if (!chosen.includes(null)) return { handovers, swapped: false, swaps: [] };
    const stated = chosen.map((id, k) => {
      if (id !== null) return id;
      const letter = letters[k]!;
      const j = this.bag.findIndex((b) => this.letters[b] === letter || (this.letters[b] === null && this.nameable(letter)));
      if (j < 0) return null;
      const taken = this.bag.splice(j, 1)[0]!;
      this.name(taken, letter);
      return taken;
    });
    const taken = stated.filter((id, k): id is number => id !== null && chosen[k] === null);
    const swaps = taken.length === givenUp.length ? taken.map((id, k) => ({ given: givenUp[k]!, taken: id })) : [];
    this.bag.push(...givenUp);
    // As the reducer orders the rack: the tiles kept in their order, then the tiles taken.
    rack.splice(0, rack.length, ...rack.filter((id) => !givenUp.includes(id)), ...taken);
    return { handovers, swapped: true, swaps };
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
