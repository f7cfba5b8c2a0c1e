/**
 * Scoring a submitted move on the common board: the placement checks and the rack, the score
 * with the bonus, and the word check (a move with a word that is not admissible scores 0).
 * Internal.
 * @module
 */
import type { Board } from '../board/board.js';
import { makePosition } from '../board/coords.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import { parseMove, sortTiles } from '../move/notation.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove, type WordScore } from '../score.js';
import type { DuplicateActionError } from './errors.js';
import type { ScoredSubmission } from './state.js';

/** The GCG notation of a scored move, written along its first word (the main word when it has one). */
export function notationOf(move: Move, words: readonly WordScore[]): string {
  const word = words[0];
  if (word === undefined) return '';
  let text = '';
  for (let i = 0; i < word.letters.length; i++) {
    const letter = word.letters[i]!;
    text += !word.isNew[i] ? '.' : word.blanks[i] ? letter.toLowerCase() : letter;
  }
  const first = word.squares[0] ?? move.tiles[0]!;
  return `${makePosition({ row: first.row, col: first.col, direction: word.direction })} ${text}`;
}

/** The words of a list that the lexicon does not know, or the lexicon's failure as an error. */
export function unknownWords(lexicon: Lexicon, words: readonly string[]): Result<string[], DuplicateActionError> {
  try {
    return ok(words.filter((w) => lexicon.has(w) !== true));
  } catch (e: unknown) {
    return err({ code: 'lexicon-failed', message: `The lexicon failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300) });
  }
}

/**
 * Validates and scores a move for the common rack on the common board. A placement that is not
 * legal (or not on the rack) is refused; a move with a word that is not admissible is scored 0.
 */
export function scoreSubmission(
  board: Board, rack: readonly string[], rules: RuleSet, given: Move | string, lexicon: Lexicon | undefined,
): Result<ScoredSubmission, DuplicateActionError> {
  let move: Move;
  if (typeof given === 'string') {
    const parsed = parseMove(given, rules);
    if (!parsed.ok) return err({ code: parsed.error.code === 'malformed-board' ? 'bad-state' : parsed.error.code, message: parsed.error.message });
    move = parsed.value;
  } else {
    move = given;
  }
  const scored = scoreMove(board, move, rules, { rack });
  if (!scored.ok) {
    return err({ code: scored.error.code === 'malformed-board' ? 'bad-state' : scored.error.code, message: scored.error.message });
  }
  const tiles = sortTiles(move).map((t) => ({ row: t.row, col: t.col, letter: t.letter, blank: t.blank }));
  const placed: Move = { direction: move.direction, tiles };
  const words = scored.value.words.map((w) => w.word);
  let admissible = true;
  if (rules.wordCheck !== 'never') {
    if (lexicon === undefined) {
      return err({ code: 'lexicon-required', message: 'Duplicate checks words at once: pass { lexicon } to applyAction' });
    }
    const unknown = unknownWords(lexicon, words);
    if (!unknown.ok) return unknown;
    admissible = unknown.value.length === 0;
  }
  return ok({
    move: placed,
    notation: notationOf(placed, scored.value.words),
    words,
    score: admissible ? scored.value.total : 0,
    admissible,
  });
}
