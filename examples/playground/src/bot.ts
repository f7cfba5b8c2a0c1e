/**
 * The playground's opponent: the package's greedy bot as it is. It challenges a play of the other
 * player that has a word outside its word list, accepts a play that ends the game, plays on
 * otherwise (which accepts), plays its highest-scoring move, exchanges or passes, and under the
 * variants draws its tiles and swaps blanks. It acts when `nextToAct` (the seats `allowedActions`
 * lets act, the one whose turn it is first) names its seat. Deterministic: the same state gives the
 * same action. Built only on the package's public API, so the browser test replays the bot's
 * choices in Node.
 */
import { greedyBot, nextToAct, viewFor, type Action, type Bot, type CompactLexicon, type GameState } from 'scrabble-engine';

const bots = new WeakMap<CompactLexicon, Bot>();

/** The action of the bot sitting at `seat`, or `null` when it has nothing to do now. */
export function botAction(state: GameState, seat: number, lexicon: CompactLexicon): Action | null {
  if (nextToAct(state) !== seat) return null;
  let bot = bots.get(lexicon);
  if (bot === undefined) {
    bot = greedyBot(lexicon);
    bots.set(lexicon, bot);
  }
  return bot(viewFor(state, seat), { player: seat, actions: state.history.length }) as Action;
}
