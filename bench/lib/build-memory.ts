/**
 * The lexicon build's memory, measured in fresh Node processes so that nothing run before counts:
 * each child (plain Node with `--expose-gc` and V8's default heap and semi-space sizes, no loader)
 * imports the bundled engine, reads de-words.txt, collects garbage, then builds the German lexicon
 * while a worker thread samples the main thread's `process.memoryUsage()` about once a millisecond
 * through the inspector (the samples run as interrupts, also while the build is busy). Heap is
 * V8's used heap plus the memory of array buffers (the typed arrays the build works in live
 * there), garbage not yet collected included, so the sampler's own garbage counts against the
 * build. The same figures are also read exactly at the end of the build (no sampling), and after
 * forced collections (what the lexicon keeps). The peak RSS is the process's high-water mark
 * (`process.resourceUsage().maxRSS`), Node itself included.
 *
 * @example
 * ```ts
 * import { measureBuildMemory } from './lib/build-memory.js';
 * const runs = await measureBuildMemory(3);   // three fresh processes, one build each
 * ```
 * @module
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SHARED_BENCH } from '../../scripts/lib/shared-data.js';

/** What one build in a fresh process used (bytes, ms). */
export interface BuildMemory {
  /** Heap (used + array buffers) just before the build: the engine and the word list as strings. */
  readonly before: number;
  /** Array buffers and V8's used heap just before the build (their sum is `before`). */
  readonly beforeArrayBuffers: number;
  readonly beforeHeapUsed: number;
  /** The highest heap sampled during the build, `before` included. */
  readonly peakHeap: number;
  /** The highest array buffers and the highest used heap sampled, each on its own. */
  readonly peakArrayBuffers: number;
  readonly peakHeapUsed: number;
  /** Heap read right at the end of the build, before any collection (not sampled). */
  readonly atEnd: number;
  /** Heap after the build and two forced collections: the word list, the engine and the lexicon. */
  readonly retained: number;
  /** Resident memory just before the build. */
  readonly rssBefore: number;
  /** The process's peak resident memory up to the build. */
  readonly peakRssBefore: number;
  /** The process's peak resident memory, the build included. */
  readonly peakRss: number;
  /** Heap samples taken during the build. */
  readonly samples: number;
  /** The longest time between two samples (ms). */
  readonly maxGapMs: number;
  /** The build's wall time in that process (one cold build, slowed by the sampling). */
  readonly ms: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** Runs `runs` builds, each in a fresh process, and returns their figures. */
export async function measureBuildMemory(runs: number): Promise<BuildMemory[]> {
  const bundle = join(root, '.cache', 'bench', `engine-memory-${process.pid}.mjs`);
  mkdirSync(dirname(bundle), { recursive: true });
  await build({ entryPoints: [join(root, 'src', 'index.ts')], bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', outfile: bundle, logLevel: 'warning' });
  try {
    const out: BuildMemory[] = [];
    for (let run = 0; run < runs; run++) {
      const child = spawnSync(process.execPath, ['--expose-gc', join(here, 'build-memory-child.mjs'), bundle, join(SHARED_BENCH, 'de-words.txt')], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      if (child.status !== 0) throw new Error(`the build-memory child failed (exit ${child.status ?? child.signal}): ${child.stderr.slice(0, 500)}`);
      out.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as BuildMemory);
    }
    return out;
  } finally {
    rmSync(bundle, { force: true });
  }
}
