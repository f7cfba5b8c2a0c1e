/**
 * The reducer of the dice game: `applyAction(state, action, { lexicon })` returns the next state
 * and the events, or an error with the old state untouched. Pure and total: it never throws and
 * never mutates its input.
 *
 * A round: the roller rolls (up to three times, keeping dice between rolls) and may stop early;
 * then every player writes one word into a free slot of their own pad, or strikes a slot, in any
 * order. When all have, the round ends and the next seat rolls. After round 12 the game is over.
 *
 * @example
 * ```ts
 * import { createGame, applyAction } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 7 });
 * if (game.ok) {
 *   const r = applyAction(game.value, { type: 'roll', player: 0 });
 *   if (r.ok) r.value.state.roll.faces;   // what the seven dice show
 *   else r.error.code;                    // e.g. 'not-your-turn'
 * }
 * ```
 * @module
 */
import { versionError, versionOf } from '../version.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { parseAction, type WuerfelAction } from './actions.js';
import type { WuerfelActionError } from './errors.js';
import type { WuerfelEvent } from './events.js';
import { results } from './results.js';
import { rollDice, stopRolling } from './roll.js';
import { ROUNDS } from './slots.js';
import { WUERFEL_STATE_FORMAT, type WuerfelState } from './state.js';
import { strikeSlot, writeEntry, type Judge } from './write.js';

/**
 * What `applyAction` needs besides the state and the action.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import type { WuerfelApplyOptions } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: WuerfelApplyOptions = { lexicon };   // judges written words
 * ```
 */
export interface WuerfelApplyOptions {
  /** Judges the words written, when the game was created with a lexicon. */
  readonly lexicon?: Lexicon;
}

/**
 * The next state and the events of the action, in order.
 * @example
 * ```ts
 * import { applyAction, createGame, type WuerfelOutcome } from 'scrabble-engine/wuerfel';
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const r = created.ok ? applyAction(created.value, { type: 'roll', player: 0 }) : created;
 * const outcome: WuerfelOutcome | null = r.ok ? r.value : null;
 * ```
 */
export interface WuerfelOutcome {
  readonly state: WuerfelState;
  readonly events: readonly WuerfelEvent[];
}

/** A quick check that a value is a state this module made (use `parseGameState` for untrusted data). */
function looksLikeState(state: unknown): state is WuerfelState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as Partial<Record<keyof WuerfelState, unknown>>;
  return (
    s.format === WUERFEL_STATE_FORMAT && Array.isArray(s.players) && Array.isArray(s.pads) && Array.isArray(s.written) &&
    Array.isArray(s.history) && typeof s.settings === 'object' && s.settings !== null && typeof s.roll === 'object' &&
    s.roll !== null && typeof s.round === 'number' && typeof s.roller === 'number' && s.pads.length === s.players.length
  );
}

/** Thrown inside a judge when the lexicon fails; caught by `applyAction`. */
class LexiconFailed {}

/** A judge asking the lexicon about every word. */
export function lexiconJudge(lexicon: Lexicon): Judge {
  return (words) => {
    try {
      return words.every((word) => lexicon.has(word) === true);
    } catch {
      throw new LexiconFailed();
    }
  };
}

/** When every player has acted: the next round (or the end of the game). */
function endRoundIfDone(state: WuerfelState, events: WuerfelEvent[]): WuerfelState {
  if (!state.written.every(Boolean)) return state;
  const round = state.round + 1;
  const n = state.players.length;
  if (round >= ROUNDS) {
    events.push({ type: 'round-ended', round: state.round, roller: null });
    const over: WuerfelState = { ...state, round, phase: 'over', roll: { count: 0, faces: null, settled: false } };
    const r = results(over);
    events.push({ type: 'game-ended', totals: r.players.map((p) => p.total), winners: r.winners });
    return over;
  }
  const roller = (state.roller + 1) % n;
  events.push({ type: 'round-ended', round: state.round, roller });
  return {
    ...state, round, roller, phase: 'rolling',
    roll: { count: 0, faces: null, settled: false }, written: new Array<boolean>(n).fill(false),
  };
}

/** The checks and the dispatch, with a given judge. Internal: `parseGameState` replays with recorded verdicts. */
export function applyWith(state: WuerfelState, action: WuerfelAction, judge: Judge | null): Result<WuerfelOutcome, WuerfelActionError> {
  if (!looksLikeState(state)) return err({ code: 'bad-state', message: 'The state is not a dice game state (read saved states with parseGameState)' });
  const parsed = parseAction(action);
  if (!parsed.ok) return parsed;
  const stale = versionError(action, state);
  if (stale !== null) return err(stale);
  const a = parsed.value;
  if (state.phase === 'over') return err({ code: 'game-over', message: 'The game is over: twelve rounds have been played' });
  if (a.player >= state.players.length) {
    return err({ code: 'unknown-player', message: `There is no player ${a.player}: seats are 0 to ${state.players.length - 1}` });
  }
  const events: WuerfelEvent[] = [];
  let next: Result<WuerfelState, WuerfelActionError>;
  if (a.type === 'roll') next = rollDice(state, a, events);
  else if (a.type === 'stop') next = stopRolling(state, a, events);
  else {
    if (state.phase !== 'writing') {
      return err({ code: 'letters-not-settled', message: 'The roller has not settled the letters yet' });
    }
    if (state.written[a.player]) return err({ code: 'already-written', message: `${state.players[a.player]} has already written this round` });
    if (a.type === 'write' && state.settings.checkWords && judge === null) {
      return err({ code: 'lexicon-required', message: 'This game checks words: give the lexicon to applyAction' });
    }
    const always: Judge = () => true;
    next = a.type === 'write' ? writeEntry(state, a, judge ?? always, events) : strikeSlot(state, a, events);
    if (next.ok) {
      const written = next.value.written.slice();
      written[a.player] = true;
      next = ok(endRoundIfDone({ ...next.value, written }, events));
    }
  }
  if (!next.ok) return next;
  return ok({ state: { ...next.value, history: state.history.concat(events), version: versionOf(state) + 1 }, events });
}

/**
 * Applies an action: the next state and the events, or an error (a stable `code` and a message)
 * with the input state untouched. The action may be untrusted data: it is checked with `parseAction`.
 * @example
 * ```ts
 * import { applyAction, createGame } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) applyAction(game.value, { type: 'roll', player: 0 });   // the first roll of round 1
 * ```
 */
export function applyAction(state: WuerfelState, action: WuerfelAction, options?: WuerfelApplyOptions): Result<WuerfelOutcome, WuerfelActionError> {
  try {
    const lexicon = options?.lexicon;
    if (lexicon !== undefined && (typeof lexicon !== 'object' || lexicon === null || typeof lexicon.has !== 'function')) {
      return err({ code: 'bad-action', message: 'The lexicon must have a has(word) method' });
    }
    return applyWith(state, action, lexicon === undefined ? null : lexiconJudge(lexicon));
  } catch (e) {
    if (e instanceof LexiconFailed) return err({ code: 'lexicon-failed', message: 'The lexicon failed while checking a word' });
    return err({ code: 'bad-state', message: 'The action could not be applied: the state is not valid (read saved states with parseGameState)' });
  }
}
