/**
 * Bots that decide from a player's view: the adapter from a function of the view to the
 * {@link Bot} shape the game runner calls.
 * @module
 */
import type { Action } from '../game/actions.js';
import { viewFor, type PlayerView } from '../game/view.js';
import type { Bot } from './greedy.js';

export type { Bot };

/** A bot that sees only the player's view of the game. */
export function botFromView(decide: (view: PlayerView) => Action): Bot {
  return (state, player) => decide(viewFor(state, player));
}
