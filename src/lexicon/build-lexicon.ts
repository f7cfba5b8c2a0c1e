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
 *   built.value.report.longerThanBoard;  // 0: no entry has more tiles than a board's longest line (26)
 * }
 * ```
 * @module
 */
import { isTileSet, orElse, quote } from '../total.js';

import { err, ok, type EngineError, type Result } from '../result.js';
import { MAX_BOARD_SIDE } from '../board/max-side.js';
import { memoByContent, tileSetKey } from '../memo.js';
import { alphabetOf, MAX_WORD_LENGTH, tokenizeWord, WORD_ERROR_CODES } from '../tiles/alphabet.js';
import type { TileSet } from '../tiles/tile-set.js';
import { makeCompactLexicon, type CompactLexicon } from './compact-lexicon.js';
import { letterCodesOf, MAX_LEXICON_LETTERS } from './letter-codes.js';
import { buildWordGraph } from './word-graph.js';

/**
 * Why an entry of a word list was left out of a lexicon.
 * @example
 * ```ts
 * import { SKIP_CODES } from 'scrabble-engine';
 * SKIP_CODES.includes('empty-word');   // true
 * ```
 */
export const SKIP_CODES = [...WORD_ERROR_CODES, 'one-letter', 'longer-than-board'] as const;

/**
 * A code of {@link SKIP_CODES}.
 * @example
 * ```ts
 * import type { SkipCode } from 'scrabble-engine';
 * const value: SkipCode = 'empty-word';   // one of SKIP_CODES
 * ```
 */
export type SkipCode = (typeof SKIP_CODES)[number];

/**
 * An entry that was left out, with the reason.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN, type SkippedEntry } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'X', '42'], GERMAN);
 * const skipped: readonly SkippedEntry[] = built.ok ? built.value.report.skipped : [];   // 'X' and '42', each with its code
 * ```
 */
export interface SkippedEntry {
  readonly entry: string;
  readonly code: SkipCode;
  readonly message: string;
}

/**
 * What a build did with the word list: words kept, repeated entries, entries left out and why.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN, type BuildReport } from 'scrabble-engine';
 * const words = ['Hund', 'Hunde', 'Gründe', 'und', 'Ende'];   // your word list
 * const built = buildLexicon(words, GERMAN);
 * const report: BuildReport | null = built.ok ? built.value.report : null;   // kept, duplicates, skipped
 * ```
 */
export interface BuildReport {
  /** Distinct words in the lexicon. */
  readonly kept: number;
  /** Entries that normalized to a word already kept (e.g. `Essen` and `essen`). */
  readonly duplicates: number;
  /** Entries that could not be spelled with the tile set, in input order. */
  readonly skipped: readonly SkippedEntry[];
  /** Entries of more tiles than the longest line of any board (26 squares): never playable, left out (also in `skipped`, code `longer-than-board`). */
  readonly longerThanBoard: number;
}

/**
 * A built lexicon and its report.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN, type BuiltLexicon } from 'scrabble-engine';
 * const words = ['Hund', 'Hunde', 'Gründe', 'und', 'Ende'];   // your word list
 * const built = buildLexicon(words, GERMAN);
 * const result: BuiltLexicon | null = built.ok ? built.value : null;
 * ```
 */
export interface BuiltLexicon {
  readonly lexicon: CompactLexicon;
  readonly report: BuildReport;
}

/**
 * Codes of the errors a build can return.
 * @example
 * ```ts
 * import { BUILD_ERROR_CODES } from 'scrabble-engine';
 * BUILD_ERROR_CODES.includes('alphabet-too-large');   // true
 * ```
 */
export const BUILD_ERROR_CODES = ['alphabet-too-large', 'not-a-word-list', 'not-a-tile-set'] as const;

/**
 * Why no lexicon could be built at all.
 * @example
 * ```ts
 * import type { BuildError } from 'scrabble-engine';
 * const explain = (error: BuildError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type BuildError = EngineError<(typeof BUILD_ERROR_CODES)[number]>;

/**
 * Builds a compact lexicon for the rule set's tile set from any list of words (any case).
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'hunde', 'GRÜNDE'], GERMAN);
 * if (built.ok) built.value.lexicon.has('HUNDE');   // true: words are kept in normal form
 * ```
 */
export function buildLexicon(words: Iterable<string>, rules: { readonly tiles: TileSet }): Result<BuiltLexicon, BuildError> {
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) {
    return err({ code: 'not-a-tile-set', message: 'Building a lexicon needs a rule set with a tile set: { tiles }' });
  }
  return orElse(() => build(words, rules), err({ code: 'not-a-word-list', message: 'The words could not be read as a list of strings' }));
}

function build(words: Iterable<string>, rules: { readonly tiles: TileSet }): Result<BuiltLexicon, BuildError> {
  const codes = letterCodesOf(rules.tiles);
  if (codes === null) {
    return err({ code: 'alphabet-too-large', message: `A compact lexicon holds at most ${MAX_LEXICON_LETTERS} letters; ${rules.tiles.name} has ${rules.tiles.letters.length}` });
  }
  if (words == null || typeof words === 'string' || typeof (words as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
    return err({ code: 'not-a-word-list', message: 'The words must be a list (an iterable) of strings, not one string' });
  }
  const alphabet = alphabetOf(rules.tiles);
  const direct = directCodes(rules.tiles);
  // A list given as an array is sized at once (its strings' lengths bound their tiles, but for
  // letters a tokenizer spells longer); any other list, or a longer spelling, grows the arrays.
  const sized = Array.isArray(words) ? (words as readonly string[]) : null;
  let room = 1 << 16;
  if (sized !== null) {
    room = 0;
    for (let i = 0; i < sized.length; i++) {
      const entry: unknown = sized[i];
      if (typeof entry === 'string') room += Math.min(entry.length, MAX_WORD_LENGTH);
    }
  }
  let pool = new Uint8Array(room);
  let starts = new Int32Array(sized !== null ? sized.length : 1 << 12);
  let lengths = new Uint8Array(starts.length);
  let count = 0;
  let used = 0;
  const skipped: SkippedEntry[] = [];
  let longerThanBoard = 0;
  const makeRoom = (size: number) => {
    if (used + size <= pool.length) return;
    const bigger = new Uint8Array(Math.max(pool.length * 2, used + size));
    bigger.set(pool);
    pool = bigger;
  };
  // One entry; an array is read by index (a loop over an iterator makes an object per entry).
  const add = (entry: string) => {
    if (count === starts.length) {
      const biggerStarts = new Int32Array(Math.max(count * 2, 1 << 12));
      biggerStarts.set(starts);
      starts = biggerStarts;
      const biggerLengths = new Uint8Array(biggerStarts.length);
      biggerLengths.set(lengths);
      lengths = biggerLengths;
    }
    if (typeof entry === 'string' && entry.length <= MAX_WORD_LENGTH) makeRoom(entry.length);
    let length = typeof entry === 'string' ? readDirect(entry, direct, pool, used) : -1;
    if (length < 0) {
      const letters = tokenizeWord(entry, rules.tiles);
      if (!letters.ok) {
        skipped.push({ entry: typeof entry === 'string' ? entry : `(${entry === null ? 'null' : typeof entry})`, code: letters.error.code, message: letters.error.message });
        return;
      }
      length = letters.value.length;
      makeRoom(length);
      for (let k = 0; k < length; k++) pool[used + k] = alphabet.codes.get(letters.value[k]!)!;
    }
    if (length < 2) {
      skipped.push({ entry, code: 'one-letter', message: `${quote(entry)} has one letter; words of one letter are never words` });
      return;
    }
    if (length > MAX_BOARD_SIDE) {
      longerThanBoard++;
      skipped.push({ entry, code: 'longer-than-board', message: `${quote(entry, 40)} has ${length} tiles; no line of a board holds more than ${MAX_BOARD_SIDE}` });
      return;
    }
    starts[count] = used;
    lengths[count] = length;
    count++;
    used += length;
  };
  if (sized !== null) for (let i = 0; i < sized.length; i++) add(sized[i]!);
  else for (const entry of words) add(entry);
  const { nodes, root, words: kept } = buildWordGraph({ pool, starts: starts.subarray(0, count), lengths: lengths.subarray(0, count) });
  const lexicon = makeCompactLexicon(nodes, root, kept, rules.tiles, codes);
  return ok({ lexicon, report: { kept, duplicates: count - kept, skipped, longerThanBoard } });
}

/**
 * Letter codes of the characters that spell a tile of the set on their own, in either case (the
 * set's one-character letters and their lower-case forms), -1 for any other character, including
 * the parts of letters of several characters (IJ). Words of such characters only are read
 * without the tokenizer, with the same result. Internal (also used to read racks).
 */
export const directCodesBySet: (tiles: TileSet) => Int16Array = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): Int16Array => {
  const alphabet = alphabetOf(tiles);
  const table = new Int16Array(0x10000).fill(-1);
  const parts = new Set(alphabet.letters.filter((l) => l.length > 1).join(''));
  alphabet.letters.forEach((letter, code) => {
    if (letter.length !== 1 || parts.has(letter)) return;
    table[letter.charCodeAt(0)] = code;
    const lower = letter.toLowerCase();
    if (lower.length === 1 && lower.toUpperCase() === letter && !parts.has(lower.toUpperCase())) table[lower.charCodeAt(0)] = code;
  });
  return table;
});

function directCodes(tiles: TileSet): Int16Array {
  return directCodesBySet(tiles);
}

/** Reads a word of direct characters only into `out` at `at`; returns its length, or -1 to use the tokenizer. */
function readDirect(word: string, table: Int16Array, out: Uint8Array, at: number): number {
  const n = word.length;
  if (n === 0 || n > MAX_WORD_LENGTH) return -1;
  for (let i = 0; i < n; i++) {
    const code = table[word.charCodeAt(i)]!;
    if (code < 0) return -1;
    out[at + i] = code;
  }
  return n;
}
