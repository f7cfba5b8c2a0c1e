/**
 * The pre-endgame heuristic, for one or two tiles in the bag: the player knows the unseen tiles
 * (the opponent's rack and the bag together), so every possible order of the bag can be tried.
 * Each of the best candidates is played out against every bag (weighted by how likely it is) by
 * two players who play their highest score, and go out when they can, to the end of the game; the
 * candidate with the best average spread wins.
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove, generateMoves, type MovegenRules } from '../movegen/generate.js';
import { placed, type BotCandidate } from './candidates.js';
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
 * score (going out first when the bag is empty). Returns the spread gained by side 0.
 */
export function playOut(rules: MovegenRules, lexicon: CompactLexicon, board: Board, racks: [string[], string[]], bag: string[],
  toMove: 0 | 1, maxTurns = 16): number {
  let spread = 0;
  let passes = 0;
  let side = toMove;
  for (let turn = 0; turn < maxTurns; turn++) {
    const rack = racks[side];
    const sign = side === 0 ? 1 : -1;
    const m = playoutMove(board, rack, bag.length === 0, rules, lexicon);
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

/** The pre-endgame choice: the candidate with the best average playout, or `null` when there is nothing to compare. */
export function preEndgame(position: BotPosition, ranked: readonly BotCandidate[], lexicon: CompactLexicon, top = 6): { candidate: BotCandidate; value: number } | null {
  const { rules, board, rack, unseen, bagSize } = position;
  if (bagSize < 1 || bagSize > 2 || unseen.length !== bagSize + position.opponentRackSize) return null;
  const orders = bagOrders(unseen, bagSize);
  const total = orders.reduce((s, o) => s + o.weight, 0);
  const pool = ranked.filter((c) => c.kind !== 'exchange').slice(0, top);
  let best: { candidate: BotCandidate; value: number } | null = null;
  for (const candidate of pool) {
    let sum = 0;
    for (const order of orders) {
      const bag = order.bag.slice();
      const opponent = without(unseen, order.bag) ?? [];
      let mine = without(rack, candidate.tiles) ?? [];
      let after = board;
      let spread = candidate.score;
      if (candidate.kind === 'play' && candidate.move !== null) {
        after = placed(board, candidate.move);
        mine = mine.concat(bag.splice(0, Math.min(candidate.tiles.length, bag.length)));
      }
      spread += playOut(rules, lexicon, after, [mine, opponent], bag, 1);
      sum += spread * order.weight;
    }
    const value = sum / total;
    if (best === null || value > best.value) best = { candidate, value };
  }
  return best;
}
