import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board/board.js';
import { placed } from '../../src/bot/candidates.js';
import { endgameWords } from '../../src/bot/endgame-words.js';
import { solveEndgamePosition } from '../../src/bot/endgame.js';
import { tilesOfMove, without } from '../../src/bot/racks.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { generateMoveList } from '../../src/movegen/move-list.js';
import { DUTCH_IJ, ENGLISH } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { fixtureWords } from '../movegen/helpers.js';
import { LETTERS, lexiconFrom, openedBoard, randomWords } from './random-positions.js';
import { boardWith, small } from './helpers.js';


/** The moves of a list as plain data, in the list's order. */
function listed(board: Board, rack: readonly string[], rules: RuleSet, lexicon: CompactLexicon): string[] {
  const list = generateMoveList(board, rack, rules, lexicon);
  if (!list.ok) throw new Error(list.error.message);
  return list.value.toArray().map((m) => JSON.stringify(m));
}

/**
 * Plays a line of moves (chosen by `picks`) from `board` with the two racks, and checks at every
 * turn that both racks have the same moves, in the same order, with the endgame's words as with
 * the whole lexicon.
 */
function checkLine(board: Board, racks: readonly [string[], string[]], picks: readonly number[], rules: RuleSet, lexicon: CompactLexicon): number {
  const words = endgameWords(board, [...racks[0], ...racks[1]], lexicon);
  expect(words).not.toBeNull();
  const pruned = lexiconFrom(words!, rules);
  let own = racks[0];
  let theirs = racks[1];
  let checked = 0;
  for (const pick of picks) {
    for (const rack of [own, theirs]) {
      expect(listed(board, rack, rules, pruned)).toEqual(listed(board, rack, rules, lexicon));
      checked++;
    }
    const moves = generateMoves(board, own, rules, lexicon);
    if (!moves.ok || moves.value.length === 0) break;
    const move = moves.value[pick % moves.value.length]!.move;
    const left = without(own, tilesOfMove(move))!;
    if (left.length === 0) break;
    board = placed(board, move);
    [own, theirs] = [theirs, left];
  }
  return checked;
}


describe('endgameWords', () => {
  it('gives a lexicon with every play of the whole one, in the same order, along any line of play (random word lists, racks with blanks)', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomWords, fc.array(fc.constantFrom(...LETTERS, '?'), { minLength: 1, maxLength: 7 }), fc.array(fc.constantFrom(...LETTERS, '?'), { minLength: 1, maxLength: 7 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 4 }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (words, own, theirs, opening, picks) => {
          const lexicon = lexiconFrom(words, ENGLISH);
          const board = openedBoard(lexicon, opening);
          checked += checkLine(board, [own, theirs], picks, ENGLISH, lexicon);
        }),
      { numRuns: 60, seed: 29 },
    );
    expect(checked).toBeGreaterThan(200);
  });

  it('keeps the words of tiles of more than one letter (IJ) and those through blanks on the board', () => {
    const lexicon = lexiconFrom(fixtureWords('nl-ij-small.txt'), DUTCH_IJ);
    let board = emptyBoard(DUTCH_IJ);
    const first = generateMoves(board, ['P', 'R', 'IJ', 'S', '?'], DUTCH_IJ, lexicon);
    if (!first.ok) throw new Error(first.error.message);
    const withBlank = first.value.find((m) => m.move.tiles.some((t) => t.blank));
    expect(withBlank).toBeDefined();
    board = placed(board, withBlank!.move);
    const words = endgameWords(board, ['D', 'IJ', 'K', 'O', 'P', 'W', 'IJ', 'B', 'E', 'R'], lexicon)!;
    expect(words).toEqual(expect.arrayContaining(['IJS', 'DIJK', 'BIJ', 'WIJ']));
    expect(checkLine(board, [['D', 'IJ', 'K', 'O', 'P'], ['W', 'IJ', 'B', 'E', 'R']], [0, 3, 1, 2], DUTCH_IJ, lexicon)).toBeGreaterThan(2);
  });

  it('leaves out words no play can form: a word needing more tiles than both racks hold', () => {
    const board = boardWith([[7, 5, 'across', 'STONE']]);
    const words = endgameWords(board, ['A', 'T'], small.lexicon)!;
    expect(words).toContain('AT');          // of the racks alone
    expect(words).toContain('SAT');         // through the S on the board
    expect(words).not.toContain('SAINT');   // needs S, I, N on empty squares
    expect(words).not.toContain('STONE');   // on the board already, no tile to add
    expect(words.every((w) => small.lexicon.has(w))).toBe(true);
  });

  it('returns null for a tile outside the lexicon\'s alphabet', () => {
    expect(endgameWords(emptyBoard(ENGLISH), ['Ä'], small.lexicon)).toBeNull();
  });
});

describe('solveEndgame with the endgame\'s words', () => {
  it('finds the same value and line whether it narrows the lexicon at once or never', () => {
    const tile = fc.constantFrom('A', 'E', 'I', 'N', 'O', 'S', 'T', '?');
    const boards = [boardWith([[7, 5, 'across', 'STONE']]), boardWith([[7, 3, 'across', 'SAINT'], [7, 7, 'down', 'TEA'], [9, 7, 'across', 'ANTI']])];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: boards.length - 1 }), fc.array(tile, { minLength: 1, maxLength: 3 }), fc.array(tile, { minLength: 1, maxLength: 3 }),
        (b, own, theirs) => {
          const position = { rules: ENGLISH, board: boards[b]!, racks: [own, theirs] as const };
          const at = solveEndgamePosition(position, small.lexicon, { width: Infinity, timeMs: 60_000, pruneAfter: 0 });
          const never = solveEndgamePosition(position, small.lexicon, { width: Infinity, timeMs: 60_000, pruneAfter: Infinity });
          expect(at.ok && never.ok).toBe(true);
          if (!at.ok || !never.ok) return;
          expect(at.value.exact).toBe(true);
          expect(at.value.value).toBe(never.value.value);
          expect(at.value.line.map((t) => t.notation)).toEqual(never.value.line.map((t) => t.notation));
          expect(at.value.nodes).toBe(never.value.nodes);
        }),
      { numRuns: 40, seed: 31 },
    );
  });
});
