/**
 * The pre-endgame, for one to four tiles in the bag in a game of two: the player knows the unseen
 * tiles (the opponent's rack and the bag together), so every way of splitting them between the
 * opponent's rack, the player's draw and what stays in the bag can be enumerated, each distinct
 * split of tiles (multisets, not orders) weighted by its number of ways.
 *
 * Each candidate (plays, exchanges where the rules allow them, the pass) is valued as the
 * expectation over those splits of the game played to its end by two players who then see both
 * racks and the bag's contents but not its order: once the bag is empty the rest is a
 * full-information endgame, valued by the endgame solver (by a greedy playout when the solver
 * does not reach the end of the game within its budget); while tiles remain, the side to move
 * tries its plays (the highest scores first, `width` of them) and the pass, and every later draw
 * that leaves tiles in the bag is a chance node over the distinct draws. Below the candidate no
 * side exchanges. This is the model a native engine solves; what it leaves out is that in a real
 * game the opponent does not see the player's rack.
 *
 * The work is bounded by a budget of nodes (each move generation and each endgame position
 * searched counts one), deterministic on any machine, and by an optional time budget. First the
 * candidates, best equity first, are played out greedily over the splits (both sides playing
 * their highest score, going out when they can; an evenly spaced sample of the splits when they
 * are many): as many candidates as half the budget allows, at least two.
 * Then they are valued as above in the order of their playouts, each over all of its splits within
 * a third of the budget left (one that needs more is left out, and what one does not spend passes
 * on); the best candidate valued in full wins, else the best playout.
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove, generateMoves, type MovegenRules } from '../movegen/generate.js';
import { placed, type BotCandidate } from './candidates.js';
import { passesToEnd, solveEndgamePosition } from './endgame.js';
import type { BotPosition } from './position.js';
import { tilesOfMove, tilesValue, without } from './racks.js';

/** A weighted order of the bag. */
interface BagOrder {
  readonly bag: readonly string[];
  readonly weight: number;
}

/** Every distinct order of `size` tiles drawn from the unseen tiles, with its number of ways. */
export function bagOrders(unseen: readonly string[], size: number): BagOrder[] {
  const counts = new Map<string, number>();
  for (const t of unseen) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out: BagOrder[] = [];
  const walk = (bag: string[], weight: number) => {
    if (bag.length === size) {
      out.push({ bag: bag.slice(), weight });
      return;
    }
    for (const [tile, n] of counts) {
      if (n === 0) continue;
      counts.set(tile, n - 1);
      bag.push(tile);
      walk(bag, weight * n);
      bag.pop();
      counts.set(tile, n);
    }
  };
  walk([], 1);
  return out;
}

/** A weighted draw: the tiles drawn (a multiset, sorted), the tiles left, and the number of ways. */
export interface Draw {
  readonly drawn: readonly string[];
  readonly rest: readonly string[];
  readonly weight: number;
}

/** n choose k. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/**
 * Every distinct multiset of `size` tiles drawn from `tiles`, with the tiles left and its number
 * of ways (the product over the letters of n choose k); the weights add up to `tiles.length` choose `size`.
 */
export function draws(tiles: readonly string[], size: number): Draw[] {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  const kinds = [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const out: Draw[] = [];
  const drawn: string[] = [];
  const walk = (i: number, need: number, weight: number) => {
    if (need === 0) {
      out.push({ drawn: drawn.slice(), rest: without(tiles, drawn) ?? [], weight });
      return;
    }
    if (i === kinds.length) return;
    const [tile, n] = kinds[i]!;
    for (let k = Math.min(n, need); k >= 0; k--) {
      for (let j = 0; j < k; j++) drawn.push(tile);
      walk(i + 1, need - k, weight * choose(n, k));
      drawn.length -= k;
    }
  };
  walk(0, Math.max(0, Math.min(size, tiles.length)), 1);
  return out;
}

/** One side's playout choice: a play that goes out when the bag is empty, else the highest score; `null` to pass. */
function playoutMove(board: Board, rack: readonly string[], bagEmpty: boolean, rules: MovegenRules, lexicon: CompactLexicon) {
  if (bagEmpty) {
    const all = generateMoves(board, rack, rules, lexicon);
    if (!all.ok || all.value.length === 0) return null;
    return all.value.find((m) => m.move.tiles.length === rack.length) ?? all.value[0]!;
  }
  const best = bestMove(board, rack, rules, lexicon);
  return best.ok ? best.value : null;
}

/**
 * Plays a game out to its end from a fully known position with two players who play their best
 * score (going out first when the bag is empty). Returns the spread gained by side 0; `counted.n`
 * is raised by one for each turn played.
 */
export function playOut(rules: MovegenRules, lexicon: CompactLexicon, board: Board, racks: [string[], string[]], bag: string[],
  toMove: 0 | 1, maxTurns = 16, counted?: { n: number }): number {
  let spread = 0;
  let passes = 0;
  let side = toMove;
  for (let turn = 0; turn < maxTurns; turn++) {
    const rack = racks[side];
    const sign = side === 0 ? 1 : -1;
    const m = playoutMove(board, rack, bag.length === 0, rules, lexicon);
    if (counted !== undefined) counted.n++;
    if (m === null) {
      passes++;
      if (passes >= 2) break;
    } else {
      passes = 0;
      spread += sign * m.score;
      board = placed(board, m.move);
      const left = without(rack, tilesOfMove(m.move)) ?? [];
      while (left.length < rules.rackSize && bag.length > 0) left.push(bag.shift()!);
      racks[side] = left;
      if (left.length === 0) {
        spread += sign * 2 * tilesValue(rules.tiles, racks[side === 0 ? 1 : 0]);
        return spread;
      }
    }
    side = side === 0 ? 1 : 0;
  }
  return spread - tilesValue(rules.tiles, racks[0]) + tilesValue(rules.tiles, racks[1]);
}

/**
 * The budget and breadth of the pre-endgame. With `maxNodes` alone (the default) the choice is
 * the same on any machine; a `timeMs` adds a limit in time.
 */
export interface PreEndgameOptions {
  /** Most nodes in all (default 20,000): a move generation or a position searched by the endgame solver counts one. */
  readonly maxNodes?: number;
  /** Time budget in milliseconds (default: none). */
  readonly timeMs?: number;
  /** Most positions the endgame solver searches for one endgame (default: the candidate's share of the budget over its number of splits, at least 50); an endgame not solved within it is valued by a greedy playout. */
  readonly endgameNodes?: number;
  /** Plays tried in each position below the candidate while tiles remain in the bag, highest scores first (default 8; `Infinity` for all); also the endgame solver's width. */
  readonly width?: number;
  /** Most candidates played out and valued (default 12), best equity first; fewer when the budget ends first. */
  readonly candidates?: number;
}

/** The choice of the pre-endgame and how it was made. */
export interface PreEndgameChoice {
  readonly candidate: BotCandidate;
  /** The expected spread from now to the end of the game (playouts: their average). */
  readonly value: number;
  /** Whether the choice was made by the valuation to the end (false: by greedy playouts alone). */
  readonly solved: boolean;
  /** Candidates valued in full. */
  readonly examined: number;
  /** Whether every endgame met was solved to its end within its budget and width (the values are then exact for the given width). */
  readonly exact: boolean;
  /** Nodes used. */
  readonly nodes: number;
}

interface Ctx {
  readonly rules: BotPosition['rules'];
  readonly lexicon: CompactLexicon;
  readonly maxNodes: number;
  /** The node count at which the current candidate's valuation is given up. */
  limit: number;
  readonly deadline: number;
  endgameNodes: number;
  readonly width: number;
  readonly passLimit: number;
  nodes: number;
  aborted: boolean;
  exact: boolean;
  /** Values of the positions already valued: exact, or a bound when the search was cut off by its window. */
  readonly table: Map<string, { value: number; flag: 0 | 1 | 2 }>;
}

/** Flags of the table: the exact value, a lower bound, an upper bound. */
const EXACT_VALUE = 0;
const LOWER_BOUND = 1;
const UPPER_BOUND = 2;

/** The key of a position below the candidate: the board, both racks, the bag's contents and the passes. */
function keyOf(board: Board, own: readonly string[], theirs: readonly string[], bag: readonly string[], passes: number): string {
  let cells = '';
  for (const c of board.cells) cells += c ?? '.';
  return `${cells}|${own.slice().sort().join('')}|${theirs.slice().sort().join('')}|${bag.slice().sort().join('')}|${passes}`;
}

function spend(ctx: Ctx, n: number): boolean {
  ctx.nodes += n;
  if (ctx.nodes > ctx.limit || (ctx.deadline !== Infinity && performance.now() > ctx.deadline)) ctx.aborted = true;
  return ctx.aborted;
}

/**
 * The value for the side to move (points gained on the other until the end) of a position where
 * both racks and the bag's contents are known: the endgame solver's once the bag is empty, else
 * the best of its plays and the pass, each followed by its draw.
 */
function valueOf(ctx: Ctx, board: Board, own: readonly string[], theirs: readonly string[], bag: readonly string[], passes: number,
  alpha: number, beta: number): number {
  if (ctx.aborted) return 0;
  const key = keyOf(board, own, theirs, bag, passes);
  const known = ctx.table.get(key);
  if (known !== undefined && (known.flag === EXACT_VALUE || (known.flag === LOWER_BOUND && known.value >= beta) ||
      (known.flag === UPPER_BOUND && known.value <= alpha))) return known.value;
  if (ctx.table.size > 500000) ctx.table.clear();
  if (bag.length === 0) {
    const budget = Math.max(1, Math.min(ctx.endgameNodes, ctx.limit - ctx.nodes));
    const solved = solveEndgamePosition({ rules: ctx.rules, board, racks: [own, theirs], passes, passLimit: ctx.passLimit }, ctx.lexicon,
      { maxNodes: budget, timeMs: Infinity, width: ctx.width });
    if (!solved.ok) {
      ctx.aborted = true;
      return 0;
    }
    spend(ctx, Math.max(1, solved.value.nodes));
    let value = solved.value.value;
    if (!solved.value.exact) {
      // Cut off by its budget, the solver's value stops at a depth where only the racks are
      // counted: a greedy playout to the end says more.
      ctx.exact = false;
      const turns = { n: 0 };
      value = playOut(ctx.rules, ctx.lexicon, board, [own.slice(), theirs.slice()], [], 0, 16, turns);
      spend(ctx, turns.n);
    }
    ctx.table.set(key, { value, flag: EXACT_VALUE });
    return value;
  }
  if (spend(ctx, 1)) return 0;
  const generated = generateMoves(board, own, ctx.rules, ctx.lexicon);
  if (!generated.ok) {
    ctx.aborted = true;
    return 0;
  }
  const moves = generated.value;
  let best = -Infinity;
  const n = Math.min(moves.length, ctx.width);
  for (let i = 0; i < n && best < beta; i++) {
    const m = moves[i]!;
    const left = without(own, tilesOfMove(m.move)) ?? [];
    const value = m.score - afterDraw(ctx, placed(board, m.move), theirs, left, bag, m.move.tiles.length, m.score - beta, m.score - Math.max(alpha, best));
    if (ctx.aborted) return 0;
    if (value > best) best = value;
  }
  if (best < beta) {
    const value = passes + 1 >= ctx.passLimit
      ? tilesValue(ctx.rules.tiles, theirs) - tilesValue(ctx.rules.tiles, own)
      : -valueOf(ctx, board, theirs, own, bag, passes + 1, -beta, -Math.max(alpha, best));
    if (ctx.aborted) return 0;
    if (value > best) best = value;
  }
  ctx.table.set(key, { value: best, flag: best >= beta ? LOWER_BOUND : best <= alpha ? UPPER_BOUND : EXACT_VALUE });
  return best;
}

/**
 * The value for the side to move (`next`) after the other side (`mover`, its rack `left` after
 * playing) draws `count` tiles from the bag: the draw is a chance node over the distinct draws
 * when tiles stay in the bag.
 */
function afterDraw(ctx: Ctx, board: Board, next: readonly string[], left: readonly string[], bag: readonly string[], count: number,
  alpha: number, beta: number): number {
  if (count >= bag.length) {
    const mover = left.concat(bag);
    if (mover.length === 0) return -2 * tilesValue(ctx.rules.tiles, next);
    return valueOf(ctx, board, next, mover, [], 0, alpha, beta);
  }
  let sum = 0;
  let total = 0;
  for (const d of draws(bag, count)) {
    sum += d.weight * valueOf(ctx, board, next, left.concat(d.drawn), d.rest, 0, -Infinity, Infinity);
    total += d.weight;
    if (ctx.aborted) return 0;
  }
  return sum / total;
}

/** A split of the unseen tiles after a candidate: the opponent's rack, the player's draw, the bag left; with its number of ways. */
interface Split {
  readonly opponent: readonly string[];
  readonly drawn: readonly string[];
  readonly bag: readonly string[];
  readonly weight: number;
}

/** Every distinct split of the unseen tiles into the player's draw (`count`), the rest of the bag and the opponent's rack. */
function splits(unseen: readonly string[], bagSize: number, count: number): Split[] {
  const take = Math.min(count, bagSize);
  const out: Split[] = [];
  for (const a of draws(unseen, take)) {
    for (const b of draws(a.rest, bagSize - take)) out.push({ opponent: b.rest, drawn: a.drawn, bag: b.drawn, weight: a.weight * b.weight });
  }
  return out;
}

/** The exact value of one candidate (the expectation over the splits), or `null` when the budget ran out. */
function candidateValue(ctx: Ctx, position: BotPosition, candidate: BotCandidate, startPasses: number): number | null {
  const { board, rack, unseen, bagSize, rules } = position;
  const leave = without(rack, candidate.tiles) ?? [];
  const count = candidate.kind === 'pass' ? 0 : candidate.tiles.length;
  const after = candidate.kind === 'play' && candidate.move !== null ? placed(board, candidate.move) : board;
  let sum = 0;
  let total = 0;
  for (const split of splits(unseen, bagSize, count)) {
    const mine = leave.concat(split.drawn);
    let value: number;
    if (candidate.kind === 'pass') {
      value = startPasses + 1 >= ctx.passLimit
        ? tilesValue(rules.tiles, split.opponent) - tilesValue(rules.tiles, mine)
        : -valueOf(ctx, board, split.opponent, mine, split.bag, startPasses + 1, -Infinity, Infinity);
    } else {
      const bag = candidate.kind === 'exchange' ? split.bag.concat(candidate.tiles) : split.bag;
      value = candidate.score - valueOf(ctx, after, split.opponent, mine, bag, 0, -Infinity, Infinity);
    }
    if (ctx.aborted) return null;
    sum += split.weight * value;
    total += split.weight;
  }
  return total === 0 ? null : sum / total;
}

/** A fixed shuffle of some tiles (the same for the same `seed`): the order of the bag in a playout. */
function shuffled(tiles: readonly string[], seed: number): string[] {
  const out = tiles.slice();
  let x = (seed * 2654435761 + 1) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The greedy playouts' average spread of a candidate over the splits of the unseen tiles (at most
 * `most` of them, evenly spaced in their list, when there are more), the bag left in a fixed
 * shuffled order; each turn played counts one node.
 */
function playoutValue(ctx: Ctx, position: BotPosition, candidate: BotCandidate, most: number): number {
  const { rules, board, rack, unseen, bagSize } = position;
  const leave = without(rack, candidate.tiles) ?? [];
  const count = candidate.kind === 'pass' ? 0 : candidate.tiles.length;
  const after = candidate.kind === 'play' && candidate.move !== null ? placed(board, candidate.move) : board;
  const all = splits(unseen, bagSize, count);
  const step = Math.max(1, all.length / Math.max(1, most));
  let sum = 0;
  let total = 0;
  for (let at = 0; at < all.length; at += step) {
    const split = all[Math.floor(at)]!;
    const left = candidate.kind === 'exchange' ? split.bag.concat(candidate.tiles) : split.bag;
    const turns = { n: 0 };
    const value = candidate.score + playOut(rules, ctx.lexicon, after, [leave.concat(split.drawn), split.opponent.slice()], shuffled(left, Math.floor(at)), 1, 16, turns);
    ctx.nodes += turns.n;
    sum += split.weight * value;
    total += split.weight;
  }
  return total === 0 ? candidate.score : sum / total;
}

/** The number of splits of the unseen tiles after a candidate. */
function splitCount(position: BotPosition, candidate: BotCandidate): number {
  const count = candidate.kind === 'pass' ? 0 : candidate.tiles.length;
  return splits(position.unseen, position.bagSize, count).length;
}

/** Greedy playout turns a split is reckoned to cost when the candidates to play out are chosen. */
const PLAYOUT_COST = 8;

/**
 * The pre-endgame choice among the ranked candidates (best equity first), or `null` when the
 * position is not a pre-endgame of one to four tiles in the bag or there is nothing to compare.
 * First the candidates are played out greedily over the splits (as many as half the budget
 * allows, at least two), then valued to the end in the order of their playouts, each within a
 * third of the budget left (a candidate that needs more is left out); the best candidate valued
 * to the end wins, else the best playout.
 */
export function preEndgame(position: BotPosition, ranked: readonly BotCandidate[], lexicon: CompactLexicon,
  options: PreEndgameOptions = {}): PreEndgameChoice | null {
  const { rules, bagSize, unseen } = position;
  if (bagSize < 1 || bagSize > 4 || unseen.length !== bagSize + position.opponentRackSize || ranked.length === 0) return null;
  const num = (v: unknown, fallback: number, min: number) => (typeof v === 'number' && !Number.isNaN(v) ? Math.max(min, v) : fallback);
  const timeMs = num(options.timeMs, Infinity, 1);
  const { limit, passes } = passesToEnd(rules.end, { passes: position.passes, scoreless: position.scoreless });
  const ctx: Ctx = {
    rules, lexicon,
    maxNodes: num(options.maxNodes, 20000, 1),
    limit: Infinity,
    deadline: timeMs === Infinity ? Infinity : performance.now() + timeMs,
    endgameNodes: 0,
    width: num(options.width, 8, 1),
    passLimit: limit,
    nodes: 0, aborted: false, exact: true, table: new Map(),
  };
  const pool = ranked.slice(0, Math.floor(num(options.candidates, 12, 1)));
  const estimates: { candidate: BotCandidate; value: number }[] = [];
  // Playouts of at most this many splits a candidate, so that half the budget plays out four candidates at least.
  const most = Math.max(16, Math.floor(ctx.maxNodes / 8 / PLAYOUT_COST));
  for (const candidate of pool) {
    if (estimates.length >= 2 && (ctx.nodes + Math.min(most, splitCount(position, candidate)) * PLAYOUT_COST > ctx.maxNodes / 2 ||
        (ctx.deadline !== Infinity && performance.now() > ctx.deadline))) break;
    estimates.push({ candidate, value: playoutValue(ctx, position, candidate, most) });
  }
  const order = new Map(estimates.map((e, i) => [e, i]));
  estimates.sort((a, b) => b.value - a.value || order.get(a)! - order.get(b)!);
  let best: { candidate: BotCandidate; value: number } | null = null;
  let examined = 0;
  for (let i = 0; i < estimates.length && ctx.nodes < ctx.maxNodes; i++) {
    const { candidate } = estimates[i]!;
    // Each candidate may spend a third of what is left (all of it when fewer are left); what it
    // does not spend passes on.
    const share = (ctx.maxNodes - ctx.nodes) / Math.min(3, estimates.length - i);
    ctx.limit = ctx.nodes + share;
    ctx.endgameNodes = num(options.endgameNodes, Math.max(50, Math.floor(share / splitCount(position, candidate))), 1);
    ctx.aborted = false;
    const value = candidateValue(ctx, position, candidate, passes);
    if (ctx.deadline !== Infinity && performance.now() > ctx.deadline) break;
    if (value === null) continue;
    examined++;
    if (best === null || value > best.value) best = { candidate, value };
  }
  if (best !== null) return { ...best, solved: true, examined, exact: ctx.exact, nodes: ctx.nodes };
  const first = estimates[0];
  return first === undefined ? null : { ...first, solved: false, examined: 0, exact: false, nodes: ctx.nodes };
}
