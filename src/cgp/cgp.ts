/**
 * CGP (Crossword Game Position), the one-line position notation the native engines share: the
 * board rows (`15` for fifteen empty squares, upper case a tile, lower case a blank), the racks
 * (`?` a blank) and the scores of every player from the one to move, the count of consecutive
 * scoreless turns, then options such as `lex CSW21;` or `ld german;`. A tile of several letters
 * is written in brackets: the Dutch IJ tile is `[IJ]`, a blank IJ `[ij]`; German Ä, Ö, Ü are
 * single letters (`ä` a blank Ä), as in the native engines' letter orders.
 *
 * @example
 * ```ts
 * import { parseCgp, makeCgp, GERMAN } from 'scrabble-engine';
 * const read = parseCgp('15/15/15/15/15/15/15/5GRÜNDE4/15/15/15/15/15/15/15 HUNDE??/EIS 14/0 0 ld german;', GERMAN);
 * if (read.ok) makeCgp(read.value);   // the same line
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { DUTCH, ENGLISH, GERMAN, PRESETS } from '../rules/presets.js';
import type { RuleSet } from '../rules/rule-set.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import { isTileSet, orElse } from '../total.js';

/**
 * A position read from CGP: the board, each player's known rack and score from the player to
 * move on, the consecutive scoreless turns, the options by opcode, and the rule set it was read with.
 * @example
 * ```ts
 * import { parseCgp, ENGLISH, type CgpPosition } from 'scrabble-engine';
 * const read = parseCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/CD 0/0 0 lex CSW21;', ENGLISH);
 * const position: CgpPosition | null = read.ok ? read.value : null;   // position.options.lex === 'CSW21'
 * ```
 */
export interface CgpPosition {
  readonly rules: RuleSet;
  readonly board: Board;
  /** The known tiles of each rack, the player to move first (`?` a blank); a rack may be partly known or empty. */
  readonly racks: readonly (readonly string[])[];
  /** The scores, in the order of the racks. */
  readonly scores: readonly number[];
  /** Consecutive scoreless turns before this position. */
  readonly scorelessTurns: number;
  /** The options by opcode (`lex`, `ld`, `bb`, …), each with its operand text (`''` when it has none). */
  readonly options: Readonly<Record<string, string>>;
}

/**
 * Codes of the errors {@link parseCgp} can return.
 * @example
 * ```ts
 * import { CGP_ERROR_CODES } from 'scrabble-engine';
 * CGP_ERROR_CODES.includes('bad-board');   // true
 * ```
 */
export const CGP_ERROR_CODES = ['not-text', 'too-long', 'missing-field', 'bad-board', 'bad-rack', 'bad-scores', 'bad-scoreless', 'bad-option', 'too-many-tiles', 'not-a-rule-set'] as const;

/**
 * Why a CGP line could not be read (or a position written).
 * @example
 * ```ts
 * import type { CgpError } from 'scrabble-engine';
 * const explain = (error: CgpError): string => `${error.code}: ${error.message}`;
 * ```
 */
export type CgpError = EngineError<(typeof CGP_ERROR_CODES)[number]>;

/** The longest CGP line read (a 21 × 21 board with long options is far shorter). */
const MAX_CGP_LENGTH = 20_000;

/** The rule set a letter-distribution name (`ld`) stands for when none is given: the native engines' names and the presets'. */
function rulesOfDistribution(name: string | undefined): RuleSet {
  if (name === undefined) return ENGLISH;
  const key = name.toLowerCase();
  if (key === 'german') return GERMAN;
  if (key === 'dutch') return DUTCH;
  return PRESETS[key] ?? ENGLISH;
}

/** Reads the tiles of a CGP text piece: letters of the set (upper or lower case), `[XY]` for a letter of several characters, `?` when allowed. */
function readTiles(text: string, tiles: TileSet, allowBlankMark: boolean): { tiles: string[]; bad: string | null } {
  const out: string[] = [];
  const letters = new Set(tiles.letters.map((l) => l.letter));
  for (let i = 0; i < text.length;) {
    const ch = text[i]!;
    if (ch === BLANK && allowBlankMark) {
      out.push(BLANK);
      i++;
      continue;
    }
    let written: string;
    if (ch === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) return { tiles: out, bad: '[' };
      written = text.slice(i + 1, close);
      i = close + 1;
    } else {
      written = String.fromCodePoint(text.codePointAt(i)!);
      i += written.length;
    }
    if (written === 'Ĳ') written = 'IJ';
    else if (written === 'ĳ') written = 'ij';
    const upper = written.toUpperCase();
    if (!letters.has(upper) || (upper.length > 1 && written !== upper && written !== upper.toLowerCase())) return { tiles: out, bad: written };
    out.push(written === upper ? upper : upper.toLowerCase());
  }
  return { tiles: out, bad: null };
}

/** A tile or board cell written in CGP: a letter of several characters in brackets. */
function writeTile(tile: string): string {
  return tile.length > 1 ? `[${tile}]` : tile;
}

/** How many of each tile the set has (blanks under `?`). */
function tileCounts(tiles: TileSet): Map<string, number> {
  const counts = new Map<string, number>(tiles.letters.map((l) => [l.letter, l.count]));
  counts.set(BLANK, tiles.blanks);
  return counts;
}

/**
 * Reads a CGP line for a rule set (by default the one its `ld` option names: german, dutch,
 * english or a preset name such as dutch-ij; English without one). Opcodes may be written with a
 * leading `-` (`-lex CSW21;`); they are kept without it. More tiles than the set holds is an error.
 * @example
 * ```ts
 * import { parseCgp, DUTCH_IJ } from 'scrabble-engine';
 * const read = parseCgp('15/15/15/15/15/15/15/6[IJ]S7/15/15/15/15/15/15/15 [IJ]?/ 0/0 0', DUTCH_IJ);
 * if (read.ok) read.value.board.cells[7 * 15 + 6];   // 'IJ'
 * ```
 */
export function parseCgp(text: string, rules?: RuleSet): Result<CgpPosition, CgpError> {
  if (typeof text !== 'string') return err({ code: 'not-text', message: 'A CGP position is a line of text' });
  if (text.length > MAX_CGP_LENGTH) return err({ code: 'too-long', message: `A CGP line is at most ${MAX_CGP_LENGTH} characters long` });
  const fields: string[] = [];
  let rest = text.trim();
  while (fields.length < 4) {
    const match = /^(\S*)\s*/u.exec(rest)!;
    if (match[1] === '') break;
    fields.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  if (fields.length < 4) {
    return err({ code: 'missing-field', message: 'A CGP line has four fields: board rows, racks, scores, scoreless turns (then options)' });
  }
  const options = readOptions(rest);
  if (!options.ok) return options;
  const chosen = rules ?? rulesOfDistribution(options.value['ld']);
  if (typeof chosen !== 'object' || chosen === null || !isTileSet(chosen.tiles) || typeof chosen.layout !== 'object' || chosen.layout === null) {
    return err({ code: 'not-a-rule-set', message: 'Reading a CGP position needs a rule set with tiles and a layout' });
  }
  const [boardText, racksText, scoresText, scorelessText] = fields as [string, string, string, string];
  const board = readBoard(boardText, chosen);
  if (!board.ok) return board;
  const racks: string[][] = [];
  for (const [i, rackText] of racksText.split('/').entries()) {
    const read = readTiles(rackText, chosen.tiles, true);
    if (read.bad !== null) return err({ code: 'bad-rack', message: `Rack ${i + 1}: "${read.bad.slice(0, 8)}" is not a tile of the ${chosen.tiles.name} set` });
    if (read.tiles.length > chosen.rackSize) return err({ code: 'bad-rack', message: `Rack ${i + 1} holds more than ${chosen.rackSize} tiles` });
    racks.push(read.tiles.map((t) => (t === BLANK ? t : t.toUpperCase())));
  }
  const scoreTexts = scoresText.split('/');
  if (!scoreTexts.every((s) => /^-?\d{1,9}$/u.test(s))) return err({ code: 'bad-scores', message: 'The scores are whole numbers separated by "/"' });
  const scores = scoreTexts.map(Number);
  if (scores.length !== racks.length) {
    return err({ code: 'bad-scores', message: `${racks.length} racks but ${scores.length} scores: one of each per player` });
  }
  if (!/^\d{1,4}$/u.test(scorelessText)) return err({ code: 'bad-scoreless', message: 'The consecutive scoreless turns are a whole number' });
  const counts = tileCounts(chosen.tiles);
  const take = (tile: string): boolean => {
    const left = counts.get(tile) ?? 0;
    counts.set(tile, left - 1);
    return left > 0;
  };
  for (const cell of board.value.cells) {
    if (cell !== null && !take(cell === cell.toUpperCase() ? cell : BLANK)) {
      return err({ code: 'too-many-tiles', message: `More ${cell === cell.toUpperCase() ? cell : 'blank'} tiles than the ${chosen.tiles.name} set holds` });
    }
  }
  for (const rack of racks) {
    for (const tile of rack) {
      if (!take(tile)) return err({ code: 'too-many-tiles', message: `More ${tile === BLANK ? 'blank' : tile} tiles than the ${chosen.tiles.name} set holds` });
    }
  }
  return ok({ rules: chosen, board: board.value, racks, scores, scorelessTurns: Number(scorelessText), options: options.value });
}

/** The board rows of a CGP line. */
function readBoard(text: string, rules: RuleSet): Result<Board, CgpError> {
  const { rows, cols } = rules.layout;
  const lines = text.split('/');
  if (lines.length !== rows) return err({ code: 'bad-board', message: `The board has ${lines.length} rows; the ${rules.name} board has ${rows}` });
  const cells: (string | null)[] = [];
  for (const [r, line] of lines.entries()) {
    let squares = 0;
    for (const part of line.split(/(\d+)/u)) {
      if (part === '') continue;
      if (/^\d+$/u.test(part)) {
        const n = Number(part);
        if (n === 0 || squares + n > cols) return err({ code: 'bad-board', message: `Row ${r + 1} does not have ${cols} squares` });
        for (let k = 0; k < n; k++) cells.push(null);
        squares += n;
        continue;
      }
      const read = readTiles(part, rules.tiles, false);
      if (read.bad !== null) return err({ code: 'bad-board', message: `Row ${r + 1}: "${read.bad.slice(0, 8)}" is not a tile of the ${rules.tiles.name} set` });
      if (squares + read.tiles.length > cols) return err({ code: 'bad-board', message: `Row ${r + 1} has more than ${cols} squares` });
      cells.push(...read.tiles);
      squares += read.tiles.length;
    }
    if (squares !== cols) return err({ code: 'bad-board', message: `Row ${r + 1} has ${squares} squares, not ${cols}` });
  }
  return ok({ rows, cols, cells });
}

/** The options after the fourth field: `opcode operand;` each (the last `;` may be missing). */
function readOptions(text: string): Result<Record<string, string>, CgpError> {
  const options: Record<string, string> = {};
  const parts = text.split(';');
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '') continue;
    const match = /^-?([A-Za-z][A-Za-z0-9]*)(?:\s+(.*))?$/su.exec(part);
    if (match === null) return err({ code: 'bad-option', message: `"${part.slice(0, 20)}" is not an option (an opcode, its operand, then ";")` });
    const code = match[1]!;
    if (Object.prototype.hasOwnProperty.call(options, code) || code === '__proto__') {
      return err({ code: 'bad-option', message: `The option ${code.slice(0, 20)} is given twice` });
    }
    Object.defineProperty(options, code, { value: (match[2] ?? '').trim(), enumerable: true, writable: true, configurable: true });
  }
  return ok(options);
}

/**
 * Writes a position as a CGP line, the form {@link parseCgp} reads back to the same position
 * (`''` for a value that is not a position).
 * @example
 * ```ts
 * import { makeCgp, emptyBoard, ENGLISH } from 'scrabble-engine';
 * makeCgp({ rules: ENGLISH, board: emptyBoard(ENGLISH), racks: [['A', '?'], []], scores: [0, 0], scorelessTurns: 0, options: { lex: 'CSW21' } });
 * // '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A?/ 0/0 0 lex CSW21;'
 * ```
 */
export function makeCgp(position: Omit<CgpPosition, 'rules'> & { readonly rules?: RuleSet }): string {
  return orElse(() => writeCgp(position), '');
}

/** The CGP line of a position (throws on a value that is not one: {@link makeCgp} catches it). */
function writeCgp(position: Omit<CgpPosition, 'rules'>): string {
  const { board } = position;
  const rows: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = '';
    let empty = 0;
    for (let c = 0; c < board.cols; c++) {
      const cell = board.cells[r * board.cols + c];
      if (cell == null || cell === '') {
        empty++;
        continue;
      }
      if (empty > 0) line += String(empty);
      empty = 0;
      line += writeTile(cell);
    }
    if (empty > 0) line += String(empty);
    rows.push(line);
  }
  const racks = position.racks.map((rack) => rack.map(writeTile).join('')).join('/');
  const options = Object.entries(position.options).map(([code, value]) => (value === '' ? `${code};` : `${code} ${value};`));
  return [rows.join('/'), racks, position.scores.join('/'), String(position.scorelessTurns), ...options].join(' ');
}
