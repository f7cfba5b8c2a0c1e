/**
 * The Gendern demo: two greedy bots play German with the Gendern rule, where a blank may be played
 * as the ending `*IN` (`TISCHLER*IN`, `HIRT*INNEN`). The word list is `dictionary-de` (stems with
 * the simple affixes, or the stems only with `--stems`); the personal nouns are derived from it:
 * every capitalized word ending in -er or -e whose feminine forms in -in and -innen are in the list
 * too (Lehrer: Lehrerin, Lehrerinnen; Hirte: Hirtin, Hirtinnen).
 *
 * @example
 * ```sh
 * npm run demo -- --variant gendern
 * npm run demo -- --variant gendern --seed "another game" --stems
 * ```
 * @module
 */
import { beforeMove, greedyBot, type Bot } from '../../src/bot/index.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { GENDERN_TOKEN } from '../../src/tiles/tile-set.js';
import { gendernLexicon } from '../../src/lexicon/gendern-lexicon.js';
import { GERMAN_GENDERN } from '../../src/rules/presets.js';
import { option } from '../lib/demo-lexicon.js';
import { personalNouns } from '../lib/personal-nouns.js';
import { playVariantDemo } from '../lib/variant-demo.js';
import { loadWordList } from '../lib/wordlists.js';

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--seed TEXT', '--stems'];

/** Plays and prints one game under the Gendern rule; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const seed = option(args, 'seed') ?? 'gendern demo 2';
  const list = loadWordList('de', { affixes: !args.includes('--stems') });
  const full = list.ok && args.includes('--stems') ? loadWordList('de', { affixes: true }) : list;
  if (!list.ok || !full.ok) {
    console.error(list.ok ? (full.ok ? '' : full.error.message) : list.error.message);
    process.exit(1);
  }
  const built = buildLexicon(list.value.words, GERMAN_GENDERN);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  const nouns = personalNouns(full.value.entries);
  const lexicon = gendernLexicon(built.value.lexicon, nouns);
  console.log(`#note word list ${list.value.source}: ${built.value.report.kept} words; ${nouns.length} personal nouns (words in -er/-e whose forms in -in and -innen are listed) give X*IN and X*INNEN`);
  await playVariantDemo({ rules: GERMAN_GENDERN, players: ['Anna', 'Bernd'], lexicon, seed, bot: { bot: gendernFriendly(lexicon), description: 'greedy bot (highest score) that prefers a *IN play scoring at least half the best' } });
}

/**
 * A greedy bot that shows the rule off: when a play with `*IN` scores at least half as much as the
 * best play, it plays the best such play (a blank as `*IN` rarely scores most, since it is worth 0).
 */
function gendernFriendly(lexicon: CompactLexicon): Bot {
  const greedy = greedyBot(lexicon);
  return (view, context) => {
    const owed = beforeMove(view, lexicon);
    if (owed !== null) return owed;
    const moves = generateMoves(view.board, view.rack, view.rules, lexicon);
    const best = moves.ok ? moves.value[0] : undefined;
    const withEnding = moves.ok ? moves.value.find((m) => m.move.tiles.some((t) => t.letter === GENDERN_TOKEN)) : undefined;
    if (best !== undefined && withEnding !== undefined && 2 * withEnding.score >= best.score) {
      return { type: 'play', player: context.player, move: withEnding.move };
    }
    return greedy(view, context);
  };
}
