import { describe, expect, it } from 'vitest';
import {
  boardFromRows, boardToRows, DUTCH, DUTCH_IJ, emptyBoard, GERMAN, isBoardEmpty, onBoard, parseLayout, tileAt, tilesOnBoard,
  withTiles, type RuleSet,
} from '../../src/index.js';
import { transposeBoard } from '../../src/board/board.js';
import { boardAfter } from './helpers.js';

const emptyRows = () => Array.from({ length: 15 }, () => '.'.repeat(15));

describe('boards', () => {
  it('start empty, with the size of the layout', () => {
    const board = emptyBoard(GERMAN);
    expect(board.rows).toBe(15);
    expect(board.cols).toBe(15);
    expect(board.cells).toHaveLength(225);
    expect(board.cells.every((c) => c === null)).toBe(true);
    expect(isBoardEmpty(board)).toBe(true);
    expect(tilesOnBoard(board)).toBe(0);
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
  });

  it('take the size of a custom layout', () => {
    const layout = parseLayout('|= =|\n|   |\n|= =|\n');
    expect(layout.ok).toBe(true);
    if (!layout.ok) return;
    const rules: RuleSet = { ...GERMAN, layout: layout.value };
    expect(emptyBoard(rules)).toEqual({ rows: 3, cols: 3, cells: new Array(9).fill(null) });
  });

  it('read and write rows: letters, blanks in lower case, dots', () => {
    const rows = emptyRows();
    rows[7] = '.....HUNd......';
    const board = boardFromRows(rows, GERMAN);
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    expect(tileAt(board.value, { row: 7, col: 5 })).toEqual({ letter: 'H', blank: false });
    expect(tileAt(board.value, { row: 7, col: 8 })).toEqual({ letter: 'D', blank: true });
    expect(tileAt(board.value, { row: 7, col: 9 })).toBeNull();
    expect(tileAt(board.value, { row: -1, col: 9 })).toBeNull();
    expect(tilesOnBoard(board.value)).toBe(4);
    expect(isBoardEmpty(board.value)).toBe(false);
    expect(boardToRows(board.value)).toEqual(rows);
  });

  it('read IJ and ij as one square in the IJ set', () => {
    const rows = emptyRows();
    rows[9] = '.....AVERIJ.....';
    rows[10] = '.........ij.....';
    const board = boardFromRows(rows, DUTCH_IJ);
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    expect(tileAt(board.value, { row: 9, col: 9 })).toEqual({ letter: 'IJ', blank: false });
    expect(tileAt(board.value, { row: 10, col: 9 })).toEqual({ letter: 'IJ', blank: true });
    expect(boardToRows(board.value)).toEqual(rows);
    expect(boardFromRows(rows, DUTCH).ok).toBe(false);
  });

  it('read umlauts and blank umlauts', () => {
    const rows = emptyRows();
    rows[0] = 'ÄÖÜäöü.........';
    const board = boardFromRows(rows, GERMAN);
    expect(board.ok && board.value.cells.slice(0, 6)).toEqual(['Ä', 'Ö', 'Ü', 'ä', 'ö', 'ü']);
  });

  it('place tiles without changing the old board', () => {
    const board = emptyBoard(GERMAN);
    const next = withTiles(board, [{ row: 0, col: 0, letter: 'A', blank: false }, { row: 0, col: 1, letter: 'IJ', blank: true }]);
    expect(next.cells.slice(0, 2)).toEqual(['A', 'ij']);
    expect(isBoardEmpty(board)).toBe(true);
  });

  it('transpose: rows become columns, twice is the same board', () => {
    const board = boardAfter(GERMAN, ['8F HUND', 'F8 .ASE']);
    const t = transposeBoard(board);
    expect(tileAt(t, { row: 5, col: 7 })).toEqual(tileAt(board, { row: 7, col: 5 }));
    expect(tileAt(t, { row: 8, col: 7 })).toEqual({ letter: 'D', blank: false });
    expect(transposeBoard(t)).toEqual(board);
    const wide = { rows: 2, cols: 3, cells: ['A', 'B', 'C', 'D', null, 'F'] };
    expect(transposeBoard(wide)).toEqual({ rows: 3, cols: 2, cells: ['A', 'D', 'B', null, 'C', 'F'] });
  });

  it('know which squares lie on them', () => {
    const board = emptyBoard(GERMAN);
    expect(onBoard(board, { row: 0, col: 0 })).toBe(true);
    expect(onBoard(board, { row: 14, col: 14 })).toBe(true);
    expect(onBoard(board, { row: 15, col: 0 })).toBe(false);
    expect(onBoard(board, { row: 0, col: -1 })).toBe(false);
    expect(onBoard(board, { row: 0.5, col: 0 })).toBe(false);
    expect(onBoard(board, { row: Number.NaN, col: 0 })).toBe(false);
  });
});
