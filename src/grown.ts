/**
 * Growing an integer buffer (the word graph being built, move records, score counts): a copy
 * with room for at least the size asked for, at least twice as large. Internal.
 *
 * @example
 * ```ts
 * let counts = new Int32Array(1024);
 * if (score >= counts.length) counts = grown(counts, score + 1);
 * ```
 * @module
 */

/** A copy of `list` with room for at least `size` items (at least twice as many as it had). */
export function grown(list: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.max(list.length * 2, size));
  bigger.set(list);
  return bigger;
}
