/**
 * Fresh copies of plain data, for everything handed to a caller that was read from a state (views,
 * results, selectors): changing the copy never changes the game. Internal.
 * @module
 */

/** A deep copy of plain data: arrays and objects are copied recursively, other values kept as they are. */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copyPlain(item)) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyPlain((value as Record<string, unknown>)[key]);
    // A key "__proto__" (JSON.parse makes one) stays an own key instead of setting the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out as T;
}
