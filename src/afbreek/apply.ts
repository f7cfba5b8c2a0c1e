/**
 * The Afbreek reducer: `applyAction(state, action, { lexicon })` returns the next state and the
 * events, or an error with the old state untouched. Pure and total: it never throws and never
 * mutates its input.
 *
 * @example
 * ```ts
 * import { createGame, applyAction } from 'scrabble-engine/afbreek';
 * const r = applyAction(state, { type: 'remove', player: 0, squares: ['K8', 'L8'] }, { lexicon });
 * if (r.ok) state = r.value.state;
 * else r.error.code;   // e.g. 'not-one-word', 'not-a-word', 'disconnected'
 * ```
 * @module
 */
import { versionError, versionOf } from '../version.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { AfbreekAction } from './actions.js';
import type { AfbreekActionError } from './errors.js';
import type { AfbreekEvent } from './events.js';
import { squareIndex } from './geometry.js';
import { judgeRemoval, removalForbiddingPass } from './removal.js';
import { AFBREEK_STATE_FORMAT, type AfbreekState } from './state.js';
import { beginTurn } from './turns.js';

/**
 * What `applyAction` needs besides the state and the action.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import type { AfbreekApplyOptions } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: AfbreekApplyOptions = { lexicon };   // judges the runs a removal leaves
 * ```
 */
export interface AfbreekApplyOptions {
  /** Judges the runs a removal leaves, and whether a legal removal is left at all. */
  readonly lexicon?: Lexicon;
}

/**
 * The next state and the events of the action, in order.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame as classicCreateGame } from 'scrabble-engine';
 * import { applyAction, createGame, type AfbreekOutcome } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const createdGame = classicCreateGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!createdGame.ok) throw new Error(createdGame.error.message);
 * const state = createdGame.value;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, lexicon });
 * const r = created.ok ? applyAction(created.value, { type: 'pass', player: created.value.turn }, { lexicon }) : created;
 * const outcome: AfbreekOutcome | null = r.ok ? r.value : null;
 * ```
 */
export interface AfbreekOutcome {
  readonly state: AfbreekState;
  readonly events: readonly AfbreekEvent[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function looksLikeState(state: unknown): state is AfbreekState {
  return isRecord(state) && state.format === AFBREEK_STATE_FORMAT && Array.isArray(state.players) && isRecord(state.board) &&
    isRecord(state.rules) && Array.isArray(state.scores) && Array.isArray(state.history) && typeof state.turn === 'number';
}

function readAction(action: unknown, players: number): Result<AfbreekAction, AfbreekActionError> {
  if (!isRecord(action) || (action.type !== 'remove' && action.type !== 'pass')) {
    return err({ code: 'bad-action', message: 'An action is { type: "remove", player, squares } or { type: "pass", player }' });
  }
  const { player } = action;
  if (!Number.isInteger(player)) return err({ code: 'bad-action', message: 'An action names the player by seat number' });
  if ((player as number) < 0 || (player as number) >= players) {
    return err({ code: 'unknown-player', message: `There is no player ${String(player)}: seats are 0 to ${players - 1}` });
  }
  if (action.type === 'pass') return ok({ type: 'pass', player: player as number });
  const { squares, words } = action;
  if (!Array.isArray(squares) || squares.length > 64 || !squares.every((q) => typeof q === 'string')) {
    return err({ code: 'bad-squares', message: 'A removal names its squares, such as ["H8", "I8"]' });
  }
  if (words !== undefined && (!Array.isArray(words) || words.length > 64 || !words.every((w) => typeof w === 'string' && w.length <= 64))) {
    return err({ code: 'bad-action', message: 'words lists the new runs the players accept, such as ["HUND"]' });
  }
  return ok(words === undefined
    ? { type: 'remove', player: player as number, squares: squares as string[] }
    : { type: 'remove', player: player as number, squares: squares as string[], words: words as string[] });
}

function next(state: AfbreekState): number {
  return (state.turn + 1) % state.players.length;
}

function dispatch(state: AfbreekState, action: AfbreekAction, lexicon: Lexicon | undefined, events: AfbreekEvent[]): Result<AfbreekState, AfbreekActionError> {
  const { player } = action;
  if (action.type === 'pass') {
    const forbidding = removalForbiddingPass(state, lexicon);
    if (forbidding !== undefined) {
      return err({ code: 'pass-not-allowed', message: `A legal removal exists (${forbidding.squares.join(' ')}): a player passes only without one` });
    }
    events.push({ type: 'passed', player });
    const passed: AfbreekState = { ...state, history: state.history.concat([{ type: 'pass', player, limit: state.limit }]) };
    return ok(beginTurn(passed, next(state), lexicon, events));
  }
  const judgement = lexicon !== undefined ? { lexicon } : action.words !== undefined ? { words: action.words } : {};
  const checked = judgeRemoval(state, action.squares, judgement);
  if (!checked.ok) return checked;
  const removal = checked.value;
  const { cols } = state.board;
  const emptied = removal.squares.map((name) => {
    const index = squareIndex(name, state.board.rows, cols);
    return { row: Math.floor(index / cols), col: index % cols };
  });
  const board = { ...state.board, cells: state.board.cells.slice() };
  for (const q of emptied) board.cells[q.row * cols + q.col] = null;
  events.push({ type: 'tiles-removed', player, squares: removal.squares, tiles: removal.tiles, newWords: removal.newWords, score: removal.score });
  const scores = state.scores.map((s, p) => (p === player ? s + removal.score : s));
  const turn = { type: 'remove' as const, player, limit: state.limit, squares: removal.squares, tiles: removal.tiles, newWords: removal.newWords, score: removal.score };
  const removed: AfbreekState = { ...state, board, scores, history: state.history.concat([turn]) };
  return ok(beginTurn(removed, next(state), lexicon, events));
}

/**
 * Applies an action: the next state and the events, or an error (a stable `code` and a message)
 * with the input state untouched. The action may be untrusted data.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { applyAction, createGame } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, lexicon });
 * if (game.ok) applyAction(game.value, { type: 'remove', player: game.value.turn, squares: ['H8', 'I8'] }, { lexicon });
 * ```
 */
export function applyAction(state: AfbreekState, action: AfbreekAction, options?: AfbreekApplyOptions): Result<AfbreekOutcome, AfbreekActionError> {
  try {
    if (!looksLikeState(state)) return err({ code: 'bad-state', message: 'The state is not an Afbreek state (read saved states with parseGameState)' });
    const read = readAction(action, state.players.length);
    if (!read.ok) return read;
    const stale = versionError(action, state);
    if (stale !== null) return err(stale);
    if (state.phase === 'over') return err({ code: 'game-over', message: 'The game is over: no more actions' });
    if (read.value.player !== state.turn) {
      return err({ code: 'not-your-turn', message: `It is ${state.players[state.turn] ?? 'another player'}'s turn` });
    }
    const lexicon = options?.lexicon;
    if (lexicon !== undefined && !(isRecord(lexicon) && typeof lexicon.has === 'function')) {
      return err({ code: 'bad-action', message: 'The lexicon must have a has(word) method' });
    }
    const events: AfbreekEvent[] = [];
    const result = dispatch(state, read.value, lexicon, events);
    return result.ok ? ok({ state: { ...result.value, version: versionOf(state) + 1 }, events }) : result;
  } catch {
    return err({ code: 'lexicon-failed', message: 'The action could not be applied: the lexicon failed or the state is not valid (read saved states with parseGameState)' });
  }
}
