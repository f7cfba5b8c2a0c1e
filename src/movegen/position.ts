/**
 * Loading a position into the move search and reading found moves back: the checks of board,
 * rack and lexicon, the tile objects shared between moves, the leaves of the rack. Internal to
 * the move generator; `generateMoves`, `topMoves`, `forEachMove` and `countMoves` are the public
 * entries.
 *
 * @example
 * ```ts
 * const loaded = loadPosition(board, 'HUNDE?X', GERMAN, lexicon);
 * if (loaded.ok) runSearch(SearchMode.Best);   // then build the best move from records.data with moveAt
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import { MAX_BOARD_SIDE } from '../board/max-side.js';
import { memoByContent, tileSetKey } from '../memo.js';
import { isBoardRules, quote } from '../total.js';
import { isCompactLexicon, type CompactLexicon } from '../lexicon/compact-lexicon.js';
import { directCodesBySet } from '../lexicon/build-lexicon.js';
import { letterCodesOf } from '../lexicon/letter-codes.js';
import { err, ok, type Result } from '../result.js';
import { alphabetOf, parseRack, type Alphabet } from '../tiles/alphabet.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import type { GeneratedMove, MovegenError, MovegenErrorCode, MovegenRules, RackInput } from './generate.js';
import { tileFor } from './collect.js';
import * as search from './search.js';

const cells = /* @__PURE__ */ new Int32Array(MAX_BOARD_SIDE * MAX_BOARD_SIDE);

/** The rack of the loaded position: tiles by letter code, and blanks. */
export const rackCounts = /* @__PURE__ */ new Int32Array(32);
/** Blanks on the rack of the loaded position. */
export let rackBlanks = 0;

let busy = false;

/** Whether a search is running (a generation started now, from one of its callbacks, would overwrite it). */
export function isBusy(): boolean {
  return busy;
}

/** The tile set each lexicon was last checked against (a lexicon's letters never change). */
const matched = new WeakMap<CompactLexicon, TileSet>();

/** Board cell text to letter code, blanks with bit 32 (cached per tile set, also for equal copies). */
export const cellCodesBySet = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): Map<string, number> => {
  const map = new Map<string, number>();
  alphabetOf(tiles).letters.forEach((letter, code) => {
    map.set(letter, code);
    map.set(letter.toLowerCase(), code | 32);
  });
  return map;
});

/** Board cell text of one character below 256 to letter code (blanks with bit 32), -1 for others (cached per tile set). */
const cellByteCodesBySet = /* @__PURE__ */ memoByContent(tileSetKey, (tiles: TileSet): Int16Array => {
  const table = new Int16Array(256).fill(-1);
  for (const [text, code] of cellCodesBySet(tiles)) {
    if (text.length === 1 && text.charCodeAt(0) < 256) table[text.charCodeAt(0)] = code;
  }
  return table;
});

/** A value for an error message, without calling any of its methods. */
function describe(value: unknown): string {
  return typeof value === 'string' ? quote(value) : `A value of type ${value === null ? 'null' : typeof value}`;
}

/** The error of a search that stopped at {@link search.MOVE_LIMIT} moves. */
export function tooManyMoves(): Result<never, MovegenError> {
  return fail('too-many-moves', 'The position has more than 1,000,000 moves, where move generation stops: no real word list makes so many from one rack');
}

/** An error of move generation. */
export function fail(code: MovegenErrorCode, message: string): Result<never, MovegenError> {
  return err({ code, message });
}

/**
 * Runs `work` with the search reserved: callbacks of the caller (visitors, equity functions) run
 * inside the search, and a generation started from one of them would overwrite its state, so it
 * gets the error `busy` instead.
 */
export function exclusive<T>(work: () => Result<T, MovegenError>): Result<T, MovegenError> {
  if (busy) return fail('busy', 'Move generation cannot be started from inside a move visitor or equity function');
  busy = true;
  try {
    return work();
  } finally {
    busy = false;
  }
}

/** Rule sets found fit for move generation (checked once each). */
const fitRules = new WeakSet<object>();

/** Whether `value` is a whole number from `min` to `max`. */
function isWhole(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Why `rules` cannot drive move generation, or `null`: it needs a tile set and a layout, and the
 * numbers the scores are made of in the ranges a rule set allows (so that every score is a whole
 * number from 0 up, as the sort by score needs).
 */
export function rulesError(rules: MovegenRules): Result<never, MovegenError> | null {
  if (fitRules.has(rules)) return null;
  if (!isBoardRules(rules)) return fail('bad-options', 'The rules must be a rule set (with a tile set and a layout)');
  if (!isWhole(rules.rackSize, 1, MAX_BOARD_SIDE)) return fail('bad-options', `The rack size of the rules must be a whole number from 1 to ${MAX_BOARD_SIDE}`);
  if (!isWhole(rules.bingoBonus, 0, 10000)) return fail('bad-options', 'The bingo bonus of the rules must be a whole number from 0 to 10000');
  if (!isWhole(rules.firstMoveMinTiles, 0, rules.rackSize)) {
    return fail('bad-options', 'The tiles of the first move (firstMoveMinTiles) must be a whole number up to the rack size');
  }
  if (!rules.tiles.letters.every((spec) => isWhole((spec as { value?: unknown } | null)?.value, 0, 1000))) {
    return fail('bad-options', 'The letter values of the tile set must be whole numbers from 0 to 1000');
  }
  fitRules.add(rules);
  return null;
}

/** Why `board` does not fit the layout of `rules` (already found fit by {@link rulesError}), or `null`. */
export function boardError(board: Board, rules: MovegenRules): Result<never, MovegenError> | null {
  const { rows, cols } = rules.layout;
  if (typeof board !== 'object' || board === null || board.rows !== rows || board.cols !== cols ||
      !Array.isArray(board.cells) || board.cells.length !== rows * cols || rows > MAX_BOARD_SIDE || cols > MAX_BOARD_SIDE) {
    return fail('malformed-board', `The board does not match the ${rows}×${cols} layout of the rule set`);
  }
  return null;
}

/** Loads board, rack and lexicon into the search, or says what is wrong with them. */
export function loadPosition(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<Alphabet, MovegenError> {
  if (busy) return fail('busy', 'Move generation cannot be started from inside a move visitor or equity function');
  const badRules = typeof rules === 'object' && rules !== null ? rulesError(rules) : fail('bad-options', 'The rules must be a rule set (with a tile set and a layout)');
  if (badRules !== null) return badRules;
  if (!isCompactLexicon(lexicon) || !(lexicon.nodes instanceof Int32Array) || !Array.isArray(lexicon.letters) ||
      !Number.isInteger(lexicon.root) || lexicon.root < 0 || lexicon.root >= lexicon.nodes.length) {
    return fail('not-a-compact-lexicon', 'Move generation needs a lexicon made by buildLexicon, loadLexicon or readKwg');
  }
  const alphabet = alphabetOf(rules.tiles);
  if (matched.get(lexicon) !== rules.tiles) {
    const codes = letterCodesOf(rules.tiles);
    if (codes === null || lexicon.letters.length !== alphabet.letters.length || lexicon.letters.some((l, i) => l !== alphabet.letters[i])) {
      return fail('alphabet-mismatch', `The lexicon was built for the tile set "${lexicon.tileSetId}", not for ${rules.tiles.name}`);
    }
    matched.set(lexicon, rules.tiles);
  }
  const badBoard = boardError(board, rules);
  if (badBoard !== null) return badBoard;
  const { rows, cols } = rules.layout;
  const cellCodes = cellCodesBySet(rules.tiles);
  const byteCodes = cellByteCodesBySet(rules.tiles);
  // The board and the codes read through locals: the loop then checks neither again at each cell.
  const boardCells = board.cells;
  const codes = cells;
  const size = rows * cols;
  for (let i = 0; i < size; i++) {
    const cell = boardCells[i];
    if (cell == null) {
      codes[i] = -1;
      continue;
    }
    // One-character cells through a table; others (IJ, *IN, anything unknown) through the map.
    const byte = typeof cell === 'string' && cell.length === 1 ? cell.charCodeAt(0) : 256;
    const direct = byte < 256 ? byteCodes[byte]! : -1;
    if (direct >= 0) {
      codes[i] = direct;
      continue;
    }
    const code = cellCodes.get(cell);
    if (code === undefined) return fail('malformed-board', `${describe(cell)} on the board is not a tile of the ${rules.tiles.name} set`);
    codes[i] = code;
  }
  const read = readRack(rack, rules.tiles, alphabet, rules.rackSize);
  if (!read.ok) return read;
  const context = active;
  if (context === null || context.lexicon !== lexicon) {
    search.prepareSearch(cells, rows, cols, rackCounts, rackBlanks, rules, lexicon, alphabet);
    return ok(alphabet);
  }
  const fresh = context.fresh || context.rows !== rows || context.cols !== cols || context.layout !== rules.layout;
  let changedCount = 0;
  if (!fresh) {
    const size = rows * cols;
    for (let i = 0; i < size; i++) {
      if (cells[i] !== context.cells[i]) changed[changedCount++] = i;
    }
  }
  context.cells.set(cells.subarray(0, rows * cols));
  context.fresh = false;
  context.rows = rows;
  context.cols = cols;
  context.layout = rules.layout;
  context.computed = search.prepareSearchIncremental(
    context.prep, fresh, cells, changed, changedCount, rows, cols, rackCounts, rackBlanks, rules, lexicon, alphabet,
  );
  return ok(alphabet);
}

const changed = /* @__PURE__ */ new Int32Array(MAX_BOARD_SIDE * MAX_BOARD_SIDE);

/** What a generator context keeps between calls: its prepared board and the tiles it was prepared for. */
export interface ContextState {
  readonly lexicon: CompactLexicon;
  readonly prep: search.BoardPrep;
  readonly cells: Int32Array;
  fresh: boolean;
  rows: number;
  cols: number;
  layout: unknown;
  /** Squares computed by the last load (both orientations count). */
  computed: number;
}

/** A new context state for a lexicon. */
export function newContextState(lexicon: CompactLexicon): ContextState {
  return { lexicon, prep: search.newBoardPrep(), cells: new Int32Array(MAX_BOARD_SIDE * MAX_BOARD_SIDE), fresh: true, rows: 0, cols: 0, layout: null, computed: 0 };
}

let active: ContextState | null = null;

/** Runs `work` with loads going through a context's prepared board. */
export function withContext<T>(context: ContextState, work: () => T): T {
  const previous = active;
  active = context;
  try {
    return work();
  } finally {
    active = previous;
  }
}

/** Whether a value has a tile set that can be read (rules from untrusted code may not). */
export function hasTileSet(rules: unknown): rules is { readonly tiles: TileSet } {
  if (typeof rules !== 'object' || rules === null) return false;
  const tiles = (rules as { tiles?: unknown }).tiles;
  return typeof tiles === 'object' && tiles !== null && Array.isArray((tiles as { letters?: unknown }).letters);
}

/** Reads a rack into {@link rackCounts} and {@link rackBlanks}; a rack holds at most `maxTiles` tiles (the rule set's rack size). */
export function readRack(rack: RackInput, tiles: TileSet, alphabet: Alphabet, maxTiles: number = MAX_BOARD_SIDE): Result<void, MovegenError> {
  rackCounts.fill(0);
  rackBlanks = 0;
  if (typeof rack === 'string' && rack.length <= MAX_BOARD_SIDE) {
    // Plain letters and ? are read at once; anything else goes through the tokenizer.
    const direct = directCodesBySet(tiles);
    let plain = true;
    for (let i = 0; i < rack.length; i++) {
      const ch = rack.charCodeAt(i);
      if (ch === 63) {
        rackBlanks++;
        continue;
      }
      const code = direct[ch]!;
      if (code < 0) {
        plain = false;
        break;
      }
      rackCounts[code]!++;
    }
    if (plain) {
      if (rack.length > maxTiles) return fail('bad-rack', `A rack holds at most ${maxTiles} tiles under these rules, not ${rack.length}`);
      return ok(undefined);
    }
    rackCounts.fill(0);
    rackBlanks = 0;
  }
  let list: readonly string[];
  if (typeof rack === 'string') {
    const parsed = parseRack(rack, tiles);
    if (!parsed.ok) return fail('bad-rack', parsed.error.message);
    list = parsed.value;
  } else if (Array.isArray(rack)) {
    list = rack;
  } else {
    return fail('bad-rack', 'A rack is text like "HUNDE?X" or a list of tiles');
  }
  if (list.length > MAX_BOARD_SIDE) return fail('bad-rack', `A rack holds at most ${MAX_BOARD_SIDE} tiles`);
  if (list.length > maxTiles) return fail('bad-rack', `A rack holds at most ${maxTiles} tiles under these rules, not ${list.length}`);
  for (const tile of list) {
    if (tile === BLANK) {
      rackBlanks++;
      continue;
    }
    const code = typeof tile === 'string' ? alphabet.codes.get(tile.toUpperCase()) : undefined;
    if (code === undefined) return fail('bad-rack', `${describe(tile)} is not a tile of the ${tiles.name} set`);
    rackCounts[code]!++;
  }
  return ok(undefined);
}

/** Turns the record at `at` in a record buffer (see `RecordLayout`) into a {@link GeneratedMove}, its tiles in reading order. */
export function moveAt(found: Int32Array, at: number, letters: readonly string[], cache: (PlacedTile | undefined)[]): GeneratedMove {
  const shape = found[at + 1]!;
  const down = (shape & search.RecordLayout.KindMask) === 1;
  const line = search.shapeLine(shape);
  const count = search.shapeCount(shape);
  const left = search.shapeLeft(shape);
  const tiles = new Array<PlacedTile>(count);
  for (let k = 0; k < count; k++) {
    // Reading order: the tiles left of the anchor backwards, then the others as placed.
    const p = search.recordTile(found, at, k < left ? left - 1 - k : k);
    const pos = p & 255;
    tiles[k] = down ? tileFor(cache, pos, line, p >> 8, letters) : tileFor(cache, line, pos, p >> 8, letters);
  }
  return { move: { direction: down ? 'down' : 'across', tiles }, score: found[at]! };
}

/**
 * The leaves of the loaded rack: what stays on it after a move, as tiles in alphabet order with
 * blanks last. Each distinct leave is one shared, frozen array; a leave is found by a mixed-radix
 * key of the tiles a move uses.
 */
export class Leaves {
  /**
   * Per letter code (32: blanks), what one tile of it adds to a key. This and {@link Leaves.counts}
   * are plain lists: a typed array this large is allocated outside the engine's heap, which took
   * about ten times as long as building the whole object (one per generation call).
   */
  private readonly weight: number[] = [];
  /** The loaded rack's tiles by letter code. */
  private readonly counts: number[] = [];
  /** The letter codes the rack holds, in alphabet order: a leave is built from these alone. */
  private readonly present: number[] = [];
  /** The leaves built so far, by key. */
  private readonly byKey: (readonly string[] | undefined)[] = [];
  /** The mixed-radix size: keys are 0 (nothing used) to `size - 1` (everything used). */
  readonly size: number;
  private readonly blanks: number;

  constructor(private readonly letters: readonly string[]) {
    let radix = 1;
    for (let code = 0; code < 32; code++) {
      const count = rackCounts[code]!;
      this.weight.push(radix);
      this.counts.push(count);
      if (count > 0) this.present.push(code);
      radix *= count + 1;
    }
    this.weight.push(radix);
    this.size = radix * (rackBlanks + 1);
    this.blanks = rackBlanks;
  }

  /** The key of the tiles a move used: placed tile codes (`code | 32` for a blank). */
  keyOfPlaced(placed: Int32Array, count: number): number {
    let key = 0;
    for (let k = 0; k < count; k++) {
      const tile = placed[k]!;
      key += this.weight[(tile & 32) !== 0 ? 32 : tile & 31]!;
    }
    return key;
  }

  /** How many of letter `code` (32: blanks) a key uses. */
  used(key: number, code: number): number {
    const radix = code === 32 ? this.blanks + 1 : this.counts[code]! + 1;
    return Math.floor(key / this.weight[code]!) % radix;
  }

  /** The leave of a key. */
  leave(key: number): readonly string[] {
    const known = this.byKey[key];
    if (known !== undefined) return known;
    const out: string[] = [];
    for (const code of this.present) {
      for (let n = this.counts[code]! - this.used(key, code); n > 0; n--) out.push(this.letters[code]!);
    }
    for (let n = this.blanks - this.used(key, 32); n > 0; n--) out.push(BLANK);
    const leave = Object.freeze(out);
    this.byKey[key] = leave;
    return leave;
  }

  /** The tiles a key uses, in alphabet order with blanks last. */
  usedTiles(key: number): string[] {
    const out: string[] = [];
    for (const code of this.present) {
      for (let n = this.used(key, code); n > 0; n--) out.push(this.letters[code]!);
    }
    for (let n = this.used(key, 32); n > 0; n--) out.push(BLANK);
    return out;
  }

  /** How many tiles a key uses. */
  usedCount(key: number): number {
    let n = 0;
    for (const code of this.present) n += this.used(key, code);
    return n + this.used(key, 32);
  }
}
