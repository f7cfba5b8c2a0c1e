/**
 * Removals: whether taking some tiles off the board is legal (tiles of one word, 1 to the turn's
 * maximum, every run left a word, the tiles left one group holding the centre), what it scores,
 * and every legal removal of a position.
 *
 * @example
 * ```ts
 * import { legalRemovals, checkRemoval } from 'scrabble-engine/afbreek';
 * const all = legalRemovals(state, { lexicon });   // best first
 * all[0];                                         // { squares: ['K8', 'L8'], tiles: ['E', 'N'], score: 2, newWords: [] }
 * checkRemoval(state, ['H8'], { lexicon });       // { ok: false, error: { code: 'disconnected', … } }
 * ```
 * @module
 */
import { parseBoard } from '../board/parse-board.js';
import { isBoardRules, isObject, orElse } from '../total.js';

import type { Board } from '../board/board.js';
import { premiumTable } from '../board/premium-table.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { GENDERN_TOKEN, GENDERN_VALUE } from '../tiles/tile-set.js';
import type { RemovalError } from './errors.js';
import {
  allRuns, connectedAfter, nameOf, newRunsAfter, runThrough, isWordRun, scratchOf, squareIndex, type Scratch,
} from './geometry.js';
import type { AfbreekScoring } from './state.js';

/**
 * What removals are judged on: the board, the rules, the scoring and the turn's maximum (a state or a view).
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { hasLegalRemoval, type RemovalPosition } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const position: RemovalPosition = { rules: GERMAN, board, scoring: 'premium', limit: 3 };
 * hasLegalRemoval(position, { lexicon });
 * ```
 */
export interface RemovalPosition {
  readonly rules: RuleSet;
  readonly board: Board;
  readonly scoring: AfbreekScoring;
  /** The most tiles the removal may take. */
  readonly limit: number;
}

/**
 * How the words a removal leaves are judged.
 * @example
 * ```ts
 * import type { WordJudgement } from 'scrabble-engine/afbreek';
 * const accepted: WordJudgement = { words: ['HUND'] };   // without a lexicon: the runs the players accept
 * ```
 */
export interface WordJudgement {
  /** Decides every new run. */
  readonly lexicon?: Lexicon;
  /** Without a lexicon: the new runs the players accept as words (normal form). */
  readonly words?: readonly string[];
}

/**
 * A legal removal: the squares (in reading order), the tiles taken, the new runs it leaves and the score.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { legalRemovals, type Removal } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * const best: Removal | undefined = legalRemovals({ rules: GERMAN, board, scoring: 'face', limit: 6 }, { lexicon })[0];
 * ```
 */
export interface Removal {
  readonly squares: readonly string[];
  /** The tiles removed, as on the board (lower case for a blank). */
  readonly tiles: readonly string[];
  /** The runs left that were not on the board before; each must be a word. */
  readonly newWords: readonly string[];
  readonly score: number;
}

/** Whether the tiles after `index`, stepping by `step` along its line, read N, E, N (the plural `*INNEN`). */
function pluralAfter(board: Board, index: number, step: number): boolean {
  const { cols, cells } = board;
  return ['N', 'E', 'N'].every((letter, k) => {
    const at = index + (k + 1) * step;
    if (step === 1 && Math.floor(at / cols) !== Math.floor(index / cols)) return false;
    return cells[at]?.toUpperCase() === letter;
  });
}

/**
 * The score of removing the tiles on the given squares: face values, or with the premiums of the
 * squares uncovered. A Gendern `*IN` counts 10, and 0 when its word reads `*INNEN`.
 */
export function removalScore(board: Board, indices: readonly number[], rules: RuleSet, scoring: AfbreekScoring): number {
  const values = alphabetOf(rules.tiles).cellValues;
  const table = premiumTable(rules.layout);
  const first = indices[0] ?? 0;
  const last = indices[indices.length - 1] ?? 0;
  // The removed word's step: along the row, down the column, or both for a single tile.
  const steps = indices.length === 1 ? [1, board.cols] : Math.floor(first / board.cols) === Math.floor(last / board.cols) ? [1] : [board.cols];
  let sum = 0;
  let multiplier = 1;
  for (const index of indices) {
    const cell = board.cells[index] ?? '';
    const value = cell === ENDING_CELL ? (steps.some((step) => pluralAfter(board, index, step)) ? 0 : GENDERN_VALUE) : values.get(cell) ?? 0;
    if (scoring === 'premium') {
      sum += value * table.letter[index]!;
      multiplier *= table.word[index]!;
    } else {
      sum += value;
    }
  }
  return sum * multiplier;
}

/** A Gendern `*IN` as a board cell. */
const ENDING_CELL = GENDERN_TOKEN.toLowerCase();

function fail(code: RemovalError['code'], message: string): Result<never, RemovalError> {
  return err({ code, message });
}

/** The squares of a removal as sorted indices, checked: 1 to `limit` distinct occupied squares of the board. */
function readSquares(s: Scratch, squares: unknown, limit: number): Result<number[], RemovalError> {
  if (!Array.isArray(squares) || squares.length === 0) return fail('bad-squares', 'A removal names 1 or more squares, such as ["H8", "I8"]');
  if (squares.length > limit) return fail('too-many-tiles', `This turn removes at most ${limit} tile${limit === 1 ? '' : 's'}`);
  const indices: number[] = [];
  for (const name of squares) {
    const index = squareIndex(name, s.rows, s.cols);
    if (index < 0) return fail('bad-squares', `${typeof name === 'string' ? `"${name.slice(0, 10)}"` : 'A square'} is not a square of the board (write H8)`);
    if (indices.includes(index)) return fail('bad-squares', `${nameOf(index, s.cols)} is named twice`);
    if (s.cells[index] === null) return fail('empty-square', `${nameOf(index, s.cols)} is empty`);
    indices.push(index);
  }
  return ok(indices.sort((a, b) => a - b));
}

/** Checks that the squares hold tiles of one word: one maximal run of two or more tiles holds them all. */
function checkOneWord(s: Scratch, indices: readonly number[]): Result<true, RemovalError> {
  const first = indices[0]!;
  if (indices.length === 1) {
    if (isWordRun(runThrough(s, first, true)) || isWordRun(runThrough(s, first, false))) return ok(true);
    return fail('lone-tile', `The tile on ${nameOf(first, s.cols)} belongs to no word: it can never be removed`);
  }
  const last = indices[indices.length - 1]!;
  const sameRow = Math.floor(first / s.cols) === Math.floor(last / s.cols);
  const sameCol = first % s.cols === last % s.cols;
  const run = sameRow ? runThrough(s, first, true) : sameCol ? runThrough(s, first, false) : null;
  const step = sameRow ? 1 : s.cols;
  if (run === null || !indices.every((i) => i >= run.start && i <= run.end && (i - run.start) % step === 0)) {
    return fail('not-one-word', 'All removed tiles must belong to one word');
  }
  return ok(true);
}

/** The new runs that are not words, or the lexicon's failure. */
function judge(words: readonly string[], rules: RuleSet, judgement: WordJudgement): Result<{ rejected: string[]; unjudged: string[] }, RemovalError | { code: 'lexicon-failed'; message: string }> {
  if (words.length === 0 || rules.wordCheck === 'never') return ok({ rejected: [], unjudged: [] });
  const { lexicon } = judgement;
  if (lexicon !== undefined) {
    try {
      return ok({ rejected: words.filter((w) => lexicon.has(w) !== true), unjudged: [] });
    } catch (e: unknown) {
      return err({ code: 'lexicon-failed', message: `The lexicon failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300) });
    }
  }
  const accepted = new Set(Array.isArray(judgement.words) ? judgement.words.filter((w) => typeof w === 'string').map((w) => w.toUpperCase()) : []);
  return ok({ rejected: [], unjudged: words.filter((w) => !accepted.has(w)) });
}

/**
 * Checks a removal on a position: the squares (names such as `'H8'`) hold 1 to `limit` tiles of
 * one word; every run left that was not on the board before is a word (the lexicon decides, or,
 * without one, the words the players accepted); the tiles left are one group holding the centre.
 * Something that is not a position (rules with a tile set and a layout, a board of them) gives `bad-position`.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { checkRemoval } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * checkRemoval({ rules: GERMAN, board, scoring: 'face', limit: 6 }, ['H8', 'I8'], { lexicon });
 * ```
 */
export function checkRemoval(
  position: RemovalPosition, squares: readonly string[], judgement: WordJudgement = {},
): Result<Removal, RemovalError | { code: 'lexicon-failed' | 'bad-position'; message: string }> {
  if (!isPosition(position)) return err({ code: 'bad-position', message: 'A position is { rules, board, scoring, limit } with a board of the rule set' });
  return orElse<Result<Removal, RemovalError | { code: 'lexicon-failed' | 'bad-position'; message: string }>>(
    () => judgeRemoval(position, squares, isObject(judgement) ? judgement : {}),
    err({ code: 'bad-position', message: 'The removal could not be checked in this position' }),
  );
}

/** {@link checkRemoval} on a position known to be one (the game's own). Internal. */
export function judgeRemoval(position: RemovalPosition, squares: readonly string[], judgement: WordJudgement): Result<Removal, RemovalError | { code: 'lexicon-failed'; message: string }> {
  const { rules, board } = position;
  const s = scratchOf(board, rules.layout.start);
  const read = readSquares(s, squares, position.limit);
  if (!read.ok) return read;
  const indices = read.value;
  const word = checkOneWord(s, indices);
  if (!word.ok) return word;
  const newWords = newRunsAfter(s, indices);
  const judged = judge(newWords, rules, judgement);
  if (!judged.ok) return judged;
  if (judged.value.rejected.length > 0) return fail('not-a-word', `The removal leaves ${judged.value.rejected.map((w) => w.slice(0, 20)).join(', ')}, not a word`);
  if (judged.value.unjudged.length > 0) {
    return fail('adjudication-required', `Without a lexicon the players must accept the new runs: ${judged.value.unjudged.map((w) => w.slice(0, 20)).join(', ')}`);
  }
  if (!connectedAfter(s, indices)) {
    return fail('disconnected', 'The tiles left must be one connected group that holds the centre square');
  }
  return ok({
    squares: indices.map((i) => nameOf(i, s.cols)),
    tiles: indices.map((i) => board.cells[i]!),
    newWords,
    score: removalScore(board, indices, rules, position.scoring),
  });
}

/**
 * Every legal removal of the position, highest score first (ties in reading order of the words:
 * rows, then columns). With a lexicon, only removals whose new runs are all words; without one
 * (and unless the rule set never checks words), every removal that is otherwise legal, with the
 * new runs the players would have to accept in `newWords`. `[]` for something that is not a position.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { legalRemovals } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * legalRemovals({ rules: GERMAN, board, scoring: 'face', limit: 6 }, { lexicon })[0];   // the best removal
 * ```
 */
export function legalRemovals(position: RemovalPosition, judgement: WordJudgement = {}): Removal[] {
  if (!isPosition(position)) return [];
  return orElse(() => search(position, isObject(judgement) ? judgement : {}, { first: false, sure: false }), []);
}

/**
 * Whether any removal is legal (see {@link legalRemovals}); stops at the first one found. `false` for something that is not a position.
 * @example
 * ```ts
 * import { GERMAN, buildLexicon, emptyBoard, parseMove, placeMove } from 'scrabble-engine';
 * import { hasLegalRemoval } from 'scrabble-engine/afbreek';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const move = parseMove('8F HUNDE', GERMAN);   // a board to take apart: usually a finished classic game's
 * const placed = move.ok ? placeMove(emptyBoard(GERMAN), move.value, GERMAN) : move;
 * if (!placed.ok) throw new Error(placed.error.message);
 * const board = placed.value;
 * hasLegalRemoval({ rules: GERMAN, board, scoring: 'face', limit: 6 }, { lexicon });   // false: the player passes
 * ```
 */
export function hasLegalRemoval(position: RemovalPosition, judgement: WordJudgement = {}): boolean {
  if (!isPosition(position)) return false;
  return orElse(() => search(position, isObject(judgement) ? judgement : {}, { first: true, sure: false }).length > 0, false);
}

/** How a search ends: at the first removal found or not, and whether only removals leaving no new run count. */
export interface SearchMode {
  readonly first: boolean;
  /** Only removals that leave no new run (a pass without a lexicon is refused only by those). */
  readonly sure: boolean;
  /** Counts the candidate removals tried (a shared budget: the caller may stop when it runs out). */
  readonly work?: { tried: number };
}

/**
 * The first removal that forbids a pass in a game's own position: any legal removal when the words are
 * judged (a lexicon, or a rule set that never checks words), else one that leaves no new run.
 * Stops at the first one found. Internal (the reducer and the state reader).
 */
export function removalForbiddingPass(position: RemovalPosition, lexicon: Lexicon | undefined, work?: { tried: number }): Removal | undefined {
  const judged = lexicon !== undefined || position.rules.wordCheck === 'never';
  const mode: SearchMode = work === undefined ? { first: true, sure: !judged } : { first: true, sure: !judged, work };
  return search(position, lexicon === undefined ? {} : { lexicon }, mode)[0];
}

/** The first legal removal found (see {@link legalRemovals}) in a game's own position, counting the candidates tried in `work`. Internal. */
export function firstLegalRemoval(position: RemovalPosition, judgement: WordJudgement, work: { tried: number }): Removal | undefined {
  return search(position, judgement, { first: true, sure: false, work })[0];
}

/** Whether a value is a position: rules with a tile set and a layout, and a board of them. */
function isPosition(value: unknown): value is RemovalPosition {
  return isObject(value) && isBoardRules(value.rules) && parseBoard(value.board, value.rules).ok;
}

/** The letters of the tiles on `from`, `from + step`, … (`count` of them) as a word in normal form. */
function lettersOf(s: Scratch, from: number, step: number, count: number): string {
  let word = '';
  for (let k = 0, i = from; k < count; k++, i += step) word += s.cells[i]!.toUpperCase();
  return word;
}

/**
 * The legal removals, or only the first one found. Candidates are the sets of 1 to `limit` tiles of
 * each run, chosen from the run's start to its end; a branch is cut as soon as it must leave a run
 * that cannot be accepted: a piece of the run between two chosen tiles (or before the first), or a
 * piece of the crossing line beside a chosen tile. The survivors are judged in full as before.
 */
function search(position: RemovalPosition, judgement: WordJudgement, mode: SearchMode): Removal[] {
  const { rules, board } = position;
  const { first, sure, work } = mode;
  const s = scratchOf(board, rules.layout.start);
  const lexicon = rules.wordCheck === 'never' ? undefined : judgement.lexicon;
  const known = new Map<string, boolean>();
  const isWord = (w: string): boolean => {
    let answer = known.get(w);
    if (answer === undefined) {
      answer = lexicon!.has(w) === true;
      known.set(w, answer);
    }
    return answer;
  };
  /** Whether a run left by the removal can be accepted: a word of the lexicon; in a sure search, none is. */
  const acceptable = (w: string): boolean => (sure ? false : lexicon === undefined ? true : isWord(w));
  /** Whether the pieces of the crossing line beside a tile (of a run in the other direction) can be accepted. */
  const crossingOk = (index: number, across: boolean): boolean => {
    if (!sure && lexicon === undefined) return true;
    const line = runThrough(s, index, !across);
    const step = across ? s.cols : 1;
    const before = (index - line.start) / step;
    const after = (line.end - index) / step;
    return (before < 2 || acceptable(lettersOf(s, line.start, step, before))) &&
      (after < 2 || acceptable(lettersOf(s, index + step, step, after)));
  };
  const found: Removal[] = [];
  const singles = new Set<number>();
  const limit = Math.max(0, Math.floor(position.limit));
  const chosen: number[] = [];
  const tryRemoval = (): void => {
    if (work !== undefined) work.tried++;
    const newWords = newRunsAfter(s, chosen);
    if (sure && newWords.length > 0) return;
    if (lexicon !== undefined && !newWords.every(isWord)) return;
    if (!connectedAfter(s, chosen)) return;
    found.push({
      squares: chosen.map((i) => nameOf(i, s.cols)),
      tiles: chosen.map((i) => board.cells[i]!),
      newWords,
      score: removalScore(board, chosen, rules, position.scoring),
    });
  };
  const choosers = allRuns(s).map((run) => {
    const step = run.across ? 1 : s.cols;
    const members: number[] = [];
    for (let i = run.start; i <= run.end; i += step) members.push(i);
    const crossing = members.map((i) => crossingOk(i, run.across));
    /** Whether the piece of the run between member positions `from` and `to` (exclusive) can be left. */
    const pieceOk = (from: number, to: number): boolean => to - from < 2 || acceptable(lettersOf(s, members[from]!, step, to - from));
    const choose = (from: number, left: number): void => {
      if (first && found.length > 0) return;
      if (left === 0) {
        if (!pieceOk(from, members.length)) return;
        if (chosen.length === 1) {
          if (singles.has(chosen[0]!)) return;
          singles.add(chosen[0]!);
        }
        tryRemoval();
        return;
      }
      for (let k = from; k <= members.length - left; k++) {
        if (!crossing[k] || !pieceOk(from, k)) continue;
        chosen.push(members[k]!);
        choose(k + 1, left - 1);
        chosen.pop();
      }
    };
    return { choose, length: members.length };
  });
  if (first) {
    // Smallest removals first, over every word: a legal one is usually found among the first tried.
    for (let size = 1; size <= limit && found.length === 0; size++) {
      for (const { choose, length } of choosers) if (size <= length) choose(0, size);
    }
  } else {
    for (const { choose, length } of choosers) for (let size = 1; size <= Math.min(limit, length); size++) choose(0, size);
  }
  return found
    .map((removal, order) => ({ removal, order }))
    .sort((a, b) => b.removal.score - a.removal.score || a.order - b.order)
    .map((x) => x.removal);
}
