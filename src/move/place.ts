/**
 * Putting a move on the board: validate, then return a new board. The input board is never changed.
 *
 * @example
 * ```ts
 * import { emptyBoard, parseMove, placeMove, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * const next = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * ```
 * @module
 */
import { orElse } from '../total.js';

import { withTiles, type Board } from '../board/board.js';
import { ok, type Result } from '../result.js';
import type { Move, MoveError } from './move.js';
import { analyzeMove, MALFORMED, type PlacementRules, type ValidateOptions } from './validate.js';

/**
 * The board after a legal move, or the reason the move is not legal.
 * @example
 * ```ts
 * import { placeMove, parseMove, emptyBoard, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * const board = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;   // Result<Board, MoveError>
 * ```
 */
export function placeMove(board: Board, move: Move, rules: PlacementRules, options?: ValidateOptions): Result<Board, MoveError> {
  return orElse(() => {
    const analysis = analyzeMove(board, move, rules, options);
    if (!analysis.ok) return analysis;
    return ok(withTiles(board, analysis.value.tiles));
  }, MALFORMED);
}
