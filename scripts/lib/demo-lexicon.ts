/**
 * The lexicon of the demos of the ways of playing: a word list from the npm dictionaries that are
 * development dependencies, built into a compact lexicon, with the command-line options they share
 * (`--lang de|nl-ij`, `--seed TEXT`, `--stems`). Scripts only.
 *
 * @example
 * ```ts
 * import { demoLexicon, option } from '../lib/demo-lexicon.js';
 * const { rules, lexicon } = demoLexicon(args, 'duplicate');
 * ```
 * @module
 */
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { DUTCH_IJ, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { option } from './args.js';
import { loadWordList, type WordListLanguage } from './wordlists.js';

/** The value of a command-line option (`--name value` or `--name=value`), for the scripts that read it from here. */
export { option };

const LANGUAGES: Record<string, { rules: RuleSet; list: WordListLanguage }> = {
  de: { rules: GERMAN, list: 'de' },
  'nl-ij': { rules: DUTCH_IJ, list: 'nl' },
};


/** The usage line of a demo: its variant and its options (each `--name` and a hint of its value). */
export function usageLine(variant: string, options: readonly string[]): string {
  return `npm run demo -- --variant ${variant}${options.map((spec) => ` [${spec}]`).join('')}`;
}

/** Prints the message and the usage line, and exits with code 2. */
export function usage(message: string, line: string): never {
  console.error(`${message}\nUsage: ${line}`);
  process.exit(2);
}

/** The rule set and the compact lexicon of `--lang` (default German), printed as a `#note` line. */
export function demoLexicon(args: readonly string[], usageLine: string): { rules: RuleSet; lexicon: CompactLexicon; language: string } {
  const language = option(args, 'lang') ?? 'de';
  const chosen = LANGUAGES[language];
  if (chosen === undefined) usage(`Unknown language "${language}": use ${Object.keys(LANGUAGES).join(' or ')}`, usageLine);
  const list = loadWordList(chosen.list, { affixes: !args.includes('--stems') });
  if (!list.ok) {
    console.error(list.error.message);
    process.exit(1);
  }
  const started = performance.now();
  const built = buildLexicon(list.value.words, chosen.rules);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  const { lexicon, report } = built.value;
  console.log(`#note ${chosen.rules.name}; word list ${list.value.source}: ${report.kept} words; built in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return { rules: chosen.rules, lexicon, language };
}
