/**
 * Scoring: letter premiums under new tiles only (not under a tile that replaces one), word multipliers
 * multiplied, blanks 0 (a blank played as the Gendern ending `*IN` 10, and 0 in a word where N, E,
 * N follow it), and the bingo bonus added once after all multiplication.
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
import { isObject } from './total.js';

import type { Board } from './board/board.js';
import { premiumTable, type PremiumTable } from './board/premium-table.js';
import type { Move, MoveError } from './move/move.js';
import { analyzeMove, MALFORMED, type Analysis, type FormedWord, type PlacementRules, type Span, type ValidateOptions } from './move/validate.js';
import { ok, type Result } from './result.js';
import type { RuleSet } from './rules/rule-set.js';
import { alphabetOf, cellCode, type Alphabet } from './tiles/alphabet.js';
import { tilesInPlay } from './tiles/gendern.js';
import { GENDERN_TOKEN } from './tiles/tile-set.js';
import type { Square } from './types.js';

/**
 * A formed word with its score: `letterSum` (premiums applied) × `wordMultiplier` = `score`.
 * @example
 * ```ts
 * import type { MoveScore, WordScore } from 'scrabble-engine';
 * const breakdown = (score: MoveScore): string[] => score.words.map((w: WordScore) => `${w.word} ${w.letterSum}×${w.wordMultiplier}`);
 * ```
 */
export interface WordScore extends FormedWord {
  /** The sum of the letter values, letter premiums under new tiles applied. */
  readonly letterSum: number;
  /** The product of the word premiums under new tiles (1, 2, 3, 4, 6, 9, …). */
  readonly wordMultiplier: number;
  /** `letterSum × wordMultiplier`. */
  readonly score: number;
}

/**
 * The score of a move: every word's score, the bingo bonus, and the total.
 * @example
 * ```ts
 * import { scoreMove, parseMove, emptyBoard, GERMAN, type MoveScore } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * const score = move.ok ? scoreMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (score.ok) { const s: MoveScore = score.value; s.total; }   // 28
 * ```
 */
export interface MoveScore {
  /** Sum of the word scores plus the bingo bonus. */
  readonly total: number;
  /** Main word first, then the cross-words in reading order. */
  readonly words: readonly WordScore[];
  /** The bonus for placing a full rack (50), or 0. */
  readonly bingo: number;
  /** How many tiles the move places. */
  readonly tilesPlaced: number;
}

/**
 * What scoring needs of a rule set.
 * @example
 * ```ts
 * import { GERMAN, type ScoringRules } from 'scrabble-engine';
 * const rules: ScoringRules = GERMAN;
 * ```
 */
export type ScoringRules = PlacementRules & Pick<RuleSet, 'rackSize' | 'bingoBonus'>;

/** Scratch for the two figures of a span, so the total-only path allocates nothing. */
const figures = { letterSum: 0, wordMultiplier: 1 };

/** The Gendern ending's letter code in an alphabet, -1 when it has none. */
function endingCode(alphabet: Alphabet): number {
  return alphabet.codes.get(GENDERN_TOKEN) ?? -1;
}

/** A tile's points: its value × the letter premium; a blank 0, except as the Gendern ending (its value, 10) when it ends the word (a validated span holds it last or before N, E, N). */
function tilePoints(values: readonly number[], code: number, blank: boolean, ending: number, last: boolean, letterMult: number): number {
  if (code === ending) return last ? values[code]! * letterMult : 0;
  return blank ? 0 : values[code]! * letterMult;
}

/** Scores one span of an analysis into {@link figures}. Internal. */
function scoreSpan(a: Analysis, span: Span, alphabet: Alphabet, table: PremiumTable): void {
  const values = alphabet.values;
  const { letter: letterMult, word: wordMult } = table;
  const { indices, codes, tiles } = a;
  const cells = a.board.cells;
  const ending = endingCode(alphabet);
  let letterSum = 0;
  let wordMultiplier = 1;
  let j = span.tile >= 0 ? span.tile : 0;
  for (let k = 0, index = span.start; k < span.length; k++, index += span.step) {
    let code: number;
    let points: number;
    if (index === indices[j]) {
      const premium = !a.replaced[j];
      code = codes[j]!;
      points = tilePoints(values, code, tiles[j]!.blank, ending, k === span.length - 1, premium ? letterMult[index]! : 1);
      if (premium) wordMultiplier *= wordMult[index]!;
      j++;
    } else {
      const cc = cellCode(alphabet, cells[index]);
      code = cc >> 1;
      points = cc < 0 ? 0 : tilePoints(values, code, (cc & 1) === 1, ending, k === span.length - 1, 1);
    }
    letterSum += points;
  }
  figures.letterSum = letterSum;
  figures.wordMultiplier = wordMultiplier;
}

/** One span of an analysis as a scored word, in a single pass. Internal. */
function scoreWord(a: Analysis, span: Span, alphabet: Alphabet, table: PremiumTable): WordScore {
  const { letter: letterMult, word: wordMult } = table;
  const { values, letters: alphabetLetters } = alphabet;
  const { indices, codes, tiles } = a;
  const { cells, cols } = a.board;
  const length = span.length;
  const squares: Square[] = new Array<Square>(length);
  const letters: string[] = new Array<string>(length);
  const blanks: boolean[] = new Array<boolean>(length);
  const isNew: boolean[] = new Array<boolean>(length);
  const ending = endingCode(alphabet);
  let letterSum = 0;
  let wordMultiplier = 1;
  let word = '';
  let j = span.tile >= 0 ? span.tile : 0;
  for (let k = 0, index = span.start; k < length; k++, index += span.step) {
    const row = (index / cols) | 0;
    squares[k] = { row, col: index - row * cols };
    let letter: string;
    if (index === indices[j]) {
      const placed = tiles[j]!;
      letter = placed.letter;
      const premium = !a.replaced[j];
      const points = tilePoints(values, codes[j]!, placed.blank, ending, k === length - 1, premium ? letterMult[index]! : 1);
      letterSum += points;
      if (premium) wordMultiplier *= wordMult[index]!;
      blanks[k] = placed.blank;
      isNew[k] = true;
      j++;
    } else {
      const cc = cellCode(alphabet, cells[index]);
      letter = alphabetLetters[cc >> 1]!;
      const blank = (cc & 1) === 1;
      const points = tilePoints(values, cc >> 1, blank, ending, k === length - 1, 1);
      letterSum += points;
      blanks[k] = blank;
      isNew[k] = false;
    }
    letters[k] = letter;
    word += letter;
  }
  return {
    word, direction: span.direction, main: span.main, squares, letters, blanks, isNew,
    letterSum, wordMultiplier, score: letterSum * wordMultiplier,
  };
}

/**
 * The bingo bonus a move of `tilesPlaced` tiles earns under the rules (0 for rules without a bonus, or something that is not a rule set).
 * @example
 * ```ts
 * import { bingoFor, GERMAN } from 'scrabble-engine';
 * bingoFor(7, GERMAN);   // 50
 * ```
 */
export function bingoFor(tilesPlaced: number, rules: Pick<RuleSet, 'rackSize' | 'bingoBonus'>): number {
  if (!isObject(rules) || typeof rules.bingoBonus !== 'number') return 0;
  return tilesPlaced === rules.rackSize ? rules.bingoBonus : 0;
}

/**
 * Validates a move and scores it with a breakdown per word.
 * Returns the validation error when the placement is not legal.
 * @example
 * ```ts
 * import { scoreMove, parseMove, emptyBoard, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) {
 *   const score = scoreMove(emptyBoard(GERMAN), move.value, GERMAN);
 *   if (score.ok) score.value.words[0]?.word;   // 'GRÜNDE', scored 28
 * }
 * ```
 */
export function scoreMove(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<MoveScore, MoveError> {
  try {
    return scoreWords(board, move, rules, options);
  } catch {
    return MALFORMED;
  }
}

function scoreWords(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<MoveScore, MoveError> {
  const analysis = analyzeMove(board, move, rules, options);
  if (!analysis.ok) return analysis;
  const a = analysis.value;
  const alphabet = alphabetOf(tilesInPlay(rules));
  const table = premiumTable(rules.layout);
  const bingo = bingoFor(a.tiles.length, rules);
  let total = bingo;
  const words: WordScore[] = new Array<WordScore>(a.spans.length);
  for (let s = 0; s < a.spans.length; s++) {
    const w = scoreWord(a, a.spans[s]!, alphabet, table);
    total += w.score;
    words[s] = w;
  }
  return ok({ total, words, bingo, tilesPlaced: a.tiles.length });
}

/**
 * The total score of a legal move without the per-word breakdown (the fast path).
 * @example
 * ```ts
 * import { scoreTotal, parseMove, emptyBoard, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) scoreTotal(emptyBoard(GERMAN), move.value, GERMAN);   // { ok: true, value: 28 }
 * ```
 */
export function scoreTotal(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<number, MoveError> {
  try {
    return scoreSum(board, move, rules, options);
  } catch {
    return MALFORMED;
  }
}

function scoreSum(board: Board, move: Move, rules: ScoringRules, options?: ValidateOptions): Result<number, MoveError> {
  const analysis = analyzeMove(board, move, rules, options);
  if (!analysis.ok) return analysis;
  const a = analysis.value;
  const alphabet = alphabetOf(tilesInPlay(rules));
  const table = premiumTable(rules.layout);
  let total = bingoFor(a.tiles.length, rules);
  for (const span of a.spans) {
    scoreSpan(a, span, alphabet, table);
    total += figures.letterSum * figures.wordMultiplier;
  }
  return ok(total);
}
