/**
 * Selectors: read the parts of a game state that callers need most.
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
import type { GameResult, GameState, PendingPlay } from './state.js';

/** The seat of the player to move (after the end: the seat that would have moved next). */
export function currentPlayer(state: GameState): number {
  return state.turn;
}

/** A player's tiles (`?` for a blank); empty for a seat that does not exist. */
export function rackOf(state: GameState, player: number): readonly string[] {
  return state.racks[player] ?? [];
}

/** Every player's score, by seat. */
export function scoresOf(state: GameState): ByPlayer<number> {
  return state.scores;
}

/** How many tiles are in the bag. */
export function bagSize(state: GameState): number {
  return state.bag.length;
}

/** The board. */
export function boardOf(state: GameState): Board {
  return state.board;
}

/** Whether the game has ended. */
export function isGameOver(state: GameState): boolean {
  return state.phase === 'over';
}

/** Every event since the game was created. */
export function historyOf(state: GameState): readonly GameEvent[] {
  return state.history;
}

/** The play whose challenge window is open, or `null`. */
export function pendingPlay(state: GameState): PendingPlay | null {
  return state.pending;
}

/** How the game ended, or `null` while it runs. */
export function resultOf(state: GameState): GameResult | null {
  return state.result;
}
