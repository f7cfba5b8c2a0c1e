import { describe, expect, it } from 'vitest';
import {
  createGame, DICE_SLOT_POINTS, results, type WuerfelState, type WuerfelAction,
} from '../../src/wuerfel/index.js';
import { padResult } from '../../src/wuerfel/results.js';
import { emptyPad } from '../../src/wuerfel/setup.js';
import { STANDARD_LAYOUT } from '../../src/board/layout.js';
import { ANY_FACE_DICE, must, outcome } from './helpers.js';

/** A one-player replay game whose dice always show `faces` (each die shows one letter on every side). */
function table(faces: string, options: { bonusWhen?: 'seven-dice' | 'seven-letters' } = {}): WuerfelState {
  const dice = ANY_FACE_DICE([...faces]);
  const game = createGame({ players: ['Solo'], replay: true, dice, ...options });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** Rolls the stated faces and stops. */
function settle(state: WuerfelState, faces: string): WuerfelState {
  const rolled = must(state, { type: 'roll', player: state.roller, faces: [...faces] });
  return must(rolled, { type: 'stop', player: state.roller });
}

/** Writes in a one-player game and returns the entry's points and the next state. */
function write(state: WuerfelState, action: WuerfelAction): { score: number; state: WuerfelState } {
  const out = outcome(state, action);
  const event = out.events.find((e) => e.type === 'word-written');
  return { score: event?.type === 'word-written' ? event.entry.score : 0, state: out.state };
}

describe('dice area: 2, 5, 10, 18, 25, 50 points by word length', () => {
  it('the table of the pad', () => {
    expect(DICE_SLOT_POINTS).toEqual({ 2: 2, 3: 5, 4: 10, 5: 18, 6: 25, 7: 50 });
  });

  it('a word of each length in its slot scores the table, whatever its letters: 110 in all', () => {
    let state = table('RASTEND');
    const words = ['DA', 'RAT', 'RAST', 'RASTE', 'RASTEN', 'RASTEND'] as const;
    const scores: number[] = [];
    for (const word of words) {
      state = settle(state, 'RASTEND');
      const w = write(state, { type: 'write', player: 0, slot: word.length as 2, word });
      scores.push(w.score);
      state = w.state;
    }
    expect(scores).toEqual([2, 5, 10, 18, 25, 50]);
    expect(results(state).players[0]!.resultIII).toBe(110);
  });

  it('a word of the wrong length scores 0 and uses the slot', () => {
    const state = settle(table('RASTEND'), 'RASTEND');
    const out = outcome(state, { type: 'write', player: 0, slot: 5, word: 'RAST' });
    const pad = out.state.pads[0]!;
    expect(pad.dice[3]).toEqual({ round: 0, verdict: 'wrong-length', word: 'RAST', score: 0 });
  });
});

describe('crossword area: the classic placement and scoring with the dice as the rack', () => {
  it('the first word over the centre star doubles (GRÜNDE at 8D: (2×2 + 1 + 6 + 1 + 1 + 1) × 2 = 28)', () => {
    const state = settle(table('GRÜNDEX'), 'GRÜNDEX');
    expect(write(state, { type: 'write', player: 0, slot: 'crossword', move: '8D GRÜNDE' }).score).toBe(28);
  });

  it('seven dice earn 50 more, added after the word premium: GRÜNDEN at 8D is 15 × 2 + 50 = 80', () => {
    const state = settle(table('GRÜNDEN'), 'GRÜNDEN');
    const out = outcome(state, { type: 'write', player: 0, slot: 'crossword', move: '8D GRÜNDEN' });
    const event = out.events.find((e) => e.type === 'word-written');
    expect(event?.type === 'word-written' && event.entry).toMatchObject({ score: 80, bonus: 50, words: [{ word: 'GRÜNDEN', score: 30 }] });
  });

  it('a joker on a double-letter square counts 0 (gRÜNDE at 8D: the joker G on D8 → 10 × 2 = 20)', () => {
    const state = settle(table('?RÜNDEX'), '?RÜNDEX');
    expect(write(state, { type: 'write', player: 0, slot: 'crossword', move: '8D gRÜNDE' }).score).toBe(20);
  });

  it('a joker keeps the word premium under it (HUNd at 8E, the joker D on the star: 4 × 2 = 8)', () => {
    const state = settle(table('HUN?XYZ'), 'HUN?XYZ');
    expect(write(state, { type: 'write', player: 0, slot: 'crossword', move: '8E HUNd' }).score).toBe(8);
  });

  it("a later word crosses the player's own earlier word (HUND at 8F, then .ASE down from F8: 2 + 1 + 1×3 + 1 = 7)", () => {
    let state = settle(table('HUNDASE'), 'HUNDASE');
    const first = write(state, { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' });
    expect(first.score).toBe(10);
    state = settle(first.state, 'HUNDASE');
    const second = write(state, { type: 'write', player: 0, slot: 'crossword', move: 'F8 .ASE' });
    expect(second.score).toBe(7);
    expect(second.state.pads[0]!.crossword.map((e) => e?.score ?? null)).toEqual([10, 7, null, null, null, null]);
  });

  it('a word that does not touch the earlier words scores 0, uses the slot and leaves the grid unchanged', () => {
    let state = settle(table('HUNDASE'), 'HUNDASE');
    state = write(state, { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' }).state;
    state = settle(state, 'HUNDASE');
    const grid = state.pads[0]!.grid;
    const out = outcome(state, { type: 'write', player: 0, slot: 'crossword', move: '2B HASE' });
    expect(out.state.pads[0]!.crossword[1]).toMatchObject({ verdict: 'illegal-placement', score: 0 });
    expect(out.state.pads[0]!.grid).toEqual(grid);
  });

  it('the first word must cover the centre star', () => {
    const state = settle(table('HUNDASE'), 'HUNDASE');
    const out = outcome(state, { type: 'write', player: 0, slot: 'crossword', move: '1A HUND' });
    expect(out.state.pads[0]!.crossword[0]).toMatchObject({ verdict: 'illegal-placement', score: 0 });
  });

  // "Schafft es ein Spieler im Kreuzwort-Bereich, ein Wort mit 7 Buchstaben zu bilden, so bekommt er eine Zusatzprämie von 50 Punkten."
  it('by default (seven-letters) a main word of seven letters earns the bonus with six dice and a letter of the grid; option seven-dice does not', () => {
    let state = settle(table('HUNDERT'), 'HUNDERT');
    state = write(state, { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' }).state;
    state = settle(state, 'HUNDERT');
    // "F8 .UNDERT" is not German, but without a lexicon every word is admitted: the point is the count.
    const out = write(state, { type: 'write', player: 0, slot: 'crossword', move: 'F8 .UNDERT' });
    // H 2, U 1, N on F10 (TL) 3, D 1, E 1, R 1, T on F14 (TL) 3: 12, plus 50
    expect(out.score).toBe(2 + 1 + 1 * 3 + 1 + 1 + 1 + 1 * 3 + 50);
    const plain = settle(write(settle(table('HUNDERT', { bonusWhen: 'seven-dice' }), 'HUNDERT'), { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' }).state, 'HUNDERT');
    expect(write(plain, { type: 'write', player: 0, slot: 'crossword', move: 'F8 .UNDERT' }).score).toBe(12);
  });
});

describe('results: result I, the premium for more than 200, result II, result III, total', () => {
  function pad(crossword: number[], dice: number[]) {
    const empty = emptyPad(STANDARD_LAYOUT);
    return {
      ...empty,
      crossword: crossword.map((score, round) => ({ round, verdict: 'scored' as const, move: '8H AB', tiles: [], words: [], bonus: 0, score })),
      dice: dice.map((score, i) => ({ round: 6 + i, verdict: 'scored' as const, word: 'X', score })),
    };
  }

  it('result I of exactly 200 earns no premium', () => {
    const r = padResult(pad([40, 40, 40, 40, 20, 20], [2, 5, 10, 18, 25, 50]), 0, 'A');
    expect(r).toMatchObject({ resultI: 200, premium: 0, resultII: 200, resultIII: 110, total: 310 });
  });

  it('result I of 201 earns 50: result II 251', () => {
    const r = padResult(pad([40, 40, 40, 40, 20, 21], [2, 5, 0, 18, 0, 50]), 0, 'A');
    expect(r).toMatchObject({ resultI: 201, premium: 50, resultII: 251, resultIII: 75, total: 326 });
  });

  it('in a played game: four bingos over 200 earn the premium', () => {
    let state = table('GRÜNDEN');
    state = settle(state, 'GRÜNDEN');
    const a = write(state, { type: 'write', player: 0, slot: 'crossword', move: '8D GRÜNDEN' });
    state = settle(a.state, 'GRÜNDEN');
    const b = write(state, { type: 'write', player: 0, slot: 'crossword', move: 'D9 RÜNDEN' });
    expect(a.score).toBe(80);
    state = settle(b.state, 'GRÜNDEN');
    const c = write(state, { type: 'write', player: 0, slot: 'crossword', move: 'J9 RÜNDEN' });
    state = settle(c.state, 'GRÜNDEN');
    const d = write(state, { type: 'write', player: 0, slot: 'crossword', move: '15A GRÜNDEN' });
    const r = results(d.state).players[0]!;
    expect(r.resultI).toBe(a.score + b.score + c.score + d.score);
    expect(r.resultI).toBeGreaterThan(200);
    expect(r.premium).toBe(50);
    expect(r.resultII).toBe(r.resultI + 50);
  });
});

describe('a match: the totals of several games summed seat by seat', () => {
  it('the highest sum wins, even when another player won more games', async () => {
    const { matchResults } = await import('../../src/wuerfel/index.js');
    const game = (scores: [number, number]) => {
      const pads = scores.map((score) => ({ ...emptyPad(STANDARD_LAYOUT), dice: [null, null, null, null, null, { round: 0, verdict: 'scored' as const, word: 'X', score }] }));
      return { players: ['Anna', 'Ben'], pads, phase: 'over' as const };
    };
    const match = matchResults([game([50, 40]), game([50, 40]), game([0, 130])]);
    expect(match).toEqual({ ok: true, value: { games: 3, totals: [100, 210], winners: [1] } });
    expect(matchResults([game([1, 1]), { ...game([1, 1]), players: ['Ben', 'Anna'] }])).toMatchObject({ ok: false, error: { code: 'bad-match' } });
    expect(matchResults([])).toMatchObject({ ok: false, error: { code: 'bad-match' } });
  });
});
