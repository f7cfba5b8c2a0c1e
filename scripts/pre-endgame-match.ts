/**
 * A match of the full-level equity bot with the pre-endgame of one to four tiles in the bag
 * against the same bot with the earlier pre-endgame (greedy playouts of the six best candidates,
 * one or two tiles in the bag only; the equity choice with three or four). The difference only
 * shows late, so each game starts from a position of a greedy self-play game (German word list)
 * whose bag first holds four tiles or fewer (the last play may still be open to a challenge), and is played from there twice, each bot once on
 * each seat. Both bots use a node budget for the endgame (`--endgame-nodes`, default 5,000) and
 * the new one its default pre-endgame budget, so the match is the same on any machine.
 * Each game counts what the new bot gained on the old one from the start position to the end (the
 * score before it is the greedy game's): the new bot's wins, draws and losses of that part and its
 * mean, with a 95% interval; and per start position, both games together, whether the new bot
 * gained more than the old one from it (even: the same result both ways, mostly the same moves),
 * and the mean over the positions of the two games' average (the seat's part cancels out).
 *
 * Usage: `npx tsx scripts/pre-endgame-match.ts --positions 100 [--from SEED] [--endgame-nodes 5000] [--pre-nodes 20000]`
 * (`--from`: the first seed of the self-play games, default 1).
 * @module
 */
import { cpus, loadavg } from 'node:os';
import { actionOf, rankCandidates } from '../src/bot/candidates.js';
import { chooseEquityAction, settingsFor, type EquityBotOptions } from '../src/bot/equity.js';
import { greedyBot } from '../src/bot/greedy.js';
import { defaultLeaves } from '../src/bot/leaves.js';
import { beforeMoveOf } from '../src/bot/pending.js';
import { nextToAct } from '../src/bot/play-game.js';
import { positionOf } from '../src/bot/position.js';
import type { Action } from '../src/game/actions.js';
import { applyAction } from '../src/game/apply.js';
import { createGame } from '../src/game/setup.js';
import type { GameState } from '../src/game/state.js';
import { viewFor, type PlayerView } from '../src/game/view.js';
import { oldPreEndgame } from '../bench/lib/pre-endgame-old.js';
import { botLexicon } from './lib/bot-lexicons.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const positions = option('positions', 100);
const firstSeed = option('from', 1);
const endgameNodes = option('endgame-nodes', 5000);
const preNodes = option('pre-nodes', 20000);
const { rules, lexicon } = botLexicon('de');
const leaves = defaultLeaves(rules.tiles);
// A time budget far beyond the node budgets, so that the nodes alone decide (the same match on any machine, loaded or not).
const opts: EquityBotOptions = { endgameNodes, endgameMs: 600000, preEndgameNodes: preNodes };

type Decide = (view: PlayerView) => Action;
const newBot: Decide = (view) => chooseEquityAction(view, lexicon, opts);
const oldBot: Decide = (view) => {
  const position = positionOf(view);
  if (typeof position !== 'string' && position.players === 2 && position.bagSize >= 1 && position.bagSize <= 4) {
    const before = beforeMoveOf(view, position.player, lexicon, { trust: 1 });
    if (before !== null) return before;
    const ranked = rankCandidates(position, lexicon, settingsFor('full', leaves));
    if (ranked.ok && ranked.value.length > 0) {
      const best = oldPreEndgame(position, ranked.value, lexicon);
      return actionOf(best?.candidate ?? ranked.value[0]!, position.player);
    }
  }
  return chooseEquityAction(view, lexicon, opts);
};

/** The state of a greedy self-play game when the bag first holds four tiles or fewer (the game not over). */
function startOf(seed: number): GameState | null {
  const created = createGame({ rules, players: ['A', 'B'], seed });
  if (!created.ok) return null;
  let state = created.value;
  const bot = greedyBot(lexicon);
  for (let t = 0; t < 300 && state.phase !== 'over'; t++) {
    if (state.bag.length <= 4) return state.bag.length === 0 ? null : state;
    const seat = nextToAct(state);
    if (seat === null) return null;
    const action = bot(viewFor(state, seat), { player: seat, actions: state.history.length });
    if (action instanceof Promise) return null;
    const next = applyAction(state, action, { lexicon });
    if (!next.ok) return null;
    state = next.value.state;
  }
  return null;
}

/** Plays a state to its end with `bots[seat]`; returns what seat 0 gained on seat 1 from there. */
function playFrom(start: GameState, bots: [Decide, Decide]): number {
  let state = start;
  for (let n = 0; n < 200 && state.phase !== 'over'; n++) {
    const seat = nextToAct(state);
    if (seat === null) break;
    const next = applyAction(state, bots[seat as 0 | 1](viewFor(state, seat)), { lexicon });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  return (state.scores[0] ?? 0) - (state.scores[1] ?? 0) - ((start.scores[0] ?? 0) - (start.scores[1] ?? 0));
}

const spreads: number[] = [];
let wins = 0;
let draws = 0;
let losses = 0;
let same = 0;
const pairs = { better: 0, worse: 0, even: 0 };
const paired: number[] = [];
const bagCounts = new Map<number, number>();
const started = performance.now();
const cpu0 = process.cpuUsage();
for (let seed = firstSeed, done = 0; done < positions && seed < firstSeed + positions * 3; seed++) {
  const start = startOf(seed);
  if (start === null) continue;
  done++;
  bagCounts.set(start.bag.length, (bagCounts.get(start.bag.length) ?? 0) + 1);
  // The new bot on seat 0, then on seat 1: what it gained each time.
  const a = playFrom(start, [newBot, oldBot]);
  const b = -playFrom(start, [oldBot, newBot]);
  for (const s of [a, b]) {
    spreads.push(s);
    if (s > 0) wins++;
    else if (s < 0) losses++;
    else draws++;
  }
  if (a === b) same++;
  paired.push((a + b) / 2);
  if (a + b > 0) pairs.better++;
  else if (a + b < 0) pairs.worse++;
  else pairs.even++;
  if (done % 10 === 0) console.log(`${done} positions, ${spreads.length} games: +${wins} =${draws} -${losses}, mean spread ${(spreads.reduce((x, y) => x + y, 0) / spreads.length).toFixed(2)}`);
}
const n = spreads.length;
const mean = spreads.reduce((x, y) => x + y, 0) / n;
const sd = Math.sqrt(spreads.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
const cpu = process.cpuUsage(cpu0);
console.log(`New pre-endgame vs old: ${n} games from ${n / 2} positions (bag at the start: ${[...bagCounts].sort().map(([k, v]) => `${k}:${v}`).join(' ')})`);
console.log(`wins ${wins}, draws ${draws}, losses ${losses}; mean gain ${mean.toFixed(2)} ± ${(1.96 * sd / Math.sqrt(n)).toFixed(2)} (95%)`);
const pm = paired.reduce((x, y) => x + y, 0) / paired.length;
const psd = Math.sqrt(paired.reduce((x, y) => x + (y - pm) ** 2, 0) / Math.max(1, paired.length - 1));
console.log(`positions (both seats together): new better ${pairs.better}, even ${pairs.even} (the same result both ways), worse ${pairs.worse}; paired mean gain ${pm.toFixed(2)} ± ${(1.96 * psd / Math.sqrt(paired.length)).toFixed(2)} (95%)`);
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU; ${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
