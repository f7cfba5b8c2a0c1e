/**
 * A whole game between bots, played through the game reducer: every turn is an action given to
 * `applyAction`, so the rules, the bag, the end of the game and the rack adjustments are the
 * reducer's. Bots play lexicon words only, so nobody challenges: a play that would end the game
 * is accepted by the next player. The same seed gives the same game.
 *
 * @example
 * ```ts
 * import { greedyBot, playBotGame, GERMAN } from 'scrabble-engine';
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed: 7, lexicon });
 * if (game.ok) game.value.state.result;   // { reason, wentOut, adjustments, winners }
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import { applyAction } from '../game/apply.js';
import type { GameEvent } from '../game/events.js';
import { createGame } from '../game/setup.js';
import type { GameState } from '../game/state.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { Bot } from './greedy.js';

/** How to play a bot game. */
export interface BotGameOptions {
  readonly rules: RuleSet;
  /** The players' names, in seat order. */
  readonly players: readonly string[];
  /** One bot per seat. */
  readonly bots: readonly Bot[];
  /** The seed of the bag (same seed, same bots: same game). */
  readonly seed: number;
  /** The lexicon given to the reducer (it judges plays under `wordCheck: 'immediate'`). */
  readonly lexicon?: Lexicon;
  /** Most actions before the game is abandoned as an error (default 1,000). */
  readonly maxActions?: number;
}

/** One turn of a bot game: who acted, the rack before, the action and the events it caused. */
export interface BotTurn {
  readonly player: number;
  readonly rack: readonly string[];
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/** A finished bot game: the final state (its `result` and `history`) and the turns. */
export interface BotGame {
  readonly state: GameState;
  readonly turns: readonly BotTurn[];
}

/** Codes of the errors a bot game can end with. */
export const BOT_GAME_ERROR_CODES = ['bad-setup', 'bad-bots', 'action-refused', 'too-many-actions'] as const;

/** Why a bot game could not be played to the end. */
export type BotGameError = EngineError<(typeof BOT_GAME_ERROR_CODES)[number]>;

/** Whether the pending play empties its author's rack with the bag empty (it must be accepted first). */
function pendingGoesOut(state: GameState): boolean {
  const pending = state.pending;
  return pending !== null && state.bag.length === 0 && (state.racks[pending.player]?.length ?? 0) === 0;
}

/** Plays a game between bots from a seeded bag to its end. */
export function playBotGame(options: BotGameOptions): Result<BotGame, BotGameError> {
  const { rules, players, bots, seed, lexicon, maxActions = 1000 } = options;
  if (!Array.isArray(bots) || bots.length !== players.length || !bots.every((b) => typeof b === 'function')) {
    return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  }
  const created = createGame({ rules, players, seed });
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  let state = created.value;
  const turns: BotTurn[] = [];
  const apply = lexicon === undefined ? {} : { lexicon };
  for (let actions = 0; state.phase !== 'over'; actions++) {
    if (actions >= maxActions) return err({ code: 'too-many-actions', message: `The game did not end within ${maxActions} actions` });
    if (state.phase === 'challenge-window' && pendingGoesOut(state)) {
      const author = state.pending!.player;
      const by = state.turn !== author ? state.turn : (author + 1) % players.length;
      const accepted = applyAction(state, { type: 'accept', player: by }, apply);
      if (!accepted.ok) return err({ code: 'action-refused', message: `accept: ${accepted.error.message}` });
      state = accepted.value.state;
      if (turns.length > 0) {
        const last = turns[turns.length - 1]!;
        turns[turns.length - 1] = { ...last, events: [...last.events, ...accepted.value.events] };
      }
      continue;
    }
    const player = state.turn;
    const rack = state.racks[player] ?? [];
    const action = bots[player]!(state, player);
    const outcome = applyAction(state, action, apply);
    if (!outcome.ok) {
      return err({ code: 'action-refused', message: `${players[player]}: ${outcome.error.code}: ${outcome.error.message}` });
    }
    state = outcome.value.state;
    turns.push({ player, rack, action, events: outcome.value.events });
  }
  return ok({ state, turns });
}
