import { describe, expect, it } from 'vitest';
import { bingoFor, DUTCH_IJ, emptyBoard, ENGLISH, GERMAN, scoreMove, scoreTotal, type RuleSet } from '../../src/index.js';
import { boardAfter, boardOf, breakdown, move, score } from './helpers.js';

describe('scoring rules (RULES.md section 4)', () => {
  describe('bingo', () => {
    it('adds 50 once, after multiplication, for all 7 tiles of a rack', () => {
      const s = score(emptyBoard(GERMAN), '8D GRÜNDEN', GERMAN);
      expect(s.words[0]).toMatchObject({ word: 'GRÜNDEN', letterSum: 15, wordMultiplier: 2, score: 30 });
      expect(s.bingo).toBe(50);
      expect(s.tilesPlaced).toBe(7);
      expect(s.total).toBe(30 + 50);
    });

    it('adds it once although the move forms several words', () => {
      const board = boardAfter(ENGLISH, ['8G ZOO']);
      const s = score(board, '9A RETAINS', ENGLISH);
      expect(s.words.length).toBeGreaterThan(1);
      expect(s.bingo).toBe(50);
      expect(s.total).toBe(s.words.reduce((n, w) => n + w.score, 0) + 50);
    });

    it('gives nothing for six tiles, and follows the rule set', () => {
      expect(score(emptyBoard(GERMAN), '8D GRÜNDE', GERMAN).bingo).toBe(0);
      expect(bingoFor(7, GERMAN)).toBe(50);
      expect(bingoFor(6, GERMAN)).toBe(0);
      expect(bingoFor(8, GERMAN)).toBe(0);
      const eight: RuleSet = { ...GERMAN, rackSize: 8, bingoBonus: 35 };
      expect(bingoFor(8, eight)).toBe(35);
      expect(bingoFor(7, eight)).toBe(0);
      expect(score(emptyBoard(eight), '8D GRÜNDEN', eight).total).toBe(30);
    });
  });

  describe('blanks', () => {
    it('count 0 on a letter premium', () => {
      expect(score(emptyBoard(GERMAN), '8D gRÜNDE', GERMAN).words[0]).toMatchObject({ letterSum: 10, wordMultiplier: 2, score: 20 });
    });

    it('still take the word premium of their square', () => {
      const s = score(emptyBoard(GERMAN), '8D GRÜNdE', GERMAN);
      expect(s.words[0]).toMatchObject({ letterSum: 13, wordMultiplier: 2, score: 26 });
      expect(s.words[0]!.blanks).toEqual([false, false, false, false, true, false]);
    });

    it('count 0 when they lie on the board, and an all-blank word scores 0', () => {
      const board = boardAfter(GERMAN, ['8G hund']);
      expect(score(emptyBoard(GERMAN), '8G hund', GERMAN).total).toBe(0);
      expect(breakdown(score(board, 'F8 h', GERMAN))).toEqual(['HHUND 0']);
      expect(breakdown(score(board, 'K8 S', GERMAN))).toEqual(['HUNDS 1']);
    });

    it('may stand for the Dutch IJ', () => {
      const s = score(emptyBoard(DUTCH_IJ), '8F AVERij', DUTCH_IJ);
      expect(s.words[0]).toMatchObject({ word: 'AVERIJ', letters: ['A', 'V', 'E', 'R', 'IJ'], blanks: [false, false, false, false, true] });
      expect(s.total).toBe((1 + 4 + 1 + 2 + 0) * 2);
    });
  });

  describe('word multipliers multiply', () => {
    it('two double words: ×4 (E5 and K5 around five tiles on the board)', () => {
      const board = boardOf(GERMAN, { 5: '.....TTTTT.....', 6: '.......T.......', 7: '.......T.......' });
      const s = score(board, '5E E.....E', GERMAN);
      expect(s.words[0]).toMatchObject({ word: 'ETTTTTE', letterSum: 7, wordMultiplier: 4, score: 28 });
      expect(s.total).toBe(28);
    });

    it('two triple words: ×9 (A1 and H1)', () => {
      const board = boardOf(ENGLISH, { 1: '.AAAAAA........', 2: '......A........' });
      const s = score(board, '1A Q......Z', ENGLISH);
      expect(s.words[0]).toMatchObject({ word: 'QAAAAAAZ', letterSum: 10 + 6 + 10, wordMultiplier: 9, score: 234 });
    });

    it('a double and a triple word: ×6 (A8 and the start square H8)', () => {
      const board = boardOf(ENGLISH, { 8: '.BBBBBB........' });
      const s = score(board, '8A C......C', ENGLISH);
      expect(s.words[0]).toMatchObject({ word: 'CBBBBBBC', letterSum: 3 + 18 + 3, wordMultiplier: 6, score: 144 });
    });

    it('a letter premium under a new tile counts in both words it forms', () => {
      const board = boardOf(ENGLISH, { 9: '.........T.....', 10: '........E......' });
      const s = score(board, '10J X', ENGLISH);
      expect(breakdown(s)).toEqual(['EX 25', 'TX 25']);
      expect(s.total).toBe(50);
    });

    it('a word premium under a new tile doubles both words it forms', () => {
      const board = boardOf(ENGLISH, { 10: '..........O....', 11: '........AT.....' });
      const s = score(board, '11K X', ENGLISH);
      expect(breakdown(s)).toEqual(['ATX 20', 'OX 18']);
      expect(s.words.map((w) => w.wordMultiplier)).toEqual([2, 2]);
      expect(s.total).toBe(38);
    });

    it('a word that reaches the edge of the board: the triple word O8 under the new tile, the double letter L8 under an old one', () => {
      const board = boardOf(GERMAN, { 8: '..........HUND.' });
      expect(breakdown(score(board, '8K ....E', GERMAN))).toEqual(['HUNDE 18']);
      expect(breakdown(score(board, 'O7 EE', GERMAN))).toEqual(['EE 6', 'HUNDE 18']);
      const column = boardOf(GERMAN, { 12: '.......H.......', 13: '.......U.......', 14: '.......N.......' });
      expect(breakdown(score(column, 'H11 E...D', GERMAN))).toEqual(['EHUND 18']);
    });

    it('premiums count only in the move that first covers the square', () => {
      const board = boardAfter(GERMAN, ['8D GRÜNDE']);
      // through the G on the double letter D8 and the D on the start square: face value only
      const s = score(board, 'D7 M.', GERMAN);
      expect(breakdown(s)).toEqual(['MG 5']);
    });
  });

  it('scoreTotal agrees with scoreMove', () => {
    const board = boardAfter(GERMAN, ['8F HUND']);
    const m = move('9G MAUS', GERMAN);
    const full = scoreMove(board, m, GERMAN);
    expect(full.ok && full.value.total).toBe(22);
    expect(scoreTotal(board, m, GERMAN)).toEqual({ ok: true, value: 22 });
  });
});

describe('a custom tile set outside the Latin alphabet', () => {
  const CYRILLIC: RuleSet = {
    ...GERMAN,
    id: 'cyrillic-test',
    tiles: { id: 'cy', name: 'Cyrillic test set', blanks: 2, letters: [
      { letter: 'Д', count: 4, value: 2 }, { letter: 'О', count: 9, value: 1 }, { letter: 'М', count: 4, value: 3 },
    ] },
  };

  it('reads, validates and scores moves with letters beyond the lookup table, blanks included', () => {
    const first = score(emptyBoard(CYRILLIC), '8G ДОМ', CYRILLIC);
    expect(breakdown(first)).toEqual(['ДОМ 12']);
    const board = boardAfter(CYRILLIC, ['8G ДОМ']);
    const second = score(board, 'I7 д.О', CYRILLIC);
    expect(breakdown(second)).toEqual(['ДМО 5']);
    expect(second.words[0]!.blanks).toEqual([true, false, false]);
    const after = boardAfter(CYRILLIC, ['I7 д.О'], board);
    expect(breakdown(score(after, '6I О', CYRILLIC))).toEqual(['ОДМО 5']);
  });
});
