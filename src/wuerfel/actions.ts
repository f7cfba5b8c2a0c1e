/**
 * The actions of the dice game as a discriminated union, and `parseAction`, which reads one from
 * untrusted data (shape only; `applyAction` decides whether it is legal now).
 *
 * @example
 * ```ts
 * import type { WuerfelAction } from 'scrabble-engine/wuerfel';
 * const actions: WuerfelAction[] = [
 *   { type: 'roll', player: 0 },                                  // the roller's first roll
 *   { type: 'roll', player: 0, keep: [0, 3, 4] },                 // keep three dice, roll the rest
 *   { type: 'stop', player: 0 },                                  // settle before the third roll
 *   { type: 'write', player: 1, slot: 5, word: 'RaSEN' },         // dice slot 5; lower case: a joker
 *   { type: 'write', player: 0, slot: 'crossword', move: '8D WORT' },
 *   { type: 'strike', player: 1, slot: 7 },
 * ];
 * ```
 * @module
 */
import type { VersionedAction } from '../version.js';
import { seatRefusal, serverOnly } from '../client-action.js';
import { err, ok, type Result } from '../result.js';
import { DICE_COUNT } from './dice.js';
import type { WuerfelActionError } from './errors.js';
import { isDiceSlot, type DiceSlot, type Slot } from './slots.js';

/**
 * The roller rolls the dice not kept (all seven on the first roll); `faces` states the faces shown in replay games.
 * @example
 * ```ts
 * import type { WuerfelAction, RollAction } from 'scrabble-engine/wuerfel';
 * const isRollAction = (item: WuerfelAction): item is RollAction => item.type === 'roll';
 * ```
 */
export interface RollAction extends VersionedAction {
  readonly type: 'roll';
  readonly player: number;
  /** The dice (0–6) kept from the last roll. */
  readonly keep?: readonly number[];
  /** Replay games only: what the seven dice show after this roll (kept dice included). */
  readonly faces?: readonly string[];
}

/**
 * The roller settles the letters before the third roll.
 * @example
 * ```ts
 * import type { WuerfelAction, StopAction } from 'scrabble-engine/wuerfel';
 * const isStopAction = (item: WuerfelAction): item is StopAction => item.type === 'stop';
 * ```
 */
export interface StopAction extends VersionedAction {
  readonly type: 'stop';
  readonly player: number;
}

/**
 * A word for a dice slot (its length 2–7); jokers in lower case.
 * @example
 * ```ts
 * import type { WuerfelAction, WriteDiceAction } from 'scrabble-engine/wuerfel';
 * const isWriteDiceAction = (item: WuerfelAction): item is WriteDiceAction => item.type === 'write';
 * ```
 */
export interface WriteDiceAction extends VersionedAction {
  readonly type: 'write';
  readonly player: number;
  readonly slot: DiceSlot;
  readonly word: string;
}

/**
 * A move on the player's own grid in GCG notation (`'8D WORT'`, jokers in lower case) for the next crossword slot.
 * @example
 * ```ts
 * import type { WuerfelAction, WriteCrosswordAction } from 'scrabble-engine/wuerfel';
 * const isWriteCrosswordAction = (item: WuerfelAction): item is WriteCrosswordAction => item.type === 'write';
 * ```
 */
export interface WriteCrosswordAction extends VersionedAction {
  readonly type: 'write';
  readonly player: number;
  readonly slot: 'crossword';
  readonly move: string;
}

/**
 * No word this round: the slot scores 0 (`'crossword'` strikes the next free crossword slot).
 * @example
 * ```ts
 * import type { WuerfelAction, StrikeAction } from 'scrabble-engine/wuerfel';
 * const isStrikeAction = (item: WuerfelAction): item is StrikeAction => item.type === 'strike';
 * ```
 */
export interface StrikeAction extends VersionedAction {
  readonly type: 'strike';
  readonly player: number;
  readonly slot: Slot;
}

/**
 * Any action of the dice game.
 * @example
 * ```ts
 * import type { WuerfelAction } from 'scrabble-engine/wuerfel';
 * const write: WuerfelAction = { type: 'write', player: 1, slot: 'crossword', move: '8D HAUS' };
 * ```
 */
export type WuerfelAction = RollAction | StopAction | WriteDiceAction | WriteCrosswordAction | StrikeAction;

/** Longest word or move text an action may hold. */
export const MAX_ACTION_TEXT = 200;

function bad(message: string): Result<never, WuerfelActionError> {
  return err({ code: 'bad-action', message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a slot: 2–7 or `'crossword'`. */
function readSlot(value: unknown): Slot | null {
  return value === 'crossword' || isDiceSlot(value) ? value : null;
}

/**
 * How `parseAction` reads an action.
 * @example
 * ```ts
 * import { parseAction, type WuerfelParseActionOptions } from 'scrabble-engine/wuerfel';
 * const fromBen: WuerfelParseActionOptions = { from: 1 };   // the seat the connection was authenticated as
 * const text = '{"type":"roll","player":1}';   // the body of Ben's request
 * parseAction(JSON.parse(text), fromBen);   // ok
 * ```
 */
export interface WuerfelParseActionOptions {
  /**
   * The seat of the client that sent the action. Given, the action is read as a client's: it must
   * be that seat's own (`not-your-seat` otherwise) and may not state the faces of a roll
   * (`server-only`: the server's generator rolls; stated faces are for replay games).
   */
  readonly from?: number;
}

/**
 * Reads an action from untrusted data: a fresh, well-formed action or a `bad-action` error. With
 * `{ from: seat }` it reads a client's action: refused when it names another seat or states faces.
 * @example
 * ```ts
 * import { parseAction } from 'scrabble-engine/wuerfel';
 * const text = '{"type":"roll","player":1}';   // the body of a client's request
 * const action = parseAction(JSON.parse(text), { from: 1 });   // from the client authenticated as seat 1, checked before applyAction
 * ```
 */
export function parseAction(value: unknown, options?: WuerfelParseActionOptions): Result<WuerfelAction, WuerfelActionError> {
  try {
    const read = readAction(value);
    const from = options?.from;
    if (!read.ok || from === undefined) return read;
    const refused = seatRefusal(read.value.player, from) ??
      (read.value.type === 'roll' && read.value.faces !== undefined ? serverOnly('A client states no faces: the server\'s generator rolls the dice') : null);
    return refused === null ? read : err(refused);
  } catch {
    // A value whose fields throw when read (a getter, a proxy) is no action.
    return bad('The action could not be read');
  }
}

/** Reads an action (see {@link parseAction}); may throw on a value whose fields throw when read. */
function readAction(value: unknown): Result<WuerfelAction, WuerfelActionError> {
  if (!isRecord(value)) return bad('An action is an object with a type and a player');
  const { type } = value;
  // -0 is seat 0 (JSON writes it as 0, so a saved state reads back equal).
  const player = value.player === 0 ? 0 : value.player;
  if (!(typeof player === 'number' && Number.isInteger(player) && player >= 0)) {
    return bad('The player must be a seat number (0, 1, …)');
  }
  switch (type) {
    case 'roll': {
      const { keep, faces } = value;
      if (keep !== undefined && !(Array.isArray(keep) && keep.length <= DICE_COUNT && keep.every((d) => Number.isInteger(d)))) {
        return bad(`keep lists the dice kept, numbers 0 to ${DICE_COUNT - 1}`);
      }
      if (faces !== undefined && !(Array.isArray(faces) && faces.length === DICE_COUNT && faces.every((f) => typeof f === 'string' && f.length <= 4))) {
        return bad(`faces lists what the ${DICE_COUNT} dice show, one letter or "?" each`);
      }
      const out: { type: 'roll'; player: number; keep?: number[]; faces?: string[] } = { type, player };
      if (keep !== undefined) out.keep = (keep as number[]).slice();
      if (faces !== undefined) out.faces = (faces as string[]).slice();
      return ok(out);
    }
    case 'stop':
      return ok({ type, player });
    case 'write': {
      const slot = readSlot(value.slot);
      if (slot === null) return bad('slot is 2 to 7 (dice area) or "crossword"');
      if (slot === 'crossword') {
        const { move } = value;
        if (typeof move !== 'string' || move.length > MAX_ACTION_TEXT) return bad('A crossword entry gives its move in GCG notation, like "8D WORT"');
        return ok({ type, player, slot, move });
      }
      const { word } = value;
      if (typeof word !== 'string' || word.length > MAX_ACTION_TEXT) return bad('A dice-slot entry gives its word as text');
      return ok({ type, player, slot, word });
    }
    case 'strike': {
      const slot = readSlot(value.slot);
      if (slot === null) return bad('slot is 2 to 7 (dice area) or "crossword"');
      return ok({ type, player, slot });
    }
    default:
      return bad('The action type is one of roll, stop, write, strike');
  }
}
