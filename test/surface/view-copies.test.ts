/**
 * Views and every value handed to a caller are copies: code that holds a view (a bot sorting its
 * rack, a client marking the board, a Würfel bot turning the dice into jokers) changes every part
 * of it, deeply, and the game state stays exactly as it was. Checked on the states of whole games
 * of every module, for every seat and for a spectator.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedActions, applyAction, boardOf, buildLexicon, createGame, generateMoves, GERMAN, greedyBot, historyOf, pendingPlay,
  playBotGame, rackOf, redactEvent, resultOf, results, scoresOf, viewFor, type Action, type GameState,
} from '../../src/index.js';
import * as duplicate from '../../src/duplicate/index.js';
import * as afbreek from '../../src/afbreek/index.js';
import * as wuerfel from '../../src/wuerfel/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { playOut } from '../game/helpers.js';
import { randomGame } from '../wuerfel/helpers.js';

const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

/** Every array and object in a value, the value itself first. */
function containers(value: unknown, out: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value);
  for (const item of Object.values(value)) containers(item, out);
  return out;
}

/**
 * Changes every part of a value: each primitive in every array and object is replaced, every array
 * grows, every object gains a key. A frozen part (the rule set, the dice settings) cannot be changed:
 * it is checked to refuse the change instead.
 */
function mutateEverything(value: unknown): number {
  const all = containers(value);
  for (const node of all) {
    if (Object.isFrozen(node)) {
      expect(() => { (node as Record<string, unknown>).mutated = '§'; }).toThrow(TypeError);
      continue;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => { if (typeof item !== 'object' || item === null) node[i] = '§'; });
      node.push('§');
    } else {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) if (typeof record[key] !== 'object' || record[key] === null) record[key] = '§';
      record.mutated = '§';
    }
  }
  return all.length;
}

/** Calls `read` on `state`, mutates everything it returns, and checks that the state did not change. */
function leavesStateAlone(state: unknown, read: () => unknown): void {
  const before = JSON.stringify(state);
  const touched = mutateEverything(read());
  expect(JSON.stringify(state)).toBe(before);
  expect(touched).toBeGreaterThanOrEqual(0);
}

/** Seats 0 … n-1, a spectator and a seat that does not exist. */
const viewers = (n: number): (number | null)[] => [...Array.from({ length: n }, (_, i) => i), null, n + 3];

describe('classic: views, events, selectors and results are copies', () => {
  it('mutating every part of every value read from every state of a game leaves the state unchanged', () => {
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'views are copies' });
    if (!game.ok) throw new Error(game.error.message);
    let n = 7;
    const { actions } = playOut(game.value, () => (n = (n * 1103515245 + 12345) % 2147483648), { lexicon });
    const states: GameState[] = [game.value];
    for (const action of actions) {
      const r = applyAction(states[states.length - 1]!, action, { lexicon });
      if (!r.ok) throw new Error(r.error.code);
      states.push(r.value.state);
    }
    expect(states.some((s) => s.pending !== null)).toBe(true);
    expect(states[states.length - 1]!.result).not.toBeNull();
    for (const s of states) {
      for (const seat of viewers(2)) {
        leavesStateAlone(s, () => viewFor(s, seat));
        leavesStateAlone(s, () => s.history.map((e) => redactEvent(e, seat)));
      }
      leavesStateAlone(s, () => results(s));
      leavesStateAlone(s, () => [rackOf(s, 0), rackOf(s, 1), scoresOf(s), boardOf(s), historyOf(s), pendingPlay(s), resultOf(s)]);
      leavesStateAlone(s, () => [allowedActions(s, 0), allowedActions(s, 1)]);
    }
  });

  it('a bot that sorts its rack and clears the board in place does not change the game', () => {
    const bot = greedyBot(lexicon);
    const vandal = (view: Parameters<typeof bot>[0], context: Parameters<typeof bot>[1]): Action | Promise<Action> => {
      const action = bot(structuredClone(view), context);   // the bot decides on its own copy; the vandal then wrecks the view it was given
      (view.rack as string[]).sort().reverse();
      (view.board.cells as (string | null)[]).fill(null);
      (view.scores as number[])[0] = 999;
      return action;
    };
    const calm = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 'vandal', lexicon });
    const wild = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [vandal, vandal], seed: 'vandal', lexicon });
    if (!calm.ok || !wild.ok) throw new Error('a bot game failed');
    expect(wild.value.state).toEqual(calm.value.state);
  });

  it('the values of something that is not a state are fresh each time', () => {
    mutateEverything(viewFor(null as unknown as GameState, 0));
    mutateEverything(results(null as unknown as GameState));
    const g = game();
    mutateEverything(allowedActions(g, g.turn));
    expect(viewFor(null as unknown as GameState, 0).history).toEqual([]);
    expect(results(null as unknown as GameState).players).toEqual([]);
    expect(allowedActions(g, g.turn).pass).toEqual({ allowed: true });
  });
});

function game(): GameState {
  const g = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('Duplicate: views, results and records are copies', () => {
  it('mutating every part of every view of every state of a game leaves the state unchanged', () => {
    const created = duplicate.createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 'duplicate copies', roundLimit: 6 });
    if (!created.ok) throw new Error(created.error.message);
    const states: duplicate.DuplicateState[] = [created.value];
    let state = created.value;
    for (let guard = 0; state.phase !== 'over' && guard < 40; guard++) {
      const moves = generateMoves(state.board, state.rack, state.rules, lexicon);
      if (!moves.ok) throw new Error(moves.error.message);
      for (let p = 0; p < 3 && state.phase !== 'over'; p++) {
        const move = p === 2 ? null : (moves.value[p]?.move ?? null);
        const r = duplicate.applyAction(state, { type: 'submit', player: p, move }, { lexicon });
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
        states.push(state);
      }
    }
    expect(states.some((s) => s.submissions.some((x) => x !== null))).toBe(true);
    expect(state.phase).toBe('over');
    for (const s of states) {
      for (const seat of viewers(3)) leavesStateAlone(s, () => duplicate.viewFor(s, seat));
      leavesStateAlone(s, () => duplicate.results(s));
      leavesStateAlone(s, () => duplicate.duplicateRecord(s));
    }
  });
});

describe('Afbreek: views and results are copies', () => {
  it('mutating every part of every view of every state of a game leaves the state unchanged', () => {
    const bot = greedyBot(lexicon);
    const classic = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 'afbreek copies', lexicon });
    if (!classic.ok) throw new Error(classic.error.message);
    const created = afbreek.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: classic.value.state.board, maxTiles: 'die', seed: 3, lexicon });
    if (!created.ok) throw new Error(created.error.message);
    const states: afbreek.AfbreekState[] = [created.value];
    let state = created.value;
    for (let guard = 0; state.phase !== 'over' && guard < 200; guard++) {
      const removals = afbreek.legalRemovals(state, { lexicon });
      const action: afbreek.AfbreekAction = removals.length === 0
        ? { type: 'pass', player: state.turn }
        : { type: 'remove', player: state.turn, squares: removals[guard % removals.length]!.squares };
      const r = afbreek.applyAction(state, action, { lexicon });
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      states.push(state);
    }
    expect(state.phase).toBe('over');
    for (const s of states.filter((_, i) => i % 3 === 0 || i === states.length - 1)) {
      for (const seat of viewers(2)) leavesStateAlone(s, () => afbreek.viewFor(s, seat));
      leavesStateAlone(s, () => afbreek.results(s));
    }
  });
});

describe('Würfel: views, events and results are copies', () => {
  it('mutating every part of every view of every state of a game leaves the state unchanged', () => {
    const created = wuerfel.createGame({ players: ['Anna', 'Ben', 'Cem'], seed: 5 });
    if (!created.ok) throw new Error(created.error.message);
    const states = randomGame(created.value, 5);
    expect(states[states.length - 1]!.phase).toBe('over');
    for (const s of states.filter((_, i) => i % 4 === 0 || i === states.length - 1)) {
      for (const seat of viewers(3)) {
        leavesStateAlone(s, () => wuerfel.viewFor(s, seat));
        leavesStateAlone(s, () => s.history.map((e) => wuerfel.redactEvent(e, seat, s)));
      }
      leavesStateAlone(s, () => wuerfel.results(s));
    }
  });

  it('a bot that turns the dice into jokers in its view does not change the roll', () => {
    const created = wuerfel.createGame({ players: ['Anna', 'Ben'], seed: 9 });
    if (!created.ok) throw new Error(created.error.message);
    const rolled = wuerfel.applyAction(created.value, { type: 'roll', player: created.value.roller });
    if (!rolled.ok) throw new Error(rolled.error.code);
    const state = rolled.value.state;
    const faces = state.roll.faces!.slice();
    const view = wuerfel.viewFor(state, 0);
    (view.roll.faces as string[]).fill('?');
    expect(state.roll.faces).toEqual(faces);
  });
});
