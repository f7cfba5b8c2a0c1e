/**
 * The solo-play demo: one greedy bot plays German alone for 30 turns (the rack left is subtracted
 * at the end); `--open` lets it choose its tiles from the open bag, `--two-racks` has it play two
 * racks against each other and reports their sum, `--lang nl-ij` plays Dutch with IJ for 40 turns.
 *
 * @example
 * ```sh
 * npm run demo -- --variant solo
 * npm run demo -- --variant solo --open
 * npm run demo -- --variant solo --two-racks --seed 3
 * ```
 * @module
 */
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { SOLO_DUTCH_IJ, SOLO_GERMAN, SOLO_GERMAN_OPEN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { option, usage, usageLine } from '../lib/demo-lexicon.js';
import { playVariantDemo } from '../lib/variant-demo.js';
import { loadWordList } from '../lib/wordlists.js';


/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--lang de|nl-ij', '--open', '--two-racks', '--seed TEXT', '--stems'];
const USAGE = usageLine('solo', OPTIONS);

/** Plays and prints one solo game; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const language = option(args, 'lang') ?? 'de';
  if (language !== 'de' && language !== 'nl-ij') usage(`Unknown language "${language}"`, USAGE);
  const base: RuleSet = language === 'de' ? (args.includes('--open') ? SOLO_GERMAN_OPEN : SOLO_GERMAN) : SOLO_DUTCH_IJ;
  const rules: RuleSet = language === 'nl-ij' && args.includes('--open') ? { ...base, draw: 'choose' } : base;
  const list = loadWordList(language === 'de' ? 'de' : 'nl', { affixes: !args.includes('--stems') });
  if (!list.ok) {
    console.error(list.error.message);
    process.exit(1);
  }
  const built = buildLexicon(list.value.words, rules);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  const players = args.includes('--two-racks') ? ['Anna', 'Anna (second rack)'] : ['Anna'];
  console.log(`#note word list ${list.value.source}: ${built.value.report.kept} words; ${rules.turnLimit ?? 'no'} turns${rules.draw === 'choose' ? '; tiles chosen from the open bag' : ''}`);
  await playVariantDemo({ rules, players, lexicon: built.value.lexicon, seed: option(args, 'seed') ?? 'solo 1' });
}
