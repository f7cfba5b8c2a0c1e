/**
 * Error codes of Afbreek: creating a game, applying an action, reading a saved state.
 *
 * @example
 * ```ts
 * import { applyAction } from 'scrabble-engine/afbreek';
 * const r = applyAction(state, { type: 'remove', player: 0, squares: ['H8', 'I8'] }, { lexicon });
 * if (!r.ok && r.error.code === 'disconnected') console.log(r.error.message);
 * ```
 * @module
 */
import type { EngineError } from '../result.js';

/**
 * Codes of every error `createGame` can return.
 * @example
 * ```ts
 * import { AFBREEK_SETUP_ERROR_CODES } from 'scrabble-engine/afbreek';
 * AFBREEK_SETUP_ERROR_CODES.includes('bad-options');   // true
 * ```
 */
export const AFBREEK_SETUP_ERROR_CODES = [
  'bad-options',
  'bad-rules',
  'bad-players',
  'bad-board',
  'board-not-connected',
  'board-not-words',
  'bad-first-player',
  'bad-scoring',
  'bad-max-tiles',
  'bad-seed',
  'missing-seed',
  'bad-lexicon',
] as const;

/**
 * A code of {@link AFBREEK_SETUP_ERROR_CODES}.
 * @example
 * ```ts
 * import type { AfbreekSetupErrorCode } from 'scrabble-engine/afbreek';
 * const value: AfbreekSetupErrorCode = 'bad-options';   // one of AFBREEK_SETUP_ERROR_CODES
 * ```
 */
export type AfbreekSetupErrorCode = (typeof AFBREEK_SETUP_ERROR_CODES)[number];

/**
 * Why an Afbreek game could not be created.
 * @example
 * ```ts
 * import type { AfbreekSetupError } from 'scrabble-engine/afbreek';
 * const explain = (error: AfbreekSetupError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type AfbreekSetupError = EngineError<AfbreekSetupErrorCode>;

/**
 * Codes of the reasons a removal is not legal.
 * @example
 * ```ts
 * import { REMOVAL_ERROR_CODES } from 'scrabble-engine/afbreek';
 * REMOVAL_ERROR_CODES.includes('bad-squares');   // true
 * ```
 */
export const REMOVAL_ERROR_CODES = [
  'bad-squares',
  'too-many-tiles',
  'empty-square',
  'lone-tile',
  'not-one-word',
  'not-a-word',
  'adjudication-required',
  'disconnected',
] as const;

/**
 * A code of {@link REMOVAL_ERROR_CODES}.
 * @example
 * ```ts
 * import type { RemovalErrorCode } from 'scrabble-engine/afbreek';
 * const value: RemovalErrorCode = 'bad-squares';   // one of REMOVAL_ERROR_CODES
 * ```
 */
export type RemovalErrorCode = (typeof REMOVAL_ERROR_CODES)[number];

/**
 * Why a removal is not legal.
 * @example
 * ```ts
 * import type { RemovalError } from 'scrabble-engine/afbreek';
 * const explain = (error: RemovalError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type RemovalError = EngineError<RemovalErrorCode>;

/**
 * Codes of every error `applyAction` can return.
 * @example
 * ```ts
 * import { AFBREEK_ACTION_ERROR_CODES } from 'scrabble-engine/afbreek';
 * AFBREEK_ACTION_ERROR_CODES.includes('bad-state');   // true
 * ```
 */
export const AFBREEK_ACTION_ERROR_CODES = [
  'bad-state',
  'stale-version',
  'bad-action',
  'not-your-seat',
  'server-only',
  'game-over',
  'unknown-player',
  'not-your-turn',
  ...REMOVAL_ERROR_CODES,
  'pass-not-allowed',
  'lexicon-failed',
] as const;

/**
 * A code of {@link AFBREEK_ACTION_ERROR_CODES}.
 * @example
 * ```ts
 * import type { AfbreekActionErrorCode } from 'scrabble-engine/afbreek';
 * const value: AfbreekActionErrorCode = 'bad-state';   // one of AFBREEK_ACTION_ERROR_CODES
 * ```
 */
export type AfbreekActionErrorCode = (typeof AFBREEK_ACTION_ERROR_CODES)[number];

/**
 * Why an action was refused; the state is unchanged.
 * @example
 * ```ts
 * import type { AfbreekActionError } from 'scrabble-engine/afbreek';
 * const explain = (error: AfbreekActionError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type AfbreekActionError = EngineError<AfbreekActionErrorCode>;

/**
 * Codes of every error `parseGameState` can return.
 * @example
 * ```ts
 * import { AFBREEK_STATE_ERROR_CODES } from 'scrabble-engine/afbreek';
 * AFBREEK_STATE_ERROR_CODES.includes('not-an-object');   // true
 * ```
 */
export const AFBREEK_STATE_ERROR_CODES = [
  'not-an-object',
  'bad-version',
  'bad-format',
  'bad-rules',
  'bad-players',
  'bad-options',
  'bad-board',
  'bad-prng',
  'bad-setup',
  'bad-history',
  'board-inconsistent',
  'scores-inconsistent',
  'bad-turn',
  'bad-phase',
  'bad-result',
  'too-large',
] as const;

/**
 * A code of {@link AFBREEK_STATE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { AfbreekStateErrorCode } from 'scrabble-engine/afbreek';
 * const value: AfbreekStateErrorCode = 'not-an-object';   // one of AFBREEK_STATE_ERROR_CODES
 * ```
 */
export type AfbreekStateErrorCode = (typeof AFBREEK_STATE_ERROR_CODES)[number];

/**
 * Why a saved Afbreek state was refused.
 * @example
 * ```ts
 * import type { AfbreekStateError } from 'scrabble-engine/afbreek';
 * const explain = (error: AfbreekStateError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type AfbreekStateError = EngineError<AfbreekStateErrorCode>;
