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

/**
 * A player removed tiles.
 * @example
 * ```ts
 * import type { AfbreekEvent, TilesRemovedEvent } from 'scrabble-engine/afbreek';
 * const isTilesRemovedEvent = (item: AfbreekEvent): item is TilesRemovedEvent => item.type === 'tiles-removed';
 * ```
 */
export interface TilesRemovedEvent {
  readonly type: 'tiles-removed';
  readonly player: number;
  readonly squares: readonly string[];
  readonly tiles: readonly string[];
  readonly newWords: readonly string[];
  readonly score: number;
}

/**
 * A player passed (no legal removal).
 * @example
 * ```ts
 * import type { AfbreekEvent, AfbreekPassedEvent } from 'scrabble-engine/afbreek';
 * const isAfbreekPassedEvent = (item: AfbreekEvent): item is AfbreekPassedEvent => item.type === 'passed';
 * ```
 */
export interface AfbreekPassedEvent {
  readonly type: 'passed';
  readonly player: number;
}

/**
 * The die was rolled for the next turn's maximum.
 * @example
 * ```ts
 * import type { AfbreekEvent, DieRolledEvent } from 'scrabble-engine/afbreek';
 * const isDieRolledEvent = (item: AfbreekEvent): item is DieRolledEvent => item.type === 'die-rolled';
 * ```
 */
export interface DieRolledEvent {
  readonly type: 'die-rolled';
  readonly player: number;
  readonly roll: number;
}

/**
 * The game ended.
 * @example
 * ```ts
 * import type { AfbreekEvent, AfbreekGameEndedEvent } from 'scrabble-engine/afbreek';
 * const isAfbreekGameEndedEvent = (item: AfbreekEvent): item is AfbreekGameEndedEvent => item.type === 'game-ended';
 * ```
 */
export interface AfbreekGameEndedEvent {
  readonly type: 'game-ended';
  readonly reason: AfbreekEndReason;
  readonly winners: readonly number[];
}

/**
 * Everything that can happen in an Afbreek game.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame as classicCreateGame } from 'scrabble-engine';
 * import { applyAction, createGame, type AfbreekEvent } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const createdGame = classicCreateGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!createdGame.ok) throw new Error(createdGame.error.message);
 * const state = createdGame.value;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, lexicon });
 * const r = created.ok ? applyAction(created.value, { type: 'pass', player: created.value.turn }, { lexicon }) : created;
 * const events: readonly AfbreekEvent[] = r.ok ? r.value.events : [];
 * ```
 */
export type AfbreekEvent = TilesRemovedEvent | AfbreekPassedEvent | DieRolledEvent | AfbreekGameEndedEvent;
