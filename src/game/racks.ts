/**
 * Racks: reading tile lists and setting a rack to the one a game
 * record states (replays). Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf, parseRack } from '../tiles/alphabet.js';
import { BLANK } from '../tiles/tile-set.js';
import { removeTiles } from '../bag/bag.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import { replaceAt, updateState } from './immutable.js';
import type { GameState } from './state.js';

/** Whether a string is a tile of the rule set: one of its letters or `?`. */
export function isTile(rules: Pick<RuleSet, 'tiles'>, tile: unknown): tile is string {
  return typeof tile === 'string' && (tile === BLANK || alphabetOf(rules.tiles).codes.has(tile));
}

/** Reads tiles given as a rack string (`'AE?'`) or a list (`['A', 'E', '?']`); `null` when unreadable. */
export function readTiles(rules: Pick<RuleSet, 'tiles'>, tiles: readonly string[] | string): string[] | null {
  if (typeof tiles === 'string') {
    const parsed = parseRack(tiles, rules.tiles);
    return parsed.ok ? parsed.value : null;
  }
  return tiles.every((t) => isTile(rules, t)) ? tiles.slice() : null;
}

/**
 * Replays only: makes `player`'s rack the stated one. Tiles the stated rack adds are taken out of
 * the bag where they lie; a tile the bag does not hold (the bag order gave it to another player,
 * typically once the bag is nearly empty) is taken from the rack of the next player holding it, who
 * takes one of the tiles given up in its place. The other tiles given up go to the back of the bag.
 * One `rack-set` event for `player`, then one for each other player whose rack changed; every rack
 * becomes what its event says: the tiles returned leave it (the first of each letter), the tiles
 * taken are appended (so that a replay of the history from its setup gives the same racks).
 */
export function setRecordedRack(
  state: GameState, player: number, stated: readonly string[] | string, events: GameEvent[],
): Result<GameState, ActionError> {
  if (!state.replay) {
    return err({ code: 'rack-not-allowed', message: 'Only a game created with replay: true accepts a stated rack' });
  }
  const wanted = readTiles(state.rules, stated);
  const rack = state.racks[player] ?? [];
  if (wanted === null || wanted.length !== rack.length) {
    return err({ code: 'rack-unavailable', message: `The stated rack must be ${rack.length} tiles of the ${state.rules.tiles.name} set` });
  }
  const givenUp = rack.slice();
  const taken: string[] = [];
  for (const tile of wanted) {
    const i = givenUp.indexOf(tile);
    if (i >= 0) givenUp.splice(i, 1);
    else taken.push(tile);
  }
  if (taken.length === 0) return ok(state);
  const bag = state.bag.slice();
  const racks = state.racks.map((r) => r.slice());
  const toBag = givenUp.slice();
  const swaps: GameEvent[] = [];
  const n = racks.length;
  for (const tile of taken) {
    const b = bag.indexOf(tile);
    if (b >= 0) {
      bag.splice(b, 1);
      continue;
    }
    const holder = Array.from({ length: n - 1 }, (_, k) => (player + 1 + k) % n).find((q) => racks[q]!.includes(tile));
    const gives = toBag.shift();
    if (holder === undefined || gives === undefined) {
      return err({ code: 'rack-unavailable', message: `The tiles ${taken.join('')} are neither on the rack, in the bag nor on another rack` });
    }
    const other = racks[holder]!;
    other.splice(other.indexOf(tile), 1);
    other.push(gives);
    swaps.push({ type: 'rack-set', player: holder, returned: [tile], taken: [gives] });
  }
  events.push({ type: 'rack-set', player, returned: givenUp, taken }, ...swaps);
  // The rack as the event tells it: the tiles given up leave it (the first of each letter), the tiles taken are appended.
  racks[player] = (removeTiles(rack, givenUp) ?? []).concat(taken);
  return ok(updateState(state, { bag: bag.concat(toBag), racks }));
}
