import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import { placeMove } from '../../src/move/place.js';
import { bestMove, countMoves, createMovegenContext, generateMoves, hasAnyMove, topMoves } from '../../src/movegen/index.js';
import { GERMAN } from '../../src/rules/presets.js';
import { allTiles } from '../../src/tiles/tile-set.js';
import { FIXTURE_CASES, fixtureWords, lexiconOf } from './helpers.js';

const CASES = FIXTURE_CASES;

describe.each(CASES)('generator context, $name', ({ rules, words }) => {
  const { lexicon } = lexiconOf(words, rules);
  const tile = fc.constantFrom(...allTiles(rules.tiles));
  const letter = fc.constantFrom(...rules.tiles.letters.map((s) => s.letter));

  it('law: following a game (and jumps, stray tiles, removed tiles), every mode answers as the plain functions', () => {
    fc.assert(fc.property(
      fc.array(fc.record({
        rack: fc.array(tile, { minLength: 1, maxLength: 7 }),
        other: fc.array(tile, { minLength: 1, maxLength: 7 }),
        pick: fc.nat(),
        jump: fc.integer({ min: 0, max: 9 }),
        stray: fc.record({ at: fc.nat(), letter, blank: fc.boolean() }),
      }), { minLength: 1, maxLength: 10 }),
      (turns) => {
        const context = createMovegenContext(rules, lexicon);
        // A second context used in turn with the first: each keeps its own board.
        const second = createMovegenContext(rules, lexicon);
        let board: Board = emptyBoard(rules);
        const boards: Board[] = [board];
        for (const { rack, other, pick, jump, stray } of turns) {
          if (jump === 0 && boards.length > 1) {
            board = boards[pick % boards.length]!;              // back to an earlier position (tiles removed)
          } else if (jump === 1 && board.cells.some((c) => c != null)) {
            const at = stray.at % board.cells.length;          // a stray tile anywhere
            if (board.cells[at] == null) board = withTiles(board, [{ row: Math.floor(at / board.cols), col: at % board.cols, letter: stray.letter, blank: stray.blank }]);
          }
          const plain = generateMoves(board, rack, rules, lexicon);
          expect(context.generateMoves(board, rack)).toEqual(plain);
          expect(context.countMoves(board, rack)).toEqual(countMoves(board, rack, rules, lexicon));
          expect(context.bestMove(board, rack)).toEqual(bestMove(board, rack, rules, lexicon));
          expect(context.hasAnyMove(board, rack)).toEqual(hasAnyMove(board, rack, rules, lexicon));
          expect(context.topMoves(board, rack, { limit: 3 })).toEqual(topMoves(board, rack, rules, lexicon, { limit: 3 }));
          // Another rack on the same board: the cross-checks are extended to its letters.
          expect(context.generateMoves(board, other)).toEqual(generateMoves(board, other, rules, lexicon));
          expect(second.countMoves(board, other)).toEqual(countMoves(board, other, rules, lexicon));
          if (!plain.ok || plain.value.length === 0) continue;
          const next = placeMove(board, plain.value[pick % plain.value.length]!.move, rules);
          if (next.ok) {
            board = next.value;
            boards.push(board);
          }
        }
      },
    ), { numRuns: 60 });
  });
});

describe('generator context', () => {
  const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);

  it('computes the whole board once, then only the squares a move touches, and nothing for the same board', () => {
    const context = createMovegenContext(GERMAN, lexicon);
    const start = emptyBoard(GERMAN);
    const first = context.bestMove(start, 'HUNDEXY');
    expect(context.lastComputed).toBe(2 * 15 * 15);
    if (!first.ok || first.value === null) throw new Error('no move');
    const played = placeMove(start, first.value.move, GERMAN);
    if (!played.ok) throw new Error(played.error.message);
    context.generateMoves(played.value, 'MAUSXYQ');
    expect(context.lastComputed).toBe(2 * 15 * 15);          // the board stopped being empty: whole board
    const second = context.bestMove(played.value, 'MAUSTER');
    expect(context.lastComputed).toBe(0);
    if (!second.ok || second.value === null) throw new Error('no move');
    const again = placeMove(played.value, second.value.move, GERMAN);
    if (!again.ok) throw new Error(again.error.message);
    context.generateMoves(again.value, 'EINSTAR');
    expect(context.lastComputed).toBeGreaterThan(0);
    expect(context.lastComputed).toBeLessThan(2 * 15 * 15 / 3);
  });

  it('reports errors as the plain functions do and keeps working afterwards', () => {
    const context = createMovegenContext(GERMAN, lexicon);
    const board = emptyBoard(GERMAN);
    expect(context.generateMoves({ ...board, cells: board.cells.map((c, i) => (i === 3 ? '#' : c)) }, 'HUND')).toMatchObject({ ok: false, error: { code: 'malformed-board' } });
    expect(context.generateMoves(board, 'HUND1')).toMatchObject({ ok: false, error: { code: 'bad-rack' } });
    expect(context.generateMoves(board, 'HUNDE')).toEqual(generateMoves(board, 'HUNDE', GERMAN, lexicon));
  });
});
