import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions, applyAction, createGame, parseGameState, redactEvent, undo, viewFor, GERMAN,
  type Action, type GameState, type RuleSet,
} from '../../src/index.js';
import { findPlay, must } from './helpers.js';

const FREE: RuleSet = { ...GERMAN, takebacks: 'free' };

function seeded(rules: RuleSet, players: number, seed: number): GameState {
  const g = createGame({ rules, players: Array.from({ length: players }, (_, i) => `P${i}`), seed });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const exchangeThree = (s: GameState): Action => ({ type: 'exchange', player: s.turn, tiles: (s.racks[s.turn] ?? []).slice(0, 3) });

/** Takes the last action back with every other player's consent. */
function takeBackWithConsent(s: GameState, asker: number): GameState {
  let state = must(s, { type: 'undo-request', player: asker }).state;
  for (let seat = 0; seat < s.players.length; seat++) {
    if (seat !== asker) state = must(state, { type: 'undo-answer', player: seat, accept: true }).state;
  }
  return state;
}

const drawnBy = (events: readonly unknown[], seat: number): string[] =>
  (events as Parameters<typeof redactEvent>[0][]).map((e) => redactEvent(e, seat)).flatMap((e) =>
    (e.type === 'tiles-drawn' && e.player === seat ? e.tiles ?? [] : e.type === 'tiles-exchanged' && e.player === seat ? e.drawn ?? [] : []));

describe('an undo reveals nothing of the bag', () => {
  it('regression: exchange, see the draw, take it back, exchange again: the draw seen is not the draw made (single player, takebacks: true)', () => {
    let same = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = seeded(GERMAN, 1, seed);
      const first = must(s, exchangeThree(s));
      const back = undo(first.state);
      if (!back.ok) throw new Error(back.error.message);
      // Back to the position before the exchange, but with the bag shuffled again.
      expect(back.value.racks).toEqual(s.racks);
      expect(back.value.board).toEqual(s.board);
      expect(back.value.bag).not.toEqual(s.bag);
      expect([...back.value.bag].sort()).toEqual([...s.bag].sort());
      const again = must(back.value, exchangeThree(back.value));
      if (drawnBy(again.events, 0).join('') === drawnBy(first.events, 0).join('')) same++;
    }
    expect(same).toBeLessThan(2);
  });

  it('replay determinism: the same seed and the same actions, takebacks included, give the same game', () => {
    const play = (): GameState => {
      let s = seeded(GERMAN, 2, 7);
      s = must(s, exchangeThree(s)).state;
      s = takeBackWithConsent(s, s.turn === 0 ? 1 : 0);
      s = must(s, exchangeThree(s)).state;
      return s;
    };
    expect(play()).toEqual(play());
    const a = play();
    expect(parseGameState(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, value: a });
  });

  it('the undone event tells views nothing of the generator', () => {
    const s = seeded(FREE, 2, 3);
    const back = undo(must(s, exchangeThree(s)).state);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.history.at(-1)).toMatchObject({ type: 'undone', requester: null, generator: expect.any(Number) });
    expect(viewFor(back.value, 0).history.at(-1)).toEqual({ type: 'undone', requester: null });
    expect(viewFor(back.value, null).history.at(-1)).toEqual({ type: 'undone', requester: null });
  });

  it('takes back several actions in a row, each state readable', () => {
    let s = seeded(FREE, 2, 11);
    const before = s;
    s = must(s, exchangeThree(s)).state;
    s = must(s, exchangeThree(s)).state;
    for (let k = 0; k < 2; k++) {
      const r = must(s, { type: 'undo-request', player: 0 });
      expect(r.events).toEqual([{ type: 'undone', requester: 0, generator: expect.any(Number) }]);
      s = r.state;
      expect(parseGameState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
    }
    expect(s.racks).toEqual(before.racks);
    expect(applyAction(s, { type: 'undo-request', player: 0 })).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
  });
});

describe('nothing that showed the racks is taken back', () => {
  it('a resignation or the end of the game: undo-reveals-racks', () => {
    const s = seeded(FREE, 2, 5);
    const resigned = must(must(s, exchangeThree(s)).state, { type: 'resign', player: 1 }).state;
    expect(resigned.history.some((e) => e.type === 'game-ended')).toBe(true);
    expect(undo(resigned)).toMatchObject({ ok: false, error: { code: 'undo-reveals-racks' } });
    expect(applyAction(resigned, { type: 'undo-request', player: 0 })).toMatchObject({ ok: false, error: { code: 'undo-reveals-racks' } });
    const consent = seeded(GERMAN, 2, 5);
    const ended = must(consent, { type: 'resign', player: 0 }).state;
    expect(applyAction(ended, { type: 'undo-request', player: 1 })).toMatchObject({ ok: false, error: { code: 'undo-reveals-racks' } });
  });
});

describe('consent', () => {
  it('two players: undo is refused; a request waits for the other player, who alone may act', () => {
    const s = seeded(GERMAN, 2, 9);
    const exchanged = must(s, exchangeThree(s)).state;
    const asker = s.turn;
    const other = 1 - asker;
    expect(undo(exchanged)).toMatchObject({ ok: false, error: { code: 'consent-required' } });
    const asked = must(exchanged, { type: 'undo-request', player: asker });
    expect(asked.events).toEqual([{ type: 'undo-requested', player: asker }]);
    expect(asked.state.undoRequest).toEqual({ player: asker, accepted: [] });
    expect(viewFor(asked.state, other).undoRequest).toEqual({ player: asker, accepted: [] });
    expect(allowedActions(asked.state, other)['undo-answer']).toEqual({ allowed: true });
    expect(allowedActions(asked.state, other).pass.allowed).toBe(false);
    expect(Object.values(allowedActions(asked.state, asker)).every((a) => !a.allowed)).toBe(true);
    expect(applyAction(asked.state, { type: 'pass', player: other })).toMatchObject({ ok: false, error: { code: 'undo-pending' } });
    expect(parseGameState(JSON.parse(JSON.stringify(asked.state)))).toEqual({ ok: true, value: asked.state });
    // Declined: the game goes on as it was.
    const declined = must(asked.state, { type: 'undo-answer', player: other, accept: false }).state;
    expect(declined.undoRequest).toBeNull();
    expect([declined.racks, declined.bag]).toEqual([exchanged.racks, exchanged.bag]);
    expect(parseGameState(JSON.parse(JSON.stringify(declined)))).toEqual({ ok: true, value: declined });
    // Accepted: back to before the exchange.
    const accepted = must(asked.state, { type: 'undo-answer', player: other, accept: true });
    expect(accepted.events).toEqual([{ type: 'undone', requester: asker, generator: expect.any(Number) }]);
    expect(accepted.state.racks).toEqual(s.racks);
    expect(accepted.state.undoRequest).toBeNull();
    expect(accepted.state.history).toEqual([...s.history, accepted.events[0]]);
    expect(parseGameState(JSON.parse(JSON.stringify(accepted.state)))).toEqual({ ok: true, value: accepted.state });
  });

  it('three players: both others must accept', () => {
    const s = seeded(GERMAN, 3, 4);
    const passed = must(s, { type: 'pass', player: s.turn }).state;
    const asker = s.turn;
    const others = [0, 1, 2].filter((p) => p !== asker);
    const asked = must(passed, { type: 'undo-request', player: asker }).state;
    const one = must(asked, { type: 'undo-answer', player: others[0]!, accept: true });
    expect(one.events).toEqual([{ type: 'undo-answered', player: others[0], accept: true }]);
    expect(applyAction(one.state, { type: 'undo-answer', player: others[0]!, accept: true })).toMatchObject({ ok: false, error: { code: 'not-asked' } });
    expect(parseGameState(JSON.parse(JSON.stringify(one.state)))).toEqual({ ok: true, value: one.state });
    const both = must(one.state, { type: 'undo-answer', player: others[1]!, accept: true }).state;
    expect(both.counters).toEqual(s.counters);
    expect(both.turn).toBe(s.turn);
  });

  it('takebacks: true reads as consent; false refuses; a single player never needs consent', () => {
    const s = seeded(GERMAN, 1, 2);
    expect(undo(must(s, { type: 'pass', player: 0 }).state).ok).toBe(true);
    expect(must(must(s, { type: 'pass', player: 0 }).state, { type: 'undo-request', player: 0 }).events[0]?.type).toBe('undone');
    const rated = seeded({ ...GERMAN, takebacks: false }, 2, 2);
    expect(applyAction(must(rated, { type: 'pass', player: rated.turn }).state, { type: 'undo-request', player: 0 })).toMatchObject({ ok: false, error: { code: 'takebacks-not-allowed' } });
  });
});

describe('the state version', () => {
  it('every applied action raises it; an action for another version is refused as stale; views carry it', () => {
    const s = seeded(FREE, 2, 1);
    expect(s.version).toBe(0);
    const a = must(s, { type: 'pass', player: s.turn, expectedVersion: 0 }).state;
    expect(a.version).toBe(1);
    expect(viewFor(a, 0).version).toBe(1);
    // The same click again: refused, nothing changes.
    expect(applyAction(a, { type: 'pass', player: a.turn, expectedVersion: 0 })).toMatchObject({ ok: false, error: { code: 'stale-version' } });
    expect(applyAction(a, { type: 'pass', player: a.turn, expectedVersion: -1 } as Action)).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    // A refused action raises nothing.
    expect(applyAction(a, { type: 'play', player: a.turn, move: '8A QQQQQ' }).ok).toBe(false);
    expect(must(a, { type: 'pass', player: a.turn }).state.version).toBe(2);
    const back = undo(a);
    expect(back.ok && back.value.version).toBe(2);
    expect(must(a, { type: 'undo-request', player: 0, expectedVersion: 1 }).state.version).toBe(2);
  });

  it('a saved state without a version reads as version 0; a state with one keeps it', () => {
    const start = seeded(FREE, 2, 1);
    const a = must(start, { type: 'pass', player: start.turn }).state;
    const { version: _version, undoRequest: _request, ...old } = JSON.parse(JSON.stringify(a)) as GameState;
    expect(parseGameState(old)).toEqual({ ok: true, value: { ...a, version: 0 } });
    expect(parseGameState(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, value: a });
  });
});

/**
 * The chi-square statistic of the bag tests, for hits against their chance: each trial predicts a
 * tile with probability `p` of coming true by chance; 1 degree of freedom, p < 0.001 beyond 10.83.
 */
function hitChiSquare(trials: readonly { readonly hit: boolean; readonly chance: number }[]): number {
  const observed = trials.filter((t) => t.hit).length;
  const expected = trials.reduce((sum, t) => sum + t.chance, 0);
  const variance = trials.reduce((sum, t) => sum + t.chance * (1 - t.chance), 0);
  return variance === 0 ? 0 : (observed - expected) ** 2 / variance;
}

describe('property: nothing a seat saw before a takeback predicts what it receives after it', () => {
  it('random games with random takeback requests: the tiles drawn before the takeback match the tiles drawn after it no more than chance', () => {
    const trials: { hit: boolean; chance: number }[] = [];
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 2, max: 3 }), (seed, warmup, players) => {
      let s = seeded(GERMAN, players, seed);
      // Some random turns first.
      for (let k = 0; k < warmup && s.phase === 'playing'; k++) {
        const move = findPlay(s, seed + k);
        const action: Action = move !== null && (seed + k) % 3 !== 0 ? { type: 'play', player: s.turn, move } : exchangeThree(s);
        const r = applyAction(s, action);
        s = r.ok ? r.value.state : must(s, { type: 'pass', player: s.turn }).state;
        if (s.pending !== null) s = must(s, { type: 'accept', player: (s.pending.player + 1) % players }).state;
      }
      if (s.phase !== 'playing' || s.bag.length < 7) return true;
      const seat = s.turn;
      const action = exchangeThree(s);
      const first = must(s, action);
      // What the seat saw: its view of the events of the action.
      const seen = drawnBy(first.events, seat);
      const asker = (seat + (seed % players)) % players;
      const back = takeBackWithConsent(first.state, asker);
      const again = must(back, action);
      const got = drawnBy(again.events, seat);
      if (seen.length === 0 || got.length === 0) return true;
      // Chance: the share of the predicted tile among the tiles the seat has not seen (the bag after the takeback).
      const chance = back.bag.filter((t) => t === seen[0]).length / back.bag.length;
      trials.push({ hit: got[0] === seen[0], chance });
      return true;
    }), { numRuns: 300, seed: 34 });
    expect(trials.length).toBeGreaterThan(250);
    expect(hitChiSquare(trials)).toBeLessThan(10.83);
  });
});
