/**
 * The dice game's demo: two bots play a full game of Scrabble Würfel (twelve rounds) through the
 * reducer, with the German word list of the `dictionary-de` dev dependency (its stems with the
 * simple affixes expanded, or the stems only with `--stems`; entries written all in capitals,
 * abbreviations, are left out). Anna's bot weighs each slot's future worth; Bernd's takes the most
 * points now. Prints every round (the rolls, the letters, each entry and its points) and then each
 * player's pad; `--svg DIR` also writes each pad as an SVG file.
 *
 * @example
 * ```sh
 * npm run demo -- --variant wuerfel                 # seed 1
 * npm run demo -- --variant wuerfel --seed 42       # another game; the same seed replays the same game
 * npm run demo -- --variant wuerfel --svg pads      # also pads/anna.svg, pads/bernd.svg
 * ```
 * @module
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { GERMAN } from '../../src/rules/presets.js';
import {
  GREEDY_SLOT_VALUES, playWuerfelGame, renderPad, renderPadSvg, results, wuerfelBot, type WuerfelEvent,
} from '../../src/wuerfel/index.js';
import { loadWordList } from '../lib/wordlists.js';
import { option, usage as showUsage, usageLine } from '../lib/demo-lexicon.js';

function usage(message: string): never {
  return showUsage(message, usageLine('wuerfel', OPTIONS));
}

/** One event as a line of the game's log. */
function describe(event: WuerfelEvent, players: readonly string[]): string | null {
  switch (event.type) {
    case 'dice-rolled': {
      const kept = event.kept.length === 0 ? '' : `, keeping ${event.kept.map((d) => event.faces[d]).join(' ')}`;
      return `  ${players[event.player]} rolls (${event.roll}${kept}): ${event.faces.join(' ')}`;
    }
    case 'letters-settled':
      return `  letters: ${event.faces.join(' ')}${event.by === 'stop' ? '' : ' (third roll)'}`;
    case 'word-written': {
      const where = event.slot === 'crossword' ? 'crossword' : `${event.slot}-letter slot`;
      const note = event.entry.verdict === 'scored' ? '' : ` (${event.entry.verdict})`;
      return `    ${players[event.player]}: ${event.text} in the ${where}: ${event.entry.score}${note}`;
    }
    case 'slot-struck':
      return `    ${players[event.player]}: strikes the ${event.slot === 'crossword' ? 'crossword' : `${event.slot}-letter`} slot: 0`;
    default:
      return null;
  }
}

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--seed N', '--svg DIR', '--stems'];

/** Plays and prints one dice game; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const seedText = option(args, 'seed') ?? '1';
  const seed = Number(seedText);
  if (!Number.isSafeInteger(seed)) usage(`--seed takes an integer, not "${seedText}"`);
  const list = loadWordList('de', { affixes: !args.includes('--stems') });
  if (!list.ok) {
    console.error(list.error.message);
    process.exit(1);
  }
  const started = performance.now();
  const words = list.value.words;
  const built = buildLexicon(words, GERMAN);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  const lexicon = built.value.lexicon;
  console.log(`Scrabble Würfel, seed ${seed}: ${lexicon.wordCount} words from ${list.value.source} (${Math.round(performance.now() - started)} ms)`);
  const players = ['Anna', 'Bernd'];
  const bots = [wuerfelBot(lexicon), wuerfelBot(lexicon, { slotValues: GREEDY_SLOT_VALUES })];
  const game = await playWuerfelGame({ players, bots, seed, lexicon });
  if (!game.ok) {
    console.error(`The game stopped: ${game.error.message}`);
    process.exit(1);
  }
  const { state, turns } = game.value;
  for (const turn of turns) {
    for (const event of turn.events) {
      if (event.type === 'dice-rolled' && event.roll === 1) console.log(`\nRound ${event.round + 1}: ${players[event.player]} rolls`);
      const line = describe(event, players);
      if (line !== null) console.log(line);
    }
  }
  const svgDir = option(args, 'svg');
  if (svgDir !== undefined) mkdirSync(svgDir, { recursive: true });
  for (let p = 0; p < players.length; p++) {
    console.log(`\n${renderPad(state, p)}`);
    if (svgDir !== undefined) {
      const file = join(svgDir, `${players[p]!.toLowerCase()}.svg`);
      writeFileSync(file, renderPadSvg(state, p));
      console.log(`(written to ${file})`);
    }
  }
  const r = results(state);
  const winners = r.winners.map((w) => players[w]).join(' and ');
  console.log(`${r.winners.length > 1 ? 'Tie' : 'Winner'}: ${winners} with ${r.players[r.winners[0]!]!.total} points (${r.players.map((p) => `${p.name} ${p.total}`).join(', ')})`);
}
