/**
 * The shared vocabulary: squares, directions, premiums and placed tiles.
 *
 * @example
 * ```ts
 * import type { Square, PlacedTile } from 'scrabble-engine';
 * const h8: Square = { row: 7, col: 7 };
 * const tile: PlacedTile = { row: 7, col: 7, letter: 'E', blank: false };
 * ```
 * @module
 */

/**
 * The two directions a word runs in.
 * @example
 * ```ts
 * import { DIRECTIONS } from 'scrabble-engine';
 * DIRECTIONS;   // ['across', 'down']
 * ```
 */
export const DIRECTIONS = ['across', 'down'] as const;

/**
 * `across` (left to right along a row) or `down` (top to bottom along a column).
 * @example
 * ```ts
 * import type { Direction } from 'scrabble-engine';
 * const value: Direction = 'across';   // one of DIRECTIONS
 * ```
 */
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The premium kinds of a square: double/triple letter, double/triple word.
 * @example
 * ```ts
 * import { PREMIUMS } from 'scrabble-engine';
 * PREMIUMS;   // ['dl', 'tl', 'dw', 'tw']
 * ```
 */
export const PREMIUMS = ['dl', 'tl', 'dw', 'tw'] as const;

/**
 * A premium square kind.
 * @example
 * ```ts
 * import type { Premium } from 'scrabble-engine';
 * const value: Premium = 'dl';   // one of PREMIUMS
 * ```
 */
export type Premium = (typeof PREMIUMS)[number];

/**
 * A square of the board, zero-based: row 0 is row "1", col 0 is column "A".
 * @example
 * ```ts
 * import type { Square } from 'scrabble-engine';
 * const start: Square = { row: 7, col: 7 };   // H8
 * ```
 */
export interface Square {
  readonly row: number;
  readonly col: number;
}

/**
 * A tile placed by a move: its square, its letter in normal form (upper case, e.g. `'Ä'`, `'IJ'`),
 * and whether it is a blank designated as that letter.
 * @example
 * ```ts
 * import type { PlacedTile } from 'scrabble-engine';
 * const tile: PlacedTile = { row: 7, col: 7, letter: 'E', blank: true };   // a blank played as E on H8
 * ```
 */
export interface PlacedTile extends Square {
  readonly letter: string;
  readonly blank: boolean;
}

/**
 * One value per player, indexed by seat.
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * import type { ByPlayer } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const scores: ByPlayer<number> = state.scores;   // scores[0] is the first seat's
 * ```
 */
export type ByPlayer<T> = readonly T[];
