/**
 * Duplicate benchmark: whole rounds with the best-possible board move on the German word list of
 * the shared benchmark data (de-words.txt). Four bots submit (each runs the move generator on the
 * common rack), then the round closes (the generator's best move, the board move placed, blanks
 * replaced, the rack refilled). Timed per round over whole seeded games: the median and the 90th
 * percentile of a round, and of closing a round alone. Prints a message and returns when the
 * shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- duplicate
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import type * as Duplicate from '../src/duplicate/index.js';
import { germanLexicon, loadEngine } from './lib/engine.js';
import { loadSubpath } from './lib/subpath.js';
import { median, percentile, printRows } from './lib/timing.js';

const GAMES = 8;
const PLAYERS = ['A', 'B', 'C', 'D'];

export default async function duplicateBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const duplicate = await loadSubpath<typeof Duplicate>('duplicate');
  const lexicon = germanLexicon(engine, bench.words);
  const bots = [0, 1, 4, 11].map((rank) => duplicate.duplicateBot(lexicon, { rank }));
  const rounds: number[] = [];
  const closes: number[] = [];
  let warm = true;
  for (let g = -1; g < GAMES; g++) {
    const game = duplicate.createGame({ rules: engine.GERMAN, players: PLAYERS, seed: `bench ${g}`, boardMove: 'best-possible', lexicon });
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    while (state.phase !== 'over') {
      const start = performance.now();
      let closing = 0;
      for (let seat = 0; seat < PLAYERS.length; seat++) {
        const action = bots[seat]!(duplicate.viewFor(state, seat));
        const before = performance.now();
        const r = duplicate.applyAction(state, action, { lexicon });
        if (!r.ok) throw new Error(r.error.message);
        if (seat === PLAYERS.length - 1) closing = performance.now() - before;
        state = r.value.state;
      }
      if (!warm) {
        rounds.push(performance.now() - start);
        closes.push(closing);
      }
    }
    warm = false;
  }
  printRows(`Duplicate, best-possible board move, 4 bots, German (${bench.words.length.toLocaleString('en-US')} words): ${rounds.length} rounds of ${GAMES} games`, ['', 'median ms', 'p90 ms', 'max ms'], [
    ['a whole round (4 generations + 4 submissions + closing)', median(rounds).toFixed(2), percentile(rounds, 90).toFixed(2), Math.max(...rounds).toFixed(2)],
    ['closing the round (the best possible move, placing, refilling)', median(closes).toFixed(2), percentile(closes, 90).toFixed(2), Math.max(...closes).toFixed(2)],
  ]);
}
