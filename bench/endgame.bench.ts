/**
 * Endgame benchmark on the German endgames of ../shared/bench/endgames-de.json (two sets, "small"
 * and "hard": CGP board rows, both racks, scores and the scoreless-turn count, each with a
 * reference solver's exact value, best move and solve time) with the word list de-words.txt.
 * Each position is solved with `solveEndgamePosition` over every move (width unlimited) within a
 * time cap; a position counts as exact when the search finished and its value is the reference's.
 * Prints per set the exact count, our median, p90 and maximum time beside the reference's, the
 * ratio ours / reference per position and its median, and the machine. On a loaded machine the
 * process's CPU time (user and system) is printed too: it says what the search cost, whatever
 * the other work on the machine. The game ends after six
 * scoreless turns in a row (the reference solver's rule), counting the ones already made.
 * Prints a message and returns when the shared data is missing.
 *
 * Options: `--set small|hard` (default both), `--limit N` (the first N positions of each set),
 * `--cap SECONDS` (per position, default 120). One line per position, then a table per set.
 * `--budget MS` and `--budget-nodes N` (either or both) measure instead how good the first move
 * is at a bot's budget: each position is solved with the default width and depth within MS
 * milliseconds and N positions (a position budget alone runs without a time limit), and the first
 * move of its line is valued exactly (every move, `--cap` per search of the position after it) and
 * compared with the reference value. Prints per position the move, its value and the reference;
 * per set the first moves that are optimal, the points lost (total and worst), the positions not
 * valued within the cap and the median depth the budget reached. Each set's first endgame is
 * searched for two seconds before the budgets are timed, so that the first budget does not pay
 * for compiling the engine's code.
 *
 * @example
 * ```sh
 * npm run bench -- endgame --set small --limit 20 --cap 30
 * npm run bench -- endgame --set small --budget 300
 * npm run bench -- endgame --set hard --budget-nodes 1000 --cap 150
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { SHARED_BENCH } from '../scripts/lib/shared-data.js';
import { germanLexicon, loadEngine } from './lib/engine.js';
import { median, percentile, printRows } from './lib/timing.js';
import { option } from '../scripts/lib/args.js';
import type { EngineModule } from './lib/engine.js';
import type { CompactLexicon } from '../src/lexicon/compact-lexicon.js';
import {
  budgetLabel, budgetOf, budgetRow, evaluateAtBudget, outcomeLine, printBudgetRows, warmUp, WARM_UP_SECONDS,
  type BudgetOutcome, type BudgetPosition, type EndgameBudget,
} from './lib/endgame-budget.js';

/** One endgame of the benchmark data. */
interface BenchEndgame {
  readonly id: string;
  readonly cgp: string;
  readonly rack: string | readonly string[];
  readonly opponentRack: string | readonly string[];
  readonly value: number | null;
  readonly bestMove: string;
  readonly referenceSeconds: number;
}

/** Passes (scoreless turns) in a row that end the game for the reference solver. */
const SCORELESS_LIMIT = 6;

/** A CGP board row (runs of empty squares as numbers) as the engine's rows (`.` for empty). */
function rowOf(cgpRow: string): string {
  return cgpRow.replace(/\d+/g, (n) => '.'.repeat(Number(n)));
}

function rackOf(rack: string | readonly string[]): string[] {
  return typeof rack === 'string' ? [...rack] : [...rack];
}

/** An endgame of the data as a position for the solver: its CGP board, both racks and the scoreless turns made. */
function positionOf(engine: EngineModule, g: BenchEndgame): BudgetPosition {
  const rules = engine.GERMAN;
  const fields = g.cgp.split(' ');
  const board = engine.boardFromRows((fields[0] ?? '').split('/').map(rowOf), rules);
  if (!board.ok) throw new Error(`${g.id}: ${board.error.message}`);
  const scoreless = Number(fields[3] ?? 0) || 0;
  return {
    rules, board: board.value, racks: [rackOf(g.rack), rackOf(g.opponentRack)] as const,
    passes: scoreless, passLimit: SCORELESS_LIMIT,
  };
}

/** Values the first move at a budget in each chosen endgame of a set (those with a reference value), one line each. */
function budgetOutcomes(engine: EngineModule, lexicon: CompactLexicon, budget: EndgameBudget, capSeconds: number,
  set: string, chosen: readonly BenchEndgame[]): BudgetOutcome[] {
  const search = { engine, lexicon, capMs: capSeconds * 1000 };
  const outcomes: BudgetOutcome[] = [];
  const first = chosen[0];
  if (first !== undefined) warmUp(search, positionOf(engine, first));
  for (const g of chosen) {
    if (g.value === null) continue;
    const outcome = evaluateAtBudget(search, budget, positionOf(engine, g), { id: g.id, value: g.value, bestMove: g.bestMove });
    console.log(outcomeLine(set, outcome));
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The first `limit` endgames of a set of the data, or a thrown error when the data has no such set. */
function firstOf(data: Record<string, BenchEndgame[]>, set: string, file: string, limit: number): BenchEndgame[] {
  const all = data[set];
  if (!Array.isArray(all)) throw new Error(`No set "${set}" in ${file}`);
  return all.slice(0, Number.isFinite(limit) ? limit : all.length);
}

/** The budget run: the first move at the budget valued in each set's endgames, one line each, then a table. */
function budgetBench(engine: EngineModule, lexicon: CompactLexicon, budget: EndgameBudget, capSeconds: number,
  sets: readonly (readonly [string, readonly BenchEndgame[]])[]): void {
  console.log(`Settings: budget ${budgetLabel(budget)} with the default width and depth, after ${WARM_UP_SECONDS} s of search on each set's first endgame; ` +
    'first moves valued over every move, ' +
    `cap ${capSeconds} s per search; game ends after ${SCORELESS_LIMIT} scoreless turns; ` +
    `sets ${sets.map(([set, chosen]) => `${set} (${chosen.length})`).join(', ')}.`);
  printBudgetRows(sets.map(([set, chosen]) => budgetRow(set, budget, budgetOutcomes(engine, lexicon, budget, capSeconds, set, chosen))));
}

const seconds = (s: number) => (Number.isFinite(s) ? s.toFixed(s < 1 ? 3 : 2) : '-');

export default async function endgameBench(): Promise<void> {
  const file = join(SHARED_BENCH, 'endgames-de.json');
  const wordsFile = join(SHARED_BENCH, 'de-words.txt');
  if (!existsSync(file) || !existsSync(wordsFile)) {
    console.log(`The shared benchmark data is missing: expected ${file} and ${wordsFile}.`);
    console.log('Clone the shared data beside the repository (../shared/bench) to run this.');
    return;
  }
  const args = process.argv.slice(1);
  const sets = option(args, 'set') === undefined ? ['small', 'hard'] : [option(args, 'set')!];
  const limit = Number(option(args, 'limit') ?? Infinity);
  const capSeconds = Number(option(args, 'cap') ?? 120);
  const budget = budgetOf(args);
  const engine = await loadEngine();
  const words = readFileSync(wordsFile, 'utf8').split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
  const lexicon = germanLexicon(engine, words);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, BenchEndgame[]>;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Machine: ${cpu} (${cpus().length} cores), Node ${process.version}; the machine may be loaded by other work ` +
    'and the reference times were measured elsewhere, so read the ratios with care.');
  if (budget !== null) {
    budgetBench(engine, lexicon, budget, capSeconds, sets.map((set) => [set, firstOf(data, set, file, limit)] as const));
    return;
  }
  console.log(`Settings: width unlimited, per-position cap ${capSeconds} s, game ends after ${SCORELESS_LIMIT} scoreless turns; ` +
    `sets ${sets.join(', ')}${Number.isFinite(limit) ? `, first ${limit} of each` : ''}.`);

  const summary: string[][] = [];
  for (const set of sets) {
    const chosen = firstOf(data, set, file, limit);
    const ours: number[] = [];
    const refs: number[] = [];
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const oursCpu: number[] = [];
    let exact = 0;
    let withValue = 0;
    for (const g of chosen) {
      const position = positionOf(engine, g);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const solved = engine.solveEndgamePosition(position, lexicon, { width: Infinity, timeMs: capSeconds * 1000, maxDepth: 64 });
      const took = (performance.now() - started) / 1000;
      const cpuUsed = process.cpuUsage(cpuStarted);
      const cpuTook = (cpuUsed.user + cpuUsed.system) / 1e6;
      if (!solved.ok) throw new Error(`${g.id}: ${solved.error.message}`);
      const finished = solved.value.exact;
      const same = g.value !== null && finished && solved.value.value === g.value;
      if (g.value !== null) withValue++;
      if (same) exact++;
      ours.push(finished ? took : Infinity);
      refs.push(g.referenceSeconds);
      ratios.push((finished ? took : Infinity) / g.referenceSeconds);
      oursCpu.push(finished ? cpuTook : Infinity);
      cpuRatios.push((finished ? cpuTook : Infinity) / g.referenceSeconds);
      console.log(`  ${set} ${g.id}: ${finished ? 'exact' : 'not finished'} value ${solved.value.value} (reference ${g.value}), ` +
        `${solved.value.line[0]?.notation ?? '-'} (reference ${g.bestMove}), ${seconds(took)} s, CPU ${seconds(cpuTook)} s (reference ${seconds(g.referenceSeconds)} s), ` +
        `ratio ${finished ? (took / g.referenceSeconds).toFixed(2) : '-'}, ${solved.value.nodes} positions${finished && g.value !== null && !same ? '  VALUE DIFFERS' : ''}`);
    }
    const finiteMax = (v: readonly number[]) => v.reduce((a, b) => Math.max(a, b), 0);
    summary.push([
      set, `${chosen.length}/${data[set]?.length ?? chosen.length}`, `${exact}/${withValue}`,
      seconds(median(ours)), seconds(percentile(ours, 90)), seconds(finiteMax(ours)),
      seconds(median(refs)), seconds(percentile(refs, 90)), seconds(finiteMax(refs)),
      median(ratios).toFixed(2), percentile(ratios, 90).toFixed(2), finiteMax(ratios).toFixed(2),
      seconds(median(oursCpu)), seconds(percentile(oursCpu, 90)), median(cpuRatios).toFixed(2),
    ]);
  }
  printRows('Endgames (times in s; "-" or Infinity: not finished within the cap)',
    ['set', 'positions', 'exact', 'median', 'p90', 'max', 'ref median', 'ref p90', 'ref max', 'ratio median', 'ratio p90', 'ratio max', 'CPU median', 'CPU p90', 'CPU ratio median'],
    summary);
}
