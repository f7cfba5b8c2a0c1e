import { describe, expect, it } from 'vitest';
import {
  columnName, DUTCH, DUTCH_IJ, emptyBoard, GERMAN, makeMove, makePosition, parseMove, parsePosition, squareName, THROUGH,
  validateMove,
} from '../../src/index.js';
import { boardAfter, move } from './helpers.js';

describe('coordinates (RULES.md section 2)', () => {
  it('reads row-then-column as across and column-then-row as down', () => {
    expect(parsePosition('8D')).toEqual({ ok: true, value: { row: 7, col: 3, direction: 'across' } });
    expect(parsePosition('D8')).toEqual({ ok: true, value: { row: 7, col: 3, direction: 'down' } });
    expect(parsePosition('15O')).toEqual({ ok: true, value: { row: 14, col: 14, direction: 'across' } });
    expect(parsePosition('A1')).toEqual({ ok: true, value: { row: 0, col: 0, direction: 'down' } });
  });

  it('accepts lower-case columns and surrounding spaces', () => {
    expect(parsePosition('8d')).toEqual(parsePosition('8D'));
    expect(parsePosition('h8')).toEqual(parsePosition('H8'));
    expect(parsePosition('  10f ')).toEqual(parsePosition('10F'));
  });

  it('writes positions and square names', () => {
    expect(makePosition({ row: 7, col: 3, direction: 'across' })).toBe('8D');
    expect(makePosition({ row: 7, col: 3, direction: 'down' })).toBe('D8');
    expect(squareName({ row: 7, col: 7 })).toBe('H8');
    expect(squareName({ row: 14, col: 0 })).toBe('A15');
    // Off every board (the largest is 26×26): nothing that parsePosition would read back differently.
    for (const [row, col] of [[-1, 0], [0, 26], [26, 0], [98, 3]] as const) {
      expect(makePosition({ row, col, direction: 'across' })).toBe('');
      expect(squareName({ row, col })).toBe('');
    }
    expect(makePosition({ row: 25, col: 25, direction: 'down' })).toBe('Z26');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('?');
  });

  it('round-trips every position of a 26 × 26 board', () => {
    for (let row = 0; row < 26; row++) {
      for (let col = 0; col < 26; col++) {
        for (const direction of ['across', 'down'] as const) {
          expect(parsePosition(makePosition({ row, col, direction }))).toEqual({ ok: true, value: { row, col, direction } });
        }
      }
    }
  });
});

describe('parseMove', () => {
  it('reads an across move from an empty board', () => {
    const m = move('8D GRÜNDE', GERMAN);
    expect(m.direction).toBe('across');
    expect(m.tiles.map((t) => [t.row, t.col, t.letter, t.blank])).toEqual([
      [7, 3, 'G', false], [7, 4, 'R', false], [7, 5, 'Ü', false], [7, 6, 'N', false], [7, 7, 'D', false], [7, 8, 'E', false],
    ]);
  });

  it('skips dots, the tiles already on the board', () => {
    expect(THROUGH).toBe('.');
    const m = move('H6 AA.D', GERMAN);
    expect(m.direction).toBe('down');
    expect(m.tiles.map((t) => `${squareName(t)}${t.letter}`)).toEqual(['H6A', 'H7A', 'H9D']);
  });

  it('reads lower case as a blank, also when the move is typed in lower case', () => {
    const m = move('8g hUnD', GERMAN);
    expect(m.tiles.map((t) => [t.letter, t.blank])).toEqual([['H', true], ['U', false], ['N', true], ['D', false]]);
  });

  it('reads IJ as one tile and ij as a blank IJ in the IJ set', () => {
    expect(move('10F AVERIJ', DUTCH_IJ).tiles.map((t) => t.letter)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
    const blank = move('10F AVERij', DUTCH_IJ).tiles[4]!;
    expect(blank).toMatchObject({ letter: 'IJ', blank: true, row: 9, col: 9 });
  });

  it('reads IJ as two tiles in the modern Dutch set', () => {
    expect(move('10F AVERIJ', DUTCH).tiles.map((t) => t.letter)).toEqual(['A', 'V', 'E', 'R', 'I', 'J']);
    expect(move('10F averij', DUTCH).tiles.slice(-2)).toMatchObject([{ letter: 'I', blank: true }, { letter: 'J', blank: true }]);
  });

  it('reads decomposed umlauts', () => {
    expect(move('8D GRU\u0308NDE', GERMAN).tiles[2]!.letter).toBe('Ü');
  });
});

describe('makeMove', () => {
  it('writes a move as parseMove reads it', () => {
    expect(makeMove(move('8D GRÜNDE', GERMAN))).toBe('8D GRÜNDE');
    expect(makeMove(move('H6 AA.D', GERMAN))).toBe('H6 AA.D');
    expect(makeMove(move('10F AVERij', DUTCH_IJ))).toBe('10F AVERij');
  });

  it('extends the word over board tiles before and after it when given the board', () => {
    const board = boardAfter(DUTCH_IJ, ['8F DORP', 'H6 AA.D', '10F AVERIJ']);
    const op = { direction: 'across' as const, tiles: move('9I OP', DUTCH_IJ).tiles };
    expect(makeMove(op)).toBe('9I OP');
    expect(makeMove(op, board)).toBe('9H .OP');
    const through = boardAfter(GERMAN, ['8F LAST']);
    expect(makeMove(move('8C AUS....UNG', GERMAN), through)).toBe('8C AUS....UNG');
    expect(makeMove(move('8C AUS', GERMAN), through)).toBe('8C AUS....');
  });

  it('puts the tiles in reading order', () => {
    const m = move('8D GRÜNDE', GERMAN);
    expect(makeMove({ direction: 'across', tiles: [...m.tiles].reverse() })).toBe('8D GRÜNDE');
  });

  it('writes a single tile in the direction of the move', () => {
    const board = boardAfter(GERMAN, ['8G HUND']);
    expect(makeMove({ direction: 'down', tiles: [{ row: 8, col: 6, letter: 'A', blank: false }] }, board)).toBe('G8 .A');
    expect(makeMove({ direction: 'across', tiles: [{ row: 8, col: 6, letter: 'A', blank: false }] }, board)).toBe('9G A');
  });

  it('writes nothing for a move without tiles, and stops at the board edge', () => {
    expect(makeMove({ direction: 'across', tiles: [] })).toBe('');
    const edge = boardAfter(GERMAN, ['8H HUND', 'K8 .ALT', '11L ALLE']);
    expect(makeMove(move('11J AB', GERMAN), edge)).toBe('11J AB....');
  });

  it('writes nothing for a tile off every board (rows and columns run from 0 to 25), however far off', () => {
    const tile = (row: number, col: number) => ({ row, col, letter: 'A', blank: false });
    expect(makeMove({ direction: 'down', tiles: [tile(0, 0), tile(Number.MAX_SAFE_INTEGER, 0)] })).toBe('');
    expect(makeMove({ direction: 'across', tiles: [tile(0, 0), tile(0, 5_000_000)] })).toBe('');
    expect(makeMove({ direction: 'across', tiles: [tile(-1, 0)] })).toBe('');
    expect(makeMove({ direction: 'across', tiles: [tile(0, 0), tile(0, 25)] })).toBe(`1A A${'.'.repeat(24)}A`);
  });

  it('leaves the board alone', () => {
    const board = emptyBoard(GERMAN);
    const before = JSON.stringify(board);
    makeMove(move('8D GRÜNDE', GERMAN), board);
    expect(JSON.stringify(board)).toBe(before);
  });
});

describe('parseMove: refusals', () => {
  it('refuses text that is not a move', () => {
    for (const text of ['', '8D', 'GRÜNDE', '8D GRÜNDE X', '100D A', 'D100 A', '0D A', '8D A1', '8D ?', `8D ${'A'.repeat(300)}`]) {
      const r = parseMove(text, GERMAN);
      expect(r.ok ? 'accepted' : r.error.code, text).toBe('bad-notation');
    }
  });
});

describe('parseMove reads notation only', () => {
  it('reads positions beyond the board, which validation then refuses', () => {
    const m = move('Z99 AB', GERMAN);
    expect(m.tiles[0]).toMatchObject({ row: 98, col: 25 });
    const v = validateMove(emptyBoard(GERMAN), m, GERMAN);
    expect(v.ok ? 'accepted' : v.error.code).toBe('outside-board');
  });
});
