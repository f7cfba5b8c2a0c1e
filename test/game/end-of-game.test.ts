import { describe, expect, it } from 'vitest';
import {
  applyAction, GERMAN, TOURNAMENT, DUTCH_IJ, rackAdjustments, isGameOver, scoresOf,
  type GameState, type RuleSet,
} from '../../src/index.js';
import { checkInvariants, knownGame, MINI, miniGame, must, run } from './helpers.js';

/** The game up to B's going-out play (pending): A holds A and X. */
function toGoingOut(rules: RuleSet = MINI): GameState {
  return run(miniGame(rules), [
    { type: 'play', player: 0, move: '8F HUND' },     // 5 × 2 = 10
    { type: 'play', player: 1, move: 'F8 .AASEN' },   // H2 A1 A3 (TL F10) S1 E1 N1 = 9
    { type: 'play', player: 0, move: 'I8 .EST' },     // D1 E2 (DL I9) S1 T1 = 5
    { type: 'play', player: 1, move: '8F ....ER' },   // HUNDER = 7, B goes out
  ]);
}

describe('a whole game to the end, checked by hand', () => {
  it('scores every turn and settles the racks as in the booklet example (A and X left: −9 / +9)', () => {
    const before = toGoingOut();
    expect(scoresOf(before)).toEqual([15, 16]);
    expect(before.racks).toEqual([['A', 'X'], []]);
    expect(before.bag).toEqual([]);
    expect(isGameOver(before)).toBe(false);
    expect(before.phase).toBe('challenge-window');
    const end = must(before, { type: 'accept', player: 0 });
    expect(end.events).toEqual([
      { type: 'play-accepted', player: 1, by: 0 },
      { type: 'game-ended', reason: 'went-out', wentOut: 1, racks: [['A', 'X'], []], deltas: [-9, 9], winners: [1] },
    ]);
    expect(scoresOf(end.state)).toEqual([6, 25]);
    expect(end.state.result).toEqual({ reason: 'went-out', wentOut: 1, adjustments: [-9, 9], winners: [1] });
    checkInvariants(end.state);
  });

  it('does not end on a going-out play before it is final, and refuses to let the next turn accept it silently', () => {
    const before = toGoingOut();
    const r = applyAction(before, { type: 'pass', player: 0 });
    expect(r.ok || r.error.code).toBe('going-out-pending');
  });

  it('continues when the going-out play is challenged successfully', () => {
    const r = must(toGoingOut(), { type: 'challenge', player: 0, valid: false });
    expect(r.state.racks[1]).toEqual(['E', 'R']);
    expect(isGameOver(r.state)).toBe(false);
    expect(scoresOf(r.state)).toEqual([15, 9]);
  });

  it('ends after a failed challenge of the going-out play, penalty first', () => {
    const r = must(toGoingOut(), { type: 'challenge', player: 0, valid: true });
    expect(r.events.map((e) => e.type)).toEqual(['challenge-failed', 'game-ended']);
    expect(scoresOf(r.state)).toEqual([15 - 10 - 9, 16 + 9]);
  });

  it('refuses every action once the game is over', () => {
    const over = must(toGoingOut(), { type: 'accept', player: 0 }).state;
    for (const action of [
      { type: 'pass', player: 0 }, { type: 'play', player: 0, move: '9J A' }, { type: 'accept', player: 1 },
      { type: 'challenge', player: 0, valid: false }, { type: 'exchange', player: 0, tiles: 'A' },
    ] as const) {
      const r = applyAction(over, action);
      expect(r.ok || r.error.code).toBe('game-over');
    }
  });

  it('settles twice the others\' racks under the double going-out rule', () => {
    const over = must(toGoingOut({ ...MINI, goingOut: 'double' }), { type: 'accept', player: 0 }).state;
    expect(over.result?.adjustments).toEqual([0, 18]);
  });
});

describe('rack adjustments (RULES.md section 8)', () => {
  it('booklet: everyone subtracts, who went out adds the others', () => {
    expect(rackAdjustments(GERMAN, [['X', 'A'], [], ['Q', '?']], 1)).toEqual([-9, 19, -10]);
    expect(rackAdjustments(GERMAN, [['X', 'A'], ['E']], null)).toEqual([-9, -1]);
  });
  it('never produces a negative zero (it would not survive JSON)', () => {
    for (const d of rackAdjustments(GERMAN, [['?'], []], null)) expect(Object.is(d, -0)).toBe(false);
    for (const d of rackAdjustments(GERMAN, [['?'], []], 1)) expect(Object.is(d, -0)).toBe(false);
  });
  it('double: who went out adds twice the others; nobody subtracts; without going out everyone subtracts', () => {
    expect(rackAdjustments(TOURNAMENT, [['Z', 'A'], []], 1)).toEqual([0, 22]);
    expect(rackAdjustments(TOURNAMENT, [['Z', 'A'], ['E']], null)).toEqual([-11, -1]);
  });
});

describe('end by passes and scoreless turns', () => {
  it('German: two rounds of passes by every player end the game (four passes for two players)', () => {
    let s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    for (let i = 0; i < 3; i++) s = must(s, { type: 'pass', player: s.turn }).state;
    expect(isGameOver(s)).toBe(false);
    const last = must(s, { type: 'pass', player: s.turn });
    expect(last.events.at(-1)).toMatchObject({ type: 'game-ended', reason: 'passes', wentOut: null });
    // both subtract their racks: A holds G R Ü N D E X = 2+1+6+1+1+1+8, B holds H U N D E A S = 2+1+1+1+1+1+1
    expect(scoresOf(last.state)).toEqual([-20, -8]);
  });

  it('Dutch: one round of passes ends the game', () => {
    let s = knownGame(DUTCH_IJ, [...'DORPAVE', ...'AADOPKL']);
    s = must(s, { type: 'pass', player: 0 }).state;
    expect(isGameOver(must(s, { type: 'pass', player: 1 }).state)).toBe(true);
  });

  it('an exchange or a play between passes starts the count again', () => {
    let s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    s = run(s, [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'H' }]);
    s = run(s, [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }]);
    expect(isGameOver(s)).toBe(false);
    expect(isGameOver(must(s, { type: 'pass', player: 1 }).state)).toBe(true);
  });

  it('tournament: six scoreless turns (passes, exchanges, withdrawn plays) end the game', () => {
    let s = knownGame(TOURNAMENT, [...'QUIETLY', ...'ZEBRASS']);
    s = run(s, [
      { type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'Z' },
      { type: 'play', player: 0, move: '8D QUIET' }, { type: 'challenge', player: 1, valid: false },
      { type: 'pass', player: 1 }, { type: 'pass', player: 0 },
    ]);
    expect(isGameOver(s)).toBe(false);
    const end = must(s, { type: 'exchange', player: 1, tiles: 'S' });
    expect(end.events.at(-1)).toMatchObject({ type: 'game-ended', reason: 'scoreless-turns' });
  });

  it('tournament: a scoring play resets the scoreless count; a zero-score play counts only when the rule set says so', () => {
    const zero = { ...TOURNAMENT, wordCheck: 'never' as const, end: { ...TOURNAMENT.end, scorelessTurns: 2, zeroScorePlaysAreScoreless: true } };
    const s = knownGame(zero, ['?', '?', ...'ABCDE', ...'FGHIJKL']);
    const r = run(s, [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }]);
    expect(isGameOver(r)).toBe(true);
    const blanks = must(s, { type: 'play', player: 0, move: '8G ab' });
    expect(blanks.events[0]).toMatchObject({ score: 0 });
    expect(isGameOver(must(blanks.state, { type: 'pass', player: 1 }).state)).toBe(true);
    const counted = knownGame({ ...zero, end: { ...zero.end, zeroScorePlaysAreScoreless: false } }, ['?', '?', ...'ABCDE', ...'FGHIJKL']);
    const after = run(counted, [{ type: 'play', player: 0, move: '8G ab' }, { type: 'pass', player: 1 }]);
    expect(isGameOver(after)).toBe(false);
  });
});

describe('exchanges', () => {
  it('draws the new tiles before the old ones go back (a given bag order: to the back)', () => {
    const s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS', ...'QY']);
    const r = must(s, { type: 'exchange', player: 0, tiles: 'XG' });
    expect(r.events[0]).toEqual({ type: 'tiles-exchanged', player: 0, count: 2, returned: ['X', 'G'], drawn: ['Q', 'Y'] });
    expect(r.state.racks[0]).toEqual([...'RÜNDE', 'Q', 'Y']);
    expect(r.state.bag.slice(-2)).toEqual(['X', 'G']);
    checkInvariants(r.state);
  });

  it('a rule set that allows exchanging more tiles than the bag holds returns them first, so the rack stays full', () => {
    const loose: RuleSet = { ...MINI, exchange: { minBagSize: 1, upToBagSize: false } };
    const r = must(miniGame(loose), { type: 'exchange', player: 0, tiles: 'HUN' });
    expect(r.state.racks[0]).toHaveLength(7);
    expect(r.state.bag).toHaveLength(2);
    checkInvariants(r.state);
  });
});
