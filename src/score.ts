/**
 * Scoring (RULES.md section 4): letter premiums under new tiles only, word multipliers
 * multiplied, blanks 0, and the bingo bonus added once after all multiplication.
 *
 * @example
 * ```ts
 * import { emptyBoard, parseMove, scoreMove, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) {
 *   const s = scoreMove(emptyBoard(GERMAN), move.value, GERMAN);
 *   if (s.ok) s.value.total;   // 28: (2×2 + 1 + 6 + 1 + 1 + 1) × 2
 * }
 * ```
 * @module
 */
import type { Board } from './board/board.js';
import { premiumTable } from './board/premium-table.js';
import type { Move, MoveError } from './move/move.js';
import { analyzeMove, formWords, type Analysis, type FormedWord, type PlacementRules, type Span, type ValidateOptions } from './move/validate.js';
import { ok, type Result } from './result.js';
import type { RuleSet } from './rules/rule-set.js';
import { alphabetOf } from './tiles/alphabet.js';

/** A formed word with its score: `letterSum` (premiums applied) × `wordMultiplier` = `score`. */
export interface WordScore extends FormedWord {
  readonly letterSum: number;
  readonly wordMultiplier: number;
  readonly score: number;
}

/** The score of a move: every word's score, the bingo bonus, and the total. */
export interface MoveScore {
  /** Sum of the word scores plus the bingo bonus. */
  readonly total: number;
  /** Main word first, then the cross-words in reading order. */
  readonly words: readonly WordScore[];
  /** The bonus for placing a full rack (50), or 0. */
  readonly bingo: number;
  readonly tilesPlaced: number;
}

/** What scoring needs of a rule set. */
export type ScoringRules = PlacementRules & Pick<RuleSet, 'rackSize' | 'bingoBonus'>;

/** Scores one span of an analysis. Internal. */
function scoreSpan(analysis: Analysis, span: Span, rules: ScoringRules): { letterSum: number; wordMultiplier: number } {
  const { letter: letterMult, word: wordMult } = premiumTable(rules.layout);
  const alphabet = alphabetOf(rules.tiles);
  const cells = analysis.board.cells;
  let letterSum = 0;
  let wordMultiplier = 1;
  for (let k = 0, index = span.start; k < span.length; k++, index += span.step) {
    const placed = analysis.newTileAt(index);
    if (placed !== undefined) {
      if (!placed.blank) letterSum += alphabet.values[alphabet.codes.get(placed.letter)!]! * letterMult[index]!;
      wordMultiplier *= wordMult[index]!;
    } else {
      letterSum += alphabet.cellValues.get(cells[index]!) ?? 0;
    }
  }
  return { letterSum, wordMultiplier };
}

/** The bingo bonus a move of `tilesPlaced` tiles earns under the rules. */
export function bingoFor(tilesPlaced: number, rules: Pick<RuleSet, 'rackSize' | 'bingoBonus'>): number {
  return tilesPlaced === rules.rackSize ? rules.bingoBonus : 0;
}

/**
 * Validates a move (RULES.md section 3) and scores it (section 4) with a breakdown per word.
 * Returns the validation error when the placement is not legal.
 */
export function scoreMove(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<MoveScore, MoveError> {
  const analysis = analyzeMove(board, move, rules, options);
  if (!analysis.ok) return analysis;
  const a = analysis.value;
  const scores = a.spans.map((span) => scoreSpan(a, span, rules));
  const words = formWords(a).map((word, i): WordScore => {
    const { letterSum, wordMultiplier } = scores[i]!;
    return { ...word, letterSum, wordMultiplier, score: letterSum * wordMultiplier };
  });
  const bingo = bingoFor(a.tiles.length, rules);
  const total = words.reduce((sum, w) => sum + w.score, bingo);
  return ok({ total, words, bingo, tilesPlaced: a.tiles.length });
}

/** The total score of a legal move without the per-word breakdown (the fast path). */
export function scoreTotal(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<number, MoveError> {
  const analysis = analyzeMove(board, move, rules, options);
  if (!analysis.ok) return analysis;
  const a = analysis.value;
  let total = bingoFor(a.tiles.length, rules);
  for (const span of a.spans) {
    const { letterSum, wordMultiplier } = scoreSpan(a, span, rules);
    total += letterSum * wordMultiplier;
  }
  return ok(total);
}
