/**
 * A small seeded pseudo-random generator, so that benchmark data is the same on every run.
 *
 * @example
 * ```ts
 * import { seededRandom } from './lib/random.js';
 * const random = seededRandom(42);
 * random.int(10); // 0..9, the same sequence for the same seed
 * ```
 * @module
 */

/** A seeded source of numbers. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A random element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

/** A generator of 32-bit state (mulberry-style mixing); the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)]! };
}
