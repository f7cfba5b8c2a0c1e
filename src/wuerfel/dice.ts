/**
 * The letter dice as data: seven dice of six faces each, a face being a letter of the tile set or
 * `'?'`, a blank face that is a joker (any letter, worth 0).
 *
 * The booklet of the dice game does not list the faces of its dice; it says only that the vowels
 * are on some dice (printed red) and the consonants on the others (printed black), and that every
 * die has blank faces. {@link DEFAULT_DICE} is this library's choice in that spirit: three vowel
 * dice and four consonant dice, one blank face on each. Give your own faces to `createGame`
 * (`dice`) to play with another set, for instance the one in your box.
 *
 * @example
 * ```ts
 * import { DEFAULT_DICE, JOKER } from 'scrabble-engine/wuerfel';
 * DEFAULT_DICE[0];   // ['A', 'E', 'I', 'O', 'U', '?']
 * JOKER;             // '?'
 * ```
 * @module
 */
import { alphabetOf } from '../tiles/alphabet.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { isTileSet } from '../total.js';
import type { TileSet } from '../tiles/tile-set.js';

/**
 * How many dice are rolled.
 * @example
 * ```ts
 * import { DICE_COUNT } from 'scrabble-engine/wuerfel';
 * DICE_COUNT;   // 7
 * ```
 */
export const DICE_COUNT = 7;

/**
 * How many faces each die has.
 * @example
 * ```ts
 * import { FACES_PER_DIE } from 'scrabble-engine/wuerfel';
 * FACES_PER_DIE;   // 6
 * ```
 */
export const FACES_PER_DIE = 6;

/**
 * A blank face: a joker that stands for any letter and is worth 0.
 * @example
 * ```ts
 * import { JOKER } from 'scrabble-engine/wuerfel';
 * JOKER;   // '?'
 * ```
 */
export const JOKER = '?';

/**
 * One die: its six faces, letters of the tile set or {@link JOKER}.
 * @example
 * ```ts
 * import type { Die } from 'scrabble-engine/wuerfel';
 * const vowels: Die = ['A', 'E', 'I', 'O', 'U', '?'];
 * ```
 */
export type Die = readonly string[];

/**
 * The seven dice.
 * @example
 * ```ts
 * import { createGame, DEFAULT_DICE, type DiceSet } from 'scrabble-engine/wuerfel';
 * const dice: DiceSet = DEFAULT_DICE.map((die) => [...die]);   // a copy to change
 * createGame({ players: ['Anna', 'Ben'], dice });
 * ```
 */
export type DiceSet = readonly Die[];

/**
 * The default dice (an assumption: the booklet does not list the faces). Dice 0–2 carry vowels
 * (with the umlauts Ä Ö Ü), dice 3–6 consonants, chosen by how often German words use them;
 * every die has one joker face.
 * @example
 * ```ts
 * import { createGame, DEFAULT_DICE } from 'scrabble-engine/wuerfel';
 * DEFAULT_DICE[0];   // ['A', 'E', 'I', 'O', 'U', '?']
 * createGame({ players: ['Anna', 'Ben'], dice: DEFAULT_DICE });
 * ```
 */
export const DEFAULT_DICE: DiceSet = [
  ['A', 'E', 'I', 'O', 'U', JOKER],
  ['A', 'E', 'E', 'I', 'U', JOKER],
  ['E', 'A', 'O', 'Ä', 'Ü', JOKER],
  ['N', 'R', 'S', 'T', 'L', JOKER],
  ['N', 'S', 'T', 'D', 'H', JOKER],
  ['R', 'G', 'M', 'B', 'C', JOKER],
  ['K', 'F', 'W', 'Z', 'P', JOKER],
];

/** Whether a value is a face of the tile set: one of its letters, or the joker. */
export function isFace(tiles: TileSet, face: unknown): face is string {
  if (typeof face !== 'string') return false;
  if (face === JOKER) return true;
  try {
    return alphabetOf(tiles).codes.has(face);
  } catch {
    return false;
  }
}

/** Why a dice set could not be read. */
export type DiceError = EngineError<'bad-dice'>;

function badDice(message: string): Result<never, DiceError> {
  return err({ code: 'bad-dice', message });
}

/**
 * Reads a dice set from untrusted data: seven dice of six faces, each a letter of the tile set or
 * the joker. Returns the dice as a fresh copy, or a `bad-dice` error saying what is wrong.
 */
export function readDice(value: unknown, tiles: TileSet): Result<string[][], DiceError> {
  if (!isTileSet(tiles)) return badDice('Reading dice needs a tile set');
  if (!Array.isArray(value) || value.length !== DICE_COUNT) {
    return badDice(`Give ${DICE_COUNT} dice, each a list of ${FACES_PER_DIE} faces`);
  }
  const dice: string[][] = [];
  for (const [d, die] of value.entries()) {
    if (!Array.isArray(die) || die.length !== FACES_PER_DIE) {
      return badDice(`Die ${d} must have ${FACES_PER_DIE} faces`);
    }
    const faces: string[] = [];
    for (const face of die) {
      if (!isFace(tiles, face)) {
        const shown = typeof face === 'string' ? JSON.stringify(face.slice(0, 8)) : typeof face;
        return badDice(`Die ${d}: ${shown} is neither a letter of the ${tiles.name} set nor "${JOKER}"`);
      }
      faces.push(face);
    }
    dice.push(faces);
  }
  return ok(dice);
}
