/**
 * Timing helpers shared by every benchmark: warm-up, the median of several timed runs, a
 * formatted table, and the garbage collector. Benchmarks print figures; they never assert on time.
 *
 * @example
 * ```ts
 * import { measure, printTable } from './lib/timing.js';
 * const row = measure('sum', () => { let s = 0; for (let i = 0; i < 1000; i++) s += i; return s; }, { opsPerCall: 1000 });
 * printTable('Example', [row]);
 * ```
 * @module
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How to time a function. */
export interface MeasureOptions {
  /** Operations one call of the function performs (e.g. the number of moves it scores). */
  readonly opsPerCall?: number;
  /** Timed runs; the median is reported. */
  readonly runs?: number;
  /** Minimum duration of one timed run, in milliseconds; calls are repeated until it is reached. */
  readonly minRunMs?: number;
  /** Duration of the warm-up before the timed runs, in milliseconds. */
  readonly warmupMs?: number;
}

/** The result of timing one function. */
export interface Measurement {
  readonly name: string;
  /** Operations per second: the median over the runs. */
  readonly opsPerSecond: number;
  /** Nanoseconds per operation at the median. */
  readonly nsPerOp: number;
  /** Slowest and fastest run in operations per second. */
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

/** A value the optimizer cannot remove: every benchmark result is folded into it. */
export let sink = 0;

/** Folds a result into {@link sink} so that the work producing it is not optimized away. */
export function consume(value: unknown): void {
  sink = (sink + (typeof value === 'number' ? value : value === undefined || value === null ? 0 : 1)) | 0;
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` repeatedly for at least `ms` milliseconds; returns calls made and elapsed nanoseconds. */
function runFor(fn: () => unknown, ms: number): { calls: number; ns: number } {
  const limit = BigInt(Math.round(ms * 1e6));
  const start = process.hrtime.bigint();
  let calls = 0;
  let elapsed = 0n;
  do {
    consume(fn());
    calls++;
    elapsed = process.hrtime.bigint() - start;
  } while (elapsed < limit);
  return { calls, ns: Number(elapsed) };
}

/** Times `fn`: a warm-up, then `runs` timed runs; reports the median rate. */
export function measure(name: string, fn: () => unknown, options: MeasureOptions = {}): Measurement {
  const { opsPerCall = 1, runs = 7, minRunMs = 300, warmupMs = 300 } = options;
  runFor(fn, warmupMs);
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { calls, ns } = runFor(fn, minRunMs);
    rates.push((calls * opsPerCall * 1e9) / ns);
  }
  const opsPerSecond = median(rates);
  return { name, opsPerSecond, nsPerOp: 1e9 / opsPerSecond, min: Math.min(...rates), max: Math.max(...rates), runs };
}

/** A rate with thousands separators, e.g. `1,234,567`. */
export function formatRate(opsPerSecond: number): string {
  return Math.round(opsPerSecond).toLocaleString('en-US');
}

/** Prints a table with a title: one row per measurement, rates as operations per second. */
export function printTable(title: string, rows: readonly Measurement[], unit = 'ops/s'): void {
  const header = ['benchmark', `median ${unit}`, 'ns/op', `min–max ${unit}`, 'runs'];
  const body = rows.map((m) => [
    m.name, formatRate(m.opsPerSecond), m.nsPerOp.toFixed(1), `${formatRate(m.min)}–${formatRate(m.max)}`, String(m.runs),
  ]);
  printRows(title, header, body);
}

/** Prints any table of text cells with a title, the first column left-aligned and the others right-aligned. */
export function printRows(title: string, header: readonly string[], body: readonly (readonly string[])[]): void {
  const all = [header, ...body];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)));
  const line = (row: readonly string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

/** Per run and item, the times of each round (ms): wall-clock, and the process's CPU time when asked for. */
export interface RoundTimes {
  readonly wall: number[][][];
  readonly cpu: number[][][];
}

/**
 * Times each of `runs` on the items `0 .. count - 1` in interleaved rounds: each round is a whole
 * pass of every run over the items, in an order that turns round by one each round, with garbage
 * collected before each pass, so that no run is timed only early or only late (a slow spell of the
 * machine falls on all of them) and none pays for another's garbage. With `withCpu`, also the CPU
 * time of the process around each call (outside the wall-clock measurement).
 */
export function timeInRounds(runs: readonly ((item: number) => unknown)[], count: number, rounds: number, withCpu = false): RoundTimes {
  const perRun = () => runs.map(() => Array.from({ length: count }, () => [] as number[]));
  const wall = perRun();
  const cpu = perRun();
  const collect = garbageCollector();
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const r = (k + round) % runs.length;
      const run = runs[r]!;
      collect();
      for (let i = 0; i < count; i++) {
        const used = withCpu ? process.cpuUsage() : undefined;
        const start = performance.now();
        consume(run(i));
        wall[r]![i]!.push(performance.now() - start);
        if (used !== undefined) {
          const delta = process.cpuUsage(used);
          cpu[r]![i]!.push((delta.user + delta.system) / 1000);
        }
      }
    }
  }
  return { wall, cpu };
}

/** Node's garbage collector as a function (the `--expose-gc` flag set at run time): call it to collect all garbage now. */
export function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** The `p`-th percentile of some values (the nearest rank; NaN for none). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
