import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, CROSSWORD_SLOTS, parseGameState, results, ROUNDS, viewFor, type WuerfelState,
} from '../../src/wuerfel/index.js';
import { randomGame } from './helpers.js';

function seeded(players: number, seed: number, extra: Partial<Parameters<typeof createGame>[0]> = {}): WuerfelState {
  const game = createGame({ players: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed, ...extra });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const gameArb = fc.record({ players: fc.integer({ min: 1, max: 4 }), seed: fc.integer(), driver: fc.integer() });

describe('laws of the dice game', () => {
  it('a random legal game ends after 12 rounds with every slot of every pad used exactly once', () => {
    fc.assert(fc.property(gameArb, ({ players, seed, driver }) => {
      const states = randomGame(seeded(players, seed), driver);
      const last = states[states.length - 1]!;
      expect(last.phase).toBe('over');
      expect(last.round).toBe(ROUNDS);
      const rounds = last.history.filter((e) => e.type === 'round-ended').map((e) => e.type === 'round-ended' && e.round);
      expect(rounds).toEqual([...Array(ROUNDS).keys()]);
      for (const pad of last.pads) {
        const entries = [...pad.crossword, ...pad.dice];
        expect(entries.every((e) => e !== null)).toBe(true);
        expect(entries.map((e) => e!.round).sort((a, b) => a - b)).toEqual([...Array(ROUNDS).keys()]);
        expect(pad.crossword).toHaveLength(CROSSWORD_SLOTS);
      }
      expect(applyAction(last, { type: 'roll', player: 0 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
    }), { numRuns: 40 });
  });

  it('totals equal the sum of their parts, and the game-ended event agrees with results', () => {
    fc.assert(fc.property(gameArb, ({ players, seed, driver }) => {
      const states = randomGame(seeded(players, seed), driver);
      const last = states[states.length - 1]!;
      const r = results(last);
      for (const p of r.players) {
        const pad = last.pads[p.player]!;
        expect(p.crossword).toEqual(pad.crossword.map((e) => e!.score));
        expect(p.resultI).toBe(p.crossword.reduce((a, b) => a + b, 0));
        expect(p.premium).toBe(p.resultI > 200 ? 50 : 0);
        expect(p.resultII).toBe(p.resultI + p.premium);
        expect(p.resultIII).toBe(p.dice.reduce((a, b) => a + b, 0));
        expect(p.total).toBe(p.resultII + p.resultIII);
        for (const e of pad.crossword) if (e!.verdict === 'scored') expect(e!.score).toBe(e!.words.reduce((a, w) => a + w.score, 0) + e!.bonus);
      }
      const ended = last.history[last.history.length - 1]!;
      expect(ended).toEqual({ type: 'game-ended', totals: r.players.map((p) => p.total), winners: r.winners });
      expect(r.winners.every((w) => r.players[w]!.total === Math.max(...r.players.map((p) => p.total)))).toBe(true);
    }), { numRuns: 40 });
  });

  it('every state reads back from JSON as itself; a changed score or roll is refused', () => {
    fc.assert(fc.property(gameArb, fc.nat(), ({ players, seed, driver }, pick) => {
      const states = randomGame(seeded(players, seed), driver);
      const state = states[pick % states.length]!;
      const json = JSON.parse(JSON.stringify(state)) as unknown;
      const parsed = parseGameState(json);
      expect(parsed.ok && parsed.value).toEqual(state);
      const last = JSON.parse(JSON.stringify(states[states.length - 1])) as { pads: { dice: { score: number }[] }[] };
      last.pads[0]!.dice[0]!.score += 1;
      expect(parseGameState(last)).toMatchObject({ ok: false, error: { code: 'state-mismatch' } });
    }), { numRuns: 25 });
  });

  it('no action mutates its state (every state deep-frozen)', () => {
    fc.assert(fc.property(gameArb, ({ players, seed, driver }) => {
      const start = deepFreeze(seeded(players, seed));
      const frozen = randomGame(start, driver);
      const plain = randomGame(seeded(players, seed), driver);
      expect(frozen).toEqual(plain);
    }), { numRuns: 20 });
  });

  it('the same seed gives the same rolls; another seed other rolls', () => {
    const rolls = (seed: number) => randomGame(seeded(2, seed), 99).at(-1)!.history.filter((e) => e.type === 'dice-rolled');
    fc.assert(fc.property(fc.integer(), (seed) => {
      expect(rolls(seed)).toEqual(rolls(seed));
    }), { numRuns: 10 });
    expect(rolls(1)).not.toEqual(rolls(2));
  });

  it('views hide the others\' entries of the current round and the generator, and show everything once over', () => {
    fc.assert(fc.property(gameArb, fc.nat(), ({ players, seed, driver }, pick) => {
      const states = randomGame(seeded(players, seed), driver);
      const state = states[pick % states.length]!;
      const view = viewFor(state, 0);
      expect(JSON.stringify(view)).not.toContain('"prng"');
      expect(view).not.toHaveProperty('initialPrng');
      view.pads.forEach((pad, p) => {
        const entries = [...pad.crossword, ...pad.dice].filter((e) => e !== null);
        if (p !== 0 && state.phase !== 'over') expect(entries.every((e) => e!.round < state.round)).toBe(true);
        else expect(pad).toEqual(state.pads[p]);
      });
      for (const e of view.history) {
        if ((e.type === 'word-written' || e.type === 'slot-struck') && e.player !== 0) expect(e.round < state.round || state.phase === 'over').toBe(true);
      }
    }), { numRuns: 30 });
  });
});

describe('parseGameState refuses what its history does not give', () => {
  const states = randomGame(seeded(3, 11), 12);
  const last = states[states.length - 1]!;
  const mutate = (change: (s: Record<string, any>) => void) => {
    const copy = JSON.parse(JSON.stringify(last)) as Record<string, any>;
    change(copy);
    const r = parseGameState(copy);
    return r.ok ? 'ok' : r.error.code;
  };

  it('typed errors for each kind of damage', () => {
    expect(parseGameState(null)).toMatchObject({ ok: false, error: { code: 'not-an-object' } });
    expect(mutate((s) => { s.format = 'x'; })).toBe('bad-format');
    expect(mutate((s) => { s.players = []; })).toBe('bad-players');
    expect(mutate((s) => { s.settings.dice[0][0] = '$'; })).toBe('bad-settings');
    expect(mutate((s) => { s.initialPrng = -1; })).toBe('bad-prng');
    expect(mutate((s) => { s.initialPrng = 5; })).toBe('bad-prng');
    expect(mutate((s) => { s.history = {}; })).toBe('bad-history');
    expect(mutate((s) => { s.history[0].type = 'magic'; })).toBe('bad-history');
    expect(mutate((s) => { s.history = Array(10_000).fill(s.history[0]); })).toBe('too-large');
    expect(mutate((s) => { s.history[0].faces[0] = s.history[0].faces[0] === 'A' ? 'E' : 'A'; })).toBe('state-mismatch');
    // other rolls: the recorded words use letters the new rolls do not show, or the faces differ
    expect(['history-refused', 'state-mismatch']).toContain(mutate((s) => { s.initialPrng.position += 1; }));
    expect(mutate((s) => { s.history.splice(1, 0, { type: 'dice-rolled', player: 2, kept: [] }); })).toBe('history-refused');
    expect(mutate((s) => { s.round = 3; })).toBe('state-mismatch');
    expect(mutate((s) => { s.extra = 1; })).toBe('ok');
  });

  it('with a lexicon the words are judged again; without, the recorded verdicts stand', () => {
    const game = createGame({ players: ['A'], replay: true, lexicon: { has: () => true }, dice: Array.from({ length: 7 }, () => ['H', 'A', 'U', 'S', 'E', 'N']) });
    if (!game.ok) throw new Error(game.error.message);
    let s = game.value;
    const yes = { lexicon: { has: (w: string) => w === 'HAUS' } };
    const rolled = applyAction(s, { type: 'roll', player: 0, faces: [...'HAUSENN'] });
    if (!rolled.ok) throw new Error(rolled.error.message);
    s = rolled.value.state;
    const stopped = applyAction(s, { type: 'stop', player: 0 });
    if (!stopped.ok) throw new Error(stopped.error.message);
    const written = applyAction(stopped.value.state, { type: 'write', player: 0, slot: 4, word: 'HAUS' }, yes);
    if (!written.ok) throw new Error(written.error.message);
    const saved = JSON.parse(JSON.stringify(written.value.state)) as unknown;
    expect(parseGameState(saved).ok).toBe(true);
    expect(parseGameState(saved, yes).ok).toBe(true);
    expect(parseGameState(saved, { lexicon: { has: () => false } })).toMatchObject({ ok: false, error: { code: 'state-mismatch' } });
    expect(parseGameState(saved, { lexicon: { has: () => { throw new Error('down'); } } })).toMatchObject({ ok: false, error: { code: 'lexicon-failed' } });
  });
});

describe('saved replay games', () => {
  it('a game played with real dice reads back as itself, and a stated face changed in its history is refused', () => {
    const game = createGame({ players: ['A', 'B'], replay: true, bonusWhen: 'seven-letters', firstPlayer: 1 });
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    for (const action of [
      { type: 'roll', player: 1, faces: ['A', 'E', 'O', 'N', 'S', 'R', 'K'] },
      { type: 'roll', player: 1, keep: [0, 3], faces: ['A', 'I', '?', 'N', 'D', 'G', 'F'] },
      { type: 'stop', player: 1 },
      { type: 'write', player: 0, slot: 'crossword', move: '8G FANG' },
      { type: 'strike', player: 1, slot: 3 },
    ] as const) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const saved = JSON.parse(JSON.stringify(state)) as { initialPrng: unknown; history: { faces?: string[] }[] };
    expect(parseGameState(saved)).toEqual({ ok: true, value: state });
    saved.history[1]!.faces![1] = 'U';
    expect(parseGameState(saved)).toMatchObject({ ok: false, error: { code: 'state-mismatch' } });
    saved.initialPrng = { key: '0'.repeat(64), position: 0 };
    expect(parseGameState(saved)).toMatchObject({ ok: false, error: { code: 'bad-prng' } });
  });
});
