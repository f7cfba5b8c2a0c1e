// The child process of build-memory.ts (plain Node with --expose-gc and V8's default heap and
// semi-space sizes, no loader): imports the engine bundle given as the first argument, reads the
// word list given as the second, collects garbage, builds the German lexicon while a worker
// samples the heap, and prints one JSON line of figures.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [bundle, wordsFile] = process.argv.slice(2);
const engine = await import(pathToFileURL(bundle).href);
const words = readFileSync(wordsFile, 'utf8').split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
globalThis.__memorySample = () => {
  const m = process.memoryUsage();
  return [m.heapUsed, m.arrayBuffers];
};
globalThis.__memorySample();
globalThis.gc();
globalThis.gc();
const first = process.memoryUsage();
const before = first.heapUsed + first.arrayBuffers;
const rssBefore = first.rss;
const here = dirname(fileURLToPath(import.meta.url));
const worker = new Worker(readFileSync(join(here, 'memory-sampler.cjs'), 'utf8'), { eval: true });
await new Promise((resolve) => worker.once('message', resolve));
const peakRssBefore = process.resourceUsage().maxRSS * 1024;
const start = performance.now();
const built = engine.buildLexicon(words, engine.GERMAN);
const ms = performance.now() - start;
if (!built.ok) throw new Error(built.error.message);
const end = process.memoryUsage();
worker.postMessage('stop');
const sampled = await new Promise((resolve) => worker.once('message', resolve));
await worker.terminate();
const peakRss = process.resourceUsage().maxRSS * 1024;
globalThis.gc();
globalThis.gc();
const kept = process.memoryUsage();
console.log(JSON.stringify({
  before,
  beforeArrayBuffers: first.arrayBuffers,
  beforeHeapUsed: first.heapUsed,
  peakHeap: Math.max(sampled.peak, before),
  peakArrayBuffers: Math.max(sampled.peakArrayBuffers, end.arrayBuffers),
  peakHeapUsed: Math.max(sampled.peakHeapUsed, end.heapUsed),
  atEnd: end.heapUsed + end.arrayBuffers,
  retained: kept.heapUsed + kept.arrayBuffers,
  rssBefore,
  peakRssBefore,
  peakRss,
  samples: sampled.samples,
  maxGapMs: sampled.maxGap,
  ms,
  words: words.length,
}));
