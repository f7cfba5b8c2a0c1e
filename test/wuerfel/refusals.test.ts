import { describe, expect, it } from 'vitest';
import { applyAction, createGame, parseGameState, type WuerfelAction, type WuerfelState } from '../../src/wuerfel/index.js';
import { ANY_FACE_DICE, must } from './helpers.js';

/** A two-player replay game with dice that show the given faces. */
function table(faces = 'HAUSE?N'): WuerfelState {
  const game = createGame({ players: ['Anna', 'Ben'], replay: true, dice: ANY_FACE_DICE([...faces]) });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function settled(faces = 'HAUSE?N'): WuerfelState {
  const rolled = must(table(faces), { type: 'roll', player: 0, faces: [...faces] });
  return must(rolled, { type: 'stop', player: 0 });
}

/** The code of a refused action; the state must be unchanged. */
function refusal(state: WuerfelState, action: unknown): string {
  const before = JSON.stringify(state);
  const r = applyAction(state, action as WuerfelAction);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(r.error.message.length).toBeLessThan(300);
  return r.error.code;
}

describe('the seat -0', () => {
  it('is seat 0: the state reads back equal', () => {
    const rolled = must(table(), { type: 'roll', player: -0, faces: [...'HAUSE?N'] });
    const loaded = parseGameState(JSON.parse(JSON.stringify(rolled)));
    expect(loaded).toEqual({ ok: true, value: rolled });
    expect(JSON.stringify(rolled.history).includes('-0')).toBe(false);
    expect(rolled.history.every((e) => !('player' in e) || !Object.is(e.player, -0))).toBe(true);
  });
});

describe('refusals: the state stays as it was', () => {
  it('letters that were not rolled', () => {
    expect(refusal(settled(), { type: 'write', player: 1, slot: 4, word: 'HOSE' })).toBe('letter-not-rolled');
    expect(refusal(settled(), { type: 'write', player: 1, slot: 'crossword', move: '8H ZU' })).toBe('letter-not-rolled');
  });

  it('a joker letter when no joker was rolled', () => {
    expect(refusal(settled('HAUSEMN'), { type: 'write', player: 1, slot: 4, word: 'HAuS' })).toBe('letter-not-rolled');
  });

  it('a die used twice (a letter or the joker)', () => {
    expect(refusal(settled(), { type: 'write', player: 1, slot: 5, word: 'HAASE' })).toBe('die-used-twice');
    expect(refusal(settled(), { type: 'write', player: 1, slot: 4, word: 'HaSi' })).toBe('die-used-twice');
    expect(refusal(settled(), { type: 'write', player: 1, slot: 'crossword', move: '8G SUSE' })).toBe('die-used-twice');
  });

  it('a used slot', () => {
    let state = settled();
    state = must(state, { type: 'write', player: 0, slot: 4, word: 'HAUS' });
    state = must(state, { type: 'strike', player: 1, slot: 'crossword' });
    state = must(must(state, { type: 'roll', player: 1, faces: [...'HAUSE?N'] }), { type: 'stop', player: 1 });
    expect(refusal(state, { type: 'write', player: 0, slot: 4, word: 'HASE' })).toBe('slot-used');
    expect(refusal(state, { type: 'strike', player: 0, slot: 4 })).toBe('slot-used');
  });

  it('all six crossword slots used', () => {
    let state = table();
    for (let round = 0; round < 6; round++) {
      const roller = state.roller;
      state = must(must(state, { type: 'roll', player: roller, faces: [...'HAUSE?N'] }), { type: 'stop', player: roller });
      state = must(state, { type: 'strike', player: 0, slot: 'crossword' });
      state = must(state, { type: 'strike', player: 1, slot: 'crossword' });
    }
    state = must(must(state, { type: 'roll', player: 0, faces: [...'HAUSE?N'] }), { type: 'stop', player: 0 });
    expect(refusal(state, { type: 'write', player: 1, slot: 'crossword', move: '8H HAUS' })).toBe('slot-used');
  });

  it('a fourth roll', () => {
    let state = table();
    for (let k = 0; k < 3; k++) state = must(state, { type: 'roll', player: 0, faces: [...'HAUSE?N'] });
    expect(state.phase).toBe('writing');
    expect(refusal(state, { type: 'roll', player: 0, faces: [...'HAUSE?N'] })).toBe('no-rolls-left');
    expect(refusal(state, { type: 'stop', player: 0 })).toBe('no-rolls-left');
  });

  it('rolling after stopping', () => {
    expect(refusal(settled(), { type: 'roll', player: 0, faces: [...'HAUSE?N'] })).toBe('letters-settled');
  });

  it('acting out of turn: rolling or stopping when another seat rolls, writing before the letters settle, writing twice', () => {
    const start = table();
    expect(refusal(start, { type: 'roll', player: 1, faces: [...'HAUSE?N'] })).toBe('not-your-turn');
    expect(refusal(start, { type: 'write', player: 0, slot: 2, word: 'AH' })).toBe('letters-not-settled');
    expect(refusal(start, { type: 'stop', player: 0 })).toBe('nothing-rolled');
    const rolled = must(start, { type: 'roll', player: 0, faces: [...'HAUSE?N'] });
    expect(refusal(rolled, { type: 'stop', player: 1 })).toBe('not-your-turn');
    expect(refusal(rolled, { type: 'strike', player: 1, slot: 7 })).toBe('letters-not-settled');
    const once = must(must(rolled, { type: 'stop', player: 0 }), { type: 'write', player: 1, slot: 2, word: 'AH' });
    expect(refusal(once, { type: 'write', player: 1, slot: 3, word: 'HAU' })).toBe('already-written');
    const next = must(once, { type: 'strike', player: 0, slot: 7 });
    expect(next.roller).toBe(1);
    expect(refusal(next, { type: 'roll', player: 0, faces: [...'HAUSE?N'] })).toBe('not-your-turn');
  });

  it('keeping dice: only after a roll, numbers 0–6, each once', () => {
    const start = table();
    expect(refusal(start, { type: 'roll', player: 0, keep: [1], faces: [...'HAUSE?N'] })).toBe('bad-keep');
    const rolled = must(start, { type: 'roll', player: 0, faces: [...'HAUSE?N'] });
    expect(refusal(rolled, { type: 'roll', player: 0, keep: [7], faces: [...'HAUSE?N'] })).toBe('bad-keep');
    expect(refusal(rolled, { type: 'roll', player: 0, keep: [2, 2], faces: [...'HAUSE?N'] })).toBe('bad-keep');
  });

  it('replay faces: required, on the die, and unchanged on kept dice; seeded games roll by themselves', () => {
    const start = table();
    expect(refusal(start, { type: 'roll', player: 0 })).toBe('faces-required');
    expect(refusal(start, { type: 'roll', player: 0, faces: [...'HAUSEXN'] })).toBe('bad-faces');
    const game = createGame({ players: ['A', 'B'], seed: 1 });
    if (!game.ok) throw new Error(game.error.message);
    expect(refusal(game.value, { type: 'roll', player: 0, faces: [...'HAUSE?N'] })).toBe('faces-not-allowed');
    const dice = [['A', 'B', 'C', 'D', 'E', 'F'], ...Array.from({ length: 6 }, () => ['N', 'N', 'N', 'N', 'N', 'N'])];
    const kept = createGame({ players: ['A'], replay: true, dice });
    if (!kept.ok) throw new Error(kept.error.message);
    const first = must(kept.value, { type: 'roll', player: 0, faces: [...'ANNNNNN'] });
    expect(refusal(first, { type: 'roll', player: 0, keep: [0], faces: [...'BNNNNNN'] })).toBe('bad-faces');
    expect(must(first, { type: 'roll', player: 0, keep: [0], faces: [...'ANNNNNN'] }).roll.count).toBe(2);
  });

  it('malformed actions, unknown players, a game that is over, words that are not words', () => {
    const state = settled();
    for (const action of [null, 7, {}, { type: 'dance', player: 0 }, { type: 'roll', player: -1 }, { type: 'write', player: 0, slot: 8, word: 'AH' },
      { type: 'write', player: 0, slot: 'crossword', word: 'AH' }, { type: 'write', player: 0, slot: 2, word: 'A'.repeat(100_000) }]) {
      expect(refusal(state, action)).toBe('bad-action');
    }
    expect(refusal(state, { type: 'strike', player: 2, slot: 2 })).toBe('unknown-player');
    expect(refusal(state, { type: 'write', player: 1, slot: 2, word: 'A-H' })).toBe('bad-word');
    expect(refusal(state, { type: 'write', player: 1, slot: 2, word: '' })).toBe('bad-word');
    expect(refusal(state, { type: 'write', player: 1, slot: 'crossword', move: 'HAUS' })).toBe('bad-notation');
  });

  it('a game that checks words needs the lexicon, and a failing lexicon is an error, not a crash', () => {
    const game = createGame({ players: ['A'], replay: true, dice: ANY_FACE_DICE([...'HAUSE?N']), lexicon: { has: () => true } });
    if (!game.ok) throw new Error(game.error.message);
    const state = must(must(game.value, { type: 'roll', player: 0, faces: [...'HAUSE?N'] }), { type: 'stop', player: 0 });
    expect(refusal(state, { type: 'write', player: 0, slot: 4, word: 'HAUS' })).toBe('lexicon-required');
    const r = applyAction(state, { type: 'write', player: 0, slot: 4, word: 'HAUS' }, { lexicon: { has: () => { throw new Error('down'); } } });
    expect(!r.ok && r.error.code).toBe('lexicon-failed');
    const no = applyAction(state, { type: 'write', player: 0, slot: 4, word: 'HAUS' }, { lexicon: { has: () => false } });
    expect(no.ok && no.value.state.pads[0]!.dice[2]).toEqual({ round: 0, verdict: 'not-admissible', word: 'HAUS', score: 0 });
    expect(applyAction({} as WuerfelState, { type: 'stop', player: 0 })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('createGame refuses bad options with typed errors', () => {
    const bad = (options: unknown) => {
      const r = createGame(options as Parameters<typeof createGame>[0]);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(bad(null)).toBe('bad-options');
    expect(bad({ players: [] , seed: 1 })).toBe('bad-players');
    expect(bad({ players: ['A'] })).toBe('ok');
    expect(bad({ players: ['A'], seed: 1.5 })).toBe('bad-seed');
    expect(bad({ players: ['A'], seed: '' })).toBe('bad-seed');
    expect(bad({ players: ['A'], seed: 1, dice: [['A']] })).toBe('bad-dice');
    expect(bad({ players: ['A'], seed: 1, dice: ANY_FACE_DICE([...'HAUSE?$']) })).toBe('bad-dice');
    expect(bad({ players: ['A'], seed: 1, bonusWhen: 'eight' })).toBe('bad-bonus-rule');
    expect(bad({ players: ['A'], seed: 1, firstPlayer: 1 })).toBe('bad-first-player');
    expect(bad({ players: ['A'], seed: 1, lexicon: {} })).toBe('bad-lexicon');
    expect(bad({ players: ['A'], seed: 1, layout: { rows: 3 } })).toBe('bad-layout');
  });
});
