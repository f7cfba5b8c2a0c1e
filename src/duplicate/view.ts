/**
 * What one player may see of a Duplicate game: the board, the common rack, the bag's size, the
 * totals, the closed rounds, whether each player has submitted, and their own submission. The
 * other players' moves of the open round stay hidden until it closes, and nothing that predicts
 * the bag (its order, the generator state) is included.
 *
 * @example
 * ```ts
 * import { viewFor } from 'scrabble-engine/duplicate';
 * const view = viewFor(state, 1);
 * view.rack;        // the common rack
 * view.submitted;   // [true, false, …]: who has submitted this round
 * view.own;         // player 1's submission, or null
 * ```
 * @module
 */
import { copyExcept, copyPlain } from '../copy.js';
import { versionOf } from '../version.js';
import { orElse, orElseGet } from '../total.js';
import { isDuplicateState } from './results.js';

import type { Board } from '../board/board.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer } from '../types.js';
import type { BoardMove, DuplicatePhase, DuplicateResult, Round, Submission } from './state.js';
import type { DuplicateState } from './state.js';

/**
 * A Duplicate game as one player (or a spectator) sees it. Plain JSON.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, viewFor, type DuplicateView } from 'scrabble-engine/duplicate';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * const forAnna: DuplicateView | null = created.ok ? viewFor(created.value, 0) : null;
 * ```
 */
export interface DuplicateView {
  /** The seat seen from, or `null` for a spectator. */
  readonly player: number | null;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly boardMove: BoardMove;
  readonly roundLimit: number | null;
  /** `'top-finders'` when only the finders of a round's top move get the 50 for the whole rack (absent: every submission). */
  readonly bingoTo?: 'top-finders';
  readonly board: Board;
  /** The common rack of the open round. */
  readonly rack: readonly string[];
  readonly bagSize: number;
  /** The round being played, counted from 1. */
  readonly round: number;
  readonly scores: ByPlayer<number>;
  readonly phase: DuplicatePhase;
  /** Whether each player has submitted for the open round. */
  readonly submitted: ByPlayer<boolean>;
  /** The viewer's own submission for the open round, or `null`. */
  readonly own: Submission | null;
  readonly rounds: readonly Round[];
  readonly result: DuplicateResult | null;
  /** The state's version: send it back as an action's `expectedVersion` so that a repeated or outdated action is refused. */
  readonly version: number;
}

/**
 * The game as seen by `player` (a seat), or by a spectator (`null` or a seat that does not exist).
 * For something that is not a Duplicate game, an empty view (no players, `rules: null`).
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, viewFor } from 'scrabble-engine/duplicate';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * if (game.ok) viewFor(game.value, 0).rack;   // the common rack; the other submissions stay hidden
 * ```
 */
export function viewFor(state: DuplicateState, player: number | null): DuplicateView {
  // The check inside the guard too: a value whose fields throw when read gives the empty view.
  // A fresh copy, every part of it (the rule set a frozen copy): changing a view never changes the game.
  return orElseGet(() => copyExcept(isDuplicateState(state) ? seenBy(state, player) : EMPTY_VIEW, ['rules']), () => copyPlain(EMPTY_VIEW));
}

/** The view of something that is not a Duplicate game: no players, no board, no rules (`rules` is `null` as data). */
const EMPTY_VIEW: DuplicateView = {
  player: null, rules: null as unknown as RuleSet, players: [], boardMove: 'best-submitted', roundLimit: null,
  board: { rows: 0, cols: 0, cells: [] }, rack: [], bagSize: 0, round: 0, scores: [], phase: 'over', submitted: [], own: null, rounds: [], result: null, version: 0,
};

function seenBy(state: DuplicateState, player: number | null): DuplicateView {
  const viewer = player !== null && Number.isInteger(player) && player >= 0 && player < state.players.length ? player : null;
  return {
    player: viewer,
    rules: state.rules,
    players: state.players,
    boardMove: state.boardMove,
    roundLimit: state.roundLimit,
    ...(state.bingoTo === 'top-finders' ? { bingoTo: state.bingoTo } : {}),
    board: state.board,
    rack: state.rack,
    bagSize: state.bag.length,
    round: state.rounds.length + (state.phase === 'over' ? 0 : 1),
    scores: state.scores,
    phase: state.phase,
    submitted: state.submissions.map((s) => s !== null),
    own: viewer === null ? null : (state.submissions[viewer] ?? null),
    rounds: state.rounds,
    result: state.result,
    version: versionOf(state),
  };
}
