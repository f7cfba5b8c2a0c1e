/**
 * The endgame solver's transposition table: positions keyed by incremental (Zobrist) hashes of the
 * board, the rack of the side to move, the other rack and the passes in a row, each remembering
 * the value found, whether it is exact or a bound, the depth it was searched to (or that it was
 * searched to the end of the game) and the best move's place in the position's move list.
 *
 * A hash is two 32-bit halves combined into one 53-bit number (`a * 2^21 + low 21 bits of b`);
 * each tile's random numbers come from a seed made of its letters, so a search visits the same
 * positions every time, in any process.
 * @module
 */

/** The half-hashes of one tile (a letter, lower case for a blank) on each square and in each rack slot. */
interface TileHashes {
  readonly cellA: Int32Array;
  readonly cellB: Int32Array;
  /** Index `side * 8 + k`: the tile's k-th copy (k < 8; further copies share the last) in rack 0 or 1. */
  readonly rackA: Int32Array;
  readonly rackB: Int32Array;
}

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
const SQUARES = TABLE_SQUARES;
const tileHashes = new Map<string, TileHashes>();

/** A tile's numbers, drawn from a seed made of its own letters: the same whatever tiles were met before. */
function hashesOf(tile: string): TileHashes {
  let h = tileHashes.get(tile);
  if (h === undefined) {
    let seed = 0x811c9dc5;
    for (const ch of tile) seed = Math.imul(seed ^ (ch.codePointAt(0) ?? 0), 0x01000193);
    const next = randomStream(seed);
    const fill = (n: number) => Int32Array.from({ length: n }, next);
    h = { cellA: fill(SQUARES), cellB: fill(SQUARES), rackA: fill(16), rackB: fill(16) };
    tileHashes.set(tile, h);
  }
  return h;
}

const passStream = randomStream(0x2545f491);
const PASS_A = Int32Array.from({ length: 128 }, passStream);
const PASS_B = Int32Array.from({ length: 128 }, passStream);

/** A 53-bit key from two 32-bit halves. */
export function keyOf(a: number, b: number): number {
  return (a >>> 0) * 0x200000 + (b & 0x1fffff);
}

/** A pair of half-hashes. */
export interface Hash2 {
  a: number;
  b: number;
}

/** The hash of a board's tiles (square index and letter; a blank is its lower-case letter). */
export function boardHash(cells: readonly (string | null)[]): Hash2 {
  let a = 0;
  let b = 0;
  for (let i = 0; i < cells.length && i < SQUARES; i++) {
    const c = cells[i];
    if (c == null) continue;
    const h = hashesOf(c);
    a ^= h.cellA[i]!;
    b ^= h.cellB[i]!;
  }
  return { a, b };
}

/** What placing the tiles changes in the board's hash. */
export function placementHash(tiles: readonly { readonly row: number; readonly col: number; readonly letter: string; readonly blank: boolean }[], cols: number): Hash2 {
  let a = 0;
  let b = 0;
  for (const t of tiles) {
    const i = t.row * cols + t.col;
    if (i < 0 || i >= SQUARES) continue;
    const h = hashesOf(t.blank ? t.letter.toLowerCase() : t.letter);
    a ^= h.cellA[i]!;
    b ^= h.cellB[i]!;
  }
  return { a, b };
}

/** The hash of a rack (a multiset of tiles) in slot 0 (the side to move) or 1, XORed into `into`. */
export function addRackHash(into: Hash2, rack: readonly string[], slot: 0 | 1): void {
  for (let t = 0; t < rack.length; t++) {
    const tile = rack[t]!;
    let k = 0;   // earlier copies of the tile (a rack holds a handful of tiles: no map needed)
    for (let u = 0; u < t; u++) if (rack[u] === tile) k++;
    const h = hashesOf(tile);
    const i = slot * 8 + Math.min(k, 7);
    into.a ^= h.rackA[i]!;
    into.b ^= h.rackB[i]!;
  }
}

/** The hash of the passes in a row, XORed into `into`. */
export function addPassesHash(into: Hash2, passes: number): void {
  const i = Math.max(0, Math.min(127, passes));
  into.a ^= PASS_A[i]!;
  into.b ^= PASS_B[i]!;
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
