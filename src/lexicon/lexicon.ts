/**
 * The lexicon interface: anything that answers whether a word exists. The engine ships no word list.
 *
 * @example
 * ```ts
 * import type { Lexicon } from 'scrabble-engine';
 * const words = new Set(['GRÜNDE', 'HUND']);
 * const lexicon: Lexicon = { has: (word) => words.has(word) };
 * ```
 * @module
 */

/**
 * A word list: `has(word)` is asked with words in normal form (upper case, ß as SS, accents
 * dropped except on letters of the set such as Ä; `IJ` is one tile in the Dutch IJ set).
 */
export interface Lexicon {
  /** Whether the word (in normal form) is in the lexicon. */
  has(word: string): boolean;
}

/** The words of a list that the lexicon does not know, in the order given. */
export function unknownWords(words: readonly { readonly word: string }[], lexicon: Lexicon): string[] {
  return words.filter((w) => !lexicon.has(w.word)).map((w) => w.word);
}
