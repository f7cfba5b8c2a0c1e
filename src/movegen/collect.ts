/**
 * Complete generation builds each move as the search finds it, straight from the tiles the
 * search placed, and keeps its score beside it for the sort by score: the search writes no
 * record of the move and nothing reads one back. The tile objects are shared between moves
 * (one per square, letter and blank flag, cached per tile set).
 *
 * @example
 * ```ts
 * startCollecting(alphabet.letters, tileCacheOf(rules.tiles));
 * runSearch(SEARCH_ALL);   // the search calls collectMove for each move
 * collected.slice(0, collectedCount);   // in search order; collectedScores beside them
 * ```
 * @module
 */
import { memoByContent, tileSetKey } from '../memo.js';
import type { PlacedTile } from '../types.js';
import type { GeneratedMove } from './generate.js';

/** The largest board side the tile cache holds squares for. */
const MAX_SIDE = 26;

let letters: readonly string[] = [];
let cache: (PlacedTile | undefined)[] = [];

/** The moves built by the current run, in search order (the first {@link collectedCount}). */
export let collected: GeneratedMove[] = [];
/** The score of each move of {@link collected}. */
export let collectedScores = new Int32Array(1024);
/** How many moves {@link collected} holds. */
export let collectedCount = 0;

/** Starts a run: moves are built with these letters and this tile cache. */
export function startCollecting(alphabetLetters: readonly string[], tileCache: (PlacedTile | undefined)[]): void {
  letters = alphabetLetters;
  cache = tileCache;
  collected = [];
  collectedCount = 0;
}

/** Drops the moves of the last run (they are the caller's now). */
export function stopCollecting(): void {
  collected = [];
  collectedCount = 0;
}

/** The tile cache of a tile set (shared by equal copies): a slot per square, letter code and blank flag, as {@link tileFor} keys them. */
export const tileCacheOf = memoByContent(tileSetKey, (): (PlacedTile | undefined)[] =>
  new Array<PlacedTile | undefined>(MAX_SIDE * MAX_SIDE * 64).fill(undefined));

/** The shared, never changed tile object for a square, letter code and blank flag. */
export function tileFor(tileCache: (PlacedTile | undefined)[], row: number, col: number, tile: number, alphabetLetters: readonly string[]): PlacedTile {
  const key = ((row * MAX_SIDE + col) << 6) | tile;
  let placed = tileCache[key];
  if (placed === undefined) {
    placed = { row, col, letter: alphabetLetters[tile & 31]!, blank: (tile & 32) !== 0 };
    tileCache[key] = placed;
  }
  return placed;
}

/**
 * Builds the move the search just found: `count` tiles in `pos` (squares in the line) and `tile`
 * (letter codes, `| 32` for a blank), the first `left` of them leftwards from the anchor and the
 * rest rightwards.
 */
export function collectMove(score: number, count: number, down: boolean, line: number, left: number, pos: Int32Array, tile: Int32Array): void {
  const tiles = new Array<PlacedTile>(count);
  let k = 0;
  if (down) {
    for (let i = left - 1; i >= 0; i--) tiles[k++] = tileFor(cache, pos[i]!, line, tile[i]!, letters);
    for (let i = left; i < count; i++) tiles[k++] = tileFor(cache, pos[i]!, line, tile[i]!, letters);
  } else {
    for (let i = left - 1; i >= 0; i--) tiles[k++] = tileFor(cache, line, pos[i]!, tile[i]!, letters);
    for (let i = left; i < count; i++) tiles[k++] = tileFor(cache, line, pos[i]!, tile[i]!, letters);
  }
  const n = collectedCount;
  if (n === collectedScores.length) {
    const bigger = new Int32Array(n * 2);
    bigger.set(collectedScores);
    collectedScores = bigger;
  }
  collectedScores[n] = score;
  collected[n] = { move: { direction: down ? 'down' : 'across', tiles }, score };
  collectedCount = n + 1;
}
