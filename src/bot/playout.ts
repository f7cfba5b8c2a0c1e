/**
 * The playouts of the simulation: the reply a player of a playout makes (the play of highest
 * equity, or an exchange the equity bot would make) and one playout of a candidate against one
 * draw of the opponent's rack and the bag.
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { MovegenContext } from '../movegen/context.js';
import { topMoves, type TopMovesOptions } from '../movegen/modes.js';
import type { Move } from '../move/move.js';
import type { RuleSet } from '../rules/rule-set.js';
import { leaveWeight, placed, subRacks, type BotCandidate } from './candidates.js';
import type { Leaves } from './leaves.js';
import type { BotPosition } from './position.js';
import { tilesValue, without } from './racks.js';

/** A reply of the playouts: a play (with its move) or an exchange (`move` null, `tiles` given back). */
export interface Reply {
  readonly move: Move | null;
  readonly tiles: readonly string[];
  readonly score: number;
  readonly leave: readonly string[];
}

/** How a playout generates moves: through a generator context that keeps the board's preparation, or the plain function. */
export type Generate = (board: Board, rack: readonly string[], options: TopMovesOptions) => ReturnType<typeof topMoves>;

/** The plain move generator for a rule set and lexicon (the board prepared from scratch on every call). */
export function plainGenerate(rules: RuleSet, lexicon: CompactLexicon): Generate {
  return (board, rack, options) => topMoves(board, rack, rules, lexicon, options);
}

/** A generator context's move generator (each board prepared from the last one's preparation). */
export function contextGenerate(context: MovegenContext): Generate {
  return (board, rack, options) => context.topMoves(board, rack, options);
}

/**
 * The equity of the playouts and of the inference: a play's score plus the value of the tiles kept
 * (weighted by the tiles left in the bag, as the equity bot weights them); an exchange's is the value of the tiles kept.
 */
export function replyEquity(bagSize: number, rules: RuleSet, leaves: Leaves): NonNullable<TopMovesOptions['equity']> {
  const valued = new Map<readonly string[], number>();
  return (view) => {
    if (view.kind === 'exchange') return leaves.value(view.leave);
    let v = valued.get(view.leave);
    if (v === undefined) {
      const after = bagSize - view.tilesUsed;
      v = after > 0 ? leaves.value(view.leave) * leaveWeight(after) : -tilesValue(rules.tiles, view.leave);
      valued.set(view.leave, v);
    }
    return view.score + v;
  };
}

/** An exchange: the tiles given back, the tiles kept and their value. */
export interface Exchange {
  readonly tiles: readonly string[];
  readonly leave: readonly string[];
  readonly value: number;
}

/**
 * The best exchange of a rack by the value of the tiles kept, when the rules allow one with `bagSize`
 * tiles in the bag (`null` otherwise), remembered by rack in `memo`: in one iteration every candidate
 * meets the same opponent's rack.
 */
function bestExchange(rack: readonly string[], bagSize: number, rules: RuleSet, leaves: Leaves, memo: Map<string, Exchange | null>): Exchange | null {
  const rule = rules.exchange;
  if (bagSize < Math.max(1, rule.minBagSize)) return null;
  const most = rule.upToBagSize === false ? rack.length : Math.min(rack.length, bagSize);
  const key = `${rack.slice().sort().join('')}|${most}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best: Exchange | null = null;
  for (const keep of subRacks(rack)) {
    const given = rack.length - keep.length;
    if (given < 1 || given > most) continue;
    const value = leaves.value(keep);
    if (best === null || value > best.value) best = { tiles: without(rack, keep) ?? [], leave: keep, value };
  }
  memo.set(key, best);
  return best;
}

/**
 * The reply of the playouts: the play of highest equity (see {@link replyEquity}), or the best
 * exchange when `exchanges` is set, the bag allows one and its equity is higher (as the equity
 * bot decides), or `null` when there is neither (a pass).
 */
export function playoutReply(generate: Generate, board: Board, rack: readonly string[], bagSize: number, rules: RuleSet, leaves: Leaves,
  exchanges: Map<string, Exchange | null> | null): Reply | null {
  const found = generate(board, rack, { limit: 1, equity: replyEquity(bagSize, rules, leaves) });
  if (!found.ok) return null;
  const best = found.value[0];
  const exchange = exchanges === null ? null : bestExchange(rack, bagSize, rules, leaves, exchanges);
  if (exchange !== null && (best === undefined || exchange.value > best.equity)) return { move: null, tiles: exchange.tiles, score: 0, leave: exchange.leave };
  if (best === undefined || best.kind !== 'play') return null;
  return { move: best.move, tiles: [], score: best.score, leave: best.leave };
}

/** How the playouts are played. */
export interface PlayoutSettings {
  readonly plies: number;
  readonly leaves: Leaves;
  /** The best exchanges found so far by rack, or `null` when the playouts do not exchange. */
  readonly exchanges: Map<string, Exchange | null> | null;
}

/**
 * One playout of a candidate against one draw: the candidate, then `plies` turns played by the
 * equity policy (the opponent's reply first). Returns the spread gained, counting the tiles each
 * side keeps at the end at their leave value, and whether the game ended.
 */
export function playout(position: BotPosition, candidate: BotCandidate, opponentRack: readonly string[], bagOrder: readonly string[],
  settings: PlayoutSettings, generate: Generate): { spread: number; over: boolean; bagLeft: number } {
  const { rules } = position;
  const { plies, leaves } = settings;
  let board = position.board;
  const bag = bagOrder.slice();
  let mine = candidate.leave.slice();
  let spread = candidate.score;
  if (candidate.kind === 'play' && candidate.move !== null) {
    board = placed(board, candidate.move);
  } else if (candidate.kind === 'exchange') {
    bag.push(...candidate.tiles);
  }
  if (candidate.kind !== 'pass') while (mine.length < rules.rackSize && bag.length > 0) mine.push(bag.shift()!);
  if (mine.length === 0) return { spread: spread + 2 * tilesValue(rules.tiles, opponentRack), over: true, bagLeft: 0 };
  let theirs = opponentRack.slice();
  let side = 1;
  for (let ply = 0; ply < plies; ply++) {
    const rack = side === 1 ? theirs : mine;
    const m = playoutReply(generate, board, rack, bag.length, rules, leaves, settings.exchanges);
    if (m !== null) {
      const left = m.leave.slice();
      if (m.move === null) {
        // An exchange: the player draws first, then the tiles given back go into the bag.
        while (left.length < rules.rackSize && bag.length > 0) left.push(bag.shift()!);
        bag.push(...m.tiles);
        if (side === 1) theirs = left;
        else mine = left;
      } else {
        spread += side === 1 ? -m.score : m.score;
        board = placed(board, m.move);
        while (left.length < rules.rackSize && bag.length > 0) left.push(bag.shift()!);
        if (side === 1) theirs = left;
        else mine = left;
        if (left.length === 0) {
          const other = side === 1 ? mine : theirs;
          spread += (side === 1 ? -2 : 2) * tilesValue(rules.tiles, other);
          return { spread, over: true, bagLeft: 0 };
        }
      }
    }
    side = side === 1 ? 0 : 1;
  }
  const weight = leaveWeight(bag.length);
  spread += (leaves.value(mine) - leaves.value(theirs)) * weight;
  return { spread, over: false, bagLeft: bag.length };
}
