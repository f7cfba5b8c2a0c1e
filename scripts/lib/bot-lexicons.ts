/**
 * The lexicons the bot scripts (leave training, strength) play with: the word lists of the npm
 * dictionaries that are development dependencies, or a word list file given on the command line.
 * Scripts only: it reads files.
 * @module
 */
import { readFileSync } from 'node:fs';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { option } from './args.js';
import { loadWordList, type WordListLanguage } from './wordlists.js';

/** The value of a command-line option (`--name value` or `--name=value`), for the scripts that read it from here. */
export { option };

/** The languages the bot scripts know, with their rule set and word list package. */
export const BOT_LANGUAGES: Record<string, { rules: RuleSet; list: WordListLanguage; file: string; constant: string }> = {
  de: { rules: GERMAN, list: 'de', file: 'german', constant: 'GERMAN' },
  'nl-ij': { rules: DUTCH_IJ, list: 'nl', file: 'dutch-ij', constant: 'DUTCH_IJ' },
  en: { rules: ENGLISH, list: 'en', file: 'english', constant: 'ENGLISH' },
};

/** A built lexicon and where its words came from. */
export interface BotLexicon {
  readonly rules: RuleSet;
  readonly lexicon: CompactLexicon;
  readonly source: string;
  readonly words: number;
}

/** Builds the lexicon of a language from its dictionary package (affixes expanded) or from a word list file (one word per line). */
export function botLexicon(language: string, wordsFile?: string): BotLexicon {
  const lang = BOT_LANGUAGES[language];
  if (lang === undefined) throw new Error(`Unknown language "${language}": use ${Object.keys(BOT_LANGUAGES).join(', ')}`);
  let words: string[];
  let source: string;
  if (wordsFile !== undefined) {
    words = readFileSync(wordsFile, 'utf8').split(/\r?\n/).filter((w) => w.length > 0);
    source = wordsFile.split('/').pop() ?? wordsFile;
  } else {
    const list = loadWordList(lang.list, { affixes: true });
    if (!list.ok) throw new Error(list.error.message);
    words = list.value.words;
    source = list.value.source;
  }
  const built = buildLexicon(words, lang.rules);
  if (!built.ok) throw new Error(built.error.message);
  return { rules: lang.rules, lexicon: built.value.lexicon, source, words: built.value.report.kept };
}

