/**
 * Exchanging tiles: 1 to a rack of tiles back into the bag, as many drawn;
 * allowed while the bag holds at least `exchange.minBagSize` tiles and, by default, never more
 * tiles than the bag holds. The new tiles are drawn before the old ones go back (when a rule set
 * allows exchanging more tiles than the bag holds, the old ones go back first). Under chosen draws
 * (`draw: 'choose'`) the tiles go back and the player names the new ones with a `draw` action
 * when the next turn begins. Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import type { ExchangeAction } from './actions.js';
import { drawTiles, removeTiles, returnTiles } from '../bag/bag.js';
import { countTurn } from './counters.js';
import { checkEnd } from './end.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { replaceAt, updateState } from './immutable.js';
import { readTiles } from './racks.js';
import type { PrngState } from '../bag/prng.js';
import type { GameState } from './state.js';
import { advanceTurn } from './turns.js';

/** Whether the bag holds enough tiles for an exchange under the rule set. */
export function canExchange(state: GameState): boolean {
  return state.bag.length >= Math.max(1, state.rules.exchange.minBagSize);
}

/** Exchanges tiles for the player to move (any open challenge window is already closed). */
export function exchangeTiles(state: GameState, action: ExchangeAction, events: GameEvent[]): Result<GameState, ActionError> {
  const { player } = action;
  const tiles = readTiles(state.rules, action.tiles);
  if (tiles === null) {
    return err({ code: 'unknown-letter', message: `The tiles to exchange must be letters of the ${state.rules.tiles.name} set or ?` });
  }
  if (tiles.length === 0) return err({ code: 'no-tiles', message: 'An exchange returns at least one tile' });
  if (!canExchange(state)) {
    return err({
      code: 'exchange-not-allowed',
      message: `Exchanging needs at least ${Math.max(1, state.rules.exchange.minBagSize)} tiles in the bag; it holds ${state.bag.length}`,
    });
  }
  if ((state.rules.exchange.upToBagSize ?? true) && tiles.length > state.bag.length) {
    return err({ code: 'exchange-too-many', message: `The bag holds only ${state.bag.length} tiles` });
  }
  const rack = state.racks[player] ?? [];
  const kept = removeTiles(rack, tiles);
  if (kept === null) return err({ code: 'not-on-rack', message: `The rack ${rack.join('')} does not hold ${tiles.join('')}` });
  let drawn: readonly string[];
  let back: { bag: readonly string[]; prng: PrngState | null };
  if (state.rules.draw === 'choose') {
    drawn = [];
    back = returnTiles(state.bag, tiles, state.prng);
  } else if (tiles.length <= state.bag.length) {
    const draw = drawTiles(state.bag, tiles.length);
    drawn = draw.drawn;
    back = returnTiles(draw.bag, tiles, state.prng);
  } else {
    const returned = returnTiles(state.bag, tiles, state.prng);
    const draw = drawTiles(returned.bag, tiles.length);
    drawn = draw.drawn;
    back = { bag: draw.bag, prng: returned.prng };
  }
  events.push({ type: 'tiles-exchanged', player, count: tiles.length, returned: tiles, drawn });
  const next = updateState(state, {
    bag: back.bag,
    prng: back.prng,
    racks: replaceAt(state.racks, player, kept.concat(drawn)),
    counters: countTurn(state.counters, player, 'exchange'),
  });
  return ok(advanceTurn(checkEnd(next, events), events));
}
