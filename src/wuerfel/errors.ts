/**
 * Error codes of the dice game: creating a game, applying an action, reading a saved state.
 *
 * @example
 * ```ts
 * import { applyAction } from 'scrabble-engine/wuerfel';
 * const r = applyAction(state, { type: 'roll', player: 1 });
 * if (!r.ok) r.error.code;   // 'not-your-turn' when seat 1 is not this round's roller
 * ```
 * @module
 */
import type { EngineError } from '../result.js';

/**
 * Codes of every error `applyAction` and `parseAction` can return.
 * @example
 * ```ts
 * import { WUERFEL_ACTION_ERROR_CODES } from 'scrabble-engine/wuerfel';
 * WUERFEL_ACTION_ERROR_CODES.includes('bad-state');   // true
 * ```
 */
export const WUERFEL_ACTION_ERROR_CODES = [
  'bad-state',
  'stale-version',
  'bad-action',
  'not-your-seat',
  'server-only',
  'game-over',
  'unknown-player',
  'not-your-turn',
  'nothing-rolled',
  'no-rolls-left',
  'letters-settled',
  'letters-not-settled',
  'bad-keep',
  'faces-required',
  'faces-not-allowed',
  'bad-faces',
  'already-written',
  'slot-used',
  'bad-word',
  'bad-notation',
  'letter-not-rolled',
  'die-used-twice',
  'lexicon-required',
  'lexicon-failed',
] as const;

/**
 * A code of {@link WUERFEL_ACTION_ERROR_CODES}.
 * @example
 * ```ts
 * import type { WuerfelActionErrorCode } from 'scrabble-engine/wuerfel';
 * const value: WuerfelActionErrorCode = 'bad-state';   // one of WUERFEL_ACTION_ERROR_CODES
 * ```
 */
export type WuerfelActionErrorCode = (typeof WUERFEL_ACTION_ERROR_CODES)[number];

/**
 * Why an action was refused; the state is unchanged.
 * @example
 * ```ts
 * import type { WuerfelActionError } from 'scrabble-engine/wuerfel';
 * const explain = (error: WuerfelActionError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type WuerfelActionError = EngineError<WuerfelActionErrorCode>;

/**
 * Codes of every error `createGame` can return.
 * @example
 * ```ts
 * import { WUERFEL_SETUP_ERROR_CODES } from 'scrabble-engine/wuerfel';
 * WUERFEL_SETUP_ERROR_CODES.includes('bad-options');   // true
 * ```
 */
export const WUERFEL_SETUP_ERROR_CODES = [
  'bad-options',
  'bad-players',
  'bad-seed',
  'missing-seed',
  'bad-dice',
  'bad-layout',
  'bad-tiles',
  'bad-bonus-rule',
  'bad-first-player',
  'bad-lexicon',
] as const;

/**
 * A code of {@link WUERFEL_SETUP_ERROR_CODES}.
 * @example
 * ```ts
 * import type { WuerfelSetupErrorCode } from 'scrabble-engine/wuerfel';
 * const value: WuerfelSetupErrorCode = 'bad-options';   // one of WUERFEL_SETUP_ERROR_CODES
 * ```
 */
export type WuerfelSetupErrorCode = (typeof WUERFEL_SETUP_ERROR_CODES)[number];

/**
 * Why a game could not be created.
 * @example
 * ```ts
 * import type { WuerfelSetupError } from 'scrabble-engine/wuerfel';
 * const explain = (error: WuerfelSetupError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type WuerfelSetupError = EngineError<WuerfelSetupErrorCode>;

/**
 * Codes of every error `parseGameState` can return.
 * @example
 * ```ts
 * import { WUERFEL_STATE_ERROR_CODES } from 'scrabble-engine/wuerfel';
 * WUERFEL_STATE_ERROR_CODES.includes('not-an-object');   // true
 * ```
 */
export const WUERFEL_STATE_ERROR_CODES = [
  'not-an-object',
  'bad-version',
  'too-large',
  'bad-format',
  'bad-settings',
  'bad-players',
  'bad-prng',
  'bad-setup',
  'bad-history',
  'history-refused',
  'state-mismatch',
  'lexicon-failed',
] as const;

/**
 * A code of {@link WUERFEL_STATE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { WuerfelStateErrorCode } from 'scrabble-engine/wuerfel';
 * const value: WuerfelStateErrorCode = 'not-an-object';   // one of WUERFEL_STATE_ERROR_CODES
 * ```
 */
export type WuerfelStateErrorCode = (typeof WUERFEL_STATE_ERROR_CODES)[number];

/**
 * Why a saved state was refused.
 * @example
 * ```ts
 * import type { WuerfelStateError } from 'scrabble-engine/wuerfel';
 * const explain = (error: WuerfelStateError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type WuerfelStateError = EngineError<WuerfelStateErrorCode>;
