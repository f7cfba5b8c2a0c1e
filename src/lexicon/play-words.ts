/**
 * Word lists for play from spelling dictionaries: the entries a player would not accept on the
 * board are left out and counted by reason (abbreviations, proper names, words the tile set
 * cannot spell, words longer than the board's longest line), and `lexiconFromHunspell` does the
 * whole way from the texts of a Hunspell `.aff` and `.dic` to a compact lexicon with its report.
 *
 * @example
 * ```ts
 * import { lexiconFromHunspell, ENGLISH } from 'scrabble-engine';
 * const built = lexiconFromHunspell('SFX S Y 1\nSFX S 0 s .\n', '3\ndog/S\nSony\nEDV\n', ENGLISH);
 * if (built.ok) built.value.report.leftOut;   // { 'proper-name': 1, abbreviation: 1, ... }
 * ```
 * @module
 */
import { isTileSet, orElse } from '../total.js';
import { err, ok, type Result } from '../result.js';
import { alphabetOf, tokenizeWord } from '../tiles/alphabet.js';
import { directCodesBySet } from './build-lexicon.js';
import type { TileSet } from '../tiles/tile-set.js';
import type { Layout } from '../board/layout.js';
import { buildLexicon, type BuildError } from './build-lexicon.js';
import type { CompactLexicon } from './compact-lexicon.js';
import { expandHunspell } from './hunspell.js';

/**
 * Why an entry of a spelling dictionary is not a word for play.
 * @example
 * ```ts
 * import { LEFT_OUT_REASONS } from 'scrabble-engine';
 * LEFT_OUT_REASONS.includes('abbreviation');   // true
 * ```
 */
export const LEFT_OUT_REASONS = [
  'forbidden', 'compound-only', 'need-affix', 'marked', 'abbreviation', 'proper-name', 'not-in-tile-set', 'too-long', 'one-letter',
] as const;

/**
 * A reason of {@link LEFT_OUT_REASONS}.
 * @example
 * ```ts
 * import type { LeftOutReason } from 'scrabble-engine';
 * const reason: LeftOutReason = 'proper-name';
 * ```
 */
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/**
 * How capitalised entries are read: as names (Dutch, English: common nouns are written in lower
 * case) or as nouns (German), optionally only those a list of common nouns confirms.
 * @example
 * ```ts
 * import type { PlayWordsOptions } from 'scrabble-engine';
 * const german: PlayWordsOptions = { capitalised: 'nouns' };
 * ```
 */
export interface PlayWordsOptions {
  /** `'names'` leaves out every capitalised entry; `'nouns'` keeps them. Default: nouns for a set with Ä, Ö, Ü, else names. */
  readonly capitalised?: 'names' | 'nouns';
  /** With `'nouns'`: only the capitalised entries this list holds (in any case) are kept; the others count as names. */
  readonly commonNouns?: Iterable<string>;
  /** Entries known to be names or abbreviations that their form does not show, as written (a lower-case one also stands for its capitalised and upper-case forms): left out as marked. */
  readonly exclude?: Iterable<string>;
  /** The longest word kept, in tiles; default the longest line of the board (its rows or columns). */
  readonly maxLength?: number;
}

/**
 * What making a word list for play did: entries read, words kept, entries left out by reason, and a few examples of each.
 * @example
 * ```ts
 * import { wordsForPlay, GERMAN, type PlayWordsReport } from 'scrabble-engine';
 * const played = wordsForPlay(['Hund', 'EDV'], GERMAN);
 * const report: PlayWordsReport | null = played.ok ? played.value.report : null;   // kept 1, abbreviation 1
 * ```
 */
export interface PlayWordsReport {
  readonly read: number;
  readonly kept: number;
  readonly leftOut: Readonly<Record<LeftOutReason, number>>;
  readonly examples: Readonly<Record<LeftOutReason, readonly string[]>>;
}

/**
 * A word list for play and its report.
 * @example
 * ```ts
 * import { wordsForPlay, GERMAN, type PlayWords } from 'scrabble-engine';
 * const played = wordsForPlay(['Hund', 'Hunde'], GERMAN);
 * const list: PlayWords | null = played.ok ? played.value : null;   // words: ['HUND', 'HUNDE']
 * ```
 */
export interface PlayWords {
  /** The kept words in normal form (upper case, IJ as written), distinct, in the order first met. */
  readonly words: string[];
  readonly report: PlayWordsReport;
}

/** The rule-set parts a word list for play depends on. */
type PlayRules = { readonly tiles: TileSet; readonly layout?: Pick<Layout, 'rows' | 'cols'> };

const VOWELS = /[aeiouyäöüàáâèéêëìíîïòóôùúûĳ]/iu;

/**
 * Whether an entry is written as an abbreviation: a dot or a digit, a capital after the first letter, or no vowel at all.
 * @example
 * ```ts
 * import { looksLikeAbbreviation } from 'scrabble-engine';
 * looksLikeAbbreviation('kHz');    // true
 * looksLikeAbbreviation('Hund');   // false
 * ```
 */
export function looksLikeAbbreviation(entry: string): boolean {
  if (typeof entry !== 'string') return false;
  if (/[.\d]/u.test(entry)) return true;
  if (/^.+\p{Lu}/u.test(entry)) return true;
  return !VOWELS.test(entry);
}

function emptyCounts<T>(make: () => T): Record<LeftOutReason, T> {
  return Object.fromEntries(LEFT_OUT_REASONS.map((r) => [r, make()])) as Record<LeftOutReason, T>;
}

/**
 * The words of a spelling dictionary that a player accepts, in normal form, with the entries left out counted by reason.
 * @example
 * ```ts
 * import { wordsForPlay, DUTCH_IJ } from 'scrabble-engine';
 * const played = wordsForPlay(['ijsje', 'Amsterdam', 'bijv.', 'tv'], DUTCH_IJ);
 * if (played.ok) played.value.words;   // ['IJSJE']
 * ```
 */
export function wordsForPlay(entries: Iterable<string>, rules: PlayRules, options: PlayWordsOptions = {}): Result<PlayWords, BuildError> {
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) {
    return err({ code: 'not-a-tile-set', message: 'A word list for play needs a rule set with a tile set: { tiles }' });
  }
  if (entries == null || typeof entries === 'string' || typeof (entries as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
    return err({ code: 'not-a-word-list', message: 'The entries must be a list (an iterable) of strings, not one string' });
  }
  return orElse<Result<PlayWords, BuildError>>(() => ok(filterWords(entries, rules, typeof options === 'object' && options !== null ? options : {})),
    err({ code: 'not-a-word-list', message: 'The entries or the options could not be read' }));
}

function filterWords(entries: Iterable<string>, rules: PlayRules, options: PlayWordsOptions): PlayWords {
  const leftOut = emptyCounts(() => 0);
  const examples = emptyCounts<string[]>(() => []);
  const drop = (reason: LeftOutReason, entry: string): void => {
    leftOut[reason]++;
    if (examples[reason].length < 5) examples[reason].push(entry);
  };
  const tiles = rules.tiles;
  const nounsByDefault = tiles.letters.some((l) => l.letter === 'Ä' || l.letter === 'Ü');
  const asNouns = (options.capitalised ?? (nounsByDefault ? 'nouns' : 'names')) === 'nouns';
  const common = options.commonNouns === undefined ? null : new Set([...options.commonNouns].map((w) => w.toUpperCase()));
  const excluded = new Set(options.exclude ?? []);
  const longest = options.maxLength ?? Math.max(rules.layout?.rows ?? 15, rules.layout?.cols ?? 15);
  const kept = new Set<string>();
  const direct = directCodesBySet(tiles);
  const letterOf = alphabetOf(tiles).letters;
  /** The normal form of a word whose every character is a tile of its own (most words), else null. */
  const directForm = (word: string): string | null => {
    let out = '';
    for (let i = 0; i < word.length; i++) {
      const code = direct[word.charCodeAt(i)]!;
      if (code < 0) return null;
      out += letterOf[code]!;
    }
    return out;
  };
  let read = 0;
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    read++;
    if (looksLikeAbbreviation(entry)) {
      drop('abbreviation', entry);
      continue;
    }
    const upper = entry.toUpperCase();
    if (excluded.has(entry) || excluded.has(entry.toLowerCase())) {
      drop('marked', entry);
      continue;
    }
    if (/^\p{Lu}/u.test(entry) && (!asNouns || (common !== null && !common.has(upper)))) {
      drop('proper-name', entry);
      continue;
    }
    const quick = directForm(entry);
    if (quick !== null) {
      if (quick.length > longest) drop('too-long', entry);
      else if (quick.length < 2) drop('one-letter', entry);
      else kept.add(quick);
      continue;
    }
    const letters = tokenizeWord(entry, tiles);
    if (!letters.ok) {
      drop(letters.error.code === 'word-too-long' ? 'too-long' : 'not-in-tile-set', entry);
      continue;
    }
    if (letters.value.length > longest) {
      drop('too-long', entry);
      continue;
    }
    if (letters.value.length < 2) {
      drop('one-letter', entry);
      continue;
    }
    kept.add(letters.value.join(''));
  }
  return { words: [...kept], report: { read, kept: kept.size, leftOut, examples } };
}

/**
 * A lexicon built from a Hunspell dictionary, the words it holds, and the report of what was left out.
 * @example
 * ```ts
 * import { lexiconFromHunspell, GERMAN, type HunspellLexicon } from 'scrabble-engine';
 * const built = lexiconFromHunspell('SFX E Y 1\nSFX E 0 e .\n', '1\nHund/E\n', GERMAN);
 * const result: HunspellLexicon | null = built.ok ? built.value : null;
 * ```
 */
export interface HunspellLexicon {
  readonly lexicon: CompactLexicon;
  readonly words: string[];
  readonly report: PlayWordsReport;
}

/**
 * Expands a Hunspell dictionary (the texts of its `.aff` and `.dic` files), keeps the words a player
 * accepts, and builds a compact lexicon of them: see {@link expandHunspell} and {@link wordsForPlay}.
 * Extra words (for example the inflected forms of another free source) join the list before the filter.
 * @example
 * ```ts
 * import { lexiconFromHunspell, GERMAN } from 'scrabble-engine';
 * const built = lexiconFromHunspell('SFX E Y 1\nSFX E 0 e .\n', '2\nHund/E\nADAC\n', GERMAN);
 * if (built.ok) built.value.lexicon.has('HUNDE');   // true; ADAC is counted as an abbreviation
 * ```
 */
export function lexiconFromHunspell(
  affText: string, dicText: string, rules: PlayRules, options: PlayWordsOptions & { readonly extraWords?: Iterable<string> } = {},
): Result<HunspellLexicon, BuildError> {
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) {
    return err({ code: 'not-a-tile-set', message: 'Building a lexicon needs a rule set with a tile set: { tiles }' });
  }
  if (typeof affText !== 'string' || typeof dicText !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null))) {
    return err({ code: 'not-a-word-list', message: 'Give the texts of the .aff and .dic files as strings' });
  }
  return orElse<Result<HunspellLexicon, BuildError>>(() => fromHunspell(affText, dicText, rules, options), err({ code: 'not-a-word-list', message: 'The extra words or the options could not be read' }));
}

function fromHunspell(
  affText: string, dicText: string, rules: PlayRules, options: PlayWordsOptions & { readonly extraWords?: Iterable<string> },
): Result<HunspellLexicon, BuildError> {
  const expansion = expandHunspell(affText, dicText);
  const entries = options.extraWords === undefined ? expansion.words : [...expansion.words, ...options.extraWords];
  const played = wordsForPlay(entries, rules, options);
  if (!played.ok) return played;
  const play = played.value;
  const built = buildLexicon(play.words, rules);
  if (!built.ok) return built;
  const leftOut = {
    ...play.report.leftOut,
    forbidden: expansion.forbidden,
    'compound-only': expansion.compoundOnly,
    'need-affix': expansion.needAffix,
    marked: play.report.leftOut.marked + expansion.marked.length,
  };
  return ok({ lexicon: built.value.lexicon, words: play.words, report: { ...play.report, read: play.report.read + expansion.marked.length, leftOut } });
}
