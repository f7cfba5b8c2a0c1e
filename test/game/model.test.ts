/**
 * Model-based tests: random sequences of legal and illegal actions drive the reducer; after every
 * step the laws are checked (tile conservation, untouched input, scores = sum of events, JSON
 * round trip), and every game is then played to its end and replayed from its seed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction, createGame, parseGameState, eventDeltas, viewFor, GERMAN, DUTCH_IJ, TOURNAMENT, ENGLISH,
  type Action, type ActionErrorCode, type GameState, type RuleSet,
} from '../../src/index.js';
import { checkInvariants, deepFreeze, findPlay, playOut } from './helpers.js';

const RULE_SETS: readonly RuleSet[] = [
  GERMAN,
  DUTCH_IJ,
  TOURNAMENT,
  { ...GERMAN, id: 'german-never', wordCheck: 'never' },
  { ...ENGLISH, id: 'english-lose-turn', challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } },
  { ...TOURNAMENT, id: 'tournament-per-word', challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' }, consecutivePasses: false },
];

interface Model {
  over: boolean;
}

interface Real {
  state: GameState;
  actions: Action[];
}

/** Applies an action to the real game, checking the laws of one step. */
function step(real: Real, model: Model, action: Action, allowed: readonly ActionErrorCode[] = []): void {
  const before = deepFreeze(real.state);
  const snapshot = JSON.stringify(before);
  const r = applyAction(before, action);
  expect(JSON.stringify(before)).toBe(snapshot);
  if (!r.ok) {
    expect(allowed, `${action.type}: ${r.error.code} ${r.error.message}`).toContain(r.error.code);
    return;
  }
  const { state, events } = r.value;
  const expected = [...before.scores];
  for (const e of events) eventDeltas(e, state.players.length).forEach((d, p) => { expected[p]! += d; });
  expect(state.scores).toEqual(expected);
  expect(state.history.slice(0, before.history.length)).toEqual(before.history);
  expect(state.history.slice(before.history.length)).toEqual(events);
  checkInvariants(state);
  real.state = state;
  real.actions.push(action);
  model.over = state.phase === 'over';
}

/** Errors a legal-looking turn may still meet because of the game situation. */
const SITUATIONAL: ActionErrorCode[] = ['going-out-pending', 'exchange-not-allowed', 'exchange-too-many', 'pass-not-allowed'];

class PlayCommand implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => !m.over;
  run(m: Model, r: Real): void {
    const move = findPlay(r.state, this.pick);
    if (move !== null) step(r, m, { type: 'play', player: r.state.turn, move }, ['going-out-pending']);
  }
  toString = () => `play(${this.pick})`;
}

class ExchangeCommand implements fc.Command<Model, Real> {
  constructor(readonly count: number) {}
  check = (m: Readonly<Model>) => !m.over;
  run(m: Model, r: Real): void {
    const rack = r.state.racks[r.state.turn] ?? [];
    step(r, m, { type: 'exchange', player: r.state.turn, tiles: rack.slice(0, Math.max(1, Math.min(this.count, rack.length))) }, [...SITUATIONAL, 'no-tiles']);
  }
  toString = () => `exchange(${this.count})`;
}

class PassCommand implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.over;
  run(m: Model, r: Real): void {
    step(r, m, { type: 'pass', player: r.state.turn }, SITUATIONAL);
  }
  toString = () => 'pass';
}

class ChallengeCommand implements fc.Command<Model, Real> {
  constructor(readonly seat: number, readonly valid: boolean) {}
  check = (m: Readonly<Model>) => !m.over;
  run(m: Model, r: Real): void {
    const player = this.seat % r.state.players.length;
    const pending = r.state.pending;
    const expectOk = pending !== null && pending.player !== player;
    step(r, m, { type: 'challenge', player, valid: this.valid }, expectOk ? [] : ['no-pending-play', 'own-play']);
  }
  toString = () => `challenge(${this.seat}, ${this.valid})`;
}

class AcceptCommand implements fc.Command<Model, Real> {
  constructor(readonly seat: number) {}
  check = (m: Readonly<Model>) => !m.over;
  run(m: Model, r: Real): void {
    const player = this.seat % r.state.players.length;
    const pending = r.state.pending;
    // Only the player whose turn begins closes the window (any non-author when the turn is the author's).
    const turn = r.state.turn;
    const expectOk = pending !== null && pending.player !== player && (turn === pending.player || player === turn);
    step(r, m, { type: 'accept', player }, expectOk ? [] : ['no-pending-play', 'own-play', 'not-your-turn']);
  }
  toString = () => `accept(${this.seat})`;
}

/** Actions that must always be refused, leaving the state as it was. */
class IllegalCommand implements fc.Command<Model, Real> {
  constructor(readonly kind: number, readonly junk: unknown) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const s = r.state;
    const other = (s.turn + 1) % s.players.length;
    const actions: [unknown, ActionErrorCode[]][] = [
      [{ type: 'pass', player: other }, ['not-your-turn', 'game-over']],
      [{ type: 'play', player: s.turn, move: '8D QQQQ' }, ['not-on-rack', 'occupied', 'game-over', 'going-out-pending', 'not-connected', 'start-square-missed']],
      [{ type: 'exchange', player: s.turn, tiles: ['Q', 'Q'] }, ['not-on-rack', 'exchange-not-allowed', 'exchange-too-many', 'game-over', 'going-out-pending']],
      [this.junk, ['bad-action', 'malformed-move', 'bad-notation', 'game-over', 'unknown-player']],
      [{ type: 'play', player: 9, move: '8D A' }, ['unknown-player', 'game-over']],
    ];
    const [action, codes] = actions[this.kind % actions.length]!;
    if (s.players.length === 1 && this.kind % actions.length === 0) return;
    const before = deepFreeze(s);
    const snapshot = JSON.stringify(before);
    const result = applyAction(before, action as Action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(codes).toContain(result.error.code);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(r.state).toBe(before);
    void m;
  }
  toString = () => `illegal(${this.kind})`;
}

const commands = [
  fc.nat(1000).map((n) => new PlayCommand(n)),
  fc.nat(1000).map((n) => new PlayCommand(n)),
  fc.nat(1000).map((n) => new PlayCommand(n)),
  fc.integer({ min: 1, max: 7 }).map((n) => new ExchangeCommand(n)),
  fc.constant(new PassCommand()),
  fc.tuple(fc.nat(3), fc.boolean()).map(([seat, valid]) => new ChallengeCommand(seat, valid)),
  fc.nat(3).map((seat) => new AcceptCommand(seat)),
  fc.tuple(fc.nat(20), fc.anything({ maxDepth: 3 })).map(([kind, junk]) => new IllegalCommand(kind, junk)),
];

/** Passes (accepting a pending play when needed) until the game ends; returns the number of actions taken. */
function finish(real: Real, model: Model): number {
  let taken = 0;
  while (!model.over && taken < 200) {
    const s = real.state;
    const pending = s.pending;
    if (pending !== null && s.bag.length === 0 && s.racks[pending.player]?.length === 0) {
      step(real, model, { type: 'accept', player: (pending.player + 1) % s.players.length });
    } else if (!s.rules.consecutivePasses && s.counters.passedLast[s.turn] && s.bag.length >= s.rules.exchange.minBagSize && (s.racks[s.turn]?.length ?? 0) > 0) {
      step(real, model, { type: 'exchange', player: s.turn, tiles: (s.racks[s.turn] ?? []).slice(0, 1) });
    } else {
      step(real, model, { type: 'pass', player: s.turn });
    }
    taken++;
  }
  return taken;
}

describe('the reducer under random action sequences', () => {
  it('keeps every law at every step, always terminates and replays deterministically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULE_SETS),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.commands(commands, { maxCommands: 80 }),
        (rules, players, seed, cmds) => {
          const created = createGame({ rules, players: Array.from({ length: players }, (_, i) => `P${i}`), seed });
          if (!created.ok) throw new Error(created.error.message);
          const initial = created.value;
          checkInvariants(initial);
          const real: Real = { state: initial, actions: [] };
          const model: Model = { over: false };
          fc.modelRun(() => ({ model, real }), cmds);
          finish(real, model);
          expect(real.state.phase).toBe('over');
          const replayed = real.actions.reduce((s, a) => {
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(`replay refused ${a.type}: ${r.error.code}`);
            return r.value.state;
          }, initial);
          expect(replayed).toEqual(real.state);
          const parsed = parseGameState(JSON.parse(JSON.stringify(real.state)));
          expect(parsed.ok && parsed.value).toEqual(real.state);
          const view = JSON.stringify(viewFor(real.state, 0));
          expect(view).not.toContain('"bag"');
          expect(view).not.toContain('"prng"');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('plays whole random games to the end (mostly by going out) keeping every law, and replays them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_SETS), fc.integer({ min: 2, max: 4 }), fc.integer(), fc.integer(), (rules, players, seed, rolls) => {
        const created = createGame({ rules, players: Array.from({ length: players }, (_, i) => `P${i}`), seed });
        if (!created.ok) throw new Error(created.error.message);
        let x = rolls >>> 0;
        const game = playOut(created.value, () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8);
        expect(game.state.phase).toBe('over');
        const real: Real = { state: created.value, actions: [] };
        const model: Model = { over: false };
        for (const action of game.actions) step(real, model, action);
        expect(real.state).toEqual(game.state);
        const result = real.state.result!;
        expect(real.state.history.at(-1)).toMatchObject({ type: 'game-ended', reason: result.reason, deltas: result.adjustments });
        if (result.reason === 'went-out') {
          expect(real.state.bag).toEqual([]);
          expect(real.state.racks[result.wentOut!]).toEqual([]);
        }
        for (let p = 0; p < players; p++) {
          const view = viewFor(real.state, p);
          for (const e of view.history) {
            if ((e.type === 'tiles-drawn' || e.type === 'tiles-exchanged') && e.player !== p) {
              expect(Object.keys(e).sort()).toEqual(['count', 'player', 'type']);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
