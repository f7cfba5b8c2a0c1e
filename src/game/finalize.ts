/**
 * A play becoming final: the player draws, the turn counters count it, and a play that emptied
 * the rack with the bag empty ends the game (RULES.md sections 7 and 8). Internal.
 * @module
 */
import { countTurn } from './counters.js';
import { checkEnd, endGame } from './end.js';
import type { GameEvent } from './events.js';
import { refillRack } from './racks.js';
import type { GameState, PendingPlay } from './state.js';

/** Whether the pending play, once final, ends the game (its author's rack and the bag are empty). */
export function pendingGoesOut(state: GameState): boolean {
  const pending = state.pending;
  return pending !== null && state.bag.length === 0 && (state.racks[pending.player]?.length ?? 0) === 0;
}

/**
 * Makes a scored play final (its tiles already lie on the board): refill, count the turn, end the
 * game when the player went out or the counters say so.
 */
export function completePlay(state: GameState, play: Pick<PendingPlay, 'player' | 'score'>, events: GameEvent[]): GameState {
  const zeroIsScoreless = play.score === 0 && state.rules.end.zeroScorePlaysAreScoreless;
  let next: GameState = { ...state, counters: countTurn(state.counters, play.player, zeroIsScoreless ? 'scoreless-play' : 'scoring-play') };
  if (next.bag.length === 0 && (next.racks[play.player]?.length ?? 0) === 0) return endGame(next, 'went-out', play.player, events);
  next = refillRack(next, play.player, events);
  return checkEnd(next, events);
}

/**
 * Closes the challenge window of the pending play: `by` is the accepting player, or `null` when
 * the next player's action accepted it; `announce` emits `play-accepted`.
 */
export function finalizePending(state: GameState, by: number | null, announce: boolean, events: GameEvent[]): GameState {
  const pending = state.pending;
  if (pending === null) return state;
  if (announce) events.push({ type: 'play-accepted', player: pending.player, by });
  return completePlay({ ...state, pending: null, phase: 'playing' }, pending, events);
}
