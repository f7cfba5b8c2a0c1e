/**
 * Game records as plain data: what a GCG file says, read but not yet checked against the rules.
 *
 * @example
 * ```ts
 * import type { GameRecord } from 'scrabble-engine';
 * const record: GameRecord = {
 *   encoding: 'UTF-8', players: [{ nickname: 'anna', name: 'Anna' }, { nickname: 'ben', name: '' }],
 *   title: null, description: null, id: null, lexicon: null, pragmas: [], racks: [],
 *   events: [{
 *     type: 'play', player: 0, rack: 'GRÜNDEX', position: { row: 7, col: 3, direction: 'across' },
 *     word: 'GRÜNDE', score: 28, total: 28, extra: '', notes: [], pragmas: [],
 *   }],
 * };
 * ```
 * @module
 */
import type { Position } from '../board/coords.js';

/**
 * A player of a record: the nickname used on event lines and the full name.
 * @example
 * ```ts
 * import type { GcgPlayer } from 'scrabble-engine';
 * const anna: GcgPlayer = { nickname: 'Anna', name: 'Anna Schmidt' };
 * ```
 */
export interface GcgPlayer {
  readonly nickname: string;
  readonly name: string;
}

/**
 * A pragma kept verbatim: `#keyword value` (the keyword without `#`).
 * @example
 * ```ts
 * import type { GcgPragma } from 'scrabble-engine';
 * const lexiconLine: GcgPragma = { keyword: 'lexicon', value: 'CSW24' };
 * ```
 */
export interface GcgPragma {
  readonly keyword: string;
  readonly value: string;
}

/**
 * A rack given by a `#rack1`/`#rack2` pragma: the player's tiles when the record stops.
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { GcgRack } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const last: GcgRack | undefined = record.racks[0];
 * ```
 */
export interface GcgRack {
  readonly player: number;
  readonly rack: string;
}

/**
 * The kinds of event line, named by what happened.
 * @example
 * ```ts
 * import { GCG_EVENT_TYPES } from 'scrabble-engine';
 * GCG_EVENT_TYPES;   // ['play', 'exchange', 'pass', 'withdrawn', 'challenge-bonus', …]
 * ```
 */
export const GCG_EVENT_TYPES = [
  'play',
  'exchange',
  'pass',
  'withdrawn',
  'challenge-bonus',
  'end-rack',
  'time-penalty',
] as const;

/**
 * A kind of event of {@link GCG_EVENT_TYPES}.
 * @example
 * ```ts
 * import type { GcgEventType } from 'scrabble-engine';
 * const value: GcgEventType = 'play';   // one of GCG_EVENT_TYPES
 * ```
 */
export type GcgEventType = (typeof GCG_EVENT_TYPES)[number];

/**
 * What every event line has: who, the rack as written ('' when not given), score, total and annotations.
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { GcgEventBase } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const totals = record.events.map((event: GcgEventBase) => event.total);
 * ```
 */
export interface GcgEventBase {
  /** The player's seat, 0 for `#player1`. */
  readonly player: number;
  /** The rack as written, upper case, `?` for a blank; `''` when the line gives none. */
  readonly rack: string;
  /** The points of the line (negative for penalties and withdrawn plays). */
  readonly score: number;
  /** The player's cumulative score after the line. */
  readonly total: number;
  /** Tokens after the total (older records list the words formed there), verbatim, or `''`. */
  readonly extra: string;
  /** `#note` texts following the line; continuation lines joined by `\n`. */
  readonly notes: readonly string[];
  /** Other pragmas following the line, verbatim. */
  readonly pragmas: readonly GcgPragma[];
}

/**
 * A tile placement: `>nick: RACK 8D WORD +score total`; `.` marks a tile played through, lower case a blank.
 * @example
 * ```ts
 * import type { GcgEvent, GcgPlay } from 'scrabble-engine';
 * const isGcgPlay = (item: GcgEvent): item is GcgPlay => item.type === 'play';
 * ```
 */
export interface GcgPlay extends GcgEventBase {
  readonly type: 'play';
  readonly position: Position;
  /** The word as written: letters of new tiles (lower case for blanks) and `.` for tiles already on the board. */
  readonly word: string;
}

/**
 * An exchange: `-ABC` (tiles known) or `-3` (only the number known).
 * @example
 * ```ts
 * import type { GcgEvent, GcgExchange } from 'scrabble-engine';
 * const isGcgExchange = (item: GcgEvent): item is GcgExchange => item.type === 'exchange';
 * ```
 */
export interface GcgExchange extends GcgEventBase {
  readonly type: 'exchange';
  /** The exchanged tiles, or `''` when only their number is known. */
  readonly tiles: string;
  /**
   * How many tiles: the number written (`-3`), or the number of tiles written, `IJ` counting as
   * one tile when `#tile-distribution` names a set with the IJ tile (`nl-ij`, `dutch-ij`). The
   * verifier and the replay count the tiles with the rule set's tile set.
   */
  readonly count: number;
}

/**
 * A pass (`-`), a withdrawn play (`--`), a challenge bonus (`(challenge)`) or a time penalty (`(time)`).
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { GcgEvent, GcgSimpleEvent } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const passes = record.events.filter((e: GcgEvent): e is GcgSimpleEvent => e.type === 'pass');
 * ```
 */
export interface GcgSimpleEvent extends GcgEventBase {
  readonly type: 'pass' | 'withdrawn' | 'challenge-bonus' | 'time-penalty';
}

/**
 * Rack points at the end: `(TILES)`: the opponents' tiles to the player who went out, or the player's own tiles as a penalty.
 * @example
 * ```ts
 * import type { GcgEvent, GcgEndRack } from 'scrabble-engine';
 * const isGcgEndRack = (item: GcgEvent): item is GcgEndRack => item.type === 'end-rack';
 * ```
 */
export interface GcgEndRack extends GcgEventBase {
  readonly type: 'end-rack';
  readonly tiles: string;
}

/**
 * One event line of a record.
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { GcgEvent } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const plays = record.events.filter((event: GcgEvent) => event.type === 'play').length;
 * ```
 */
export type GcgEvent = GcgPlay | GcgExchange | GcgSimpleEvent | GcgEndRack;

/**
 * A whole game record: players, header pragmas and events in order. Plain JSON.
 * @example
 * ```ts
 * import { gameToGcg, makeGcg, type GameRecord, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const exported: GameRecord = gameToGcg(state);
 * makeGcg(exported);
 * ```
 */
export interface GameRecord {
  /** The declared `#character-encoding`, or `null`. */
  readonly encoding: string | null;
  /** Players in seat order (`#player1` first). */
  readonly players: readonly GcgPlayer[];
  readonly title: string | null;
  readonly description: string | null;
  /** The `#id` value (authority and id), or `null`. */
  readonly id: string | null;
  readonly lexicon: string | null;
  /** Other header pragmas, verbatim and in order (`#tile-distribution`, `#incomplete`, a `#note` before any event …). */
  readonly pragmas: readonly GcgPragma[];
  readonly events: readonly GcgEvent[];
  /** Racks given by `#rack1`/`#rack2` … at the end. */
  readonly racks: readonly GcgRack[];
}

/**
 * How serious a finding is: an `error` makes the record defective; a `warning` tells of a lenient reading.
 * @example
 * ```ts
 * import type { Severity } from 'scrabble-engine';
 * const level: Severity = 'warning';
 * ```
 */
export type Severity = 'error' | 'warning';

/**
 * A problem found in a record: a stable code, where (1-based line, column or `null`), and a message.
 * @example
 * ```ts
 * import { verifyGcg, type GcgFinding } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const errors: GcgFinding[] = verifyGcg(text).findings.filter((f) => f.severity === 'error');
 * ```
 */
export interface GcgFinding<C extends string = string> {
  readonly code: C;
  readonly severity: Severity;
  readonly line: number;
  readonly column: number | null;
  readonly message: string;
}

/**
 * An empty record with the given players: the starting point for writing one.
 * @example
 * ```ts
 * import { emptyRecord, makeGcg } from 'scrabble-engine';
 * makeGcg(emptyRecord([{ nickname: 'Anna', name: 'Anna Schmidt' }]));   // '#character-encoding UTF-8\n#player1 Anna Anna Schmidt\n'
 * ```
 */
export function emptyRecord(players: readonly GcgPlayer[]): GameRecord {
  return { encoding: 'UTF-8', players, title: null, description: null, id: null, lexicon: null, pragmas: [], events: [], racks: [] };
}
