import { describe, expect, it } from 'vitest';
import { analyzePosition } from '../../src/bot/analyze.js';
import { greedyBot } from '../../src/bot/greedy.js';
import { playBotGame, playGame } from '../../src/bot/play-game.js';
import { chooseSimulationActionAsync, simulate, simulateAsync, simulationBot } from '../../src/bot/simulation.js';
import { viewFor } from '../../src/game/view.js';
import { ENGLISH, GERMAN } from '../../src/rules/presets.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';
import { act, small, stateAfter, stateWithBag, tiny, TINY, withHidden } from './helpers.js';

const de = lexiconOf(fixtureWords('de-small.txt'), GERMAN).lexicon;

describe('simulate and simulationBot', () => {
  it('are deterministic for a seed and an iteration budget; the async form gives the same result', async () => {
    const state = stateAfter(ENGLISH, small.lexicon, 3, 2);
    const view = viewFor(state, state.turn);
    const a = simulate(view, small.lexicon, { iterations: 12, seed: 4 });
    const b = simulate(view, small.lexicon, { iterations: 12, seed: 4 });
    const c = await simulateAsync(view, small.lexicon, { iterations: 12, seed: 4, sliceMs: 0 });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    const strip = (r: typeof a.value) => r.candidates.map((x) => [x.notation, x.meanSpread, x.winChance, x.iterations]);
    expect(strip(a.value)).toEqual(strip(b.value));
    expect(strip(c.value)).toEqual(strip(a.value));
    for (const cand of a.value.candidates) {
      expect(cand.winChance).toBeGreaterThanOrEqual(0);
      expect(cand.winChance).toBeLessThanOrEqual(1);
    }
    // The budget is 12 iterations per candidate: in all, spent on the candidates still running (reallocate), or each (not).
    expect(a.value.candidates.reduce((n, c) => n + c.iterations, 0)).toBeLessThanOrEqual(12 * a.value.candidates.length);
    const each = simulate(view, small.lexicon, { iterations: 12, seed: 4, reallocate: false });
    expect(each.ok).toBe(true);
    if (each.ok) for (const cand of each.value.candidates) expect(cand.iterations).toBeLessThanOrEqual(12);
    expect(a.value.best).toBe(a.value.candidates[0]);
  });

  it('draws the opponent\'s rack from the unseen tiles only: another hidden rack gives the same choice', async () => {
    const state = stateAfter(GERMAN, de, 8, 3);
    const me = state.turn;
    const other = 1 - me;
    const hidden = [...state.racks[other]!, ...state.bag].reverse();
    const changed = withHidden(state, other, hidden.slice(0, state.racks[other]!.length), hidden.slice(state.racks[other]!.length));
    const bot = simulationBot(de, { iterations: 6, seed: 2 });
    expect(act(bot, changed, me)).toEqual(act(bot, state, me));
    expect(await chooseSimulationActionAsync(viewFor(state, me), de, { iterations: 6, seed: 2 })).toEqual(act(bot, state, me));
  });

  it('runs as an async bot that yields while it thinks, with the same choices as the sync one', async () => {
    const sync = simulationBot(small.lexicon, { iterations: 4, candidates: 3, seed: 5, endgameMs: 30 });
    const asyncBot = simulationBot(small.lexicon, { iterations: 4, candidates: 3, seed: 5, endgameMs: 30, async: true });
    const state = stateAfter(ENGLISH, small.lexicon, 3, 2);
    const pending = asyncBot(viewFor(state, state.turn), { player: state.turn, actions: 0 });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual(act(sync, state, state.turn));
    const game = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [asyncBot, greedyBot(small.lexicon)], seed: 4, lexicon: small.lexicon });
    expect(game.ok ? game.value.state.phase : game.error.message).toBe('over');
  });

  it('keeps the equity order until the playouts tell the candidates apart', () => {
    for (const [seed, turns] of [[3, 2], [5, 4], [8, 6]] as const) {
      const state = stateAfter(GERMAN, de, seed, turns);
      const view = viewFor(state, state.turn);
      // One iteration measures no difference: the choice is the equity bot's.
      const once = simulate(view, de, { iterations: 1, candidates: 6, seed: 1, objective: 'spread' });
      expect(once.ok).toBe(true);
      if (!once.ok) continue;
      const byEquity = once.value.candidates.slice().sort((a, b) => b.equity - a.equity)[0]!;
      expect(once.value.best.notation).toBe(byEquity.notation);
      // With many iterations every candidate still running has as many as the leader, and the dropped ones rank last.
      const many = simulate(view, de, { iterations: 32, candidates: 6, seed: 1, objective: 'spread' });
      expect(many.ok).toBe(true);
      if (!many.ok) continue;
      const most = Math.max(...many.value.candidates.map((c) => c.iterations));
      const running = many.value.candidates.filter((c) => c.iterations === most);
      expect(many.value.candidates.slice(0, running.length)).toEqual(running);
      expect(many.value.best.iterations).toBe(most);
    }
  });

  it('simulates the best exchange beside the plays when its equity is close', () => {
    const state = stateAfter(GERMAN, de, 8, 3);
    const me = state.turn;
    const rigged = { ...state, racks: state.racks.map((r, p) => (p === me ? ['Q', 'X', 'Y', 'V', 'C', 'J', 'E'] : r)) };
    const result = simulate(viewFor(rigged, me), de, { iterations: 4, candidates: 3, seed: 1 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.candidates.some((c) => c.kind === 'exchange')).toBe(true);
  });

  it('plays whole games within a time budget', () => {
    const bot = simulationBot(small.lexicon, { timeMs: 20, candidates: 4, endgameMs: 30 });
    const game = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [bot, greedyBot(small.lexicon)], seed: 9, lexicon: small.lexicon });
    expect(game.ok ? game.value.state.phase : game.error.message).toBe('over');
  });
});

describe('analyzePosition', () => {
  it('ranks the candidates with score, leave and equity, and with the win chance when simulated', () => {
    const state = stateAfter(GERMAN, de, 4, 0);
    const view = viewFor(state, state.turn);
    const plain = analyzePosition(view, { lexicon: de, limit: 5 });
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    expect(plain.value.stage).toBe('opening');
    expect(plain.value.candidates.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5].slice(0, plain.value.candidates.length));
    expect(plain.value.candidates[0]!.winChance).toBeUndefined();
    const simulated = analyzePosition(view, { lexicon: de, limit: 3, simulate: { iterations: 6, seed: 1 } });
    expect(simulated.ok && simulated.value.candidates[0]!.winChance).toBeTypeOf('number');
  });

  it('solves the endgame when the bag is empty, and refuses spectators and missing options', () => {
    const state = stateWithBag(TINY, tiny.lexicon, (n) => n === 0);
    expect(state).not.toBeNull();
    if (state === null) return;
    const analysis = analyzePosition(viewFor(state, state.turn), { lexicon: tiny.lexicon, endgameMs: 200 });
    expect(analysis.ok && analysis.value.stage).toBe('endgame');
    if (analysis.ok) {
      expect(analysis.value.endgame).not.toBeNull();
      expect(analysis.value.candidates[0]!.notation).toBe(analysis.value.endgame!.line[0]!.notation);
    }
    const spectator = analyzePosition(viewFor(state, null), { lexicon: tiny.lexicon });
    expect(spectator.ok ? 'ok' : spectator.error.code).toBe('bad-view');
    const none = analyzePosition(viewFor(state, 0), undefined as never);
    expect(none.ok ? 'ok' : none.error.code).toBe('bad-options');
    for (const limit of [Number.NaN, 0, 2.5, 'x']) {
      const bad = analyzePosition(viewFor(state, state.turn), { lexicon: tiny.lexicon, limit: limit as number });
      expect(bad.ok ? 'ok' : bad.error.code).toBe('bad-options');
    }
    const throwing = new Proxy({}, { get: () => { throw new Error('read'); } });
    const proxied = analyzePosition(viewFor(state, state.turn), throwing as never);
    expect(proxied.ok ? 'ok' : proxied.error.code).toBe('bad-options');
  });
});
