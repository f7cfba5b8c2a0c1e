/**
 * A move generator context: the generator for one rule set and lexicon that follows a game from
 * position to position. It keeps the board it last prepared (cross-checks, cross-word sums and
 * anchors in both directions) and, for the next board, computes again only the squares that the
 * changed tiles can touch: each changed square, its neighbours and the empty squares at the ends
 * of the runs of tiles through it. Give it the boards of a game in order (`state.board` after
 * each `applyAction`); any board works, as the context finds the changed squares itself (a board
 * far from the last one costs what a fresh one does). Results are exactly those of the plain
 * functions.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, createMovegenContext, GERMAN } from 'scrabble-engine';
 * const generator = createMovegenContext(GERMAN, lexicon);
 * let state = createGame({ rules: GERMAN, players: ['A', 'B'], seed: 1 }).value;
 * const best = generator.bestMove(state.board, state.racks[state.turn]);   // prepares the whole board
 * // … applyAction(state, { type: 'play', player: state.turn, move: best.value.move }) …
 * generator.topMoves(state.board, state.racks[state.turn], { limit: 10 }); // only the touched squares
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Result } from '../result.js';
import {
  bestMove, generateMoves, hasAnyMove, type GeneratedMove, type MovegenError, type RackInput,
} from './generate.js';
import {
  countMoves, forEachMove, topMoves, type Candidate, type CandidateRules, type ForEachMoveOptions, type MoveVisitor, type TopMovesOptions,
} from './modes.js';
import { generateMoveList, type MoveList } from './move-list.js';
import { newContextState, withContext } from './position.js';

/**
 * A move generator for one rule set and lexicon that reuses its work between successive boards.
 * @example
 * ```ts
 * import { createMovegenContext, type MovegenContext, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const movegen: MovegenContext = createMovegenContext(view.rules, lexicon);
 * movegen.bestMove(view.board, view.rack);
 * ```
 */
export interface MovegenContext {
  readonly rules: CandidateRules;
  readonly lexicon: CompactLexicon;
  /** As {@link generateMoves}. */
  generateMoves(board: Board, rack: RackInput): Result<GeneratedMove[], MovegenError>;
  /** As {@link generateMoveList}. */
  generateMoveList(board: Board, rack: RackInput): Result<MoveList, MovegenError>;
  /** As {@link bestMove}. */
  bestMove(board: Board, rack: RackInput): Result<GeneratedMove | null, MovegenError>;
  /** As {@link hasAnyMove}. */
  hasAnyMove(board: Board, rack: RackInput): Result<boolean, MovegenError>;
  /** As {@link countMoves}. */
  countMoves(board: Board, rack: RackInput): Result<number, MovegenError>;
  /** As {@link topMoves}. */
  topMoves(board: Board, rack: RackInput, options: TopMovesOptions): Result<Candidate[], MovegenError>;
  /** As {@link forEachMove}. */
  forEachMove(board: Board, rack: RackInput, visit: MoveVisitor, options?: ForEachMoveOptions): Result<number, MovegenError>;
  /**
   * Squares (counted once per direction) whose cross-checks the last call computed: twice the
   * board's size when it prepared a whole board, a few dozen after a typical move, 0 for the same board.
   */
  readonly lastComputed: number;
}

/**
 * A move generator context for a rule set and a lexicon (see the module doc).
 * Never throws: with rules or a lexicon that are not, every function of the context returns their error.
 * @example
 * ```ts
 * import { createMovegenContext, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const movegen = createMovegenContext(view.rules, lexicon);   // rules and lexicon checked once
 * const moves = movegen.generateMoves(view.board, view.rack);
 * ```
 */
export function createMovegenContext(rules: CandidateRules, lexicon: CompactLexicon): MovegenContext {
  const state = newContextState(lexicon);
  const run = <T>(work: () => T): T => withContext(state, work);
  return {
    rules,
    lexicon,
    generateMoves: (board, rack) => run(() => generateMoves(board, rack, rules, lexicon)),
    generateMoveList: (board, rack) => run(() => generateMoveList(board, rack, rules, lexicon)),
    bestMove: (board, rack) => run(() => bestMove(board, rack, rules, lexicon)),
    hasAnyMove: (board, rack) => run(() => hasAnyMove(board, rack, rules, lexicon)),
    countMoves: (board, rack) => run(() => countMoves(board, rack, rules, lexicon)),
    topMoves: (board, rack, options) => run(() => topMoves(board, rack, rules, lexicon, options)),
    forEachMove: (board, rack, visit, options) => run(() => forEachMove(board, rack, rules, lexicon, visit, options)),
    get lastComputed() {
      return state.computed;
    },
  };
}
