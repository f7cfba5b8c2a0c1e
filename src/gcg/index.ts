// Public surface of src/gcg: GCG game records (read, write, guess rules, verify, replay).
export * from './record.js';
export * from './codes.js';
export { decodeGcg } from './decode.js';
export type { DecodedGcg } from './decode.js';
export * from './parse.js';
export { makeGcg } from './make.js';
export { guessRules } from './guess-rules.js';
export type { GuessedRules, GuessError, GuessOptions } from './guess-rules.js';
export * from './verify.js';
export { gameToGcg, rackText } from './from-game.js';
export { REPLAY_ERROR_CODES } from './replay-errors.js';
export type { ReplayErrorCode, ReplayError } from './replay-errors.js';
export { recordToActions } from './record-to-actions.js';
export type { ActionPlan, GcgSource, PlannedAction, StatedRack } from './record-to-actions.js';
export * from './replay.js';
