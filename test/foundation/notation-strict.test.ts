import { describe, expect, it } from 'vitest';
import {
  applyAction, boardFromRows, DUTCH, DUTCH_IJ, emptyBoard, ENGLISH, generateMoves, GERMAN, makeMove, parseMove, validateMove,
} from '../../src/index.js';
import { knownGame, must } from '../game/helpers.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';

const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : r.error!.code);

describe('move notation is read strictly', () => {
  it('dots beyond the word on empty squares are an error, not trimmed away', () => {
    const empty = emptyBoard(GERMAN);
    expect(code(parseMove('8A .......GRÜNDE', GERMAN, empty))).toBe('bad-notation');
    expect(code(parseMove('8D GRÜNDE..', GERMAN, empty))).toBe('bad-notation');
    const r = parseMove('8A .......GRÜNDE', GERMAN, empty);
    expect(r.ok ? '' : r.error.message).toMatch(/A8/);
    const game = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    expect(code(applyAction(game, { type: 'play', player: 0, move: '8A .......GRÜNDE' }))).toBe('bad-notation');
    expect(code(applyAction(game, { type: 'play', player: 0, move: '8D GRÜNDE' }))).toBe('ok');
  });

  it('dots on tiles of the board are read as before', () => {
    const built = boardFromRows(['...............', '...............', '...............', '...............', '...............', '...............', '...............', '.....HUND......', '...............', '...............', '...............', '...............', '...............', '...............', '...............'], GERMAN);
    if (!built.ok) throw new Error(built.error.message);
    const board = built.value;
    const r = parseMove('8F ....E', GERMAN, board);
    expect(r.ok && makeMove(r.value, board)).toBe('8F ....E');
    expect(code(parseMove('8E .....E', GERMAN, board))).toBe('bad-notation');
    expect(code(parseMove('8F ....E..........', GERMAN, board))).toBe('bad-notation');
  });

  it('a move placing more tiles than a full rack is an error', () => {
    const r = parseMove('8A GRÜNDEND', GERMAN);
    expect(r.ok).toBe(true);
    const rack = { rack: [...'GRÜNDEND'] };
    if (r.ok) expect(code(validateMove(emptyBoard(GERMAN), r.value, GERMAN, rack))).toBe('too-many-tiles');
    const seven = parseMove('8B GRÜNDEN', GERMAN);
    if (seven.ok) expect(code(validateMove(emptyBoard(GERMAN), seven.value, GERMAN, rack))).toBe('ok');
    if (r.ok) expect(code(validateMove(emptyBoard(GERMAN), r.value, { ...GERMAN, rackSize: 8 }, rack))).toBe('ok');
    // Without a rack only the geometry is checked (worked examples of long words on an empty board).
    if (r.ok) expect(code(validateMove(emptyBoard(GERMAN), r.value, GERMAN))).toBe('ok');
  });

  it('ß reads as SS', () => {
    const r = parseMove('8D STRAßE', GERMAN);
    expect(r.ok && r.value.tiles.map((t) => t.letter).join('')).toBe('STRASSE');
    const capital = parseMove('8D STRAẞE', GERMAN);
    expect(capital.ok && capital.value.tiles.map((t) => `${t.letter}${t.blank ? '*' : ''}`).join('')).toBe('STRASSE');
  });

  it('the ligature Ĳ is the IJ tile (ĳ a blank IJ) in the IJ set, I and J in the others', () => {
    const r = parseMove('10F AVERĲ', DUTCH_IJ);
    expect(r.ok && r.value.tiles.map((t) => t.letter)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
    const blank = parseMove('10F AVERĳ', DUTCH_IJ);
    expect(blank.ok && blank.value.tiles[4]).toMatchObject({ letter: 'IJ', blank: true });
    const modern = parseMove('10F AVERĲ', DUTCH);
    expect(modern.ok && modern.value.tiles.map((t) => t.letter)).toEqual(['A', 'V', 'E', 'R', 'I', 'J']);
  });

  it('lower case in the move of a player without a blank: the message says lower case means a blank', () => {
    const game = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const r = applyAction(game, { type: 'play', player: 0, move: '8D gründe' });
    expect(code(r)).toBe('not-on-rack');
    expect(r.ok ? '' : r.error.message).toMatch(/[Ll]ower case letters mean blanks/);
    const missing = applyAction(game, { type: 'play', player: 0, move: '8D GRÜNDEN' });
    expect(missing.ok ? '' : missing.error.message).not.toMatch(/blank/);
  });

  it('generateMoves refuses racks longer than the rule set\'s rack size', () => {
    const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
    expect(code(generateMoves(emptyBoard(ENGLISH), 'ABCDEFGH', ENGLISH, lexicon))).toBe('bad-rack');
    expect(code(generateMoves(emptyBoard(ENGLISH), 'ABCDEFG', ENGLISH, lexicon))).toBe('ok');
    expect(code(generateMoves(emptyBoard(ENGLISH), 'ABCDEFGH', { ...ENGLISH, rackSize: 8 }, lexicon))).toBe('ok');
    expect(must).toBeTypeOf('function');
  });
});
