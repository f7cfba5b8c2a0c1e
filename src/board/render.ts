/**
 * A board as text, for terminals, logs and tests: tiles as letters (blanks lower case), empty
 * squares as their premium symbol (`=` TW, `-` DW, `"` TL, `'` DL), `*` for the empty start
 * square and `.` for a plain square, with column letters and row numbers around it. Options mark
 * the last move (`+X`) and a candidate move (`~X`, its tiles not yet on the board), add the rack
 * with its tile values and a legend.
 *
 * @example
 * ```ts
 * import { emptyBoard, renderBoard, GERMAN } from 'scrabble-engine';
 * console.log(renderBoard(emptyBoard(GERMAN), GERMAN));
 * //     A  B  C  D  E  F  G  H  I  J  K  L  M  N  O
 * //  1  =  .  .  '  .  .  .  =  .  .  .  '  .  .  =
 * //  2  .  -  .  .  .  "  .  .  .  "  .  .  .  -  .
 * //  …
 * ```
 * @module
 */
import type { Board } from './board.js';
import { columnName } from './coords.js';
import { PREMIUM_SYMBOLS, premiumAt, type Layout } from './layout.js';
import { boardSize, candidateTiles, highlightKeys, rackTiles, type RenderOptions } from './render-options.js';
import { clipText } from './xml-text.js';
import { letterValue, type TileSet } from '../tiles/tile-set.js';

export type { Highlight, RenderOptions } from './render-options.js';

/** The marker before a tile of the last move. */
const LAST_MARK = '+';
/** The marker before a tile of the candidate move. */
const CANDIDATE_MARK = '~';

/** The symbol of an empty square: its premium, `*` for the start square, `.` for a plain one. */
function emptySquare(layout: Layout | undefined, row: number, col: number, premiums: boolean): string {
  if (!premiums || typeof layout !== 'object' || layout === null || !Array.isArray(layout.premiums)) return '.';
  if (row === layout.start?.row && col === layout.start?.col) return '*';
  const premium = premiumAt(layout, { row, col });
  return premium === null ? '.' : PREMIUM_SYMBOLS[premium];
}

/** A square's two characters after its separator, with a marker when it is highlighted. */
function square(text: string, mark: string | null): string {
  const field = text.padStart(2);
  if (mark === null) return ` ${field}`;
  return field.startsWith(' ') ? ` ${mark}${field.slice(1)}` : `${mark}${field}`;
}

/** A tile of a rack as text: the letter (blank `?`) with its value when the tile set knows it. */
function rackTile(letter: string, blank: boolean, tiles: TileSet | undefined): string {
  if (blank) return '?0';
  const value = typeof tiles !== 'object' || tiles === null || !Array.isArray(tiles.letters) ? undefined : letterValue(tiles, letter);
  return value === undefined ? letter : `${letter}${value}`;
}

/** The legend lines: premium symbols (when shown), blanks, and the markers in use. */
function legendLines(premiums: boolean, last: boolean, candidate: boolean): string[] {
  const lines: string[] = [];
  if (premiums) lines.push(`${PREMIUM_SYMBOLS.tw} triple word  ${PREMIUM_SYMBOLS.dw} double word  ${PREMIUM_SYMBOLS.tl} triple letter  ${PREMIUM_SYMBOLS.dl} double letter  * start square  . plain square`);
  const tiles = ['A–Z tile', 'a–z blank'];
  if (last) tiles.push(`${LAST_MARK}X last move`);
  if (candidate) tiles.push(`${CANDIDATE_MARK}X candidate move (not played)`);
  lines.push(tiles.join('  '));
  return lines;
}

/**
 * The board as lines of text, each square two characters wide and one space apart (see the module
 * doc). Never throws: malformed squares show as `?`.
 * @example
 * ```ts
 * import { renderBoard, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * console.log(renderBoard(state.board, state.rules));   // the board as text, premiums marked
 * ```
 */
export function renderBoard(board: Board, rules: { readonly layout: Layout; readonly tiles?: TileSet }, options: RenderOptions = {}): string {
  options = typeof options === 'object' && options !== null ? options : {};
  const premiums = options.premiums !== false;
  const coordinates = options.coordinates !== false;
  const legend = options.legend === true;
  const { rows, cols } = boardSize(board);
  const cells: readonly unknown[] = Array.isArray(board?.cells) ? board.cells : [];
  const last = highlightKeys(options.lastMove, rows, cols);
  const candidate = candidateTiles(options.candidate, rows, cols);
  const lines: string[] = [];
  const margin = String(rows).length;
  if (coordinates) {
    const letters = Array.from({ length: cols }, (_, c) => columnName(c).padStart(2));
    lines.push(`${' '.repeat(margin)} ${letters.join(' ')}`);
  }
  for (let r = 0; r < rows; r++) {
    let line = '';
    for (let c = 0; c < cols; c++) {
      const key = r * cols + c;
      const cell = cells[key];
      const planned = cell == null ? candidate.get(key) : undefined;
      let text: string;
      let mark: string | null = null;
      if (planned !== undefined) {
        text = clipText(planned.blank ? planned.letter.toLowerCase() : planned.letter, 2);
        mark = CANDIDATE_MARK;
      } else if (cell == null) {
        text = emptySquare(typeof rules === 'object' && rules !== null ? rules.layout : undefined, r, c, premiums);
      } else {
        text = typeof cell === 'string' ? clipText(cell, 2) : '?';
        if (last.has(key)) mark = LAST_MARK;
      }
      line += square(text, mark);
    }
    // Without coordinates the first separator goes, unless it carries a marker.
    lines.push(coordinates ? `${String(r + 1).padStart(margin)}${line}` : line.startsWith(' ') ? line.slice(1) : line);
  }
  const rack = rackTiles(options.rack);
  if (options.rack !== undefined) lines.push('', `rack: ${rack.map((t) => rackTile(t.letter, t.blank, rules?.tiles)).join(' ')}`);
  if (legend) lines.push('', ...legendLines(premiums, options.lastMove !== undefined, options.candidate !== undefined));
  return lines.join('\n');
}
