// The child process of build-memory.ts (plain Node, no loader): imports the engine bundle given
// as the first argument, reads the word list given as the second, collects garbage, builds the
// German lexicon while a worker samples the heap, and prints one JSON line of figures.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [bundle, wordsFile] = process.argv.slice(2);
const engine = await import(pathToFileURL(bundle).href);
const words = readFileSync(wordsFile, 'utf8').split('\n').map((w) => w.trim()).filter((w) => w.length > 0);
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
worker.postMessage('stop');
const sampled = await new Promise((resolve) => worker.once('message', resolve));
await worker.terminate();
const peakRss = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ before, peakHeap: Math.max(sampled.peak, before), rssBefore, peakRssBefore, peakRss, samples: sampled.samples, ms, words: words.length }));
