/**
 * Move-generation benchmark on the 200 German positions of ../shared/bench/positions-de.json with
 * the word list de-words.txt: complete generation with scores (every move, sorted), timed per
 * position as the median of 5 passes after a warm-up pass, then the median per group of blanks on
 * the rack, beside the reference figures of ../shared/bench/ANCHORS.md. Also `bestMove` and
 * `hasAnyMove`. Prints a message and returns when the shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- movegen
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import { loadEngine } from './lib/engine.js';
import { consume, median, printRows } from './lib/timing.js';

/** Reference medians in ms per blank group (0, 1, 2 blanks), ../shared/bench/ANCHORS.md. */
const REFERENCE = {
  'reference JS solver': [2.0, 15.9, 107],
  'reference native engine': [0.24, 1.9, 13.6],
} as const;

const PASSES = 5;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export default async function movegenBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const rules = engine.GERMAN;
  const built = engine.buildLexicon(bench.words, rules);
  if (!built.ok) throw new Error(built.error.message);
  const lexicon = built.value.lexicon;
  const positions = bench.positions.map((p) => {
    const board = engine.boardFromRows(p.board, rules);
    if (!board.ok) throw new Error(`position ${p.id}: ${board.error.message}`);
    return { ...p, boardValue: board.value };
  });

  const time = (fn: (p: (typeof positions)[number]) => unknown) => {
    for (const p of positions) consume(fn(p));
    const samples = positions.map(() => [] as number[]);
    for (let pass = 0; pass < PASSES; pass++) {
      positions.forEach((p, i) => {
        const start = performance.now();
        consume(fn(p));
        samples[i]!.push(performance.now() - start);
      });
    }
    return samples.map((s) => median(s));
  };

  let generated = 0;
  const all = time((p) => {
    const moves = engine.generateMoves(p.boardValue, p.rack, rules, lexicon);
    if (!moves.ok) throw new Error(moves.error.message);
    if (moves.value.length !== p.moves) throw new Error(`position ${p.id}: ${moves.value.length} moves, recorded ${p.moves}`);
    generated = moves.value.length;
    return moves.value.length;
  });
  consume(generated);
  const best = time((p) => engine.bestMove(p.boardValue, p.rack, rules, lexicon));
  const any = time((p) => engine.hasAnyMove(p.boardValue, p.rack, rules, lexicon));

  const groups = [0, 1, 2].map((blanks) => positions.map((p, i) => (p.blanks === blanks ? i : -1)).filter((i) => i >= 0));
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v < 10 ? v.toFixed(2) : v.toFixed(1));
  const rows = groups.map((group, blanks) => {
    const times = group.map((i) => all[i]!);
    const moves = group.map((i) => positions[i]!.moves);
    return [
      `${blanks} blank${blanks === 1 ? '' : 's'} (n=${group.length})`,
      ms(median(times)), ms(percentile(times, 95)), String(median(moves)),
      ms(median(group.map((i) => best[i]!))), ms(median(group.map((i) => any[i]!))),
    ];
  });
  printRows('Move generation, German, de-words.txt: ms per position (median of 5 passes after a warm-up)', [
    'rack', 'generateMoves median', 'p95', 'moves (median)', 'bestMove median', 'hasAnyMove median',
  ], rows);

  const compare = groups.map((group, blanks) => {
    const ours = median(group.map((i) => all[i]!));
    const cells = [`${blanks} blank${blanks === 1 ? '' : 's'}`, `${ms(ours)} ms`];
    for (const figures of Object.values(REFERENCE)) {
      const theirs = figures[blanks]!;
      cells.push(`${theirs} ms`, ours <= theirs ? `${(theirs / ours).toFixed(2)}× faster` : `${(ours / theirs).toFixed(2)}× slower`);
    }
    return cells;
  });
  const [js, native] = Object.keys(REFERENCE);
  printRows('Against the reference figures (medians, ../shared/bench/ANCHORS.md)', [
    'rack', 'this engine', js!, 'ratio', native!, 'ratio',
  ], compare);

  const totalMs = all.reduce((a, b) => a + b, 0);
  const totalMoves = positions.reduce((n, p) => n + p.moves, 0);
  printRows('All 200 positions', ['median ms', 'p95 ms', 'mean ms', 'moves/s'], [[
    ms(median(all)), ms(percentile(all, 95)), ms(totalMs / all.length), Math.round((totalMoves / totalMs) * 1000).toLocaleString('en-US'),
  ]]);
}
