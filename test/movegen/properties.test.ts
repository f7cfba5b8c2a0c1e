import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTiles, type Board } from '../../src/board/board.js';
import { parseLayout } from '../../src/board/layout.js';
import { validateMove } from '../../src/move/validate.js';
import { bestMove, generateMoves, hasAnyMove } from '../../src/movegen/index.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { scoreMove } from '../../src/score.js';
import { allTiles } from '../../src/tiles/tile-set.js';
import { bruteForceMoves, fixtureWords, lexiconOf, placementKey, playPicks, tileWord } from './helpers.js';

const SMALL = parseLayout(
  ["=  '  =", ' -   - ', '  \'"\'  ', '=  -  =', '  \'"\'  ', ' -   - ', "=  '  ="].map((row) => `|${row}|`).join('\n'),
  'small7', 'Small 7×7',
);
if (!SMALL.ok) throw new Error(SMALL.error.message);
const smallRules = (rules: RuleSet): RuleSet => ({ ...rules, layout: SMALL.value });

interface Case {
  readonly name: string;
  readonly rules: RuleSet;
  readonly words: string[];
}

const CASES: Case[] = [
  { name: 'German', rules: GERMAN, words: fixtureWords('de-small.txt') },
  { name: 'Dutch IJ', rules: DUTCH_IJ, words: fixtureWords('nl-ij-small.txt') },
  { name: 'English', rules: ENGLISH, words: fixtureWords('en-small.txt') },
];

/** A position reached by playing random generated moves from random racks; sometimes with stray tiles too. */
function positionArbitrary(rules: RuleSet, lexicon: ReturnType<typeof lexiconOf>['lexicon'], maxRack: number, maxBlanks: number) {
  const letters = rules.tiles.letters.map((s) => s.letter);
  const tile = fc.constantFrom(...allTiles(rules.tiles).filter((t) => t !== '?'));
  return fc.record({
    picks: fc.array(fc.record({ rack: fc.array(tile, { minLength: 1, maxLength: 7 }), pick: fc.nat() }), { maxLength: 6 }),
    stray: fc.array(fc.record({ at: fc.nat(), letter: fc.constantFrom(...letters), blank: fc.boolean() }), { maxLength: 2 }),
    rack: fc.array(tile, { minLength: 0, maxLength: maxRack }),
    blanks: fc.integer({ min: 0, max: maxBlanks }),
  }).map(({ picks, stray, rack, blanks }) => {
    let board: Board = playPicks(rules, lexicon, picks);
    const size = board.rows * board.cols;
    const extra = stray
      .filter((s) => board.cells.some((c) => c != null) && board.cells[s.at % size] == null)
      .map((s) => ({ row: Math.floor((s.at % size) / board.cols), col: (s.at % size) % board.cols, letter: s.letter, blank: s.blank }));
    board = withTiles(board, extra);
    const fullRack = [...rack, ...Array<string>(blanks).fill('?')].slice(0, Math.max(maxRack, blanks));
    return { board, rack: fullRack };
  });
}

describe.each(CASES)('generateMoves, $name', ({ rules, words }) => {
  const { lexicon, set } = lexiconOf(words, rules);

  it('law: every move is legal, forms only lexicon words, scores as scoreMove, appears once, best first', () => {
    fc.assert(
      fc.property(positionArbitrary(rules, lexicon, 7, 2), ({ board, rack }) => {
        const moves = generateMoves(board, rack, rules, lexicon);
        expect(moves.ok).toBe(true);
        if (!moves.ok) return;
        const keys = new Set<string>();
        let previous = Infinity;
        for (const { move, score } of moves.value) {
          const valid = validateMove(board, move, rules, { rack });
          expect(valid.ok).toBe(true);
          if (!valid.ok) return;
          for (const w of valid.value.words) expect(set.has(tileWord(w))).toBe(true);
          const scored = scoreMove(board, move, rules);
          expect(scored.ok && scored.value.total).toBe(score);
          keys.add(placementKey(move.tiles));
          const order = move.tiles.map((t) => t.row * 100 + t.col);
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(score).toBeLessThanOrEqual(previous);
          previous = score;
        }
        expect(keys.size).toBe(moves.value.length);
        const best = bestMove(board, rack, rules, lexicon);
        expect(best.ok && best.value).toEqual(moves.value[0] ?? null);
        expect(hasAnyMove(board, rack, rules, lexicon)).toEqual({ ok: true, value: moves.value.length > 0 });
      }),
      { numRuns: 120 },
    );
  });

  it('law: on a small board, a brute-force search finds exactly the same placements and scores', () => {
    const small = smallRules(rules);
    let withMoves = 0;
    fc.assert(
      fc.property(positionArbitrary(small, lexicon, 4, 1), ({ board, rack }) => {
        const moves = generateMoves(board, rack, small, lexicon);
        expect(moves.ok).toBe(true);
        if (!moves.ok) return;
        const ours = new Map(moves.value.map((m) => [placementKey(m.move.tiles), m.score]));
        expect(ours.size).toBe(moves.value.length);
        const brute = bruteForceMoves(board, rack, small, set);
        expect([...ours.entries()].sort()).toEqual([...brute.entries()].sort());
        if (brute.size > 0) withMoves++;
      }),
      { numRuns: 40 },
    );
    expect(withMoves).toBeGreaterThanOrEqual(3);
  });
});

describe('brute-force agreement with two blanks', () => {
  const { lexicon, set } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
  const small = smallRules(ENGLISH);
  it('law: racks of up to three tiles with two blanks', () => {
    fc.assert(
      fc.property(positionArbitrary(small, lexicon, 1, 2), ({ board, rack }) => {
        const moves = generateMoves(board, rack, small, lexicon);
        if (!moves.ok) throw new Error(moves.error.message);
        const ours = new Map(moves.value.map((m) => [placementKey(m.move.tiles), m.score]));
        expect(ours.size).toBe(moves.value.length);
        expect([...ours.entries()].sort()).toEqual([...bruteForceMoves(board, rack, small, set).entries()].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('law: racks of up to three blanks and nothing else (the general way of giving letters blanks)', () => {
    let threeBlanks = 0;
    fc.assert(
      fc.property(positionArbitrary(small, lexicon, 0, 3), ({ board, rack }) => {
        const moves = generateMoves(board, rack, small, lexicon);
        if (!moves.ok) throw new Error(moves.error.message);
        const ours = new Map(moves.value.map((m) => [placementKey(m.move.tiles), m.score]));
        expect(ours.size).toBe(moves.value.length);
        expect([...ours.entries()].sort()).toEqual([...bruteForceMoves(board, rack, small, set).entries()].sort());
        if (rack.filter((t) => t === '?').length === 3 && moves.value.length > 0) threeBlanks++;
      }),
      { numRuns: 20 },
    );
    expect(threeBlanks).toBeGreaterThan(0);
  });
});
