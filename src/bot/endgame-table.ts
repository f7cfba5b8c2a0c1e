/**
 * The endgame solver's transposition table: positions keyed by incremental (Zobrist) hashes of the
 * board, the rack of the side to move, the other rack and the passes in a row, each remembering
 * the value found, whether it is exact or a bound, the depth it was searched to (or that it was
 * searched to the end of the game) and the best move's place in the position's move list.
 *
 * A hash is two 32-bit halves combined into one 53-bit number (`a * 2^21 + low 21 bits of b`);
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

/** A 53-bit key from two 32-bit halves. */
export function keyOf(a: number, b: number): number {
  return (a >>> 0) * 0x200000 + (b & 0x1fffff);
}

/** The kind of value stored. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** Depth stored for a value searched to the end of every line (valid at any depth). */
export const SOLVED_DEPTH = 127;

/**
 * A table of positions; a new entry replaces the old one in its slot. It starts small (a solve of
 * a few positions stays cheap) and grows fourfold, up to `maxBits`, each time half its slots fill.
 */
export class TranspositionTable {
  private bits = 0;
  private mask = 0;
  private filled = 0;
  private keys = new Float64Array(0);
  private values = new Int32Array(0);
  private depths = new Int8Array(0);
  private flags = new Uint8Array(0);
  private bests = new Int32Array(0);

  constructor(private readonly maxBits = 20, bits = 14) {
    this.allocate(Math.min(bits, maxBits));
  }

  /** Empty slots, 2^bits of them. */
  private allocate(bits: number): void {
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    const size = 1 << bits;
    this.keys = new Float64Array(size).fill(-1);
    this.values = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.flags = new Uint8Array(size);
    this.bests = new Int32Array(size).fill(-1);
    this.filled = 0;
  }

  /** The slot of a key when it holds that key, else -1. */
  find(key: number): number {
    const slot = key & this.mask;
    return this.keys[slot] === key ? slot : -1;
  }

  value(slot: number): number { return this.values[slot]!; }
  depth(slot: number): number { return this.depths[slot]!; }
  flag(slot: number): number { return this.flags[slot]!; }
  /** The best move's index in the position's move list, -1 for the pass. */
  best(slot: number): number { return this.bests[slot]!; }

  store(key: number, value: number, depth: number, flag: number, best: number): void {
    let slot = key & this.mask;
    if (this.keys[slot] === -1) {
      if (++this.filled > (this.mask >>> 1) && this.bits < this.maxBits) {
        this.grow();
        slot = key & this.mask;
        if (this.keys[slot] === -1) this.filled++;
      }
    }
    this.keys[slot] = key;
    this.values[slot] = value;
    this.depths[slot] = Math.min(SOLVED_DEPTH, depth);
    this.flags[slot] = flag;
    this.bests[slot] = best;
  }

  /** Four times the slots, the entries moved over (one that meets another in its new slot replaces it). */
  private grow(): void {
    const { keys, values, depths, flags, bests } = this;
    this.allocate(Math.min(this.maxBits, this.bits + 2));
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key === -1) continue;
      const slot = key & this.mask;
      if (this.keys[slot] === -1) this.filled++;
      this.keys[slot] = key;
      this.values[slot] = values[i]!;
      this.depths[slot] = depths[i]!;
      this.flags[slot] = flags[i]!;
      this.bests[slot] = bests[i]!;
    }
  }
}
