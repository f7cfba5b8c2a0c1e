/**
 * Reading a time budget from options: a number of milliseconds, at least 1; anything that is not a
 * number, and `NaN`, gives the default (a `NaN` deadline is never passed, so it would switch the
 * limit off). `Infinity` is kept: no limit, when that is what is asked.
 *
 * @example
 * ```ts
 * budgetMs(500, 1000);   // 500
 * budgetMs(NaN, 1000);   // 1000
 * budgetMs(0, 1000);     // 1
 * ```
 * @module
 */

/** The budget in milliseconds: `value` when it is a number (at least 1), `fallback` otherwise. */
export function budgetMs(value: unknown, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value) ? Math.max(1, value) : fallback;
}
