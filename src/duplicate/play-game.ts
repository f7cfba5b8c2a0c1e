/**
 * A whole Duplicate game between bots, played through `applyAction`: each round every bot sees
 * its player's view and submits; the round closes once all have. The same seed (or bag) and the
 * same bots give the same game.
 *
 * @example
 * ```ts
 * import { playBotGame, duplicateBot, results } from 'scrabble-engine/duplicate';
 * const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [duplicateBot(lexicon), duplicateBot(lexicon, { rank: 2 })], seed: 'x', lexicon });
 * if (game.ok) results(game.value.state).players;
 * ```
 * @module
 */
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { applyAction } from './apply.js';
import type { DuplicateBot } from './bot.js';
import type { DuplicateEvent } from './events.js';
import { createGame, type DuplicateOptions } from './setup.js';
import type { DuplicateState } from './state.js';
import { viewFor } from './view.js';

/** How to play a Duplicate game between bots: the game's options, one bot per seat, the lexicon. */
export interface DuplicateBotGameOptions extends DuplicateOptions {
  readonly bots: readonly DuplicateBot[];
  /** Judges the words and finds the best possible move. */
  readonly lexicon: CompactLexicon;
  /** Most actions before the game is abandoned as an error (default 10,000). */
  readonly maxActions?: number;
}

/** A finished bot game: the final state and every event in order. */
export interface DuplicateBotGame {
  readonly state: DuplicateState;
  readonly events: readonly DuplicateEvent[];
}

/** Codes of the errors a Duplicate bot game can end with. */
export const DUPLICATE_BOT_GAME_ERROR_CODES = ['bad-setup', 'bad-bots', 'bot-failed', 'action-refused', 'too-many-actions'] as const;

/** Why a Duplicate bot game could not be played to the end. */
export type DuplicateBotGameError = EngineError<(typeof DUPLICATE_BOT_GAME_ERROR_CODES)[number]>;

/** Plays a Duplicate game between bots from its creation to its end. Never throws. */
export function playBotGame(options: DuplicateBotGameOptions): Result<DuplicateBotGame, DuplicateBotGameError> {
  const { bots, lexicon, maxActions = 10_000 } = options;
  const created = createGame(options);
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  let state = created.value;
  if (!Array.isArray(bots) || bots.length !== state.players.length || !bots.every((b) => typeof b === 'function')) {
    return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  }
  const events: DuplicateEvent[] = [];
  for (let actions = 0; state.phase !== 'over'; actions++) {
    if (actions >= maxActions) return err({ code: 'too-many-actions', message: `The game did not end within ${maxActions} actions` });
    const seat = state.submissions.findIndex((s) => s === null);
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
