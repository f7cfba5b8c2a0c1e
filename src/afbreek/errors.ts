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

/** A code of {@link AFBREEK_SETUP_ERROR_CODES}. */
export type AfbreekSetupErrorCode = (typeof AFBREEK_SETUP_ERROR_CODES)[number];

/** Why an Afbreek game could not be created. */
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

/** A code of {@link REMOVAL_ERROR_CODES}. */
export type RemovalErrorCode = (typeof REMOVAL_ERROR_CODES)[number];

/** Why a removal is not legal. */
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
  'bad-action',
  'game-over',
  'unknown-player',
  'not-your-turn',
  ...REMOVAL_ERROR_CODES,
  'pass-not-allowed',
  'lexicon-failed',
] as const;

/** A code of {@link AFBREEK_ACTION_ERROR_CODES}. */
export type AfbreekActionErrorCode = (typeof AFBREEK_ACTION_ERROR_CODES)[number];

/** Why an action was refused; the state is unchanged. */
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
  'bad-format',
  'bad-rules',
  'bad-players',
  'bad-options',
  'bad-board',
  'bad-prng',
  'bad-history',
  'board-inconsistent',
  'scores-inconsistent',
  'bad-turn',
  'bad-phase',
  'bad-result',
  'too-large',
] as const;

/** A code of {@link AFBREEK_STATE_ERROR_CODES}. */
export type AfbreekStateErrorCode = (typeof AFBREEK_STATE_ERROR_CODES)[number];

/** Why a saved Afbreek state was refused. */
export type AfbreekStateError = EngineError<AfbreekStateErrorCode>;
