/**
 * renderBoardSvg: snapshots of known boards, well-formed SVG read by a strict XML parser, and the
 * picture's content (premiums, tiles, values, blanks, IJ, highlights, rack) read back from the XML.
 */
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { DUTCH_IJ, emptyBoard, ENGLISH, GERMAN, renderBoardSvg, type Board } from '../../src/index.js';
import { boardAfter, move } from './helpers.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An element read back from the SVG: name, attributes, its direct text and children. */
interface Element {
  readonly name: string;
  readonly uri: string;
  readonly attributes: Readonly<Record<string, string>>;
  text: string;
  readonly children: Element[];
}

/** Parses with a strict, namespace-aware XML parser; throws on anything not well-formed. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[name] = typeof attribute === 'string' ? attribute : attribute.value;
    const element: Element = { name: tag.local ?? tag.name, uri: tag.uri ?? '', attributes, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top !== undefined) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (root === undefined) throw new Error('no root element');
  return root;
}

/** Every element below `element` (itself included) whose class list has all of `classes`. */
function find(element: Element, ...classes: string[]): Element[] {
  const own = (element.attributes.class ?? '').split(' ');
  const here = classes.every((c) => own.includes(c)) ? [element] : [];
  return [...here, ...element.children.flatMap((child) => find(child, ...classes))];
}

/** The texts of an element's text children. */
function texts(element: Element): string[] {
  return element.children.filter((c) => c.name === 'text').map((c) => c.text);
}

const dutch = boardAfter(DUTCH_IJ, ['8F DORP', 'H6 AA.D', '10F AVERIJ', '9H .oP']);

describe('renderBoardSvg', () => {
  it('matches the snapshot of the empty German board', async () => {
    await expect(renderBoardSvg(emptyBoard(GERMAN), GERMAN)).toMatchFileSnapshot('../fixtures/render/empty-german.svg');
  });

  it('matches the snapshot of the Dutch four-turn board with highlights and a rack', async () => {
    const svg = renderBoardSvg(dutch, DUTCH_IJ, {
      lastMove: move('9H .oP', DUTCH_IJ),
      candidate: move('8J EN', DUTCH_IJ),
      candidateScore: 12,
      rack: ['E', 'I', 'IJ', '?', 'S'],
    });
    await expect(svg).toMatchFileSnapshot('../fixtures/render/dutch-turns.svg');
  });

  it('is a standalone SVG document: one svg root in the SVG namespace, with a size and a title', () => {
    const root = parseXml(renderBoardSvg(dutch, DUTCH_IJ, { rack: ['A'] }));
    expect(root.name).toBe('svg');
    expect(root.uri).toBe(SVG_NS);
    expect(root.attributes.viewBox).toMatch(/^0 0 [\d.]+ [\d.]+$/);
    expect(Number(root.attributes.width)).toBeGreaterThan(0);
    expect(root.children[0]).toMatchObject({ name: 'title', text: 'Scrabble board' });
  });

  it('colours and labels every premium square, and stars the start square', () => {
    const root = parseXml(renderBoardSvg(emptyBoard(GERMAN), GERMAN));
    expect(find(root, 'square')).toHaveLength(225);
    expect(find(root, 'square', 'tw')).toHaveLength(8);
    expect(find(root, 'square', 'dw')).toHaveLength(17);
    expect(find(root, 'square', 'tl')).toHaveLength(12);
    expect(find(root, 'square', 'dl')).toHaveLength(24);
    expect(find(root, 'square', 'start')).toHaveLength(1);
    expect(find(root, 'square', 'start')[0]!.attributes['data-square']).toBe('H8');
    expect(find(root, 'square').map((e) => e.attributes['data-square']).slice(0, 16)).toEqual([...'ABCDEFGHIJKLMNO'].map((c) => `${c}1`).concat('A2'));
    const squares = find(root, 'squares')[0]!;
    const labels = texts(squares);
    expect(labels.filter((t) => t === 'TW')).toHaveLength(8);
    expect(labels.filter((t) => t === 'DW')).toHaveLength(16);
    expect(labels.filter((t) => t === '★')).toHaveLength(1);
    expect(new Set(find(root, 'square', 'tw').map((e) => e.attributes.fill)).size).toBe(1);
    expect(find(root, 'square', 'tw')[0]!.attributes.fill).not.toBe(find(root, 'square', 'plain')[0]!.attributes.fill);
  });

  it('takes other premium labels, or none, and can leave out premiums and coordinates', () => {
    const german = parseXml(renderBoardSvg(emptyBoard(GERMAN), GERMAN, { premiumLabels: { tw: '3× Wort', dl: '' } }));
    expect(texts(find(german, 'squares')[0]!).filter((t) => t === '3× Wort')).toHaveLength(8);
    expect(texts(find(german, 'squares')[0]!)).not.toContain('DL');
    const bare = parseXml(renderBoardSvg(emptyBoard(GERMAN), GERMAN, { premiums: false, coordinates: false }));
    expect(find(bare, 'square', 'plain')).toHaveLength(225);
    expect(find(bare, 'coordinates')).toEqual([]);
    const coordinates = texts(find(parseXml(renderBoardSvg(emptyBoard(GERMAN), GERMAN)), 'coordinates')[0]!);
    expect(coordinates.slice(0, 15).join('')).toBe('ABCDEFGHIJKLMNO');
    expect(coordinates.slice(15)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
  });

  it('draws each tile with its letter and value; IJ is one tile; a blank has no value and is marked', () => {
    const root = parseXml(renderBoardSvg(dutch, DUTCH_IJ));
    const tiles = find(root, 'tiles')[0]!.children;
    expect(tiles).toHaveLength(14);
    expect(tiles.map((t) => texts(t))).toContainEqual(['IJ', '4']);
    expect(tiles.map((t) => texts(t))).toContainEqual(['D', '2']);
    const blanks = find(root, 'tile', 'blank');
    expect(blanks.map((t) => texts(t))).toEqual([['O']]);
    expect(blanks[0]!.children[0]!.attributes['stroke-dasharray']).toBeDefined();
  });

  it('highlights the last move and draws a candidate with its score, apart from the board tiles', () => {
    const root = parseXml(renderBoardSvg(dutch, DUTCH_IJ, {
      lastMove: move('9H .oP', DUTCH_IJ),
      candidate: move('8J EN', DUTCH_IJ),
      candidateScore: 12,
    }));
    expect(find(root, 'tile', 'last').map((t) => [texts(t)[0], t.attributes['data-square']])).toEqual([['O', 'I9'], ['P', 'J9']]);
    expect(find(root, 'tile', 'candidate').map((t) => texts(t))).toEqual([['E', '1'], ['N', '1']]);
    expect(texts(find(root, 'candidate-score')[0]!)).toEqual(['12']);
    expect(find(parseXml(renderBoardSvg(dutch, DUTCH_IJ, { lastMove: [{ row: 7, col: 5 }] })), 'tile', 'last').map((t) => texts(t)[0])).toEqual(['D']);
  });

  it('draws the rack below the board, a blank as an empty marked tile', () => {
    const root = parseXml(renderBoardSvg(emptyBoard(ENGLISH), ENGLISH, { rack: ['Q', 'U', '?'] }));
    const rack = find(root, 'rack')[0]!.children;
    expect(rack.map((t) => texts(t))).toEqual([['Q', '10'], ['U', '1'], []]);
    expect(rack[2]!.attributes.class).toBe('tile blank rack');
    const y = Number(rack[0]!.children[0]!.attributes.y);
    expect(y).toBeGreaterThan(15 * 40);
  });

  it('escapes text and never throws on malformed input, always giving well-formed XML', () => {
    const odd = { rows: 2, cols: 2, cells: ['<&', null, 7, '"x\''] } as unknown as Board;
    const root = parseXml(renderBoardSvg(odd, GERMAN, { title: '<b>&', rack: ['<', 5 as never] }));
    expect(root.children[0]!.text).toBe('<b>&');
    fc.assert(fc.property(fc.anything(), fc.anything(), (board, options) => {
      const svg = renderBoardSvg(board as Board, GERMAN, options as never);
      parseXml(svg);
    }), { numRuns: 200 });
  });

  it('leaves out characters XML does not allow, and never cuts a character in half', () => {
    const controls = renderBoardSvg(emptyBoard(GERMAN), GERMAN, { title: 'a\u0000b\u001fc\uFFFEd\uD800e', premiumLabels: { tw: 'x\u0007' } });
    expect(parseXml(controls).children[0]!.text).toBe('abcde');
    const emoji = renderBoardSvg(emptyBoard(GERMAN), GERMAN, { title: `${'x'.repeat(199)}😀😀` });
    expect(parseXml(emoji).children[0]!.text).toBe(`${'x'.repeat(199)}😀`);
    const cells = emptyBoard(GERMAN).cells.slice();
    cells[0] = 'A\u0001';
    cells[1] = '😀😀😀';
    parseXml(renderBoardSvg({ rows: 15, cols: 15, cells }, GERMAN, { rack: ['\u0002', '😀😀😀'] }));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (title, cell) => {
      const board = { rows: 15, cols: 15, cells: emptyBoard(GERMAN).cells.map((c, i) => (i === 112 ? cell : c)) };
      parseXml(renderBoardSvg(board, GERMAN, { title, rack: [cell], premiumLabels: { dl: title } }));
    }), { numRuns: 300 });
  });

  it('escapes a letter value too, even when the tile set was changed after it was first checked', () => {
    const tiles = structuredClone(GERMAN.tiles);
    const rules = { ...GERMAN, tiles };
    const board = boardAfter(GERMAN, ['8D GRÜNDE']);
    parseXml(renderBoardSvg(board, rules));
    (tiles.letters.find((spec) => spec.letter === 'G') as { value: unknown }).value = '<script>alert(1)</script>';
    const svg = renderBoardSvg(board, rules);
    expect(svg).not.toContain('<script>');
    parseXml(svg);
  });

  it('is deterministic and leaves its input unchanged', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('8D GRÜNDE', 'F8 .ASE', '9E HEXE', 'H6 TOR', '8F HUND', 'G6 HU.D'), { maxLength: 3 }), (moves) => {
      let board = emptyBoard(GERMAN);
      try {
        board = boardAfter(GERMAN, moves);
      } catch {
        // an illegal sequence: the empty board will do
      }
      const frozen = JSON.stringify(board);
      const a = renderBoardSvg(board, GERMAN, { rack: ['A', '?'] });
      expect(renderBoardSvg(JSON.parse(frozen) as Board, GERMAN, { rack: ['A', '?'] })).toBe(a);
      expect(JSON.stringify(board)).toBe(frozen);
      parseXml(a);
    }), { numRuns: 50 });
  });
});
