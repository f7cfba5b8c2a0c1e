import { describe, expect, it } from 'vitest';
import { GERMAN, STANDARD_LAYOUT, type Layout, type TileSet } from '../../src/index.js';
import { premiumTable } from '../../src/board/premium-table.js';
import { layoutKey, memoByContent, tileSetKey } from '../../src/memo.js';
import { alphabetOf } from '../../src/tiles/alphabet.js';

describe('compiled tables are shared by equal copies', () => {
  it('a tile set read back from JSON compiles to the same alphabet', () => {
    const copy = JSON.parse(JSON.stringify(GERMAN.tiles)) as TileSet;
    expect(copy).not.toBe(GERMAN.tiles);
    expect(alphabetOf(copy)).toBe(alphabetOf(GERMAN.tiles));
  });

  it('a tile set with another value compiles anew', () => {
    const changed: TileSet = { ...GERMAN.tiles, letters: GERMAN.tiles.letters.map((s) => (s.letter === 'Q' ? { ...s, value: 9 } : s)) };
    const alphabet = alphabetOf(changed);
    expect(alphabet).not.toBe(alphabetOf(GERMAN.tiles));
    expect(alphabet.values[alphabet.codes.get('Q')!]).toBe(9);
  });

  it('a layout with one premium moved gets its own table; an equal copy shares it', () => {
    const copy = JSON.parse(JSON.stringify(STANDARD_LAYOUT)) as Layout;
    expect(premiumTable(copy)).toBe(premiumTable(STANDARD_LAYOUT));
    const moved: Layout = { ...STANDARD_LAYOUT, premiums: [' '.repeat(15), ...STANDARD_LAYOUT.premiums.slice(1)] };
    expect(layoutKey(moved)).not.toBe(layoutKey(STANDARD_LAYOUT));
    expect(premiumTable(moved).word[0]).toBe(1);
    expect(premiumTable(STANDARD_LAYOUT).word[0]).toBe(3);
  });

  it('builds once per content, and the keys tell tile sets apart by every field that matters', () => {
    let builds = 0;
    const lengthOf = memoByContent((s: { text: string }) => s.text, (s) => {
      builds++;
      return s.text.length;
    });
    expect([lengthOf({ text: 'ab' }), lengthOf({ text: 'ab' }), lengthOf({ text: 'abc' })]).toEqual([2, 2, 3]);
    expect(builds).toBe(2);
    const base = tileSetKey(GERMAN.tiles);
    expect(tileSetKey({ ...GERMAN.tiles, blanks: 3 })).not.toBe(base);
    expect(tileSetKey({ ...GERMAN.tiles, name: 'Deutsch' })).not.toBe(base);
    expect(tileSetKey({ ...GERMAN.tiles, letters: GERMAN.tiles.letters.map((s) => (s.letter === 'E' ? { ...s, count: 14 } : s)) })).not.toBe(base);
  });
});
