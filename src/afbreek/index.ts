/**
 * Afbreek-Scrabble: a finished board taken apart. In turn, each player removes 1 to 6 tiles (or up
 * to a die's roll) that all belong to one word; every run of tiles left must still be a word, and
 * the tiles left must stay one group holding the centre square. Removed tiles score their face
 * value (or, with `scoring: 'premium'`, the premiums of the squares they uncover). A player without
 * a legal removal passes; the game ends when the board is empty or nobody can remove anything.
 *
 * @example
 * ```ts
 * import { buildLexicon, greedyBot, playBotGame, GERMAN } from 'scrabble-engine';
 * import { createGame, applyAction, viewFor, afbreekBot, results } from 'scrabble-engine/afbreek';
 *
 * const built = buildLexicon(['Gründe', 'Grund', 'Hund', 'Hunde', 'und', 'Ende', 'Rund', 'Rede', 'Erde'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const classic = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed: 7, lexicon });
 * if (!classic.ok) throw new Error(classic.error.message);
 * const finished = classic.value.state;   // a classic game played to its end: its board is taken apart
 *
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: finished.board, lexicon });
 * if (game.ok) {
 *   let state = game.value;
 *   const bot = afbreekBot(lexicon);
 *   while (state.phase !== 'over') {
 *     const r = applyAction(state, bot(viewFor(state, state.turn)), { lexicon });
 *     if (!r.ok) break;
 *     state = r.value.state;
 *   }
 *   console.log(results(state).players.map((p) => `${p.name} ${p.total}`));
 * }
 * ```
 * @module
 */
export * from './state.js';
export * from './actions.js';
export * from './events.js';
export * from './errors.js';
export { createGame, checkStartBoard, MAX_AFBREEK_PLAYERS, MAX_TILES_LIMIT } from './setup.js';
export type { AfbreekOptions, FinishedGame } from './setup.js';
export { applyAction } from './apply.js';
export type { AfbreekApplyOptions, AfbreekOutcome } from './apply.js';
export { parseAction } from './parse-action.js';
export type { AfbreekParseActionOptions } from './parse-action.js';
export { checkRemoval, legalRemovals, hasLegalRemoval } from './removal.js';
export type { Removal, RemovalPosition, WordJudgement } from './removal.js';
export { results } from './results.js';
export type { AfbreekResults, AfbreekPlayerResult } from './results.js';
export { parseGameState, MAX_AFBREEK_TURNS } from './parse-state.js';
export type { AfbreekParseOptions } from './parse-state.js';
export { viewFor } from './view.js';
export type { AfbreekView } from './view.js';
export { afbreekBot } from './bot.js';
export type { AfbreekBot } from './bot.js';
export { DIE_SIDES, MAX_DICE } from './turns.js';
export { playBotGame, nextToAct, AFBREEK_BOT_GAME_ERROR_CODES } from './play-game.js';
export type { AfbreekBotGameOptions, AfbreekBotGame, AfbreekBotGameError } from './play-game.js';
