/**
 * Turns and the end of an Afbreek game: the next player, the die rolled for the turn's maximum,
 * and the end when the board is empty or no legal removal is left. Internal.
 * @module
 */
import { randomBelow, type CryptoPrngState } from '../bag/prng.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { AfbreekEvent } from './events.js';
import { hasLegalRemoval } from './removal.js';
import type { AfbreekEndReason, AfbreekState, MaxTiles } from './state.js';

/**
 * The sides of the die that sets each turn's maximum.
 * @example
 * ```ts
 * import { DIE_SIDES } from 'scrabble-engine/afbreek';
 * DIE_SIDES;   // 6
 * ```
 */
export const DIE_SIDES = 6;

/**
 * The most dice a game may roll for each turn's maximum.
 * @example
 * ```ts
 * import { MAX_DICE } from 'scrabble-engine/afbreek';
 * MAX_DICE;   // 4: a turn's maximum is at most 24
 * ```
 */
export const MAX_DICE = 4;

/** The largest maximum a turn can have: the fixed maximum, or the dice's highest roll. */
export function highestLimit(maxTiles: MaxTiles, dice = 1): number {
  return maxTiles === 'die' ? DIE_SIDES * dice : maxTiles;
}

/** The players with the highest total. */
export function leadersOf(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, p) => (s === best ? [p] : []));
}

/** A roll of `dice` six-sided dice (their sum, `dice` to 6 × `dice`) and the generator's next state. */
export function rollDie(prng: CryptoPrngState, dice = 1): [roll: number, next: CryptoPrngState] {
  let sum = 0;
  let next = prng;
  for (let i = 0; i < dice; i++) {
    const [value, after] = randomBelow(next, DIE_SIDES);
    sum += value + 1;
    next = after;
  }
  return [sum, next];
}

/** Whether the game must end now, and why: an empty board, no legal removal for anyone, or (without a lexicon) a round of passes. */
export function endReason(state: AfbreekState, lexicon: Lexicon | undefined, passesInARow: number): AfbreekEndReason | null {
  if (state.board.cells.every((c) => c === null)) return 'board-empty';
  const judgement = lexicon === undefined ? {} : { lexicon };
  if (!hasLegalRemoval({ ...state, limit: highestLimit(state.maxTiles, state.dice) }, judgement)) return 'no-removal';
  const judged = lexicon !== undefined || state.rules.wordCheck === 'never';
  if (!judged && passesInARow >= state.players.length) return 'passes';
  return null;
}

/** Consecutive passes at the end of the history. */
export function passesAtEnd(state: Pick<AfbreekState, 'history'>): number {
  let n = 0;
  for (let i = state.history.length - 1; i >= 0 && state.history[i]!.type === 'pass'; i--) n++;
  return n;
}

/**
 * Ends the game if it must end; otherwise gives the turn to `player` and, with the die, rolls
 * the turn's maximum.
 */
export function beginTurn(state: AfbreekState, player: number, lexicon: Lexicon | undefined, events: AfbreekEvent[]): AfbreekState {
  const reason = endReason(state, lexicon, passesAtEnd(state));
  if (reason !== null) {
    const winners = leadersOf(state.scores);
    events.push({ type: 'game-ended', reason, winners });
    return { ...state, phase: 'over', result: { reason, winners } };
  }
  if (state.maxTiles !== 'die' || state.prng === null) return { ...state, turn: player, limit: highestLimit(state.maxTiles) };
  const [roll, prng] = rollDie(state.prng, state.dice);
  events.push({ type: 'die-rolled', player, roll });
  return { ...state, turn: player, limit: roll, prng };
}
