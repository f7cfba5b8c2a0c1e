/**
 * The results of a Duplicate game: each player's total and share of the maximum (the sum of the
 * round tops), and the per-round table: the rack, the board move and every player's move.
 *
 * @example
 * ```ts
 * import { results } from 'scrabble-engine/duplicate';
 * const r = results(state);
 * r.maximum;                       // the sum of the round tops
 * r.players.map((p) => `${p.name} ${p.total} (${p.percentage.toFixed(1)} %)`);
 * r.rounds[0]?.top?.notation;     // the first board move
 * ```
 * @module
 */
import { copyPlain } from '../copy.js';
import { isObject, orElse, orElseGet } from '../total.js';

import type { ByPlayer } from '../types.js';
import { leadersOf } from './round.js';
import { MAX_DUPLICATE_PLAYERS } from './setup.js';
import { tileCount, type TileSet } from '../tiles/tile-set.js';
import { isDuplicateFormat } from './format.js';
import { type DuplicateEndReason, type DuplicateState, type Submission, type TopMove } from './state.js';

/**
 * One player's line of the results.
 * @example
 * ```ts
 * import type { DuplicateResults, PlayerResult } from 'scrabble-engine/duplicate';
 * const shares = (r: DuplicateResults): string[] => r.players.map((p: PlayerResult) => `${p.name} ${p.percentage.toFixed(1)} %`);
 * ```
 */
export interface PlayerResult {
  readonly name: string;
  /** The sum of the player's own moves' scores. */
  readonly total: number;
  /** The total as a percentage of the maximum (0 when the maximum is 0). */
  readonly percentage: number;
  /** 1 for the highest total; equal totals share a rank. */
  readonly rank: number;
}

/**
 * One round of the results table.
 * @example
 * ```ts
 * import type { DuplicateResults, RoundResult } from 'scrabble-engine/duplicate';
 * const tops = (r: DuplicateResults): number[] => r.rounds.map((round: RoundResult) => round.top?.score ?? 0);
 * ```
 */
export interface RoundResult {
  /** The round, counted from 1. */
  readonly round: number;
  /** The rack every player played, `?` for a blank. */
  readonly rack: readonly string[];
  /** The board move, or `null` for a round without a legal move. */
  readonly top: TopMove | null;
  /** Each player's entry of the round. */
  readonly moves: ByPlayer<Submission>;
}

/**
 * The results of a Duplicate game (final or so far).
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, results, type DuplicateResults } from 'scrabble-engine/duplicate';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * const table: DuplicateResults | null = created.ok ? results(created.value) : null;
 * ```
 */
export interface DuplicateResults {
  /** The sum of the round tops: the best total anyone could have. */
  readonly maximum: number;
  readonly players: ByPlayer<PlayerResult>;
  readonly rounds: readonly RoundResult[];
  /** Whether the game is over. */
  readonly over: boolean;
  /** Why it ended, or `null` while it goes on. */
  readonly reason: DuplicateEndReason | null;
  /** The players with the highest total. */
  readonly winners: readonly number[];
}

/**
 * The results of the closed rounds: totals, the maximum, each player's percentage, the per-round table; no players for something that is not a Duplicate game.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, results } from 'scrabble-engine/duplicate';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * if (game.ok) results(game.value).maximum;   // 0 before the first round closes
 * ```
 */
export function results(state: DuplicateState): DuplicateResults {
  // The check inside the guard too: a value whose fields throw when read gives no results.
  // A fresh copy: changing the results never changes the game.
  return orElseGet(() => copyPlain(isDuplicateState(state) ? addUp(state) : NO_RESULTS), () => copyPlain(NO_RESULTS));
}

/** The results of something that is not a Duplicate game: no players, no rounds. */
const NO_RESULTS: DuplicateResults = { maximum: 0, players: [], rounds: [], over: false, reason: null, winners: [] };

/** Whether a value has the outline of a Duplicate state (its format tag and lists). Internal. */
export function isDuplicateState(value: unknown): value is DuplicateState {
  // No more players and rounds than a game can have (each round but the last puts a tile on the
  // board): the totals are a sum per player and round.
  return isObject(value) && isDuplicateFormat(value.format) && Array.isArray(value.players) && value.players.length <= MAX_DUPLICATE_PLAYERS &&
    isObject(value.rules) && Array.isArray(value.rounds) && value.rounds.length <= tileCount(value.rules.tiles as TileSet) + 1 &&
    Array.isArray(value.submissions) && Array.isArray(value.bag);
}

function addUp(state: DuplicateState): DuplicateResults {
  const rounds = state.rounds.map((r, i) => ({ round: i + 1, rack: r.rack, top: r.top, moves: r.submissions }));
  const maximum = state.rounds.reduce((sum, r) => sum + (r.top?.score ?? 0), 0);
  const totals = state.rounds.reduce(
    (sums, r) => sums.map((s, p) => s + (r.submissions[p]?.score ?? 0)),
    state.players.map(() => 0),
  );
  const players = state.players.map((name, p) => {
    const total = totals[p] ?? 0;
    return {
      name,
      total,
      percentage: maximum === 0 ? 0 : (100 * total) / maximum,
      rank: 1 + totals.filter((t) => t > total).length,
    };
  });
  return {
    maximum,
    players,
    rounds,
    over: state.phase === 'over',
    reason: state.result?.reason ?? null,
    winners: leadersOf(totals),
  };
}
