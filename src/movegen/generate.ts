/**
 * Move generation: every legal tile placement of a rack on a board, with its score, using a
 * compact lexicon. Every word a generated move forms, in both directions, is in the lexicon;
 * blanks are tried as every letter that makes words; IJ is one tile in the Dutch IJ set.
 *
 * @example
 * ```ts
import { buildLexicon, emptyBoard, generateMoves, bestMove, makeMove, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'HUNDE', 'UND'], GERMAN);
 * if (built.ok) {
 *   const moves = generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, built.value.lexicon);
 *   if (moves.ok) moves.value.map((m) => `${makeMove(m.move)} ${m.score}`);  // best first
 *   bestMove(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, built.value.lexicon);   // ok(the first of them) or ok(null)
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import { memoByContent, tileSetKey } from '../memo.js';
import { isCompactLexicon, type CompactLexicon } from '../lexicon/compact-lexicon.js';
import { letterCodesOf } from '../lexicon/letter-codes.js';
import type { Move } from '../move/move.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf, parseRack, type Alphabet } from '../tiles/alphabet.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import * as search from './search.js';

/** A generated move: the placement (usable with scoreMove, placeMove, makeMove and game actions) and its score. */
export interface GeneratedMove {
  readonly move: Move;
  /** The score, equal to `scoreMove(board, move, rules)` total. */
  readonly score: number;
}

/** What move generation needs of a rule set. */
export type MovegenRules = Pick<RuleSet, 'tiles' | 'layout' | 'rackSize' | 'bingoBonus' | 'firstMoveMinTiles'>;

/** A rack: letters as text (`'HUNDE?X'`, `?` for a blank) or a list of tiles (`['IJ', '?']`). */
export type RackInput = string | readonly string[];

/** Codes of the errors move generation can return. */
export const MOVEGEN_ERROR_CODES = ['malformed-board', 'bad-rack', 'not-a-compact-lexicon', 'alphabet-mismatch'] as const;

/** A code of {@link MOVEGEN_ERROR_CODES}. */
export type MovegenErrorCode = (typeof MOVEGEN_ERROR_CODES)[number];

/** Why moves could not be generated. */
export type MovegenError = EngineError<MovegenErrorCode>;

const MAX_SIDE = 26;
const cells = new Int32Array(MAX_SIDE * MAX_SIDE);
const rackCounts = new Int32Array(32);

/** Board cell text to letter code, blanks with bit 32 (cached per tile set, also for equal copies). */
const cellCodesBySet = memoByContent(tileSetKey, (tiles: TileSet): Map<string, number> => {
  const map = new Map<string, number>();
  alphabetOf(tiles).letters.forEach((letter, code) => {
    map.set(letter, code);
    map.set(letter.toLowerCase(), code | 32);
  });
  return map;
});

function cellCodesOf(tiles: TileSet): Map<string, number> {
  return cellCodesBySet(tiles);
}

/** A value for an error message, without calling any of its methods. */
function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : `A value of type ${value === null ? 'null' : typeof value}`;
}

function fail(code: MovegenErrorCode, message: string): Result<never, MovegenError> {
  return err({ code, message });
}

/** Loads board, rack and lexicon into the search, or says what is wrong with them. */
function load(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<Alphabet, MovegenError> {
  if (!isCompactLexicon(lexicon) || !(lexicon.nodes instanceof Int32Array) || !Array.isArray(lexicon.letters) ||
      !Number.isInteger(lexicon.root) || lexicon.root < 0 || lexicon.root >= lexicon.nodes.length) {
    return fail('not-a-compact-lexicon', 'Move generation needs a lexicon made by buildLexicon or loadLexicon');
  }
  const codes = letterCodesOf(rules.tiles);
  const alphabet = alphabetOf(rules.tiles);
  if (codes === null || lexicon.letters.length !== alphabet.letters.length || lexicon.letters.some((l, i) => l !== alphabet.letters[i])) {
    return fail('alphabet-mismatch', `The lexicon was built for the tile set "${lexicon.tileSetId}", not for ${rules.tiles.name}`);
  }
  const { rows, cols } = rules.layout;
  if (typeof board !== 'object' || board === null || board.rows !== rows || board.cols !== cols ||
      !Array.isArray(board.cells) || board.cells.length !== rows * cols || rows > MAX_SIDE || cols > MAX_SIDE) {
    return fail('malformed-board', `The board does not match the ${rows}×${cols} layout of the rule set`);
  }
  const cellCodes = cellCodesOf(rules.tiles);
  for (let i = 0; i < rows * cols; i++) {
    const cell = board.cells[i];
    if (cell == null) {
      cells[i] = -1;
      continue;
    }
    const code = cellCodes.get(cell);
    if (code === undefined) return fail('malformed-board', `${describe(cell)} on the board is not a tile of the ${rules.tiles.name} set`);
    cells[i] = code;
  }
  rackCounts.fill(0);
  let blanks = 0;
  let tiles: readonly string[];
  if (typeof rack === 'string') {
    const parsed = parseRack(rack, rules.tiles);
    if (!parsed.ok) return fail('bad-rack', parsed.error.message);
    tiles = parsed.value;
  } else if (Array.isArray(rack)) {
    tiles = rack;
  } else {
    return fail('bad-rack', 'A rack is text like "HUNDE?X" or a list of tiles');
  }
  if (tiles.length > MAX_SIDE) return fail('bad-rack', `A rack holds at most ${MAX_SIDE} tiles`);
  for (const tile of tiles) {
    if (tile === BLANK) {
      blanks++;
      continue;
    }
    const code = typeof tile === 'string' ? alphabet.codes.get(tile.toUpperCase()) : undefined;
    if (code === undefined) return fail('bad-rack', `${describe(tile)} is not a tile of the ${rules.tiles.name} set`);
    rackCounts[code]!++;
  }
  search.prepareSearch(cells, rows, cols, rackCounts, blanks, rules, lexicon, alphabet);
  return ok(alphabet);
}

const HEADER = search.RECORD_HEADER;

/** The shared, never changed tile object for a square, letter code and blank flag. */
function tileFor(cache: (PlacedTile | undefined)[], row: number, col: number, tile: number, letters: readonly string[]): PlacedTile {
  const key = ((row * MAX_SIDE + col) << 6) | tile;
  let placed = cache[key];
  if (placed === undefined) {
    placed = { row, col, letter: letters[tile & 31]!, blank: (tile & 32) !== 0 };
    cache[key] = placed;
  }
  return placed;
}

/**
 * Turns the found move at `at` in the search buffer into a {@link GeneratedMove}. The search
 * places the tiles from the anchor leftwards, then rightwards: reading order is the first run
 * reversed, then the rest.
 */
function moveAt(found: Int32Array, at: number, letters: readonly string[], cache: (PlacedTile | undefined)[]): GeneratedMove {
  const down = found[at + 1] === 1;
  const line = found[at + 2]!;
  const count = found[at + 3]!;
  const first = at + HEADER;
  let left = 1;
  while (left < count && (found[first + left]! & 255) < (found[first + left - 1]! & 255)) left++;
  const tiles = new Array<PlacedTile>(count);
  for (let k = 0; k < count; k++) {
    const p = found[first + (k < left ? left - 1 - k : k)]!;
    const pos = p & 255;
    tiles[k] = down ? tileFor(cache, pos, line, p >> 8, letters) : tileFor(cache, line, pos, p >> 8, letters);
  }
  return { move: { direction: down ? 'down' : 'across', tiles }, score: found[at]! };
}

/** The tile cache of a tile set (shared by equal copies). */
const cacheOf = memoByContent(tileSetKey, (): (PlacedTile | undefined)[] =>
  new Array<PlacedTile | undefined>(MAX_SIDE * MAX_SIDE * 64).fill(undefined));

let order = new Int32Array(1024);
let buckets = new Int32Array(1024);

/**
 * Every legal tile placement for the rack, each once, with its score: highest score first; ties
 * keep the search order (across before down, lines top to bottom / left to right, then by anchor).
 * Passes and exchanges are not moves here.
 */
export function generateMoves(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<GeneratedMove[], MovegenError> {
  const loaded = load(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  search.runSearch(search.SEARCH_ALL);
  const count = search.foundCount;
  const found = search.found;
  const top = search.bestScore;
  let low = top;
  for (let i = 0, at = 0; i < count; i++) {
    if (found[at]! < low) low = found[at]!;
    at += HEADER + found[at + 3]!;
  }
  const span = top - low + 2;
  if (order.length < count) order = new Int32Array(count * 2);
  if (buckets.length < span) buckets = new Int32Array(span);
  buckets.fill(0, 0, span);
  for (let i = 0, at = 0; i < count; i++) {
    buckets[top - found[at]! + 1]!++;
    at += HEADER + found[at + 3]!;
  }
  for (let s = 1; s < span; s++) buckets[s]! += buckets[s - 1]!;
  for (let i = 0, at = 0; i < count; i++) {
    order[buckets[top - found[at]!]!++] = at;
    at += HEADER + found[at + 3]!;
  }
  const letters = loaded.value.letters;
  const cache = cacheOf(rules.tiles);
  const moves = new Array<GeneratedMove>(count);
  for (let i = 0; i < count; i++) moves[i] = moveAt(found, order[i]!, letters, cache);
  return ok(moves);
}

/** The highest-scoring move (the first of {@link generateMoves}), or `null` when there is none. */
export function bestMove(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<GeneratedMove | null, MovegenError> {
  const loaded = load(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  search.runSearch(search.SEARCH_BEST);
  return ok(search.foundCount === 0 ? null : moveAt(search.found, 0, loaded.value.letters, cacheOf(rules.tiles)));
}

/** Whether the rack can make at least one legal tile placement; stops at the first one found. */
export function hasAnyMove(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<boolean, MovegenError> {
  const loaded = load(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  search.runSearch(search.SEARCH_ANY);
  return ok(search.foundCount > 0);
}
