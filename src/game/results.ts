/**
 * The results of a game as one summary: every seat's score, their sum (for one person playing two
 * racks, solo play), the winners and how the game ended.
 *
 * @example
 * ```ts
 * import { results } from 'scrabble-engine';
 * const r = results(state);
 * r.scores;   // [212, 187]
 * r.total;    // 399: both racks together
 * r.winners;  // [0] (empty while the game runs)
 * ```
 * @module
 */
import { copyPlain } from '../copy.js';
import { isObject, orElseGet } from '../total.js';

import type { ByPlayer } from '../types.js';
import type { EndReason } from './events.js';
import type { GameState } from './state.js';

/**
 * A game's results: scores by seat, their sum, the winners (when over) and the end reason.
 * @example
 * ```ts
 * import { results, type GameResults, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const final: GameResults = results(state);
 * final.winners;   // [] while the game runs
 * ```
 */
export interface GameResults {
  readonly players: readonly string[];
  readonly scores: ByPlayer<number>;
  /** The sum of all seats' scores (two racks played by one person: their combined score). */
  readonly total: number;
  /** Whether the game has ended. */
  readonly over: boolean;
  /** The seats with the highest final score; empty while the game runs. */
  readonly winners: readonly number[];
  /** How the game ended, or `null` while it runs. */
  readonly reason: EndReason | null;
}

/**
 * The results of a game (final once it is over, the standing so far before); no players for something that is not a game state.
 * @example
 * ```ts
 * import { results, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const { scores, winners, over } = results(state);
 * ```
 */
export function results(state: GameState): GameResults {
  // The check inside the guard too: a value whose fields throw when read gives no results.
  // A fresh copy: changing the results never changes the game.
  return orElseGet(() => copyPlain(!isObject(state) || !Array.isArray(state.players) || !Array.isArray(state.scores) ? NO_RESULTS : {
    players: state.players,
    scores: state.scores,
    total: state.scores.reduce((sum, s) => sum + s, 0),
    over: state.phase === 'over',
    winners: state.result?.winners ?? [],
    reason: state.result?.reason ?? null,
  }), () => copyPlain(NO_RESULTS));
}

/** The results of something that is not a game state: no players. */
const NO_RESULTS: GameResults = { players: [], scores: [], total: 0, over: false, winners: [], reason: null };
