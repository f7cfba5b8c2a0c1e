/**
 * A whole Afbreek game between bots, played through `applyAction`: the player to move's bot sees
 * its view and removes tiles or passes, until the game ends.
 *
 * @example
 * ```ts
 * import { playBotGame, afbreekBot, results } from 'scrabble-engine/afbreek';
 * const bot = afbreekBot(lexicon);
 * const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], board, bots: [bot, bot], lexicon });
 * if (game.ok) results(game.value.state).players;
 * ```
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { applyAction } from './apply.js';
import type { AfbreekBot } from './bot.js';
import type { AfbreekEvent } from './events.js';
import { createGame, type AfbreekOptions } from './setup.js';
import type { AfbreekState } from './state.js';
import { viewFor } from './view.js';

/** How to play an Afbreek game between bots: the game's options, one bot per seat, the lexicon. */
export interface AfbreekBotGameOptions extends AfbreekOptions {
  readonly bots: readonly AfbreekBot[];
  readonly lexicon: Lexicon;
  /** Most actions before the game is abandoned as an error (default 10,000). */
  readonly maxActions?: number;
}

/** A finished bot game: the final state and every event in order. */
export interface AfbreekBotGame {
  readonly state: AfbreekState;
  readonly events: readonly AfbreekEvent[];
}

/** Codes of the errors an Afbreek bot game can end with. */
export const AFBREEK_BOT_GAME_ERROR_CODES = ['bad-setup', 'bad-bots', 'bot-failed', 'action-refused', 'too-many-actions'] as const;

/** Why an Afbreek bot game could not be played to the end. */
export type AfbreekBotGameError = EngineError<(typeof AFBREEK_BOT_GAME_ERROR_CODES)[number]>;

/** Plays an Afbreek game between bots from its creation to its end. Never throws. */
export function playBotGame(options: AfbreekBotGameOptions): Result<AfbreekBotGame, AfbreekBotGameError> {
  const { bots, lexicon, maxActions = 10_000 } = options;
  const created = createGame(options);
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  let state = created.value;
  if (!Array.isArray(bots) || bots.length !== state.players.length || !bots.every((b) => typeof b === 'function')) {
    return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  }
  const events: AfbreekEvent[] = [];
  for (let actions = 0; state.phase === 'playing'; actions++) {
    if (actions >= maxActions) return err({ code: 'too-many-actions', message: `The game did not end within ${maxActions} actions` });
    const seat = state.turn;
    let action;
    try {
      action = bots[seat]!(viewFor(state, seat));
    } catch (thrown: unknown) {
      return err({ code: 'bot-failed', message: `${state.players[seat]}: ${thrown instanceof Error ? thrown.message : String(thrown)}`.slice(0, 300) });
    }
    const r = applyAction(state, action, { lexicon });
    if (!r.ok) return err({ code: 'action-refused', message: `${state.players[seat]}: ${r.error.code}: ${r.error.message}` });
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, events });
}
