/**
 * What a bot knows of a position, read from the player's view only: the rack, the tiles it
 * cannot see, the bag's size, the opponent and the scores. Nothing here reads the hidden state.
 * @module
 */
import type { Board } from '../board/board.js';
import type { PlayerView } from '../game/view.js';
import type { RuleSet } from '../rules/rule-set.js';
import { countTurn, playKind } from '../game/counters.js';
import { unseenTiles } from './racks.js';
import { isTileSet } from '../total.js';

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
  /** Consecutive scoreless turns (all players together) when this player's move takes effect (a pending play counted). */
  readonly scoreless: number;
  /** Consecutive passes (all players together) when this player's move takes effect (a pending play counted). */
  readonly passes: number;
  readonly players: number;
}

/**
 * The bag once the play open to a challenge is final, and what its author draws then: under
 * replacement into the bag the tiles it replaced go in first, then the author refills the rack.
 * The view's bag when no play is open.
 */
export function drawOnceFinal(view: PlayerView): { readonly bag: number; readonly drawn: number } {
  const pending = view.pending;
  if (pending === null) return { bag: view.bagSize, drawn: 0 };
  const bag = view.bagSize + (view.rules.replacement === 'bag' ? pending.replaced?.length ?? 0 : 0);
  const drawn = Math.min(bag, Math.max(0, view.rules.rackSize - (view.rackSizes[pending.player] ?? 0)));
  return { bag: bag - drawn, drawn };
}

/** The position of a view, or a message saying why a bot cannot play it. */
export function positionOf(view: PlayerView): BotPosition | string {
  const problem = viewProblem(view);
  if (problem !== null) return problem;
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
    const final = drawOnceFinal(view);
    bagSize = final.bag;
    if (pending.player === opponent) opponentRackSize += final.drawn;
  }
  // The pending play becomes final before this player's move takes effect, and counts as a turn,
  // as the reducer counts it (from the two counters read here: a view may carry no others).
  const read = { passes: view.counters.passes, scoreless: view.counters.scoreless, passedLast: [], turnsToLose: [] };
  const { passes, scoreless } = pending !== null && pending.player !== player
    ? countTurn(read, pending.player, playKind(pending.score, view.rules.end))
    : read;
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
    scoreless,
    passes,
    players: n,
  };
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));


/** What is wrong with a value given as a player's view, or `null` when it has the shape of one. */
export function viewProblem(view: unknown): string | null {
  if (typeof view !== 'object' || view === null) return 'A player view is an object (viewFor(state, player))';
  const v = view as Partial<Record<keyof PlayerView, unknown>>;
  const rules = v.rules as Partial<RuleSet> | undefined;
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles) || typeof rules.layout !== 'object' || rules.layout === null ||
      !Array.isArray(rules.layout.premiums) || typeof rules.end !== 'object' || rules.end === null ||
      typeof rules.exchange !== 'object' || rules.exchange === null || !Number.isInteger(rules.rackSize)) {
    return 'The view has no valid rule set';
  }
  const board = v.board as Partial<Board> | undefined;
  if (typeof board !== 'object' || board === null || !Array.isArray(board.cells) || board.rows !== rules.layout.rows ||
      board.cols !== rules.layout.cols || board.cells.length !== rules.layout.rows * rules.layout.cols ||
      !board.cells.every((c) => c === null || typeof c === 'string')) {
    return 'The view\'s board does not match its rule set';
  }
  const counters = v.counters as Record<string, unknown> | undefined;
  if (!isStrings(v.rack) || !isNumbers(v.rackSizes) || !isNumbers(v.scores) || !isStrings(v.players) || !Number.isInteger(v.bagSize) ||
      typeof counters !== 'object' || counters === null || !Number.isInteger(counters['passes']) || !Number.isInteger(counters['scoreless']) ||
      !(v.player === null || Number.isInteger(v.player)) || typeof v.phase !== 'string' || v.players.length < 1 ||
      v.rackSizes.length !== v.players.length || v.scores.length !== v.players.length) {
    return 'The value is not a player view (rack, sizes, scores, players, counters)';
  }
  if (v.player !== null && ((v.player as number) < 0 || (v.player as number) >= v.players.length)) return 'The view\'s seat does not exist';
  return null;
}
