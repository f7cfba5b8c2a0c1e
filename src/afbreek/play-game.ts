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
import { BOT_GAME_ERROR_CODES, gameOptionsOf, playCreatedGame, readingOptions } from '../play/drive-bots.js';
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
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, type AfbreekBotGameOptions } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const options: AfbreekBotGameOptions = { rules: GERMAN, players: ['A', 'B'], board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon };
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
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, type AfbreekBotGame } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const played = playBotGame({ rules: GERMAN, players: ['A', 'B'], board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon });
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

/**
 * The seat to ask for the next action: the player whose turn it is while the game is on; `null` when nobody must act (the game is over).
 * @example
 * ```ts
 * import { buildLexicon, emptyBoard, parseMove, placeMove, GERMAN } from 'scrabble-engine';
 * import { afbreekBot, createGame, nextToAct, viewFor, applyAction } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const bot = afbreekBot(lexicon);
 * const started = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: placed.value, lexicon });
 * let game = started.ok ? started.value : null;
 * for (let seat = game === null ? null : nextToAct(game); game !== null && seat !== null; seat = nextToAct(game)) {
 *   const played = applyAction(game, bot(viewFor(game, seat)), { lexicon });
 *   if (!played.ok) break;
 *   game = played.value.state;
 * }
 * ```
 */
export function nextToAct(state: AfbreekState): number | null {
  try {
    return state.phase === 'playing' ? state.turn : null;
  } catch {
    return null;
  }
}

/**
 * Plays an Afbreek game between bots from its creation to its end. Never throws.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame } from 'scrabble-engine';
 * import { afbreekBot, playBotGame, results } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon });
 * if (game.ok) results(game.value.state).winners;
 * ```
 */
export function playBotGame(options: AfbreekBotGameOptions): Result<AfbreekBotGame, AfbreekBotGameError> {
  return readingOptions(() => {
    const lexicon = options?.lexicon;
    return playCreatedGame(createGame(gameOptionsOf<AfbreekOptions>(options)), options?.bots, {
      seatToAct: nextToAct,
      viewFor,
      apply: (state, action) => applyAction(state, action, { lexicon }),
    }, options?.maxActions);
  });
}
