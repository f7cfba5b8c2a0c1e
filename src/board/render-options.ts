/**
 * The options both board renderers take, `renderBoard` (text) and `renderBoardSvg` (SVG):
 * coordinates, premiums, the last move and a candidate move to highlight, a rack to show below the
 * board, and (for text) a legend.
 *
 * @example
 * ```ts
 * import { renderBoard, emptyBoard, GERMAN, type RenderOptions } from 'scrabble-engine';
 * const options: RenderOptions = { lastMove: [{ row: 7, col: 7 }], rack: ['A', '?'], legend: true };
 * console.log(renderBoard(emptyBoard(GERMAN), GERMAN, options));
 * ```
 * @module
 */
import type { Move } from '../move/move.js';
import type { Square } from '../types.js';
import type { Board } from './board.js';
import { clipText } from './xml-text.js';

/**
 * Squares to highlight: a move (its tiles' squares) or a list of squares.
 * @example
 * ```ts
 * import { renderBoardSvg, type Highlight, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const last: Highlight = [{ row: 7, col: 3 }, { row: 7, col: 4 }];   // or the move itself
 * renderBoardSvg(state.board, state.rules, { lastMove: last });
 * ```
 */
export type Highlight = Move | readonly Square[];

/**
 * Options of both board renderers, `renderBoard` (text) and `renderBoardSvg`.
 * @example
 * ```ts
 * import { renderBoard, type RenderOptions, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const options: RenderOptions = { premiums: false };
 * console.log(renderBoard(state.board, state.rules, options));
 * ```
 */
export interface RenderOptions {
  /** Show premium squares (default true); `false` shows every empty square as a plain one. */
  readonly premiums?: boolean;
  /** Show column letters and row numbers (default true). */
  readonly coordinates?: boolean;
  /** Highlight the tiles of the last move (a move, or the squares it covered). */
  readonly lastMove?: Highlight;
  /** A move being considered: its tiles are drawn on their (empty) squares, marked as not yet played. */
  readonly candidate?: Move;
  /** A rack to show below the board: tiles as letters, `'?'` for a blank. */
  readonly rack?: readonly string[];
  /** Add a legend explaining the symbols (text: default false; the SVG labels its squares instead). */
  readonly legend?: boolean;
}

/** A square's cell read from a board: the tile's letter and whether it is a blank, or null. */
export interface CellTile {
  readonly letter: string;
  readonly blank: boolean;
}

/** The size of a board read defensively (0 × 0 for malformed input, at most 26 × 26). */
export function boardSize(board: Board): { rows: number; cols: number } {
  const rows = Number.isInteger(board?.rows) ? Math.max(0, Math.min(board.rows, 26)) : 0;
  const cols = Number.isInteger(board?.cols) ? Math.max(0, Math.min(board.cols, 26)) : 0;
  return { rows, cols };
}

/** The tile on a square of a board read defensively: lower case is a blank; anything but text is no tile. */
export function cellTile(board: Board, row: number, col: number): CellTile | null {
  const cells: readonly unknown[] = Array.isArray(board?.cells) ? board.cells : [];
  const cell = cells[row * board.cols + col];
  if (typeof cell !== 'string' || cell.length === 0) return null;
  const clipped = clipText(cell, 4);
  const letter = clipped.toUpperCase();
  return { letter, blank: letter !== clipped };
}

function isSquare(value: unknown): value is Square {
  if (typeof value !== 'object' || value === null) return false;
  const { row, col } = value as { row?: unknown; col?: unknown };
  return Number.isInteger(row) && Number.isInteger(col);
}

/** The keys (`row * cols + col`) of the squares a highlight names inside the board. */
export function highlightKeys(highlight: Highlight | undefined, rows: number, cols: number): Set<number> {
  const keys = new Set<number>();
  if (highlight === undefined || highlight === null) return keys;
  const list: unknown = Array.isArray(highlight) ? highlight : (highlight as Move).tiles;
  if (!Array.isArray(list)) return keys;
  for (const square of list.slice(0, rows * cols)) {
    if (isSquare(square) && square.row >= 0 && square.col >= 0 && square.row < rows && square.col < cols) {
      keys.add(square.row * cols + square.col);
    }
  }
  return keys;
}

/** The tiles of a candidate move that lie inside the board, by square key, read defensively. */
export function candidateTiles(candidate: Move | undefined, rows: number, cols: number): Map<number, CellTile> {
  const tiles = new Map<number, CellTile>();
  const list: unknown = candidate?.tiles;
  if (!Array.isArray(list)) return tiles;
  for (const tile of list.slice(0, rows * cols)) {
    if (!isSquare(tile) || tile.row < 0 || tile.col < 0 || tile.row >= rows || tile.col >= cols) continue;
    const { letter, blank } = tile as { letter?: unknown; blank?: unknown };
    if (typeof letter !== 'string' || letter.length === 0) continue;
    tiles.set(tile.row * cols + tile.col, { letter: clipText(letter, 4).toUpperCase(), blank: blank === true });
  }
  return tiles;
}

/** A rack read defensively: at most 32 tiles of at most 4 characters each. */
export function rackTiles(rack: readonly string[] | undefined): CellTile[] {
  if (!Array.isArray(rack)) return [];
  return rack
    .slice(0, 32)
    .filter((tile): tile is string => typeof tile === 'string' && tile.length > 0)
    .map((tile) => (tile === '?' ? { letter: '', blank: true } : { letter: clipText(tile, 4).toUpperCase(), blank: false }));
}
