/**
 * The endgame solver's transposition table: positions keyed by incremental (Zobrist) hashes of the
 * board, the rack of the side to move, the other rack and the passes in a row, each remembering
 * the value found, whether it is exact or a bound, the depth it was searched to (or that it was
 * searched to the end of the game) and the best move's place in the position's move list.
 *
 * A hash is two 32-bit halves, both compared;
 * the random numbers come from fixed seeds, so a search visits the same positions every time, in
 * any process.
 * @module
 */

/** A stream of 32-bit random numbers from a seed (the same numbers for the same seed, in any process). */
function randomStream(start: number): () => number {
  let seed = start | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) | 0;
  };
}

/** The most squares a board may have for its hash (a board of 26 × 26, the largest a rule set may lay out, has 676). */
export const TABLE_SQUARES = 1024;

/** Tile codes a square may hold: a letter code below 32, plus 32 for a blank. */
const TILE_CODES = 64;
/** Rack entries: letter codes 0–31 and 32 for the blanks. */
export const RACK_ENTRIES = 33;
/** Copies of one entry on a rack that get numbers of their own (a rack holds at most 26 tiles). */
const COPIES = 32;

/**
 * The half-hashes of the search, drawn once from fixed seeds (the same numbers in any process):
 * a tile code on a square (`code * TABLE_SQUARES + square`), the k-th copy of a rack entry in
 * slot 0 (the side to move) or 1 (`(slot * RACK_ENTRIES + entry) * COPIES + k`), and the passes in a row.
 */
export interface HashTables {
  readonly cellA: Int32Array;
  readonly cellB: Int32Array;
  readonly rackA: Int32Array;
  readonly rackB: Int32Array;
  readonly passA: Int32Array;
  readonly passB: Int32Array;
}

let tables: HashTables | null = null;

/** The search's hash numbers (made on first use). */
export function hashTables(): HashTables {
  if (tables === null) {
    const fill = (n: number, seed: number) => Int32Array.from({ length: n }, randomStream(seed));
    tables = {
      cellA: fill(TILE_CODES * TABLE_SQUARES, 0x3c6ef372), cellB: fill(TILE_CODES * TABLE_SQUARES, 0x5851f42d),
      rackA: fill(2 * RACK_ENTRIES * COPIES, 0x14057b7e), rackB: fill(2 * RACK_ENTRIES * COPIES, 0x1b873593),
      passA: fill(128, 0x2545f491), passB: fill(128, 0x68e31da4),
    };
  }
  return tables;
}

/** The number of the k-th copy of rack entry `entry` (a letter code, 32 for a blank) in a slot. */
export function rackSlot(slot: 0 | 1, entry: number, k: number): number {
  return (slot * RACK_ENTRIES + entry) * COPIES + Math.min(k, COPIES - 1);
}

/** The kind of value stored. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** Depth stored for a value searched to the end of every line (valid at any depth). */
export const SOLVED_DEPTH = 127;

/**
 * A table of positions; a new entry replaces the old one in its slot. Each slot is four integers
 * side by side (the two hash halves, the value, and the best move, depth and kind of value packed
 * in one), so a probe reads one place in memory. It starts small (a solve of a few positions stays
 * cheap) and grows fourfold, up to `maxBits`, each time half its slots fill.
 */
export class TranspositionTable {
  private bits = 0;
  private mask = 0;
  private filled = 0;
  /** Per slot: hash half a, hash half b, value, `(best + 1) << 10 | depth << 2 | kind` (kind 0: an empty slot). */
  private entries = new Int32Array(0);

  constructor(private readonly maxBits = 20, bits = 14) {
    this.allocate(Math.min(bits, maxBits));
  }

  /** Empty slots, 2^bits of them. */
  private allocate(bits: number): void {
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    this.entries = new Int32Array(4 << bits);
    this.filled = 0;
  }

  /** The slot of the position with hash halves `a` and `b` when it holds that position, else -1. */
  find(a: number, b: number): number {
    const slot = (a & this.mask) << 2;
    const e = this.entries;
    return e[slot + 3] !== 0 && e[slot] === a && e[slot + 1] === b ? slot : -1;
  }

  value(slot: number): number { return this.entries[slot + 2]!; }
  depth(slot: number): number { return (this.entries[slot + 3]! >>> 2) & 127; }
  flag(slot: number): number { return this.entries[slot + 3]! & 3; }
  /** The best move's index in the position's move list, -1 for the pass. */
  best(slot: number): number { return (this.entries[slot + 3]! >> 10) - 1; }

  /** Stores a position's value, the depth searched (at most {@link SOLVED_DEPTH}), the kind of value and the best move. */
  store(a: number, b: number, value: number, depth: number, flag: number, best: number): void {
    let slot = (a & this.mask) << 2;
    if (this.entries[slot + 3] === 0) {
      if (++this.filled > (this.mask >>> 1) && this.bits < this.maxBits) {
        this.grow();
        slot = (a & this.mask) << 2;
        if (this.entries[slot + 3] === 0) this.filled++;
      }
    }
    const e = this.entries;
    e[slot] = a;
    e[slot + 1] = b;
    e[slot + 2] = value;
    e[slot + 3] = ((best + 1) << 10) | (Math.min(SOLVED_DEPTH, depth) << 2) | flag;
  }

  /** Four times the slots, the entries moved over (one that meets another in its new slot replaces it). */
  private grow(): void {
    const old = this.entries;
    this.allocate(Math.min(this.maxBits, this.bits + 2));
    const e = this.entries;
    for (let i = 0; i < old.length; i += 4) {
      if (old[i + 3] === 0) continue;
      const slot = (old[i]! & this.mask) << 2;
      if (e[slot + 3] === 0) this.filled++;
      e[slot] = old[i]!;
      e[slot + 1] = old[i + 1]!;
      e[slot + 2] = old[i + 2]!;
      e[slot + 3] = old[i + 3]!;
    }
  }
}
