/**
 * Square names and move positions as in GCG: "H8" names a square; "8D" starts across at D8,
 * "D8" starts down at D8.
 *
 * @example
 * ```ts
 * import { squareName, parsePosition } from 'scrabble-engine';
 * squareName({ row: 7, col: 3 });     // 'D8'
 * parsePosition('8D');                // { ok: true, value: { row: 7, col: 3, direction: 'across' } }
 * ```
 * @module
 */
import { isSquare, quote } from '../total.js';
import { MAX_BOARD_SIDE } from './max-side.js';
import { positionText } from './position-text.js';

import { err, ok, type EngineError, type Result } from '../result.js';
import type { Direction, Square } from '../types.js';

/**
 * A square and a direction: where a move's word starts and which way it runs.
 * @example
 * ```ts
 * import type { Position } from 'scrabble-engine';
 * const d8: Position = { row: 7, col: 3, direction: 'down' };
 * ```
 */
export interface Position extends Square {
  readonly direction: Direction;
}

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The letter of a column (0 → "A"); `'?'` for a number that is not a column 0–25.
 * @example
 * ```ts
 * import { columnName } from 'scrabble-engine';
 * columnName(7);   // 'H'
 * ```
 */
export function columnName(col: number): string {
  return (Number.isInteger(col) ? COLUMNS[col] : undefined) ?? '?';
}

/** Whether a value is a square of some board: whole row and column numbers from 0 to 25 (the largest board is 26×26). */
function onSomeBoard(square: unknown): square is Square {
  return isSquare(square) && square.row >= 0 && square.col >= 0 && square.row < MAX_BOARD_SIDE && square.col < MAX_BOARD_SIDE;
}

/**
 * The name of a square: column letter then row number ("H8"); `''` for something that is not a
 * square of a board (row and column from 0 to 25).
 * @example
 * ```ts
 * import { squareName } from 'scrabble-engine';
 * squareName({ row: 7, col: 3 });   // 'D8'
 * ```
 */
export function squareName(square: Square): string {
  return onSomeBoard(square) ? `${columnName(square.col)}${square.row + 1}` : '';
}

/**
 * Writes a position as in GCG: row first for across ("8D"), column first for down ("D8"); `''` for
 * something that is not a position on a board (row and column from 0 to 25).
 * @example
 * ```ts
 * import { makePosition } from 'scrabble-engine';
 * makePosition({ row: 7, col: 3, direction: 'down' });   // 'D8'
 * ```
 */
export function makePosition(position: Position): string {
  return positionText(position, MAX_BOARD_SIDE);
}

/**
 * The error of an unreadable position.
 * @example
 * ```ts
 * import type { PositionError } from 'scrabble-engine';
 * const explain = (error: PositionError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type PositionError = EngineError<'bad-position'>;

/**
 * Reads a GCG position ("8D" across, "D8" down; case-insensitive). It does not check the board size.
 * @example
 * ```ts
 * import { parsePosition } from 'scrabble-engine';
 * parsePosition('8D');   // { ok: true, value: { row: 7, col: 3, direction: 'across' } }
 * ```
 */
export function parsePosition(text: string): Result<Position, PositionError> {
  if (typeof text !== 'string') return err({ code: 'bad-position', message: 'A position must be text like 8D or D8' });
  const match = /^(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))$/.exec(text.trim());
  if (match === null) {
    return err({ code: 'bad-position', message: `${quote(text.trim(), 12)} is not a position: write 8D for across or D8 for down` });
  }
  const [, rowA, colA, colD, rowD] = match;
  const across = rowA !== undefined;
  const row = Number(across ? rowA : rowD) - 1;
  const col = COLUMNS.indexOf((across ? colA : colD)!.toUpperCase());
  if (row < 0) return err({ code: 'bad-position', message: `${quote(text.trim(), 12)}: rows are numbered from 1` });
  return ok({ row, col, direction: across ? 'across' : 'down' });
}
