/**
 * Move notation as in GCG: a position and the word, `.` for a tile already on the board,
 * lower case for a blank: "8D GRÜNDE", "H6 AA.D", "10F AVERIJ", "9H .OP".
 *
 * @example
 * ```ts
 * import { parseMove, makeMove, GERMAN } from 'scrabble-engine';
 * const move = parseMove('H6 AA.D', GERMAN);   // tiles at H6, H7 and H9, down
 * if (move.ok) makeMove(move.value);           // 'H6 AA.D'
 * ```
 * @module
 */
import { isTileSet } from '../total.js';

import type { Board } from '../board/board.js';
import { makePosition, parsePosition, squareName } from '../board/coords.js';
import { MAX_BOARD_SIDE } from '../board/max-side.js';
import { err, ok, type Result } from '../result.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { GENDERN_TOKEN, type TileSet } from '../tiles/tile-set.js';
import { tilesInPlay } from '../tiles/gendern.js';
import type { PlacedTile } from '../types.js';
import type { Move, MoveError } from './move.js';

/**
 * The marker of a square whose tile is already on the board.
 * @example
 * ```ts
 * import { THROUGH } from 'scrabble-engine';
 * THROUGH;   // '.'
 * ```
 */
export const THROUGH = '.';

/** Longest written word (letters and dots) that {@link parseWord} reads. */
const MAX_WRITTEN_WORD = 200;

/**
 * One square of a written word: a new tile, or `null` for a tile already on the board.
 * @example
 * ```ts
 * import { parseWord, GERMAN_TILES, type WrittenSquare } from 'scrabble-engine';
 * const read = parseWord('HU.d', GERMAN_TILES);
 * const squares: WrittenSquare[] = read.ok ? read.value : [];   // null for the '.' over a tile on the board
 * ```
 */
export type WrittenSquare = { readonly letter: string; readonly blank: boolean } | null;

/**
 * Characters that stand for two letters: ß and ẞ are SS, the ligatures Ĳ and ĳ are IJ and ij (the
 * IJ tile in a set that has it, I and J otherwise).
 */
function expandLigatures(word: string): string {
  return word.replace(/[ßẞ]/gu, 'SS').replace(/Ĳ/gu, 'IJ').replace(/ĳ/gu, 'ij');
}

/**
 * Reads the word part of a move: letters of the set (upper case, lower case for a blank) and dots.
 * The Gendern ending `*IN` (when the set holds it, see `tilesInPlay`) is always a blank, in either case.
 * ß reads as SS and the one-character ligature Ĳ as IJ.
 * @example
 * ```ts
 * import { parseWord, GERMAN_TILES } from 'scrabble-engine';
 * parseWord('HU.d', GERMAN_TILES);   // ok: H, U, a tile on the board, a blank D
 * ```
 */
export function parseWord(text: string, tiles: TileSet): Result<WrittenSquare[], MoveError> {
  if (typeof text !== 'string') return err({ code: 'bad-notation', message: 'A word must be text' });
  if (!isTileSet(tiles)) return err({ code: 'bad-notation', message: 'Reading a word needs a tile set' });
  if (text.length > MAX_WRITTEN_WORD) return err({ code: 'bad-notation', message: `A word is at most ${MAX_WRITTEN_WORD} characters long` });
  const word = expandLigatures(text);
  const alphabet = alphabetOf(tiles);
  const byLength = [...alphabet.letters].sort((a, b) => b.length - a.length);
  const out: WrittenSquare[] = [];
  let i = 0;
  while (i < word.length) {
    if (word[i] === THROUGH) {
      out.push(null);
      i++;
      continue;
    }
    const upper = byLength.find((letter) => word.startsWith(letter, i));
    const lower = upper === undefined ? byLength.find((letter) => word.startsWith(letter.toLowerCase(), i)) : undefined;
    const letter = upper ?? lower;
    if (letter === undefined) {
      const ch = String.fromCodePoint(word.codePointAt(i) ?? 0);
      return err({ code: 'bad-notation', message: `"${ch}" in "${text.slice(0, 40)}" is neither "." nor a letter of the ${tiles.name} set` });
    }
    out.push({ letter, blank: upper === undefined || letter === GENDERN_TOKEN });
    i += letter.length;
  }
  return ok(out);
}

/**
 * Reads a move in GCG notation: position ("8D" across, "D8" down), a space, the word. Under the
 * Gendern rule (`rules.gendern`) the word may hold the ending `*IN`, a blank: `8D TISCHLER*IN`.
 * It checks the notation only; `validateMove` checks the placement. With the `board`, every
 * `.` must mark a square that holds a tile (a dot beyond the word on an empty square is an error,
 * never trimmed away).
 * @example
 * ```ts
 * import { parseMove, GERMAN } from 'scrabble-engine';
 * parseMove('8D GRÜNDE', GERMAN);   // ok: six tiles across from D8
 * parseMove('D8 grÜnde', GERMAN);   // down from D8; lower case letters are blanks
 * ```
 */
export function parseMove(text: string, rules: { readonly tiles: TileSet; readonly gendern?: boolean }, board?: Board): Result<Move, MoveError> {
  try {
    return readMove(text, rules, board);
  } catch {
    return err({ code: 'bad-notation', message: 'The move could not be read with these rules' });
  }
}

function readMove(text: string, rules: { readonly tiles: TileSet; readonly gendern?: boolean }, board?: Board): Result<Move, MoveError> {
  if (typeof text !== 'string') return err({ code: 'bad-notation', message: 'A move must be text like "8D GRÜNDE"' });
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2 || text.length > 200) {
    return err({ code: 'bad-notation', message: `"${text.slice(0, 60)}" is not a move: write a position and a word, like "8D GRÜNDE"` });
  }
  const position = parsePosition(parts[0]!);
  if (!position.ok) return err({ code: 'bad-notation', message: position.error.message });
  if (typeof rules !== 'object' || rules === null || typeof rules.tiles !== 'object' || rules.tiles === null || !Array.isArray(rules.tiles.letters)) {
    return err({ code: 'bad-notation', message: 'Reading a move needs the rule set (its tile set)' });
  }
  const word = parseWord(parts[1]!.normalize('NFC'), tilesInPlay(rules));
  if (!word.ok) return word;
  const { row, col, direction } = position.value;
  if (board !== undefined && board !== null) {
    const dot = word.value.findIndex((square, i) => square === null && !occupied(board, direction === 'across' ? row : row + i, direction === 'across' ? col + i : col));
    if (dot >= 0) {
      const at = direction === 'across' ? { row, col: col + dot } : { row: row + dot, col };
      return err({ code: 'bad-notation', message: `The "." at ${squareName(at)} marks a tile on the board, but there is none: write the word from its first tile to its last` });
    }
  }
  const tiles: PlacedTile[] = [];
  word.value.forEach((square, i) => {
    if (square === null) return;
    tiles.push(direction === 'across'
      ? { row, col: col + i, letter: square.letter, blank: square.blank }
      : { row: row + i, col, letter: square.letter, blank: square.blank });
  });
  return ok({ direction, tiles });
}

/** A new tile as notation writes it: lower case for a blank, except the Gendern ending, always `*IN`. */
export function writtenLetter(tile: { readonly letter: string; readonly blank: boolean }): string {
  return tile.blank && tile.letter !== GENDERN_TOKEN ? tile.letter.toLowerCase() : tile.letter;
}

/** Whether a square lies on the board and holds a tile. */
function occupied(board: Board, row: number, col: number): boolean {
  if (typeof board !== 'object' || !Array.isArray(board.cells)) return false;
  if (row < 0 || col < 0 || row >= board.rows || col >= board.cols) return false;
  return board.cells[row * board.cols + col] != null;
}

/** Tiles in reading order along the move's direction. */
export function sortTiles(move: Move): PlacedTile[] {
  if (typeof move !== 'object' || move === null || !Array.isArray(move.tiles)) return [];
  const key = move.direction === 'across'
    ? (t: PlacedTile) => t.row * 1024 + t.col
    : (t: PlacedTile) => t.col * 1024 + t.row;
  return [...move.tiles].sort((a, b) => key(a) - key(b));
}

/** Whether a value is a row or column number of a board (0 to 25). */
function isBoardIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_BOARD_SIDE;
}

/**
 * Writes a move in GCG notation. With the board, the word is extended over the tiles already
 * lying before and after it (written as `.`); without it, it runs from the first new tile to the last.
 * Meant for moves in one line; `parseMove(makeMove(m))` gives `m` with its tiles in reading order.
 * Something that is not a move (or has a tile off every board: rows and columns run from 0 to 25) gives `''`.
 * @example
 * ```ts
 * import { makeMove, parseMove, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) makeMove(move.value);   // '8D GRÜNDE'
 * ```
 */
export function makeMove(move: Move, board?: Board): string {
  if (typeof move !== 'object' || move === null || !Array.isArray(move.tiles) || (move.direction !== 'across' && move.direction !== 'down')) return '';
  if (board !== undefined && (typeof board !== 'object' || board === null || !Array.isArray(board.cells))) return makeMove(move);
  // Squares of a board only (0 to 25): the word runs from the first tile to the last, one character per square.
  if (!move.tiles.every((t) => typeof t === 'object' && t !== null && isBoardIndex(t.row) && isBoardIndex(t.col) && typeof t.letter === 'string')) return '';
  const tiles = sortTiles(move);
  const first = tiles[0];
  const last = tiles[tiles.length - 1];
  if (first === undefined || last === undefined) return '';
  const across = move.direction === 'across';
  const line = across ? first.row : first.col;
  const along = (t: PlacedTile) => (across ? t.col : t.row);
  const filled = (i: number) => {
    if (board === undefined) return false;
    const [r, c] = across ? [line, i] : [i, line];
    if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) return false;
    return board.cells[r * board.cols + c] != null;
  };
  let from = along(first);
  let to = along(last);
  while (filled(from - 1)) from--;
  while (filled(to + 1)) to++;
  const byPlace = new Map(tiles.map((t) => [along(t), t]));
  let word = '';
  for (let i = from; i <= to; i++) {
    const t = byPlace.get(i);
    word += t === undefined ? THROUGH : writtenLetter(t);
  }
  const start = across ? { row: line, col: from } : { row: from, col: line };
  return `${makePosition({ ...start, direction: move.direction })} ${word}`;
}
