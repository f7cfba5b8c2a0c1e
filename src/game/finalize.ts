/**
 * A play becoming final: the player draws (unless the rule set lets players choose their tiles:
 * then they draw with a `draw` action), the turn counters count it, and a play that emptied the
 * rack with the bag empty ends the game. Internal.
 * @module
 */
import { countTurn, playKind, turnsTaken } from './counters.js';
import { checkEnd, endGame } from './end.js';
import type { GameEvent } from './events.js';
import { drawTiles, returnTiles } from '../bag/bag.js';
import { replaceAt, updateState } from './immutable.js';
import type { GameState, PendingPlay } from './state.js';

/** Whether the pending play, once final, ends the game (its author's rack and the bag are empty). */
export function pendingGoesOut(state: GameState): boolean {
  const pending = state.pending;
  return pending !== null && state.bag.length === 0 && (state.racks[pending.player]?.length ?? 0) === 0;
}

/**
 * Whether the pending play, once final, ends the game: its author goes out, or it is the last turn
 * of the turn limit. Such a play must be accepted or challenged before anyone acts.
 */
export function pendingEndsGame(state: GameState): boolean {
  const pending = state.pending;
  if (pending === null) return false;
  return endsGameOnceFinal(state, pending.player, pendingGoesOut(state));
}

/**
 * Whether a pending play by `author` ends the game once final: it goes out (`goesOut`), or, with
 * the author's turn counted, every player has taken the turn limit's turns. Shared by the game
 * ({@link pendingEndsGame}) and the bots' view of it; the rules are read only when it does not go out.
 */
export function endsGameOnceFinal(game: Pick<GameState, 'rules' | 'history' | 'players'>, author: number, goesOut: boolean): boolean {
  if (goesOut) return true;
  const limit = game.rules.turnLimit ?? null;
  if (limit === null) return false;
  const turns = turnsTaken(game.history, game.players.length);
  turns[author] = (turns[author] ?? 0) + 1;
  return turns.every((n) => n >= limit);
}

/**
 * Makes a scored play final (its tiles already lie on the board): refill, count the turn, end the
 * game when the player went out or the counters say so.
 */
export function completePlay(state: GameState, play: Pick<PendingPlay, 'player' | 'score'>, events: GameEvent[]): GameState {
  const counters = countTurn(state.counters, play.player, playKind(play.score, state.rules.end));
  const rack = state.racks[play.player] ?? [];
  if (state.bag.length === 0 && rack.length === 0) return endGame(updateState(state, { counters }), 'went-out', play.player, events);
  if (state.rules.draw === 'choose') return checkEnd(updateState(state, { counters }), events);
  const { drawn, bag } = drawTiles(state.bag, state.rules.rackSize - rack.length);
  if (drawn.length > 0) events.push({ type: 'tiles-drawn', player: play.player, count: drawn.length, tiles: drawn });
  const racks = drawn.length > 0 ? replaceAt(state.racks, play.player, rack.concat(drawn)) : state.racks;
  return checkEnd(updateState(state, { counters, bag, racks }), events);
}

/**
 * Closes the challenge window of the pending play: `by` is the accepting player, or `null` when
 * the next player's action accepted it; `announce` emits `play-accepted`.
 */
export function finalizePending(state: GameState, by: number | null, announce: boolean, events: GameEvent[]): GameState {
  const pending = state.pending;
  if (pending === null) return state;
  if (announce) events.push({ type: 'play-accepted', player: pending.player, by });
  // Under replacement into the bag, the tiles the play replaced go into the bag now that it is final.
  const replaced = state.rules.replacement === 'bag' ? (pending.replaced ?? []).map((t) => t.letter) : [];
  const back = replaced.length > 0 ? returnTiles(state.bag, replaced, state.prng) : { bag: state.bag, prng: state.prng };
  return completePlay(updateState(state, { pending: null, phase: 'playing', bag: back.bag, prng: back.prng }), pending, events);
}
