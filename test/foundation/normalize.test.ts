import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES, GERMAN_TILES, MAX_WORD_LENGTH, normalizeWord, parseRack, tokenizeWord,
  WORD_ERROR_CODES, type TileSet, type WordErrorCode,
} from '../../src/index.js';

function normal(text: string, tiles: TileSet): string {
  const result = normalizeWord(text, tiles);
  if (!result.ok) throw new Error(`${text}: ${result.error.code}`);
  return result.value;
}

function tokens(text: string, tiles: TileSet): string[] {
  const result = tokenizeWord(text, tiles);
  if (!result.ok) throw new Error(`${text}: ${result.error.code}`);
  return result.value;
}

function errorCode(text: unknown, tiles: TileSet): string {
  const result = tokenizeWord(text as string, tiles);
  return result.ok ? 'ok' : result.error.code;
}

describe('normalizeWord and tokenizeWord (RULES.md section 5)', () => {
  describe('German', () => {
    it('upper-cases', () => {
      expect(normal('Gründe', GERMAN_TILES)).toBe('GRÜNDE');
      expect(tokens('gründe', GERMAN_TILES)).toEqual(['G', 'R', 'Ü', 'N', 'D', 'E']);
    });

    it('turns ß (and capital ẞ) into SS', () => {
      expect(normal('Straße', GERMAN_TILES)).toBe('STRASSE');
      expect(normal('STRAẞE', GERMAN_TILES)).toBe('STRASSE');
      expect(tokens('Fuß', GERMAN_TILES)).toEqual(['F', 'U', 'S', 'S']);
    });

    it('keeps Ä Ö Ü as letters of their own, also when typed decomposed', () => {
      expect(tokens('Äöü', GERMAN_TILES)).toEqual(['Ä', 'Ö', 'Ü']);
      expect(tokens('A\u0308rger', GERMAN_TILES)).toEqual(['Ä', 'R', 'G', 'E', 'R']);
    });

    it('never reads AE, OE, UE as umlauts', () => {
      expect(tokens('MAERCHEN', GERMAN_TILES)).toEqual([...'MAERCHEN']);
      expect(normal('Goethe', GERMAN_TILES)).toBe('GOETHE');
      expect(normal('Bauer', GERMAN_TILES)).toBe('BAUER');
    });

    it('drops other accents', () => {
      expect(normal('Café', GERMAN_TILES)).toBe('CAFE');
      expect(normal('Señor', GERMAN_TILES)).toBe('SENOR');
      expect(normal('Crème', GERMAN_TILES)).toBe('CREME');
      expect(normal('façade', GERMAN_TILES)).toBe('FACADE');
    });

    it('reads IJ as two letters', () => {
      expect(tokens('Bijou', GERMAN_TILES)).toEqual(['B', 'I', 'J', 'O', 'U']);
    });
  });

  describe('Dutch with the IJ tile', () => {
    it('reads ij, IJ, Ij as the one IJ tile', () => {
      expect(tokens('averij', DUTCH_IJ_TILES)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
      expect(tokens('AVERIJ', DUTCH_IJ_TILES)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
      expect(tokens('Ijs', DUTCH_IJ_TILES)).toEqual(['IJ', 'S']);
      expect(tokens('pijp', DUTCH_IJ_TILES)).toEqual(['P', 'IJ', 'P']);
    });

    it('reads the Ĳ ligature (either case) as the IJ tile', () => {
      expect(tokens('\u0132s', DUTCH_IJ_TILES)).toEqual(['IJ', 'S']);
      expect(tokens('av\u0065r\u0133', DUTCH_IJ_TILES)).toEqual(['A', 'V', 'E', 'R', 'IJ']);
    });

    it('normalizes to the spelled-out string', () => {
      expect(normal('averij', DUTCH_IJ_TILES)).toBe('AVERIJ');
      expect(normal('\u0133zer', DUTCH_IJ_TILES)).toBe('IJZER');
    });

    it('drops the diaeresis of ë and other accents', () => {
      expect(tokens('ruïne', DUTCH_IJ_TILES)).toEqual(['R', 'U', 'I', 'N', 'E']);
      expect(normal('Zeeën', DUTCH_IJ_TILES)).toBe('ZEEEN');
      expect(normal('één', DUTCH_IJ_TILES)).toBe('EEN');
    });

    it('reads a stressed íj (accent on the i, or on both letters) as the IJ tile', () => {
      expect(tokens('bíj', DUTCH_IJ_TILES)).toEqual(['B', 'IJ']);
      expect(tokens('B\u00CDJ', DUTCH_IJ_TILES)).toEqual(['B', 'IJ']);
      expect(tokens('bi\u0301j\u0301', DUTCH_IJ_TILES)).toEqual(['B', 'IJ']);
      expect(tokens('bíj', DUTCH_TILES)).toEqual(['B', 'I', 'J']);
    });

    it('reads an I not followed by J as I', () => {
      expect(tokens('JIJ', DUTCH_IJ_TILES)).toEqual(['J', 'IJ']);
      expect(tokens('jaji', DUTCH_IJ_TILES)).toEqual(['J', 'A', 'J', 'I']);
    });
  });

  describe('Dutch, modern set', () => {
    it('spells ij with I and J', () => {
      expect(tokens('averij', DUTCH_TILES)).toEqual(['A', 'V', 'E', 'R', 'I', 'J']);
      expect(tokens('\u0132s', DUTCH_TILES)).toEqual(['I', 'J', 'S']);
      expect(normal('ijzer', DUTCH_TILES)).toBe('IJZER');
    });
  });

  describe('English', () => {
    it('folds umlauts and accents to plain letters', () => {
      expect(normal('naïve', ENGLISH_TILES)).toBe('NAIVE');
      expect(normal('Über', ENGLISH_TILES)).toBe('UBER');
      expect(normal('résumé', ENGLISH_TILES)).toBe('RESUME');
    });
  });

  describe('refusals', () => {
    const cases: [string, unknown, WordErrorCode][] = [
      ['an empty word', '', 'empty-word'],
      ['a non-string', 42, 'empty-word'],
      ['a hyphen', 'Rock-n-Roll', 'invalid-character'],
      ['an en dash', 'A–Z', 'invalid-character'],
      ['an apostrophe', "geht's", 'invalid-character'],
      ['a typographic apostrophe', 'geht’s', 'invalid-character'],
      ['a digit', 'B52', 'invalid-character'],
      ['a space', 'zu Hause', 'invalid-character'],
      ['a tab', 'zu\tHause', 'invalid-character'],
      ['a dot', 'z.B', 'invalid-character'],
      ['a question mark', 'WA?', 'invalid-character'],
      ['an emoji', 'HAUS🏠', 'invalid-character'],
      ['a control character', 'HA\u0000US', 'invalid-character'],
      ['a letter outside the alphabet', 'Smørrebrød', 'letter-not-in-set'],
      ['a Greek letter', 'ΩMEGA', 'letter-not-in-set'],
      ['a Cyrillic letter', 'ДОМ', 'letter-not-in-set'],
      ['the Æ ligature', 'Æther', 'letter-not-in-set'],
      ['a word that is too long', 'A'.repeat(MAX_WORD_LENGTH + 1), 'word-too-long'],
      ['a word whose characters make too many tiles (ß is two, ﬃ three)', 'ß'.repeat(MAX_WORD_LENGTH / 2 + 1), 'word-too-long'],
      ['a word of ligatures that unfold past the limit', 'ﬃ'.repeat(MAX_WORD_LENGTH), 'word-too-long'],
    ];
    for (const [what, input, code] of cases) {
      it(`refuses ${what} with ${code}`, () => {
        const result = tokenizeWord(input as string, GERMAN_TILES);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe(code);
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      });
    }

    it('accepts a word of exactly the maximum length', () => {
      expect(errorCode('A'.repeat(MAX_WORD_LENGTH), GERMAN_TILES)).toBe('ok');
    });

    it('gives the same error from normalizeWord', () => {
      const result = normalizeWord('Rock-n-Roll', GERMAN_TILES);
      expect(result.ok ? 'ok' : result.error.code).toBe('invalid-character');
    });

    it('reaches every word error code', () => {
      const reached = new Set(['', 'A-B', 'ΩMEGA', 'A'.repeat(MAX_WORD_LENGTH + 1)].map((w) => errorCode(w, GERMAN_TILES)));
      expect([...reached].sort()).toEqual([...WORD_ERROR_CODES].sort());
    });

    it('never throws on odd strings', () => {
      for (const text of ['\uD800', '\uDFFF', 'A\uD800B', '\u200B', '\u0308', 'ß'.repeat(40), 'İ', 'ﬁ']) {
        expect(() => tokenizeWord(text, DUTCH_IJ_TILES)).not.toThrow();
      }
    });
  });
});

describe('parseRack', () => {
  it('reads letters and blanks', () => {
    expect(parseRack('DORP?', GERMAN_TILES)).toEqual({ ok: true, value: ['D', 'O', 'R', 'P', '?'] });
    expect(parseRack('?a?', GERMAN_TILES)).toEqual({ ok: true, value: ['?', 'A', '?'] });
    expect(parseRack('', GERMAN_TILES)).toEqual({ ok: true, value: [] });
  });

  it('reads the IJ tile in the IJ set only', () => {
    expect(parseRack('ijs?', DUTCH_IJ_TILES)).toEqual({ ok: true, value: ['IJ', 'S', '?'] });
    expect(parseRack('ijs?', DUTCH_TILES)).toEqual({ ok: true, value: ['I', 'J', 'S', '?'] });
  });

  it('refuses other characters and overlong racks', () => {
    const code = (text: unknown) => {
      const r = parseRack(text as string, GERMAN_TILES);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('AB-C')).toBe('invalid-character');
    expect(code('AB C')).toBe('invalid-character');
    expect(code('AB1')).toBe('invalid-character');
    expect(code('ABΩ')).toBe('letter-not-in-set');
    expect(code(null)).toBe('invalid-character');
    expect(code('A'.repeat(MAX_WORD_LENGTH + 1))).toBe('word-too-long');
  });
});
