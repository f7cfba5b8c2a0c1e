/**
 * The simulation bot: for the best candidates by equity it plays out the next turns many times,
 * each time with the opponent's rack and the bag drawn at random from the tiles the player cannot
 * see (never from the hidden state), and picks the candidate with the best average result. Every
 * candidate meets the same draws in the same iteration, so the differences between them are
 * measured with little noise. The budget is a number of iterations or milliseconds; with an
 * iteration budget the same seed and view give the same choice. With the bag empty it solves the
 * endgame, with one or two tiles in the bag it plays the pre-endgame, like the equity bot.
 *
 * `simulate` returns the candidates with their average spread and win chance (for analysis);
 * `simulateAsync` does the same work in slices and yields to the event loop between them, so that
 * a page or a worker stays responsive; `simulationBot(lexicon, { async: true })` is the bot built on it.
 *
 * @example
 * ```ts
 * import { simulationBot, simulate, viewFor } from 'scrabble-engine';
 * const bot = simulationBot(lexicon, { iterations: 40, seed: 1 });
 * const result = simulate(viewFor(state, state.turn), lexicon, { timeMs: 500 });
 * if (result.ok) console.log(result.value.candidates[0]);   // { notation, equity, meanSpread, winChance, … }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove, type MovegenRules } from '../movegen/generate.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { actionOf, leaveWeight, placed, rankCandidates, type BotCandidate } from './candidates.js';
import { solveEndgame } from './endgame.js';
import { positionKey, settingsFor } from './equity.js';
import { defaultLeaves, type Leaves } from './leaves.js';
import { positionOf, type BotPosition } from './position.js';
import { preEndgame } from './pre-endgame.js';
import { tilesOfMove, tilesValue, without } from './racks.js';
import { hashText, seededRandom, shuffle, type Random } from './random.js';
import type { Bot } from './bot.js';
import { drawForBot, swapForBot } from './variant-actions.js';

/** What the simulation optimizes: the average spread, the win chance, or the win chance late in the game (`auto`). */
export type SimulationObjective = 'spread' | 'win' | 'auto';

/** Options of the simulation. */
export interface SimulationOptions {
  /** Leave values (default: the shipped values of the tile set). */
  readonly leaves?: Leaves;
  /** Candidates simulated, the best by equity (default 10). */
  readonly candidates?: number;
  /** Iterations per candidate (default 24; with `timeMs`, the most). */
  readonly iterations?: number;
  /** Time budget in milliseconds; without it the iterations alone decide (and the choice is deterministic). */
  readonly timeMs?: number;
  /** Turns played out after the candidate (default 2: the opponent's reply and the player's next move). */
  readonly plies?: number;
  /** Seed of the draws (default 0). */
  readonly seed?: number;
  /** What to optimize (default `auto`). */
  readonly objective?: SimulationObjective;
  /** Time budget of the endgame solver in milliseconds, when the bag is empty (default 300). */
  readonly endgameMs?: number;
  /** The bot returns a promise and yields to the event loop while it simulates (see {@link simulateAsync}). */
  readonly async?: boolean;
}

/** A candidate with the results of its simulation. */
export interface SimulatedCandidate extends BotCandidate {
  /** Average spread gained over the simulated turns (the candidate's score included; leaves valued at the end). */
  readonly meanSpread: number;
  /** The standard error of `meanSpread`. */
  readonly standardError: number;
  /** Estimated chance to win the game, 0 … 1. */
  readonly winChance: number;
  readonly iterations: number;
}

/** The result of a simulation: the candidates best first, and the one chosen. */
export interface SimulationResult {
  readonly candidates: readonly SimulatedCandidate[];
  readonly best: SimulatedCandidate;
  readonly iterations: number;
  readonly milliseconds: number;
}

/** Codes of the errors of the simulation. */
export const SIMULATION_ERROR_CODES = ['bad-view', 'bad-options', 'movegen-failed', 'no-candidates'] as const;

/** Why a position could not be simulated. */
export type SimulationError = EngineError<(typeof SIMULATION_ERROR_CODES)[number]>;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

interface Tally {
  readonly candidate: BotCandidate;
  n: number;
  sum: number;
  sumSq: number;
  wins: number;
  active: boolean;
}

/** The highest-scoring play of a rack (the replies of the playouts), or `null`. */
function reply(board: Board, rack: readonly string[], rules: MovegenRules, lexicon: CompactLexicon) {
  const best = bestMove(board, rack, rules, lexicon);
  return best.ok ? best.value : null;
}

/** One playout of a candidate against one draw; returns the spread gained and whether the game ended. */
function playout(position: BotPosition, candidate: BotCandidate, opponentRack: readonly string[], bagOrder: readonly string[],
  plies: number, leaves: Leaves, lexicon: CompactLexicon): { spread: number; over: boolean; bagLeft: number } {
  const { rules } = position;
  let board = position.board;
  const bag = bagOrder.slice();
  let mine = candidate.leave.slice();
  let spread = candidate.score;
  if (candidate.kind === 'play' && candidate.move !== null) {
    board = placed(board, candidate.move);
  } else if (candidate.kind === 'exchange') {
    bag.push(...candidate.tiles);
  }
  if (candidate.kind !== 'pass') while (mine.length < rules.rackSize && bag.length > 0) mine.push(bag.shift()!);
  if (mine.length === 0) return { spread: spread + 2 * tilesValue(rules.tiles, opponentRack), over: true, bagLeft: 0 };
  let theirs = opponentRack.slice();
  let side = 1;
  for (let ply = 0; ply < plies; ply++) {
    const rack = side === 1 ? theirs : mine;
    const m = reply(board, rack, rules, lexicon);
    if (m !== null) {
      spread += side === 1 ? -m.score : m.score;
      board = placed(board, m.move);
      const left = without(rack, tilesOfMove(m.move)) ?? [];
      while (left.length < rules.rackSize && bag.length > 0) left.push(bag.shift()!);
      if (side === 1) theirs = left;
      else mine = left;
      if (left.length === 0) {
        const other = side === 1 ? mine : theirs;
        spread += (side === 1 ? -2 : 2) * tilesValue(rules.tiles, other);
        return { spread, over: true, bagLeft: 0 };
      }
    }
    side = side === 1 ? 0 : 1;
  }
  const weight = leaveWeight(bag.length);
  spread += (leaves.value(mine) - leaves.value(theirs)) * weight;
  return { spread, over: false, bagLeft: bag.length };
}

/** A running simulation: `step` runs one iteration for every active candidate. */
interface Run {
  step(): boolean;
  result(): SimulationResult;
}

function startRun(position: BotPosition, ranked: readonly BotCandidate[], lexicon: CompactLexicon, options: SimulationOptions, leaves: Leaves): Run {
  const started = performance.now();
  const maxIterations = Math.max(1, Math.floor(options.iterations ?? 24));
  const deadline = options.timeMs === undefined ? Infinity : started + Math.max(1, options.timeMs);
  const plies = Math.max(0, Math.min(6, Math.floor(options.plies ?? 2)));
  const width = Math.max(1, Math.floor(options.candidates ?? 10));
  const objective = options.objective ?? 'auto';
  const byWin = objective === 'win' || (objective === 'auto' && position.bagSize <= 12);
  const pool: BotCandidate[] = [];
  const best = ranked[0]!.equity;
  for (const c of ranked) {
    if (pool.length >= width) break;
    if (pool.length > 1 && c.equity < best - 30) break;
    pool.push(c);
  }
  const topScore = ranked.filter((c) => c.kind === 'play').sort((a, b) => b.score - a.score)[0];
  if (topScore !== undefined && !pool.includes(topScore)) pool.push(topScore);
  const tallies: Tally[] = pool.map((candidate) => ({ candidate, n: 0, sum: 0, sumSq: 0, wins: 0, active: true }));
  const random: Random = seededRandom(hashText(positionKey(position), options.seed ?? 0));
  const opponentSize = Math.min(position.opponentRackSize, position.unseen.length);
  let iterations = 0;
  const tilesLeft = position.unseen.length + position.rack.length;
  const sigma = (bagLeft: number) => 10 * Math.sqrt(Math.max(1, (bagLeft + 10) / 4));
  const mean = (t: Tally) => (t.n === 0 ? -Infinity : t.sum / t.n);
  const se = (t: Tally) => (t.n < 2 ? Infinity : Math.sqrt(Math.max(0, t.sumSq / t.n - (t.sum / t.n) ** 2) / (t.n - 1)));
  return {
    step() {
      if (iterations >= maxIterations || performance.now() > deadline || tallies.length <= 1) return false;
      const order = shuffle(position.unseen, random);
      const opponent = order.slice(0, opponentSize);
      const bag = order.slice(opponentSize);
      for (const t of tallies) {
        if (!t.active) continue;
        const r = playout(position, t.candidate, opponent, bag, plies, leaves, lexicon);
        t.n++;
        t.sum += r.spread;
        t.sumSq += r.spread * r.spread;
        const final = position.spread + r.spread;
        t.wins += r.over ? (final > 0 ? 1 : final === 0 ? 0.5 : 0) : normalCdf(final / sigma(r.bagLeft));
      }
      iterations++;
      if (iterations >= 8 && iterations % 4 === 0) {
        const leader = tallies.filter((t) => t.active).reduce((a, b) => (mean(b) > mean(a) ? b : a));
        for (const t of tallies) {
          if (t.active && t !== leader && mean(t) + 3 * se(t) < mean(leader) - 3 * se(leader)) t.active = false;
        }
      }
      return iterations < maxIterations && performance.now() <= deadline && tallies.some((t) => t.active) && tilesLeft > 0;
    },
    result() {
      const candidates: SimulatedCandidate[] = tallies.map((t) => ({
        ...t.candidate,
        meanSpread: t.n === 0 ? t.candidate.equity : t.sum / t.n,
        standardError: Number.isFinite(se(t)) ? se(t) : 0,
        winChance: t.n === 0 ? 0.5 : t.wins / t.n,
        iterations: t.n,
      }));
      const value = (c: SimulatedCandidate) => (byWin ? c.winChance * 1000 + c.meanSpread * 0.01 : c.meanSpread);
      const order = new Map(candidates.map((c, i) => [c, i]));
      candidates.sort((a, b) => value(b) - value(a) || order.get(a)! - order.get(b)!);
      return { candidates, best: candidates[0]!, iterations, milliseconds: performance.now() - started };
    },
  };
}

/** The position and the ranked candidates of a view, or why there are none. */
function prepare(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions): Result<{ position: BotPosition; ranked: BotCandidate[]; leaves: Leaves }, SimulationError> {
  const position = positionOf(view);
  if (typeof position === 'string') return err({ code: 'bad-view', message: position });
  const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
  const ranked = rankCandidates(position, lexicon, settingsFor('full', leaves));
  if (!ranked.ok) return err({ code: 'movegen-failed', message: ranked.error.message });
  if (ranked.value.length === 0) return err({ code: 'no-candidates', message: 'Nothing to simulate' });
  return ok({ position, ranked: ranked.value, leaves });
}

/** Simulates the best candidates of a view (see the module doc). */
export function simulate(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Result<SimulationResult, SimulationError> {
  const opts = optionsOf(options);
  try {
    const prepared = prepare(view, lexicon, opts);
    if (!prepared.ok) return prepared;
    const run = startRun(prepared.value.position, prepared.value.ranked, lexicon, opts, prepared.value.leaves);
    while (run.step());
    return ok(run.result());
  } catch (error) {
    return err({ code: 'bad-options', message: `The simulation could not run: ${String(error).slice(0, 120)}` });
  }
}

/** The options as given, or none when they are not an object. */
function optionsOf<T extends object>(options: T | undefined): T | Record<string, never> {
  return typeof options === 'object' && options !== null ? options : {};
}

/** {@link simulate} in slices of about `sliceMs` milliseconds (default 15), yielding to the event loop between them. */
export async function simulateAsync(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions & { readonly sliceMs?: number } = {}): Promise<Result<SimulationResult, SimulationError>> {
  const opts: SimulationOptions & { readonly sliceMs?: number } = optionsOf(options);
  try {
    const prepared = prepare(view, lexicon, opts);
    if (!prepared.ok) return prepared;
    const run = startRun(prepared.value.position, prepared.value.ranked, lexicon, opts, prepared.value.leaves);
    const slice = typeof opts.sliceMs === 'number' ? opts.sliceMs : 15;
    let mark = performance.now();
    while (run.step()) {
      if (performance.now() - mark >= slice) {
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        mark = performance.now();
      }
    }
    return ok(run.result());
  } catch (error) {
    return err({ code: 'bad-options', message: `The simulation could not run: ${String(error).slice(0, 120)}` });
  }
}

/** The action of a view when the endgame or the pre-endgame decides it, else `null`. */
function lateAction(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions): Action | null {
  const position = positionOf(view);
  if (typeof position === 'string') throw new Error(position);
  const before = drawForBot(view, position.player) ?? swapForBot(view, position.player);
  if (before !== null) return before;
  if (position.players !== 2) return null;
  if (position.bagSize === 0) {
    const solved = solveEndgame(view, lexicon, { timeMs: options.endgameMs ?? 300 });
    return solved.ok ? solved.value.action : null;
  }
  if (position.bagSize <= 2) {
    const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
    const ranked = rankCandidates(position, lexicon, settingsFor('full', leaves));
    if (!ranked.ok || ranked.value.length === 0) return null;
    const best = preEndgame(position, ranked.value, lexicon);
    return best === null ? null : actionOf(best.candidate, position.player);
  }
  return null;
}

/** The action the simulation bot chooses in a view. */
export function chooseSimulationAction(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Action {
  const late = lateAction(view, lexicon, options);
  if (late !== null) return late;
  const result = simulate(view, lexicon, options);
  if (!result.ok) throw new Error(`The simulation failed (${result.error.code}): ${result.error.message}`);
  return actionOf(result.value.best, view.player ?? 0);
}

/** {@link chooseSimulationAction}, yielding to the event loop while it simulates. */
export async function chooseSimulationActionAsync(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Promise<Action> {
  const late = lateAction(view, lexicon, options);
  if (late !== null) return late;
  const result = await simulateAsync(view, lexicon, options);
  if (!result.ok) throw new Error(`The simulation failed (${result.error.code}): ${result.error.message}`);
  return actionOf(result.value.best, view.player ?? 0);
}

/** A bot that simulates its best candidates (see the module doc); with `async: true` it returns a promise and yields while it thinks. */
export function simulationBot(lexicon: CompactLexicon, options: SimulationOptions = {}): Bot {
  options = optionsOf(options);
  if (options.async === true) return (view) => chooseSimulationActionAsync(view, lexicon, options);
  return (view) => chooseSimulationAction(view, lexicon, options);
}
