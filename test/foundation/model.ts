/**
 * A slow, obvious scorer written straight from RULES.md section 4, to check the fast one against:
 * put the tiles down, read every word through them, add up square by square.
 */
import { letterValue, premiumAt, type Board, type Move, type RuleSet } from '../../src/index.js';

/** A word the model found, with its score. */
export interface ModelWord {
  readonly word: string;
  readonly score: number;
}

/** The model's score of a legal move: the words (main word first) and the total. */
export function modelScore(board: Board, move: Move, rules: RuleSet): { words: ModelWord[]; total: number } {
  const grid: { letter: string; blank: boolean; isNew: boolean }[][] = [];
  for (let r = 0; r < board.rows; r++) {
    grid.push([]);
    for (let c = 0; c < board.cols; c++) {
      const cell = board.cells[r * board.cols + c];
      grid[r]!.push(cell == null ? { letter: '', blank: false, isNew: false } : { letter: cell.toUpperCase(), blank: cell !== cell.toUpperCase(), isNew: false });
    }
  }
  for (const t of move.tiles) grid[t.row]![t.col] = { letter: t.letter, blank: t.blank, isNew: true };
  const filled = (r: number, c: number) => r >= 0 && c >= 0 && r < board.rows && c < board.cols && grid[r]![c]!.letter !== '';

  const wordThrough = (row: number, col: number, dr: number, dc: number): ModelWord | null => {
    let r = row;
    let c = col;
    while (filled(r - dr, c - dc)) {
      r -= dr;
      c -= dc;
    }
    let word = '';
    let sum = 0;
    let multiplier = 1;
    let length = 0;
    for (; filled(r, c); r += dr, c += dc, length++) {
      const square = grid[r]![c]!;
      word += square.letter;
      const value = square.blank ? 0 : (letterValue(rules.tiles, square.letter) ?? 0);
      const premium = square.isNew ? premiumAt(rules.layout, { row: r, col: c }) : null;
      sum += value * (premium === 'dl' ? 2 : premium === 'tl' ? 3 : 1);
      multiplier *= premium === 'dw' ? 2 : premium === 'tw' ? 3 : 1;
    }
    return length >= 2 ? { word, score: sum * multiplier } : null;
  };

  const across = move.direction === 'across';
  const [dr, dc] = across ? [0, 1] : [1, 0];
  const first = move.tiles[0]!;
  const words: ModelWord[] = [];
  const main = wordThrough(first.row, first.col, dr, dc);
  if (main !== null) words.push(main);
  const inReadingOrder = [...move.tiles].sort((a, b) => a.row - b.row || a.col - b.col);
  for (const t of inReadingOrder) {
    const cross = wordThrough(t.row, t.col, dc, dr);
    if (cross !== null) words.push(cross);
  }
  const bingo = move.tiles.length === rules.rackSize ? rules.bingoBonus : 0;
  return { words, total: words.reduce((n, w) => n + w.score, bingo) };
}
