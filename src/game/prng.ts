/**
 * The seeded pseudo-random number generator of the bag: Mulberry32, a 32-bit generator whose whole
 * state is one unsigned 32-bit integer. Written with `Math.imul` and `>>>` so it gives the same
 * numbers in every JavaScript runtime. Pure: every call returns the next state.
 *
 * @example
 * ```ts
 * import { seedPrng, randomBelow } from 'scrabble-engine';
 * let state = seedPrng(42);
 * const [roll, next] = randomBelow(state, 6);   // roll in 0..5, next is the new state
 * state = next;
 * ```
 * @module
 */

/** The state of the generator: an unsigned 32-bit integer. */
export type PrngState = number;

/** The generator's state for a seed: any integer, reduced to 32 bits. */
export function seedPrng(seed: number): PrngState {
  return seed >>> 0;
}

/** Whether a value is a valid generator state (an integer in 0 … 2³² − 1). */
export function isPrngState(value: unknown): value is PrngState {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}

/** The next unsigned 32-bit output and the next state (one Mulberry32 step). */
export function nextUint32(state: PrngState): [value: number, next: PrngState] {
  const a = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [(t ^ (t >>> 14)) >>> 0, a >>> 0];
}

/** A whole number in `0 … n − 1` (for `n ≥ 1`) and the next state: `floor(output × n / 2³²)`. */
export function randomBelow(state: PrngState, n: number): [value: number, next: PrngState] {
  const [u, next] = nextUint32(state);
  return [Math.floor((u * n) / 4294967296), next];
}

/** A shuffled copy of a list (Fisher–Yates from the last position down) and the next state. */
export function shuffled<T>(items: readonly T[], state: PrngState): [items: T[], next: PrngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomBelow(s, i + 1);
    s = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}
