// Public surface of src/gcg: GCG game records (read, write, guess rules, verify, replay).
export * from './record.js';
export * from './codes.js';
export * from './decode.js';
export * from './parse.js';
export * from './make.js';
export { guessRules } from './guess-rules.js';
export type { GuessedRules, GuessError, GuessOptions } from './guess-rules.js';
export * from './verify.js';
export { recordedMove, boardBeforeEvent } from './board-at.js';
export { gameToGcg, rackText } from './from-game.js';
export * from './replay-errors.js';
export { recordToActions } from './record-to-actions.js';
export type { ActionPlan, GcgSource, PlannedAction, TileHandover } from './record-to-actions.js';
export * from './replay.js';
