/**
 * The state of a Duplicate game: plain JSON holding the rule set, the common board, the common
 * rack, the bag, the generator state, the open round's submissions and every closed round.
 * Never mutated: every action returns a new state.
 *
 * @example
 * ```ts
 * import { createGame, type DuplicateState } from 'scrabble-engine/duplicate';
 * import { GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (game.ok) {
 *   const state: DuplicateState = game.value;
 *   state.rack;   // the seven tiles every player plays this round
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { CryptoPrngState } from '../bag/prng.js';
import type { Move } from '../move/move.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer, Square } from '../types.js';

/**
 * The format tag of a saved Duplicate state.
 * @example
 * ```ts
 * import { DUPLICATE_STATE_FORMAT } from 'scrabble-engine/duplicate';
 * DUPLICATE_STATE_FORMAT;   // 'scrabble-engine/duplicate@2'
 * ```
 */
export const DUPLICATE_STATE_FORMAT = 'scrabble-engine/duplicate@2';

/**
 * The format tag of Duplicate states saved by earlier versions, which keep no setup: they still
 * load and play on, but the order of their bag cannot be checked. A new game is always of the current format.
 * @example
 * ```ts
 * import { LEGACY_DUPLICATE_STATE_FORMAT } from 'scrabble-engine/duplicate';
 * LEGACY_DUPLICATE_STATE_FORMAT;   // 'scrabble-engine/duplicate@1'
 * ```
 */
export const LEGACY_DUPLICATE_STATE_FORMAT = 'scrabble-engine/duplicate@1';

/**
 * The format tags a Duplicate state may carry.
 * @example
 * ```ts
 * import type { DuplicateState, DuplicateStateFormat } from 'scrabble-engine/duplicate';
 * const format = (game: DuplicateState): DuplicateStateFormat => game.format;   // 'scrabble-engine/duplicate@2' for a new game
 * ```
 */
export type DuplicateStateFormat = typeof DUPLICATE_STATE_FORMAT | typeof LEGACY_DUPLICATE_STATE_FORMAT;

/**
 * How the bag was set up, kept so that a saved game's draws can be replayed from the start: the
 * generator state before the first shuffle (secret: it predicts every draw), or the bag order given.
 * Exactly one of the two is not `null`.
 * @example
 * ```ts
 * import type { DuplicateSetup, DuplicateState } from 'scrabble-engine/duplicate';
 * const seeded = (game: DuplicateState): boolean => game.setup?.prng != null;
 * ```
 */
export interface DuplicateSetup {
  /** The generator state before the first shuffle (at position 0), or `null` when the bag order was given. */
  readonly prng: CryptoPrngState | null;
  /** The whole tile set in the order given (draws take from the front), or `null` when the game was seeded. */
  readonly bag: readonly string[] | null;
}

/**
 * Which move goes on the board at the end of a round.
 * @example
 * ```ts
 * import { BOARD_MOVES } from 'scrabble-engine/duplicate';
 * BOARD_MOVES;   // ['best-submitted', 'best-possible']
 * ```
 */
export const BOARD_MOVES = ['best-submitted', 'best-possible'] as const;

/**
 * `best-submitted`: the highest-scoring move a player submitted (ties: the lowest seat);
 * `best-possible`: the highest-scoring move the move generator finds, even if nobody found it.
 * @example
 * ```ts
 * import type { BoardMove } from 'scrabble-engine/duplicate';
 * const value: BoardMove = 'best-submitted';   // one of BOARD_MOVES
 * ```
 */
export type BoardMove = (typeof BOARD_MOVES)[number];

/**
 * Who gets the 50-point bonus for a move that uses the whole rack: `'every-submission'` (default:
 * every such submission) or `'top-finders'` (only whoever found the round's top move, the booklet's
 * "De 'bedenker' van dat woord krijgt 50 punten bonus"; every other submission scores without it).
 * @example
 * ```ts
 * import { BINGO_RULES } from 'scrabble-engine/duplicate';
 * BINGO_RULES;   // ['every-submission', 'top-finders']
 * ```
 */
export const BINGO_RULES = ['every-submission', 'top-finders'] as const;

/**
 * A rule of {@link BINGO_RULES}.
 * @example
 * ```ts
 * import type { BingoRule } from 'scrabble-engine/duplicate';
 * const value: BingoRule = 'top-finders';   // one of BINGO_RULES
 * ```
 */
export type BingoRule = (typeof BINGO_RULES)[number];

/**
 * Why a Duplicate game ended.
 * @example
 * ```ts
 * import { DUPLICATE_END_REASONS } from 'scrabble-engine/duplicate';
 * DUPLICATE_END_REASONS;   // ['tiles-out', 'no-move', 'round-limit']
 * ```
 */
export const DUPLICATE_END_REASONS = ['tiles-out', 'no-move', 'round-limit'] as const;

/**
 * `tiles-out`: the bag and the rack are empty; `no-move`: a round had no legal move (nobody
 * submitted one, or the move generator found none); `round-limit`: the rule set's last round was played.
 * @example
 * ```ts
 * import type { DuplicateEndReason } from 'scrabble-engine/duplicate';
 * const value: DuplicateEndReason = 'tiles-out';   // one of DUPLICATE_END_REASONS
 * ```
 */
export type DuplicateEndReason = (typeof DUPLICATE_END_REASONS)[number];

/**
 * A scored move of a round: what was played, how it is written, the words and the score.
 * @example
 * ```ts
 * import type { ScoredSubmission, Submission } from 'scrabble-engine/duplicate';
 * const played = (s: Submission): s is ScoredSubmission => s.move !== null;
 * ```
 */
export interface ScoredSubmission {
  /** The move with its tiles in reading order. */
  readonly move: Move;
  /** The move in GCG notation (`8D GRÜNDE`). */
  readonly notation: string;
  /** The words formed, main word first. */
  readonly words: readonly string[];
  /** The score on the common board (bonus included); 0 when a word is not admissible. */
  readonly score: number;
  /** Whether every word formed is admissible (a move with a word that is not scores 0). */
  readonly admissible: boolean;
}

/**
 * A player's entry for a round: a scored move, or `{ move: null }` for a submitted "no move".
 * In the open round, `null` stands for "has not submitted yet".
 * @example
 * ```ts
 * import type { DuplicateState, Submission } from 'scrabble-engine/duplicate';
 * const mine = (game: DuplicateState, round: number): Submission | undefined => game.rounds[round]?.submissions[0];
 * ```
 */
export type Submission = ScoredSubmission | NoMove;

/**
 * A player's explicit "no move" (or, in a closed round, no submission at all): scores 0.
 * @example
 * ```ts
 * import type { NoMove } from 'scrabble-engine/duplicate';
 * const none: NoMove = { move: null, score: 0 };   // a player who found nothing
 * ```
 */
export interface NoMove {
  readonly move: null;
  readonly score: 0;
}

/**
 * A blank of the board move replaced by the real letter from the bag (the blank went back into the bag).
 * @example
 * ```ts
 * import type { BlankReplacement } from 'scrabble-engine/duplicate';
 * const replaced: BlankReplacement = { row: 7, col: 7, letter: 'E' };
 * ```
 */
export interface BlankReplacement extends Square {
  readonly letter: string;
}

/**
 * The move put on the board at the end of a round.
 * @example
 * ```ts
 * import type { DuplicateState, TopMove } from 'scrabble-engine/duplicate';
 * const lastTop = (game: DuplicateState): TopMove | null => game.rounds.at(-1)?.top ?? null;
 * ```
 */
export interface TopMove extends ScoredSubmission {
  /** The seat whose submission it is, or `null` when the move generator found it. */
  readonly player: number | null;
}

/**
 * A closed round: the rack, the board move, every player's entry and the blanks replaced.
 * @example
 * ```ts
 * import type { DuplicateState, Round } from 'scrabble-engine/duplicate';
 * const tops = (game: DuplicateState): number[] => game.rounds.map((round: Round) => round.top?.score ?? 0);
 * ```
 */
export interface Round {
  /** The rack every player played, `?` for a blank. */
  readonly rack: readonly string[];
  /** The move put on the board (its score is the round's top), or `null` when the round had no legal move. */
  readonly top: TopMove | null;
  /** Each player's entry (a player who submitted nothing has `{ move: null, score: 0 }`). */
  readonly submissions: ByPlayer<Submission>;
  /** Blanks of the board move replaced by real letters, in reading order. */
  readonly replaced: readonly BlankReplacement[];
}

/**
 * How a Duplicate game ended.
 * @example
 * ```ts
 * import type { DuplicateResult, DuplicateState } from 'scrabble-engine/duplicate';
 * const ended = (game: DuplicateState): DuplicateResult | null => game.result;
 * ```
 */
export interface DuplicateResult {
  readonly reason: DuplicateEndReason;
  /** The players with the highest total. */
  readonly winners: readonly number[];
}

/**
 * The phases of a Duplicate game: a round is open for submissions, or the game is over.
 * @example
 * ```ts
 * import { DUPLICATE_PHASES } from 'scrabble-engine/duplicate';
 * DUPLICATE_PHASES;   // ['round', 'over']
 * ```
 */
export const DUPLICATE_PHASES = ['round', 'over'] as const;

/**
 * A phase of {@link DUPLICATE_PHASES}.
 * @example
 * ```ts
 * import type { DuplicatePhase } from 'scrabble-engine/duplicate';
 * const value: DuplicatePhase = 'round';   // one of DUPLICATE_PHASES
 * ```
 */
export type DuplicatePhase = (typeof DUPLICATE_PHASES)[number];

/**
 * The complete state of a Duplicate game. Plain JSON; never mutated.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, type DuplicateState } from 'scrabble-engine/duplicate';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * const game: DuplicateState | null = created.ok ? created.value : null;   // keep it on the server: it holds the bag
 * ```
 */
export interface DuplicateState {
  readonly format: DuplicateStateFormat;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly boardMove: BoardMove;
  /** The most rounds the game lasts, or `null` for no limit. */
  readonly roundLimit: number | null;
  /** Present as `'top-finders'` when only the finders of a round's top move get the 50-point bonus (absent: every submission). */
  readonly bingoTo?: 'top-finders';
  readonly board: Board;
  /** The common rack of the open round (`?` for a blank); after the end, the tiles left. */
  readonly rack: readonly string[];
  /** The tiles in the bag; draws take them from the front. */
  readonly bag: readonly string[];
  /** The generator state when the game is seeded, `null` when the bag order was given. Secret. */
  readonly prng: CryptoPrngState | null;
  /** How the bag was set up (`null` only in states of the legacy format). Secret. */
  readonly setup: DuplicateSetup | null;
  /** Each player's total: the sum of their own moves' scores. */
  readonly scores: ByPlayer<number>;
  readonly phase: DuplicatePhase;
  /** The open round's entries: `null` for a player who has not submitted yet. */
  readonly submissions: ByPlayer<Submission | null>;
  /** Every closed round, in order. */
  readonly rounds: readonly Round[];
  readonly result: DuplicateResult | null;
  /** Raised by one with every applied action: an action may name the version it was meant for (`expectedVersion`). */
  readonly version: number;
}
