/**
 * Placement validation (RULES.md section 3) and the words a move forms. Geometry only: whether
 * the words are in a lexicon is the rule set's and the caller's business.
 *
 * @example
 * ```ts
 * import { emptyBoard, parseMove, validateMove, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) {
 *   const v = validateMove(emptyBoard(GERMAN), move.value, GERMAN, { rack: [...'GRÜNDEX'] });
 *   if (v.ok) v.value.words.map((w) => w.word);   // ['GRÜNDE']
 *   else v.error.code;                            // e.g. 'start-square-missed'
 * }
 * ```
 * @module
 */
import { squareName } from '../board/coords.js';
import type { Board } from '../board/board.js';
import type { Layout } from '../board/layout.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { BLANK } from '../tiles/tile-set.js';
import type { Direction, PlacedTile, Square } from '../types.js';
import type { Move, MoveError, MoveErrorCode } from './move.js';

/** A word formed by a move: where it lies, its letters, and which of its tiles are new. */
export interface FormedWord {
  /** The word in normal form (upper case), as a lexicon is asked for it. */
  readonly word: string;
  readonly direction: Direction;
  /** Whether this is the word along the move's direction. */
  readonly main: boolean;
  readonly squares: readonly Square[];
  readonly letters: readonly string[];
  readonly blanks: readonly boolean[];
  readonly isNew: readonly boolean[];
}

/** A legal placement: the move with its tiles in reading order, and the words it forms (main word first). */
export interface ValidMove {
  readonly move: Move;
  readonly words: readonly FormedWord[];
  readonly firstMove: boolean;
}

/** What validation may also check: the tiles on the player's rack (letters, `'?'` for a blank). */
export interface ValidateOptions {
  readonly rack?: readonly string[];
}

/** What placement needs of a rule set. */
export type PlacementRules = Pick<RuleSet, 'tiles' | 'layout' | 'firstMoveMinTiles'>;

/** A run of squares: first index, step between squares (1 or the row length), length. Internal. */
export interface Span {
  readonly start: number;
  readonly step: number;
  readonly length: number;
  readonly direction: Direction;
  readonly main: boolean;
}

/** The result of the geometric analysis that scoring reuses. Internal. */
export interface Analysis {
  readonly board: Board;
  readonly move: Move;
  readonly tiles: readonly PlacedTile[];
  readonly spans: readonly Span[];
  readonly firstMove: boolean;
  /** The tile placed on a square index, if any. */
  readonly newTileAt: (index: number) => PlacedTile | undefined;
}

const MAX_SQUARES = 26 * 26;
const stamp = new Int32Array(MAX_SQUARES);
const slot = new Int32Array(MAX_SQUARES);
let generation = 0;

function nextGeneration(): number {
  if (generation >= 0x3fffffff) {
    stamp.fill(0);
    generation = 0;
  }
  return ++generation;
}

function fail(code: MoveErrorCode, message: string): Result<never, MoveError> {
  return err({ code, message });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function boardFits(board: unknown, layout: Layout): board is Board {
  return (
    isRecord(board) && board.rows === layout.rows && board.cols === layout.cols &&
    Array.isArray(board.cells) && board.cells.length === layout.rows * layout.cols
  );
}

/** Whether a board tile lies at the start square or anywhere; checks the start square first. */
function boardIsEmpty(board: Board, layout: Layout): boolean {
  if (board.cells[layout.start.row * board.cols + layout.start.col] != null) return false;
  for (const cell of board.cells) if (cell != null) return false;
  return true;
}

/**
 * The geometric analysis of a move: the checks of RULES.md section 3 and the runs of the words
 * formed. Internal: scoring and move generation share it.
 */
export function analyzeMove(board: Board, move: Move, rules: PlacementRules, options?: ValidateOptions): Result<Analysis, MoveError> {
  const { layout } = rules;
  if (!isRecord(move) || !Array.isArray(move.tiles) || (move.direction !== 'across' && move.direction !== 'down')) {
    return fail('malformed-move', 'A move is { direction: "across" | "down", tiles: [{ row, col, letter, blank }] }');
  }
  if (!boardFits(board, layout)) {
    return fail('malformed-board', `The board does not match the ${layout.rows}×${layout.cols} layout of the rule set`);
  }
  const count = move.tiles.length;
  if (count === 0) return fail('no-tiles', 'A move places at least one tile');
  if (count > board.cells.length) return fail('malformed-move', 'A move cannot place more tiles than the board has squares');
  const alphabet = alphabetOf(rules.tiles);
  const gen = nextGeneration();
  const cols = board.cols;
  const given: PlacedTile[] = [];
  for (let i = 0; i < count; i++) {
    const t: unknown = move.tiles[i];
    if (!isRecord(t) || typeof t.letter !== 'string' || typeof t.blank !== 'boolean') {
      return fail('malformed-move', `Tile ${i + 1} is not { row, col, letter, blank }`);
    }
    const { row, col, letter, blank } = t;
    if (!Number.isInteger(row) || !Number.isInteger(col)) return fail('malformed-move', `Tile ${i + 1} has no integer row and column`);
    const r = row as number;
    const c = col as number;
    if (r < 0 || c < 0 || r >= board.rows || c >= cols) {
      return fail('outside-board', `Tile ${letter || BLANK} at row ${r + 1}, column ${c + 1} lies outside the board`);
    }
    const where = squareName({ row: r, col: c });
    if (blank && (letter === '' || letter === BLANK)) return fail('blank-without-letter', `The blank on ${where} was not given a letter`);
    if (!alphabet.codes.has(letter)) {
      return fail('unknown-letter', `"${letter}" on ${where} is not a letter of the ${rules.tiles.name} set`);
    }
    const index = r * cols + c;
    if (stamp[index] === gen) return fail('duplicate-square', `Two tiles are placed on ${where}`);
    const there = board.cells[index];
    if (there != null) return fail('occupied', `${where} is already occupied by ${there}`);
    stamp[index] = gen;
    slot[index] = i;
    given.push({ row: r, col: c, letter, blank });
  }
  const tiles = given.slice().sort((a, b) => a.row - b.row || a.col - b.col);
  const first = tiles[0]!;
  const last = tiles[count - 1]!;
  let direction: Direction = move.direction;
  if (count > 1) {
    const sameRow = first.row === last.row;
    const sameCol = first.col === last.col;
    if (!sameRow && !sameCol) return fail('not-in-line', 'All tiles of a move must lie in one row or one column');
    direction = sameRow ? 'across' : 'down';
    if (direction !== move.direction) {
      return fail('direction-mismatch', `The tiles lie in one ${sameRow ? 'row' : 'column'} but the move says ${move.direction}`);
    }
  }
  const occupied = (index: number) => stamp[index] === gen || board.cells[index] != null;
  const step = direction === 'across' ? 1 : cols;
  const firstIndex = first.row * cols + first.col;
  const lastIndex = last.row * cols + last.col;
  for (let index = firstIndex + step; index < lastIndex; index += step) {
    if (!occupied(index)) {
      return fail('gap', `${squareName({ row: Math.floor(index / cols), col: index % cols })} between the tiles is empty`);
    }
  }
  const firstMove = boardIsEmpty(board, layout);
  if (firstMove) {
    if (count < rules.firstMoveMinTiles) {
      return fail('first-move-too-short', `The first move places at least ${rules.firstMoveMinTiles} tiles`);
    }
    if (stamp[layout.start.row * cols + layout.start.col] !== gen) {
      return fail('start-square-missed', `The first move must cover the start square ${squareName(layout.start)}`);
    }
  }
  const spans: Span[] = [];
  const mainSpan = runThrough(first, last, direction, board, occupied, true);
  if (mainSpan.length >= 2) spans.push(mainSpan);
  const cross: Direction = direction === 'across' ? 'down' : 'across';
  for (const t of tiles) {
    const span = runThrough(t, t, cross, board, occupied, false);
    if (span.length >= 2) spans.push(span);
  }
  if (!firstMove && mainSpan.length === count && spans.length === (mainSpan.length >= 2 ? 1 : 0)) {
    return fail('not-connected', 'The move must touch a tile already on the board');
  }
  if (options?.rack !== undefined) {
    const missing = missingFromRack(tiles, options.rack);
    if (missing !== null) return fail('not-on-rack', `The rack ${options.rack.join('')} has no ${missing} for this move`);
  }
  const newTileAt = (index: number) => (stamp[index] === gen && generation === gen ? given[slot[index]!] : undefined);
  return ok({ board, move: { direction, tiles }, tiles, spans, firstMove, newTileAt });
}

function runThrough(
  from: Square, to: Square, direction: Direction, board: Board, occupied: (index: number) => boolean, main: boolean,
): Span {
  const cols = board.cols;
  if (direction === 'across') {
    const rowStart = from.row * cols;
    let start = from.col;
    let end = to.col;
    while (start > 0 && occupied(rowStart + start - 1)) start--;
    while (end < cols - 1 && occupied(rowStart + end + 1)) end++;
    return { start: rowStart + start, step: 1, length: end - start + 1, direction, main };
  }
  let start = from.row;
  let end = to.row;
  while (start > 0 && occupied((start - 1) * cols + from.col)) start--;
  while (end < board.rows - 1 && occupied((end + 1) * cols + from.col)) end++;
  return { start: start * cols + from.col, step: cols, length: end - start + 1, direction, main };
}

/** The first tile the rack cannot pay for, or null when it can pay for all. */
function missingFromRack(tiles: readonly PlacedTile[], rack: readonly string[]): string | null {
  const left = new Map<string, number>();
  for (const letter of rack) left.set(letter, (left.get(letter) ?? 0) + 1);
  for (const t of tiles) {
    const key = t.blank ? BLANK : t.letter;
    const n = left.get(key) ?? 0;
    if (n === 0) return t.blank ? 'blank' : t.letter;
    left.set(key, n - 1);
  }
  return null;
}

/** The words of an analysis as data. Internal. */
export function formWords(analysis: Analysis): FormedWord[] {
  const { board, spans, newTileAt } = analysis;
  const cols = board.cols;
  return spans.map((span) => {
    const squares: Square[] = [];
    const letters: string[] = [];
    const blanks: boolean[] = [];
    const isNew: boolean[] = [];
    for (let k = 0, index = span.start; k < span.length; k++, index += span.step) {
      squares.push({ row: Math.floor(index / cols), col: index % cols });
      const placed = newTileAt(index);
      if (placed !== undefined) {
        letters.push(placed.letter);
        blanks.push(placed.blank);
        isNew.push(true);
      } else {
        const cell = board.cells[index] ?? '';
        const letter = cell.toUpperCase();
        letters.push(letter);
        blanks.push(letter !== cell);
        isNew.push(false);
      }
    }
    return { word: letters.join(''), direction: span.direction, main: span.main, squares, letters, blanks, isNew };
  });
}

/**
 * Checks a placement (RULES.md section 3) and returns the words it forms, main word first.
 * Never throws: malformed input gives `malformed-move` or `malformed-board`.
 */
export function validateMove(board: Board, move: Move, rules: PlacementRules, options?: ValidateOptions): Result<ValidMove, MoveError> {
  const analysis = analyzeMove(board, move, rules, options);
  if (!analysis.ok) return analysis;
  return ok({ move: analysis.value.move, words: formWords(analysis.value), firstMove: analysis.value.firstMove });
}
