/**
 * Reading a saved dice game from untrusted data. The state is rebuilt by replaying its history
 * from the settings and the generator's starting state: every roll must give the recorded faces,
 * every entry the recorded score, and the rebuilt state must equal the saved one field by field.
 * A saved state therefore cannot claim rolls, scores or pads that its own actions do not give.
 * With a lexicon, the words are judged again; without one, the recorded verdict on whether a word
 * is admissible is taken as it is (nothing else is). Work is bounded by the size of a game.
 * Never throws.
 *
 * @example
 * ```ts
 * import { parseGameState } from 'scrabble-engine/wuerfel';
 * const state = parseGameState(JSON.parse(text), { lexicon });   // Result<WuerfelState, WuerfelStateError>
 * if (!state.ok) state.error.code;   // e.g. 'state-mismatch'
 * ```
 * @module
 */
import { isVersion } from '../version.js';
import { isPrngState, type CryptoPrngState } from '../bag/prng.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { WuerfelAction } from './actions.js';
import { applyWith, lexiconJudge } from './apply.js';
import type { WuerfelStateError, WuerfelStateErrorCode } from './errors.js';
import { MAX_ROLLS } from './roll.js';
import { checkPlayers, initialState, MAX_WUERFEL_PLAYERS, readSettings } from './setup.js';
import { ROUNDS } from './slots.js';
import { WUERFEL_STATE_FORMAT, type WuerfelState } from './state.js';
import type { Judge } from './write.js';

/**
 * Most events the history of a game can hold: per round the rolls, the stop, one entry per player and the round's end, then the end of the game.
 * @example
 * ```ts
 * import { MAX_WUERFEL_HISTORY } from 'scrabble-engine/wuerfel';
 * MAX_WUERFEL_HISTORY;   // 157
 * ```
 */
export const MAX_WUERFEL_HISTORY = ROUNDS * (MAX_ROLLS + 2 + MAX_WUERFEL_PLAYERS) + 1;

/**
 * What `parseGameState` may use.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState, type WuerfelParseOptions } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 'our game', lexicon });
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const options: WuerfelParseOptions = { lexicon };
 * parseGameState(JSON.parse(text), options);
 * ```
 */
export interface WuerfelParseOptions {
  /** Judges the words again (for games that check words). */
  readonly lexicon?: Lexicon;
  /**
   * Accept only games whose dice the generator rolls from a secret key: a game with stated faces
   * (`replay: true` in the settings) is refused with `bad-setup`. Whoever can edit a stored game
   * could otherwise rewrite it as one with stated faces and state every roll to come; a generator
   * state cannot be rewritten to agree with the rolls already shown.
   */
  readonly seeded?: boolean;
}

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(code: WuerfelStateErrorCode, message: string): Result<never, WuerfelStateError> {
  return err({ code, message });
}

/** The action an event of the history records, or `null` for events that actions cause by themselves. */
function actionOf(event: Rec, state: WuerfelState): WuerfelAction | null | 'bad' {
  switch (event.type) {
    case 'dice-rolled': {
      const action: { type: 'roll'; player: number; keep?: number[]; faces?: string[] } = { type: 'roll', player: event.player as number };
      if (Array.isArray(event.kept) && event.kept.length > 0) action.keep = event.kept as number[];
      if (state.settings.replay) action.faces = event.faces as string[];
      return action;
    }
    case 'letters-settled':
      return event.by === 'stop' ? { type: 'stop', player: state.roller } : null;
    case 'word-written':
      return event.slot === 'crossword'
        ? { type: 'write', player: event.player as number, slot: 'crossword', move: event.text as string }
        : { type: 'write', player: event.player as number, slot: event.slot as 2, word: event.text as string };
    case 'slot-struck':
      return { type: 'strike', player: event.player as number, slot: event.slot as 2 };
    case 'round-ended':
    case 'game-ended':
      return null;
    default:
      return 'bad';
  }
}

/** Whether two JSON values are equal; walks `expected` (built by the engine), so the work is bounded by it. */
function sameJson(expected: unknown, given: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return expected === given;
  if (given === null || typeof given !== 'object') return false;
  if (Array.isArray(expected)) {
    if (!Array.isArray(given) || given.length !== expected.length) return false;
    for (let i = 0; i < expected.length; i++) if (!sameJson(expected[i], given[i])) return false;
    return true;
  }
  if (Array.isArray(given)) return false;
  const g = given as Rec;
  for (const [key, value] of Object.entries(expected)) {
    if (value === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(g, key) || !sameJson(value, g[key])) return false;
  }
  return true;
}

/** The first top-level field where two states differ. */
function firstDifference(expected: WuerfelState, given: Rec): string {
  for (const key of Object.keys(expected) as (keyof WuerfelState)[]) if (!sameJson(expected[key], given[key])) return key;
  return 'state';
}

/**
 * Reads a saved dice game: the rebuilt state, or a typed error.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { createGame, parseGameState } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 'our game', lexicon });
 * if (!game.ok) throw new Error(game.error.message);
 * const text = JSON.stringify(game.value);   // a saved game, e.g. from your database
 * const loaded = parseGameState(JSON.parse(text), { lexicon });   // a saved dice game, checked by replay
 * ```
 */
export function parseGameState(value: unknown, options?: WuerfelParseOptions): Result<WuerfelState, WuerfelStateError> {
  try {
    if (!isRecord(value)) return fail('not-an-object', 'A saved game is a JSON object');
    if (value.format !== WUERFEL_STATE_FORMAT) return fail('bad-format', `The format tag must be "${WUERFEL_STATE_FORMAT}"`);
    const { players, history } = value;
    const playersError = checkPlayers(players);
    if (playersError !== null) return fail('bad-players', playersError);
    const names = players as string[];
    if (!Array.isArray(history)) return fail('bad-history', 'history must be a list of events');
    if (history.length > MAX_WUERFEL_HISTORY) return fail('too-large', `A game's history has at most ${MAX_WUERFEL_HISTORY} events`);
    if (!isRecord(value.settings)) return fail('bad-settings', 'settings must be an object');
    const settings = readSettings(value.settings, names.length);
    if (!settings.ok) return fail('bad-settings', settings.error.message);
    if (options?.seeded === true && settings.value.replay) {
      return fail('bad-setup', 'Only a game whose dice the generator rolls is accepted here, not one with stated faces');
    }
    const initialPrng = value.initialPrng;
    if (settings.value.replay ? initialPrng !== null : !(isPrngState(initialPrng) && typeof initialPrng === 'object')) {
      return fail('bad-prng', settings.value.replay ? 'A replay game has no generator state' : 'initialPrng must be a generator state');
    }
    const lexicon = options?.lexicon;
    if (lexicon !== undefined && !(typeof lexicon === 'object' && lexicon !== null && typeof lexicon.has === 'function')) {
      return fail('lexicon-failed', 'The lexicon must have a has(word) method');
    }
    let state = initialState(names, settings.value, initialPrng as CryptoPrngState | null);
    for (const [i, event] of history.entries()) {
      if (!isRecord(event)) return fail('bad-history', `Event ${i + 1} is not an object`);
      const action = actionOf(event, state);
      if (action === 'bad') return fail('bad-history', `Event ${i + 1} has an unknown type`);
      if (action === null) continue;
      const entry = event.entry;
      const recorded: Judge = () => !(isRecord(entry) && entry.verdict === 'not-admissible');
      let judge: Judge | null = null;
      if (state.settings.checkWords) judge = lexicon === undefined ? recorded : lexiconJudge(lexicon);
      let next;
      try {
        next = applyWith(state, action, judge);
      } catch {
        return fail('lexicon-failed', 'The lexicon failed while checking a word');
      }
      if (!next.ok) return fail('history-refused', `Event ${i + 1} (${String(event.type)}) is not a legal action here: ${next.error.message}`);
      state = next.value.state;
    }
    // States saved before versions existed read as version 0; a saved version is kept.
    if (value.version !== undefined && !isVersion(value.version)) return fail('bad-version', 'version must be a whole number from 0');
    state = { ...state, version: value.version === undefined ? 0 : value.version };
    if (!sameJson(state, value.version === undefined ? { ...value, version: 0 } : value)) {
      return fail('state-mismatch', `The saved ${firstDifference(state, value)} is not what the game's history gives`);
    }
    return ok(state);
  } catch {
    return fail('not-an-object', 'The saved game could not be read');
  }
}
