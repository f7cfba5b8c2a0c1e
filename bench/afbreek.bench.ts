/**
 * Afbreek benchmark: `legalRemovals` on full boards, the final boards of classic games between
 * greedy bots on the German word list of the shared benchmark data (de-words.txt), with the
 * maximum of 6 tiles and the lexicon judging the new runs; timed per board as the median of 5
 * passes after a warm-up pass. Also a whole Afbreek game between bots taking the best removal.
 * Prints a message and returns when the shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- afbreek
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import type * as Afbreek from '../src/afbreek/index.js';
import { germanLexicon, loadEngine } from './lib/engine.js';
import { loadSubpath } from './lib/subpath.js';
import { consume, median, printRows } from './lib/timing.js';

const BOARDS = 10;
const PASSES = 5;

export default async function afbreekBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const afbreek = await loadSubpath<typeof Afbreek>('afbreek');
  const rules = engine.GERMAN;
  const lexicon = germanLexicon(engine, bench.words);
  const bot = engine.greedyBot(lexicon);
  const games = Array.from({ length: BOARDS }, (_, i) => {
    const classic = engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed: `afbreek bench ${i}`, lexicon });
    if (!classic.ok) throw new Error(classic.error.message);
    const created = afbreek.createGame({ rules, players: ['A', 'B'], board: classic.value.state.board, lexicon });
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  });
  const rows: string[][] = [];
  const all: number[] = [];
  for (const [i, state] of games.entries()) {
    consume(afbreek.legalRemovals(state, { lexicon }).length);
    const samples: number[] = [];
    let found = 0;
    for (let pass = 0; pass < PASSES; pass++) {
      const start = performance.now();
      found = afbreek.legalRemovals(state, { lexicon }).length;
      samples.push(performance.now() - start);
    }
    const tiles = state.board.cells.filter((c) => c !== null).length;
    all.push(median(samples));
    rows.push([`board ${i + 1}`, String(tiles), String(found), median(samples).toFixed(2)]);
  }
  rows.push(['median of the boards', '', '', median(all).toFixed(2)]);
  printRows('Afbreek: legalRemovals on the final boards of classic bot games (German, maximum 6 tiles, lexicon)', ['', 'tiles', 'legal removals', 'median ms'], rows);

  const bestBot = afbreek.afbreekBot(lexicon);
  const gameTimes: number[] = [];
  let turns = 0;
  for (const start of games) {
    let state = start;
    const began = performance.now();
    while (state.phase === 'playing') {
      const r = afbreek.applyAction(state, bestBot(afbreek.viewFor(state, state.turn)), { lexicon });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      turns++;
    }
    gameTimes.push(performance.now() - began);
  }
  printRows('Afbreek: whole games between bots taking the best removal', ['', 'games', 'turns', 'median ms per game'], [
    ['from the boards above', String(games.length), String(turns), median(gameTimes).toFixed(1)],
  ]);
}
