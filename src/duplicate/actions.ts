/**
 * The actions of a Duplicate game: a player submits a move (or no move) for the open round, and
 * the round is closed when time is up. Rounds also close by themselves once everyone has submitted.
 *
 * @example
 * ```ts
 * import type { DuplicateAction } from 'scrabble-engine/duplicate';
 * const play: DuplicateAction = { type: 'submit', player: 0, move: '8D GRÜNDE' };
 * const nothing: DuplicateAction = { type: 'submit', player: 1, move: null };
 * const timeUp: DuplicateAction = { type: 'end-round' };
 * ```
 * @module
 */
import type { VersionedAction } from '../version.js';
import type { Move } from '../move/move.js';

/**
 * A player's move for the open round: GCG notation, move data, or `null` for no move. A later submission replaces it.
 * @example
 * ```ts
 * import type { DuplicateAction, SubmitAction } from 'scrabble-engine/duplicate';
 * const isSubmitAction = (item: DuplicateAction): item is SubmitAction => item.type === 'submit';
 * ```
 */
export interface SubmitAction extends VersionedAction {
  readonly type: 'submit';
  readonly player: number;
  readonly move: Move | string | null;
}

/**
 * Closes the open round (time is up): players who have not submitted score 0.
 * @example
 * ```ts
 * import type { DuplicateAction, EndRoundAction } from 'scrabble-engine/duplicate';
 * const isEndRoundAction = (item: DuplicateAction): item is EndRoundAction => item.type === 'end-round';
 * ```
 */
export interface EndRoundAction extends VersionedAction {
  readonly type: 'end-round';
}

/**
 * Every action of a Duplicate game.
 * @example
 * ```ts
 * import type { DuplicateAction } from 'scrabble-engine/duplicate';
 * const submit: DuplicateAction = { type: 'submit', player: 0, move: '8D GRÜNDE' };
 * ```
 */
export type DuplicateAction = SubmitAction | EndRoundAction;
