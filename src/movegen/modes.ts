/**
 * Generation modes for bots: the best N candidates by score or by your own equity function
 * without building every move, a visitor called for every move, a count of the moves, and the
 * exchanges of a rack (every distinct set of tiles, within the bag rule) ranked beside the plays.
 *
 * Under the Gendern rule (a blank may also be the ending `*IN`) the modes work on the list that
 * `generateMoves` makes, with the same results and without the savings.
 *
 * Visitors and equity functions get a {@link MoveView}: a view of the move being found, valid
 * only during the call (the same object is reused for the next move). Reading `score`,
 * `tilesUsed` and `leave` costs nothing; `move()` builds the move.
 *
 * @example
 * ```ts
 * import { topMoves, forEachMove, countMoves, GERMAN } from 'scrabble-engine';
 * const leaveValue = (leave: readonly string[]) => (leave.includes('?') ? 25 : 0) - 2 * leave.length;
 * const best = topMoves(board, 'HUNDE?X', GERMAN, lexicon, {
 *   limit: 5,
 *   equity: (view) => view.score + leaveValue(view.leave),
 *   exchanges: { bagSize: 40 },
 * });
 * if (best.ok) best.value[0];                  // { kind: 'play', move, score, equity, leave } or an exchange
 * countMoves(board, 'HUNDE?X', GERMAN, lexicon); // ok(1548)
 * forEachMove(board, 'HUNDE?X', GERMAN, lexicon, (view) => view.score < 50);   // stops at the first 50+
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import { MAX_BOARD_SIDE } from '../board/max-side.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Move } from '../move/move.js';
import { ok, type Result } from '../result.js';
import type { ExchangeRule } from '../rules/rule-set.js';
import { alphabetOf, type Alphabet } from '../tiles/alphabet.js';
import type { PlacedTile } from '../types.js';
import { generateMoves, type GeneratedMove, type MovegenError, type MovegenRules, type RackInput } from './generate.js';
import { tileCacheOf } from './collect.js';
import { exclusive, fail, hasTileSet, Leaves, loadPosition, moveAt, readRack, tooManyMoves } from './position.js';
import * as search from './search.js';

/**
 * A move being found, as seen by a visitor or an equity function: valid only during that call.
 * @example
 * ```ts
 * import { forEachMove, type MoveView, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * let best: number = 0;
 * forEachMove(view.board, view.rack, view.rules, lexicon, (move: MoveView) => { best = Math.max(best, move.score); });
 * ```
 */
export interface MoveView {
  /** A tile placement or an exchange. */
  readonly kind: 'play' | 'exchange';
  /** The score (`scoreMove`'s total, bingo included); 0 for an exchange. */
  readonly score: number;
  /** Tiles placed, or tiles exchanged. */
  readonly tilesUsed: number;
  /** The tiles that stay on the rack, in alphabet order with blanks (`?`) last; one shared array per distinct leave. */
  readonly leave: readonly string[];
  /** The tiles an exchange returns (alphabet order, blanks last); empty for a play. */
  readonly exchanged: readonly string[];
  /** The placement (a new object on each call); `null` for an exchange or once the call has returned. */
  move(): Move | null;
}

/**
 * A tile placement among the candidates of {@link topMoves}.
 * @example
 * ```ts
 * import { topMoves, type PlayCandidate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const top = topMoves(view.board, view.rack, view.rules, lexicon, { limit: 3 });
 * const plays = top.ok ? top.value.filter((c): c is PlayCandidate => c.kind === 'play') : [];
 * ```
 */
export interface PlayCandidate {
  readonly kind: 'play';
  readonly move: Move;
  readonly score: number;
  /** The value the candidates were ranked by: the equity function's, or the score. */
  readonly equity: number;
  readonly leave: readonly string[];
}

/**
 * An exchange among the candidates of {@link topMoves}.
 * @example
 * ```ts
 * import { exchangeCandidates, GERMAN, type ExchangeCandidate } from 'scrabble-engine';
 * const listed = exchangeCandidates('QXYCVJÖ', GERMAN, 40);
 * const all: readonly ExchangeCandidate[] = listed.ok ? listed.value : [];
 * ```
 */
export interface ExchangeCandidate {
  readonly kind: 'exchange';
  /** The tiles returned to the bag, in alphabet order with blanks last. */
  readonly tiles: readonly string[];
  readonly score: 0;
  readonly equity: number;
  readonly leave: readonly string[];
}

/**
 * A candidate action: a placement or an exchange.
 * @example
 * ```ts
 * import { topMoves, type Candidate, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const top = topMoves(view.board, view.rack, view.rules, lexicon, { limit: 3 });
 * const first: Candidate | undefined = top.ok ? top.value[0] : undefined;
 * ```
 */
export type Candidate = PlayCandidate | ExchangeCandidate;

/**
 * An equity function: the value of a candidate (higher is better); NaN counts as the lowest value.
 * @example
 * ```ts
 * import { topMoves, type EquityFunction, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const keepBlanks: EquityFunction = (move) => move.score + 10 * move.leave.filter((t) => t === '?').length;
 * topMoves(view.board, view.rack, view.rules, lexicon, { limit: 5, equity: keepBlanks });
 * ```
 */
export type EquityFunction = (view: MoveView) => number;

/**
 * Whether to list exchanges beside the plays, and how many tiles the bag holds.
 * @example
 * ```ts
 * import { topMoves, type ExchangeOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const exchanges: ExchangeOptions = { bagSize: view.bagSize };
 * topMoves(view.board, view.rack, view.rules, lexicon, { limit: 5, exchanges });
 * ```
 */
export interface ExchangeOptions {
  /** Tiles in the bag: an exchange needs at least the rule set's `exchange.minBagSize` (and at least one). */
  readonly bagSize: number;
}

/**
 * Options of {@link topMoves}.
 * @example
 * ```ts
 * import { topMoves, type TopMovesOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const options: TopMovesOptions = { limit: 10 };
 * topMoves(view.board, view.rack, view.rules, lexicon, options);
 * ```
 */
export interface TopMovesOptions {
  /** How many candidates to return, best first (a positive integer, or `Infinity` for all). */
  readonly limit: number;
  /** Rank by this value instead of the score. */
  readonly equity?: EquityFunction;
  /** Also rank the exchanges the bag rule allows. */
  readonly exchanges?: ExchangeOptions;
}

/**
 * Options of {@link forEachMove}.
 * @example
 * ```ts
 * import { forEachMove, type ForEachMoveOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const options: ForEachMoveOptions = { exchanges: { bagSize: view.bagSize } };
 * forEachMove(view.board, view.rack, view.rules, lexicon, () => {}, options);
 * ```
 */
export interface ForEachMoveOptions {
  /** Also visit the exchanges the bag rule allows, after the plays. */
  readonly exchanges?: ExchangeOptions;
}

/**
 * A visitor of {@link forEachMove}: return `false` to stop the search.
 * @example
 * ```ts
 * import { forEachMove, type MoveVisitor, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const untilBingo: MoveVisitor = (move) => move.tilesUsed !== 7;   // returning false stops the search
 * forEachMove(view.board, view.rack, view.rules, lexicon, untilBingo);
 * ```
 */
export type MoveVisitor = (view: MoveView) => boolean | void;

/**
 * What the modes need of a rule set: move generation's fields, and the exchange rule when exchanges are asked for.
 * @example
 * ```ts
 * import { GERMAN, type CandidateRules } from 'scrabble-engine';
 * const rules: CandidateRules = GERMAN;   // with its exchange rule
 * ```
 */
export type CandidateRules = MovegenRules & { readonly exchange?: ExchangeRule };

/** Distinct exchanges listed at most (a rack of 16 different tiles has 65,535). */
const MAX_EXCHANGES = 1 << 16;

const scratch = /* @__PURE__ */ new Int32Array(search.recordLength(MAX_BOARD_SIDE));

/** The tile codes of a kept candidate, read back from its record for its leave. */
const keptTiles = /* @__PURE__ */ new Int32Array(MAX_BOARD_SIDE);

/** The `exchanged` tiles of a play: one shared empty list, so that pointing the view at a move allocates nothing. */
const NO_TILES: readonly string[] = /* @__PURE__ */ Object.freeze([]);

/** The view handed to callbacks; one per generation call. */
class View implements MoveView {
  kind: 'play' | 'exchange' = 'play';
  score = 0;
  tilesUsed = 0;
  exchanged: readonly string[] = NO_TILES;
  live = false;
  key = -1;
  listed: Move | null = null;

  constructor(
    private readonly leaves: Leaves,
    private readonly letters: readonly string[],
    private readonly cache: (PlacedTile | undefined)[],
  ) {}

  get leave(): readonly string[] {
    if (this.key < 0) this.key = this.leaves.keyOfPlaced(search.placedTile, this.tilesUsed);
    return this.leaves.leave(this.key);
  }

  move(): Move | null {
    if (!this.live || this.kind !== 'play') return null;
    if (this.listed !== null) return { direction: this.listed.direction, tiles: [...this.listed.tiles] };
    search.writeRecord(scratch, 0, this.score, this.tilesUsed);
    return moveAt(scratch, 0, this.letters, this.cache).move;
  }

  /** Points the view at the move the search just found. */
  atPlay(score: number, count: number): void {
    this.kind = 'play';
    this.score = score;
    this.tilesUsed = count;
    this.key = -1;
    this.live = true;
  }

  /** Points the view at a move of a list (the Gendern rule's plays come as a list). */
  atListed(move: Move, score: number, key: number): void {
    this.kind = 'play';
    this.score = score;
    this.tilesUsed = move.tiles.length;
    this.key = key;
    this.listed = move;
    this.live = true;
  }

  /** Points the view at an exchange. */
  atExchange(key: number): void {
    this.kind = 'exchange';
    this.score = 0;
    this.key = key;
    this.exchanged = this.leaves.usedTiles(key);
    this.tilesUsed = this.exchanged.length;
    this.live = true;
  }

  /** Ends the current call's validity. */
  done(): void {
    this.live = false;
    this.listed = null;
    this.exchanged = NO_TILES;
  }
}

/** The kind of a {@link TopList} record that is an exchange (the search's records are 0 across, 1 down); its key follows the shape. */
const EXCHANGE_RECORD = 2;
/** The kind of a {@link TopList} record that is a listed move (the Gendern rule's); its index in the list follows the shape. */
const LISTED_RECORD = 3;

/** The keys of the exchanges the bag rule allows for the loaded rack, in a fixed order. */
function exchangeKeys(leaves: Leaves, rule: ExchangeRule | undefined, bagSize: number): Result<number[], MovegenError> {
  if (rule === undefined) return fail('bad-options', 'Listing exchanges needs a rule set with an exchange rule');
  if (bagSize < Math.max(1, rule.minBagSize)) return ok([]);
  if (leaves.size > MAX_EXCHANGES) return fail('bad-options', `The rack has more than ${MAX_EXCHANGES} distinct exchanges`);
  const most = rule.upToBagSize ?? true ? bagSize : Infinity;
  const keys: number[] = [];
  for (let key = 1; key < leaves.size; key++) if (leaves.usedCount(key) <= most) keys.push(key);
  return ok(keys);
}

/**
 * Loads a position for a mode. Under the Gendern rule the plays come from `generateMoves` as a
 * list (a blank may also be the ending `*IN`, which the search does not place); otherwise the
 * search is loaded and `listed` is null.
 */
function prepare(
  board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon,
): Result<{ alphabet: Alphabet; listed: readonly GeneratedMove[] | null }, MovegenError> {
  if (rules?.gendern === true) {
    const all = generateMoves(board, rack, rules, lexicon);
    if (!all.ok) return all;
    const alphabet = alphabetOf(rules.tiles);
    const read = readRack(rack, rules.tiles, alphabet);
    if (!read.ok) return read;
    return ok({ alphabet, listed: all.value });
  }
  const loaded = loadPosition(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  return ok({ alphabet: loaded.value, listed: null });
}

/** The leave key of a listed move's tiles. */
function keyOfMove(leaves: Leaves, move: Move, alphabet: Alphabet): number {
  const codes = new Int32Array(move.tiles.length);
  move.tiles.forEach((t, k) => {
    codes[k] = t.blank ? 32 : alphabet.codes.get(t.letter) ?? 0;
  });
  return leaves.keyOfPlaced(codes, codes.length);
}

function checkExchangeOptions(exchanges: ExchangeOptions | undefined): Result<void, MovegenError> {
  if (exchanges === undefined) return ok(undefined);
  if (typeof exchanges !== 'object' || exchanges === null || !Number.isInteger(exchanges.bagSize) || exchanges.bagSize < 0) {
    return fail('bad-options', 'exchanges.bagSize must be the number of tiles in the bag (an integer, 0 or more)');
  }
  return ok(undefined);
}

/**
 * The number of legal tile placements of the rack (as many as {@link generateMoves} lists), without building them.
 * @example
 * ```ts
 * import { countMoves, emptyBoard, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * countMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon);   // { ok: true, value: … } without building the moves
 * ```
 */
export function countMoves(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<number, MovegenError> {
  const loaded = prepare(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  if (loaded.value.listed !== null) return ok(loaded.value.listed.length);
  if (!search.runSearch(search.SearchMode.Count)) return tooManyMoves();
  return ok(search.state[search.Slot.Found]!);
}

/**
 * Calls `visit` for every legal tile placement (in search order, not by score), then for every
 * exchange when asked; `visit` returns `false` to stop. Returns how many moves were visited. The
 * view is valid only during the call; a visitor may not start another generation (error `busy`).
 * @example
 * ```ts
 * import { forEachMove, emptyBoard, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * let bingos = 0;
 * forEachMove(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon, (move) => {
 *   if (move.tilesUsed === 7) bingos++;
 * });
 * ```
 */
export function forEachMove(
  board: Board, rack: RackInput, rules: CandidateRules, lexicon: CompactLexicon, visit: MoveVisitor, options?: ForEachMoveOptions,
): Result<number, MovegenError> {
  if (typeof visit !== 'function') return fail('bad-options', 'The visitor must be a function');
  const checked = checkExchangeOptions(options?.exchanges);
  if (!checked.ok) return checked;
  const loaded = prepare(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  const { alphabet, listed } = loaded.value;
  const letters = alphabet.letters;
  const leaves = new Leaves(letters);
  const view = new View(leaves, letters, tileCacheOf(rules.tiles));
  let keys: number[] = [];
  if (options?.exchanges !== undefined) {
    const listed = exchangeKeys(leaves, rules.exchange, options.exchanges.bagSize);
    if (!listed.ok) return listed;
    keys = listed.value;
  }
  return exclusive(() => {
    let stopped = false;
    search.setVisitor((score, count) => {
      view.atPlay(score, count);
      stopped = visit(view) === false;
      view.done();
      return stopped;
    });
    let visited = 0;
    if (listed === null) {
      if (!search.runSearch(search.SearchMode.Visit)) return tooManyMoves();
      visited = search.state[search.Slot.Found]!;
    } else {
      for (let i = 0; i < listed.length && !stopped; i++) {
        view.atListed(listed[i]!.move, listed[i]!.score, keyOfMove(leaves, listed[i]!.move, alphabet));
        stopped = visit(view) === false;
        view.done();
        visited++;
      }
    }
    for (let i = 0; i < keys.length && !stopped; i++) {
      view.atExchange(keys[i]!);
      stopped = visit(view) === false;
      view.done();
      visited++;
    }
    return ok(visited);
  });
}

/**
 * The best candidates kept so far: a min-heap (worst on top) over fixed record slots. One list
 * serves every call (generation calls never overlap): its typed arrays are allocated outside the
 * engine's heap, which costs more than a small search, so they are kept and grown, not made anew.
 */
class TopList {
  private equity!: Float64Array;
  private seq!: Int32Array;
  private heap!: Int32Array;
  /** Records, laid out as the search's (kinds {@link EXCHANGE_RECORD} and {@link LISTED_RECORD} hold a key or an index after the shape). */
  data!: Int32Array;
  size = 0;
  private limit = 1;

  constructor() {
    this.allocate(FIRST_SLOTS);
  }

  /** Empties the list for a call that keeps the best `limit` candidates (and lets go of room grown past {@link KEPT_SLOTS}). */
  reset(limit: number): void {
    this.limit = limit;
    this.size = 0;
    if (this.heap.length > KEPT_SLOTS) this.allocate(FIRST_SLOTS);
  }

  /** New, empty arrays with room for `slots` candidates. */
  private allocate(slots: number): void {
    this.equity = new Float64Array(slots);
    this.seq = new Int32Array(slots);
    this.heap = new Int32Array(slots);
    this.data = new Int32Array(slots * STRIDE);
  }

  /** Whether a candidate of this equity, found after all kept ones, would be kept. */
  accepts(equity: number): boolean {
    return this.size < this.limit || equity > this.equity[this.heap[0]!]!;
  }

  /** Keeps a candidate (call only when {@link accepts}); returns the slot to write its record into. */
  add(equity: number, seq: number): number {
    let slot: number;
    if (this.size < this.limit) {
      if (this.size === this.heap.length) this.grow();
      slot = this.size++;
      this.heap[slot] = slot;
      this.equity[slot] = equity;
      this.seq[slot] = seq;
      this.siftUp(slot);
    } else {
      slot = this.heap[0]!;
      this.equity[slot] = equity;
      this.seq[slot] = seq;
      this.siftDown(0);
    }
    return slot;
  }

  /** The kept slots, best first (higher equity, then found earlier). */
  sorted(): { slot: number; equity: number }[] {
    const slots: number[] = [];
    for (let i = 0; i < this.size; i++) slots.push(this.heap[i]!);
    slots.sort((a, b) => this.equity[b]! - this.equity[a]! || this.seq[a]! - this.seq[b]!);
    return slots.map((slot) => ({ slot, equity: this.equity[slot]! }));
  }

  /** Whether slot a ranks below slot b. */
  private worse(a: number, b: number): boolean {
    const ea = this.equity[a]!;
    const eb = this.equity[b]!;
    return ea < eb || (ea === eb && this.seq[a]! > this.seq[b]!);
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    const slot = heap[at]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.worse(slot, heap[parent]!)) break;
      heap[at] = heap[parent]!;
      at = parent;
    }
    heap[at] = slot;
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    const slot = heap[at]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.worse(heap[child + 1]!, heap[child]!)) child++;
      if (!this.worse(heap[child]!, slot)) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = slot;
  }

  /** Twice the room, the kept candidates copied over. */
  private grow(): void {
    const { equity, seq, heap, data } = this;
    this.allocate(heap.length * 2);
    this.equity.set(equity);
    this.seq.set(seq);
    this.heap.set(heap);
    this.data.set(data);
  }
}

/** Ints per record slot of {@link TopList}. */
const STRIDE = search.recordLength(MAX_BOARD_SIDE);

/** Slots a {@link TopList} starts with. */
const FIRST_SLOTS = 16;

/** Slots the shared {@link TopList} keeps between calls (a list grown for more is made small again). */
const KEPT_SLOTS = 1024;

/** The list {@link topMoves} keeps its candidates in (see {@link TopList}). */
const topList = /* @__PURE__ */ new TopList();

/**
 * The best `limit` candidates, best first: by score, or by `equity` when given (ties keep the
 * search order; exchanges, when asked for, come after the plays on a tie). Only the kept
 * candidates are built as moves. An equity function may not start another generation (error `busy`).
 * @example
 * ```ts
 * import { topMoves, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const top = topMoves(view.board, view.rack, view.rules, lexicon, { limit: 5 });   // the five best, best first
 * ```
 */
export function topMoves(
  board: Board, rack: RackInput, rules: CandidateRules, lexicon: CompactLexicon, options: TopMovesOptions,
): Result<Candidate[], MovegenError> {
  if (typeof options !== 'object' || options === null) return fail('bad-options', 'topMoves needs options with a limit');
  const { limit, equity, exchanges } = options;
  if (!(limit === Infinity || (Number.isInteger(limit) && limit > 0))) {
    return fail('bad-options', 'limit must be a positive integer or Infinity');
  }
  if (equity !== undefined && typeof equity !== 'function') return fail('bad-options', 'equity must be a function');
  const checked = checkExchangeOptions(exchanges);
  if (!checked.ok) return checked;
  const loaded = prepare(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  const { alphabet, listed } = loaded.value;
  const letters = alphabet.letters;
  const leaves = new Leaves(letters);
  const cache = tileCacheOf(rules.tiles);
  const view = new View(leaves, letters, cache);
  let keys: number[] = [];
  if (exchanges !== undefined) {
    const listed = exchangeKeys(leaves, rules.exchange, exchanges.bagSize);
    if (!listed.ok) return listed;
    keys = listed.value;
  }
  const top = topList;
  top.reset(limit);
  return exclusive(() => {
    let seq = 0;
    const valueOf = (): number => {
      const value = equity!(view);
      return Number.isNaN(value) ? -Infinity : +value;
    };
    search.setVisitor((score, count) => {
      let value = score;
      if (equity !== undefined) {
        view.atPlay(score, count);
        value = valueOf();
        view.done();
      }
      if (top.accepts(value)) {
        const at = top.add(value, seq) * STRIDE;
        search.writeRecord(top.data, at, score, count);
      }
      seq++;
      return false;
    });
    if (listed === null) {
      if (!search.runSearch(search.SearchMode.Visit)) return tooManyMoves();
    } else {
      listed.forEach(({ move, score }, index) => {
        let value = score;
        if (equity !== undefined) {
          view.atListed(move, score, keyOfMove(leaves, move, alphabet));
          value = valueOf();
          view.done();
        }
        if (top.accepts(value)) {
          const at = top.add(value, seq) * STRIDE;
          top.data[at] = score;
          top.data[at + 1] = LISTED_RECORD;
          top.data[at + 2] = index;
        }
        seq++;
      });
    }
    for (const key of keys) {
      let value = 0;
      if (equity !== undefined) {
        view.atExchange(key);
        value = valueOf();
        view.done();
      }
      if (top.accepts(value)) {
        const at = top.add(value, seq) * STRIDE;
        top.data[at] = 0;
        top.data[at + 1] = EXCHANGE_RECORD;
        top.data[at + 2] = key;
      }
      seq++;
    }
    const out: Candidate[] = [];
    for (const { slot, equity: value } of top.sorted()) {
      const at = slot * STRIDE;
      const kind = top.data[at + 1]! & search.RecordLayout.KindMask;
      if (kind === EXCHANGE_RECORD) {
        const key = top.data[at + 2]!;
        out.push({ kind: 'exchange', tiles: leaves.usedTiles(key), score: 0, equity: value, leave: leaves.leave(key) });
        continue;
      }
      if (kind === LISTED_RECORD) {
        const { move, score } = listed![top.data[at + 2]!]!;
        out.push({ kind: 'play', move, score, equity: value, leave: leaves.leave(keyOfMove(leaves, move, alphabet)) });
        continue;
      }
      const { move, score } = moveAt(top.data, at, letters, cache);
      // The record's tiles hold square | tile << 8: the tile codes, for the leave's key.
      const count = search.shapeCount(top.data[at + 1]!);
      for (let k = 0; k < count; k++) keptTiles[k] = search.recordTile(top.data, at, k) >> 8;
      out.push({ kind: 'play', move, score, equity: value, leave: leaves.leave(leaves.keyOfPlaced(keptTiles, count)) });
    }
    return ok(out);
  });
}

/**
 * Every exchange the bag rule allows for the rack: each distinct set of one or more tiles once (at
 * most as many as the bag holds unless the rule set says otherwise), none when the bag holds
 * fewer than `exchange.minBagSize` tiles. Equity and score are 0.
 * @example
 * ```ts
 * import { exchangeCandidates, GERMAN } from 'scrabble-engine';
 * exchangeCandidates('QXYCVJÖ', GERMAN, 40);   // every distinct set of tiles to exchange
 * ```
 */
export function exchangeCandidates(
  rack: RackInput, rules: Pick<CandidateRules, 'tiles' | 'exchange'>, bagSize: number,
): Result<ExchangeCandidate[], MovegenError> {
  const checked = checkExchangeOptions({ bagSize });
  if (!checked.ok) return checked;
  if (!hasTileSet(rules)) return fail('bad-options', 'The rules must be a rule set (with a tile set and an exchange rule)');
  const alphabet = alphabetOf(rules.tiles);
  return exclusive(() => {
    const read = readRack(rack, rules.tiles, alphabet);
    if (!read.ok) return read;
    const leaves = new Leaves(alphabet.letters);
    const keys = exchangeKeys(leaves, rules.exchange, bagSize);
    if (!keys.ok) return keys;
    return ok(keys.value.map((key): ExchangeCandidate => ({
      kind: 'exchange', tiles: leaves.usedTiles(key), score: 0, equity: 0, leave: leaves.leave(key),
    })));
  });
}
