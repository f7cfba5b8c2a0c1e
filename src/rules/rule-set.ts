/**
 * Rule sets: plain data holding the tile set, the board layout and every rule option
 * (when words are checked, challenges, the end of the game, exchanges, passes, variations).
 * Spread a preset and change a field to make your own.
 *
 * @example
 * ```ts
 * import { GERMAN, type RuleSet } from 'scrabble-engine';
 * const quickGerman: RuleSet = { ...GERMAN, id: 'de-quick', wordCheck: 'immediate' };
 * ```
 * @module
 */
import type { Layout } from '../board/layout.js';
import type { TileSet } from '../tiles/tile-set.js';

/**
 * When words are checked against the lexicon: when challenged, at once, or never.
 * @example
 * ```ts
 * import { WORD_CHECKS } from 'scrabble-engine';
 * WORD_CHECKS;   // ['challenge', 'immediate', 'never']
 * ```
 */
export const WORD_CHECKS = ['challenge', 'immediate', 'never'] as const;

/**
 * `challenge`: only when challenged; `immediate`: a play with a wrong word is refused; `never`: not at all.
 * @example
 * ```ts
 * import type { WordCheck } from 'scrabble-engine';
 * const value: WordCheck = 'challenge';   // one of WORD_CHECKS
 * ```
 */
export type WordCheck = (typeof WORD_CHECKS)[number];

/**
 * What a failed (rejected) challenge costs.
 * @example
 * ```ts
 * import { CHALLENGE_PENALTIES } from 'scrabble-engine';
 * CHALLENGE_PENALTIES;   // ['none', 'challenger-loses-points', 'challenged-gains-points', 'challenger-loses-turn']
 * ```
 */
export const CHALLENGE_PENALTIES = ['none', 'challenger-loses-points', 'challenged-gains-points', 'challenger-loses-turn'] as const;

/**
 * A penalty kind of {@link CHALLENGE_PENALTIES}.
 * @example
 * ```ts
 * import type { ChallengePenalty } from 'scrabble-engine';
 * const value: ChallengePenalty = 'none';   // one of CHALLENGE_PENALTIES
 * ```
 */
export type ChallengePenalty = (typeof CHALLENGE_PENALTIES)[number];

/**
 * What the points of a challenge penalty count: each challenge, or each word challenged.
 * @example
 * ```ts
 * import { CHALLENGE_COUNTS } from 'scrabble-engine';
 * CHALLENGE_COUNTS;   // ['challenge', 'word']
 * ```
 */
export const CHALLENGE_COUNTS = ['challenge', 'word'] as const;

/**
 * The challenge rule: the penalty for a failed challenge, its points, and whether points count per challenge or per word.
 * @example
 * ```ts
 * import { GERMAN, type ChallengeRule } from 'scrabble-engine';
 * const challenge: ChallengeRule = GERMAN.challenge;
 * ```
 */
export interface ChallengeRule {
  readonly penalty: ChallengePenalty;
  readonly points: number;
  readonly per: (typeof CHALLENGE_COUNTS)[number];
}

/**
 * The ways racks are settled at the end.
 * @example
 * ```ts
 * import { GOING_OUT_RULES } from 'scrabble-engine';
 * GOING_OUT_RULES;   // ['booklet', 'double']
 * ```
 */
export const GOING_OUT_RULES = ['booklet', 'double'] as const;

/**
 * How racks are settled at the end: `booklet` (±1×) or `double` (2× to the one who went out).
 * @example
 * ```ts
 * import type { GoingOutRule } from 'scrabble-engine';
 * const value: GoingOutRule = 'booklet';   // one of GOING_OUT_RULES
 * ```
 */
export type GoingOutRule = (typeof GOING_OUT_RULES)[number];

/**
 * When the game ends besides a player going out.
 * @example
 * ```ts
 * import { GERMAN, type EndRule } from 'scrabble-engine';
 * const end: EndRule = GERMAN.end;
 * ```
 */
export interface EndRule {
  /** Rounds in which every player passed that end the game (German 2, Dutch 1); 0 for never. */
  readonly passRounds: number;
  /** Consecutive scoreless turns (all players together) that end the game, or `null` for no such rule. */
  readonly scorelessTurns: number | null;
  /** Whether a tile placement scoring 0 counts as scoreless. */
  readonly zeroScorePlaysAreScoreless: boolean;
}

/**
 * Exchange limits.
 * @example
 * ```ts
 * import { GERMAN, type ExchangeRule } from 'scrabble-engine';
 * const exchange: ExchangeRule = GERMAN.exchange;
 * ```
 */
export interface ExchangeRule {
  /** Tiles that must be in the bag for an exchange to be allowed (7 by the club rule). */
  readonly minBagSize: number;
  /** Whether an exchange may return at most as many tiles as the bag holds (default `true`). */
  readonly upToBagSize?: boolean;
}

/**
 * What happens to a tile replaced on the board (a Dutch variation): it goes to the rack or into the bag; `off` forbids replacing.
 * @example
 * ```ts
 * import { REPLACEMENT_RULES } from 'scrabble-engine';
 * REPLACEMENT_RULES;   // ['off', 'rack', 'bag']
 * ```
 */
export const REPLACEMENT_RULES = ['off', 'rack', 'bag'] as const;

/**
 * A replacement rule of {@link REPLACEMENT_RULES}.
 * @example
 * ```ts
 * import type { ReplacementRule } from 'scrabble-engine';
 * const value: ReplacementRule = 'off';   // one of REPLACEMENT_RULES
 * ```
 */
export type ReplacementRule = (typeof REPLACEMENT_RULES)[number];

/**
 * How tiles come from the bag: drawn unseen (`random`), or named by the player from open tiles (`choose`, solo play).
 * @example
 * ```ts
 * import { DRAW_RULES } from 'scrabble-engine';
 * DRAW_RULES;   // ['random', 'choose']
 * ```
 */
export const DRAW_RULES = ['random', 'choose'] as const;

/**
 * A draw rule of {@link DRAW_RULES}.
 * @example
 * ```ts
 * import type { DrawRule } from 'scrabble-engine';
 * const value: DrawRule = 'random';   // one of DRAW_RULES
 * ```
 */
export type DrawRule = (typeof DRAW_RULES)[number];

/**
 * A complete rule set: tiles, board, scoring and game options. Plain data.
 * @example
 * ```ts
 * import { GERMAN, type RuleSet } from 'scrabble-engine';
 * const club: RuleSet = { ...GERMAN, id: 'club', name: 'Our club', bingoBonus: 40 };
 * ```
 */
export interface RuleSet {
  readonly id: string;
  readonly name: string;
  readonly tiles: TileSet;
  readonly layout: Layout;
  /** Tiles on a full rack (7). */
  readonly rackSize: number;
  /** Points added when a move places a full rack of tiles (50). */
  readonly bingoBonus: number;
  /** Tiles (so letters) the first move must place: 2 by the booklets, 4 or 5 in a Dutch variation. */
  readonly firstMoveMinTiles: number;
  readonly wordCheck: WordCheck;
  readonly challenge: ChallengeRule;
  readonly end: EndRule;
  readonly goingOut: GoingOutRule;
  readonly exchange: ExchangeRule;
  /** Whether the same player may pass twice in a row (a Dutch variation forbids it). */
  readonly consecutivePasses: boolean;
  /** Gendern: a blank may be played as the ending `*IN` (one tile, worth 10 and 0 in the plural `*INNEN`, only at a word's end or before NEN). */
  readonly gendern: boolean;
  /** Letter replacement (a Dutch variation): a play may cover tiles showing other letters; where the replaced tiles go. */
  readonly replacement: ReplacementRule;
  /** Blank swap (a Dutch variation): before acting, a player may take a blank off the board by putting down the letter it stands for. */
  readonly blankSwap: boolean;
  /** Turns each player has before the game ends (solo play: 30 or 40), or `null` for no limit. */
  readonly turnLimit: number | null;
  /** Whether tiles are drawn unseen or chosen from open tiles by the player. */
  readonly draw: DrawRule;
  /**
   * Whether actions may be taken back (casual play): `'consent'` (an `undo-request` that every other
   * player accepts with `undo-answer`), `'free'` (taken back at once: a local or single-player game),
   * or absent / `false` (rated play: refused). `true` means `'consent'`.
   */
  readonly takebacks?: boolean | TakebackRule;
}

/**
 * How actions may be taken back: `'consent'` (the other players accept a request) or `'free'` (at once).
 * @example
 * ```ts
 * import type { TakebackRule } from 'scrabble-engine';
 * const local: TakebackRule = 'free';   // one screen, one household: no request needed
 * ```
 */
export type TakebackRule = 'consent' | 'free';

/**
 * The values of the variant fields that switch every variant off (older saved rule sets without them read as these).
 * @example
 * ```ts
 * import { GERMAN_GENDERN, VARIANTS_OFF, type RuleSet } from 'scrabble-engine';
 * const classic: RuleSet = { ...GERMAN_GENDERN, ...VARIANTS_OFF };   // the Gendern preset without its variant
 * ```
 */
export const VARIANTS_OFF = {
  gendern: false,
  replacement: 'off',
  blankSwap: false,
  turnLimit: null,
  draw: 'random',
} as const satisfies Pick<RuleSet, 'gendern' | 'replacement' | 'blankSwap' | 'turnLimit' | 'draw'>;
