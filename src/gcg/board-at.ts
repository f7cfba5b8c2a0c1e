/**
 * The board of a record before a given event: plays put down, withdrawn plays taken back.
 * Played-through tiles may be written as `.` or as their letter.
 *
 * @example
 * ```ts
 * import { parseGcg, boardBeforeEvent, ENGLISH } from 'scrabble-engine';
 * const parsed = parseGcg(text);
 * if (parsed.ok) boardBeforeEvent(parsed.value.record, ENGLISH, 3);   // the board the 4th event was played on
 * ```
 * @module
 */
import { emptyBoard, tileAt, withTiles, type Board } from '../board/board.js';
import type { Move } from '../move/move.js';
import { parseWord } from '../move/notation.js';
import { tilesInPlay } from '../tiles/gendern.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { PlacedTile } from '../types.js';
import type { GameRecord, GcgPlay } from './record.js';

/** The tiles a recorded play puts down on a board (`null` when the word cannot be read or placed there). */
export function recordedMove(board: Board, play: GcgPlay, rules: Pick<RuleSet, 'tiles'> & Partial<Pick<RuleSet, 'gendern' | 'replacement'>>): Move | null {
  const written = parseWord(play.word, tilesInPlay(rules));
  const replacing = rules.replacement === 'rack' || rules.replacement === 'bag';
  if (!written.ok) return null;
  const { row, col, direction } = play.position;
  const tiles: PlacedTile[] = [];
  for (const [k, square] of written.value.entries()) {
    const r = direction === 'across' ? row : row + k;
    const c = direction === 'across' ? col + k : col;
    if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) return null;
    const there = tileAt(board, { row: r, col: c });
    if (square === null) {
      if (there === null) return null;
      continue;
    }
    if (there !== null) {
      if (there.letter === square.letter) continue;
      if (!replacing || there.blank) return null;
    }
    tiles.push({ row: r, col: c, letter: square.letter, blank: square.blank });
  }
  return { direction, tiles };
}

/** The board after the first `count` events of a record (unreadable plays are skipped). */
export function boardBeforeEvent(record: GameRecord, rules: Pick<RuleSet, 'tiles' | 'layout'> & Partial<Pick<RuleSet, 'gendern' | 'replacement'>>, count: number): Board {
  return boardsBeforeEvents(record, rules, count).at(-1)!;
}

/**
 * The board before each of the first `count` events and after the last of them (`count + 1`
 * boards), in one pass over the record: the board before event `i` is at `i`.
 */
export function boardsBeforeEvents(
  record: GameRecord, rules: Pick<RuleSet, 'tiles' | 'layout'> & Partial<Pick<RuleSet, 'gendern' | 'replacement'>>, count = record.events.length,
): Board[] {
  let board = emptyBoard(rules);
  let before: Board = board;
  const boards = [board];
  for (const event of record.events.slice(0, Math.max(0, count))) {
    if (event.type === 'play') {
      const move = recordedMove(board, event, rules);
      before = board;
      if (move !== null) board = withTiles(board, move.tiles);
    } else if (event.type === 'withdrawn') {
      board = before;
    }
    boards.push(board);
  }
  return boards;
}
