/**
 * Reading a saved Duplicate state from untrusted data. Nothing is taken on trust: every round
 * is replayed from the empty board (each submission validated and scored again on the board of
 * its round with its rack, the board move being the best submitted one, the blanks replaced as
 * recorded, the kept tiles on the next rack), the tiles are conserved (bag + rack + board = the
 * set), the totals are the sums of the rounds, and the end is the one the rounds give. The draws
 * are followed from the recorded setup: every rack, every blank replaced, the bag in its order and
 * the generator state must be the ones the setup gives (states of the legacy format have no setup,
 * so the order of their draws is not checked). With the lexicon, the words are judged again too. A
 * fresh state is built; the work is bounded by the number of tiles and players. Never throws.
 *
 * @example
 * ```ts
 * import { parseGameState } from 'scrabble-engine/duplicate';
 * const state = parseGameState(JSON.parse(text), { lexicon });
 * if (!state.ok) console.log(state.error.code);   // e.g. 'scores-inconsistent'
 * ```
 * @module
 */
import { isVersion } from '../version.js';
import { emptyBoard, withTiles, type Board } from '../board/board.js';
import { parseBoard } from '../board/parse-board.js';
import { removeTiles, sameTiles } from '../bag/bag.js';
import { isPrngState, type CryptoPrngState } from '../bag/prng.js';
import { isCompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { bestMove } from '../movegen/generate.js';
import type { Move } from '../move/move.js';
import { err, ok, type Result } from '../result.js';
import { bingoFor } from '../score.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { allTiles, BLANK } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import type { DuplicateStateError, DuplicateStateErrorCode } from './errors.js';
import { afterRound, bestSubmitted, bingoForFinders, leadersOf, NO_MOVE } from './round.js';
import { firstDraw, MAX_DUPLICATE_NAME_LENGTH, MAX_DUPLICATE_PLAYERS } from './setup.js';
import {
  BOARD_MOVES, DUPLICATE_END_REASONS, DUPLICATE_PHASES, DUPLICATE_STATE_FORMAT, LEGACY_DUPLICATE_STATE_FORMAT,
  type BlankReplacement, type BoardMove, type DuplicateResult, type DuplicateSetup, type DuplicateState, type Round, type Submission, type TopMove,
} from './state.js';
import { scoreSubmission } from './submission.js';

/**
 * What reading a state may use: the lexicon judges the words again; `seeded` refuses states whose
 * draws to come could have been rewritten.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState, type DuplicateParseOptions } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const options: DuplicateParseOptions = { lexicon, seeded: true };
 * parseGameState(JSON.parse(text), options);
 * ```
 */
export interface DuplicateParseOptions {
  /** Judges the words again; a compact lexicon also checks the best-possible board moves against the move generator. */
  readonly lexicon?: Lexicon;
  /**
   * Accept only states whose bag the generator shuffled (a setup with a generator state): a state
   * set up with a given bag order, or of the legacy format, is refused with `bad-setup`. Whoever can
   * edit a state can rewrite a given bag order, or drop the setup, and so choose the draws to come;
   * a generator state cannot be rewritten to agree with the racks already drawn.
   */
  readonly seeded?: boolean;
}

class Invalid {
  constructor(readonly code: DuplicateStateErrorCode, readonly message: string) {}
}

function need(condition: unknown, code: DuplicateStateErrorCode, message: string): asserts condition {
  if (!condition) throw new Invalid(code, message);
}

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown, max: number, code: DuplicateStateErrorCode, what: string): unknown[] {
  need(Array.isArray(value) && value.length <= max, code, `${what} must be a list of at most ${max} items`);
  return value;
}

function tiles(value: unknown, rules: RuleSet, max: number, what: string, code: DuplicateStateErrorCode = 'bad-tiles'): string[] {
  const letters = alphabetOf(rules.tiles).codes;
  return list(value, max, code, what).map((tile) => {
    need(typeof tile === 'string' && (tile === BLANK || letters.has(tile)), code, `${what}: not a tile of the ${rules.tiles.name} set`);
    return tile;
  });
}

/** The board's tiles as tile names: a blank on the board counts as `?`. */
function boardTiles(board: Board): string[] {
  return board.cells.flatMap((c) => (c === null ? [] : [c === c.toUpperCase() ? c : BLANK]));
}

/** A move read from untrusted data: 1 to a rack of tiles, each { row, col, letter, blank } (the placement is checked when it is scored). */
function readMove(value: unknown, rules: RuleSet, what: string): Move {
  need(isRecord(value) && (value.direction === 'across' || value.direction === 'down'), 'bad-submission', `${what}: a move is { direction, tiles }`);
  const given = list(value.tiles, rules.rackSize, 'bad-submission', `${what}'s tiles`);
  const placed: PlacedTile[] = given.map((t) => {
    need(isRecord(t) && Number.isInteger(t.row) && Number.isInteger(t.col) && typeof t.letter === 'string' && t.letter.length <= 8 && typeof t.blank === 'boolean', 'bad-submission', `${what}: a tile is { row, col, letter, blank }`);
    return { row: t.row as number, col: t.col as number, letter: t.letter, blank: t.blank };
  });
  return { direction: value.direction, tiles: placed };
}

/**
 * A saved entry checked by scoring it again on the round's board with the round's rack. `withoutBingo`:
 * the saved score may also lack the 50-point bonus (the bingo rule `'top-finders'`; the round checks
 * which one once it knows its top), and the entry is returned with the bonus.
 */
function entry(
  value: unknown, board: Board, rack: readonly string[], rules: RuleSet, lexicon: Lexicon | undefined, what: string, withoutBingo = false,
): Submission {
  need(isRecord(value), 'bad-submission', `${what} is { move, score, … } or { move: null, score: 0 }`);
  if (value.move === null) {
    need(value.score === 0, 'bad-submission', `${what}: no move scores 0`);
    return NO_MOVE;
  }
  const move = readMove(value.move, rules, what);
  const scored = scoreSubmission(board, rack, lexicon === undefined ? { ...rules, wordCheck: 'never' } : rules, move, lexicon);
  need(scored.ok, 'bad-submission', `${what}: ${scored.ok ? '' : scored.error.message}`);
  const judged = lexicon !== undefined || rules.wordCheck === 'never';
  const admissible = judged ? scored.value.admissible : value.admissible === true;
  need(typeof value.admissible === 'boolean' && value.admissible === admissible, 'bad-submission', `${what}: the words are ${admissible ? '' : 'not '}admissible`);
  const score = admissible ? scored.value.score : 0;
  const bonus = withoutBingo && admissible ? bingoFor(move.tiles.length, rules) : 0;
  need(value.score === score || (bonus > 0 && value.score === score - bonus), 'scores-inconsistent', `${what} scores ${score}, not ${String(value.score)}`);
  return { ...scored.value, admissible, score };
}

/**
 * The score of the best move the move generator finds for the round (`null`: no legal move), or
 * `undefined` when it cannot be asked (no compact lexicon given).
 */
function bestPossibleScore(board: Board, rack: readonly string[], rules: RuleSet, lexicon: Lexicon | undefined): number | null | undefined {
  if (!isCompactLexicon(lexicon)) return undefined;
  const found = bestMove(board, rack, rules, lexicon);
  need(found.ok, 'bad-round', found.ok ? '' : `the move generator cannot read a round: ${found.error.message}`);
  return found.value === null ? null : found.value.score;
}

function readRound(
  value: unknown, index: number, board: Board, players: number, rules: RuleSet, boardMove: BoardMove, lexicon: Lexicon | undefined,
  bingoTo: DuplicateState['bingoTo'],
): { round: Round; board: Board } {
  const read = readRoundMoves(value, index, board, players, rules, boardMove, lexicon, bingoTo === 'top-finders');
  // Without the top-finders bingo rule every saved score was checked as it was read.
  if (bingoTo !== 'top-finders') return read;
  // The saved scores against the bingo rule, now that the round's top is known.
  const submissions = bingoForFinders(read.round.submissions, read.round.top, rules, bingoTo);
  const saved = (value as { submissions: readonly { score: unknown }[] }).submissions;
  submissions.forEach((s, p) => {
    need(saved[p]!.score === s.score, 'scores-inconsistent', `round ${index + 1}, player ${p + 1} scores ${s.score}, not ${String(saved[p]!.score)}`);
  });
  return { round: { ...read.round, submissions }, board: read.board };
}

function readRoundMoves(
  value: unknown, index: number, board: Board, players: number, rules: RuleSet, boardMove: BoardMove, lexicon: Lexicon | undefined,
  withoutBingo: boolean,
): { round: Round; board: Board } {
  const what = `round ${index + 1}`;
  need(isRecord(value), 'bad-round', `${what} is { rack, top, submissions, replaced }`);
  const rack = tiles(value.rack, rules, rules.rackSize, `${what}'s rack`);
  need(rack.length > 0, 'bad-round', `${what} has an empty rack`);
  const saved = list(value.submissions, players, 'bad-round', `${what}'s submissions`);
  need(saved.length === players, 'bad-round', `${what} needs one entry per player`);
  const entries = saved.map((s, p) => entry(s, board, rack, rules, lexicon, `${what}, player ${p + 1}`, withoutBingo));
  const best = bestSubmitted(entries);
  // Under the best-possible rule, with the compact lexicon, the generator's best score for the round.
  const possible = boardMove === 'best-possible' ? bestPossibleScore(board, rack, rules, lexicon) : undefined;
  if (value.top === null) {
    need(best === null, 'bad-round', `${what} has an admissible move but no board move`);
    need(possible === undefined || possible === null, 'bad-round', `${what} has no board move, but the move generator finds one`);
    need(Array.isArray(value.replaced) && value.replaced.length === 0, 'bad-round', `${what} has no board move, so no blank replaced`);
    return { round: { rack, top: null, submissions: entries, replaced: [] }, board };
  }
  need(isRecord(value.top), 'bad-round', `${what}'s board move is a move or null`);
  const seat = value.top.player;
  let top: TopMove;
  if (seat === null) {
    need(boardMove === 'best-possible', 'bad-round', `${what}: only the best-possible rule puts a move nobody submitted on the board`);
    const found = entry(value.top, board, rack, rules, lexicon, `${what}'s board move`);
    need(found.move !== null && found.admissible, 'bad-round', `${what}'s board move must be a move with admissible words`);
    need(best === null || found.score > best.score, 'bad-round', `${what}: a submitted move as good as the generator's goes on the board`);
    need(possible === undefined || found.score === possible, 'bad-round', `${what}'s board move scores ${found.score}, the best possible move ${String(possible)}`);
    top = { ...found, player: null };
  } else {
    need(best !== null && seat === best.player, 'bad-round', `${what}'s board move must be the best submitted move (ties: the lowest seat)`);
    need(isRecord(value.top.move) && JSON.stringify(value.top.move) === JSON.stringify(best.move) && value.top.score === best.score, 'bad-round', `${what}'s board move differs from player ${best.player! + 1}'s move`);
    need(possible === undefined || (possible !== null && best.score >= possible), 'bad-round', `${what}: the move generator finds a move scoring more than the best submitted one`);
    top = best;
  }
  const replacedList = list(value.replaced, rules.rackSize, 'bad-round', `${what}'s replaced blanks`);
  const blanks = top.move.tiles.filter((t) => t.blank);
  const replaced: BlankReplacement[] = replacedList.map((r) => {
    need(isRecord(r), 'bad-round', `${what}: a replaced blank is { row, col, letter }`);
    const blank = blanks.find((t) => t.row === r.row && t.col === r.col && t.letter === r.letter);
    need(blank !== undefined, 'bad-round', `${what}: only a blank of the board move is replaced, by its own letter`);
    return { row: blank.row, col: blank.col, letter: blank.letter };
  });
  need(new Set(replaced.map((r) => `${r.row},${r.col}`)).size === replaced.length, 'bad-round', `${what}: a blank is replaced once`);
  const placed = withTiles(withTiles(board, top.move.tiles), replaced.map((r) => ({ ...r, blank: false })));
  return { round: { rack, top, submissions: entries, replaced }, board: placed };
}

function readResult(value: unknown, players: number, scores: readonly number[]): DuplicateResult {
  need(isRecord(value), 'bad-result', 'The result is { reason, winners }');
  need((DUPLICATE_END_REASONS as readonly unknown[]).includes(value.reason), 'bad-result', `The end reason is one of ${DUPLICATE_END_REASONS.join(', ')}`);
  const winners = leadersOf(scores);
  need(Array.isArray(value.winners) && value.winners.length <= players && JSON.stringify(value.winners) === JSON.stringify(winners), 'bad-result', 'The winners are the players with the highest total');
  return { reason: value.reason as DuplicateResult['reason'], winners };
}

/** The setup of a state of the current format: a fresh generator state, or the whole set in a given order. */
function readSetup(value: unknown, rules: RuleSet, full: readonly string[]): DuplicateSetup {
  need(isRecord(value), 'bad-setup', 'setup must be { prng, bag }');
  const { prng } = value;
  need(prng === null || (isPrngState(prng) && typeof prng === 'object' && prng.position === 0), 'bad-setup', 'setup.prng must be null or a generator state at position 0');
  const bag = value.bag === null ? null : tiles(value.bag, rules, full.length, 'setup.bag', 'bad-setup');
  need((prng === null) !== (bag === null), 'bad-setup', 'setup has either a generator state or a bag order');
  need(bag === null || sameTiles(bag, full), 'bad-setup', `setup.bag must hold exactly the ${rules.tiles.name} set`);
  return { prng: prng === null ? null : { key: prng.key, position: 0 }, bag };
}

/** The bag, the common rack and the generator state as the setup and the closed rounds give them (followed round by round). */
interface Draws {
  rack: readonly string[];
  bag: readonly string[];
  prng: CryptoPrngState | null;
}

/** Whether two lists of tiles are the same, in the same order. */
function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tile, i) => tile === b[i]);
}

/** Whether two generator states are the same (both `null`, or the same key at the same position). */
function samePrng(a: CryptoPrngState | null, b: CryptoPrngState | null): boolean {
  return a === null || b === null ? a === b : a.key === b.key && a.position === b.position;
}

/**
 * The draws after round `index` (already read; `board` is its board before the board move `top`):
 * the blanks the move replaced must be the ones the bag gives.
 */
function drawAfter(draws: Draws, round: Round, top: TopMove, board: Board, rules: RuleSet, index: number): Draws {
  const after = afterRound(board, draws.rack, draws.bag, draws.prng, top, rules.rackSize);
  need(after !== null, 'bad-round', `round ${index + 1}'s board move is not on its rack`);
  need(JSON.stringify(after.replaced) === JSON.stringify(round.replaced), 'bad-round', `round ${index + 1}: the blanks replaced are not the ones the bag gives`);
  return { rack: after.rack, bag: after.bag, prng: after.prng };
}

function read(json: unknown, lexicon: Lexicon | undefined, seeded: boolean): DuplicateState {
  need(isRecord(json), 'not-an-object', 'A saved Duplicate state is an object');
  const legacy = json.format === LEGACY_DUPLICATE_STATE_FORMAT;
  need(json.format === DUPLICATE_STATE_FORMAT || legacy, 'bad-format', `The format must be "${DUPLICATE_STATE_FORMAT}" (or "${LEGACY_DUPLICATE_STATE_FORMAT}" of earlier versions)`);
  const parsedRules = parseRuleSet(json.rules);
  need(parsedRules.ok, 'bad-rules', parsedRules.ok ? '' : parsedRules.error.message);
  const rules = parsedRules.value;
  const names = list(json.players, MAX_DUPLICATE_PLAYERS, 'bad-players', 'players');
  need(names.length >= 1 && names.every((n) => typeof n === 'string' && n.length > 0 && n.length <= MAX_DUPLICATE_NAME_LENGTH), 'bad-players', `Players are 1 to ${MAX_DUPLICATE_PLAYERS} names`);
  const players = names as string[];
  const n = players.length;
  need((BOARD_MOVES as readonly unknown[]).includes(json.boardMove), 'bad-options', `boardMove is one of ${BOARD_MOVES.join(', ')}`);
  const boardMove = json.boardMove as BoardMove;
  const roundLimit = json.roundLimit;
  need(roundLimit === null || (Number.isInteger(roundLimit) && (roundLimit as number) >= 1 && (roundLimit as number) <= 1000), 'bad-options', 'roundLimit is null or 1 to 1000');
  need(json.bingoTo === undefined || json.bingoTo === 'top-finders', 'bad-options', 'bingoTo is \'top-finders\' or absent');
  const bingoTo = json.bingoTo as DuplicateState['bingoTo'];
  const savedPrng = json.prng;
  need(savedPrng === null || (isPrngState(savedPrng) && typeof savedPrng !== 'number'), 'bad-prng', 'The generator state is not valid');
  const prng: CryptoPrngState | null = savedPrng === null ? null : { key: savedPrng.key, position: savedPrng.position };
  const parsedBoard = parseBoard(json.board, rules);
  need(parsedBoard.ok, 'bad-board', parsedBoard.ok ? '' : parsedBoard.error.message);
  const board = parsedBoard.value;
  const full = allTiles(rules.tiles);
  need(!legacy || json.setup === undefined || json.setup === null, 'bad-setup', 'A state of the earlier format has no setup');
  const setup = legacy ? null : readSetup(json.setup, rules, full);
  need(!seeded || (setup !== null && setup.prng !== null), 'bad-setup', 'Only a game whose bag the generator shuffled is accepted here (a setup with a generator state)');
  const rack = tiles(json.rack, rules, rules.rackSize, 'the rack');
  const bag = tiles(json.bag, rules, full.length, 'the bag');
  need(sameTiles([...bag, ...rack, ...boardTiles(board)], full), 'tiles-not-conserved', `The bag, the rack and the board must hold exactly the ${rules.tiles.name} set`);
  need((DUPLICATE_PHASES as readonly unknown[]).includes(json.phase), 'bad-phase', `The phase is one of ${DUPLICATE_PHASES.join(', ')}`);
  const phase = json.phase as DuplicateState['phase'];
  const savedRounds = list(json.rounds, full.length + 1, 'too-large', 'rounds');
  let replayed = emptyBoard(rules);
  let expectedRack: readonly string[] | null = null;
  // With a setup, the draws are followed from the start: each rack, each blank replaced, the bag and the generator state.
  let draws: Draws | null = null;
  if (setup !== null) {
    const first = firstDraw(setup, rules);
    draws = { rack: first.drawn, bag: first.bag, prng: first.prng };
  }
  const rounds: Round[] = [];
  for (const [i, value] of savedRounds.entries()) {
    need(rounds.length === 0 || rounds[rounds.length - 1]!.top !== null, 'bad-round', 'Only the last round can be without a board move');
    const next = readRound(value, i, replayed, n, rules, boardMove, lexicon, bingoTo);
    // A round's rack is full, or holds every tile not yet on the board.
    const size = Math.min(rules.rackSize, full.length - boardTiles(replayed).length);
    need(next.round.rack.length === size, 'bad-round', `round ${i + 1}'s rack must hold ${size} tiles`);
    if (expectedRack !== null) {
      need(removeTiles(next.round.rack, expectedRack) !== null, 'bad-round', `round ${i + 1}'s rack must hold the tiles kept from round ${i}`);
    }
    if (draws !== null) need(sameOrder(next.round.rack, draws.rack), 'bad-round', `round ${i + 1}'s rack is not the one the bag gives`);
    const top = next.round.top;
    expectedRack = top === null ? null : removeTiles(next.round.rack, top.move.tiles.map((t) => (t.blank ? BLANK : t.letter)));
    if (draws !== null && top !== null) draws = drawAfter(draws, next.round, top, replayed, rules, i);
    rounds.push(next.round);
    replayed = next.board;
  }
  need(JSON.stringify(replayed.cells) === JSON.stringify(board.cells), 'board-inconsistent', 'The board is not the one the rounds\' board moves give');
  if (expectedRack !== null) need(removeTiles(rack, expectedRack) !== null, 'bad-round', 'The rack must hold the tiles kept from the last round');
  if (draws !== null) {
    need(sameOrder(rack, draws.rack), 'bad-tiles', 'The rack is not the one the bag gives');
    need(sameOrder(bag, draws.bag), 'bad-bag', 'The bag is not the one its setup and the rounds give');
    need(samePrng(prng, draws.prng), 'bad-prng', 'The generator state is not the one its setup and the rounds give');
  }
  const scores = players.map((_, p) => rounds.reduce((sum, r) => sum + (r.submissions[p]?.score ?? 0), 0));
  need(Array.isArray(json.scores) && JSON.stringify(json.scores) === JSON.stringify(scores), 'scores-inconsistent', 'Each total must be the sum of the player\'s scores in the rounds');
  const savedSubmissions = list(json.submissions, n, 'bad-submission', 'submissions');
  need(savedSubmissions.length === n, 'bad-submission', 'The open round needs one entry (or null) per player');
  const last = rounds[rounds.length - 1];
  let result: DuplicateResult | null = null;
  let submissions: (Submission | null)[];
  if (phase === 'over') {
    need(savedSubmissions.every((s) => s === null), 'bad-submission', 'A finished game has no open submissions');
    submissions = savedSubmissions.map(() => null);
    result = readResult(json.result, n, scores);
    const reason = result.reason;
    need(reason !== 'tiles-out' || (rack.length === 0 && bag.length === 0), 'bad-result', 'The tiles ran out only when the bag and the rack are empty');
    need(reason !== 'no-move' || (last !== undefined && last.top === null), 'bad-result', 'A game ends for lack of a move only after a round without a board move');
    need(reason !== 'round-limit' || rounds.length === roundLimit, 'bad-result', 'The round limit ends the game after that many rounds');
  } else {
    need(json.result === null, 'bad-result', 'A game in progress has no result');
    need(last === undefined || last.top !== null, 'bad-phase', 'A round without a board move ends the game');
    need(rack.length > 0 && (roundLimit === null || rounds.length < (roundLimit as number)), 'bad-phase', 'The game should be over');
    need(rack.length === rules.rackSize || bag.length === 0, 'bad-tiles', `The rack holds ${rules.rackSize} tiles while the bag has tiles`);
    submissions = savedSubmissions.map((s, p) => (s === null ? null : entry(s, board, rack, rules, lexicon, `player ${p + 1}'s open submission`)));
    need(submissions.some((s) => s === null), 'bad-submission', 'A round in which everyone has submitted is closed');
  }
  return {
    format: legacy ? LEGACY_DUPLICATE_STATE_FORMAT : DUPLICATE_STATE_FORMAT,
    rules,
    players: players.slice(),
    boardMove,
    roundLimit: roundLimit as number | null,
    ...(bingoTo === 'top-finders' ? { bingoTo } : {}),
    board,
    rack,
    bag,
    prng,
    setup: setup === null ? null : { prng: setup.prng, bag: setup.bag === null ? null : setup.bag.slice() },
    scores,
    phase,
    submissions,
    rounds,
    result,
    // States saved before versions existed read as version 0.
    version: readVersion(json.version),
  };
}

/** A saved version: a whole number from 0, or absent (0). */
function readVersion(value: unknown): number {
  need(value === undefined || isVersion(value), 'bad-version', 'version must be a whole number from 0');
  return value === undefined ? 0 : (value as number);
}

/**
 * Reads a saved Duplicate state from untrusted data (for example `JSON.parse` of a stored game):
 * the state, rebuilt and checked, or a typed error. Give the lexicon to have the words judged again.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const loaded = parseGameState(JSON.parse(text), { lexicon });   // a saved Duplicate game, checked by replay
 * ```
 */
export function parseGameState(json: unknown, options?: DuplicateParseOptions): Result<DuplicateState, DuplicateStateError> {
  try {
    return ok(read(json, options?.lexicon, options?.seeded === true));
  } catch (e: unknown) {
    if (e instanceof Invalid) return err({ code: e.code, message: e.message.slice(0, 300) });
    return err({ code: 'not-an-object', message: 'The saved state could not be read' });
  }
}
