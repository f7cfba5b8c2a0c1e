/**
 * Complete generation as integer records, for a search that keeps its own board and racks as
 * codes and plays thousands of positions a second (the endgame solver): no board text is read,
 * checked or compared, and no move is built as an object. The rules and the lexicon are checked
 * once, when the generator is made; like a generator context, it keeps its prepared board, so a
 * board that differs from the last one by a move is prepared again only where that move changed it.
 * It keeps a board of its own in the search's tables, as a context does (see `prepareSearchIncremental`).
 * Under the Gendern rule, whose plays the record search does not make, each call generates the
 * moves as `generateMoves` does and writes them as records. Internal.
 *
 * Board cells are letter codes of the tile set in play (`code | 32` for a blank, -1 for an empty
 * square), row by row; a rack is counts by letter code and a number of blanks.
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { err, ok, type Result } from '../result.js';
import { alphabetOf, type Alphabet } from '../tiles/alphabet.js';
import { tilesInPlay } from '../tiles/gendern.js';
import { BLANK } from '../tiles/tile-set.js';
import { generateMoves, type GeneratedMove, type MovegenError, type MovegenRules } from './generate.js';
import { listCopy, sortByScore } from './record-space.js';
import { cellCodesBySet, isBusy, loadPosition, newContextState } from './position.js';
import * as search from './search.js';

/** The moves of a position as records (see `RecordLayout`): `starts` gives where each begins, highest score first. */
export interface RecordList {
  readonly data: Int32Array;
  readonly starts: Int32Array;
}

/**
 * The squares whose tiles a caller changed since its last call (each square at least once, in any
 * order; a square changed and changed back may be listed too): the generator then compares only
 * those with the board it kept, not every square.
 */
export interface Changes {
  readonly squares: Int32Array;
  readonly count: number;
}

/** Generates the records of positions given as codes (see the module doc). */
export interface RecordGenerator {
  /** The letters by code of the tile set in play (the Gendern ending last under the Gendern rule). */
  readonly letters: readonly string[];
  /**
   * Every move of the rack on the board as records, or an error (a generation started from inside
   * another, too many moves); with `lines`, only the moves across in the rows and down in the
   * columns marked (`lines[0 * 26 + row]`, `lines[1 * 26 + col]`), when {@link RecordGenerator.byLines} says it can.
   */
  list(cells: Int32Array, rack: Int32Array, blanks: number, lines?: Uint8Array | null, changes?: Changes): Result<RecordList, MovegenError>;
  /** Whether `list` can be limited to lines (not under the Gendern rule, whose plays are found apart). */
  readonly byLines: boolean;
}

/** A board as cell codes (see the module doc), or `null` when a cell is not a tile of the set in play. */
export function boardCodes(board: Board, rules: MovegenRules): Int32Array | null {
  const codes = cellCodesBySet(tilesInPlay(rules));
  const out = new Int32Array(board.rows * board.cols);
  for (let i = 0; i < out.length; i++) {
    const cell = board.cells[i];
    const code = cell == null ? -1 : codes.get(cell);
    if (code === undefined) return null;
    out[i] = code;
  }
  return out;
}

/** The cell text of a code: the letter, in lower case for a blank. */
function cellText(letters: readonly string[], code: number): string {
  const letter = letters[code & 31]!;
  return (code & 32) !== 0 ? letter.toLowerCase() : letter;
}

/**
 * A record generator for a rule set and a lexicon, or why it cannot generate: the same checks as
 * the first call of a generator context, made here once.
 */
export function createRecordGenerator(rules: MovegenRules, lexicon: CompactLexicon, board: Board): Result<RecordGenerator, MovegenError> {
  // The checks of a first load: rules, lexicon, alphabet and board.
  const checked = loadPosition(board, [], rules, lexicon);
  if (!checked.ok) return checked;
  const letters = alphabetOf(tilesInPlay(rules)).letters;
  if (rules.gendern === true) return ok({ letters, byLines: false, list: (cells, rack, blanks) => viaMoves(rules, lexicon, board, letters, cells, rack, blanks) });
  const alphabet: Alphabet = checked.value;
  const { rows, cols } = rules.layout;
  const size = rows * cols;
  const context = newContextState(lexicon);
  const changed = new Int32Array(size);
  let fresh = true;
  const kept = context.cells;
  const list = (cells: Int32Array, rack: Int32Array, blanks: number, lines?: Uint8Array | null, changes?: Changes): Result<RecordList, MovegenError> => {
    if (isBusy()) return err({ code: 'busy', message: 'Move generation cannot be started from inside a move visitor or equity function' });
    let changedCount = 0;
    if (changes !== undefined && !fresh) {
      for (let n = 0; n < changes.count; n++) {
        const i = changes.squares[n]!;
        const cell = cells[i]!;
        if (cell !== kept[i]) {
          changed[changedCount++] = i;
          kept[i] = cell;
        }
      }
    } else {
      for (let i = 0; i < size; i++) {
        const cell = cells[i]!;
        if (cell !== kept[i]) {
          changed[changedCount++] = i;
          kept[i] = cell;
        }
      }
    }
    context.computed = search.prepareSearchIncremental(context.prep, fresh, cells, changed, changedCount, rows, cols, rack, blanks, rules, lexicon, alphabet);
    fresh = false;
    if (!search.runSearch(search.SearchMode.List, lines ?? null)) return err({ code: 'too-many-moves', message: 'The position has more than 1,000,000 moves, where move generation stops' });
    const run = search.records;
    const data = listCopy(run.data, run.length);
    return ok({ data, starts: sortByScore(data, run.count, run.top) });
  };
  return ok({ letters, byLines: true, list });
}

/** The records of the moves `generateMoves` gives (under the Gendern rule), in its order. */
function viaMoves(rules: MovegenRules, lexicon: CompactLexicon, shape: Board, letters: readonly string[], cells: Int32Array, rack: Int32Array, blanks: number): Result<RecordList, MovegenError> {
  const board: Board = { rows: shape.rows, cols: shape.cols, cells: Array.from(cells.subarray(0, shape.rows * shape.cols), (c) => (c < 0 ? null : cellText(letters, c))) };
  const tiles: string[] = [];
  for (let code = 0; code < letters.length; code++) for (let n = rack[code]!; n > 0; n--) tiles.push(letters[code]!);
  for (let n = blanks; n > 0; n--) tiles.push(BLANK);
  const moves = generateMoves(board, tiles, rules, lexicon);
  if (!moves.ok) return moves;
  return ok(recordsOf(moves.value, letters));
}

/** Moves written as records (see `RecordLayout`), in their order. */
export function recordsOf(moves: readonly GeneratedMove[], letters: readonly string[]): RecordList {
  const codes = new Map(letters.map((letter, code) => [letter, code]));
  let size = 0;
  for (const { move } of moves) size += search.recordLength(move.tiles.length);
  const data = new Int32Array(size);
  const starts = new Int32Array(moves.length);
  let at = 0;
  moves.forEach(({ move, score }, i) => {
    const down = move.direction === 'down';
    const first = move.tiles[0];
    starts[i] = at;
    data[at] = score;
    data[at + 1] = search.recordShape(down ? 1 : 0, first === undefined ? 0 : down ? first.col : first.row, move.tiles.length, 0);
    move.tiles.forEach((t, k) => {
      const code = (codes.get(t.letter) ?? 0) | (t.blank ? 32 : 0);
      const tile = (down ? t.row : t.col) | (code << 8);
      data[at + search.RecordLayout.Header + (k >> 1)]! |= tile << ((k & 1) << 4);
    });
    at += search.recordLength(move.tiles.length);
  });
  return { data, starts };
}
