/**
 * Creating a dice game: the players, the dice (default {@link DEFAULT_DICE}), each player's grid
 * (default the standard board), the letter values (default German), the bonus rule, and either a
 * seed for the dice (or a fresh random key) or `replay: true` for a game played with real dice whose
 * faces each roll states.
 *
 * @example
 * ```ts
 * import { createGame } from 'scrabble-engine/wuerfel';
 * const seeded = createGame({ players: ['Anna', 'Ben'], seed: 'our game' });   // reproducible
 * const fresh = createGame({ players: ['Anna', 'Ben'] });                       // unpredictable dice
 * const table = createGame({ players: ['Anna', 'Ben'], replay: true });   // faces given by each roll
 * ```
 * @module
 */
import { unknownOptionKey } from '../option-keys.js';
import { emptyBoard } from '../board/board.js';
import { STANDARD_LAYOUT, type Layout } from '../board/layout.js';
import { parseSeed, randomPrng, type CryptoPrngState, type Seed } from '../bag/prng.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import { GERMAN } from '../rules/presets.js';
import { GERMAN_TILES, type TileSet } from '../tiles/tile-set.js';
import { DEFAULT_DICE, readDice, type DiceSet } from './dice.js';
import type { WuerfelSetupError, WuerfelSetupErrorCode } from './errors.js';
import { CROSSWORD_SLOTS, DICE_SLOTS } from './slots.js';
import { BONUS_WHEN, WUERFEL_STATE_FORMAT, type BonusWhen, type Pad, type WuerfelSettings, type WuerfelState } from './state.js';

/**
 * Most players at one table.
 * @example
 * ```ts
 * import { MAX_WUERFEL_PLAYERS } from 'scrabble-engine/wuerfel';
 * MAX_WUERFEL_PLAYERS;   // 8
 * ```
 */
export const MAX_WUERFEL_PLAYERS = 8;

/**
 * Longest player name.
 * @example
 * ```ts
 * import { MAX_WUERFEL_NAME } from 'scrabble-engine/wuerfel';
 * MAX_WUERFEL_NAME;   // 100
 * ```
 */
export const MAX_WUERFEL_NAME = 100;

/**
 * How to create a dice game.
 * @example
 * ```ts
 * import { createGame, type WuerfelOptions } from 'scrabble-engine/wuerfel';
 * const options: WuerfelOptions = { players: ['Anna', 'Ben'], seed: 'a reproducible game', bonusWhen: 'seven-letters' };
 * createGame(options);
 * ```
 */
export interface WuerfelOptions {
  /** The players' names in seat order (1 to {@link MAX_WUERFEL_PLAYERS}). */
  readonly players: readonly string[];
  /**
   * Seed of the dice's generator: a string or bytes (a reproducible game), or a number (not secret:
   * tests and demos only). Without one, a fresh key comes from the platform's random source.
   * Not used in replay games, whose faces are stated.
   */
  readonly seed?: Seed;
  /** Seven dice of six faces each: letters of the tile set or `'?'` for a joker. Default {@link DEFAULT_DICE}. */
  readonly dice?: DiceSet;
  /**
   * Each player's crossword grid. Default: the standard 15×15 board. The booklet's pad drawing is
   * not legible in any copy we have, so this default is an assumption.
   */
  readonly layout?: Layout;
  /** Letters and values. Default: the German set (the values printed on the pad). */
  readonly tiles?: TileSet;
  /**
   * Words are checked against it when given (`applyAction` then needs it too); without one every
   * word is admitted, as when keeping score of a game at a table.
   */
  readonly lexicon?: Lexicon;
  /** When a crossword word earns 50 more: `'seven-letters'` (default: its main word has seven letters) or `'seven-dice'` (it places all seven dice). */
  readonly bonusWhen?: BonusWhen;
  /** Roll actions state the faces shown (a game played with real dice). Default false. */
  readonly replay?: boolean;
  /** The seat that rolls in the first round (default 0); the next seat rolls the next round. */
  readonly firstPlayer?: number;
}

function fail(code: WuerfelSetupErrorCode, message: string): Result<never, WuerfelSetupError> {
  return err({ code, message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The keys of {@link WuerfelOptions}. */
const WUERFEL_OPTION_KEYS = ['players', 'seed', 'dice', 'layout', 'tiles', 'lexicon', 'bonusWhen', 'replay', 'firstPlayer'] as const;

/** The settings of a game created with no options but the players (and a seed). */
export const DEFAULT_SETTINGS: WuerfelSettings = {
  dice: DEFAULT_DICE, layout: STANDARD_LAYOUT, tiles: GERMAN_TILES, bonusWhen: 'seven-letters', checkWords: false, replay: false, firstRoller: 0,
};

/** An empty pad for the layout. */
export function emptyPad(layout: Layout): Pad {
  return {
    grid: emptyBoard({ layout }),
    crossword: new Array<null>(CROSSWORD_SLOTS).fill(null),
    dice: new Array<null>(DICE_SLOTS.length).fill(null),
  };
}

/** The first state of a game with these settings. Internal: `createGame` and `parseGameState` share it. */
export function initialState(players: readonly string[], settings: WuerfelSettings, prng: CryptoPrngState | null): WuerfelState {
  return {
    format: WUERFEL_STATE_FORMAT,
    players: players.slice(),
    settings,
    initialPrng: prng,
    prng,
    round: 0,
    roller: settings.firstRoller,
    phase: 'rolling',
    roll: { count: 0, faces: null, settled: false },
    written: new Array<boolean>(players.length).fill(false),
    pads: players.map(() => emptyPad(settings.layout)),
    history: [],
    version: 0,
  };
}

/** Checks player names. */
export function checkPlayers(players: unknown): string | null {
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_WUERFEL_PLAYERS) {
    return `A game has 1 to ${MAX_WUERFEL_PLAYERS} players`;
  }
  if (!players.every((name) => typeof name === 'string' && name.length > 0 && name.length <= MAX_WUERFEL_NAME)) {
    return `Player names are non-empty strings of at most ${MAX_WUERFEL_NAME} characters`;
  }
  return null;
}

/** Reads and checks the settings of untrusted options or a saved state. Internal. */
export function readSettings(
  value: Record<string, unknown>, players: number,
): Result<WuerfelSettings, WuerfelSetupError> {
  const rules = parseRuleSet({ ...GERMAN, tiles: value.tiles ?? GERMAN_TILES, layout: value.layout ?? STANDARD_LAYOUT });
  if (!rules.ok) {
    const code = value.layout !== undefined && /layout|board|square|row|col/i.test(rules.error.message) ? 'bad-layout' : 'bad-tiles';
    return fail(code, rules.error.message);
  }
  const { tiles, layout } = rules.value;
  const dice = readDice(value.dice ?? DEFAULT_DICE, tiles);
  if (!dice.ok) return fail('bad-dice', dice.error.message);
  const bonusWhen = value.bonusWhen ?? 'seven-letters';
  if (!(BONUS_WHEN as readonly unknown[]).includes(bonusWhen)) return fail('bad-bonus-rule', `bonusWhen is ${BONUS_WHEN.map((b) => `"${b}"`).join(' or ')}`);
  const replay = value.replay ?? false;
  if (typeof replay !== 'boolean') return fail('bad-options', 'replay must be true or false');
  const firstRoller = value.firstRoller ?? value.firstPlayer ?? 0;
  if (!(Number.isInteger(firstRoller) && (firstRoller as number) >= 0 && (firstRoller as number) < players)) {
    return fail('bad-first-player', `firstPlayer must be a seat from 0 to ${players - 1}`);
  }
  const checkWords = value.checkWords ?? false;
  if (typeof checkWords !== 'boolean') return fail('bad-options', 'checkWords must be true or false');
  return ok({ dice: dice.value, layout, tiles, bonusWhen: bonusWhen as BonusWhen, checkWords, replay, firstRoller: firstRoller as number });
}

/**
 * Creates a dice game: round 1, the first player to roll. The dice roll with the game's generator
 * (the same seed and actions give the same rolls; without a seed, a fresh key from the platform's
 * random source); replay games take the faces from each roll action.
 * @example
 * ```ts
 * import { createGame } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 'a reproducible game' });
 * if (game.ok) game.value.roller;   // 0: Anna rolls first
 * ```
 */
export function createGame(options: WuerfelOptions): Result<WuerfelState, WuerfelSetupError> {
  try {
    if (!isRecord(options)) return fail('bad-options', 'createGame needs an options object { players }');
    const unknown = unknownOptionKey(options, WUERFEL_OPTION_KEYS);
    if (unknown !== null) return fail('bad-options', unknown);
    const playersError = checkPlayers(options.players);
    if (playersError !== null) return fail('bad-players', playersError);
    const { seed, lexicon } = options;
    if (lexicon !== undefined && !(isRecord(lexicon) && typeof lexicon.has === 'function')) {
      return fail('bad-lexicon', 'A lexicon is an object with a has(word) method');
    }
    const { firstPlayer, dice, layout, tiles, bonusWhen, replay } = options;
    const settings = readSettings({ firstPlayer, dice, layout, tiles, bonusWhen, replay, checkWords: lexicon !== undefined }, options.players.length);
    if (!settings.ok) return settings;
    let prng: CryptoPrngState | null = null;
    if (seed !== undefined) {
      const parsed = parseSeed(seed);
      if (!parsed.ok) return fail('bad-seed', parsed.error.message);
      prng = parsed.value;
    } else if (!settings.value.replay) {
      const fresh = randomPrng();
      if (!fresh.ok) return fail('missing-seed', fresh.error.message);
      prng = fresh.value;
    }
    return ok(initialState(options.players, settings.value, settings.value.replay ? null : prng));
  } catch {
    return fail('bad-options', 'The options could not be read');
  }
}
