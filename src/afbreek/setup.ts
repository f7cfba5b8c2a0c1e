/**
 * Creating an Afbreek game from a board: any board whose runs are words and whose tiles are one
 * group holding the centre, for example the final board of a classic game.
 *
 * @example
 * ```ts
 * import { createGame } from 'scrabble-engine/afbreek';
 * const game = createGame({ game: finished, lexicon });   // a finished classic game: its board, its players, its winner begins
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
import { beginTurn, MAX_DICE } from './turns.js';
import { unknownOptionKey } from '../option-keys.js';

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
  /** The rule set (default: the finished game's, with `game`). */
  readonly rules?: RuleSet;
  /** The players' names in seat order (default: the finished game's, with `game`). */
  readonly players?: readonly string[];
  /** The board to take apart (default: the finished game's board, with `game`). */
  readonly board?: Board;
  /**
   * A finished classic game to take apart: its board, rules and players are the defaults of the
   * options above, and its winner begins ("te beginnen met de winnaar"; ties: the lowest seat
   * among the winners) unless `firstPlayer` says otherwise.
   */
  readonly game?: FinishedGame;
  /** The seat that starts (as in the other modules); default: the winner of `game`, else 0. */
  readonly firstPlayer?: number;
  /** The same as `firstPlayer` (its earlier name, kept as an alias). */
  readonly first?: number;
  /** `'face'` (default) or `'premium'`. */
  readonly scoring?: AfbreekScoring;
  /** The most tiles a turn removes: a number (default 6) or `'die'` (dice rolled for each turn). */
  readonly maxTiles?: MaxTiles;
  /** With `maxTiles: 'die'`: how many six-sided dice are rolled, their sum the turn's maximum (1 to {@link MAX_DICE}; default 1). */
  readonly dice?: number;
  /** Seed of the die's generator (string or bytes; a number for tests and demos only); without it, a fresh random key. */
  readonly seed?: Seed;
  /** Checks that the board's runs are words, and decides the end of the game (give it to `applyAction` too). */
  readonly lexicon?: Lexicon;
}

/**
 * What Afbreek reads of a finished classic game's state (a `GameState` of the main entry is one):
 * its rules, players and board, and the winners of its result.
 * @example
 * ```ts
 * import { buildLexicon, greedyBot, playBotGame, GERMAN } from 'scrabble-engine';
 * import type { FinishedGame } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const played = playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed: 7, lexicon });
 * if (!played.ok) throw new Error(played.error.message);
 * const finished: FinishedGame = played.value.state;   // a GameState whose phase is 'over'
 * ```
 */
export interface FinishedGame {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly board: Board;
  readonly phase: string;
  readonly result: { readonly winners: readonly number[] } | null;
}

/** The keys of {@link AfbreekOptions}. */
const AFBREEK_OPTION_KEYS = ['rules', 'players', 'board', 'game', 'firstPlayer', 'first', 'scoring', 'maxTiles', 'dice', 'seed', 'lexicon'] as const;

/** What a finished classic game gives the options: its rules, players and board, and its winner (the lowest seat among the winners). */
function fromGame(game: unknown): Result<{ rules: unknown; players: unknown; board: unknown; winner: number }, AfbreekSetupError> {
  const finished = isRecord(game) && game.phase === 'over' && isRecord(game.result) && Array.isArray(game.result.winners) ? game.result.winners : null;
  if (finished === null || !finished.every((w) => Number.isInteger(w) && (w as number) >= 0)) {
    return fail('bad-options', 'game is the state of a finished classic game');
  }
  const { rules, players, board } = game as Record<string, unknown>;
  return ok({ rules, players, board, winner: finished.length === 0 ? 0 : Math.min(...(finished as number[])) });
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
    if (typeof options !== 'object' || options === null) return fail('bad-options', 'createGame needs an options object { rules, players, board } or { game }');
    const unknown = unknownOptionKey(options, AFBREEK_OPTION_KEYS);
    if (unknown !== null) return fail('bad-options', unknown);
    const finished = options.game === undefined ? null : fromGame(options.game);
    if (finished !== null && !finished.ok) return finished;
    const game = finished?.value;
    const rules = parseRuleSet(options.rules ?? game?.rules);
    if (!rules.ok) return fail('bad-rules', rules.error.message);
    const players = (options.players ?? game?.players) as unknown;
    if (!Array.isArray(players) || players.length < 1 || players.length > MAX_AFBREEK_PLAYERS ||
        !players.every((n) => typeof n === 'string' && n.length > 0 && n.length <= 100)) {
      return fail('bad-players', `An Afbreek game has 1 to ${MAX_AFBREEK_PLAYERS} players with names of 1 to 100 characters`);
    }
    const board = parseBoard(options.board ?? game?.board, rules.value);
    if (!board.ok) return fail('bad-board', board.error.message);
    if (options.first !== undefined && options.firstPlayer !== undefined && options.first !== options.firstPlayer) {
      return fail('bad-first-player', 'first is another name of firstPlayer: give one of them');
    }
    const first = options.firstPlayer ?? options.first ?? game?.winner ?? 0;
    if (!(Number.isInteger(first) && first >= 0 && first < players.length)) return fail('bad-first-player', `firstPlayer is a seat from 0 to ${players.length - 1}`);
    const scoring = options.scoring ?? 'face';
    if (!(AFBREEK_SCORINGS as readonly unknown[]).includes(scoring)) return fail('bad-scoring', 'scoring is \'face\' or \'premium\'');
    const maxTiles = options.maxTiles ?? 6;
    if (maxTiles !== 'die' && !(Number.isInteger(maxTiles) && maxTiles >= 1 && maxTiles <= MAX_TILES_LIMIT)) {
      return fail('bad-max-tiles', `maxTiles is 'die' or a whole number from 1 to ${MAX_TILES_LIMIT}`);
    }
    const dice = options.dice ?? 1;
    if (!(Number.isInteger(dice) && dice >= 1 && dice <= MAX_DICE) || (dice > 1 && maxTiles !== 'die')) {
      return fail('bad-max-tiles', `dice is a whole number from 1 to ${MAX_DICE}, with maxTiles: 'die'`);
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
      ...(dice > 1 ? { dice } : {}),
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
