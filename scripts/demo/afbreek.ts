/**
 * Afbreek-Scrabble's demo: two greedy bots play a classic game to its end, then two Afbreek bots
 * (each taking the highest-scoring legal removal) take that final board apart, the classic game's
 * winner first. Prints the board taken apart, every removal with its score, the board left and
 * the results.
 *
 * @example
 * ```sh
 * npm run demo -- --variant afbreek
 * npm run demo -- --variant afbreek --scoring premium --max die --seed 7 --lang nl-ij
 * ```
 * @module
 */
import { renderBoard } from '../../src/board/render.js';
import { greedyBot, playBotGame } from '../../src/bot/index.js';
import { afbreekBot, applyAction, createGame, results, viewFor, type MaxTiles } from '../../src/afbreek/index.js';
import { demoLexicon, option, usage, usageLine } from '../lib/demo-lexicon.js';

const PLAYERS = ['Anna', 'Bernd'];

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--lang de|nl-ij', '--seed TEXT', '--scoring face|premium', '--max 1..26|die', '--stems'];
const USAGE = usageLine('afbreek', OPTIONS);

/** Plays a classic game, then takes its board apart; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const scoring = option(args, 'scoring') ?? 'face';
  if (scoring !== 'face' && scoring !== 'premium') usage(`Unknown scoring "${scoring}"`, USAGE);
  const maxText = option(args, 'max') ?? '6';
  const maxTiles: MaxTiles = maxText === 'die' ? 'die' : Number(maxText);
  if (maxTiles !== 'die' && !(Number.isInteger(maxTiles) && maxTiles >= 1 && maxTiles <= 26)) usage(`--max takes 1 to 26 or die, not "${maxText}"`, USAGE);
  const seed = option(args, 'seed') ?? 'afbreek demo 1';
  const { rules, lexicon } = demoLexicon(args, USAGE);
  const classic = playBotGame({ rules, players: PLAYERS, bots: [greedyBot(lexicon), greedyBot(lexicon)], seed, lexicon });
  if (!classic.ok) {
    console.error(`The classic game stopped: ${classic.error.message}`);
    process.exit(1);
  }
  const finished = classic.value.state;
  const winner = finished.result?.winners[0] ?? 0;
  console.log(`#note seed "${seed}"; a classic game between greedy bots: ${PLAYERS.map((p, i) => `${p} ${finished.scores[i]}`).join(', ')}`);
  console.log(`#note its final board is taken apart (scoring ${scoring}, at most ${maxTiles === 'die' ? 'a die\'s roll of' : maxTiles} tiles a turn); ${PLAYERS[winner]} starts`);
  console.log('');
  console.log(renderBoard(finished.board, rules));
  console.log('');
  const game = createGame({ rules, players: PLAYERS, board: finished.board, first: winner, scoring, maxTiles, seed, lexicon });
  if (!game.ok) {
    console.error(`${game.error.code}: ${game.error.message}`);
    process.exit(1);
  }
  const bot = afbreekBot(lexicon);
  let state = game.value;
  const started = performance.now();
  while (state.phase === 'playing') {
    const player = state.turn;
    const limit = state.limit;
    const played = applyAction(state, bot(viewFor(state, player)), { lexicon });
    if (!played.ok) {
      console.error(`${PLAYERS[player]}: ${played.error.code}: ${played.error.message}`);
      process.exit(1);
    }
    state = played.value.state;
    const turn = state.history[state.history.length - 1]!;
    const max = maxTiles === 'die' ? ` (die ${limit})` : '';
    if (turn.type === 'pass') console.log(`>${PLAYERS[player]}:${max} pass ${state.scores[player]}`);
    else console.log(`>${PLAYERS[player]}:${max} ${turn.squares.join(' ')} ${turn.tiles.join('')} +${turn.score} ${state.scores[player]}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const r = results(state);
  console.log('');
  console.log(renderBoard(state.board, rules));
  console.log('');
  const reason = { 'board-empty': 'the board is empty', 'no-removal': 'no legal removal is left', passes: 'every player passed' };
  console.log(`Game over (${r.reason === null ? '?' : reason[r.reason]}) after ${state.history.length} turns in ${seconds.toFixed(2)} s; ${r.tilesLeft} tile${r.tilesLeft === 1 ? '' : 's'} left.`);
  console.log(`Final score: ${r.players.map((p) => `${p.name} ${p.total} (${p.tilesRemoved} tiles)`).join(', ')}`);
  console.log(r.winners.length === 1 ? `Winner: ${PLAYERS[r.winners[0]!]}` : `Draw between ${r.winners.map((w) => PLAYERS[w]).join(' and ')}`);
}
