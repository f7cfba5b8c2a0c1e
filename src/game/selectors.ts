/**
 * Selectors: read the parts of a game state that callers need most. Given something that is not a
 * game state they return an empty value (seat -1, no tiles, no events, `null`), never throw. Lists
 * and objects are fresh copies: changing them never changes the state.
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
import { copyPlain } from '../copy.js';
import { isObject, orElse } from '../total.js';
import type { GameResult, GameState, PendingPlay } from './state.js';

/**
 * The seat of the player to move (after the end: the seat that would have moved next); -1 for what is not a state.
 * @example
 * ```ts
 * import { currentPlayer, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * currentPlayer(state);   // the seat whose turn it is
 * ```
 */
export function currentPlayer(state: GameState): number {
  return isObject(state) && typeof state.turn === 'number' ? state.turn : -1;
}

/**
 * A player's tiles (`?` for a blank); empty for a seat that does not exist.
 * @example
 * ```ts
 * import { rackOf, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * rackOf(state, 0);   // Anna's tiles, e.g. ['G', 'R', 'Ü', 'N', 'D', 'E', '?']
 * ```
 */
export function rackOf(state: GameState, player: number): readonly string[] {
  return orElse(() => (Array.isArray(state.racks) && Array.isArray(state.racks[player]) ? copyPlain(state.racks[player]!) : []), []);
}

/**
 * Every player's score, by seat.
 * `[]` for something that is not a game state.
 * @example
 * ```ts
 * import { scoresOf, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * scoresOf(state);   // e.g. [28, 0]
 * ```
 */
export function scoresOf(state: GameState): ByPlayer<number> {
  return isObject(state) && Array.isArray(state.scores) ? state.scores.slice() : [];
}

/**
 * How many tiles are in the bag.
 * 0 for something that is not a game state.
 * @example
 * ```ts
 * import { bagSize, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * bagSize(state);   // 88 after the first racks of a German game for two
 * ```
 */
export function bagSize(state: GameState): number {
  return isObject(state) && Array.isArray(state.bag) ? state.bag.length : 0;
}

/**
 * The board.
 * A board of 0 × 0 squares for something that is not a game state.
 * @example
 * ```ts
 * import { boardOf, renderBoard, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * console.log(renderBoard(boardOf(state), state.rules));
 * ```
 */
export function boardOf(state: GameState): Board {
  return isObject(state) && isObject(state.board) ? orElse(() => copyPlain(state.board), { rows: 0, cols: 0, cells: [] }) : { rows: 0, cols: 0, cells: [] };
}

/**
 * Whether the game has ended.
 * `false` for something that is not a game state.
 * @example
 * ```ts
 * import { isGameOver, results, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * if (isGameOver(state)) console.log(results(state).winners);
 * ```
 */
export function isGameOver(state: GameState): boolean {
  return isObject(state) && state.phase === 'over';
}

/**
 * Every event since the game was created.
 * `[]` for something that is not a game state.
 * @example
 * ```ts
 * import { historyOf, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * historyOf(state).filter((event) => event.type === 'move-played').length;   // moves played so far
 * ```
 */
export function historyOf(state: GameState): readonly GameEvent[] {
  return isObject(state) && Array.isArray(state.history) ? orElse(() => copyPlain(state.history), []) : [];
}

/**
 * The play whose challenge window is open, or `null`.
 * `null` also for something that is not a game state.
 * @example
 * ```ts
 * import { pendingPlay, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const pending = pendingPlay(state);   // the play a challenge would take back, or null
 * ```
 */
export function pendingPlay(state: GameState): PendingPlay | null {
  return isObject(state) && isObject(state.pending) ? orElse(() => copyPlain(state.pending), null) : null;
}

/**
 * How the game ended, or `null` while it runs.
 * `null` also for something that is not a game state.
 * @example
 * ```ts
 * import { resultOf, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * resultOf(state)?.reason;   // e.g. 'went-out', or undefined while the game runs
 * ```
 */
export function resultOf(state: GameState): GameResult | null {
  return isObject(state) && isObject(state.result) ? orElse(() => copyPlain(state.result), null) : null;
}
