/**
 * Core benchmark: validation and scoring of typical mid-game moves, and the size of the core bundle.
 * @module
 */
import { GERMAN, scoreMove, scoreTotal, validateMove } from '../src/index.js';
import { coreBundleSize } from './lib/bundle.js';
import { midGamePositions } from './lib/positions.js';
import { consume, measure, printRows, printTable } from './lib/timing.js';

export default async function coreBench(): Promise<void> {
  const positions = midGamePositions(GERMAN, 2000, 20261121);
  const tiles = positions.reduce((n, p) => n + p.move.tiles.length, 0);
  const onBoard = positions.reduce((n, p) => n + p.board.cells.filter((c) => c != null).length, 0);
  console.log(`${positions.length} positions, ${(onBoard / positions.length).toFixed(1)} tiles on the board and ${(tiles / positions.length).toFixed(1)} tiles in the move on average`);
  const over = (fn: (p: (typeof positions)[number]) => unknown) => () => {
    for (const p of positions) consume(fn(p));
  };
  const rows = [
    measure('validateMove', over((p) => validateMove(p.board, p.move, GERMAN)), { opsPerCall: positions.length }),
    measure('scoreMove (with per-word breakdown)', over((p) => scoreMove(p.board, p.move, GERMAN)), { opsPerCall: positions.length }),
    measure('scoreTotal (validate + score)', over((p) => scoreTotal(p.board, p.move, GERMAN)), { opsPerCall: positions.length }),
  ];
  printTable('Core: moves per second, one core', rows, 'moves/s');
  const size = await coreBundleSize();
  printRows('Core bundle (everything but lexicon, move generation and CLI)', ['bundle', 'minified', 'min + gzip'], [
    [size.entry, `${(size.minified / 1024).toFixed(2)} kB`, `${(size.gzipped / 1024).toFixed(2)} kB`],
  ]);
}
