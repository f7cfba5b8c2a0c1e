import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction, createGame, parseAction, parseGameState, EVENT_TYPES, STATE_ERROR_CODES, GERMAN, ENGLISH, TOURNAMENT,
  type Action, type GameState, type RuleSet, type StateErrorCode,
} from '../../src/index.js';
import { findPlay, knownGame, must, run } from './helpers.js';

const base = () => run(knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']), [{ type: 'play', player: 0, move: '8D GRÜNDE' }]);
const json = (s: GameState) => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;

describe('parseAction', () => {
  it('accepts every action type and returns a clean copy', () => {
    const actions = [
      { type: 'play', player: 0, move: '8D GRÜNDE' },
      { type: 'play', player: 0, move: { direction: 'across', tiles: [{ row: 7, col: 7, letter: 'A', blank: false }] }, rack: 'ABC' },
      { type: 'exchange', player: 1, tiles: ['A', '?'] },
      { type: 'exchange', player: 1, tiles: 'A?' },
      { type: 'pass', player: 2, rack: ['A'] },
      { type: 'challenge', player: 1, valid: true, words: ['GRÜNDE'] },
      { type: 'challenge', player: 1 },
      { type: 'accept', player: 1 },
    ];
    for (const a of actions) expect(parseAction(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, value: a });
  });

  it('drops unknown keys, also __proto__', () => {
    const hostile = JSON.parse('{"type":"pass","player":0,"__proto__":{"polluted":true},"extra":1}') as unknown;
    const r = parseAction(hostile);
    expect(r).toEqual({ ok: true, value: { type: 'pass', player: 0 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses huge and malformed input with bad-action (or the move codes)', () => {
    expect(parseAction({ type: 'exchange', player: 0, tiles: new Array(1_000_000).fill('A') })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(parseAction({ type: 'play', player: 0, move: 'x'.repeat(10_000) })).toMatchObject({ ok: false, error: { code: 'bad-notation' } });
    expect(parseAction({ type: 'play', player: 0, move: { direction: 'across', tiles: new Array(100_000).fill({ row: 0, col: 0, letter: 'A', blank: false }) } }))
      .toMatchObject({ ok: false, error: { code: 'malformed-move' } });
    expect(parseAction({ type: 'pass', player: -1 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(parseAction({ type: 'challenge', player: 0, valid: 'yes' })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(parseAction({ type: 'challenge', player: 0, words: 'GRÜNDE' })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(parseAction({ type: 'pass', player: 0, rack: 5 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(parseAction({ type: 'exchange', player: 0 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    const throwing = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(parseAction(throwing)).toMatchObject({ ok: false, error: { code: 'bad-action' } });
  });

  it('never throws and never changes the state, whatever it is given', () => {
    const state = base();
    const snapshot = JSON.stringify(state);
    fc.assert(fc.property(fc.anything({ maxDepth: 4, withObjectString: true, withNullPrototype: true }), (junk) => {
      expect(() => parseAction(junk)).not.toThrow();
      const r = applyAction(state, junk as never);
      if (r.ok) expect(r.value.state).not.toBe(state);
      expect(JSON.stringify(state)).toBe(snapshot);
    }), { numRuns: 500 });
  });
});

describe('applyAction on states that are not game states', () => {
  it('returns bad-state and never throws', () => {
    fc.assert(fc.property(fc.anything({ maxDepth: 3 }), (junk) => {
      const r = applyAction(junk as GameState, { type: 'pass', player: 0 });
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-state' } });
    }), { numRuns: 300 });
    const broken = { ...json(base()), rules: null, phase: 'playing', pending: null } as unknown as GameState;
    expect(applyAction(broken, { type: 'play', player: 1, move: '9D AB' })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

});

describe('parseGameState', () => {
  it('accepts a saved state and returns an equal fresh copy', () => {
    const s = must(base(), { type: 'challenge', player: 1, valid: true }).state;
    const parsed = parseGameState(json(s));
    expect(parsed).toEqual({ ok: true, value: s });
  });

  const CASES: [StateErrorCode, (s: Record<string, unknown>) => unknown][] = [
    ['not-an-object', () => 42],
    ['bad-format', (s) => ({ ...s, format: 'chess' })],
    ['bad-rules', (s) => ({ ...s, rules: { ...(s.rules as object), rackSize: 'seven' } })],
    ['bad-players', (s) => ({ ...s, players: [] })],
    ['bad-board', (s) => ({ ...s, board: { rows: 3, cols: 3, cells: [] } })],
    ['bad-tiles', (s) => ({ ...s, racks: [['Ω'], []] })],
    ['tiles-not-conserved', (s) => ({ ...s, bag: (s.bag as string[]).slice(1) })],
    ['bad-racks', (s) => {
      const racks = s.racks as string[][];
      const bag = s.bag as string[];
      const k = bag.findIndex((t) => t !== racks[1]![0]);
      return { ...s, racks: [racks[0], [bag[k]!, ...racks[1]!.slice(1)]], bag: [...bag.slice(0, k), racks[1]![0]!, ...bag.slice(k + 1)] };
    }],
    ['bad-bag', (s) => ({ ...s, bag: [...(s.bag as string[])].reverse() })],
    ['bad-scores', (s) => ({ ...s, scores: ['lots', 0] })],
    ['scores-inconsistent', (s) => ({ ...s, scores: [1000, 0] })],
    ['bad-turn', (s) => ({ ...s, turn: 7 })],
    ['bad-phase', (s) => ({ ...s, phase: 'lunch' })],
    ['bad-phase', (s) => ({ ...s, phase: 'playing' })],
    ['bad-pending', (s) => ({ ...s, pending: { player: 0, score: 1, move: { direction: 'across', tiles: [{ row: 0, col: 0, letter: 'A', blank: false }] }, words: [], tiles: ['A'] } })],
    ['bad-counters', (s) => ({ ...s, counters: null })],
    ['bad-prng', (s) => ({ ...s, prng: -1 })],
    ['bad-setup', (s) => ({ ...s, setup: null })],
    ['bad-result', (s) => ({ ...s, result: { reason: 'boredom' } })],
    ['bad-history', (s) => ({ ...s, history: [...(s.history as unknown[]), { type: 'boom' }] })],
    ['bad-history', (s) => ({ ...s, history: (s.history as unknown[]).filter((e) => (e as { type: string }).type !== 'move-played'), scores: [0, 0], pending: null, phase: 'playing' })],
    ['too-large', (s) => ({ ...s, history: new Array(20_000).fill({ type: 'passed', player: 0 }) })],
    ['bad-version', (s) => ({ ...s, version: -1 })],
    ['bad-undo-request', (s) => ({ ...s, undoRequest: { player: 0, accepted: [1] } })],
  ];

  it('the table covers every code', () => {
    expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(STATE_ERROR_CODES));
  });

  it.each(CASES)('%s', (code, corrupt) => {
    const r = parseGameState(corrupt(json(base())));
    expect(r).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses a pending play that is not the open play of the history (bad-pending)', () => {
    const s = json(base());
    const pending = s.pending as Record<string, unknown>;
    expect(parseGameState({ ...s, pending: { ...pending, player: 1 } })).toMatchObject({ ok: false, error: { code: 'bad-pending' } });
    expect(parseGameState({ ...s, pending: { ...pending, score: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-pending' } });
    expect(parseGameState({ ...s, pending: { ...pending, words: ['GRÜNDEN'] } })).toMatchObject({ ok: false, error: { code: 'bad-pending' } });
    const accepted = json(must(base(), { type: 'accept', player: 1 }).state);
    const reopened = { ...accepted, phase: 'challenge-window', pending, racks: s.racks, bag: s.bag };
    expect(parseGameState(reopened)).toMatchObject({ ok: false, error: { code: 'bad-pending' } });
    const unresolved = { ...s, phase: 'playing', pending: null };
    expect(parseGameState(unresolved)).toMatchObject({ ok: false, error: { code: 'bad-pending' } });
  });

  it('refuses a result that the history does not record (bad-result)', () => {
    const over = json(run(base(), [{ type: 'accept', player: 1 }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }]));
    expect(over.phase).toBe('over');
    expect(parseGameState(over).ok).toBe(true);
    const result = over.result as Record<string, unknown>;
    expect(parseGameState({ ...over, result: { ...result, winners: [1] } })).toMatchObject({ ok: false, error: { code: 'bad-result' } });
    expect(parseGameState({ ...over, result: { ...result, reason: 'went-out', wentOut: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-result' } });
    const history = over.history as unknown[];
    const ended = history.at(-1);
    const early = { ...over, history: [...history.slice(0, -2), ended, history.at(-2)] };
    expect(parseGameState(early)).toMatchObject({ ok: false, error: { code: 'bad-result' } });
  });

  it('refuses counters that the history does not give (bad-counters)', () => {
    const s = json(run(base(), [{ type: 'pass', player: 1 }]));
    const counters = s.counters as Record<string, unknown>;
    expect(counters).toEqual({ passes: 1, scoreless: 1, passedLast: [false, true], turnsToLose: [0, 0] });
    expect(parseGameState({ ...s, counters: { ...counters, passes: 3 } })).toMatchObject({ ok: false, error: { code: 'bad-counters' } });
    expect(parseGameState({ ...s, counters: { ...counters, scoreless: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-counters' } });
    expect(parseGameState({ ...s, counters: { ...counters, passedLast: [true, true] } })).toMatchObject({ ok: false, error: { code: 'bad-counters' } });
    expect(parseGameState({ ...s, counters: { ...counters, turnsToLose: [2, 0] } })).toMatchObject({ ok: false, error: { code: 'bad-counters' } });
  });

  it('accepts every state of random games, lost turns and withdrawn plays included', () => {
    const loseTurn: RuleSet = { ...ENGLISH, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };
    const tournament: RuleSet = { ...TOURNAMENT, end: { ...TOURNAMENT.end, zeroScorePlaysAreScoreless: true } };
    const variants: RuleSet = { ...GERMAN, blankSwap: true, draw: 'choose', turnLimit: 12 };
    const seen = new Set<string>();
    for (const [rules, players] of [[GERMAN, 2], [loseTurn, 3], [tournament, 2], [loseTurn, 2], [variants, 2]] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const g = createGame({ rules, players: Array.from({ length: players }, (_, i) => `P${i}`), seed });
        if (!g.ok) throw new Error(g.error.message);
        let x = seed * 7919;
        const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
        let state = g.value;
        for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
          const roll = next();
          const turn = state.turn;
          const other = state.pending === null ? null : (state.pending.player + 1 + (roll % (players - 1))) % players;
          const move = findPlay(state, roll);
          const owed = rules.draw === 'choose' ? Math.min(rules.rackSize - (state.racks[turn]?.length ?? 0), state.bag.length) : 0;
          const blanks = state.board.cells.flatMap((c, i) => (c !== null && c !== c.toUpperCase() ? [`${String.fromCharCode(65 + (i % 15))}${Math.floor(i / 15) + 1}`] : []));
          const candidates: Action[] = owed > 0 ? [{ type: 'draw', player: turn, tiles: [...state.bag].sort().slice(roll % 5, (roll % 5) + owed) }, { type: 'draw', player: turn, tiles: state.bag.slice(0, owed) }] : [
            ...blanks.map((square) => ({ type: 'swap-blank', player: turn, squares: [square] }) as const),
            ...(other === null ? [] : [{ type: 'challenge', player: other, valid: (roll >> 4) % 2 === 0 } as const, { type: 'accept', player: other } as const]),
            ...(move === null ? [] : [{ type: 'play', player: turn, move } as const]),
            { type: 'exchange', player: turn, tiles: (state.racks[turn] ?? []).slice(0, 2) },
            { type: 'pass', player: turn },
          ];
          // Takebacks now and then: a request, answered by the other players (most often yes).
          const request = state.undoRequest;
          const asked = request === null ? [] : state.players.map((_, p) => p).filter((p) => p !== request.player && !request.accepted.includes(p));
          const order: Action[] = asked.length > 0 ? [{ type: 'undo-answer', player: asked[0]!, accept: (roll >> 3) % 4 !== 0 }]
            : (roll >> 2) % 9 === 0 ? [{ type: 'undo-request', player: roll % players }, ...candidates]
              : candidates.slice(roll % candidates.length).concat(candidates);
          const tried = order.map((a) => applyAction(state, a)).find((r) => r.ok);
          if (tried === undefined || !tried.ok) throw new Error('no action was accepted');
          state = tried.value.state;
          const parsed = parseGameState(JSON.parse(JSON.stringify(state)));
          expect(parsed.ok ? parsed.value : parsed.error).toEqual(state);
        }
        for (const e of state.history) seen.add(e.type);
      }
    }
    // rack-set: replays of records only; resigned: see the resignation tests.
    expect([...seen].sort()).toEqual([...EVENT_TYPES].filter((t) => t !== 'rack-set' && t !== 'resigned').sort());
  });

  it('ignores __proto__ keys and survives deep nesting and throwing getters', () => {
    const text = JSON.stringify(json(base())).replace('{"format"', '{"__proto__":{"polluted":true},"format"');
    const r = parseGameState(JSON.parse(text));
    expect(r.ok).toBe(true);
    expect(r.ok && Object.keys(r.value)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(parseGameState({ ...json(base()), history: [deep] })).toMatchObject({ ok: false, error: { code: 'bad-history' } });
    expect(parseGameState({ ...json(base()), junk: deep }).ok).toBe(true);
    const throwing = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(parseGameState(throwing)).toMatchObject({ ok: false });
  });

  it('never throws on arbitrary data', () => {
    fc.assert(fc.property(fc.anything({ maxDepth: 5 }), (junk) => {
      expect(parseGameState(junk).ok).toBe(false);
    }), { numRuns: 500 });
  });
});
