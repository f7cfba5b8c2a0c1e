/**
 * Lexicon benchmark with the German word list ../shared/bench/de-words.txt: build time (wall and
 * CPU), the build's peak heap and peak RSS (each of several builds in a fresh process: every run's
 * figures, whether it met the 64 MiB bound, the highest and the median), size of the saved lexicon,
 * load time (default and full check), heap once loaded, `has()` lookups per second, and whole
 * greedy bot games per second. Prints a message and returns when the shared data is missing.
 *
 * Option: `--runs N` (default 3): fresh processes measuring the build's memory, and builds timed
 * in this process.
 *
 * @example
 * ```sh
 * npm run bench -- lexicon
 * npm run bench -- lexicon --runs 11
 * ```
 * @module
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_BENCH, sharedBench } from '../scripts/lib/shared-data.js';
import { measureBuildMemory, type BuildMemory } from './lib/build-memory.js';
import { loadEngine } from './lib/engine.js';
import { consume, garbageCollector, measure, median, printRows, printTable } from './lib/timing.js';
import { option } from '../scripts/lib/args.js';

/** The bound on the build's peak heap (used heap + array buffers, the word list included). */
const HEAP_BOUND = 64 * 2 ** 20;

const collect = garbageCollector();

function heapBytes(): number {
  collect();
  collect();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Bytes as MiB. */
function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}


/** The highest and the median of a figure over the runs, as MiB. */
function maxAndMedian(memory: readonly BuildMemory[], figure: (m: BuildMemory) => number): string {
  const values = memory.map(figure);
  return `max ${mib(Math.max(...values))}, median ${mib(median(values))}`;
}

export default async function lexiconBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const runs = Number(option(process.argv.slice(1), 'runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, at least 1 (got ${option(process.argv.slice(1), 'runs')})`);
  const memory = await measureBuildMemory(runs);
  const engine = await loadEngine();
  const rules = engine.GERMAN;

  const buildTimes: number[] = [];
  const buildCpu: number[] = [];
  let saved: Uint8Array = new Uint8Array();
  let kept = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const used = process.cpuUsage();
    const built = engine.buildLexicon(bench.words, rules);
    buildTimes.push(performance.now() - start);
    const delta = process.cpuUsage(used);
    buildCpu.push((delta.user + delta.system) / 1000);
    if (!built.ok) throw new Error(built.error.message);
    kept = built.value.report.kept;
    if (run === 0) saved = engine.saveLexicon(built.value.lexicon);
  }
  const file = join(tmpdir(), `scrabble-engine-lexicon-${process.pid}.bin`);
  writeFileSync(file, saved);
  const bytes = saved;
  saved = new Uint8Array();

  const loadCpu: number[] = [];
  const loadTimes = (verify: 'checksum' | 'full') => {
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      const used = process.cpuUsage();
      const loaded = engine.loadLexicon(bytes, rules, { verify });
      times.push(performance.now() - start);
      const delta = process.cpuUsage(used);
      if (verify === 'checksum') loadCpu.push((delta.user + delta.system) / 1000);
      if (!loaded.ok) throw new Error(loaded.error.message);
    }
    return median(times.slice(1));
  };
  const loadMs = loadTimes('checksum');
  const fullMs = loadTimes('full');

  const before = heapBytes();
  const fileBytes = readFileSync(file);
  const loaded = engine.loadLexicon(new Uint8Array(fileBytes.buffer, fileBytes.byteOffset, fileBytes.byteLength), rules);
  const after = heapBytes();
  if (!loaded.ok) throw new Error(loaded.error.message);
  const lexicon = loaded.value;
  rmSync(file, { force: true });

  const kwgFile = join(SHARED_BENCH, 'kwg', 'de-words.kwg');
  let kwgMs = NaN;
  if (existsSync(kwgFile)) {
    const kwgBytes = new Uint8Array(readFileSync(kwgFile));
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const start = performance.now();
      const read = engine.readKwg(kwgBytes, engine.KWG_LETTERS.german, rules);
      times.push(performance.now() - start);
      if (!read.ok) throw new Error(read.error.message);
    }
    kwgMs = median(times.slice(1));
  }

  const within = memory.filter((m) => m.peakHeap <= HEAP_BOUND).length;
  printRows(`Lexicon build: each run in a fresh process (heap = used heap + array buffers, sampled about once a ms; "own" = the peak less the word list and engine before the build)`,
    ['run', 'peak heap', 'own', '≤ 64 MiB', 'array buffers (own)', 'used heap (own)', 'at the end', 'peak RSS', 'samples', 'longest gap', 'cold build'],
    memory.map((m, i) => [
      `${i + 1}`, mib(m.peakHeap), mib(m.peakHeap - m.before), m.peakHeap <= HEAP_BOUND ? 'yes' : 'NO',
      mib(m.peakArrayBuffers - m.beforeArrayBuffers), mib(m.peakHeapUsed - m.beforeHeapUsed), mib(m.atEnd), mib(m.peakRss),
      `${m.samples}`, `${m.maxGapMs.toFixed(0)} ms`, `${m.ms.toFixed(0)} ms`,
    ]));
  printRows(`Lexicon: de-words.txt (${bench.words.length.toLocaleString('en-US')} words, ${kept.toLocaleString('en-US')} kept)`, ['figure', 'value', 'target'], [
    [`build (median of ${runs}, this process)`, `${(median(buildTimes) / 1000).toFixed(2)} s wall, CPU ${(median(buildCpu) / 1000).toFixed(2)} s (CPU max ${(Math.max(...buildCpu) / 1000).toFixed(2)} s)`, '≤ 1.0 s'],
    [`build peak heap (${runs} fresh processes, sampled)`, `${maxAndMedian(memory, (m) => m.peakHeap)}; ${within} of ${runs} runs within 64 MiB`, '≤ 64 MiB'],
    ['  the word list and engine before it', mib(median(memory.map((m) => m.before))), ''],
    ['  the build\'s own (peak less that)', maxAndMedian(memory, (m) => m.peakHeap - m.before), ''],
    ['  heap right at the end of the build (read, not sampled)', maxAndMedian(memory, (m) => m.atEnd), ''],
    ['  heap kept after the build (forced collections)', maxAndMedian(memory, (m) => m.retained), ''],
    ['build peak RSS (same processes)', `${maxAndMedian(memory, (m) => m.peakRss)} (${mib(median(memory.map((m) => m.rssBefore)))} before the build)`, ''],
    ['saved size', `${(bytes.length / 1e6).toFixed(2)} MB (${bytes.length.toLocaleString('en-US')} bytes)`, ''],
    ['load, default check (median of 20)', `${loadMs.toFixed(2)} ms (CPU ${median(loadCpu.slice(1)).toFixed(2)} ms)`, '≤ 5 ms'],
    ['load, full check (median of 20)', `${fullMs.toFixed(2)} ms`, ''],
    ['heap once loaded (read from a file)', `${((after - before) / 1e6).toFixed(2)} MB`, '≤ 8 MB'],
    ['read the native engine\'s KWG file (median of 5)', Number.isNaN(kwgMs) ? '(file missing)' : `${kwgMs.toFixed(0)} ms`, ''],
  ]);

  const hits = bench.words;
  const misses = hits.map((w) => `${w}Q`);
  const lookups = [
    measure('has() on words of the list', () => {
      let n = 0;
      for (const w of hits) if (lexicon.has(w)) n++;
      return n;
    }, { opsPerCall: hits.length, runs: 5, minRunMs: 200 }),
    measure('has() on words not in the list', () => {
      let n = 0;
      for (const w of misses) if (lexicon.has(w)) n++;
      return n;
    }, { opsPerCall: misses.length, runs: 5, minRunMs: 200 }),
  ];
  printTable('Lookups', lookups, 'lookups/s');

  const bot = engine.greedyBot(lexicon);
  const games: number[] = [];
  let turns = 0;
  const seeds = Array.from({ length: 30 }, (_, i) => i + 1);
  for (const seed of seeds.slice(0, 3)) consume(engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon }));
  const start = performance.now();
  for (const seed of seeds) {
    const t = performance.now();
    const game = engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
    games.push(performance.now() - t);
    if (!game.ok) throw new Error(game.error.message);
    turns += game.value.turns.length;
  }
  const total = performance.now() - start;
  printRows('Greedy bot self-play, German, de-words.txt (30 seeded games through the reducer)', ['games/s', 'median ms per game', 'turns per game'], [
    [(seeds.length / (total / 1000)).toFixed(1), median(games).toFixed(1), (turns / seeds.length).toFixed(1)],
  ]);
}
