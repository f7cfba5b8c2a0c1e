/**
 * The board's geometry for taking it apart: reading square names, the runs (words) a tile
 * belongs to, the runs a removal leaves that were not there before, and whether the tiles left
 * are one group holding the centre. Works on a scratch copy of the squares so that many
 * candidate removals can be tried without copying the board. Internal.
 * @module
 */
import type { Board } from '../board/board.js';
import { squareName } from '../board/coords.js';
import type { Square } from '../types.js';

/** A maximal run of two or more tiles: first and last square index, and its direction. */
export interface Run {
  readonly start: number;
  readonly end: number;
  readonly across: boolean;
}

/** A mutable copy of a board's squares with the buffers of the searches. */
export interface Scratch {
  readonly rows: number;
  readonly cols: number;
  readonly cells: (string | null)[];
  /** The square index of the centre. */
  readonly centre: number;
  /** Tiles on the board. */
  tiles: number;
  readonly seen: Int32Array;
  readonly queue: Int32Array;
  stamp: number;
}

/** A scratch copy of a board. */
export function scratchOf(board: Board, centre: Square): Scratch {
  const cells = board.cells.slice();
  let tiles = 0;
  for (const cell of cells) if (cell !== null) tiles++;
  const size = cells.length;
  return {
    rows: board.rows, cols: board.cols, cells, centre: centre.row * board.cols + centre.col, tiles,
    seen: new Int32Array(size), queue: new Int32Array(size), stamp: 0,
  };
}

/** The square index of a name such as `'H8'` (case-insensitive), or -1 when it is not a square of the board. */
export function squareIndex(name: unknown, rows: number, cols: number): number {
  if (typeof name !== 'string' || name.length > 3) return -1;
  const match = /^([A-Za-z])(\d{1,2})$/.exec(name);
  if (match === null) return -1;
  const col = match[1]!.toUpperCase().charCodeAt(0) - 65;
  const row = Number(match[2]) - 1;
  return row >= 0 && row < rows && col < cols ? row * cols + col : -1;
}

/** The name of a square index. */
export function nameOf(index: number, cols: number): string {
  return squareName({ row: Math.floor(index / cols), col: index % cols });
}

/** The maximal run of tiles through an occupied square in one direction (it may be the square alone). */
export function runThrough(s: Scratch, index: number, across: boolean): Run {
  const { cols, rows, cells } = s;
  const step = across ? 1 : cols;
  const lineStart = across ? index - (index % cols) : index % cols;
  const lineEnd = across ? lineStart + cols - 1 : lineStart + (rows - 1) * cols;
  let start = index;
  while (start > lineStart && cells[start - step] !== null) start -= step;
  let end = index;
  while (end < lineEnd && cells[end + step] !== null) end += step;
  return { start, end, across };
}

/** Whether a run has two or more tiles. */
export function isWordRun(run: Run): boolean {
  return run.end !== run.start;
}

/** The runs of two or more tiles in one line (a row when `across`, else a column). */
export function runsInLine(s: Scratch, line: number, across: boolean): Run[] {
  const { cols, rows, cells } = s;
  const step = across ? 1 : cols;
  const first = across ? line * cols : line;
  const length = across ? cols : rows;
  const runs: Run[] = [];
  let start = -1;
  for (let k = 0, index = first; k <= length; k++, index += step) {
    const filled = k < length && cells[index] !== null;
    if (filled && start < 0) start = index;
    if (!filled && start >= 0) {
      const end = index - step;
      if (end !== start) runs.push({ start, end, across });
      start = -1;
    }
  }
  return runs;
}

/** Every run of two or more tiles on the board: rows top to bottom, then columns left to right. */
export function allRuns(s: Scratch): Run[] {
  const runs: Run[] = [];
  for (let r = 0; r < s.rows; r++) runs.push(...runsInLine(s, r, true));
  for (let c = 0; c < s.cols; c++) runs.push(...runsInLine(s, c, false));
  return runs;
}

/** The letters of a run as a word in normal form (a blank reads as its letter). */
export function runWord(s: Scratch, run: Run): string {
  const step = run.across ? 1 : s.cols;
  let word = '';
  for (let i = run.start; i <= run.end; i += step) word += s.cells[i]!.toUpperCase();
  return word;
}

/**
 * The word runs a removal of the given squares leaves in the lines it touches that were not runs
 * before. A run left is new exactly when a removed square lies right before or after it in its
 * line (removing tiles only empties squares). The scratch must still hold the tiles; it is left as
 * it was.
 */
export function newRunsAfter(s: Scratch, removed: readonly number[]): string[] {
  const { cols, cells } = s;
  const stamp = ++s.stamp;
  const saved = removed.map((i) => cells[i] ?? null);
  for (const index of removed) {
    s.seen[index] = stamp;
    cells[index] = null;
  }
  const words: string[] = [];
  const lines: number[] = [];
  for (const index of removed) {
    const rowKey = Math.floor(index / cols) * 2;
    const colKey = (index % cols) * 2 + 1;
    if (!lines.includes(rowKey)) lines.push(rowKey);
    if (!lines.includes(colKey)) lines.push(colKey);
  }
  for (const key of lines) {
    const across = (key & 1) === 0;
    const step = across ? 1 : cols;
    for (const run of runsInLine(s, key >> 1, across)) {
      const lineStart = across ? run.start - (run.start % cols) : run.start % cols;
      const before = run.start - step;
      const after = run.end + step;
      const touched = (before >= lineStart && s.seen[before] === stamp) ||
        (after < cells.length && (across ? Math.floor(after / cols) === Math.floor(run.end / cols) : true) && s.seen[after] === stamp);
      if (touched) words.push(runWord(s, run));
    }
  }
  removed.forEach((index, k) => { cells[index] = saved[k]!; });
  return words;
}

/**
 * Whether, after the given squares are emptied, the tiles left are one orthogonally connected
 * group holding the centre (or none are left). The scratch is left as it was.
 */
export function connectedAfter(s: Scratch, removed: readonly number[]): boolean {
  const left = s.tiles - removed.length;
  if (left === 0) return true;
  const { cells, cols, rows, seen, queue } = s;
  const stamp = ++s.stamp;
  for (const index of removed) seen[index] = stamp;
  if (cells[s.centre] === null || seen[s.centre] === stamp) return false;
  let head = 0;
  let tail = 0;
  queue[tail++] = s.centre;
  seen[s.centre] = stamp;
  let reached = 0;
  while (head < tail) {
    const index = queue[head++]!;
    reached++;
    const col = index % cols;
    if (col > 0) tail = visit(s, index - 1, stamp, tail);
    if (col < cols - 1) tail = visit(s, index + 1, stamp, tail);
    if (index >= cols) tail = visit(s, index - cols, stamp, tail);
    if (index < (rows - 1) * cols) tail = visit(s, index + cols, stamp, tail);
  }
  return reached === left;
}

function visit(s: Scratch, index: number, stamp: number, tail: number): number {
  if (s.cells[index] === null || s.seen[index] === stamp) return tail;
  s.seen[index] = stamp;
  s.queue[tail] = index;
  return tail + 1;
}
