/**
 * Events: what happened during an action, as data. `applyAction` returns them and appends them to
 * the game's history; every change of a score is an event with per-player `deltas`.
 *
 * @example
 * ```ts
 * import { eventDeltas, type GameEvent } from 'scrabble-engine';
 * const e: GameEvent = { type: 'passed', player: 0 };
 * eventDeltas(e, 2);   // [0, 0]
 * ```
 * @module
 */
import type { Move } from '../move/move.js';
import type { ChallengePenalty } from '../rules/rule-set.js';
import type { ByPlayer, PlacedTile } from '../types.js';

/**
 * The ways a game ends: a player went out, pass rounds, or consecutive scoreless turns.
 * @example
 * ```ts
 * import { END_REASONS } from 'scrabble-engine';
 * END_REASONS;   // ['went-out', 'passes', 'scoreless-turns', 'turn-limit', 'resigned']
 * ```
 */
export const END_REASONS = ['went-out', 'passes', 'scoreless-turns', 'turn-limit', 'resigned'] as const;

/**
 * `went-out`: a player emptied the rack with the bag empty; `passes`: pass rounds; `scoreless-turns`: the tournament rule; `turn-limit`: every player had the rule set's number of turns.
 * @example
 * ```ts
 * import type { EndReason } from 'scrabble-engine';
 * const value: EndReason = 'went-out';   // one of END_REASONS
 * ```
 */
export type EndReason = (typeof END_REASONS)[number];

/**
 * One tile drawn to decide who starts.
 * @example
 * ```ts
 * import type { StartDraw } from 'scrabble-engine';
 * const draw: StartDraw = { player: 0, tile: 'A' };   // Anna drew an A to decide who starts
 * ```
 */
export interface StartDraw {
  readonly player: number;
  readonly tile: string;
}

/**
 * Who starts was decided by drawing tiles: one list per round (ties draw again).
 * @example
 * ```ts
 * import type { GameEvent, FirstPlayerDrawnEvent } from 'scrabble-engine';
 * const isFirstPlayerDrawnEvent = (item: GameEvent): item is FirstPlayerDrawnEvent => item.type === 'first-player-drawn';
 * ```
 */
export interface FirstPlayerDrawnEvent {
  readonly type: 'first-player-drawn';
  readonly rounds: readonly (readonly StartDraw[])[];
  readonly player: number;
}

/**
 * A player drew tiles from the bag (`tiles` is absent in other players' views); `chosen` when the player named them (a `draw` action).
 * @example
 * ```ts
 * import type { GameEvent, TilesDrawnEvent } from 'scrabble-engine';
 * const isTilesDrawnEvent = (item: GameEvent): item is TilesDrawnEvent => item.type === 'tiles-drawn';
 * ```
 */
export interface TilesDrawnEvent {
  readonly type: 'tiles-drawn';
  readonly player: number;
  readonly count: number;
  readonly tiles?: readonly string[];
  readonly chosen?: true;
}

/**
 * One blank taken off the board: its square (`'H8'`) and the letter put there in its place.
 * @example
 * ```ts
 * import type { BlankSwap } from 'scrabble-engine';
 * const swap: BlankSwap = { square: 'H8', letter: 'E' };
 * ```
 */
export interface BlankSwap {
  readonly square: string;
  readonly letter: string;
}

/**
 * A player swapped blanks on the board for the letters they stand for (not a turn; no score changes).
 * @example
 * ```ts
 * import type { GameEvent, BlankSwappedEvent } from 'scrabble-engine';
 * const isBlankSwappedEvent = (item: GameEvent): item is BlankSwappedEvent => item.type === 'blank-swapped';
 * ```
 */
export interface BlankSwappedEvent {
  readonly type: 'blank-swapped';
  readonly player: number;
  readonly swaps: readonly BlankSwap[];
}

/**
 * A word formed by a play and its score.
 * @example
 * ```ts
 * import type { MovePlayedEvent, ScoredWord } from 'scrabble-engine';
 * const words = (event: MovePlayedEvent): string => event.words.map((w: ScoredWord) => `${w.word} ${w.score}`).join(', ');
 * ```
 */
export interface ScoredWord {
  readonly word: string;
  readonly score: number;
}

/**
 * Tiles were put on the board and scored; `final` is false while a challenge may still withdraw it.
 * @example
 * ```ts
 * import type { GameEvent, MovePlayedEvent } from 'scrabble-engine';
 * const isMovePlayedEvent = (item: GameEvent): item is MovePlayedEvent => item.type === 'move-played';
 * ```
 */
export interface MovePlayedEvent {
  readonly type: 'move-played';
  readonly player: number;
  readonly move: Move;
  readonly notation: string;
  readonly words: readonly ScoredWord[];
  readonly score: number;
  readonly bingo: number;
  readonly final: boolean;
  readonly deltas: ByPlayer<number>;
  /** Letter replacement: the tiles the play took off the board (the letters its tiles covered); absent when none. */
  readonly replaced?: readonly PlacedTile[];
}

/**
 * The challenge window of a play closed without a challenge: `by` the accepting player, or `null` when the next player's action accepted it.
 * @example
 * ```ts
 * import type { GameEvent, PlayAcceptedEvent } from 'scrabble-engine';
 * const isPlayAcceptedEvent = (item: GameEvent): item is PlayAcceptedEvent => item.type === 'play-accepted';
 * ```
 */
export interface PlayAcceptedEvent {
  readonly type: 'play-accepted';
  readonly player: number;
  readonly by: number | null;
}

/**
 * A challenge was upheld: the play's tiles went back to the rack, its score was taken back, the turn is lost.
 * @example
 * ```ts
 * import type { GameEvent, ChallengeUpheldEvent } from 'scrabble-engine';
 * const isChallengeUpheldEvent = (item: GameEvent): item is ChallengeUpheldEvent => item.type === 'challenge-upheld';
 * ```
 */
export interface ChallengeUpheldEvent {
  readonly type: 'challenge-upheld';
  readonly player: number;
  readonly challenger: number;
  /** The challenged words that are not admissible. */
  readonly words: readonly string[];
  /** The rack tiles returned (`?` for a blank). */
  readonly tiles: readonly string[];
  readonly deltas: ByPlayer<number>;
}

/**
 * A challenge failed: the play stands and the penalty of the rule set applies.
 * @example
 * ```ts
 * import type { GameEvent, ChallengeFailedEvent } from 'scrabble-engine';
 * const isChallengeFailedEvent = (item: GameEvent): item is ChallengeFailedEvent => item.type === 'challenge-failed';
 * ```
 */
export interface ChallengeFailedEvent {
  readonly type: 'challenge-failed';
  readonly player: number;
  readonly challenger: number;
  readonly words: readonly string[];
  readonly penalty: ChallengePenalty;
  readonly deltas: ByPlayer<number>;
}

/**
 * A player's turn was skipped (a failed challenge under the lose-a-turn rule).
 * @example
 * ```ts
 * import type { GameEvent, TurnLostEvent } from 'scrabble-engine';
 * const isTurnLostEvent = (item: GameEvent): item is TurnLostEvent => item.type === 'turn-lost';
 * ```
 */
export interface TurnLostEvent {
  readonly type: 'turn-lost';
  readonly player: number;
}

/**
 * A player exchanged tiles (`returned`/`drawn` are absent in other players' views).
 * @example
 * ```ts
 * import type { GameEvent, TilesExchangedEvent } from 'scrabble-engine';
 * const isTilesExchangedEvent = (item: GameEvent): item is TilesExchangedEvent => item.type === 'tiles-exchanged';
 * ```
 */
export interface TilesExchangedEvent {
  readonly type: 'tiles-exchanged';
  readonly player: number;
  readonly count: number;
  readonly returned?: readonly string[];
  readonly drawn?: readonly string[];
}

/**
 * A player resigned: the game ends (a `game-ended` event with reason `resigned` follows) and that player loses.
 * @example
 * ```ts
 * import type { GameEvent, ResignedEvent } from 'scrabble-engine';
 * const isResignedEvent = (item: GameEvent): item is ResignedEvent => item.type === 'resigned';
 * ```
 */
export interface ResignedEvent {
  readonly type: 'resigned';
  readonly player: number;
}

/**
 * A player passed.
 * @example
 * ```ts
 * import type { GameEvent, PassedEvent } from 'scrabble-engine';
 * const isPassedEvent = (item: GameEvent): item is PassedEvent => item.type === 'passed';
 * ```
 */
export interface PassedEvent {
  readonly type: 'passed';
  readonly player: number;
}

/**
 * Replays only: the rack was set to the one a game record states (`returned` went to the bag, `taken` came from it).
 * @example
 * ```ts
 * import type { GameEvent, RackSetEvent } from 'scrabble-engine';
 * const isRackSetEvent = (item: GameEvent): item is RackSetEvent => item.type === 'rack-set';
 * ```
 */
export interface RackSetEvent {
  readonly type: 'rack-set';
  readonly player: number;
  readonly returned?: readonly string[];
  readonly taken?: readonly string[];
}

/**
 * The game ended: the reason, the racks left, the rack adjustments as `deltas`, and the winners.
 * @example
 * ```ts
 * import type { GameEvent, GameEndedEvent } from 'scrabble-engine';
 * const isGameEndedEvent = (item: GameEvent): item is GameEndedEvent => item.type === 'game-ended';
 * ```
 */
export interface GameEndedEvent {
  readonly type: 'game-ended';
  readonly reason: EndReason;
  /** The player who emptied the rack, or `null`. */
  readonly wentOut: number | null;
  readonly racks: ByPlayer<readonly string[]>;
  readonly deltas: ByPlayer<number>;
  readonly winners: readonly number[];
}

/**
 * A player asked to take the last action back (`takebacks: 'consent'`); every other player answers.
 * @example
 * ```ts
 * import type { GameEvent, UndoRequestedEvent } from 'scrabble-engine';
 * const isUndoRequestedEvent = (item: GameEvent): item is UndoRequestedEvent => item.type === 'undo-requested';
 * ```
 */
export interface UndoRequestedEvent {
  readonly type: 'undo-requested';
  readonly player: number;
}

/**
 * A player answered a takeback request: `accept: false` ends the request, the game goes on unchanged.
 * @example
 * ```ts
 * import type { GameEvent, UndoAnsweredEvent } from 'scrabble-engine';
 * const isUndoAnsweredEvent = (item: GameEvent): item is UndoAnsweredEvent => item.type === 'undo-answered';
 * ```
 */
export interface UndoAnsweredEvent {
  readonly type: 'undo-answered';
  readonly player: number;
  readonly accept: boolean;
}

/**
 * The last action was taken back: the history goes back to before it and this event follows. The
 * unseen tiles were shuffled again. `requester` is the seat that asked (`null`: the `undo`
 * function); `generator` is, in the state only, where the game's generator stood (absent in views).
 * @example
 * ```ts
 * import type { GameEvent, UndoneEvent } from 'scrabble-engine';
 * const isUndoneEvent = (item: GameEvent): item is UndoneEvent => item.type === 'undone';
 * ```
 */
export interface UndoneEvent {
  readonly type: 'undone';
  readonly requester: number | null;
  /** The position of the game's generator whose fresh output shuffled the bag again (`null`: a bag order given, never shuffled). Secret: absent in views. */
  readonly generator?: number | null;
}

/**
 * Everything that can happen in a game.
 * @example
 * ```ts
 * import { describeEvent, type GameEvent, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const lines = state.history.map((event: GameEvent) => describeEvent(event, 'en', state.players));
 * ```
 */
export type GameEvent =
  | FirstPlayerDrawnEvent
  | TilesDrawnEvent
  | MovePlayedEvent
  | PlayAcceptedEvent
  | ChallengeUpheldEvent
  | ChallengeFailedEvent
  | TurnLostEvent
  | TilesExchangedEvent
  | PassedEvent
  | RackSetEvent
  | BlankSwappedEvent
  | GameEndedEvent
  | ResignedEvent
  | UndoRequestedEvent
  | UndoAnsweredEvent
  | UndoneEvent;

/**
 * The `type` of every event.
 * @example
 * ```ts
 * import { EVENT_TYPES } from 'scrabble-engine';
 * EVENT_TYPES;   // ['first-player-drawn', 'tiles-drawn', 'move-played', 'play-accepted', 'challenge-upheld', …]
 * ```
 */
export const EVENT_TYPES = [
  'first-player-drawn', 'tiles-drawn', 'move-played', 'play-accepted', 'challenge-upheld', 'challenge-failed',
  'turn-lost', 'tiles-exchanged', 'passed', 'rack-set', 'blank-swapped', 'game-ended', 'resigned',
  'undo-requested', 'undo-answered', 'undone',
] as const satisfies readonly GameEvent['type'][];

/**
 * How an event changed each player's score (zeros for events that change no score).
 * Zeros also for something that is not an event; `[]` when `players` is not a whole number.
 * @example
 * ```ts
 * import { eventDeltas, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * for (const event of state.history) console.log(eventDeltas(event, state.players.length));   // e.g. [28, 0]
 * ```
 */
export function eventDeltas(event: GameEvent, players: number): number[] {
  if (!seatCount(players)) return [];
  const deltas = typeof event === 'object' && event !== null && 'deltas' in event && Array.isArray(event.deltas) ? event.deltas : undefined;
  const out = new Array<number>(players).fill(0);
  if (deltas !== undefined) for (let p = 0; p < players; p++) out[p] = typeof deltas[p] === 'number' ? deltas[p]! : 0;
  return out;
}

/** Whether a number of players is one a game may have (so that per-player lists stay small). */
function seatCount(players: unknown): players is number {
  return typeof players === 'number' && Number.isInteger(players) && players >= 0 && players <= 64;
}

/** A per-player delta list with `amount` for one player and zero for the others. */
export function deltaFor(players: number, player: number, amount: number): number[] {
  if (!seatCount(players)) return [];
  const out = new Array<number>(players).fill(0);
  if (!(Number.isInteger(player) && player >= 0 && player < players)) return out;
  out[player] = amount;
  return out;
}
