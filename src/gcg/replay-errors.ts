/**
 * Why a record cannot be replayed through the game reducer: a stable code, the line it concerns,
 * and, when the reducer refused, the reducer's own error code.
 *
 * @example
 * ```ts
 * import { replayGcg, REPLAY_ERROR_CODES } from 'scrabble-engine';
 * const r = replayGcg(text);
 * if (!r.ok && r.error.code === 'action-refused') console.log(r.error.line, r.error.reducerCode);
 * ```
 * @module
 */
import type { ActionErrorCode, SetupErrorCode } from '../game/errors.js';
import type { EngineError } from '../result.js';

/**
 * Codes of the errors of `recordToActions` and `replayGcg`.
 * @example
 * ```ts
 * import { REPLAY_ERROR_CODES } from 'scrabble-engine';
 * REPLAY_ERROR_CODES.includes('unreadable-record');   // true
 * ```
 */
export const REPLAY_ERROR_CODES = [
  'unreadable-record',
  'unsupported-tile-set',
  'no-players',
  'letter-not-in-set',
  'unplaceable-play',
  'exchange-exceeds-rack',
  'withdrawn-without-play',
  'challenge-without-play',
  'setup-refused',
  'action-refused',
] as const;

/**
 * A code of {@link REPLAY_ERROR_CODES}.
 * @example
 * ```ts
 * import type { ReplayErrorCode } from 'scrabble-engine';
 * const value: ReplayErrorCode = 'unreadable-record';   // one of REPLAY_ERROR_CODES
 * ```
 */
export type ReplayErrorCode = (typeof REPLAY_ERROR_CODES)[number];

/**
 * Why a record could not be replayed: `line` is 1-based; `reducerCode` is set when the reducer refused.
 * @example
 * ```ts
 * import type { ReplayError } from 'scrabble-engine';
 * const explain = (error: ReplayError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export interface ReplayError extends EngineError<ReplayErrorCode> {
  readonly line: number;
  readonly reducerCode: ActionErrorCode | SetupErrorCode | null;
}

/** Builds a replay error. */
export function replayError(
  code: ReplayErrorCode, line: number, message: string, reducerCode: ActionErrorCode | SetupErrorCode | null = null,
): ReplayError {
  return { code, line, message, reducerCode };
}
