/**
 * The Afbreek bot: it sees what its player sees (an {@link AfbreekView}) and removes the tiles
 * worth the most (ties: the first in reading order), or passes when it has no legal removal. A
 * removal names the new runs it leaves (`words`), so a table that judges without a lexicon can
 * accept it. The referee's lexicon judges every removal at once and decides whether a pass is
 * allowed (only without a legal removal), so give the bot the referee's lexicon.
 *
 * @example
 * ```ts
 * import { applyAction, viewFor, afbreekBot } from 'scrabble-engine/afbreek';
 * const bot = afbreekBot(lexicon);
 * const r = applyAction(state, bot(viewFor(state, state.turn)), { lexicon });
 * ```
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import type { AfbreekAction } from './actions.js';
import { legalRemovals } from './removal.js';
import type { AfbreekView } from './view.js';

/**
 * An Afbreek bot: the action of the player to move.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { afbreekBot, type AfbreekBot } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot: AfbreekBot = afbreekBot(lexicon);
 * ```
 */
export type AfbreekBot = (view: AfbreekView) => AfbreekAction;

/**
 * A bot that takes the highest-scoring legal removal, or passes when there is none.
 * The bot throws an Error when it cannot decide (not a view); the game runner reports it as `bot-failed`.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { afbreekBot, playBotGame } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const game = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, bots: [afbreekBot(lexicon), afbreekBot(lexicon)], lexicon });
 * ```
 */
export function afbreekBot(lexicon: Lexicon): AfbreekBot {
  return (view) => {
    const player = view.turn;
    const best = legalRemovals(view, { lexicon })[0];
    if (best === undefined) return { type: 'pass', player };
    // The runs it leaves that its lexicon accepts: a table without a referee's lexicon judges by them.
    return best.newWords.length === 0
      ? { type: 'remove', player, squares: best.squares }
      : { type: 'remove', player, squares: best.squares, words: best.newWords };
  };
}
