/**
 * The preset rule sets: German (2022 booklet), Dutch with IJ (Spear booklet), modern Dutch,
 * English, and an English tournament set.
 *
 * @example
 * ```ts
 * import { GERMAN, TOURNAMENT } from 'scrabble-engine';
 * GERMAN.challenge;   // { penalty: 'challenger-loses-points', points: 10, per: 'challenge' }
 * TOURNAMENT.end;     // { passRounds: 0, scorelessTurns: 6, zeroScorePlaysAreScoreless: false }
 * ```
 * @module
 */
import { STANDARD_LAYOUT } from '../board/layout.js';
import { DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES, GERMAN_TILES } from '../tiles/tile-set.js';
import { VARIANTS_OFF, type ExchangeRule, type RuleSet } from './rule-set.js';

/**
 * The booklets' exchange: any number of tiles whenever the bag can replace them ("beliebig viele
 * Buchstabensteine").
 * @example
 * ```ts
 * import { BOOKLET_EXCHANGE } from 'scrabble-engine';
 * BOOKLET_EXCHANGE;   // { minBagSize: 1, upToBagSize: true }
 * ```
 */
export const BOOKLET_EXCHANGE: ExchangeRule = { minBagSize: 1, upToBagSize: true };

/**
 * The club rule for exchanges: only while the bag holds at least 7 tiles (set in {@link TOURNAMENT}).
 * @example
 * ```ts
 * import { CLUB_EXCHANGE } from 'scrabble-engine';
 * CLUB_EXCHANGE;   // { minBagSize: 7, upToBagSize: true }
 * ```
 */
export const CLUB_EXCHANGE: ExchangeRule = { minBagSize: 7, upToBagSize: true };

/**
 * German, Mattel 2022 booklet: challenge on demand, −10 to a failed challenger, two pass rounds
 * end the game, an exchange of any number of tiles the bag can replace.
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const GERMAN: RuleSet = {
  id: 'german',
  name: 'German (2022 booklet)',
  tiles: GERMAN_TILES,
  layout: STANDARD_LAYOUT,
  rackSize: 7,
  bingoBonus: 50,
  firstMoveMinTiles: 2,
  wordCheck: 'challenge',
  challenge: { penalty: 'challenger-loses-points', points: 10, per: 'challenge' },
  end: { passRounds: 2, scorelessTurns: null, zeroScorePlaysAreScoreless: false },
  goingOut: 'booklet',
  exchange: BOOKLET_EXCHANGE,
  consecutivePasses: true,
  ...VARIANTS_OFF,
  takebacks: true,
};

/**
 * Dutch with the IJ tile, Spear booklet: as German, but one pass round ends the game and a failed challenge costs nothing.
 * @example
 * ```ts
 * import { createGame, DUTCH_IJ } from 'scrabble-engine';
 * const game = createGame({ rules: DUTCH_IJ, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const DUTCH_IJ: RuleSet = {
  ...GERMAN,
  id: 'dutch-ij',
  name: 'Dutch with IJ (Spear booklet)',
  tiles: DUTCH_IJ_TILES,
  challenge: { penalty: 'none', points: 0, per: 'challenge' },
  end: { passRounds: 1, scorelessTurns: null, zeroScorePlaysAreScoreless: false },
};

/**
 * Dutch with today's tile set (no IJ tile); otherwise as {@link DUTCH_IJ}.
 * @example
 * ```ts
 * import { createGame, DUTCH } from 'scrabble-engine';
 * const game = createGame({ rules: DUTCH, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const DUTCH: RuleSet = {
  ...DUTCH_IJ,
  id: 'dutch',
  name: 'Dutch (modern set)',
  tiles: DUTCH_TILES,
};

/**
 * English tiles with the booklet rules (challenge on demand, no penalty, two pass rounds).
 * @example
 * ```ts
 * import { createGame, ENGLISH } from 'scrabble-engine';
 * const game = createGame({ rules: ENGLISH, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const ENGLISH: RuleSet = {
  ...GERMAN,
  id: 'english',
  name: 'English',
  tiles: ENGLISH_TILES,
  challenge: { penalty: 'none', points: 0, per: 'challenge' },
};

/**
 * English tournament style, as in most published game records: +5 to the challenged player per
 * failed challenge, 2× the opponents' racks to the player who goes out, six scoreless turns end the
 * game, exchanges only while the bag holds at least 7 tiles (the club rule).
 * @example
 * ```ts
 * import { createGame, TOURNAMENT } from 'scrabble-engine';
 * const game = createGame({ rules: TOURNAMENT, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const TOURNAMENT: RuleSet = {
  ...ENGLISH,
  id: 'tournament',
  name: 'English tournament',
  challenge: { penalty: 'challenged-gains-points', points: 5, per: 'challenge' },
  end: { passRounds: 0, scorelessTurns: 6, zeroScorePlaysAreScoreless: false },
  goingOut: 'double',
  exchange: CLUB_EXCHANGE,
  takebacks: false,
};

/**
 * German with the Gendern rule: a blank may be played as the ending `*IN` (`8D TISCHLER*IN`).
 * @example
 * ```ts
 * import { createGame, GERMAN_GENDERN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN_GENDERN, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const GERMAN_GENDERN: RuleSet = {
  ...GERMAN,
  id: 'german-gendern',
  name: 'German with Gendern',
  gendern: true,
};

/**
 * Dutch with IJ and the booklet's variations: a first word of at least 4 letters, letter
 * replacement (replaced tiles to the rack), blank swaps, and no passing twice in a row.
 * @example
 * ```ts
 * import { createGame, DUTCH_IJ_VARIATIONS } from 'scrabble-engine';
 * const game = createGame({ rules: DUTCH_IJ_VARIATIONS, players: ['Anna', 'Ben'] });   // Result<GameState, SetupError>
 * ```
 */
export const DUTCH_IJ_VARIATIONS: RuleSet = {
  ...DUTCH_IJ,
  id: 'dutch-ij-variations',
  name: 'Dutch with IJ, booklet variations',
  firstMoveMinTiles: 4,
  replacement: 'rack',
  blankSwap: true,
  consecutivePasses: false,
};

/**
 * Solo German: one player, 30 turns, then the rack left is subtracted.
 * @example
 * ```ts
 * import { createGame, SOLO_GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: SOLO_GERMAN, players: ['Anna'] });   // Result<GameState, SetupError>
 * ```
 */
export const SOLO_GERMAN: RuleSet = {
  ...GERMAN,
  id: 'solo-german',
  name: 'German solo (30 turns)',
  turnLimit: 30,
};

/**
 * Solo German with open tiles: as {@link SOLO_GERMAN}, but the player chooses the tiles drawn.
 * @example
 * ```ts
 * import { createGame, SOLO_GERMAN_OPEN } from 'scrabble-engine';
 * const game = createGame({ rules: SOLO_GERMAN_OPEN, players: ['Anna'] });   // Result<GameState, SetupError>
 * ```
 */
export const SOLO_GERMAN_OPEN: RuleSet = {
  ...SOLO_GERMAN,
  id: 'solo-german-open',
  name: 'German solo with open tiles (30 turns)',
  draw: 'choose',
};

/**
 * Solo Dutch with IJ: one player, 40 turns.
 * @example
 * ```ts
 * import { createGame, SOLO_DUTCH_IJ } from 'scrabble-engine';
 * const game = createGame({ rules: SOLO_DUTCH_IJ, players: ['Anna'] });   // Result<GameState, SetupError>
 * ```
 */
export const SOLO_DUTCH_IJ: RuleSet = {
  ...DUTCH_IJ,
  id: 'solo-dutch-ij',
  name: 'Dutch with IJ solo (40 turns)',
  turnLimit: 40,
};

/**
 * All presets by id.
 * @example
 * ```ts
 * import { PRESETS, createGame } from 'scrabble-engine';
 * const rules = PRESETS['dutch-ij'];   // by the name a user picked
 * if (rules !== undefined) createGame({ rules, players: ['Anna', 'Ben'] });
 * ```
 */
export const PRESETS: Readonly<Record<string, RuleSet>> = {
  german: GERMAN,
  'dutch-ij': DUTCH_IJ,
  dutch: DUTCH,
  english: ENGLISH,
  tournament: TOURNAMENT,
  'german-gendern': GERMAN_GENDERN,
  'dutch-ij-variations': DUTCH_IJ_VARIATIONS,
  'solo-german': SOLO_GERMAN,
  'solo-german-open': SOLO_GERMAN_OPEN,
  'solo-dutch-ij': SOLO_DUTCH_IJ,
};
