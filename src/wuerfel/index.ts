/**
 * Scrabble Würfel, the dice game: seven letter dice, twelve rounds, and a score pad per player
 * with a crossword area (six words on the player's own grid, scored like Scrabble) and a dice
 * area (one word of each length 2–7 for fixed points). The same verbs as the classic game:
 * `createGame`, `applyAction`, `results`, `viewFor`, `parseGameState`; bots for the writer and the
 * roller; `renderPad` draws a pad as text or SVG.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, results } from 'scrabble-engine/wuerfel';
 * let state = createGame({ players: ['Anna', 'Ben'], seed: 7 });
 * // round 1: Anna rolls, keeps some dice, rolls again, stops; then both write
 * // applyAction(state, { type: 'roll', player: 0 }) … { type: 'stop', player: 0 }
 * // applyAction(state, { type: 'write', player: 1, slot: 'crossword', move: '8D WORT' })
 * // results(state).players[1].total
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
