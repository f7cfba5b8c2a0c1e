import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import { parseLayout } from '../../src/board/layout.js';
import { MAX_BOARD_SIDE } from '../../src/board/max-side.js';
import { placeMove } from '../../src/move/place.js';
import { makeMove, parseMove } from '../../src/move/notation.js';
import { bestMove, countMoves, forEachMove, generateMoveList, generateMoves, hasAnyMove, topMoves, type RackInput } from '../../src/movegen/index.js';
import { makeCompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { letterCodesOf } from '../../src/lexicon/letter-codes.js';
import { DUTCH_IJ, ENGLISH, GERMAN, GERMAN_GENDERN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { fixtureWords, lexiconOf } from './helpers.js';

/** Plays moves in notation on an empty board (each must be legal). */
function play(rules: RuleSet, ...moves: string[]): Board {
  let board = emptyBoard(rules);
  for (const text of moves) {
    const move = parseMove(text, rules);
    if (!move.ok) throw new Error(move.error.message);
    const next = placeMove(board, move.value, rules);
    if (!next.ok) throw new Error(next.error.message);
    board = next.value;
  }
  return board;
}

/** The generated moves as "notation score", best first. */
function listed(board: Board, rack: RackInput, rules: RuleSet, lexicon: CompactLexicon): string[] {
  const moves = generateMoves(board, rack, rules, lexicon);
  if (!moves.ok) throw new Error(moves.error.message);
  return moves.value.map((m) => `${makeMove(m.move, board)} ${m.score}`);
}

describe('German known answers (RULES.md section 4 worked examples)', () => {
  const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);

  it('finds GRÜNDE at 8D for 28 on the empty board', () => {
    expect(listed(emptyBoard(GERMAN), 'GRÜNDEX', GERMAN, lexicon)).toContain('8D GRÜNDE 28');
  });

  it('finds 9G MAUS for 22 after 8F HUND', () => {
    expect(listed(play(GERMAN, '8F HUND'), 'MAUSXYQ', GERMAN, lexicon)).toContain('9G MAUS 22');
  });

  it('finds 9E HEXE for 25 after H6 TOR', () => {
    expect(listed(play(GERMAN, 'H6 TOR'), 'HEXEQQY', GERMAN, lexicon)).toContain('9E HEXE 25');
  });

  it('a rack that makes no word has no move; an empty rack has none', () => {
    expect(listed(play(GERMAN, '8F HUND'), 'QQQ', GERMAN, lexicon)).toEqual([]);
    expect(hasAnyMove(play(GERMAN, '8F HUND'), 'QQQ', GERMAN, lexicon)).toEqual({ ok: true, value: false });
    expect(listed(emptyBoard(GERMAN), '', GERMAN, lexicon)).toEqual([]);
    expect(bestMove(emptyBoard(GERMAN), '', GERMAN, lexicon)).toEqual({ ok: true, value: null });
  });

  it('the first move needs firstMoveMinTiles tiles and the start square', () => {
    const moves = listed(emptyBoard(GERMAN), 'EHUND', { ...GERMAN, firstMoveMinTiles: 5 }, lexicon);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.split(' ')[1]!.length >= 5)).toBe(true);
  });
});

describe('Dutch with the IJ tile', () => {
  const { lexicon } = lexiconOf(fixtureWords('nl-ij-small.txt'), DUTCH_IJ);

  it('reproduces the booklet game: DORP 16, AARD 6, AVERIJ 29, .OP 21', () => {
    expect(listed(emptyBoard(DUTCH_IJ), 'DORPXXX', DUTCH_IJ, lexicon)).toContain('8F DORP 16');
    expect(listed(play(DUTCH_IJ, '8F DORP'), 'AADQQQQ', DUTCH_IJ, lexicon)).toContain('H6 AA.D 6');
    expect(listed(play(DUTCH_IJ, '8F DORP', 'H6 AA.D'), ['A', 'V', 'E', 'R', 'IJ'], DUTCH_IJ, lexicon)).toContain('10F AVERIJ 29');
    expect(listed(play(DUTCH_IJ, '8F DORP', 'H6 AA.D', '10F AVERIJ'), 'OPQ', DUTCH_IJ, lexicon)).toContain('9H .OP 21');
  });

  it('plays the IJ tile from a rack read as text: IJS is two tiles', () => {
    expect(listed(emptyBoard(DUTCH_IJ), 'IJS', DUTCH_IJ, lexicon).sort()).toEqual(['8G IJS 12', '8H IJS 12', 'H7 IJS 12', 'H8 IJS 12'].sort());
  });

  it('designates a blank as IJ: P and a blank make PIJ and OP, and "ij" alone is no word', () => {
    expect(listed(emptyBoard(DUTCH_IJ), 'P?', DUTCH_IJ, lexicon).sort()).toEqual([
      '8G Pij 6', '8H Pij 6', 'H7 Pij 6', 'H8 Pij 6', '8G oP 6', '8H oP 6', 'H7 oP 6', 'H8 oP 6',
    ].sort());
    expect(lexicon.has('IJ')).toBe(false);
  });
});

describe('English known answers', () => {
  const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
  const board = play(ENGLISH, '8F CAT');

  it('an S hooks CAT at both ends', () => {
    expect(listed(board, 'S', ENGLISH, lexicon).sort()).toEqual(['8E S... 6', '8F ...S 6']);
  });

  it('a blank makes every one-tile play, scoring 0 for itself', () => {
    expect(listed(board, '?', ENGLISH, lexicon).sort()).toEqual([
      '8E s... 5', '8F ...s 5', 'G8 .t 1', 'G8 .x 1', 'H7 a. 1', 'H8 .o 1',
    ].sort());
  });

  it('ties keep one deterministic order, best first', () => {
    const a = listed(board, 'SOX?', ENGLISH, lexicon);
    const b = listed(board, 'SOX?', ENGLISH, lexicon);
    expect(a).toEqual(b);
    const scores = a.map((m) => Number(m.split(' ').pop()));
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const best = bestMove(board, 'SOX?', ENGLISH, lexicon);
    expect(best.ok && best.value !== null ? `${makeMove(best.value.move, board)} ${best.value.score}` : null).toBe(a[0]);
  });
});

describe('the largest board', () => {
  const plain = parseLayout(Array.from({ length: MAX_BOARD_SIDE }, () => `|${' '.repeat(MAX_BOARD_SIDE)}|`).join('\n'), 'plain', 'Plain');
  if (!plain.ok) throw new Error(plain.error.message);
  const rules: RuleSet = { ...GERMAN, layout: plain.value };
  const { lexicon } = lexiconOf(['AB', 'BA'], rules);
  const last = MAX_BOARD_SIDE - 1;
  const withA = (row: number, col: number): Board => withTiles(emptyBoard(rules), [{ row, col, letter: 'A', blank: false }]);

  it('places tiles against the last row and column', () => {
    const board = withA(last, last);
    expect(listed(board, 'B', rules, lexicon).sort()).toEqual(['26Y B. 4', 'Z25 B. 4']);
    const list = generateMoveList(board, 'B', rules, lexicon);
    expect(list.ok && list.value.length).toBe(2);
    expect(countMoves(board, 'B', rules, lexicon)).toEqual({ ok: true, value: 2 });
  });

  it('places tiles against the first row and column', () => {
    expect(listed(withA(0, 0), 'B', rules, lexicon).sort()).toEqual(['1A .B 4', 'A1 .B 4']);
  });
});

describe('bad input gives typed errors', () => {
  const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);
  const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

  it('names what is wrong', () => {
    expect(code(generateMoves(emptyBoard(GERMAN), 'AB1', GERMAN, lexicon))).toBe('bad-rack');
    expect(code(generateMoves(emptyBoard(GERMAN), ['A', 'Ω'], GERMAN, lexicon))).toBe('bad-rack');
    expect(code(generateMoves(emptyBoard(GERMAN), 7 as unknown as string, GERMAN, lexicon))).toBe('bad-rack');
    expect(code(generateMoves({ rows: 3, cols: 3, cells: [] }, 'AB', GERMAN, lexicon))).toBe('malformed-board');
    const bad = { ...emptyBoard(GERMAN), cells: emptyBoard(GERMAN).cells.map((c, i) => (i === 3 ? '7' : c)) };
    expect(code(generateMoves(bad, 'AB', GERMAN, lexicon))).toBe('malformed-board');
    expect(code(generateMoves(emptyBoard(GERMAN), 'AB', GERMAN, { has: () => true } as unknown as CompactLexicon))).toBe('not-a-compact-lexicon');
    expect(code(generateMoves(emptyBoard(DUTCH_IJ), 'AB', DUTCH_IJ, lexicon))).toBe('alphabet-mismatch');
    const trap = { toString: 0 };
    const trapped = { ...emptyBoard(GERMAN), cells: emptyBoard(GERMAN).cells.map((c, i) => (i === 3 ? trap : c)) } as unknown as Board;
    expect(code(generateMoves(trapped, 'AB', GERMAN, lexicon))).toBe('malformed-board');
    expect(code(generateMoves(emptyBoard(GERMAN), [trap, Object.create(null)] as unknown as string[], GERMAN, lexicon))).toBe('bad-rack');
    const fake = { ...lexicon, nodes: [0, 1] } as unknown as CompactLexicon;
    expect(code(generateMoves(emptyBoard(GERMAN), 'AB', GERMAN, fake))).toBe('not-a-compact-lexicon');
    expect(code(bestMove(emptyBoard(GERMAN), 'AB1', GERMAN, lexicon))).toBe('bad-rack');
    expect(code(hasAnyMove(emptyBoard(GERMAN), 'AB1', GERMAN, lexicon))).toBe('bad-rack');
  });

  it('rules whose numbers are out of range or whose layout is not one give bad-options in every call, under the Gendern rule too', () => {
    const value = (letter: string, v: number): RuleSet => ({
      ...GERMAN, tiles: { ...GERMAN.tiles, letters: GERMAN.tiles.letters.map((l) => (l.letter === letter ? { ...l, value: v } : l)) },
    });
    const broken: RuleSet[] = [
      { ...GERMAN, bingoBonus: -60 }, { ...GERMAN, bingoBonus: 10001 }, { ...GERMAN, bingoBonus: 0.5 }, { ...GERMAN, bingoBonus: NaN },
      { ...GERMAN, rackSize: 0 }, { ...GERMAN, rackSize: MAX_BOARD_SIDE + 1 }, { ...GERMAN, firstMoveMinTiles: 8 }, value('E', -1), value('E', 1001),
      // Layouts without a start square or premium rows (they threw), and one whose size is text.
      { ...GERMAN, layout: { ...GERMAN.layout, start: undefined } } as never, { ...GERMAN, layout: { ...GERMAN.layout, premiums: null } } as never,
      { ...GERMAN, layout: { ...GERMAN.layout, rows: 'x'.repeat(100_000) } } as never,
    ];
    const ending = withTiles(emptyBoard(GERMAN), [{ row: 7, col: 7, letter: '*IN', blank: true }]);
    for (const rules of broken) {
      for (const r of [rules, { ...rules, gendern: true }]) {
        for (const b of [emptyBoard(GERMAN), ending]) {
          for (const result of [generateMoves(b, 'AB?', r, lexicon), generateMoveList(b, 'AB?', r, lexicon), countMoves(b, 'AB?', r, lexicon),
            bestMove(b, 'AB?', r, lexicon), hasAnyMove(b, 'AB?', r, lexicon)]) {
            expect(code(result)).toBe('bad-options');
          }
        }
      }
    }
  });

  it('law: garbage rules never throw, with or without the Gendern rule and a *IN on the board', () => {
    const number = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.constant(1e9), fc.anything());
    const rules = fc.oneof(
      fc.anything(),
      fc.record({ bingoBonus: number, rackSize: number, firstMoveMinTiles: number, gendern: fc.boolean(), letterValue: number, odd: fc.option(fc.anything()) })
        .map(({ letterValue, odd, ...numbers }) => ({
          ...GERMAN, ...numbers,
          tiles: odd === null ? { ...GERMAN.tiles, letters: GERMAN.tiles.letters.map((l, i) => (i === 4 ? { ...l, value: letterValue } : l)) } : odd,
        })),
    );
    const boards = [emptyBoard(GERMAN), withTiles(emptyBoard(GERMAN), [{ row: 7, col: 7, letter: '*IN', blank: true }]), { rows: 1e9, cols: 1e9, cells: ['*in'] }];
    fc.assert(
      fc.property(rules, fc.constantFrom(...boards), (r, b) => {
        for (const fn of [generateMoves, generateMoveList, countMoves, bestMove, hasAnyMove] as const) {
          const result = fn(b as Board, 'AB?', r as RuleSet, lexicon);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a lexicon that takes every string (a crafted file can) stops every call at 1,000,000 moves with too-many-moves', () => {
    // One node: every letter, the separator and the word end, each arc back to the node itself.
    const nodes = new Int32Array(31);
    nodes[0] = 0x1fffffff | (1 << 29) | (1 << 31);
    const codes = letterCodesOf(GERMAN.tiles);
    if (codes === null) throw new Error('no letter codes');
    const everything = makeCompactLexicon(nodes, 0, 1, GERMAN.tiles, codes);
    expect(everything.has('QQQ')).toBe(true);
    const calls = [
      generateMoves(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything), generateMoveList(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything),
      countMoves(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything), bestMove(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything),
      forEachMove(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything, () => true), topMoves(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything, { limit: 3 }),
      generateMoves(emptyBoard(GERMAN), 'ABCDE??', GERMAN_GENDERN, everything),
    ];
    for (const result of calls) expect(code(result)).toBe('too-many-moves');
    // A search under the limit is whole: AB and BA, across and down, each at the two places that cover the start square.
    expect(countMoves(emptyBoard(GERMAN), 'AB', GERMAN, everything)).toEqual({ ok: true, value: 8 });
    expect(hasAnyMove(emptyBoard(GERMAN), 'ABCDE??', GERMAN, everything)).toEqual({ ok: true, value: true });
  });

  it('law: garbage boards, racks and lexicons never throw', () => {
    const cells = fc.array(fc.oneof(fc.constant(null), fc.constantFrom('A', 'ä', 'IJ', 'x', '7', ''), fc.anything()), { minLength: 225, maxLength: 225 });
    const board = fc.oneof(fc.anything(), cells.map((c) => ({ rows: 15, cols: 15, cells: c })));
    const rack = fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.anything())), fc.anything());
    const lex = fc.oneof(fc.constant(lexicon), fc.anything());
    fc.assert(
      fc.property(board, rack, lex, (b, r, l) => {
        for (const fn of [generateMoves, bestMove, hasAnyMove] as const) {
          const result = fn(b as Board, r as string, GERMAN, l as CompactLexicon);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('quotes at most a few dozen characters of a huge tile or cell in its messages', () => {
    const huge = 'Ω'.repeat(100_000);
    const rack = generateMoves(emptyBoard(GERMAN), [huge, 'A'], GERMAN, lexicon);
    expect(rack.ok ? null : [rack.error.code, rack.error.message.length < 120]).toEqual(['bad-rack', true]);
    const cells = emptyBoard(GERMAN).cells.slice();
    cells[112] = huge;
    const board = generateMoves({ rows: 15, cols: 15, cells }, 'HUND', GERMAN, lexicon);
    expect(board.ok ? null : [board.error.code, board.error.message.length < 120]).toEqual(['malformed-board', true]);
  });
});
