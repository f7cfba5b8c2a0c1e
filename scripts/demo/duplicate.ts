/**
 * Duplicate Scrabble's demo: four bots of different strength play a whole Duplicate game on one
 * common board and rack (the best bot submits the top move, the others the 2nd, 5th and 12th best),
 * with the best possible move going on the board (the tournament way) or, with
 * `--board-move best-submitted`, the best submitted one. Prints the readable record of the game
 * (every round's rack, board move and each player's move), the final board and the results.
 *
 * @example
 * ```sh
 * npm run demo -- --variant duplicate
 * npm run demo -- --variant duplicate --seed "club evening" --board-move best-submitted --lang nl-ij
 * ```
 * @module
 */
import { renderBoard } from '../../src/board/render.js';
import {
  applyAction, createGame, duplicateBot, makeDuplicateRecord, results, viewFor, type BoardMove,
} from '../../src/duplicate/index.js';
import { demoLexicon, option, usage, usageLine } from '../lib/demo-lexicon.js';

const PLAYERS = ['Top', 'Second', 'Fifth', 'Twelfth'];
const RANKS = [0, 1, 4, 11];

/** The options this demo reads (checked by the demo runner, listed by `--help`). */
export const OPTIONS: readonly string[] = ['--lang de|nl-ij', '--seed TEXT', '--board-move best-possible|best-submitted', '--stems'];
const USAGE = usageLine('duplicate', OPTIONS);

/** Plays and prints one Duplicate game; `args` are the command-line arguments after `--`. */
export async function runDemo(args: string[]): Promise<void> {
  const boardMove = (option(args, 'board-move') ?? 'best-possible') as BoardMove;
  if (boardMove !== 'best-possible' && boardMove !== 'best-submitted') usage(`Unknown board move "${String(boardMove)}"`, USAGE);
  const seed = option(args, 'seed') ?? 'duplicate demo 1';
  const { rules, lexicon } = demoLexicon(args, USAGE);
  const game = createGame({ rules, players: PLAYERS, seed, boardMove, lexicon });
  if (!game.ok) {
    console.error(game.error.message);
    process.exit(1);
  }
  const bots = RANKS.map((rank) => duplicateBot(lexicon, { rank }));
  const started = performance.now();
  let state = game.value;
  while (state.phase !== 'over') {
    for (let seat = 0; seat < PLAYERS.length && state.phase !== 'over'; seat++) {
      const played = applyAction(state, bots[seat]!(viewFor(state, seat)), { lexicon });
      if (!played.ok) {
        console.error(`${PLAYERS[seat]}: ${played.error.code}: ${played.error.message}`);
        process.exit(1);
      }
      state = played.value.state;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`#note seed "${seed}"; bots submitting the 1st, 2nd, 5th and 12th best move`);
  process.stdout.write(makeDuplicateRecord(state));
  console.log('');
  console.log(renderBoard(state.board, rules));
  console.log('');
  const r = results(state);
  const reason = { 'tiles-out': 'the bag and the rack are empty', 'no-move': 'a round had no legal move', 'round-limit': 'the last round was played' };
  console.log(`Game over (${r.reason === null ? '?' : reason[r.reason]}) after ${state.rounds.length} rounds in ${seconds.toFixed(2)} s.`);
  console.log(`Maximum (the sum of the round tops): ${r.maximum}`);
  for (const p of [...r.players].sort((a, b) => a.rank - b.rank)) {
    console.log(`${String(p.rank).padStart(2)}. ${p.name.padEnd(8)} ${String(p.total).padStart(5)}  ${p.percentage.toFixed(1).padStart(5)} %`);
  }
}
