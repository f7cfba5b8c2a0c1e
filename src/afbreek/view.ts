/**
 * What a player may see of an Afbreek game: everything but the die's generator state, which
 * would predict the rolls to come. The view can be given to `legalRemovals` and to bots.
 *
 * @example
 * ```ts
 * import { viewFor, legalRemovals } from 'scrabble-engine/afbreek';
 * const view = viewFor(state, 0);
 * view.limit;                                  // this turn's maximum
 * legalRemovals(view, { lexicon }).length;     // the removals open to the player to move
 * ```
 * @module
 */
import { copyExcept, copyPlain } from '../copy.js';
import { versionOf } from '../version.js';
import { orElse, orElseGet } from '../total.js';
import { isAfbreekState } from './results.js';

import type { Board } from '../board/board.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer } from '../types.js';
import type { AfbreekPhase, AfbreekResult, AfbreekScoring, AfbreekState, AfbreekTurn, MaxTiles } from './state.js';

/**
 * An Afbreek game as one player (or a spectator) sees it. Plain JSON.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, createGame as classicCreateGame } from 'scrabble-engine';
 * import { createGame, viewFor, type AfbreekView } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const createdGame = classicCreateGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!createdGame.ok) throw new Error(createdGame.error.message);
 * const state = createdGame.value;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: state.board, lexicon });
 * const forAnna: AfbreekView | null = created.ok ? viewFor(created.value, 0) : null;
 * ```
 */
export interface AfbreekView {
  /** The seat seen from, or `null` for a spectator. */
  readonly player: number | null;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly scoring: AfbreekScoring;
  readonly maxTiles: MaxTiles;
  /** How many dice set each turn's maximum, when more than one. */
  readonly dice?: number;
  readonly start: Board;
  readonly board: Board;
  readonly turn: number;
  /** How many tiles the player to move may remove. */
  readonly limit: number;
  readonly scores: ByPlayer<number>;
  readonly phase: AfbreekPhase;
  readonly history: readonly AfbreekTurn[];
  readonly result: AfbreekResult | null;
  /** The state's version: send it back as an action's `expectedVersion` so that a repeated or outdated action is refused. */
  readonly version: number;
}

/**
 * The game as seen by `player` (a seat), or by a spectator (`null` or a seat that does not exist).
 * For something that is not an Afbreek game, an empty view (no players, `rules: null`).
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { createGame, viewFor } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board, lexicon });
 * if (game.ok) viewFor(game.value, 1).limit;   // how many tiles the player to move may remove
 * ```
 */
export function viewFor(state: AfbreekState, player: number | null): AfbreekView {
  // The check inside the guard too: a value whose fields throw when read gives the empty view.
  // A fresh copy, every part of it (the rule set a frozen copy): changing a view never changes the game.
  return orElseGet(() => copyExcept(isAfbreekState(state) ? seenBy(state, player) : EMPTY_VIEW, ['rules']), () => copyPlain(EMPTY_VIEW));
}

/** The view of something that is not an Afbreek game: no players, no board, no rules (`rules` is `null` as data). */
const EMPTY_VIEW: AfbreekView = {
  player: null, rules: null as unknown as RuleSet, players: [], scoring: 'face', maxTiles: 6, start: { rows: 0, cols: 0, cells: [] },
  board: { rows: 0, cols: 0, cells: [] }, turn: -1, limit: 0, scores: [], phase: 'over', history: [], result: null, version: 0,
};

function seenBy(state: AfbreekState, player: number | null): AfbreekView {
  const viewer = player !== null && Number.isInteger(player) && player >= 0 && player < state.players.length ? player : null;
  return {
    player: viewer,
    rules: state.rules,
    players: state.players,
    scoring: state.scoring,
    maxTiles: state.maxTiles,
    ...(state.dice === undefined ? {} : { dice: state.dice }),
    start: state.start,
    board: state.board,
    turn: state.turn,
    limit: state.limit,
    scores: state.scores,
    phase: state.phase,
    history: state.history,
    result: state.result,
    version: versionOf(state),
  };
}
