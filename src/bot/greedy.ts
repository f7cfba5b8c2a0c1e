/**
 * The greedy bot plays the highest-scoring move (ties broken by the generator's fixed order, so
 * the same position always gives the same move), exchanges its whole rack when it has no move and
 * the bag allows it, and passes otherwise, and also once every player has had a scoreless turn in
 * a row (so that a game in which nobody can play ends by passes instead of exchanging forever). It
 * only plays lexicon words. It challenges an opponent's play with a word its lexicon rejects,
 * accepts one that ends the game, and plays on (which accepts) otherwise; it does not play again a
 * word a challenge has found wanting. Under the variants it first draws (open tiles) and swaps the blanks it
 * can, and it exchanges instead of a second pass in a row where that is forbidden. It decides
 * from its player's view; when move generation fails (for
 * example a lexicon built for another tile set) it throws an `Error` that says so.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, viewFor, greedyBot, GERMAN } from 'scrabble-engine';
 * const bot = greedyBot(lexicon);                       // lexicon from buildLexicon / loadLexicon
 * const game = createGame({ rules: GERMAN, players: ['A', 'B'] });
 * if (game.ok) {
 *   const seat = game.value.turn;
 *   const action = await bot(viewFor(game.value, seat), { player: seat, actions: 0 });
 *   applyAction(game.value, action, { lexicon });
 * }
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove, generateMoves } from '../movegen/generate.js';
import { ok, type Result } from '../result.js';
import type { Bot, BotContext } from './bot.js';
import { viewProblem } from './position.js';
import { beforeMoveOf, formsWanting, rulingsOf } from './pending.js';
import { bagWhenActing, exchangeAllowed, passForbidden } from './variant-actions.js';

/** A result's value mapped, an error kept. */
function mapResult<T, U, E>(result: Result<T, E>, map: (value: T) => U): Result<U, E> {
  return result.ok ? ok(map(result.value)) : result;
}

/**
 * A bot that always plays its highest-scoring move; with no move it exchanges its rack (see the module doc), or passes.
 * The bot throws an Error when it cannot decide (not a view, move generation failed); the game runners report it as `bot-failed`.
 * @example
 * ```ts
 * import { greedyBot, playGame, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = await playGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed: 'a reproducible game' });
 * ```
 */
export function greedyBot(lexicon: CompactLexicon): Bot {
  return (view: PlayerView, context: BotContext): Action => {
    const problem = viewProblem(view);
    if (problem !== null) throw new Error(`The greedy bot cannot decide: ${problem}`);
    const player = typeof context === 'object' && context !== null && Number.isInteger(context.player) ? context.player : (view.player ?? 0);
    const rack = view.rack;
    const before = beforeMoveOf(view, player, lexicon);
    if (before !== null) return before;
    const rulings = rulingsOf(view);
    const best = rulings.wanting.size === 0
      ? bestMove(view.board, rack, view.rules, lexicon)
      : mapResult(generateMoves(view.board, rack, view.rules, lexicon), (moves) => moves.find((m) => !formsWanting(view, m.move, rulings)) ?? null);
    if (!best.ok) throw new Error(`The greedy bot's move generation failed (${best.error.code}): ${best.error.message}`);
    if (best.value !== null) return { type: 'play', player, move: best.value.move };
    if (rack.length > 0 && exchangeAllowed(view) && (view.counters.scoreless < view.players.length || passForbidden(view, player))) {
      const bag = bagWhenActing(view);
      const tiles = rack.length <= bag ? rack : rack.slice(0, bag);
      return { type: 'exchange', player, tiles };
    }
    return { type: 'pass', player };
  };
}
