/**
 * The shape of a bot: a function from what its player may see (a {@link PlayerView}) to an action,
 * returned at once or as a promise. A bot never sees the state, so it cannot look at other racks
 * or the bag, and it can run anywhere a view can be sent (a worker, another process, a server).
 * A bot that cannot decide throws (or rejects) with an `Error` that says why: `playGame` reports
 * it as a `bot-failed` error instead of letting the bot pass silently.
 *
 * @example
 * ```ts
 * import type { Bot } from 'scrabble-engine';
 * const passer: Bot = (view, context) => ({ type: 'pass', player: context.player });
 * const slow: Bot = async (view, context) => ({ type: 'pass', player: context.player });
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';

/**
 * What a bot is told besides its view.
 * @example
 * ```ts
 * import { createGame, viewFor, GERMAN } from 'scrabble-engine';
 * import type { Bot, BotContext } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const thinking: Bot = (view, context: BotContext) => ({ type: 'pass', player: view.player ?? 0 });
 * ```
 */
export interface BotContext {
  /** The seat the bot acts for (the view's `player`). */
  readonly player: number;
  /** How many actions the game has had before this one. */
  readonly actions: number;
}

/**
 * A bot: the action its player takes, decided from that player's view only.
 * @example
 * ```ts
 * import { greedyBot, type Bot, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const passer: Bot = (view) => ({ type: 'pass', player: view.player ?? 0 });
 * const player: Bot = greedyBot(lexicon);
 * ```
 */
export type Bot = (view: PlayerView, context: BotContext) => Action | Promise<Action>;
