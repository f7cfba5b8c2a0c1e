/**
 * Bots: a bot decides the action of its seat from the game state. The greedy bot plays the
 * highest-scoring move (ties broken by the generator's fixed order, so the same position always
 * gives the same move), exchanges its whole rack when it has no move and the bag allows it, and
 * passes otherwise, and also once every player has had a scoreless turn in a row (so that a game in
 * which nobody can play ends by passes instead of exchanging forever). It only plays lexicon words.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, greedyBot, GERMAN } from 'scrabble-engine';
 * const bot = greedyBot(lexicon);                       // lexicon from buildLexicon / loadLexicon
 * const game = createGame({ rules: GERMAN, players: ['A', 'B'], seed: 1 });
 * if (game.ok) applyAction(game.value, bot(game.value, game.value.turn), { lexicon });
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import type { GameState } from '../game/state.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove } from '../movegen/generate.js';

/** A bot: the action it takes for `player` (the seat to move) in `state`. */
export type Bot = (state: GameState, player: number) => Action;

/** Whether the rules allow an exchange now (the bag holds enough tiles). */
function exchangeAllowed(state: GameState): boolean {
  return state.bag.length >= Math.max(1, state.rules.exchange.minBagSize) && state.bag.length > 0;
}

/** A bot that always plays its highest-scoring move; with no move it exchanges its rack (see the module doc), or passes. */
export function greedyBot(lexicon: CompactLexicon): Bot {
  return (state, player) => {
    const rack = state.racks[player] ?? [];
    const best = bestMove(state.board, rack, state.rules, lexicon);
    if (best.ok && best.value !== null) return { type: 'play', player, move: best.value.move };
    if (rack.length > 0 && exchangeAllowed(state) && state.counters.scoreless < state.players.length) {
      const tiles = rack.length <= state.bag.length ? rack : rack.slice(0, state.bag.length);
      return { type: 'exchange', player, tiles };
    }
    return { type: 'pass', player };
  };
}
