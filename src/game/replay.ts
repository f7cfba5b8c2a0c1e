/**
 * Replaying a game from its recorded setup: the actions are read back from the history's events,
 * applied one by one through `applyAction`, and every action must give exactly the events the
 * history records. Linear in the history. Used to check saved states and to take back actions.
 * Internal.
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { Action } from './actions.js';
import { applyAction } from './apply.js';
import type { GameEvent } from './events.js';
import { setRecordedRack } from './racks.js';
import { startGame } from './setup.js';
import { updateState } from './immutable.js';
import { cryptoGenerator, restoreTo, type Replayer } from './takeback.js';
import type { GameState } from './state.js';

/** Why a history could not be replayed: the index of the first event that disagrees, and what is wrong. */
export interface ReplayFailure {
  readonly event: number;
  readonly message: string;
}

/** The states of a replay: the state after the setup and after each action, and the actions. */
export interface Replayed {
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
}

/** The replay a takeback needs: every state of the history. */
export const replayAll: Replayer = (state) => replayHistory(state, true);

/** A lexicon that knows every word: plays of the history were accepted when they were made. */
const EVERY_WORD: Lexicon = { has: () => true };

/** Whether two JSON values are equal. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The action a player took that produced `event` (the first event of that action that is not automatic), or `null`. */
function actionOf(event: GameEvent, rack: readonly string[] | undefined): Action | null {
  const stated = rack === undefined ? {} : { rack };
  switch (event.type) {
    case 'move-played':
      return { type: 'play', player: event.player, move: event.move, ...stated };
    case 'tiles-exchanged':
      return event.returned === undefined ? null : { type: 'exchange', player: event.player, tiles: event.returned, ...stated };
    case 'passed':
      return { type: 'pass', player: event.player, ...stated };
    case 'play-accepted':
      return event.by === null ? null : { type: 'accept', player: event.by };
    case 'challenge-upheld':
      return { type: 'challenge', player: event.challenger, valid: false, words: event.words };
    case 'challenge-failed':
      return { type: 'challenge', player: event.challenger, valid: true, words: event.words };
    case 'tiles-drawn':
      return event.chosen === true && event.tiles !== undefined ? { type: 'draw', player: event.player, tiles: event.tiles } : null;
    case 'blank-swapped':
      return { type: 'swap-blank', player: event.player, squares: event.swaps.map((s) => s.square) };
    case 'resigned':
      return { type: 'resign', player: event.player };
    case 'undo-requested':
      return { type: 'undo-request', player: event.player };
    case 'undo-answered':
      return { type: 'undo-answer', player: event.player, accept: event.accept };
    default:
      return null;
  }
}

/** The rack a `rack-set` event leaves the player with. */
function rackAfter(rack: readonly string[], event: GameEvent & { type: 'rack-set' }): string[] | null {
  const out = rack.slice();
  for (const tile of event.returned ?? []) {
    const i = out.indexOf(tile);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out.concat(event.taken ?? []);
}

/**
 * Replays only: a rack a game record states for a player who takes no action then (a lost turn,
 * the racks left at a resignation) is set as the reducer sets an action's stated rack, with the
 * same `rack-set` events. Recognised at `i` when those events are there and are not the start of
 * the next action's own events (an action with a stated rack gives them after what its turn accepts).
 */
function statedOffTurn(current: GameState, history: readonly GameEvent[], i: number): { state: GameState; events: number } | null {
  const first = history[i];
  if (first === undefined || first.type !== 'rack-set') return null;
  const rack = rackAfter(current.racks[first.player] ?? [], first);
  if (rack === null) return null;
  const events: GameEvent[] = [];
  const set = setRecordedRack(current, first.player, rack, events);
  if (!set.ok || events.length === 0 || !sameJson(events, history.slice(i, i + events.length))) return null;
  // The same events may be the stated rack of the next action, when its player acts next with no play to accept.
  const next = history[i + events.length];
  const action = next === undefined ? null : actionOf(next, rack);
  if (action !== null && 'rack' in action && action.player === first.player && current.pending === null) return null;
  return { state: updateState(set.value, { history: current.history.concat(events) }), events: events.length };
}

/**
 * A takeback recorded in the history (an `undone` event): the history holds no longer the action
 * taken back, so `current` is already the state before it; its bag is shuffled again with the
 * game's generator at the recorded position, which must not be earlier than where it stands.
 */
function replayUndone(current: GameState, event: GameEvent & { type: 'undone' }): GameState | string {
  const generator = cryptoGenerator(current.prng);
  const position = event.generator;
  const events: GameEvent[] = [];
  let restored: GameState;
  if (generator === null) {
    if (position !== null) return 'a takeback of a game without a generator records no generator position';
    restored = restoreTo(current, null, event.requester, events);
  } else {
    if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < generator.position) {
      return 'a takeback must shuffle with fresh output of the generator (a position not earlier than it stands)';
    }
    restored = restoreTo(current, { key: generator.key, position }, event.requester, events);
  }
  return updateState(restored, { history: current.history.concat(events) });
}

/**
 * Replays the history of `state` from its setup. Every action must reproduce the recorded events;
 * `keepStates` keeps the state after each action (for taking actions back).
 */
export function replayHistory(state: GameState, keepStates = false): Result<Replayed, ReplayFailure> {
  if (state.setup === null) return err({ event: 0, message: 'a state of the earlier format records no setup to replay' });
  let current = startGame(state.rules, state.players, state.setup, state.replay);
  const history = state.history;
  const opening = current.history;
  if (!sameJson(opening, history.slice(0, opening.length))) {
    return err({ event: 0, message: 'the opening events (the draw for who starts, the racks dealt) are not those of the setup' });
  }
  const states: GameState[] = [current];
  const actions: Action[] = [];
  let i = opening.length;
  while (i < history.length) {
    const undone = history[i]!;
    if (undone.type === 'undone') {
      const restored = replayUndone(current, undone);
      if (typeof restored === 'string') return err({ event: i, message: restored });
      if (!sameJson(restored.history[restored.history.length - 1], undone)) return err({ event: i, message: `event ${i} is not the takeback the game gives` });
      current = restored;
      // The state before the action taken back is replaced by the one shuffled again.
      if (keepStates) states[states.length - 1] = current;
      i++;
      continue;
    }
    const set = state.replay ? statedOffTurn(current, history, i) : null;
    if (set !== null) {
      current = set.state;
      i += set.events;
      continue;
    }
    // The events an action causes before its own (a pending play accepted by the turn, that play's draw) are skipped to find it.
    let k = i;
    while (k < history.length && history[k]!.type !== 'rack-set' && actionOf(history[k]!, undefined) === null) k++;
    let rack: readonly string[] | undefined;
    const maybeSet = history[k];
    if (maybeSet !== undefined && maybeSet.type === 'rack-set') {
      const after = rackAfter(current.racks[maybeSet.player] ?? [], maybeSet);
      if (after === null) return err({ event: k, message: 'a rack-set event returns tiles the player does not hold' });
      rack = after;
      k++;
      // A stated rack may take tiles from other racks: their rack-set events follow (the action gives them again).
      while (history[k]?.type === 'rack-set') k++;
    }
    const main = history[k];
    const action = main === undefined ? null : actionOf(main, rack);
    if (action === null) return err({ event: k, message: `event ${k} (${main?.type ?? 'none'}) is not the result of an action` });
    const options = action.type === 'play' ? { lexicon: EVERY_WORD } : {};
    const outcome = applyAction(current, action, options);
    if (!outcome.ok) return err({ event: k, message: `the ${action.type} of event ${k} is refused: ${outcome.error.message.slice(0, 80)}` });
    const produced = outcome.value.events;
    if (!sameJson(produced, history.slice(i, i + produced.length))) {
      return err({ event: i, message: `the events from ${i} on are not those the ${action.type} gives` });
    }
    current = outcome.value.state;
    if (keepStates) states.push(current);
    actions.push(action);
    i += produced.length;
  }
  if (!keepStates) states.push(current);
  return ok({ states, actions });
}
