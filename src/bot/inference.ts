/**
 * What the simulation infers from the opponent's last turn: the racks with which that play (or
 * exchange) was the opponent's best action by equity, so that the playouts draw the opponent's
 * rack from them rather than uniformly from the unseen tiles.
 * @module
 */
import type { Board } from '../board/board.js';
import type { PlayerView } from '../game/view.js';
import { leaveWeight, subRacks } from './candidates.js';
import type { Leaves } from './leaves.js';
import { replyEquity, type Generate } from './playout.js';
import type { BotPosition } from './position.js';
import { tilesOfMove, tilesValue } from './racks.js';
import { shuffle, type Random } from './random.js';

/** The opponent's last turn as the view tells it: a play (with the board before it) or an exchange of `count` tiles. */
export type LastTurn =
  | { readonly kind: 'play'; readonly boardBefore: Board; readonly tiles: readonly string[]; readonly score: number }
  | { readonly kind: 'exchange'; readonly count: number };

/** Events that do not change what the last turn was (draws, acceptances, failed challenges, takeback requests answered no). */
const QUIET_EVENTS: ReadonlySet<string> = new Set(['tiles-drawn', 'play-accepted', 'challenge-failed', 'undo-requested', 'undo-answered']);

/**
 * The opponent's last turn, when it is the last turn of the game and the inference can read it: a
 * play on the board (final or open to a challenge, no tiles replaced) or an exchange, made with a full rack
 * that was refilled. `null` otherwise (a pass, a takeback, a lost challenge, the first move of the player).
 */
export function lastTurnOf(view: PlayerView, position: BotPosition): LastTurn | null {
  if ((view.pending !== null && view.pending.player !== position.opponent) || position.players !== 2 || position.opponentRackSize !== position.rules.rackSize) return null;
  for (let i = view.history.length - 1; i >= 0; i--) {
    const event = view.history[i]!;
    if (QUIET_EVENTS.has(event.type)) continue;
    if (event.type === 'tiles-exchanged') {
      return event.player === position.opponent && event.count > 0 && event.count < position.rules.rackSize ? { kind: 'exchange', count: event.count } : null;
    }
    if (event.type !== 'move-played' || event.player !== position.opponent || event.replaced !== undefined) return null;
    const { board } = position;
    const cells = board.cells.slice();
    for (const t of event.move.tiles) {
      const at = t.row * board.cols + t.col;
      if (cells[at] !== (t.blank ? t.letter.toLowerCase() : t.letter)) return null;
      cells[at] = null;
    }
    const tiles = tilesOfMove(event.move);
    if (tiles.length >= position.rules.rackSize) return null;
    return { kind: 'play', boardBefore: { rows: board.rows, cols: board.cols, cells }, tiles, score: event.score };
  }
  return null;
}

/** The settings of the inference. */
export interface InferenceSettings {
  readonly margin: number;
  readonly samples: number;
  /** The time (`performance.now()`) after which no more racks are sampled (default: none). */
  readonly until?: number;
}

/**
 * Tiles the opponent kept at the last turn, one list per sampled rack that is consistent with it:
 * for a play of `p` tiles, a leave of `rackSize − p` unseen tiles, kept when the play is within
 * `margin` equity points of the best action of the whole rack (the play's tiles and that leave) on
 * the board before it; for an exchange of `n` tiles, a whole rack of unseen tiles, kept (its best
 * `rackSize − n` tiles) when exchanging the other `n` is within `margin` of its best action. Returns
 * `null` when the last turn tells nothing or fewer than four samples of `samples` are consistent.
 */
export function inferredLeaves(last: LastTurn, position: BotPosition, leaves: Leaves, generate: Generate, settings: InferenceSettings, random: Random): string[][] | null {
  const { rules, unseen } = position;
  const kept: string[][] = [];
  for (let s = 0; s < settings.samples; s++) {
    if (settings.until !== undefined && performance.now() > settings.until) break;
    const order = shuffle(unseen, random);
    if (last.kind === 'play') {
      const p = last.tiles.length;
      const leave = order.slice(0, rules.rackSize - p);
      const bagBefore = position.bagSize + p;
      const equity = replyEquity(bagBefore, rules, leaves);
      const after = bagBefore - p;
      const played = last.score + (after > 0 ? leaves.value(leave) * leaveWeight(after) : -tilesValue(rules.tiles, leave));
      const canExchange = bagBefore >= Math.max(1, rules.exchange.minBagSize);
      const best = generate(last.boardBefore, [...last.tiles, ...leave], canExchange ? { limit: 1, equity, exchanges: { bagSize: bagBefore } } : { limit: 1, equity });
      if (!best.ok) return null;
      const top = best.value[0];
      if (top === undefined || played >= top.equity - settings.margin) kept.push(leave);
    } else {
      const rack = order.slice(0, rules.rackSize);
      const size = rules.rackSize - last.count;
      let keep: string[] | null = null;
      let keepValue = -Infinity;
      for (const sub of subRacks(rack)) {
        if (sub.length !== size) continue;
        const v = leaves.value(sub);
        if (v > keepValue) {
          keepValue = v;
          keep = sub;
        }
      }
      if (keep === null) continue;
      const best = generate(position.board, rack, { limit: 1, equity: replyEquity(position.bagSize, rules, leaves), exchanges: { bagSize: position.bagSize } });
      if (!best.ok) return null;
      const top = best.value[0];
      if (top === undefined || keepValue >= top.equity - settings.margin) kept.push(keep);
    }
  }
  return kept.length >= 4 ? kept : null;
}
