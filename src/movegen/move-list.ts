/**
 * Complete generation kept compact: every legal tile placement of the rack with its score, highest
 * score first, held as integers. A move is built as a {@link GeneratedMove} only when it is asked
 * for, so a bot that looks at every score but plays one move builds one.
 *
 * @example
 * ```ts
 * import { buildLexicon, emptyBoard, generateMoveList, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'HUNDE', 'UND'], GERMAN);
 * if (built.ok) {
 *   const list = generateMoveList(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, built.value.lexicon);
 *   if (list.ok) {
 *     list.value.length;       // as many moves as generateMoves lists
 *     list.value.scoreAt(0);   // the highest score, without building a move
 *     list.value.at(0);        // that move: { move, score }
 *   }
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { ok, type Result } from '../result.js';
import type { PlacedTile } from '../types.js';
import { tileCacheOf } from './collect.js';
import { generateMoves, type GeneratedMove, type MovegenError, type MovegenRules, type RackInput } from './generate.js';
import { loadPosition, moveAt, tooManyMoves } from './position.js';
import * as search from './search.js';
import { listCopy, sortByScore } from './record-space.js';

/**
 * Every legal tile placement of a position, highest score first (ties in the order of
 * {@link generateMoves}), each built only when asked for. Iterating it builds every move.
 * @example
 * ```ts
 * import { generateMoveList, type MoveList, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const result = generateMoveList(view.board, view.rack, view.rules, lexicon);
 * const list: MoveList | undefined = result.ok ? result.value : undefined;
 * ```
 */
export interface MoveList extends Iterable<GeneratedMove> {
  /** How many moves there are. */
  readonly length: number;
  /** The score of move `index` (0 is the highest), or `undefined` outside the list. */
  scoreAt(index: number): number | undefined;
  /** How many tiles move `index` places, or `undefined` outside the list. */
  tilesUsedAt(index: number): number | undefined;
  /** Move `index` as {@link generateMoves} gives it (a new object on each call), or `undefined` outside the list. */
  at(index: number): GeneratedMove | undefined;
  /** Every move, built: the same list as {@link generateMoves}. */
  toArray(): GeneratedMove[];
}

/** Whether `index` is a position of a list of `length` items. */
function inList(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

/** A list over the search's records: a copy of them, and where each starts in score order. */
class RecordMoveList implements MoveList {
  constructor(
    private readonly records: Int32Array,
    private readonly order: Int32Array,
    private readonly letters: readonly string[],
    private readonly tileCache: (PlacedTile | undefined)[],
  ) {}

  get length(): number {
    return this.order.length;
  }

  scoreAt(index: number): number | undefined {
    return inList(index, this.order.length) ? this.records[this.order[index]!]! : undefined;
  }

  tilesUsedAt(index: number): number | undefined {
    return inList(index, this.order.length) ? search.shapeCount(this.records[this.order[index]! + 1]!) : undefined;
  }

  at(index: number): GeneratedMove | undefined {
    return inList(index, this.order.length) ? moveAt(this.records, this.order[index]!, this.letters, this.tileCache) : undefined;
  }

  toArray(): GeneratedMove[] {
    const moves = new Array<GeneratedMove>(this.order.length);
    for (let i = 0; i < moves.length; i++) moves[i] = moveAt(this.records, this.order[i]!, this.letters, this.tileCache);
    return moves;
  }

  *[Symbol.iterator](): Iterator<GeneratedMove> {
    for (let i = 0; i < this.order.length; i++) yield moveAt(this.records, this.order[i]!, this.letters, this.tileCache);
  }
}

/** A list over moves already built (the Gendern rule's, which come from {@link generateMoves}). */
class BuiltMoveList implements MoveList {
  constructor(private readonly moves: readonly GeneratedMove[]) {}

  get length(): number {
    return this.moves.length;
  }

  scoreAt(index: number): number | undefined {
    return inList(index, this.moves.length) ? this.moves[index]!.score : undefined;
  }

  tilesUsedAt(index: number): number | undefined {
    return inList(index, this.moves.length) ? this.moves[index]!.move.tiles.length : undefined;
  }

  at(index: number): GeneratedMove | undefined {
    return inList(index, this.moves.length) ? copyOf(this.moves[index]!) : undefined;
  }

  toArray(): GeneratedMove[] {
    return this.moves.map(copyOf);
  }

  *[Symbol.iterator](): Iterator<GeneratedMove> {
    for (const move of this.moves) yield copyOf(move);
  }
}

/** A new move object with the same (shared, never changed) tiles, as a record list would build it. */
function copyOf(generated: GeneratedMove): GeneratedMove {
  return { move: { direction: generated.move.direction, tiles: [...generated.move.tiles] }, score: generated.score };
}

/**
 * Every legal tile placement for the rack, as {@link generateMoves} lists them (highest score
 * first), kept as integers: the scores and tile counts are read without building a move, and each
 * move is built when it is asked for. The same errors as {@link generateMoves}.
 * @example
 * ```ts
 * import { generateMoveList, emptyBoard, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const list = generateMoveList(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon);
 * if (list.ok && list.value.length > 0) list.value.at(0);   // the highest-scoring move
 * ```
 */
export function generateMoveList(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<MoveList, MovegenError> {
  if (rules?.gendern === true) {
    const all = generateMoves(board, rack, rules, lexicon);
    return all.ok ? ok(new BuiltMoveList(all.value)) : all;
  }
  const loaded = loadPosition(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  if (!search.runSearch(search.SearchMode.List)) return tooManyMoves();
  const run = search.records;
  const records = listCopy(run.data, run.length);
  return ok(new RecordMoveList(records, sortByScore(records, run.count, run.top), loaded.value.letters, tileCacheOf(rules.tiles)));
}

