/**
 * How good the endgame solver's first move is at a bot's budget: the position is solved with the
 * bot's settings (default width and depth, a time or position budget), and the first turn of its
 * line is valued exactly: a play that empties the rack is worth its score plus twice the
 * opponent's rack; any other play its score minus the exact value of the position after it; a
 * pass minus the exact value of the position with the racks swapped and one pass more, or the
 * racks' difference when that pass ends the game. Exact values are searched over every move
 * (width unlimited, depth 64) within a time cap; a turn whose value is not exact within the cap
 * is not valued.
 *
 * @example
 * ```ts
 * import { budgetOf, evaluateAtBudget } from './lib/endgame-budget.js';
 * const budget = budgetOf(['--budget', '300']);   // { timeMs: 300 }
 * ```
 * @module
 */
import type { Board } from '../../src/board/board.js';
import type { EndgameOptions, EndgamePosition, EndgameTurn } from '../../src/bot/endgame.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { Move } from '../../src/move/move.js';
import { tilesOfMove, tilesValue, without } from '../../src/bot/racks.js';
import { option } from '../../scripts/lib/args.js';
import type { EngineModule } from './engine.js';
import { median, printRows } from './timing.js';

/** A bot's budget for the endgame solver: milliseconds, positions searched, or both. */
export interface EndgameBudget {
  readonly timeMs?: number;
  readonly maxNodes?: number;
}

/** An endgame of the benchmark with its pass count and pass limit spelled out. */
export interface BudgetPosition extends EndgamePosition {
  readonly board: Board;
  readonly passes: number;
  readonly passLimit: number;
}

/** What exact values are searched with: the engine, the lexicon and the time cap per search. */
export interface ExactSearch {
  readonly engine: EngineModule;
  readonly lexicon: CompactLexicon;
  readonly capMs: number;
}

/** The first move at a budget, its exact value and the reference's. */
export interface BudgetOutcome {
  readonly id: string;
  /** GCG notation of the first turn, `-` for a pass. */
  readonly notation: string;
  /** Exact value of the first turn for the side to move; `null` when a search was not exact within the cap. */
  readonly value: number | null;
  readonly reference: number;
  readonly referenceMove: string;
  /** Depth the budgeted search finished, in turns. */
  readonly depth: number;
  /** Whether the budgeted search reached the end of the game in every line it kept (its width's moves). */
  readonly finished: boolean;
  readonly nodes: number;
  /** Seconds of the budgeted search, and of the exact search of the position after the turn. */
  readonly seconds: number;
  readonly valueSeconds: number;
}

/** The budget of the command line (`--budget MS`, `--budget-nodes N`), or `null` when neither is given. */
export function budgetOf(args: readonly string[]): EndgameBudget | null {
  const time = option(args, 'budget');
  const nodes = option(args, 'budget-nodes');
  if (time === undefined && nodes === undefined) return null;
  const positive = (text: string, name: string): number => {
    const n = Number(text);
    if (!(n > 0)) throw new Error(`--${name} takes a positive number, not "${text}"`);
    return n;
  };
  return {
    ...(time === undefined ? {} : { timeMs: positive(time, 'budget') }),
    ...(nodes === undefined ? {} : { maxNodes: positive(nodes, 'budget-nodes') }),
  };
}

/** The budget in words, e.g. "300 ms" or "1000 positions". */
export function budgetLabel(budget: EndgameBudget): string {
  const parts: string[] = [];
  if (budget.timeMs !== undefined) parts.push(`${budget.timeMs} ms`);
  if (budget.maxNodes !== undefined) parts.push(`${budget.maxNodes} positions`);
  return parts.join(' and ');
}

/** The solver's options for a budget: a position budget alone runs without a time limit. */
function budgetOptions(budget: EndgameBudget): EndgameOptions {
  return {
    timeMs: budget.timeMs ?? Infinity,
    ...(budget.maxNodes === undefined ? {} : { maxNodes: budget.maxNodes }),
  };
}

/** The exact value of a position for its side to move, or `null` when the search did not finish within the cap. */
function exactValue(search: ExactSearch, position: BudgetPosition): number | null {
  const solved = search.engine.solveEndgamePosition(position, search.lexicon, { width: Infinity, maxDepth: 64, timeMs: search.capMs });
  if (!solved.ok) throw new Error(solved.error.message);
  return solved.value.exact ? solved.value.value : null;
}

/** The rack without a move's tiles (a blank as `?`). */
function rackAfter(rack: readonly string[], move: Move): string[] {
  const left = without(rack, tilesOfMove(move));
  if (left === null) throw new Error(`The move plays a tile that is not on the rack ${rack.join('')}`);
  return left;
}

/** The exact value of a pass for the side to move, or `null` when it was not found within the cap. */
function passValue(search: ExactSearch, position: BudgetPosition): number | null {
  const [own, theirs] = position.racks;
  const passes = position.passes + 1;
  if (passes >= position.passLimit) return tilesValue(position.rules.tiles, theirs) - tilesValue(position.rules.tiles, own);
  const after = exactValue(search, { ...position, racks: [theirs, own], passes });
  return after === null ? null : -after;
}

/** The exact value of a play for the side to move, or `null` when it was not found within the cap. */
function playValue(search: ExactSearch, position: BudgetPosition, move: Move, score: number): number | null {
  const [own, theirs] = position.racks;
  const left = rackAfter(own, move);
  if (left.length === 0) return score + 2 * tilesValue(position.rules.tiles, theirs);
  const board = search.engine.withTiles(position.board, move.tiles);
  const after = exactValue(search, { ...position, board, racks: [theirs, left], passes: 0 });
  return after === null ? null : score - after;
}

/** The exact value of a turn (the first of a line) for the side to move, or `null` when it was not found within the cap. */
export function turnValue(search: ExactSearch, position: BudgetPosition, turn: EndgameTurn): number | null {
  return turn.move === null ? passValue(search, position) : playValue(search, position, turn.move, turn.score);
}

/** Seconds of search before the budgeted runs, so that a time budget buys as many positions in the first endgame as in the rest. */
export const WARM_UP_SECONDS = 2;

/** Searches a position for {@link WARM_UP_SECONDS} and throws the answer away: the engine's code is compiled before the first budget is timed. */
export function warmUp(search: ExactSearch, position: BudgetPosition): void {
  search.engine.solveEndgamePosition(position, search.lexicon, { timeMs: WARM_UP_SECONDS * 1000 });
}

/** Solves a position at a budget and values its first move exactly. */
export function evaluateAtBudget(search: ExactSearch, budget: EndgameBudget, position: BudgetPosition,
  entry: { readonly id: string; readonly value: number; readonly bestMove: string }): BudgetOutcome {
  const started = performance.now();
  const solved = search.engine.solveEndgamePosition(position, search.lexicon, budgetOptions(budget));
  const seconds = (performance.now() - started) / 1000;
  if (!solved.ok) throw new Error(`${entry.id}: ${solved.error.message}`);
  const first = solved.value.line[0];
  if (first === undefined) throw new Error(`${entry.id}: the solver returned no move`);
  const valued = performance.now();
  const value = turnValue(search, position, first);
  return {
    id: entry.id, notation: first.notation, value, reference: entry.value, referenceMove: entry.bestMove,
    depth: solved.value.depth, finished: solved.value.exact, nodes: solved.value.nodes, seconds, valueSeconds: (performance.now() - valued) / 1000,
  };
}

/** One line of a position: the move chosen at the budget, its exact value and the reference's. */
export function outcomeLine(set: string, outcome: BudgetOutcome): string {
  const value = outcome.value === null ? 'not valued' : `value ${outcome.value}`;
  const lost = outcome.value === null ? '' : outcome.value === outcome.reference ? ', optimal' : `, loses ${outcome.reference - outcome.value}`;
  const above = outcome.value !== null && outcome.value > outcome.reference ? '  VALUE ABOVE REFERENCE' : '';
  return `  ${set} ${outcome.id}: ${outcome.notation} ${value} (reference ${outcome.reference}, ${outcome.referenceMove})${lost}, ` +
    `depth ${outcome.depth}${outcome.finished ? ' (to the end)' : ''}, ${outcome.nodes} positions, ${outcome.seconds.toFixed(3)} s, valued in ${outcome.valueSeconds.toFixed(2)} s${above}`;
}

/** The columns of {@link budgetRow}. */
export const BUDGET_HEADER = ['set', 'budget', 'positions', 'optimal', 'optimal %', 'points lost', 'worst', 'not valued', 'median depth', 'to the end', 'median s'] as const;

/** A set's summary at a budget: positions, optimal first moves, points lost (total, worst), not valued, median depth, searches to the end and median time. */
export function budgetRow(set: string, budget: EndgameBudget, outcomes: readonly BudgetOutcome[]): string[] {
  const valued = outcomes.filter((o): o is BudgetOutcome & { value: number } => o.value !== null);
  const losses = valued.map((o) => o.reference - o.value);
  const optimal = losses.filter((lost) => lost === 0).length;
  const percent = valued.length > 0 ? ((100 * optimal) / valued.length).toFixed(1) : '-';
  return [
    set, budgetLabel(budget), String(outcomes.length), `${optimal}/${valued.length}`, percent,
    String(losses.reduce((a, b) => a + b, 0)), String(losses.reduce((a, b) => Math.max(a, b), 0)),
    String(outcomes.length - valued.length), outcomes.length > 0 ? String(median(outcomes.map((o) => o.depth))) : '-',
    String(outcomes.filter((o) => o.finished).length),
    outcomes.length > 0 ? median(outcomes.map((o) => o.seconds)).toFixed(3) : '-',
  ];
}

/** Prints the summary table of the budget runs. */
export function printBudgetRows(rows: readonly (readonly string[])[]): void {
  printRows('First move at the budget (optimal: its exact value is the reference value; % of the valued positions)', BUDGET_HEADER, rows);
}
