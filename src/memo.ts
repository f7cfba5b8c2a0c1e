/**
 * Caches of compiled tables, keyed by object identity first and by content second, so that equal
 * copies (a rule set read back from JSON, a preset spread into a new object) share one entry.
 * Internal.
 * @module
 */
import type { Layout } from './board/layout.js';
import type { TileSet } from './tiles/tile-set.js';

/** Entries kept by content before the oldest is dropped. */
const CONTENT_LIMIT = 64;

/**
 * Wraps `build` in a cache: by identity (a WeakMap), then by `keyOf` (a small bounded map).
 * `build` must depend only on what `keyOf` describes.
 */
export function memoByContent<K extends object, V>(keyOf: (key: K) => string, build: (key: K) => V): (key: K) => V {
  const byObject = new WeakMap<K, V>();
  const byContent = new Map<string, V>();
  return (key: K): V => {
    let value = byObject.get(key);
    if (value !== undefined) return value;
    const content = keyOf(key);
    value = byContent.get(content);
    if (value === undefined) {
      value = build(key);
      if (byContent.size >= CONTENT_LIMIT) byContent.delete(byContent.keys().next().value as string);
      byContent.set(content, value);
    }
    byObject.set(key, value);
    return value;
  };
}

/** What a tile set's compiled tables depend on, as one string. */
export function tileSetKey(tiles: TileSet): string {
  let key = `${String(tiles.id)}\u0000${String(tiles.name)}\u0000${String(tiles.blanks)}`;
  for (const spec of tiles.letters) key += `\u0000${String(spec.letter)}\u0001${String(spec.count)}\u0001${String(spec.value)}`;
  return key;
}

/** What a layout's compiled tables depend on, as one string. */
export function layoutKey(layout: Layout): string {
  return `${String(layout.rows)}\u0000${String(layout.cols)}\u0000${String(layout.start.row)}\u0000${String(layout.start.col)}\u0000${layout.premiums.join('\u0001')}`;
}
