/**
 * Reading a saved Afbreek state from untrusted data. Nothing is taken on trust: the game is
 * replayed from its start board (each removal checked and scored again, each pass allowed, the
 * die's rolls drawn again from the generator's first state, the turns in order), and the board,
 * the totals, the turn and the end must be what the replay gives. With the lexicon the words and
 * the end for lack of a removal are judged again too; without it, the words the players accepted
 * are taken as recorded. A fresh state is built; the work is bounded. Never throws.
 *
 * @example
 * ```ts
 * import { parseGameState } from 'scrabble-engine/afbreek';
 * const state = parseGameState(JSON.parse(text), { lexicon });
 * if (!state.ok) console.log(state.error.code);   // e.g. 'board-inconsistent'
 * ```
 * @module
 */
import { isVersion } from '../version.js';
import { parseBoard } from '../board/parse-board.js';
import { isPrngState, type CryptoPrngState } from '../bag/prng.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { parseRuleSet } from '../rules/parse-rules.js';
import type { AfbreekStateError, AfbreekStateErrorCode } from './errors.js';
import { squareIndex } from './geometry.js';
import { checkRemoval, firstLegalRemoval, removalForbiddingPass } from './removal.js';
import { checkStartBoard, MAX_AFBREEK_PLAYERS, MAX_TILES_LIMIT } from './setup.js';
import {
  AFBREEK_END_REASONS, AFBREEK_PHASES, AFBREEK_SCORINGS, AFBREEK_STATE_FORMAT,
  type AfbreekResult, type AfbreekScoring, type AfbreekState, type AfbreekTurn, type MaxTiles,
} from './state.js';
import { highestLimit, leadersOf, MAX_DICE, rollDie } from './turns.js';

/**
 * Most turns a saved history may hold.
 * @example
 * ```ts
 * import { MAX_AFBREEK_TURNS } from 'scrabble-engine/afbreek';
 * MAX_AFBREEK_TURNS;   // 2000
 * ```
 */
export const MAX_AFBREEK_TURNS = 2000;

/**
 * What reading a state may use: the lexicon judges the words and the end again.
 * @example
 * ```ts
 * import { buildLexicon, emptyBoard, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState, type AfbreekParseOptions } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: emptyBoard(GERMAN), lexicon });   // usually a finished game's board
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const options: AfbreekParseOptions = { lexicon };
 * parseGameState(JSON.parse(text), options);
 * ```
 */
export interface AfbreekParseOptions {
  readonly lexicon?: Lexicon;
  /**
   * Accept only games whose maximum the generator rolls from a secret key (`maxTiles: 'die'`):
   * a game with a fixed maximum is refused with `bad-setup`. Whoever can edit a stored die game
   * could otherwise rewrite it as one with a fixed maximum of their choosing while its rolls so far
   * agree. (A game with a fixed maximum draws nothing: read such games without this option.)
   */
  readonly seeded?: boolean;
}

class Invalid {
  constructor(readonly code: AfbreekStateErrorCode, readonly message: string) {}
}

function need(condition: unknown, code: AfbreekStateErrorCode, message: string): asserts condition {
  if (!condition) throw new Invalid(code, message);
}

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown, max: number, what: string): string[] {
  need(Array.isArray(value) && value.length <= max && value.every((x) => typeof x === 'string' && x.length <= 64), 'bad-history', `${what} must be a list of text`);
  return value as string[];
}

function read(json: unknown, lexicon: Lexicon | undefined, seeded: boolean): AfbreekState {
  need(isRecord(json), 'not-an-object', 'A saved Afbreek state is an object');
  need(json.format === AFBREEK_STATE_FORMAT, 'bad-format', `The format must be "${AFBREEK_STATE_FORMAT}"`);
  const parsedRules = parseRuleSet(json.rules);
  need(parsedRules.ok, 'bad-rules', parsedRules.ok ? '' : parsedRules.error.message);
  const rules = parsedRules.value;
  const players = json.players;
  need(Array.isArray(players) && players.length >= 1 && players.length <= MAX_AFBREEK_PLAYERS &&
    players.every((n) => typeof n === 'string' && n.length > 0 && n.length <= 100), 'bad-players', `Players are 1 to ${MAX_AFBREEK_PLAYERS} names`);
  const names = (players as string[]).slice();
  const n = names.length;
  need((AFBREEK_SCORINGS as readonly unknown[]).includes(json.scoring), 'bad-options', 'scoring is face or premium');
  const scoring = json.scoring as AfbreekScoring;
  const maxTiles = json.maxTiles;
  need(maxTiles === 'die' || (Number.isInteger(maxTiles) && (maxTiles as number) >= 1 && (maxTiles as number) <= MAX_TILES_LIMIT), 'bad-options', `maxTiles is 'die' or 1 to ${MAX_TILES_LIMIT}`);
  const max = maxTiles as MaxTiles;
  const die = max === 'die';
  need(!seeded || die, 'bad-setup', 'Only a game whose maximum the generator rolls (maxTiles: \'die\') is accepted here');
  need(json.dice === undefined || (die && Number.isInteger(json.dice) && (json.dice as number) >= 2 && (json.dice as number) <= MAX_DICE), 'bad-options', `dice is absent (one die) or 2 to ${MAX_DICE} with maxTiles 'die'`);
  const dice = json.dice as number | undefined;
  const isCrypto = (x: unknown): x is CryptoPrngState => isPrngState(x) && typeof x !== 'number';
  need(die ? isCrypto(json.seedState) && isCrypto(json.prng) : json.seedState === null && json.prng === null, 'bad-prng', 'The die\'s generator state is not valid');
  const seedState = isCrypto(json.seedState) ? { key: json.seedState.key, position: json.seedState.position } : null;
  const startBoard = parseBoard(json.start, rules);
  need(startBoard.ok, 'bad-board', startBoard.ok ? '' : `The start board: ${startBoard.error.message}`);
  const start = startBoard.value;
  const startChecked = checkStartBoard(start, rules, lexicon);
  need(startChecked.ok, 'bad-board', startChecked.ok ? '' : startChecked.error.message);
  const savedBoard = parseBoard(json.board, rules);
  need(savedBoard.ok, 'bad-board', savedBoard.ok ? '' : savedBoard.error.message);
  need(Array.isArray(json.history) && json.history.length <= MAX_AFBREEK_TURNS, 'too-large', `The history holds at most ${MAX_AFBREEK_TURNS} turns`);
  const saved = json.history as unknown[];
  const first = isRecord(saved[0]) ? saved[0].player : json.turn;
  need(Number.isInteger(first) && (first as number) >= 0 && (first as number) < n, 'bad-turn', `The first turn is a seat from 0 to ${n - 1}`);
  let state: AfbreekState = {
    format: AFBREEK_STATE_FORMAT, rules, players: names, scoring, maxTiles: max, ...(dice === undefined ? {} : { dice }), start, board: start,
    turn: first as number, limit: die ? 0 : highestLimit(max), seedState, prng: seedState, scores: names.map(() => 0),
    phase: 'playing', history: [], result: null, version: 0,
  };
  const work = { tried: 0 };
  const roll = (s: AfbreekState): AfbreekState => {
    if (!die || s.prng === null) return s;
    const [value, prng] = rollDie(s.prng, dice);
    return { ...s, limit: value, prng };
  };
  // As createGame: the die is rolled for the first turn unless the game ends before it.
  if (saved.length > 0 || json.phase !== 'over') state = roll(state);
  const history: AfbreekTurn[] = [];
  for (const [i, value] of saved.entries()) {
    const what = `turn ${i + 1}`;
    need(state.board.cells.some((c) => c !== null), 'bad-history', `${what} comes after the board was emptied`);
    need(isRecord(value) && (value.type === 'remove' || value.type === 'pass'), 'bad-history', `${what} is a removal or a pass`);
    need(value.player === state.turn, 'bad-turn', `${what} must be played by player ${state.turn + 1}`);
    need(value.limit === state.limit, 'bad-history', `${what}'s maximum is ${state.limit}`);
    const player = state.turn;
    if (value.type === 'pass') {
      const forbidding = removalForbiddingPass(state, lexicon, work);
      within(work);
      need(forbidding === undefined, 'bad-history', `${what} passes although a legal removal exists`);
      const turn: AfbreekTurn = { type: 'pass', player, limit: state.limit };
      history.push(turn);
      state = { ...state, history: history.slice() };
    } else {
      const squares = strings(value.squares, MAX_TILES_LIMIT, `${what}'s squares`);
      const newWords = strings(value.newWords, 64, `${what}'s new words`);
      const judgement = lexicon !== undefined ? { lexicon } : { words: newWords };
      const checked = checkRemoval(state, squares, judgement);
      need(checked.ok, 'bad-history', `${what}: ${checked.ok ? '' : checked.error.message}`);
      const removal = checked.value;
      need(JSON.stringify(removal.squares) === JSON.stringify(squares) && JSON.stringify(removal.newWords) === JSON.stringify(newWords) &&
        JSON.stringify(removal.tiles) === JSON.stringify(value.tiles), 'bad-history', `${what} does not record the removal as played`);
      need(value.score === removal.score, 'scores-inconsistent', `${what} scores ${removal.score}, not ${String(value.score)}`);
      const cells = state.board.cells.slice();
      for (const name of squares) cells[squareIndex(name, state.board.rows, state.board.cols)] = null;
      history.push({ type: 'remove', player, limit: state.limit, squares: removal.squares, tiles: removal.tiles, newWords: removal.newWords, score: removal.score });
      state = { ...state, board: { ...state.board, cells }, scores: state.scores.map((s, p) => (p === player ? s + removal.score : s)), history: history.slice() };
    }
    const last = i === saved.length - 1;
    need(last || !mustEnd(state, lexicon, work), 'bad-history', `The game ended after turn ${i + 1}`);
    if (!last || json.phase !== 'over') state = roll({ ...state, turn: (player + 1) % n });
  }
  need(JSON.stringify(savedBoard.value.cells) === JSON.stringify(state.board.cells), 'board-inconsistent', 'The board is not the one the turns leave');
  need(Array.isArray(json.scores) && JSON.stringify(json.scores) === JSON.stringify(state.scores), 'scores-inconsistent', 'The totals must be the sums of the turns\' scores');
  need((AFBREEK_PHASES as readonly unknown[]).includes(json.phase), 'bad-phase', 'The phase is playing or over');
  let result: AfbreekResult | null = null;
  if (json.phase === 'over') {
    need(isRecord(json.result) && (AFBREEK_END_REASONS as readonly unknown[]).includes(json.result.reason), 'bad-result', 'The result is { reason, winners }');
    const said = json.result.reason as AfbreekResult['reason'];
    need(possibleEnds(state, lexicon, passesAtEnd(history), work).includes(said), 'bad-result', `The game cannot have ended by ${said} here`);
    const winners = leadersOf(state.scores);
    need(JSON.stringify(json.result.winners) === JSON.stringify(winners), 'bad-result', 'The winners are the players with the highest total');
    result = { reason: said, winners };
  } else {
    need(json.result === null, 'bad-result', 'A game in progress has no result');
    need(!mustEnd(state, lexicon, work), 'bad-phase', 'The game is over: no legal removal is left');
  }
  need(json.turn === state.turn && json.limit === state.limit && JSON.stringify(json.prng) === JSON.stringify(state.prng), 'bad-turn', 'The turn, its maximum and the die\'s state must be those the turns give');
  // States saved before versions existed read as version 0.
  need(json.version === undefined || isVersion(json.version), 'bad-version', 'version must be a whole number from 0');
  return { ...state, phase: json.phase as AfbreekState['phase'], result, history, version: json.version === undefined ? 0 : (json.version as number) };
}

/**
 * The most candidate removals the reading of one state may try (in the passes and in the checks of
 * the end): a game played out tries a few per turn; a stored state forged to make every check
 * search the whole board is refused instead of keeping the reader busy.
 */
const MAX_SEARCH_WORK = 200_000;

/** Refuses the state once its checks have tried more candidate removals than any game needs. */
function within(work: { tried: number }): void {
  need(work.tried <= MAX_SEARCH_WORK, 'too-large', 'The saved state takes too long to check');
}

/** Whether the game must have ended: the board is empty, or no removal is legal (the words judged when the lexicon is there). */
function mustEnd(state: AfbreekState, lexicon: Lexicon | undefined, work: { tried: number }): boolean {
  if (state.board.cells.every((c) => c === null)) return true;
  const highest = { ...state, limit: highestLimit(state.maxTiles, state.dice) };
  const ends = firstLegalRemoval(highest, {}, work) === undefined ||
    (lexicon !== undefined && state.rules.wordCheck !== 'never' && firstLegalRemoval(highest, { lexicon }, work) === undefined);
  within(work);
  return ends;
}

/** The reasons the game can have ended by here (without the lexicon, the players' judgement is taken as recorded). */
function possibleEnds(state: AfbreekState, lexicon: Lexicon | undefined, passes: number, work: { tried: number }): AfbreekResult['reason'][] {
  if (state.board.cells.every((c) => c === null)) return ['board-empty'];
  const reasons: AfbreekResult['reason'][] = [];
  // Without the lexicon the game may have been played with one, so its words judged: any end
  // without a removal is possible. With the lexicon the turns are read as judged by it (a pass
  // only when no removal is legal), and then passes never end a game: no removal ends it first.
  const judged = lexicon !== undefined || state.rules.wordCheck === 'never';
  if (!judged || mustEnd(state, lexicon, work)) reasons.push('no-removal');
  if (!judged && passes >= state.players.length) reasons.push('passes');
  return reasons;
}

function passesAtEnd(history: readonly AfbreekTurn[]): number {
  let k = 0;
  for (let i = history.length - 1; i >= 0 && history[i]!.type === 'pass'; i--) k++;
  return k;
}

/**
 * Reads a saved Afbreek state from untrusted data (for example `JSON.parse` of a stored game):
 * the state, rebuilt by replaying its turns, or a typed error. Give the lexicon to have the words judged again.
 * @example
 * ```ts
 * import { buildLexicon, emptyBoard, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: emptyBoard(GERMAN), lexicon });   // usually a finished game's board
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const loaded = parseGameState(JSON.parse(text), { lexicon });   // a saved Afbreek game, checked by replay
 * ```
 */
export function parseGameState(json: unknown, options?: AfbreekParseOptions): Result<AfbreekState, AfbreekStateError> {
  try {
    return ok(read(json, options?.lexicon, options?.seeded === true));
  } catch (e: unknown) {
    if (e instanceof Invalid) return err({ code: e.code, message: e.message.slice(0, 300) });
    return err({ code: 'not-an-object', message: 'The saved state could not be read' });
  }
}
