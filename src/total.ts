/**
 * Keeping exported functions total: a function that returns plain data (not a `Result`) returns
 * its documented empty value when its input is not what it takes, instead of throwing. Internal.
 * @module
 */

/** Runs `work` and returns its value, or `fallback` when it throws. */
export function orElse<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Whether a value is a non-null object (arrays included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a value is a whole number in `min … max`. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
