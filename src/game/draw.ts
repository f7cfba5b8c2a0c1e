/**
 * Chosen draws (`draw: 'choose'`, the open tiles of solo play): all tiles lie face up and the
 * player names the tiles drawn. Whenever the rack of the player to move is short and the bag has
 * tiles, a draw is owed: the player must name exactly the tiles that fill the rack (or all the bag
 * holds) before the turn can begin. A draw is not a turn. Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import type { DrawAction } from './actions.js';
import { removeTiles } from '../bag/bag.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { replaceAt, updateState } from './immutable.js';
import { readTiles } from './racks.js';
import type { GameState } from './state.js';

/** How many tiles `player` must draw before acting: under chosen draws, what fills the rack (at most the bag); otherwise 0. */
export function drawOwed(state: GameState, player: number): number {
  if (state.rules.draw !== 'choose' || state.phase === 'over') return 0;
  const short = state.rules.rackSize - (state.racks[player]?.length ?? 0);
  return Math.max(0, Math.min(short, state.bag.length));
}

/** The error of a turn begun while a draw is owed, or `null`. */
export function drawFirst(state: GameState, player: number): ActionError | null {
  const owed = drawOwed(state, player);
  if (owed === 0) return null;
  return { code: 'draw-required', message: `Draw first: name ${owed} tile${owed === 1 ? '' : 's'} from the bag with a draw action` };
}

/** Draws the named tiles for the player to move. */
export function drawChosen(state: GameState, action: DrawAction, events: GameEvent[]): Result<GameState, ActionError> {
  const { player } = action;
  if (state.rules.draw !== 'choose') {
    return err({ code: 'draw-not-allowed', message: 'Under these rules tiles are drawn unseen: a draw action needs draw: "choose"' });
  }
  if (player !== state.turn) {
    return err({ code: 'not-your-turn', message: `It is ${state.players[state.turn] ?? 'another player'}'s turn` });
  }
  const owed = drawOwed(state, player);
  if (owed === 0) return err({ code: 'draw-not-allowed', message: 'Nothing to draw: the rack is full or the bag is empty' });
  const tiles = readTiles(state.rules, action.tiles);
  if (tiles === null) {
    return err({ code: 'unknown-letter', message: `The tiles to draw must be letters of the ${state.rules.tiles.name} set or ?` });
  }
  if (tiles.length !== owed) {
    return err({ code: 'draw-not-allowed', message: `Draw exactly ${owed} tile${owed === 1 ? '' : 's'}: the rack is filled up to ${state.rules.rackSize} (or the bag emptied)` });
  }
  const bag = removeTiles(state.bag, tiles);
  if (bag === null) return err({ code: 'not-in-bag', message: `The bag does not hold ${tiles.join('')}` });
  events.push({ type: 'tiles-drawn', player, count: tiles.length, tiles, chosen: true });
  return ok(updateState(state, { bag, racks: replaceAt(state.racks, player, (state.racks[player] ?? []).concat(tiles)) }));
}
