/**
 * The `demo` command: two greedy bots play a game with the given word list; the game is printed
 * as a GCG record (which `verify` accepts).
 *
 * @example
 * ```sh
 * scrabble-engine demo --rules german --lexicon words.txt --seed 7 > game.gcg
 * ```
 * @module
 */
import { greedyBot, playBotGame } from '../bot/index.js';
import { gameToGcg } from '../gcg/from-game.js';
import { makeGcg } from '../gcg/make.js';
import { GERMAN } from '../rules/presets.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { CliIo } from './run.js';
import { loadWordList } from './word-list.js';
import { shown } from './shown.js';

/** Runs the demo; resolves to the exit code. */
export async function runDemo(flags: ReadonlyMap<string, string | true>, io: CliIo, given: RuleSet | undefined): Promise<number> {
  const rules = given ?? GERMAN;
  const path = flags.get('lexicon');
  if (typeof path !== 'string') {
    io.stderr('demo needs a word list for the bots: scrabble-engine demo --rules german --lexicon words.txt\n');
    return 2;
  }
  const seedText = flags.get('seed');
  const seed = typeof seedText === 'string' && /^[+-]?\d+$/.test(seedText.trim()) ? Number(seedText) : typeof seedText === 'string' ? NaN : 1;
  if (!Number.isSafeInteger(seed)) {
    io.stderr('--seed must be a whole number\n');
    return 2;
  }
  const built = await loadWordList(io, path, rules);
  if (!built.ok) {
    io.stderr(`${shown(built.error)}\n`);
    return 2;
  }
  const bot = greedyBot(built.value);
  const game = playBotGame({ rules, players: ['Bot 1', 'Bot 2'], bots: [bot, bot], seed, lexicon: built.value });
  if (!game.ok) {
    io.stderr(`The bot game stopped: ${shown(game.error.message)}\n`);
    return 1;
  }
  io.stdout(makeGcg(gameToGcg(game.value.state)));
  return 0;
}
