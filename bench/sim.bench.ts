/**
 * Simulation benchmark on the 200 German positions of ../shared/bench/positions-de.json with the
 * word list de-words.txt: simulation iterations per second (an iteration plays one draw against
 * every candidate, `plies` turns deep) and the simulation bot's time per move.
 *
 * Each position becomes a two-player view (scores level, the opponent's rack and the bag drawn
 * from the unseen tiles with a fixed seed, no history, so no inference). Per position, in turn:
 * - `before`: the playouts without the generator context (every ply prepares its board from
 *   scratch) and without exchanges, as the simulation bot played before both;
 * - `context`: the same playouts through one generator context per candidate (the same results);
 * - `after`: the default playouts (context and exchanges);
 * each with `--iterations` iterations (default 8) of `--candidates` (default 8) candidates and
 * `--plies` (default 2), early stopping off so that every candidate plays every iteration. Prints
 * the median of iterations per second over the positions and its p90 (the slow side: nine positions
 * in ten run faster), and the process's CPU time in each mode.
 * Then the simulation bot (its defaults: 48 iterations unless `--bot-iterations` names other budgets,
 * early stopping on) times one move per position: median, p90 and max; and how many iterations fit
 * in one second at p90, from each position's preparation time and time per iteration (early
 * stopping off: the worst case).
 *
 * Options: `--limit N` (the first N positions), `--iterations N`, `--candidates N`, `--plies N`,
 * `--bot-iterations 24,48` (the budgets the bot is timed with, default 48), `--no-bot` (skip the time per move).
 *
 * @example
 * ```sh
 * npm run bench -- sim --limit 50
 * ```
 * @module
 */
import { cpus, loadavg } from 'node:os';
import { sharedBench } from '../scripts/lib/shared-data.js';
import { germanLexicon, loadEngine, type EngineModule } from './lib/engine.js';
import { median, percentile, printRows } from './lib/timing.js';
import { option } from '../scripts/lib/args.js';

type View = ReturnType<EngineModule['viewFor']>;

export default async function simBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const rules = engine.GERMAN;
  const lexicon = germanLexicon(engine, bench.words);
  const limit = Number(option(process.argv, 'limit') ?? bench.positions.length);
  const iterations = Number(option(process.argv, 'iterations') ?? 8);
  const candidates = Number(option(process.argv, 'candidates') ?? 8);
  const plies = Number(option(process.argv, 'plies') ?? 2);
  const withBot = !process.argv.includes('--no-bot');

  // The views: the position's board and rack, the opponent's rack and the bag drawn from the rest.
  const views: View[] = [];
  for (const p of bench.positions.slice(0, limit)) {
    const board = engine.boardFromRows(p.board, rules);
    if (!board.ok) throw new Error(`position ${p.id}: ${board.error.message}`);
    const rack = [...p.rack];
    const counts = new Map<string, number>();
    for (const spec of rules.tiles.letters) counts.set(spec.letter, spec.count);
    counts.set('?', rules.tiles.blanks);
    const take = (t: string) => counts.set(t, (counts.get(t) ?? 0) - 1);
    for (const cell of board.value.cells) if (cell != null) take(cell === cell.toUpperCase() ? cell : '?');
    for (const t of rack) take(t);
    const unseen: string[] = [];
    for (const [t, n] of counts) for (let i = 0; i < n; i++) unseen.push(t);
    // A fixed shuffle per position (a linear congruential generator seeded with the id).
    let s = p.id * 7919 + 1;
    for (let i = unseen.length - 1; i > 0; i--) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const j = s % (i + 1);
      [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
    }
    const created = engine.createGame({ rules, players: ['A', 'B'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const state = { ...created.value, board: board.value, racks: [rack, unseen.slice(0, 7)], bag: unseen.slice(7), turn: 0 };
    views.push(engine.viewFor(state, 0));
  }

  const modes = [
    { name: 'before: plain generator, no exchanges', options: { incremental: false, playoutExchanges: false } },
    { name: 'context, no exchanges', options: { incremental: true, playoutExchanges: false } },
    { name: 'after: context and exchanges (default)', options: {} },
  ] as const;
  const rates = modes.map(() => [] as number[]);
  const cpu = modes.map(() => 0);
  const perIteration: number[] = [];
  const prepared: number[] = [];
  /** CPU time of the whole call per iteration, in the default mode: what the time per iteration would be on an idle machine. */
  const cpuPerIteration: number[] = [];
  views.forEach((view, i) => {
    modes.forEach((mode, m) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const result = engine.simulate(view, lexicon, { iterations, candidates, plies, seed: 1, stopZ: Infinity, inference: false, ...mode.options });
      const total = performance.now() - t0;
      const c = process.cpuUsage(c0);
      cpu[m]! += (c.user + c.system) / 1000;
      if (!result.ok) throw new Error(`position ${i}: ${result.error.message}`);
      rates[m]!.push((1000 * result.value.iterations) / result.value.milliseconds);
      if (m === modes.length - 1) {
        perIteration.push(result.value.milliseconds / Math.max(1, result.value.iterations));
        cpuPerIteration.push((c.user + c.system) / 1000 / Math.max(1, result.value.iterations));
        prepared.push(total - result.value.milliseconds);
      }
    });
  });
  const load = loadavg().map((v) => v.toFixed(1)).join(', ');
  console.log(`${views.length} positions, ${iterations} iterations of ${candidates} candidates (plus the top score and a close exchange), ${plies} plies, early stopping off; ` +
    `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, load average ${load}`);
  // The p90 of iterations per second is the slow side: nine positions in ten run at least this fast.
  printRows('Simulation iterations per second (per position)', ['playouts', 'median it/s', 'p90 it/s (9 in 10 faster)', 'CPU s'],
    modes.map((mode, m) => [mode.name, median(rates[m]!).toFixed(1), percentile(rates[m]!, 10).toFixed(1), (cpu[m]! / 1000).toFixed(1)]));
  const ratios = rates[2]!.map((r, i) => r / rates[0]![i]!);
  const contextRatios = rates[1]!.map((r, i) => r / rates[0]![i]!);
  console.log(`per position, context / before: median ${median(contextRatios).toFixed(2)}×; after / before: median ${median(ratios).toFixed(2)}×`);

  // How many iterations fit in one second at p90: the 90th percentile over the positions of prep + n × per iteration.
  let fits = 0;
  for (let n = 1; n <= 400; n++) {
    if (percentile(prepared.map((p, i) => p + n * perIteration[i]!), 90) > 1000) break;
    fits = n;
  }
  let fitsCpu = 0;
  for (let n = 1; n <= 1000; n++) {
    if (percentile(cpuPerIteration.map((t) => n * t), 90) > 1000) break;
    fitsCpu = n;
  }
  console.log(`by CPU time (an idle core): per iteration, preparation included, median ${median(cpuPerIteration).toFixed(1)} ms, p90 ${percentile(cpuPerIteration, 90).toFixed(1)} ms; ` +
    `iterations that fit in 1 s of CPU at p90: ${fitsCpu}`);
  console.log(`preparation (candidates ranked) median ${median(prepared).toFixed(0)} ms, p90 ${percentile(prepared, 90).toFixed(0)} ms; ` +
    `time per iteration median ${median(perIteration).toFixed(1)} ms, p90 ${percentile(perIteration, 90).toFixed(1)} ms; ` +
    `iterations of ${candidates} candidates that fit in 1 s at p90 (no early stopping): ${fits}`);

  if (!withBot) return;
  // The bot at 48 iterations (the default), or with `--bot-iterations 24,48` at those budgets (the rest of its options the defaults).
  const budgets = (option(process.argv, 'bot-iterations') ?? '48').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const rows: string[][] = [];
  for (const budget of budgets) {
    const bot = engine.simulationBot(lexicon, { iterations: budget });
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (const view of views) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const action = bot(view, { player: 0, actions: 0 });
      if (action instanceof Promise) throw new Error('The bot answered with a promise');
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuTimes.push((c.user + c.system) / 1000);
    }
    rows.push([`${budget} iterations${budget === 48 ? ' (default)' : ''}`, median(times).toFixed(0), percentile(times, 90).toFixed(0), Math.max(...times).toFixed(0),
      median(cpuTimes).toFixed(0), percentile(cpuTimes, 90).toFixed(0), Math.max(...cpuTimes).toFixed(0)]);
  }
  printRows('The simulation bot (8 candidates, 2 plies, early stopping on): time per move', ['budget', 'median ms', 'p90 ms', 'max ms', 'CPU median ms', 'CPU p90 ms', 'CPU max ms'], rows);
  console.log(`load average at the end ${loadavg().map((v) => v.toFixed(1)).join(', ')}`);
}
