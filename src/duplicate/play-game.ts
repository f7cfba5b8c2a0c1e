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
import { BOT_GAME_ERROR_CODES, gameOptionsOf, playCreatedGame, readingOptions } from '../play/drive-bots.js';
import type { EngineError, Result } from '../result.js';
import { applyAction } from './apply.js';
import type { DuplicateBot } from './bot.js';
import type { DuplicateEvent } from './events.js';
import { createGame, type DuplicateOptions } from './setup.js';
import type { DuplicateState } from './state.js';
import { viewFor } from './view.js';

/**
 * How to play a Duplicate game between bots: the game's options, one bot per seat, the lexicon.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { duplicateBot, playBotGame, type DuplicateBotGameOptions } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: DuplicateBotGameOptions = { rules: GERMAN, players: ['A', 'B'], bots: [duplicateBot(lexicon), duplicateBot(lexicon)], lexicon, seed: 'a reproducible game' };
 * playBotGame(options);
 * ```
 */
export interface DuplicateBotGameOptions extends DuplicateOptions {
  readonly bots: readonly DuplicateBot[];
  /** Judges the words and finds the best possible move. */
  readonly lexicon: CompactLexicon;
  /** Most actions before the game is abandoned as an error (default 10,000). */
  readonly maxActions?: number;
}

/**
 * A finished bot game: the final state and every event in order.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { duplicateBot, playBotGame, type DuplicateBotGame } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const played = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [duplicateBot(lexicon), duplicateBot(lexicon)], lexicon });
 * const game: DuplicateBotGame | null = played.ok ? played.value : null;
 * ```
 */
export interface DuplicateBotGame {
  readonly state: DuplicateState;
  readonly events: readonly DuplicateEvent[];
}

/**
 * Codes of the errors a Duplicate bot game can end with.
 * @example
 * ```ts
 * import { DUPLICATE_BOT_GAME_ERROR_CODES } from 'scrabble-engine/duplicate';
 * DUPLICATE_BOT_GAME_ERROR_CODES.includes('bad-setup');   // true
 * ```
 */
export const DUPLICATE_BOT_GAME_ERROR_CODES = BOT_GAME_ERROR_CODES;

/**
 * Why a Duplicate bot game could not be played to the end.
 * @example
 * ```ts
 * import type { DuplicateBotGameError } from 'scrabble-engine/duplicate';
 * const explain = (error: DuplicateBotGameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type DuplicateBotGameError = EngineError<(typeof DUPLICATE_BOT_GAME_ERROR_CODES)[number]>;

/**
 * The seat to ask for the next action: the first seat that has not submitted for the open round; `null` when nobody must act (the game is over).
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { duplicateBot, createGame, nextToAct, viewFor, applyAction } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot = duplicateBot(lexicon);
 * const started = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * let game = started.ok ? started.value : null;
 * for (let seat = game === null ? null : nextToAct(game); game !== null && seat !== null; seat = nextToAct(game)) {
 *   const played = applyAction(game, bot(viewFor(game, seat)), { lexicon });
 *   if (!played.ok) break;
 *   game = played.value.state;
 * }
 * ```
 */
export function nextToAct(state: DuplicateState): number | null {
  try {
    if (state.phase === 'over') return null;
    const seat = state.submissions.findIndex((s) => s === null);
    return seat < 0 ? null : seat;
  } catch {
    return null;
  }
}

/**
 * Plays a Duplicate game between bots from its creation to its end. Never throws.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { duplicateBot, playBotGame } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [duplicateBot(lexicon), duplicateBot(lexicon, { rank: 3 })], lexicon });
 * ```
 */
export function playBotGame(options: DuplicateBotGameOptions): Result<DuplicateBotGame, DuplicateBotGameError> {
  return readingOptions(() => {
    const lexicon = options?.lexicon;
    return playCreatedGame(createGame(gameOptionsOf<DuplicateOptions>(options)), options?.bots, {
      seatToAct: nextToAct,
      viewFor,
      apply: (state, action) => applyAction(state, action, { lexicon }),
    }, options?.maxActions);
  });
}
