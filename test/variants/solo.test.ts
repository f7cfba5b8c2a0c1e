import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction, arrangeBag, createGame, parseGameState, results, viewFor, GERMAN, SOLO_GERMAN, SOLO_GERMAN_OPEN,
  type Action, type GameState, type RuleSet,
} from '../../src/index.js';
import { checkInvariants, findPlay, must, run } from '../game/helpers.js';

const soloGame = (rules: RuleSet, front: readonly string[]): GameState => {
  const bag = arrangeBag(rules, front);
  if (!bag.ok) throw new Error(bag.error.message);
  const game = createGame({ rules, players: ['Anna'], bag: bag.value });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

describe('solo play (A): one player with a turn limit', () => {
  const rules: RuleSet = { ...SOLO_GERMAN, turnLimit: 3 };
  const start = () => soloGame(rules, [...'GRÜNDEX', ...'AAAAEEE']);

  it('a one-player game has no challenge window: a play is final at once', () => {
    const played = must(start(), { type: 'play', player: 0, move: '8D GRÜNDE' });
    expect(played.state.phase).toBe('playing');
    expect(played.state.racks[0]).toEqual([...'XAAAAEE']);
    expect(played.state.turn).toBe(0);
  });

  it('ends after the turn limit and subtracts the rack left: 28 − 7 = 21', () => {
    const two = run(start(), [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'exchange', player: 0, tiles: 'X' }]);
    expect(two.phase).toBe('playing');
    expect(two.racks[0]).toEqual([...'AAAAEEE']);
    const three = must(two, { type: 'pass', player: 0 });
    expect(three.state.phase).toBe('over');
    expect(three.state.result).toEqual({ reason: 'turn-limit', wentOut: null, adjustments: [-7], winners: [0] });
    expect(three.state.scores).toEqual([21]);
    const parsed = parseGameState(JSON.parse(JSON.stringify(three.state)));
    expect(parsed.ok && parsed.value).toEqual(three.state);
  });

  it('the preset has 30 turns; without a limit the game goes on', () => {
    expect(SOLO_GERMAN.turnLimit).toBe(30);
    const free = run(soloGame(GERMAN, [...'GRÜNDEX']), [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'exchange', player: 0, tiles: 'X' }, { type: 'pass', player: 0 }]);
    expect(free.phase).toBe('playing');
  });

  it('with two players every player has the limit: the last play stays open to a challenge, then the game ends', () => {
    const bag = arrangeBag(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const game = createGame({ rules: { ...GERMAN, turnLimit: 1 }, players: ['A', 'B'], bag: bag.ok ? bag.value : [], firstPlayer: 0 });
    const s = game.ok ? run(game.value, [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'play', player: 1, move: 'H7 H.' }]) : null;
    expect(s?.phase).toBe('challenge-window');
    expect(s && applyAction(s, { type: 'pass', player: 0 }).ok).toBe(false);
    const over = s ? must(s, { type: 'accept', player: 0 }).state : null;
    expect(over?.result?.reason).toBe('turn-limit');
  });
});

describe('solo play (B): two racks for one person', () => {
  it('results report both racks and their sum', () => {
    const bag = arrangeBag(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Anna (second rack)'], bag: bag.ok ? bag.value : [], firstPlayer: 0 });
    const s = game.ok ? run(game.value, [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'play', player: 1, move: 'H7 H.' }, { type: 'accept', player: 0 }]) : null;
    expect(s && results(s)).toEqual({ players: ['Anna', 'Anna (second rack)'], scores: [28, 3], total: 31, over: false, winners: [], reason: null });
  });
});

describe('solo play (C): open tiles, the player chooses the tiles drawn', () => {
  const start = () => soloGame(SOLO_GERMAN_OPEN, []);

  it('starts with an empty rack; a turn cannot begin before the draw', () => {
    const s = start();
    expect(s.racks[0]).toEqual([]);
    const r = applyAction(s, { type: 'play', player: 0, move: '8D GRÜNDE' });
    expect(r.ok ? 'ok' : r.error.code).toBe('draw-required');
  });

  it('draws exactly the named tiles; the view shows the open bag', () => {
    const drawn = must(start(), { type: 'draw', player: 0, tiles: 'GRÜNDEX' });
    expect(drawn.state.racks[0]).toEqual([...'GRÜNDEX']);
    expect(drawn.events).toEqual([{ type: 'tiles-drawn', player: 0, count: 7, tiles: [...'GRÜNDEX'], chosen: true }]);
    expect(drawn.state.bag).toHaveLength(95);
    expect(viewFor(drawn.state, 0).openBag).toEqual([...drawn.state.bag].sort());
    expect(viewFor(drawn.state, 0).openBag?.includes('Ü')).toBe(false);
  });

  it('refuses tiles not in the bag, the wrong number of tiles, and a draw when none is owed', () => {
    const code = (s: GameState, a: Action) => { const r = applyAction(s, a); return r.ok ? 'ok' : r.error.code; };
    const drawn = run(start(), [{ type: 'draw', player: 0, tiles: 'GRÜNDEX' }]);
    expect(code(drawn, { type: 'draw', player: 0, tiles: 'A' })).toBe('draw-not-allowed');
    const played = run(drawn, [{ type: 'play', player: 0, move: '8D GRÜNDE' }]);
    expect(played.racks[0]).toEqual(['X']);
    expect(code(played, { type: 'pass', player: 0 })).toBe('draw-required');
    expect(code(played, { type: 'draw', player: 0, tiles: 'ÜAAAAA' })).toBe('not-in-bag');
    expect(code(played, { type: 'draw', player: 0, tiles: 'AAAAA' })).toBe('draw-not-allowed');
    const refilled = must(played, { type: 'draw', player: 0, tiles: 'QYJÄÖV' }).state;
    expect(refilled.racks[0]).toEqual([...'XQYJÄÖV']);
    expect(parseGameState(JSON.parse(JSON.stringify(refilled)))).toEqual({ ok: true, value: refilled });
  });

  it('an exchange returns the tiles; the player then names the new ones', () => {
    const s = run(start(), [{ type: 'draw', player: 0, tiles: 'GRÜNDEX' }, { type: 'exchange', player: 0, tiles: 'X' }]);
    expect(s.racks[0]).toEqual([...'GRÜNDE']);
    expect(s.bag).toContain('X');
    const again = must(s, { type: 'draw', player: 0, tiles: 'N' }).state;
    expect(again.racks[0]).toEqual([...'GRÜNDEN']);
  });
});

describe('laws under the solo rules', () => {
  it('property: tiles are conserved and every state reads back, with chosen draws and turn limits', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, open) => {
      const rules: RuleSet = open ? { ...SOLO_GERMAN_OPEN, turnLimit: 8 } : { ...SOLO_GERMAN, turnLimit: 8 };
      const g = createGame({ rules, players: ['Anna'], seed });
      if (!g.ok) return false;
      let state = g.value;
      let x = seed;
      const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
      for (let step = 0; step < 60 && state.phase !== 'over'; step++) {
        const roll = next();
        const owed = rules.draw === 'choose' ? Math.min(rules.rackSize - (state.racks[0]?.length ?? 0), state.bag.length) : 0;
        const move = owed > 0 ? null : findPlay(state, roll);
        const candidates: Action[] = owed > 0
          ? [{ type: 'draw', player: 0, tiles: [...state.bag].sort((a, b) => (a < b ? 1 : -1)).slice(0, owed) }]
          : [...(move === null ? [] : [{ type: 'play', player: 0, move } as const]), { type: 'exchange', player: 0, tiles: (state.racks[0] ?? []).slice(0, 1 + (roll % 3)) }, { type: 'pass', player: 0 }];
        const tried = candidates.map((a) => applyAction(state, a)).find((r) => r.ok);
        if (tried === undefined || !tried.ok) return false;
        state = tried.value.state;
        checkInvariants(state);
        const parsed = parseGameState(JSON.parse(JSON.stringify(state)));
        if (!parsed.ok) throw new Error(parsed.error.message);
      }
      return state.phase === 'over' && (state.result?.reason === 'turn-limit' || state.result?.reason === 'passes' || state.result?.reason === 'went-out');
    }), { numRuns: 15 });
  });
});
