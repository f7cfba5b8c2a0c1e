/**
 * Taking the last action back. The state goes back to before that action, and the unseen tiles are
 * shuffled again with fresh output of the game's generator (never its old state): what a player saw
 * of the bag (an exchange's draw, a play's refill) predicts nothing drawn later. A takeback of what
 * showed a hidden rack (a resignation, the end of the game) is refused. Under `takebacks: 'consent'`
 * a game of two or more players needs every other player's consent: an `undo-request` and an
 * `undo-answer` from each of the others. Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import { isPrngState, shuffled, type CryptoPrngState } from '../bag/prng.js';
import type { Action, UndoAnswerAction, UndoRequestAction } from './actions.js';
import type { ActionError } from './errors.js';
import type { GameEvent, UndoneEvent } from './events.js';
import { updateState } from './immutable.js';
import type { GameState } from './state.js';

/** How a rule set lets actions be taken back: with the others' consent, at once, or not at all. */
export function takebackRule(state: GameState): 'consent' | 'free' | 'none' {
  const rule = state.rules.takebacks;
  if (rule === 'free') return 'free';
  return rule === true || rule === 'consent' ? 'consent' : 'none';
}

/** Whether an action is a takeback request or answer (they are never themselves taken back). */
export function isUndoAction(action: Action): boolean {
  return action.type === 'undo-request' || action.type === 'undo-answer';
}

/** What an undo needs from the replay of the history: the state after the setup and after each action, and the actions. */
export interface ReplayedStates {
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
}

/** The replay of a state's history, given by the caller (the replay module imports this one). */
export type Replayer = (state: GameState) => Result<ReplayedStates, { readonly message: string }>;

/** Events that show a hidden rack to every player: a takeback of them is refused. */
function revealsRacks(event: GameEvent): boolean {
  return event.type === 'game-ended' || event.type === 'resigned';
}

/** The refusal of a takeback once the racks were shown (the game is over, or an event showed them), else `null`. */
function racksShown(state: GameState): ActionError | null {
  return state.phase === 'over' || state.history.some(revealsRacks)
    ? { code: 'undo-reveals-racks', message: 'The game has ended and every rack was shown: it cannot be taken back' }
    : null;
}

/**
 * Why no takeback can be asked for now (without replaying the history): the racks were shown, or
 * no action of the history is left to take back; `null` when one can.
 */
export function undoRefusal(state: GameState): ActionError | null {
  const shown = racksShown(state);
  if (shown !== null) return shown;
  const taken = state.history.some((e) => !(e.type === 'first-player-drawn' || (e.type === 'tiles-drawn' && e.chosen !== true) ||
    e.type === 'undo-requested' || e.type === 'undo-answered' || e.type === 'undone'));
  return taken ? null : { code: 'nothing-to-undo', message: 'No action has been taken yet' };
}

/**
 * The state before the last action (requests and answers are not actions to take back), or why
 * there is none. `refusal` is checked first: nothing to take back, or a rack was shown.
 */
export function stateBeforeLast(state: GameState, replay: Replayer): Result<GameState, ActionError> {
  const shown = racksShown(state);
  if (shown !== null) return err(shown);
  const replayed = replay(state);
  if (!replayed.ok) return err({ code: 'bad-state', message: `The game cannot be replayed: ${replayed.error.message.slice(0, 120)}` });
  const { states, actions } = replayed.value;
  let last = actions.length - 1;
  while (last >= 0 && isUndoAction(actions[last]!)) last--;
  if (last < 0) return err({ code: 'nothing-to-undo', message: 'No action has been taken yet' });
  return ok(states[last]!);
}

/**
 * The state `before` once taken back to: its bag shuffled again with `generator` (fresh output:
 * the game's generator where it stands now, never an earlier state), the request cleared. Without
 * a generator (a bag order given) the bag stays as it was.
 */
export function restoreTo(before: GameState, generator: CryptoPrngState | null, requester: number | null, events: GameEvent[]): GameState {
  const event: UndoneEvent = { type: 'undone', requester, generator: generator === null ? null : generator.position };
  events.push(event);
  if (generator === null) return updateState(before, { undoRequest: null });
  const [bag, prng] = shuffled(before.bag, generator);
  return updateState(before, { bag, prng, undoRequest: null });
}

/** The game's generator state when it is one of the current generator (`{ key, position }`), else `null`. */
export function cryptoGenerator(prng: unknown): CryptoPrngState | null {
  return isPrngState(prng) && typeof prng === 'object' ? prng : null;
}

/** Takes the last action back at once (`requester` null: the `undo` function). */
export function takeBack(state: GameState, requester: number | null, replay: Replayer, events: GameEvent[]): Result<GameState, ActionError> {
  const before = stateBeforeLast(state, replay);
  if (!before.ok) return before;
  return ok(restoreTo(before.value, cryptoGenerator(state.prng), requester, events));
}

/** An `undo-request`: refused without takebacks; at once under `'free'` or alone; otherwise a request waiting for the others. */
export function requestUndo(state: GameState, action: UndoRequestAction, replay: Replayer, events: GameEvent[]): Result<GameState, ActionError> {
  const rule = takebackRule(state);
  if (rule === 'none') return err({ code: 'takebacks-not-allowed', message: 'These rules do not allow taking actions back (a rated game)' });
  if (state.undoRequest !== null) return err({ code: 'undo-pending', message: 'A takeback request is already waiting for answers' });
  if (rule === 'free' || state.players.length === 1) return takeBack(state, action.player, replay, events);
  const refused = undoRefusal(state);
  if (refused !== null) return err(refused);
  events.push({ type: 'undo-requested', player: action.player });
  return ok(updateState(state, { undoRequest: { player: action.player, accepted: [] } }));
}

/** The seats that still owe an answer to the pending request. */
export function owedAnswers(state: GameState): number[] {
  const request = state.undoRequest;
  if (request === null) return [];
  return state.players.map((_, seat) => seat).filter((seat) => seat !== request.player && !request.accepted.includes(seat));
}

/** An `undo-answer`: a refusal ends the request; the last consent takes the action back. */
export function answerUndo(state: GameState, action: UndoAnswerAction, replay: Replayer, events: GameEvent[]): Result<GameState, ActionError> {
  const request = state.undoRequest;
  if (request === null) return err({ code: 'no-undo-request', message: 'No takeback was asked for' });
  if (!owedAnswers(state).includes(action.player)) {
    return err({ code: 'not-asked', message: action.player === request.player ? 'The player who asked does not answer their own request' : 'This player has already agreed' });
  }
  if (!action.accept) {
    events.push({ type: 'undo-answered', player: action.player, accept: false });
    return ok(updateState(state, { undoRequest: null }));
  }
  const accepted = request.accepted.concat(action.player).sort((a, b) => a - b);
  const waiting = updateState(state, { undoRequest: { player: request.player, accepted } });
  // Every other player agreed: the request and its answers go with the action taken back.
  if (owedAnswers(waiting).length === 0) return takeBack(state, request.player, replay, events);
  events.push({ type: 'undo-answered', player: action.player, accept: true });
  return ok(waiting);
}
