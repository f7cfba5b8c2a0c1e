/**
 * The end of the game: the end conditions and the rack adjustments, booklet
 * style (everyone subtracts the rack; who went out adds the others' racks) or double (who went
 * out adds twice the others' racks; nobody subtracts unless the game ended without anyone going out).
 *
 * @example
 * ```ts
 * import { rackAdjustments, GERMAN } from 'scrabble-engine';
 * rackAdjustments(GERMAN, [[], ['X', 'A']], 0);   // [9, -9]
 * ```
 * @module
 */
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import type { ByPlayer } from '../types.js';
import type { EndReason, GameEvent } from './events.js';
import { turnsTaken } from './counters.js';
import { addDeltas, updateState } from './immutable.js';
import { orElse } from '../total.js';
import type { GameState } from './state.js';

/**
 * The total value of a rack's tiles (blanks 0).
 * 0 for something that is not a rack or a rule set.
 * @example
 * ```ts
 * import { rackValue, GERMAN } from 'scrabble-engine';
 * rackValue(GERMAN, ['Q', 'E', '?']);   // 11: the blank counts 0
 * ```
 */
export function rackValue(rules: Pick<RuleSet, 'tiles'>, rack: readonly string[]): number {
  return orElse(() => {
    if (!Array.isArray(rack)) return 0;
    const alphabet = alphabetOf(rules.tiles);
    let sum = 0;
    for (const tile of rack) {
      const code = alphabet.codes.get(tile);
      if (code !== undefined) sum += alphabet.values[code] ?? 0;
    }
    return sum;
  }, 0);
}

/**
 * The rack adjustment of each player when the game ends; `wentOut` is the player who emptied the rack, or `null`.
 * `[]` for something that is not a rule set and racks.
 * @example
 * ```ts
 * import { rackAdjustments, GERMAN } from 'scrabble-engine';
 * rackAdjustments(GERMAN, [[], ['Q', 'E']], 0);   // Anna went out: she gains 11, Ben loses 11
 * ```
 */
export function rackAdjustments(
  rules: Pick<RuleSet, 'tiles' | 'goingOut'>, racks: ByPlayer<readonly string[]>, wentOut: number | null,
): number[] {
  if (!Array.isArray(racks) || racks.length > 64) return [];
  return orElse(() => {
    const values = racks.map((rack) => rackValue(rules, rack));
    const others = values.reduce((sum, v, p) => (p === wentOut ? sum : sum + v), 0);
    if (wentOut === null) return values.map((v) => 0 - v);
    if (rules.goingOut === 'double') return values.map((_, p) => (p === wentOut ? 2 * others : 0));
    return values.map((v, p) => (p === wentOut ? others : 0 - v));
  }, []);
}

/**
 * The players with the highest score.
 * `[]` for something that is not a list of scores.
 * @example
 * ```ts
 * import { leaders } from 'scrabble-engine';
 * leaders([310, 412, 412]);   // [1, 2]: a tie
 * ```
 */
export function leaders(scores: readonly number[]): number[] {
  if (!Array.isArray(scores) || !scores.every((s) => typeof s === 'number')) return [];
  const best = scores.reduce((a, b) => Math.max(a, b), -Infinity);
  return scores.flatMap((s, p) => (s === best ? [p] : []));
}

/** Ends the game: applies the rack adjustments and records the result. */
export function endGame(state: GameState, reason: EndReason, wentOut: number | null, events: GameEvent[]): GameState {
  const deltas = rackAdjustments(state.rules, state.racks, wentOut);
  const scores = addDeltas(state.scores, deltas);
  const winners = leaders(scores);
  events.push({ type: 'game-ended', reason, wentOut, racks: state.racks, deltas, winners });
  return updateState(state, {
    scores,
    phase: 'over',
    pending: null,
    result: { reason, wentOut, adjustments: deltas, winners },
  });
}

/** Whether every player has had the rule set's number of turns (`turnLimit`), counting the events of the action under way. */
export function turnLimitReached(state: GameState, events: readonly GameEvent[]): boolean {
  const limit = state.rules.turnLimit ?? null;
  if (limit === null) return false;
  return turnsTaken(state.history.concat(events), state.players.length).every((n) => n >= limit);
}

/**
 * The reason the game ends now by its counters (pass rounds, scoreless turns, the turn limit), or
 * `null`; `events` are those of the action under way (not yet in the history).
 */
export function counterEnd(state: GameState, events: readonly GameEvent[] = []): EndReason | null {
  const { passRounds, scorelessTurns } = state.rules.end;
  const { passes, scoreless } = state.counters;
  if (passRounds > 0 && passes >= passRounds * state.players.length) return 'passes';
  if (scorelessTurns !== null && scoreless >= scorelessTurns) return 'scoreless-turns';
  if (turnLimitReached(state, events)) return 'turn-limit';
  return null;
}

/** Ends the game when the counters say so; otherwise returns the state unchanged. */
export function checkEnd(state: GameState, events: GameEvent[]): GameState {
  if (state.phase === 'over') return state;
  const reason = counterEnd(state, events);
  return reason === null ? state : endGame(state, reason, null, events);
}
