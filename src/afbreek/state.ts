/**
 * The state of an Afbreek game: plain JSON holding the rule set, the board the game started from,
 * the board now, whose turn it is, this turn's maximum, the totals and every turn so far. Never
 * mutated: every action returns a new state.
 *
 * @example
 * ```ts
 * import { createGame, type AfbreekState } from 'scrabble-engine/afbreek';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: finished.board, lexicon });
 * if (game.ok) {
 *   const state: AfbreekState = game.value;
 *   state.limit;   // how many tiles the player to move may take (1 to 6 by default)
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { CryptoPrngState } from '../bag/prng.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer } from '../types.js';

/**
 * The format tag of a saved Afbreek state.
 * @example
 * ```ts
 * import { AFBREEK_STATE_FORMAT } from 'scrabble-engine/afbreek';
 * AFBREEK_STATE_FORMAT;   // 'scrabble-engine/afbreek@1'
 * ```
 */
export const AFBREEK_STATE_FORMAT = 'scrabble-engine/afbreek@1';

/**
 * How removed tiles score.
 * @example
 * ```ts
 * import { AFBREEK_SCORINGS } from 'scrabble-engine/afbreek';
 * AFBREEK_SCORINGS;   // ['face', 'premium']
 * ```
 */
export const AFBREEK_SCORINGS = ['face', 'premium'] as const;

/**
 * `face` (the default): the face values of the removed tiles (blanks 0). `premium`: a removed tile
 * on a double or triple letter square counts twice or three times, and the turn's sum is doubled or
 * tripled for each double or triple word square uncovered (the centre is a double word square).
 * @example
 * ```ts
 * import type { AfbreekScoring } from 'scrabble-engine/afbreek';
 * const value: AfbreekScoring = 'face';   // one of AFBREEK_SCORINGS
 * ```
 */
export type AfbreekScoring = (typeof AFBREEK_SCORINGS)[number];

/**
 * The most tiles a turn may remove: a fixed number, or `'die'` (six-sided dice rolled for each turn,
 * one unless the game's `dice` says more; their sum is the turn's maximum).
 * @example
 * ```ts
 * import type { MaxTiles } from 'scrabble-engine/afbreek';
 * const byDie: MaxTiles = 'die';   // or a number of tiles, 6 by default
 * ```
 */
export type MaxTiles = number | 'die';

/**
 * Why an Afbreek game ended.
 * @example
 * ```ts
 * import { AFBREEK_END_REASONS } from 'scrabble-engine/afbreek';
 * AFBREEK_END_REASONS;   // ['board-empty', 'no-removal', 'passes']
 * ```
 */
export const AFBREEK_END_REASONS = ['board-empty', 'no-removal', 'passes'] as const;

/**
 * `board-empty`: every tile was removed; `no-removal`: no legal removal exists for anyone;
 * `passes`: without a lexicon, every player passed in a row (they found no removal they accept).
 * @example
 * ```ts
 * import type { AfbreekEndReason } from 'scrabble-engine/afbreek';
 * const value: AfbreekEndReason = 'board-empty';   // one of AFBREEK_END_REASONS
 * ```
 */
export type AfbreekEndReason = (typeof AFBREEK_END_REASONS)[number];

/**
 * A turn that removed tiles.
 * @example
 * ```ts
 * import type { AfbreekTurn, RemovalTurn } from 'scrabble-engine/afbreek';
 * const isRemovalTurn = (item: AfbreekTurn): item is RemovalTurn => item.type === 'remove';
 * ```
 */
export interface RemovalTurn {
  readonly type: 'remove';
  readonly player: number;
  /** The turn's maximum. */
  readonly limit: number;
  /** The squares emptied, in reading order (`'H8'`). */
  readonly squares: readonly string[];
  /** The tiles removed, as on the board (lower case for a blank). */
  readonly tiles: readonly string[];
  /** The runs the removal left that were not on the board before (each is a word). */
  readonly newWords: readonly string[];
  readonly score: number;
}

/**
 * A turn without a legal removal.
 * @example
 * ```ts
 * import type { AfbreekTurn, PassTurn } from 'scrabble-engine/afbreek';
 * const isPassTurn = (item: AfbreekTurn): item is PassTurn => item.type === 'pass';
 * ```
 */
export interface PassTurn {
  readonly type: 'pass';
  readonly player: number;
  readonly limit: number;
}

/**
 * A turn of the game.
 * @example
 * ```ts
 * import type { AfbreekState, AfbreekTurn } from 'scrabble-engine/afbreek';
 * const removed = (game: AfbreekState): number => game.history.filter((t: AfbreekTurn) => t.type === 'remove').length;
 * ```
 */
export type AfbreekTurn = RemovalTurn | PassTurn;

/**
 * How an Afbreek game ended.
 * @example
 * ```ts
 * import type { AfbreekResult, AfbreekState } from 'scrabble-engine/afbreek';
 * const ended = (game: AfbreekState): AfbreekResult | null => game.result;
 * ```
 */
export interface AfbreekResult {
  readonly reason: AfbreekEndReason;
  /** The players with the highest total. */
  readonly winners: readonly number[];
}

/**
 * The phases of an Afbreek game.
 * @example
 * ```ts
 * import { AFBREEK_PHASES } from 'scrabble-engine/afbreek';
 * AFBREEK_PHASES;   // ['playing', 'over']
 * ```
 */
export const AFBREEK_PHASES = ['playing', 'over'] as const;

/**
 * A phase of {@link AFBREEK_PHASES}.
 * @example
 * ```ts
 * import type { AfbreekPhase } from 'scrabble-engine/afbreek';
 * const value: AfbreekPhase = 'playing';   // one of AFBREEK_PHASES
 * ```
 */
export type AfbreekPhase = (typeof AFBREEK_PHASES)[number];

/**
 * The complete state of an Afbreek game. Plain JSON; never mutated.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame as classicCreateGame } from 'scrabble-engine';
 * import { createGame, type AfbreekState } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const createdGame = classicCreateGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!createdGame.ok) throw new Error(createdGame.error.message);
 * const state = createdGame.value;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, lexicon });
 * const game: AfbreekState | null = created.ok ? created.value : null;
 * ```
 */
export interface AfbreekState {
  readonly format: typeof AFBREEK_STATE_FORMAT;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly scoring: AfbreekScoring;
  readonly maxTiles: MaxTiles;
  /** With `maxTiles: 'die'`: how many six-sided dice are rolled and summed for each turn's maximum, when more than one (absent: one die). */
  readonly dice?: number;
  /** The board the game started from. */
  readonly start: Board;
  readonly board: Board;
  /** The seat of the player to move. */
  readonly turn: number;
  /** How many tiles the player to move may remove (with the die: this turn's roll). */
  readonly limit: number;
  /** The die's generator state when the game was created (`null` without the die). */
  readonly seedState: CryptoPrngState | null;
  /** The die's generator state now (`null` without the die). */
  readonly prng: CryptoPrngState | null;
  readonly scores: ByPlayer<number>;
  readonly phase: AfbreekPhase;
  /** Every turn since the start. */
  readonly history: readonly AfbreekTurn[];
  readonly result: AfbreekResult | null;
  /** Raised by one with every applied action: an action may name the version it was meant for (`expectedVersion`). */
  readonly version: number;
}
