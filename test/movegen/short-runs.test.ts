import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles } from '../../src/board/board.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { oneTileChecksOf } from '../../src/movegen/search.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { alphabetOf } from '../../src/tiles/alphabet.js';
import { bruteForceMoves, fixtureWords, lexiconOf, placementKey } from './helpers.js';

/** The letters (as a bitmask by code) that make a two-letter word with `code`, before or after it. */
function twoLetterMask(set: Set<string>, letters: readonly string[], code: number, tileFirst: boolean): number {
  let mask = 0;
  letters.forEach((letter, other) => {
    const word = tileFirst ? `${letters[code]}|${letter}` : `${letter}|${letters[code]}`;
    if (set.has(word)) mask |= 1 << other;
  });
  return mask;
}

describe('cross-checks beside one or two tiles', () => {
  const cases: [string, RuleSet, string][] = [
    ['German', GERMAN, 'de-small.txt'],
    ['English', ENGLISH, 'en-small.txt'],
    ['Dutch with the IJ tile', DUTCH_IJ, 'nl-ij-small.txt'],
  ];
  for (const [name, rules, file] of cases) {
    it(`are the two-letter words of the lexicon (${name})`, () => {
      const { lexicon, set } = lexiconOf(fixtureWords(file), rules);
      const letters = alphabetOf(rules.tiles).letters;
      const table = oneTileChecksOf(lexicon.nodes, lexicon.root, letters.length);
      let words = 0;
      letters.forEach((_, code) => {
        expect(table[code], `after ${letters[code]}`).toBe(twoLetterMask(set, letters, code, true));
        expect(table[32 + code], `before ${letters[code]}`).toBe(twoLetterMask(set, letters, code, false));
        words += table[code]!.toString(2).split('1').length - 1;
      });
      expect(words).toBeGreaterThan(0);
      for (let code = letters.length; code < 32; code++) {
        expect(table[code]).toBe(0);
        expect(table[32 + code]).toBe(0);
      }
    });
  }

  it('decide the plays beside a lone tile, as a brute-force search finds them', () => {
    // AB and AA but no BA: B may follow A, not come before it, across and down.
    const { lexicon, set } = lexiconOf(['AB', 'AA', 'BB'], GERMAN);
    const board = withTiles(emptyBoard(GERMAN), [{ row: 7, col: 7, letter: 'A', blank: false }]);
    for (const rack of [['B'], ['B', 'B'], ['A', 'B'], ['A', 'B', 'B']]) {
      const moves = generateMoves(board, rack, GERMAN, lexicon);
      expect(moves.ok).toBe(true);
      if (!moves.ok) return;
      const found = new Map(moves.value.map((m) => [placementKey(m.move.tiles), m.score]));
      expect(found.size).toBe(moves.value.length);
      expect(found, rack.join('')).toEqual(bruteForceMoves(board, rack, GERMAN, set));
    }
    // B after A across, or below it: two plays of one B.
    const one = generateMoves(board, 'B', GERMAN, lexicon);
    expect(one.ok && one.value.map((m) => placementKey(m.move.tiles)).sort()).toEqual(['7,8,B,0', '8,7,B,0']);
  });

  it('decide the plays beside and between runs of two tiles, as a brute-force search finds them', () => {
    // Words that read differently backwards, so that a run's direction matters.
    const { lexicon, set } = lexiconOf(['AB', 'ABE', 'EAB', 'ANB', 'BE', 'NE', 'EN', 'BEN', 'NAB', 'AN'], GERMAN);
    // AB down in column 7 (rows 6 and 7), and A . B across in row 10 with a gap at column 8.
    const board = withTiles(emptyBoard(GERMAN), [
      { row: 6, col: 7, letter: 'A', blank: false },
      { row: 7, col: 7, letter: 'B', blank: false },
      { row: 10, col: 7, letter: 'A', blank: false },
      { row: 10, col: 9, letter: 'B', blank: false },
    ]);
    let plays = 0;
    for (const rack of [['E'], ['N'], ['E', 'N'], ['A', 'E', 'N'], ['B', 'E', 'N']]) {
      const moves = generateMoves(board, rack, GERMAN, lexicon);
      expect(moves.ok).toBe(true);
      if (!moves.ok) return;
      const found = new Map(moves.value.map((m) => [placementKey(m.move.tiles), m.score]));
      expect(found, rack.join('')).toEqual(bruteForceMoves(board, rack, GERMAN, set));
      plays += found.size;
    }
    expect(plays).toBeGreaterThan(5);
    // E under AB (ABE), E over it (EAB), N between A and B (ANB).
    const e = generateMoves(board, 'E', GERMAN, lexicon);
    expect(e.ok && e.value.map((m) => placementKey(m.move.tiles))).toEqual(expect.arrayContaining(['8,7,E,0', '5,7,E,0']));
    const n = generateMoves(board, 'N', GERMAN, lexicon);
    expect(n.ok && n.value.map((m) => placementKey(m.move.tiles))).toEqual(expect.arrayContaining(['10,8,N,0']));
  });
});
