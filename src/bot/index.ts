// Public surface of src/bot: bots, whole bot games, leave values, endgame solving and analysis.
export * from './bot.js';
export * from './greedy.js';
export * from './play-game.js';
export type { BotCandidate } from './candidates.js';
export { equityBot, BOT_LEVELS } from './equity.js';
export type { BotLevel, EquityBotOptions } from './equity.js';
export { simulationBot, simulate, simulateAsync, SIMULATION_ERROR_CODES } from './simulation.js';
export type { SimulationOptions, SimulationObjective, SimulatedCandidate, SimulationResult, SimulationError } from './simulation.js';
export { solveEndgame, solveEndgamePosition, ENDGAME_ERROR_CODES } from './endgame.js';
export type { EndgameOptions, EndgameSolution, EndgameTurn, EndgamePosition, EndgameSearchResult, EndgameError } from './endgame.js';
export { analyzePosition, ANALYSIS_ERROR_CODES } from './analyze.js';
export type { AnalysisOptions, AnalyzedCandidate, PositionAnalysis, GameStage, AnalysisError } from './analyze.js';
export {
  LEAVE_MODEL_FORMAT, MAX_LEAVE, LEAVE_MODEL_ERROR_CODES, NO_LEAVES, parseLeaveModel, leavesFromModel, heuristicLeaveModel,
  defaultLeaveModel, defaultLeaves,
} from './leaves.js';
export type { LeaveModel, Leaves, LeaveModelError } from './leaves.js';
export { readKlv, defaultKlvLetters, KLV_ERROR_CODES } from './klv.js';
export type { KlvOptions, KlvLeaves, KlvError } from './klv.js';
export { beforeMove, challengeFor } from './pending.js';
export type { ChallengeOptions } from './pending.js';
