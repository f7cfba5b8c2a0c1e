/**
 * Benchmark positions without a lexicon: boards built by playing random, geometrically legal
 * moves (placement is geometry only), and a legal move to score on each.
 *
 * @example
 * ```ts
 * import { GERMAN } from '../../src/index.js';
 * import { midGamePositions } from './lib/positions.js';
 * const positions = midGamePositions(GERMAN, 1000, 42); // [{ board, move }, …]
 * ```
 * @module
 */
import { emptyBoard, placeMove, validateMove, type Board, type Move, type PlacedTile, type RuleSet } from '../../src/index.js';
import { seededRandom, type Random } from './random.js';

/** A board and a legal move on it. */
export interface Position {
  readonly board: Board;
  readonly move: Move;
}

/** Empty squares next to a tile: where a move can touch the board (the start square on an empty board). */
function anchors(board: Board, rules: RuleSet): number[] {
  const { rows, cols, cells } = board;
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] != null) continue;
    const r = Math.floor(i / cols);
    const c = i % cols;
    if ((c > 0 && cells[i - 1] != null) || (c < cols - 1 && cells[i + 1] != null) ||
        (r > 0 && cells[i - cols] != null) || (r < rows - 1 && cells[i + cols] != null)) out.push(i);
  }
  return out.length > 0 ? out : [rules.layout.start.row * cols + rules.layout.start.col];
}

/** A random legal move of 1–`maxTiles` tiles (at least 2 on an empty board), or null after many tries. */
export function randomMove(board: Board, rules: RuleSet, random: Random, maxTiles = rules.rackSize): Move | null {
  const letters = rules.tiles.letters.map((spec) => spec.letter);
  const places = anchors(board, rules);
  for (let attempt = 0; attempt < 100; attempt++) {
    const anchor = random.pick(places);
    const across = random.int(2) === 0;
    const step = across ? 1 : board.cols;
    const line = (i: number) => (across ? Math.floor(i / board.cols) : i % board.cols);
    const count = 1 + random.int(maxTiles);
    let begin = anchor;
    for (let back = random.int(count); back > 0;) {
      const prev = begin - step;
      if (prev < 0 || line(prev) !== line(anchor)) break;
      begin = prev;
      if (board.cells[prev] == null) back--;
    }
    while (board.cells[begin] != null) begin += step;
    const tiles: PlacedTile[] = [];
    for (let i = begin; tiles.length < count && i < board.cells.length && line(i) === line(anchor); i += step) {
      if (board.cells[i] != null) continue;
      const blank = random.int(12) === 0;
      tiles.push({ row: Math.floor(i / board.cols), col: i % board.cols, letter: random.pick(letters), blank });
    }
    const move: Move = { direction: across ? 'across' : 'down', tiles };
    if (validateMove(board, move, rules).ok) return move;
  }
  return null;
}

/** A board after `moves` random legal moves. */
export function randomBoard(rules: RuleSet, random: Random, moves: number): Board {
  let board = emptyBoard(rules);
  for (let m = 0; m < moves; m++) {
    const move = randomMove(board, rules, random, 5);
    if (move === null) break;
    const next = placeMove(board, move, rules);
    if (next.ok) board = next.value;
  }
  return board;
}

/** `count` mid-game positions (8–16 moves played) with a legal move of 1–7 tiles each, reproducible from `seed`. */
export function midGamePositions(rules: RuleSet, count: number, seed: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const board = randomBoard(rules, random, 8 + random.int(9));
    const move = randomMove(board, rules, random);
    if (move !== null) out.push({ board, move });
  }
  return out;
}
