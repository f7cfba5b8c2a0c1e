/**
 * What bots do under the variants of the classic game before they look for a move: name the tiles
 * they draw under chosen draws (open tiles), and swap blanks on the board for the letters they hold
 * under the blank swap. Also the pass that the no-two-passes rule forbids, turned into an exchange.
 *
 * @example
 * ```ts
 * import { drawForBot, swapForBot } from 'scrabble-engine';
 * const action = drawForBot(view, seat) ?? swapForBot(view, seat);   // null when neither applies
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import { BLANK } from '../tiles/tile-set.js';
import { GENDERN_TOKEN } from '../tiles/tile-set.js';
import { squareName } from '../board/coords.js';
import { drawOnceFinal } from './position.js';

/**
 * Under chosen draws, the draw a bot owes before its turn, or `null`: blanks first, then the letters
 * the tile set has most of (the easiest to play), lowest value first, at most two of a letter on the rack.
 */
export function drawForBot(view: PlayerView, player: number): Action | null {
  if (view.rules.draw !== 'choose' || view.openBag === undefined) return null;
  const owed = Math.min(view.rules.rackSize - view.rack.length, view.openBag.length);
  if (owed <= 0) return null;
  const spec = new Map(view.rules.tiles.letters.map((s) => [s.letter, s]));
  const rank = (tile: string): number => (tile === BLANK ? -1e6 : -(spec.get(tile)?.count ?? 0) * 100 + (spec.get(tile)?.value ?? 0));
  const sorted = [...view.openBag].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const held = new Map<string, number>();
  for (const tile of view.rack) held.set(tile, (held.get(tile) ?? 0) + 1);
  const chosen: string[] = [];
  const rest: string[] = [];
  for (const tile of sorted) {
    if (chosen.length === owed) break;
    if ((held.get(tile) ?? 0) < 2) {
      chosen.push(tile);
      held.set(tile, (held.get(tile) ?? 0) + 1);
    } else rest.push(tile);
  }
  while (chosen.length < owed && rest.length > 0) chosen.push(rest.shift()!);
  return { type: 'draw', player, tiles: chosen };
}

/** Under the blank swap, a swap of every blank on the board whose letter the bot holds (blanks of a play open to a challenge and `*IN` excepted), or `null`. */
export function swapForBot(view: PlayerView, player: number): Action | null {
  if (!view.rules.blankSwap || view.turn !== player) return null;
  const { cells, cols } = view.board;
  const pending = new Set((view.pending?.move.tiles ?? []).map((t) => t.row * cols + t.col));
  const left = [...view.rack];
  const squares: string[] = [];
  cells.forEach((cell, index) => {
    if (cell == null || cell === cell.toUpperCase() || cell.toUpperCase() === GENDERN_TOKEN || pending.has(index)) return;
    const at = left.indexOf(cell.toUpperCase());
    if (at < 0) return;
    left.splice(at, 1);
    squares.push(squareName({ row: Math.floor(index / cols), col: index % cols }));
  });
  return squares.length === 0 ? null : { type: 'swap-blank', player, squares };
}

/** The tiles in the bag when the bot acts: a play still open (its challenge window) is final first. */
export function bagWhenActing(view: PlayerView): number {
  return drawOnceFinal(view).bag;
}

/** Whether the rules allow an exchange now (the bag holds enough tiles). */
export function exchangeAllowed(view: PlayerView): boolean {
  const bag = bagWhenActing(view);
  return bag >= Math.max(1, view.rules.exchange.minBagSize) && bag > 0;
}

/**
 * Whether the no-two-passes rule forbids the bot's pass now: it passed last turn and could
 * exchange instead (with too few tiles in the bag to exchange, a second pass is allowed).
 */
export function passForbidden(view: PlayerView, player: number): boolean {
  return !view.rules.consecutivePasses && view.counters.passedLast[player] === true && exchangeAllowed(view);
}

/** The candidates the bot may choose now: all of them, or all but the pass when the no-two-passes rule forbids it. */
export function allowedNow<C extends { readonly kind: string }>(view: PlayerView, player: number, candidates: readonly C[]): readonly C[] {
  return passForbidden(view, player) ? candidates.filter((c) => c.kind !== 'pass') : candidates;
}
