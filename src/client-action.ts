/**
 * What every module's reading of a client's action (`parseAction(json, { from: seat })`) shares:
 * an action must name the sender's own seat, and what only the server decides is refused with
 * `server-only`. Internal: each module says which of its fields are the server's.
 * @module
 */
import type { EngineError } from './result.js';

/** The refusal of an action that names another seat than the sender's (`from`), or `null`. */
export function seatRefusal(player: number, from: number): EngineError<'not-your-seat'> | null {
  return Number.isInteger(from) && from >= 0 && player === from
    ? null
    : { code: 'not-your-seat', message: 'An action may only be sent for the sender\'s own seat' };
}

/** The refusal of a field only the server may set, with the rule in `message`. */
export function serverOnly(message: string): EngineError<'server-only'> {
  return { code: 'server-only', message };
}
