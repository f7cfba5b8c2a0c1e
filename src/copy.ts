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

/** Frozen copies already made, by the object they copy. */
const frozenCopies = new WeakMap<object, unknown>();

/** Freezes a value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * A deep copy of plain data, frozen at every level, made once per source object: the parts of a
 * state that are settings (the rule set, the dice) are handed out as the same frozen copy each
 * time, so that nobody can change them and the caches keyed by their identity keep working.
 */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const known = frozenCopies.get(value);
  if (known !== undefined) return known as T;
  const copy = deepFreeze(copyPlain(value));
  frozenCopies.set(value, copy);
  return copy;
}

/** A fresh copy of an object, except the parts named by `shared`, which are frozen copies made once (see {@link frozenCopy}). */
export function copyExcept<T extends object>(value: T, shared: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    out[key] = shared.includes(key) ? frozenCopy(item) : copyPlain(item);
  }
  return out as T;
}
