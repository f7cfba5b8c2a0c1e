import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultKlvLetters, readKlv } from '../../src/bot/klv.js';
import { DUTCH_IJ_TILES, ENGLISH_TILES, GERMAN_TILES } from '../../src/tiles/tile-set.js';
import { buildKlv } from './klv-builder.js';

/** English tiles: 0 the blank, A = 1 … Z = 26. */
const code = (text: string) => [...text].map((c) => (c === '?' ? 0 : c.charCodeAt(0) - 64));
const LEAVES = [
  ['?', 25.5], ['A', 1], ['AE', 3.25], ['E', 2.5], ['EE', -1.75], ['Q', -7], ['QU', -3.5], ['?Q', 12], ['AEINST', 30], ['EIRST', 20.5],
] as const;
const fixture = (format: 'klv' | 'klv2') => buildKlv(LEAVES.map(([t, value]) => ({ tiles: code(t), value })), format);

describe('readKlv', () => {
  it('reads the values of KLV2 (floats) and KLV (1/256 points) files, whatever the order of the tiles', () => {
    for (const format of ['klv2', 'klv'] as const) {
      const read = readKlv(fixture(format), ENGLISH_TILES);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.value.format).toBe(format);
      expect(read.value.count).toBe(LEAVES.length);
      for (const [tiles, value] of LEAVES) expect(read.value.value([...tiles].reverse())).toBeCloseTo(value, 2);
      expect(read.value.value([])).toBe(0);
      expect(read.value.value(['Z'])).toBe(0);
      expect(read.value.value(['A', 'E', 'E'])).toBe(0);
      expect(read.value.value(['I', 'O'])).toBe(0);
      // Something that is not a list of tiles is worth 0, as with a leave model.
      for (const odd of [null, undefined, 5, {}, 'AE']) expect(read.value.value(odd as never)).toBe(0);
    }
  });

  it('reads the committed fixture file (the same bytes as the builder makes)', () => {
    const bytes = new Uint8Array(readFileSync(new URL('../fixtures/bot/tiny.klv2', import.meta.url)));
    expect([...bytes]).toEqual([...fixture('klv2')]);
    const read = readKlv(bytes, ENGLISH_TILES);
    expect(read.ok && read.value.value(['S', 'T', 'A', 'I', 'N', 'E'])).toBeCloseTo(30);
  });

  it('refuses damaged files with typed errors and never throws', () => {
    const good = fixture('klv2');
    const code = (bytes: Uint8Array) => {
      const read = readKlv(bytes, ENGLISH_TILES);
      return read.ok ? 'ok' : read.error.code;
    };
    expect(code(new Uint8Array(3))).toBe('truncated');
    expect(code(good.slice(0, 20))).toBe('truncated');
    expect(code(good.slice(0, good.length - 4))).toBe('corrupt-klv');
    expect(code(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('not-a-klv');
    expect(code('not bytes' as unknown as Uint8Array)).toBe('not-a-klv');
    const outside = good.slice();
    new DataView(outside.buffer).setUint32(8, 0x3fffff, true);
    expect(code(outside)).toBe('corrupt-klv');
    const cycle = good.slice();
    const view = new DataView(cycle.buffer);
    const nodes = view.getUint32(0, true);
    for (let i = 1; i < nodes; i++) {
      const node = view.getUint32(4 + i * 4, true);
      if ((node & 0x3fffff) !== 0) {
        view.setUint32(4 + i * 4, (node & ~0x3fffff) | 1, true);
        break;
      }
    }
    expect(code(cycle)).toBe('corrupt-klv');
    const count = good.slice();
    new DataView(count.buffer).setUint32(4 + nodes * 4, LEAVES.length - 1, true);
    expect(['corrupt-klv', 'truncated']).toContain(code(count));
    const letters = readKlv(good, ENGLISH_TILES, { letters: ['A', 'B'] });
    expect(letters.ok ? 'ok' : letters.error.code).toBe('alphabet-mismatch');
    const foreign = readKlv(good, ENGLISH_TILES, { letters: ['Ä'] });
    expect(foreign.ok ? 'ok' : foreign.error.code).toBe('alphabet-mismatch');
    // A list with a hole names no letter for that tile.
    const holey = readKlv(good, ENGLISH_TILES, { letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXY', , 'Z'] as string[] });
    expect(holey.ok ? 'ok' : holey.error.code).toBe('alphabet-mismatch');
  });

  it('orders the letters A–Z first, then the other letters of the set', () => {
    expect(defaultKlvLetters(GERMAN_TILES).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ');
    expect(defaultKlvLetters(DUTCH_IJ_TILES).slice(-1)).toEqual(['IJ']);
    expect(defaultKlvLetters(ENGLISH_TILES)).toHaveLength(26);
  });
});
