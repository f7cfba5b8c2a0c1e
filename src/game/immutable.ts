/**
 * Small helpers for updating plain arrays without mutating them. Internal.
 * @module
 */

/** A copy of the list with `value` at index `i`. */
export function replaceAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** A copy of the number list with `deltas` added element by element. */
export function addDeltas(list: readonly number[], deltas: readonly number[]): number[] {
  return list.map((n, i) => n + (deltas[i] ?? 0));
}
