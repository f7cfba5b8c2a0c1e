/**
 * Selectors: read the parts of a game state that callers need most. Given something that is not a
 * game state they return an empty value (seat -1, no tiles, no events, `null`), never throw.
 *
 * @example
 * ```ts
 * import { currentPlayer, rackOf, scoresOf, bagSize, isGameOver } from 'scrabble-engine';
 * if (!isGameOver(state)) console.log(currentPlayer(state), rackOf(state, 0).join(''), scoresOf(state), bagSize(state));
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { ByPlayer } from '../types.js';
import type { GameEvent } from './events.js';
import { isObject, orElse } from '../total.js';
import type { GameResult, GameState, PendingPlay } from './state.js';

/** The seat of the player to move (after the end: the seat that would have moved next); -1 for what is not a state. */
export function currentPlayer(state: GameState): number {
  return isObject(state) && typeof state.turn === 'number' ? state.turn : -1;
}

/** A player's tiles (`?` for a blank); empty for a seat that does not exist. */
export function rackOf(state: GameState, player: number): readonly string[] {
  return orElse(() => (Array.isArray(state.racks) && Array.isArray(state.racks[player]) ? state.racks[player]! : []), []);
}

/** Every player's score, by seat. */
export function scoresOf(state: GameState): ByPlayer<number> {
  return isObject(state) && Array.isArray(state.scores) ? state.scores : [];
}

/** How many tiles are in the bag. */
export function bagSize(state: GameState): number {
  return isObject(state) && Array.isArray(state.bag) ? state.bag.length : 0;
}

/** The board. */
export function boardOf(state: GameState): Board {
  return isObject(state) && isObject(state.board) ? state.board : { rows: 0, cols: 0, cells: [] };
}

/** Whether the game has ended. */
export function isGameOver(state: GameState): boolean {
  return isObject(state) && state.phase === 'over';
}

/** Every event since the game was created. */
export function historyOf(state: GameState): readonly GameEvent[] {
  return isObject(state) && Array.isArray(state.history) ? state.history : [];
}

/** The play whose challenge window is open, or `null`. */
export function pendingPlay(state: GameState): PendingPlay | null {
  return isObject(state) && isObject(state.pending) ? state.pending : null;
}

/** How the game ended, or `null` while it runs. */
export function resultOf(state: GameState): GameResult | null {
  return isObject(state) && isObject(state.result) ? state.result : null;
}
