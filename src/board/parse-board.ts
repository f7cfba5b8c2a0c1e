/**
 * Reading a board from untrusted data (a saved state, a request): the layout's size, and every
 * square empty or a tile of the set (upper case a letter, lower case a blank; under the Gendern
 * rule also `*in`, the blank played as the ending *IN). A fresh board is
 * built, so nothing but the squares is kept. Never throws.
 *
 * @example
 * ```ts
 * import { parseBoard, GERMAN } from 'scrabble-engine';
 * const board = parseBoard(JSON.parse(text), GERMAN);   // Result<Board, BoardError>
 * if (!board.ok) console.log(board.error.message);
 * ```
 * @module
 */
import { isBoardRules } from '../total.js';

import { err, ok, type Result } from '../result.js';
import { alphabetOf, cellCode } from '../tiles/alphabet.js';
import { GENDERN_TOKEN } from '../tiles/tile-set.js';
import type { Board, BoardError, BoardRules } from './board.js';
import { squareName } from './coords.js';

/**
 * A board read from untrusted data, checked against the rule set's layout and tile set.
 * @example
 * ```ts
 * import { parseBoard, GERMAN } from 'scrabble-engine';
 * const text = '{"rows":15,"cols":15,"cells":[]}';   // JSON from a request or a saved game
 * const board = parseBoard(JSON.parse(text), GERMAN);   // a board from untrusted JSON, checked
 * if (!board.ok) console.log(board.error.code);        // 'bad-board'
 * ```
 */
export function parseBoard(value: unknown, rules: BoardRules): Result<Board, BoardError> {
  if (!isBoardRules(rules)) return err({ code: 'bad-board', message: 'Reading a board needs a rule set with tiles and a layout' });
  const { rows, cols } = rules.layout;
  if (typeof value !== 'object' || value === null) return err({ code: 'bad-board', message: 'A board is { rows, cols, cells }' });
  const { rows: r, cols: c, cells } = value as Record<string, unknown>;
  if (r !== rows || c !== cols || !Array.isArray(cells) || cells.length !== rows * cols) {
    return err({ code: 'bad-board', message: `The board must be ${rows}×${cols} squares, as the layout of the rule set` });
  }
  // Under the Gendern rule the board may also hold the *IN blank, always written `*in`: it is a
  // blank, never a tile of the bag.
  const alphabet = alphabetOf(rules.tiles);
  const ending = (rules as { readonly gendern?: unknown }).gendern === true ? GENDERN_TOKEN.toLowerCase() : null;
  const out: (string | null)[] = new Array<string | null>(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const cell: unknown = cells[i];
    if (cell === null) {
      out[i] = null;
      continue;
    }
    if (cell !== ending && cellCode(alphabet, cell) < 0) {
      return err({ code: 'bad-board', message: `${squareName({ row: Math.floor(i / cols), col: i % cols })} holds something that is not a tile of the ${rules.tiles.name} set` });
    }
    out[i] = cell as string;
  }
  return ok({ rows, cols, cells: out });
}
