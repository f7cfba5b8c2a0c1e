/**
 * Tile sets as data: which letters exist, how many of each, and what they are worth.
 *
 * @example
 * ```ts
 * import { GERMAN_TILES, tileCount, letterValue } from 'scrabble-engine';
 * tileCount(GERMAN_TILES);            // 102
 * letterValue(GERMAN_TILES, 'Ä');     // 6
 * ```
 * @module
 */
import { isTileSet } from '../total.js';


/**
 * One kind of letter tile: its letter (one or more characters, e.g. `'IJ'`), how many, and its value.
 * @example
 * ```ts
 * import type { TileSpec } from 'scrabble-engine';
 * const q: TileSpec = { letter: 'Q', count: 1, value: 10 };
 * ```
 */
export interface TileSpec {
  readonly letter: string;
  readonly count: number;
  readonly value: number;
}

/**
 * A tile set: the letters in alphabet order (the order used to decide who starts) and the blanks.
 * Plain data: spread it and change a field to make your own.
 * @example
 * ```ts
 * import { GERMAN_TILES, type TileSet } from 'scrabble-engine';
 * const party: TileSet = { ...GERMAN_TILES, id: 'de-party', name: 'German, four blanks', blanks: 4 };
 * ```
 */
export interface TileSet {
  readonly id: string;
  readonly name: string;
  readonly letters: readonly TileSpec[];
  readonly blanks: number;
}

/**
 * The character used for a blank on a rack and in tile lists.
 * @example
 * ```ts
 * import { BLANK } from 'scrabble-engine';
 * BLANK;   // '?'
 * ```
 */
export const BLANK = '?';

/**
 * The Gendern ending: under the Gendern rule a blank may stand for it instead of a letter. It is
 * one tile on one square, written `*IN` in move notation and in words (`TISCHLER*IN`).
 * @example
 * ```ts
 * import { GENDERN_TOKEN } from 'scrabble-engine';
 * GENDERN_TOKEN;   // '*IN'
 * ```
 */
export const GENDERN_TOKEN = '*IN';

/**
 * What the Gendern ending counts in a word: 10, a letter premium under it multiplying it, word
 * premiums multiplying the word; 0 in a word where N, E, N follow it (the plural `*INNEN`).
 * @example
 * ```ts
 * import { GENDERN_VALUE } from 'scrabble-engine';
 * GENDERN_VALUE;   // 10: 8E HIRT*IN on an empty board scores (2+1+1+1+10)×2 = 30
 * ```
 */
export const GENDERN_VALUE = 10;

/** Compact constructor for tile tables: `'A5·1 B2·3'` style triples. */
function table(entries: readonly (readonly [string, number, number])[]): readonly TileSpec[] {
  return entries.map(([letter, count, value]) => ({ letter, count, value }));
}

/**
 * German, Mattel 2022 booklet: 100 letters + 2 blanks.
 * @example
 * ```ts
 * import { GERMAN_TILES, tileCount, letterValue } from 'scrabble-engine';
 * tileCount(GERMAN_TILES);          // 102
 * letterValue(GERMAN_TILES, 'Q');   // 10
 * ```
 */
export const GERMAN_TILES: TileSet = {
  id: 'de',
  name: 'German',
  blanks: 2,
  letters: table([
    ['A', 5, 1], ['Ä', 1, 6], ['B', 2, 3], ['C', 2, 4], ['D', 4, 1], ['E', 15, 1], ['F', 2, 4],
    ['G', 3, 2], ['H', 4, 2], ['I', 6, 1], ['J', 1, 6], ['K', 2, 4], ['L', 3, 2], ['M', 4, 3],
    ['N', 9, 1], ['O', 3, 2], ['Ö', 1, 8], ['P', 1, 4], ['Q', 1, 10], ['R', 6, 1], ['S', 7, 1],
    ['T', 6, 1], ['U', 6, 1], ['Ü', 1, 6], ['V', 1, 6], ['W', 1, 3], ['X', 1, 8], ['Y', 1, 10],
    ['Z', 1, 3],
  ]),
};

/**
 * Dutch with the IJ tile, the Spear booklet's set: 100 letters + 2 blanks.
 * @example
 * ```ts
 * import { DUTCH_IJ_TILES, letterValue } from 'scrabble-engine';
 * letterValue(DUTCH_IJ_TILES, 'IJ');   // 4: IJ is one tile
 * ```
 */
export const DUTCH_IJ_TILES: TileSet = {
  id: 'nl-ij',
  name: 'Dutch (IJ tile)',
  blanks: 2,
  letters: table([
    ['A', 6, 1], ['B', 2, 3], ['C', 2, 5], ['D', 5, 2], ['E', 18, 1], ['F', 1, 4], ['G', 3, 3],
    ['H', 2, 4], ['I', 4, 1], ['J', 2, 4], ['K', 3, 3], ['L', 3, 3], ['M', 3, 3], ['N', 10, 1],
    ['O', 6, 1], ['P', 2, 3], ['Q', 1, 10], ['R', 5, 2], ['S', 4, 2], ['T', 5, 2], ['U', 3, 4],
    ['V', 2, 4], ['W', 2, 5], ['X', 1, 8], ['IJ', 2, 4], ['Y', 1, 8], ['Z', 2, 4],
  ]),
};

/**
 * Dutch, the modern set without an IJ tile: 100 letters + 2 blanks.
 * @example
 * ```ts
 * import { DUTCH_TILES, tileCount } from 'scrabble-engine';
 * tileCount(DUTCH_TILES);   // 102
 * ```
 */
export const DUTCH_TILES: TileSet = {
  id: 'nl',
  name: 'Dutch',
  blanks: 2,
  letters: table([
    ['A', 6, 1], ['B', 2, 3], ['C', 2, 5], ['D', 5, 2], ['E', 18, 1], ['F', 2, 4], ['G', 3, 3],
    ['H', 2, 4], ['I', 4, 1], ['J', 2, 4], ['K', 3, 3], ['L', 3, 3], ['M', 3, 3], ['N', 10, 1],
    ['O', 6, 1], ['P', 2, 3], ['Q', 1, 10], ['R', 5, 2], ['S', 5, 2], ['T', 5, 2], ['U', 3, 4],
    ['V', 2, 4], ['W', 2, 5], ['X', 1, 8], ['Y', 1, 8], ['Z', 2, 4],
  ]),
};

/**
 * English, the standard 100 tiles: 98 letters + 2 blanks.
 * @example
 * ```ts
 * import { ENGLISH_TILES, tileCount } from 'scrabble-engine';
 * tileCount(ENGLISH_TILES);   // 100
 * ```
 */
export const ENGLISH_TILES: TileSet = {
  id: 'en',
  name: 'English',
  blanks: 2,
  letters: table([
    ['A', 9, 1], ['B', 2, 3], ['C', 2, 3], ['D', 4, 2], ['E', 12, 1], ['F', 2, 4], ['G', 3, 2],
    ['H', 2, 4], ['I', 9, 1], ['J', 1, 8], ['K', 1, 5], ['L', 4, 1], ['M', 2, 3], ['N', 6, 1],
    ['O', 8, 1], ['P', 2, 3], ['Q', 1, 10], ['R', 6, 1], ['S', 4, 1], ['T', 6, 1], ['U', 4, 1],
    ['V', 2, 4], ['W', 2, 4], ['X', 1, 8], ['Y', 2, 4], ['Z', 1, 10],
  ]),
};

/**
 * The number of tiles in a set, blanks included; 0 for something that is not a tile set.
 * @example
 * ```ts
 * import { tileCount, ENGLISH_TILES } from 'scrabble-engine';
 * tileCount(ENGLISH_TILES);   // 100
 * ```
 */
export function tileCount(tiles: TileSet): number {
  return isTileSet(tiles) ? tiles.letters.reduce((sum, spec) => sum + spec.count, tiles.blanks) : 0;
}

/**
 * The value of a letter in a set, or `undefined` when the set has no such letter (or is not a tile set).
 * @example
 * ```ts
 * import { letterValue, GERMAN_TILES } from 'scrabble-engine';
 * letterValue(GERMAN_TILES, 'Ä');   // 6
 * ```
 */
export function letterValue(tiles: TileSet, letter: string): number | undefined {
  return isTileSet(tiles) ? tiles.letters.find((spec) => spec.letter === letter)?.value : undefined;
}

/**
 * Every tile of the set as a list: letters in alphabet order, then the blanks as `'?'`; `[]` for something that is not a tile set.
 * @example
 * ```ts
 * import { allTiles, GERMAN_TILES } from 'scrabble-engine';
 * allTiles(GERMAN_TILES).length;   // 102, blanks last as '?'
 * ```
 */
export function allTiles(tiles: TileSet): string[] {
  const out: string[] = [];
  if (!isTileSet(tiles)) return out;
  for (const spec of tiles.letters) for (let i = 0; i < spec.count; i++) out.push(spec.letter);
  for (let i = 0; i < tiles.blanks; i++) out.push(BLANK);
  return out;
}
