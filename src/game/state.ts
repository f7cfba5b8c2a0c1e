/**
 * The game state: plain JSON holding the rule set, board, racks, bag, generator state, setup,
 * scores, whose turn it is, the pending play and the full history. The state is the server's
 * secret (the bag order and the generator predict every draw); players get views (`viewFor`). Never mutated: every action returns a
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
import type { ByPlayer, PlacedTile } from '../types.js';
import type { EndReason, GameEvent } from './events.js';
import type { CryptoPrngState, PrngState } from '../bag/prng.js';

/**
 * The format tag of a saved state.
 * @example
 * ```ts
 * import { GAME_STATE_FORMAT } from 'scrabble-engine';
 * GAME_STATE_FORMAT;   // 'scrabble-engine/game@2'
 * ```
 */
export const GAME_STATE_FORMAT = 'scrabble-engine/game@2';

/**
 * The format tag of states saved by earlier versions (a 32-bit generator, no recorded setup). They
 * still load and play on; a new game is always of the current format.
 * @example
 * ```ts
 * import { LEGACY_GAME_STATE_FORMAT } from 'scrabble-engine';
 * LEGACY_GAME_STATE_FORMAT;   // 'scrabble-engine/game@1'
 * ```
 */
export const LEGACY_GAME_STATE_FORMAT = 'scrabble-engine/game@1';

/**
 * The format tags a state may carry.
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * import type { GameStateFormat } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const format: GameStateFormat = state.format;   // 'scrabble-engine/game@2' for a new game
 * ```
 */
export type GameStateFormat = typeof GAME_STATE_FORMAT | typeof LEGACY_GAME_STATE_FORMAT;

/**
 * How the game was set up, kept so that the whole game can be replayed from its start: the key
 * of the generator that shuffled the bag (secret: it predicts every draw), or the given bag order,
 * the given racks and the given first player.
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * import type { GameSetup } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const setup: GameSetup | null = state.setup;   // secret like the bag: it predicts every draw
 * ```
 */
export interface GameSetup {
  /** The generator state before the first shuffle, or `null` when the bag order was given. */
  readonly prng: CryptoPrngState | null;
  /** The bag as given (before any draw), or `null` when the game was seeded or the default order was used. */
  readonly bag: readonly string[] | null;
  /** The racks as given, one per seat, or `null`. */
  readonly racks: ByPlayer<readonly string[]> | null;
  /** The seat given to start, or `null` (the draw decides in a seeded game; seat 0 otherwise). */
  readonly firstPlayer: number | null;
}

/**
 * The phases of a game.
 * @example
 * ```ts
 * import { PHASES } from 'scrabble-engine';
 * PHASES;   // ['playing', 'challenge-window', 'over']
 * ```
 */
export const PHASES = ['playing', 'challenge-window', 'over'] as const;

/**
 * `playing`: the player to move acts; `challenge-window`: the last play may still be challenged
 * (the player to move may also act, which accepts it); `over`: the game has ended.
 * @example
 * ```ts
 * import type { Phase } from 'scrabble-engine';
 * const value: Phase = 'playing';   // one of PHASES
 * ```
 */
export type Phase = (typeof PHASES)[number];

/**
 * A play whose challenge window is open: its tiles lie on the board and its score is counted.
 * @example
 * ```ts
 * import { pendingPlay, type PendingPlay, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const pending: PendingPlay | null = pendingPlay(state);
 * if (pending !== null) console.log(pending.player, pending.score);
 * ```
 */
export interface PendingPlay {
  readonly player: number;
  /** The move with its tiles in reading order. */
  readonly move: Move;
  readonly score: number;
  /** The words formed, main word first. */
  readonly words: readonly string[];
  /** The rack tiles spent (`?` for a blank). */
  readonly tiles: readonly string[];
  /** Letter replacement: the tiles the play took off the board; absent when none. */
  readonly replaced?: readonly PlacedTile[];
}

/**
 * Counters of the end rules and the turn restrictions.
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * import type { TurnCounters } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const counters: TurnCounters = state.counters;
 * counters.passes;   // passes in a row so far
 * ```
 */
export interface TurnCounters {
  /** Consecutive passes, all players together (a lost turn is not a pass: it ends the run). */
  readonly passes: number;
  /** Consecutive scoreless turns, all players together. */
  readonly scoreless: number;
  /** Whether each player's last turn was a pass (for the no-two-passes-in-a-row rule). */
  readonly passedLast: ByPlayer<boolean>;
  /** Turns each player still has to lose (the lose-a-turn challenge rule). */
  readonly turnsToLose: ByPlayer<number>;
}

/**
 * How the game ended.
 * @example
 * ```ts
 * import { resultOf, type GameResult, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const result: GameResult | null = resultOf(state);
 * if (result !== null) console.log(result.reason, result.adjustments);
 * ```
 */
export interface GameResult {
  readonly reason: EndReason;
  readonly wentOut: number | null;
  /** The rack adjustments at the end: each rack's value subtracted, and added to who went out. */
  readonly adjustments: ByPlayer<number>;
  /** The players with the highest final score. */
  readonly winners: readonly number[];
}

/**
 * A takeback asked for and not yet answered by every other player (`takebacks: 'consent'`).
 * @example
 * ```ts
 * import { createGame, GERMAN, type UndoRequest } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const asked: UndoRequest | null = state.undoRequest;
 * if (asked !== null) console.log(asked.player, asked.accepted);   // who asked, who has agreed so far
 * ```
 */
export interface UndoRequest {
  /** The seat that asked to take the last action back. */
  readonly player: number;
  /** The seats that have accepted so far (every seat but the asker must accept). */
  readonly accepted: readonly number[];
}

/**
 * The complete state of a game. Plain JSON; never mutated.
 * @example
 * ```ts
 * import { createGame, GERMAN, type GameState } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * const game: GameState | null = created.ok ? created.value : null;   // keep it on the server: it holds the bag
 * ```
 */
export interface GameState {
  readonly format: GameStateFormat;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly board: Board;
  /** Each player's tiles, `?` for a blank. */
  readonly racks: ByPlayer<readonly string[]>;
  /** The tiles in the bag; draws take them from the front. */
  readonly bag: readonly string[];
  /** The generator state when the game is seeded, `null` when the bag order was given. Secret. */
  readonly prng: PrngState | null;
  /** How the game was set up (`null` only in states of the legacy format). Secret. */
  readonly setup: GameSetup | null;
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
  /** Raised by one with every applied action (also a takeback): an action may name the version it was meant for (`expectedVersion`). */
  readonly version: number;
  /** The takeback asked for and waiting for the other players' answers, or `null`. */
  readonly undoRequest: UndoRequest | null;
}
