/**
 * Error codes of Duplicate: creating a game, applying an action, reading a saved state.
 *
 * @example
 * ```ts
 * import { applyAction } from 'scrabble-engine/duplicate';
 * const r = applyAction(state, { type: 'submit', player: 0, move: '8D GRÜNDE' }, { lexicon });
 * if (!r.ok && r.error.code === 'not-on-rack') console.log(r.error.message);
 * ```
 * @module
 */
import { MOVE_ERROR_CODES } from '../move/move.js';
import type { EngineError } from '../result.js';

/**
 * Codes of every error `createGame` can return.
 * @example
 * ```ts
 * import { DUPLICATE_SETUP_ERROR_CODES } from 'scrabble-engine/duplicate';
 * DUPLICATE_SETUP_ERROR_CODES.includes('bad-options');   // true
 * ```
 */
export const DUPLICATE_SETUP_ERROR_CODES = [
  'bad-options',
  'bad-rules',
  'bad-players',
  'bad-seed',
  'missing-seed',
  'seed-with-bag',
  'bag-mismatch',
  'bad-board-move',
  'bad-round-limit',
  'lexicon-required',
  'bad-lexicon',
] as const;

/**
 * A code of {@link DUPLICATE_SETUP_ERROR_CODES}.
 * @example
 * ```ts
 * import type { DuplicateSetupErrorCode } from 'scrabble-engine/duplicate';
 * const value: DuplicateSetupErrorCode = 'bad-options';   // one of DUPLICATE_SETUP_ERROR_CODES
 * ```
 */
export type DuplicateSetupErrorCode = (typeof DUPLICATE_SETUP_ERROR_CODES)[number];

/**
 * Why a Duplicate game could not be created.
 * @example
 * ```ts
 * import type { DuplicateSetupError } from 'scrabble-engine/duplicate';
 * const explain = (error: DuplicateSetupError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type DuplicateSetupError = EngineError<DuplicateSetupErrorCode>;

/**
 * Codes of every error `applyAction` can return: the placement errors of a submitted move among them.
 * @example
 * ```ts
 * import { DUPLICATE_ACTION_ERROR_CODES } from 'scrabble-engine/duplicate';
 * DUPLICATE_ACTION_ERROR_CODES.includes('bad-state');   // true
 * ```
 */
export const DUPLICATE_ACTION_ERROR_CODES = [
  'bad-state',
  'stale-version',
  'bad-action',
  'not-your-seat',
  'server-only',
  'game-over',
  'unknown-player',
  ...MOVE_ERROR_CODES,
  'lexicon-required',
  'lexicon-failed',
] as const;

/**
 * A code of {@link DUPLICATE_ACTION_ERROR_CODES}.
 * @example
 * ```ts
 * import type { DuplicateActionErrorCode } from 'scrabble-engine/duplicate';
 * const value: DuplicateActionErrorCode = 'bad-state';   // one of DUPLICATE_ACTION_ERROR_CODES
 * ```
 */
export type DuplicateActionErrorCode = (typeof DUPLICATE_ACTION_ERROR_CODES)[number];

/**
 * Why an action was refused; the state is unchanged.
 * @example
 * ```ts
 * import type { DuplicateActionError } from 'scrabble-engine/duplicate';
 * const explain = (error: DuplicateActionError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type DuplicateActionError = EngineError<DuplicateActionErrorCode>;

/**
 * Codes of every error `parseGameState` can return.
 * @example
 * ```ts
 * import { DUPLICATE_STATE_ERROR_CODES } from 'scrabble-engine/duplicate';
 * DUPLICATE_STATE_ERROR_CODES.includes('not-an-object');   // true
 * ```
 */
export const DUPLICATE_STATE_ERROR_CODES = [
  'not-an-object',
  'bad-version',
  'bad-format',
  'bad-rules',
  'bad-players',
  'bad-options',
  'bad-board',
  'bad-tiles',
  'tiles-not-conserved',
  'bad-prng',
  'bad-phase',
  'bad-submission',
  'bad-round',
  'board-inconsistent',
  'scores-inconsistent',
  'bad-result',
  'too-large',
  'bad-setup',
  'bad-bag',
] as const;

/**
 * A code of {@link DUPLICATE_STATE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { DuplicateStateErrorCode } from 'scrabble-engine/duplicate';
 * const value: DuplicateStateErrorCode = 'not-an-object';   // one of DUPLICATE_STATE_ERROR_CODES
 * ```
 */
export type DuplicateStateErrorCode = (typeof DUPLICATE_STATE_ERROR_CODES)[number];

/**
 * Why a saved Duplicate state was refused.
 * @example
 * ```ts
 * import type { DuplicateStateError } from 'scrabble-engine/duplicate';
 * const explain = (error: DuplicateStateError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type DuplicateStateError = EngineError<DuplicateStateErrorCode>;
