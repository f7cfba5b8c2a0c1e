/**
 * The game state: plain JSON holding the rule set, board, racks, bag, generator state, scores,
 * whose turn it is, the pending play and the full history. Never mutated: every action returns a
 * new state that shares the unchanged parts with the old one.
 *
 * @example
 * ```ts
 * import { createGame, GERMAN, type GameState } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
 * if (game.ok) {
 *   const state: GameState = game.value;
 *   const copy = JSON.parse(JSON.stringify(state)) as GameState;   // the same game
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { Move } from '../move/move.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer } from '../types.js';
import type { EndReason, GameEvent } from './events.js';
import type { PrngState } from './prng.js';

/** The format tag of a saved state. */
export const GAME_STATE_FORMAT = 'scrabble-engine/game@1';

/** The phases of a game. */
export const PHASES = ['playing', 'challenge-window', 'over'] as const;

/**
 * `playing`: the player to move acts; `challenge-window`: the last play may still be challenged
 * (the player to move may also act, which accepts it); `over`: the game has ended.
 */
export type Phase = (typeof PHASES)[number];

/** A play whose challenge window is open: its tiles lie on the board and its score is counted. */
export interface PendingPlay {
  readonly player: number;
  /** The move with its tiles in reading order. */
  readonly move: Move;
  readonly score: number;
  /** The words formed, main word first. */
  readonly words: readonly string[];
  /** The rack tiles spent (`?` for a blank). */
  readonly tiles: readonly string[];
}

/** Counters of the end rules and the turn restrictions. */
export interface TurnCounters {
  /** Consecutive passes (lost turns included), all players together. */
  readonly passes: number;
  /** Consecutive scoreless turns, all players together. */
  readonly scoreless: number;
  /** Whether each player's last turn was a pass (for the no-two-passes-in-a-row rule). */
  readonly passedLast: ByPlayer<boolean>;
  /** Turns each player still has to lose (the lose-a-turn challenge rule). */
  readonly turnsToLose: ByPlayer<number>;
}

/** How the game ended. */
export interface GameResult {
  readonly reason: EndReason;
  readonly wentOut: number | null;
  /** The rack adjustments at the end: each rack's value subtracted, and added to who went out. */
  readonly adjustments: ByPlayer<number>;
  /** The players with the highest final score. */
  readonly winners: readonly number[];
}

/** The complete state of a game. Plain JSON; never mutated. */
export interface GameState {
  readonly format: typeof GAME_STATE_FORMAT;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly board: Board;
  /** Each player's tiles, `?` for a blank. */
  readonly racks: ByPlayer<readonly string[]>;
  /** The tiles in the bag; draws take them from the front. */
  readonly bag: readonly string[];
  /** The generator state when the game is seeded, `null` when the bag order was given. */
  readonly prng: PrngState | null;
  readonly scores: ByPlayer<number>;
  /** The seat of the player to move. */
  readonly turn: number;
  readonly phase: Phase;
  readonly pending: PendingPlay | null;
  readonly counters: TurnCounters;
  /** Whether actions may state the player's rack (replaying a game record). */
  readonly replay: boolean;
  readonly result: GameResult | null;
  /** Every event since the game was created. */
  readonly history: readonly GameEvent[];
}
