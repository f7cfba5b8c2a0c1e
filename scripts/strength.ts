/**
 * The strength of the bots, measured by playing them against each other (a script, not a test):
 * every level of the equity bot against the next weaker one, the equity bot against the greedy bot,
 * and the simulation bot against the equity bot, each over many German games with the seats alternated (every seed is played twice, each bot once in each seat). Prints
 * the win rate with its 95% confidence interval (Wilson), the average spread and games per second,
 * and the Markdown table of docs/bots.md. Every core plays through worker threads.
 *
 * @example
 * ```sh
 * npx tsx scripts/strength.ts                                  # every match of the table (all), 1,000 games each
 * npx tsx scripts/strength.ts --match equity-greedy --games 200
 * npx tsx scripts/strength.ts --match levels                   # each level against the next weaker one
 * npx tsx scripts/strength.ts --match strong:greedy            # any two of greedy, beginner … full, sim
 * npx tsx scripts/strength.ts --words de-words.txt --jobs 2 --progress 50   # a word list file, 2 threads, a line every 50 games
 * npx tsx scripts/strength.ts --match sim-equity --iterations 24 --candidates 8 --endgame-nodes 1000   # the same games on any machine
 * npx tsx scripts/strength.ts --match sim:sim --sim-options '{"inference":false}' --sim-b-options '{"inference":true}'   # two settings of the simulation bot
 * ```
 * @module
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Bot } from '../src/bot/bot.js';
import { BOT_LEVELS, equityBot } from '../src/bot/equity.js';
import { greedyBot } from '../src/bot/greedy.js';
import { playBotGame } from '../src/bot/play-game.js';
import { simulationBot, type SimulationOptions } from '../src/bot/simulation.js';
import type { CompactLexicon } from '../src/lexicon/compact-lexicon.js';
import { BOT_LANGUAGES, botLexicon, option } from './lib/bot-lexicons.js';

/** The bots a match can seat: the greedy bot, the equity bot at each level, the simulation bot. */
const BOTS = ['greedy', ...BOT_LEVELS, 'sim'] as const;
type BotName = (typeof BOTS)[number];

/** A match: the first bot against the second; the win rate is the first bot's. */
interface Match {
  readonly a: BotName;
  readonly b: BotName;
}

/** The named matches: the strength table of docs/bots.md is `all`. */
const NAMED: Record<string, readonly Match[]> = {
  'equity-greedy': [{ a: 'full', b: 'greedy' }],
  'sim-equity': [{ a: 'sim', b: 'full' }],
  both: [{ a: 'full', b: 'greedy' }, { a: 'sim', b: 'full' }],
  levels: BOT_LEVELS.slice(1).map((level, i) => ({ a: level, b: BOT_LEVELS[i]! })),
};
NAMED.all = [...NAMED.levels!, { a: 'full', b: 'greedy' }, { a: 'sim', b: 'full' }];

/** A bot's name in the tables. */
function label(bot: BotName): string {
  if (bot === 'greedy') return 'greedy';
  if (bot === 'sim') return 'simulation';
  return `equity (${bot})`;
}

/** The matches `--match` names: a named set, or `A:B` with two bot names. */
function parseMatches(spec: string): readonly Match[] {
  const named = NAMED[spec];
  if (named !== undefined) return named;
  const [a, b, extra] = spec.split(':');
  const isBot = (name: string | undefined): name is BotName => BOTS.includes(name as BotName);
  if (extra !== undefined || !isBot(a) || !isBot(b)) {
    throw new Error(`--match: ${Object.keys(NAMED).join(', ')}, or A:B with A and B among ${BOTS.join(', ')}`);
  }
  return [{ a, b }];
}

interface Job {
  readonly match: Match;
  readonly lang: string;
  readonly words: string | undefined;
  readonly sim: { readonly iterations: number; readonly plies: number; readonly candidates: number };
  /** Further options of the first and the second seat's simulation bot (`--sim-options`, `--sim-b-options`), over `sim`. */
  readonly simA: SimulationOptions;
  readonly simB: SimulationOptions;
  readonly endgameMs: number;
  readonly endgameNodes: number | undefined;
}

interface GameOutcome {
  /** The game's index: seed 50,000 + (index >> 1); even indexes seat the first bot first. */
  readonly index: number;
  /** The first bot's score minus the second's. */
  readonly spread: number;
  readonly turns: number;
}

/** The bot of a name, with the job's budgets (the weaker levels' choices seeded with 1). */
function botFor(name: BotName, job: Job, lexicon: CompactLexicon, simExtra: SimulationOptions): Bot {
  const budget = job.endgameNodes === undefined ? { endgameMs: job.endgameMs } : { endgameMs: job.endgameMs, endgameNodes: job.endgameNodes };
  if (name === 'greedy') return greedyBot(lexicon);
  if (name === 'sim') return simulationBot(lexicon, { ...job.sim, seed: 1, ...budget, ...simExtra });
  return equityBot(lexicon, { ...budget, level: name, seed: 1 });
}

function botsFor(job: Job, lexicon: CompactLexicon): { a: Bot; b: Bot } {
  return { a: botFor(job.match.a, job, lexicon, job.simA), b: botFor(job.match.b, job, lexicon, job.simB) };
}

/** Plays game `index` of a match: seed 50,000 + (index >> 1), the first bot first when the index is even. */
function playOne(job: Job, index: number, rules: ReturnType<typeof botLexicon>['rules'], lexicon: CompactLexicon, bots: ReturnType<typeof botsFor>): GameOutcome {
  const aFirst = index % 2 === 0;
  const { a, b } = bots;
  const game = playBotGame({ rules, players: ['P1', 'P2'], bots: aFirst ? [a, b] : [b, a], seed: 50_000 + (index >> 1), lexicon });
  if (!game.ok) throw new Error(`game ${index}: ${game.error.message}`);
  const s = game.value.state.scores;
  const spread = aFirst ? s[0]! - s[1]! : s[1]! - s[0]!;
  return { index, spread, turns: game.value.turns.length };
}

/** A worker: builds the lexicon once, then plays each pair of games (one seed, both seatings) the main thread sends. */
function workerLoop(job: Job): void {
  const { rules, lexicon } = botLexicon(job.lang, job.words);
  const bots = botsFor(job, lexicon);
  parentPort!.on('message', (pair: number | null) => {
    if (pair === null) {
      parentPort!.close();
      return;
    }
    for (const index of [2 * pair, 2 * pair + 1]) parentPort!.postMessage(playOne(job, index, rules, lexicon, bots));
  });
  parentPort!.postMessage('ready');
}

/** Plays `pairs` pairs of games on `workers` threads, handing out pairs in order; calls `done` after every game. */
function playMatch(job: Job, pairs: number, workers: number, done: (o: GameOutcome) => void): Promise<void> {
  let next = 0;
  const running = Array.from({ length: Math.max(1, Math.min(workers, pairs)) }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./lib/ts-worker.mjs', import.meta.url), { workerData: { script: import.meta.url, job } });
    let owed = 0;
    const feed = () => {
      if (next < pairs) {
        worker.postMessage(next++);
        owed = 2;
      } else {
        worker.postMessage(null);
      }
    };
    worker.on('message', (m: GameOutcome | 'ready') => {
      if (m === 'ready') return feed();
      done(m);
      if (--owed === 0) feed();
    });
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  }));
  return Promise.all(running).then(() => undefined);
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
  const matches = parseMatches(option(args, 'match') ?? 'all');
  const games = Number(option(args, 'games') ?? 1000);
  if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) throw new Error('--games: an even number (each seed is played in both seatings)');
  const workers = Number(option(args, 'jobs') ?? option(args, 'workers') ?? availableParallelism());
  const every = Number(option(args, 'progress') ?? 100);
  const lang = option(args, 'lang') ?? 'de';
  if (BOT_LANGUAGES[lang] === undefined) throw new Error(`--lang: one of ${Object.keys(BOT_LANGUAGES).join(', ')}`);
  const words = option(args, 'words');
  const sim = {
    iterations: Number(option(args, 'iterations') ?? 48),
    plies: Number(option(args, 'plies') ?? 2),
    candidates: Number(option(args, 'candidates') ?? 8),
  };
  const jsonOption = (name: string): SimulationOptions => {
    const text = option(args, name);
    if (text === undefined) return {};
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`--${name}: a JSON object of simulation options`);
    return parsed as SimulationOptions;
  };
  const simA = jsonOption('sim-options');
  const simB = jsonOption('sim-b-options');
  const nodes = option(args, 'endgame-nodes');
  const endgameNodes = nodes === undefined ? undefined : Number(nodes);
  // A budget of positions alone makes the games the same on any machine; the time limit is then only a safeguard.
  const endgameMs = Number(option(args, 'endgame-ms') ?? (endgameNodes === undefined ? 300 : 10_000));
  console.log(`Games with ${lang} rules, word list ${words ?? 'for play made from the dictionary packages (every affix)'}; seeds 50,000 onwards, each played in both seatings; ` +
    `simulation: ${sim.iterations} iterations, ${sim.candidates} candidates, ${sim.plies} plies` +
    `${Object.keys(simA).length > 0 ? `, first seat's options ${JSON.stringify(simA)}` : ''}${Object.keys(simB).length > 0 ? `, second seat's options ${JSON.stringify(simB)}` : ''}; endgame solver ${endgameNodes === undefined ? `${endgameMs} ms` : `${endgameNodes} positions (at most ${endgameMs} ms)`}; ${workers} worker threads`);
  const rows: string[] = [];
  for (const match of matches) {
    const started = performance.now();
    // Two simulation bots with other options are told apart by the options each seat was given.
    const a = label(match.a) + (match.a === 'sim' && Object.keys(simA).length > 0 ? ` ${JSON.stringify(simA)}` : '');
    const b = label(match.b) + (match.b === 'sim' && Object.keys(simB).length > 0 ? ` ${JSON.stringify(simB)}` : '');
    const outcomes: GameOutcome[] = [];
    const report = (final: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      const n = outcomes.length;
      const wins = outcomes.filter((o) => o.spread > 0).length;
      const draws = outcomes.filter((o) => o.spread === 0).length;
      const rate = (wins + draws / 2) / n;
      const [lo, hi] = wilson(rate, n);
      const spreads = outcomes.map((o) => o.spread);
      const mean = spreads.reduce((s, v) => s + v, 0) / n;
      const sd = Math.sqrt(spreads.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1));
      const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
      const first = outcomes.filter((o) => o.index % 2 === 0).length;
      console.log(`${final ? '' : '  so far: '}${a} vs ${b}: ${n} games (${first} with ${a} first), ${wins} won, ${draws} drawn, ${n - wins - draws} lost; ` +
        `win rate ${pct(rate)} (95% CI ${pct(lo)}–${pct(hi)}); spread ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} ± ${(1.96 * sd / Math.sqrt(n)).toFixed(1)}; ` +
        `${(n / seconds).toFixed(2)} games/s on ${workers} workers (${seconds.toFixed(0)} s)`);
      if (final) {
        rows.push(`| ${a} vs ${b} | ${n} | ${wins} / ${draws} / ${n - wins - draws} | ${pct(rate)} | ${pct(lo)}–${pct(hi)} | ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} ± ${(1.96 * sd / Math.sqrt(n)).toFixed(1)} | ${(n / seconds).toFixed(2)} |`);
      }
    };
    await playMatch({ match, lang, words, sim, simA, simB, endgameMs, endgameNodes }, games / 2, workers, (o) => {
      outcomes.push(o);
      if (every > 0 && outcomes.length % every === 0 && outcomes.length < games) report(false);
    });
    report(true);
  }
  console.log('\n| match | games | wins / draws / losses | win rate | 95% CI | mean spread | games/s |\n| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
} else {
  workerLoop((workerData as { job: Job }).job);
}
