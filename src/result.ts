/**
 * Results: errors as values, never thrown.
 *
 * @example
 * ```ts
 * import { ok, err, type Result } from 'scrabble-engine';
 * const half = (n: number): Result<number, { code: 'odd'; message: string }> =>
 *   n % 2 === 0 ? ok(n / 2) : err({ code: 'odd', message: `${n} is odd` });
 * ```
 * @module
 */

/**
 * A failure: a stable machine-readable `code` and a human `message`.
 * @example
 * ```ts
 * import type { EngineError } from 'scrabble-engine';
 * const error: EngineError<'odd'> = { code: 'odd', message: 'An odd number has no half' };
 * ```
 */
export interface EngineError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/**
 * A success holding `value`.
 * @example
 * ```ts
 * import { ok, type Ok } from 'scrabble-engine';
 * const done: Ok<number> = ok(42);
 * ```
 */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/**
 * A failure holding `error`.
 * @example
 * ```ts
 * import { fail, type Err, type EngineError } from 'scrabble-engine';
 * const refused: Err<EngineError<'odd'>> = fail('odd', 'An odd number has no half');
 * ```
 */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/**
 * Either a value or an error: the return type of every fallible function.
 * @example
 * ```ts
 * import { parseMove, GERMAN, type Move, type MoveError, type Result } from 'scrabble-engine';
 * const move: Result<Move, MoveError> = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) move.value.tiles;
 * else move.error.code;
 * ```
 */
export type Result<T, E = EngineError> = Ok<T> | Err<E>;

/**
 * Wraps a value as a success.
 * @example
 * ```ts
 * import { ok, type Result } from 'scrabble-engine';
 * const half = (n: number): Result<number> => ok(n / 2);
 * ```
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Wraps an error as a failure.
 * @example
 * ```ts
 * import { err, type Result } from 'scrabble-engine';
 * const refuse = (): Result<number> => err({ code: 'odd', message: 'An odd number has no half' });
 * ```
 */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/**
 * Builds a failure from a code and a message.
 * @example
 * ```ts
 * import { fail } from 'scrabble-engine';
 * fail('odd', 'An odd number has no half');   // { ok: false, error: { code: 'odd', message: … } }
 * ```
 */
export function fail<C extends string>(code: C, message: string): Err<EngineError<C>> {
  return { ok: false, error: { code, message } };
}
