/**
 * The reducer: `applyAction(state, action, { lexicon })` returns the next state and the events
 * that happened, or an error with the old state untouched. Pure and total: it never throws and
 * never mutates its input.
 *
 * The lexicon is an argument, not part of the state, because the state is plain JSON. A
 * play by the player to move while a play is pending accepts that play first (the challenge
 * window closes when the next turn begins), except a pending play that ends the game: it must
 * be accepted or challenged explicitly.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: myBag, firstPlayer: 0 });
 * if (game.ok) {
 *   const r = applyAction(game.value, { type: 'play', player: 0, move: '8D GRÜNDE' });
 *   if (r.ok) r.value.events;   // [{ type: 'move-played', score: 28, … }]
 *   else r.error.code;          // e.g. 'not-your-turn'
 * }
 * ```
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import { versionError } from '../version.js';
import type { Action, ExchangeAction, PassAction, PlayAction } from './actions.js';
import { beginTurn } from './begin-turn.js';
import { challengePlay, acceptPlay } from './challenge.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { drawChosen } from './draw.js';
import { exchangeTiles } from './exchange.js';
import { recordAction } from './immutable.js';
import { parseAction } from './parse-action.js';
import { passTurn } from './pass.js';
import { resignGame } from './resign.js';
import { playTiles } from './play.js';
import { setRecordedRack } from './racks.js';
import { swapBlanks } from './swap-blank.js';
import { answerUndo, requestUndo } from './takeback.js';
import { replayAll } from './replay.js';
import { GAME_STATE_FORMAT, LEGACY_GAME_STATE_FORMAT, type GameState } from './state.js';

/**
 * What `applyAction` needs besides the state and the action.
 * @example
 * ```ts
 * import { applyAction, type ApplyOptions, buildLexicon, createGame, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const options: ApplyOptions = { lexicon };   // words judged at once under wordCheck: 'immediate'
 * applyAction(state, { type: 'pass', player: state.turn }, options);
 * ```
 */
export interface ApplyOptions {
  /** Judges challenges, and plays under `wordCheck: 'immediate'`. */
  readonly lexicon?: Lexicon;
}

/**
 * The next state and the events of the action, in order.
 * @example
 * ```ts
 * import { applyAction, type ActionOutcome, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const r = applyAction(state, { type: 'pass', player: state.turn });
 * const outcome: ActionOutcome | null = r.ok ? r.value : null;   // the next state and its events
 * ```
 */
export interface ActionOutcome {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** A quick check that a value is a game state this module made (use `parseGameState` for untrusted data). */
function looksLikeState(state: unknown): state is GameState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as Partial<Record<keyof GameState, unknown>>;
  return (
    (s.format === GAME_STATE_FORMAT || s.format === LEGACY_GAME_STATE_FORMAT) && Array.isArray(s.players) && Array.isArray(s.racks) && Array.isArray(s.bag) &&
    Array.isArray(s.scores) && Array.isArray(s.history) && typeof s.turn === 'number' && typeof s.rules === 'object' &&
    typeof s.board === 'object' && typeof s.counters === 'object'
  );
}

type TurnAction = PlayAction | ExchangeAction | PassAction;

/** A turn of the player to move: accept a pending play, set a stated rack, then play, exchange or pass. */
function takeTurn(state: GameState, action: TurnAction, lexicon: Lexicon | undefined, events: GameEvent[]): Result<GameState, ActionError> {
  const begun = beginTurn(state, action.player, events);
  if (!begun.ok) return begun;
  let current = begun.value;
  if (action.rack !== undefined) {
    const set = setRecordedRack(current, action.player, action.rack, events);
    if (!set.ok) return set;
    current = set.value;
  }
  switch (action.type) {
    case 'play':
      return playTiles(current, action, lexicon, events);
    case 'exchange':
      return exchangeTiles(current, action, events);
    default:
      return passTurn(current, action, events);
  }
}

function dispatch(state: GameState, action: Action, lexicon: Lexicon | undefined, events: GameEvent[]): Result<GameState, ActionError> {
  switch (action.type) {
    case 'challenge':
      return challengePlay(state, action, lexicon, events);
    case 'accept':
      return acceptPlay(state, action, events);
    case 'draw':
      return drawChosen(state, action, events);
    case 'swap-blank':
      return swapBlanks(state, action, events);
    case 'resign':
      return resignGame(state, action, events);
    case 'undo-request':
      return requestUndo(state, action, replayAll, events);
    case 'undo-answer':
      return answerUndo(state, action, replayAll, events);
    default:
      return takeTurn(state, action, lexicon, events);
  }
}

/**
 * Applies an action: the next state and the events, or an error (a stable `code` and a message)
 * with the input state untouched. The action may be untrusted data: it is checked with `parseAction`.
 * @example
 * ```ts
 * import { applyAction, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const played = applyAction(state, { type: 'play', player: state.turn, move: '8D GRÜNDE' });
 * if (played.ok) played.value.events;   // what happened: the move, its score, the tiles drawn
 * else played.error.code;               // e.g. 'not-connected'; the old state is unchanged
 * ```
 */
export function applyAction(state: GameState, action: Action, options?: ApplyOptions): Result<ActionOutcome, ActionError> {
  try {
    if (!looksLikeState(state)) return err({ code: 'bad-state', message: 'The state is not a game state (read saved states with parseGameState)' });
    const parsed = parseAction(action);
    if (!parsed.ok) return parsed;
    const checked = parsed.value;
    // parseAction has refused an expectedVersion that is not a version: only a stale one is left.
    const stale = versionError(checked, state);
    if (stale !== null) return err(stale);
    // A takeback request of a finished game is refused with its own reason (the racks were shown).
    if (state.phase === 'over' && checked.type !== 'undo-request') return err({ code: 'game-over', message: 'The game is over: no more actions' });
    if (checked.player >= state.players.length) {
      return err({ code: 'unknown-player', message: `There is no player ${checked.player}: seats are 0 to ${state.players.length - 1}` });
    }
    const lexicon = options?.lexicon;
    if (lexicon !== undefined && typeof lexicon.has !== 'function') {
      return err({ code: 'bad-action', message: 'The lexicon must have a has(word) method' });
    }
    const request = state.undoRequest ?? null;
    if (request !== null && checked.type !== 'undo-answer') {
      return err({ code: 'undo-pending', message: `${state.players[request.player] ?? 'A player'} asked to take the last action back: the other players answer first (undo-answer)` });
    }
    const events: GameEvent[] = [];
    const next = dispatch(state, checked, lexicon, events);
    if (!next.ok) return next;
    return ok({ state: recordAction(state, next.value, events), events });
  } catch {
    return err({ code: 'bad-state', message: 'The action could not be applied: the state is not valid (read saved states with parseGameState) or the lexicon failed' });
  }
}
