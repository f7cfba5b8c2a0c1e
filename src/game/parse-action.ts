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
import type { Move } from '../move/move.js';
import { err, ok, type Result } from '../result.js';
import type { PlacedTile } from '../types.js';
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

/** A move given as data, copied; `null` when it is not shaped like one. */
function readMoveData(value: unknown): Move | null {
  if (!isRecord(value) || (value.direction !== 'across' && value.direction !== 'down')) return null;
  if (!Array.isArray(value.tiles) || value.tiles.length > MAX_TILES) return null;
  const tiles: PlacedTile[] = [];
  for (const t of value.tiles as unknown[]) {
    if (!isRecord(t) || !Number.isInteger(t.row) || !Number.isInteger(t.col)) return null;
    if (!isShortText(t.letter, 8) || typeof t.blank !== 'boolean') return null;
    tiles.push({ row: t.row as number, col: t.col as number, letter: t.letter, blank: t.blank });
  }
  return { direction: value.direction, tiles };
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
 * Checks untrusted data as an action and returns a fresh copy. Shape only: whether the action is
 * legal in a game is `applyAction`'s business. Never throws.
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine';
 * const action = parseAction(JSON.parse(text));   // an action from a client, checked before applyAction
 * ```
 */
export function parseAction(value: unknown): Result<Action, ActionError> {
  try {
    const read = readAction(value);
    if (!read.ok || !isRecord(value) || value.expectedVersion === undefined) return read;
    const expected = value.expectedVersion;
    if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < 0) return bad('expectedVersion must be a whole number from 0 (the version of the state the action is meant for)');
    return ok({ ...read.value, expectedVersion: expected });
  } catch {
    return bad('The action could not be read');
  }
}
