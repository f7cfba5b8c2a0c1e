/**
 * What a bot knows of a position, read from the player's view only: the rack, the tiles it
 * cannot see, the bag's size, the opponent and the scores. Nothing here reads the hidden state.
 * @module
 */
import type { Board } from '../board/board.js';
import type { PlayerView } from '../game/view.js';
import type { RuleSet } from '../rules/rule-set.js';
import { unseenTiles } from './racks.js';

/** A two-player position from one seat's point of view. */
export interface BotPosition {
  readonly rules: RuleSet;
  readonly board: Board;
  readonly player: number;
  readonly opponent: number;
  readonly rack: readonly string[];
  /** The opponent's rack and the bag together. */
  readonly unseen: readonly string[];
  /** The tiles in the bag when this player's move takes effect (a pending play's replacements drawn). */
  readonly bagSize: number;
  /** The opponent's rack size when this player's move takes effect. */
  readonly opponentRackSize: number;
  /** Own score minus the opponent's. */
  readonly spread: number;
  /** Consecutive scoreless turns (all players together). */
  readonly scoreless: number;
  /** Consecutive passes (all players together). */
  readonly passes: number;
  readonly players: number;
}

/** The position of a view, or a message saying why a bot cannot play it. */
export function positionOf(view: PlayerView): BotPosition | string {
  if (view.player === null) return 'A bot plays a seat: a spectator view has no rack';
  if (view.phase === 'over') return 'The game is over';
  const player = view.player;
  const n = view.players.length;
  const opponent = (player + 1) % n;
  let best = -Infinity;
  view.scores.forEach((s, p) => {
    if (p !== player && s > best) best = s;
  });
  const unseen = unseenTiles(view.rules.tiles, view.board, view.rack);
  // While the opponent's play is pending, its replacement tiles are still in the bag: they are
  // drawn when the play becomes final, before this player's move takes effect.
  let bagSize = view.bagSize;
  let opponentRackSize = view.rackSizes[opponent] ?? 0;
  const pending = view.pending;
  if (pending !== null && pending.player !== player) {
    const drawn = Math.min(bagSize, Math.max(0, view.rules.rackSize - (view.rackSizes[pending.player] ?? 0)));
    bagSize -= drawn;
    if (pending.player === opponent) opponentRackSize += drawn;
  }
  return {
    rules: view.rules,
    board: view.board,
    player,
    opponent,
    rack: view.rack,
    unseen,
    bagSize,
    opponentRackSize,
    spread: (view.scores[player] ?? 0) - (n > 1 ? best : 0),
    scoreless: view.counters.scoreless,
    passes: view.counters.passes,
    players: n,
  };
}
