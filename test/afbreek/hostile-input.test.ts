import { describe, expect, it } from 'vitest';
import { boardFromRows, GERMAN, type Board } from '../../src/index.js';
import { applyAction, checkRemoval, createGame, legalRemovals, parseGameState, type AfbreekState } from '../../src/afbreek/index.js';
import { removalForbiddingPass } from '../../src/afbreek/removal.js';
import { must, wordSet } from './helpers.js';

/** A board with every square taken: no removal leaves only words without a lexicon, so a pass is allowed. */
function fullBoard(): Board {
  const b = boardFromRows(Array.from({ length: 15 }, () => 'A'.repeat(15)), GERMAN);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

function fullGame(players: number): AfbreekState {
  const g = createGame({ rules: GERMAN, players: Array.from({ length: players }, (_, i) => `P${i + 1}`), board: fullBoard() });
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  return g.value;
}

describe('Afbreek on a full board: deciding a pass stops early', () => {
  it('decides a pass without a lexicon by trying no candidate removal: every one would leave a new run', () => {
    const state = fullGame(2);
    const work = { tried: 0 };
    expect(removalForbiddingPass(state, undefined, work)).toBeUndefined();
    // Every tile of a full board has neighbours across its word: the search cuts every branch before judging one.
    expect(work.tried).toBe(0);
  });

  it('with a lexicon, stops at the first legal removal instead of listing them all', () => {
    const state = fullGame(2);
    const everything = { has: (w: string): boolean => /^A+$/.test(w) };
    const work = { tried: 0 };
    const first = removalForbiddingPass(state, everything, work);
    expect(first).toBeDefined();
    expect(work.tried).toBe(1);
    const refused = applyAction(state, { type: 'pass', player: state.turn }, { lexicon: everything });
    expect(refused.ok ? null : refused.error.code).toBe('pass-not-allowed');
  });

  it('seven players pass in turn on a full board, and the stored game reads back', () => {
    let state = fullGame(8);
    for (let i = 0; i < 7; i++) state = must(state, { type: 'pass', player: state.turn });
    expect(state.phase).toBe('playing');
    const read = parseGameState(JSON.parse(JSON.stringify(state)));
    expect(read).toEqual({ ok: true, value: state });
  });

  it('the early stop agrees with the full list on a hand-built board, with and without a lexicon', () => {
    const b = boardFromRows(['...............', '...............', '...............', '...............', '...............', '...............',
      '.....A.........', '.....HUNDE.....', '.........I.....', '.........SO....', '...............', '...............', '...............',
      '...............', '...............'], GERMAN);
    if (!b.ok) throw new Error(b.error.message);
    const lexicon = wordSet(['HUNDE', 'HUND', 'AH', 'EIS', 'EI', 'SO', 'ES']);
    for (const limit of [1, 2, 3, 6]) {
      const position = { rules: GERMAN, board: b.value, scoring: 'face' as const, limit };
      const judged = legalRemovals(position, { lexicon });
      expect(removalForbiddingPass(position, lexicon) !== undefined).toBe(judged.length > 0);
      const sure = legalRemovals(position).filter((r) => r.newWords.length === 0);
      expect(removalForbiddingPass(position, undefined) !== undefined).toBe(sure.length > 0);
    }
  });

  it('the search that cuts branches finds exactly the removals checkRemoval accepts among every set of tiles of a word', () => {
    // A block of 5 × 5 tiles round the centre, and words for some of its pieces: many removals are cut early.
    const rows = Array.from({ length: 15 }, (_, r) => (r >= 5 && r <= 9 ? '.....TORES.....' : '...............'));
    const b = boardFromRows(rows, GERMAN);
    if (!b.ok) throw new Error(b.error.message);
    const words = ['TORES', 'TOR', 'ORE', 'RES', 'TO', 'OR', 'RE', 'ES', 'TT', 'OO', 'RR', 'EE', 'SS', 'TTT', 'OOO', 'EEE', 'TTTTT', 'OOOOO', 'RRRRR', 'EEEEE', 'SSSSS'];
    const lexicon = wordSet(words);
    const squaresOf = (row: number, from: number, to: number, across: boolean): string[] =>
      Array.from({ length: to - from + 1 }, (_, k) => (across ? `${'ABCDEFGHIJKLMNO'[from + k]}${row + 1}` : `${'ABCDEFGHIJKLMNO'[row]}${from + k + 1}`));
    const lines = [5, 6, 7, 8, 9].flatMap((i) => [squaresOf(i, 5, 9, true), squaresOf(i, 5, 9, false)]);
    for (const limit of [1, 2, 3, 5]) {
      for (const judgement of [{ lexicon }, {}]) {
        const position = { rules: GERMAN, board: b.value, scoring: 'face' as const, limit };
        const expected = new Set<string>();
        for (const line of lines) {
          for (let mask = 1; mask < 1 << line.length; mask++) {
            const chosen = line.filter((_, k) => (mask >> k) & 1);
            if (chosen.length > limit) continue;
            // Without a lexicon every new run is the players' to accept: checked as if all were accepted.
            const checked = checkRemoval(position, chosen, 'lexicon' in judgement ? judgement : { lexicon: { has: () => true } });
            if (checked.ok) expected.add([...chosen].sort().join(' '));
          }
        }
        const found = new Set(legalRemovals(position, judgement).map((r) => [...r.squares].sort().join(' ')));
        expect(expected.size).toBeGreaterThan(0);
        expect([...found].sort()).toEqual([...expected].sort());
      }
    }
  });
});
