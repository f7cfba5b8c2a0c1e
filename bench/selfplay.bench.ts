/**
 * Self-play benchmark: whole greedy games (German, de-words.txt) through the game reducer. Every
 * turn generates every move of the rack twice, with the plain functions (cross-checks from
 * scratch) and with a generator context that follows the game (cross-checks updated for the
 * squares the last move touched), in alternating order; both must agree, and the best move is
 * played. Prints the generation time of each way per game and per turn, wall and CPU.
 * Prints a message and returns when the shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- selfplay
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import { germanLexicon, loadEngine } from './lib/engine.js';
import { selfPlayFigures } from './lib/selfplay.js';
import { printRows } from './lib/timing.js';

const GAMES = 24;

export default async function selfplayBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const rules = engine.GERMAN;
  const f = selfPlayFigures(engine, rules, germanLexicon(engine, bench.words), GAMES);
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v.toFixed(1));
  printRows(`Self-play, German, de-words.txt: ${GAMES} greedy games, every turn generating every move both ways; medians per game`, [
    'generator', 'ms per game', 'CPU ms per game', 'ms per turn', 'CPU ms per turn',
  ], [
    ['plain functions (cross-checks from scratch)', ms(f.plainPerGame), ms(f.plainCpuPerGame), ms(f.plainPerTurn), ms(f.plainCpuPerTurn)],
    ['generator context (touched squares only)', ms(f.contextPerGame), ms(f.contextCpuPerGame), ms(f.contextPerTurn), ms(f.contextCpuPerTurn)],
  ]);
  console.log(`turns per game: median ${f.turnsPerGame}; time with the context: ${(100 * f.contextPerGame / f.plainPerGame).toFixed(0)}% of the plain functions' (CPU ${(100 * f.contextCpuPerGame / f.plainCpuPerGame).toFixed(0)}%)`);
}
