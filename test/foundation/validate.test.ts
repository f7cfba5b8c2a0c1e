import { describe, expect, it } from 'vitest';
import {
  boardFromRows, emptyBoard, ENGLISH, GERMAN, GERMAN_GENDERN, DUTCH_IJ, DUTCH_IJ_VARIATIONS, MOVE_ERROR_CODES, parseMove, parsePosition, placeMove, scoreMove,
  scoreTotal, validateMove, type Board, type Move, type MoveErrorCode, type RuleSet,
} from '../../src/index.js';
import { boardAfter, move, refusal } from './helpers.js';

const empty = emptyBoard(GERMAN);
const hund = boardAfter(GERMAN, ['8F HUND']);
const tile = (row: number, col: number, letter: string, blank = false) => ({ row, col, letter, blank });
const across = (...tiles: ReturnType<typeof tile>[]): Move => ({ direction: 'across', tiles });
const down = (...tiles: ReturnType<typeof tile>[]): Move => ({ direction: 'down', tiles });

type Outcome = { ok: true } | { ok: false; error: { code: string; message: string } };

/** The arguments of a placement check, kept so that every checking function can be run on them. */
interface Placement {
  readonly board: unknown;
  readonly move: unknown;
  readonly rules: RuleSet;
  readonly rack: string[] | undefined;
}

interface Case {
  readonly code: MoveErrorCode;
  readonly what: string;
  readonly run: () => Placement | Outcome;
}

const validate = (board: unknown, m: unknown, rules: RuleSet = GERMAN, rack?: string[]): Placement => ({ board, move: m, rules, rack });

function isPlacement(value: Placement | Outcome): value is Placement {
  return 'rules' in value;
}

/** Runs a case: a placement through `check` (validateMove by default), a parse as it is. */
function outcome(c: Case, check: (b: Board, m: Move, r: RuleSet, o?: { rack: string[] }) => Outcome = validateMove): Outcome {
  const input = c.run();
  if (!isPlacement(input)) return input;
  return check(input.board as Board, input.move as Move, input.rules, input.rack === undefined ? undefined : { rack: input.rack });
}

/** At least one case per code of MOVE_ERROR_CODES; each case is a separate test. */
const CASES: Case[] = [
  { code: 'malformed-move', what: 'a move that is null', run: () => validate(empty, null) },
  { code: 'malformed-move', what: 'an unknown direction', run: () => validate(empty, { direction: 'diagonal', tiles: [tile(7, 7, 'A')] }) },
  { code: 'malformed-move', what: 'tiles that are not a list', run: () => validate(empty, { direction: 'across', tiles: 'HUND' }) },
  { code: 'malformed-move', what: 'a tile without its blank flag', run: () => validate(empty, { direction: 'across', tiles: [{ row: 7, col: 7, letter: 'A' }] }) },
  { code: 'malformed-move', what: 'a fractional row', run: () => validate(empty, across(tile(7.5, 7, 'A'), tile(7, 8, 'B'))) },
  { code: 'malformed-move', what: 'a NaN column', run: () => validate(empty, across(tile(7, Number.NaN, 'A'))) },
  { code: 'malformed-move', what: 'a string row', run: () => validate(empty, { direction: 'across', tiles: [{ row: '7', col: 7, letter: 'A', blank: false }] }) },
  { code: 'malformed-rules', what: 'rules that are null', run: () => validate(empty, move('8D GRÜNDE', GERMAN), null as unknown as RuleSet) },
  { code: 'malformed-rules', what: 'rules whose tile set has no letters', run: () => validate(empty, move('8D GRÜNDE', GERMAN), { ...GERMAN, tiles: { ...GERMAN.tiles, letters: [] } }) },
  { code: 'malformed-board', what: 'a board that is null', run: () => validate(null, move('8D GRÜNDE', GERMAN)) },
  { code: 'malformed-board', what: 'a board of the wrong size', run: () => validate({ rows: 11, cols: 11, cells: new Array(121).fill(null) }, move('8D GRÜNDE', GERMAN)) },
  { code: 'malformed-board', what: 'cells that do not fill the board', run: () => validate({ rows: 15, cols: 15, cells: [] }, move('8D GRÜNDE', GERMAN)) },
  { code: 'malformed-board', what: 'a cell that is not a tile of the set', run: () => {
    const cells = hund.cells.slice();
    cells[7 * 15 + 9] = 42 as unknown as string;
    return validate({ rows: 15, cols: 15, cells }, move('8E S', GERMAN));
  } },
  { code: 'malformed-board', what: 'a letter of another set on the board', run: () => {
    const cells = emptyBoard(ENGLISH).cells.slice();
    cells[7 * 15 + 7] = 'Ä';
    return validate({ rows: 15, cols: 15, cells }, move('8G S', ENGLISH), ENGLISH);
  } },
  { code: 'bad-notation', what: 'notation without a word', run: () => parseMove('8D', GERMAN) },
  { code: 'bad-notation', what: 'an unreadable position', run: () => parseMove('88 HUND', GERMAN) },
  { code: 'bad-notation', what: 'a character that is not a letter of the set', run: () => parseMove('8D HUN-D', GERMAN) },
  { code: 'bad-notation', what: 'a letter of another set', run: () => parseMove('8D ÄRGER', ENGLISH) },
  { code: 'bad-notation', what: 'notation that is not text', run: () => parseMove(42 as unknown as string, GERMAN) },
  { code: 'bad-notation', what: 'three parts', run: () => parseMove('8D HUND 10', GERMAN) },
  { code: 'no-tiles', what: 'a move of no tiles', run: () => validate(empty, across()) },
  { code: 'too-many-tiles', what: 'more tiles than a full rack', run: () => validate(empty, move('8A GRÜNDEND', GERMAN), GERMAN, [...'GRÜNDEN?']) },
  { code: 'no-tiles', what: 'a word only of dots', run: () => validate(hund, move('8F ....', GERMAN)) },
  { code: 'outside-board', what: 'a tile below the last row', run: () => validate(hund, down(tile(14, 5, 'A'), tile(15, 5, 'B'))) },
  { code: 'outside-board', what: 'a negative column', run: () => validate(hund, across(tile(8, -1, 'A'))) },
  { code: 'outside-board', what: 'a word running off the board', run: () => validate(hund, move('8L HUNDE', GERMAN)) },
  { code: 'occupied', what: 'a tile on a tile', run: () => validate(hund, move('8F HUNDE', GERMAN)) },
  { code: 'duplicate-square', what: 'two tiles on one square', run: () => validate(empty, across(tile(7, 7, 'A'), tile(7, 7, 'B'))) },
  { code: 'blank-without-letter', what: 'a blank written as ?', run: () => validate(empty, across(tile(7, 7, '?', true), tile(7, 8, 'B'))) },
  { code: 'blank-without-letter', what: 'a blank with an empty letter', run: () => validate(empty, across(tile(7, 7, '', true), tile(7, 8, 'B'))) },
  { code: 'unknown-letter', what: 'a letter of another set', run: () => validate(emptyBoard(ENGLISH), across(tile(7, 7, 'Ä'), tile(7, 8, 'B')), ENGLISH) },
  { code: 'unknown-letter', what: 'a lower-case letter', run: () => validate(empty, across(tile(7, 7, 'a'), tile(7, 8, 'B'))) },
  { code: 'unknown-letter', what: 'IJ outside the Dutch IJ set', run: () => validate(empty, across(tile(7, 7, 'IJ'), tile(7, 8, 'S'))) },
  { code: 'unknown-letter', what: 'a tile written as ? without the blank flag', run: () => validate(empty, across(tile(7, 7, '?'), tile(7, 8, 'S'))) },
  { code: 'not-in-line', what: 'tiles on a diagonal', run: () => validate(empty, across(tile(7, 7, 'A'), tile(8, 8, 'B'))) },
  { code: 'not-in-line', what: 'a zigzag whose first and last tile share a column', run: () => validate(hund, down(tile(6, 6, 'A'), tile(8, 4, 'B'), tile(8, 6, 'C'))) },
  { code: 'not-in-line', what: 'an L shape', run: () => validate(hund, across(tile(8, 5, 'A'), tile(8, 6, 'B'), tile(9, 6, 'C'))) },
  { code: 'direction-mismatch', what: 'a row of tiles said to run down', run: () => validate(empty, down(tile(7, 7, 'A'), tile(7, 8, 'B'))) },
  { code: 'gap', what: 'an empty square between the tiles', run: () => validate(empty, across(tile(7, 6, 'A'), tile(7, 7, 'B'), tile(7, 9, 'C'))) },
  { code: 'gap', what: 'a gap after tiles on the board', run: () => validate(hund, move('8E A....E.N', GERMAN)) },
  { code: 'first-move-too-short', what: 'a single tile on the start square', run: () => validate(empty, across(tile(7, 7, 'A'))) },
  { code: 'first-move-too-short', what: 'fewer tiles than the rule set asks for', run: () => validate(empty, move('8G HUND', GERMAN), { ...GERMAN, firstMoveMinTiles: 5 }) },
  { code: 'start-square-missed', what: 'a first move beside the start square', run: () => validate(empty, move('9G HUND', GERMAN)) },
  { code: 'not-connected', what: 'a word away from the tiles', run: () => validate(hund, move('2B HUND', GERMAN)) },
  { code: 'not-connected', what: 'a single tile touching only diagonally', run: () => validate(hund, across(tile(6, 4, 'A'))) },
  { code: 'unspellable-word', what: 'an I tile followed by a J tile in the Dutch IJ set (it reads as the IJ tile)', run: () => validate(emptyBoard(DUTCH_IJ), across(tile(7, 6, 'B'), tile(7, 7, 'I'), tile(7, 8, 'J')), DUTCH_IJ) },
  { code: 'unspellable-word', what: 'blanks as I and J side by side in a cross-word', run: () => {
    const board = boardFromRows(['...............', '...............', '...............', '...............', '...............', '...............', '...............', '......BI.......', '...............', '...............', '...............', '...............', '...............', '...............', '...............'], DUTCH_IJ);
    if (!board.ok) throw new Error(board.error.message);
    return validate(board.value, down(tile(8, 7, 'J', true), tile(9, 7, 'S')), DUTCH_IJ);
  } },
  { code: 'gendern-misplaced', what: 'the Gendern ending followed by letters other than NEN', run: () => validate(empty, move('8D LEHRER*INS', GERMAN_GENDERN), GERMAN_GENDERN) },
  { code: 'replaced-blank', what: 'a letter put over a blank on the board under letter replacement', run: () => validate(boardAfter(DUTCH_IJ_VARIATIONS, ['8E HANd']), move('8E ...GEN', DUTCH_IJ_VARIATIONS), DUTCH_IJ_VARIATIONS) },
  { code: 'replacement-only', what: 'a play that replaces a letter but puts no tile on an empty square', run: () => validate(boardAfter(DUTCH_IJ_VARIATIONS, ['8E HAND']), move('8E .O..', DUTCH_IJ_VARIATIONS), DUTCH_IJ_VARIATIONS) },
  { code: 'not-on-rack', what: 'a letter missing from the rack', run: () => validate(empty, move('8G HUND', GERMAN), GERMAN, [...'HUNXYZ']) },
  { code: 'not-on-rack', what: 'a blank missing from the rack', run: () => validate(empty, move('8G HUNd', GERMAN), GERMAN, [...'HUNDXYZ']) },
  { code: 'not-on-rack', what: 'a letter used twice', run: () => validate(empty, move('8G HUHU', GERMAN), GERMAN, [...'HU??']) },
  { code: 'not-on-rack', what: 'an IJ tile missing (an I and a J do not pay for it)', run: () => validate(emptyBoard(DUTCH_IJ), move('8F AVERIJ', DUTCH_IJ), DUTCH_IJ, ['A', 'V', 'E', 'R', 'I', 'J']) },
];

describe('validateMove (RULES.md section 3): every refusal', () => {
  for (const c of CASES) {
    it(`refuses ${c.what} with ${c.code}`, () => {
      const result = outcome(c);
      expect(refusal(result)).toBe(c.code);
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(5);
    });
  }

  it('has a case for every move error code', () => {
    expect([...new Set(CASES.map((c) => c.code))].sort()).toEqual([...MOVE_ERROR_CODES].sort());
  });

  it('refuses the same way in placeMove, scoreMove and scoreTotal', () => {
    const placements = CASES.filter((c) => isPlacement(c.run()));
    expect(placements.length).toBeGreaterThan(30);
    for (const c of placements) {
      expect(refusal(outcome(c, placeMove)), c.what).toBe(c.code);
      expect(refusal(outcome(c, scoreMove)), c.what).toBe(c.code);
      expect(refusal(outcome(c, scoreTotal)), c.what).toBe(c.code);
    }
  });
});

describe('validateMove: legal placements', () => {
  it('accepts the first move through the start square and reports its words', () => {
    const v = validateMove(empty, move('8D GRÜNDE', GERMAN), GERMAN, { rack: [...'GRÜNDEX'] });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.value.firstMove).toBe(true);
    expect(v.value.words.map((w) => w.word)).toEqual(['GRÜNDE']);
    expect(v.value.words[0]!.squares[0]).toEqual({ row: 7, col: 3 });
  });

  it('accepts a first move of one tile when the rule set allows it, but it must form a word', () => {
    const oneTile: RuleSet = { ...GERMAN, firstMoveMinTiles: 1 };
    expect(refusal(validateMove(empty, across(tile(7, 7, 'A')), oneTile))).toBe('first-move-too-short');
    expect(refusal(validateMove(empty, move('8H AB', GERMAN), oneTile))).toBe('accepted');
  });

  it('puts the tiles in reading order and takes the direction of a single tile from the move', () => {
    const v = validateMove(hund, down(tile(8, 6, 'A')), GERMAN);
    expect(v.ok && v.value.words.map((w) => [w.word, w.direction, w.main])).toEqual([['UA', 'down', true]]);
    const w = validateMove(hund, across(tile(8, 6, 'A')), GERMAN);
    expect(w.ok && w.value.words.map((x) => [x.word, x.direction, x.main])).toEqual([['UA', 'down', false]]);
    const unordered = validateMove(empty, across(tile(7, 9, 'C'), tile(7, 7, 'A'), tile(7, 8, 'B')), GERMAN);
    expect(unordered.ok && unordered.value.move.tiles.map((t) => t.letter).join('')).toBe('ABC');
  });

  it('lets a blank on the rack pay for any letter, and the IJ tile for IJ', () => {
    expect(refusal(validateMove(empty, move('8G HUNd', GERMAN), GERMAN, { rack: [...'HUN?'] }))).toBe('accepted');
    expect(refusal(validateMove(emptyBoard(DUTCH_IJ), move('8F AVERIJ', DUTCH_IJ), DUTCH_IJ, { rack: ['A', 'V', 'E', 'R', 'IJ'] }))).toBe('accepted');
    expect(refusal(validateMove(emptyBoard(DUTCH_IJ), move('8F AVERij', DUTCH_IJ), DUTCH_IJ, { rack: ['A', 'V', 'E', 'R', '?'] }))).toBe('accepted');
  });

  it('fills gaps with tiles already on the board', () => {
    const v = validateMove(hund, move('8E A....E', GERMAN), GERMAN);
    expect(v.ok && v.value.words.map((w) => w.word)).toEqual(['AHUNDE']);
  });

  it('reads a board with a blank IJ and accepts moves next to it', () => {
    const rows = Array.from({ length: 15 }, () => '.'.repeat(15));
    rows[7] = '.....AVERij.....';
    const board = boardFromRows(rows, DUTCH_IJ);
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    expect(board.value.cells[7 * 15 + 9]).toBe('ij');
    const v = validateMove(board.value, move('J9 S', DUTCH_IJ), DUTCH_IJ);
    expect(v.ok && v.value.words[0]).toMatchObject({ word: 'IJS', blanks: [true, false] });
  });
});

describe('other error codes of the foundation', () => {
  it('parsePosition refuses with bad-position', () => {
    for (const text of ['', '8', 'DD', '0D', 'D0', '123D', '8DD', '8 D', null]) {
      expect(refusal(parsePosition(text as string)), String(text)).toBe('bad-position');
    }
  });

  it('boardFromRows refuses with bad-board', () => {
    const rows = Array.from({ length: 15 }, () => '.'.repeat(15));
    const bad = (r: unknown) => refusal(boardFromRows(r as string[], GERMAN));
    expect(bad(rows.slice(1))).toBe('bad-board');
    expect(bad(null)).toBe('bad-board');
    expect(bad(rows.map((row, i) => (i === 3 ? row.slice(1) : row)))).toBe('bad-board');
    expect(bad(rows.map((row, i) => (i === 3 ? `${row}.` : row)))).toBe('bad-board');
    expect(bad(rows.map((row, i) => (i === 3 ? `1${row.slice(1)}` : row)))).toBe('bad-board');
    expect(bad(rows.map((row, i) => (i === 3 ? 42 : row)))).toBe('bad-board');
    expect(bad(rows)).toBe('accepted');
  });
});
