/**
 * The events of an Afbreek game: what an action caused, as data, in order.
 *
 * @example
 * ```ts
 * import { applyAction } from 'scrabble-engine/afbreek';
 * const r = applyAction(state, { type: 'remove', player: 0, squares: ['K8', 'L8'] }, { lexicon });
 * if (r.ok) for (const e of r.value.events) if (e.type === 'tiles-removed') console.log(e.score);
 * ```
 * @module
 */
import type { AfbreekEndReason } from './state.js';

/** A player removed tiles. */
export interface TilesRemovedEvent {
  readonly type: 'tiles-removed';
  readonly player: number;
  readonly squares: readonly string[];
  readonly tiles: readonly string[];
  readonly newWords: readonly string[];
  readonly score: number;
}

/** A player passed (no legal removal). */
export interface AfbreekPassedEvent {
  readonly type: 'passed';
  readonly player: number;
}

/** The die was rolled for the next turn's maximum. */
export interface DieRolledEvent {
  readonly type: 'die-rolled';
  readonly player: number;
  readonly roll: number;
}

/** The game ended. */
export interface AfbreekGameEndedEvent {
  readonly type: 'game-ended';
  readonly reason: AfbreekEndReason;
  readonly winners: readonly number[];
}

/** Everything that can happen in an Afbreek game. */
export type AfbreekEvent = TilesRemovedEvent | AfbreekPassedEvent | DieRolledEvent | AfbreekGameEndedEvent;
