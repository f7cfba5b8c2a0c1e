/**
 * The move search: for each orientation, each line and each anchor (an empty square next to a
 * tile, or the start square on an empty board), the word graph is walked from the anchor to the
 * left and then, after the separator, to the right, placing rack tiles only where the
 * perpendicular word stays a word (cross-check bitmasks). Where tiles lie beside the anchor in its
 * line, the walk reads them first (any word through the anchor contains them), which prunes most
 * of the search. Scores are summed as tiles are placed. Found moves are built as moves at once
 * (complete generation) or go to a flat integer buffer (the best move).
 * Internal: `generateMoves` is the public entry.
 *
 * The walk and the tables it reads at every step live in one closure as its constants: a bundler
 * turns module-level constants into variables, and the compiled code checks a variable table again
 * at each read, where a closure's constant table is read at a fixed address.
 *
 * Each move is found exactly once: from the leftmost anchor it covers (the leftward walk never
 * places a tile on another anchor), and a one-tile play only in the orientation of its main word
 * (across when it forms a word across). Blanks do not multiply the walk: it places letters, each
 * as a rack tile while the rack has one and as a blank after that, and each sequence of letters
 * found is then recorded once per way of giving its letters rack tiles and blanks, with the score
 * of each.
 *
 * @example
 * ```ts
 * prepareSearch(cells, 15, 15, rackCounts, 1, GERMAN, lexicon, alphabetOf(GERMAN.tiles));
 * runSearch(SEARCH_BEST);   // then read records (the best move's record) and foundCount
 * ```
 * @module
 */
import { layoutKey, memoByContent } from '../memo.js';
import type { Layout } from '../board/layout.js';
import { premiumTable } from '../board/premium-table.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Alphabet } from '../tiles/alphabet.js';
import type { PlacedTile } from '../types.js';
import { createCollector, tileFor } from './collect.js';

const NEXT = 1 << 30;
const SEP_BIT = 1 << 29;
const SEPARATOR = 29;
const MAX_SIDE = 26;
const MAX_SQUARES = MAX_SIDE * MAX_SIDE;
const BLANK_FLAG = 32;

/** Collect every move, built as a `GeneratedMove` as it is found (see `collect.ts`). */
export const SEARCH_ALL = 0;
/** Keep only the first move of the highest score. */
export const SEARCH_BEST = 1;
/** Stop at the first move found. */
export const SEARCH_ANY = 2;
/** Record every move in {@link records}, in search order. */
export const SEARCH_LIST = 3;
/** Count the moves only. */
export const SEARCH_COUNT = 4;
/** Call {@link setVisitor}'s function for every move (it reads {@link placedPos} and {@link placedTile}). */
export const SEARCH_VISIT = 5;

/** The moves recorded by a search in {@link SEARCH_BEST}, {@link SEARCH_ANY} or {@link SEARCH_LIST} mode. */
export interface SearchRecords {
  /** The records: score, orientation (1 for down), line, tile count, then `pos | code << 8` per tile in reading order. */
  data: Int32Array;
  /** How many ints of {@link SearchRecords.data} are used. */
  length: number;
  /** How many moves were recorded. */
  count: number;
  /** The highest score found (-1 before the first). */
  top: number;
}

/** Called for each move in {@link SEARCH_VISIT} mode with its score and tile count; returns true to stop. */
export type Visitor = (score: number, count: number) => boolean;

let visitor: Visitor = () => true;

/** Sets the function {@link SEARCH_VISIT} calls for each move. */
export function setVisitor(visit: Visitor): void {
  visitor = visit;
}

/** Ints per move in {@link records}: score, orientation, line, tile count, then one per tile in reading order. */
export const RECORD_HEADER = 4;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A generator context's copy of a prepared board, per orientation (0 = across, lines are rows;
 * 1 = down, lines are columns): tiles, face values, cross-check masks, cross-word sums and
 * anchors. The search itself reads the walk's own tables; a context's copy is put back into them
 * when the context is used again after other calls, and updated square by square.
 */
export interface BoardPrep {
  readonly tileBy: readonly Int32Array[];
  readonly faceBy: readonly Int32Array[];
  readonly crossBy: readonly Int32Array[];
  readonly crossScoreBy: readonly Int32Array[];
  readonly anchorBy: readonly Uint8Array[];
  rows: number;
  cols: number;
  /** Whether the board holds no tile (then only the start square is an anchor). */
  empty: boolean;
  /** The start square (row * cols + col). */
  start: number;
}

/** A new, unprepared board prep. */
export function newBoardPrep(): BoardPrep {
  const pair32 = () => [new Int32Array(MAX_SQUARES), new Int32Array(MAX_SQUARES)];
  return {
    tileBy: pair32(), faceBy: pair32(), crossBy: pair32(), crossScoreBy: pair32(),
    anchorBy: [new Uint8Array(MAX_SQUARES), new Uint8Array(MAX_SQUARES)],
    rows: 0, cols: 0, empty: true, start: 0,
  };
}

// The search state.
let root = 0;
let allLetters = 0;
let rackMask = 0;
/** The letters the rack can still place: all while it holds a blank, else {@link rackMask} (0 once the rack is empty). */
let usable = 0;
let blanks = 0;
let blanksLeft = 0;
let rackBlankCount = 0;
let tilesLeft = 0;
let lineLength = 0;
let lineCount = 0;
/** The orientation being searched (0 across, 1 down); read it in a visitor. */
export let orientation = 0;
/** The line being searched (a row across, a column down); read it in a visitor. */
export let line = 0;
/** Where the current line starts in the walk's tables (the orientation's half, then line times length). */
let base = 0;
let anchor = 0;
let turnAt = 0;
/** The letters the square at {@link turnAt} takes (0 off the board). */
let turnMask = 0;
/** How many of the placed tiles lie left of (or above) the anchor, for the move being recorded. */
export let leftCount = 0;

let minTiles = 2;
let fullRack = 7;
let bingoBonus = 50;
let mode = SEARCH_ALL;
let stop = false;

/** How many moves were found (recorded, built, counted or visited). */
export let foundCount = 0;

/**
 * The walk and what it reads at every step, in one closure: its tables are constants of the
 * closure, so that the compiled walk reads them at fixed addresses (module-level constants become
 * variables when the library is bundled, and each read of a variable table is checked again).
 * The board tables hold both orientations: across at 0, down at {@link MAX_SQUARES}.
 */
const hot = (() => {
  /** The word graph the walk reads (a holder, so that the compiled walk knows what it holds). */
  const graph: { nodes: Int32Array } = { nodes: new Int32Array(1) };
  /** Tiles (letter code, `| 32` for a blank, -1 for none). */
  const T = new Int32Array(2 * MAX_SQUARES);
  /** Face values of the tiles (0 for a blank). */
  const FV = new Int32Array(2 * MAX_SQUARES);
  /** Cross-check masks: the letters that make a word of the perpendicular run. */
  const X = new Int32Array(2 * MAX_SQUARES);
  /** Face values of the perpendicular run (-1: none). */
  const XS = new Int32Array(2 * MAX_SQUARES);
  /** 1 for an anchor. */
  const A = new Uint8Array(2 * MAX_SQUARES);
  /** Letter and word multipliers. */
  const LM = new Uint8Array(2 * MAX_SQUARES);
  const WM = new Uint8Array(2 * MAX_SQUARES);
  /** Letter values by code. */
  const values = new Int32Array(32);
  /** The rack's tiles by letter code, as the walk takes them. */
  const rackCount = new Int32Array(32);
  /** The rack's tiles not yet given a role while a found letter sequence's blank assignments are listed. */
  const realLeft = new Int32Array(32);
  /** Blanks the search is using for each letter (the letters the rack has too few of). */
  const blankUse = new Int32Array(32);
  /** Per placed tile of the move being recorded: what giving it a blank takes off the score. */
  const blankCost = new Int32Array(MAX_SIDE);
  /** Squares of the tiles placed so far (positions in the line): leftwards from the anchor, then rightwards. */
  const placedPos = new Int32Array(MAX_SIDE);
  /** Tiles placed so far, as letter codes (`| 32` for a blank), in the order of {@link placedPos}. */
  const placedTile = new Int32Array(MAX_SIDE);
  /** Indexes of the placed tiles two blanks may lie on, for {@link assignUpToTwo}. */
  const onTile = new Int32Array(MAX_SIDE);
  /**
   * Every two of `n` items (`i < j`, ordered by `i` then `j`): pair `p` is items `pairFirst[p]`
   * and `pairSecond[p]`, and the pairs of `n` items are `pairsFrom[n]` up to `pairsFrom[n + 1]`.
   */
  const pairsFrom = new Int32Array(MAX_SIDE + 2);
  const pairFirst = new Uint8Array((MAX_SIDE * (MAX_SIDE - 1) * (MAX_SIDE + 1)) / 6);
  const pairSecond = new Uint8Array(pairFirst.length);
  for (let n = 0, p = 0; n <= MAX_SIDE; n++) {
    pairsFrom[n] = p;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++, p++) {
        pairFirst[p] = i;
        pairSecond[p] = j;
      }
    }
    pairsFrom[n + 1] = p;
  }
  /** Builds the moves of complete generation. */
  const collector = createCollector();
  /** The records of {@link SEARCH_BEST}, {@link SEARCH_ANY} and {@link SEARCH_LIST} mode. */
  const recordRun: SearchRecords = { data: new Int32Array(1 << 12), length: 0, count: 0, top: -1 };

  /**
   * Records the letter sequence just found. The search places each letter as a rack tile while
   * the rack has one and as a blank only after that, and sums scores as if every tile were a rack
   * tile; here every way of giving the letters their tiles is listed (a blank instead of a rack
   * tile, a blank and a rack tile of the same letter swapped), each with its score: the search
   * walks each sequence of letters once, not once per blank assignment.
   */
  function record(start: number, end: number, sum: number, mult: number, cross: number, count: number): void {
    if (end === start || count < minTiles) return;
    if (orientation === 1 && count === 1 && XS[base + placedPos[0]!]! >= 0) return;
    const score = sum * mult + cross + (count === fullRack ? bingoBonus : 0);
    if (rackBlankCount === 0) {
      emit(score, count);
    } else {
      // A blank takes its letter's value (times the letter premium) out of the main word and
      // out of the cross-word it forms, each with its word premium.
      for (let k = 0; k < count; k++) {
        const idx = base + placedPos[k]!;
        blankCost[k] = values[placedTile[k]!]! * LM[idx]! * (mult + (XS[idx]! >= 0 ? WM[idx]! : 0));
      }
      if (rackBlankCount <= 2) assignUpToTwo(count, score);
      else assignTiles(0, count, score);
    }
  }

  /**
   * {@link assignTiles} for a rack with one or two blanks: the blanks go on no tile, one tile or
   * two tiles, and must cover the tiles the search gave blanks ({@link blankUse} per letter).
   */
  function assignUpToTwo(count: number, score: number): void {
    const forced = rackBlankCount - blanks;
    if (forced === 0) {
      emit(score, count);
      if (stop) return;
    }
    if (forced <= 1) {
      for (let i = 0; i < count; i++) {
        const li = placedTile[i]!;
        if ((blankUse[li]! > 0 ? 1 : 0) !== forced) continue;
        placedTile[i] = li | BLANK_FLAG;
        emit(score - blankCost[i]!, count);
        placedTile[i] = li;
        if (stop) return;
      }
    }
    if (rackBlankCount < 2) return;
    // The tiles the two blanks may lie on: with both forced, only letters the search gave blanks.
    let n = 0;
    for (let k = 0; k < count; k++) {
      if (forced < 2 || blankUse[placedTile[k]!]! > 0) onTile[n++] = k;
    }
    // Every two of them, in order (a single loop over a table of pairs: the compiled code reads
    // the tables at fixed addresses in a single loop, not in nested ones).
    for (let p = pairsFrom[n]!, end = pairsFrom[n + 1]!; p < end; p++) {
      const i = onTile[pairFirst[p]!]!;
      const j = onTile[pairSecond[p]!]!;
      const li = placedTile[i]!;
      const lj = placedTile[j]!;
      const ui = blankUse[li]!;
      const covered = lj === li ? Math.min(2, ui) : Math.min(1, ui) + Math.min(1, blankUse[lj]!);
      if (covered !== forced) continue;
      placedTile[i] = li | BLANK_FLAG;
      placedTile[j] = lj | BLANK_FLAG;
      emit(score - blankCost[i]! - blankCost[j]!, count);
      placedTile[i] = li;
      placedTile[j] = lj;
      if (stop) return;
    }
  }

  /** Gives tile `k` and the ones after it a rack tile or a blank, in every way the rack allows (rack tile first), and emits each. */
  function assignTiles(k: number, count: number, score: number): void {
    if (k === count) {
      emit(score, count);
      return;
    }
    const letter = placedTile[k]!;
    if (realLeft[letter]! > 0) {
      realLeft[letter]!--;
      assignTiles(k + 1, count, score);
      realLeft[letter]!++;
      if (stop) return;
    }
    if (blanksLeft > 0) {
      blanksLeft--;
      placedTile[k] = letter | BLANK_FLAG;
      assignTiles(k + 1, count, score - blankCost[k]!);
      placedTile[k] = letter;
      blanksLeft++;
    }
  }

  /** Takes a found move (tiles in {@link placedPos} and {@link placedTile}) as the mode asks. */
  function emit(score: number, count: number): void {
    // The mode read once: each read of the module's variable is a load and a check.
    const m = mode;
    // The placed tiles are read here, in emit's own body: in a function inlined into emit, the
    // compiled reads of the closure's tables lose their fixed addresses and check each table again.
    if (m === SEARCH_ALL) {
      // Built at once: no record is written and read back.
      const left = leftCount;
      const down = orientation === 1;
      const ln = line;
      const { cache, letters } = collector.run;
      const tiles = new Array<PlacedTile>(count);
      for (let k = 0; k < count; k++) {
        // Reading order: the tiles left of the anchor backwards, then the others.
        const i = k < left ? left - 1 - k : k;
        const at = placedPos[i]!;
        const tile = placedTile[i]!;
        // The tile cache's key (as tileFor keys it): row << 11 | col << 6 | tile.
        const placed = cache[(down ? (at << 11) | (ln << 6) : (ln << 11) | (at << 6)) | tile];
        tiles[k] = placed ?? tileFor(cache, down ? at : ln, down ? ln : at, tile, letters);
      }
      collector.addMove(score, tiles, down);
      return;
    }
    if (m >= SEARCH_COUNT) {
      foundCount++;
      if (m === SEARCH_VISIT && visitor(score, count)) stop = true;
      return;
    }
    // A record: every move in SEARCH_LIST mode, the first in SEARCH_ANY, the first of the best score in SEARCH_BEST.
    if (m === SEARCH_ANY) {
      stop = true;
    } else if (m === SEARCH_BEST) {
      if (score <= recordRun.top) return;
      recordRun.length = 0;
      recordRun.count = 0;
    }
    const left = leftCount;
    let data = recordRun.data;
    const at = recordRun.length;
    const end = at + RECORD_HEADER + count;
    if (end > data.length) {
      const bigger = new Int32Array(Math.max(data.length * 2, end));
      bigger.set(data);
      data = bigger;
      recordRun.data = bigger;
    }
    data[at] = score;
    data[at + 1] = orientation;
    data[at + 2] = line;
    data[at + 3] = count;
    const first = at + RECORD_HEADER;
    for (let k = 0; k < count; k++) {
      // Reading order: the tiles left of the anchor backwards, then the others.
      const i = k < left ? left - 1 - k : k;
      data[first + k] = placedPos[i]! | (placedTile[i]! << 8);
    }
    recordRun.length = end;
    recordRun.count++;
    if (score > recordRun.top) recordRun.top = score;
  }

  /**
   * Starts the walks of the current anchor. Tiles next to it in its line are read first, as they
   * narrow the search most: tiles on its left (their run reversed, then the separator, then the anchor
   * and rightwards), or else tiles on its right (that run reversed, then the anchor and leftwards,
   * turning right after the run). Otherwise the walk starts at the anchor itself.
   */
  function searchAnchor(): void {
    if (anchor > 0 && T[base + anchor - 1]! >= 0) {
      let start = anchor - 1;
      let node = root;
      let sum = 0;
      for (;;) {
        const m = graph.nodes[node]!;
        const bit = 1 << (T[base + start]! & 31);
        if ((m & bit) === 0) return;
        node = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
        sum += FV[base + start]!;
        if (start === 0 || T[base + start - 1]! < 0) break;
        start--;
      }
      const m = graph.nodes[node]!;
      if ((m & SEP_BIT) === 0) return;
      leftCount = 0;
      goRight(anchor, (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (SEP_BIT - 1))]!, start, sum, 1, 0, 0);
      return;
    }
    let end = anchor;
    while (end + 1 < lineLength && T[base + end + 1]! >= 0) end++;
    let node = root;
    let sum = 0;
    for (let p = end; p > anchor; p--) {
      const m = graph.nodes[node]!;
      const bit = 1 << (T[base + p]! & 31);
      if ((m & bit) === 0) return;
      node = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      sum += FV[base + p]!;
    }
    turnAt = end + 1;
    turnMask = turnAt < lineLength ? X[base + turnAt]! : 0;
    goLeft(anchor, node, sum, 1, 0, 0);
  }

  /** Fills square `pos` (at or left of the anchor) and goes on to the left or turns right. */
  function goLeft(pos: number, node: number, sum: number, mult: number, cross: number, count: number): void {
    const idx = base + pos;
    const t = T[idx]!;
    const m = graph.nodes[node]!;
    if (t >= 0) {
      const bit = 1 << (t & 31);
      if ((m & bit) === 0) return;
      const child = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      afterLeft(pos, child, sum + FV[idx]!, mult, cross, count);
      return;
    }
    let avail = m & X[idx]! & usable;
    if (avail === 0) return;
    const lm = LM[idx]!;
    const wm = WM[idx]!;
    const xs = XS[idx]!;
    placedPos[count] = pos;
    const nextMult = mult * wm;
    const next = count + 1;
    while (avail !== 0) {
      const bit = avail & -avail;
      avail ^= bit;
      const letter = 31 - Math.clz32(bit);
      const child = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      const v = values[letter]! * lm;
      placedTile[count] = letter;
      if (rackCount[letter]! > 0) {
        if (--rackCount[letter]! === 0) {
          rackMask ^= bit;
          if (blanks === 0) usable = rackMask;
        }
        afterLeft(pos, child, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        if (rackCount[letter]!++ === 0) {
          rackMask |= bit;
          if (blanks === 0) usable = rackMask;
        }
      } else {
        if (--blanks === 0) usable = rackMask;
        blankUse[letter]!++;
        afterLeft(pos, child, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        blankUse[letter]!--;
        blanks++;
        usable = allLetters;
      }
      if (stop) return;
    }
  }

  function afterLeft(pos: number, node: number, sum: number, mult: number, cross: number, count: number): void {
    if (pos > 0 && T[base + pos - 1]! >= 0) {
      goLeft(pos - 1, node, sum, mult, cross, count);
      return;
    }
    // The square after the tiles right of the anchor (`turnAt`) is empty or off the board.
    const m = graph.nodes[node]!;
    if (m < 0) {
      leftCount = count;
      record(pos, turnAt - 1, sum, mult, cross, count);
      if (stop) return;
    }
    if ((m & SEP_BIT) !== 0 && turnMask !== 0) {
      const sep = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (SEP_BIT - 1))]!;
      if ((graph.nodes[sep]! & turnMask & usable) !== 0) {
        leftCount = count;
        goRight(turnAt, sep, pos, sum, mult, cross, count);
        if (stop) return;
      }
    }
    if (pos > 0 && A[base + pos - 1] === 0 && (m & usable) !== 0) {
      goLeft(pos - 1, node, sum, mult, cross, count);
    }
  }

  /** Fills square `pos` (right of the anchor) of a word starting at `start` and goes on to the right. */
  function goRight(pos: number, node: number, start: number, sum: number, mult: number, cross: number, count: number): void {
    const idx = base + pos;
    const t = T[idx]!;
    const m = graph.nodes[node]!;
    if (t >= 0) {
      const bit = 1 << (t & 31);
      if ((m & bit) === 0) return;
      const child = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      afterRight(pos, child, start, sum + FV[idx]!, mult, cross, count);
      return;
    }
    let avail = m & X[idx]! & usable;
    if (avail === 0) return;
    const lm = LM[idx]!;
    const wm = WM[idx]!;
    const xs = XS[idx]!;
    placedPos[count] = pos;
    const nextMult = mult * wm;
    const next = count + 1;
    while (avail !== 0) {
      const bit = avail & -avail;
      avail ^= bit;
      const letter = 31 - Math.clz32(bit);
      const child = (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      const v = values[letter]! * lm;
      placedTile[count] = letter;
      if (rackCount[letter]! > 0) {
        if (--rackCount[letter]! === 0) {
          rackMask ^= bit;
          if (blanks === 0) usable = rackMask;
        }
        afterRight(pos, child, start, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        if (rackCount[letter]!++ === 0) {
          rackMask |= bit;
          if (blanks === 0) usable = rackMask;
        }
      } else {
        if (--blanks === 0) usable = rackMask;
        blankUse[letter]!++;
        afterRight(pos, child, start, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        blankUse[letter]!--;
        blanks++;
        usable = allLetters;
      }
      if (stop) return;
    }
  }

  function afterRight(pos: number, node: number, start: number, sum: number, mult: number, cross: number, count: number): void {
    const next = pos + 1;
    if (next < lineLength && T[base + next]! >= 0) {
      goRight(next, node, start, sum, mult, cross, count);
      return;
    }
    const m = graph.nodes[node]!;
    if (m < 0) {
      record(start, pos, sum, mult, cross, count);
      if (stop) return;
    }
    if (next < lineLength && (m & X[base + next]! & usable) !== 0) {
      goRight(next, node, start, sum, mult, cross, count);
    }
  }

  /** Cells of the board that touch a tile (filled while the tiles are read). */
  const touched = new Uint8Array(MAX_SQUARES);

  /** The child of `node` along `symbol`, or -1. */
  function childOf(node: number, symbol: number): number {
    const m = graph.nodes[node]!;
    const bit = 1 << symbol;
    if ((m & bit) === 0) return -1;
    return (m & NEXT) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
  }

  /**
   * The letters (among `filter`) that make a word of the perpendicular run: the tiles on lines
   * `up`..`ln-1` above, the letter on line `ln`, the tiles on lines `ln+1`..`down` below (of the
   * orientation whose tables start at `off`). The walk shared by all letters takes the longer side:
   * the tiles below read upwards, then the letter and the tiles above; or the tiles above read
   * upwards, the separator, the letter and the tiles below.
   */
  function crossCheck(off: number, length: number, pos: number, ln: number, up: number, down: number, filter: number): number {
    let mask = 0;
    const at = off + pos;
    if (down - ln >= ln - up) {
      let node = root;
      for (let k = down; k > ln && node >= 0; k--) node = childOf(node, T[at + k * length]! & 31);
      if (node < 0) return 0;
      let letters = graph.nodes[node]! & filter;
      while (letters !== 0) {
        const bit = letters & -letters;
        letters ^= bit;
        let c = childOf(node, 31 - Math.clz32(bit));
        for (let k = ln - 1; k >= up && c >= 0; k--) c = childOf(c, T[at + k * length]! & 31);
        if (c >= 0 && graph.nodes[c]! < 0) mask |= bit;
      }
      return mask;
    }
    let node = root;
    for (let k = ln - 1; k >= up && node >= 0; k--) node = childOf(node, T[at + k * length]! & 31);
    if (node >= 0) node = childOf(node, SEPARATOR);
    if (node < 0) return 0;
    let letters = graph.nodes[node]! & filter;
    while (letters !== 0) {
      const bit = letters & -letters;
      letters ^= bit;
      let c = childOf(node, 31 - Math.clz32(bit));
      for (let k = ln + 1; k <= down && c >= 0; k++) c = childOf(c, T[at + k * length]! & 31);
      if (c >= 0 && graph.nodes[c]! < 0) mask |= bit;
    }
    return mask;
  }

  /** Cross-check (for the letters in `letterFilter`), cross-word sum and anchor of one square in orientation `o`. */
  function prepareSquare(o: number, ln: number, pos: number, lines: number, length: number, letterFilter: number): void {
    const off = o * MAX_SQUARES;
    const idx = off + ln * length + pos;
    A[idx] = 0;
    if (T[idx]! >= 0) return;
    X[idx] = allLetters;
    XS[idx] = -1;
    const hasLeft = pos > 0 && T[idx - 1]! >= 0;
    const hasRight = pos + 1 < length && T[idx + 1]! >= 0;
    let up = ln;
    while (up > 0 && T[off + (up - 1) * length + pos]! >= 0) up--;
    let down = ln;
    while (down + 1 < lines && T[off + (down + 1) * length + pos]! >= 0) down++;
    if (hasLeft || hasRight || up < ln || down > ln) A[idx] = 1;
    if (up === ln && down === ln) return;
    let sum = 0;
    for (let k = down; k > ln; k--) sum += FV[off + k * length + pos]!;
    for (let k = ln - 1; k >= up; k--) sum += FV[off + k * length + pos]!;
    XS[idx] = sum;
    X[idx] = crossCheck(off, length, pos, ln, up, down, letterFilter);
  }

  /**
   * Fills the board tables from `cells` and computes every square (cross-checks for the letters in
   * `filter`). Returns whether the board holds no tile (then only the start square is an anchor).
   */
  function fillTables(cells: Int32Array, rows: number, cols: number, start: number, filter: number): boolean {
    const size = rows * cols;
    let tiles = 0;
    const mark = touched;
    mark.fill(0, 0, size);
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) {
        const v = cells[i]!;
        const face = v < 0 || (v & BLANK_FLAG) !== 0 ? 0 : values[v]!;
        const j = MAX_SQUARES + c * rows + r;
        T[i] = v;
        T[j] = v;
        FV[i] = face;
        FV[j] = face;
        if (v < 0) continue;
        tiles++;
        // The empty squares beside a tile are the ones to compute.
        if (r > 0 && cells[i - cols]! < 0) mark[i - cols] = 1;
        if (r + 1 < rows && cells[i + cols]! < 0) mark[i + cols] = 1;
        if (c > 0 && cells[i - 1]! < 0) mark[i - 1] = 1;
        if (c + 1 < cols && cells[i + 1]! < 0) mark[i + 1] = 1;
      }
    }
    // A square with no tile beside it is no anchor and takes any letter: fill those defaults, then
    // compute only the empty squares next to a tile.
    X.fill(allLetters, 0, size);
    X.fill(allLetters, MAX_SQUARES, MAX_SQUARES + size);
    XS.fill(-1, 0, size);
    XS.fill(-1, MAX_SQUARES, MAX_SQUARES + size);
    A.fill(0, 0, size);
    A.fill(0, MAX_SQUARES, MAX_SQUARES + size);
    if (tiles === 0) {
      const startRow = Math.floor(start / cols);
      const startCol = start % cols;
      A[startRow * cols + startCol] = 1;
      A[MAX_SQUARES + startCol * rows + startRow] = 1;
      return true;
    }
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) {
        if (mark[i] === 0) continue;
        prepareSquare(0, r, c, rows, cols, filter);
        prepareSquare(1, c, r, cols, rows, filter);
      }
    }
    return false;
  }

  /**
   * Sets the changed squares (`changed`, row * cols + col, their tiles in `cells`) and computes
   * again the squares they can touch: each changed square, its four neighbours, and the empty
   * squares that end the runs of tiles through it in both directions. Returns how many squares
   * were computed (both orientations count).
   */
  function updateTables(cells: Int32Array, changed: Int32Array, changedCount: number, rows: number, cols: number, filter: number): number {
    for (let k = 0; k < changedCount; k++) {
      const i = changed[k]!;
      const r = Math.floor(i / cols);
      const c = i % cols;
      const v = cells[i]!;
      const face = v < 0 || (v & BLANK_FLAG) !== 0 ? 0 : values[v]!;
      T[i] = v;
      T[MAX_SQUARES + c * rows + r] = v;
      FV[i] = face;
      FV[MAX_SQUARES + c * rows + r] = face;
    }
    const mark = touched;
    mark.fill(0, 0, rows * cols);
    const touch = (r: number, c: number) => {
      if (r >= 0 && c >= 0 && r < rows && c < cols) mark[r * cols + c] = 1;
    };
    for (let k = 0; k < changedCount; k++) {
      const i = changed[k]!;
      const r = Math.floor(i / cols);
      const c = i % cols;
      touch(r, c);
      touch(r - 1, c);
      touch(r + 1, c);
      touch(r, c - 1);
      touch(r, c + 1);
      let u = r - 1;
      while (u >= 0 && T[u * cols + c]! >= 0) u--;
      touch(u, c);
      let d = r + 1;
      while (d < rows && T[d * cols + c]! >= 0) d++;
      touch(d, c);
      let l = c - 1;
      while (l >= 0 && T[r * cols + l]! >= 0) l--;
      touch(r, l);
      let g = c + 1;
      while (g < cols && T[r * cols + g]! >= 0) g++;
      touch(r, g);
    }
    let computed = 0;
    for (let i = 0; i < rows * cols; i++) {
      if (mark[i] === 0) continue;
      const r = Math.floor(i / cols);
      const c = i % cols;
      prepareSquare(0, r, c, rows, cols, filter);
      prepareSquare(1, c, r, cols, rows, filter);
      computed += 2;
    }
    return computed;
  }

  return { graph, T, FV, X, XS, A, LM, WM, values, rackCount, realLeft, blankUse, placedPos, placedTile, collector, recordRun, searchAnchor, fillTables, updateTables };
})();

const { values, rackCount, realLeft, blankUse } = hot;
/** Squares of the tiles placed so far (positions in the line): leftwards from the anchor, then rightwards. */
export const placedPos = hot.placedPos;
/** Tiles placed so far, as letter codes (`| 32` for a blank), in the order of {@link placedPos}. */
export const placedTile = hot.placedTile;
/** Builds the moves of complete generation ({@link SEARCH_ALL}). */
export const collector = hot.collector;
/** The records of the last search in {@link SEARCH_BEST}, {@link SEARCH_ANY} or {@link SEARCH_LIST} mode. */
export const records = hot.recordRun;

/** The generator context's prep the walk's board tables hold (null: a board loaded without one). */
let tablesHold: BoardPrep | null = null;
/** The premiums the walk's tables hold. */
let premiumsInTables: unknown = null;
/** Lines per orientation: rows across, columns down. */
const lineCountBy = [0, 0];

/** What the search needs of a rule set. */
export interface SearchRules {
  readonly layout: Layout;
  readonly rackSize: number;
  readonly bingoBonus: number;
  readonly firstMoveMinTiles: number;
}

/** The premium multipliers of a layout in both orientations (cached, also for equal copies). */
const premiumsOf = memoByContent(layoutKey, (layout: Layout): { letter: Uint8Array[]; word: Uint8Array[] } => {
  const table = premiumTable(layout);
  const tl = new Uint8Array(MAX_SQUARES);
  const tw = new Uint8Array(MAX_SQUARES);
  const al = new Uint8Array(MAX_SQUARES);
  const aw = new Uint8Array(MAX_SQUARES);
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.cols; c++) {
      al[r * layout.cols + c] = table.letter[r * layout.cols + c]!;
      aw[r * layout.cols + c] = table.word[r * layout.cols + c]!;
      tl[c * layout.rows + r] = table.letter[r * layout.cols + c]!;
      tw[c * layout.rows + r] = table.word[r * layout.cols + c]!;
    }
  }
  return { letter: [al, tl], word: [aw, tw] };
});

/** Sets the lexicon and the letter values the search uses. */
function setLexicon(lexicon: CompactLexicon, alphabet: Alphabet): void {
  hot.graph.nodes = lexicon.nodes;
  root = lexicon.root;
  const n = alphabet.values.length;
  allLetters = (1 << n) - 1;
  for (let k = 0; k < 32; k++) values[k] = k < n ? alphabet.values[k]! : 0;
}

/** Sets the rack (counts by letter code, and blanks). */
function setRack(rack: Int32Array, rackBlanks: number): void {
  rackMask = 0;
  tilesLeft = rackBlanks;
  for (let k = 0; k < 32; k++) {
    const count = rack[k]!;
    rackCount[k] = count;
    realLeft[k] = count;
    tilesLeft += count;
    if (count > 0) rackMask |= 1 << k;
  }
  blanks = rackBlanks;
  usable = rackBlanks > 0 ? allLetters : rackMask;
  blanksLeft = rackBlanks;
  rackBlankCount = rackBlanks;
  blankUse.fill(0);
}

/** Sets what the search needs of the rules, for a board with or without tiles. */
function setRules(rules: SearchRules, rows: number, cols: number, empty: boolean): void {
  minTiles = empty ? Math.max(1, rules.firstMoveMinTiles) : 1;
  fullRack = rules.rackSize;
  bingoBonus = rules.bingoBonus;
  const premiums = premiumsOf(rules.layout);
  if (premiums !== premiumsInTables) {
    hot.LM.set(premiums.letter[0]!, 0);
    hot.LM.set(premiums.letter[1]!, MAX_SQUARES);
    hot.WM.set(premiums.word[0]!, 0);
    hot.WM.set(premiums.word[1]!, MAX_SQUARES);
    premiumsInTables = premiums;
  }
  lineCountBy[0] = rows;
  lineCountBy[1] = cols;
}

/**
 * Copies the board tables between the walk and a generator context's prep: into the prep
 * (`save`), or back into the walk's tables.
 */
function copyTables(board: BoardPrep, save: boolean): void {
  const size = board.rows * board.cols;
  const pairs: [readonly (Int32Array | Uint8Array)[], Int32Array | Uint8Array][] = [
    [board.tileBy, hot.T], [board.faceBy, hot.FV], [board.crossBy, hot.X], [board.crossScoreBy, hot.XS], [board.anchorBy, hot.A],
  ];
  for (const [kept, table] of pairs) {
    for (let o = 0, off = 0; o < 2; o++, off += MAX_SQUARES) {
      if (save) kept[o]!.set(table.subarray(off, off + size));
      else table.set(kept[o]!.subarray(0, size), off);
    }
  }
}

/**
 * Loads a position into the search state. `cells` are tile codes (`code | 32` for a blank, -1 for
 * an empty square) row by row; the rack is counts by code and a number of blanks.
 */
export function prepareSearch(
  cells: Int32Array, rows: number, cols: number, rack: Int32Array, rackBlanks: number,
  rules: SearchRules, lexicon: CompactLexicon, alphabet: Alphabet,
): void {
  setLexicon(lexicon, alphabet);
  setRack(rack, rackBlanks);
  const start = rules.layout.start;
  const empty = hot.fillTables(cells, rows, cols, start.row * cols + start.col, rackBlanks > 0 ? allLetters : rackMask);
  tablesHold = null;
  setRules(rules, rows, cols, empty);
}

/**
 * Loads a position into the search state from a prep kept between calls: `changed` lists the
 * squares (row * cols + col) whose tiles differ from the prep's, now given by `cells`. Only the
 * squares whose cross-checks or anchor status those changes can touch are computed again: each
 * changed square, its four neighbours, and the empty squares that end the runs of tiles through it
 * in both directions. A prep that is new (`fresh`), or a board that becomes or stops being empty,
 * is computed whole. Cross-checks are computed for every letter, so that a new rack needs none
 * computed again. Returns how many squares were computed.
 */
export function prepareSearchIncremental(
  board: BoardPrep, fresh: boolean, cells: Int32Array, changed: Int32Array, changedCount: number, rows: number, cols: number,
  rack: Int32Array, rackBlanks: number, rules: SearchRules, lexicon: CompactLexicon, alphabet: Alphabet,
): number {
  setLexicon(lexicon, alphabet);
  setRack(rack, rackBlanks);
  // Every letter: the next rack's letters are then known already, and a square is computed only
  // when a move changes it.
  const filter = allLetters;
  const start = rules.layout.start;
  const startIndex = start.row * cols + start.col;
  let computed = 0;
  let empty = board.empty;
  if (!fresh && changedCount > 0) {
    empty = true;
    for (let i = 0; i < rows * cols; i++) {
      if (cells[i]! >= 0) {
        empty = false;
        break;
      }
    }
  }
  if (fresh || board.rows !== rows || board.cols !== cols || board.start !== startIndex || empty !== board.empty) {
    board.empty = hot.fillTables(cells, rows, cols, startIndex, filter);
    board.rows = rows;
    board.cols = cols;
    board.start = startIndex;
    computed = 2 * rows * cols;
    copyTables(board, true);
  } else {
    if (tablesHold !== board) copyTables(board, false);
    if (changedCount > 0) {
      computed = hot.updateTables(cells, changed, changedCount, rows, cols, filter);
      copyTables(board, true);
    }
  }
  tablesHold = board;
  setRules(rules, rows, cols, board.empty);
  return computed;
}

/** Runs the search in a mode ({@link SEARCH_ALL}, {@link SEARCH_BEST}, {@link SEARCH_ANY}, {@link SEARCH_LIST}, {@link SEARCH_COUNT}, {@link SEARCH_VISIT}). */
export function runSearch(searchMode: number): void {
  mode = searchMode;
  stop = false;
  foundCount = 0;
  records.length = 0;
  records.count = 0;
  records.top = -1;
  if (tilesLeft > 0) searchAnchors();
  if (mode === SEARCH_ALL) foundCount = hot.collector.run.count;
  else if (mode < SEARCH_COUNT) foundCount = records.count;
}

/** Searches every anchor of both orientations, until the mode stops the search. */
function searchAnchors(): void {
  const a = hot.A;
  const x = hot.X;
  for (let o = 0; o < 2 && !stop; o++) {
    orientation = o;
    lineCount = lineCountBy[o]!;
    lineLength = lineCountBy[1 - o]!;
    // The squares are scanned with local variables; the search's state is set for each anchor.
    const length = lineLength;
    const lines = lineCount;
    for (let ln = 0, at = o * MAX_SQUARES; ln < lines; ln++, at += length) {
      for (let pos = 0; pos < length; pos++) {
        if (a[at + pos] === 1 && (x[at + pos]! & usable) !== 0) {
          line = ln;
          base = at;
          anchor = pos;
          hot.searchAnchor();
          if (stop) return;
        }
      }
    }
  }
}

