/**
 * Resigning: any player may resign while the game runs; the game ends at once with no rack
 * adjustments, and the resigning player loses (the winners are the best of the others). Internal.
 * @module
 */
import { ok, type Result } from '../result.js';
import type { ResignAction } from './actions.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { updateState } from './immutable.js';
import type { GameState } from './state.js';

/** The game after `action.player` resigns. */
export function resignGame(state: GameState, action: ResignAction, events: GameEvent[]): Result<GameState, ActionError> {
  const n = state.players.length;
  const deltas = new Array<number>(n).fill(0);
  const others = state.scores.map((score, seat) => ({ score, seat })).filter((s) => s.seat !== action.player);
  const best = others.reduce((max, s) => Math.max(max, s.score), -Infinity);
  const winners = others.filter((s) => s.score === best).map((s) => s.seat);
  events.push({ type: 'resigned', player: action.player });
  events.push({ type: 'game-ended', reason: 'resigned', wentOut: null, racks: state.racks, deltas, winners });
  return ok(updateState(state, {
    phase: 'over',
    pending: null,
    result: { reason: 'resigned', wentOut: null, adjustments: deltas, winners },
  }));
}
