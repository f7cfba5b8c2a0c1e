/**
 * Placement validation (one line, no gaps, connected to the board or on the start square) and
 * the words a move forms. Geometry only: whether the words are in a lexicon is the rule set's
 * and the caller's business.
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
import { isBoardRules, orElse } from '../total.js';

import { squareName } from '../board/coords.js';
import type { Board } from '../board/board.js';
import type { Layout } from '../board/layout.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf, cellCode, tokenizeWord, type Alphabet } from '../tiles/alphabet.js';
import { BLANK, GENDERN_TOKEN, type TileSet } from '../tiles/tile-set.js';
import { gendernMisplaced, tilesInPlay } from '../tiles/gendern.js';
import type { Direction, PlacedTile, Square } from '../types.js';
import type { Move, MoveError, MoveErrorCode } from './move.js';

/**
 * A word formed by a move: where it lies, its letters, and which of its tiles are new.
 * @example
 * ```ts
 * import { validateMove, type FormedWord, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const checked = validateMove(state.board, { direction: 'across', tiles: [] }, state.rules);
 * const words: readonly FormedWord[] = checked.ok ? checked.value.words : [];
 * ```
 */
export interface FormedWord {
  /** The word in normal form (upper case), as a lexicon is asked for it. */
  readonly word: string;
  /** The direction the word reads in. */
  readonly direction: Direction;
  /** Whether this is the word along the move's direction. */
  readonly main: boolean;
  /** The squares of the word in reading order. */
  readonly squares: readonly Square[];
  /** The letters of the word, one per square (`'IJ'` is one letter). */
  readonly letters: readonly string[];
  /** Per square: whether its tile is a blank. */
  readonly blanks: readonly boolean[];
  /** Per square: whether its tile is placed by this move. */
  readonly isNew: readonly boolean[];
}

/**
 * A legal placement: the move with its tiles in reading order, and the words it forms (main word first).
 * @example
 * ```ts
 * import { validateMove, parseMove, emptyBoard, GERMAN, type ValidMove } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * const valid = move.ok ? validateMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (valid.ok) { const v: ValidMove = valid.value; v.firstMove; }   // true
 * ```
 */
export interface ValidMove {
  /** The move, its tiles in reading order and its direction as the tiles give it. */
  readonly move: Move;
  /** The words formed: the main word first, then the cross-words in reading order. */
  readonly words: readonly FormedWord[];
  /** Whether the move is the first of the game (the board was empty). */
  readonly firstMove: boolean;
}

/**
 * What validation may also check: the tiles on the player's rack (letters, `'?'` for a blank).
 * @example
 * ```ts
 * import { validateMove, type ValidateOptions } from 'scrabble-engine';
 * const options: ValidateOptions = { rack: ['G', 'R', 'Ü', 'N', 'D', 'E', '?'] };
 * ```
 */
export interface ValidateOptions {
  /**
   * The rack the tiles must come from (letters and `'?'` for a blank); not checked when absent.
   * With a rack, a move of more tiles than the rule set's `rackSize` is refused (`too-many-tiles`).
   */
  readonly rack?: readonly string[];
}

/**
 * What placement needs of a rule set (the variant fields are read as off when absent). With a rack
 * to check against, `rackSize` limits the tiles of a move (`too-many-tiles`).
 * @example
 * ```ts
 * import { GERMAN, type PlacementRules } from 'scrabble-engine';
 * const rules: PlacementRules = GERMAN;
 * ```
 */
export type PlacementRules = Pick<RuleSet, 'tiles' | 'layout' | 'firstMoveMinTiles'> & Partial<Pick<RuleSet, 'gendern' | 'replacement' | 'rackSize'>>;

/** A run of squares: first index, step between squares (1 or the row length), length. Internal. */
export interface Span {
  readonly start: number;
  readonly step: number;
  readonly length: number;
  readonly direction: Direction;
  readonly main: boolean;
  /** For a cross-word, the position in `Analysis.tiles` of its one new tile; -1 for the main word. */
  readonly tile: number;
}

/** The result of the geometric analysis that scoring reuses. Internal. */
export interface Analysis {
  readonly board: Board;
  readonly move: Move;
  /** The new tiles in reading order. */
  readonly tiles: readonly PlacedTile[];
  /** The square index (`row * cols + col`) of each new tile, in the order of `tiles`. */
  readonly indices: readonly number[];
  /** The letter code (position in the alphabet) of each new tile, in the order of `tiles`. */
  readonly codes: readonly number[];
  /** Per tile, in the order of `tiles`: whether it replaces a tile on the board (letter replacement). */
  readonly replaced: readonly boolean[];
  /** The runs of the words formed: main word first (when it has two or more tiles), then cross-words. */
  readonly spans: readonly Span[];
  readonly firstMove: boolean;
  /** The tile placed on a square index, if any. */
  readonly newTileAt: (index: number) => PlacedTile | undefined;
}

/** What the exported functions return when the input breaks the analysis in a way its checks did not foresee. */
export const MALFORMED: Result<never, MoveError> = /* @__PURE__ */ err({ code: 'malformed-move', message: 'The move, the board or the rule set is not well formed' });

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

/** Whether no tile lies on the board; looks at the start square first, where the first move lies. */
function boardIsEmpty(cells: Board['cells'], start: number): boolean {
  if (cells[start] != null) return false;
  for (let i = 0; i < cells.length; i++) if (cells[i] != null) return false;
  return true;
}

const BAD_CELL = 'malformed-board';

function badCell(alphabet: Alphabet, index: number, cols: number): Result<never, MoveError> {
  const where = squareName({ row: Math.floor(index / cols), col: index % cols });
  return fail(BAD_CELL, `The board holds something on ${where} that is not a tile of the ${alphabet.tiles.name} set`);
}

/**
 * The geometric analysis of a move: the placement checks and the runs of the words
 * formed. Internal: scoring and move generation share it.
 */
export function analyzeMove(board: Board, move: Move, rules: PlacementRules, options?: ValidateOptions): Result<Analysis, MoveError> {
  if (!isBoardRules(rules)) return fail('malformed-rules', 'Placing a move needs a rule set with a tile set and a layout');
  const { layout } = rules;
  if (!isRecord(move) || !Array.isArray(move.tiles) || (move.direction !== 'across' && move.direction !== 'down')) {
    return fail('malformed-move', 'A move is { direction: "across" | "down", tiles: [{ row, col, letter, blank }] }');
  }
  if (!boardFits(board, layout)) {
    return fail('malformed-board', `The board does not match the ${layout.rows}×${layout.cols} layout of the rule set`);
  }
  const { rows, cols, cells } = board;
  const replacing = rules.replacement === 'rack' || rules.replacement === 'bag';
  const given: readonly unknown[] = replacing ? move.tiles.filter((t) => !keepsBoardTile(t, cells, rows, cols)) : move.tiles;
  const count = given.length;
  if (count === 0) return fail('no-tiles', 'A move places at least one tile');
  if (count > cells.length) return fail('malformed-move', 'A move cannot place more tiles than the board has squares');
  if (options !== undefined && typeof options !== 'object') return fail('malformed-move', 'The options are { rack }');
  if (options?.rack !== undefined && typeof rules.rackSize === 'number' && count > rules.rackSize) {
    return fail('too-many-tiles', `A move places at most a full rack: ${rules.rackSize} tiles, not ${count}`);
  }
  const alphabet = alphabetOf(tilesInPlay(rules));
  const tiles: PlacedTile[] = new Array<PlacedTile>(count);
  const indices: number[] = new Array<number>(count);
  const codes: number[] = new Array<number>(count);
  const replaced: boolean[] = new Array<boolean>(count).fill(false);
  let replacements = 0;
  for (let i = 0; i < count; i++) {
    const t = given[i];
    if (!isRecord(t) || typeof t.letter !== 'string' || typeof t.blank !== 'boolean') {
      return fail('malformed-move', `Tile ${i + 1} is not { row, col, letter, blank }`);
    }
    const { row, col, letter, blank } = t;
    if (!Number.isInteger(row) || !Number.isInteger(col)) return fail('malformed-move', `Tile ${i + 1} has no integer row and column`);
    const r = row as number;
    const c = col as number;
    if (r < 0 || c < 0 || r >= rows || c >= cols) {
      return fail('outside-board', `Tile ${letter.slice(0, 8) || BLANK} at row ${r + 1}, column ${c + 1} lies outside the board`);
    }
    if (blank && (letter === '' || letter === BLANK)) {
      return fail('blank-without-letter', `The blank on ${squareName({ row: r, col: c })} was not given a letter`);
    }
    const cc = cellCode(alphabet, letter);
    if (cc < 0 || (cc & 1) === 1) {
      return fail('unknown-letter', `"${letter.slice(0, 8)}" on ${squareName({ row: r, col: c })} is not a letter of the ${rules.tiles.name} set`);
    }
    if (letter === GENDERN_TOKEN && !blank) {
      return fail('unknown-letter', `${GENDERN_TOKEN} on ${squareName({ row: r, col: c })} is played with a blank: no tile carries it`);
    }
    const index = r * cols + c;
    const there = cells[index];
    const replaces = there != null;
    if (replaces) {
      const what = typeof there === 'string' ? there.slice(0, 8) : 'something';
      if (!replacing) return fail('occupied', `${squareName({ row: r, col: c })} is already occupied by ${what}`);
      const thereCode = cellCode(alphabet, there);
      if (thereCode < 0) return badCell(alphabet, index, cols);
      if ((thereCode & 1) === 1) return fail('replaced-blank', `The blank on ${squareName({ row: r, col: c })} cannot be replaced (a blank is swapped, not replaced)`);
      replacements++;
    }
    let k = i;
    while (k > 0 && indices[k - 1]! > index) {
      indices[k] = indices[k - 1]!;
      tiles[k] = tiles[k - 1]!;
      codes[k] = codes[k - 1]!;
      replaced[k] = replaced[k - 1]!;
      k--;
    }
    indices[k] = index;
    tiles[k] = { row: r, col: c, letter, blank };
    codes[k] = cc >> 1;
    replaced[k] = replaces;
  }
  for (let k = 1; k < count; k++) {
    if (indices[k] === indices[k - 1]) return fail('duplicate-square', `Two tiles are placed on ${squareName(tiles[k]!)}`);
  }
  if (replacements === count) {
    return fail('replacement-only', 'A play that replaces letters also puts at least one tile on an empty square');
  }
  const first = tiles[0]!;
  const last = tiles[count - 1]!;
  let direction: Direction = move.direction;
  if (count > 1) {
    const sameRow = first.row === last.row;
    let inLine = sameRow || first.col === last.col;
    for (let k = 1; inLine && k < count - 1; k++) inLine = sameRow ? tiles[k]!.row === first.row : tiles[k]!.col === first.col;
    if (!inLine) return fail('not-in-line', 'All tiles of a move must lie in one row or one column');
    direction = sameRow ? 'across' : 'down';
    if (direction !== move.direction) {
      return fail('direction-mismatch', `The tiles lie in one ${sameRow ? 'row' : 'column'} but the move says ${move.direction}`);
    }
  }
  const step = direction === 'across' ? 1 : cols;
  const lastIndex = indices[count - 1]!;
  for (let index = indices[0]!, j = 0; index <= lastIndex; index += step) {
    if (index === indices[j]) {
      j++;
      continue;
    }
    const cell = cells[index];
    if (cell == null) return fail('gap', `${squareName({ row: Math.floor(index / cols), col: index % cols })} between the tiles is empty`);
    if (cellCode(alphabet, cell) < 0) return badCell(alphabet, index, cols);
  }
  const startIndex = layout.start.row * cols + layout.start.col;
  const firstMove = boardIsEmpty(cells, startIndex);
  if (firstMove) {
    if (count < rules.firstMoveMinTiles) {
      return fail('first-move-too-short', `The first move places at least ${rules.firstMoveMinTiles} tiles`);
    }
    if (indices.indexOf(startIndex) < 0) {
      return fail('start-square-missed', `The first move must cover the start square ${squareName(layout.start)}`);
    }
  }
  const spans: Span[] = [];
  const across = direction === 'across';
  const badMain = extend(cells, alphabet, indices[0]!, lastIndex, across, rows, cols);
  if (badMain >= 0) return badCell(alphabet, badMain, cols);
  const mainLength = (run.end - run.start) / step + 1;
  if (mainLength >= 2) spans.push({ start: run.start, step, length: mainLength, direction, main: true, tile: -1 });
  const cross: Direction = across ? 'down' : 'across';
  const crossStep = across ? cols : 1;
  for (let k = 0; k < count; k++) {
    const index = indices[k]!;
    const bad = extend(cells, alphabet, index, index, !across, rows, cols);
    if (bad >= 0) return badCell(alphabet, bad, cols);
    if (run.end !== run.start) {
      spans.push({ start: run.start, step: crossStep, length: (run.end - run.start) / crossStep + 1, direction: cross, main: false, tile: k });
    }
  }
  if (firstMove && spans.length === 0) {
    return fail('first-move-too-short', 'The first move must form a word of at least two letters');
  }
  if (!firstMove && replacements === 0 && mainLength === count && spans.length === (mainLength >= 2 ? 1 : 0)) {
    return fail('not-connected', 'The move must touch a tile already on the board');
  }
  if (rules.gendern === true) {
    for (const span of spans) {
      const written = spanLetters(cells, alphabet, span, indices, tiles);
      if (gendernMisplaced(written) >= 0) {
        const where = squareName({ row: Math.floor(span.start / cols), col: span.start % cols });
        return fail('gendern-misplaced', `In ${written.join('')} from ${where}, ${GENDERN_TOKEN} is followed by other letters: it ends a word or comes before NEN`);
      }
    }
  }
  if (alphabet.multi.some((letter) => letter !== GENDERN_TOKEN)) {
    for (const span of spans) {
      const written = spanLetters(cells, alphabet, span, indices, tiles);
      const read = tokenizeWord(written.join(''), alphabet.tiles);
      if (!read.ok || read.value.length !== written.length) {
        const where = squareName({ row: Math.floor(span.start / cols), col: span.start % cols });
        return fail('unspellable-word', `The tiles ${written.join('·')} from ${where} read as ${read.ok ? read.value.join('·') : 'something else'}: in the ${rules.tiles.name} set no word is spelled with them side by side`);
      }
    }
  }
  if (options?.rack !== undefined) {
    const missing = missingFromRack(tiles, options.rack);
    if (missing !== null) {
      const rack = Array.isArray(options.rack) ? options.rack.filter((x) => typeof x === 'string').join('').slice(0, 20) : '';
      return fail('not-on-rack', `The rack ${rack} has no ${missing} for this move`);
    }
  }
  const newTileAt = (index: number): PlacedTile | undefined => {
    const k = indices.indexOf(index);
    return k < 0 ? undefined : tiles[k];
  };
  return ok({ board, move: { direction, tiles }, tiles, indices, codes, replaced, spans, firstMove, newTileAt });
}

/**
 * Under letter replacement: whether a given tile only repeats the letter already on its square (in
 * notation, `8D HOUS` over `HAUS` keeps H, U and S): such a tile is read as a tile played through.
 */
function keepsBoardTile(tile: unknown, cells: Board['cells'], rows: number, cols: number): boolean {
  if (!isRecord(tile) || typeof tile.letter !== 'string' || !Number.isInteger(tile.row) || !Number.isInteger(tile.col)) return false;
  const r = tile.row as number;
  const c = tile.col as number;
  if (r < 0 || c < 0 || r >= rows || c >= cols) return false;
  const there = cells[r * cols + c];
  return typeof there === 'string' && there.toUpperCase() === tile.letter;
}

/** Scratch for {@link extend}: the first and last index of the run it found. */
const run = { start: 0, end: 0 };

/**
 * Finds the run of tiles through the squares `from`..`to` (new tiles there, board tiles around
 * them) and leaves its ends in {@link run}. Returns -1, or the index of a board cell that is not
 * a tile of the set.
 */
function extend(
  cells: Board['cells'], alphabet: Alphabet, from: number, to: number, across: boolean, rows: number, cols: number,
): number {
  const step = across ? 1 : cols;
  const lineStart = across ? from - (from % cols) : from % cols;
  const lineEnd = across ? lineStart + cols - 1 : lineStart + (rows - 1) * cols;
  let start = from;
  while (start > lineStart) {
    const cell = cells[start - step];
    if (cell == null) break;
    if (cellCode(alphabet, cell) < 0) return start - step;
    start -= step;
  }
  let end = to;
  while (end < lineEnd) {
    const cell = cells[end + step];
    if (cell == null) break;
    if (cellCode(alphabet, cell) < 0) return end + step;
    end += step;
  }
  run.start = start;
  run.end = end;
  return -1;
}

/** The letters along a span, new tiles and board tiles alike. */
function spanLetters(
  cells: Board['cells'], alphabet: Alphabet, span: Span, indices: readonly number[], tiles: readonly PlacedTile[],
): string[] {
  const letters: string[] = [];
  for (let k = 0, index = span.start; k < span.length; k++, index += span.step) {
    const j = indices.indexOf(index);
    letters.push(j >= 0 ? tiles[j]!.letter : alphabet.letters[cellCode(alphabet, cells[index]!) >> 1]!);
  }
  return letters;
}

/** The first tile the rack cannot pay for, or null when it can pay for all. */
function missingFromRack(tiles: readonly PlacedTile[], rack: readonly string[]): string | null {
  if (!Array.isArray(rack)) return tiles[0]?.letter ?? null;
  const left = new Map<unknown, number>();
  for (const letter of rack) left.set(letter, (left.get(letter) ?? 0) + 1);
  for (const t of tiles) {
    const key = t.blank ? BLANK : t.letter;
    const n = left.get(key) ?? 0;
    if (n === 0) return t.blank ? 'blank' : t.letter;
    left.set(key, n - 1);
  }
  return null;
}

/** One word of an analysis as data. Internal. */
export function formWord(analysis: Analysis, span: Span, alphabet?: Alphabet): FormedWord {
  const { board, tiles, indices } = analysis;
  const cols = board.cols;
  const cells = board.cells;
  const length = span.length;
  const squares: Square[] = new Array<Square>(length);
  const letters: string[] = new Array<string>(length);
  const blanks: boolean[] = new Array<boolean>(length);
  const isNew: boolean[] = new Array<boolean>(length);
  let j = span.tile >= 0 ? span.tile : 0;
  let word = '';
  for (let k = 0, index = span.start; k < length; k++, index += span.step) {
    const row = (index / cols) | 0;
    squares[k] = { row, col: index - row * cols };
    let letter: string;
    if (index === indices[j]) {
      const placed = tiles[j++]!;
      letter = placed.letter;
      blanks[k] = placed.blank;
      isNew[k] = true;
    } else {
      const cell = cells[index]!;
      const cc = alphabet === undefined ? -1 : cellCode(alphabet, cell);
      letter = cc >= 0 ? alphabet!.letters[cc >> 1]! : cell.toUpperCase();
      blanks[k] = cc >= 0 ? (cc & 1) === 1 : letter !== cell;
      isNew[k] = false;
    }
    letters[k] = letter;
    word += letter;
  }
  return { word, direction: span.direction, main: span.main, squares, letters, blanks, isNew };
}

/** The words of an analysis as data. Internal. */
export function formWords(analysis: Analysis, tiles?: TileSet): FormedWord[] {
  const alphabet = tiles === undefined ? undefined : alphabetOf(tiles);
  return analysis.spans.map((span) => formWord(analysis, span, alphabet));
}

/**
 * Checks a placement (one line, no gaps, connected or on the start square) and returns the
 * words it forms, main word first.
 * Never throws: malformed input gives `malformed-move`, `malformed-board` or `malformed-rules`.
 * @example
 * ```ts
 * import { validateMove, parseMove, emptyBoard, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8A GRÜNDE', GERMAN);
 * if (move.ok) validateMove(emptyBoard(GERMAN), move.value, GERMAN);   // error: start-square-missed
 * ```
 */
export function validateMove(board: Board, move: Move, rules: PlacementRules, options?: ValidateOptions): Result<ValidMove, MoveError> {
  return orElse(() => {
    const analysis = analyzeMove(board, move, rules, options);
    if (!analysis.ok) return analysis;
    return ok({ move: analysis.value.move, words: formWords(analysis.value, tilesInPlay(rules)), firstMove: analysis.value.firstMove });
  }, MALFORMED);
}
