// Public surface of src/game: the reducer, its data and its helpers.
export * from './state.js';
export * from './actions.js';
export { END_REASONS, EVENT_TYPES, eventDeltas } from './events.js';
export type {
  EndReason, StartDraw, FirstPlayerDrawnEvent, TilesDrawnEvent, BlankSwap, BlankSwappedEvent, ScoredWord, MovePlayedEvent,
  PlayAcceptedEvent, ChallengeUpheldEvent, ChallengeFailedEvent, TurnLostEvent, TilesExchangedEvent, ResignedEvent, PassedEvent,
  RackSetEvent, GameEndedEvent, GameEvent, UndoRequestedEvent, UndoAnsweredEvent, UndoneEvent,
} from './events.js';
export * from './errors.js';
export { createGame, MAX_PLAYERS, MAX_NAME_LENGTH } from './setup.js';
export type { GameOptions } from './setup.js';
export { applyAction } from './apply.js';
export type { ApplyOptions, ActionOutcome } from './apply.js';
export { parseAction } from './parse-action.js';
export type { ParseActionOptions } from './parse-action.js';
export * from './selectors.js';
export * from './view.js';
export { arrangeBag } from '../bag/bag.js';
export type { ArrangeBagError } from '../bag/bag.js';
export {
  seedPrng, parseSeed, randomSeed, randomPrng, isPrngState, nextUint32, randomBelow, shuffled,
  MIN_SEED_BYTES, MAX_SEED_BYTES, RANDOM_SEED_BYTES,
} from '../bag/prng.js';
export type { PrngState, CryptoPrngState, LegacyPrngState, Seed, SeedError } from '../bag/prng.js';
export { rackValue, rackAdjustments, leaders } from './end.js';
export { parseRuleSet } from '../rules/parse-rules.js';
export type { RuleSetError } from '../rules/parse-rules.js';
export { parseGameState, MAX_HISTORY } from './parse-state.js';
export type { ParseStateOptions } from './parse-state.js';
export { results } from './results.js';
export type { GameResults } from './results.js';
export { allowedActions, unseenTiles, undo } from './app.js';
export type { Allowed, AllowedActions, TileCounts, UndoError } from './app.js';
export { describeEvent, LOCALES } from './describe.js';
export type { DescribeOptions, Locale } from './describe.js';
