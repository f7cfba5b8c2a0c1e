/**
 * The endgame solver: with the bag empty each player knows the other's rack (the unseen tiles),
 * so the rest of the game is a two-player game of full information. `solveEndgame` searches it
 * with alpha-beta over the generated moves (plays that go out first, then by score; the best move
 * of the last iteration first, the others searched first with a null window; a transposition table
 * of the positions already searched), deepening one turn at a time within a time budget, and returns the
 * best action, its value (the points by which the player gains on the opponent until the end, rack
 * adjustments included) and the best line. When the search reached the end of every line it is
 * `exact`.
 *
 * The game ends when a player plays out, or when the rule set's passes in a row end it (each player
 * then loses the value of the own rack): two pass rounds under the German rules are four passes,
 * one round under the Dutch rules two, and six scoreless turns end a tournament game. The passes
 * already made count. Under a rule set that no number of passes ends, two passes in a row count
 * as the end (the position only repeats).
 *
 * @example
 * ```ts
 * import { solveEndgame, viewFor } from 'scrabble-engine';
 * const solved = solveEndgame(viewFor(state, state.turn), lexicon, { timeMs: 500 });
 * if (solved.ok) console.log(solved.value.line.join(' '), solved.value.value, solved.value.exact);
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Move } from '../move/move.js';
import { makeMove } from '../move/notation.js';
import type { MovegenRules } from '../movegen/generate.js';
import { createMovegenContext, type MovegenContext } from '../movegen/context.js';
import type { MoveList } from '../movegen/move-list.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { placed } from './candidates.js';
import { isTileSet } from '../total.js';
import { budgetMs } from './budget.js';
import { addPassesHash, addRackHash, boardHash, EXACT, keyOf, LOWER, placementHash, SOLVED_DEPTH, TABLE_SQUARES, TranspositionTable, UPPER, type Hash2 } from './endgame-table.js';
import { positionOf } from './position.js';
import { endgameWords } from './endgame-words.js';
import { buildLexicon } from '../lexicon/build-lexicon.js';
import { tilesOfMove, tilesValue, without } from './racks.js';
import { cgpView, isCgpPosition } from '../cgp/cgp-view.js';
import type { CgpPosition } from '../cgp/cgp.js';

/**
 * Options of the endgame solver.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const options: EndgameOptions = { timeMs: 500 };
 * solveEndgame(view, lexicon, options);
 * ```
 */
export interface EndgameOptions {
  /** Time budget in milliseconds (default 1,000); the deepest finished search is returned. */
  readonly timeMs?: number;
  /** Deepest search in turns (default 24). */
  readonly maxDepth?: number;
  /** Moves tried in each position below the root, best first (default 40; `Infinity` for all). */
  readonly width?: number;
  /** Most positions searched (default: no limit): a budget that, unlike time, gives the same answer on any machine. */
  readonly maxNodes?: number;
  /**
   * Positions searched before the solver narrows its lexicon to the words the endgame can still
   * form (default 20,000; 0 at once, `Infinity` never). The plays, scores and answer stay the same;
   * a long search runs faster, and a short one saves the work of finding the words.
   */
  readonly pruneAfter?: number;
}

/**
 * One turn of the best line.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameTurn, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);
 * const line: readonly EndgameTurn[] = solved.ok ? solved.value.line : [];
 * ```
 */
export interface EndgameTurn {
  /** 0: the player to move now; 1: the opponent. */
  readonly side: 0 | 1;
  /** The move, or `null` for a pass. */
  readonly move: Move | null;
  /** GCG notation, `-` for a pass. */
  readonly notation: string;
  readonly score: number;
}

/**
 * The solution of an endgame.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameSolution, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);
 * const solution: EndgameSolution | null = solved.ok ? solved.value : null;   // the action, its value, the line
 * ```
 */
export interface EndgameSolution {
  /** The action to play now. */
  readonly action: Action;
  /** Points the player to move gains on the opponent from now to the end (rack adjustments included). */
  readonly value: number;
  /** The best line, alternating from the player to move. */
  readonly line: readonly EndgameTurn[];
  /** Whether every line was searched to the end of the game (the value is then exact for the given width). */
  readonly exact: boolean;
  /** Depth of the deepest finished search, in turns. */
  readonly depth: number;
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * Codes of the errors of the endgame solver.
 * @example
 * ```ts
 * import { ENDGAME_ERROR_CODES } from 'scrabble-engine';
 * ENDGAME_ERROR_CODES.includes('not-an-endgame');   // true
 * ```
 */
export const ENDGAME_ERROR_CODES = ['not-an-endgame', 'bad-view', 'bad-position', 'movegen-failed'] as const;

/**
 * Why an endgame could not be solved.
 * @example
 * ```ts
 * import type { EndgameError } from 'scrabble-engine';
 * const explain = (error: EndgameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type EndgameError = EngineError<(typeof ENDGAME_ERROR_CODES)[number]>;

/**
 * A full-information endgame: the board, both racks (the side to move first) and the passes just made.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, type EndgamePosition, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const position: EndgamePosition = { rules: GERMAN, board: view.board, racks: [['E', 'R'], ['Q']] };
 * solveEndgamePosition(position, lexicon);
 * ```
 */
export interface EndgamePosition {
  readonly rules: MovegenRules & { readonly tiles: MovegenRules['tiles'] };
  readonly board: Board;
  readonly racks: readonly [readonly string[], readonly string[]];
  /** Passes in a row just before this position (default 0). */
  readonly passes?: number;
  /** Passes in a row that end the game (default: as the rule set's end rules say: two per pass round, or the scoreless turns when they come sooner; 2 when the rules have none). */
  readonly passLimit?: number;
}

/**
 * How many passes in a row end a two-player game under a rule set, and how many of them the
 * counters already hold: the pass rounds (two passes a round), or the scoreless turns when they
 * come sooner; two passes when neither rule ends the game.
 */
export function passesToEnd(end: { readonly passRounds: number; readonly scorelessTurns: number | null },
  counters: { readonly passes: number; readonly scoreless: number }): { limit: number; passes: number } {
  const byPasses = end.passRounds > 0 ? end.passRounds * 2 : Infinity;
  const byScoreless = end.scorelessTurns !== null && end.scorelessTurns > 0 ? end.scorelessTurns : Infinity;
  const limit = Math.min(byPasses, byScoreless);
  if (limit === Infinity) return { limit: 2, passes: Math.min(1, counters.passes) };
  const left = Math.max(1, Math.min(byPasses - counters.passes, byScoreless - counters.scoreless));
  return { limit, passes: Math.max(0, limit - left) };
}

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
  readonly table: TranspositionTable;
  /** Move lists by the hash of board and rack: those used lately, and before them the ones of the last turnover. */
  moves: Map<number, MoveSet>;
  older: Map<number, MoveSet>;
  /** The move generator, kept between calls: a child's board differs from its parent's by one move. */
  generator: MovegenContext;
  /** Whether the generator searches the endgame's own words (see {@link endgameWords}). */
  pruned: boolean;
  error: string | null;
}

interface GeneratedMove {
  readonly move: Move;
  readonly score: number;
  readonly tiles: string[];
  /** The value of the tiles it plays. */
  readonly value: number;
  /** GCG notation, written when the move is first in a line. */
  notation: string | null;
  /** What the move changes in the board's hash. */
  readonly delta: Hash2;
}

/** A turn of a line as the search builds it: linked to the rest of the line, the notation written only at the end. */
interface LineTurn {
  readonly side: 0 | 1;
  readonly move: Move | null;
  readonly score: number;
  readonly next: LineTurn | null;
}

/** The best line a search found, filled in by the search. */
interface Line {
  head: LineTurn | null;
}

/** Move lists kept in the newer of the two maps before it becomes the older. */
const MOVE_LISTS = 150_000;

/**
 * The moves of a rack on a board, in the solver's order (plays that go out first, then by score):
 * kept as the generator's compact list, each move built the first time it is tried (a search cut
 * off after the first move builds one).
 */
interface MoveSet {
  readonly length: number;
  readonly list: MoveList | null;
  /** The list's index of each move, in the solver's order. */
  readonly order: readonly number[];
  readonly built: (GeneratedMove | undefined)[];
  readonly cols: number;
}

const NO_MOVES: MoveSet = { length: 0, list: null, order: [], built: [], cols: 0 };

/** The moves of a rack on a board, generated once per board and rack. */
function movesOf(ctx: Ctx, board: Board, rack: readonly string[], key: number): MoveSet {
  let set = ctx.moves.get(key);
  if (set === undefined && (set = ctx.older.get(key)) !== undefined) ctx.moves.set(key, set);
  if (set === undefined) {
    const generated = ctx.generator.generateMoveList(board, rack);
    if (!generated.ok) {
      ctx.error = generated.error.message;
      return NO_MOVES;
    }
    const list = generated.value;
    const length = list.length;
    // A plain array: a typed one of more than a few numbers is allocated outside the heap, at a higher cost.
    const order: number[] = [];
    const out = rack.length;
    for (let i = 0; i < length; i++) if (list.tilesUsedAt(i) === out) order.push(i);
    for (let i = 0; i < length; i++) if (list.tilesUsedAt(i) !== out) order.push(i);
    set = { length, list, order, built: new Array<GeneratedMove | undefined>(length), cols: board.cols };
    ctx.moves.set(key, set);
  }
  if (ctx.moves.size >= MOVE_LISTS) {
    // The lists used since the last turnover are kept a while longer; the others are dropped.
    ctx.older = ctx.moves;
    ctx.moves = new Map();
  }
  return set;
}

/** Move `i` of a set (in the solver's order), built the first time it is asked for. */
function moveAt(ctx: Ctx, set: MoveSet, i: number): GeneratedMove {
  let m = set.built[i];
  if (m === undefined) {
    const g = set.list!.at(set.order[i]!)!;
    const tiles = tilesOfMove(g.move);
    m = {
      move: g.move, score: g.score, tiles, value: tilesValue(ctx.rules.tiles, tiles), notation: null, delta: placementHash(g.move.tiles, set.cols),
    };
    set.built[i] = m;
  }
  return m;
}

/** The move's GCG notation, written once. */
function notationOf(m: GeneratedMove, board: Board): string {
  return (m.notation ??= makeMove(m.move, board));
}

/** Counts a position searched; whether the search must stop (out of time or of positions). */
function tick(ctx: Ctx): boolean {
  ctx.nodes++;
  if (((ctx.nodes & 63) === 0 && performance.now() > ctx.deadline) || ctx.nodes > ctx.maxNodes) ctx.aborted = true;
  return ctx.aborted;
}

function search(ctx: Ctx, board: Board, boardKey: Hash2, racks: readonly [readonly string[], readonly string[]], side: 0 | 1, passes: number,
  depth: number, ply: number, alpha: number, beta: number, line: Line): number {
  if (tick(ctx)) return 0;
  const own = racks[0];
  const theirs = racks[1];
  const ownValue = tilesValue(ctx.rules.tiles, own);
  const theirValue = tilesValue(ctx.rules.tiles, theirs);
  if (depth === 0) {
    ctx.cutoff = true;
    line.head = null;
    return theirValue - ownValue;
  }
  const hash: Hash2 = { a: boardKey.a, b: boardKey.b };
  addRackHash(hash, own, 0);
  const movesKey = keyOf(hash.a, hash.b);
  addRackHash(hash, theirs, 1);
  addPassesHash(hash, passes);
  const key = keyOf(hash.a, hash.b);
  const slot = ctx.table.find(key);
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
  const moves = movesOf(ctx, board, own, movesKey);
  const outer = ctx.cutoff;
  ctx.cutoff = false;
  const width = ply === 0 ? Infinity : ctx.width;
  let best = -Infinity;
  let bestLine: LineTurn | null = null;
  const child: Line = { head: null };
  let bestIndex = -1;
  const first = hinted >= 0 && hinted < moves.length ? hinted : -1;
  let tried = 0;
  // The best move of an earlier search of this position first, then the others in their order.
  for (let n = first >= 0 ? -1 : 0; n < moves.length; n++) {
    const i = n < 0 ? first : n;
    if (n >= 0 && i === first) continue;
    if (tried++ >= width) break;
    const m = moveAt(ctx, moves, i);
    let value: number;
    child.head = null;
    if (m.tiles.length === own.length) {
      value = m.score + 2 * theirValue;
    } else if (depth === 1) {
      // The child is a leaf: its estimate (the racks' values) read here, with no board made for it.
      if (tick(ctx)) return 0;
      ctx.cutoff = true;
      value = m.score + theirValue - (ownValue - m.value);
    } else {
      const left = without(own, m.tiles) ?? [];
      const childKey: Hash2 = { a: boardKey.a ^ m.delta.a, b: boardKey.b ^ m.delta.b };
      const childBoard = placed(board, m.move);
      const floor = Math.max(alpha, best);
      const next: 0 | 1 = side === 0 ? 1 : 0;
      if (best === -Infinity) {
        value = m.score - search(ctx, childBoard, childKey, [theirs, left], next, 0, depth - 1, ply + 1, m.score - beta, m.score - floor, child);
      } else {
        // A null window first: most moves only need to be shown no better than the best so far.
        value = m.score - search(ctx, childBoard, childKey, [theirs, left], next, 0, depth - 1, ply + 1, m.score - floor - 1, m.score - floor, child);
        if (!ctx.aborted && value > floor && value < beta) {
          value = m.score - search(ctx, childBoard, childKey, [theirs, left], next, 0, depth - 1, ply + 1, m.score - beta, m.score - floor, child);
        }
      }
    }
    if (ctx.aborted) return 0;
    if (value > best) {
      best = value;
      bestIndex = i;
      bestLine = { side, move: m.move, score: m.score, next: child.head };
      if (best >= beta) break;
    }
  }
  if (best < beta) {
    let value: number;
    child.head = null;
    if (passes + 1 >= ctx.passLimit) value = theirValue - ownValue;
    else {
      const floor = Math.max(alpha, best);
      const next: 0 | 1 = side === 0 ? 1 : 0;
      if (best === -Infinity) value = -search(ctx, board, boardKey, [theirs, own], next, passes + 1, depth - 1, ply + 1, -beta, -floor, child);
      else {
        value = -search(ctx, board, boardKey, [theirs, own], next, passes + 1, depth - 1, ply + 1, -floor - 1, -floor, child);
        if (!ctx.aborted && value > floor && value < beta) value = -search(ctx, board, boardKey, [theirs, own], next, passes + 1, depth - 1, ply + 1, -beta, -floor, child);
      }
    }
    if (ctx.aborted) return 0;
    if (value > best) {
      best = value;
      bestIndex = -1;
      bestLine = { side, move: null, score: 0, next: child.head };
    }
  }
  const flag = best >= beta ? LOWER : best <= alpha ? UPPER : EXACT;
  ctx.table.store(key, best, ctx.cutoff ? depth : SOLVED_DEPTH, flag, bestIndex);
  ctx.cutoff = ctx.cutoff || outer;
  line.head = bestLine;
  return best;
}

/**
 * The line completed from the table: a search that met a position already solved ends its line
 * there, so the line goes on with the best moves stored for exact values until the game ends.
 */
function completeLine(ctx: Ctx, position: EndgamePosition, rootKey: Hash2, startPasses: number, head: LineTurn | null): EndgameTurn[] {
  const out: EndgameTurn[] = [];
  let board = position.board;
  let boardKey: Hash2 = { a: rootKey.a, b: rootKey.b };
  let racks: [readonly string[], readonly string[]] = [position.racks[0], position.racks[1]];
  let side: 0 | 1 = 0;
  let passes = startPasses;
  for (let turn = head; turn !== null; turn = turn.next) {
    // The search leaves the plays' notation to be written here, once, for the line it returns.
    out.push({ side: turn.side, move: turn.move, notation: turn.move === null ? '-' : makeMove(turn.move, board), score: turn.score });
    if (turn.move === null) {
      if (++passes >= ctx.passLimit) return out;
    } else {
      const left = without(racks[0], tilesOfMove(turn.move)) ?? [];
      if (left.length === 0) return out;
      const delta = placementHash(turn.move.tiles, board.cols);
      boardKey = { a: boardKey.a ^ delta.a, b: boardKey.b ^ delta.b };
      board = placed(board, turn.move);
      racks = [left, racks[1]];
      passes = 0;
    }
    racks = [racks[1], racks[0]];
    side = side === 0 ? 1 : 0;
  }
  while (out.length < 128) {
    const hash: Hash2 = { a: boardKey.a, b: boardKey.b };
    addRackHash(hash, racks[0], 0);
    const movesKey = keyOf(hash.a, hash.b);
    addRackHash(hash, racks[1], 1);
    addPassesHash(hash, passes);
    const slot = ctx.table.find(keyOf(hash.a, hash.b));
    if (slot < 0 || ctx.table.flag(slot) !== EXACT) break;
    const index = ctx.table.best(slot);
    if (index < 0) {
      out.push({ side, move: null, notation: '-', score: 0 });
      if (++passes >= ctx.passLimit) break;
    } else {
      const set = movesOf(ctx, board, racks[0], movesKey);
      if (index >= set.length) break;
      const m = moveAt(ctx, set, index);
      out.push({ side, move: m.move, notation: notationOf(m, board), score: m.score });
      const left = without(racks[0], m.tiles) ?? [];
      if (left.length === 0) break;
      boardKey = { a: boardKey.a ^ m.delta.a, b: boardKey.b ^ m.delta.b };
      board = placed(board, m.move);
      racks = [left, racks[1]];
      passes = 0;
    }
    racks = [racks[1], racks[0]];
    side = side === 0 ? 1 : 0;
  }
  return out;
}

/**
 * The result of solving an endgame position (see {@link solveEndgame}); the line's first turn is the move to play.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, type EndgameSearchResult, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgamePosition({ rules: GERMAN, board: view.board, racks: [['E'], ['Q']] }, lexicon);
 * const result: EndgameSearchResult | null = solved.ok ? solved.value : null;
 * ```
 */
export interface EndgameSearchResult {
  readonly value: number;
  readonly line: readonly EndgameTurn[];
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
}

/**
 * Solves a full-information endgame given as data (both racks known), or says why it cannot.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgamePosition({ rules: GERMAN, board: view.board, racks: [['E', 'R'], ['Q']] }, lexicon);
 * ```
 */
export function solveEndgamePosition(position: EndgamePosition, lexicon: CompactLexicon, options: EndgameOptions = {}): Result<EndgameSearchResult, EndgameError> {
  const p = position as Partial<EndgamePosition> | null;
  const rackOk = (r: unknown) => Array.isArray(r) && r.every((t) => typeof t === 'string');
  if (typeof p !== 'object' || p === null || typeof p.rules !== 'object' || p.rules === null || !isTileSet(p.rules.tiles) ||
      typeof p.board !== 'object' || p.board === null || !Array.isArray(p.board.cells) || !Array.isArray(p.racks) ||
      p.racks.length !== 2 || !rackOk(p.racks[0]) || !rackOk(p.racks[1])) {
    return err({ code: 'bad-position', message: 'An endgame position has rules, a board and two racks' });
  }
  const opts = typeof options === 'object' && options !== null ? options : {};
  try {
    return searchEndgame(position, lexicon, opts);
  } catch (error) {
    return err({ code: 'bad-position', message: `The endgame could not be searched: ${String(error).slice(0, 120)}` });
  }
}

/** The passes in a row that end a game of two under the rule set's end rules, or 2 when the rules do not say. */
function defaultPassLimit(rules: EndgamePosition['rules']): number {
  const end = (rules as { readonly end?: unknown }).end;
  if (typeof end !== 'object' || end === null) return 2;
  const { passRounds, scorelessTurns } = end as { passRounds?: unknown; scorelessTurns?: unknown };
  if (typeof passRounds !== 'number' || !(scorelessTurns === null || typeof scorelessTurns === 'number')) return 2;
  return passesToEnd({ passRounds, scorelessTurns }, { passes: 0, scoreless: 0 }).limit;
}

/** Positions searched, by default, before the generator is given the endgame's own words: a search this long pays for finding them. */
const PRUNE_AFTER = 20_000;

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
  ctx.generator = createMovegenContext(position.rules, built.value.lexicon);
}

function searchEndgame(position: EndgamePosition, lexicon: CompactLexicon, options: EndgameOptions): Result<EndgameSearchResult, EndgameError> {
  if (position.board.cells.length > TABLE_SQUARES) return err({ code: 'bad-position', message: `A board has at most ${TABLE_SQUARES} squares` });
  const started = performance.now();
  const ctx: Ctx = {
    rules: position.rules, lexicon, deadline: started + budgetMs(options.timeMs, 1000), width: options.width ?? 40,
    maxNodes: typeof options.maxNodes === 'number' && options.maxNodes >= 1 ? options.maxNodes : Infinity,
    pruneAfter: typeof options.pruneAfter === 'number' && options.pruneAfter >= 0 ? options.pruneAfter : PRUNE_AFTER,
    passLimit: Math.max(1, Math.min(100, Math.floor(Number(position.passLimit ?? defaultPassLimit(position.rules))) || 2)),
    nodes: 0, aborted: false, cutoff: false, table: new TranspositionTable(), moves: new Map(), older: new Map(), error: null,
    generator: createMovegenContext(position.rules, lexicon), pruned: false,
  };
  const maxDepth = Math.max(1, Math.min(64, Math.floor(Number(options.maxDepth ?? 24)) || 24));
  let result: EndgameSearchResult | null = null;
  const rootKey = boardHash(position.board.cells);
  for (let depth = 1; depth <= maxDepth; depth++) {
    if (!ctx.pruned && ctx.nodes >= ctx.pruneAfter) pruneWords(ctx, position);
    ctx.cutoff = false;
    const line: Line = { head: null };
    const passes = Math.max(0, Math.min(ctx.passLimit - 1, Math.floor(Number(position.passes ?? 0)) || 0));
    const value = search(ctx, position.board, rootKey, position.racks, 0, passes, depth, 0, -Infinity, Infinity, line);
    if (ctx.error !== null) return err({ code: 'movegen-failed', message: ctx.error });
    if (ctx.aborted) break;
    result = { value: value + 0, line: completeLine(ctx, position, rootKey, passes, line.head), exact: !ctx.cutoff, depth, nodes: ctx.nodes };
    if (!ctx.cutoff) break;
  }
  if (result === null) {
    const moves = movesOf(ctx, position.board, position.racks[0], -1);
    if (ctx.error !== null) return err({ code: 'movegen-failed', message: ctx.error });
    const first = moves.length > 0 ? moveAt(ctx, moves, 0) : undefined;
    const turn: EndgameTurn = first === undefined ? { side: 0, move: null, notation: '-', score: 0 } : { side: 0, move: first.move, notation: notationOf(first, position.board), score: first.score };
    result = { value: turn.score, line: [turn], exact: false, depth: 0, nodes: ctx.nodes };
  }
  return ok(result);
}

/**
 * Solves the endgame of a player's view: the bag must be empty and the game between two players;
 * the opponent's rack is the tiles the player cannot see.
 * @example
 * ```ts
 * import { solveEndgame, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);   // once the bag is empty, in a game for two
 * if (solved.ok) solved.value.action;         // the best action, and its value in solved.value.value
 * ```
 */
export function solveEndgame(view: PlayerView | CgpPosition, lexicon: CompactLexicon, options: EndgameOptions = {}): Result<EndgameSolution, EndgameError> {
  if (isCgpPosition(view)) return solveEndgame(cgpView(view), lexicon, options);
  const position = positionOf(view);
  if (typeof position === 'string') return err({ code: 'bad-view', message: position });
  if (position.players !== 2) return err({ code: 'not-an-endgame', message: 'The endgame solver plays games of two players' });
  if (position.bagSize !== 0) return err({ code: 'not-an-endgame', message: `The bag still holds ${position.bagSize} tiles` });
  if (position.unseen.length !== position.opponentRackSize) {
    return err({ code: 'bad-view', message: 'The unseen tiles are not the opponent\'s rack: the view does not match its tile set' });
  }
  const { limit, passes } = passesToEnd(view.rules.end, { passes: position.passes, scoreless: position.scoreless });
  const solved = solveEndgamePosition({ rules: view.rules, board: view.board, racks: [position.rack, position.unseen], passes, passLimit: limit }, lexicon, options);
  if (!solved.ok) return solved;
  const first = solved.value.line[0];
  const player = position.player;
  const action: Action = first === undefined || first.move === null ? { type: 'pass', player } : { type: 'play', player, move: first.move };
  return ok({ ...solved.value, action });
}
