/**
 * Swapping blanks (`blankSwap: true`, a Dutch variation): on their own turn, before acting, a
 * player who holds the letter a blank on the board stands for may put that letter on the blank's
 * square and take the blank onto the rack, one blank or several at once. Only blanks of final plays
 * can be swapped (not those of a play still open to a challenge), never a Gendern `*IN`, and
 * not while a draw is owed (under chosen draws the rack is filled first). It is not
 * a turn and changes no score; the history records it. Internal.
 * @module
 */
import { squareName } from '../board/coords.js';
import { parsePosition } from '../board/coords.js';
import { err, ok, type Result } from '../result.js';
import { BLANK, GENDERN_TOKEN } from '../tiles/tile-set.js';
import type { SwapBlankAction } from './actions.js';
import { removeTiles } from '../bag/bag.js';
import { drawFirst } from './draw.js';
import type { ActionError } from './errors.js';
import type { BlankSwap, GameEvent } from './events.js';
import { replaceAt, updateState } from './immutable.js';
import type { GameState } from './state.js';

/** The board index of a square name (`'H8'`, also `'8H'`), or -1. */
function indexOf(state: GameState, name: string): number {
  const position = parsePosition(name);
  if (!position.ok) return -1;
  const { row, col } = position.value;
  const { rows, cols } = state.board;
  return row >= 0 && col >= 0 && row < rows && col < cols ? row * cols + col : -1;
}

/** Why `player` may not swap a blank now (the rule is off, another player's turn, a draw owed), or `null`. */
export function swapRefusal(state: GameState, player: number): ActionError | null {
  if (!state.rules.blankSwap) return { code: 'swap-not-allowed', message: 'These rules do not allow swapping a blank on the board' };
  if (player !== state.turn) {
    return { code: 'not-your-turn', message: `A blank is swapped on one's own turn: it is ${state.players[state.turn] ?? 'another player'}'s turn` };
  }
  return drawFirst(state, player);
}

/** Why the cell at `index` holds no blank that can be swapped (none, a `*IN`, part of a pending play), or `null`. */
function blankRefusal(state: GameState, index: number): ActionError | null {
  const square = squareName({ row: Math.floor(index / state.board.cols), col: index % state.board.cols });
  const cell = state.board.cells[index];
  if (cell == null || cell === cell.toUpperCase()) return { code: 'not-a-blank', message: `${square} holds no blank` };
  if (cell.toUpperCase() === GENDERN_TOKEN) return { code: 'not-a-blank', message: `The blank on ${square} is a ${GENDERN_TOKEN}: it is never swapped` };
  if ((state.pending?.move.tiles ?? []).some((t) => t.row * state.board.cols + t.col === index)) {
    return { code: 'blank-pending', message: `The blank on ${square} belongs to a play still open to a challenge` };
  }
  return null;
}

/** The squares (`'H8'`) of the blanks `player` could swap now, one at a time: final blanks standing for a letter on the rack. */
export function swappableBlanks(state: GameState, player: number): string[] {
  if (swapRefusal(state, player) !== null) return [];
  const rack = state.racks[player] ?? [];
  const squares: string[] = [];
  state.board.cells.forEach((cell, index) => {
    if (cell != null && rack.includes(cell.toUpperCase()) && blankRefusal(state, index) === null) {
      squares.push(squareName({ row: Math.floor(index / state.board.cols), col: index % state.board.cols }));
    }
  });
  return squares;
}

/** Swaps the blanks on the named squares for letters from the player's rack. */
export function swapBlanks(state: GameState, action: SwapBlankAction, events: GameEvent[]): Result<GameState, ActionError> {
  const { player } = action;
  const refused = swapRefusal(state, player);
  if (refused !== null) return err(refused);
  const cells = state.board.cells.slice();
  const swaps: BlankSwap[] = [];
  for (const name of action.squares) {
    const index = indexOf(state, name);
    if (index < 0) return err({ code: 'bad-action', message: `"${name.slice(0, 8)}" is not a square of the board (write it like H8)` });
    const square = squareName({ row: Math.floor(index / state.board.cols), col: index % state.board.cols });
    if (swaps.some((s) => s.square === square)) return err({ code: 'bad-action', message: `${square} is named twice` });
    const blank = blankRefusal(state, index);
    if (blank !== null) return err(blank);
    const letter = (cells[index] ?? '').toUpperCase();
    cells[index] = letter;
    swaps.push({ square, letter });
  }
  const rack = state.racks[player] ?? [];
  const left = removeTiles(rack, swaps.map((s) => s.letter));
  if (left === null) {
    return err({ code: 'not-on-rack', message: `The rack ${rack.join('')} does not hold ${swaps.map((s) => s.letter).join('')}` });
  }
  events.push({ type: 'blank-swapped', player, swaps });
  return ok(updateState(state, {
    board: { rows: state.board.rows, cols: state.board.cols, cells },
    racks: replaceAt(state.racks, player, left.concat(swaps.map(() => BLANK))),
  }));
}
