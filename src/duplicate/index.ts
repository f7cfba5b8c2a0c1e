/**
 * Duplicate Scrabble: one common board, one bag and one rack that every player shares. Each
 * round every player submits a move for the same seven tiles; each move scores on the common
 * board as a normal move (a word that is not admissible scores 0); the best move goes on the
 * board, the tiles it did not use stay on the rack, and the rack is filled to seven again. A
 * player's total is the sum of their own moves; the maximum is the sum of the round tops.
 *
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { createGame, applyAction, results, viewFor, duplicateBot } from 'scrabble-engine/duplicate';
 *
 * const words = ['Gründe', 'Grund', 'Hund', 'Hunde', 'und', 'Ende', 'Rund', 'Rede', 'Erde'];   // your word list
 * const built = buildLexicon(words, GERMAN);
 * if (built.ok) {
 *   const lexicon = built.value.lexicon;
 *   const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 *   if (game.ok) {
 *     let state = game.value;
 *     const bot = duplicateBot(lexicon);
 *     while (state.phase !== 'over') {
 *       for (const seat of [0, 1]) {
 *         const r = applyAction(state, bot(viewFor(state, seat)), { lexicon });
 *         if (r.ok) state = r.value.state;            // the round closes once both have submitted
 *       }
 *     }
 *     const { maximum, players } = results(state);
 *     console.log(maximum, players.map((p) => `${p.name} ${p.total} ${p.percentage.toFixed(1)} %`));
 *   }
 * }
 * ```
 * @module
 */
export * from './state.js';
export * from './actions.js';
export * from './events.js';
export * from './errors.js';
export { createGame, MAX_DUPLICATE_PLAYERS, MAX_DUPLICATE_NAME_LENGTH } from './setup.js';
export type { DuplicateOptions } from './setup.js';
export { applyAction } from './apply.js';
export type { DuplicateApplyOptions, DuplicateOutcome } from './apply.js';
export { parseAction } from './parse-action.js';
export type { DuplicateParseActionOptions } from './parse-action.js';
export { results } from './results.js';
export type { DuplicateResults, PlayerResult, RoundResult } from './results.js';
export { parseGameState } from './parse-state.js';
export type { DuplicateParseOptions } from './parse-state.js';
export { duplicateRecord, makeDuplicateRecord, parseDuplicateRecord, DUPLICATE_RECORD_FORMAT } from './record.js';
export type { DuplicateRecord, RecordedRound, RecordedMove, RecordError } from './record.js';
export { viewFor } from './view.js';
export type { DuplicateView } from './view.js';
export { duplicateBot } from './bot.js';
export type { DuplicateBot, DuplicateBotOptions } from './bot.js';
export { playBotGame, nextToAct, DUPLICATE_BOT_GAME_ERROR_CODES } from './play-game.js';
export type { DuplicateBotGameOptions, DuplicateBotGame, DuplicateBotGameError } from './play-game.js';
