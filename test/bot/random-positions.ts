import fc from 'fast-check';
import { emptyBoard, type Board } from '../../src/board/board.js';
import { placed } from '../../src/bot/candidates.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { ENGLISH } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';

/** The letters of the random word lists. */
export const LETTERS = ['A', 'E', 'I', 'N', 'O', 'R', 'S', 'T'];

/** Word lists of two to five letters over {@link LETTERS}: dense enough that most racks have many plays. */
export const randomWords = fc.uniqueArray(fc.array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 5 }).map((w) => w.join('')), { minLength: 60, maxLength: 200 });

/** A compact lexicon of `words`, or a thrown error. */
export function lexiconFrom(words: readonly string[], rules: RuleSet): CompactLexicon {
  const built = buildLexicon(words, rules);
  if (!built.ok) throw new Error(built.error.message);
  return built.value.lexicon;
}

/** A board from a few plays of the lexicon (each chosen by a pick) from the empty board, with racks of the first seven letters. */
export function openedBoard(lexicon: CompactLexicon, picks: readonly number[]): Board {
  let board = emptyBoard(ENGLISH);
  for (const pick of picks) {
    const moves = generateMoves(board, LETTERS.slice(0, 7).join(''), ENGLISH, lexicon);
    if (!moves.ok || moves.value.length === 0) break;
    board = placed(board, moves.value[pick % moves.value.length]!.move);
  }
  return board;
}
