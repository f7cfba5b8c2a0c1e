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
 * @example
 * ```ts
 * import type { Lexicon } from 'scrabble-engine';
 * const words = new Set(['GRÜNDE', 'HUND']);
 * const small: Lexicon = { has: (word) => words.has(word) };
 * ```
 */
export interface Lexicon {
  /** Whether the word (in normal form) is in the lexicon. */
  has(word: string): boolean;
}

/**
 * The words of a list that the lexicon does not know, in the order given. Items without a `word`
 * text are left out; something that is not a list, or not a lexicon, gives `[]`.
 * @example
 * ```ts
 * import { unknownWords, scoreMove, parseMove, GERMAN, buildLexicon, createGame } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * const score = move.ok ? scoreMove(state.board, move.value, GERMAN) : null;
 * if (score?.ok) unknownWords(score.value.words, lexicon);   // the words the lexicon does not know
 * ```
 */
export function unknownWords(words: readonly { readonly word: string }[], lexicon: Lexicon): string[] {
  if (!Array.isArray(words) || typeof lexicon !== 'object' || lexicon === null || typeof lexicon.has !== 'function') return [];
  return (words as readonly unknown[])
    .filter((w): w is { readonly word: string } => typeof w === 'object' && w !== null && typeof (w as { word?: unknown }).word === 'string')
    .filter((w) => !lexicon.has(w.word)).map((w) => w.word);
}
