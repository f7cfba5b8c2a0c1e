/**
 * The playground's opponent: it challenges a play of the other player that has a word outside its
 * word list, accepts one that has none, plays its highest-scoring move, exchanges its rack when it
 * has no move (while the bag allows it, and not once every player has had a scoreless turn in a
 * row unless a pass is not allowed, as after its own pass under the Dutch variations), and passes
 * otherwise. It never swaps blanks nor replaces letters (the move generator makes no such plays).
 * Deterministic: the same state gives the same action. Built only on the package's public API, so
 * the browser test replays the bot's choices in Node.
 */
import { allowedActions, bestMove, type Action, type CompactLexicon, type GameState } from 'scrabble-engine';

/** The action of the bot sitting at `seat`, or `null` when it has nothing to do now. */
export function botAction(state: GameState, seat: number, lexicon: CompactLexicon): Action | null {
  if (state.phase === 'over') return null;
  const pending = state.pending;
  if (state.phase === 'challenge-window' && pending !== null && pending.player !== seat) {
    if (state.turn !== seat) return null;
    const wrong = pending.words.some((word) => !lexicon.has(word));
    return wrong ? { type: 'challenge', player: seat } : { type: 'accept', player: seat };
  }
  if (state.turn !== seat) return null;
  const rack = state.racks[seat] ?? [];
  const best = bestMove(state.board, rack, state.rules, lexicon);
  if (best.ok && best.value !== null) return { type: 'play', player: seat, move: best.value.move };
  const allowed = allowedActions(state, seat);
  if (allowed.exchange.allowed && (state.counters.scoreless < state.players.length || !allowed.pass.allowed)) {
    return { type: 'exchange', player: seat, tiles: rack.slice(0, Math.min(rack.length, state.bag.length)) };
  }
  return { type: 'pass', player: seat };
}
