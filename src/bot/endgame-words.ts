/**
 * The words an endgame can still form. With the bag empty, every tile that will ever reach the
 * board is on one of the two racks, so any word a later play forms lies in one line of the board
 * and is spelt by the tiles already in that line at their squares and tiles of the two racks on the
 * empty squares between them; it cannot end beside a tile already in its line (the word would run on
 * through it). A lexicon of only these words gives every play and every score the whole lexicon
 * gives, in every position of the endgame, and the move generator searches it far faster.
 *
 * Two walks of the word graph find them: words through the tiles of each line (from the last tile
 * of each run, leftwards and then rightwards, as the graph stores each word from every letter), and
 * words of rack tiles alone, no longer than the longest run of empty squares that touches no tile
 * in its line. A blank on a rack stands for any letter. Internal to the endgame solver.
 * @module
 */
import type { Board } from '../board/board.js';
import { childOf, type CompactLexicon } from '../lexicon/compact-lexicon.js';
import { NodeMask, SEPARATOR } from '../lexicon/letter-codes.js';
import { BLANK } from '../tiles/tile-set.js';

/** The walk's state: the pool of rack tiles (counts by letter code, blanks apart), the words found. */
interface Walk {
  readonly nodes: Int32Array;
  readonly letters: readonly string[];
  readonly pool: Int32Array;
  blanks: number;
  /** The line being walked: a letter code per square, -1 for an empty square. */
  line: Int32Array;
  /** The letters placed so far, by square. */
  readonly spelt: Int32Array;
  readonly found: Set<string>;
  /** Letter codes whose bits may stand in a node's mask. */
  readonly letterMask: number;
}

/** The word spelt on squares `from`..`to` of the walk's line. */
function record(walk: Walk, from: number, to: number): void {
  let word = '';
  for (let i = from; i <= to; i++) word += walk.letters[walk.spelt[i]!]!;
  walk.found.add(word);
}

/** Calls `step` for each letter the pool can put on an empty square from `node`: a tile of that letter or a blank. */
function eachPoolLetter(walk: Walk, node: number, step: (code: number, child: number, blank: boolean) => void): void {
  let mask = walk.nodes[node]! & walk.letterMask;
  while (mask !== 0) {
    const bit = mask & -mask;
    mask ^= bit;
    const code = 31 - Math.clz32(bit);
    const own = walk.pool[code]! > 0;
    if (!own && walk.blanks === 0) continue;
    const child = childOf(walk.nodes, node, code);
    if (child < 0) continue;
    if (own) {
      walk.pool[code]!--;
      step(code, child, false);
      walk.pool[code]!++;
    } else {
      walk.blanks--;
      step(code, child, true);
      walk.blanks++;
    }
  }
}

/**
 * The ways on from `node` onto square `at` of the line: its tile, or on an empty square each letter
 * the pool can put there; `after` gets the child, the letter and the tiles placed so far.
 */
function stepOnto(walk: Walk, at: number, node: number, placed: number, after: (child: number, code: number, placed: number) => void): void {
  const fixed = walk.line[at]!;
  if (fixed >= 0) {
    const child = childOf(walk.nodes, node, fixed);
    if (child >= 0) after(child, fixed, placed);
  } else {
    eachPoolLetter(walk, node, (code, child) => after(child, code, placed + 1));
  }
}

/**
 * Rightwards from square `at` (the word so far spans `from`..`at - 1`), at `node` past the separator.
 */
function goRight(walk: Walk, from: number, at: number, node: number, placed: number): void {
  const line = walk.line;
  if (at >= line.length) return;
  const after = (child: number, code: number, placedNow: number): void => {
    walk.spelt[at] = code;
    if ((walk.nodes[child]! & NodeMask.Final) !== 0 && placedNow > 0 && (at + 1 === line.length || line[at + 1]! < 0)) record(walk, from, at);
    goRight(walk, from, at + 1, child, placedNow);
  };
  stepOnto(walk, at, node, placed, after);
}

/**
 * Leftwards onto square `at` from `node` (the word so far spans `at + 1`..`anchor`), then either on
 * leftwards or, where the word may start, rightwards past the anchor.
 */
function goLeft(walk: Walk, anchor: number, at: number, node: number, placed: number): void {
  const line = walk.line;
  const after = (child: number, code: number, placedNow: number): void => {
    walk.spelt[at] = code;
    if (at === 0 || line[at - 1]! < 0) {
      // The word may start here: it ends at the anchor, or goes on past it.
      if ((walk.nodes[child]! & NodeMask.Final) !== 0 && placedNow > 0 && (anchor + 1 === line.length || line[anchor + 1]! < 0)) record(walk, at, anchor);
      const separated = childOf(walk.nodes, child, SEPARATOR);
      if (separated >= 0) goRight(walk, at, anchor + 1, separated, placedNow);
    }
    if (at > 0) goLeft(walk, anchor, at - 1, child, placedNow);
  };
  stepOnto(walk, at, node, placed, after);
}

/** Words of pool tiles alone, up to `longest` letters: the graph's entries read backwards from the root, with no separator. */
function poolWords(walk: Walk, node: number, length: number, longest: number): void {
  if (length === longest) return;
  eachPoolLetter(walk, node, (code, child) => {
    walk.spelt[length] = code;
    if ((walk.nodes[child]! & NodeMask.Final) !== 0) {
      let word = '';
      for (let i = length; i >= 0; i--) word += walk.letters[walk.spelt[i]!]!;
      walk.found.add(word);
    }
    poolWords(walk, child, length + 1, longest);
  });
}

/** The longest run of empty squares in a line that touches no tile of the line (a word of rack tiles alone fits in it). */
function freeRun(line: Int32Array): number {
  let longest = 0;
  let i = 0;
  while (i < line.length) {
    if (line[i]! >= 0) {
      i++;
      continue;
    }
    const start = i;
    while (i < line.length && line[i]! < 0) i++;
    const run = i - start - (start > 0 ? 1 : 0) - (i < line.length ? 1 : 0);
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * Every word of the lexicon that a play can form from now to the end of the game, when the tiles
 * `pool` (both racks) are the only tiles left to play on `board`; `null` when a tile of the pool or
 * the board is not a letter of the lexicon's alphabet (nothing is left out then).
 */
export function endgameWords(board: Board, pool: readonly string[], lexicon: CompactLexicon): string[] | null {
  const letters = lexicon.letters;
  const codeOf = new Map<string, number>();
  letters.forEach((letter, code) => codeOf.set(letter, code));
  const counts = new Int32Array(letters.length);
  let blanks = 0;
  for (const tile of pool) {
    if (tile === BLANK) {
      blanks++;
      continue;
    }
    const code = codeOf.get(tile);
    if (code === undefined) return null;
    counts[code]!++;
  }
  const { rows, cols } = board;
  const cellCodes = new Int32Array(rows * cols);
  for (let i = 0; i < rows * cols; i++) {
    const cell = board.cells[i];
    if (cell == null) {
      cellCodes[i] = -1;
      continue;
    }
    const code = codeOf.get(cell.toUpperCase());
    if (code === undefined) return null;
    cellCodes[i] = code;
  }
  const lines: Int32Array[] = [];
  for (let r = 0; r < rows; r++) lines.push(cellCodes.slice(r * cols, r * cols + cols));
  for (let c = 0; c < cols; c++) {
    const line = new Int32Array(rows);
    for (let r = 0; r < rows; r++) line[r] = cellCodes[r * cols + c]!;
    lines.push(line);
  }
  const walk: Walk = {
    nodes: lexicon.nodes, letters, pool: counts, blanks, line: new Int32Array(0),
    spelt: new Int32Array(Math.max(rows, cols)), found: new Set(), letterMask: (1 << letters.length) - 1,
  };
  // Lines with the same tiles on the same squares give the same words: each is walked once.
  const seen = new Set<string>();
  let longestFree = 0;
  for (const line of lines) {
    longestFree = Math.max(longestFree, freeRun(line));
    const key = line.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    walk.line = line;
    for (let at = 0; at < line.length; at++) {
      // From the last tile of each run of tiles.
      if (line[at]! < 0 || (at + 1 < line.length && line[at + 1]! >= 0)) continue;
      goLeft(walk, at, at, lexicon.root, 0);
    }
  }
  poolWords(walk, lexicon.root, 0, Math.min(longestFree, pool.length));
  return [...walk.found];
}
