import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DUTCH_IJ, emptyBoard, GERMAN, parseMove, STANDARD_LAYOUT } from '../../src/index.js';
import { renderBoard } from '../../src/board/render.js';
import { boardAfter } from './helpers.js';

const fixture = readFileSync(new URL('../fixtures/foundation/dutch-turns.board.txt', import.meta.url), 'utf8');

describe('renderBoard', () => {
  it('shows the premiums of the empty board and the start square', () => {
    const lines = renderBoard(emptyBoard(GERMAN), GERMAN).split('\n');
    expect(lines).toHaveLength(16);
    expect(lines[0]).toBe('    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O');
    expect(lines[1]).toBe(" 1  =  .  .  '  .  .  .  =  .  .  .  '  .  .  =");
    expect(lines[8]).toBe(" 8  =  .  .  '  .  .  .  *  .  .  .  '  .  .  =");
    expect(lines[10]).toBe('10  .  "  .  .  .  "  .  .  .  "  .  .  .  "  .');
  });

  it('agrees with the layout square by square', () => {
    const lines = renderBoard(emptyBoard(GERMAN), GERMAN, { coordinates: false }).split('\n');
    lines.forEach((line, row) => {
      const symbols = line.split(' ').filter((s) => s !== '');
      const expected = [...STANDARD_LAYOUT.premiums[row]!].map((p, col) =>
        row === 7 && col === 7 ? '*' : p === ' ' ? '.' : p);
      expect(symbols).toEqual(expected);
    });
  });

  it('draws the Dutch four-turn board: tiles, a blank in lower case, IJ in one square', () => {
    const board = boardAfter(DUTCH_IJ, ['8F DORP', 'H6 AA.D', '10F AVERIJ', '9H .oP']);
    expect(`${renderBoard(board, DUTCH_IJ)}\n`).toBe(fixture);
  });

  it('can leave out premiums and coordinates', () => {
    const board = boardAfter(GERMAN, ['8G HUND']);
    const lines = renderBoard(board, GERMAN, { premiums: false, coordinates: false }).split('\n');
    expect(lines).toHaveLength(15);
    expect(lines[0]).toBe(Array(15).fill(' .').join(' '));
    expect(lines[7]).toBe(' .  .  .  .  .  .  H  U  N  D  .  .  .  .  .');
  });

  it('never throws on a malformed board', () => {
    for (const board of [null, {}, { rows: 2, cols: 2, cells: [1, {}, 'A', null] }, { rows: 1e9, cols: -3, cells: 'x' }]) {
      expect(() => renderBoard(board as never, GERMAN)).not.toThrow();
    }
    expect(renderBoard({ rows: 2, cols: 2, cells: [1, {}, 'A', null] } as never, GERMAN, { coordinates: false })).toBe(' ?  ?\n A  -');
  });
});

describe('renderBoard options shared with the SVG renderer', () => {
  const dutch = boardAfter(DUTCH_IJ, ['8F DORP', 'H6 AA.D', '10F AVERIJ', '9H .oP']);

  it('marks the last move with + and a candidate move with ~, also before the two-letter IJ', () => {
    const lastIj = parseMove('10F AVERIJ', DUTCH_IJ);
    const candidate = parseMove('8J EN', DUTCH_IJ);
    if (!lastIj.ok || !candidate.ok) throw new Error('moves');
    const lines = renderBoard(dutch, DUTCH_IJ, { lastMove: lastIj.value, candidate: candidate.value }).split('\n');
    expect(lines[10]).toBe('10  .  "  .  .  . +A +V +E +R+IJ  .  .  .  "  .');
    expect(lines[8]).toBe(" 8  =  .  .  '  .  D  O  R  P ~E ~N  '  .  .  =");
    const bare = renderBoard(dutch, DUTCH_IJ, { coordinates: false, lastMove: [{ row: 8, col: 8 }] }).split('\n');
    expect(bare[8]).toBe(" .  .  '  .  .  .  '  D +o  P  .  .  '  .  .");
  });

  it('adds the rack with its values and a legend of the symbols in use', () => {
    const text = renderBoard(emptyBoard(GERMAN), GERMAN, { rack: ['Q', 'Ü', '?'], legend: true }).split('\n');
    expect(text.slice(16)).toEqual([
      '',
      'rack: Q10 Ü6 ?0',
      '',
      '= triple word  - double word  " triple letter  \' double letter  * start square  . plain square',
      'A–Z tile  a–z blank',
    ]);
    const marked = renderBoard(emptyBoard(GERMAN), GERMAN, { legend: true, premiums: false, lastMove: [], candidate: { direction: 'across', tiles: [] } });
    expect(marked.split('\n').at(-1)).toBe('A–Z tile  a–z blank  +X last move  ~X candidate move (not played)');
  });

  it('shows the board unchanged without the new options, and survives malformed options', () => {
    expect(renderBoard(dutch, DUTCH_IJ, {})).toBe(renderBoard(dutch, DUTCH_IJ));
    for (const options of [null, 7, { lastMove: 'x', candidate: { tiles: [null, { row: 0, col: 0, letter: 5 }] }, rack: [1, '?'] }]) {
      expect(() => renderBoard(dutch, DUTCH_IJ, options as never)).not.toThrow();
    }
  });
});
