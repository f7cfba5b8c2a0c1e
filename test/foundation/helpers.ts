/** Small helpers for the foundation tests: read moves and boards or fail loudly. */
import {
  boardFromRows, emptyBoard, parseMove, placeMove, scoreMove, type Board, type Move, type MoveScore, type RuleSet,
} from '../../src/index.js';

/** Parses a move in GCG notation; throws (failing the test) when it cannot be read. */
export function move(text: string, rules: RuleSet): Move {
  const result = parseMove(text, rules);
  if (!result.ok) throw new Error(`${text}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Plays moves from an empty board (each must be legal) and returns the board. */
export function boardAfter(rules: RuleSet, moves: readonly string[], start: Board = emptyBoard(rules)): Board {
  let board = start;
  for (const text of moves) {
    const next = placeMove(board, move(text, rules), rules);
    if (!next.ok) throw new Error(`${text}: ${next.error.code} ${next.error.message}`);
    board = next.value;
  }
  return board;
}

/** Reads a board from 15 rows; `lines` maps 1-based row numbers to their text, other rows stay empty. */
export function boardOf(rules: RuleSet, lines: Readonly<Record<number, string>>): Board {
  const rows = Array.from({ length: rules.layout.rows }, (_, r) => lines[r + 1] ?? '.'.repeat(rules.layout.cols));
  const board = boardFromRows(rows, rules);
  if (!board.ok) throw new Error(board.error.message);
  return board.value;
}

/** Scores a move given in notation; throws when it is not legal. */
export function score(board: Board, text: string, rules: RuleSet): MoveScore {
  const result = scoreMove(board, move(text, rules), rules);
  if (!result.ok) throw new Error(`${text}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** The breakdown of a score as `WORD score` strings, main word first. */
export function breakdown(s: MoveScore): string[] {
  return s.words.map((w) => `${w.word} ${w.score}`);
}

/** The error code of a move that must be refused. */
export function refusal(result: { ok: true } | { ok: false; error: { code: string } }): string {
  return result.ok ? 'accepted' : result.error.code;
}
