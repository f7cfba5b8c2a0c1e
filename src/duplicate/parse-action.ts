/**
 * Reading a Duplicate action from untrusted data (a network message): the shape is checked and a
 * fresh action built. With `{ from: seat }` the action is read as a client's: its own seat's
 * submission only; closing the round (`end-round`, time is up) is the server's.
 *
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine/duplicate';
 * parseAction({ type: 'submit', player: 1, move: '8D GRÜNDE' }, { from: 1 });   // ok
 * parseAction({ type: 'end-round' }, { from: 1 });                              // { ok: false, error: { code: 'server-only', … } }
 * ```
 * @module
 */
import { readMoveData } from '../move/move-data.js';
import { seatRefusal, serverOnly } from '../client-action.js';
import { err, ok, type Result } from '../result.js';
import type { DuplicateAction } from './actions.js';
import type { DuplicateActionError } from './errors.js';
import { MAX_DUPLICATE_PLAYERS } from './setup.js';

/** Longest move notation accepted. */
const MAX_NOTATION = 200;

/**
 * How `parseAction` reads a Duplicate action.
 * @example
 * ```ts
 * import { parseAction, type DuplicateParseActionOptions } from 'scrabble-engine/duplicate';
 * const fromBen: DuplicateParseActionOptions = { from: 1 };   // the seat the connection was authenticated as
 * const text = '{"type":"submit","player":1,"move":"8D GRÜNDE"}';   // the body of Ben's request
 * parseAction(JSON.parse(text), fromBen);   // ok
 * ```
 */
export interface DuplicateParseActionOptions {
  /**
   * The seat of the client that sent the action. Given, a submission must be that seat's own
   * (`not-your-seat` otherwise), and `end-round` is refused (`server-only`: the server's clock closes a round).
   */
  readonly from?: number;
}

function bad(message: string): Result<never, DuplicateActionError> {
  return err({ code: 'bad-action', message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAction(value: unknown): Result<DuplicateAction, DuplicateActionError> {
  if (!isRecord(value)) return bad('An action is { type: "submit", player, move } or { type: "end-round" }');
  if (value.type === 'end-round') return ok({ type: 'end-round' });
  if (value.type !== 'submit') return bad('The action type is "submit" or "end-round"');
  // -0 is seat 0 (JSON writes it as 0).
  const player = value.player === 0 ? 0 : value.player;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= MAX_DUPLICATE_PLAYERS) {
    return bad('A submission names the player by seat number (0, 1, …)');
  }
  const { move } = value;
  if (move === null) return ok({ type: 'submit', player, move: null });
  if (typeof move === 'string') {
    return move.length <= MAX_NOTATION ? ok({ type: 'submit', player, move }) : err({ code: 'bad-notation', message: 'The move notation is too long' });
  }
  const data = readMoveData(move);
  if (data === null) return bad('A submission\'s move is GCG notation ("8D GRÜNDE"), move data, or null for no move');
  return ok({ type: 'submit', player, move: data });
}

/**
 * Checks untrusted data as a Duplicate action and returns a fresh copy. Shape only: whether it is
 * legal now is `applyAction`'s business. With `{ from: seat }` it reads a client's action. Never throws.
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine/duplicate';
 * const text = '{"type":"submit","player":1,"move":"8D GRÜNDE"}';   // the body of a client's request
 * const action = parseAction(JSON.parse(text), { from: 1 });   // from the client authenticated as seat 1, checked before applyAction
 * ```
 */
export function parseAction(value: unknown, options?: DuplicateParseActionOptions): Result<DuplicateAction, DuplicateActionError> {
  try {
    const read = readAction(value);
    const from = options?.from;
    if (!read.ok || from === undefined) return read;
    const refused = read.value.type === 'end-round'
      ? serverOnly('A client does not close a round: the server does when time is up')
      : seatRefusal(read.value.player, from);
    return refused === null ? read : err(refused);
  } catch {
    return bad('The action could not be read');
  }
}
