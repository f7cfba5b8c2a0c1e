/**
 * The events of a Duplicate game: what an action caused, as data, in order. A submission's move
 * is not in its event: the other players must not see it before the round closes.
 *
 * @example
 * ```ts
 * import { applyAction } from 'scrabble-engine/duplicate';
 * const r = applyAction(state, { type: 'end-round' }, { lexicon });
 * if (r.ok) for (const e of r.value.events) if (e.type === 'round-closed') console.log(e.top?.notation);
 * ```
 * @module
 */
import type { ByPlayer } from '../types.js';
import type { BlankReplacement, DuplicateEndReason, TopMove } from './state.js';

/**
 * A player submitted a move, or "no move", for the open round (possibly replacing an earlier one).
 * @example
 * ```ts
 * import type { DuplicateEvent, SubmissionReceivedEvent } from 'scrabble-engine/duplicate';
 * const isSubmissionReceivedEvent = (item: DuplicateEvent): item is SubmissionReceivedEvent => item.type === 'submission-received';
 * ```
 */
export interface SubmissionReceivedEvent {
  readonly type: 'submission-received';
  readonly player: number;
  /** The round, counted from 1. */
  readonly round: number;
  /** Whether it replaces an earlier submission of the same round. */
  readonly resubmitted: boolean;
}

/**
 * A round closed: its board move (or none), the blanks replaced, the totals after it.
 * @example
 * ```ts
 * import type { DuplicateEvent, RoundClosedEvent } from 'scrabble-engine/duplicate';
 * const isRoundClosedEvent = (item: DuplicateEvent): item is RoundClosedEvent => item.type === 'round-closed';
 * ```
 */
export interface RoundClosedEvent {
  readonly type: 'round-closed';
  readonly round: number;
  readonly top: TopMove | null;
  readonly replaced: readonly BlankReplacement[];
  readonly scores: ByPlayer<number>;
}

/**
 * The rack of a new round: the tiles kept from the last one and the tiles drawn.
 * @example
 * ```ts
 * import type { DuplicateEvent, RackDrawnEvent } from 'scrabble-engine/duplicate';
 * const isRackDrawnEvent = (item: DuplicateEvent): item is RackDrawnEvent => item.type === 'rack-drawn';
 * ```
 */
export interface RackDrawnEvent {
  readonly type: 'rack-drawn';
  readonly round: number;
  readonly kept: readonly string[];
  readonly drawn: readonly string[];
  readonly rack: readonly string[];
}

/**
 * The game ended.
 * @example
 * ```ts
 * import type { DuplicateEvent, DuplicateGameEndedEvent } from 'scrabble-engine/duplicate';
 * const isDuplicateGameEndedEvent = (item: DuplicateEvent): item is DuplicateGameEndedEvent => item.type === 'game-ended';
 * ```
 */
export interface DuplicateGameEndedEvent {
  readonly type: 'game-ended';
  readonly reason: DuplicateEndReason;
  readonly winners: readonly number[];
}

/**
 * Everything that can happen in a Duplicate game.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { applyAction, createGame, type DuplicateEvent } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna'] });
 * const r = created.ok ? applyAction(created.value, { type: 'submit', player: 0, move: null }, { lexicon }) : created;
 * const events: readonly DuplicateEvent[] = r.ok ? r.value.events : [];
 * ```
 */
export type DuplicateEvent = SubmissionReceivedEvent | RoundClosedEvent | RackDrawnEvent | DuplicateGameEndedEvent;
