/**
 * Creating a Duplicate game: a seeded, shuffled bag (or a given bag order), the first common
 * rack of seven, and the first round open for submissions.
 *
 * @example
 * ```ts
 * import { createGame } from 'scrabble-engine/duplicate';
 * import { GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Clara'], seed: 7 });
 * const tournament = createGame({ rules: GERMAN, players: ['Anna'], seed: 7, boardMove: 'best-possible', lexicon });
 * ```
 * @module
 */
import { unknownOptionKey } from '../option-keys.js';
import { emptyBoard } from '../board/board.js';
import { drawTiles, sameTiles } from '../bag/bag.js';
import { parseSeed, randomPrng, shuffled, type CryptoPrngState, type Seed } from '../bag/prng.js';
import { isCompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import type { RuleSet } from '../rules/rule-set.js';
import { allTiles } from '../tiles/tile-set.js';
import type { DuplicateSetupError, DuplicateSetupErrorCode } from './errors.js';
import type { DuplicateEvent } from './events.js';
import { openRound } from './round.js';
import { BINGO_RULES, BOARD_MOVES, DUPLICATE_STATE_FORMAT, type BingoRule, type BoardMove, type DuplicateSetup, type DuplicateState } from './state.js';

/**
 * Most players in a Duplicate game (a club evening or a tournament hall).
 * @example
 * ```ts
 * import { MAX_DUPLICATE_PLAYERS } from 'scrabble-engine/duplicate';
 * MAX_DUPLICATE_PLAYERS;   // 500
 * ```
 */
export const MAX_DUPLICATE_PLAYERS = 500;

/**
 * Longest player name.
 * @example
 * ```ts
 * import { MAX_DUPLICATE_NAME_LENGTH } from 'scrabble-engine/duplicate';
 * MAX_DUPLICATE_NAME_LENGTH;   // 100
 * ```
 */
export const MAX_DUPLICATE_NAME_LENGTH = 100;

/**
 * How to create a Duplicate game: `seed` (a reproducible shuffled bag), `bag` (a known order), or neither (a fresh random bag).
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, type DuplicateOptions } from 'scrabble-engine/duplicate';
 * const options: DuplicateOptions = { rules: GERMAN, players: ['Anna', 'Ben'], boardMove: 'best-possible' };
 * createGame(options);
 * ```
 */
export interface DuplicateOptions {
  readonly rules: RuleSet;
  /** The players' names in seat order (seat order breaks ties for the board move). */
  readonly players: readonly string[];
  /**
   * Seed of the bag's generator: a string or bytes for a reproducible game, a number for tests and
   * demos only (not secret). Without `seed` and `bag`, a fresh key comes from the platform's random source.
   */
  readonly seed?: Seed;
  /** The whole tile set in draw order (draws take from the front). */
  readonly bag?: readonly string[];
  /** Which move goes on the board: `'best-submitted'` (default) or `'best-possible'` (needs `lexicon`). */
  readonly boardMove?: BoardMove;
  /** The compact lexicon, needed for `'best-possible'` (it must also be given to `applyAction`). */
  readonly lexicon?: Lexicon;
  /** The most rounds the game lasts (default: no limit). */
  readonly roundLimit?: number;
  /** Who gets the 50 for a move of the whole rack: `'every-submission'` (default) or `'top-finders'` (only the finders of the round's top move). */
  readonly bingoTo?: BingoRule;
}

function fail(code: DuplicateSetupErrorCode, message: string): Result<never, DuplicateSetupError> {
  return err({ code, message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

interface Setup {
  rules: RuleSet;
  players: string[];
  boardMove: BoardMove;
  roundLimit: number | null;
  bingoTo: BingoRule;
  bag: string[];
  prng: CryptoPrngState | null;
}

/** The keys of {@link DuplicateOptions}. */
const DUPLICATE_OPTION_KEYS = ['rules', 'players', 'seed', 'bag', 'boardMove', 'lexicon', 'roundLimit', 'bingoTo'] as const;

function readOptions(options: DuplicateOptions): Result<Setup, DuplicateSetupError> {
  if (!isRecord(options)) return fail('bad-options', 'createGame needs an options object { rules, players, seed }');
  const unknown = unknownOptionKey(options, DUPLICATE_OPTION_KEYS);
  if (unknown !== null) return fail('bad-options', unknown);
  const rules = parseRuleSet(options.rules);
  if (!rules.ok) return fail('bad-rules', rules.error.message);
  const { players } = options;
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_DUPLICATE_PLAYERS) {
    return fail('bad-players', `A Duplicate game has 1 to ${MAX_DUPLICATE_PLAYERS} players`);
  }
  if (!players.every((name) => typeof name === 'string' && name.length > 0 && name.length <= MAX_DUPLICATE_NAME_LENGTH)) {
    return fail('bad-players', `Player names are non-empty strings of at most ${MAX_DUPLICATE_NAME_LENGTH} characters`);
  }
  const boardMove = options.boardMove ?? 'best-submitted';
  if (!(BOARD_MOVES as readonly unknown[]).includes(boardMove)) {
    return fail('bad-board-move', `boardMove is ${BOARD_MOVES.map((m) => `'${m}'`).join(' or ')}`);
  }
  if (options.lexicon !== undefined && !(isRecord(options.lexicon) && typeof options.lexicon.has === 'function')) {
    return fail('bad-lexicon', 'A lexicon is an object with a has(word) method');
  }
  if (boardMove === 'best-possible' && !isCompactLexicon(options.lexicon)) {
    return fail('lexicon-required', 'The best-possible board move needs the compact lexicon (buildLexicon or loadLexicon) to find the top move');
  }
  const { roundLimit } = options;
  if (roundLimit !== undefined && !(Number.isInteger(roundLimit) && roundLimit >= 1 && roundLimit <= 1000)) {
    return fail('bad-round-limit', 'roundLimit is a whole number from 1 to 1000');
  }
  const bingoTo = options.bingoTo ?? 'every-submission';
  if (!(BINGO_RULES as readonly unknown[]).includes(bingoTo)) {
    return fail('bad-options', `bingoTo is ${BINGO_RULES.map((m) => `'${m}'`).join(' or ')}`);
  }
  const { seed, bag } = options;
  if (seed !== undefined && bag !== undefined) return fail('seed-with-bag', 'Give either a seed or a bag order, not both');
  let prng: CryptoPrngState | null = null;
  if (seed !== undefined) {
    const parsed = parseSeed(seed);
    if (!parsed.ok) return fail('bad-seed', parsed.error.message);
    prng = parsed.value;
  } else if (bag === undefined) {
    const fresh = randomPrng();
    if (!fresh.ok) return fail('missing-seed', fresh.error.message);
    prng = fresh.value;
  }
  const full = allTiles(rules.value.tiles);
  let ordered = full;
  if (bag !== undefined) {
    if (!Array.isArray(bag) || bag.length !== full.length || !bag.every((t) => typeof t === 'string') || !sameTiles(bag, full)) {
      return fail('bag-mismatch', `The bag must hold exactly the ${rules.value.tiles.name} set (${full.length} tiles)`);
    }
    ordered = bag.slice();
  }
  return ok({
    rules: rules.value,
    players: players.slice(),
    boardMove,
    roundLimit: roundLimit ?? null,
    bingoTo,
    bag: ordered,
    prng,
  });
}

/**
 * The first common rack of a game set up this way, the bag after it and the generator state:
 * the bag shuffled by the generator (or in the order given), then the rack drawn from its front.
 */
export function firstDraw(setup: DuplicateSetup, rules: RuleSet): { drawn: readonly string[]; bag: readonly string[]; prng: CryptoPrngState | null } {
  let bag: readonly string[] = setup.bag === null ? allTiles(rules.tiles) : setup.bag;
  let prng = setup.prng;
  if (prng !== null) [bag, prng] = shuffled(bag, prng);
  const { drawn, bag: rest } = drawTiles(bag, rules.rackSize);
  return { drawn, bag: rest, prng };
}

/**
 * Creates a Duplicate game: the bag is shuffled by the generator (seeded, or with a fresh random
 * key) or used in the given order, seven tiles are drawn for the common rack and the first round opens. With the
 * best-possible board move, a first rack without any legal move ends the game at once.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame } from 'scrabble-engine/duplicate';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: 'a reproducible game' });
 * if (game.ok) game.value.rack;   // the rack every player plays with this round
 * ```
 */
export function createGame(options: DuplicateOptions): Result<DuplicateState, DuplicateSetupError> {
  try {
    const read = readOptions(options);
    if (!read.ok) return read;
    const { rules, players, boardMove, roundLimit, bingoTo } = read.value;
    const setup: DuplicateSetup = { prng: read.value.prng, bag: read.value.prng === null ? read.value.bag : null };
    const { drawn, bag, prng } = firstDraw(setup, rules);
    const state: DuplicateState = {
      format: DUPLICATE_STATE_FORMAT,
      rules,
      players,
      boardMove,
      roundLimit,
      ...(bingoTo === 'top-finders' ? { bingoTo } : {}),
      board: emptyBoard(rules),
      rack: drawn,
      bag,
      prng,
      setup,
      scores: players.map(() => 0),
      phase: 'round',
      submissions: players.map(() => null),
      rounds: [],
      result: null,
      version: 0,
    };
    const events: DuplicateEvent[] = [];
    const opened = openRound(state, options.lexicon, events);
    return opened.ok ? opened : fail('bad-lexicon', opened.error.message);
  } catch {
    return fail('bad-options', 'The options could not be read');
  }
}
