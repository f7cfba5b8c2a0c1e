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
import { orElse } from '../total.js';
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
  return orElse(() => (state.format === WUERFEL_STATE_FORMAT ? seenBy(state, player) : emptyView()), emptyView());
}

function seenBy(state: WuerfelState, player: number | null): WuerfelView {
  const viewer = player !== null && Number.isInteger(player) && player >= 0 && player < state.players.length ? player : null;
  const open = state.phase === 'over';
  const hidden = (p: number, round: number) => !open && p !== viewer && round === state.round;
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
    history: state.history.map((e): WuerfelEvent =>
      (e.type === 'word-written' || e.type === 'slot-struck') && hidden(e.player, e.round)
        ? { type: 'entry-hidden', player: e.player, round: e.round }
        : e),
    version: versionOf(state),
  };
}
