/**
 * Moves as data: the tiles a player puts down and the direction of the main word.
 *
 * @example
 * ```ts
 * import type { Move } from 'scrabble-engine';
 * const grunde: Move = {
 *   direction: 'across',
 *   tiles: [...'GRÜNDE'].map((letter, i) => ({ row: 7, col: 3 + i, letter, blank: false })),
 * };
 * ```
 * @module
 */
import type { EngineError } from '../result.js';
import type { Direction, PlacedTile } from '../types.js';

/**
 * A tile placement: the new tiles and the direction of its main word. For a move of two or more
 * tiles the direction must agree with the tiles; for one tile it picks which word is the main one.
 * @example
 * ```ts
 * import type { Move } from 'scrabble-engine';
 * const move: Move = { direction: 'across', tiles: [{ row: 7, col: 7, letter: 'J', blank: false }, { row: 7, col: 8, letter: 'A', blank: false }] };
 * ```
 */
export interface Move {
  readonly direction: Direction;
  readonly tiles: readonly PlacedTile[];
}

/**
 * Codes of every way a move can be wrong (notation or placement).
 * @example
 * ```ts
 * import { MOVE_ERROR_CODES } from 'scrabble-engine';
 * MOVE_ERROR_CODES.includes('malformed-move');   // true
 * ```
 */
export const MOVE_ERROR_CODES = [
  'malformed-move',
  'malformed-board',
  'malformed-rules',
  'bad-notation',
  'no-tiles',
  'too-many-tiles',
  'outside-board',
  'occupied',
  'duplicate-square',
  'blank-without-letter',
  'unknown-letter',
  'not-in-line',
  'direction-mismatch',
  'gap',
  'first-move-too-short',
  'start-square-missed',
  'not-connected',
  'unspellable-word',
  'not-on-rack',
  'gendern-misplaced',
  'replaced-blank',
  'replacement-only',
] as const;

/**
 * A code of {@link MOVE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { MoveErrorCode } from 'scrabble-engine';
 * const value: MoveErrorCode = 'malformed-move';   // one of MOVE_ERROR_CODES
 * ```
 */
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

/**
 * Why a move is not legal (or could not be read).
 * @example
 * ```ts
 * import type { MoveError } from 'scrabble-engine';
 * const explain = (error: MoveError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type MoveError = EngineError<MoveErrorCode>;
