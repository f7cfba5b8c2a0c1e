/**
 * The turn counters behind the end rules (pass rounds, scoreless turns) and the turn restrictions
 * (no two passes in a row, lost turns). Internal.
 * @module
 */
import type { ByPlayer } from '../types.js';
import { replaceAt } from './immutable.js';
import type { TurnCounters } from './state.js';

/** What kind of turn was completed, as the counters see it. */
export type TurnKind = 'scoring-play' | 'scoreless-play' | 'exchange' | 'pass' | 'withdrawn-play' | 'lost-turn';

/** Counters at the start of a game. */
export function initialCounters(players: number): TurnCounters {
  return {
    passes: 0,
    scoreless: 0,
    passedLast: new Array<boolean>(players).fill(false),
    turnsToLose: new Array<number>(players).fill(0),
  };
}

/** The counters after a completed turn of `player`: passes and lost turns count as passes; only scoring plays are not scoreless. */
export function countTurn(counters: TurnCounters, player: number, kind: TurnKind): TurnCounters {
  const isPass = kind === 'pass' || kind === 'lost-turn';
  const passedLast: ByPlayer<boolean> =
    counters.passedLast[player] === (kind === 'pass') ? counters.passedLast : replaceAt(counters.passedLast, player, kind === 'pass');
  return {
    passes: isPass ? counters.passes + 1 : 0,
    scoreless: kind === 'scoring-play' ? 0 : counters.scoreless + 1,
    passedLast,
    turnsToLose: counters.turnsToLose,
  };
}
