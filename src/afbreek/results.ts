/**
 * The results of an Afbreek game: each player's total, tiles removed and turns, the tiles left
 * on the board, and the winners (the highest total).
 *
 * @example
 * ```ts
 * import { results } from 'scrabble-engine/afbreek';
 * const r = results(state);
 * r.players.map((p) => `${p.name} ${p.total} (${p.tilesRemoved} tiles)`);
 * r.tilesLeft;   // 0 when the board was taken apart completely
 * ```
 * @module
 */
import type { ByPlayer } from '../types.js';
import type { AfbreekEndReason, AfbreekState } from './state.js';
import { leadersOf } from './turns.js';

/** One player's line of the results. */
export interface AfbreekPlayerResult {
  readonly name: string;
  readonly total: number;
  readonly tilesRemoved: number;
  /** Turns in which the player removed tiles. */
  readonly removals: number;
  readonly passes: number;
}

/** The results of an Afbreek game (final or so far). */
export interface AfbreekResults {
  readonly players: ByPlayer<AfbreekPlayerResult>;
  /** Tiles still on the board. */
  readonly tilesLeft: number;
  readonly over: boolean;
  readonly reason: AfbreekEndReason | null;
  /** The players with the highest total. */
  readonly winners: readonly number[];
}

/** The results: totals, tiles removed, the tiles left and the winners. */
export function results(state: AfbreekState): AfbreekResults {
  const players = state.players.map((name, p) => {
    const turns = state.history.filter((t) => t.player === p);
    return {
      name,
      total: turns.reduce((sum, t) => sum + (t.type === 'remove' ? t.score : 0), 0),
      tilesRemoved: turns.reduce((sum, t) => sum + (t.type === 'remove' ? t.tiles.length : 0), 0),
      removals: turns.filter((t) => t.type === 'remove').length,
      passes: turns.filter((t) => t.type === 'pass').length,
    };
  });
  return {
    players,
    tilesLeft: state.board.cells.filter((c) => c !== null).length,
    over: state.phase === 'over',
    reason: state.result?.reason ?? null,
    winners: leadersOf(players.map((p) => p.total)),
  };
}
