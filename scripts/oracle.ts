/**
 * The move-generation oracle: for all 200 German positions of ../shared/bench/positions-de.json,
 * the number of distinct placements and the top score (and how many placements reach it) must
 * equal the recorded figures exactly, with the word list de-words.txt. Every generated move of the
 * top score is also rescored with scoreMove. The other generation modes must agree: countMoves
 * gives the count, forEachMove visits the same placements with the same scores, generateMoveList
 * holds the same moves in the same order with the same scores and tile counts, topMoves by score
 * is the head of the list and topMoves by an equity function (score plus a value of the leave)
 * ranks every move as sorting the whole list would, and a generator context that goes from
 * position to position lists the same moves. `--deep` checks every move of every position:
 * placement legality, every word formed in the lexicon, and scoreMove's total.
 * Exits non-zero on any mismatch.
 *
 * @example
 * ```sh
 * npm run test:oracle            # counts and top scores
 * npm run test:oracle -- --deep  # every move
 * npm run test:oracle -- --kwg   # the same with the lexicon read from ../shared/bench/kwg/de-words.kwg
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardFromRows, type Board } from '../src/board/board.js';
import type { CompactLexicon } from '../src/lexicon/compact-lexicon.js';
import { KWG_LETTERS, readKwg } from '../src/lexicon/kwg.js';
import type { Move } from '../src/move/move.js';
import type { GeneratedMove } from '../src/movegen/generate.js';
import { buildLexicon } from '../src/lexicon/build-lexicon.js';
import { generateMoves } from '../src/movegen/generate.js';
import { countMoves, forEachMove, topMoves } from '../src/movegen/modes.js';
import { generateMoveList } from '../src/movegen/move-list.js';
import { createMovegenContext, type MovegenContext } from '../src/movegen/context.js';
import { validateMove } from '../src/move/validate.js';
import { GERMAN } from '../src/rules/presets.js';
import { scoreMove } from '../src/score.js';
import { SHARED_BENCH, sharedBench } from './lib/shared-data.js';

const deep = process.argv.includes('--deep');
const useKwg = process.argv.includes('--kwg');
const bench = sharedBench();
if (bench === null) process.exit(2);

const started = performance.now();
let lexicon: CompactLexicon;
if (useKwg) {
  const file = join(SHARED_BENCH, 'kwg', 'de-words.kwg');
  if (!existsSync(file)) {
    console.error(`The KWG file is missing: ${file}`);
    process.exit(2);
  }
  const read = readKwg(new Uint8Array(readFileSync(file)), KWG_LETTERS.german, GERMAN);
  if (!read.ok) {
    console.error(`Cannot read the KWG file: ${read.error.code}: ${read.error.message}`);
    process.exit(1);
  }
  lexicon = read.value;
  console.log(`lexicon: ${lexicon.wordCount} words read from de-words.kwg in ${((performance.now() - started) / 1000).toFixed(2)} s`);
} else {
  const built = buildLexicon(bench.words, GERMAN);
  if (!built.ok) {
    console.error(`Cannot build the lexicon: ${built.error.message}`);
    process.exit(1);
  }
  lexicon = built.value.lexicon;
  console.log(`lexicon: ${built.value.report.kept} words (${built.value.report.skipped.length} skipped) in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

/** A value of a leave for the equity check (any deterministic function of the leave will do). */
function leaveValue(leave: readonly string[]): number {
  let h = 7;
  for (const tile of leave) h = (h * 31 + tile.charCodeAt(0)) % 97;
  return (h - 48) / 8;
}

/** What the other generation modes get wrong for a position, given generateMoves' list. */
function checkModes(board: Board, rack: string, moves: readonly GeneratedMove[]): string[] {
  const problems: string[] = [];
  const key = (move: Move) => move.tiles.map((t) => `${t.row},${t.col},${t.letter},${t.blank ? 1 : 0}`).sort().join(' ');
  const count = countMoves(board, rack, GERMAN, lexicon);
  if (!count.ok || count.value !== moves.length) problems.push(`countMoves ${count.ok ? count.value : count.error.code}, generateMoves ${moves.length}`);
  const expected = new Map(moves.map((m) => [key(m.move), m.score]));
  const order = new Map<string, number>();
  const leaves = new Map<string, readonly string[]>();
  let wrong = 0;
  forEachMove(board, rack, GERMAN, lexicon, (view) => {
    const k = key(view.move()!);
    if (expected.get(k) !== view.score || order.has(k)) wrong++;
    order.set(k, order.size);
    leaves.set(k, view.leave);
  });
  if (wrong > 0 || order.size !== moves.length) problems.push(`forEachMove: ${order.size} moves visited, ${wrong} differ from generateMoves`);
  const list = generateMoveList(board, rack, GERMAN, lexicon);
  if (!list.ok || list.value.length !== moves.length || moves.some((m, i) => {
    const built = list.value.at(i);
    return list.value.scoreAt(i) !== m.score || list.value.tilesUsedAt(i) !== m.move.tiles.length ||
      built === undefined || built.score !== m.score || key(built.move) !== key(m.move);
  })) {
    problems.push('generateMoveList differs from generateMoves');
  }
  const viaContext = context.generateMoves(board, rack);
  if (!viaContext.ok || viaContext.value.length !== moves.length ||
      viaContext.value.some((m, i) => m.score !== moves[i]!.score || key(m.move) !== key(moves[i]!.move))) {
    problems.push('the generator context differs from generateMoves');
  }
  const limit = 20;
  const byScore = topMoves(board, rack, GERMAN, lexicon, { limit });
  if (!byScore.ok || byScore.value.some((c, i) => c.kind !== 'play' || c.score !== moves[i]!.score || key(c.move) !== key(moves[i]!.move)) ||
      (byScore.ok && byScore.value.length !== Math.min(limit, moves.length))) {
    problems.push('topMoves by score is not the head of generateMoves');
  }
  const ranked = topMoves(board, rack, GERMAN, lexicon, { limit, equity: (view) => view.score + leaveValue(view.leave) });
  const sorted = moves
    .map((m) => ({ k: key(m.move), e: m.score + leaveValue(leaves.get(key(m.move)) ?? []), at: order.get(key(m.move)) ?? 0 }))
    .sort((a, b) => b.e - a.e || a.at - b.at)
    .slice(0, limit);
  if (!ranked.ok || ranked.value.length !== sorted.length ||
      ranked.value.some((c, i) => c.kind !== 'play' || key(c.move) !== sorted[i]!.k || c.equity !== sorted[i]!.e)) {
    problems.push('topMoves by equity differs from sorting every move by that equity');
  } else {
    for (const c of ranked.value) {
      if (c.kind !== 'play') continue;
      const scored = scoreMove(board, c.move, GERMAN);
      if (!scored.ok || scored.value.total !== c.score) problems.push('topMoves by equity: a candidate scores differently through scoreMove');
    }
  }
  return problems;
}

/** One context follows all positions in turn (each board differs from the last one in many squares). */
let context: MovegenContext;

let failures = 0;
let totalMoves = 0;
context = createMovegenContext(GERMAN, lexicon);
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
  problems.push(...checkModes(board.value, position.rack, moves.value));
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
