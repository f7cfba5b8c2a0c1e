/**
 * The score pad's slots: six crossword slots (word 1 to 6, filled in order) and six dice slots,
 * one for each word length from 2 to 7, with the fixed points of the dice area.
 *
 * @example
 * ```ts
 * import { DICE_SLOT_POINTS } from 'scrabble-engine/wuerfel';
 * DICE_SLOT_POINTS[5];   // 18: a five-letter word in the five-letter slot
 * ```
 * @module
 */

/**
 * The word lengths of the dice slots.
 * @example
 * ```ts
 * import { DICE_SLOTS } from 'scrabble-engine/wuerfel';
 * DICE_SLOTS;   // [2, 3, 4, 5, 6, …]
 * ```
 */
export const DICE_SLOTS = [2, 3, 4, 5, 6, 7] as const;

/**
 * A dice slot: the length of the word it takes.
 * @example
 * ```ts
 * import type { DiceSlot } from 'scrabble-engine/wuerfel';
 * const value: DiceSlot = 2;   // one of DICE_SLOTS
 * ```
 */
export type DiceSlot = (typeof DICE_SLOTS)[number];

/**
 * A slot of an action: a dice slot, or `'crossword'` for the next free crossword slot.
 * @example
 * ```ts
 * import type { Slot } from 'scrabble-engine/wuerfel';
 * const slot: Slot = 'crossword';   // or a dice slot, 2 to 7
 * ```
 */
export type Slot = DiceSlot | 'crossword';

/**
 * How many crossword slots the pad has.
 * @example
 * ```ts
 * import { CROSSWORD_SLOTS } from 'scrabble-engine/wuerfel';
 * CROSSWORD_SLOTS;   // 6
 * ```
 */
export const CROSSWORD_SLOTS = 6;

/**
 * How many rounds a game has: one per slot.
 * @example
 * ```ts
 * import { ROUNDS } from 'scrabble-engine/wuerfel';
 * ROUNDS;   // 12
 * ```
 */
export const ROUNDS = CROSSWORD_SLOTS + DICE_SLOTS.length;

/**
 * The points of a word of the right length in a dice slot, whatever its letters (110 in all).
 * @example
 * ```ts
 * import { DICE_SLOT_POINTS } from 'scrabble-engine/wuerfel';
 * DICE_SLOT_POINTS[7];   // 50
 * ```
 */
export const DICE_SLOT_POINTS: Readonly<Record<DiceSlot, number>> = { 2: 2, 3: 5, 4: 10, 5: 18, 6: 25, 7: 50 };

/**
 * The premium added to the crossword area's sum (result I) when that sum is more than {@link PREMIUM_THRESHOLD}.
 * @example
 * ```ts
 * import { CROSSWORD_PREMIUM } from 'scrabble-engine/wuerfel';
 * CROSSWORD_PREMIUM;   // 50
 * ```
 */
export const CROSSWORD_PREMIUM = 50;

/**
 * Result I must be more than this for the premium.
 * @example
 * ```ts
 * import { PREMIUM_THRESHOLD } from 'scrabble-engine/wuerfel';
 * PREMIUM_THRESHOLD;   // 200
 * ```
 */
export const PREMIUM_THRESHOLD = 200;

/**
 * The bonus for a crossword word that uses all seven dice (or, as an option, has seven letters).
 * @example
 * ```ts
 * import { SEVEN_BONUS } from 'scrabble-engine/wuerfel';
 * SEVEN_BONUS;   // 50
 * ```
 */
export const SEVEN_BONUS = 50;

/** Whether a value is a dice slot. */
export function isDiceSlot(value: unknown): value is DiceSlot {
  return typeof value === 'number' && (DICE_SLOTS as readonly number[]).includes(value);
}
