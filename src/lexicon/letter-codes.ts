/**
 * Letter codes of a compact lexicon: a tile set's letters numbered in alphabet order, as bits of
 * 32-bit masks (bit 29 is the separator of the word graph, bit 30 says that a node's only child
 * follows it, bit 31 marks a word end). Internal.
 *
 * @example
 * ```ts
 * import { letterCodesOf } from './letter-codes.js';
 * import { GERMAN_TILES } from '../tiles/tile-set.js';
 * const codes = letterCodesOf(GERMAN_TILES);   // codes.letters[1] === 'Ä'
 * ```
 * @module
 */
import { memoByContent, tileSetKey } from '../memo.js';
import { alphabetOf } from '../tiles/alphabet.js';
import type { TileSet } from '../tiles/tile-set.js';

/**
 * Most letters a tile set may have for a compact lexicon (bits 0–28 of a mask).
 * @example
 * ```ts
 * import { MAX_LEXICON_LETTERS } from 'scrabble-engine';
 * MAX_LEXICON_LETTERS;   // 29
 * ```
 */
export const MAX_LEXICON_LETTERS = 29;

/**
 * The bits of a node mask besides its letters. A const enum: the build writes the members into
 * the code as numbers, so the move search's compiled walk reads no variable for them (module-level
 * constants become variables when the library is bundled).
 */
export const enum NodeMask {
  /** The bit of the separator symbol. */
  Separator = 1 << 29,
  /** The bit of a node with one arc whose child is stored right after it. */
  Next = 1 << 30,
  /** The bit that marks a node where a path spells a complete entry. */
  Final = 1 << 31,
}

/** The symbol number of the separator (its bit index). */
export const SEPARATOR = 29;

/** A tile set's letters as codes, with a fast reader for normalized words. */
export interface LetterCodes {
  /** Letters by code, in alphabet order. */
  readonly letters: readonly string[];
  /** Face values by code. */
  readonly values: readonly number[];
  /** Mask with one bit per letter of the set. */
  readonly allLetters: number;
  /** Reads a normalized word into `out` (codes); returns its length, or -1 for a foreign character. */
  readonly encode: (word: string, out: Int32Array) => number;
}

/** The letter codes of a tile set (cached, also for equal copies), or `null` when the set has too many letters. */
export const letterCodesOf: (tiles: TileSet) => LetterCodes | null = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): LetterCodes | null => {
  const alphabet = alphabetOf(tiles);
  if (alphabet.letters.length > MAX_LEXICON_LETTERS || alphabet.letters.length === 0) return null;
  const single = new Map<number, number>();
  const multi: { text: string; code: number }[] = [];
  alphabet.letters.forEach((letter, code) => {
    if (letter.length === 1) single.set(letter.charCodeAt(0), code);
    else multi.push({ text: letter, code });
  });
  multi.sort((a, b) => b.text.length - a.text.length);
  const encode = (word: string, out: Int32Array): number => {
    let n = 0;
    let i = 0;
    while (i < word.length) {
      if (n >= out.length) return -1;
      let code = -1;
      for (const m of multi) {
        if (word.startsWith(m.text, i)) {
          code = m.code;
          i += m.text.length;
          break;
        }
      }
      if (code < 0) {
        code = single.get(word.charCodeAt(i)) ?? -1;
        if (code < 0) return -1;
        i++;
      }
      out[n++] = code;
    }
    return n;
  };
  const codes: LetterCodes = {
    letters: alphabet.letters,
    values: alphabet.values,
    allLetters: (1 << alphabet.letters.length) - 1,
    encode,
  };
  return codes;
});

/** The number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Whether the platform stores numbers little-endian (as lexicon and KWG files do). */
export const LITTLE_ENDIAN = /* @__PURE__ */ isLittleEndian();

function isLittleEndian(): boolean {
  return new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
}
