/**
 * A whole game between bots, played through the game reducer: every turn is an action given to
 * `applyAction`, so the rules, the bag, the end of the game and the rack adjustments are the
 * reducer's. Each bot sees only its player's view. The loop is the plain one: it asks
 * `allowedActions` which seat may act (the one whose turn it is first) and applies that seat's bot;
 * the bots answer every decision the rules give a seat (a challenge, accepting a play that ends the
 * game, a draw, a blank swap). The same seed gives
 * the same game; without a seed the bag gets a fresh key from the platform's random source.
 *
 * `playGame` awaits bots that return promises (a bot in a worker, on a server); `playBotGame` is
 * the same loop for bots that answer at once.
 *
 * @example
 * ```ts
 * import { greedyBot, playGame, GERMAN } from 'scrabble-engine';
 * const bot = greedyBot(lexicon);
 * const game = await playGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [bot, bot], seed: 'demo 7', lexicon });
 * if (game.ok) game.value.state.result;   // { reason, wentOut, adjustments, winners }
 * else game.error.code;                   // e.g. 'bot-failed' with the bot's reason
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import { applyAction } from '../game/apply.js';
import type { GameEvent } from '../game/events.js';
import type { Seed } from '../bag/prng.js';
import { mayAct } from '../game/app.js';
import { createGame } from '../game/setup.js';
import type { GameState } from '../game/state.js';
import { viewFor, type PlayerView } from '../game/view.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { orElse } from '../total.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { Bot, BotContext } from './bot.js';

/**
 * How to play a bot game.
 * @example
 * ```ts
 * import { playGame, greedyBot, GERMAN, type BotGameOptions, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: BotGameOptions = { rules: GERMAN, players: ['A', 'B'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed: 'a reproducible game' };
 * const game = await playGame(options);
 * ```
 */
export interface BotGameOptions {
  readonly rules: RuleSet;
  /** The players' names, in seat order. */
  readonly players: readonly string[];
  /** One bot per seat. */
  readonly bots: readonly Bot[];
  /** The seed of the bag (same seed, same bots: same game); without it a fresh random key. */
  readonly seed?: Seed;
  /** The lexicon given to the reducer (it judges plays under `wordCheck: 'immediate'`). */
  readonly lexicon?: Lexicon;
  /** Most actions before the game is abandoned as an error (default 1,000). */
  readonly maxActions?: number;
}

/**
 * One turn of a bot game: who acted, the rack before, the action and the events it caused.
 * @example
 * ```ts
 * import { playBotGame, greedyBot, GERMAN, type BotTurn, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const played = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [greedyBot(lexicon), greedyBot(lexicon)] });
 * const turns: readonly BotTurn[] = played.ok ? played.value.turns : [];
 * ```
 */
export interface BotTurn {
  readonly player: number;
  readonly rack: readonly string[];
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/**
 * A finished bot game: the final state (its `result` and `history`) and the turns.
 * @example
 * ```ts
 * import { playBotGame, greedyBot, GERMAN, type BotGame, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const played = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [greedyBot(lexicon), greedyBot(lexicon)] });
 * const game: BotGame | null = played.ok ? played.value : null;   // the final state and every turn
 * ```
 */
export interface BotGame {
  readonly state: GameState;
  readonly turns: readonly BotTurn[];
}

/**
 * Codes of the errors a bot game can end with.
 * @example
 * ```ts
 * import { BOT_GAME_ERROR_CODES } from 'scrabble-engine';
 * BOT_GAME_ERROR_CODES.includes('bad-setup');   // true
 * ```
 */
export const BOT_GAME_ERROR_CODES = ['bad-setup', 'bad-bots', 'action-refused', 'too-many-actions', 'bot-failed', 'async-bot'] as const;

/**
 * Why a bot game could not be played to the end.
 * @example
 * ```ts
 * import type { BotGameError } from 'scrabble-engine';
 * const explain = (error: BotGameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type BotGameError = EngineError<(typeof BOT_GAME_ERROR_CODES)[number]>;

/** A question to a bot: its view and context. */
interface BotCall {
  readonly seat: number;
  readonly view: PlayerView;
  readonly context: BotContext;
}

/** A bot's answer: its action, or why it failed. */
type BotAnswer = { readonly ok: true; readonly action: unknown } | { readonly ok: false; readonly message: string };

/** A short text for what a bot threw. */
function reasonOf(thrown: unknown): string {
  const text = thrown instanceof Error ? thrown.message : typeof thrown === 'string' ? thrown : 'it gave no reason';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * The seat to ask for the next action: of the seats that `allowedActions` lets act (resigning
 * aside), the one whose turn it is, else the first after it; `null` when none may act (the game is over).
 * @example
 * ```ts
 * import { applyAction, buildLexicon, createGame, greedyBot, nextToAct, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const bot = greedyBot(lexicon);
 * let game = state;
 * for (let seat = nextToAct(game); seat !== null; seat = nextToAct(game)) {
 *   const played = applyAction(game, await bot(viewFor(game, seat), { player: seat, actions: game.history.length }), { lexicon });
 *   if (!played.ok) break;   // a bot's action refused: never with the shipped bots
 *   game = played.value.state;
 * }
 * ```
 */
export function nextToAct(state: GameState): number | null {
  return orElse(() => {
    const n = state.players.length;
    if (!Number.isInteger(n) || !Number.isInteger(state.turn) || state.turn < 0 || state.turn >= n) return null;
    for (let k = 0; k < n; k++) {
      const seat = (state.turn + k) % n;
      if (mayAct(state, seat)) return seat;
    }
    return null;
  }, null);
}

/** The game loop: asks for each bot's action (yielding the call) and applies it. */
function* gameLoop(options: BotGameOptions): Generator<BotCall, Result<BotGame, BotGameError>, BotAnswer> {
  if (typeof options !== 'object' || options === null) return err({ code: 'bad-setup', message: 'Give the options { rules, players, bots }' });
  const { rules, players, bots, seed, lexicon, maxActions = 1000 } = options;
  if (!Array.isArray(bots) || !Array.isArray(players) || bots.length !== players.length || !bots.every((b) => typeof b === 'function')) {
    return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  }
  const created = createGame(seed === undefined ? { rules, players } : { rules, players, seed });
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  let state = created.value;
  const turns: BotTurn[] = [];
  const apply = lexicon === undefined ? {} : { lexicon };
  const limit = typeof maxActions === 'number' && maxActions >= 0 ? maxActions : 1000;
  for (let actions = 0; state.phase !== 'over'; actions++) {
    if (actions >= limit) return err({ code: 'too-many-actions', message: `The game did not end within ${limit} actions` });
    const player = nextToAct(state);
    if (player === null) return err({ code: 'action-refused', message: 'No player may act, yet the game is not over' });
    const rack = state.racks[player] ?? [];
    const answer = yield { seat: player, view: viewFor(state, player), context: { player, actions } };
    if (!answer.ok) return err({ code: 'bot-failed', message: `${players[player]}: the bot failed: ${answer.message}` });
    const action = answer.action as Action;
    const outcome = applyAction(state, action, apply);
    if (!outcome.ok) {
      return err({ code: 'action-refused', message: `${players[player]}: ${outcome.error.code}: ${outcome.error.message}` });
    }
    state = outcome.value.state;
    turns.push({ player, rack, action, events: outcome.value.events });
  }
  return ok({ state, turns });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Plays a game between bots to its end, awaiting each bot's action. Never rejects.
 * @example
 * ```ts
 * import { playGame, greedyBot, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = await playGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)] });
 * if (game.ok) console.log(game.value.state.scores);
 * else console.log(game.error.code);   // e.g. 'bot-failed'
 * ```
 */
export async function playGame(options: BotGameOptions): Promise<Result<BotGame, BotGameError>> {
  try {
    const loop = gameLoop(options);
    let step = loop.next();
    while (!step.done) {
      const { seat, view, context } = step.value;
      let answer: BotAnswer;
      try {
        answer = { ok: true, action: await options.bots[seat]!(view, context) };
      } catch (thrown: unknown) {
        answer = { ok: false, message: reasonOf(thrown) };
      }
      step = loop.next(answer);
    }
    return step.value;
  } catch {
    return err({ code: 'bad-setup', message: 'The bot game could not be played: the options are not valid' });
  }
}

/**
 * Plays a game between bots that answer at once (no promises) to its end.
 * @example
 * ```ts
 * import { playBotGame, greedyBot, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)] });
 * ```
 */
export function playBotGame(options: BotGameOptions): Result<BotGame, BotGameError> {
  try {
    const loop = gameLoop(options);
    let step = loop.next();
    while (!step.done) {
      const { seat, view, context } = step.value;
      let answer: BotAnswer;
      try {
        const action: unknown = options.bots[seat]!(view, context);
        if (isThenable(action)) {
          Promise.resolve(action).catch(() => undefined);
          return err({ code: 'async-bot', message: 'A bot returned a promise: play the game with playGame, which awaits it' });
        }
        answer = { ok: true, action };
      } catch (thrown: unknown) {
        answer = { ok: false, message: reasonOf(thrown) };
      }
      step = loop.next(answer);
    }
    return step.value;
  } catch {
    return err({ code: 'bad-setup', message: 'The bot game could not be played: the options are not valid' });
  }
}
