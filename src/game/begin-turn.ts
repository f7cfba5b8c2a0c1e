/**
 * The start of a turn (play, exchange or pass): the checks every turn action shares and the
 * closing of an open challenge window. The reducer and `allowedActions` both use it, so they
 * agree on when a turn may begin. Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import { drawFirst } from './draw.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { finalizePending, pendingEndsGame } from './finalize.js';
import type { GameState } from './state.js';

/**
 * Begins a turn of `player`: refused when it is another player's turn, when a draw is owed or
 * when the pending play ends the game; otherwise the state with any pending play accepted.
 */
export function beginTurn(state: GameState, player: number, events: GameEvent[]): Result<GameState, ActionError> {
  if (player !== state.turn) {
    return err({ code: 'not-your-turn', message: `It is ${state.players[state.turn] ?? 'another player'}'s turn` });
  }
  const owed = drawFirst(state, player);
  if (owed !== null) return err(owed);
  if (pendingEndsGame(state)) {
    return err({ code: 'going-out-pending', message: 'The last play ends the game (it empties the rack with the bag empty, or it is the last turn): accept or challenge it first' });
  }
  return ok(finalizePending(state, null, true, events));
}
