/**
 * A whole dice game between bots, played through the reducer: each round the roller's bot rolls
 * until it stops (or has rolled three times), then every player's bot writes, in seat order from
 * the roller. Bots see only their own view. The same seed gives the same game (without a seed the
 * dice are unpredictable).
 *
 * @example
 * ```ts
 * import { playWuerfelGame, wuerfelBot, results } from 'scrabble-engine/wuerfel';
 * const bot = wuerfelBot(lexicon);
 * const game = await playWuerfelGame({ players: ['Anna', 'Ben'], bots: [bot, bot], seed: 7, lexicon });
 * if (game.ok) results(game.value.state).winners;
 * ```
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import type { WuerfelAction } from './actions.js';
import { applyAction } from './apply.js';
import type { WuerfelBot } from './bot.js';
import type { WuerfelEvent } from './events.js';
import { createGame, type WuerfelOptions } from './setup.js';
import { WUERFEL_STATE_FORMAT, type WuerfelState } from './state.js';
import { orElse } from '../total.js';
import { viewFor } from './view.js';

/**
 * How to play a bot game: the options of `createGame` (with a seed) and one bot per seat.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { playWuerfelGame, wuerfelBot, type WuerfelBotGameOptions } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: WuerfelBotGameOptions = { players: ['A', 'B'], bots: [wuerfelBot(lexicon), wuerfelBot(lexicon)], seed: 'a reproducible game', lexicon };
 * await playWuerfelGame(options);
 * ```
 */
export interface WuerfelBotGameOptions extends Omit<WuerfelOptions, 'replay'> {
  readonly bots: readonly WuerfelBot[];
}

/**
 * One action of a bot game and the events it caused.
 * @example
 * ```ts
 * import type { WuerfelBotGame, WuerfelBotTurn } from 'scrabble-engine/wuerfel';
 * const rolls = (game: WuerfelBotGame): number => game.turns.filter((t: WuerfelBotTurn) => t.action.type === 'roll').length;
 * ```
 */
export interface WuerfelBotTurn {
  readonly player: number;
  readonly action: WuerfelAction;
  readonly events: readonly WuerfelEvent[];
}

/**
 * A finished bot game.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { playWuerfelGame, wuerfelBot, type WuerfelBotGame } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const played = await playWuerfelGame({ players: ['A', 'B'], bots: [wuerfelBot(lexicon), wuerfelBot(lexicon)], lexicon });
 * const game: WuerfelBotGame | null = played.ok ? played.value : null;
 * ```
 */
export interface WuerfelBotGame {
  readonly state: WuerfelState;
  readonly turns: readonly WuerfelBotTurn[];
}

/**
 * Why a bot game could not be played to the end.
 * @example
 * ```ts
 * import type { WuerfelBotGameError } from 'scrabble-engine/wuerfel';
 * const explain = (error: WuerfelBotGameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type WuerfelBotGameError = EngineError<'bad-setup' | 'bad-bots' | 'bot-failed' | 'action-refused'>;

/**
 * The seat that acts next: the roller while rolling, else the first seat from the roller that has not written.
 * `null` also for something that is not a dice game.
 * @example
 * ```ts
 * import { createGame, nextToAct } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) nextToAct(game.value);   // 0: the roller acts first
 * ```
 */
export function nextToAct(state: WuerfelState): number | null {
  return orElse(() => seatToAct(state), null);
}

function seatToAct(state: WuerfelState): number | null {
  if (state.format !== WUERFEL_STATE_FORMAT) return null;
  if (state.phase === 'over') return null;
  if (state.phase === 'rolling') return state.roller;
  const n = state.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (state.roller + k) % n;
    if (state.written[seat] === false) return seat;
  }
  return null;
}

/**
 * Plays a dice game between bots to its end (awaiting bots that return promises).
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { playWuerfelGame, results, wuerfelBot } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = await playWuerfelGame({ players: ['Anna', 'Ben'], bots: [wuerfelBot(lexicon), wuerfelBot(lexicon)], seed: 'a reproducible game', lexicon });
 * if (game.ok) results(game.value.state).winners;
 * ```
 */
export async function playWuerfelGame(options: WuerfelBotGameOptions): Promise<Result<WuerfelBotGame, WuerfelBotGameError>> {
  try {
    return await play(options);
  } catch {
    // Options that throw when read (a hostile proxy) are no options.
    return err({ code: 'bad-setup', message: 'The options could not be read: give { players, bots, seed, lexicon } as plain data' });
  }
}

async function play(options: WuerfelBotGameOptions): Promise<Result<WuerfelBotGame, WuerfelBotGameError>> {
  if (typeof options !== 'object' || options === null) return err({ code: 'bad-setup', message: 'playWuerfelGame needs { players, bots, seed }' });
  const { bots, lexicon, ...create } = options;
  if (!Array.isArray(bots) || !Array.isArray(create.players) || bots.length !== create.players.length || !bots.every((b) => typeof b === 'function')) {
    return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  }
  const created = createGame(lexicon === undefined ? create : { ...create, lexicon });
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  let state = created.value;
  const apply: { lexicon?: Lexicon } = lexicon === undefined ? {} : { lexicon };
  const turns: WuerfelBotTurn[] = [];
  for (let player = nextToAct(state); player !== null; player = nextToAct(state)) {
    let action: WuerfelAction;
    try {
      action = await bots[player]!(viewFor(state, player), { player, actions: turns.length });
    } catch (e) {
      const why = orElse(() => (e instanceof Error ? String(e.message).slice(0, 200) : 'no reason given'), 'no reason given');
      return err({ code: 'bot-failed', message: `The bot of ${state.players[player]} failed: ${why}` });
    }
    const outcome = applyAction(state, action, apply);
    if (!outcome.ok) {
      return err({ code: 'action-refused', message: `${state.players[player]}: ${outcome.error.code}: ${outcome.error.message}` });
    }
    state = outcome.value.state;
    turns.push({ player, action, events: outcome.value.events });
  }
  return ok({ state, turns });
}
