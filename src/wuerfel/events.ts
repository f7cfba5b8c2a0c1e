/**
 * Events of the dice game: what happened during an action, as data. `applyAction` returns them
 * and appends them to the history, from which a saved state is checked by replaying it.
 *
 * @example
 * ```ts
 * import type { WuerfelEvent } from 'scrabble-engine/wuerfel';
 * const e: WuerfelEvent = { type: 'letters-settled', round: 0, faces: ['A', 'E', '?', 'N', 'S', 'R', 'K'], by: 'stop' };
 * ```
 * @module
 */
import type { Slot } from './slots.js';
import type { CrosswordEntry, DiceEntry } from './state.js';

/**
 * The roller rolled: `kept` dice stayed, the others were rolled; `faces` is what all seven show now.
 * @example
 * ```ts
 * import type { WuerfelEvent, DiceRolledEvent } from 'scrabble-engine/wuerfel';
 * const isDiceRolledEvent = (item: WuerfelEvent): item is DiceRolledEvent => item.type === 'dice-rolled';
 * ```
 */
export interface DiceRolledEvent {
  readonly type: 'dice-rolled';
  readonly player: number;
  readonly round: number;
  /** The roll of the round, 1–3. */
  readonly roll: number;
  readonly kept: readonly number[];
  readonly faces: readonly string[];
}

/**
 * The round's letters are settled: the roller stopped, or rolled the third time.
 * @example
 * ```ts
 * import type { WuerfelEvent, LettersSettledEvent } from 'scrabble-engine/wuerfel';
 * const isLettersSettledEvent = (item: WuerfelEvent): item is LettersSettledEvent => item.type === 'letters-settled';
 * ```
 */
export interface LettersSettledEvent {
  readonly type: 'letters-settled';
  readonly round: number;
  readonly faces: readonly string[];
  readonly by: 'stop' | 'third-roll';
}

/**
 * A player wrote a word into a slot (`entry` says what it scored and why).
 * @example
 * ```ts
 * import type { WuerfelEvent, WordWrittenEvent } from 'scrabble-engine/wuerfel';
 * const isWordWrittenEvent = (item: WuerfelEvent): item is WordWrittenEvent => item.type === 'word-written';
 * ```
 */
export interface WordWrittenEvent {
  readonly type: 'word-written';
  readonly player: number;
  readonly round: number;
  readonly slot: Slot;
  /** The word (dice slot) or the move (crossword slot) as the action gave it. */
  readonly text: string;
  readonly entry: CrosswordEntry | DiceEntry;
}

/**
 * A player struck a slot: no word this round, 0 points.
 * @example
 * ```ts
 * import type { WuerfelEvent, SlotStruckEvent } from 'scrabble-engine/wuerfel';
 * const isSlotStruckEvent = (item: WuerfelEvent): item is SlotStruckEvent => item.type === 'slot-struck';
 * ```
 */
export interface SlotStruckEvent {
  readonly type: 'slot-struck';
  readonly player: number;
  readonly round: number;
  readonly slot: Slot;
}

/**
 * In a player's view: another player has written or struck this round (what, is seen when the round ends).
 * @example
 * ```ts
 * import type { WuerfelEvent, EntryHiddenEvent } from 'scrabble-engine/wuerfel';
 * const isEntryHiddenEvent = (item: WuerfelEvent): item is EntryHiddenEvent => item.type === 'entry-hidden';
 * ```
 */
export interface EntryHiddenEvent {
  readonly type: 'entry-hidden';
  readonly player: number;
  readonly round: number;
}

/**
 * Every player has acted: the round is over; `roller` rolls next (`null` after the last round).
 * @example
 * ```ts
 * import type { WuerfelEvent, RoundEndedEvent } from 'scrabble-engine/wuerfel';
 * const isRoundEndedEvent = (item: WuerfelEvent): item is RoundEndedEvent => item.type === 'round-ended';
 * ```
 */
export interface RoundEndedEvent {
  readonly type: 'round-ended';
  readonly round: number;
  readonly roller: number | null;
}

/**
 * Round 12 ended: the totals and the winners (see `results` for the breakdown).
 * @example
 * ```ts
 * import type { WuerfelEvent, WuerfelGameEndedEvent } from 'scrabble-engine/wuerfel';
 * const isWuerfelGameEndedEvent = (item: WuerfelEvent): item is WuerfelGameEndedEvent => item.type === 'game-ended';
 * ```
 */
export interface WuerfelGameEndedEvent {
  readonly type: 'game-ended';
  readonly totals: readonly number[];
  readonly winners: readonly number[];
}

/**
 * Anything that happens in a dice game.
 * @example
 * ```ts
 * import { applyAction, createGame, type WuerfelEvent } from 'scrabble-engine/wuerfel';
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const r = created.ok ? applyAction(created.value, { type: 'roll', player: 0 }) : created;
 * const events: readonly WuerfelEvent[] = r.ok ? r.value.events : [];   // the dice rolled
 * ```
 */
export type WuerfelEvent =
  | DiceRolledEvent
  | LettersSettledEvent
  | WordWrittenEvent
  | SlotStruckEvent
  | EntryHiddenEvent
  | RoundEndedEvent
  | WuerfelGameEndedEvent;
