/**
 * Runs every benchmark: `npm run bench` (all) or `npm run bench -- core gcg` (the benchmarks
 * of those names: `bench/core.bench.ts`, `bench/gcg.bench.ts`). Words from the first one starting with `--` on are options, passed
 * to each benchmark run as its `process.argv.slice(1)` (e.g. `npm run bench -- endgame --limit 10`).
 *
 * The convention, for anyone adding a benchmark:
 * - a benchmark is a file `bench/<area>.bench.ts` whose default export is an async function
 *   taking no arguments; it builds its own data and prints its figures (use the helpers of
 *   `bench/lib/timing.ts`: `measure` for the median of several warmed-up runs, `printTable` for
 *   the output), and returns nothing;
 * - each file runs in a fresh Node process, one after the other, so that one benchmark's
 *   compiled code and garbage do not slow another down;
 * - benchmarks print; they never fail on a time. A thrown error or a non-zero exit fails the run.
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const firstOption = args.findIndex((word) => word.startsWith('--'));
const filters = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.includes(name.slice(0, -'.bench.ts'.length)))
  .sort();
const unknown = filters.filter((word) => !files.includes(`${word}.bench.ts`));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}; the benchmarks: ${readdirSync(here).filter((n) => n.endsWith('.bench.ts')).map((n) => n.slice(0, -'.bench.ts'.length)).join(', ')}`);
  process.exit(2);
}

const runner = (file: string) =>
  `const m = await import(${JSON.stringify(pathToFileURL(join(here, file)).href)});` +
  `if (typeof m.default !== 'function') throw new Error(${JSON.stringify(`${file} has no default export function`)});` +
  'await m.default();';

console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${files.length} benchmark file(s)`);
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', runner(file), '--', ...options], {
    stdio: 'inherit',
    cwd: join(here, '..'),
  });
  if (run.status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${run.status ?? run.signal})`);
  }
}
if (failed > 0) process.exit(1);
