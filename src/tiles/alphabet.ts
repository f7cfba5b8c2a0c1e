/**
 * Words into tiles: normalization (upper case, ß → SS, accents dropped
 * unless the set has the letter) and tokenization (IJ is one tile).
 *
 * @example
 * ```ts
 * import { normalizeWord, tokenizeWord, GERMAN_TILES, DUTCH_IJ_TILES } from 'scrabble-engine';
 * normalizeWord('Straße', GERMAN_TILES);     // { ok: true, value: 'STRASSE' }
 * tokenizeWord('averij', DUTCH_IJ_TILES);     // { ok: true, value: ['A','V','E','R','IJ'] }
 * tokenizeWord('Rock-n-Roll', GERMAN_TILES);  // { ok: false, error: { code: 'invalid-character', ... } }
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { memoByContent, tileSetKey } from '../memo.js';
import { BLANK, GENDERN_TOKEN, type TileSet } from './tile-set.js';
import { isTileSet } from '../total.js';

/**
 * Codes of the errors that normalizing a word or a rack can return.
 * @example
 * ```ts
 * import { WORD_ERROR_CODES } from 'scrabble-engine';
 * WORD_ERROR_CODES.includes('empty-word');   // true
 * ```
 */
export const WORD_ERROR_CODES = ['empty-word', 'invalid-character', 'letter-not-in-set', 'word-too-long'] as const;

/**
 * A code of {@link WORD_ERROR_CODES}.
 * @example
 * ```ts
 * import type { WordErrorCode } from 'scrabble-engine';
 * const value: WordErrorCode = 'empty-word';   // one of WORD_ERROR_CODES
 * ```
 */
export type WordErrorCode = (typeof WORD_ERROR_CODES)[number];

/**
 * Why a word or rack could not be turned into tiles.
 * @example
 * ```ts
 * import type { WordError } from 'scrabble-engine';
 * const explain = (error: WordError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type WordError = EngineError<WordErrorCode>;

/** A tile set compiled for fast lookups; internal to the engine. */
export interface Alphabet {
  readonly tiles: TileSet;
  /** Letters by code, in alphabet order. */
  readonly letters: readonly string[];
  /** Values by code. */
  readonly values: readonly number[];
  /** Counts by code. */
  readonly counts: readonly number[];
  /** Letter (upper case) to code. */
  readonly codes: ReadonlyMap<string, number>;
  /** Letters of more than one character, longest first (`['IJ']`). */
  readonly multi: readonly string[];
  /** Value of a board cell: upper-case letter → its value, lower-case (blank) → 0. */
  readonly cellValues: ReadonlyMap<string, number>;
  /** Board cell → `code × 2`, plus 1 for a blank (lower case); see {@link cellCode}. */
  readonly cellCodes: ReadonlyMap<string, number>;
  /** {@link cellCodes} for one-character cells by character code below {@link CELL_TABLE_SIZE}; -1 for no tile. */
  readonly cellTable: Int16Array;
}

/** Character codes below this are looked up in {@link Alphabet.cellTable}, others in the map. */
export const CELL_TABLE_SIZE = 1024;

/**
 * The code of a board cell, for the hot paths: `letter code × 2`, plus 1 when the cell holds a
 * blank (lower case), or -1 when it is not a tile of the set (also for `null` and non-strings).
 */
export function cellCode(alphabet: Alphabet, cell: unknown): number {
  if (typeof cell !== 'string') return -1;
  if (cell.length === 1) {
    const c = cell.charCodeAt(0);
    if (c < CELL_TABLE_SIZE) return alphabet.cellTable[c]!;
  }
  return alphabet.cellCodes.get(cell) ?? -1;
}

/** Builds the cell lookups of a letter list. */
function cellLookups(letters: readonly string[]): { cellCodes: Map<string, number>; cellTable: Int16Array } {
  const cellCodes = new Map<string, number>();
  letters.forEach((letter, code) => {
    if (!cellCodes.has(letter)) cellCodes.set(letter, code * 2);
    const lower = letter.toLowerCase();
    if (!cellCodes.has(lower)) cellCodes.set(lower, code * 2 + 1);
  });
  const cellTable = new Int16Array(CELL_TABLE_SIZE).fill(-1);
  for (const [cell, code] of cellCodes) {
    if (cell.length === 1 && cell.charCodeAt(0) < CELL_TABLE_SIZE) cellTable[cell.charCodeAt(0)] = code;
  }
  return { cellCodes, cellTable };
}

/** The compiled form of a tile set (cached per tile set, also for equal copies). */
export const alphabetOf: (tiles: TileSet) => Alphabet = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): Alphabet => {
  const letters = tiles.letters.map((spec) => spec.letter);
  return {
    tiles,
    letters,
    values: tiles.letters.map((spec) => spec.value),
    counts: tiles.letters.map((spec) => spec.count),
    codes: new Map(letters.map((letter, code) => [letter, code])),
    multi: letters.filter((letter) => letter.length > 1).sort((a, b) => b.length - a.length),
    cellValues: new Map(tiles.letters.flatMap((spec) => [[spec.letter, spec.value], [spec.letter.toLowerCase(), 0]] as const)),
    ...cellLookups(letters),
  };
});

/**
 * Longest words the normalizer accepts; longer input is refused rather than processed.
 * @example
 * ```ts
 * import { MAX_WORD_LENGTH } from 'scrabble-engine';
 * MAX_WORD_LENGTH;   // 64
 * ```
 */
export const MAX_WORD_LENGTH = 64;

const FORBIDDEN = /[\s\p{N}\p{P}\p{S}\p{C}]/u;

/** Reads the longest letter of the alphabet at `text[i]`, or returns undefined. */
function letterAt(alphabet: Alphabet, text: string, i: number): string | undefined {
  for (const letter of alphabet.multi) if (text.startsWith(letter, i)) return letter;
  const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
  return alphabet.codes.has(ch) ? ch : undefined;
}

/** The character with its accents dropped, upper case (`'Í'` → `'I'`, `'Ĳ'` → `'IJ'`, `'Ø'` → `'Ø'`). */
function fold(ch: string): string {
  return ch.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
}

const MARK = /^\p{M}$/u;

/**
 * Splits an already upper-cased string into letters of the alphabet. Accents are folded first
 * wherever the alphabet lacks the accented letter, so that a letter of several characters is
 * found also when one of its parts carries an accent (Dutch stressed `íj` is the IJ tile); a
 * combining accent that no composed letter takes is dropped.
 */
function splitLetters(alphabet: Alphabet, upper: string): Result<string[], WordError> {
  let folded = '';
  const origin: string[] = [];
  for (const ch of upper) {
    let piece: string;
    if (alphabet.codes.has(ch) || alphabet.multi.some((letter) => letter.includes(ch))) piece = ch;
    else if (MARK.test(ch) && folded.length > 0) continue;
    else piece = fold(ch);
    if (piece.length === 0) {
      return err({ code: 'letter-not-in-set', message: `"${ch}" is not a letter of the ${alphabet.tiles.name} tile set` });
    }
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(ch);
  }
  const out: string[] = [];
  let i = 0;
  while (i < folded.length) {
    const letter = letterAt(alphabet, folded, i);
    if (letter === undefined) {
      return err({ code: 'letter-not-in-set', message: `"${origin[i] ?? folded[i]}" is not a letter of the ${alphabet.tiles.name} tile set` });
    }
    out.push(letter);
    i += letter.length;
  }
  return ok(out);
}

/**
 * Turns a word into the tiles that spell it: upper case, ß and ẞ → SS, accents dropped unless the set
 * has the accented letter (Ä Ö Ü in German), "IJ" as one tile where the set has it.
 * Hyphens, apostrophes, digits, spaces and other symbols are refused, never stripped.
 * @example
 * ```ts
 * import { tokenizeWord, DUTCH_IJ_TILES } from 'scrabble-engine';
 * tokenizeWord('ijsje', DUTCH_IJ_TILES);   // { ok: true, value: ['IJ', 'S', 'J', 'E'] }
 * ```
 */
export function tokenizeWord(text: string, tiles: TileSet): Result<string[], WordError> {
  if (typeof text !== 'string' || text.length === 0) return err({ code: 'empty-word', message: 'The word is empty' });
  if (!isTileSet(tiles)) return err({ code: 'letter-not-in-set', message: 'Give a tile set to read the word with' });
  if (text.length > MAX_WORD_LENGTH) {
    return err({ code: 'word-too-long', message: `Words are at most ${MAX_WORD_LENGTH} characters long` });
  }
  const letters = tokenizeText(text, tiles);
  // Upper case and ß → SS can make more tiles than characters (ﬃ is three tiles).
  if (letters.ok && letters.value.length > MAX_WORD_LENGTH) {
    return err({ code: 'word-too-long', message: `Words are at most ${MAX_WORD_LENGTH} tiles long` });
  }
  return letters;
}

/** The tiles of a word whose length and tile set {@link tokenizeWord} has checked. */
function tokenizeText(text: string, tiles: TileSet): Result<string[], WordError> {
  if (text.includes('*') && alphabetOf(tiles).codes.has(GENDERN_TOKEN)) return tokenizeWithEnding(text, tiles);
  const bad = FORBIDDEN.exec(text);
  if (bad !== null) {
    return err({ code: 'invalid-character', message: `"${bad[0]}" may not appear in a word: ${JSON.stringify(text)}` });
  }
  return splitLetters(alphabetOf(tiles), text.normalize('NFC').toUpperCase().replace(/ẞ/gu, 'SS'));
}

/** Tokenizes a word holding the Gendern ending `*IN` (any case): the parts around it as usual, the ending as one tile. */
function tokenizeWithEnding(text: string, tiles: TileSet): Result<string[], WordError> {
  const out: string[] = [];
  const parts = text.split(/\*in/iu);
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) out.push(GENDERN_TOKEN);
    const part = parts[p]!;
    if (part.length === 0) continue;
    const letters = tokenizeWord(part, tiles);
    if (!letters.ok) return letters;
    out.push(...letters.value);
  }
  return ok(out);
}

/**
 * The normal form of a word (upper case, ß → SS, foreign accents dropped) as a string: `'STRASSE'`, `'AVERIJ'`.
 * @example
 * ```ts
 * import { normalizeWord, GERMAN_TILES } from 'scrabble-engine';
 * normalizeWord('Straße', GERMAN_TILES);   // { ok: true, value: 'STRASSE' }
 * ```
 */
export function normalizeWord(text: string, tiles: TileSet): Result<string, WordError> {
  const letters = tokenizeWord(text, tiles);
  return letters.ok ? ok(letters.value.join('')) : letters;
}

/**
 * Reads a rack: letters of the set (case-insensitive) and `?` for each blank, e.g. `'DORP?'`.
 * Returns the tiles, blanks as `'?'`.
 * @example
 * ```ts
 * import { parseRack, GERMAN_TILES } from 'scrabble-engine';
 * parseRack('hunde??', GERMAN_TILES);   // { ok: true, value: ['H', 'U', 'N', 'D', 'E', '?', '?'] }
 * ```
 */
export function parseRack(text: string, tiles: TileSet): Result<string[], WordError> {
  if (typeof text !== 'string') return err({ code: 'invalid-character', message: 'A rack must be a string' });
  if (!isTileSet(tiles)) return err({ code: 'letter-not-in-set', message: 'Give a tile set to read the rack with' });
  if (text.length > MAX_WORD_LENGTH) {
    return err({ code: 'word-too-long', message: `A rack is at most ${MAX_WORD_LENGTH} characters long` });
  }
  const out: string[] = [];
  const parts = text.split(BLANK);
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) out.push(BLANK);
    const part = parts[p] ?? '';
    if (part.length === 0) continue;
    const letters = tokenizeWord(part, tiles);
    if (!letters.ok) return letters;
    out.push(...letters.value);
  }
  return ok(out);
}
