/**
 * Building a compact lexicon from a word list: each entry is read into tiles with the tile set's
 * tokenizer (IJ is one tile in the Dutch IJ set), entries that cannot be spelled are reported,
 * and the word graph is built minimal from the sorted split strings.
 *
 * @example
 * ```ts
 * import { buildLexicon, DUTCH_IJ } from 'scrabble-engine';
 * const built = buildLexicon(['averij', 'dorp', 'a', 'co-op'], DUTCH_IJ);
 * if (built.ok) {
 *   built.value.lexicon.has('AVERIJ');   // true
 *   built.value.report.skipped;          // 'a' (one letter) and 'co-op' (a hyphen), with reasons
 * }
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { alphabetOf, tokenizeWord, WORD_ERROR_CODES } from '../tiles/alphabet.js';
import type { TileSet } from '../tiles/tile-set.js';
import { makeCompactLexicon, type CompactLexicon } from './compact-lexicon.js';
import { letterCodesOf, MAX_LEXICON_LETTERS } from './letter-codes.js';
import { buildWordGraph } from './word-graph.js';

/** Why an entry of a word list was left out of a lexicon. */
export const SKIP_CODES = [...WORD_ERROR_CODES, 'one-letter'] as const;

/** A code of {@link SKIP_CODES}. */
export type SkipCode = (typeof SKIP_CODES)[number];

/** An entry that was left out, with the reason. */
export interface SkippedEntry {
  readonly entry: string;
  readonly code: SkipCode;
  readonly message: string;
}

/** What a build did with the word list: words kept, repeated entries, entries left out and why. */
export interface BuildReport {
  /** Distinct words in the lexicon. */
  readonly kept: number;
  /** Entries that normalized to a word already kept (e.g. `Essen` and `essen`). */
  readonly duplicates: number;
  /** Entries that could not be spelled with the tile set, in input order. */
  readonly skipped: readonly SkippedEntry[];
}

/** A built lexicon and its report. */
export interface BuiltLexicon {
  readonly lexicon: CompactLexicon;
  readonly report: BuildReport;
}

/** Codes of the errors a build can return. */
export const BUILD_ERROR_CODES = ['alphabet-too-large', 'not-a-word-list'] as const;

/** Why no lexicon could be built at all. */
export type BuildError = EngineError<(typeof BUILD_ERROR_CODES)[number]>;

/** Builds a compact lexicon for the rule set's tile set from any list of words (any case). */
export function buildLexicon(words: Iterable<string>, rules: { readonly tiles: TileSet }): Result<BuiltLexicon, BuildError> {
  const codes = letterCodesOf(rules.tiles);
  if (codes === null) {
    return err({ code: 'alphabet-too-large', message: `A compact lexicon holds at most ${MAX_LEXICON_LETTERS} letters; ${rules.tiles.name} has ${rules.tiles.letters.length}` });
  }
  if (words == null || typeof words === 'string' || typeof (words as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
    return err({ code: 'not-a-word-list', message: 'The words must be a list (an iterable) of strings, not one string' });
  }
  const alphabet = alphabetOf(rules.tiles);
  const seen = new Set<string>();
  const kept: number[][] = [];
  const skipped: SkippedEntry[] = [];
  let duplicates = 0;
  for (const entry of words) {
    const letters = tokenizeWord(entry, rules.tiles);
    if (!letters.ok) {
      skipped.push({ entry: typeof entry === 'string' ? entry : `(${entry === null ? 'null' : typeof entry})`, code: letters.error.code, message: letters.error.message });
      continue;
    }
    if (letters.value.length < 2) {
      skipped.push({ entry, code: 'one-letter', message: `"${entry}" has one letter; words of one letter are never words` });
      continue;
    }
    const key = letters.value.join('');
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    kept.push(letters.value.map((letter) => alphabet.codes.get(letter)!));
  }
  const { nodes, root } = buildWordGraph(kept);
  const lexicon = makeCompactLexicon(nodes, root, kept.length, rules.tiles, codes);
  return ok({ lexicon, report: { kept: kept.length, duplicates, skipped } });
}
