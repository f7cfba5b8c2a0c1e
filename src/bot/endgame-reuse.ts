/**
 * A player's moves on a board built from the same player's moves a turn earlier. The moves across
 * in a row depend only on the tiles of that row and the cross-checks of its squares (what the
 * words down the columns allow there, and their scores); a tile put down changes its own row and
 * column and the cross-checks of the squares that end the runs of tiles through it. So after a few
 * tiles are put down, the moves in every other line are the moves found there before, less those
 * that need a tile the rack no longer holds, and only the lines the tiles touched are searched
 * again. The list comes out as the move generator gives it: highest score first, ties in the
 * search's order (across before down, line by line), so a move keeps its place whichever way its
 * list was made. Internal to the endgame solver.
 * @module
 */
import type { MovegenError } from '../movegen/generate.js';
import type { Changes, RecordGenerator, RecordList } from '../movegen/records.js';
import { recordLength, recordTile, shapeCount } from '../movegen/search.js';
import { ok, type Result } from '../result.js';
import { listCopy } from '../movegen/record-space.js';

/** Lines per orientation in the line marks (the largest board side). */
const SIDE = 26;

/**
 * Marks in `lines` (across: `row`, down: `26 + col`) the lines whose moves the tiles put on
 * `squares[from..to)` can change: the row and column of each, and the row (for moves across) or
 * column (for moves down) of each empty square that ends a run of tiles through it.
 */
export function markLines(cells: Int32Array, rows: number, cols: number, squares: Int32Array, from: number, to: number, lines: Uint8Array): void {
  lines.fill(0);
  for (let i = from; i < to; i++) {
    const square = squares[i]!;
    const row = (square / cols) | 0;
    const col = square - row * cols;
    lines[row] = 1;
    lines[SIDE + col] = 1;
    // The run down the column through the tile: the empty squares at its ends get new cross-checks for moves across.
    let r = row - 1;
    while (r >= 0 && cells[r * cols + col]! >= 0) r--;
    if (r >= 0) lines[r] = 1;
    r = row + 1;
    while (r < rows && cells[r * cols + col]! >= 0) r++;
    if (r < rows) lines[r] = 1;
    // The run across the row: the ends get new cross-checks for moves down.
    let c = col - 1;
    while (c >= 0 && cells[row * cols + c]! >= 0) c--;
    if (c >= 0) lines[SIDE + c] = 1;
    c = col + 1;
    while (c < cols && cells[row * cols + c]! >= 0) c++;
    if (c < cols) lines[SIDE + c] = 1;
  }
}

/** Whether the record at `at` plays only tiles the rack holds (counts by letter code, blanks apart). */
function playable(data: Int32Array, at: number, rack: Int32Array, blanks: number, used: Int32Array): boolean {
  const count = shapeCount(data[at + 1]!);
  let ok = true;
  let usedBlanks = 0;
  for (let k = 0; k < count; k++) {
    const code = recordTile(data, at, k) >> 8;
    if ((code & 32) !== 0) {
      if (++usedBlanks > blanks) ok = false;
    } else if (++used[code]! > rack[code]!) ok = false;
  }
  for (let k = 0; k < count; k++) {
    const code = recordTile(data, at, k) >> 8;
    if ((code & 32) === 0) used[code] = 0;
  }
  return ok;
}

/** The line of a record's shape as a mark index: across rows first, then down columns. */
function lineOf(shape: number): number {
  return (shape & 3) * SIDE + ((shape >>> 2) & 63);
}

/** Room the merge writes into before the list is copied out at its size (grown as needed). */
export interface ReuseRoom {
  data: Int32Array;
  starts: Int32Array;
  /** The tiles a move uses, by letter code (all zero between calls). */
  readonly used: Int32Array;
}

/** New room for {@link reuseMoves}. */
export function reuseRoom(): ReuseRoom {
  return { data: new Int32Array(1 << 10), starts: new Int32Array(1 << 8), used: new Int32Array(32) };
}

/**
 * The moves of the rack on the board now (cells), from `source` (the same player's moves on the
 * board before the tiles of `squares[from..to)` were put down, with a rack that held every tile it
 * holds now): the moves of the lines marked in `lines` (see {@link markLines}) searched again, the
 * others kept when the rack still holds their tiles. Equal to a whole generation, in the same order.
 * `changes` as the generator takes them.
 */
export function reuseMoves(generator: RecordGenerator, cells: Int32Array, rack: Int32Array, blanks: number, source: RecordList, lines: Uint8Array, room: ReuseRoom,
  changes?: Changes): Result<RecordList, MovegenError> {
  const fresh = generator.list(cells, rack, blanks, lines, changes);
  if (!fresh.ok) return fresh;
  const a = source;
  const b = fresh.value;
  const used = room.used;
  const most = a.starts.length + b.starts.length;
  if (room.starts.length < most) room.starts = new Int32Array(most * 2);
  const needed = a.data.length + b.data.length;
  if (room.data.length < needed) room.data = new Int32Array(needed * 2);
  const data = room.data;
  const starts = room.starts;
  // Merged by score (highest first), then by line in the search's order (rows across before columns
  // down): no line has moves from both lists, and each list keeps the search's order within a line.
  let i = 0;
  let j = 0;
  let n = 0;
  let out = 0;
  for (;;) {
    // The next move of the source still to be had: in a line not searched again, and playable.
    while (i < a.starts.length) {
      const at = a.starts[i]!;
      if (lines[lineOf(a.data[at + 1]!)] === 0 && playable(a.data, at, rack, blanks, used)) break;
      i++;
    }
    let from: Int32Array;
    let at: number;
    if (i < a.starts.length && (j >= b.starts.length || a.data[a.starts[i]!]! > b.data[b.starts[j]!]! ||
        (a.data[a.starts[i]!] === b.data[b.starts[j]!] && lineOf(a.data[a.starts[i]! + 1]!) < lineOf(b.data[b.starts[j]! + 1]!)))) {
      from = a.data;
      at = a.starts[i++]!;
    } else if (j < b.starts.length) {
      from = b.data;
      at = b.starts[j++]!;
    } else {
      break;
    }
    const length = recordLength(shapeCount(from[at + 1]!));
    starts[n++] = out;
    for (let k = 0; k < length; k++) data[out + k] = from[at + k]!;
    out += length;
  }
  return ok({ data: listCopy(data, out), starts: listCopy(starts, n) });
}
