/**
 * Passing, with the Dutch variation that forbids passing twice in a row
 * (`consecutivePasses: false`) unless an exchange is impossible. Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import type { PassAction } from './actions.js';
import { countTurn } from './counters.js';
import { checkEnd } from './end.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { canExchange } from './exchange.js';
import { updateState } from './immutable.js';
import type { GameState } from './state.js';
import { advanceTurn } from './turns.js';

/**
 * Why `player` may not pass now (passing twice in a row under `consecutivePasses: false` while an
 * exchange is possible), or `null`; the turn itself has begun (any challenge window closed).
 */
export function passRefusal(state: GameState, player: number): ActionError | null {
  if (!state.rules.consecutivePasses && state.counters.passedLast[player] === true && canExchange(state)) {
    return { code: 'pass-not-allowed', message: 'Passing twice in a row is not allowed: play or exchange' };
  }
  return null;
}

/** Passes for the player to move (any open challenge window is already closed). */
export function passTurn(state: GameState, action: PassAction, events: GameEvent[]): Result<GameState, ActionError> {
  const { player } = action;
  const refused = passRefusal(state, player);
  if (refused !== null) return err(refused);
  events.push({ type: 'passed', player });
  const next = updateState(state, { counters: countTurn(state.counters, player, 'pass') });
  return ok(advanceTurn(checkEnd(next, events), events));
}
