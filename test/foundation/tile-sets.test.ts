import { describe, expect, it } from 'vitest';
import {
  allTiles, BLANK, DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES, GERMAN_TILES, letterValue, tileCount, type TileSet,
} from '../../src/index.js';

/** RULES.md section 1, transcribed as "letter count·value" in alphabet order. */
const EXPECTED: Record<string, string> = {
  de: 'A5·1 Ä1·6 B2·3 C2·4 D4·1 E15·1 F2·4 G3·2 H4·2 I6·1 J1·6 K2·4 L3·2 M4·3 N9·1 O3·2 Ö1·8 P1·4 Q1·10 R6·1 S7·1 T6·1 U6·1 Ü1·6 V1·6 W1·3 X1·8 Y1·10 Z1·3',
  'nl-ij': 'A6·1 B2·3 C2·5 D5·2 E18·1 F1·4 G3·3 H2·4 I4·1 J2·4 K3·3 L3·3 M3·3 N10·1 O6·1 P2·3 Q1·10 R5·2 S4·2 T5·2 U3·4 V2·4 W2·5 X1·8 IJ2·4 Y1·8 Z2·4',
  nl: 'A6·1 B2·3 C2·5 D5·2 E18·1 F2·4 G3·3 H2·4 I4·1 J2·4 K3·3 L3·3 M3·3 N10·1 O6·1 P2·3 Q1·10 R5·2 S5·2 T5·2 U3·4 V2·4 W2·5 X1·8 Y1·8 Z2·4',
  en: 'A9·1 B2·3 C2·3 D4·2 E12·1 F2·4 G3·2 H2·4 I9·1 J1·8 K1·5 L4·1 M2·3 N6·1 O8·1 P2·3 Q1·10 R6·1 S4·1 T6·1 U4·1 V2·4 W2·4 X1·8 Y2·4 Z1·10',
};

function parseTable(text: string): { letter: string; count: number; value: number }[] {
  return text.split(' ').map((entry) => {
    const match = /^(\D+)(\d+)·(\d+)$/u.exec(entry);
    if (match === null) throw new Error(`bad table entry ${entry}`);
    return { letter: match[1]!, count: Number(match[2]), value: Number(match[3]) };
  });
}

const SETS: [TileSet, number][] = [[GERMAN_TILES, 102], [DUTCH_IJ_TILES, 102], [DUTCH_TILES, 102], [ENGLISH_TILES, 100]];

describe('tile sets (RULES.md section 1)', () => {
  for (const [tiles, total] of SETS) {
    describe(tiles.name, () => {
      const expected = parseTable(EXPECTED[tiles.id]!);

      it('has every letter with its count and value, in alphabet order', () => {
        expect(tiles.letters.map((s) => ({ ...s }))).toEqual(expected);
      });

      it(`has ${total} tiles, 2 of them blanks`, () => {
        expect(tiles.blanks).toBe(2);
        expect(tileCount(tiles)).toBe(total);
        expect(allTiles(tiles)).toHaveLength(total);
      });

      it('lists all tiles in alphabet order, blanks last', () => {
        const list = allTiles(tiles);
        expect(list.slice(-2)).toEqual([BLANK, BLANK]);
        const order = tiles.letters.map((s) => s.letter);
        const codes = list.slice(0, -2).map((letter) => order.indexOf(letter));
        expect(codes.every((code, i) => code >= 0 && (i === 0 || code >= codes[i - 1]!))).toBe(true);
        for (const spec of expected) expect(list.filter((t) => t === spec.letter)).toHaveLength(spec.count);
      });

      it('answers letterValue for each letter and undefined for others', () => {
        for (const spec of expected) expect(letterValue(tiles, spec.letter)).toBe(spec.value);
        expect(letterValue(tiles, BLANK)).toBeUndefined();
        expect(letterValue(tiles, 'a')).toBeUndefined();
        expect(letterValue(tiles, 'ß')).toBeUndefined();
      });
    });
  }

  it('puts the umlauts right after their base letters in German', () => {
    const order = GERMAN_TILES.letters.map((s) => s.letter).join(' ');
    expect(order).toBe('A Ä B C D E F G H I J K L M N O Ö P Q R S T U Ü V W X Y Z');
  });

  it('lists IJ between X and Y in the Dutch IJ set', () => {
    const order = DUTCH_IJ_TILES.letters.map((s) => s.letter);
    expect(order.slice(-4)).toEqual(['X', 'IJ', 'Y', 'Z']);
    expect(DUTCH_TILES.letters.some((s) => s.letter === 'IJ')).toBe(false);
  });

  it('differs between the Dutch sets only in IJ, F and S', () => {
    const old = new Map(DUTCH_IJ_TILES.letters.map((s) => [s.letter, s]));
    const changed = DUTCH_TILES.letters.filter((s) => {
      const o = old.get(s.letter);
      return o === undefined || o.count !== s.count || o.value !== s.value;
    });
    expect(changed.map((s) => `${s.letter}${s.count}·${s.value}`)).toEqual(['F2·4', 'S5·2']);
  });

  it('has 100 letter tiles in the German and Dutch sets and 98 in English', () => {
    const letters = (t: TileSet) => t.letters.reduce((n, s) => n + s.count, 0);
    expect([GERMAN_TILES, DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES].map(letters)).toEqual([100, 100, 100, 98]);
  });
});
