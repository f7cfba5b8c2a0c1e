import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board/board.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { gendernLexicon } from '../../src/lexicon/gendern-lexicon.js';
import { placeMove } from '../../src/move/place.js';
import { parseMove } from '../../src/move/notation.js';
import {
  countMoves, createMovegenContext, forEachMove, generateMoveList, generateMoves, type MoveList,
} from '../../src/movegen/index.js';
import { GERMAN, GERMAN_GENDERN } from '../../src/rules/presets.js';
import { FIXTURE_CASES, lexiconOf, playedPositions } from './helpers.js';

const CASES = FIXTURE_CASES;

function listOrThrow(result: ReturnType<typeof generateMoveList>): MoveList {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Every way a list gives its moves, checked against the moves of generateMoves. */
function expectSameMoves(list: MoveList, moves: ReturnType<typeof generateMoves>): void {
  if (!moves.ok) throw new Error(moves.error.message);
  expect(list.length).toBe(moves.value.length);
  expect(list.toArray()).toEqual(moves.value);
  expect([...list]).toEqual(moves.value);
  moves.value.forEach((m, i) => {
    expect(list.scoreAt(i)).toBe(m.score);
    expect(list.tilesUsedAt(i)).toBe(m.move.tiles.length);
    expect(list.at(i)).toEqual(m);
  });
}

describe.each(CASES)('generateMoveList, $name', ({ rules, words }) => {
  const { lexicon } = lexiconOf(words, rules);

  it('law: the list holds the moves of generateMoves, in the same order, with the same scores and tile counts', () => {
    fc.assert(
      fc.property(playedPositions(rules, lexicon), ({ board, rack }) => {
        const list = listOrThrow(generateMoveList(board, rack, rules, lexicon));
        expectSameMoves(list, generateMoves(board, rack, rules, lexicon));
        expect(countMoves(board, rack, rules, lexicon)).toEqual({ ok: true, value: list.length });
      }),
      { numRuns: 60 },
    );
  });

  it('law: a list stays as it was while later generations run, and each move it builds is a new object', () => {
    fc.assert(
      fc.property(playedPositions(rules, lexicon), playedPositions(rules, lexicon), (first, second) => {
        const list = listOrThrow(generateMoveList(first.board, first.rack, rules, lexicon));
        const before = list.toArray();
        listOrThrow(generateMoveList(second.board, second.rack, rules, lexicon));
        generateMoves(second.board, second.rack, rules, lexicon);
        forEachMove(second.board, second.rack, rules, lexicon, () => undefined);
        expect(list.toArray()).toEqual(before);
        if (list.length > 0) {
          expect(list.at(0)).not.toBe(list.at(0));
          expect(list.at(0)!.move).not.toBe(before[0]!.move);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('generateMoveList, many lists kept at once', () => {
  it('every list keeps its own moves while hundreds more are made (lists share blocks of memory)', () => {
    const { rules, words } = CASES[0]!;
    const { lexicon } = lexiconOf(words, rules);
    const positions = fc.sample(playedPositions(rules, lexicon), { numRuns: 600, seed: 15 });
    const lists = positions.map(({ board, rack }) => listOrThrow(generateMoveList(board, rack, rules, lexicon)));
    // The integers the lists hold (for each move its score, its shape and one per two tiles, and
    // one for its place in the order): several blocks of 16,384, so that lists lie in different blocks.
    let integers = 0;
    for (const list of lists) for (let i = 0; i < list.length; i++) integers += 3 + ((list.tilesUsedAt(i)! + 1) >> 1);
    expect(integers).toBeGreaterThan(4 * 16_384);
    positions.forEach(({ board, rack }, i) => {
      expect(lists[i]!.toArray()).toEqual(listOrThrow(generateMoveList(board, rack, rules, lexicon)).toArray());
      expectSameMoves(lists[i]!, generateMoves(board, rack, rules, lexicon));
    });
  });
});

describe('generateMoveList', () => {
  const built = buildLexicon(['HUND', 'HUNDE', 'UND', 'DU', 'EH', 'HE', 'NU'], GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  const lexicon = built.value.lexicon;

  it('gives the highest score first and builds a move only when asked', () => {
    const list = listOrThrow(generateMoveList(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon));
    const moves = generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon);
    expectSameMoves(list, moves);
    expect(list.length).toBeGreaterThan(0);
    for (let i = 1; i < list.length; i++) expect(list.scoreAt(i)!).toBeLessThanOrEqual(list.scoreAt(i - 1)!);
    // The best opening: HUNDE from D8 to H8 (or down from H4), its H (2) doubled on the letter
    // premium: 4 + 1 + 1 + 1 + 1 = 8, doubled on the centre square.
    expect(list.scoreAt(0)).toBe(16);
    expect(list.scoreAt(1)).toBe(16);
    expect(list.scoreAt(2)).toBe(14);
    expect(list.tilesUsedAt(0)).toBe(5);
  });

  it('answers undefined outside the list, for every index that is not one of its positions', () => {
    const list = listOrThrow(generateMoveList(emptyBoard(GERMAN), 'HUNDE', GERMAN, lexicon));
    for (const index of [-1, list.length, list.length + 5, 0.5, Number.NaN, Infinity]) {
      expect(list.scoreAt(index)).toBeUndefined();
      expect(list.tilesUsedAt(index)).toBeUndefined();
      expect(list.at(index)).toBeUndefined();
    }
  });

  it('is empty when the rack makes no word', () => {
    const list = listOrThrow(generateMoveList(emptyBoard(GERMAN), 'XQY', GERMAN, lexicon));
    expect(list.length).toBe(0);
    expect(list.toArray()).toEqual([]);
    expect([...list]).toEqual([]);
    expect(list.at(0)).toBeUndefined();
  });

  it('gives the errors of generateMoves for a bad rack, board or lexicon', () => {
    const cases: [Board, string, unknown][] = [
      [emptyBoard(GERMAN), 'HUNDE!', lexicon],
      [{ rows: 15 } as unknown as Board, 'HUNDE', lexicon],
      [emptyBoard(GERMAN), 'HUNDE', { nodes: 'no' }],
    ];
    for (const [board, rack, lex] of cases) {
      const list = generateMoveList(board, rack, GERMAN, lex as typeof lexicon);
      const moves = generateMoves(board, rack, GERMAN, lex as typeof lexicon);
      expect(list.ok).toBe(false);
      expect(list).toEqual(moves);
    }
  });

  it('works through a generator context, and the context goes on giving the same moves', () => {
    const context = createMovegenContext(GERMAN, lexicon);
    const list = listOrThrow(context.generateMoveList(emptyBoard(GERMAN), 'HUNDE?X'));
    expectSameMoves(list, generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon));
    expect(context.generateMoves(emptyBoard(GERMAN), 'HUNDE?X')).toEqual(generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon));
  });

  it('under the Gendern rule holds the *IN plays of generateMoves', () => {
    const base = buildLexicon(['LEHRER', 'HIRTE', 'HIRT', 'IN', 'NEIN', 'AB', 'AN'], GERMAN);
    if (!base.ok) throw new Error(base.error.message);
    const gendern = gendernLexicon(base.value.lexicon, ['LEHRER', 'HIRTE']);
    const opened = parseMove('8D LEHRER*IN', GERMAN_GENDERN);
    if (!opened.ok) throw new Error(opened.error.message);
    const played = placeMove(emptyBoard(GERMAN), opened.value, GERMAN_GENDERN);
    if (!played.ok) throw new Error(played.error.message);
    for (const [board, rack] of [[emptyBoard(GERMAN), 'HIRT?AB'], [played.value, 'NENA?XZ']] as const) {
      const list = listOrThrow(generateMoveList(board, rack, GERMAN_GENDERN, gendern));
      const moves = generateMoves(board, rack, GERMAN_GENDERN, gendern);
      expectSameMoves(list, moves);
      if (list.length > 0) expect(list.at(0)).not.toBe(list.at(0));
    }
    const hirtin = listOrThrow(generateMoveList(emptyBoard(GERMAN), 'HIRT?AB', GERMAN_GENDERN, gendern));
    expect(hirtin.toArray().some((m) => m.move.tiles.some((t) => t.letter === '*IN'))).toBe(true);
  });
});
