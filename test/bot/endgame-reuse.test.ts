import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board/board.js';
import { placed } from '../../src/bot/candidates.js';
import { markLines, reuseMoves, reuseRoom } from '../../src/bot/endgame-reuse.js';
import { tilesOfMove, without } from '../../src/bot/racks.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { Move } from '../../src/move/move.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { boardCodes, createRecordGenerator, type RecordList } from '../../src/movegen/records.js';
import { recordTile, shapeCount } from '../../src/movegen/search.js';
import { DUTCH_IJ, ENGLISH } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { alphabetOf } from '../../src/tiles/alphabet.js';
import { fixtureWords } from '../movegen/helpers.js';
import { LETTERS, lexiconFrom, openedBoard, randomWords } from './random-positions.js';


/** The records of a list as lists of integers (score, shape, tiles), in the list's order. */
function recordsOf(list: RecordList): number[][] {
  return Array.from(list.starts, (at) => {
    const count = shapeCount(list.data[at + 1]!);
    return [list.data[at]!, list.data[at + 1]!, ...Array.from({ length: count }, (_, k) => recordTile(list.data, at, k))];
  });
}

/** A rack as counts by letter code and blanks. */
function counts(rack: readonly string[], rules: RuleSet): [Int32Array, number] {
  const codes = alphabetOf(rules.tiles).codes;
  const out = new Int32Array(32);
  let blanks = 0;
  for (const tile of rack) {
    if (tile === '?') blanks++;
    else out[codes.get(tile)!]!++;
  }
  return [out, blanks];
}

/**
 * From `board`, the player with `rack` plays a move (chosen by `pick`) and the opponent one (from
 * `other`); the player's moves after both, built from the player's list before them, are the
 * moves a whole generation gives, in the same order.
 */
function checkReuse(board: Board, rack: readonly string[], other: readonly string[], picks: readonly [number, number], rules: RuleSet, lexicon: CompactLexicon): boolean {
  const generator = createRecordGenerator(rules, lexicon, board);
  if (!generator.ok) throw new Error(generator.error.message);
  const [bigCounts, bigBlanks] = counts(rack, rules);
  const source = generator.value.list(boardCodes(board, rules)!, bigCounts, bigBlanks);
  if (!source.ok) throw new Error(source.error.message);
  const squares: number[] = [];
  let left = [...rack];
  const playFrom = (tiles: readonly string[], pick: number): Move | null => {
    const moves = generateMoves(board, tiles, rules, lexicon);
    if (!moves.ok || moves.value.length === 0) return null;
    const move = moves.value[pick % moves.value.length]!.move;
    for (const t of move.tiles) squares.push(t.row * board.cols + t.col);
    board = placed(board, move);
    return move;
  };
  const mine = playFrom(rack, picks[0]);
  if (mine !== null) left = without(rack, tilesOfMove(mine))!;
  playFrom(other, picks[1]);
  if (left.length === 0) return false;
  const cells = boardCodes(board, rules)!;
  const lines = new Uint8Array(52);
  markLines(cells, board.rows, board.cols, Int32Array.from(squares), 0, squares.length, lines);
  const [leftCounts, leftBlanks] = counts(left, rules);
  const reused = reuseMoves(generator.value, cells, leftCounts, leftBlanks, source.value, lines, reuseRoom());
  const whole = generator.value.list(cells, leftCounts, leftBlanks);
  if (!reused.ok || !whole.ok) throw new Error('generation failed');
  expect(recordsOf(reused.value)).toEqual(recordsOf(whole.value));
  return true;
}


describe('reusing a player\'s moves of a turn earlier', () => {
  it('gives the moves of a whole generation, in the same order, after a move of each player (random word lists, racks with blanks)', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomWords, fc.array(fc.constantFrom(...LETTERS, '?'), { minLength: 2, maxLength: 7 }), fc.array(fc.constantFrom(...LETTERS, '?'), { minLength: 1, maxLength: 7 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(),
        (words, rack, other, opening, first, second) => {
          const lexicon = lexiconFrom(words, ENGLISH);
          const board = openedBoard(lexicon, opening);
          if (board.cells.every((c) => c == null)) return;
          if (checkReuse(board, rack, other, [first, second], ENGLISH, lexicon)) checked++;
        }),
      { numRuns: 150, seed: 37 },
    );
    expect(checked).toBeGreaterThan(80);
  });

  it('does so with tiles of two letters (IJ)', () => {
    const lexicon = lexiconFrom(fixtureWords('nl-ij-small.txt'), DUTCH_IJ);
    const opening = generateMoves(emptyBoard(DUTCH_IJ), ['P', 'R', 'IJ', 'S'], DUTCH_IJ, lexicon);
    if (!opening.ok || opening.value.length === 0) throw new Error('no opening');
    const board = placed(emptyBoard(DUTCH_IJ), opening.value[0]!.move);
    let checked = 0;
    for (let pick = 0; pick < 6; pick++) if (checkReuse(board, ['D', 'IJ', 'K', 'O', '?'], ['W', 'IJ', 'B', 'E', 'R'], [pick, pick + 1], DUTCH_IJ, lexicon)) checked++;
    expect(checked).toBeGreaterThan(3);
  });
});
