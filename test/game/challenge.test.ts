import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, arrangeBag, GERMAN, TOURNAMENT, DUTCH_IJ, ENGLISH, rackOf, scoresOf, currentPlayer, bagSize,
  type GameState, type RuleSet, type Lexicon,
} from '../../src/index.js';
import { checkInvariants, deepFreeze, knownGame, must, run } from './helpers.js';

const german = () => knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS', ...'LMNO']);
const afterGrunde = () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state;

describe('challenge window (RULES.md section 7)', () => {
  it('a play waits in the challenge window with its score counted and no tiles drawn', () => {
    const s = afterGrunde();
    expect(s.phase).toBe('challenge-window');
    expect(s.pending).toMatchObject({ player: 0, score: 28, words: ['GRÜNDE'], tiles: [...'GRÜNDE'] });
    expect(scoresOf(s)).toEqual([28, 0]);
    expect(rackOf(s, 0)).toEqual(['X']);
    expect(currentPlayer(s)).toBe(1);
  });

  it('upheld: exactly the played tiles return, the score is taken back, the turn is lost, no tile is drawn', () => {
    const before = german();
    const s = afterGrunde();
    const r = must(s, { type: 'challenge', player: 1, valid: false });
    expect(r.events).toEqual([{ type: 'challenge-upheld', player: 0, challenger: 1, words: ['GRÜNDE'], tiles: [...'GRÜNDE'], deltas: [-28, 0] }]);
    expect([...rackOf(r.state, 0)].sort()).toEqual([...rackOf(before, 0)].sort());
    expect(r.state.board).toEqual(before.board);
    expect(r.state.bag).toEqual(before.bag);
    expect(scoresOf(r.state)).toEqual([0, 0]);
    expect(currentPlayer(r.state)).toBe(1);
    expect(r.state.phase).toBe('playing');
    checkInvariants(r.state);
  });

  it('a withdrawn blank comes back as a blank', () => {
    const s = knownGame(GERMAN, ['?', ...'RÜNDEX', ...'HUNDEAS']);
    const played = must(s, { type: 'play', player: 0, move: '8D gRÜNDE' });
    expect(played.events[0]).toMatchObject({ score: 20 });   // the blank G on the DL square counts 0: (0+1+6+1+1+1) × 2
    const r = must(played.state, { type: 'challenge', player: 1, valid: false });
    expect([...rackOf(r.state, 0)].sort()).toEqual(['?', ...'RÜNDEX'].sort());
  });

  it('rejected (German): the play stands, the challenger loses 10 and may go negative, the player draws', () => {
    const r = must(afterGrunde(), { type: 'challenge', player: 1, valid: true });
    expect(r.events.map((e) => e.type)).toEqual(['challenge-failed', 'tiles-drawn']);
    expect(r.events[0]).toMatchObject({ penalty: 'challenger-loses-points', deltas: [0, -10] });
    expect(scoresOf(r.state)).toEqual([28, -10]);
    expect(rackOf(r.state, 0)).toEqual(['X', ...'LMNO', 'A', 'A']);
    expect(currentPlayer(r.state)).toBe(1);
    expect(r.state.pending).toBeNull();
  });

  it('a play can be challenged once; after it is accepted it stands', () => {
    const accepted = must(afterGrunde(), { type: 'accept', player: 1 });
    expect(accepted.events.map((e) => e.type)).toEqual(['play-accepted', 'tiles-drawn']);
    const r = applyAction(accepted.state, { type: 'challenge', player: 1, valid: false });
    expect(r.ok || r.error.code).toBe('no-pending-play');
  });

  it('the next player\'s action accepts the pending play', () => {
    const r = must(afterGrunde(), { type: 'pass', player: 1 });
    expect(r.events.map((e) => e.type)).toEqual(['play-accepted', 'tiles-drawn', 'passed']);
    expect(r.events[0]).toEqual({ type: 'play-accepted', player: 0, by: null });
  });

  it('no penalty under the Dutch booklet', () => {
    const s = must(knownGame(DUTCH_IJ, [...'DORPAVE', ...'AADOPKL']), { type: 'play', player: 0, move: '8F DORP' }).state;
    const r = must(s, { type: 'challenge', player: 1, valid: true });
    expect(r.events[0]).toMatchObject({ penalty: 'none', deltas: [0, 0] });
    expect(scoresOf(r.state)).toEqual([16, 0]);
  });

  it('tournament: +5 to the challenged player per challenge, or per word challenged', () => {
    const front = [...'QUIETLY', ...'ZEBRASS'];
    const q = run(knownGame(TOURNAMENT, front), [{ type: 'play', player: 0, move: '8D QUIET' }, { type: 'accept', player: 1 }]);
    const twoWords = must(q, { type: 'play', player: 1, move: 'E7 Z.' }).state;   // ZU down through the U of QUIET
    const perChallenge = must(twoWords, { type: 'challenge', player: 0, valid: true });
    expect(perChallenge.events[0]).toMatchObject({ penalty: 'challenged-gains-points', deltas: [0, 5] });
    const perWord: RuleSet = { ...TOURNAMENT, challenge: { ...TOURNAMENT.challenge, per: 'word' } };
    const q2 = run(knownGame(perWord, front), [{ type: 'play', player: 0, move: '8D QUIET' }, { type: 'accept', player: 1 }]);
    const parallel = must(q2, { type: 'play', player: 1, move: '9D AS' }).state;   // AS, QA, US
    expect(parallel.pending?.words).toEqual(['AS', 'QA', 'US']);
    const all = must(parallel, { type: 'challenge', player: 0, valid: true });
    expect(all.events[0]).toMatchObject({ deltas: [0, 15] });
    const one = must(parallel, { type: 'challenge', player: 0, valid: true, words: ['QA'] });
    expect(one.events[0]).toMatchObject({ words: ['QA'], deltas: [0, 5] });
    const repeated = must(parallel, { type: 'challenge', player: 0, valid: true, words: ['QA', 'QA', 'QA', 'US', 'QA'] });
    expect(repeated.events[0]).toMatchObject({ words: ['QA', 'US'], deltas: [0, 10] });
  });

  it('lose-a-turn: the challenger\'s turn is skipped', () => {
    const double: RuleSet = { ...ENGLISH, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };
    const s = must(knownGame(double, [...'QUIETLY', ...'ZEBRASS']), { type: 'play', player: 0, move: '8D QUIET' }).state;
    const r = must(s, { type: 'challenge', player: 1, valid: true });
    expect(r.events.map((e) => e.type)).toEqual(['challenge-failed', 'tiles-drawn', 'turn-lost']);
    expect(currentPlayer(r.state)).toBe(0);
    expect(r.state.counters.turnsToLose).toEqual([0, 0]);
  });

  it('lose-a-turn with three players: a challenger who is not next loses the turn when it comes', () => {
    const double: RuleSet = { ...ENGLISH, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };
    const bag = arrangeBag(double, [...'QUIETLY', ...'ZEBRASS', ...'ABCDEFG']);
    if (!bag.ok) throw new Error();
    const g = createGame({ rules: double, players: ['A', 'B', 'C'], bag: bag.value, firstPlayer: 0 });
    if (!g.ok) throw new Error();
    const s = must(g.value, { type: 'play', player: 0, move: '8D QUIET' }).state;
    const r = must(s, { type: 'challenge', player: 2, valid: true });
    expect(r.state.counters.turnsToLose).toEqual([0, 0, 1]);
    expect(currentPlayer(r.state)).toBe(1);
    const b = must(r.state, { type: 'pass', player: 1 });
    expect(b.events.map((e) => e.type)).toEqual(['passed', 'turn-lost']);
    expect(currentPlayer(b.state)).toBe(0);
  });

  it('lose-a-turn with three players: a going-out play stays open when the next player loses a turn', () => {
    const counts: [string, number][] = [['A', 4], ['D', 1], ['E', 2], ['H', 1], ['I', 1], ['N', 1], ['R', 1], ['S', 1], ['T', 1], ['U', 1], ['X', 1]];
    const tiles = { id: 'tiny', name: 'Tiny', blanks: 0, letters: counts.map(([letter, count]) => ({ letter, count, value: 1 })) };
    const double: RuleSet = { ...ENGLISH, tiles, rackSize: 5, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };
    const g = createGame({ rules: double, players: ['A', 'B', 'C'], racks: ['HUNDX', 'EREIS', 'TAAAA'], bag: [], firstPlayer: 0 });
    if (!g.ok) throw new Error(g.error.message);
    const s = run(g.value, [{ type: 'play', player: 0, move: '8F HUND' }, { type: 'challenge', player: 2, valid: true }]);
    expect(s.counters.turnsToLose).toEqual([0, 0, 1]);
    const out = must(s, { type: 'play', player: 1, move: '8F ....EREIS' });
    expect(out.events.map((e) => e.type)).toEqual(['move-played', 'turn-lost']);
    expect(out.state.phase).toBe('challenge-window');
    expect(currentPlayer(out.state)).toBe(0);
    expect(applyAction(out.state, { type: 'pass', player: 0 })).toMatchObject({ ok: false, error: { code: 'going-out-pending' } });
    const upheld = must(out.state, { type: 'challenge', player: 0, valid: false });
    expect(upheld.state.racks[1]).toEqual([...'EREIS']);
    expect(upheld.state.phase).toBe('playing');
    const accepted = must(out.state, { type: 'accept', player: 0 });
    expect(accepted.events.map((e) => e.type)).toEqual(['play-accepted', 'game-ended']);
  });

  it('any other player may challenge; the author may not, nor accept', () => {
    const s = afterGrunde();
    expect(applyAction(s, { type: 'challenge', player: 0, valid: false })).toMatchObject({ ok: false, error: { code: 'own-play' } });
    expect(applyAction(s, { type: 'accept', player: 0 })).toMatchObject({ ok: false, error: { code: 'own-play' } });
  });
});

describe('words checked with a lexicon', () => {
  const lexicon: Lexicon = { has: (w) => ['GRÜNDE', 'HUND', 'QUIET'].includes(w) };

  it('the lexicon judges challenges: valid words make the challenge fail', () => {
    const r = must(afterGrunde(), { type: 'challenge', player: 1 }, { lexicon });
    expect(r.events[0]).toMatchObject({ type: 'challenge-failed' });
  });

  it('the lexicon judges challenges: an unknown word upholds the challenge and is named', () => {
    const s = must(german(), { type: 'play', player: 0, move: '8D GRÜND' }).state;
    const r = must(s, { type: 'challenge', player: 1, valid: true }, { lexicon });
    expect(r.events[0]).toMatchObject({ type: 'challenge-upheld', words: ['GRÜND'] });
  });

  it('immediate checking refuses a play with an unknown word and leaves no window', () => {
    const rules: RuleSet = { ...GERMAN, wordCheck: 'immediate' };
    const s = knownGame(rules, [...'GRÜNDEX', ...'HUNDEAS']);
    expect(applyAction(s, { type: 'play', player: 0, move: '8D GRÜND' }, { lexicon })).toMatchObject({ ok: false, error: { code: 'word-not-in-lexicon' } });
    expect(applyAction(s, { type: 'play', player: 0, move: '8D GRÜNDE' })).toMatchObject({ ok: false, error: { code: 'lexicon-required' } });
    const r = must(s, { type: 'play', player: 0, move: '8D GRÜNDE' }, { lexicon });
    expect(r.events.map((e) => e.type)).toEqual(['move-played', 'tiles-drawn']);
    expect(r.state.phase).toBe('playing');
    expect(bagSize(r.state)).toBe(102 - 14 - 6);
  });

  it('never checking: plays are final at once and cannot be challenged', () => {
    const s = knownGame({ ...GERMAN, wordCheck: 'never' }, [...'GRÜNDEX', ...'HUNDEAS']);
    const r = must(s, { type: 'play', player: 0, move: '8D XRÜNDE' });
    expect(r.events[0]).toMatchObject({ final: true });
    expect(applyAction(r.state, { type: 'challenge', player: 1, valid: false })).toMatchObject({ ok: false, error: { code: 'no-pending-play' } });
  });
});

describe('solo play', () => {
  it('a one-player game has no challenge window', () => {
    const g = createGame({ rules: GERMAN, players: ['Solo'], seed: 3 });
    if (!g.ok) throw new Error();
    const s: GameState = g.value;
    expect(s.history[0]).toMatchObject({ type: 'tiles-drawn', player: 0, count: 7 });
    const r = must(s, { type: 'pass', player: 0 });
    expect(currentPlayer(r.state)).toBe(0);
  });
});

describe('with three players, only the player whose turn begins closes the window', () => {
  const three = () => must(knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS', ...'LMNOTRE'], { players: ['Anna', 'Ben', 'Cora'] }),
    { type: 'play', player: 0, move: '8D GRÜNDE' }).state;

  it('refuses an accept by a player whose turn it is not, and changes nothing', () => {
    const s = deepFreeze(three());
    const copy = structuredClone(s);
    const r = applyAction(s, { type: 'accept', player: 2 });
    expect(r.ok ? 'accepted' : r.error.code).toBe('not-your-turn');
    expect(s).toEqual(copy);
  });

  it('lets that player still challenge, and the next player accept', () => {
    const s = three();
    const challenged = must(s, { type: 'challenge', player: 2, valid: true });
    expect(challenged.events[0]).toMatchObject({ type: 'challenge-failed', challenger: 2, deltas: [0, 0, -10] });
    const accepted = must(s, { type: 'accept', player: 1 });
    expect(accepted.state.phase).toBe('playing');
    expect(accepted.state.pending).toBeNull();
  });
});

describe('a lost turn is a scoreless turn, not a pass', () => {
  const double: RuleSet = { ...ENGLISH, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };

  it('it counts as scoreless but not toward the every-player-passed end', () => {
    const s = must(knownGame(double, [...'QUIETLY', ...'ZEBRASS']), { type: 'play', player: 0, move: '8D QUIET' }).state;
    const r = must(s, { type: 'challenge', player: 1, valid: true });
    expect(r.events.map((e) => e.type)).toContain('turn-lost');
    expect(r.state.counters.passes).toBe(0);
    // A passes, B passes, A passes: three passes; with the lost turn counted as a pass the game
    // would already be over after the third (four "passes" in a row).
    let state = r.state;
    for (const player of [0, 1, 0]) state = must(state, { type: 'pass', player }).state;
    expect(state.phase).not.toBe('over');
    expect(state.counters.passes).toBe(3);
    state = must(state, { type: 'pass', player: 1 }).state;
    expect(state.phase).toBe('over');
    expect(state.result?.reason).toBe('passes');
  });

  it('a lost turn between passes ends the run of passes but not the run of scoreless turns', () => {
    const tournament: RuleSet = { ...double, end: { ...double.end, scorelessTurns: 6 } };
    let state = knownGame(tournament, [...'QUIETLY', ...'ZEBRASS']);
    state = must(state, { type: 'pass', player: 0 }).state;
    state = must(state, { type: 'play', player: 1, move: '8D ZEBRA' }).state;
    state = must(state, { type: 'challenge', player: 0, valid: true }).state;
    expect(state.counters.passes).toBe(0);
    expect(currentPlayer(state)).toBe(1);
    const scoreless = state.counters.scoreless;
    state = must(state, { type: 'pass', player: 1 }).state;
    expect(state.counters.scoreless).toBe(scoreless + 1);
    expect(state.counters.passes).toBe(1);
  });
});
