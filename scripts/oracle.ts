/**
 * The move-generation oracle: for all 200 German positions of ../shared/bench/positions-de.json,
 * the number of distinct placements and the top score (and how many placements reach it) must
 * equal the recorded figures exactly, with the word list de-words.txt. Every generated move of the
 * top score is also rescored with scoreMove. `--deep` checks every move of every position:
 * placement legality, every word formed in the lexicon, and scoreMove's total.
 * Exits non-zero on any mismatch.
 *
 * @example
 * ```sh
 * npm run test:oracle            # counts and top scores
 * npm run test:oracle -- --deep  # every move
 * ```
 * @module
 */
import { boardFromRows } from '../src/board/board.js';
import { buildLexicon } from '../src/lexicon/build-lexicon.js';
import { generateMoves } from '../src/movegen/generate.js';
import { validateMove } from '../src/move/validate.js';
import { GERMAN } from '../src/rules/presets.js';
import { scoreMove } from '../src/score.js';
import { sharedBench } from './lib/shared-data.js';

const deep = process.argv.includes('--deep');
const bench = sharedBench();
if (bench === null) process.exit(2);

const started = performance.now();
const built = buildLexicon(bench.words, GERMAN);
if (!built.ok) {
  console.error(`Cannot build the lexicon: ${built.error.message}`);
  process.exit(1);
}
const lexicon = built.value.lexicon;
console.log(`lexicon: ${built.value.report.kept} words (${built.value.report.skipped.length} skipped) in ${((performance.now() - started) / 1000).toFixed(2)} s`);

let failures = 0;
let totalMoves = 0;
let checkedMoves = 0;
for (const position of bench.positions) {
  const board = boardFromRows(position.board, GERMAN);
  if (!board.ok) {
    console.log(`#${position.id}: unreadable board: ${board.error.message}`);
    failures++;
    continue;
  }
  const moves = generateMoves(board.value, position.rack, GERMAN, lexicon);
  if (!moves.ok) {
    console.log(`#${position.id}: ${moves.error.code}: ${moves.error.message}`);
    failures++;
    continue;
  }
  const keys = new Set<string>();
  for (const { move } of moves.value) {
    keys.add(move.tiles.map((t) => `${t.row},${t.col},${t.letter},${t.blank ? 1 : 0}`).sort().join(' '));
  }
  const top = moves.value[0]?.score ?? 0;
  const topCount = moves.value.filter((m) => m.score === top).length;
  const problems: string[] = [];
  if (keys.size !== moves.value.length) problems.push(`${moves.value.length - keys.size} duplicate placements`);
  if (keys.size !== position.moves) problems.push(`${keys.size} placements, recorded ${position.moves}`);
  if (top !== position.topScore) problems.push(`top score ${top}, recorded ${position.topScore}`);
  if (topCount !== position.topMovesCount) problems.push(`${topCount} top placements, recorded ${position.topMovesCount}`);
  const toCheck = deep ? moves.value : moves.value.slice(0, topCount);
  for (const { move, score } of toCheck) {
    checkedMoves++;
    const scored = scoreMove(board.value, move, GERMAN);
    if (!scored.ok) {
      problems.push(`illegal move generated: ${scored.error.message}`);
      break;
    }
    if (scored.value.total !== score) {
      problems.push(`score ${score} but scoreMove says ${scored.value.total}`);
      break;
    }
    if (deep) {
      const valid = validateMove(board.value, move, GERMAN, { rack: [...position.rack] });
      const unknown = valid.ok ? valid.value.words.filter((w) => !lexicon.has(w.word)).map((w) => w.word) : ['(invalid)'];
      if (unknown.length > 0) {
        problems.push(`move forms words not in the lexicon: ${unknown.join(', ')}`);
        break;
      }
    }
  }
  totalMoves += moves.value.length;
  if (problems.length > 0) {
    failures++;
    console.log(`#${position.id} (rack ${position.rack}): ${problems.join('; ')}`);
  }
}
console.log(`${bench.positions.length} positions, ${totalMoves} moves generated, ${checkedMoves} rescored${deep ? ' and checked word by word' : ''}`);
if (failures > 0) {
  console.log(`ORACLE FAILED: ${failures} of ${bench.positions.length} positions differ`);
  process.exit(1);
}
console.log(`oracle ok: all ${bench.positions.length} positions match the recorded move counts and top scores`);
