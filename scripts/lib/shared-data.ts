/**
 * Locating the shared benchmark data (`../shared/bench` beside the repository) for the oracle
 * and the benchmarks. Scripts only: it reads files.
 *
 * @example
 * ```ts
 * import { sharedBench } from './lib/shared-data.js';
 * const bench = sharedBench();   // the data, or null after printing why it is missing
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder above scripts/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The folder of the shared benchmark data: `../shared/bench` relative to the repository root, or
 * `../../shared/bench` for a working copy one folder deeper (a git worktree beside others).
 */
export const SHARED_BENCH = [resolve(REPO_ROOT, '..', 'shared', 'bench'), resolve(REPO_ROOT, '..', '..', 'shared', 'bench')]
  .find((dir) => existsSync(dir)) ?? resolve(REPO_ROOT, '..', 'shared', 'bench');

/** One position of positions-de.json. */
export interface BenchPosition {
  readonly id: number;
  readonly board: readonly string[];
  readonly rack: string;
  readonly blanks: number;
  readonly moves: number;
  readonly topScore: number;
  readonly topMovesCount: number;
  readonly topMove: { readonly row: number; readonly col: number; readonly dir: 'H' | 'V'; readonly word: string };
}

/** The German benchmark data: the word list and the positions. */
export interface SharedBench {
  readonly words: string[];
  readonly positions: BenchPosition[];
}

/** Reads the shared benchmark data, or prints what is missing and returns null. */
export function sharedBench(): SharedBench | null {
  const wordsFile = join(SHARED_BENCH, 'de-words.txt');
  const positionsFile = join(SHARED_BENCH, 'positions-de.json');
  if (!existsSync(wordsFile) || !existsSync(positionsFile)) {
    console.log(`The shared benchmark data is missing: expected ${wordsFile} and ${positionsFile}.`);
    console.log('Clone the shared data beside the repository (../shared/bench) to run this.');
    return null;
  }
  const words = readFileSync(wordsFile, 'utf8').split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
  const parsed = JSON.parse(readFileSync(positionsFile, 'utf8')) as { positions: BenchPosition[] };
  return { words, positions: parsed.positions };
}
