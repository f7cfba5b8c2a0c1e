/**
 * Move generation: every legal tile placement of a rack on a board, with its score, using a
 * compact lexicon. Every word a generated move forms, in both directions, is in the lexicon;
 * blanks are tried as every letter that makes words; IJ is one tile in the Dutch IJ set. Under the
 * Gendern rule (`gendern: true`) with a lexicon from `gendernLexicon`, a blank is also tried as the
 * ending `*IN`. Plays that replace tiles on the board (a Dutch variation) are not generated.
 *
 * @example
 * ```ts
 * import { buildLexicon, emptyBoard, generateMoves, bestMove, makeMove, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'HUNDE', 'UND'], GERMAN);
 * if (built.ok) {
 *   const moves = generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, built.value.lexicon);
 *   if (moves.ok) moves.value.map((m) => `${makeMove(m.move)} ${m.score}`);  // best first
 *   bestMove(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, built.value.lexicon);   // ok(the first of them) or ok(null)
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Move } from '../move/move.js';
import { ok, type EngineError, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { withGendernPlays, type EndingCrossCheck } from './gendern.js';
import { tileCacheOf } from './collect.js';
import { grown } from '../grown.js';
import { loadPosition, moveAt, tooManyMoves } from './position.js';
import * as search from './search.js';

/**
 * A generated move: the placement (usable with scoreMove, placeMove, makeMove and game actions) and its score.
 * @example
 * ```ts
 * import { generateMoves, type GeneratedMove, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const moves = generateMoves(view.board, view.rack, view.rules, lexicon);
 * const best: GeneratedMove | undefined = moves.ok ? moves.value[0] : undefined;
 * ```
 */
export interface GeneratedMove {
  readonly move: Move;
  /** The score, equal to `scoreMove(board, move, rules)` total. */
  readonly score: number;
}

/**
 * What move generation needs of a rule set (`gendern` is read as off when absent).
 * @example
 * ```ts
 * import { GERMAN, type MovegenRules } from 'scrabble-engine';
 * const rules: MovegenRules = GERMAN;
 * ```
 */
export type MovegenRules = Pick<RuleSet, 'tiles' | 'layout' | 'rackSize' | 'bingoBonus' | 'firstMoveMinTiles'> & Partial<Pick<RuleSet, 'gendern'>>;

/**
 * A rack: letters as text (`'HUNDE?X'`, `?` for a blank) or a list of tiles (`['IJ', '?']`).
 * @example
 * ```ts
 * import type { RackInput } from 'scrabble-engine';
 * const rack: RackInput = 'HUNDE?X';   // or ['H', 'U', 'N', 'D', 'E', '?', 'X']
 * ```
 */
export type RackInput = string | readonly string[];

/**
 * Codes of the errors move generation can return.
 * @example
 * ```ts
 * import { MOVEGEN_ERROR_CODES } from 'scrabble-engine';
 * MOVEGEN_ERROR_CODES.includes('malformed-board');   // true
 * ```
 */
export const MOVEGEN_ERROR_CODES = [
  'malformed-board', 'bad-rack', 'not-a-compact-lexicon', 'alphabet-mismatch', 'bad-options', 'busy', 'too-many-moves',
] as const;

/**
 * A code of {@link MOVEGEN_ERROR_CODES}.
 * @example
 * ```ts
 * import type { MovegenErrorCode } from 'scrabble-engine';
 * const value: MovegenErrorCode = 'malformed-board';   // one of MOVEGEN_ERROR_CODES
 * ```
 */
export type MovegenErrorCode = (typeof MOVEGEN_ERROR_CODES)[number];

/**
 * Why moves could not be generated.
 * @example
 * ```ts
 * import type { MovegenError } from 'scrabble-engine';
 * const explain = (error: MovegenError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type MovegenError = EngineError<MovegenErrorCode>;

/** Per score, the count of moves and then their first slot, while {@link searchAll} sorts (all zero between calls). */
let buckets = /* @__PURE__ */ new Int32Array(1024);

/**
 * Every legal tile placement for the rack, each once, with its score: highest score first; ties
 * keep the search order (across before down, lines top to bottom / left to right, then by anchor).
 * Passes and exchanges are not moves here.
 * @example
 * ```ts
 * import { generateMoves, emptyBoard, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const moves = generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon);
 * if (moves.ok) moves.value[0];   // the highest-scoring move: { move, score }
 * ```
 */
export function generateMoves(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<GeneratedMove[], MovegenError> {
  if (rules?.gendern === true) return withGendernPlays(board, rack, rules, lexicon, searchAll);
  return searchAll(board, rack, rules, lexicon);
}

/**
 * Every move the main search finds, highest score first (see {@link generateMoves}); under the
 * Gendern rule with the cross-checks of the squares beside the ending, asked of `crossChecksOf`
 * once the position is loaded.
 */
function searchAll(
  board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon, crossChecksOf?: () => readonly EndingCrossCheck[],
): Result<GeneratedMove[], MovegenError> {
  const loaded = loadPosition(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  if (crossChecksOf !== undefined) {
    for (const check of crossChecksOf()) search.setCrossCheck(check.orientation, check.row, check.col, check.mask, check.sum);
  }
  search.collector.start(loaded.value.letters, tileCacheOf(rules.tiles));
  if (!search.runSearch(search.SearchMode.All)) {
    search.collector.stop();
    return tooManyMoves();
  }
  const run = search.collector.run;
  const count = run.count;
  const scores = run.scores;
  const built = run.moves;
  search.collector.stop();
  // Counting sort by score, highest first, ties in search order: count the moves of each score,
  // then give each score its first slot.
  let slots = buckets;
  let top = -1;
  for (let i = 0; i < count; i++) {
    const score = scores[i]!;
    if (score > top) {
      top = score;
      if (top >= slots.length) buckets = slots = grown(slots, top + 1);
    }
    slots[score]!++;
  }
  for (let s = top, slot = 0; s >= 0; s--) {
    const n = slots[s]!;
    slots[s] = slot;
    slot += n;
  }
  const moves = new Array<GeneratedMove>(count);
  for (let i = 0; i < count; i++) moves[slots[scores[i]!]!++] = built[i]!;
  slots.fill(0, 0, top + 1);
  return ok(moves);
}

/**
 * The highest-scoring move (the first of {@link generateMoves}), or `null` when there is none.
 * @example
 * ```ts
 * import { bestMove, makeMove, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const best = bestMove(view.board, view.rack, view.rules, lexicon);
 * if (best.ok && best.value !== null) console.log(makeMove(best.value.move), best.value.score);
 * ```
 */
export function bestMove(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<GeneratedMove | null, MovegenError> {
  if (rules?.gendern === true) {
    const all = generateMoves(board, rack, rules, lexicon);
    return all.ok ? ok(all.value[0] ?? null) : all;
  }
  const loaded = loadPosition(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  if (!search.runSearch(search.SearchMode.Best)) return tooManyMoves();
  return ok(search.state[search.Slot.Found]! === 0 ? null : moveAt(search.records.data, 0, loaded.value.letters, tileCacheOf(rules.tiles)));
}

/**
 * Whether the rack can make at least one legal tile placement; stops at the first one found.
 * @example
 * ```ts
 * import { hasAnyMove, emptyBoard, GERMAN, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * hasAnyMove(emptyBoard(GERMAN), 'QXYCVJÖ', GERMAN, lexicon);   // { ok: true, value: false } for most word lists
 * ```
 */
export function hasAnyMove(board: Board, rack: RackInput, rules: MovegenRules, lexicon: CompactLexicon): Result<boolean, MovegenError> {
  if (rules?.gendern === true) {
    const all = generateMoves(board, rack, rules, lexicon);
    return all.ok ? ok(all.value.length > 0) : all;
  }
  const loaded = loadPosition(board, rack, rules, lexicon);
  if (!loaded.ok) return loaded;
  if (!search.runSearch(search.SearchMode.Any)) return tooManyMoves();
  return ok(search.state[search.Slot.Found]! > 0);
}
