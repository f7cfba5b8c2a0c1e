/**
 * The state version every module keeps: raised by one with every applied action, so that an action
 * may name the version it was meant for (`expectedVersion`) and a repeated or outdated one (a
 * double click, a retry, a second tab) is refused with `stale-version` instead of applied twice.
 * Internal.
 * @module
 */

/** The largest version a state may carry. */
export const MAX_VERSION = Number.MAX_SAFE_INTEGER;

/** Whether a value is a version: a whole number from 0. */
export function isVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The version of a state (0 for a state saved before versions existed). */
export function versionOf(state: unknown): number {
  const version = typeof state === 'object' && state !== null ? (state as { version?: unknown }).version : undefined;
  return isVersion(version) ? version : 0;
}

/**
 * Why an action's `expectedVersion` refuses it: `'bad'` when it is not a version, `'stale'` when it
 * names another version than the state's; `null` when absent or current.
 */
export function versionRefusal(action: unknown, state: unknown): 'bad' | 'stale' | null {
  const expected = typeof action === 'object' && action !== null ? (action as { expectedVersion?: unknown }).expectedVersion : undefined;
  if (expected === undefined) return null;
  if (!isVersion(expected)) return 'bad';
  return expected === versionOf(state) ? null : 'stale';
}

/** The message of a stale action. */
export function staleMessage(action: unknown, state: unknown): string {
  const expected = (action as { expectedVersion?: unknown }).expectedVersion;
  return `The action was meant for version ${String(expected)} of the game; it is at version ${versionOf(state)}`;
}

/** Why a module refuses an action for its version: the error, or `null` when it may be applied. */
export interface VersionError {
  readonly code: 'bad-action' | 'stale-version';
  readonly message: string;
}

/**
 * The error every module gives an action whose `expectedVersion` refuses it (see
 * {@link versionRefusal}): `bad-action` when it is not a version, `stale-version` when it names
 * another version than the state's; `null` when absent or current.
 */
export function versionError(action: unknown, state: unknown): VersionError | null {
  const refusal = versionRefusal(action, state);
  if (refusal === 'bad') return { code: 'bad-action', message: 'expectedVersion must be a whole number from 0' };
  if (refusal === 'stale') return { code: 'stale-version', message: staleMessage(action, state) };
  return null;
}

/**
 * The field every action may carry: the state `version` the action was meant for. An action for
 * another version (a double click, a retry, a second tab) is refused with `stale-version`.
 * @example
 * ```ts
 * import { createGame, viewFor, GERMAN, type Action } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const action: Action = { type: 'pass', player: 0, expectedVersion: viewFor(state, 0).version };
 * ```
 */
export interface VersionedAction {
  readonly expectedVersion?: number;
}
