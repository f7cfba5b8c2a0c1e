/**
 * What a bot does about a play open to a challenge, before it looks for a move: it challenges an
 * opponent's play whose words its lexicon rejects (weighing what a wrong challenge costs against
 * what an upheld one takes back, by how far it trusts its lexicon), accepts a play that ends the
 * game, and otherwise plays on (its turn accepts the play). Then the draws and blank swaps the
 * variants owe before a turn.
 *
 * @example
 * ```ts
 * import { applyAction, buildLexicon, challengeFor, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const challenge = challengeFor(viewFor(state, 2), lexicon);   // a third player's challenge, or null
 * if (challenge !== null) applyAction(state, challenge, { lexicon });
 * ```
 * @module
 */
import type { Action, ChallengeAction } from '../game/actions.js';
import { endsGameOnceFinal } from '../game/finalize.js';
import type { PlayerView } from '../game/view.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import { scoreMove } from '../score.js';
import { orElse } from '../total.js';
import { viewProblem } from './position.js';
import { drawForBot, swapForBot } from './variant-actions.js';

/**
 * How a bot decides a challenge.
 * @example
 * ```ts
 * import { buildLexicon, challengeFor, createGame, viewFor, GERMAN, type ChallengeOptions } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const options: ChallengeOptions = { trust: 0.7 };   // challenges only where a wrong challenge costs little
 * challengeFor(viewFor(state, 1), lexicon, options);   // null: no play is open to a challenge
 * ```
 */
export interface ChallengeOptions {
  /**
   * How far the bot trusts its lexicon, from 0 to 1 (default 1): with 1 it challenges every play
   * with a word its lexicon rejects; below 1 only where the play's score it would take back,
   * weighted by the trust, outweighs what a wrong challenge costs, weighted by the doubt.
   */
  readonly trust?: number;
}

/** What losing a turn is reckoned to cost, in points (about a turn's average score). */
const TURN_COST = 25;

/** The points a wrong challenge of `words` words costs the challenger under the view's rules. */
function wrongChallengeCost(view: PlayerView, words: number): number {
  const { penalty, points, per } = view.rules.challenge;
  if (penalty === 'challenger-loses-turn') return TURN_COST;
  if (penalty === 'none') return 0;
  return Math.max(0, points) * (per === 'word' ? words : 1);
}

/** The words the game's challenges have ruled on so far: found wanting (upheld) or found good (failed). */
export interface Rulings {
  readonly wanting: ReadonlySet<string>;
  readonly good: ReadonlySet<string>;
}

/** The rulings of the challenges in a view's history. */
export function rulingsOf(view: PlayerView): Rulings {
  const wanting = new Set<string>();
  const good = new Set<string>();
  for (const event of Array.isArray(view.history) ? view.history : []) {
    if (event?.type === 'challenge-upheld') for (const w of event.words) wanting.add(w);
    else if (event?.type === 'challenge-failed') for (const w of event.words) good.add(w);
  }
  return { wanting, good };
}

/**
 * Whether a move forms a word a challenge has found wanting in this game: a bot whose lexicon
 * holds that word does not play it again (the same play would be taken back again, turn after turn).
 */
export function formsWanting(view: PlayerView, move: Move | null, rulings: Rulings): boolean {
  if (move === null || rulings.wanting.size === 0) return false;
  const scored = scoreMove(view.board, move, view.rules);
  return scored.ok && scored.value.words.some((w) => rulings.wanting.has(w.word));
}

/** The words of a play that the lexicon rejects and no challenge has found good (a lexicon that throws rejects nothing). */
function rejectedWords(words: readonly string[], lexicon: Lexicon, good: ReadonlySet<string>): string[] {
  try {
    return [...new Set(words)].filter((w) => !good.has(w) && lexicon.has(w) !== true);
  } catch {
    return [];
  }
}

/**
 * The challenge a bot with this lexicon makes of the opponent's play open to a challenge in the
 * view, or `null` (no such play, or every word known or found good by an earlier challenge of the
 * game, or a challenge not worth its risk). It names only the words the lexicon rejects, so a wrong
 * challenge counts no more words than needed.
 * Any player but the author may challenge while the window is open: in games of three or more, a
 * server can ask this for the seats whose turn it is not.
 * @example
 * ```ts
 * import { buildLexicon, challengeFor, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * challengeFor(viewFor(state, 1), lexicon);   // { type: 'challenge', player: 1, words: ['XQ'] } or null
 * ```
 */
export function challengeFor(view: PlayerView, lexicon: Lexicon, options: ChallengeOptions = {}): ChallengeAction | null {
  return orElse(() => challengeOf(view, lexicon, options), null);
}

/** {@link challengeFor}, which may throw on a value that is not a view. */
function challengeOf(view: PlayerView, lexicon: Lexicon, options: ChallengeOptions): ChallengeAction | null {
  const player = view?.player;
  const pending = view?.pending;
  if (pending === null || pending === undefined || player === null || player === undefined || pending.player === player) return null;
  if (view.phase === 'over' || !Array.isArray(pending.words)) return null;
  const rejected = rejectedWords(pending.words, lexicon, rulingsOf(view).good);
  if (rejected.length === 0) return null;
  const given = typeof options === 'object' && options !== null ? options.trust : undefined;
  const trust = typeof given === 'number' && given >= 0 && given <= 1 ? given : 1;
  const gain = Math.max(0, pending.score) + 1;
  const risk = wrongChallengeCost(view, rejected.length);
  if (trust * gain < (1 - trust) * risk) return null;
  return { type: 'challenge', player, words: rejected };
}

/**
 * Whether the play open to a challenge ends the game once final (its author goes out, or it is
 * the last turn of the turn limit), read from the view: then nobody plays on, it is accepted or challenged.
 */
export function pendingEndsGameInView(view: PlayerView): boolean {
  const pending = view.pending;
  if (pending === null) return false;
  return endsGameOnceFinal(view, pending.player, view.bagSize === 0 && (view.rackSizes[pending.player] ?? 0) === 0);
}

/**
 * What the shipped bots do before they look for a move, or `null` when the seat's next action is a
 * play, an exchange or a pass: the consent to another player's takeback request (the shipped bots
 * agree); a challenge of an opponent's play with a word the lexicon rejects
 * ({@link challengeFor}); the acceptance of a play that ends the game (or of a play whose author's
 * turn came round again); the draw owed under chosen draws; the blank swaps. A play that does not
 * end the game is accepted by playing on. A bot of your own can begin with it and then answer
 * every decision the rules give its seat.
 * @example
 * ```ts
 * import { beforeMove, bestMove, buildLexicon, GERMAN, type Bot } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const mine: Bot = (view, { player }) => {
 *   const owed = beforeMove(view, lexicon);   // challenge, accept, draw, swap a blank, or null
 *   if (owed !== null) return owed;
 *   const best = bestMove(view.board, view.rack, view.rules, lexicon);
 *   return best.ok && best.value ? { type: 'play', player, move: best.value.move } : { type: 'pass', player };
 * };
 * ```
 */
export function beforeMove(view: PlayerView, lexicon: Lexicon, options: ChallengeOptions = {}): Action | null {
  return orElse(() => {
    if (viewProblem(view) !== null || view.player === null || view.phase === 'over') return null;
    return beforeMoveOf(view, view.player, lexicon, options);
  }, null);
}

/** {@link beforeMove} for a seat given apart from the view. */
export function beforeMoveOf(view: PlayerView, player: number, lexicon: Lexicon, options: ChallengeOptions = {}): Action | null {
  const request = view.undoRequest ?? null;
  if (request !== null) {
    const owed = request.player !== player && Array.isArray(request.accepted) && !request.accepted.includes(player);
    return owed ? { type: 'undo-answer', player, accept: true } : null;
  }
  const pending = view.pending;
  if (pending !== null && pending.player !== player) {
    const challenge = challengeFor(view, lexicon, options);
    if (challenge !== null) return { ...challenge, player };
    if (view.turn === pending.player || (view.turn === player && pendingEndsGameInView(view))) return { type: 'accept', player };
  }
  return drawForBot(view, player) ?? swapForBot(view, player);
}
