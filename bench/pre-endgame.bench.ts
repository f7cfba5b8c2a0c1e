/**
 * Pre-endgame benchmark: positions with one to four tiles in the bag, taken from greedy self-play
 * games on the German word list (the first position of each game whose player to move sees that
 * many tiles in the bag), each decided by the pre-endgame with its default budget (20,000 nodes).
 * Prints per bag size the median and p90 time of a decision (wall clock, and the process's CPU
 * time, which a loaded machine disturbs less), the median nodes, how many decisions were made by
 * valuing candidates to the end of the game (the others by greedy playouts alone) and the median
 * number of candidates so valued; with one or two
 * tiles also the old pre-endgame's time (greedy playouts of the six best candidates) measured in
 * the same run, and how often the two choose the same play.
 *
 * Options: `--games N` (self-play games, default 20), `--nodes N` (the node budget).
 *
 * @example
 * ```sh
 * npm run bench -- pre-endgame --games 20
 * ```
 * @module
 */
import { cpus, loadavg } from 'node:os';
import { greedyBot } from '../src/bot/greedy.js';
import { rankCandidates } from '../src/bot/candidates.js';
import { settingsFor } from '../src/bot/equity.js';
import { defaultLeaves } from '../src/bot/leaves.js';
import { positionOf, type BotPosition } from '../src/bot/position.js';
import { preEndgame } from '../src/bot/pre-endgame.js';
import { applyAction } from '../src/game/apply.js';
import { createGame } from '../src/game/setup.js';
import { viewFor } from '../src/game/view.js';
import { botLexicon } from '../scripts/lib/bot-lexicons.js';
import { oldPreEndgame } from './lib/pre-endgame-old.js';
import { option } from '../scripts/lib/args.js';
import { percentile } from './lib/timing.js';

/** Positions of greedy self-play games with 1–4 tiles in the bag, by bag size. */
export function preEndgamePositions(games: number, seed0 = 1): Map<number, BotPosition[]> {
  const { rules, lexicon } = botLexicon('de');
  const out = new Map<number, BotPosition[]>([[1, []], [2, []], [3, []], [4, []]]);
  const bot = greedyBot(lexicon);
  for (let seed = seed0; seed < seed0 + games; seed++) {
    const created = createGame({ rules, players: ['A', 'B'], seed });
    if (!created.ok) continue;
    let state = created.value;
    const seen = new Set<number>();
    for (let t = 0; t < 200 && state.phase !== 'over'; t++) {
      const view = viewFor(state, state.turn);
      const position = positionOf(view);
      if (typeof position !== 'string' && position.bagSize >= 1 && position.bagSize <= 4 && !seen.has(position.bagSize)) {
        seen.add(position.bagSize);
        out.get(position.bagSize)!.push(position);
      }
      const action = bot(view, { player: state.turn, actions: state.history.length });
      if (action instanceof Promise) break;
      const next = applyAction(state, action, { lexicon });
      if (!next.ok) break;
      state = next.value.state;
    }
  }
  return out;
}

export default async function run(): Promise<void> {
  const args = process.argv.slice(1);
  const games = Number(option(args, 'games') ?? 20);
  const nodes = option(args, 'nodes');
  const { rules, lexicon } = botLexicon('de');
  const settings = settingsFor('full', defaultLeaves(rules.tiles));
  const positions = preEndgamePositions(games);
  const cpuStart = process.cpuUsage();
  console.log(`Pre-endgame: ${games} greedy self-play games (German word list), budget ${nodes ?? 'default'} nodes`);
  const rows: string[][] = [['bag', 'positions', 'median ms', 'p90 ms', 'cpu med ms', 'cpu p90 ms', 'median nodes', 'decided to end', 'median valued', 'old median ms', 'old p90 ms', 'same play']];
  for (const [bag, list] of positions) {
    const times: number[] = [];
    const nodeCounts: number[] = [];
    const examined: number[] = [];
    const oldTimes: number[] = [];
    const cpuTimes: number[] = [];
    let solved = 0;
    let same = 0;
    for (const position of list) {
      const ranked = rankCandidates(position, lexicon, settings);
      if (!ranked.ok) continue;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const choice = preEndgame(position, ranked.value, lexicon, nodes === undefined ? {} : { maxNodes: Number(nodes) });
      const c1 = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpuTimes.push((c1.user + c1.system) / 1000);
      nodeCounts.push(choice?.nodes ?? 0);
      examined.push(choice?.examined ?? 0);
      if (choice?.solved === true) solved++;
      if (bag <= 2) {
        const t1 = performance.now();
        const old = oldPreEndgame(position, ranked.value, lexicon);
        oldTimes.push(performance.now() - t1);
        if (old?.candidate.notation === choice?.candidate.notation) same++;
      }
      console.log(`  bag ${bag}: ${(times[times.length - 1] ?? 0).toFixed(0)} ms, ${choice?.nodes ?? 0} nodes, ${choice?.examined ?? 0} valued, ${choice?.candidate.notation ?? '(none)'}`);
    }
    rows.push([String(bag), String(times.length), percentile(times, 50).toFixed(0), percentile(times, 90).toFixed(0),
      percentile(cpuTimes, 50).toFixed(0), percentile(cpuTimes, 90).toFixed(0), percentile(nodeCounts, 50).toFixed(0),
      `${solved}/${times.length}`, percentile(examined, 50).toFixed(0),
      bag <= 2 ? percentile(oldTimes, 50).toFixed(0) : '-', bag <= 2 ? percentile(oldTimes, 90).toFixed(0) : '-', bag <= 2 ? `${same}/${times.length}` : '-']);
  }
  for (const row of rows) console.log(row.map((c) => c.padStart(10)).join(' '));
  const cpu = process.cpuUsage(cpuStart);
  console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; ${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
