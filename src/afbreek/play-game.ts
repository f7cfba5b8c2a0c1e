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
import { BOT_GAME_ERROR_CODES, playCreatedGame } from '../play/drive-bots.js';
import type { EngineError, Result } from '../result.js';
import { applyAction } from './apply.js';
import type { AfbreekBot } from './bot.js';
import type { AfbreekEvent } from './events.js';
import { createGame, type AfbreekOptions } from './setup.js';
import type { AfbreekState } from './state.js';
import { viewFor } from './view.js';

/**
 * How to play an Afbreek game between bots: the game's options, one bot per seat, the lexicon.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, type AfbreekBotGameOptions } from 'scrabble-engine/afbreek';
 * const options: AfbreekBotGameOptions = { rules: GERMAN, players: ['A', 'B'], board: state.board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon };
 * playBotGame(options);
 * ```
 */
export interface AfbreekBotGameOptions extends AfbreekOptions {
  readonly bots: readonly AfbreekBot[];
  readonly lexicon: Lexicon;
  /** Most actions before the game is abandoned as an error (default 10,000). */
  readonly maxActions?: number;
}

/**
 * A finished bot game: the final state and every event in order.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, type AfbreekBotGame } from 'scrabble-engine/afbreek';
 * const played = playBotGame({ rules: GERMAN, players: ['A', 'B'], board: state.board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon });
 * const game: AfbreekBotGame | null = played.ok ? played.value : null;
 * ```
 */
export interface AfbreekBotGame {
  readonly state: AfbreekState;
  readonly events: readonly AfbreekEvent[];
}

/**
 * Codes of the errors an Afbreek bot game can end with.
 * @example
 * ```ts
 * import { AFBREEK_BOT_GAME_ERROR_CODES } from 'scrabble-engine/afbreek';
 * AFBREEK_BOT_GAME_ERROR_CODES.includes('bad-setup');   // true
 * ```
 */
export const AFBREEK_BOT_GAME_ERROR_CODES = BOT_GAME_ERROR_CODES;

/**
 * Why an Afbreek bot game could not be played to the end.
 * @example
 * ```ts
 * import type { AfbreekBotGameError } from 'scrabble-engine/afbreek';
 * const explain = (error: AfbreekBotGameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type AfbreekBotGameError = EngineError<(typeof AFBREEK_BOT_GAME_ERROR_CODES)[number]>;

/** The options of the game itself: the bot game's options without its own (`bots`, `maxActions`). */
function setupOf(options: unknown): AfbreekOptions {
  if (typeof options !== 'object' || options === null) return options as AfbreekOptions;
  const { bots: _bots, maxActions: _maxActions, ...setup } = options as Record<string, unknown>;
  return setup as unknown as AfbreekOptions;
}

/**
 * Plays an Afbreek game between bots from its creation to its end. Never throws.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, results } from 'scrabble-engine/afbreek';
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon });
 * if (game.ok) results(game.value.state).winners;
 * ```
 */
export function playBotGame(options: AfbreekBotGameOptions): Result<AfbreekBotGame, AfbreekBotGameError> {
  const lexicon = options?.lexicon;
  return playCreatedGame(createGame(setupOf(options)), options?.bots, {
    seatToAct: (state) => (state.phase === 'playing' ? state.turn : null),
    viewFor,
    apply: (state, action) => applyAction(state, action, { lexicon }),
  }, options?.maxActions);
}
