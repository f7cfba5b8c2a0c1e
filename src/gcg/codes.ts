/**
 * The stable codes of GCG findings (what reading a record and verifying it can report) and the
 * severity of each: an `error` when the record contradicts the rules or itself in a way that
 * changes the game, a `warning` when the record is untidy but the game is what it says.
 *
 * @example
 * ```ts
 * import { GCG_PARSE_CODES, GCG_VERIFY_CODES, GCG_SEVERITY } from 'scrabble-engine';
 * GCG_PARSE_CODES.includes('bad-rack');            // true
 * GCG_VERIFY_CODES.includes('score-mismatch');     // true
 * GCG_SEVERITY['rack-continuity'];                 // 'warning': annotators guess opponents' racks
 * ```
 * @module
 */
import type { Severity } from './record.js';

/**
 * Codes of findings made while reading a record (syntax, header, players).
 * @example
 * ```ts
 * import { GCG_PARSE_CODES } from 'scrabble-engine';
 * GCG_PARSE_CODES.includes('not-gcg');   // true
 * ```
 */
export const GCG_PARSE_CODES = [
  'not-gcg',
  'empty-record',
  'binary-data',
  'line-too-long',
  'unsupported-encoding',
  'encoding-not-first',
  'duplicate-pragma',
  'player-redefined',
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

/**
 * A code of {@link GCG_PARSE_CODES}.
 * @example
 * ```ts
 * import type { GcgParseCode } from 'scrabble-engine';
 * const value: GcgParseCode = 'not-gcg';   // one of GCG_PARSE_CODES
 * ```
 */
export type GcgParseCode = (typeof GCG_PARSE_CODES)[number];

/**
 * Codes of findings made while verifying a record against the rules.
 * @example
 * ```ts
 * import { GCG_VERIFY_CODES } from 'scrabble-engine';
 * GCG_VERIFY_CODES.includes('unsupported-tile-set');   // true
 * ```
 */
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
  'exceeds-rack',
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
  'end-rack-unseen',
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

/**
 * A code of {@link GCG_VERIFY_CODES}.
 * @example
 * ```ts
 * import type { GcgVerifyCode } from 'scrabble-engine';
 * const value: GcgVerifyCode = 'unsupported-tile-set';   // one of GCG_VERIFY_CODES
 * ```
 */
export type GcgVerifyCode = (typeof GCG_VERIFY_CODES)[number];

/**
 * Any GCG finding code.
 * @example
 * ```ts
 * import { verifyGcg, type GcgCode } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const codes: GcgCode[] = verifyGcg(text).findings.map((f) => f.code);
 * ```
 */
export type GcgCode = GcgParseCode | GcgVerifyCode;

/**
 * The severity of every code. Errors: the record breaks the rules or contradicts itself in a way
 * that changes the game (a score, a total, a placement, tiles the set or the bag cannot supply, a
 * turn, the end of the game), or it cannot be read. Warnings: untidy records whose game is still
 * what they say (guessed opponents' racks, repeated pragmas, lenient readings, phonies left
 * unchallenged, which the challenge rules allow).
 * @example
 * ```ts
 * import { GCG_SEVERITY } from 'scrabble-engine';
 * GCG_SEVERITY['rack-continuity'];   // 'warning'
 * ```
 */
export const GCG_SEVERITY: Readonly<Record<GcgCode, Severity>> = {
  'not-gcg': 'error',
  'empty-record': 'error',
  'binary-data': 'error',
  'line-too-long': 'error',
  'unsupported-encoding': 'error',
  'encoding-not-first': 'error',
  'duplicate-pragma': 'warning',
  'player-redefined': 'error',
  'header-after-events': 'warning',
  'duplicate-nickname': 'error',
  'duplicate-player-name': 'warning',
  'missing-player': 'error',
  'unknown-player': 'error',
  'event-after-last-rack': 'error',
  'bad-event': 'error',
  'bad-position': 'error',
  'bad-word': 'error',
  'bad-rack': 'error',
  'bad-exchange': 'error',
  'bad-score': 'error',
  'bad-total': 'error',
  'lenient-score': 'warning',
  'ignored-line': 'warning',
  'note-before-events': 'warning',
  'unsupported-tile-set': 'error',
  'unsupported-game-type': 'error',
  'unsupported-board': 'error',
  'letter-not-in-set': 'error',
  'off-board': 'error',
  'through-square-empty': 'error',
  'through-tile-written': 'warning',
  'illegal-placement': 'error',
  'not-on-rack': 'error',
  'rack-too-large': 'error',
  'exceeds-rack': 'error',
  'too-many-tiles': 'error',
  'rack-continuity': 'warning',
  'score-mismatch': 'error',
  'total-mismatch': 'error',
  'out-of-turn': 'error',
  'event-after-game-end': 'error',
  'exchange-bag-too-small': 'error',
  'end-rack-early': 'error',
  'end-points-mismatch': 'error',
  'end-penalty-mismatch': 'error',
  'end-rack-mismatch': 'error',
  'end-rack-unseen': 'error',
  'end-rack-missing': 'warning',
  'challenge-without-play': 'error',
  'challenge-wrong-player': 'error',
  'challenge-bonus-mismatch': 'error',
  'withdrawn-without-play': 'error',
  'withdrawn-wrong-player': 'error',
  'withdrawn-rack-mismatch': 'error',
  'withdrawn-score-mismatch': 'error',
  'withdrawn-score-zero': 'warning',
  'time-penalty-too-early': 'error',
  'time-penalty-repeated': 'error',
  phony: 'warning',
};

/**
 * Codes that mean the input is not a game record at all (nothing to verify).
 * @example
 * ```ts
 * import { GCG_UNREADABLE_CODES } from 'scrabble-engine';
 * GCG_UNREADABLE_CODES.includes('not-gcg');   // true
 * ```
 */
export const GCG_UNREADABLE_CODES: readonly GcgCode[] = ['not-gcg', 'empty-record'];
