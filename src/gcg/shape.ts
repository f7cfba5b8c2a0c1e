/**
 * The outline of a game record, checked at the public boundary. Internal.
 * @module
 */
import type { GameRecord } from './record.js';

/** Whether a value has the outline of a game record: its lists of players, pragmas, events and racks. */
export function isGameRecord(value: unknown): value is GameRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<Record<keyof GameRecord, unknown>>;
  return Array.isArray(r.players) && Array.isArray(r.pragmas) && Array.isArray(r.events) && Array.isArray(r.racks);
}
