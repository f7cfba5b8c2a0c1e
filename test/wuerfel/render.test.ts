/** renderPad: the pad as text and as well-formed SVG with the grid, the slots and the results. */
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { createGame, renderPad, renderPadSvg, viewFor, type WuerfelAction, type WuerfelState } from '../../src/wuerfel/index.js';
import { ANY_FACE_DICE, must, randomGame } from './helpers.js';

/** Anna's pad after HUND, .ASE, a four-letter word, a wrong length and a strike; Ben struck every round. */
function padGame(): WuerfelState {
  const game = createGame({ players: ['Anna', 'Ben'], replay: true, dice: ANY_FACE_DICE([...'HUNDASE']) });
  if (!game.ok) throw new Error(game.error.message);
  let state = game.value;
  const entries: WuerfelAction[] = [
    { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' },
    { type: 'write', player: 0, slot: 'crossword', move: 'F8 .ASE' },
    { type: 'write', player: 0, slot: 4, word: 'HASE' },
    { type: 'write', player: 0, slot: 5, word: 'HASE' },
    { type: 'strike', player: 0, slot: 7 },
  ];
  for (const [i, entry] of entries.entries()) {
    state = must(must(state, { type: 'roll', player: state.roller, faces: [...'HUNDASE'] }), { type: 'stop', player: state.roller });
    state = must(state, entry);
    state = must(state, { type: 'strike', player: 1, slot: i < 4 ? (i + 2) as 2 : 'crossword' });
  }
  return state;
}

/** Names, attributes and texts of a well-formed XML document (throws if it is not). */
function readXml(xml: string): { names: string[]; classes: string[]; texts: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const out = { names: [] as string[], classes: [] as string[], texts: [] as string[] };
  parser.on('error', (error) => { throw error; });
  parser.on('opentag', (tag) => {
    out.names.push(tag.local ?? tag.name);
    const cls = tag.attributes.class;
    if (cls !== undefined) out.classes.push(typeof cls === 'string' ? cls : cls.value);
  });
  parser.on('text', (text) => { if (text.trim() !== '') out.texts.push(text.trim()); });
  parser.write(xml).close();
  return out;
}

describe('renderPad', () => {
  const state = padGame();

  it('as text: the grid, each slot with its word and points, the results', () => {
    const text = renderPad(state, 0);
    expect(text).toContain('Anna: Scrabble Würfel pad, round 6 of 12');
    expect(text).toMatch(/ 8 {2}=(?: {2}\S){4} {2}H {2}U {2}N {2}D/);
    expect(text).toMatch(/word 1 +8F HUND +10\n/);
    expect(text).toMatch(/word 2 +F8 \.ASE +7\n/);
    expect(text).toMatch(/4 letters \(10\) +HASE +10\n/);
    expect(text).toMatch(/5 letters \(18\) +HASE \(wrong length\) +0\n/);
    expect(text).toMatch(/7 letters \(50\) +\(struck\) +0\n/);
    expect(text).toMatch(/result I +17\n/);
    expect(text).toMatch(/result III +10\n/);
    expect(text).toMatch(/Total \(II \+ III\) +27\n$/);
    expect(text.split('\n').every((line) => line === line.trimEnd())).toBe(true);
  });

  it('as SVG: well-formed, the grid drawn by the board renderer, twelve slots and the results', () => {
    const svg = renderPadSvg(state, 0);
    expect(renderPad(state, 0, { format: 'svg' })).toBe(svg);
    const xml = readXml(svg);
    expect(xml.names.filter((n) => n === 'svg')).toHaveLength(2);
    expect(xml.classes.filter((c) => c.startsWith('slot '))).toHaveLength(12);
    expect(xml.classes).toContain('slot crossword scored');
    expect(xml.classes).toContain('slot dice wrong-length');
    expect(xml.classes).toContain('slot dice struck');
    expect(xml.classes.filter((c) => c === 'tile' || c.startsWith('tile '))).toHaveLength(7);
    expect(xml.classes.filter((c) => c === 'tile last')).toHaveLength(3);   // .ASE, the latest word
    for (const expected of ['8F HUND', 'F8 .ASE', 'Result I', '17', 'Result III', '10', 'Total (II + III)', '27']) expect(xml.texts).toContain(expected);
    expect(renderPadSvg(state, 0)).toBe(svg);
  });

  it('options that are not an object (a 20 MB string, null, a throwing proxy) are no options: the default pad, at once', () => {
    const svg = renderPadSvg(state, 0);
    const hostile: unknown[] = ['x'.repeat(20_000_000), null, 42, new Proxy({}, { get: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } })];
    for (const options of hostile) {
      expect(renderPadSvg(state, 0, options as never)).toBe(svg);
      expect(renderPad(state, 0, options as never)).toBe(renderPad(state, 0));
    }
    expect(renderPadSvg(state, 0, { squareSize: 40 })).not.toBe(svg);
  });

  it('from a view: another player sees the pad as it stood when the last round ended', () => {
    const game = createGame({ players: ['Anna', 'Ben'], replay: true, dice: ANY_FACE_DICE([...'HUNDASE']) });
    if (!game.ok) throw new Error(game.error.message);
    let s = must(must(game.value, { type: 'roll', player: 0, faces: [...'HUNDASE'] }), { type: 'stop', player: 0 });
    s = must(s, { type: 'write', player: 0, slot: 'crossword', move: '8F HUND' });
    expect(renderPad(viewFor(s, 1), 0)).not.toContain('HUND');
    expect(renderPad(viewFor(s, 0), 0)).toContain('8F HUND');
  });

  it('never throws: unknown seats give an empty string; random games always render', () => {
    expect(renderPad(state, 5)).toBe('');
    expect(renderPad(state, -1, { format: 'svg' })).toBe('');
    expect(renderPad({} as WuerfelState, 0)).toBe('');
    const game = createGame({ players: ['A', 'B'], seed: 3 });
    if (!game.ok) throw new Error(game.error.message);
    const last = randomGame(game.value, 4).at(-1)!;
    expect(() => readXml(renderPadSvg(last, 1))).not.toThrow();
    expect(renderPad(last, 1)).toContain('final');
  });

  it('a state given directly with a crafted verdict: the class holds a known verdict only, the SVG stays well formed', () => {
    const crafted = structuredClone(state) as unknown as { pads: { dice: ({ verdict: unknown } | null)[] }[] };
    const struck = crafted.pads[0]!.dice.find((entry) => entry !== null && entry.verdict === 'struck')!;
    for (const verdict of ['x"><script>alert(1)</script>', 'constructor', 42]) {
      struck.verdict = verdict;
      const svg = renderPadSvg(crafted as unknown as WuerfelState, 0);
      expect(svg).not.toContain('<script>');
      expect(readXml(svg).classes).toContain('slot dice unknown');
    }
  });
});
