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
import { copyPlain } from '../copy.js';
import { isObject, orElse, orElseGet } from '../total.js';

import type { ByPlayer } from '../types.js';
import { AFBREEK_STATE_FORMAT, type AfbreekEndReason, type AfbreekState } from './state.js';
import { leadersOf } from './turns.js';

/**
 * One player's line of the results.
 * @example
 * ```ts
 * import type { AfbreekPlayerResult, AfbreekResults } from 'scrabble-engine/afbreek';
 * const lines = (r: AfbreekResults): string[] => r.players.map((p: AfbreekPlayerResult) => `${p.name} ${p.total} (${p.tilesRemoved} tiles)`);
 * ```
 */
export interface AfbreekPlayerResult {
  readonly name: string;
  readonly total: number;
  readonly tilesRemoved: number;
  /** Turns in which the player removed tiles. */
  readonly removals: number;
  readonly passes: number;
}

/**
 * The results of an Afbreek game (final or so far).
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame as classicCreateGame } from 'scrabble-engine';
 * import { createGame, results, type AfbreekResults } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const createdGame = classicCreateGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!createdGame.ok) throw new Error(createdGame.error.message);
 * const state = createdGame.value;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, lexicon });
 * const table: AfbreekResults | null = created.ok ? results(created.value) : null;
 * ```
 */
export interface AfbreekResults {
  readonly players: ByPlayer<AfbreekPlayerResult>;
  /** Tiles still on the board. */
  readonly tilesLeft: number;
  readonly over: boolean;
  readonly reason: AfbreekEndReason | null;
  /** The players with the highest total. */
  readonly winners: readonly number[];
}

/**
 * The results: totals, tiles removed, the tiles left and the winners; no players for something that is not an Afbreek game.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { createGame, results } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, lexicon });
 * if (game.ok) results(game.value).tilesLeft;   // every tile of the board at the start
 * ```
 */
export function results(state: AfbreekState): AfbreekResults {
  // The check inside the guard too: a value whose fields throw when read gives no results.
  return orElseGet(() => copyPlain(isAfbreekState(state) ? addUp(state) : NO_RESULTS), () => copyPlain(NO_RESULTS));
}

/** The results of something that is not an Afbreek game: no players. */
const NO_RESULTS: AfbreekResults = { players: [], tilesLeft: 0, over: false, reason: null, winners: [] };

/** Whether a value has the outline of an Afbreek state (its format tag and lists). Internal. */
export function isAfbreekState(value: unknown): value is AfbreekState {
  return isObject(value) && value.format === AFBREEK_STATE_FORMAT && Array.isArray(value.players) && Array.isArray(value.history) &&
    isObject(value.board) && Array.isArray(value.board.cells);
}

function addUp(state: AfbreekState): AfbreekResults {
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
