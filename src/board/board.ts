/**
 * The immutable board: a plain array of squares, row by row. A square holds `null` or its tile,
 * upper case for a letter tile and lower case for a blank (`'IJ'`/`'ij'` for the Dutch IJ).
 *
 * @example
 * ```ts
 * import { boardFromRows, emptyBoard, tileAt, GERMAN } from 'scrabble-engine';
 * const empty = emptyBoard(GERMAN);
 * const rows = Array(15).fill('...............');
 * rows[7] = '.....HUNd......';
 * const board = boardFromRows(rows, GERMAN);           // Result<Board, BoardError>
 * if (board.ok) tileAt(board.value, { row: 7, col: 8 }); // { letter: 'D', blank: true }
 * ```
 * @module
 */
import { isBoardOutline, isBoardRules, isLayout, isObject, isText } from '../total.js';

import { err, ok, type EngineError, type Result } from '../result.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { tilesInPlay } from '../tiles/gendern.js';
import type { TileSet } from '../tiles/tile-set.js';
import type { Square } from '../types.js';
import type { Layout } from './layout.js';

/**
 * A board: its size and its squares row by row (`cells[row * cols + col]`). Plain JSON.
 * @example
 * ```ts
 * import { emptyBoard, GERMAN, type Board } from 'scrabble-engine';
 * const board: Board = emptyBoard(GERMAN);   // { rows: 15, cols: 15, cells: [null, …] }
 * ```
 */
export interface Board {
  readonly rows: number;
  readonly cols: number;
  readonly cells: readonly (string | null)[];
}

/**
 * A tile lying on the board.
 * @example
 * ```ts
 * import { tileAt, type BoardTile, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const centre: BoardTile | null = tileAt(state.board, { row: 7, col: 7 });
 * ```
 */
export interface BoardTile {
  readonly letter: string;
  readonly blank: boolean;
}

/**
 * What a board needs to know of a rule set: its tiles and layout.
 * @example
 * ```ts
 * import { GERMAN, type BoardRules } from 'scrabble-engine';
 * const rules: BoardRules = GERMAN;   // a rule set is more than enough
 * ```
 */
export interface BoardRules {
  readonly tiles: TileSet;
  readonly layout: Layout;
}

/**
 * An empty board of the rule set's layout; a board of 0 × 0 squares for something that is not a rule set with a layout.
 * @example
 * ```ts
 * import { emptyBoard, GERMAN } from 'scrabble-engine';
 * emptyBoard(GERMAN).cells.length;   // 225
 * ```
 */
export function emptyBoard(rules: { readonly layout: Layout }): Board {
  if (!isObject(rules) || !isLayout(rules.layout)) return { rows: 0, cols: 0, cells: [] };
  const { rows, cols } = rules.layout;
  return { rows, cols, cells: new Array<string | null>(rows * cols).fill(null) };
}

/**
 * Whether a square lies on the board (`false` for something that is not a board or a square).
 * @example
 * ```ts
 * import { onBoard, emptyBoard, GERMAN } from 'scrabble-engine';
 * onBoard(emptyBoard(GERMAN), { row: 15, col: 0 });   // false: rows are 0 to 14
 * ```
 */
export function onBoard(board: Pick<Board, 'rows' | 'cols'>, square: Square): boolean {
  return isObject(board) && isObject(square) && (
    Number.isInteger(square.row) && Number.isInteger(square.col) &&
    square.row >= 0 && square.col >= 0 && square.row < board.rows && square.col < board.cols
  );
}

/**
 * The tile on a square, or `null` when it is empty or outside the board (or for something that is not a board or a square).
 * @example
 * ```ts
 * import { tileAt, boardFromRows, GERMAN } from 'scrabble-engine';
 * const rows = Array<string>(15).fill('...............');
 * rows[7] = '.....HUNd......';
 * const board = boardFromRows(rows, GERMAN);
 * if (board.ok) tileAt(board.value, { row: 7, col: 8 });   // { letter: 'D', blank: true }
 * ```
 */
export function tileAt(board: Board, square: Square): BoardTile | null {
  if (!onBoard(board, square) || !Array.isArray(board.cells)) return null;
  const cell: unknown = board.cells[square.row * board.cols + square.col];
  if (typeof cell !== 'string' || cell === '') return null;
  const letter = cell.toUpperCase();
  return { letter, blank: letter !== cell };
}

/**
 * Whether no tile lies on the board (`true` for something that is not a board).
 * @example
 * ```ts
 * import { isBoardEmpty, emptyBoard, GERMAN } from 'scrabble-engine';
 * isBoardEmpty(emptyBoard(GERMAN));   // true
 * ```
 */
export function isBoardEmpty(board: Board): boolean {
  return !isObject(board) || !Array.isArray(board.cells) || board.cells.every((cell) => cell == null);
}

/**
 * How many tiles lie on the board (0 for something that is not a board).
 * @example
 * ```ts
 * import { tilesOnBoard, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * tilesOnBoard(state.board);   // how many tiles lie on the board of a game
 * ```
 */
export function tilesOnBoard(board: Board): number {
  let n = 0;
  if (!isObject(board) || !Array.isArray(board.cells)) return n;
  for (const cell of board.cells) if (cell != null) n++;
  return n;
}

/**
 * The code of the error that {@link boardFromRows} returns for unreadable rows.
 * @example
 * ```ts
 * import type { BoardError } from 'scrabble-engine';
 * const explain = (error: BoardError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type BoardError = EngineError<'bad-board'>;

/**
 * Reads a board from rows of text: `.` empty, upper case a tile, lower case a blank; a letter of
 * several characters (IJ / ij) fills one square.
 * @example
 * ```ts
 * import { boardFromRows, GERMAN } from 'scrabble-engine';
 * const rows = Array<string>(15).fill('...............');
 * rows[7] = '.....HUNd......';   // lower case: a blank
 * const board = boardFromRows(rows, GERMAN);   // Result<Board, BoardError>
 * ```
 */
export function boardFromRows(rows: readonly string[], rules: BoardRules & { readonly gendern?: boolean }): Result<Board, BoardError> {
  if (!isBoardRules(rules)) return err({ code: 'bad-board', message: 'Reading a board needs a rule set with tiles and a layout' });
  const { layout } = rules;
  if (!Array.isArray(rows) || rows.length !== layout.rows) {
    return err({ code: 'bad-board', message: `A board has ${layout.rows} rows` });
  }
  const alphabet = alphabetOf(tilesInPlay(rules));
  const byLength = [...alphabet.letters].sort((a, b) => b.length - a.length);
  const cells: (string | null)[] = [];
  for (const [r, row] of rows.entries()) {
    if (typeof row !== 'string') return err({ code: 'bad-board', message: `Row ${r + 1} is not text` });
    let i = 0;
    let squares = 0;
    while (i < row.length) {
      if (squares === layout.cols) break;
      if (row[i] === '.') {
        cells.push(null);
        i++;
        squares++;
        continue;
      }
      const found = byLength.find(
        (letter) => row.startsWith(letter, i) || row.startsWith(letter.toLowerCase(), i),
      );
      if (found === undefined) {
        const ch = String.fromCodePoint(row.codePointAt(i) ?? 0);
        return err({ code: 'bad-board', message: `Row ${r + 1}: "${ch}" is neither "." nor a letter of the ${rules.tiles.name} set` });
      }
      cells.push(row.startsWith(found, i) ? found : found.toLowerCase());
      i += found.length;
      squares++;
    }
    if (squares !== layout.cols || i !== row.length) {
      return err({ code: 'bad-board', message: `Row ${r + 1} must have exactly ${layout.cols} squares` });
    }
  }
  return ok({ rows: layout.rows, cols: layout.cols, cells });
}

/**
 * Writes a board as rows of text, the form {@link boardFromRows} reads; `[]` for something that is not a board.
 * @example
 * ```ts
 * import { boardToRows, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * console.log(boardToRows(state.board).join('\n'));   // 15 lines of 15 squares, '.' for empty
 * ```
 */
export function boardToRows(board: Board): string[] {
  const rows: string[] = [];
  if (!isBoardOutline(board)) return rows;
  for (let r = 0; r < board.rows; r++) {
    let line = '';
    for (let c = 0; c < board.cols; c++) {
      const cell: unknown = board.cells[r * board.cols + c];
      line += typeof cell === 'string' && cell !== '' ? cell : '.';
    }
    rows.push(line);
  }
  return rows;
}

/**
 * A new board with the given tiles set down (no rule checks: use `placeMove` for a checked move).
 * Tiles that are not `{ row, col, letter, blank }` on the board are left out; something that is
 * not a board gives a board of 0 × 0 squares.
 * @example
 * ```ts
 * import { withTiles, emptyBoard, GERMAN } from 'scrabble-engine';
 * const board = withTiles(emptyBoard(GERMAN), [{ row: 7, col: 7, letter: 'A', blank: false }]);
 * ```
 */
export function withTiles(board: Board, tiles: readonly (Square & BoardTile)[]): Board {
  if (!isBoardOutline(board)) return { rows: 0, cols: 0, cells: [] };
  const cells = board.cells.slice();
  if (!Array.isArray(tiles)) return { rows: board.rows, cols: board.cols, cells };
  for (const t of tiles as readonly unknown[]) {
    if (!onBoard(board, t as Square) || !isText((t as BoardTile).letter, 8) || (t as BoardTile).letter === '') continue;
    const { row, col, letter, blank } = t as Square & BoardTile;
    cells[row * board.cols + col] = blank === true ? letter.toLowerCase() : letter;
  }
  return { rows: board.rows, cols: board.cols, cells };
}

/** The board mirrored on its main diagonal: rows become columns. */
export function transposeBoard(board: Board): Board {
  const cells: (string | null)[] = new Array<string | null>(board.cells.length);
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) cells[c * board.rows + r] = board.cells[r * board.cols + c] ?? null;
  }
  return { rows: board.cols, cols: board.rows, cells };
}
