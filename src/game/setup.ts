/**
 * Creating a game: a shuffled bag and a draw for who starts (nearest the alphabet's start begins,
 * the blank first; ties draw again), or a known game from a given bag
 * order and/or given racks. The bag is shuffled by a cryptographic generator whose key comes
 * from the platform's random source unless a seed is given.
 *
 * @example
 * ```ts
 * import { createGame, arrangeBag, DUTCH_IJ, GERMAN } from 'scrabble-engine';
 * const secret = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });            // fresh 256-bit key
 * const seeded = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'game 42' }); // reproducible
 * const bag = arrangeBag(DUTCH_IJ, [...'DORPAAD', ...'EKLMNST']);
 * const known = bag.ok ? createGame({ rules: DUTCH_IJ, players: ['A', 'B'], bag: bag.value, firstPlayer: 0 }) : bag;
 * ```
 * @module
 */
import { unknownOptionKey } from '../option-keys.js';
import { emptyBoard } from '../board/board.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { allTiles, BLANK } from '../tiles/tile-set.js';
import { drawTiles, removeTiles, returnTiles, sameTiles } from '../bag/bag.js';
import { initialCounters } from './counters.js';
import type { SetupError, SetupErrorCode } from './errors.js';
import type { GameEvent, StartDraw } from './events.js';
import { parseSeed, randomPrng, shuffled, type CryptoPrngState, type PrngState, type Seed } from '../bag/prng.js';
import { readTiles } from './racks.js';
import { GAME_STATE_FORMAT, type GameSetup, type GameState } from './state.js';

/**
 * Most players in a game.
 * @example
 * ```ts
 * import { MAX_PLAYERS } from 'scrabble-engine';
 * MAX_PLAYERS;   // 8
 * ```
 */
export const MAX_PLAYERS = 8;

/**
 * Longest player name.
 * @example
 * ```ts
 * import { MAX_NAME_LENGTH } from 'scrabble-engine';
 * MAX_NAME_LENGTH;   // 100
 * ```
 */
export const MAX_NAME_LENGTH = 100;

/** Rounds of the who-starts draw before the lowest seat among the tied players starts. */
const MAX_START_ROUNDS = 100;

/**
 * How to create a game. Give `seed` (shuffled bag, draw for who starts), or `bag` and/or `racks` (a known game).
 * @example
 * ```ts
 * import { createGame, GERMAN, type GameOptions } from 'scrabble-engine';
 * const options: GameOptions = { rules: GERMAN, players: ['Anna', 'Ben'], seed: 'a reproducible game' };
 * createGame(options);
 * ```
 */
export interface GameOptions {
  readonly rules: RuleSet;
  /** The players' names in seat order (1 to {@link MAX_PLAYERS}). */
  readonly players: readonly string[];
  /**
   * Seed of the bag's generator, for a reproducible game: a string or bytes (16 or more random bytes
   * are as secret as a fresh key), or an integer (NOT secret: a player could try every number; tests
   * and demos only). Without `seed`, `bag` and `racks`, a fresh 256-bit key comes from
   * `globalThis.crypto.getRandomValues`.
   */
  readonly seed?: Seed;
  /** The bag in draw order (draws take from the front): the whole tile set, minus the given racks. */
  readonly bag?: readonly string[];
  /** The starting racks, one per seat (rack strings or tile lists; shorter racks are filled from the bag). */
  readonly racks?: readonly (readonly string[] | string)[];
  /** Who starts; skips the draw. Default: the draw when seeded, seat 0 otherwise. */
  readonly firstPlayer?: number;
  /** Checked only (it must have `has`): the lexicon is given to `applyAction`, since the state is plain JSON. */
  readonly lexicon?: Lexicon;
  /**
   * A game record is being replayed: turn actions may state the player's rack (default false). Such
   * a game has a given bag order (by default the set minus the racks in alphabet order), never a seed.
   */
  readonly replay?: boolean;
}

function fail(code: SetupErrorCode, message: string): Result<never, SetupError> {
  return err({ code, message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The rank of a tile in the who-starts draw: the blank first, then the tile set's alphabet order. */
function startRank(rules: RuleSet, tile: string): number {
  return tile === BLANK ? -1 : (alphabetOf(rules.tiles).codes.get(tile) ?? Number.MAX_SAFE_INTEGER);
}

/** The who-starts draw: every contender draws a tile, the lowest rank starts, ties draw again; tiles go back. */
function drawForFirstPlayer(
  rules: RuleSet, players: number, bag: readonly string[], prng: PrngState,
): { player: number; rounds: StartDraw[][]; bag: readonly string[]; prng: PrngState } {
  let contenders = Array.from({ length: players }, (_, p) => p);
  const rounds: StartDraw[][] = [];
  let currentBag = bag;
  let state = prng;
  while (contenders.length > 1 && rounds.length < MAX_START_ROUNDS) {
    const { drawn, bag: rest } = drawTiles(currentBag, contenders.length);
    const round = contenders.map((player, i) => ({ player, tile: drawn[i] ?? BLANK }));
    rounds.push(round);
    const best = Math.min(...round.map((d) => startRank(rules, d.tile)));
    contenders = round.filter((d) => startRank(rules, d.tile) === best).map((d) => d.player);
    const back = returnTiles(rest, drawn, state);
    currentBag = back.bag;
    state = back.prng ?? state;
  }
  return { player: contenders[0] ?? 0, rounds, bag: currentBag, prng: state };
}

/** Checks the options and returns the pieces of the new game. */
/** The keys of {@link GameOptions}. */
const GAME_OPTION_KEYS = ['rules', 'players', 'seed', 'bag', 'racks', 'firstPlayer', 'lexicon', 'replay'] as const;

function readOptions(options: GameOptions): Result<{
  rules: RuleSet; players: string[]; setup: GameSetup;
}, SetupError> {
  if (!isRecord(options)) return fail('bad-options', 'createGame needs an options object { rules, players, seed }');
  const unknown = unknownOptionKey(options, GAME_OPTION_KEYS);
  if (unknown !== null) return fail('bad-options', unknown);
  const parsedRules = parseRuleSet(options.rules);
  if (!parsedRules.ok) return fail('bad-rules', parsedRules.error.message);
  const rules = parsedRules.value;
  const { players } = options;
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) {
    return fail('bad-players', `A game has 1 to ${MAX_PLAYERS} players`);
  }
  if (!players.every((name) => typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH)) {
    return fail('bad-players', `Player names are non-empty strings of at most ${MAX_NAME_LENGTH} characters`);
  }
  const full = allTiles(rules.tiles);
  if (players.length * rules.rackSize > full.length) {
    return fail('bad-players', `The ${rules.tiles.name} set has too few tiles for ${players.length} racks of ${rules.rackSize}`);
  }
  if (options.lexicon !== undefined && !(isRecord(options.lexicon) && typeof options.lexicon.has === 'function')) {
    return fail('bad-lexicon', 'A lexicon is an object with a has(word) method');
  }
  const { seed, bag, racks, firstPlayer } = options;
  if (seed !== undefined && bag !== undefined) return fail('seed-with-bag', 'Give either a seed or a bag order, not both');
  if (options.replay !== undefined && typeof options.replay !== 'boolean') return fail('bad-options', 'replay must be true or false');
  // A replayed record gives its bag order: a game with a generator is played, never replayed (so
  // a saved state that says otherwise is refused).
  if (options.replay === true && seed !== undefined) return fail('bad-options', 'A replayed game has a given bag order, not a seed');
  let prng: CryptoPrngState | null = null;
  if (seed !== undefined) {
    const parsed = parseSeed(seed);
    if (!parsed.ok) return fail('bad-seed', parsed.error.message);
    prng = parsed.value;
  } else if (bag === undefined && racks === undefined && options.replay !== true) {
    const fresh = randomPrng();
    if (!fresh.ok) return fail('missing-seed', fresh.error.message);
    prng = fresh.value;
  }
  if (firstPlayer !== undefined && !(Number.isInteger(firstPlayer) && firstPlayer >= 0 && firstPlayer < players.length)) {
    return fail('bad-first-player', `firstPlayer must be a seat from 0 to ${players.length - 1}`);
  }
  let givenRacks: string[][] | null = null;
  let remaining = full;
  if (racks !== undefined) {
    if (!Array.isArray(racks) || racks.length !== players.length) return fail('bad-racks', `Give one rack per player (${players.length})`);
    givenRacks = [];
    for (const [seat, rack] of racks.entries()) {
      const tiles = typeof rack === 'string' || Array.isArray(rack) ? readTiles(rules, rack) : null;
      if (tiles === null || tiles.length > rules.rackSize) {
        return fail('bad-racks', `Rack ${seat + 1} must hold at most ${rules.rackSize} tiles of the ${rules.tiles.name} set`);
      }
      givenRacks.push(tiles);
    }
    const left = removeTiles(full, givenRacks.flat());
    if (left === null) return fail('bad-racks', `The racks hold more of some tile than the ${rules.tiles.name} set has`);
    remaining = left;
  }
  let orderedBag: string[] | null = null;
  if (bag !== undefined) {
    if (!Array.isArray(bag) || bag.length > full.length || !bag.every((t) => typeof t === 'string')) {
      return fail('bag-mismatch', 'The bag must be a list of tiles');
    }
    if (!sameTiles(bag, remaining)) {
      return fail('bag-mismatch', `The bag must hold exactly the ${rules.tiles.name} set${givenRacks === null ? '' : ' minus the racks'} (${remaining.length} tiles)`);
    }
    orderedBag = bag.slice();
  }
  return ok({ rules, players: players.slice(), setup: { prng, bag: orderedBag, racks: givenRacks, firstPlayer: firstPlayer ?? null } });
}

/**
 * The game a setup gives: the bag (shuffled when seeded), the draw for who starts, the racks
 * filled in turn order. Replaying a saved game starts here too. Internal.
 */
export function startGame(rules: RuleSet, players: readonly string[], setup: GameSetup, replay: boolean): GameState {
  const n = players.length;
  const events: GameEvent[] = [];
  let prng: PrngState | null = setup.prng;
  const givenRacks = setup.racks;
  let bag: readonly string[] = setup.bag ?? removeTiles(allTiles(rules.tiles), givenRacks?.flat() ?? []) ?? [];
  if (prng !== null) [bag, prng] = shuffled(bag, prng);
  let first = setup.firstPlayer;
  if (first === null && prng !== null && n > 1 && bag.length >= n) {
    const draw = drawForFirstPlayer(rules, n, bag, prng);
    ({ bag, prng } = draw);
    first = draw.player;
    events.push({ type: 'first-player-drawn', rounds: draw.rounds, player: draw.player });
  }
  const start = first ?? 0;
  const racks: (readonly string[])[] = givenRacks?.slice() ?? Array.from({ length: n }, () => []);
  for (let k = 0; k < n && rules.draw !== 'choose'; k++) {
    const seat = (start + k) % n;
    const rack = racks[seat] ?? [];
    const { drawn, bag: rest } = drawTiles(bag, rules.rackSize - rack.length);
    bag = rest;
    racks[seat] = rack.concat(drawn);
    if (drawn.length > 0) events.push({ type: 'tiles-drawn', player: seat, count: drawn.length, tiles: drawn });
  }
  return {
    format: GAME_STATE_FORMAT,
    rules,
    players,
    board: emptyBoard(rules),
    racks,
    bag,
    prng,
    setup,
    scores: new Array<number>(n).fill(0),
    turn: start,
    phase: 'playing',
    pending: null,
    counters: initialCounters(n),
    replay,
    result: null,
    history: events,
    version: 0,
    undoRequest: null,
  };
}

/**
 * Creates a game. Seeded (or with no seed, bag or racks: a fresh key from the platform's random
 * source): the bag is shuffled by the generator and, unless `firstPlayer` is given, every player
 * draws a tile to decide who starts. Known game: the bag is used in the given order (default: the
 * set minus the racks in alphabet order) and seat `firstPlayer` (default 0) starts. Then every
 * player, in turn order from the first, fills the rack from the front of the bag (under chosen
 * draws, `draw: 'choose'`, each player names the tiles with a `draw` action instead).
 * @example
 * ```ts
 * import { createGame, GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });   // a bag from 256 random bits
 * if (game.ok) game.value.racks[game.value.turn];                      // the rack of the player to start
 * ```
 */
export function createGame(options: GameOptions): Result<GameState, SetupError> {
  try {
    const read = readOptions(options);
    if (!read.ok) return read;
    const { rules, players, setup } = read.value;
    return ok(startGame(rules, players, setup, options.replay ?? false));
  } catch {
    return fail('bad-options', 'The options could not be read');
  }
}
