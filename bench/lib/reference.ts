/**
 * A reference engine timed beside this one in the same run of the movegen benchmark. Figures
 * measured elsewhere are only a rough guide (another machine, another load); an engine run in the
 * same process, pass for pass with this one, gives a ratio that the machine's speed cancels out of.
 *
 * The engine is a module of your own, named by the environment variable `BENCH_REFERENCE` (a file
 * path or URL), that exports the members of {@link ReferenceEngine}. `bench/reference-adapter.example.mjs`
 * is one that wraps another build of this library (an older version, say).
 *
 * @example
 * ```sh
 * BENCH_REFERENCE=./bench/reference-adapter.example.mjs npm run bench -- movegen
 * ```
 * @module
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, printRows, timeInRounds } from './timing.js';

/** What a reference module exports. */
export interface ReferenceEngine {
  /** A short name for the tables. */
  readonly name: string;
  /**
   * Optional: the engine's median ms per position for 0, 1 and 2 blanks measured elsewhere (the
   * figures your comparison starts from). With them, the bench also prints this engine's figures
   * scaled by the same-run ratio: an estimate of what it would measure where those were measured.
   */
  readonly figures?: readonly number[];
  /** Builds the engine's lexicon from the word list (uppercase, one word per entry); not timed. */
  prepare(words: readonly string[]): unknown;
  /** Turns a position (15 board rows and a rack, in the benchmark's notation) into the engine's input; not timed. */
  load(board: readonly string[], rack: string): unknown;
  /** Generates every move of a loaded position (timed) and returns how many tile placements it found. */
  generate(loaded: unknown): number;
}

/** The environment variable naming the reference module. */
export const REFERENCE_VARIABLE = 'BENCH_REFERENCE';

/** Imports the reference engine named by `BENCH_REFERENCE`, or returns null when it is not set. Throws on a module that lacks a member. */
export async function loadReference(): Promise<ReferenceEngine | null> {
  const named = process.env[REFERENCE_VARIABLE];
  if (named === undefined || named.trim() === '') return null;
  const url = /^[a-z]+:\/\//i.test(named) ? named : pathToFileURL(isAbsolute(named) ? named : resolve(process.cwd(), named)).href;
  const module = (await import(url)) as Partial<ReferenceEngine> & { default?: Partial<ReferenceEngine> };
  const engine = typeof module.generate === 'function' ? module : module.default ?? module;
  const missing: string[] = typeof engine.name === 'string' && engine.name !== '' ? [] : ['name'];
  for (const key of ['prepare', 'load', 'generate'] as const) if (typeof engine[key] !== 'function') missing.push(key);
  if (missing.length > 0) throw new Error(`${REFERENCE_VARIABLE}: the module must export ${missing.join(', ')} (see bench/lib/reference.ts)`);
  const figures = engine.figures;
  if (figures !== undefined && (!Array.isArray(figures) || figures.length !== 3 || !figures.every((f) => typeof f === 'number' && f > 0))) {
    throw new Error(`${REFERENCE_VARIABLE}: figures must be three positive numbers (ms for 0, 1 and 2 blanks)`);
  }
  return engine as ReferenceEngine;
}

/** A benchmark position as the same-run comparison needs it. */
export interface ComparedPosition {
  readonly id: number;
  readonly board: readonly string[];
  readonly rack: string;
  readonly blanks: number;
  /** The recorded number of tile placements. */
  readonly moves: number;
}

/** One of this engine's calls timed beside the reference: a name and the call for a position's index (returns its move count, checked against the recorded one). */
export interface ComparedCall {
  readonly name: string;
  readonly run: (index: number) => number;
}

/**
 * Times this engine's calls and the reference on every position, in whole passes whose order turns
 * round by one each round, after a pass that checks the move counts (this engine's must be the
 * recorded ones; where the reference's differ, that is reported); prints per
 * call and blank count both medians, their ratio, the median of the ratios per position (the
 * steadier of the two: 1.00 when both sides run the same code) and, with the reference's figures,
 * the scaled estimate. Per position the median of `passes` runs; garbage is collected before every
 * pass, so that no side pays for another's.
 */
export async function compareInSameRun(
  reference: ReferenceEngine, words: readonly string[], positions: readonly ComparedPosition[], calls: readonly ComparedCall[], passes: number,
): Promise<void> {
  const started = performance.now();
  await reference.prepare(words);
  const prepareMs = performance.now() - started;
  const loaded = positions.map((p) => reference.load(p.board, p.rack));
  const wrong = positions.filter((p, i) => reference.generate(loaded[i]) !== p.moves).map((p) => p.id);
  const sides = [...calls, { name: reference.name, run: (i: number) => reference.generate(loaded[i]) }];
  for (const side of calls) {
    positions.forEach((p, i) => {
      const moves = side.run(i);
      if (moves !== p.moves) throw new Error(`position ${p.id}: ${side.name} gives ${moves} moves, recorded ${p.moves}`);
    });
  }
  const times = timeInRounds(sides.map((side) => side.run), positions.length, passes).wall;
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v < 10 ? v.toFixed(2) : v.toFixed(1));
  const figures = reference.figures;
  const theirs = times[calls.length]!;
  const rows = calls.flatMap((call, c) => [0, 1, 2].map((blanks) => {
    const group = positions.map((p, i) => (p.blanks === blanks ? i : -1)).filter((i) => i >= 0);
    const ourMedian = median(group.map((i) => median(times[c]![i]!)));
    const theirMedian = median(group.map((i) => median(theirs[i]!)));
    const perPosition = median(group.map((i) => median(theirs[i]!) / median(times[c]![i]!)));
    const ratio = theirMedian / ourMedian;
    const cells = [
      call.name, `${blanks} blank${blanks === 1 ? '' : 's'} (n=${group.length})`, ms(ourMedian), ms(theirMedian),
      ratio >= 1 ? `${ratio.toFixed(2)}× faster` : `${(1 / ratio).toFixed(2)}× slower`, `${perPosition.toFixed(2)}`,
    ];
    if (figures !== undefined) cells.push(`${figures[blanks]} ms`, `${ms(figures[blanks]! / perPosition)} ms`);
    return cells;
  }));
  printRows(`This engine beside ${reference.name}, in this run (ms per position, median of ${passes} interleaved passes)`, [
    'call', 'rack', 'this engine', reference.name, 'this engine is', 'ratio per position (median)',
    ...(figures === undefined ? [] : [`${reference.name} elsewhere`, 'this engine scaled (estimate)']),
  ], rows);
  console.log(`${reference.name}: lexicon prepared in ${(prepareMs / 1000).toFixed(2)} s; ` +
    (wrong.length === 0 ? `move counts as recorded on all ${positions.length} positions.` :
      `move counts differ from the recorded ones on ${wrong.length} positions (first: ${wrong.slice(0, 5).join(', ')}), so the two do not time the same work there.`));
  if (figures !== undefined) {
    console.log('scaled: the reference\'s figure measured elsewhere divided by the ratio per position; an estimate of this engine there,');
    console.log('not a measurement, and only as good as the assumption that both engines slow down alike on this machine.');
  }
}
