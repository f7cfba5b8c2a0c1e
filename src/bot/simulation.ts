/**
 * The simulation bot: for the best candidates by equity it plays out the next turns many times,
 * each time with the opponent's rack and the bag drawn at random from the tiles the player cannot
 * see (never from the hidden state), both sides replying as the equity bot would, and picks the
 * candidate with the best result. Every candidate meets the same draws in the same iteration, so
 * the differences between them are measured pair by pair with little noise; the static equity is
 * the first guess that those differences correct as they become precise. The budget is a number of iterations or milliseconds; with an
 * iteration budget the same seed and view give the same choice. With the bag empty it solves the
 * endgame, with one or two tiles in the bag it plays the pre-endgame (the equity bot does from one to four).
 * Like the other bots it challenges an opponent's play with a word its lexicon rejects, accepts
 * one that ends the game, and plays on (which accepts) otherwise.
 *
 * By default the opponent's rack is drawn from the racks with which the opponent's last play (or
 * exchange) was its best by equity (`inference`), the players of the playouts exchange as the
 * equity bot would (`playoutExchanges`), a candidate clearly behind the leader stops early and its
 * playouts go to those still running (`stopZ`, `reallocate`), and each candidate's playouts reuse
 * the move generator's preparation of the board from ply to ply (`incremental`).
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
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { createMovegenContext } from '../movegen/context.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { budgetMs } from './budget.js';
import { actionOf, rankCandidates, type BotCandidate } from './candidates.js';
import { solveEndgame } from './endgame.js';
import { endgameBudget, positionKey, settingsFor } from './equity.js';
import { defaultLeaves, type Leaves } from './leaves.js';
import { positionOf, type BotPosition } from './position.js';
import { preEndgame } from './pre-endgame.js';
import { without } from './racks.js';
import { hashText, seededRandom, shuffle, type Random } from './random.js';
import type { Bot } from './bot.js';
import { beforeMoveOf, formsWanting, rulingsOf } from './pending.js';
import { allowedNow } from './variant-actions.js';
import { inferredLeaves, lastTurnOf, type LastTurn } from './inference.js';
import { contextGenerate, plainGenerate, playout, type Generate, type PlayoutSettings } from './playout.js';

/**
 * What the simulation optimizes: the average spread, the win chance, or the win chance late in the game (`auto`).
 * @example
 * ```ts
 * import { simulate, type SimulationObjective } from 'scrabble-engine';
 * const objective: SimulationObjective = 'win';   // or 'spread', or 'auto'
 * ```
 */
export type SimulationObjective = 'spread' | 'win' | 'auto';

/**
 * Options of the simulation.
 * @example
 * ```ts
 * import { simulationBot, type SimulationOptions, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: SimulationOptions = { iterations: 200 };
 * const bot = simulationBot(lexicon, options);
 * ```
 */
export interface SimulationOptions {
  /** Leave values (default: the shipped values of the tile set). */
  readonly leaves?: Leaves;
  /** Candidates simulated, the best by equity (default 8; the highest score and a close exchange join them). */
  readonly candidates?: number;
  /** Iterations per candidate (default 48; with `timeMs`, the most); with `reallocate`, the budget is this times the candidates, in playouts. */
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
  /** Most positions the endgame solver searches (default: no limit); with an iteration budget too, the choice does not depend on the machine's speed. */
  readonly endgameNodes?: number;
  /** The bot returns a promise and yields to the event loop while it simulates (see {@link simulateAsync}). */
  readonly async?: boolean;
  /**
   * Draw the opponent's rack from the racks that make the opponent's last play (or exchange) their best
   * one by equity, within `inferenceMargin` points (default true; see the section on the simulation bot).
   */
  readonly inference?: boolean;
  /** Equity points the opponent's last play may fall short of the best play of a sampled rack and still count as chosen by it (default 5). */
  readonly inferenceMargin?: number;
  /** Racks sampled to find those consistent with the opponent's last play (default 64); fewer than 4 kept fall back to uniform draws. */
  readonly inferenceSamples?: number;
  /** The players of the playouts exchange when the best exchange's equity beats the best play's, as the equity bot does (default true). */
  readonly playoutExchanges?: boolean;
  /** Standard errors by which a candidate must trail the leader to stop early (default 3; `Infinity`: never). */
  readonly stopZ?: number;
  /** Iterations before a candidate may stop early (default 8). */
  readonly stopAfter?: number;
  /** The playouts saved by candidates stopped early go to those still running: the budget is `iterations` times the candidates (default true). */
  readonly reallocate?: boolean;
  /** Playouts reuse the move generator's preparation of the board from ply to ply (default true; the same results, and no measurable gain: preparing is 3 to 4 % of a ply). */
  readonly incremental?: boolean;
}

/**
 * A candidate with the results of its simulation.
 * @example
 * ```ts
 * import { simulate, type SimulatedCandidate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const result = simulate(view, lexicon, { iterations: 50 });
 * const best: SimulatedCandidate | null = result.ok ? result.value.best : null;
 * ```
 */
export interface SimulatedCandidate extends BotCandidate {
  /** Average spread gained over the simulated turns (the candidate's score included; leaves valued at the end). */
  readonly meanSpread: number;
  /** The standard error of `meanSpread`. */
  readonly standardError: number;
  /** Estimated chance to win the game, 0 … 1. */
  readonly winChance: number;
  readonly iterations: number;
}

/**
 * The result of a simulation: the candidates best first, and the one chosen.
 * @example
 * ```ts
 * import { simulate, type SimulationResult, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const simulated = simulate(view, lexicon);
 * const result: SimulationResult | null = simulated.ok ? simulated.value : null;   // candidates, best, iterations
 * ```
 */
export interface SimulationResult {
  readonly candidates: readonly SimulatedCandidate[];
  readonly best: SimulatedCandidate;
  readonly iterations: number;
  readonly milliseconds: number;
}

/**
 * Codes of the errors of the simulation.
 * @example
 * ```ts
 * import { SIMULATION_ERROR_CODES } from 'scrabble-engine';
 * SIMULATION_ERROR_CODES.includes('bad-view');   // true
 * ```
 */
export const SIMULATION_ERROR_CODES = ['bad-view', 'bad-options', 'movegen-failed', 'no-candidates'] as const;

/**
 * Why a position could not be simulated.
 * @example
 * ```ts
 * import type { SimulationError } from 'scrabble-engine';
 * const explain = (error: SimulationError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type SimulationError = EngineError<(typeof SIMULATION_ERROR_CODES)[number]>;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

interface Tally {
  readonly candidate: BotCandidate;
  /** The index of the first iteration this candidate played (always 0) and its results, one per iteration while it was active. */
  readonly spreads: number[];
  readonly wins: number[];
  /** The value the choice maximizes, per iteration (see {@link utilityOf}). */
  readonly utilities: number[];
  active: boolean;
  /** The move generator of this candidate's playouts (its own context: each ply's board is the last one's plus a move). */
  readonly generate: Generate;
}

/** Mean and standard error of the paired differences `a[i] - b[i]` over the first `n` iterations. */
function pairedDifference(a: readonly number[], b: readonly number[], n: number): { mean: number; se: number } {
  if (n === 0) return { mean: 0, se: Infinity };
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = a[i]! - b[i]!;
    sum += d;
    sumSq += d * d;
  }
  const mean = sum / n;
  const se = n < 2 ? Infinity : Math.sqrt(Math.max(0, sumSq / n - mean * mean) / (n - 1));
  return { mean, se };
}

/**
 * Which candidates still run after an early-stopping check: the leader (the best average utility
 * among those running, the first on a tie) always does; another stops when its paired difference
 * to the leader is below zero by more than `z` standard errors. `utilities[i]` holds candidate i's
 * utility per iteration; the running ones have played the same iterations.
 */
export function stillRunning(utilities: readonly (readonly number[])[], running: readonly boolean[], z: number): boolean[] {
  let lead = -1;
  let leadMean = -Infinity;
  utilities.forEach((u, i) => {
    if (!running[i] || u.length === 0) return;
    const m = u.reduce((a, b) => a + b, 0) / u.length;
    if (lead < 0 || m > leadMean) {
      lead = i;
      leadMean = m;
    }
  });
  return utilities.map((u, i) => {
    if (!running[i]) return false;
    if (i === lead || lead < 0) return true;
    const { mean: d, se } = pairedDifference(u, utilities[lead]!, Math.min(u.length, utilities[lead]!.length));
    return !(d + z * se < 0);
  });
}

/**
 * How far the static equity is trusted as a first guess of a candidate's simulated value, in
 * points (the standard deviation of the prior): the simulated difference between two candidates
 * counts against the difference of their equities in proportion to how precisely it was measured.
 */
const PRIOR_SD = 8;

/** What a win is worth in points of spread when the objective mixes them (`auto` late in the game). */
const WIN_POINTS = 100;

/** A running simulation: `step` runs one iteration for every active candidate. */
interface Run {
  step(): boolean;
  result(): SimulationResult;
}

function startRun(position: BotPosition, ranked: readonly BotCandidate[], lexicon: CompactLexicon, options: SimulationOptions, leaves: Leaves, last: LastTurn | null): Run {
  const started = performance.now();
  const maxIterations = Math.max(1, Math.floor(options.iterations ?? 48));
  const deadline = started + budgetMs(options.timeMs, Infinity);
  const plies = Math.max(0, Math.min(6, Math.floor(options.plies ?? 2)));
  const width = Math.max(1, Math.floor(options.candidates ?? 8));
  const objective = options.objective ?? 'auto';
  const winWeight = objective === 'win' ? Infinity : objective === 'auto' && position.bagSize <= 14 ? WIN_POINTS : 0;
  const stopZ = typeof options.stopZ === 'number' && options.stopZ >= 0 ? options.stopZ : 3;
  const stopAfter = Math.max(2, Math.floor(typeof options.stopAfter === 'number' && Number.isFinite(options.stopAfter) ? options.stopAfter : 8));
  const reallocate = options.reallocate !== false;
  const incremental = options.incremental !== false;
  const settings: PlayoutSettings = { plies, leaves, exchanges: options.playoutExchanges !== false ? new Map() : null };
  const pool: BotCandidate[] = [];
  const best = ranked[0]!.equity;
  for (const c of ranked) {
    if (pool.length >= width) break;
    if (pool.length > 1 && c.equity < best - 30) break;
    pool.push(c);
  }
  const topScore = ranked.filter((c) => c.kind === 'play').sort((a, b) => b.score - a.score)[0];
  if (topScore !== undefined && !pool.includes(topScore)) pool.push(topScore);
  const topExchange = ranked.find((c) => c.kind === 'exchange');
  if (topExchange !== undefined && !pool.includes(topExchange) && topExchange.equity >= best - 20) pool.push(topExchange);
  const plain = plainGenerate(position.rules, lexicon);
  const generatorOf = () => (incremental ? contextGenerate(createMovegenContext(position.rules, lexicon)) : plain);
  const tallies: Tally[] = pool.map((candidate) => ({ candidate, spreads: [], wins: [], utilities: [], active: true, generate: generatorOf() }));
  const key = positionKey(position);
  const random: Random = seededRandom(hashText(key, options.seed ?? 0));
  const opponentSize = Math.min(position.opponentRackSize, position.unseen.length);
  let kept: string[][] | null = null;
  if (options.inference !== false && last !== null && opponentSize === position.rules.rackSize && tallies.length > 1) {
    const samples = Math.max(0, Math.min(10_000, Math.floor(typeof options.inferenceSamples === 'number' && Number.isFinite(options.inferenceSamples) ? options.inferenceSamples : 64)));
    const margin = typeof options.inferenceMargin === 'number' && options.inferenceMargin >= 0 ? options.inferenceMargin : 5;
    // Under a time budget the sampling takes at most a quarter of it.
    const until = Number.isFinite(deadline) ? started + (deadline - started) / 4 : Infinity;
    kept = inferredLeaves(last, position, leaves, generatorOf(), { margin, samples, until }, seededRandom(hashText(key, (options.seed ?? 0) ^ 0x5bd1e995)));
  }
  const budget = maxIterations * tallies.length;
  let used = 0;
  let iterations = 0;
  const tilesLeft = position.unseen.length + position.rack.length;
  const sigma = (bagLeft: number) => 10 * Math.sqrt(Math.max(1, (bagLeft + 10) / 4));
  const mean = (xs: readonly number[]) => (xs.length === 0 ? -Infinity : xs.reduce((s, v) => s + v, 0) / xs.length);
  const sd = (xs: readonly number[]) => {
    const n = xs.length;
    if (n < 2) return 0;
    const m = mean(xs);
    return Math.sqrt(xs.reduce((s, v) => s + (v - m) ** 2, 0) / (n - 1));
  };
  const running = () => tallies.reduce((n, t) => n + (t.active ? 1 : 0), 0);
  /** Whether the budget allows another iteration of the candidates still running. */
  const more = () => (reallocate ? used + running() <= budget : iterations < maxIterations);
  /** The leader by the average utility over the iterations of the active candidates. */
  const leader = () => tallies.filter((t) => t.active).reduce((a, b) => (mean(b.utilities) > mean(a.utilities) ? b : a));
  /** The value of a candidate relative to a reference: the static prior and the paired simulated difference, combined by their precision. */
  const relative = (t: Tally, ref: Tally): number => {
    if (t === ref) return 0;
    const prior = winWeight === Infinity ? 0 : t.candidate.equity - ref.candidate.equity;
    const { mean: d, se } = pairedDifference(t.utilities, ref.utilities, Math.min(t.utilities.length, ref.utilities.length));
    if (winWeight === Infinity) return Number.isFinite(se) ? d : prior;
    if (!Number.isFinite(se)) return prior;
    const wPrior = 1 / (PRIOR_SD * PRIOR_SD);
    const wSim = se === 0 ? 1e9 : 1 / (se * se);
    return (prior * wPrior + d * wSim) / (wPrior + wSim);
  };
  return {
    step() {
      if (!more() || performance.now() > deadline || tallies.length <= 1) return false;
      let opponent: string[];
      let bag: string[];
      if (kept !== null) {
        const leave = kept[random.below(kept.length)]!;
        const rest = shuffle(without(position.unseen, leave) ?? [], random);
        const drawn = opponentSize - leave.length;
        opponent = [...leave, ...rest.slice(0, drawn)];
        bag = rest.slice(drawn);
      } else {
        const order = shuffle(position.unseen, random);
        opponent = order.slice(0, opponentSize);
        bag = order.slice(opponentSize);
      }
      for (const t of tallies) {
        if (!t.active) continue;
        const r = playout(position, t.candidate, opponent, bag, settings, t.generate);
        const final = position.spread + r.spread;
        const win = r.over ? (final > 0 ? 1 : final === 0 ? 0.5 : 0) : normalCdf(final / sigma(r.bagLeft));
        t.spreads.push(r.spread);
        t.wins.push(win);
        t.utilities.push(winWeight === Infinity ? win * 1000 + r.spread * 0.01 : r.spread + winWeight * win);
        used++;
      }
      iterations++;
      if (iterations >= stopAfter && iterations % 4 === 0 && Number.isFinite(stopZ)) {
        const next = stillRunning(tallies.map((t) => t.utilities), tallies.map((t) => t.active), stopZ);
        tallies.forEach((t, i) => {
          t.active = next[i]!;
        });
      }
      return more() && performance.now() <= deadline && running() > 1 && tilesLeft > 0;
    },
    result() {
      const ref = tallies.some((t) => t.utilities.length > 0) ? leader() : tallies[0]!;
      const value = new Map<BotCandidate, number>();
      const candidates: SimulatedCandidate[] = tallies.map((t) => {
        const n = t.spreads.length;
        const c: SimulatedCandidate = {
          ...t.candidate,
          meanSpread: n === 0 ? t.candidate.equity : mean(t.spreads),
          standardError: n < 2 ? 0 : sd(t.spreads) / Math.sqrt(n),
          winChance: n === 0 ? 0.5 : mean(t.wins),
          iterations: n,
        };
        // A candidate dropped for being clearly worse stays below every one still running.
        value.set(c, (t.active ? 0 : -1e9) + relative(t, ref));
        return c;
      });
      const order = new Map(candidates.map((c, i) => [c, i]));
      candidates.sort((a, b) => value.get(b)! - value.get(a)! || order.get(a)! - order.get(b)!);
      return { candidates, best: candidates[0]!, iterations, milliseconds: performance.now() - started };
    },
  };
}

/** The position and the ranked candidates of a view, or why there are none. */
function prepare(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions): Result<{ position: BotPosition; ranked: BotCandidate[]; leaves: Leaves; last: LastTurn | null }, SimulationError> {
  const position = positionOf(view);
  if (typeof position === 'string') return err({ code: 'bad-view', message: position });
  const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
  const ranked = rankCandidates(position, lexicon, settingsFor('full', leaves));
  if (!ranked.ok) return err({ code: 'movegen-failed', message: ranked.error.message });
  if (ranked.value.length === 0) return err({ code: 'no-candidates', message: 'Nothing to simulate' });
  return ok({ position, ranked: ranked.value, leaves, last: options.inference === false ? null : lastTurnOf(view, position) });
}

/**
 * Simulates the best candidates of a view (see the module doc).
 * @example
 * ```ts
 * import { simulate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const result = simulate(view, lexicon, { iterations: 100 });
 * if (result.ok) result.value.best;   // the candidate with the best simulated value
 * ```
 */
export function simulate(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Result<SimulationResult, SimulationError> {
  const opts = optionsOf(options);
  try {
    const prepared = prepare(view, lexicon, opts);
    if (!prepared.ok) return prepared;
    const run = startRun(prepared.value.position, prepared.value.ranked, lexicon, opts, prepared.value.leaves, prepared.value.last);
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

/**
 * {@link simulate} in slices of about `sliceMs` milliseconds (default 15), yielding to the event loop between them.
 * @example
 * ```ts
 * import { simulateAsync, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const result = await simulateAsync(view, lexicon, { iterations: 100 });   // yields to the event loop between slices
 * ```
 */
export async function simulateAsync(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions & { readonly sliceMs?: number } = {}): Promise<Result<SimulationResult, SimulationError>> {
  const opts: SimulationOptions & { readonly sliceMs?: number } = optionsOf(options);
  try {
    const prepared = prepare(view, lexicon, opts);
    if (!prepared.ok) return prepared;
    const run = startRun(prepared.value.position, prepared.value.ranked, lexicon, opts, prepared.value.leaves, prepared.value.last);
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
  const before = beforeMoveOf(view, position.player, lexicon);
  if (before !== null) return before;
  if (position.players !== 2) return null;
  const rulings = rulingsOf(view);
  if (position.bagSize === 0) {
    const solved = solveEndgame(view, lexicon, endgameBudget(options));
    if (!solved.ok) return null;
    const action = solved.value.action;
    return action.type === 'play' && typeof action.move !== 'string' && formsWanting(view, action.move, rulings) ? null : action;
  }
  if (position.bagSize <= 2) {
    const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
    const ranked = rankCandidates(position, lexicon, settingsFor('full', leaves));
    if (!ranked.ok) return null;
    const usable = allowedNow(view, position.player, ranked.value.filter((c) => !formsWanting(view, c.move, rulings)));
    if (usable.length === 0) return null;
    const best = preEndgame(position, usable, lexicon);
    return best === null ? null : actionOf(best.candidate, position.player);
  }
  return null;
}

/** The best simulated candidate that forms no word a challenge of the game has found wanting (else the pass). */
function usableBest(view: PlayerView, result: SimulationResult): BotCandidate {
  const rulings = rulingsOf(view);
  if (rulings.wanting.size === 0) return result.best;
  const pass: BotCandidate = { kind: 'pass', move: null, tiles: [], notation: '-', score: 0, leave: view.rack.slice(), leaveValue: 0, adjustment: 0, equity: 0 };
  return result.candidates.find((c) => !formsWanting(view, c.move, rulings)) ?? pass;
}

/** The action the simulation bot chooses in a view. */
export function chooseSimulationAction(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Action {
  const late = lateAction(view, lexicon, options);
  if (late !== null) return late;
  const result = simulate(view, lexicon, options);
  if (!result.ok) throw new Error(`The simulation failed (${result.error.code}): ${result.error.message}`);
  return actionOf(usableBest(view, result.value), view.player ?? 0);
}

/** {@link chooseSimulationAction}, yielding to the event loop while it simulates. */
export async function chooseSimulationActionAsync(view: PlayerView, lexicon: CompactLexicon, options: SimulationOptions = {}): Promise<Action> {
  const late = lateAction(view, lexicon, options);
  if (late !== null) return late;
  const result = await simulateAsync(view, lexicon, options);
  if (!result.ok) throw new Error(`The simulation failed (${result.error.code}): ${result.error.message}`);
  return actionOf(usableBest(view, result.value), view.player ?? 0);
}

/**
 * A bot that simulates its best candidates (see the module doc); with `async: true` it returns a promise and yields while it thinks.
 * The bot throws an Error saying why when it cannot decide; the game runners report it as `bot-failed`.
 * @example
 * ```ts
 * import { simulationBot, equityBot, playGame, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = await playGame({ rules: GERMAN, players: ['Sim', 'Equity'], bots: [simulationBot(lexicon), equityBot(lexicon)] });
 * ```
 */
export function simulationBot(lexicon: CompactLexicon, options: SimulationOptions = {}): Bot {
  let read: SimulationOptions;
  try {
    // A copy: options whose fields throw when read make a bot that says so when asked to play.
    read = { ...optionsOf(options) };
  } catch {
    return () => {
      throw new Error('The simulation bot\'s options could not be read');
    };
  }
  if (read.async === true) return (view) => chooseSimulationActionAsync(view, lexicon, read);
  return (view) => chooseSimulationAction(view, lexicon, read);
}
