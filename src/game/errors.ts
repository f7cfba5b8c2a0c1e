/**
 * Error codes of the game: creating a game, applying an action, reading a saved state.
 *
 * @example
 * ```ts
 * import { applyAction, ACTION_ERROR_CODES } from 'scrabble-engine';
 * const r = applyAction(state, { type: 'pass', player: 1 });
 * if (!r.ok && r.error.code === 'not-your-turn') console.log(r.error.message);
 * ```
 * @module
 */
import type { EngineError } from '../result.js';

/**
 * Move errors an action can return (placement: one line, no gaps, connected, the start square first).
 * @example
 * ```ts
 * import { PLAY_ERROR_CODES } from 'scrabble-engine';
 * PLAY_ERROR_CODES.includes('malformed-move');   // true
 * ```
 */
export const PLAY_ERROR_CODES = [
  'malformed-move', 'bad-notation', 'no-tiles', 'too-many-tiles', 'outside-board', 'occupied', 'duplicate-square',
  'blank-without-letter', 'unknown-letter', 'not-in-line', 'direction-mismatch', 'gap',
  'first-move-too-short', 'start-square-missed', 'not-connected', 'unspellable-word', 'not-on-rack',
  'gendern-misplaced', 'replaced-blank', 'replacement-only',
] as const;

/**
 * Codes of every error `applyAction` and `parseAction` can return.
 * @example
 * ```ts
 * import { ACTION_ERROR_CODES } from 'scrabble-engine';
 * ACTION_ERROR_CODES.includes('bad-state');   // true
 * ```
 */
export const ACTION_ERROR_CODES = [
  'bad-state',
  'bad-action',
  'not-your-seat',
  'server-only',
  'game-over',
  'unknown-player',
  'not-your-turn',
  ...PLAY_ERROR_CODES,
  'word-not-in-lexicon',
  'lexicon-required',
  'lexicon-failed',
  'going-out-pending',
  'exchange-not-allowed',
  'exchange-too-many',
  'pass-not-allowed',
  'no-pending-play',
  'own-play',
  'adjudication-required',
  'word-not-in-play',
  'rack-not-allowed',
  'rack-unavailable',
  'draw-required',
  'draw-not-allowed',
  'not-in-bag',
  'swap-not-allowed',
  'not-a-blank',
  'blank-pending',
  'stale-version',
  'takebacks-not-allowed',
  'nothing-to-undo',
  'undo-reveals-racks',
  'undo-pending',
  'no-undo-request',
  'not-asked',
] as const;

/**
 * A code of {@link ACTION_ERROR_CODES}.
 * @example
 * ```ts
 * import type { ActionErrorCode } from 'scrabble-engine';
 * const value: ActionErrorCode = 'bad-state';   // one of ACTION_ERROR_CODES
 * ```
 */
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[number];

/**
 * Why an action was refused; the state is unchanged.
 * @example
 * ```ts
 * import type { ActionError } from 'scrabble-engine';
 * const explain = (error: ActionError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type ActionError = EngineError<ActionErrorCode>;

/**
 * Codes of every error `createGame` can return.
 * @example
 * ```ts
 * import { SETUP_ERROR_CODES } from 'scrabble-engine';
 * SETUP_ERROR_CODES.includes('bad-options');   // true
 * ```
 */
export const SETUP_ERROR_CODES = [
  'bad-options',
  'bad-rules',
  'bad-players',
  'bad-seed',
  'missing-seed',
  'seed-with-bag',
  'bag-mismatch',
  'bad-racks',
  'bad-first-player',
  'bad-lexicon',
] as const;

/**
 * A code of {@link SETUP_ERROR_CODES}.
 * @example
 * ```ts
 * import type { SetupErrorCode } from 'scrabble-engine';
 * const value: SetupErrorCode = 'bad-options';   // one of SETUP_ERROR_CODES
 * ```
 */
export type SetupErrorCode = (typeof SETUP_ERROR_CODES)[number];

/**
 * Why a game could not be created.
 * @example
 * ```ts
 * import type { SetupError } from 'scrabble-engine';
 * const explain = (error: SetupError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type SetupError = EngineError<SetupErrorCode>;

/**
 * Codes of every error `parseGameState` can return.
 * @example
 * ```ts
 * import { STATE_ERROR_CODES } from 'scrabble-engine';
 * STATE_ERROR_CODES.includes('not-an-object');   // true
 * ```
 */
export const STATE_ERROR_CODES = [
  'not-an-object',
  'bad-format',
  'bad-rules',
  'bad-players',
  'bad-board',
  'bad-tiles',
  'tiles-not-conserved',
  'bad-racks',
  'bad-bag',
  'bad-scores',
  'scores-inconsistent',
  'bad-turn',
  'bad-phase',
  'bad-pending',
  'bad-counters',
  'bad-prng',
  'bad-setup',
  'bad-result',
  'bad-history',
  'bad-version',
  'bad-undo-request',
  'too-large',
] as const;

/**
 * A code of {@link STATE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { StateErrorCode } from 'scrabble-engine';
 * const value: StateErrorCode = 'not-an-object';   // one of STATE_ERROR_CODES
 * ```
 */
export type StateErrorCode = (typeof STATE_ERROR_CODES)[number];

/**
 * Why a saved state was refused.
 * @example
 * ```ts
 * import type { StateError } from 'scrabble-engine';
 * const explain = (error: StateError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type StateError = EngineError<StateErrorCode>;
