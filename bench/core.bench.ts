/**
 * Core benchmark: validation and scoring of typical mid-game moves (random geometrically legal
 * positions, see `lib/positions.ts`), and the size of the core bundle.
 * @module
 */
import { coreBundleSize, foundationBundleSize, gameBundleSize, importSize } from './lib/bundle.js';
import { loadEngine } from './lib/engine.js';
import { midGamePositions, type Position } from './lib/positions.js';
import { consume, measure, printRows, printTable } from './lib/timing.js';

export default async function coreBench(): Promise<void> {
  const engine = await loadEngine();
  const rules = engine.GERMAN;
  const positions = midGamePositions(rules, 2000, 20261121);
  const tiles = positions.reduce((n, p) => n + p.move.tiles.length, 0);
  const onBoard = positions.reduce((n, p) => n + p.board.cells.filter((c) => c != null).length, 0);
  const words = positions.reduce((n, p) => {
    const v = engine.validateMove(p.board, p.move, rules);
    return n + (v.ok ? v.value.words.length : 0);
  }, 0);
  console.log(
    `${positions.length} German positions: ${(onBoard / positions.length).toFixed(1)} tiles on the board, ` +
    `${(tiles / positions.length).toFixed(1)} tiles and ${(words / positions.length).toFixed(1)} words per move on average`,
  );
  const over = (fn: (p: Position) => unknown) => () => {
    for (const p of positions) consume(fn(p));
  };
  const options = { opsPerCall: positions.length };
  const rows = [
    measure('validateMove (words formed)', over((p) => engine.validateMove(p.board, p.move, rules)), options),
    measure('scoreMove (validate + score, per-word breakdown)', over((p) => engine.scoreMove(p.board, p.move, rules)), options),
    measure('scoreTotal (validate + score, total only)', over((p) => engine.scoreTotal(p.board, p.move, rules)), options),
  ];
  printTable('Core: moves per second on one core (median of 7 runs)', rows, 'moves/s');
  const sizes = [
    await coreBundleSize(), await gameBundleSize(), await foundationBundleSize(),
    await importSize('imports: score a move', ['GERMAN', 'emptyBoard', 'parseMove', 'scoreMove']),
    await importSize('imports: run a game', ['GERMAN', 'createGame', 'applyAction', 'viewFor']),
  ];
  printRows('Bundle size (ESM, minified; the core is everything but lexicon, move generation and CLI)', ['bundle', 'modules', 'minified', 'minified + gzip'], sizes.map((size) => [
    size.entry, String(size.modules.length), `${(size.minified / 1024).toFixed(2)} kB`, `${(size.gzipped / 1024).toFixed(2)} kB`,
  ]));
}
