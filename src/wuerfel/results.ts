/**
 * Results of the score pad: the six crossword scores and their sum (result I), the 50-point
 * premium when result I is more than 200, result II = I + premium, the dice area's six scores and
 * sum (result III), and the total = II + III. The highest total wins; over several games, the
 * highest sum of totals.
 *
 * @example
 * ```ts
 * import { results, matchResults } from 'scrabble-engine/wuerfel';
 * const r = results(state);
 * r.players[0].total;        // result II + result III
 * r.winners;                 // seats with the highest total (final once r.over)
 * matchResults([game1, game2]);   // totals summed over the games
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { orElse } from '../total.js';
import { CROSSWORD_PREMIUM, PREMIUM_THRESHOLD } from './slots.js';
import type { Pad, WuerfelState } from './state.js';

/**
 * One player's pad added up. Free slots count 0.
 * @example
 * ```ts
 * import type { PadResult, WuerfelResults } from 'scrabble-engine/wuerfel';
 * const totals = (r: WuerfelResults): number[] => r.players.map((p: PadResult) => p.total);
 * ```
 */
export interface PadResult {
  readonly player: number;
  readonly name: string;
  /** The crossword slots 1–6. */
  readonly crossword: readonly number[];
  /** Result I: the sum of the crossword slots. */
  readonly resultI: number;
  /** 50 when result I is more than 200, else 0. */
  readonly premium: number;
  /** Result II: result I plus the premium. */
  readonly resultII: number;
  /** The dice slots for word lengths 2–7. */
  readonly dice: readonly number[];
  /** Result III: the sum of the dice slots. */
  readonly resultIII: number;
  /** The total: result II plus result III. */
  readonly total: number;
}

/**
 * Every player's results and the winners.
 * @example
 * ```ts
 * import { createGame, results, type WuerfelResults } from 'scrabble-engine/wuerfel';
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const table: WuerfelResults | null = created.ok ? results(created.value) : null;
 * ```
 */
export interface WuerfelResults {
  /** Whether the game is over (before that, the figures are the pads so far). */
  readonly over: boolean;
  readonly players: readonly PadResult[];
  /** The seats with the highest total (several when tied). */
  readonly winners: readonly number[];
}

/**
 * Adds up one pad (free slots, and anything that is not a pad, count 0).
 * @example
 * ```ts
 * import { createGame, padResult } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * const pad = game.ok ? game.value.pads[0] : undefined;
 * if (pad !== undefined) padResult(pad, 0, 'Anna').total;   // 0 on an empty pad
 * ```
 */
export function padResult(pad: Pad, player: number, name: string): PadResult {
  return orElse(() => addUp(pad, player, name), addUp({ crossword: [], dice: [] }, player, name));
}

function points(entry: unknown): number {
  const score = typeof entry === 'object' && entry !== null ? (entry as { score?: unknown }).score : 0;
  return typeof score === 'number' && Number.isFinite(score) ? score : 0;
}

function addUp(pad: Pick<Pad, 'crossword' | 'dice'>, player: number, name: string): PadResult {
  const crossword = Array.from(pad.crossword, points);
  const dice = Array.from(pad.dice, points);
  const resultI = crossword.reduce((a, b) => a + b, 0);
  const premium = resultI > PREMIUM_THRESHOLD ? CROSSWORD_PREMIUM : 0;
  const resultII = resultI + premium;
  const resultIII = dice.reduce((a, b) => a + b, 0);
  return { player, name, crossword, resultI, premium, resultII, dice, resultIII, total: resultII + resultIII };
}

/** The seats with the highest value. */
function best(values: readonly number[]): number[] {
  const top = Math.max(...values);
  return values.flatMap((v, i) => (v === top ? [i] : []));
}

/**
 * The results of a game (or of the pads so far); something that is not a game gives no players.
 * @example
 * ```ts
 * import { createGame, results } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) results(game.value).players.map((p) => p.total);   // [0, 0] before any word
 * ```
 */
export function results(state: Pick<WuerfelState, 'pads' | 'players' | 'phase'>): WuerfelResults {
  return orElse(() => {
    const players = state.pads.map((pad, i) => padResult(pad, i, typeof state.players[i] === 'string' ? state.players[i]! : `Player ${i + 1}`));
    return { over: state.phase === 'over', players, winners: players.length === 0 ? [] : best(players.map((p) => p.total)) };
  }, { over: false, players: [], winners: [] });
}

/**
 * The results of a match of several games between the same players.
 * @example
 * ```ts
 * import { matchResults, type MatchResults, type WuerfelState } from 'scrabble-engine/wuerfel';
 * const match = (games: readonly WuerfelState[]): MatchResults | null => { const r = matchResults(games); return r.ok ? r.value : null; };
 * ```
 */
export interface MatchResults {
  readonly games: number;
  /** Per seat: the sum of the totals of all games. */
  readonly totals: readonly number[];
  /** The seats with the highest sum. */
  readonly winners: readonly number[];
}

/**
 * Why a match could not be added up.
 * @example
 * ```ts
 * import type { MatchError } from 'scrabble-engine/wuerfel';
 * const explain = (error: MatchError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type MatchError = EngineError<'bad-match'>;

/**
 * Sums the totals of several games between the same players (seat by seat).
 * @example
 * ```ts
 * import { createGame, matchResults } from 'scrabble-engine/wuerfel';
 * const first = createGame({ players: ['Anna', 'Ben'] });
 * const second = createGame({ players: ['Anna', 'Ben'] });
 * if (first.ok && second.ok) matchResults([first.value, second.value]);   // totals over both games
 * ```
 */
export function matchResults(games: readonly Pick<WuerfelState, 'pads' | 'players' | 'phase'>[]): Result<MatchResults, MatchError> {
  return orElse(() => addUpMatch(games), err({ code: 'bad-match', message: 'A match is a list of dice games' }));
}

function addUpMatch(games: readonly Pick<WuerfelState, 'pads' | 'players' | 'phase'>[]): Result<MatchResults, MatchError> {
  if (!Array.isArray(games) || games.length === 0) return err({ code: 'bad-match', message: 'A match has at least one game' });
  const first = games[0]!;
  const n = first.players.length;
  if (!Array.isArray(first.players) || !games.every((g) => Array.isArray(g.players) && Array.isArray(g.pads) && g.pads.length === n && g.players.length === n && g.players.every((name: string, i: number) => name === first.players[i]))) {
    return err({ code: 'bad-match', message: 'Every game of a match has the same players in the same seats' });
  }
  const totals = new Array<number>(n).fill(0);
  for (const game of games) results(game).players.forEach((p, i) => (totals[i]! += p.total));
  return ok({ games: games.length, totals, winners: best(totals) });
}
