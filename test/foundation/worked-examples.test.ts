import { describe, expect, it } from 'vitest';
import { DUTCH_IJ, emptyBoard, GERMAN, scoreTotal } from '../../src/index.js';
import { boardAfter, boardOf, breakdown, move, score } from './helpers.js';

/** Every worked example of RULES.md section 4, with the exact score and the per-word breakdown. */
describe('worked examples (RULES.md section 4)', () => {
  describe('German booklet 000', () => {
    it('8D GRÜNDE on an empty board: (2×2 + 1 + 6 + 1 + 1 + 1) × 2 = 28', () => {
      const s = score(emptyBoard(GERMAN), '8D GRÜNDE', GERMAN);
      expect(s.total).toBe(28);
      expect(s.words).toHaveLength(1);
      expect(s.words[0]).toMatchObject({ word: 'GRÜNDE', letterSum: 14, wordMultiplier: 2, score: 28, main: true });
      expect(s.bingo).toBe(0);
    });

    it('8C AUS....UNG through LAST: AUSLASTUNG 15, not the misprinted 16', () => {
      const board = boardAfter(GERMAN, ['8F LAST']);
      const s = score(board, '8C AUS....UNG', GERMAN);
      expect(breakdown(s)).toEqual(['AUSLASTUNG 15']);
      expect(s.words[0]).toMatchObject({ letterSum: 15, wordMultiplier: 1 });
      expect(s.words[0]!.isNew).toEqual([true, true, true, false, false, false, false, true, true, true]);
      expect(s.total).toBe(15);
      expect(s.tilesPlaced).toBe(6);
    });

    it('F8 .ASE from the H of HUND: HASE 7 (S on the triple letter F10)', () => {
      const s = score(boardAfter(GERMAN, ['8F HUND']), 'F8 .ASE', GERMAN);
      expect(breakdown(s)).toEqual(['HASE 7']);
      expect(s.total).toBe(7);
    });

    it('9G MAUS under HUND: MAUS 10, UM 7, NA 2, DU 3 = 22', () => {
      const s = score(boardAfter(GERMAN, ['8F HUND']), '9G MAUS', GERMAN);
      expect(breakdown(s)).toEqual(['MAUS 10', 'UM 7', 'NA 2', 'DU 3']);
      expect(s.words.map((w) => w.direction)).toEqual(['across', 'down', 'down', 'down']);
      expect(s.total).toBe(22);
    });

    it('9E HEXE ending TOR: HEXE 20, TORE 5 = 25', () => {
      const s = score(boardAfter(GERMAN, ['H6 TOR']), '9E HEXE', GERMAN);
      expect(breakdown(s)).toEqual(['HEXE 20', 'TORE 5']);
      expect(s.total).toBe(25);
    });

    it('E6 B.TTE. through EIFER and ANDERE: BITTEN 8, no premium under a new tile', () => {
      const board = boardOf(GERMAN, { 7: '...EIFER.......', 11: '...ANDERE......' });
      const s = score(board, 'E6 B.TTE.', GERMAN);
      expect(breakdown(s)).toEqual(['BITTEN 8']);
      expect(s.words[0]).toMatchObject({ letterSum: 8, wordMultiplier: 1, direction: 'down' });
      expect(s.total).toBe(8);
    });
  });

  describe('Dutch booklet 003: four turns in sequence', () => {
    const turns: [string, string[], number][] = [
      ['8F DORP', ['DORP 16'], 16],
      ['H6 AA.D', ['AARD 6'], 6],
      ['10F AVERIJ', ['AVERIJ 22', 'AARDE 7'], 29],
      ['9H .OP', ['DOP 7', 'POR 7', 'PIJ 7'], 21],
    ];
    turns.forEach(([text, words, total], turn) => {
      it(`${text} scores ${total}: ${words.join(', ')}`, () => {
        const board = boardAfter(DUTCH_IJ, turns.slice(0, turn).map(([before]) => before));
        const s = score(board, text, DUTCH_IJ);
        expect(breakdown(s)).toEqual(words);
        expect(s.total).toBe(total);
        expect(scoreTotal(board, move(text, DUTCH_IJ), DUTCH_IJ)).toEqual({ ok: true, value: total });
      });
    });

    it('places AVERIJ as five tiles, the IJ on one square', () => {
      const m = move('10F AVERIJ', DUTCH_IJ);
      expect(m.tiles.map((t) => t.letter)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
      expect(m.tiles[4]).toMatchObject({ row: 9, col: 9 });
    });

    it('counts the O on the double letter I9 double in POR too (21, not the misprinted 20)', () => {
      const before = boardAfter(DUTCH_IJ, ['8F DORP', 'H6 AA.D', '10F AVERIJ']);
      const s = score(before, '9H .OP', DUTCH_IJ);
      const por = s.words.find((w) => w.word === 'POR');
      expect(por).toMatchObject({ letterSum: 3 + 1 * 2 + 2, wordMultiplier: 1, score: 7 });
      expect(s.total).not.toBe(20);
    });
  });
});
