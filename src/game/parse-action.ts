/**
 * Reading an action from untrusted data (a network message): the shape is checked and a fresh
 * object is built, so unknown keys (also `__proto__`) are dropped and huge inputs are refused.
 *
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine';
 * parseAction(JSON.parse('{"type":"pass","player":1}'));   // { ok: true, value: { type: 'pass', player: 1 } }
 * parseAction({ type: 'fly', player: 0 });                 // { ok: false, error: { code: 'bad-action', … } }
 * ```
 * @module
 */
import { readMoveData } from '../move/move-data.js';
import { seatRefusal, serverOnly } from '../client-action.js';
import { err, ok, type Result } from '../result.js';
import { isVersion } from '../version.js';
import { ACTION_TYPES, type Action } from './actions.js';
import type { ActionError } from './errors.js';

/** Most seats an action may name. */
export const MAX_SEATS = 16;
/** Longest move notation, exchange or rack string accepted. */
const MAX_TEXT = 200;
/** Most tiles in a move, an exchange or a rack list. */
const MAX_TILES = 26 * 26;
/** Most words a challenge may name. */
const MAX_WORDS = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bad(message: string): Result<never, ActionError> {
  return err({ code: 'bad-action', message });
}

function isShortText(value: unknown, max = MAX_TEXT): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** A list of short strings (tiles or words), copied; `null` when it is not one. */
function readStrings(value: unknown, maxItems: number, maxLength: number): string[] | null {
  if (!Array.isArray(value) || value.length > maxItems) return null;
  const out: string[] = [];
  for (const item of value) {
    if (!isShortText(item, maxLength)) return null;
    out.push(item);
  }
  return out;
}

/** Tiles given as a string or a list of strings. */
function readTileField(value: unknown): string | string[] | null {
  if (typeof value === 'string') return value.length <= MAX_TEXT ? value : null;
  return readStrings(value, MAX_TILES, 8);
}

function readAction(value: unknown): Result<Action, ActionError> {
  if (!isRecord(value)) return bad('An action is an object like { type: "pass", player: 0 }');
  const { type } = value;
  // -0 is seat 0 (JSON writes it as 0, so a saved state reads back equal).
  const player = value.player === 0 ? 0 : value.player;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return bad(`The action type must be one of ${ACTION_TYPES.join(', ')}`);
  }
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= MAX_SEATS) {
    return bad('The action must name its player by seat number (0, 1, …)');
  }
  let rack: string | string[] | undefined;
  if (type === 'play' || type === 'exchange' || type === 'pass') {
    if (value.rack !== undefined) {
      const read = readTileField(value.rack);
      if (read === null) return bad('rack must be a rack string or a list of tiles');
      rack = read;
    }
  }
  const withRack = <T extends object>(action: T): T => (rack === undefined ? action : { ...action, rack });
  switch (type) {
    case 'play': {
      if (typeof value.move === 'string') {
        if (value.move.length > MAX_TEXT) return err({ code: 'bad-notation', message: 'The move notation is too long' });
        return ok(withRack({ type, player, move: value.move }));
      }
      const move = readMoveData(value.move);
      if (move === null) {
        return err({ code: 'malformed-move', message: 'move must be notation like "8D GRÜNDE" or { direction, tiles: [{ row, col, letter, blank }] }' });
      }
      return ok(withRack({ type, player, move }));
    }
    case 'exchange': {
      const tiles = readTileField(value.tiles);
      if (tiles === null) return bad('tiles must be a rack string like "AE?" or a list of tiles');
      return ok(withRack({ type, player, tiles }));
    }
    case 'pass':
      return ok(withRack({ type, player }));
    case 'challenge': {
      if (value.valid !== undefined && typeof value.valid !== 'boolean') return bad('valid must be true or false');
      const words = value.words === undefined ? undefined : readStrings(value.words, MAX_WORDS, MAX_TEXT);
      if (words === null) return bad(`words must be a list of at most ${MAX_WORDS} words`);
      return ok({
        type, player,
        ...(value.valid === undefined ? {} : { valid: value.valid }),
        ...(words === undefined ? {} : { words }),
      });
    }
    case 'draw': {
      const tiles = readTileField(value.tiles);
      if (tiles === null) return bad('tiles must be a rack string like "AE?" or a list of tiles');
      return ok({ type, player, tiles });
    }
    case 'swap-blank': {
      const squares = readStrings(value.squares, MAX_SEATS, 3);
      if (squares === null || squares.length === 0) return bad('squares must name the squares of the blanks, like ["H8"]');
      return ok({ type, player, squares });
    }
    case 'resign':
    case 'undo-request':
      return ok({ type, player });
    case 'undo-answer':
      if (typeof value.accept !== 'boolean') return bad('accept must be true or false');
      return ok({ type, player, accept: value.accept });
    default:
      return ok({ type: 'accept', player });
  }
}

/**
 * How `parseAction` reads an action.
 * @example
 * ```ts
 * import { parseAction, type ParseActionOptions } from 'scrabble-engine';
 * const fromBen: ParseActionOptions = { from: 1 };   // the seat the connection was authenticated as
 * const text = '{"type":"pass","player":1}';   // the body of Ben's request
 * parseAction(JSON.parse(text), fromBen);   // ok: Ben passes
 * ```
 */
export interface ParseActionOptions {
  /**
   * The seat of the client that sent the action. Given, the action is read as a client's: it must
   * be that seat's own (`not-your-seat` otherwise) and may carry nothing only the server decides
   * (`server-only`): no verdict on a challenge (`valid`: the server's lexicon judges) and no stated
   * rack (`rack`: replay games only). A `draw` passes, since the reducer accepts one only where the
   * rules let the player choose the tiles (`draw: 'choose'`, open tiles).
   */
  readonly from?: number;
}

/** Refuses what a client at seat `from` may not send; `null` when the action is the client's to send. */
function refusedFrom(action: Action, from: number): ActionError | null {
  const seat = seatRefusal(action.player, from);
  if (seat !== null) return seat;
  if (action.type === 'challenge' && action.valid !== undefined) {
    return serverOnly('A challenge carries no verdict from a client: the server\'s lexicon judges the words');
  }
  if ((action.type === 'play' || action.type === 'exchange' || action.type === 'pass') && action.rack !== undefined) {
    return serverOnly('A client states no rack: only a replayed record does');
  }
  return null;
}

/**
 * Checks untrusted data as an action and returns a fresh copy. Shape only: whether the action is
 * legal in a game is `applyAction`'s business. With `{ from: seat }` it reads a client's action:
 * refused when it names another seat or carries what only the server decides. Never throws.
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine';
 * const text = '{"type":"pass","player":1}';   // the body of a client's request
 * const action = parseAction(JSON.parse(text), { from: 1 });   // from the client authenticated as seat 1, checked before applyAction
 * ```
 */
export function parseAction(value: unknown, options?: ParseActionOptions): Result<Action, ActionError> {
  try {
    const read = readAction(value);
    if (!read.ok) return read;
    let action = read.value;
    if (isRecord(value) && value.expectedVersion !== undefined) {
      const expected = value.expectedVersion;
      if (!isVersion(expected)) return bad('expectedVersion must be a whole number from 0 (the version of the state the action is meant for)');
      action = { ...action, expectedVersion: expected };
    }
    const from = options?.from;
    if (from === undefined) return ok(action);
    const refused = refusedFrom(action, from);
    return refused === null ? ok(action) : err(refused);
  } catch {
    return bad('The action could not be read');
  }
}
