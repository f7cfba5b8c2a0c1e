/**
 * Complete generation builds each move as the search finds it, straight from the tiles the
 * search placed, and keeps its score beside it for the sort by score: the search writes no
 * record of the move and nothing reads one back. The search looks the tiles up (in its own
 * compiled code, where its tables are read at fixed addresses) and hands them to the collector.
 * The tile objects are shared between moves (one per square, letter and blank flag, cached per
 * tile set).
 *
 * @example
 * ```ts
 * const collector = createCollector();   // once, by the search
 * collector.start(alphabet.letters, tileCacheOf(rules.tiles));
 * runSearch(SearchMode.All);   // the search calls collector.addMove for each move
 * collector.run.moves;   // in search order, collector.run.scores beside them
 * collector.stop();
 * ```
 * @module
 */
import { memoByContent, tileSetKey } from '../memo.js';
import type { PlacedTile } from '../types.js';
import { grown } from '../grown.js';
import type { GeneratedMove } from './generate.js';

/**
 * The tile cache of a tile set (shared by equal copies): a slot per square (row and column below
 * 32) and tile code (letter code, `| 32` for a blank), keyed `row << 11 | col << 6 | tile` as
 * {@link tileFor} keys them. Filled with `undefined` one slot at a time, so that the list has no
 * holes and a read of it checks for none.
 */
export const tileCacheOf = /* @__PURE__ */ memoByContent(tileSetKey, (): (PlacedTile | undefined)[] => {
  const cache: (PlacedTile | undefined)[] = [];
  for (let key = 0; key < 1 << 16; key++) cache.push(undefined);
  return cache;
});

/** The shared, never changed tile object for a square, letter code and blank flag. */
export function tileFor(tileCache: (PlacedTile | undefined)[], row: number, col: number, tile: number, alphabetLetters: readonly string[]): PlacedTile {
  const key = (row << 11) | (col << 6) | tile;
  let placed = tileCache[key];
  if (placed === undefined) {
    placed = { row, col, letter: alphabetLetters[tile & 31]!, blank: (tile & 32) !== 0 };
    tileCache[key] = placed;
  }
  return placed;
}

/** What a run of complete generation has built so far. */
export interface CollectorRun {
  /** The letters of the alphabet, by code. */
  letters: readonly string[];
  /** The tile cache of the tile set (see {@link tileCacheOf}). */
  cache: (PlacedTile | undefined)[];
  /** The moves built, in search order. */
  moves: GeneratedMove[];
  /** The score of each move of {@link CollectorRun.moves} (the first {@link CollectorRun.count}). */
  scores: Int32Array;
  /** How many moves were built. */
  count: number;
}

/** Builds the moves of complete generation as the search finds them. */
export interface Collector {
  /** The current run. */
  readonly run: CollectorRun;
  /** Starts a run: moves are built with these letters and this tile cache. */
  start(alphabetLetters: readonly string[], tileCache: (PlacedTile | undefined)[]): void;
  /** Drops the moves of the last run (they are the caller's now). */
  stop(): void;
  /** Adds the move the search just found, its tiles in reading order (looked up with {@link tileFor}). */
  addMove(score: number, tiles: PlacedTile[], down: boolean): void;
}

/** A move the list of each run is given and loses at once, so that every list holds objects from the start. */
const NO_MOVE: GeneratedMove = { move: { direction: 'across', tiles: [] }, score: 0 };

/** A collector, made once by the search. */
export function createCollector(): Collector {
  const run: CollectorRun = { letters: [], cache: [], moves: [], scores: new Int32Array(1024), count: 0 };

  function start(alphabetLetters: readonly string[], tileCache: (PlacedTile | undefined)[]): void {
    run.letters = alphabetLetters;
    run.cache = tileCache;
    // A list that has held an object: the lists made here then all have the shape of a list of
    // objects, and the push in addMove only ever sees that one shape (compiled inline).
    const moves: GeneratedMove[] = [];
    moves.push(NO_MOVE);
    moves.pop();
    run.moves = moves;
    run.count = 0;
  }

  function stop(): void {
    run.moves = [];
    run.count = 0;
  }

  function addMove(score: number, tiles: PlacedTile[], down: boolean): void {
    const n = run.count;
    if (n === run.scores.length) run.scores = grown(run.scores, n + 1);
    run.scores[n] = score;
    run.moves.push({ move: { direction: down ? 'down' : 'across', tiles }, score });
    run.count = n + 1;
  }

  return { run, start, stop, addMove };
}
