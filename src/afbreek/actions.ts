/**
 * The actions of an Afbreek game: the player to move removes tiles of one word, or passes when no
 * legal removal exists.
 *
 * @example
 * ```ts
 * import type { AfbreekAction } from 'scrabble-engine/afbreek';
 * const take: AfbreekAction = { type: 'remove', player: 0, squares: ['K8', 'L8'] };
 * const judged: AfbreekAction = { type: 'remove', player: 1, squares: ['H9'], words: ['HUND'] };   // no lexicon: the players accept HUND
 * const pass: AfbreekAction = { type: 'pass', player: 0 };
 * ```
 * @module
 */
import type { VersionedAction } from '../version.js';

/**
 * Removes the tiles on the named squares (`'H8'`), all of one word.
 * @example
 * ```ts
 * import type { AfbreekAction, RemoveAction } from 'scrabble-engine/afbreek';
 * const isRemoveAction = (item: AfbreekAction): item is RemoveAction => item.type === 'remove';
 * ```
 */
export interface RemoveAction extends VersionedAction {
  readonly type: 'remove';
  readonly player: number;
  readonly squares: readonly string[];
  /** Without a lexicon: the runs left by the removal that the players accept as words. */
  readonly words?: readonly string[];
}

/**
 * Passes: allowed only when the player has no legal removal.
 * @example
 * ```ts
 * import type { AfbreekAction, AfbreekPassAction } from 'scrabble-engine/afbreek';
 * const isAfbreekPassAction = (item: AfbreekAction): item is AfbreekPassAction => item.type === 'pass';
 * ```
 */
export interface AfbreekPassAction extends VersionedAction {
  readonly type: 'pass';
  readonly player: number;
}

/**
 * Every action of an Afbreek game.
 * @example
 * ```ts
 * import type { AfbreekAction } from 'scrabble-engine/afbreek';
 * const removal: AfbreekAction = { type: 'remove', player: 0, squares: ['H8', 'I8'] };
 * ```
 */
export type AfbreekAction = RemoveAction | AfbreekPassAction;
