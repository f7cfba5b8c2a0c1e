/**
 * The endgame solver's search (see `endgame.ts` for what it finds). It keeps one board and both
 * racks as codes and plays each move on them and takes it back, with the hashes of the board and
 * the racks updated tile by tile: a position searched allocates nothing but the move list of a
 * board and rack not met before, which the generator gives as integer records.
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { buildLexicon } from '../lexicon/build-lexicon.js';
import { makeMove } from '../move/notation.js';
import { tileCacheOf } from '../movegen/collect.js';
import { moveAt } from '../movegen/position.js';
import { boardCodes, createRecordGenerator, type RecordGenerator, type RecordList } from '../movegen/records.js';
import { listSpace } from '../movegen/record-space.js';
import { recordTile, shapeCount, shapeLine } from '../movegen/search.js';
import { err, ok, type Result } from '../result.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { tilesInPlay } from '../tiles/gendern.js';
import { BLANK } from '../tiles/tile-set.js';
import { budgetMs } from './budget.js';
import { placed } from './candidates.js';
import { EXACT, hashTables, LOWER, rackSlot, SOLVED_DEPTH, TABLE_SQUARES, TranspositionTable, UPPER, type HashTables } from './endgame-table.js';
import { endgameWords } from './endgame-words.js';
import { markLines, reuseMoves, reuseRoom, type ReuseRoom } from './endgame-reuse.js';
import type { EndgameError, EndgameOptions, EndgamePosition, EndgameSearchResult, EndgameTurn } from './endgame.js';

/** The rack entry of the blanks (letter codes are 0–31). */
const BLANKS = 32;

/**
 * The moves of a rack on a board: the generator's records, and where each begins in the solver's
 * order (plays that go out first, then by score).
 */
interface MoveSet extends RecordList {
  /** Where each move begins in the solver's order. */
  readonly order: ArrayLike<number>;
  /** The hash halves of the board and rack (the maps hold lists by 30 bits of them). */
  readonly a: number;
  readonly b: number;
}

const NO_MOVES: MoveSet = { data: new Int32Array(0), starts: new Int32Array(0), order: new Int32Array(0), a: 0, b: 0 };

/** The most squares changed between two generations that the solver lists for the generator. */
const TOUCHED = 64;

/** The most tiles put down since a list that a new list is built from (more, and the list is generated whole). */
const REUSE_TILES = 14;

/** Move lists kept in the newer of the two maps before it becomes the older. */
const MOVE_LISTS = 150_000;

/**
 * Iterations that deepen the search one turn at a time before the next goes to the deepest at
 * once. The first iterations find the order of the moves; past them, an iteration one turn deeper
 * searches much the same positions again, since the values a depth-limited search stores do not
 * hold for a deeper one. A search to the deepest stores values that hold at any depth wherever its
 * lines end the game, and meets them again through the other orders of the same moves.
 */
const STEPPED_DEPTHS = 8;

/** Positions searched, by default, before the generator is given the endgame's own words: a search this long pays for finding them. */
const PRUNE_AFTER = 20_000;

interface Ctx {
  readonly rules: EndgamePosition['rules'];
  readonly lexicon: CompactLexicon;
  readonly deadline: number;
  readonly maxNodes: number;
  readonly width: number;
  readonly passLimit: number;
  readonly pruneAfter: number;
  nodes: number;
  aborted: boolean;
  cutoff: boolean;
  error: string | null;
  readonly table: TranspositionTable;
  /** Move lists by 30 bits of the hash of board and rack (each list holds the whole hash): those used lately, and before them the ones of the last turnover. */
  moves: Map<number, MoveSet>;
  older: Map<number, MoveSet>;
  /** The move generator, kept for the whole solve: a child's board differs from its parent's by one move. */
  generator: RecordGenerator;
  /** Whether the generator searches the endgame's own words (see {@link endgameWords}). */
  pruned: boolean;
  readonly hashes: HashTables;
  /** The board as tile codes (-1 empty), changed by each move tried and restored after it. */
  readonly cells: Int32Array;
  readonly cols: number;
  /** Each player's rack (0: the player to move at the root) as counts by letter code, its blanks, tiles and value. */
  readonly racks: readonly [Int32Array, Int32Array];
  readonly blanks: Int32Array;
  readonly sizes: Int32Array;
  readonly values: Int32Array;
  /** The hash halves of each player's rack in slot 0 (to move) and 1: index `player * 2 + slot`. */
  readonly rackA: Int32Array;
  readonly rackB: Int32Array;
  boardA: number;
  boardB: number;
  /** Values by rack entry (letter code; {@link BLANKS} for a blank, worth 0). */
  readonly entryValues: Int32Array;
  /** The squares changed since the generator last saw the board (up to {@link TOUCHED} of them; more: -1, the generator compares every square). */
  readonly touched: Int32Array;
  touchedCount: number;
  /** The squares of the tiles on the board that the search put there, in the order put down, and how many. */
  readonly placedSquares: Int32Array;
  placedCount: number;
  readonly rows: number;
  /** Scratch room of {@link reuseMoves}: the lines to search again, the merged list. */
  readonly lines: Uint8Array;
  readonly room: ReuseRoom;
}

/** A turn of a line as the search builds it: the move as a record (or `null` data for a pass), linked to the rest. */
interface LineTurn {
  readonly side: 0 | 1;
  readonly data: Int32Array | null;
  readonly at: number;
  readonly score: number;
  readonly next: LineTurn | null;
}

/** The best line a search found, filled in by the search. */
interface Line {
  head: LineTurn | null;
}

/** Flips the `copy`-th tile of rack entry `entry` in both hashes of a player's rack (slot 0 and slot 1). */
function flipRackTile(ctx: Ctx, player: number, entry: number, copy: number): void {
  const h = ctx.hashes;
  ctx.rackA[player * 2]! ^= h.rackA[rackSlot(0, entry, copy)]!;
  ctx.rackB[player * 2]! ^= h.rackB[rackSlot(0, entry, copy)]!;
  ctx.rackA[player * 2 + 1]! ^= h.rackA[rackSlot(1, entry, copy)]!;
  ctx.rackB[player * 2 + 1]! ^= h.rackB[rackSlot(1, entry, copy)]!;
}

/** Takes a tile of rack entry `entry` from a player's rack, updating its count, size, value and hashes. */
function take(ctx: Ctx, player: number, entry: number): void {
  const n = entry === BLANKS ? ctx.blanks[player]!-- : ctx.racks[player]![entry]!--;
  ctx.sizes[player]!--;
  ctx.values[player]! -= ctx.entryValues[entry]!;
  flipRackTile(ctx, player, entry, n - 1);
}

/** Gives a tile of rack entry `entry` back to a player's rack (the reverse of {@link take}). */
function give(ctx: Ctx, player: number, entry: number): void {
  const n = entry === BLANKS ? ctx.blanks[player]!++ : ctx.racks[player]![entry]!++;
  ctx.sizes[player]!++;
  ctx.values[player]! += ctx.entryValues[entry]!;
  flipRackTile(ctx, player, entry, n);
}

/** Puts the tiles of the record at `at` on the board, from the player's rack (`on`), or takes them back (`!on`). */
function play(ctx: Ctx, player: number, data: Int32Array, at: number, on: boolean): void {
  const shape = data[at + 1]!;
  const down = (shape & 3) === 1;
  const line = shapeLine(shape);
  const count = shapeCount(shape);
  const cols = ctx.cols;
  const h = ctx.hashes;
  for (let k = 0; k < count; k++) {
    const t = recordTile(data, at, k);
    const pos = t & 255;
    const code = t >> 8;
    const square = down ? pos * cols + line : line * cols + pos;
    ctx.cells[square] = on ? code : -1;
    if (on) ctx.placedSquares[ctx.placedCount++] = square;
    else ctx.placedCount--;
    if (ctx.touchedCount >= 0) {
      if (ctx.touchedCount < TOUCHED) ctx.touched[ctx.touchedCount++] = square;
      else ctx.touchedCount = -1;
    }
    ctx.boardA ^= h.cellA[code * TABLE_SQUARES + square]!;
    ctx.boardB ^= h.cellB[code * TABLE_SQUARES + square]!;
    const entry = (code & 32) !== 0 ? BLANKS : code;
    if (on) take(ctx, player, entry);
    else give(ctx, player, entry);
  }
}

/** The value of the tiles the record at `at` plays. */
function playedValue(ctx: Ctx, data: Int32Array, at: number): number {
  const count = shapeCount(data[at + 1]!);
  let value = 0;
  for (let k = 0; k < count; k++) {
    const code = recordTile(data, at, k) >> 8;
    value += ctx.entryValues[(code & 32) !== 0 ? BLANKS : code]!;
  }
  return value;
}

/**
 * The moves of a player's rack on the board now, generated once per board and rack: from
 * `source`, the player's list a turn earlier (when the tiles put down since, from `mark` in the
 * placed squares, are few), by searching again only the lines those tiles touched; else whole.
 */
function movesOf(ctx: Ctx, player: number, source: MoveSet | null, mark: number): MoveSet {
  const a = ctx.boardA ^ ctx.rackA[player * 2]!;
  const b = ctx.boardB ^ ctx.rackB[player * 2]!;
  // A small integer as the maps' key (no boxed number to hash), the whole hash checked.
  const key = (a ^ (b << 7)) & 0x3fffffff;
  let set = ctx.moves.get(key);
  if (set !== undefined && (set.a !== a || set.b !== b)) set = undefined;
  if (set === undefined && (set = ctx.older.get(key)) !== undefined) {
    if (set.a !== a || set.b !== b) set = undefined;
    else ctx.moves.set(key, set);
  }
  if (set === undefined) {
    const rack = ctx.racks[player]!;
    const blanks = ctx.blanks[player]!;
    const changes = ctx.touchedCount >= 0 ? { squares: ctx.touched, count: ctx.touchedCount } : undefined;
    ctx.touchedCount = 0;
    let generated;
    if (source !== null && ctx.generator.byLines && ctx.placedCount - mark <= REUSE_TILES && ctx.placedCount >= mark) {
      markLines(ctx.cells, ctx.rows, ctx.cols, ctx.placedSquares, mark, ctx.placedCount, ctx.lines);
      generated = reuseMoves(ctx.generator, ctx.cells, rack, blanks, source, ctx.lines, ctx.room, changes);
    } else {
      generated = ctx.generator.list(ctx.cells, rack, blanks, null, changes);
    }
    if (!generated.ok) {
      ctx.error = generated.error.message;
      ctx.aborted = true;
      return NO_MOVES;
    }
    const { data, starts } = generated.value;
    const out = ctx.sizes[player]!;
    let going = 0;
    for (let i = 0; i < starts.length; i++) if (shapeCount(data[starts[i]! + 1]!) === out) going++;
    let order: ArrayLike<number> = starts;
    if (going > 0) {
      // Plays that go out first, the others after them, each in score order.
      const sorted = listSpace(starts.length);
      let first = 0;
      let rest = going;
      for (let i = 0; i < starts.length; i++) {
        const at = starts[i]!;
        if (shapeCount(data[at + 1]!) === out) sorted[first++] = at;
        else sorted[rest++] = at;
      }
      order = sorted;
    }
    set = { data, starts, order, a, b };
    ctx.moves.set(key, set);
  }
  if (ctx.moves.size >= MOVE_LISTS) {
    // The lists used since the last turnover are kept a while longer; the others are dropped.
    ctx.older = ctx.moves;
    ctx.moves = new Map();
  }
  return set;
}

/** Counts a position searched; whether the search must stop (out of time or of positions). */
function tick(ctx: Ctx): boolean {
  ctx.nodes++;
  if (((ctx.nodes & 63) === 0 && performance.now() > ctx.deadline) || ctx.nodes > ctx.maxNodes) ctx.aborted = true;
  return ctx.aborted;
}

/** The hash halves of the position with `side` to move after `passes` passes in a row. */
function positionA(ctx: Ctx, side: number, passes: number): number {
  return ctx.boardA ^ ctx.rackA[side * 2]! ^ ctx.rackA[(1 - side) * 2 + 1]! ^ ctx.hashes.passA[passes]!;
}

function positionB(ctx: Ctx, side: number, passes: number): number {
  return ctx.boardB ^ ctx.rackB[side * 2]! ^ ctx.rackB[(1 - side) * 2 + 1]! ^ ctx.hashes.passB[passes]!;
}

/**
 * The value of the position for `side` (to move after `passes` passes in a row), searched `depth`
 * turns deep within the window. `source` and `mark` give the mover's list a turn earlier and the
 * placed squares' count then; `opponent` and `opponentMark` the same of the other player, for the
 * children.
 */
function search(ctx: Ctx, side: 0 | 1, passes: number, depth: number, ply: number, alpha: number, beta: number, line: Line,
  source: MoveSet | null, mark: number, opponent: MoveSet | null, opponentMark: number): number {
  if (tick(ctx)) return 0;
  const other: 0 | 1 = side === 0 ? 1 : 0;
  const ownValue = ctx.values[side]!;
  const theirValue = ctx.values[other]!;
  if (depth === 0) {
    ctx.cutoff = true;
    line.head = null;
    return theirValue - ownValue;
  }
  const keyA = positionA(ctx, side, passes);
  const keyB = positionB(ctx, side, passes);
  const slot = ctx.table.find(keyA, keyB);
  let hinted = -2;
  if (slot >= 0) {
    hinted = ctx.table.best(slot);
    const stored = ctx.table.depth(slot);
    if (ply > 0 && stored >= depth) {
      const value = ctx.table.value(slot);
      const flag = ctx.table.flag(slot);
      if (flag === EXACT || (flag === LOWER && value >= beta) || (flag === UPPER && value <= alpha)) {
        if (stored < SOLVED_DEPTH) ctx.cutoff = true;
        line.head = null;
        return value;
      }
    }
  }
  const moves = movesOf(ctx, side, source, mark);
  if (ctx.aborted) return 0;
  const here = ctx.placedCount;
  const { data, order } = moves;
  const outer = ctx.cutoff;
  ctx.cutoff = false;
  const width = ply === 0 ? Infinity : ctx.width;
  const size = ctx.sizes[side]!;
  let best = -Infinity;
  let bestLine: LineTurn | null = null;
  const child: Line = { head: null };
  let bestIndex = -1;
  const first = hinted >= 0 && hinted < order.length ? hinted : -1;
  let tried = 0;
  // The best move of an earlier search of this position first, then the others in their order.
  for (let n = first >= 0 ? -1 : 0; n < order.length; n++) {
    const i = n < 0 ? first : n;
    if (n >= 0 && i === first) continue;
    if (tried++ >= width) break;
    const at = order[i]!;
    const score = data[at]!;
    let value: number;
    child.head = null;
    if (shapeCount(data[at + 1]!) === size) {
      value = score + 2 * theirValue;
    } else if (depth === 1) {
      // The child is a leaf: its estimate (the racks' values) read here, with no move played for it.
      if (tick(ctx)) return 0;
      ctx.cutoff = true;
      value = score + theirValue - (ownValue - playedValue(ctx, data, at));
    } else {
      const floor = Math.max(alpha, best);
      play(ctx, side, data, at, true);
      if (best === -Infinity) {
        value = score - search(ctx, other, 0, depth - 1, ply + 1, score - beta, score - floor, child, opponent, opponentMark, moves, here);
      } else {
        // A null window first: most moves only need to be shown no better than the best so far.
        value = score - search(ctx, other, 0, depth - 1, ply + 1, score - floor - 1, score - floor, child, opponent, opponentMark, moves, here);
        if (!ctx.aborted && value > floor && value < beta) {
          value = score - search(ctx, other, 0, depth - 1, ply + 1, score - beta, score - floor, child, opponent, opponentMark, moves, here);
        }
      }
      play(ctx, side, data, at, false);
    }
    if (ctx.aborted) return 0;
    if (value > best) {
      best = value;
      bestIndex = i;
      bestLine = { side, data, at, score, next: child.head };
      if (best >= beta) break;
    }
  }
  if (best < beta) {
    let value: number;
    child.head = null;
    if (passes + 1 >= ctx.passLimit) value = theirValue - ownValue;
    else {
      const floor = Math.max(alpha, best);
      if (best === -Infinity) value = -search(ctx, other, passes + 1, depth - 1, ply + 1, -beta, -floor, child, opponent, opponentMark, moves, here);
      else {
        value = -search(ctx, other, passes + 1, depth - 1, ply + 1, -floor - 1, -floor, child, opponent, opponentMark, moves, here);
        if (!ctx.aborted && value > floor && value < beta) value = -search(ctx, other, passes + 1, depth - 1, ply + 1, -beta, -floor, child, opponent, opponentMark, moves, here);
      }
    }
    if (ctx.aborted) return 0;
    if (value > best) {
      best = value;
      bestIndex = -1;
      bestLine = { side, data: null, at: -1, score: 0, next: child.head };
    }
  }
  const flag = best >= beta ? LOWER : best <= alpha ? UPPER : EXACT;
  ctx.table.store(keyA, keyB, best, ctx.cutoff ? depth : SOLVED_DEPTH, flag, bestIndex);
  ctx.cutoff = ctx.cutoff || outer;
  line.head = bestLine;
  return best;
}

/** Builds the turns of a line from the root: each play as a move with its notation on the board it is played on. */
class LineWriter {
  private board: Board;
  readonly turns: EndgameTurn[] = [];
  private readonly letters: readonly string[];
  private readonly cache: ReturnType<typeof tileCacheOf>;

  constructor(ctx: Ctx, root: Board) {
    this.board = root;
    this.letters = ctx.generator.letters;
    this.cache = tileCacheOf(tilesInPlay(ctx.rules));
  }

  add(side: 0 | 1, data: Int32Array | null, at: number): void {
    if (data === null) {
      this.turns.push({ side, move: null, notation: '-', score: 0 });
      return;
    }
    const { move, score } = moveAt(data, at, this.letters, this.cache);
    this.turns.push({ side, move, notation: makeMove(move, this.board), score });
    this.board = placed(this.board, move);
  }
}

/**
 * The line completed from the table: a search that met a position already solved ends its line
 * there, so the line goes on with the best moves stored for exact values until the game ends. The
 * moves are played on the solver's board and racks to find the positions, and taken back after.
 */
function completeLine(ctx: Ctx, root: Board, startPasses: number, head: LineTurn | null): EndgameTurn[] {
  const writer = new LineWriter(ctx, root);
  const played: { side: 0 | 1; data: Int32Array; at: number }[] = [];
  let side: 0 | 1 = 0;
  let passes = startPasses;
  let over = false;
  const step = (data: Int32Array | null, at: number): void => {
    writer.add(side, data, at);
    if (data === null) {
      if (++passes >= ctx.passLimit) over = true;
    } else {
      if (shapeCount(data[at + 1]!) === ctx.sizes[side]) over = true;
      else {
        play(ctx, side, data, at, true);
        played.push({ side, data, at });
        passes = 0;
      }
    }
    side = side === 0 ? 1 : 0;
  };
  for (let turn = head; turn !== null && !over; turn = turn.next) step(turn.data, turn.at);
  while (!over && writer.turns.length < 128) {
    const slot = ctx.table.find(positionA(ctx, side, passes), positionB(ctx, side, passes));
    if (slot < 0 || ctx.table.flag(slot) !== EXACT) break;
    const index = ctx.table.best(slot);
    if (index < 0) step(null, -1);
    else {
      const set = movesOf(ctx, side, null, 0);
      if (index >= set.order.length) break;
      step(set.data, set.order[index]!);
    }
  }
  for (let i = played.length - 1; i >= 0; i--) play(ctx, played[i]!.side, played[i]!.data, played[i]!.at, false);
  return writer.turns;
}

/** The passes in a row that end a game of two under the rule set's end rules, or 2 when the rules do not say. */
export function defaultPassLimit(rules: EndgamePosition['rules'], limitOf: (end: { passRounds: number; scorelessTurns: number | null }) => number): number {
  const end = (rules as { readonly end?: unknown }).end;
  if (typeof end !== 'object' || end === null) return 2;
  const { passRounds, scorelessTurns } = end as { passRounds?: unknown; scorelessTurns?: unknown };
  if (typeof passRounds !== 'number' || !(scorelessTurns === null || typeof scorelessTurns === 'number')) return 2;
  return limitOf({ passRounds, scorelessTurns });
}

/**
 * Gives the search a lexicon of only the words the endgame can still form: every play and score
 * are the same (and listed in the same order), found faster. Left as it is under the Gendern rule
 * (its words are not in the word graph) or when the words cannot be read.
 */
function pruneWords(ctx: Ctx, position: EndgamePosition): void {
  ctx.pruned = true;
  if (position.rules.gendern === true) return;
  const words = endgameWords(position.board, [...position.racks[0], ...position.racks[1]], ctx.lexicon);
  if (words === null) return;
  const built = buildLexicon(words, position.rules);
  if (!built.ok) return;
  const generator = createRecordGenerator(position.rules, built.value.lexicon, position.board);
  if (generator.ok) ctx.generator = generator.value;
}

/** A rack as counts by letter code, blanks apart; `null` for a tile that is not of the set. */
function rackCodes(rack: readonly string[], codes: ReadonlyMap<string, number>): { counts: Int32Array; blanks: number; size: number } | null {
  const counts = new Int32Array(32);
  let blanks = 0;
  for (const tile of rack) {
    if (tile === BLANK) {
      blanks++;
      continue;
    }
    const code = typeof tile === 'string' ? codes.get(tile.toUpperCase()) : undefined;
    if (code === undefined || code >= 32) return null;
    counts[code]!++;
  }
  return { counts, blanks, size: rack.length };
}

/** Searches an endgame position (checked for shape by the caller) within the options' budgets. */
export function searchEndgame(position: EndgamePosition, lexicon: CompactLexicon, options: EndgameOptions, passLimit: number): Result<EndgameSearchResult, EndgameError> {
  const { board, rules } = position;
  if (board.cells.length > TABLE_SQUARES) return err({ code: 'bad-position', message: `A board has at most ${TABLE_SQUARES} squares` });
  const started = performance.now();
  const generator = createRecordGenerator(rules, lexicon, board);
  if (!generator.ok) {
    const code = generator.error.code === 'malformed-board' ? 'bad-position' : 'movegen-failed';
    return err({ code, message: generator.error.message });
  }
  const cells = boardCodes(board, rules);
  if (cells === null) return err({ code: 'bad-position', message: 'A tile on the board is not a tile of the rule set' });
  const alphabet = alphabetOf(tilesInPlay(rules));
  const own = rackCodes(position.racks[0], alphabet.codes);
  const theirs = rackCodes(position.racks[1], alphabet.codes);
  if (own === null || theirs === null) return err({ code: 'bad-position', message: 'A tile on a rack is not a tile of the rule set' });
  const entryValues = new Int32Array(33);
  alphabet.values.forEach((value, code) => {
    if (code < 32) entryValues[code] = value;
  });
  const hashes = hashTables();
  const ctx: Ctx = {
    rules, lexicon, deadline: started + budgetMs(options.timeMs, 1000), width: options.width ?? 40,
    maxNodes: typeof options.maxNodes === 'number' && options.maxNodes >= 1 ? options.maxNodes : Infinity,
    pruneAfter: typeof options.pruneAfter === 'number' && options.pruneAfter >= 0 ? options.pruneAfter : PRUNE_AFTER,
    passLimit,
    nodes: 0, aborted: false, cutoff: false, error: null, table: new TranspositionTable(), moves: new Map(), older: new Map(),
    generator: generator.value, pruned: false, hashes, cells, cols: board.cols,
    racks: [new Int32Array(32), new Int32Array(32)], blanks: Int32Array.of(own.blanks, theirs.blanks), sizes: Int32Array.of(own.size, theirs.size),
    values: new Int32Array(2), rackA: new Int32Array(4), rackB: new Int32Array(4), boardA: 0, boardB: 0, entryValues,
    placedSquares: new Int32Array(cells.length), placedCount: 0, rows: board.rows, lines: new Uint8Array(52), room: reuseRoom(), touched: new Int32Array(TOUCHED), touchedCount: 0,
  };
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i]!;
    if (code < 0) continue;
    ctx.boardA ^= hashes.cellA[code * TABLE_SQUARES + i]!;
    ctx.boardB ^= hashes.cellB[code * TABLE_SQUARES + i]!;
  }
  // Each rack's hash and value, built by giving its tiles to an empty rack.
  for (const player of [0, 1] as const) {
    const rack = player === 0 ? own : theirs;
    ctx.blanks[player] = 0;
    ctx.sizes[player] = 0;
    for (let code = 0; code < 32; code++) for (let n = rack.counts[code]!; n > 0; n--) give(ctx, player, code);
    for (let n = rack.blanks; n > 0; n--) give(ctx, player, BLANKS);
  }
  const maxDepth = Math.max(1, Math.min(64, Math.floor(Number(options.maxDepth ?? 24)) || 24));
  const passes = Math.max(0, Math.min(passLimit - 1, Math.floor(Number(position.passes ?? 0)) || 0));
  let result: EndgameSearchResult | null = null;
  // One turn deeper per iteration up to STEPPED_DEPTHS, then to the deepest at once.
  for (let depth = 1; depth <= maxDepth; depth = depth >= STEPPED_DEPTHS && depth < maxDepth ? maxDepth : depth + 1) {
    if (!ctx.pruned && ctx.nodes >= ctx.pruneAfter) pruneWords(ctx, position);
    ctx.cutoff = false;
    const line: Line = { head: null };
    const value = search(ctx, 0, passes, depth, 0, -Infinity, Infinity, line, null, 0, null, 0);
    if (ctx.error !== null) return err({ code: 'movegen-failed', message: ctx.error });
    if (ctx.aborted) break;
    result = { value: value + 0, line: completeLine(ctx, board, passes, line.head), exact: !ctx.cutoff, depth, nodes: ctx.nodes };
    if (!ctx.cutoff) break;
  }
  if (result === null) {
    ctx.aborted = false;
    const moves = movesOf(ctx, 0, null, 0);
    if (ctx.error !== null) return err({ code: 'movegen-failed', message: ctx.error });
    const writer = new LineWriter(ctx, board);
    writer.add(0, moves.order.length > 0 ? moves.data : null, moves.order[0] ?? -1);
    const turn = writer.turns[0]!;
    result = { value: turn.score, line: [turn], exact: false, depth: 0, nodes: ctx.nodes };
  }
  return ok(result);
}
