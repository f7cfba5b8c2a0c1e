/**
 * Reading a move given as data from untrusted input (a network message): the shape is checked and
 * a fresh move built; whether it is a legal placement is the validator's business. Internal.
 * @module
 */
import { isObject, isText } from '../total.js';
import type { PlacedTile } from '../types.js';
import type { Move } from './move.js';

/** Most tiles a move given as data may hold. */
const MAX_TILES = 26 * 26;

/** A move given as data (`{ direction, tiles: [{ row, col, letter, blank }] }`), copied; `null` when it is not shaped like one. */
export function readMoveData(value: unknown): Move | null {
  if (!isObject(value) || (value.direction !== 'across' && value.direction !== 'down')) return null;
  if (!Array.isArray(value.tiles) || value.tiles.length > MAX_TILES) return null;
  const tiles: PlacedTile[] = [];
  for (const t of value.tiles as unknown[]) {
    if (!isObject(t) || !Number.isInteger(t.row) || !Number.isInteger(t.col)) return null;
    if (!isText(t.letter, 8) || typeof t.blank !== 'boolean') return null;
    tiles.push({ row: t.row as number, col: t.col as number, letter: t.letter, blank: t.blank });
  }
  return { direction: value.direction, tiles };
}
