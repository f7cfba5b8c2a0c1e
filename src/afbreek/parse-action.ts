/**
 * Reading an Afbreek action from untrusted data (a network message): the shape is checked and a
 * fresh action built. With `{ from: seat }` the action is read as a client's: its own seat's only,
 * and without `words` (the players' verdict on new runs, for games without a lexicon: on a server
 * the lexicon judges).
 *
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine/afbreek';
 * parseAction({ type: 'remove', player: 0, squares: ['K8', 'L8'] }, { from: 0 });               // ok
 * parseAction({ type: 'remove', player: 0, squares: ['H9'], words: ['HUND'] }, { from: 0 });   // server-only
 * ```
 * @module
 */
import { seatRefusal, serverOnly } from '../client-action.js';
import { err, ok, type Result } from '../result.js';
import type { AfbreekAction } from './actions.js';
import type { AfbreekActionError } from './errors.js';
import { MAX_AFBREEK_PLAYERS } from './setup.js';

/** Most squares or words an action may name. */
const MAX_ITEMS = 64;

/**
 * How `parseAction` reads an Afbreek action.
 * @example
 * ```ts
 * import { parseAction, type AfbreekParseActionOptions } from 'scrabble-engine/afbreek';
 * const fromBen: AfbreekParseActionOptions = { from: 1 };   // the seat the connection was authenticated as
 * const text = '{"type":"pass","player":1}';   // the body of Ben's request
 * parseAction(JSON.parse(text), fromBen);   // ok
 * ```
 */
export interface AfbreekParseActionOptions {
  /**
   * The seat of the client that sent the action. Given, the action must be that seat's own
   * (`not-your-seat` otherwise) and may not carry `words` (`server-only`: a verdict on words is the server's lexicon's).
   */
  readonly from?: number;
}

function bad(message: string): Result<never, AfbreekActionError> {
  return err({ code: 'bad-action', message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of short strings, copied; `null` when it is not one. */
function strings(value: unknown, maxLength: number): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) return null;
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || item.length > maxLength) return null;
    out.push(item);
  }
  return out;
}

function readAction(value: unknown): Result<AfbreekAction, AfbreekActionError> {
  if (!isRecord(value) || (value.type !== 'remove' && value.type !== 'pass')) {
    return bad('An action is { type: "remove", player, squares } or { type: "pass", player }');
  }
  // -0 is seat 0 (JSON writes it as 0).
  const player = value.player === 0 ? 0 : value.player;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= MAX_AFBREEK_PLAYERS) {
    return bad('An action names the player by seat number (0, 1, …)');
  }
  if (value.type === 'pass') return ok({ type: 'pass', player });
  const squares = strings(value.squares, 3);
  if (squares === null) return err({ code: 'bad-squares', message: 'A removal names its squares, such as ["H8", "I8"]' });
  if (value.words === undefined) return ok({ type: 'remove', player, squares });
  const words = strings(value.words, 64);
  if (words === null) return bad('words lists the new runs the players accept, such as ["HUND"]');
  return ok({ type: 'remove', player, squares, words });
}

/**
 * Checks untrusted data as an Afbreek action and returns a fresh copy. Shape only: whether it is
 * legal now is `applyAction`'s business. With `{ from: seat }` it reads a client's action. Never throws.
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine/afbreek';
 * const text = '{"type":"pass","player":1}';   // the body of a client's request
 * const action = parseAction(JSON.parse(text), { from: 1 });   // from the client authenticated as seat 1, checked before applyAction
 * ```
 */
export function parseAction(value: unknown, options?: AfbreekParseActionOptions): Result<AfbreekAction, AfbreekActionError> {
  try {
    const read = readAction(value);
    const from = options?.from;
    if (!read.ok || from === undefined) return read;
    const refused = seatRefusal(read.value.player, from) ??
      (read.value.type === 'remove' && read.value.words !== undefined ? serverOnly('A client sends no verdict on words: the server\'s lexicon judges them') : null);
    return refused === null ? read : err(refused);
  } catch {
    return bad('The action could not be read');
  }
}
