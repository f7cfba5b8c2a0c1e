/**
 * The move search: for each orientation, each line and each anchor (an empty square next to a
 * tile, or the start square on an empty board), the word graph is walked from the anchor to the
 * left and then, after the separator, to the right, placing rack tiles only where the
 * perpendicular word stays a word (cross-check bitmasks). Where tiles lie beside the anchor in its
 * line, the walk reads them first (any word through the anchor contains them), which prunes most
 * of the search. A letter is placed only when its node can go on (end a word, turn at the
 * separator, or take the next square's tile or a letter the rack still has): about half the
 * children the walk reads cannot, and they are passed over before any rack tile is taken. Scores
 * are summed as tiles are placed. Found moves are built as moves at once (complete generation) or
 * go to a flat integer buffer (the best move).
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
 * runSearch(SearchMode.Best);   // then read records (the best move's record) and state[Slot.Found]
 * ```
 * @module
 */
import { layoutKey, memoByContent } from '../memo.js';
import type { Layout } from '../board/layout.js';
import { premiumTable } from '../board/premium-table.js';
import { childOf as lexiconChildOf, type CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Alphabet } from '../tiles/alphabet.js';
import type { PlacedTile } from '../types.js';
import { NodeMask, popcount as countSetBits, SEPARATOR } from '../lexicon/letter-codes.js';
import { createCollector, tileFor } from './collect.js';
import { grown } from '../grown.js';

// The numbers below are const enums: the build writes their members into the code as numbers,
// where module-level constants would become variables that the compiled walk loads and checks at
// every read.

/** Codes the walk uses besides letter codes. */
const enum Code {
  /** Added to a letter code for a blank. */
  Blank = 32,
}

/** The largest board the search handles: `MAX_BOARD_SIDE` squares a side (written out, as a const enum takes only numbers). */
const enum Size {
  /** Squares per side. */
  Side = 26,
  /** Squares in all. */
  Squares = 26 * 26,
}

/**
 * The most moves one search meets before it stops (see {@link runSearch}): far more than a rack of
 * seven tiles makes with any real word list (some tens of thousands at most), far fewer than a
 * lexicon that takes nearly every string would make.
 */
export const MOVE_LIMIT = 1_000_000;

/** What a search does with the moves it finds ({@link runSearch}). */
export const enum SearchMode {
  /** Collect every move, built as a `GeneratedMove` as it is found (see `collect.ts`). */
  All = 0,
  /** Keep only the first move of the highest score. */
  Best = 1,
  /** Stop at the first move found. */
  Any = 2,
  /** Record every move in {@link records}, in search order. */
  List = 3,
  /** Count the moves only. */
  Count = 4,
  /** Call {@link setVisitor}'s function for every move (it reads {@link placedPos} and {@link placedTile}). */
  Visit = 5,
}

/** The moves recorded by a search in {@link SearchMode.Best}, {@link SearchMode.Any} or {@link SearchMode.List} mode. */
export interface SearchRecords {
  /** The records, laid out as {@link RecordLayout} says. */
  data: Int32Array;
  /** How many ints of {@link SearchRecords.data} are used. */
  length: number;
  /** How many moves were recorded. */
  count: number;
  /** The highest score found (-1 before the first). */
  top: number;
  /**
   * In {@link SearchMode.List} mode, how many moves of each score were recorded (`scoreCounts[s]`
   * for score `s`, up to {@link SearchRecords.top}); the sort by score reads them and sets them back to 0.
   */
  scoreCounts: Int32Array;
}

/** Called for each move in {@link SearchMode.Visit} mode with its score and tile count; returns true to stop. */
export type Visitor = (score: number, count: number) => boolean;

let visitor: Visitor = () => true;

/** Sets the function {@link SearchMode.Visit} calls for each move. */
export function setVisitor(visit: Visitor): void {
  visitor = visit;
}

/**
 * The layout of a move in {@link records}: its score; its shape (kind: 0 across, 1 down; the line;
 * the tile count; how many tiles lie left of the anchor); then its tiles two to an int, each
 * `pos | code << 8` (the square in the line, the letter code with 32 for a blank), in the order
 * the search placed them: leftwards from the anchor, then rightwards.
 */
export const enum RecordLayout {
  /** Ints before the tiles: the score and the shape. */
  Header = 2,
  /** The kind's bits in the shape. */
  KindMask = 3,
  /** Where the line starts in the shape (6 bits). */
  LineShift = 2,
  /** Where the tile count starts in the shape (8 bits). */
  CountShift = 8,
  /** Where the count of tiles left of the anchor starts in the shape. */
  LeftShift = 16,
}

/** The shape of a record (see {@link RecordLayout}). */
export function recordShape(kind: number, line: number, count: number, left: number): number {
  return kind | (line << RecordLayout.LineShift) | (count << RecordLayout.CountShift) | (left << RecordLayout.LeftShift);
}

/** The tile count of a record's shape. */
export function shapeCount(shape: number): number {
  return (shape >>> RecordLayout.CountShift) & 255;
}

/** The line of a record's shape. */
export function shapeLine(shape: number): number {
  return (shape >>> RecordLayout.LineShift) & 63;
}

/** How many tiles of a record's shape lie left of the anchor. */
export function shapeLeft(shape: number): number {
  return shape >>> RecordLayout.LeftShift;
}

/** Ints a record of `count` tiles takes. */
export function recordLength(count: number): number {
  return RecordLayout.Header + ((count + 1) >> 1);
}

/** Tile `i` of the record at `at` (in the order the search placed them), as `pos | code << 8`. */
export function recordTile(data: Int32Array, at: number, i: number): number {
  return (data[at + RecordLayout.Header + (i >> 1)]! >>> ((i & 1) << 4)) & 0xffff;
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
  /** The anchors of each line as a bitmask (bit `pos`), across lines first, then down at {@link Size.Side}. */
  readonly anchorLines: Int32Array;
  rows: number;
  cols: number;
  /** Whether the board holds no tile (then only the start square is an anchor). */
  empty: boolean;
  /** The start square (row * cols + col). */
  start: number;
}

/** A new, unprepared board prep. */
export function newBoardPrep(): BoardPrep {
  const pair32 = () => [new Int32Array(Size.Squares), new Int32Array(Size.Squares)];
  return {
    tileBy: pair32(), faceBy: pair32(), crossBy: pair32(), crossScoreBy: pair32(),
    anchorBy: [new Uint8Array(Size.Squares), new Uint8Array(Size.Squares)],
    anchorLines: new Int32Array(2 * Size.Side),
    rows: 0, cols: 0, empty: true, start: 0,
  };
}

/**
 * Slots of the search state ({@link state}), one integer each. The state is a typed array of the
 * walk's closure, read at a fixed address and without the checks that module-level variables need
 * at every read (a const enum: the build writes the slots into the code as numbers).
 */
export const enum Slot {
  /** The word graph's root node. */
  Root,
  /** Every letter of the alphabet, as a mask. */
  AllLetters,
  /** The letters the rack holds (not counting blanks), as a mask. */
  RackMask,
  /** The letters the rack can still place: all while it holds a blank, else the rack's mask (0 once the rack is empty). */
  Usable,
  /** Blanks the walk has not used yet. */
  Blanks,
  /** Blanks not yet given a tile while a found letter sequence's blank assignments are listed. */
  BlanksLeft,
  /** Blanks on the rack. */
  RackBlanks,
  /** Tiles on the rack, blanks included. */
  Tiles,
  /** Squares per line in the orientation searched. */
  LineLength,
  /** The orientation searched (0 across, 1 down); a visitor reads it. */
  Orientation,
  /** The line searched (a row across, a column down); a visitor reads it. */
  Line,
  /** Where the line searched starts in the walk's tables (the orientation's half, then line times length). */
  Base,
  /** The anchor searched (its position in the line). */
  Anchor,
  /** The square after the tiles right of the anchor, where the walk turns right. */
  TurnAt,
  /** The letters the square at `TurnAt` takes (0 off the board). */
  TurnMask,
  /** How many of the placed tiles lie left of (or above) the anchor, for the move being recorded; a visitor reads it. */
  LeftCount,
  /** The fewest tiles a move places (the first move's minimum on an empty board). */
  MinTiles,
  /** The rack size: a move placing that many tiles earns the bonus. */
  FullRack,
  /** The bonus for placing a full rack. */
  Bonus,
  /** The search mode (a `SearchMode`). */
  Mode,
  /** 1 once the mode has stopped the search. */
  Stop,
  /** How many moves were found (recorded, built, counted or visited). */
  Found,
  /** How many moves the search met, in any mode, up to {@link MOVE_LIMIT} and one more. */
  Seen,
  /** How many slots there are. */
  Size,
}

/**
 * The walk and what it reads at every step, in one closure: its tables are constants of the
 * closure, so that the compiled walk reads them at fixed addresses (module-level constants become
 * variables when the library is bundled, and each read of a variable table is checked again).
 * The board tables hold both orientations: across at 0, down at {@link Size.Squares}.
 */
const hot = /* @__PURE__ */ (() => {
  /** The search state, by {@link Slot}. */
  const state = new Int32Array(Slot.Size);
  state[Slot.MinTiles] = 2;
  state[Slot.FullRack] = 7;
  state[Slot.Bonus] = 50;
  /** The set bits of `x` (the lexicon's function, as a constant of the closure: the compiled walk then builds it in without checking which function it is). */
  const popcount = countSetBits;
  /** The word graph the walk reads (a holder, so that the compiled walk knows what it holds). */
  const graph: { nodes: Int32Array } = { nodes: new Int32Array(1) };
  /** Tiles (letter code, `| 32` for a blank, -1 for none). */
  const T = new Int32Array(2 * Size.Squares);
  /** Face values of the tiles (0 for a blank). */
  const FV = new Int32Array(2 * Size.Squares);
  /** Cross-check masks: the letters that make a word of the perpendicular run. */
  const X = new Int32Array(2 * Size.Squares);
  /** Face values of the perpendicular run (-1: none). */
  const XS = new Int32Array(2 * Size.Squares);
  /** 1 for an anchor. */
  const A = new Uint8Array(2 * Size.Squares);
  /** The anchors of each line as a bitmask (bit `pos`): across lines first, then down lines at {@link Size.Side}. */
  const AL = new Int32Array(2 * Size.Side);
  /** Letter and word multipliers. */
  const LM = new Uint8Array(2 * Size.Squares);
  const WM = new Uint8Array(2 * Size.Squares);
  /** Letter values by code. */
  const values = new Int32Array(32);
  /** The rack's tiles by letter code, as the walk takes them. */
  const rackCount = new Int32Array(32);
  /** The rack's tiles not yet given a role while a found letter sequence's blank assignments are listed. */
  const realLeft = new Int32Array(32);
  /** Blanks the search is using for each letter (the letters the rack has too few of). */
  const blankUse = new Int32Array(32);
  /** Per placed tile of the move being recorded: what giving it a blank takes off the score. */
  const blankCost = new Int32Array(Size.Side);
  /**
   * Squares of the tiles placed so far (positions in the line): leftwards from the anchor, then
   * rightwards. A record takes the tiles in pairs; with an odd count it reads the slot after the
   * last tile, which these lists have (26 slots: an odd count is at most 25).
   */
  const placedPos = new Int32Array(Size.Side);
  /** Tiles placed so far, as letter codes (`| 32` for a blank), in the order of {@link placedPos}. */
  const placedTile = new Int32Array(Size.Side);
  /** Indexes of the placed tiles two blanks may lie on, for {@link assignUpToTwo}. */
  const onTile = new Int32Array(Size.Side);
  /**
   * Every two of `n` items (`i < j`, ordered by `i` then `j`): pair `p` is items `pairFirst[p]`
   * and `pairSecond[p]`, and the pairs of `n` items are `pairsFrom[n]` up to `pairsFrom[n + 1]`.
   */
  const pairsFrom = new Int32Array(Size.Side + 2);
  const pairFirst = new Uint8Array((Size.Side * (Size.Side - 1) * (Size.Side + 1)) / 6);
  const pairSecond = new Uint8Array(pairFirst.length);
  for (let n = 0, p = 0; n <= Size.Side; n++) {
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
  /** The records of {@link SearchMode.Best}, {@link SearchMode.Any} and {@link SearchMode.List} mode. */
  const recordRun: SearchRecords = { data: new Int32Array(1 << 12), length: 0, count: 0, top: -1, scoreCounts: new Int32Array(1024) };

  /**
   * Records the letter sequence just found. The search places each letter as a rack tile while
   * the rack has one and as a blank only after that, and sums scores as if every tile were a rack
   * tile; here every way of giving the letters their tiles is listed (a blank instead of a rack
   * tile, a blank and a rack tile of the same letter swapped), each with its score: the search
   * walks each sequence of letters once, not once per blank assignment.
   */
  function record(start: number, end: number, sum: number, mult: number, cross: number, count: number): void {
    if (end === start || count < state[Slot.MinTiles]!) return;
    if (state[Slot.Orientation] === 1 && count === 1 && XS[state[Slot.Base]! + placedPos[0]!]! >= 0) return;
    const score = sum * mult + cross + (count === state[Slot.FullRack]! ? state[Slot.Bonus]! : 0);
    if (state[Slot.RackBlanks] === 0) emit(score, count);
    else assignBlanks(count, score, mult);
  }

  /**
   * Emits the found letter sequence once per way of giving its tiles the rack's blanks (see
   * {@link record}); `mult` is the main word's premium. A blank takes its letter's value (times
   * the letter premium) out of the main word and out of the cross-word it forms, each with its
   * word premium. That cost is written out in both loops below on purpose: with a shared helper
   * this function became small enough for the compiler to build it into `record`, which then no
   * longer fitted into the rightward step (4 % more instructions with two blanks).
   */
  function assignBlanks(count: number, score: number, mult: number): void {
    const rackBlanks = state[Slot.RackBlanks]!;
    const base = state[Slot.Base]!;
    if (state[Slot.Blanks] === 0) {
      // Every blank went on a letter the rack ran out of. When the tiles of those letters are as
      // many as the blanks, the blanks lie on them and nowhere else: one move.
      let n = 0;
      for (let k = 0; k < count && n <= rackBlanks; k++) {
        if (blankUse[placedTile[k]!]! > 0) onTile[n++] = k;
      }
      if (n === rackBlanks) {
        let cost = 0;
        for (let j = 0; j < n; j++) {
          const k = onTile[j]!;
          const idx = base + placedPos[k]!;
          cost += values[placedTile[k]!]! * LM[idx]! * (mult + (XS[idx]! >= 0 ? WM[idx]! : 0));
          placedTile[k]! |= Code.Blank;
        }
        emit(score - cost, count);
        for (let j = 0; j < n; j++) placedTile[onTile[j]!]! &= ~Code.Blank;
        return;
      }
    }
    for (let k = 0; k < count; k++) {
      const idx = base + placedPos[k]!;
      blankCost[k] = values[placedTile[k]!]! * LM[idx]! * (mult + (XS[idx]! >= 0 ? WM[idx]! : 0));
    }
    if (rackBlanks <= 2) assignUpToTwo(count, score);
    else assignTiles(0, count, score);
  }

  /**
   * {@link assignTiles} for a rack with one or two blanks: the blanks go on no tile, one tile or
   * two tiles, and must cover the tiles the search gave blanks ({@link blankUse} per letter).
   */
  function assignUpToTwo(count: number, score: number): void {
    const forced = state[Slot.RackBlanks]! - state[Slot.Blanks]!;
    if (forced === 0) {
      emit(score, count);
      if (state[Slot.Stop] === 1) return;
    }
    if (forced <= 1) {
      for (let i = 0; i < count; i++) {
        const li = placedTile[i]!;
        if ((blankUse[li]! > 0 ? 1 : 0) !== forced) continue;
        placedTile[i] = li | Code.Blank;
        emit(score - blankCost[i]!, count);
        placedTile[i] = li;
        if (state[Slot.Stop] === 1) return;
      }
    }
    if (state[Slot.RackBlanks]! < 2) return;
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
      placedTile[i] = li | Code.Blank;
      placedTile[j] = lj | Code.Blank;
      emit(score - blankCost[i]! - blankCost[j]!, count);
      placedTile[i] = li;
      placedTile[j] = lj;
      if (state[Slot.Stop] === 1) return;
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
      if (state[Slot.Stop] === 1) return;
    }
    if (state[Slot.BlanksLeft]! > 0) {
      state[Slot.BlanksLeft]!--;
      placedTile[k] = letter | Code.Blank;
      assignTiles(k + 1, count, score - blankCost[k]!);
      placedTile[k] = letter;
      state[Slot.BlanksLeft]!++;
    }
  }

  /** Takes a found move (tiles in {@link placedPos} and {@link placedTile}) as the mode asks. */
  function emit(score: number, count: number): void {
    // A lexicon that takes nearly every string (a crafted file can) would make moves without end.
    if (++state[Slot.Seen]! > MOVE_LIMIT) {
      state[Slot.Stop] = 1;
      return;
    }
    // The mode read once: each read of the module's variable is a load and a check.
    const m = state[Slot.Mode]!;
    // The placed tiles are read here, in emit's own body: in a function inlined into emit, the
    // compiled reads of the closure's tables lose their fixed addresses and check each table again.
    if (m === SearchMode.All) {
      // Built at once: no record is written and read back.
      const left = state[Slot.LeftCount]!;
      const down = state[Slot.Orientation] === 1;
      const ln = state[Slot.Line]!;
      const { cache, letters } = collector.run;
      // The tile cache's key (as tileFor keys it): row << 11 | col << 6 | tile; the line's part first.
      const lineKey = down ? ln << 6 : ln << 11;
      const shift = down ? 11 : 6;
      const tiles = new Array<PlacedTile>(count);
      for (let k = 0; k < count; k++) {
        // Reading order: the tiles left of the anchor backwards, then the others.
        const i = k < left ? left - 1 - k : k;
        const at = placedPos[i]!;
        const tile = placedTile[i]!;
        const placed = cache[lineKey | (at << shift) | tile];
        tiles[k] = placed ?? tileFor(cache, down ? at : ln, down ? ln : at, tile, letters);
      }
      collector.addMove(score, tiles, down);
      return;
    }
    if (m >= SearchMode.Count) {
      state[Slot.Found]!++;
      if (m === SearchMode.Visit && visitor(score, count)) state[Slot.Stop] = 1;
      return;
    }
    // A record: every move in SearchMode.List mode, the first in SearchMode.Any, the first of the best score in SearchMode.Best.
    if (m === SearchMode.Any) {
      state[Slot.Stop] = 1;
    } else if (m === SearchMode.Best) {
      if (score <= recordRun.top) return;
      recordRun.length = 0;
      recordRun.count = 0;
    }
    let data = recordRun.data;
    const at = recordRun.length;
    const end = at + recordLength(count);
    if (end > data.length) recordRun.data = data = grown(data, end);
    data[at] = score;
    data[at + 1] = recordShape(state[Slot.Orientation]!, state[Slot.Line]!, count, state[Slot.LeftCount]!);
    // Two tiles to an int, as placed (the reading order is made when a move is built). With an odd
    // count the last int's upper half holds the slot after the last tile, which nothing reads.
    // (writeRecord writes the same for callers outside the walk; here the tables are read in
    // emit's own body, see above.)
    for (let i = 0, to = at + RecordLayout.Header; i < count; i += 2) {
      data[to++] = placedPos[i]! | (placedTile[i]! << 8) | (placedPos[i + 1]! << 16) | (placedTile[i + 1]! << 24);
    }
    recordRun.length = end;
    recordRun.count++;
    if (score > recordRun.top) recordRun.top = score;
    if (m === SearchMode.List) {
      // Counted here, for the sort by score, instead of in a pass over the records after the search.
      let counts = recordRun.scoreCounts;
      if (score >= counts.length) recordRun.scoreCounts = counts = grown(counts, score + 1);
      counts[score]!++;
    }
  }

  /**
   * Starts the walks of the current anchor. Tiles next to it in its line are read first, as they
   * narrow the search most: tiles on its left (their run reversed, then the separator, then the anchor
   * and rightwards), or else tiles on its right (that run reversed, then the anchor and leftwards,
   * turning right after the run). Otherwise the walk starts at the anchor itself.
   */
  function searchAnchor(): void {
    const anchor = state[Slot.Anchor]!;
    const base = state[Slot.Base]!;
    if (anchor > 0 && T[base + anchor - 1]! >= 0) {
      let start = anchor - 1;
      let node = state[Slot.Root]!;
      let sum = 0;
      for (;;) {
        const m = graph.nodes[node]!;
        const bit = 1 << (T[base + start]! & 31);
        if ((m & bit) === 0) return;
        node = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
        sum += FV[base + start]!;
        if (start === 0 || T[base + start - 1]! < 0) break;
        start--;
      }
      const m = graph.nodes[node]!;
      if ((m & NodeMask.Separator) === 0) return;
      state[Slot.LeftCount] = 0;
      goRight(anchor, (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (NodeMask.Separator - 1))]!, start, sum, 1, 0, 0);
      return;
    }
    const length = state[Slot.LineLength]!;
    let end = anchor;
    while (end + 1 < length && T[base + end + 1]! >= 0) end++;
    let node = state[Slot.Root]!;
    let sum = 0;
    for (let p = end; p > anchor; p--) {
      const m = graph.nodes[node]!;
      const bit = 1 << (T[base + p]! & 31);
      if ((m & bit) === 0) return;
      node = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      sum += FV[base + p]!;
    }
    const turnAt = end + 1;
    state[Slot.TurnAt] = turnAt;
    state[Slot.TurnMask] = turnAt < length ? X[base + turnAt]! : 0;
    goLeft(anchor, node, sum, 1, 0, 0);
  }

  /**
   * Fills square `pos` (empty, at or left of the anchor) and goes on to the left or turns right.
   * The leftward walk never meets a tile: it starts at an anchor with no tile on its left (tiles
   * there start the rightward walk instead) and steps only onto squares that are no anchor, and a
   * square beside a tile is an anchor.
   */
  function goLeft(pos: number, node: number, sum: number, mult: number, cross: number, count: number): void {
    const idx = state[Slot.Base]! + pos;
    const m = graph.nodes[node]!;
    const usable = state[Slot.Usable]!;
    let avail = m & X[idx]! & usable;
    if (avail === 0) return;
    // What a letter's node needs for the walk to go on from it (a word end, the separator to turn
    // right, a letter to place on the left): a child with none of these is passed over before any
    // tile is taken from the rack.
    let goOn = state[Slot.TurnMask] !== 0 ? NodeMask.Separator | NodeMask.Final : NodeMask.Final;
    if (pos > 0 && A[idx - 1] === 0) goOn |= usable;
    const lm = LM[idx]!;
    const wm = WM[idx]!;
    const xs = XS[idx]!;
    placedPos[count] = pos;
    const nextMult = mult * wm;
    const next = count + 1;
    while (avail !== 0) {
      const bit = avail & -avail;
      avail ^= bit;
      const child = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      const cm = graph.nodes[child]!;
      if ((cm & goOn) === 0) continue;
      const letter = 31 - Math.clz32(bit);
      const v = values[letter]! * lm;
      placedTile[count] = letter;
      if (rackCount[letter]! > 0) {
        if (--rackCount[letter]! === 0) {
          state[Slot.RackMask]! ^= bit;
          if (state[Slot.Blanks] === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        }
        afterLeft(pos, child, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        if (rackCount[letter]!++ === 0) {
          state[Slot.RackMask]! |= bit;
          if (state[Slot.Blanks] === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        }
      } else {
        if (state[Slot.Blanks] === 1) {
          // The last blank: after it the rack places only its own letters. Where letters to place
          // are a way on (`goOn` then has the word-end bit; with a tile next it has neither), only
          // the rack's letters stay one.
          const onward = (goOn & NodeMask.Final) !== 0 ? goOn & (NodeMask.Final | NodeMask.Separator | state[Slot.RackMask]!) : goOn;
          if ((cm & onward) === 0) continue;
        }
        if (--state[Slot.Blanks]! === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        blankUse[letter]!++;
        afterLeft(pos, child, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        blankUse[letter]!--;
        state[Slot.Blanks]!++;
        state[Slot.Usable] = state[Slot.AllLetters]!;
      }
      if (state[Slot.Stop] === 1) return;
    }
  }

  /**
   * What follows a letter placed on square `pos` (at or left of the anchor; the square on its left
   * is empty or off the board, see {@link goLeft}): the word it ends, the turn right at the
   * separator, and the walk further left. Small on purpose (the state's slots read once each, one
   * call going left): the compiled walk then holds this function inside goLeft rather than calling it.
   */
  function afterLeft(pos: number, node: number, sum: number, mult: number, cross: number, count: number): void {
    // The square after the tiles right of the anchor (`TurnAt`) is empty or off the board.
    const m = graph.nodes[node]!;
    if (m < 0) {
      state[Slot.LeftCount] = count;
      record(pos, state[Slot.TurnAt]! - 1, sum, mult, cross, count);
      if (state[Slot.Stop] === 1) return;
    }
    const usable = state[Slot.Usable]!;
    const turnMask = state[Slot.TurnMask]!;
    if ((m & NodeMask.Separator) !== 0 && turnMask !== 0) {
      const sep = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (NodeMask.Separator - 1))]!;
      if ((graph.nodes[sep]! & turnMask & usable) !== 0) {
        state[Slot.LeftCount] = count;
        goRight(state[Slot.TurnAt]!, sep, pos, sum, mult, cross, count);
        if (state[Slot.Stop] === 1) return;
      }
    }
    // Leftwards only onto an empty square that is no anchor (a move is found from its leftmost anchor).
    if (pos === 0 || A[state[Slot.Base]! + pos - 1] !== 0 || (m & usable) === 0) return;
    goLeft(pos - 1, node, sum, mult, cross, count);
  }

  /** Fills square `pos` (right of the anchor) of a word starting at `start` and goes on to the right. */
  function goRight(pos: number, node: number, start: number, sum: number, mult: number, cross: number, count: number): void {
    const idx = state[Slot.Base]! + pos;
    const t = T[idx]!;
    const m = graph.nodes[node]!;
    if (t >= 0) {
      const bit = 1 << (t & 31);
      if ((m & bit) === 0) return;
      const child = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      afterRight(pos, child, start, sum + FV[idx]!, mult, cross, count);
      return;
    }
    const usable = state[Slot.Usable]!;
    let avail = m & X[idx]! & usable;
    if (avail === 0) return;
    // What a letter's node needs for the walk to go on from it (a word end, a letter to place next
    // or the tile on the right): a child with none of these is passed over before any tile is taken.
    let goOn = NodeMask.Final;
    if (pos + 1 < state[Slot.LineLength]!) goOn = T[idx + 1]! >= 0 ? 1 << (T[idx + 1]! & 31) : NodeMask.Final | (X[idx + 1]! & usable);
    const lm = LM[idx]!;
    const wm = WM[idx]!;
    const xs = XS[idx]!;
    placedPos[count] = pos;
    const nextMult = mult * wm;
    const next = count + 1;
    while (avail !== 0) {
      const bit = avail & -avail;
      avail ^= bit;
      const child = (m & NodeMask.Next) !== 0 ? node + 1 : graph.nodes[node + 1 + popcount(m & (bit - 1))]!;
      const cm = graph.nodes[child]!;
      if ((cm & goOn) === 0) continue;
      const letter = 31 - Math.clz32(bit);
      const v = values[letter]! * lm;
      placedTile[count] = letter;
      if (rackCount[letter]! > 0) {
        if (--rackCount[letter]! === 0) {
          state[Slot.RackMask]! ^= bit;
          if (state[Slot.Blanks] === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        }
        afterRight(pos, child, start, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        if (rackCount[letter]!++ === 0) {
          state[Slot.RackMask]! |= bit;
          if (state[Slot.Blanks] === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        }
      } else {
        if (state[Slot.Blanks] === 1) {
          // The last blank: only the rack's own letters stay a way on (as in goLeft).
          const onward = (goOn & NodeMask.Final) !== 0 ? goOn & (NodeMask.Final | NodeMask.Separator | state[Slot.RackMask]!) : goOn;
          if ((cm & onward) === 0) continue;
        }
        if (--state[Slot.Blanks]! === 0) state[Slot.Usable] = state[Slot.RackMask]!;
        blankUse[letter]!++;
        afterRight(pos, child, start, sum + v, nextMult, xs >= 0 ? cross + (xs + v) * wm : cross, next);
        blankUse[letter]!--;
        state[Slot.Blanks]!++;
        state[Slot.Usable] = state[Slot.AllLetters]!;
      }
      if (state[Slot.Stop] === 1) return;
    }
  }

  function afterRight(pos: number, node: number, start: number, sum: number, mult: number, cross: number, count: number): void {
    const next = pos + 1;
    if (next < state[Slot.LineLength]! && T[state[Slot.Base]! + next]! >= 0) {
      goRight(next, node, start, sum, mult, cross, count);
      return;
    }
    const m = graph.nodes[node]!;
    if (m < 0) {
      record(start, pos, sum, mult, cross, count);
      if (state[Slot.Stop] === 1) return;
    }
    if (next < state[Slot.LineLength]! && (m & X[state[Slot.Base]! + next]! & state[Slot.Usable]!) !== 0) {
      goRight(next, node, start, sum, mult, cross, count);
    }
  }

  /** Cells of the board that touch a tile (filled while the tiles are read). */
  const touched = new Uint8Array(Size.Squares);
  /** The squares {@link updateTables} lists to compute again, each once: marked in `listedMark` (all zero between calls). */
  const touchedList = new Int32Array(Size.Squares);
  const listedMark = new Uint8Array(Size.Squares);

  /**
   * The cross-checks of a square whose perpendicular run is one tile, by the tile's letter code
   * (the most common case by far): 0–31 with the tile before the square (the letters that follow
   * it in a two-letter word), 32–63 with the tile after it. Set from the lexicon's table (see
   * {@link oneTileChecksOf}) when the lexicon changes.
   */
  const oneTile = new Int32Array(64);

  /** The child of `node` along the symbol whose mask bit is `bit`, in `nodes` (the word graph), or -1. */
  function childOf(nodes: Int32Array, node: number, bit: number): number {
    const m = nodes[node]!;
    if ((m & bit) === 0) return -1;
    return (m & NodeMask.Next) !== 0 ? node + 1 : nodes[node + 1 + popcount(m & (bit - 1))]!;
  }

  /**
   * The letters (among `filter`) that make a word of the perpendicular run: the tiles on lines
   * `up`..`ln-1` above, the letter on line `ln`, the tiles on lines `ln+1`..`down` below (of the
   * orientation whose tables start at `off`). The walk shared by all letters takes the longer side:
   * the tiles below read upwards, then the letter and the tiles above; or the tiles above read
   * upwards, the separator, the letter and the tiles below. The graph is read through a local
   * (this function calls nothing that is not compiled into it, so its reads need no checks again).
   */
  function crossCheck(off: number, length: number, pos: number, ln: number, up: number, down: number, filter: number): number {
    const nodes = graph.nodes;
    let mask = 0;
    const at = off + pos;
    const belowFirst = down - ln >= ln - up;
    let node = state[Slot.Root]!;
    if (belowFirst) {
      for (let k = down; k > ln && node >= 0; k--) node = childOf(nodes, node, 1 << (T[at + k * length]! & 31));
    } else {
      for (let k = ln - 1; k >= up && node >= 0; k--) node = childOf(nodes, node, 1 << (T[at + k * length]! & 31));
      if (node >= 0) node = childOf(nodes, node, NodeMask.Separator);
    }
    if (node < 0) return 0;
    const m = nodes[node]!;
    let letters = m & filter;
    while (letters !== 0) {
      const bit = letters & -letters;
      letters ^= bit;
      let c = (m & NodeMask.Next) !== 0 ? node + 1 : nodes[node + 1 + popcount(m & (bit - 1))]!;
      if (belowFirst) {
        for (let k = ln - 1; k >= up && c >= 0; k--) c = childOf(nodes, c, 1 << (T[at + k * length]! & 31));
      } else {
        for (let k = ln + 1; k <= down && c >= 0; k++) c = childOf(nodes, c, 1 << (T[at + k * length]! & 31));
      }
      if (c >= 0 && nodes[c]! < 0) mask |= bit;
    }
    return mask;
  }

  /** Cross-check (for the letters in `letterFilter`), cross-word sum and anchor of one square in orientation `o`. */
  function prepareSquare(o: number, ln: number, pos: number, lines: number, length: number, letterFilter: number): void {
    const off = o * Size.Squares;
    const idx = off + ln * length + pos;
    A[idx] = 0;
    if (T[idx]! >= 0) return;
    X[idx] = state[Slot.AllLetters]!;
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
    if (up + 1 === ln && down === ln) X[idx] = oneTile[T[idx - length]! & 31]! & letterFilter;
    else if (down === ln + 1 && up === ln) X[idx] = oneTile[32 + (T[idx + length]! & 31)]! & letterFilter;
    else X[idx] = crossCheck(off, length, pos, ln, up, down, letterFilter);
  }

  /**
   * Sets the bits of square `i` (row `r`, column `c`) in the anchor bitmasks of its row and column
   * from the anchor table, just computed: an anchor in one orientation is one in the other (a tile
   * beside it either way).
   */
  function setAnchorBits(i: number, r: number, c: number): void {
    if (A[i] !== 0) {
      AL[r]! |= 1 << c;
      AL[Size.Side + c]! |= 1 << r;
    } else {
      AL[r]! &= ~(1 << c);
      AL[Size.Side + c]! &= ~(1 << r);
    }
  }

  /**
   * Fills the board tables from `cells` and computes every square (cross-checks for the letters in
   * `filter`). Returns whether the board holds no tile (then only the start square is an anchor).
   */
  function fillTables(cells: Int32Array, rows: number, cols: number, start: number, filter: number): boolean {
    const size = rows * cols;
    // Every square empty first, taking any letter, no anchor; then the tiles, and the empty
    // squares beside them marked: only those are computed.
    const all = state[Slot.AllLetters]!;
    for (let o = 0, off = 0; o < 2; o++, off += Size.Squares) {
      T.fill(-1, off, off + size);
      FV.fill(0, off, off + size);
      X.fill(all, off, off + size);
      XS.fill(-1, off, off + size);
      A.fill(0, off, off + size);
    }
    AL.fill(0);
    let tiles = 0;
    const mark = touched;
    mark.fill(0, 0, size);
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) {
        const v = cells[i]!;
        if (v < 0) continue;
        const face = (v & Code.Blank) !== 0 ? 0 : values[v]!;
        const j = Size.Squares + c * rows + r;
        T[i] = v;
        T[j] = v;
        FV[i] = face;
        FV[j] = face;
        tiles++;
        if (r > 0 && cells[i - cols]! < 0) mark[i - cols] = 1;
        if (r + 1 < rows && cells[i + cols]! < 0) mark[i + cols] = 1;
        if (c > 0 && cells[i - 1]! < 0) mark[i - 1] = 1;
        if (c + 1 < cols && cells[i + 1]! < 0) mark[i + 1] = 1;
      }
    }
    if (tiles === 0) {
      const startRow = Math.floor(start / cols);
      const startCol = start % cols;
      A[startRow * cols + startCol] = 1;
      A[Size.Squares + startCol * rows + startRow] = 1;
      AL[startRow] = 1 << startCol;
      AL[Size.Side + startCol] = 1 << startRow;
      return true;
    }
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) {
        if (mark[i] === 0) continue;
        prepareSquare(0, r, c, rows, cols, filter);
        prepareSquare(1, c, r, cols, rows, filter);
        setAnchorBits(i, r, c);
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
      const face = v < 0 || (v & Code.Blank) !== 0 ? 0 : values[v]!;
      T[i] = v;
      T[Size.Squares + c * rows + r] = v;
      FV[i] = face;
      FV[Size.Squares + c * rows + r] = face;
    }
    // The squares to compute again, each listed once (marked as it is listed).
    const mark = listedMark;
    const list = touchedList;
    let listed = 0;
    for (let k = 0; k < changedCount; k++) {
      const i = changed[k]!;
      const r = Math.floor(i / cols);
      const c = i % cols;
      let u = r - 1;
      while (u >= 0 && T[u * cols + c]! >= 0) u--;
      let d = r + 1;
      while (d < rows && T[d * cols + c]! >= 0) d++;
      let l = c - 1;
      while (l >= 0 && T[r * cols + l]! >= 0) l--;
      let g = c + 1;
      while (g < cols && T[r * cols + g]! >= 0) g++;
      // The square, its four neighbours and the ends of the runs through it.
      for (let n = 0; n < 9; n++) {
        const rr = n === 1 ? r - 1 : n === 2 ? r + 1 : n === 5 ? u : n === 6 ? d : r;
        const cc = n === 3 ? c - 1 : n === 4 ? c + 1 : n === 7 ? l : n === 8 ? g : c;
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
        const at = rr * cols + cc;
        if (mark[at] === 0) {
          mark[at] = 1;
          list[listed++] = at;
        }
      }
    }
    let computed = 0;
    for (let k = 0; k < listed; k++) {
      const i = list[k]!;
      mark[i] = 0;
      const r = Math.floor(i / cols);
      const c = i % cols;
      prepareSquare(0, r, c, rows, cols, filter);
      prepareSquare(1, c, r, cols, rows, filter);
      setAnchorBits(i, r, c);
      computed += 2;
    }
    return computed;
  }

  return { state, graph, T, FV, X, XS, A, AL, LM, WM, oneTile, values, rackCount, realLeft, blankUse, placedPos, placedTile, collector, recordRun, searchAnchor, fillTables, updateTables };
})();

/** A field of the hot state, read by a call marked pure, so that a bundle that uses no search drops it all. */
function field<K extends keyof typeof hot>(key: K): (typeof hot)[K] {
  return hot[key];
}
const values = /* @__PURE__ */ field('values');
const rackCount = /* @__PURE__ */ field('rackCount');
const realLeft = /* @__PURE__ */ field('realLeft');
const blankUse = /* @__PURE__ */ field('blankUse');
/** The search state, by {@link Slot}: a visitor reads the move's orientation, line and left count here. */
export const state = /* @__PURE__ */ field('state');
/** Squares of the tiles placed so far (positions in the line): leftwards from the anchor, then rightwards. */
const placedPos = /* @__PURE__ */ field('placedPos');
/** Tiles placed so far, as letter codes (`| 32` for a blank), in the order of {@link placedPos}. */
export const placedTile = /* @__PURE__ */ field('placedTile');
/** Builds the moves of complete generation ({@link SearchMode.All}). */
export const collector = /* @__PURE__ */ field('collector');
/** The records of the last search in {@link SearchMode.Best}, {@link SearchMode.Any} or {@link SearchMode.List} mode. */
export const records = /* @__PURE__ */ field('recordRun');

/**
 * Writes the move the search just found (in {@link placedPos} and {@link placedTile}) as a record
 * at `at` of `out`, as `emit` writes it into {@link records} (for callers outside the walk, such as
 * a visitor that keeps some moves).
 */
export function writeRecord(out: Int32Array, at: number, score: number, count: number): void {
  out[at] = score;
  out[at + 1] = recordShape(state[Slot.Orientation]!, state[Slot.Line]!, count, state[Slot.LeftCount]!);
  for (let i = 0, to = at + RecordLayout.Header; i < count; i += 2) {
    out[to++] = placedPos[i]! | (placedTile[i]! << 8) | (placedPos[i + 1]! << 16) | (placedTile[i + 1]! << 24);
  }
}

/**
 * The generator context's prep the walk's board tables hold (null: a board loaded without one).
 * Its own copy is brought up to date only when another board is about to be loaded into the
 * tables ({@link releaseTables}): a context used over and over copies nothing.
 */
let tablesHold: BoardPrep | null = null;

/** Saves the tables into the prep that holds them, if any, before they are loaded with another board or changed apart from it. */
function releaseTables(): void {
  if (tablesHold !== null) copyTables(tablesHold, true);
  tablesHold = null;
}
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
const premiumsOf = /* @__PURE__ */ memoByContent(layoutKey, (layout: Layout): { letter: Uint8Array[]; word: Uint8Array[] } => {
  const table = premiumTable(layout);
  const tl = new Uint8Array(Size.Squares);
  const tw = new Uint8Array(Size.Squares);
  const al = new Uint8Array(Size.Squares);
  const aw = new Uint8Array(Size.Squares);
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

/** The one-tile cross-checks of each lexicon (see {@link oneTileChecksOf}). */
const oneTileChecks = new WeakMap<CompactLexicon, Int32Array>();
/** The lexicon whose one-tile cross-checks are in the search's table. */
let oneTileLexicon: CompactLexicon | null = null;

/**
 * The cross-checks of a square beside a single tile, for every letter of a lexicon's alphabet of
 * `letterCount` letters: at `code`, the letters that may follow the tile `code` (the tile is
 * before the square), at `32 + code` the letters that may come before it (the tile is after the
 * square). The walks are those of a cross-check: the tile after the square read first, then the
 * letter; or the tile before it, the separator, then the letter.
 */
export function oneTileChecksOf(nodes: Int32Array, root: number, letterCount: number): Int32Array {
  const table = new Int32Array(64);
  const all = (1 << letterCount) - 1;
  /** The letters after `node` (-1: none) whose child ends a word. */
  const words = (node: number): number => {
    if (node < 0) return 0;
    let mask = 0;
    let letters = nodes[node]! & all;
    while (letters !== 0) {
      const bit = letters & -letters;
      letters ^= bit;
      if (nodes[lexiconChildOf(nodes, node, 31 - Math.clz32(bit))]! < 0) mask |= bit;
    }
    return mask;
  };
  for (let code = 0; code < letterCount; code++) {
    const after = lexiconChildOf(nodes, root, code);
    if (after < 0) continue;
    table[32 + code] = words(after);
    table[code] = words(lexiconChildOf(nodes, after, SEPARATOR));
  }
  return table;
}

/** Sets the lexicon and the letter values the search uses. */
function setLexicon(lexicon: CompactLexicon, alphabet: Alphabet): void {
  hot.graph.nodes = lexicon.nodes;
  state[Slot.Root] = lexicon.root;
  const n = alphabet.values.length;
  state[Slot.AllLetters] = (1 << n) - 1;
  if (oneTileLexicon !== lexicon) {
    let table = oneTileChecks.get(lexicon);
    if (table === undefined) {
      table = oneTileChecksOf(lexicon.nodes, lexicon.root, n);
      oneTileChecks.set(lexicon, table);
    }
    hot.oneTile.set(table);
    oneTileLexicon = lexicon;
  }
  for (let k = 0; k < 32; k++) values[k] = k < n ? alphabet.values[k]! : 0;
}

/** Sets the rack (its 32 counts by letter code, and blanks). */
function setRack(rack: Int32Array, rackBlanks: number): void {
  rackCount.set(rack);
  realLeft.set(rack);
  let mask = 0;
  let tiles = rackBlanks;
  for (let k = 0; k < 32; k++) {
    const count = rack[k]!;
    tiles += count;
    if (count > 0) mask |= 1 << k;
  }
  state[Slot.RackMask] = mask;
  state[Slot.Tiles] = tiles;
  state[Slot.Blanks] = rackBlanks;
  state[Slot.Usable] = rackBlanks > 0 ? state[Slot.AllLetters]! : state[Slot.RackMask]!;
  state[Slot.BlanksLeft] = rackBlanks;
  state[Slot.RackBlanks] = rackBlanks;
  blankUse.fill(0);
}

/** Sets what the search needs of the rules, for a board with or without tiles. */
function setRules(rules: SearchRules, rows: number, cols: number, empty: boolean): void {
  state[Slot.MinTiles] = empty ? Math.max(1, rules.firstMoveMinTiles) : 1;
  state[Slot.FullRack] = rules.rackSize;
  state[Slot.Bonus] = rules.bingoBonus;
  const premiums = premiumsOf(rules.layout);
  if (premiums !== premiumsInTables) {
    hot.LM.set(premiums.letter[0]!, 0);
    hot.LM.set(premiums.letter[1]!, Size.Squares);
    hot.WM.set(premiums.word[0]!, 0);
    hot.WM.set(premiums.word[1]!, Size.Squares);
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
    for (let o = 0, off = 0; o < 2; o++, off += Size.Squares) {
      if (save) kept[o]!.set(table.subarray(off, off + size));
      else table.set(kept[o]!.subarray(0, size), off);
    }
  }
  if (save) board.anchorLines.set(hot.AL);
  else hot.AL.set(board.anchorLines);
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
  releaseTables();
  const empty = hot.fillTables(cells, rows, cols, start.row * cols + start.col, rackBlanks > 0 ? state[Slot.AllLetters]! : state[Slot.RackMask]!);
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
  const filter = state[Slot.AllLetters]!;
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
  if (tablesHold !== board) {
    releaseTables();
    if (!fresh) copyTables(board, false);
  }
  if (fresh || board.rows !== rows || board.cols !== cols || board.start !== startIndex || empty !== board.empty) {
    board.empty = hot.fillTables(cells, rows, cols, startIndex, filter);
    board.rows = rows;
    board.cols = cols;
    board.start = startIndex;
    computed = 2 * rows * cols;
  } else if (changedCount > 0) {
    computed = hot.updateTables(cells, changed, changedCount, rows, cols, filter);
  }
  tablesHold = board;
  setRules(rules, rows, cols, board.empty);
  return computed;
}

/**
 * Sets the cross-check of an empty square of the loaded position: `mask` holds the letters (a bit
 * per letter code) a tile there may take in words along `orientation` (0 across, 1 down). For a
 * perpendicular run the word graph cannot check: one through the Gendern ending.
 */
export function setCrossCheck(orientation: number, row: number, col: number, mask: number, sum: number): void {
  // The context's copy keeps the board's own cross-checks, not this call's.
  releaseTables();
  const i = orientation === 0 ? row * lineCountBy[1]! + col : Size.Squares + col * lineCountBy[0]! + row;
  hot.X[i] = mask;
  hot.XS[i] = sum;
}

/**
 * Runs the search in a mode ({@link SearchMode.All}, {@link SearchMode.Best}, {@link SearchMode.Any},
 * {@link SearchMode.List}, {@link SearchMode.Count}, {@link SearchMode.Visit}), over every line or
 * only the `lines` marked (`lines[orientation * 26 + line]`: the moves across in a row, or down in
 * a column). Returns `false` when it stopped at {@link MOVE_LIMIT} moves, its results then incomplete.
 */
export function runSearch(searchMode: number, lines: Uint8Array | null = null): boolean {
  onlyLines = lines;
  state[Slot.Mode] = searchMode;
  state[Slot.Stop] = 0;
  state[Slot.Found] = 0;
  state[Slot.Seen] = 0;
  records.length = 0;
  records.count = 0;
  records.top = -1;
  if (state[Slot.Tiles]! > 0) searchAnchors();
  if (state[Slot.Mode] === SearchMode.All) state[Slot.Found] = hot.collector.run.count;
  else if (state[Slot.Mode]! < SearchMode.Count) state[Slot.Found] = records.count;
  return state[Slot.Seen]! <= MOVE_LIMIT;
}

/** The lines a search is limited to (`lines[orientation * 26 + line]` not 0), or `null` for every line. */
let onlyLines: Uint8Array | null = null;

/** Searches every anchor of both orientations (of the lines it is limited to), until the mode stops the search. */
function searchAnchors(): void {
  // The walk's tables and state through locals: the loops then check none of them again.
  const lineAnchors = hot.AL;
  const x = hot.X;
  const st = hot.state;
  const searchAnchor = hot.searchAnchor;
  for (let o = 0; o < 2; o++) {
    st[Slot.Orientation] = o;
    // The anchors are read line by line from their bitmasks; the search's state is set for each.
    const lines = lineCountBy[o]!;
    const length = lineCountBy[1 - o]!;
    st[Slot.LineLength] = length;
    const only = onlyLines;
    for (let ln = 0, at = o * Size.Squares; ln < lines; ln++, at += length) {
      if (only !== null && only[o * Size.Side + ln] === 0) continue;
      let anchors = lineAnchors[o * Size.Side + ln]!;
      while (anchors !== 0) {
        const bit = anchors & -anchors;
        anchors ^= bit;
        const pos = 31 - Math.clz32(bit);
        if ((x[at + pos]! & st[Slot.Usable]!) !== 0) {
          st[Slot.Line] = ln;
          st[Slot.Base] = at;
          st[Slot.Anchor] = pos;
          searchAnchor();
          if (st[Slot.Stop] === 1) return;
        }
      }
    }
  }
}
