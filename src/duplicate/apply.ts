/**
 * The Duplicate reducer: `applyAction(state, action, { lexicon })` returns the next state and
 * the events, or an error with the old state untouched. Pure and total: it never throws and
 * never mutates its input.
 *
 * @example
 * ```ts
 * import { createGame, applyAction } from 'scrabble-engine/duplicate';
 * import { GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 3 });
 * if (game.ok) {
 *   const r = applyAction(game.value, { type: 'submit', player: 0, move: '8D GRÜNDE' }, { lexicon });
 *   if (!r.ok) r.error.code;   // e.g. 'not-on-rack': the player may submit again
 * }
 * ```
 * @module
 */
import { versionError, versionOf } from '../version.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import { err, ok, type Result } from '../result.js';
import type { DuplicateAction, SubmitAction } from './actions.js';
import type { DuplicateActionError } from './errors.js';
import type { DuplicateEvent } from './events.js';
import { closeRound, NO_MOVE } from './round.js';
import { isDuplicateFormat } from './format.js';
import { type DuplicateState, type Submission } from './state.js';
import { scoreSubmission } from './submission.js';

/**
 * What `applyAction` needs besides the state and the action.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import type { DuplicateApplyOptions } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: DuplicateApplyOptions = { lexicon };   // judges words and finds the best possible move
 * ```
 */
export interface DuplicateApplyOptions {
  /** Judges the words of every submission (unless the rule set never checks words); the compact lexicon also finds the best possible move. */
  readonly lexicon?: Lexicon;
}

/**
 * The next state and the events of the action, in order.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { applyAction, createGame, type DuplicateOutcome } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna'] });
 * const r = created.ok ? applyAction(created.value, { type: 'submit', player: 0, move: null }, { lexicon }) : created;
 * const outcome: DuplicateOutcome | null = r.ok ? r.value : null;   // the next state and the events
 * ```
 */
export interface DuplicateOutcome {
  readonly state: DuplicateState;
  readonly events: readonly DuplicateEvent[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A quick check that a value is a Duplicate state this module made (use `parseGameState` for untrusted data). */
function looksLikeState(state: unknown): state is DuplicateState {
  if (!isRecord(state)) return false;
  return (
    isDuplicateFormat(state.format) && Array.isArray(state.players) && Array.isArray(state.rack) &&
    Array.isArray(state.bag) && Array.isArray(state.scores) && Array.isArray(state.submissions) &&
    Array.isArray(state.rounds) && isRecord(state.rules) && isRecord(state.board)
  );
}

/** Reads an untrusted action into a typed one. */
function readAction(action: unknown, players: number): Result<DuplicateAction, DuplicateActionError> {
  if (!isRecord(action)) return err({ code: 'bad-action', message: 'An action is { type: "submit", player, move } or { type: "end-round" }' });
  if (action.type === 'end-round') return ok({ type: 'end-round' });
  if (action.type !== 'submit') {
    const type = typeof action.type === 'string' ? `"${action.type.slice(0, 30)}"` : 'missing';
    return err({ code: 'bad-action', message: `Unknown action type (${type}): use "submit" or "end-round"` });
  }
  const { player, move } = action;
  if (!Number.isInteger(player)) return err({ code: 'bad-action', message: 'A submission names the player by seat number' });
  if ((player as number) < 0 || (player as number) >= players) {
    return err({ code: 'unknown-player', message: `There is no player ${String(player)}: seats are 0 to ${players - 1}` });
  }
  if (move !== null && typeof move !== 'string' && !isRecord(move)) {
    return err({ code: 'bad-action', message: 'A submission\'s move is GCG notation ("8D GRÜNDE"), move data, or null for no move' });
  }
  return ok({ type: 'submit', player: player as number, move: move as Move | string | null });
}

function submit(state: DuplicateState, action: SubmitAction, lexicon: Lexicon | undefined, events: DuplicateEvent[]): Result<DuplicateState, DuplicateActionError> {
  let entry: Submission = NO_MOVE;
  if (action.move !== null) {
    const scored = scoreSubmission(state.board, state.rack, state.rules, action.move, lexicon);
    if (!scored.ok) return scored;
    entry = scored.value;
  }
  const resubmitted = state.submissions[action.player] !== null;
  const submissions = state.submissions.slice();
  submissions[action.player] = entry;
  events.push({ type: 'submission-received', player: action.player, round: state.rounds.length + 1, resubmitted });
  const next: DuplicateState = { ...state, submissions };
  return submissions.every((s) => s !== null) ? closeRound(next, lexicon, events) : ok(next);
}

/**
 * Applies an action: the next state and the events, or an error (a stable `code` and a message)
 * with the input state untouched. The action may be untrusted data.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon } from 'scrabble-engine';
 * import { applyAction, createGame } from 'scrabble-engine/duplicate';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * if (game.ok) applyAction(game.value, { type: 'submit', player: 0, move: null }, { lexicon });   // Anna finds no move
 * ```
 */
export function applyAction(state: DuplicateState, action: DuplicateAction, options?: DuplicateApplyOptions): Result<DuplicateOutcome, DuplicateActionError> {
  try {
    if (!looksLikeState(state)) return err({ code: 'bad-state', message: 'The state is not a Duplicate state (read saved states with parseGameState)' });
    const read = readAction(action, state.players.length);
    if (!read.ok) return read;
    const stale = versionError(action, state);
    if (stale !== null) return err(stale);
    if (state.phase === 'over') return err({ code: 'game-over', message: 'The game is over: no more actions' });
    const lexicon = options?.lexicon;
    if (lexicon !== undefined && !(isRecord(lexicon) && typeof lexicon.has === 'function')) {
      return err({ code: 'bad-action', message: 'The lexicon must have a has(word) method' });
    }
    const events: DuplicateEvent[] = [];
    const checked = read.value;
    const next = checked.type === 'submit' ? submit(state, checked, lexicon, events) : closeRound(state, lexicon, events);
    return next.ok ? ok({ state: { ...next.value, version: versionOf(state) + 1 }, events }) : next;
  } catch {
    return err({ code: 'bad-state', message: 'The action could not be applied: the state is not valid (read saved states with parseGameState)' });
  }
}
