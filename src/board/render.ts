/**
 * A board as text, for terminals, logs and tests: tiles as letters (blanks lower case), empty
 * squares as their premium symbol (`=` TW, `-` DW, `"` TL, `'` DL), `*` for the empty start
 * square and `.` for a plain square, with column letters and row numbers around it.
 *
 * @example
 * ```ts
 * import { emptyBoard, renderBoard, GERMAN } from 'scrabble-engine';
 * console.log(renderBoard(emptyBoard(GERMAN), GERMAN));
 * //     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O
 * //  1  =  .  .  '  .  .  .  =  .  .  .  '  .  .  =
 * //  2  .  -  .  .  .  "  .  .  .  "  .  .  .  -  .
 * //  …
 * ```
 * @module
 */
import type { Board } from './board.js';
import { columnName } from './coords.js';
import { PREMIUM_SYMBOLS, premiumAt, type Layout } from './layout.js';

/** What {@link renderBoard} may leave out. */
export interface RenderOptions {
  /** Show premium symbols on empty squares (default true); `false` shows `.` everywhere. */
  readonly premiums?: boolean;
  /** Show column letters and row numbers (default true). */
  readonly coordinates?: boolean;
}

/** The symbol of an empty square: its premium, `*` for the start square, `.` for a plain one. */
function emptySquare(layout: Layout, row: number, col: number, premiums: boolean): string {
  if (!premiums) return '.';
  if (row === layout.start.row && col === layout.start.col) return '*';
  const premium = premiumAt(layout, { row, col });
  return premium === null ? '.' : PREMIUM_SYMBOLS[premium];
}

/** The board as lines of text, each square two characters wide and one space apart (see the module doc). */
export function renderBoard(board: Board, rules: { readonly layout: Layout }, options: RenderOptions = {}): string {
  const { premiums = true, coordinates = true } = options;
  const rows = Number.isInteger(board?.rows) ? Math.max(0, Math.min(board.rows, 26)) : 0;
  const cols = Number.isInteger(board?.cols) ? Math.max(0, Math.min(board.cols, 26)) : 0;
  const cells: readonly unknown[] = Array.isArray(board?.cells) ? board.cells : [];
  const lines: string[] = [];
  const margin = String(rows).length;
  if (coordinates) {
    const letters = Array.from({ length: cols }, (_, c) => columnName(c).padStart(2));
    lines.push(`${' '.repeat(margin)} ${letters.join(' ')}`);
  }
  for (let r = 0; r < rows; r++) {
    const squares: string[] = [];
    for (let c = 0; c < cols; c++) {
      const cell = cells[r * cols + c];
      const text = cell == null ? emptySquare(rules.layout, r, c, premiums) : typeof cell === 'string' ? cell.slice(0, 2) : '?';
      squares.push(text.padStart(2));
    }
    lines.push(coordinates ? `${String(r + 1).padStart(margin)} ${squares.join(' ')}` : squares.join(' '));
  }
  return lines.join('\n');
}
