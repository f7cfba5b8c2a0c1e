/**
 * Leave values: what the tiles a player keeps after a move are worth, in points, compared with
 * drawing a fresh rack. A {@link LeaveModel} is small plain data (one value per letter, one for a
 * second copy, one for each further copy, and a vowel/consonant balance table) learned by
 * self-play; {@link leavesFromModel} turns it into {@link Leaves}, the evaluator the bots use. The
 * engine ships a model for German, Dutch (IJ tile) and English ({@link defaultLeaves}); KLV files of
 * the native engines are read by `readKlv`.
 *
 * @example
 * ```ts
 * import { defaultLeaves, GERMAN } from 'scrabble-engine';
 * const leaves = defaultLeaves(GERMAN.tiles);
 * leaves.value(['E', 'R', 'S']);   // a good leave: positive
 * leaves.value(['Q', 'Ü', 'Ü']);   // impossible in German, but valued all the same: negative
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import { isTileSet } from '../total.js';
import { DUTCH_IJ_LEAVES } from './leave-data/dutch-ij.js';
import { ENGLISH_LEAVES } from './leave-data/english.js';
import { GERMAN_LEAVES } from './leave-data/german.js';

/**
 * The format tag of a leave model.
 * @example
 * ```ts
 * import { LEAVE_MODEL_FORMAT } from 'scrabble-engine';
 * LEAVE_MODEL_FORMAT;   // 'scrabble-engine/leaves@1'
 * ```
 */
export const LEAVE_MODEL_FORMAT = 'scrabble-engine/leaves@1';

/**
 * The longest leave a model values (a pass keeps a whole rack); the balance table has this many + 1 rows and columns.
 * @example
 * ```ts
 * import { MAX_LEAVE } from 'scrabble-engine';
 * MAX_LEAVE;   // 7
 * ```
 */
export const MAX_LEAVE = 7;

/**
 * A leave model: plain JSON data with its provenance.
 * @example
 * ```ts
 * import { heuristicLeaveModel, GERMAN_TILES, type LeaveModel } from 'scrabble-engine';
 * const model: LeaveModel = heuristicLeaveModel(GERMAN_TILES);
 * const json = JSON.stringify(model);   // parseLeaveModel reads it back
 * ```
 */
export interface LeaveModel {
  readonly format: typeof LEAVE_MODEL_FORMAT;
  /** The id of the tile set it was made for (`de`, `nl-ij`, `en`, …). */
  readonly tileSet: string;
  /** The version of this table (a new training run gives a new version). */
  readonly version: number;
  /** How the table was made: word list, games, generations, date. */
  readonly provenance: string;
  /** The letters counted as vowels by the balance table. */
  readonly vowels: readonly string[];
  /** The value of keeping one tile of a letter (`?` for a blank). */
  readonly single: Readonly<Record<string, number>>;
  /** What a second copy of a letter adds. */
  readonly duplicate: Readonly<Record<string, number>>;
  /** What each copy beyond the second adds (the same for every letter). */
  readonly extraCopy: number;
  /** `balance[v][c]`: the value of keeping `v` vowels and `c` consonants (blanks are neither). */
  readonly balance: readonly (readonly number[])[];
}

/**
 * An evaluator of leaves: the value in points of keeping some tiles (`?` for a blank).
 * @example
 * ```ts
 * import { defaultLeaves, GERMAN_TILES, type Leaves } from 'scrabble-engine';
 * const leaves: Leaves = defaultLeaves(GERMAN_TILES);
 * leaves.value(['E', 'N']);   // the value of keeping E and N
 * ```
 */
export interface Leaves {
  /** The id of the tile set it values. */
  readonly tileSet: string;
  /** Where the values come from, for display. */
  readonly source: string;
  /** The value of keeping these tiles; 0 for no tiles. */
  value(tiles: readonly string[]): number;
}

/**
 * Codes of the errors reading a leave model can return.
 * @example
 * ```ts
 * import { LEAVE_MODEL_ERROR_CODES } from 'scrabble-engine';
 * LEAVE_MODEL_ERROR_CODES.includes('not-a-leave-model');   // true
 * ```
 */
export const LEAVE_MODEL_ERROR_CODES = ['not-a-leave-model', 'unsupported-format', 'bad-leave-value'] as const;

/**
 * Why a leave model could not be read.
 * @example
 * ```ts
 * import type { LeaveModelError } from 'scrabble-engine';
 * const explain = (error: LeaveModelError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type LeaveModelError = EngineError<(typeof LEAVE_MODEL_ERROR_CODES)[number]>;

function isRecordOfNumbers(value: unknown): value is Record<string, number> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Object.entries(value).every(([k, v]) => k.length > 0 && k.length <= 4 && typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1000);
}

/**
 * Checks untrusted data (parsed JSON) and returns it as a leave model, or says what is wrong.
 * @example
 * ```ts
 * import { parseLeaveModel, leavesFromModel } from 'scrabble-engine';
 * const text = '{}';   // the JSON of a leave table file (this one is refused)
 * const model = parseLeaveModel(JSON.parse(text));   // a leave table from a file, checked
 * const leaves = model.ok ? leavesFromModel(model.value) : model;
 * ```
 */
export function parseLeaveModel(data: unknown): Result<LeaveModel, LeaveModelError> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ code: 'not-a-leave-model', message: 'A leave model is an object' });
  }
  const m = data as Record<string, unknown>;
  if (m['format'] !== LEAVE_MODEL_FORMAT) {
    return err({ code: 'unsupported-format', message: `A leave model has format "${LEAVE_MODEL_FORMAT}"` });
  }
  if (typeof m['tileSet'] !== 'string' || !Number.isInteger(m['version']) || typeof m['provenance'] !== 'string') {
    return err({ code: 'not-a-leave-model', message: 'A leave model names its tile set, version and provenance' });
  }
  const vowels = m['vowels'];
  if (!Array.isArray(vowels) || !vowels.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 4)) {
    return err({ code: 'not-a-leave-model', message: 'vowels must be a list of letters' });
  }
  if (!isRecordOfNumbers(m['single']) || !isRecordOfNumbers(m['duplicate'])) {
    return err({ code: 'bad-leave-value', message: 'single and duplicate map letters to finite numbers' });
  }
  const extra = m['extraCopy'];
  if (typeof extra !== 'number' || !Number.isFinite(extra) || Math.abs(extra) >= 1000) {
    return err({ code: 'bad-leave-value', message: 'extraCopy must be a finite number' });
  }
  const balance = m['balance'];
  if (!Array.isArray(balance) || balance.length !== MAX_LEAVE + 1 ||
      !balance.every((row) => Array.isArray(row) && row.length === MAX_LEAVE + 1 &&
        row.every((v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1000))) {
    return err({ code: 'bad-leave-value', message: `balance must be a ${MAX_LEAVE + 1}×${MAX_LEAVE + 1} table of finite numbers` });
  }
  return ok(data as LeaveModel);
}

/**
 * The evaluator of a leave model (checked as by {@link parseLeaveModel}). Unknown letters are worth 0.
 * @example
 * ```ts
 * import { leavesFromModel, heuristicLeaveModel, GERMAN_TILES } from 'scrabble-engine';
 * const leaves = leavesFromModel(heuristicLeaveModel(GERMAN_TILES));
 * if (leaves.ok) leaves.value.value(['E', 'R']);   // the value of keeping E and R
 * ```
 */
export function leavesFromModel(model: LeaveModel): Result<Leaves, LeaveModelError> {
  const checked = parseLeaveModel(model);
  return checked.ok ? ok(evaluatorOf(checked.value)) : checked;
}

/** The evaluator of a model known to be valid. */
function evaluatorOf(model: LeaveModel): Leaves {
  const vowels = new Set(model.vowels);
  // The model's own entries only: a tile named like a property every object has ('constructor') is worth 0.
  const single = new Map(Object.entries(model.single));
  const duplicate = new Map(Object.entries(model.duplicate));
  const counts = new Map<string, number>();
  return {
    tileSet: model.tileSet,
    source: `leave model ${model.tileSet} v${model.version}`,
    value(tiles) {
      if (!Array.isArray(tiles) || tiles.length === 0) return 0;
      counts.clear();
      let v = 0;
      let c = 0;
      for (const tile of tiles) {
        counts.set(tile, (counts.get(tile) ?? 0) + 1);
        if (tile === BLANK) continue;
        if (vowels.has(tile)) v++;
        else c++;
      }
      let sum = model.balance[Math.min(v, MAX_LEAVE)]?.[Math.min(c, MAX_LEAVE)] ?? 0;
      for (const [tile, n] of counts) {
        sum += single.get(tile) ?? 0;
        if (n >= 2) sum += duplicate.get(tile) ?? 0;
        if (n >= 3) sum += (n - 2) * model.extraCopy;
      }
      return sum;
    },
  };
}

/**
 * Leaves that are all worth 0: equity becomes the score alone.
 * @example
 * ```ts
 * import { equityBot, NO_LEAVES, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const scoreOnly = equityBot(lexicon, { leaves: NO_LEAVES });   // equity is the score alone
 * ```
 */
export const NO_LEAVES: Leaves = { tileSet: '*', source: 'no leave values', value: () => 0 };

/**
 * A rough model for a tile set without a trained one: a blank is worth much, high letters cost
 * about their value, duplicates and unbalanced leaves cost a few points.
 * Something that is not a tile set gives the model of a set without letters (`tileSet: 'unknown'`).
 * @example
 * ```ts
 * import { heuristicLeaveModel, ENGLISH_TILES } from 'scrabble-engine';
 * const model = heuristicLeaveModel(ENGLISH_TILES);   // blanks and balance good, duplicates bad
 * ```
 */
export function heuristicLeaveModel(tiles: TileSet, vowels: readonly string[] = ['A', 'E', 'I', 'O', 'U']): LeaveModel {
  const single: Record<string, number> = { [BLANK]: 20 };
  const duplicate: Record<string, number> = { [BLANK]: 5 };
  const valid = isTileSet(tiles);
  for (const spec of valid ? tiles.letters : []) {
    single[spec.letter] = Math.round((1.5 - 0.8 * (spec.value - 1)) * 10) / 10;
    duplicate[spec.letter] = -3 - spec.value;
  }
  const balance = Array.from({ length: MAX_LEAVE + 1 }, (_, v) =>
    Array.from({ length: MAX_LEAVE + 1 }, (_, c) => (v + c === 0 ? 0 : -1.5 * Math.abs(v - c * 0.8) + 1)));
  return {
    format: LEAVE_MODEL_FORMAT, tileSet: valid ? tiles.id : 'unknown', version: 0,
    provenance: 'heuristic from the tile values (not trained)', vowels: Array.isArray(vowels) ? vowels.filter((v) => typeof v === 'string') : [],
    single, duplicate, extraCopy: -6, balance,
  };
}

const SHIPPED: Readonly<Record<string, LeaveModel>> = {
  de: GERMAN_LEAVES,
  'nl-ij': DUTCH_IJ_LEAVES,
  nl: DUTCH_IJ_LEAVES,
  en: ENGLISH_LEAVES,
};

/**
 * The leave model the engine ships for a tile set (German, Dutch with or without IJ, English), or a heuristic one for other sets.
 * Something that is not a tile set gives the heuristic model of a set without letters (`tileSet: 'unknown'`).
 * @example
 * ```ts
 * import { defaultLeaveModel, GERMAN_TILES } from 'scrabble-engine';
 * defaultLeaveModel(GERMAN_TILES).tileSet;   // 'de': the shipped, trained table
 * ```
 */
export function defaultLeaveModel(tiles: TileSet): LeaveModel {
  return (isTileSet(tiles) && Object.hasOwn(SHIPPED, tiles.id) ? SHIPPED[tiles.id] : undefined) ?? heuristicLeaveModel(tiles);
}

/**
 * The shipped leave values of a tile set ({@link defaultLeaveModel} as an evaluator).
 * Something that is not a tile set gives leaves of a set without letters (`tileSet: 'unknown'`).
 * @example
 * ```ts
 * import { defaultLeaves, GERMAN_TILES } from 'scrabble-engine';
 * defaultLeaves(GERMAN_TILES).value(['?']);   // a blank is worth keeping: a positive value
 * ```
 */
export function defaultLeaves(tiles: TileSet): Leaves {
  return evaluatorOf(defaultLeaveModel(tiles));
}
