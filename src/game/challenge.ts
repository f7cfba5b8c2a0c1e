/**
 * Challenges. While a play is pending any other player may challenge it.
 * Upheld: its tiles go back to the rack (tiles it replaced go back on their squares), its score is
 * taken back, the turn is lost. Rejected: the
 * play becomes final and the rule set's penalty applies. `accept` by the player whose turn begins
 * closes the window without a challenge (the other players may challenge until then). Internal.
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { AcceptAction, ChallengeAction } from './actions.js';
import { countTurn } from './counters.js';
import { checkEnd } from './end.js';
import type { ActionError } from './errors.js';
import { deltaFor, type GameEvent } from './events.js';
import { finalizePending } from './finalize.js';
import { removeTiles } from '../bag/bag.js';
import { addDeltas, replaceAt, updateState } from './immutable.js';
import type { GameState, PendingPlay } from './state.js';
import { loseTurn } from './turns.js';
import { unknownTo } from './words.js';

/** The pending play that `player` may act on, or the reason there is none. */
function pendingFor(state: GameState, player: number, verb: string): Result<PendingPlay, ActionError> {
  const pending = state.pending;
  if (pending === null) return err({ code: 'no-pending-play', message: `There is no play to ${verb}: its challenge window is closed` });
  if (pending.player === player) return err({ code: 'own-play', message: `A player cannot ${verb} their own play` });
  return ok(pending);
}

/** Closes the challenge window of the pending play: it becomes final. */
export function acceptPlay(state: GameState, action: AcceptAction, events: GameEvent[]): Result<GameState, ActionError> {
  const pending = pendingFor(state, action.player, 'accept');
  if (!pending.ok) return pending;
  const next = state.turn;
  if (next !== pending.value.player && action.player !== next) {
    return err({
      code: 'not-your-turn',
      message: `Only ${state.players[next] ?? 'the next player'}, whose turn begins, closes the challenge window; the other players may still challenge`,
    });
  }
  return ok(finalizePending(state, action.player, true, events));
}

/** The score changes of a failed challenge under the rule set. */
function penaltyDeltas(state: GameState, pending: PendingPlay, challenger: number, words: number): number[] {
  const { penalty, points, per } = state.rules.challenge;
  const amount = points * (per === 'word' ? words : 1);
  const n = state.players.length;
  if (penalty === 'challenger-loses-points') return deltaFor(n, challenger, 0 - amount);
  if (penalty === 'challenged-gains-points') return deltaFor(n, pending.player, amount);
  return deltaFor(n, challenger, 0);
}

/** Takes a pending play back: tiles to the rack, score undone, the turn counted as scoreless. */
function withdraw(state: GameState, pending: PendingPlay, challenger: number, invalid: readonly string[], events: GameEvent[]): GameState {
  const deltas = deltaFor(state.players.length, pending.player, 0 - pending.score);
  events.push({ type: 'challenge-upheld', player: pending.player, challenger, words: invalid, tiles: pending.tiles, deltas });
  const cells = state.board.cells.slice();
  for (const t of pending.move.tiles) cells[t.row * state.board.cols + t.col] = null;
  const replaced = pending.replaced ?? [];
  for (const t of replaced) cells[t.row * state.board.cols + t.col] = t.letter;
  const letters = replaced.map((t) => t.letter);
  const toBag = state.rules.replacement === 'bag';
  const rack = state.racks[pending.player] ?? [];
  const kept = toBag ? rack : (removeTiles(rack, letters) ?? rack);
  const next = updateState(state, {
    board: { rows: state.board.rows, cols: state.board.cols, cells },
    racks: replaceAt(state.racks, pending.player, kept.concat(pending.tiles)),
    scores: addDeltas(state.scores, deltas),
    pending: null,
    phase: 'playing',
    counters: countTurn(state.counters, pending.player, 'withdrawn-play'),
  });
  return checkEnd(next, events);
}

/** Challenges the pending play; the lexicon judges when given, otherwise the action's `valid`. */
export function challengePlay(
  state: GameState, action: ChallengeAction, lexicon: Lexicon | undefined, events: GameEvent[],
): Result<GameState, ActionError> {
  const challenger = action.player;
  const found = pendingFor(state, challenger, 'challenge');
  if (!found.ok) return found;
  const pending = found.value;
  const words = [...new Set(action.words ?? pending.words)];
  const stray = words.find((w) => !pending.words.includes(w));
  if (stray !== undefined) {
    return err({ code: 'word-not-in-play', message: `${stray} is not a word of the challenged play (${pending.words.join(', ')})` });
  }
  if (words.length === 0) return err({ code: 'word-not-in-play', message: 'A challenge names at least one word of the play' });
  let invalid: readonly string[];
  if (lexicon !== undefined) {
    const unknown = unknownTo(lexicon, words);
    if (!unknown.ok) return unknown;
    invalid = unknown.value;
  } else if (action.valid !== undefined) invalid = action.valid ? [] : words;
  else {
    return err({ code: 'adjudication-required', message: 'Without a lexicon the challenge must say whether the words are valid ({ valid: true | false })' });
  }
  if (invalid.length > 0) return ok(withdraw(state, pending, challenger, invalid, events));
  const deltas = penaltyDeltas(state, pending, challenger, words.length);
  events.push({ type: 'challenge-failed', player: pending.player, challenger, words, penalty: state.rules.challenge.penalty, deltas });
  const next = finalizePending(updateState(state, { scores: addDeltas(state.scores, deltas) }), challenger, false, events);
  if (next.phase === 'over' || state.rules.challenge.penalty !== 'challenger-loses-turn') return ok(next);
  return ok(loseTurn(next, challenger, events));
}
