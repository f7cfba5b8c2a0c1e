/**
 * The stable codes of GCG findings: what reading a record and verifying it can report.
 *
 * @example
 * ```ts
 * import { GCG_PARSE_CODES, GCG_VERIFY_CODES } from 'scrabble-engine';
 * GCG_PARSE_CODES.includes('bad-rack');            // true
 * GCG_VERIFY_CODES.includes('score-mismatch');     // true
 * ```
 * @module
 */

/** Codes of findings made while reading a record (syntax, header, players). */
export const GCG_PARSE_CODES = [
  'empty-record',
  'binary-data',
  'line-too-long',
  'unsupported-encoding',
  'encoding-not-first',
  'duplicate-pragma',
  'header-after-events',
  'duplicate-nickname',
  'duplicate-player-name',
  'missing-player',
  'unknown-player',
  'event-after-last-rack',
  'bad-event',
  'bad-position',
  'bad-word',
  'bad-rack',
  'bad-exchange',
  'bad-score',
  'bad-total',
  'lenient-score',
  'ignored-line',
  'note-before-events',
] as const;

/** A code of {@link GCG_PARSE_CODES}. */
export type GcgParseCode = (typeof GCG_PARSE_CODES)[number];

/** Codes of findings made while verifying a record against the rules. */
export const GCG_VERIFY_CODES = [
  'unsupported-tile-set',
  'unsupported-game-type',
  'unsupported-board',
  'letter-not-in-set',
  'off-board',
  'through-square-empty',
  'through-tile-written',
  'illegal-placement',
  'not-on-rack',
  'rack-too-large',
  'too-many-tiles',
  'rack-continuity',
  'score-mismatch',
  'total-mismatch',
  'out-of-turn',
  'event-after-game-end',
  'exchange-bag-too-small',
  'end-rack-early',
  'end-points-mismatch',
  'end-penalty-mismatch',
  'end-rack-mismatch',
  'end-rack-missing',
  'challenge-without-play',
  'challenge-wrong-player',
  'challenge-bonus-mismatch',
  'withdrawn-without-play',
  'withdrawn-wrong-player',
  'withdrawn-rack-mismatch',
  'withdrawn-score-mismatch',
  'withdrawn-score-zero',
  'time-penalty-too-early',
  'time-penalty-repeated',
  'phony',
] as const;

/** A code of {@link GCG_VERIFY_CODES}. */
export type GcgVerifyCode = (typeof GCG_VERIFY_CODES)[number];

/** Any GCG finding code. */
export type GcgCode = GcgParseCode | GcgVerifyCode;
