/**
 * Worker threads for `verify`: every thread starts once per run, loads the job once (a saved
 * lexicon in milliseconds) and verifies the batches of files it is sent, reading them itself. The worker is the command line's own
 * entry file started again as a thread, so the same code runs from the built package and in
 * development.
 *
 * @example
 * ```ts
 * import { createPool, isVerifyWorker, runVerifyWorker } from './worker-pool.js';
 * if (isVerifyWorker()) runVerifyWorker();
 * else io.pool = createPool(new URL(import.meta.url));
 * ```
 * @module
 */
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { VerifyPool } from './verify-command.js';
import { VerifyInputError } from './verify-command.js';
import { prepareJob, unreadableFile, verifyFile, type FileResult, type VerifyJob } from './verify-file.js';

/** The key of `workerData` that marks a verify worker. */
const MARK = 'scrabbleEngineVerifyJob';

/** Batches each thread holds at once: one being verified, one waiting, so that a thread never idles. */
const IN_FLIGHT = 2;

/** Batches per thread at least (so that threads finish together), and files per batch at most. */
const BATCHES_PER_THREAD = 8;
const MAX_BATCH = 32;

type ToWorker = { readonly start: number; readonly files: readonly string[] };
type FromWorker =
  | { readonly type: 'results'; readonly start: number; readonly results: readonly FileResult[] }
  | { readonly type: 'fatal'; readonly error: string };

/** Whether this thread was started by {@link createPool} to verify files. */
export function isVerifyWorker(): boolean {
  return !isMainThread && typeof workerData === 'object' && workerData !== null && MARK in workerData;
}

/**
 * The body of a worker thread: verifies each batch of files it is sent (reading each file itself;
 * a worker thread may block on its own reads) and posts the batch's results back in one message.
 */
export function runVerifyWorker(): void {
  const port = parentPort;
  if (port === null) return;
  const job = (workerData as Record<string, unknown>)[MARK] as VerifyJob;
  const prepared = prepareJob(job);
  if (!prepared.ok) {
    port.postMessage({ type: 'fatal', error: prepared.error } satisfies FromWorker);
    return;
  }
  port.on('message', (message: ToWorker) => {
    const results = message.files.map((file): FileResult => {
      try {
        // A pipe or a device may never end: only regular files are read.
        if (!statSync(file).isFile()) throw new Error('not a regular file');
        const bytes = readFileSync(file);
        return verifyFile(file, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), prepared.value, () => performance.now());
      } catch (error) {
        return unreadableFile(file, `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    port.postMessage({ type: 'results', start: message.start, results } satisfies FromWorker);
  });
}

/**
 * Starts `entry` as a worker thread. The built package's entry is JavaScript and starts as it is. In
 * development the entry is TypeScript, run through a loader given to Node with `--import`; worker
 * threads of Node 20 do not inherit its module hooks, so the thread first registers the same
 * loaders as module hooks, then imports the entry.
 */
function startWorker(entry: URL, data: Record<string, unknown>): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: data });
  const loaders: string[] = [];
  process.execArgv.forEach((arg, i) => {
    const value = arg === '--import' ? process.execArgv[i + 1] : arg.startsWith('--import=') ? arg.slice('--import='.length) : undefined;
    if (value !== undefined) loaders.push(value);
  });
  // Bare names and relative paths given to --import are resolved from the working directory.
  const base = pathToFileURL(`${process.cwd()}/`).href;
  const hooks = loaders.map((l) => `  register(${JSON.stringify(l)}, ${JSON.stringify(base)}, { data: {} });\n`).join('');
  const source = `(async () => {\n  const { register } = await import('node:module');\n${hooks}  await import(${JSON.stringify(entry.href)});\n})();`;
  return new Worker(source, { eval: true, workerData: data });
}

/**
 * A pool of worker threads started from `entry` (the command line's entry file): the threads start
 * once per run and the files go to them in batches (a message per batch, not per file), as many
 * batches as keep every thread busy until the end.
 */
export function createPool(entry: URL): VerifyPool {
  return (files, job, jobs, onResult) => new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    const size = Math.max(1, Math.min(MAX_BATCH, Math.ceil(files.length / (jobs * BATCHES_PER_THREAD))));
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    const feed = (worker: Worker) => {
      if (next >= files.length) return;
      const start = next;
      next = Math.min(files.length, next + size);
      worker.postMessage({ start, files: files.slice(start, next) } satisfies ToWorker);
    };
    if (files.length === 0) {
      resolve();
      return;
    }
    for (let w = 0; w < jobs; w++) {
      const worker = startWorker(entry, { [MARK]: job });
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'fatal') {
          finish(new VerifyInputError(message.error));
          return;
        }
        message.results.forEach((result, k) => onResult(message.start + k, result));
        done += message.results.length;
        if (done === files.length) finish();
        else feed(worker);
      });
      worker.on('error', (error) => finish(error instanceof Error ? error : new Error(String(error))));
      worker.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`A worker thread stopped with exit code ${code}`));
      });
      for (let k = 0; k < IN_FLIGHT; k++) feed(worker);
    }
  });
}
