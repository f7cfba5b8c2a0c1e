/**
 * The strength of the bots, measured by playing them against each other (a script, not a test):
 * equity bot against greedy bot, and simulation bot against equity bot, each over many German
 * games with the seats alternated (every seed is played twice, each bot once in each seat). Prints
 * the win rate with its 95% confidence interval (Wilson), the average spread and games per second,
 * and the Markdown table of docs/bots.md. Every core plays through worker threads.
 *
 * @example
 * ```sh
 * npx tsx scripts/strength.ts                                  # both matches, 1,000 games each
 * npx tsx scripts/strength.ts --match equity-greedy --games 200
 * npx tsx scripts/strength.ts --words ../shared/bench/de-words.txt --workers 2
 * npx tsx scripts/strength.ts --match sim-equity --iterations 12 --plies 1 --candidates 6 --endgame-ms 100
 * ```
 * @module
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { equityBot } from '../src/bot/equity.js';
import { greedyBot } from '../src/bot/greedy.js';
import { playBotGame } from '../src/bot/play-game.js';
import { simulationBot } from '../src/bot/simulation.js';
import type { CompactLexicon } from '../src/lexicon/compact-lexicon.js';
import { BOT_LANGUAGES, botLexicon, option } from './lib/bot-lexicons.js';

const MATCHES = {
  'equity-greedy': { a: 'equity (full)', b: 'greedy' },
  'sim-equity': { a: 'simulation', b: 'equity (full)' },
} as const;

type MatchName = keyof typeof MATCHES;

interface Job {
  readonly match: MatchName;
  readonly lang: string;
  readonly words: string | undefined;
  readonly games: readonly number[];
  readonly sim: { readonly iterations: number; readonly plies: number; readonly candidates: number };
  readonly endgameMs: number;
}

interface GameOutcome {
  readonly spread: number;
  readonly turns: number;
}

function botsFor(job: Job, lexicon: CompactLexicon) {
  const equity = equityBot(lexicon, { endgameMs: job.endgameMs });
  if (job.match === 'equity-greedy') return { a: equity, b: greedyBot(lexicon) };
  return { a: simulationBot(lexicon, { ...job.sim, seed: 1, endgameMs: job.endgameMs }), b: equity };
}

function runJob(job: Job): GameOutcome[] {
  const { rules, lexicon } = botLexicon(job.lang, job.words);
  const { a, b } = botsFor(job, lexicon);
  const out: GameOutcome[] = [];
  for (const i of job.games) {
    const aFirst = i % 2 === 0;
    const game = playBotGame({ rules, players: ['P1', 'P2'], bots: aFirst ? [a, b] : [b, a], seed: 50_000 + (i >> 1), lexicon });
    if (!game.ok) throw new Error(`game ${i}: ${game.error.message}`);
    const s = game.value.state.scores;
    const spread = aFirst ? s[0]! - s[1]! : s[1]! - s[0]!;
    out.push({ spread, turns: game.value.turns.length });
  }
  return out;
}

function runWorker(job: Job): Promise<GameOutcome[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/ts-worker.mjs', import.meta.url), { workerData: { script: import.meta.url, job } });
    worker.once('message', (m: GameOutcome[]) => resolve(m));
    worker.once('error', reject);
  });
}

/** The Wilson score interval of a proportion at 95%. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const which = option(args, 'match') ?? 'both';
  const matches: MatchName[] = which === 'both' ? ['equity-greedy', 'sim-equity'] : [which as MatchName];
  if (!matches.every((m) => m in MATCHES)) throw new Error(`--match: equity-greedy, sim-equity or both`);
  const games = Number(option(args, 'games') ?? 1000);
  const workers = Number(option(args, 'workers') ?? availableParallelism());
  const lang = option(args, 'lang') ?? 'de';
  if (BOT_LANGUAGES[lang] === undefined) throw new Error(`--lang: one of ${Object.keys(BOT_LANGUAGES).join(', ')}`);
  const words = option(args, 'words');
  const sim = {
    iterations: Number(option(args, 'iterations') ?? 24),
    plies: Number(option(args, 'plies') ?? 2),
    candidates: Number(option(args, 'candidates') ?? 10),
  };
  const endgameMs = Number(option(args, 'endgame-ms') ?? 300);
  console.log(`German games (${lang}), word list ${words ?? 'dictionary-de with simple affixes'}; simulation: ${sim.iterations} iterations, ` +
    `${sim.candidates} candidates, ${sim.plies} plies; endgame solver ${endgameMs} ms; ${workers} workers`);
  const rows: string[] = [];
  for (const match of matches) {
    const started = performance.now();
    const ids = Array.from({ length: games }, (_, i) => i);
    const jobs = Array.from({ length: workers }, (_, w) => ({ match, lang, words, sim, endgameMs, games: ids.filter((i) => i % workers === w) }));
    const outcomes = (await Promise.all(jobs.map(runWorker))).flat();
    const seconds = (performance.now() - started) / 1000;
    const wins = outcomes.filter((o) => o.spread > 0).length;
    const draws = outcomes.filter((o) => o.spread === 0).length;
    const n = outcomes.length;
    const rate = (wins + draws / 2) / n;
    const [lo, hi] = wilson(rate, n);
    const spreads = outcomes.map((o) => o.spread);
    const mean = spreads.reduce((s, v) => s + v, 0) / n;
    const sd = Math.sqrt(spreads.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    const { a, b } = MATCHES[match];
    console.log(`${a} vs ${b}: ${n} games, ${wins} won, ${draws} drawn, ${n - wins - draws} lost; win rate ${pct(rate)} ` +
      `(95% CI ${pct(lo)}–${pct(hi)}); spread ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} ± ${(1.96 * sd / Math.sqrt(n)).toFixed(1)}; ` +
      `${(n / seconds).toFixed(2)} games/s on ${workers} workers (${seconds.toFixed(0)} s)`);
    rows.push(`| ${a} vs ${b} | ${n} | ${pct(rate)} | ${pct(lo)}–${pct(hi)} | ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} | ${(n / seconds).toFixed(2)} |`);
  }
  console.log('\n| match | games | win rate | 95% CI | mean spread | games/s |\n| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
} else {
  parentPort!.postMessage(runJob((workerData as { job: Job }).job));
}
