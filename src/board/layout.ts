/**
 * Board layouts as data: size, start square and premium squares, in the common text notation
 * (`=` triple word, `-` double word, `"` triple letter, `'` double letter, space plain).
 *
 * @example
 * ```ts
 * import { STANDARD_LAYOUT, premiumAt, parseLayout } from 'scrabble-engine';
 * premiumAt(STANDARD_LAYOUT, { row: 7, col: 7 });   // 'dw' (H8, the start square)
 * const custom = parseLayout(text);                  // Result<Layout, LayoutError>
 * ```
 * @module
 */
import { isLayout, isObject, isSquare } from '../total.js';
import { MAX_BOARD_SIDE } from './max-side.js';

import { err, ok, type EngineError, type Result } from '../result.js';
import type { Premium, Square } from '../types.js';

/**
 * A board layout: rows of premium symbols (see the module doc), and the start square.
 * @example
 * ```ts
 * import { parseLayout, type Layout } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const read = parseLayout(text);
 * const layout: Layout | null = read.ok ? read.value : null;
 * ```
 */
export interface Layout {
  readonly id: string;
  readonly name: string;
  readonly rows: number;
  readonly cols: number;
  readonly start: Square;
  /** One string per row, one symbol per column: `=` TW, `-` DW, `"` TL, `'` DL, space plain. */
  readonly premiums: readonly string[];
}

const SYMBOLS: Readonly<Record<string, Premium | null>> = { '=': 'tw', '-': 'dw', '"': 'tl', "'": 'dl', ' ': null };

/**
 * The symbol of each premium in the layout notation.
 * @example
 * ```ts
 * import { PREMIUM_SYMBOLS } from 'scrabble-engine';
 * PREMIUM_SYMBOLS.tw;   // '='
 * ```
 */
export const PREMIUM_SYMBOLS: Readonly<Record<Premium, string>> = { tw: '=', dw: '-', tl: '"', dl: "'" };

/**
 * The standard 15×15 board, columns A–O and rows 1–15; the start square H8 is a double word.
 * @example
 * ```ts
 * import { STANDARD_LAYOUT, premiumAt } from 'scrabble-engine';
 * premiumAt(STANDARD_LAYOUT, { row: 0, col: 0 });   // 'tw' (A1)
 * ```
 */
export const STANDARD_LAYOUT: Layout = {
  id: 'standard15',
  name: 'Standard 15×15',
  rows: 15,
  cols: 15,
  start: { row: 7, col: 7 },
  premiums: [
    "=  '   =   '  =",
    ' -   "   "   - ',
    "  -   ' '   -  ",
    "'  -   '   -  '",
    '    -     -    ',
    ' "   "   "   " ',
    "  '   ' '   '  ",
    "=  '   -   '  =",
    "  '   ' '   '  ",
    ' "   "   "   " ',
    '    -     -    ',
    "'  -   '   -  '",
    "  -   ' '   -  ",
    ' -   "   "   - ',
    "=  '   =   '  =",
  ],
};

/**
 * The premium of a square, or `null` for a plain square (also outside the board, and for something that is not a layout or a square).
 * @example
 * ```ts
 * import { premiumAt, STANDARD_LAYOUT } from 'scrabble-engine';
 * premiumAt(STANDARD_LAYOUT, { row: 7, col: 7 });   // 'dw': the start square
 * ```
 */
export function premiumAt(layout: Layout, square: Square): Premium | null {
  if (!isObject(layout) || !Array.isArray(layout.premiums) || !isSquare(square)) return null;
  const row: unknown = layout.premiums[square.row];
  const symbol = typeof row === 'string' ? row[square.col] : undefined;
  return symbol === undefined || !Object.hasOwn(SYMBOLS, symbol) ? null : (SYMBOLS[symbol] ?? null);
}

/**
 * Codes of the errors that {@link parseLayout} can return.
 * @example
 * ```ts
 * import { LAYOUT_ERROR_CODES } from 'scrabble-engine';
 * LAYOUT_ERROR_CODES.includes('layout-empty');   // true
 * ```
 */
export const LAYOUT_ERROR_CODES = ['layout-empty', 'layout-ragged', 'layout-symbol', 'layout-size'] as const;

/**
 * Why a layout text could not be read.
 * @example
 * ```ts
 * import type { LayoutError } from 'scrabble-engine';
 * const explain = (error: LayoutError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type LayoutError = EngineError<(typeof LAYOUT_ERROR_CODES)[number]>;

export { MAX_BOARD_SIDE } from './max-side.js';

/**
 * Reads a layout in the text notation: one line per row, optionally framed by `|` characters;
 * lines starting with `#` or `[` and empty lines are ignored. Without frames, trailing spaces are
 * not kept, so a row that begins or ends with plain squares (or holds nothing else) must be framed;
 * unframed, it is refused as ragged rather than misread (a line of spaces counts as a row there;
 * with frames it is ignored). The start square is the centre.
 * @example
 * ```ts
 * import { parseLayout } from 'scrabble-engine';
 * const layout = parseLayout('|= |\n| =|');   // Result<Layout, LayoutError>: 2×2, triple words on the diagonal
 * ```
 */
export function parseLayout(text: string, id = 'custom', name = 'Custom layout'): Result<Layout, LayoutError> {
  if (typeof text !== 'string') return err({ code: 'layout-empty', message: 'A layout must be text' });
  const rows: string[] = [];
  // Framed or not is decided by the first row. An empty line is skipped. Without frames, a line of
  // spaces only would be a row of plain squares, which its trailing spaces cannot show once trimmed:
  // it counts as a row without squares (refused as ragged), wherever it stands, so that no row is
  // lost without a word. With frames such a line is only blank.
  let framedRows: boolean | null = null;
  let spacesBefore = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line === '') {
      if (raw === '' || framedRows === true) continue;
      if (framedRows === false) rows.push('');
      else spacesBefore++;
      continue;
    }
    if (line.startsWith('#') || line.startsWith('[')) continue;
    framedRows ??= line.startsWith('|');
    if (!framedRows) for (; spacesBefore > 0; spacesBefore--) rows.push('');
    const framed = /^\|(.*)\|$/.exec(line);
    rows.push(framed?.[1] ?? line);
  }
  if (rows.length === 0) return err({ code: 'layout-empty', message: 'The layout has no rows' });
  const cols = rows[0]?.length ?? 0;
  // Rows of different lengths first: an unframed row that lost its spaces is told as such.
  for (const [r, row] of rows.entries()) {
    if (row.length !== cols) {
      const hint = framedRows === true ? '' : ' (frame each row with | to keep plain squares at its ends)';
      return err({ code: 'layout-ragged', message: `Row ${r + 1} has ${row.length} squares, row 1 has ${cols}${hint}` });
    }
  }
  if (rows.length > MAX_BOARD_SIDE || cols > MAX_BOARD_SIDE || cols < 2 || rows.length < 2) {
    return err({ code: 'layout-size', message: `A layout has 2 to ${MAX_BOARD_SIDE} rows and columns` });
  }
  for (const [r, row] of rows.entries()) {
    for (const [c, symbol] of [...row].entries()) {
      if (!(symbol in SYMBOLS)) {
        return err({ code: 'layout-symbol', message: `Row ${r + 1}, column ${c + 1}: unknown symbol ${JSON.stringify(symbol)}` });
      }
    }
  }
  return ok({ id, name, rows: rows.length, cols, start: { row: rows.length >> 1, col: cols >> 1 }, premiums: rows });
}

/**
 * Writes a layout in the framed text notation that {@link parseLayout} reads; `''` for something
 * that is not a layout it can read back (2 to 26 rows and columns of the premium symbols, the start
 * square in the centre).
 * @example
 * ```ts
 * import { makeLayout, parseLayout, STANDARD_LAYOUT } from 'scrabble-engine';
 * parseLayout(makeLayout(STANDARD_LAYOUT));   // reads back the same premiums
 * ```
 */
export function makeLayout(layout: Layout): string {
  // Only what parseLayout reads back: 2 to 26 rows and columns of known symbols, the start square in the centre.
  if (!isLayout(layout) || layout.rows < 2 || layout.cols < 2) return '';
  if (layout.start.row !== layout.rows >> 1 || layout.start.col !== layout.cols >> 1) return '';
  if (!layout.premiums.every((row) => [...row].every((symbol) => Object.hasOwn(SYMBOLS, symbol)))) return '';
  return layout.premiums.map((row) => `|${row}|`).join('\n') + '\n';
}
