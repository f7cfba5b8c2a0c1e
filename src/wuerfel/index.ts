/**
 * Scrabble Würfel, the dice game: seven letter dice, twelve rounds, and a score pad per player
 * with a crossword area (six words on the player's own grid, scored like Scrabble) and a dice
 * area (one word of each length 2–7 for fixed points). The same verbs as the classic game:
 * `createGame`, `applyAction`, `results`, `viewFor`, `parseGameState`; bots for the writer and the
 * roller; `renderPad` draws a pad as text or SVG.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, results, type WuerfelAction } from 'scrabble-engine/wuerfel';
 *
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 'our game' });   // no lexicon: every word is admitted, as at a table
 * if (!game.ok) throw new Error(game.error.message);
 * let state = game.value;
 * const play = (action: WuerfelAction): void => {
 *   const r = applyAction(state, action);
 *   if (!r.ok) throw new Error(r.error.message);   // a refused action leaves the state as it was
 *   state = r.value.state;
 * };
 * play({ type: 'roll', player: 0 });                          // Anna rolls all seven dice
 * play({ type: 'roll', player: 0, keep: [0, 1, 2] });         // keeps dice 0, 1 and 2 and rolls the others again
 * play({ type: 'stop', player: 0 });                          // the round's letters
 * const letters = (state.roll.faces ?? []).map((face) => (face === '?' ? 'e' : face)).join('');   // a joker in lower case
 * play({ type: 'write', player: 0, slot: 7, word: letters });  // all seven dice in the seven-letter slot
 * play({ type: 'strike', player: 1, slot: 2 });               // Ben strikes his two-letter slot
 * console.log(results(state).players.map((p) => p.total));   // [50, 0]
 * ```
 * @module
 */
export { DICE_COUNT, FACES_PER_DIE, JOKER, DEFAULT_DICE } from './dice.js';
export type { Die, DiceSet } from './dice.js';
export { DICE_SLOTS, CROSSWORD_SLOTS, ROUNDS, DICE_SLOT_POINTS, CROSSWORD_PREMIUM, PREMIUM_THRESHOLD, SEVEN_BONUS } from './slots.js';
export type { DiceSlot, Slot } from './slots.js';
export * from './state.js';
export * from './events.js';
export * from './errors.js';
export { parseAction } from './actions.js';
export type { WuerfelParseActionOptions } from './actions.js';
export type { RollAction, StopAction, WriteDiceAction, WriteCrosswordAction, StrikeAction, WuerfelAction } from './actions.js';
export { createGame, MAX_WUERFEL_PLAYERS, MAX_WUERFEL_NAME } from './setup.js';
export type { WuerfelOptions } from './setup.js';
export { applyAction } from './apply.js';
export type { WuerfelApplyOptions, WuerfelOutcome } from './apply.js';
export { MAX_ROLLS } from './roll.js';
export * from './results.js';
export { viewFor, redactEvent } from './view.js';
export type { WuerfelView } from './view.js';
export { parseGameState, MAX_WUERFEL_HISTORY } from './parse-state.js';
export type { WuerfelParseOptions } from './parse-state.js';
export { diceWords } from './words.js';
export type { DiceWords } from './words.js';
export * from './bot.js';
export * from './play.js';
export { renderPad, renderPadSvg } from './render.js';
export type { PadRenderOptions, PadSource } from './render.js';
