/**
 * The turn counters behind the end rules (pass rounds, scoreless turns) and the turn restrictions
 * (no two passes in a row, lost turns). Internal.
 * @module
 */
import type { ByPlayer } from '../types.js';
import type { GameEvent } from './events.js';
import { replaceAt } from './immutable.js';
import type { TurnCounters } from './state.js';

/** What kind of turn was completed, as the counters see it. */
export type TurnKind = 'scoring-play' | 'scoreless-play' | 'exchange' | 'pass' | 'withdrawn-play' | 'lost-turn';

/** The kind of a final play: scoreless only when it scored 0 under end rules that count such plays as scoreless. */
export function playKind(score: number, end: { readonly zeroScorePlaysAreScoreless: boolean }): TurnKind {
  return score === 0 && end.zeroScorePlaysAreScoreless ? 'scoreless-play' : 'scoring-play';
}

/** Counters at the start of a game. */
export function initialCounters(players: number): TurnCounters {
  return {
    passes: 0,
    scoreless: 0,
    passedLast: new Array<boolean>(players).fill(false),
    turnsToLose: new Array<number>(players).fill(0),
  };
}

/**
 * The counters after a completed turn of `player`: only a pass counts toward the every-player-passed
 * end (a turn lost after a failed challenge is a scoreless turn, not a pass: it ends the run of
 * consecutive passes); only scoring plays are not scoreless.
 */
export function countTurn(counters: TurnCounters, player: number, kind: TurnKind): TurnCounters {
  const isPass = kind === 'pass';
  const passedLast: ByPlayer<boolean> =
    counters.passedLast[player] === (kind === 'pass') ? counters.passedLast : replaceAt(counters.passedLast, player, kind === 'pass');
  return {
    passes: isPass ? counters.passes + 1 : 0,
    scoreless: kind === 'scoring-play' ? 0 : counters.scoreless + 1,
    passedLast,
    turnsToLose: counters.turnsToLose,
  };
}

/**
 * The turns each player has completed, read from the events: a play once it is final (or
 * withdrawn), an exchange, a pass, a lost turn. A play still open to a challenge is not counted.
 */
export function turnsTaken(events: readonly GameEvent[], players: number): number[] {
  const turns = new Array<number>(players).fill(0);
  const count = (player: number): void => {
    if (player >= 0 && player < players) turns[player]!++;
  };
  let open: number | null = null;
  for (const e of events) {
    if (e.type === 'move-played') {
      if (e.final) count(e.player);
      open = e.final ? null : e.player;
    } else if (e.type === 'play-accepted' || e.type === 'challenge-failed' || e.type === 'challenge-upheld') {
      if (open !== null) count(open);
      open = null;
    } else if (e.type === 'tiles-exchanged' || e.type === 'passed' || e.type === 'turn-lost') {
      count(e.player);
    }
  }
  return turns;
}
