/**
 * Position analysis for apps: the ranked candidates of a player's view with their score, the
 * tiles kept and their value, the equity, and, when simulated, the average spread and the win
 * chance; with the bag empty, the solved endgame. For a hint button, or to review every turn of a
 * finished game (replay a GCG record and analyze the view before each turn).
 *
 * @example
 * ```ts
 * import { analyzePosition, viewFor } from 'scrabble-engine';
 * const analysis = analyzePosition(viewFor(state, state.turn), { lexicon, limit: 5, simulate: { iterations: 30 } });
 * if (analysis.ok) for (const c of analysis.value.candidates) console.log(c.notation, c.score, c.leave.join(''), c.equity, c.winChance);
 * ```
 * @module
 */
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { rankCandidates, type BotCandidate } from './candidates.js';
import { solveEndgame, type EndgameSolution } from './endgame.js';
import { settingsFor } from './equity.js';
import { defaultLeaves, type Leaves } from './leaves.js';
import { positionOf } from './position.js';
import { simulate, type SimulationOptions } from './simulation.js';
import { cgpView, isCgpPosition } from '../cgp/cgp-view.js';
import type { CgpPosition } from '../cgp/cgp.js';

/**
 * Options of {@link analyzePosition}.
 * @example
 * ```ts
 * import { analyzePosition, type AnalysisOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const options: AnalysisOptions = { lexicon, limit: 3 };
 * analyzePosition(view, options);
 * ```
 */
export interface AnalysisOptions {
  /** The compact lexicon the moves come from. */
  readonly lexicon: CompactLexicon;
  /** Leave values (default: the shipped values of the tile set). */
  readonly leaves?: Leaves;
  /** How many candidates to return (default 10). */
  readonly limit?: number;
  /** Simulate the best candidates too (`true` for the default budget). */
  readonly simulate?: boolean | SimulationOptions;
  /** Time budget of the endgame solver when the bag is empty (default 1,000 ms); `0` to skip it. */
  readonly endgameMs?: number;
}

/**
 * The part of the game: the first move, the middle, one to four tiles in the bag, or the bag empty.
 * @example
 * ```ts
 * import { analyzePosition, type GameStage, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const analysis = analyzePosition(view, { lexicon });
 * const stage: GameStage | null = analysis.ok ? analysis.value.stage : null;
 * ```
 */
export type GameStage = 'opening' | 'midgame' | 'pre-endgame' | 'endgame';

/**
 * A candidate of the analysis: the static evaluation and, when simulated, its results.
 * @example
 * ```ts
 * import { analyzePosition, type AnalyzedCandidate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const analysis = analyzePosition(view, { lexicon });
 * const list: readonly AnalyzedCandidate[] = analysis.ok ? analysis.value.candidates : [];
 * ```
 */
export interface AnalyzedCandidate extends BotCandidate {
  /** 1 for the best. */
  readonly rank: number;
  /** Average spread over the simulated turns (simulated candidates only). */
  readonly meanSpread?: number;
  /** Estimated chance to win, 0 … 1 (simulated candidates only). */
  readonly winChance?: number;
  /** Iterations simulated. */
  readonly iterations?: number;
}

/**
 * The analysis of a position.
 * @example
 * ```ts
 * import { analyzePosition, type PositionAnalysis, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const analysis = analyzePosition(view, { lexicon });
 * const result: PositionAnalysis | null = analysis.ok ? analysis.value : null;   // stage, unseen tiles, candidates
 * ```
 */
export interface PositionAnalysis {
  readonly stage: GameStage;
  /** The tiles the player cannot see (the opponents' racks and the bag). */
  readonly unseen: readonly string[];
  /** Best first: by the endgame solution, else by simulation when simulated, else by equity. */
  readonly candidates: readonly AnalyzedCandidate[];
  /** The solved endgame when the bag is empty (two players), else `null`. */
  readonly endgame: EndgameSolution | null;
}

/**
 * Codes of the errors of the analysis.
 * @example
 * ```ts
 * import { ANALYSIS_ERROR_CODES } from 'scrabble-engine';
 * ANALYSIS_ERROR_CODES.includes('bad-view');   // true
 * ```
 */
export const ANALYSIS_ERROR_CODES = ['bad-view', 'bad-options', 'movegen-failed'] as const;

/**
 * Why a position could not be analyzed.
 * @example
 * ```ts
 * import type { AnalysisError } from 'scrabble-engine';
 * const explain = (error: AnalysisError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type AnalysisError = EngineError<(typeof ANALYSIS_ERROR_CODES)[number]>;

/**
 * Ranks the candidates of a player's view (see the module doc).
 * @example
 * ```ts
 * import { analyzePosition, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const analysis = analyzePosition(view, { lexicon, limit: 5 });
 * if (analysis.ok) for (const c of analysis.value.candidates) console.log(c);
 * ```
 */
export function analyzePosition(view: PlayerView | CgpPosition, options: AnalysisOptions): Result<PositionAnalysis, AnalysisError> {
  try {
    if (isCgpPosition(view)) return analyzePosition(cgpView(view), options);
    if (typeof options !== 'object' || options === null || options.lexicon === undefined) {
      return err({ code: 'bad-options', message: 'analyzePosition needs { lexicon }' });
    }
    const { limit } = options;
    if (limit !== undefined && !(limit === Infinity || (Number.isInteger(limit) && limit >= 1))) {
      return err({ code: 'bad-options', message: 'limit is how many candidates to return: a whole number from 1 up, or Infinity' });
    }
    return analyze(view, options);
  } catch (error) {
    return err({ code: 'bad-options', message: `The position could not be analyzed: ${String(error).slice(0, 120)}` });
  }
}

function analyze(view: PlayerView, options: AnalysisOptions): Result<PositionAnalysis, AnalysisError> {
  const position = positionOf(view);
  if (typeof position === 'string') return err({ code: 'bad-view', message: position });
  const leaves = options.leaves ?? defaultLeaves(view.rules.tiles);
  const limit = Math.max(1, Math.floor(options.limit ?? 10));
  const ranked = rankCandidates(position, options.lexicon, { ...settingsFor('full', leaves), limit: Math.max(limit, 40) });
  if (!ranked.ok) return err({ code: 'movegen-failed', message: ranked.error.message });
  const empty = view.board.cells.every((c) => c == null);
  const stage: GameStage = empty ? 'opening' : position.bagSize === 0 ? 'endgame' : position.bagSize <= 4 ? 'pre-endgame' : 'midgame';
  let candidates: Omit<AnalyzedCandidate, 'rank'>[] = ranked.value;
  let endgame: EndgameSolution | null = null;
  if (stage === 'endgame' && position.players === 2 && options.endgameMs !== 0) {
    const solved = solveEndgame(view, options.lexicon, { timeMs: options.endgameMs ?? 1000 });
    if (solved.ok) {
      endgame = solved.value;
      const first = solved.value.line[0]?.notation;
      const best = candidates.find((c) => c.notation === first);
      if (best !== undefined) candidates = [best, ...candidates.filter((c) => c !== best)];
    }
  } else if (options.simulate !== undefined && options.simulate !== false && ranked.value.length > 1) {
    const simOptions: SimulationOptions = options.simulate === true ? { leaves } : { leaves, ...options.simulate };
    const simulated = simulate(view, options.lexicon, simOptions);
    if (simulated.ok) {
      const done = new Set(simulated.value.candidates.map((c) => c.notation));
      candidates = [...simulated.value.candidates, ...candidates.filter((c) => !done.has(c.notation))];
    }
  }
  return ok({
    stage,
    unseen: position.unseen,
    candidates: candidates.slice(0, limit).map((c, i) => ({ ...c, rank: i + 1 })),
    endgame,
  });
}
