/**
 * The pre-endgame as it was before it covered three and four tiles in the bag: the six best
 * candidates by equity (no exchanges), each played out greedily against every order of a bag of
 * one or two tiles. Kept as the reference of the pre-endgame benchmark and match.
 * @module
 */
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { BotCandidate } from '../../src/bot/candidates.js';
import { placed } from '../../src/bot/candidates.js';
import type { BotPosition } from '../../src/bot/position.js';
import { bagOrders, playOut } from '../../src/bot/pre-endgame.js';
import { without } from '../../src/bot/racks.js';

/** The old choice: the candidate with the best average greedy playout, or `null` outside one or two tiles in the bag. */
export function oldPreEndgame(position: BotPosition, ranked: readonly BotCandidate[], lexicon: CompactLexicon, top = 6): { candidate: BotCandidate; value: number } | null {
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
