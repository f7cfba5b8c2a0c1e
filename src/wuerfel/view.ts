/**
 * What one player may see of a dice game: the settings, the round and its dice, the own pad,
 * and the other pads as they stood when the last round ended (what the others write in the
 * current round is seen when the round ends, as when the results are read out at the table).
 * The generator state is never included.
 *
 * @example
 * ```ts
 * import { viewFor } from 'scrabble-engine/wuerfel';
 * const view = viewFor(state, 1);
 * view.pads[1];       // player 1's pad, with this round's entry
 * view.written;       // who has written this round
 * ```
 * @module
 */
import { versionOf } from '../version.js';
import { withTiles } from '../board/board.js';
import { copyExcept, copyPlain } from '../copy.js';
import { orElse, orElseGet } from '../total.js';
import { DEFAULT_SETTINGS, emptyPad } from './setup.js';
import type { WuerfelEvent } from './events.js';
import { WUERFEL_STATE_FORMAT, type DiceRoll, type Pad, type WuerfelPhase, type WuerfelSettings, type WuerfelState } from './state.js';

/**
 * A dice game as one player (or a spectator) sees it. Plain JSON.
 * @example
 * ```ts
 * import { createGame, viewFor, type WuerfelView } from 'scrabble-engine/wuerfel';
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const forBen: WuerfelView | null = created.ok ? viewFor(created.value, 1) : null;
 * ```
 */
export interface WuerfelView {
  /** The seat seen from, or `null` for a spectator. */
  readonly player: number | null;
  readonly players: readonly string[];
  readonly settings: WuerfelSettings;
  readonly round: number;
  readonly roller: number;
  readonly phase: WuerfelPhase;
  readonly roll: DiceRoll;
  readonly written: readonly boolean[];
  /** The own pad as it is; the others without what they wrote this round. */
  readonly pads: readonly Pad[];
  /** The history, with the other players' entries of this round hidden. */
  readonly history: readonly WuerfelEvent[];
  /** The state's version: send it back as an action's `expectedVersion` so that a repeated or outdated action is refused. */
  readonly version: number;
}

/** A pad without the entries of `round`. */
export function padBefore(pad: Pad, round: number, layout: WuerfelSettings['layout']): Pad {
  const hides = (e: { round: number } | null) => e !== null && e.round >= round;
  if (!pad.crossword.some(hides) && !pad.dice.some(hides)) return pad;
  const crossword = pad.crossword.map((e) => (hides(e) ? null : e));
  const dice = pad.dice.map((e) => (hides(e) ? null : e));
  let grid = emptyPad(layout).grid;
  for (const e of crossword) if (e !== null && e.tiles.length > 0) grid = withTiles(grid, e.tiles);
  return { grid, crossword, dice };
}

/** What {@link viewFor} gives for something that is not a dice game: no players, nothing to see. */
function emptyView(): WuerfelView {
  return {
    player: null, players: [], settings: DEFAULT_SETTINGS, round: 0, roller: 0, phase: 'over',
    roll: { count: 0, faces: null, settled: false }, written: [], pads: [], history: [], version: 0,
  };
}

/**
 * The game as seen by `player` (a seat), or by a spectator (`null` or a seat that does not exist).
 * Something that is not a dice game gives a view with no players.
 * @example
 * ```ts
 * import { createGame, viewFor } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) viewFor(game.value, 1).pads;   // Ben's own pad, and the others as they were before this round
 * ```
 */
export function viewFor(state: WuerfelState, player: number | null): WuerfelView {
  // A fresh copy, every part of it (the settings a frozen copy): changing a view (the dice, a pad) never changes the game.
  return orElseGet(() => copyExcept(state.format === WUERFEL_STATE_FORMAT ? seenBy(state, player) : emptyView(), ['settings']), () => copyPlain(emptyView()));
}

/**
 * An event as `viewer` may see it (a fresh copy), given the state after the action that gave it:
 * another player's entry of the round still open becomes `entry-hidden`. Send each seat only its
 * own redaction of the events `applyAction` returns. Something that is not an event of that game
 * shows nothing (`entry-hidden` of seat -1).
 * @example
 * ```ts
 * import { applyAction, createGame, redactEvent } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * const r = game.ok ? applyAction(game.value, { type: 'roll', player: game.value.roller }) : game;
 * if (r.ok) r.value.events.map((e) => redactEvent(e, 1, r.value.state));   // the news as Ben may see it
 * ```
 */
export function redactEvent(event: WuerfelEvent, viewer: number | null, state: WuerfelState): WuerfelEvent {
  return orElse(() => {
    const seat = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players.length ? viewer : null;
    return copyPlain(redacted(event, seat, state));
  }, { type: 'entry-hidden', player: -1, round: -1 });
}

/** Whether the entry of `player` in `round` is hidden from `viewer`: another player's entry of the round still open. */
function entryHidden(state: WuerfelState, viewer: number | null, player: number, round: number): boolean {
  return state.phase !== 'over' && player !== viewer && round === state.round;
}

function redacted(e: WuerfelEvent, viewer: number | null, state: WuerfelState): WuerfelEvent {
  return (e.type === 'word-written' || e.type === 'slot-struck') && entryHidden(state, viewer, e.player, e.round)
    ? { type: 'entry-hidden', player: e.player, round: e.round }
    : e;
}

function seenBy(state: WuerfelState, player: number | null): WuerfelView {
  const viewer = player !== null && Number.isInteger(player) && player >= 0 && player < state.players.length ? player : null;
  const open = state.phase === 'over';
  return {
    player: viewer,
    players: state.players,
    settings: state.settings,
    round: state.round,
    roller: state.roller,
    phase: state.phase,
    roll: state.roll,
    written: state.written,
    pads: state.pads.map((pad, p) => (open || p === viewer ? pad : padBefore(pad, state.round, state.settings.layout))),
    history: state.history.map((e) => redacted(e, viewer, state)),
    version: versionOf(state),
  };
}
