/**
 * Reading a saved game state from untrusted data: shape, letters, tile conservation (bag + racks +
 * board = the tile set), scores equal to the sum of the history's score changes, and a board
 * that matches the plays in the history. A fresh state is built, so unknown keys (also
 * `__proto__`) are dropped. Never throws.
 *
 * @example
 * ```ts
 * import { parseGameState } from 'scrabble-engine';
 * const saved = JSON.parse(text);
 * const state = parseGameState(saved);   // Result<GameState, StateError>
 * if (!state.ok) console.log(state.error.code);   // e.g. 'tiles-not-conserved'
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import { parsePosition } from '../board/coords.js';
import type { Move } from '../move/move.js';
import { err, ok, type Result } from '../result.js';
import { isVersion } from '../version.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import { CHALLENGE_PENALTIES, type RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { tilesInPlay } from '../tiles/gendern.js';
import { allTiles, BLANK } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import { sameTiles } from '../bag/bag.js';
import type { StateError, StateErrorCode } from './errors.js';
import { END_REASONS, eventDeltas, type GameEvent, type MovePlayedEvent, type ScoredWord, type StartDraw } from './events.js';
import { countTurn, initialCounters, playKind } from './counters.js';
import { replaceAt } from './immutable.js';
import { isLegacyPrngState, isPrngState, type CryptoPrngState, type PrngState } from '../bag/prng.js';
import { replayHistory, sameJson } from './replay.js';
import { MAX_NAME_LENGTH, MAX_PLAYERS } from './setup.js';
import { GAME_STATE_FORMAT, LEGACY_GAME_STATE_FORMAT, PHASES, type GameResult, type GameSetup, type GameState, type PendingPlay, type TurnCounters, type UndoRequest } from './state.js';

/**
 * Most events a saved history may hold.
 * @example
 * ```ts
 * import { MAX_HISTORY } from 'scrabble-engine';
 * MAX_HISTORY;   // 10000
 * ```
 */
export const MAX_HISTORY = 10_000;

const MAX_WORDS = 64;
const MAX_SCORE = 1_000_000_000;

type Rec = Record<string, unknown>;

class Invalid {
  constructor(readonly code: StateErrorCode, readonly message: string) {}
}

function need(condition: unknown, code: StateErrorCode, message: string): asserts condition {
  if (!condition) throw new Invalid(code, message);
}

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown, min = -MAX_SCORE, max = MAX_SCORE): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The readers of one state: they know the rule set and the number of players. */
class Reader {
  private readonly letters: ReadonlySet<string>;
  constructor(readonly rules: RuleSet, readonly players: number) {
    this.letters = new Set(alphabetOf(tilesInPlay(rules)).letters);
  }

  seat(value: unknown, code: StateErrorCode, what: string): number {
    need(isInt(value, 0, this.players - 1), code, `${what} must be a seat from 0 to ${this.players - 1}`);
    return value;
  }

  seatOrNull(value: unknown, code: StateErrorCode, what: string): number | null {
    return value === null ? null : this.seat(value, code, what);
  }

  list(value: unknown, max: number, code: StateErrorCode, what: string): unknown[] {
    need(Array.isArray(value) && value.length <= max, code, `${what} must be a list of at most ${max} items`);
    return value;
  }

  tiles(value: unknown, max: number, code: StateErrorCode, what: string): string[] {
    const list = this.list(value, max, code, what);
    const out: string[] = [];
    for (const tile of list) {
      need(typeof tile === 'string' && (tile === BLANK || this.letters.has(tile)), code, `${what}: ${quote(tile)} is not a tile of the set`);
      out.push(tile);
    }
    return out;
  }

  words(value: unknown, code: StateErrorCode, what: string): string[] {
    const list = this.list(value, MAX_WORDS, code, what);
    return list.map((w) => {
      need(typeof w === 'string' && w.length <= 64, code, `${what} must be words`);
      return w;
    });
  }

  numbers(value: unknown, code: StateErrorCode, what: string, min = -MAX_SCORE): number[] {
    const list = this.list(value, this.players, code, what);
    need(list.length === this.players, code, `${what} needs one number per player`);
    return list.map((n) => {
      need(isInt(n, min), code, `${what} must be whole numbers`);
      return n;
    });
  }

  move(value: unknown, code: StateErrorCode): Move {
    need(isRecord(value) && (value.direction === 'across' || value.direction === 'down'), code, 'a move is { direction, tiles }');
    const list = this.list(value.tiles, this.rules.layout.rows * this.rules.layout.cols, code, 'move.tiles');
    need(list.length >= 1, code, 'a move places at least one tile');
    const tiles: PlacedTile[] = list.map((t) => {
      need(isRecord(t), code, 'a tile is { row, col, letter, blank }');
      need(isInt(t.row, 0, this.rules.layout.rows - 1) && isInt(t.col, 0, this.rules.layout.cols - 1), code, 'a tile lies on the board');
      need(typeof t.letter === 'string' && this.letters.has(t.letter) && typeof t.blank === 'boolean', code, 'a tile has a letter of the set');
      return { row: t.row, col: t.col, letter: t.letter, blank: t.blank };
    });
    return { direction: value.direction, tiles };
  }

  /** The tiles a replacement play took off the board: letter tiles, under a replacement rule only. */
  replaced(value: unknown, code: StateErrorCode): PlacedTile[] {
    need(this.rules.replacement !== 'off', code, 'replaced tiles exist under a letter replacement rule only');
    const tiles = this.move({ direction: 'across', tiles: value }, code).tiles;
    need(tiles.every((t) => !t.blank), code, 'a replaced tile is a letter tile');
    return [...tiles];
  }

  scoredWords(value: unknown): ScoredWord[] {
    return this.list(value, MAX_WORDS, 'bad-history', 'words').map((w) => {
      need(isRecord(w) && typeof w.word === 'string' && w.word.length <= 64 && isInt(w.score, 0), 'bad-history', 'a scored word is { word, score }');
      return { word: w.word, score: w.score };
    });
  }

  event(value: unknown): GameEvent {
    need(isRecord(value), 'bad-history', 'an event is an object');
    const e = value;
    const h = 'bad-history';
    const player = (): number => this.seat(e.player, h, `${String(e.type)}.player`);
    const maxTiles = allTiles(this.rules.tiles).length;
    switch (e.type) {
      case 'first-player-drawn': {
        const rounds = this.list(e.rounds, 100, h, 'rounds').map((round) =>
          this.list(round, this.players, h, 'a round').map((d): StartDraw => {
            need(isRecord(d), h, 'a start draw is { player, tile }');
            const [tile] = this.tiles([d.tile], 1, h, 'a start draw');
            return { player: this.seat(d.player, h, 'a start draw'), tile: tile! };
          }));
        return { type: e.type, rounds, player: player() };
      }
      case 'tiles-drawn': {
        const tiles = this.tiles(e.tiles, this.rules.rackSize, h, 'tiles-drawn.tiles');
        need(e.count === tiles.length, h, 'tiles-drawn.count must match its tiles');
        need(e.chosen === undefined || (e.chosen === true && this.rules.draw === 'choose'), h, 'tiles-drawn.chosen is true, under chosen draws only');
        return e.chosen === true ? { type: e.type, player: player(), count: tiles.length, tiles, chosen: true } : { type: e.type, player: player(), count: tiles.length, tiles };
      }
      case 'move-played':
        need(typeof e.notation === 'string' && e.notation.length <= 200 && typeof e.final === 'boolean', h, 'move-played needs notation and final');
        need(isInt(e.score, 0) && isInt(e.bingo, 0), h, 'move-played needs a score');
        return {
          type: e.type, player: player(), move: this.move(e.move, h), notation: e.notation, words: this.scoredWords(e.words),
          score: e.score, bingo: e.bingo, final: e.final, deltas: this.numbers(e.deltas, h, 'deltas'),
          ...(e.replaced === undefined ? {} : { replaced: this.replaced(e.replaced, h) }),
        };
      case 'play-accepted':
        return { type: e.type, player: player(), by: this.seatOrNull(e.by, h, 'play-accepted.by') };
      case 'challenge-upheld':
        return {
          type: e.type, player: player(), challenger: this.seat(e.challenger, h, 'challenger'), words: this.words(e.words, h, 'words'),
          tiles: this.tiles(e.tiles, maxTiles, h, 'challenge-upheld.tiles'), deltas: this.numbers(e.deltas, h, 'deltas'),
        };
      case 'challenge-failed':
        need(typeof e.penalty === 'string' && (CHALLENGE_PENALTIES as readonly string[]).includes(e.penalty), h, 'challenge-failed.penalty');
        return {
          type: e.type, player: player(), challenger: this.seat(e.challenger, h, 'challenger'), words: this.words(e.words, h, 'words'),
          penalty: e.penalty as (typeof CHALLENGE_PENALTIES)[number], deltas: this.numbers(e.deltas, h, 'deltas'),
        };
      case 'turn-lost':
        return { type: e.type, player: player() };
      case 'tiles-exchanged': {
        const returned = this.tiles(e.returned, this.rules.rackSize, h, 'returned');
        const drawn = this.tiles(e.drawn, this.rules.rackSize, h, 'drawn');
        need(e.count === returned.length && drawn.length === (this.rules.draw === 'choose' ? 0 : returned.length), h, 'tiles-exchanged counts must match');
        return { type: e.type, player: player(), count: returned.length, returned, drawn };
      }
      case 'passed':
      case 'resigned':
      case 'undo-requested':
        return { type: e.type, player: player() };
      case 'undo-answered':
        need(typeof e.accept === 'boolean', h, 'undo-answered.accept is true or false');
        return { type: e.type, player: player(), accept: e.accept };
      case 'undone':
        need(e.generator === null || isInt(e.generator, 0, Number.MAX_SAFE_INTEGER), h, 'undone.generator is null or a generator position');
        return { type: e.type, requester: this.seatOrNull(e.requester, h, 'undone.requester'), generator: e.generator as number | null };
      case 'blank-swapped': {
        const swaps = this.list(e.swaps, this.rules.layout.rows * this.rules.layout.cols, h, 'swaps').map((s) => {
          need(isRecord(s) && typeof s.square === 'string' && s.square.length <= 3, h, 'a swap is { square, letter }');
          const [letter] = this.tiles([s.letter], 1, h, 'a swap');
          need(letter !== BLANK, h, 'a swap puts a letter on the board');
          return { square: s.square, letter: letter! };
        });
        need(swaps.length >= 1, h, 'a blank swap swaps at least one blank');
        return { type: e.type, player: player(), swaps };
      }
      case 'rack-set':
        return {
          type: e.type, player: player(),
          returned: this.tiles(e.returned, this.rules.rackSize, h, 'returned'), taken: this.tiles(e.taken, this.rules.rackSize, h, 'taken'),
        };
      case 'game-ended':
        need(typeof e.reason === 'string' && (END_REASONS as readonly string[]).includes(e.reason), h, 'game-ended.reason');
        return {
          type: e.type, reason: e.reason as GameResult['reason'], wentOut: this.seatOrNull(e.wentOut, h, 'wentOut'),
          racks: this.list(e.racks, this.players, h, 'racks').map((r) => this.tiles(r, this.rules.rackSize, h, 'racks')),
          deltas: this.numbers(e.deltas, h, 'deltas'),
          winners: this.list(e.winners, this.players, h, 'winners').map((w) => this.seat(w, h, 'winners')),
        };
      default:
        throw new Invalid(h, `unknown event type ${JSON.stringify(String(e.type)).slice(0, 40)}`);
    }
  }
}

function readBoard(value: unknown, rules: RuleSet): Board {
  const { rows, cols } = rules.layout;
  need(isRecord(value) && value.rows === rows && value.cols === cols, 'bad-board', `the board must be ${rows}×${cols}`);
  need(Array.isArray(value.cells) && value.cells.length === rows * cols, 'bad-board', `the board has ${rows * cols} cells`);
  const letters = new Set(alphabetOf(tilesInPlay(rules)).letters);
  const cells = (value.cells as unknown[]).map((cell) => {
    need(cell === null || (typeof cell === 'string' && letters.has(cell.toUpperCase())), 'bad-board', `${quote(cell)} is not a tile`);
    return cell;
  });
  return { rows, cols, cells };
}

function readCounters(value: unknown, reader: Reader): TurnCounters {
  need(isRecord(value) && isInt(value.passes, 0) && isInt(value.scoreless, 0), 'bad-counters', 'counters need passes and scoreless');
  const passedLast = reader.list(value.passedLast, reader.players, 'bad-counters', 'passedLast');
  need(passedLast.length === reader.players && passedLast.every((b) => typeof b === 'boolean'), 'bad-counters', 'passedLast needs one boolean per player');
  return {
    passes: value.passes,
    scoreless: value.scoreless,
    passedLast: passedLast as boolean[],
    turnsToLose: reader.numbers(value.turnsToLose, 'bad-counters', 'turnsToLose', 0),
  };
}

function readPending(value: unknown, reader: Reader, board: Board): PendingPlay | null {
  if (value === null) return null;
  need(isRecord(value) && isInt(value.score, 0), 'bad-pending', 'a pending play is { player, move, score, words, tiles }');
  const move = reader.move(value.move, 'bad-pending');
  const tiles = reader.tiles(value.tiles, move.tiles.length, 'bad-pending', 'pending.tiles');
  need(tiles.length === move.tiles.length, 'bad-pending', 'pending.tiles must match the move');
  move.tiles.forEach((t, i) => {
    need(tiles[i] === (t.blank ? BLANK : t.letter), 'bad-pending', 'pending.tiles must match the move');
    need(board.cells[t.row * board.cols + t.col] === (t.blank ? t.letter.toLowerCase() : t.letter), 'bad-pending', 'the pending tiles must lie on the board');
  });
  const replaced = value.replaced === undefined ? undefined : reader.replaced(value.replaced, 'bad-pending');
  return {
    player: reader.seat(value.player, 'bad-pending', 'pending.player'), move, score: value.score, words: reader.words(value.words, 'bad-pending', 'pending.words'), tiles,
    ...(replaced === undefined ? {} : { replaced }),
  };
}

function readResult(value: unknown, reader: Reader): GameResult | null {
  if (value === null) return null;
  need(isRecord(value) && typeof value.reason === 'string' && (END_REASONS as readonly string[]).includes(value.reason), 'bad-result', 'result.reason');
  return {
    reason: value.reason as GameResult['reason'],
    wentOut: reader.seatOrNull(value.wentOut, 'bad-result', 'result.wentOut'),
    adjustments: reader.numbers(value.adjustments, 'bad-result', 'result.adjustments'),
    winners: reader.list(value.winners, reader.players, 'bad-result', 'result.winners').map((w) => reader.seat(w, 'bad-result', 'winners')),
  };
}

/** The board that the plays of the history build (withdrawn plays removed). */
function boardFromHistory(history: readonly GameEvent[], board: Board): (string | null)[] {
  const cells = new Array<string | null>(board.cells.length).fill(null);
  const lastPlay = new Map<number, MovePlayedEvent>();
  for (const e of history) {
    if (e.type === 'move-played') {
      lastPlay.set(e.player, e);
      for (const t of e.move.tiles) cells[t.row * board.cols + t.col] = t.blank ? t.letter.toLowerCase() : t.letter;
    } else if (e.type === 'challenge-upheld') {
      const play = lastPlay.get(e.player);
      for (const t of play?.move.tiles ?? []) cells[t.row * board.cols + t.col] = null;
      for (const t of play?.replaced ?? []) cells[t.row * board.cols + t.col] = t.letter;
    } else if (e.type === 'blank-swapped') {
      for (const swap of e.swaps) {
        const square = parsePosition(swap.square);
        if (!square.ok || square.value.row >= board.rows || square.value.col >= board.cols) continue;
        const index = square.value.row * board.cols + square.value.col;
        if (cells[index] === swap.letter.toLowerCase()) cells[index] = swap.letter;
      }
    }
  }
  return cells;
}

/** The play of the history whose challenge window is still open: the last non-final play not yet accepted, challenged or ended. */
function openPlay(history: readonly GameEvent[]): MovePlayedEvent | null {
  let open: MovePlayedEvent | null = null;
  for (const e of history) {
    if (e.type === 'move-played') open = e.final ? null : e;
    else if (e.type === 'play-accepted' || e.type === 'challenge-upheld' || e.type === 'challenge-failed' || e.type === 'game-ended') open = null;
  }
  return open;
}

/** The turn counters that the history's turns give, counted as the reducer counts them. */
function countersFromHistory(history: readonly GameEvent[], rules: RuleSet, players: number): TurnCounters {
  let counters = initialCounters(players);
  let open: MovePlayedEvent | null = null;
  const play = (player: number, score: number): void => {
    counters = countTurn(counters, player, playKind(score, rules.end));
  };
  const loseTurns = (seat: number, change: number): void => {
    counters = { ...counters, turnsToLose: replaceAt(counters.turnsToLose, seat, (counters.turnsToLose[seat] ?? 0) + change) };
  };
  for (const e of history) {
    if (e.type === 'move-played') {
      if (e.final) play(e.player, e.score);
      open = e.final ? null : e;
    } else if (e.type === 'play-accepted' || e.type === 'challenge-failed') {
      if (open !== null) play(open.player, open.score);
      open = null;
      if (e.type === 'challenge-failed' && e.penalty === 'challenger-loses-turn') loseTurns(e.challenger, 1);
    } else if (e.type === 'challenge-upheld') {
      counters = countTurn(counters, e.player, 'withdrawn-play');
      open = null;
    } else if (e.type === 'tiles-exchanged') counters = countTurn(counters, e.player, 'exchange');
    else if (e.type === 'passed') counters = countTurn(counters, e.player, 'pass');
    else if (e.type === 'turn-lost') {
      counters = countTurn(counters, e.player, 'lost-turn');
      loseTurns(e.player, -1);
    }
  }
  return counters;
}

/** Whether two sets of turn counters hold the same numbers. */
function sameCounters(a: TurnCounters, b: TurnCounters): boolean {
  const same = <T>(x: readonly T[], y: readonly T[]): boolean => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.passes === b.passes && a.scoreless === b.scoreless && same(a.passedLast, b.passedLast) && same(a.turnsToLose, b.turnsToLose);
}

/** Whether the pending play is the open play of the history: same player, tiles, score and words. */
function pendingMatches(pending: PendingPlay | null, open: MovePlayedEvent | null): boolean {
  if (pending === null || open === null) return pending === open;
  const same = (a: readonly PlacedTile[], b: readonly PlacedTile[]): boolean =>
    a.length === b.length && a.every((t, i) => t.row === b[i]!.row && t.col === b[i]!.col && t.letter === b[i]!.letter && t.blank === b[i]!.blank);
  return (
    pending.player === open.player && pending.score === open.score && same(pending.move.tiles, open.move.tiles) &&
    pending.words.length === open.words.length && pending.words.every((w, i) => w === open.words[i]!.word)
  );
}

/** Whether the result is the one the history's `game-ended` event (its last event) records, or both are absent. */
function resultMatches(result: GameResult | null, history: readonly GameEvent[]): boolean {
  const ends = history.filter((e) => e.type === 'game-ended').length;
  const last = history[history.length - 1];
  if (result === null) return ends === 0;
  if (ends !== 1 || last === undefined || last.type !== 'game-ended') return false;
  const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((n, i) => n === b[i]);
  return result.reason === last.reason && result.wentOut === last.wentOut && same(result.adjustments, last.deltas) && same(result.winners, last.winners);
}

/** A pending takeback request: the asker and the seats that accepted (others than the asker, each once, in order). */
function readUndoRequest(value: unknown, reader: Reader): UndoRequest | null {
  if (value === undefined || value === null) return null;
  const b = 'bad-undo-request';
  need(isRecord(value), b, 'undoRequest must be null or { player, accepted }');
  const player = reader.seat(value.player, b, 'undoRequest.player');
  const accepted = reader.list(value.accepted, reader.players, b, 'undoRequest.accepted').map((seat) => reader.seat(seat, b, 'undoRequest.accepted'));
  need(accepted.every((seat, i) => seat !== player && (i === 0 || seat > accepted[i - 1]!)), b, 'undoRequest.accepted lists other seats than the asker, each once, in order');
  need(accepted.length < reader.players - 1, b, 'a request every other player accepted has been carried out');
  return { player, accepted };
}

function readSetup(value: unknown, reader: Reader, full: readonly string[]): GameSetup {
  need(isRecord(value), 'bad-setup', 'setup must be { prng, bag, racks, firstPlayer }');
  need(value.prng === null || (isPrngState(value.prng) && typeof value.prng === 'object' && value.prng.position === 0), 'bad-setup', 'setup.prng must be null or a fresh generator state');
  const bag = value.bag === null ? null : reader.tiles(value.bag, full.length, 'bad-setup', 'setup.bag');
  const racks = value.racks === null ? null : reader.list(value.racks, reader.players, 'bad-setup', 'setup.racks').map((r) => reader.tiles(r, reader.rules.rackSize, 'bad-setup', 'setup.racks'));
  need(racks === null || racks.length === reader.players, 'bad-setup', 'setup.racks needs one rack per player');
  need(value.prng === null || bag === null, 'bad-setup', 'a seeded setup has no bag order');
  const firstPlayer = reader.seatOrNull(value.firstPlayer, 'bad-setup', 'setup.firstPlayer');
  const prng = value.prng === null ? null : { key: (value.prng as CryptoPrngState).key, position: 0 };
  return { prng, bag, racks, firstPlayer };
}

function readState(value: unknown, seeded: boolean): GameState {
  need(isRecord(value), 'not-an-object', 'a game state is an object');
  const legacy = value.format === LEGACY_GAME_STATE_FORMAT;
  need(!seeded || !legacy, 'bad-setup', 'only a game the generator dealt is accepted here, and a state of the earlier format records no setup');
  need(value.format === GAME_STATE_FORMAT || legacy, 'bad-format', `the format must be ${GAME_STATE_FORMAT} (or ${LEGACY_GAME_STATE_FORMAT} of earlier versions)`);
  need(Array.isArray(value.history) && value.history.length <= MAX_HISTORY, 'too-large', `the history must be a list of at most ${MAX_HISTORY} events`);
  const rules = parseRuleSet(value.rules);
  if (!rules.ok) throw new Invalid('bad-rules', rules.error.message);
  const full = allTiles(rules.value.tiles);
  need(Array.isArray(value.players) && value.players.length >= 1 && value.players.length <= MAX_PLAYERS, 'bad-players', `a game has 1 to ${MAX_PLAYERS} players`);
  const players = (value.players as unknown[]).map((name) => {
    need(typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH, 'bad-players', 'player names are short strings');
    return name;
  });
  const reader = new Reader(rules.value, players.length);
  const board = readBoard(value.board, rules.value);
  const racks = reader.list(value.racks, players.length, 'bad-tiles', 'racks').map((r) => reader.tiles(r, rules.value.rackSize, 'bad-tiles', 'a rack'));
  need(racks.length === players.length, 'bad-tiles', 'one rack per player');
  const bag = reader.tiles(value.bag, full.length, 'bad-tiles', 'the bag');
  const onBoard = board.cells.flatMap((c) => (c === null ? [] : [c === c.toUpperCase() ? c : BLANK]));
  const prngOk = legacy ? value.prng === null || isLegacyPrngState(value.prng) : value.prng === null || (isPrngState(value.prng) && typeof value.prng === 'object');
  need(prngOk, 'bad-prng', legacy ? 'prng must be null or an unsigned 32-bit integer' : 'prng must be null or { key, position }');
  const prng: PrngState | null = value.prng === null || typeof value.prng === 'number' ? (value.prng as number | null) : { key: (value.prng as CryptoPrngState).key, position: (value.prng as CryptoPrngState).position };
  const setup = legacy ? null : readSetup(value.setup, reader, full);
  need(legacy ? value.setup === undefined || value.setup === null : true, 'bad-setup', 'a state of the earlier format has no setup');
  need(!seeded || (setup !== null && setup.prng !== null && setup.racks === null), 'bad-setup', 'only a game the generator dealt is accepted here (a setup with a generator state, no given bag or racks)');
  const scores = reader.numbers(value.scores, 'bad-scores', 'scores');
  const turn = reader.seat(value.turn, 'bad-turn', 'turn');
  need(typeof value.phase === 'string' && (PHASES as readonly string[]).includes(value.phase), 'bad-phase', `phase must be one of ${PHASES.join(', ')}`);
  const phase = value.phase as GameState['phase'];
  const pending = readPending(value.pending, reader, board);
  need((phase === 'challenge-window') === (pending !== null), 'bad-phase', 'a pending play exists exactly in the challenge-window phase');
  // Under replacement into the bag, the tiles an open play replaced are set aside until it is final.
  const aside = rules.value.replacement === 'bag' ? (pending?.replaced ?? []).map((t) => t.letter) : [];
  need(sameTiles(bag.concat(racks.flat(), onBoard, aside), full), 'tiles-not-conserved', 'bag, racks, board and the tiles an open play replaced must hold exactly the tile set');
  const counters = readCounters(value.counters, reader);
  need(typeof value.replay === 'boolean', 'bad-format', 'replay must be true or false');
  need(!(value.replay === true && setup !== null && setup.prng !== null), 'bad-format', 'a game with a generator is never a replay game');
  const result = readResult(value.result, reader);
  need((phase === 'over') === (result !== null), 'bad-phase', 'a result exists exactly when the game is over');
  const history = (value.history as unknown[]).map((e) => reader.event(e));
  const sums = new Array<number>(players.length).fill(0);
  for (const e of history) eventDeltas(e, players.length).forEach((d, p) => { sums[p] = (sums[p] ?? 0) + d; });
  need(sums.every((s, p) => s === scores[p]), 'scores-inconsistent', 'the scores must equal the sum of the score changes in the history');
  need(resultMatches(result, history), 'bad-result', 'a result exists exactly when the history ends with game-ended, and equals it');
  need(phase === 'over' || sameCounters(counters, countersFromHistory(history, rules.value, players.length)), 'bad-counters', 'the counters must be those the turns of the history give');
  need(pendingMatches(pending, openPlay(history)), 'bad-pending', 'the pending play must be the last play of the history whose challenge window is open');
  const built = boardFromHistory(history, board);
  need(built.every((c, i) => c === board.cells[i]), 'bad-history', 'the board must hold exactly the tiles of the plays in the history');
  // States saved before versions existed read as version 0.
  need(value.version === undefined || isVersion(value.version), 'bad-version', 'version must be a whole number from 0');
  const version = value.version === undefined ? 0 : value.version;
  const undoRequest = readUndoRequest(value.undoRequest, reader);
  need(undoRequest === null || phase !== 'over', 'bad-undo-request', 'a finished game has no takeback request');
  const state: GameState = {
    format: legacy ? LEGACY_GAME_STATE_FORMAT : GAME_STATE_FORMAT, rules: rules.value, players, board, racks, bag, prng, setup,
    scores, turn, phase, pending, counters, replay: value.replay, result, history, version, undoRequest,
  };
  if (!legacy) checkByReplay(state);
  return state;
}

/** The field of a state that a replay compares, and the code that names it. */
const REPLAYED_FIELDS: readonly (readonly [keyof GameState, StateErrorCode])[] = [
  ['board', 'bad-board'], ['racks', 'bad-racks'], ['bag', 'bad-bag'], ['prng', 'bad-prng'], ['scores', 'scores-inconsistent'],
  ['turn', 'bad-turn'], ['phase', 'bad-phase'], ['pending', 'bad-pending'], ['counters', 'bad-counters'], ['result', 'bad-result'],
  ['undoRequest', 'bad-undo-request'],
];

/**
 * Replays the history from the recorded setup (linear in the history): every action must give the
 * recorded events, and the replay must end in exactly this state, field by field.
 */
function checkByReplay(state: GameState): void {
  const replayed = replayHistory(state);
  if (!replayed.ok) throw new Invalid('bad-history', `the history does not replay from the setup: ${replayed.error.message}`);
  const end = replayed.value.states[replayed.value.states.length - 1]!;
  for (const [field, code] of REPLAYED_FIELDS) {
    need(sameJson(end[field], state[field]), code, `${field} is not what the replay of the history gives`);
  }
}

/** A value for a message: at most a few dozen characters, never the whole input. */
function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  if (value === null || typeof value !== 'object') return String(value).slice(0, 24);
  return Array.isArray(value) ? 'a list' : 'an object';
}

/**
 * How `parseGameState` reads a saved state.
 * @example
 * ```ts
 * import { createGame, parseGameState, GERMAN, type ParseStateOptions } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
 * if (!created.ok) throw new Error(created.error.message);
 * const text = JSON.stringify(created.value);   // as the server stored it
 * const onTheServer: ParseStateOptions = { seeded: true };   // every game of this server was dealt by the generator
 * parseGameState(JSON.parse(text), onTheServer);   // ok: a dealt game
 * ```
 */
export interface ParseStateOptions {
  /**
   * Accept only games the generator dealt from a secret key (a setup with a generator state and no
   * given bag or racks, never a replay game), and no state of the earlier format: refused with
   * `bad-setup`. Whoever can edit a stored state could otherwise rewrite a dealt game as one with
   * a given bag order, or drop its setup by relabelling it as the earlier format, and so choose
   * every draw to come; a generator state cannot be rewritten to agree with the tiles already drawn.
   */
  readonly seeded?: boolean;
}

/**
 * Checks untrusted data as a saved game state and returns a fresh copy. Never throws. A server
 * whose games are all dealt by the generator reads with `{ seeded: true }`.
 * @example
 * ```ts
 * import { parseGameState } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const loaded = parseGameState(text);   // a saved state is untrusted: replayed and compared field by field
 * if (!loaded.ok) console.log(loaded.error.code);
 * ```
 */
export function parseGameState(value: unknown, options?: ParseStateOptions): Result<GameState, StateError> {
  try {
    return ok(readState(value, options?.seeded === true));
  } catch (e: unknown) {
    if (e instanceof Invalid) return err({ code: e.code, message: `Bad game state: ${e.message}` });
    return err({ code: 'not-an-object', message: 'The game state could not be read' });
  }
}
