/**
 * Writing a position as in GCG: row first for across ("8D"), column first for down ("D8"). Internal:
 * `makePosition` writes the positions of a board (rows 1 to 26), `makeGcg` every row a record may
 * hold (1 to 99), so that a play placed beyond the board reads back as it was written.
 * @module
 */
import { isSquare } from '../total.js';
import type { Direction, Square } from '../types.js';
import { MAX_BOARD_SIDE } from './max-side.js';

/** The text of a position with a row below `rows` and a column A–Z; `''` for anything else. */
export function positionText(position: Square & { readonly direction: Direction }, rows: number): string {
  if (!isSquare(position) || position.row < 0 || position.col < 0 || position.row >= rows || position.col >= MAX_BOARD_SIDE) return '';
  const column = String.fromCharCode(65 + position.col);
  if (position.direction === 'across') return `${position.row + 1}${column}`;
  return position.direction === 'down' ? `${column}${position.row + 1}` : '';
}
