import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon, LEXICON_FILE_ERROR_CODES } from '../../src/lexicon/index.js';
import { loadLexicon, saveLexicon } from '../../src/lexicon/lexicon-file.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { TileSet } from '../../src/tiles/tile-set.js';
import { letterCodesOf, popcount } from '../../src/lexicon/letter-codes.js';
import { makeCompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { fixtureWords } from '../movegen/helpers.js';

const build = (words: readonly string[], rules = GERMAN) => {
  const built = buildLexicon(words, rules);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
};

describe('buildLexicon', () => {
  it('answers has() for exactly the words of the list, in normal form', () => {
    const { lexicon, report } = build(['Hund', 'HUNDE', 'straße', 'Grüne', 'essen', 'Essen']);
    expect(report).toEqual({ kept: 5, duplicates: 1, skipped: [], longerThanBoard: 0 });
    for (const w of ['HUND', 'HUNDE', 'STRASSE', 'GRÜNE', 'ESSEN']) expect(lexicon.has(w)).toBe(true);
    for (const w of ['HUN', 'HUNDES', 'UND', 'GRUNE', 'STRAßE', 'hund', '', 'H', 'XYZ']) expect(lexicon.has(w)).toBe(false);
    expect(lexicon.wordCount).toBe(5);
  });

  it('reports entries that cannot be spelled with the tile set, with reasons', () => {
    const { report, lexicon } = build(['co-op', "geht's", 'a', 'Ωmega', 'ok', 'x1', ''], ENGLISH);
    expect(report.kept).toBe(1);
    expect(report.skipped.map((s) => [s.entry, s.code])).toEqual([
      ['co-op', 'invalid-character'],
      ["geht's", 'invalid-character'],
      ['a', 'one-letter'],
      ['Ωmega', 'letter-not-in-set'],
      ['x1', 'invalid-character'],
      ['', 'empty-word'],
    ]);
    expect(report.skipped.every((s) => s.message.length > 0)).toBe(true);
    expect(lexicon.has('OK')).toBe(true);
  });

  it('skips a word whose characters unfold to more than 64 tiles instead of storing it cut short', () => {
    const long = 'ﬃ'.repeat(64);   // 64 characters, 192 tiles
    // 2,700 words of 26 tiles, the longest a board holds: more than the first block of letters.
    const { report, lexicon } = build([...Array.from({ length: 2700 }, (_, i) => `${'A'.repeat(23)}${i.toString(26).padStart(3, '0').toUpperCase().replace(/[0-9]/g, (d) => 'BCDEFGHIJK'[Number(d)]!)}`), long, 'HUND']);
    expect(report.skipped.map((s) => s.code)).toEqual(['word-too-long']);
    expect(report.kept + report.duplicates).toBe(2701);
    expect(lexicon.has('HUND')).toBe(true);
    expect(lexicon.has(`${'FFI'.repeat(21)}F`)).toBe(false);
    expect(lexicon.wordCount).toBe(report.kept);
  });

  it('leaves out words longer than the longest line of any board (26 squares), and counts them', () => {
    const words = ['A'.repeat(26), 'B'.repeat(27), 'HUND', 'C'.repeat(64), 'ij'.repeat(14)];
    const { report, lexicon } = build(words);
    expect(report.kept).toBe(2);
    expect(report.longerThanBoard).toBe(3);
    expect(report.skipped.map((s) => [s.entry.length, s.code])).toEqual([[27, 'longer-than-board'], [64, 'longer-than-board'], [28, 'longer-than-board']]);
    expect(lexicon.has('A'.repeat(26))).toBe(true);
    expect(lexicon.has('B'.repeat(27))).toBe(false);
    // In the Dutch IJ set IJ is one tile: 14 IJ tiles (28 characters) fit a line, 27 do not.
    const ij = build(['ij'.repeat(14), 'ij'.repeat(27)], DUTCH_IJ).report;
    expect([ij.kept, ij.longerThanBoard]).toEqual([1, 1]);
  });

  it('reports entries that are not text without touching them', () => {
    const { report } = build(['AB', { toString: 0 } as unknown as string, Object.create(null) as string, 7 as unknown as string]);
    expect(report.kept).toBe(1);
    expect(report.skipped.map((s) => s.entry)).toEqual(['(object)', '(object)', '(number)']);
  });

  it('reads "ij" as the one IJ tile in the Dutch IJ set', () => {
    const { lexicon } = build(fixtureWords('nl-ij-small.txt'), DUTCH_IJ);
    expect(lexicon.has('AVERIJ')).toBe(true);
    expect(lexicon.has('IJS')).toBe(true);
    expect(lexicon.has('IJ')).toBe(false);
    expect(lexicon.letters).toContain('IJ');
  });

  it('refuses a tile set with more letters than a mask holds, and input that is no list', () => {
    const letters = Array.from({ length: 30 }, (_, i) => ({ letter: String.fromCharCode(0x410 + i), count: 1, value: 1 }));
    const big: TileSet = { id: 'big', name: 'Big', blanks: 0, letters };
    const r = buildLexicon(['АБ'], { tiles: big });
    expect(r.ok ? null : r.error.code).toBe('alphabet-too-large');
    const n = buildLexicon(42 as unknown as string[], GERMAN);
    expect(n.ok ? null : n.error.code).toBe('not-a-word-list');
    const text = buildLexicon('HUND\nHUNDE', GERMAN);
    expect(text.ok ? null : text.error.code).toBe('not-a-word-list');
    const set = buildLexicon(new Set(['HUND']), GERMAN);
    expect(set.ok && set.value.lexicon.has('HUND')).toBe(true);
  });

  it('an empty list makes an empty lexicon', () => {
    const { lexicon } = build([]);
    expect(lexicon.has('AB')).toBe(false);
  });

  it('law: has(w) ⇔ w was in the list (random words over a small alphabet)', () => {
    const word = fc.string({ unit: fc.constantFrom('A', 'B', 'E', 'N', 'Ä'), minLength: 2, maxLength: 9 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), fc.array(word, { maxLength: 30 }), (words, probes) => {
        const { lexicon } = build(words);
        const set = new Set(words);
        for (const w of [...words, ...probes]) expect(lexicon.has(w)).toBe(set.has(w));
      }),
      { numRuns: 150 },
    );
  });
});

describe('saveLexicon / loadLexicon', () => {
  const { lexicon } = build(fixtureWords('de-small.txt'));
  const bytes = saveLexicon(lexicon);

  it('round-trips: the loaded lexicon answers like the built one', () => {
    const loaded = loadLexicon(bytes, GERMAN);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.wordCount).toBe(lexicon.wordCount);
    for (const w of [...fixtureWords('de-small.txt'), 'HUN', 'XX', 'GRUND', 'GRÜNDEN']) expect(loaded.value.has(w)).toBe(lexicon.has(w));
    expect(Array.from(loaded.value.nodes)).toEqual(Array.from(lexicon.nodes));
    expect(loadLexicon(bytes, GERMAN, { verify: 'full' }).ok).toBe(true);
  });

  it('loads from an unaligned copy too', () => {
    const padded = new Uint8Array(bytes.length + 1);
    padded.set(bytes, 1);
    const loaded = loadLexicon(padded.subarray(1), GERMAN);
    expect(loaded.ok && loaded.value.has('HUNDE')).toBe(true);
  });

  const code = (b: Uint8Array, verify: 'checksum' | 'full' = 'checksum') => {
    const r = loadLexicon(b, GERMAN, { verify });
    return r.ok ? 'ok' : r.error.code;
  };

  it('the full check refuses a graph with a cycle and one that spells other than its header says; the default check reads structure only', () => {
    const codes = letterCodesOf(GERMAN.tiles);
    if (codes === null) throw new Error('no letter codes');
    // One node with every letter, the separator and the word end, each arc back to itself: every string is a word.
    const loop = new Int32Array(31);
    loop[0] = 0x1fffffff | (1 << 29) | (1 << 31);
    const cyclic = saveLexicon(makeCompactLexicon(loop, 0, 1, GERMAN.tiles, codes));
    expect(loadLexicon(cyclic, GERMAN).ok).toBe(true);
    expect(loadLexicon(cyclic, GERMAN, { verify: 'full' })).toMatchObject({ ok: false, error: { code: 'corrupt-lexicon' } });
    // The graph of the fixture words with a header that claims one word more.
    const claims = saveLexicon(makeCompactLexicon(lexicon.nodes, lexicon.root, lexicon.wordCount + 1, GERMAN.tiles, codes));
    expect(loadLexicon(claims, GERMAN).ok).toBe(true);
    const refused = loadLexicon(claims, GERMAN, { verify: 'full' });
    expect(refused.ok ? 'ok' : refused.error.message).toBe(`The word graph spells ${lexicon.wordCount} words, where the header says ${lexicon.wordCount + 1}`);
  });

  it('gives a typed error for foreign, truncated, damaged or mismatched files', () => {
    expect(code(new TextEncoder().encode('HUND\nHUNDE\n'))).toBe('not-a-lexicon');
    expect(code(new Uint8Array())).toBe('truncated');
    expect(code(bytes.subarray(0, 3))).toBe('truncated');
    expect(code(bytes.subarray(0, 20))).toBe('truncated');
    expect(code(bytes.subarray(0, bytes.length - 4))).toBe('truncated');
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(code(longer)).toBe('corrupt-lexicon');
    const version = bytes.slice();
    version[4] = 9;
    expect(code(version)).toBe('unsupported-version');
    const dutch = saveLexicon(build(['DORP'], DUTCH_IJ).lexicon);
    const r = loadLexicon(dutch, GERMAN);
    expect(r.ok ? 'ok' : r.error.code).toBe('alphabet-mismatch');
    expect(code(42 as unknown as Uint8Array)).toBe('not-a-lexicon');
    // Rules that are not a rule set: an error, not a throw.
    for (const rules of [undefined, null, {}, { tiles: { letters: [null] } }]) {
      expect(loadLexicon(bytes, rules as never)).toMatchObject({ ok: false, error: { code: 'alphabet-mismatch' } });
    }
    // The file's long names are shortened in the message.
    const long: TileSet = { ...DUTCH_IJ.tiles, id: 'x'.repeat(190), name: 'y'.repeat(190) };
    const named = loadLexicon(saveLexicon(build(['DORP'], { ...DUTCH_IJ, tiles: long }).lexicon), GERMAN);
    expect(named.ok ? 'ok' : named.error.code).toBe('alphabet-mismatch');
    expect(named.ok || named.error.message.includes('x'.repeat(41))).toBe(false);
    for (const c of ['not-a-lexicon', 'truncated', 'corrupt-lexicon', 'unsupported-version', 'alphabet-mismatch']) {
      expect(LEXICON_FILE_ERROR_CODES).toContain(c);
    }
  });

  it('a file crafted to match its checksum but pointing arcs into the middle of nodes fails the full check', () => {
    const nodes = lexicon.nodes.slice();
    let p = 0;
    let patched = false;
    while (!patched && p < nodes.length) {
      const mask = nodes[p]!;
      const arcs = (mask & (1 << 30)) !== 0 ? 0 : popcount(mask & 0x3fffffff);
      if (arcs >= 2) {
        nodes[p + 1] = p + 1;
        patched = true;
      }
      p += (mask & (1 << 30)) !== 0 ? 1 : 1 + arcs;
    }
    expect(patched).toBe(true);
    const crafted = saveLexicon({ ...lexicon, nodes });
    expect(code(crafted, 'full')).toBe('corrupt-lexicon');
    const outside = lexicon.nodes.slice();
    outside[0] = outside[0]! | (1 << 30);
    expect(code(saveLexicon({ ...lexicon, nodes: outside }))).toBe('corrupt-lexicon');
  });

  it('law: the layout check of a large graph answers as one walk from the first node would', () => {
    // Words enough for a graph checked by several walks side by side; files crafted to match
    // their checksum with one to three words changed (letters, the one-child bit, offsets).
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
    const letters = 'AEINRSTUDHLGOMKBÄÜ';
    const words = Array.from({ length: 4000 }, () =>
      Array.from({ length: 3 + (next() % 7) }, () => letters[next() % letters.length]!).join(''));
    const big = build(words).lexicon;
    expect(big.nodes.length).toBeGreaterThan(16384);
    const allowed = (1 << 29) - 1;
    const inOrder = (nodes: Int32Array): boolean => {
      let p = 0;
      while (p < nodes.length) {
        const mask = nodes[p]!;
        const arcs = popcount(mask & 0x3fffffff);
        if ((mask & ~(allowed | (7 << 29))) !== 0) return false;
        if ((mask & (1 << 30)) !== 0 && arcs !== 1) return false;
        p += (mask & (1 << 30)) !== 0 ? 1 : 1 + arcs;
      }
      return p === nodes.length;
    };
    const germanLetters = 29;
    expect(germanLetters).toBe(GERMAN.tiles.letters.length);
    let kept = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.nat({ max: big.nodes.length - 1 }), bit: fc.integer({ min: 0, max: 31 }) }), { minLength: 1, maxLength: 3 }),
        (changes) => {
          const nodes = big.nodes.slice();
          for (const { at, bit } of changes) nodes[at]! ^= 1 << bit;
          const loaded = loadLexicon(saveLexicon({ ...big, nodes }), GERMAN);
          const expected = inOrder(nodes);
          if (expected) kept++;
          expect(loaded.ok ? 'ok' : loaded.error.code).toBe(expected ? 'ok' : 'corrupt-lexicon');
        },
      ),
      { numRuns: 300 },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('law: any single flipped bit gives an error, never a lexicon', () => {
    fc.assert(
      fc.property(fc.nat({ max: bytes.length * 8 - 1 }), (bit) => {
        const damaged = bytes.slice();
        damaged[bit >> 3]! ^= 1 << (bit & 7);
        expect(code(damaged)).not.toBe('ok');
        expect(code(damaged, 'full')).not.toBe('ok');
      }),
      { numRuns: 400 },
    );
  });
});
