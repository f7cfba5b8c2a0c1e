/**
 * Candidate actions of a position and their static equity: the score now plus the value of the
 * tiles kept, with adjustments for the late game and for opening triple-word squares. Exchanges
 * and passes are candidates too. Used by the equity bot, the simulation bot and the analysis.
 * @module
 */
import type { Board } from '../board/board.js';
import type { Action } from '../game/actions.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Move } from '../move/move.js';
import { makeMove } from '../move/notation.js';
import type { MovegenError } from '../movegen/generate.js';
import { topMoves } from '../movegen/modes.js';
import type { Result } from '../result.js';
import { ok } from '../result.js';
import type { Leaves } from './leaves.js';
import type { BotPosition } from './position.js';
import { tilesOfMove, tilesValue, without } from './racks.js';

/**
 * A candidate action with its static evaluation.
 * @example
 * ```ts
 * import { analyzePosition, type BotCandidate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const analysis = analyzePosition(view, { lexicon });
 * const best: BotCandidate | undefined = analysis.ok ? analysis.value.candidates[0] : undefined;
 * ```
 */
export interface BotCandidate {
  readonly kind: 'play' | 'exchange' | 'pass';
  /** The placement (plays only). */
  readonly move: Move | null;
  /** The tiles played or exchanged (`?` for a blank). */
  readonly tiles: readonly string[];
  /** GCG notation: `8D GRÜNDE`, `-XY` for an exchange, `-` for a pass. */
  readonly notation: string;
  readonly score: number;
  /** The tiles kept. */
  readonly leave: readonly string[];
  /** The value of the tiles kept, as counted in the equity. */
  readonly leaveValue: number;
  /** The other adjustments counted in the equity (late game, opened triple-word squares, ending by passes). */
  readonly adjustment: number;
  /** score + leaveValue + adjustment. */
  readonly equity: number;
}

/** How candidates are valued. */
export interface EquitySettings {
  readonly leaves: Leaves;
  /** Points taken off for each triple-word square a play newly opens to the opponent (0: none). */
  readonly openingPenalty: number;
  /** Whether leaves count less as the bag empties and tiles kept at the end cost their value. */
  readonly lateGame: boolean;
  /** Whether exchanges are considered when a play exists. */
  readonly exchanges: boolean;
  /** Plays kept, best first by equity before the triple-word adjustment (default 40; `Infinity` for all). */
  readonly limit?: number;
}

/** The action of a candidate for a seat. */
export function actionOf(candidate: BotCandidate, player: number): Action {
  if (candidate.kind === 'play' && candidate.move !== null) return { type: 'play', player, move: candidate.move };
  if (candidate.kind === 'exchange') return { type: 'exchange', player, tiles: candidate.tiles };
  return { type: 'pass', player };
}

/** The empty triple-word squares with a tile within `reach` squares in their row or column. */
function openTripleWords(board: Board, tw: readonly number[], reach: number): Set<number> {
  const open = new Set<number>();
  for (const at of tw) {
    if (board.cells[at] != null) continue;
    const r = Math.floor(at / board.cols);
    const c = at % board.cols;
    let found = false;
    for (let d = 1; d <= reach && !found; d++) {
      if (c - d >= 0 && board.cells[at - d] != null) found = true;
      else if (c + d < board.cols && board.cells[at + d] != null) found = true;
      else if (r - d >= 0 && board.cells[at - d * board.cols] != null) found = true;
      else if (r + d < board.rows && board.cells[at + d * board.cols] != null) found = true;
    }
    if (found) open.add(at);
  }
  return open;
}

/** The squares of the triple-word premiums of a layout. */
function tripleWordSquares(position: BotPosition): number[] {
  const squares: number[] = [];
  position.rules.layout.premiums.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === '=') squares.push(r * position.board.cols + c);
  });
  return squares;
}

/** How much a leave counts when `bagAfter` tiles remain in the bag after the move. */
export function leaveWeight(bagAfter: number): number {
  return bagAfter >= 10 ? 1 : 0.4 + 0.06 * bagAfter;
}

/** Every distinct sub-multiset of a rack (as sorted tile lists), the empty one included. */
export function subRacks(rack: readonly string[]): string[][] {
  const counts = new Map<string, number>();
  for (const t of rack) counts.set(t, (counts.get(t) ?? 0) + 1);
  const kinds = [...counts.entries()];
  const out: string[][] = [];
  const walk = (i: number, acc: string[]) => {
    if (i === kinds.length) {
      out.push(acc.slice());
      return;
    }
    const [tile, n] = kinds[i]!;
    for (let k = 0; k <= n; k++) {
      walk(i + 1, acc);
      acc.push(tile);
    }
    acc.length -= n + 1;
  };
  walk(0, []);
  return out;
}

/** Whether the rules allow an exchange now, and how many tiles at most. */
export function exchangeLimit(position: BotPosition): number {
  const rule = position.rules.exchange;
  if (position.bagSize === 0 || position.bagSize < Math.max(1, rule.minBagSize)) return 0;
  if (position.scoreless >= 2 * position.players) return 0;
  return rule.upToBagSize === false ? position.rack.length : Math.min(position.rack.length, position.bagSize);
}

/** Whether a pass now ends the game by passes. */
function passEndsGame(position: BotPosition): boolean {
  const rounds = position.rules.end.passRounds;
  return rounds > 0 && position.passes + 1 >= rounds * position.players;
}

/**
 * Every candidate of the position (all plays, the best exchanges, the pass) valued by equity,
 * best first. Ties keep the move generator's order.
 */
export function rankCandidates(position: BotPosition, lexicon: CompactLexicon, settings: EquitySettings): Result<BotCandidate[], MovegenError> {
  const { rules, board, rack, bagSize } = position;
  const leaveCache = new Map<string, number>();
  const leaveOf = (tiles: readonly string[]) => {
    const key = tiles.slice().sort().join(',');
    let v = leaveCache.get(key);
    if (v === undefined) {
      v = settings.leaves.value(tiles);
      leaveCache.set(key, v);
    }
    return v;
  };
  const unseenValue = tilesValue(rules.tiles, position.unseen);
  const valued = new Map<readonly string[], { leaveValue: number; adjustment: number }>();
  const valueLeave = (leave: readonly string[], used: number) => {
    const bagAfter = Math.max(0, bagSize - used);
    if (bagSize === 0) return { leaveValue: 0, adjustment: leave.length === 0 ? 2 * unseenValue : -1.5 * tilesValue(rules.tiles, leave) };
    if (!settings.lateGame) return { leaveValue: leaveOf(leave), adjustment: 0 };
    return { leaveValue: leaveOf(leave) * leaveWeight(bagAfter), adjustment: bagAfter === 0 ? -tilesValue(rules.tiles, leave) : 0 };
  };
  const generated = topMoves(board, rack, rules, lexicon, {
    limit: settings.limit ?? 40,
    equity: (view) => {
      let v = valued.get(view.leave);
      if (v === undefined) {
        v = valueLeave(view.leave, view.tilesUsed);
        valued.set(view.leave, v);
      }
      return view.score + v.leaveValue + v.adjustment;
    },
  });
  if (!generated.ok) return generated;
  const tw = settings.openingPenalty > 0 && bagSize > 0 ? tripleWordSquares(position) : [];
  const openBefore = tw.length > 0 ? openTripleWords(board, tw, rules.rackSize) : new Set<number>();
  const candidates: BotCandidate[] = [];
  for (const found of generated.value) {
    if (found.kind !== 'play') continue;
    const { move, score } = found;
    const tiles = tilesOfMove(move);
    const leave = without(rack, tiles) ?? [];
    let { leaveValue, adjustment } = valueLeave(leave, tiles.length);
    if (tw.length > 0) {
      const after = openTripleWords(placed(board, move), tw, rules.rackSize);
      let opened = 0;
      for (const at of after) if (!openBefore.has(at)) opened++;
      adjustment -= opened * settings.openingPenalty;
    }
    candidates.push({
      kind: 'play', move, tiles, notation: makeMove(move, board), score, leave, leaveValue, adjustment,
      equity: score + leaveValue + adjustment,
    });
  }
  const limit = exchangeLimit(position);
  if (limit > 0 && (settings.exchanges || candidates.length === 0)) {
    const exchanges: BotCandidate[] = [];
    for (const keep of subRacks(rack)) {
      if (rack.length - keep.length < 1 || rack.length - keep.length > limit) continue;
      const tiles = without(rack, keep) ?? [];
      const leaveValue = settings.exchanges ? leaveOf(keep) : 0;
      exchanges.push({
        kind: 'exchange', move: null, tiles, notation: `-${tiles.join('')}`, score: 0, leave: keep, leaveValue,
        adjustment: 0, equity: leaveValue,
      });
    }
    exchanges.sort((a, b) => b.equity - a.equity || b.tiles.length - a.tiles.length);
    candidates.push(...exchanges.slice(0, settings.exchanges ? 5 : 1));
  }
  let passAdjustment = 0;
  if (passEndsGame(position)) {
    const own = tilesValue(rules.tiles, rack);
    const theirs = position.unseen.length === 0 ? 0 : (unseenValue * position.opponentRackSize) / position.unseen.length;
    const final = position.spread - own + theirs;
    passAdjustment = final + (final > 0 ? 500 : final < 0 ? -500 : 0);
  } else if (bagSize === 0) {
    passAdjustment = -tilesValue(rules.tiles, rack);
  }
  const passLeave = bagSize === 0 || !settings.lateGame ? 0 : leaveOf(rack) * leaveWeight(bagSize);
  candidates.push({
    kind: 'pass', move: null, tiles: [], notation: '-', score: 0, leave: rack.slice(), leaveValue: passLeave,
    adjustment: passAdjustment - (candidates.length > 0 ? 5 : 0), equity: passLeave + passAdjustment - (candidates.length > 0 ? 5 : 0),
  });
  const order = new Map(candidates.map((c, i) => [c, i]));
  candidates.sort((a, b) => b.equity - a.equity || order.get(a)! - order.get(b)!);
  return ok(candidates);
}

/** The board after a move (no checks: the move comes from the generator). */
export function placed(board: Board, move: Move): Board {
  const cells = board.cells.slice();
  for (const t of move.tiles) cells[t.row * board.cols + t.col] = t.blank ? t.letter.toLowerCase() : t.letter;
  return { rows: board.rows, cols: board.cols, cells };
}
