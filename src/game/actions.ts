/**
 * Actions: what a player can do, as a discriminated union.
 *
 * @example
 * ```ts
 * import type { Action } from 'scrabble-engine';
 * const play: Action = { type: 'play', player: 0, move: '8D GRÜNDE' };
 * const swap: Action = { type: 'exchange', player: 1, tiles: ['X', 'Y'] };
 * const doubt: Action = { type: 'challenge', player: 1, valid: false };
 * ```
 * @module
 */
import type { Move } from '../move/move.js';
import type { VersionedAction } from '../version.js';

export type { VersionedAction } from '../version.js';

/**
 * The `type` of every action.
 * @example
 * ```ts
 * import { ACTION_TYPES } from 'scrabble-engine';
 * ACTION_TYPES;   // ['play', 'exchange', 'pass', 'challenge', 'accept', …]
 * ```
 */
export const ACTION_TYPES = ['play', 'exchange', 'pass', 'challenge', 'accept', 'draw', 'swap-blank', 'resign', 'undo-request', 'undo-answer'] as const;

/**
 * An action type of {@link ACTION_TYPES}.
 * @example
 * ```ts
 * import type { ActionType } from 'scrabble-engine';
 * const value: ActionType = 'play';   // one of ACTION_TYPES
 * ```
 */
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * Fields that every turn action may carry when a game record is replayed (`replay: true` in
 * `createGame`): the rack the record says the player holds before the turn.
 */
interface RecordedRack {
  readonly rack?: readonly string[] | string;
}

/**
 * Put tiles on the board: GCG notation (`'8D GRÜNDE'`, lower case for a blank) or move data.
 * @example
 * ```ts
 * import type { Action, PlayAction } from 'scrabble-engine';
 * const isPlayAction = (item: Action): item is PlayAction => item.type === 'play';
 * ```
 */
export interface PlayAction extends RecordedRack, VersionedAction {
  readonly type: 'play';
  readonly player: number;
  readonly move: string | Move;
}

/**
 * Exchange tiles: a list (`['X', '?']`) or a rack string (`'X?'`).
 * @example
 * ```ts
 * import type { Action, ExchangeAction } from 'scrabble-engine';
 * const isExchangeAction = (item: Action): item is ExchangeAction => item.type === 'exchange';
 * ```
 */
export interface ExchangeAction extends RecordedRack, VersionedAction {
  readonly type: 'exchange';
  readonly player: number;
  readonly tiles: readonly string[] | string;
}

/**
 * Pass the turn.
 * @example
 * ```ts
 * import type { Action, PassAction } from 'scrabble-engine';
 * const isPassAction = (item: Action): item is PassAction => item.type === 'pass';
 * ```
 */
export interface PassAction extends RecordedRack, VersionedAction {
  readonly type: 'pass';
  readonly player: number;
}

/**
 * Challenge the pending play. With a lexicon the engine judges; without one, `valid` carries the
 * adjudication (`true`: every challenged word is admissible, the challenge fails). `words` limits
 * the challenge to some of the words formed (default: all of them).
 * @example
 * ```ts
 * import type { Action, ChallengeAction } from 'scrabble-engine';
 * const isChallengeAction = (item: Action): item is ChallengeAction => item.type === 'challenge';
 * ```
 */
export interface ChallengeAction extends VersionedAction {
  readonly type: 'challenge';
  readonly player: number;
  readonly valid?: boolean;
  readonly words?: readonly string[];
}

/**
 * Close the challenge window of the pending play (by any player other than its author).
 * @example
 * ```ts
 * import type { Action, AcceptAction } from 'scrabble-engine';
 * const isAcceptAction = (item: Action): item is AcceptAction => item.type === 'accept';
 * ```
 */
export interface AcceptAction extends VersionedAction {
  readonly type: 'accept';
  readonly player: number;
}

/**
 * Draw the named tiles from the bag (only under `draw: 'choose'`, the open tiles of solo play):
 * the player to move whose rack is short names exactly the tiles that fill it (or all the bag
 * holds). It is not a turn; a turn cannot begin while such a draw is owed.
 * @example
 * ```ts
 * import type { Action, DrawAction } from 'scrabble-engine';
 * const isDrawAction = (item: Action): item is DrawAction => item.type === 'draw';
 * ```
 */
export interface DrawAction extends VersionedAction {
  readonly type: 'draw';
  readonly player: number;
  readonly tiles: readonly string[] | string;
}

/**
 * Swap blanks (only under `blankSwap: true`): before acting on their turn, the player puts the
 * letter each blank on the named squares (`'H8'`) stands for on its square and takes the blank.
 * Not a turn; no score changes.
 * @example
 * ```ts
 * import type { Action, SwapBlankAction } from 'scrabble-engine';
 * const isSwapBlankAction = (item: Action): item is SwapBlankAction => item.type === 'swap-blank';
 * ```
 */
export interface SwapBlankAction extends VersionedAction {
  readonly type: 'swap-blank';
  readonly player: number;
  readonly squares: readonly string[];
}

/**
 * Resign: the game ends at once and the resigning player loses (any player, at any time before the end).
 * @example
 * ```ts
 * import type { Action, ResignAction } from 'scrabble-engine';
 * const isResignAction = (item: Action): item is ResignAction => item.type === 'resign';
 * ```
 */
export interface ResignAction extends VersionedAction {
  readonly type: 'resign';
  readonly player: number;
}

/**
 * Ask to take the last action back (`takebacks: 'consent'`: every other player answers; `'free'`,
 * or a game of one player: taken back at once). Anything that showed a hidden rack (a resignation,
 * the end of the game) is never taken back.
 * @example
 * ```ts
 * import type { Action, UndoRequestAction } from 'scrabble-engine';
 * const ask: UndoRequestAction = { type: 'undo-request', player: 0 };
 * ```
 */
export interface UndoRequestAction extends VersionedAction {
  readonly type: 'undo-request';
  readonly player: number;
}

/**
 * Answer a pending takeback request (every player but the asker): the last `accept: true` takes
 * the action back; one `accept: false` ends the request.
 * @example
 * ```ts
 * import type { Action, UndoAnswerAction } from 'scrabble-engine';
 * const agree: UndoAnswerAction = { type: 'undo-answer', player: 1, accept: true };
 * ```
 */
export interface UndoAnswerAction extends VersionedAction {
  readonly type: 'undo-answer';
  readonly player: number;
  readonly accept: boolean;
}

/**
 * Everything a player can do.
 * @example
 * ```ts
 * import { applyAction, type Action, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const action: Action = { type: 'exchange', player: 0, tiles: ['Q', 'X'] };
 * applyAction(state, action);
 * ```
 */
export type Action = PlayAction | ExchangeAction | PassAction | ChallengeAction | AcceptAction | DrawAction | SwapBlankAction | ResignAction | UndoRequestAction | UndoAnswerAction;

/**
 * A play's move as given in an action.
 * @example
 * ```ts
 * import type { ActionMove } from 'scrabble-engine';
 * const written: ActionMove = '8D GRÜNDE';   // or a Move object
 * ```
 */
export type ActionMove = string | Move;
