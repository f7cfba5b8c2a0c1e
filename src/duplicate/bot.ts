/**
 * Duplicate bots: a bot sees what its player sees (a {@link DuplicateView}) and submits a move
 * for the common rack. `duplicateBot(lexicon)` submits the highest-scoring move; with `rank: n`
 * it submits the n-th best instead (0 is the best), a weaker player for practice games.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, viewFor, duplicateBot } from 'scrabble-engine/duplicate';
 * const bot = duplicateBot(lexicon);
 * let state = game;   // from createGame
 * const r = applyAction(state, bot(viewFor(state, 0)), { lexicon });
 * ```
 * @module
 */
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { generateMoves } from '../movegen/generate.js';
import type { SubmitAction } from './actions.js';
import type { DuplicateView } from './view.js';

/**
 * A Duplicate bot: the submission of the viewer's seat for the open round.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { duplicateBot, type DuplicateBot } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot: DuplicateBot = duplicateBot(lexicon);
 * ```
 */
export type DuplicateBot = (view: DuplicateView) => SubmitAction;

/**
 * How a Duplicate bot plays.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { duplicateBot, type DuplicateBotOptions } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: DuplicateBotOptions = { rank: 4 };   // the fifth-best move
 * const bot = duplicateBot(lexicon, options);
 * ```
 */
export interface DuplicateBotOptions {
  /** Which move to submit in the generator's order, best first: 0 (default) is the best move. */
  readonly rank?: number;
}

/**
 * A bot that submits the move of the given rank (default the highest-scoring one; ties in the
 * generator's fixed order), or the last move when there are fewer, or no move when there is none.
 * A spectator's view (no seat) gets a submission for seat 0.
 * The bot throws an Error when it cannot decide (not a view); the game runner reports it as `bot-failed`.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { duplicateBot } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const best = duplicateBot(lexicon);                  // submits the top move
 * const third = duplicateBot(lexicon, { rank: 2 });   // a weaker player
 * ```
 */
export function duplicateBot(lexicon: CompactLexicon, options: DuplicateBotOptions = {}): DuplicateBot {
  let given: number;
  try {
    given = typeof options === 'object' && options !== null && typeof options.rank === 'number' && Number.isFinite(options.rank) ? options.rank : 0;
  } catch {
    // Options whose fields throw when read: a bot that says so when asked to play.
    return () => {
      throw new Error('The Duplicate bot\'s options could not be read');
    };
  }
  const rank = Math.max(0, Math.floor(given));
  return (view) => {
    const player = view.player ?? 0;
    const moves = generateMoves(view.board, view.rack, view.rules, lexicon);
    if (!moves.ok || moves.value.length === 0) return { type: 'submit', player, move: null };
    const chosen = moves.value[Math.min(rank, moves.value.length - 1)]!;
    return { type: 'submit', player, move: chosen.move };
  };
}
