/**
 * The equity bot: of every play, exchange and pass it picks the one with the highest equity, the
 * score now plus the value of the tiles kept, with adjustments for the late game and for
 * triple-word squares opened to the opponent. With the bag empty it solves the endgame, with one
 * to four tiles in the bag it plays the pre-endgame: every way the unseen tiles can split between
 * the opponent's rack and the bag, each game to its end with the endgame solver. Levels from
 * `beginner` to `full` make weaker opponents for apps. It plays from the player's view only. It
 * challenges an opponent's play with a word its lexicon rejects (the weaker levels only where a
 * wrong challenge costs little next to the play's score), accepts one that ends the game, and
 * plays on (which accepts) otherwise.
 *
 * @example
 * ```ts
 * import { equityBot, playBotGame, greedyBot, GERMAN } from 'scrabble-engine';
 * const strong = equityBot(lexicon);                         // full strength, shipped German leaves
 * const easy = equityBot(lexicon, { level: 'beginner', seed: 7 });
 * playBotGame({ rules: GERMAN, players: ['Bot', 'Greedy'], bots: [strong, greedyBot(lexicon)], seed: 1, lexicon });
 * strong(viewFor(state, state.turn), { player: state.turn, actions: 0 });   // one action
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { solveEndgame } from './endgame.js';
import { actionOf, rankCandidates, type BotCandidate, type EquitySettings } from './candidates.js';
import { defaultLeaves, NO_LEAVES, type Leaves } from './leaves.js';
import { positionOf, type BotPosition } from './position.js';
import { preEndgame, type PreEndgameOptions } from './pre-endgame.js';
import { hashText, seededRandom } from './random.js';
import type { Bot } from './bot.js';
import { beforeMoveOf, formsWanting, rulingsOf } from './pending.js';
import { allowedNow, passForbidden } from './variant-actions.js';

/**
 * The strength levels, weakest first.
 * @example
 * ```ts
 * import { BOT_LEVELS } from 'scrabble-engine';
 * BOT_LEVELS;   // ['beginner', 'casual', 'intermediate', 'strong', 'full']
 * ```
 */
export const BOT_LEVELS = ['beginner', 'casual', 'intermediate', 'strong', 'full'] as const;

/**
 * A strength level: `beginner` (short words, far from the best), `casual` (a random one of the
 * better-scoring plays), `intermediate` (one of the three highest scores), `strong` (equity with
 * leave values and exchanges) and `full` (also the late-game adjustments, the endgame solver and
 * the pre-endgame).
 * @example
 * ```ts
 * import type { BotLevel } from 'scrabble-engine';
 * const value: BotLevel = 'beginner';   // one of BOT_LEVELS
 * ```
 */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * Options of the equity bot.
 * @example
 * ```ts
 * import { equityBot, type EquityBotOptions, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: EquityBotOptions = { level: 'intermediate' };
 * const bot = equityBot(lexicon, options);
 * ```
 */
export interface EquityBotOptions {
  /** Strength (default `full`). */
  readonly level?: BotLevel;
  /** Leave values (default: the shipped values of the rule set's tile set). */
  readonly leaves?: Leaves;
  /** Seed of the choices of the weaker levels (default 0); the same seed and view give the same action. */
  readonly seed?: number;
  /** Time budget of the endgame solver in milliseconds (default 300). */
  readonly endgameMs?: number;
  /** Most positions the endgame solver searches (default: no limit); with it the bot's choices do not depend on the machine's speed. */
  readonly endgameNodes?: number;
  /** Node budget of the pre-endgame, one to four tiles in the bag (default 20,000; a move generation or an endgame position counts one); the same on any machine. */
  readonly preEndgameNodes?: number;
  /** Time budget of the pre-endgame in milliseconds (default: none, the node budget alone). */
  readonly preEndgameMs?: number;
}

/** The pre-endgame's budget of a bot's options: `preEndgameNodes` and `preEndgameMs` when given. */
export function preEndgameBudget(options: { readonly preEndgameNodes?: number; readonly preEndgameMs?: number }): PreEndgameOptions {
  const nodes = options.preEndgameNodes;
  const ms = options.preEndgameMs;
  return { ...(nodes === undefined ? {} : { maxNodes: nodes }), ...(ms === undefined ? {} : { timeMs: ms }) };
}

/** The endgame solver's budget of a bot's options: `endgameMs` (default 300) and `endgameNodes` when given. */
export function endgameBudget(options: { readonly endgameMs?: number; readonly endgameNodes?: number }): { timeMs: number; maxNodes?: number } {
  const timeMs = options.endgameMs ?? 300;
  return options.endgameNodes === undefined ? { timeMs } : { timeMs, maxNodes: options.endgameNodes };
}

/**
 * How far each level trusts its lexicon when it challenges: the stronger levels challenge every
 * word their lexicon rejects, the weaker ones only where a wrong challenge costs little next to
 * the play's score.
 */
const LEVEL_TRUST: Readonly<Record<BotLevel, number>> = { beginner: 0.5, casual: 0.7, intermediate: 0.9, strong: 1, full: 1 };

/** The equity settings of a level. */
export function settingsFor(level: BotLevel, leaves: Leaves): EquitySettings {
  if (level === 'full') return { leaves, openingPenalty: 1.5, lateGame: true, exchanges: true };
  if (level === 'strong') return { leaves, openingPenalty: 0, lateGame: false, exchanges: true };
  return { leaves: NO_LEAVES, openingPenalty: 0, lateGame: false, exchanges: false, limit: Infinity };
}

/** A key of the position for seeding choices: board, rack and bag size. */
export function positionKey(position: BotPosition): string {
  return `${position.board.cells.map((c) => c ?? '.').join('')}|${position.rack.join('')}|${position.bagSize}`;
}

/** The candidate a weaker level picks from the candidates ranked by equity (score alone below `strong`). */
function pickForLevel(level: BotLevel, ranked: readonly BotCandidate[], seed: number, position: BotPosition): BotCandidate {
  const plays = ranked.filter((c) => c.kind === 'play');
  const random = seededRandom(hashText(positionKey(position), seed));
  if (plays.length === 0 || level === 'strong' || level === 'full') return ranked[0]!;
  if (level === 'intermediate') return plays[random.below(Math.min(3, plays.length))]!;
  if (level === 'casual') return plays[random.below(Math.max(1, Math.ceil(plays.length * 0.2)))]!;
  const short = plays.filter((c) => c.tiles.length <= 4);
  const pool = short.length > 0 ? short : plays;
  const from = Math.floor(pool.length * 0.25);
  return pool[from + random.below(Math.max(1, Math.ceil(pool.length * 0.5)))] ?? pool[pool.length - 1]!;
}

/**
 * The action the equity bot chooses in a view (see {@link equityBot}). Throws an `Error` saying why
 * when it cannot play the view (a spectator's view, a finished game, a lexicon of another tile set).
 */
export function chooseEquityAction(view: PlayerView, lexicon: CompactLexicon, options: EquityBotOptions = {}): Action {
  const position = positionOf(view);
  if (typeof position === 'string') throw new Error(position);
  const player = position.player;
  const level = options.level ?? 'full';
  const before = beforeMoveOf(view, player, lexicon, { trust: LEVEL_TRUST[level] ?? 1 });
  if (before !== null) return before;
  const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
  const rulings = rulingsOf(view);
  if (level === 'full' && position.bagSize === 0 && position.players === 2) {
    const solved = solveEndgame(view, lexicon, endgameBudget(options));
    if (solved.ok && !(solved.value.action.type === 'play' && typeof solved.value.action.move !== 'string' && formsWanting(view, solved.value.action.move, rulings))) {
      return solved.value.action;
    }
  }
  const ranked = rankCandidates(position, lexicon, settingsFor(level, leaves));
  if (!ranked.ok) throw new Error(`The equity bot's move generation failed (${ranked.error.code}): ${ranked.error.message}`);
  const usable = rulings.wanting.size === 0 ? ranked.value : ranked.value.filter((c) => !formsWanting(view, c.move, rulings));
  if (usable.length === 0) return { type: 'pass', player };
  const choice = pickForLevel(level, usable, options.seed ?? 0, position);
  if (choice.kind === 'pass' && passForbidden(view, player)) {
    const other = usable.find((c) => c.kind !== 'pass');
    if (other !== undefined) return actionOf(other, player);
  }
  if (level === 'full' && position.bagSize > 0 && position.bagSize <= 4 && position.players === 2) {
    const best = preEndgame(position, allowedNow(view, player, usable), lexicon, preEndgameBudget(options));
    if (best !== null) return actionOf(best.candidate, player);
  }
  return actionOf(choice, player);
}

/**
 * A bot that plays the move of highest equity (see the module doc), at the chosen strength level.
 * The bot throws an Error saying why when it cannot decide (not a view, move generation failed); the game runners report it as `bot-failed`.
 * @example
 * ```ts
 * import { equityBot, playGame, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot = equityBot(lexicon, { level: 'casual' });
 * const game = await playGame({ rules: GERMAN, players: ['Anna', 'Bot'], bots: [equityBot(lexicon), bot], lexicon });
 * ```
 */
export function equityBot(lexicon: CompactLexicon, options: EquityBotOptions = {}): Bot {
  const opts = typeof options === 'object' && options !== null ? options : {};
  return (view) => chooseEquityAction(view, lexicon, opts);
}
