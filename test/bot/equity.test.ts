import { describe, expect, it } from 'vitest';
import { rankCandidates, subRacks } from '../../src/bot/candidates.js';
import { BOT_LEVELS, equityBot, settingsFor } from '../../src/bot/equity.js';
import { defaultLeaves } from '../../src/bot/leaves.js';
import { playBotGame } from '../../src/bot/play-game.js';
import { positionOf } from '../../src/bot/position.js';
import { bagOrders } from '../../src/bot/pre-endgame.js';
import { unseenTiles, without } from '../../src/bot/racks.js';
import { greedyBot } from '../../src/bot/greedy.js';
import { viewFor } from '../../src/game/view.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';
import { act, small, stateAfter, stateWithBag, tiny, TINY, withHidden } from './helpers.js';

const de = lexiconOf(fixtureWords('de-small.txt'), GERMAN).lexicon;

describe('equityBot', () => {
  it('plays whole games at every level in German, Dutch (IJ) and English, every action accepted by the reducer', () => {
    const nl = lexiconOf(fixtureWords('nl-ij-small.txt'), DUTCH_IJ).lexicon;
    for (const level of BOT_LEVELS) {
      for (const [rules, lexicon] of [[GERMAN, de], [DUTCH_IJ, nl], [ENGLISH, small.lexicon]] as const) {
        const bot = equityBot(lexicon, { level, seed: 3, endgameMs: 50 });
        const game = playBotGame({ rules, players: ['A', 'B'], bots: [bot, greedyBot(lexicon)], seed: 5, lexicon });
        expect(game.ok ? game.value.state.phase : game.error.message).toBe('over');
      }
    }
  });

  it('decides from the view only: the same view with another hidden opponent rack and bag gives the same action', () => {
    const state = stateAfter(ENGLISH, small.lexicon, 2, 4);
    const me = state.turn;
    const other = 1 - me;
    const hidden = [...state.racks[other]!, ...state.bag];
    const swapped = hidden.slice().reverse();
    const changed = withHidden(state, other, swapped.slice(0, state.racks[other]!.length), swapped.slice(state.racks[other]!.length));
    expect(viewFor(changed, me)).toEqual(viewFor(state, me));
    for (const level of BOT_LEVELS) {
      const bot = equityBot(small.lexicon, { level, seed: 9 });
      expect(act(bot, changed, me)).toEqual(act(bot, state, me));
    }
  });

  it('values every candidate as score + leave + adjustment, best first, keeping what the move does not use', () => {
    const state = stateAfter(GERMAN, de, 4, 3);
    const position = positionOf(viewFor(state, state.turn));
    if (typeof position === 'string') throw new Error(position);
    const ranked = rankCandidates(position, de, settingsFor('full', defaultLeaves(GERMAN.tiles)));
    expect(ranked.ok).toBe(true);
    if (!ranked.ok) return;
    const list = ranked.value;
    expect(list.length).toBeGreaterThan(1);
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      expect(c.equity).toBeCloseTo(c.score + c.leaveValue + c.adjustment, 9);
      if (i > 0) expect(list[i - 1]!.equity).toBeGreaterThanOrEqual(c.equity);
      expect([...c.leave].sort()).toEqual([...(without(position.rack, c.kind === 'pass' ? [] : c.tiles) ?? [])].sort());
    }
    expect(list.filter((c) => c.kind === 'exchange').length).toBeGreaterThan(0);
    expect(list.filter((c) => c.kind === 'pass')).toHaveLength(1);
  });

  it('exchanges a rack that cannot play while the bag allows it', () => {
    const state = stateAfter(ENGLISH, small.lexicon, 2, 0);
    const me = state.turn;
    const rack = ['Q', 'Z', 'X', 'J', 'K', 'V', 'W'];
    const bag = [...state.bag, ...state.racks[me]!].filter((t, i, all) => {
      const k = rack.indexOf(t);
      return k < 0 || all.slice(0, i).filter((u) => u === t).length >= 1;
    });
    const racks = state.racks.map((r, p) => (p === me ? rack : r));
    const stuck = { ...state, racks, bag };
    for (const level of BOT_LEVELS) expect(act(equityBot(small.lexicon, { level }), stuck, me).type).toBe('exchange');
  });

  it('weaker levels are deterministic for a seed', () => {
    const state = stateAfter(GERMAN, de, 6, 2);
    for (const level of BOT_LEVELS) {
      const a = act(equityBot(de, { level, seed: 11 }), state, state.turn);
      const b = act(equityBot(de, { level, seed: 11 }), state, state.turn);
      expect(a).toEqual(b);
    }
  });

  it('plays the pre-endgame and the endgame: a move or a pass the reducer accepts', () => {
    for (const sizes of [(n: number) => n >= 1 && n <= 2, (n: number) => n === 0]) {
      const state = stateWithBag(TINY, tiny.lexicon, sizes);
      expect(state).not.toBeNull();
      if (state === null) continue;
      const action = act(equityBot(tiny.lexicon, { endgameMs: 100 }), state, state.turn);
      expect(['play', 'pass', 'exchange']).toContain(action.type);
    }
  });
});

describe('helpers of the bots', () => {
  it('list every distinct sub-rack once, and every bag order with its number of ways', () => {
    const subs = subRacks(['A', 'A', 'B']).map((s) => s.join(''));
    expect(subs.sort()).toEqual(['', 'A', 'AA', 'AAB', 'AB', 'B']);
    const orders = bagOrders(['A', 'A', 'B', 'C'], 2);
    expect(orders.reduce((s, o) => s + o.weight, 0)).toBe(4 * 3);
    expect(orders.find((o) => o.bag.join('') === 'AA')?.weight).toBe(2);
  });

  it('count the unseen tiles from the board and the own rack', () => {
    const state = stateAfter(GERMAN, de, 4, 4);
    const me = state.turn;
    const unseen = unseenTiles(GERMAN.tiles, state.board, state.racks[me]!);
    expect(unseen.slice().sort()).toEqual([...state.racks[1 - me]!, ...state.bag].sort());
  });
});
