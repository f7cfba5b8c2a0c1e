/**
 * Creating an Afbreek game from a board: any board whose runs are words and whose tiles are one
 * group holding the centre, for example the final board of a classic game.
 *
 * @example
 * ```ts
 * import { createGame } from 'scrabble-engine/afbreek';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: finished.board, first: 1, lexicon });
 * const dice = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, maxTiles: 'die', seed: 4, scoring: 'premium', lexicon });
 * ```
 * @module
 */
import { isBoardRules, orElse } from '../total.js';

import type { Board } from '../board/board.js';
import { parseBoard } from '../board/parse-board.js';
import { parseSeed, randomPrng, type CryptoPrngState, type Seed } from '../bag/prng.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { AfbreekSetupError, AfbreekSetupErrorCode } from './errors.js';
import type { AfbreekEvent } from './events.js';
import { allRuns, connectedAfter, runWord, scratchOf } from './geometry.js';
import { AFBREEK_SCORINGS, AFBREEK_STATE_FORMAT, type AfbreekScoring, type AfbreekState, type MaxTiles } from './state.js';
import { beginTurn } from './turns.js';

/**
 * Most players in an Afbreek game.
 * @example
 * ```ts
 * import { MAX_AFBREEK_PLAYERS } from 'scrabble-engine/afbreek';
 * MAX_AFBREEK_PLAYERS;   // 8
 * ```
 */
export const MAX_AFBREEK_PLAYERS = 8;

/**
 * The largest fixed maximum of tiles a turn may remove.
 * @example
 * ```ts
 * import { MAX_TILES_LIMIT } from 'scrabble-engine/afbreek';
 * MAX_TILES_LIMIT;   // 26
 * ```
 */
export const MAX_TILES_LIMIT = 26;

/**
 * How to create an Afbreek game.
 * @example
 * ```ts
 * import { GERMAN, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { createGame, type AfbreekOptions } from 'scrabble-engine/afbreek';
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const options: AfbreekOptions = { rules: GERMAN, players: ['Anna', 'Ben'], board, scoring: 'premium', maxTiles: 'die', seed: 'a reproducible game' };
 * createGame(options);
 * ```
 */
export interface AfbreekOptions {
  readonly rules: RuleSet;
  /** The players' names in seat order. */
  readonly players: readonly string[];
  /** The board to take apart (for example `state.board` of a finished classic game). */
  readonly board: Board;
  /** The seat that starts: the previous game's winner (default 0). */
  readonly first?: number;
  /** `'face'` (default) or `'premium'`. */
  readonly scoring?: AfbreekScoring;
  /** The most tiles a turn removes: a number (default 6) or `'die'` (a die rolled for each turn). */
  readonly maxTiles?: MaxTiles;
  /** Seed of the die's generator (string or bytes; a number for tests and demos only); without it, a fresh random key. */
  readonly seed?: Seed;
  /** Checks that the board's runs are words, and decides the end of the game (give it to `applyAction` too). */
  readonly lexicon?: Lexicon;
}

function fail(code: AfbreekSetupErrorCode, message: string): Result<never, AfbreekSetupError> {
  return err({ code, message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks that a board can be taken apart: its tiles are one group holding the centre (or there
 * are none), and with a lexicon every run of two or more tiles is a word.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { checkStartBoard } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * checkStartBoard(board, GERMAN, lexicon);   // ok(true), or why the board cannot be taken apart
 * ```
 */
export function checkStartBoard(board: Board, rules: RuleSet, lexicon: Lexicon | undefined): Result<true, AfbreekSetupError> {
  if (!isBoardRules(rules)) return fail('bad-rules', 'Checking a board needs a rule set with a tile set and a layout');
  const read = parseBoard(board, rules);
  if (!read.ok) return fail('bad-board', read.error.message);
  if (lexicon !== undefined && (typeof lexicon !== 'object' || lexicon === null || typeof lexicon.has !== 'function')) {
    return fail('bad-lexicon', 'A lexicon is an object with has(word)');
  }
  return orElse(() => checkBoard(read.value, rules, lexicon), fail('bad-board', 'The board could not be checked'));
}

function checkBoard(board: Board, rules: RuleSet, lexicon: Lexicon | undefined): Result<true, AfbreekSetupError> {
  const s = scratchOf(board, rules.layout.start);
  if (!connectedAfter(s, [])) return fail('board-not-connected', 'The board\'s tiles must be one connected group that holds the centre square');
  if (lexicon !== undefined && rules.wordCheck !== 'never') {
    const wrong = allRuns(s).map((run) => runWord(s, run)).filter((w) => lexicon.has(w) !== true);
    if (wrong.length > 0) return fail('board-not-words', `Not words: ${wrong.slice(0, 5).map((w) => w.slice(0, 20)).join(', ')}${wrong.length > 5 ? ', …' : ''}`);
  }
  return ok(true);
}

/**
 * Creates an Afbreek game: the board checked, the first player's turn (with the die: its roll).
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { createGame } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, lexicon });   // a finished classic board
 * ```
 */
export function createGame(options: AfbreekOptions): Result<AfbreekState, AfbreekSetupError> {
  try {
    if (!isRecord(options)) return fail('bad-options', 'createGame needs an options object { rules, players, board }');
    const rules = parseRuleSet(options.rules);
    if (!rules.ok) return fail('bad-rules', rules.error.message);
    const { players } = options;
    if (!Array.isArray(players) || players.length < 1 || players.length > MAX_AFBREEK_PLAYERS ||
        !players.every((n) => typeof n === 'string' && n.length > 0 && n.length <= 100)) {
      return fail('bad-players', `An Afbreek game has 1 to ${MAX_AFBREEK_PLAYERS} players with names of 1 to 100 characters`);
    }
    const board = parseBoard(options.board, rules.value);
    if (!board.ok) return fail('bad-board', board.error.message);
    const first = options.first ?? 0;
    if (!(Number.isInteger(first) && first >= 0 && first < players.length)) return fail('bad-first-player', `first is a seat from 0 to ${players.length - 1}`);
    const scoring = options.scoring ?? 'face';
    if (!(AFBREEK_SCORINGS as readonly unknown[]).includes(scoring)) return fail('bad-scoring', 'scoring is \'face\' or \'premium\'');
    const maxTiles = options.maxTiles ?? 6;
    if (maxTiles !== 'die' && !(Number.isInteger(maxTiles) && maxTiles >= 1 && maxTiles <= MAX_TILES_LIMIT)) {
      return fail('bad-max-tiles', `maxTiles is 'die' or a whole number from 1 to ${MAX_TILES_LIMIT}`);
    }
    const { seed, lexicon } = options;
    let prng: CryptoPrngState | null = null;
    if (seed !== undefined) {
      const parsed = parseSeed(seed);
      if (!parsed.ok) return fail('bad-seed', parsed.error.message);
      prng = parsed.value;
    } else if (maxTiles === 'die') {
      const fresh = randomPrng();
      if (!fresh.ok) return fail('missing-seed', fresh.error.message);
      prng = fresh.value;
    }
    if (maxTiles !== 'die') prng = null;
    if (lexicon !== undefined && !(isRecord(lexicon) && typeof lexicon.has === 'function')) return fail('bad-lexicon', 'A lexicon is an object with a has(word) method');
    const checked = checkStartBoard(board.value, rules.value, lexicon);
    if (!checked.ok) return checked;
    const state: AfbreekState = {
      format: AFBREEK_STATE_FORMAT,
      rules: rules.value,
      players: players.slice(),
      scoring,
      maxTiles,
      start: board.value,
      board: board.value,
      turn: first,
      limit: maxTiles === 'die' ? 0 : maxTiles,
      seedState: prng,
      prng,
      scores: players.map(() => 0),
      phase: 'playing',
      history: [],
      result: null,
      version: 0,
    };
    const events: AfbreekEvent[] = [];
    return ok(beginTurn(state, first, lexicon, events));
  } catch {
    return fail('bad-options', 'The options could not be read');
  }
}
