import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../src/board/board.js';
import { placeMove } from '../../src/move/place.js';
import { validateMove } from '../../src/move/validate.js';
import {
  countMoves, exchangeCandidates, forEachMove, generateMoves, topMoves, type MoveView,
} from '../../src/movegen/index.js';
import { GERMAN, GERMAN_GENDERN, TOURNAMENT } from '../../src/rules/presets.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { gendernLexicon } from '../../src/lexicon/gendern-lexicon.js';
import { parseMove } from '../../src/move/notation.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { scoreMove } from '../../src/score.js';
import { FIXTURE_CASES, fixtureWords, lexiconOf, placementKey, playedPositions } from './helpers.js';

const CASES = FIXTURE_CASES;

/** The rack minus the tiles a move places (blanks as `?`), in alphabet order with blanks last. */
function leaveOf(rack: readonly string[], placed: readonly { letter: string; blank: boolean }[], rules: RuleSet): string[] {
  const rest = [...rack];
  for (const t of placed) rest.splice(rest.indexOf(t.blank ? '?' : t.letter), 1);
  const order = rules.tiles.letters.map((s) => s.letter);
  return rest.sort((a, b) => (a === '?' ? 99 : order.indexOf(a)) - (b === '?' ? 99 : order.indexOf(b)));
}

/** A value of a leave that tells leaves apart (for equity tests). */
function leaveValue(leave: readonly string[]): number {
  let h = 0;
  for (const tile of leave) for (let i = 0; i < tile.length; i++) h = (h * 31 + tile.charCodeAt(i)) % 23;
  return h - 11 + (leave.includes('?') ? 0.5 : 0);
}

describe.each(CASES)('generation modes, $name', ({ rules, words }) => {
  const { lexicon } = lexiconOf(words, rules);

  it('law: countMoves counts what generateMoves lists; forEachMove visits the same moves with the same scores and leaves', () => {
    fc.assert(
      fc.property(playedPositions(rules, lexicon), ({ board, rack }) => {
        const all = generateMoves(board, rack, rules, lexicon);
        if (!all.ok) throw new Error(all.error.message);
        expect(countMoves(board, rack, rules, lexicon)).toEqual({ ok: true, value: all.value.length });
        const expected = new Map(all.value.map((m) => [placementKey(m.move.tiles), m.score]));
        const seen = new Map<string, number>();
        const visited = forEachMove(board, rack, rules, lexicon, (view) => {
          const move = view.move();
          expect(move).not.toBeNull();
          expect(view.kind).toBe('play');
          expect(view.tilesUsed).toBe(move!.tiles.length);
          expect(view.leave).toEqual(leaveOf(rack, move!.tiles, rules));
          seen.set(placementKey(move!.tiles), view.score);
        });
        expect(visited).toEqual({ ok: true, value: all.value.length });
        expect([...seen.entries()].sort()).toEqual([...expected.entries()].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('law: topMoves by score is the head of generateMoves; by equity, the stable sort of every move by that equity', () => {
    fc.assert(
      fc.property(playedPositions(rules, lexicon), fc.integer({ min: 1, max: 30 }), ({ board, rack }, limit) => {
        const all = generateMoves(board, rack, rules, lexicon);
        if (!all.ok) throw new Error(all.error.message);
        const byScore = topMoves(board, rack, rules, lexicon, { limit });
        if (!byScore.ok) throw new Error(byScore.error.message);
        expect(byScore.value.map((c) => c.kind === 'play' && { move: c.move, score: c.score })).toEqual(all.value.slice(0, limit));
        expect(byScore.value.every((c) => c.equity === c.score)).toBe(true);

        const equity = (view: MoveView) => view.score + leaveValue(view.leave);
        const ranked = topMoves(board, rack, rules, lexicon, { limit, equity });
        if (!ranked.ok) throw new Error(ranked.error.message);
        const everything = topMoves(board, rack, rules, lexicon, { limit: Infinity });
        if (!everything.ok) throw new Error(everything.error.message);
        // The search order is the generator's order among equal scores; rebuild it from the full list.
        const searchOrder = new Map<string, number>();
        forEachMove(board, rack, rules, lexicon, (view) => {
          searchOrder.set(placementKey(view.move()!.tiles), searchOrder.size);
        });
        const expected = all.value
          .map((m) => ({ m, e: m.score + leaveValue(leaveOf(rack, m.move.tiles, rules)), at: searchOrder.get(placementKey(m.move.tiles))! }))
          .sort((a, b) => b.e - a.e || a.at - b.at)
          .slice(0, limit);
        expect(ranked.value.map((c) => c.kind === 'play' && placementKey(c.move.tiles))).toEqual(expected.map((x) => placementKey(x.m.move.tiles)));
        expect(ranked.value.map((c) => c.equity)).toEqual(expected.map((x) => x.e));
        for (const c of ranked.value) {
          if (c.kind !== 'play') continue;
          expect(validateMove(board, c.move, rules, { rack }).ok).toBe(true);
          const scored = scoreMove(board, c.move, rules);
          expect(scored.ok && scored.value.total).toBe(c.score);
          expect(c.leave).toEqual(leaveOf(rack, c.move.tiles, rules));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the candidates kept between calls', () => {
  // Every word of two to four letters from six letters: an empty board and two blanks give thousands of moves.
  const letters = ['A', 'E', 'N', 'R', 'S', 'T'];
  const words: string[] = [];
  const extend = (prefix: string): void => {
    if (prefix.length >= 2) words.push(prefix);
    if (prefix.length < 4) for (const l of letters) extend(prefix + l);
  };
  extend('');
  const { lexicon } = lexiconOf(words, GERMAN);
  const board = emptyBoard(GERMAN);

  it('a call that keeps more than 1,024 candidates, then small calls, then that call again: each as generateMoves lists them', () => {
    const heads = (rack: string, limit: number) => {
      const top = topMoves(board, rack, GERMAN, lexicon, { limit });
      const all = generateMoves(board, rack, GERMAN, lexicon);
      if (!top.ok || !all.ok) throw new Error('generation failed');
      return { top: top.value.map((c) => c.kind === 'play' && { move: c.move, score: c.score }), all: all.value.slice(0, limit) };
    };
    const big = heads('??AENRS', Infinity);
    expect(big.top.length).toBeGreaterThan(1024);
    expect(big.top).toEqual(big.all);
    for (const [rack, limit] of [['AENRST', 5], ['?ERST', 3], ['AENRST', 1]] as const) {
      const small = heads(rack, limit);
      expect(small.top.length).toBe(limit);
      expect(small.top).toEqual(small.all);
    }
    expect(heads('??AENRS', Infinity).top).toEqual(big.all);
  });
});

describe('exchanges', () => {
  const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);

  it('lists every distinct set of tiles once, with its leave', () => {
    const listed = exchangeCandidates('AAB?', GERMAN, 50);
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value).toHaveLength(3 * 2 * 2 - 1);
    const sets = listed.value.map((c) => c.tiles.join(''));
    expect(new Set(sets).size).toBe(sets.length);
    expect(sets).toContain('AAB?');
    expect(listed.value.find((c) => c.tiles.join('') === 'A?')?.leave).toEqual(['A', 'B']);
    for (const c of listed.value) expect([...c.tiles, ...c.leave].sort()).toEqual(['?', 'A', 'A', 'B']);
  });

  it('respects the bag rule: none below the minimum bag size, at most as many tiles as the bag holds', () => {
    expect(exchangeCandidates('ABCDEFG', TOURNAMENT, 6)).toEqual({ ok: true, value: [] });
    expect(exchangeCandidates('ABCDEFG', TOURNAMENT, 7).ok && exchangeCandidates('ABCDEFG', TOURNAMENT, 7)).toMatchObject({ value: { length: 127 } });
    // The booklets' exchange: with 2 tiles in the bag, any 1 or 2 of the rack.
    expect(exchangeCandidates('ABCDEFG', GERMAN, 2).ok && exchangeCandidates('ABCDEFG', GERMAN, 2)).toMatchObject({ value: { length: 7 + 21 } });
    expect(exchangeCandidates('ABCDEFG', GERMAN, 0)).toEqual({ ok: true, value: [] });
    const rules = { ...GERMAN, exchange: { minBagSize: 1 } };
    const few = exchangeCandidates('ABCDEFG', rules, 2);
    if (!few.ok) throw new Error(few.error.message);
    expect(few.value).toHaveLength(7 + 21);
    const any = exchangeCandidates('ABCDEFG', { ...rules, exchange: { minBagSize: 1, upToBagSize: false } }, 2);
    expect(any.ok && any.value.length).toBe(127);
    expect(exchangeCandidates('', GERMAN, 80)).toEqual({ ok: true, value: [] });
  });

  it('ranks exchanges beside the plays, after them on a tie', () => {
    const board = emptyBoard(GERMAN);
    const plays = generateMoves(board, 'HUNDQXY', GERMAN, lexicon);
    if (!plays.ok) throw new Error(plays.error.message);
    const equity = (view: MoveView) => (view.kind === 'exchange' ? 100 - view.leave.length : view.score);
    const top = topMoves(board, 'HUNDQXY', GERMAN, lexicon, { limit: 3, equity, exchanges: { bagSize: 60 } });
    if (!top.ok) throw new Error(top.error.message);
    expect(top.value[0]).toEqual({ kind: 'exchange', tiles: ['D', 'H', 'N', 'Q', 'U', 'X', 'Y'], score: 0, equity: 100, leave: [] });
    expect(top.value.map((c) => c.equity)).toEqual([100, 99, 99]);
    const tied = topMoves(board, 'HUNDQXY', GERMAN, lexicon, { limit: Infinity, equity: () => 1, exchanges: { bagSize: 60 } });
    if (!tied.ok) throw new Error(tied.error.message);
    expect(tied.value).toHaveLength(plays.value.length + 127);
    expect(tied.value.slice(0, plays.value.length).every((c) => c.kind === 'play')).toBe(true);
    const none = topMoves(board, 'HUNDQXY', GERMAN, lexicon, { limit: 5, exchanges: { bagSize: 3 } });
    expect(none.ok && none.value.every((c) => c.kind === 'play')).toBe(true);
  });

  it('forEachMove visits the exchanges after the plays', () => {
    const kinds: string[] = [];
    const visited = forEachMove(emptyBoard(GERMAN), 'HUND', GERMAN, lexicon, (view) => {
      kinds.push(view.kind);
      if (view.kind === 'exchange') {
        expect(view.move()).toBeNull();
        expect(view.tilesUsed).toBe(view.exchanged.length);
        expect([...view.exchanged, ...view.leave].sort()).toEqual(['D', 'H', 'N', 'U']);
      }
    }, { exchanges: { bagSize: 20 } });
    const plays = countMoves(emptyBoard(GERMAN), 'HUND', GERMAN, lexicon);
    expect(plays.ok && visited).toEqual({ ok: true, value: (plays.ok ? plays.value : 0) + 15 });
    expect(kinds.lastIndexOf('play')).toBeLessThan(kinds.indexOf('exchange'));
  });
});

describe('callbacks', () => {
  const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);
  const board = emptyBoard(GERMAN);

  it('a visitor stops the search by returning false', () => {
    let calls = 0;
    const visited = forEachMove(board, 'HUNDE?', GERMAN, lexicon, () => ++calls < 3);
    expect(visited).toEqual({ ok: true, value: 3 });
    expect(calls).toBe(3);
  });

  it('a view is valid only during its call', () => {
    let kept: MoveView | null = null;
    forEachMove(board, 'HUNDE', GERMAN, lexicon, (view) => {
      kept = view;
      return false;
    });
    expect(kept!.move()).toBeNull();
  });

  it('generation started from a callback is refused with busy, and works again afterwards', () => {
    const inner: unknown[] = [];
    forEachMove(board, 'HUNDE', GERMAN, lexicon, () => {
      inner.push(generateMoves(board, 'HUND', GERMAN, lexicon), countMoves(board, 'HUND', GERMAN, lexicon),
        topMoves(board, 'HUND', GERMAN, lexicon, { limit: 1 }));
      return false;
    });
    expect(inner).toHaveLength(3);
    for (const result of inner) expect(result).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect(() => forEachMove(board, 'HUNDE', GERMAN, lexicon, () => {
      throw new Error('from the caller');
    })).toThrow('from the caller');
    expect(countMoves(board, 'HUNDE', GERMAN, lexicon).ok).toBe(true);
  });

  it('NaN equity ranks last; bad options give bad-options', () => {
    const top = topMoves(board, 'HUNDE', GERMAN, lexicon, { limit: 2, equity: (v) => (v.tilesUsed === 5 ? NaN : v.score) });
    expect(top.ok && top.value.every((c) => c.kind === 'play' && c.move.tiles.length < 5)).toBe(true);
    for (const options of [{ limit: 0 }, { limit: 1.5 }, { limit: -1 }, { limit: 2, equity: 3 }, { limit: 1, exchanges: { bagSize: -1 } }, null]) {
      expect(topMoves(board, 'HUNDE', GERMAN, lexicon, options as never)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    }
    expect(forEachMove(board, 'HUNDE', GERMAN, lexicon, 'x' as never)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    const { exchange: _, ...withoutExchange } = GERMAN;
    expect(topMoves(board, 'HUNDE', withoutExchange, lexicon, { limit: 1, exchanges: { bagSize: 50 } }))
      .toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });
});

describe('modes under the Gendern rule', () => {
  const base = buildLexicon(['TISCHLER', 'LEHRER', 'HIRTE', 'HIRT', 'ARZT', 'TISCH', 'EHRE', 'ER', 'IN', 'NEIN', 'NE', 'EN', 'REH', 'AB', 'AN', 'RAT'], GERMAN);
  if (!base.ok) throw new Error(base.error.message);
  const lexicon = gendernLexicon(base.value.lexicon, ['TISCHLER', 'LEHRER', 'HIRTE', 'ARZT']);
  const played = placeMove(emptyBoard(GERMAN), parseMoveOrThrow('8D LEHRER*IN'), GERMAN_GENDERN);
  if (!played.ok) throw new Error(played.error.message);

  it('the modes see the *IN plays that generateMoves lists, with the blank in the leave', () => {
    for (const [board, rack] of [[emptyBoard(GERMAN), 'HIRT?AB'], [played.value, 'NENA?XZ']] as const) {
      const all = generateMoves(board, rack, GERMAN_GENDERN, lexicon);
      if (!all.ok) throw new Error(all.error.message);
      expect(countMoves(board, rack, GERMAN_GENDERN, lexicon)).toEqual({ ok: true, value: all.value.length });
      const top = topMoves(board, rack, GERMAN_GENDERN, lexicon, { limit: Infinity });
      expect(top.ok && top.value.map((c) => c.kind === 'play' && { move: c.move, score: c.score })).toEqual(all.value);
      const seen: string[] = [];
      forEachMove(board, rack, GERMAN_GENDERN, lexicon, (view) => {
        const move = view.move()!;
        seen.push(placementKey(move.tiles));
        expect(view.leave).toEqual(leaveOf([...rack], move.tiles, GERMAN));
      });
      expect(seen.sort()).toEqual(all.value.map((m) => placementKey(m.move.tiles)).sort());
    }
    const hirtin = topMoves(emptyBoard(GERMAN), 'HIRT?AB', GERMAN_GENDERN, lexicon, { limit: 50, equity: (v) => v.score + (v.leave.includes('?') ? 30 : 0) });
    expect(hirtin.ok && hirtin.value.some((c) => c.kind === 'play' && c.move.tiles.some((t) => t.letter === '*IN') && c.leave.join('') === 'AB')).toBe(true);
  });
});

function parseMoveOrThrow(text: string) {
  const move = parseMove(text, GERMAN_GENDERN);
  if (!move.ok) throw new Error(move.error.message);
  return move.value;
}
