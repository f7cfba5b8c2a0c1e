/**
 * Racks: reading tile lists and setting a rack to the one a game
 * record states (replays). Internal.
 * @module
 */
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf, parseRack } from '../tiles/alphabet.js';
import { BLANK } from '../tiles/tile-set.js';
import { removeTiles } from './bag.js';
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
 * Replays only: makes `player`'s rack the stated one, swapping tiles with the bag. Tiles taken
 * leave the bag where they were; tiles given up go to the back of the bag.
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
  const bagLeft = removeTiles(state.bag, taken);
  if (bagLeft === null) {
    return err({ code: 'rack-unavailable', message: `The tiles ${taken.join('')} are neither on the rack nor in the bag` });
  }
  events.push({ type: 'rack-set', player, returned: givenUp, taken });
  return ok(updateState(state, { bag: bagLeft.concat(givenUp), racks: replaceAt(state.racks, player, wanted.slice()) }));
}
