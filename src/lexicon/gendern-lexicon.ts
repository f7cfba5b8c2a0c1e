/**
 * The Gendern lexicon: a base lexicon plus the words X*IN and X*INNEN for every personal noun of a
 * list: a base form ending in E drops the E (`HIRTE` gives `HIRT*IN`, `HIRT*INNEN`, never
 * `HIRTE*IN`); any other base form takes the ending as it is (`TISCHLER` gives `TISCHLER*IN`,
 * `TISCHLER*INNEN`; `ASTRONAUT` gives `ASTRONAUT*IN`). Every other word is answered by the base lexicon. Built on a compact
 * lexicon, the result is still one, so the move generator can use it: it then also generates plays
 * with the ending `*IN` under a rule set with `gendern: true`.
 *
 * @example
 * ```ts
 * import { buildLexicon, gendernLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['TISCHLER', 'HIRTE', 'TISCH'], GERMAN);
 * if (built.ok) {
 *   const lexicon = gendernLexicon(built.value.lexicon, ['TISCHLER', 'HIRTE']);
 *   lexicon.has('TISCHLER*INNEN');   // true
 *   lexicon.has('HIRT*IN');          // true
 *   lexicon.has('TISCH*IN');         // false: TISCH is not in the list of personal nouns
 * }
 * ```
 * @module
 */
import { orElse } from '../total.js';

import { GENDERN_TOKEN } from '../tiles/tile-set.js';
import type { Lexicon } from './lexicon.js';

/**
 * What a Gendern lexicon adds to its base: the stems X for which X*IN and X*INNEN are words.
 * @example
 * ```ts
 * import { gendernLexicon, type GendernWords, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const stems: GendernWords = gendernLexicon(lexicon, ['LEHRER']);
 * stems.gendernStems;   // ['LEHRER']
 * ```
 */
export interface GendernWords {
  /** The stems, in normal form (upper case), sorted. */
  readonly gendernStems: readonly string[];
}

const PLURAL = `${GENDERN_TOKEN}NEN`;

/** A lexicon without words. */
const NO_WORDS: Lexicon = { has: () => false };

/** Whether a value can be iterated (a string counts as no list). */
function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
}

/** The stem of a word ending in `*IN` or `*INNEN` (with no other `*`), or `null`. */
export function gendernStem(word: string): string | null {
  if (typeof word !== 'string' || word.length > 64) return null;
  const stem = word.endsWith(PLURAL) ? word.slice(0, -PLURAL.length) : word.endsWith(GENDERN_TOKEN) ? word.slice(0, -GENDERN_TOKEN.length) : null;
  return stem === null || stem.length === 0 || stem.includes('*') ? null : stem;
}

/** Whether a lexicon carries Gendern stems (made by {@link gendernLexicon}). */
export function hasGendernWords(lexicon: unknown): lexicon is Lexicon & GendernWords {
  return typeof lexicon === 'object' && lexicon !== null && Array.isArray((lexicon as Partial<GendernWords>).gendernStems);
}

/**
 * A lexicon in which X*IN and X*INNEN are words for each personal noun of the list: X is the noun
 * without its final E when it ends in E (HIRTE: HIRT*IN), else the noun itself (TISCHLER*IN); words
 * in normal form, other case upper-cased; everything else as the base lexicon.
 * The base is not changed; a compact base gives a compact result. Something that is not a
 * lexicon counts as a lexicon without words; something that is not a list, as no nouns.
 * @example
 * ```ts
 * import { gendernLexicon, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const withEndings = gendernLexicon(lexicon, ['LEHRER', 'KOLLEGE']);
 * withEndings.has('LEHRER*IN');   // true when the base knows LEHRER
 * ```
 */
export function gendernLexicon<L extends Lexicon>(lexicon: L, personalNouns: Iterable<string>): L & GendernWords {
  const base: L = typeof lexicon === 'object' && lexicon !== null && typeof lexicon.has === 'function' ? lexicon : (NO_WORDS as L);
  const stems = new Set<string>();
  const nouns = orElse(() => (isIterable(personalNouns) ? [...personalNouns] : []), []);
  for (const noun of nouns) {
    if (typeof noun !== 'string' || noun.length === 0 || noun.length > 64 || noun.includes('*')) continue;
    const upper = noun.normalize('NFC').toUpperCase();
    stems.add(upper.length > 1 && upper.endsWith('E') ? upper.slice(0, -1) : upper);
  }
  const has = (word: string): boolean => {
    if (typeof word === 'string' && word.includes('*')) {
      const stem = gendernStem(word);
      return stem !== null && stems.has(stem);
    }
    return base.has(word);
  };
  return { ...base, has, gendernStems: [...stems].sort() };
}
