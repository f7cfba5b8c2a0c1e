/**
 * What one player may see: the own rack, the other racks' sizes, the bag's size, the board, the
 * scores, the pending play and the history without the other players' tiles. Nothing that
 * predicts the bag (its order, the generator state) is included.
 *
 * @example
 * ```ts
 * import { viewFor } from 'scrabble-engine';
 * const view = viewFor(state, 1);
 * view.rack;        // player 1's tiles
 * view.rackSizes;   // [7, 7]
 * view.bagSize;     // 86
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { ByPlayer } from '../types.js';
import { copyExcept, copyPlain } from '../copy.js';
import { orElse, orElseGet } from '../total.js';
import { versionOf } from '../version.js';
import type { GameEvent } from './events.js';
import type { GameResult, GameState, PendingPlay, Phase, TurnCounters, UndoRequest } from './state.js';

/**
 * A game as one player (or a spectator) sees it. Plain JSON.
 * @example
 * ```ts
 * import { viewFor, type PlayerView, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const forAnna: PlayerView = viewFor(state, 0);   // what Anna may see: her rack, not Ben's or the bag
 * ```
 */
export interface PlayerView {
  /** The seat seen from, or `null` for a spectator. */
  readonly player: number | null;
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly board: Board;
  /** The viewer's own tiles (empty for a spectator). */
  readonly rack: readonly string[];
  readonly rackSizes: ByPlayer<number>;
  readonly bagSize: number;
  readonly scores: ByPlayer<number>;
  readonly turn: number;
  readonly phase: Phase;
  readonly pending: PendingPlay | null;
  readonly counters: TurnCounters;
  readonly result: GameResult | null;
  /** The history with the other players' drawn, exchanged and stated tiles removed. */
  readonly history: readonly GameEvent[];
  /** Under chosen draws (`draw: 'choose'`, open tiles) the tiles in the bag, sorted; absent otherwise (the bag is secret). */
  readonly openBag?: readonly string[];
  /** The state's version: send it back as an action's `expectedVersion` so that a repeated or outdated action is refused. */
  readonly version: number;
  /** The takeback asked for and waiting for answers, or `null`. */
  readonly undoRequest: UndoRequest | null;
}

/**
 * An event as `viewer` may see it (a fresh copy): the other players' drawn, exchanged and stated
 * tiles become counts. Send each seat only its own redaction of the events `applyAction` returns.
 * Something that is not an event is returned as it is.
 * @example
 * ```ts
 * import { redactEvent, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const forBen = state.history.map((event) => redactEvent(event, 1));   // Anna's drawn tiles become a count
 * ```
 */
export function redactEvent(event: GameEvent, viewer: number | null): GameEvent {
  return orElse(() => copyPlain(redacted(event, viewer)), event);
}

function redacted(event: GameEvent, viewer: number | null): GameEvent {
  if (typeof event !== 'object' || event === null) return event;
  if (event.type === 'tiles-drawn' && event.player !== viewer) return { type: event.type, player: event.player, count: event.count };
  if (event.type === 'tiles-exchanged' && event.player !== viewer) return { type: event.type, player: event.player, count: event.count };
  if (event.type === 'rack-set' && event.player !== viewer) return { type: event.type, player: event.player };
  // Where the generator stood is the server's secret, for every seat.
  if (event.type === 'undone') return { type: event.type, requester: event.requester };
  return event;
}

/**
 * The game as seen by `player` (a seat), or by a spectator (`null` or a seat that does not exist).
 * For something that is not a game state, an empty view (no players, `rules: null`).
 * @example
 * ```ts
 * import { viewFor, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const forAnna = viewFor(state, 0);   // send this to Anna; keep the state on the server
 * ```
 */
export function viewFor(state: GameState, player: number | null): PlayerView {
  // A fresh copy, every part of it (the rule set a frozen copy): changing a view (sorting the rack, marking the board) never changes the game.
  return orElseGet(() => copyExcept(makeView(state, player), ['rules']), () => copyPlain(EMPTY_VIEW));
}

/** The view of something that is not a game state: no players, no board, no rules (`rules` is `null` as data). */
const EMPTY_VIEW: PlayerView = {
  player: null, rules: null as unknown as RuleSet, players: [], board: { rows: 0, cols: 0, cells: [] }, rack: [], rackSizes: [], bagSize: 0,
  scores: [], turn: -1, phase: 'over', pending: null, counters: { passes: 0, scoreless: 0, passedLast: [], turnsToLose: [] }, result: null, history: [],
  version: 0, undoRequest: null,
};

function makeView(state: GameState, player: number | null): PlayerView {
  const viewer = player !== null && Number.isInteger(player) && player >= 0 && player < state.players.length ? player : null;
  return {
    player: viewer,
    rules: state.rules,
    players: state.players,
    board: state.board,
    rack: viewer === null ? [] : (state.racks[viewer] ?? []),
    rackSizes: state.racks.map((rack) => rack.length),
    bagSize: state.bag.length,
    scores: state.scores.slice(),
    turn: state.turn,
    phase: state.phase,
    pending: state.pending,
    counters: state.counters,
    result: state.result,
    history: state.history.map((event) => redacted(event, viewer)),
    ...(state.rules.draw === 'choose' ? { openBag: [...state.bag].sort() } : {}),
    version: versionOf(state),
    undoRequest: state.undoRequest ? { player: state.undoRequest.player, accepted: state.undoRequest.accepted.slice() } : null,
  };
}
