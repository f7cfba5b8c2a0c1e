/**
 * Keeping exported functions total: a function that returns plain data (not a `Result`) returns
 * its documented empty value when its input is not what it takes, instead of throwing. Internal.
 * @module
 */
import type { Board } from './board/board.js';
import { MAX_BOARD_SIDE } from './board/max-side.js';
import type { Layout } from './board/layout.js';
import type { TileSet } from './tiles/tile-set.js';
import type { Square } from './types.js';

/** Runs `work` and returns its value, or `fallback` when it throws. */
export function orElse<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** `work()`, or `fallback()` when it throws: a fallback that costs something is made only when needed. */
export function orElseGet<T>(work: () => T, fallback: () => T): T {
  try {
    return work();
  } catch {
    return fallback();
  }
}

/** Whether a value is a non-null object (arrays included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a value is a whole number in `min … max`. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Whether a value is text of at most `max` characters. */
export function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** Largest count of one letter, and of blanks, that a tile set may hold for the checks below. */
const MAX_TILE_COUNT = 10_000;
/** Most letters a tile set may list for the checks below. */
const MAX_SET_LETTERS = 256;
/** Longest id and name of a tile set the checks below accept (they appear in messages). */
const MAX_NAME = 200;

const tileSets = new WeakSet<object>();
const layouts = new WeakSet<object>();

/**
 * Whether a value has the shape of a tile set: an id and a name (at most 200 characters each), 1 to 256 letters each with a
 * letter text, a whole count and a finite value, and a whole number of blanks. Remembered per object.
 */
export function isTileSet(value: unknown): value is TileSet {
  if (!isObject(value)) return false;
  if (tileSets.has(value)) return true;
  const { id, name, letters, blanks } = value;
  if (!isText(id, MAX_NAME) || !isText(name, MAX_NAME) || !isIntIn(blanks, 0, MAX_TILE_COUNT)) return false;
  if (!Array.isArray(letters) || letters.length < 1 || letters.length > MAX_SET_LETTERS) return false;
  for (const spec of letters as unknown[]) {
    if (!isObject(spec) || !isText(spec.letter, 8) || spec.letter === '' || !isIntIn(spec.count, 0, MAX_TILE_COUNT)) return false;
    if (typeof spec.value !== 'number' || !Number.isFinite(spec.value)) return false;
  }
  tileSets.add(value);
  return true;
}

/** Whether a value has the shape of a layout: 1 to 26 rows and columns of premium text and a start square on it. Remembered per object. */
export function isLayout(value: unknown): value is Layout {
  if (!isObject(value)) return false;
  if (layouts.has(value)) return true;
  const { rows, cols, start, premiums } = value;
  if (!isIntIn(rows, 1, MAX_BOARD_SIDE) || !isIntIn(cols, 1, MAX_BOARD_SIDE)) return false;
  if (!isObject(start) || !isIntIn(start.row, 0, rows - 1) || !isIntIn(start.col, 0, cols - 1)) return false;
  if (!Array.isArray(premiums) || premiums.length !== rows || !premiums.every((row) => typeof row === 'string' && row.length === cols)) return false;
  layouts.add(value);
  return true;
}

/** Whether a value has what placing, scoring and reading boards need of a rule set: a tile set and a layout. */
export function isBoardRules(value: unknown): value is { readonly tiles: TileSet; readonly layout: Layout } {
  return isObject(value) && isTileSet(value.tiles) && isLayout(value.layout);
}

/** Whether a value has the outline of a board: 1 to 26 rows and columns and that many cells (the cells themselves unchecked). */
export function isBoardOutline(value: unknown): value is Board {
  return isObject(value) && isIntIn(value.rows, 1, MAX_BOARD_SIDE) && isIntIn(value.cols, 1, MAX_BOARD_SIDE) &&
    Array.isArray(value.cells) && value.cells.length === value.rows * value.cols;
}

/** Whether a value is a square: whole numbers `row` and `col` (anywhere, on the board or not). */
export function isSquare(value: unknown): value is Square {
  return isObject(value) && Number.isSafeInteger(value.row) && Number.isSafeInteger(value.col);
}

/** A piece of untrusted text for a message: at most `max` characters, in quotes, `…` when cut. */
export function quote(text: string, max = 40): string {
  return text.length <= max ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, max))}…`;
}

/** Whether a value is a list with a text in every slot (a list with holes is not one). */
export function isTextList(value: unknown): value is readonly string[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false;
  return true;
}

/** Text for a message, without quotes: at most `max` characters, `…` where it was cut. */
export function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** The longest message a finding keeps (what is longer is cut, with …): findings quote the input's tokens. */
export const MAX_MESSAGE = 240;
