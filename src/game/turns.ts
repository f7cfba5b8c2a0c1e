/**
 * Turn order: who moves next, and lost turns (the lose-a-turn challenge rule). A variant with
 * another turn structure replaces these functions. Internal.
 * @module
 */
import { countTurn } from './counters.js';
import { checkEnd } from './end.js';
import type { GameEvent } from './events.js';
import { finalizePending, pendingEndsGame } from './finalize.js';
import { replaceAt, updateState } from './immutable.js';
import type { GameState } from './state.js';

/** The seat after `seat` in turn order. */
export function seatAfter(state: GameState, seat: number): number {
  return (seat + 1) % state.players.length;
}

/**
 * Records a lost turn of the player to move and passes the turn on. A pending play is accepted
 * first (that player's turn has begun), except one that goes out: it stays open for a challenge.
 */
function skipTurn(state: GameState, events: GameEvent[]): GameState {
  let next = state.pending === null || pendingEndsGame(state) ? state : finalizePending(state, null, true, events);
  if (next.phase === 'over') return next;
  const seat = next.turn;
  events.push({ type: 'turn-lost', player: seat });
  next = updateState(next, {
    counters: { ...countTurn(next.counters, seat, 'lost-turn'), turnsToLose: replaceAt(next.counters.turnsToLose, seat, (next.counters.turnsToLose[seat] ?? 1) - 1) },
  });
  if (next.pending === null) next = checkEnd(next, events);
  return next.phase === 'over' ? next : updateState(next, { turn: seatAfter(next, seat) });
}

/**
 * Hands the turn to the next player. A player who must lose a turn is skipped (an open challenge
 * window closes first: that player's turn has begun).
 */
export function advanceTurn(state: GameState, events: GameEvent[]): GameState {
  if (state.phase === 'over') return state;
  let next = updateState(state, { turn: seatAfter(state, state.turn) });
  while (next.phase !== 'over' && (next.counters.turnsToLose[next.turn] ?? 0) > 0) next = skipTurn(next, events);
  return next;
}

/** The player loses a turn: at once when it is their turn, otherwise when it comes. */
export function loseTurn(state: GameState, seat: number, events: GameEvent[]): GameState {
  const counters = { ...state.counters, turnsToLose: replaceAt(state.counters.turnsToLose, seat, (state.counters.turnsToLose[seat] ?? 0) + 1) };
  let next = updateState(state, { counters });
  if (next.turn !== seat) return next;
  while (next.phase !== 'over' && (next.counters.turnsToLose[next.turn] ?? 0) > 0) next = skipTurn(next, events);
  return next;
}
