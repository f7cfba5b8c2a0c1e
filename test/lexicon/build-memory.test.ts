import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { saveLexicon } from '../../src/lexicon/lexicon-file.js';
import { GERMAN } from '../../src/rules/presets.js';

/**
 * A seeded list of `n` distinct made-up words shaped like a language's: two to four syllables of
 * a small set, some with one of a few endings, so that words share beginnings and ends.
 */
function madeUpWords(n: number, seed: number): string[] {
  const syllables = ['BA', 'BE', 'DER', 'EIN', 'FAL', 'GE', 'HAUS', 'IN', 'KA', 'LÄ', 'MEN', 'NO', 'OBER', 'PRI', 'RO', 'SCH', 'STE', 'TUR', 'UN', 'VER', 'WAL', 'ZÜ', 'AL', 'ÖL', 'TRA', 'SPI', 'KLE', 'MAN', 'ROT', 'FEN'];
  const endings = ['', '', '', 'E', 'EN', 'ER', 'ES', 'UNG', 'EST', 'T'];
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8;
  const out = new Set<string>();
  while (out.size < n) {
    let word = '';
    const parts = 2 + (next() % 3);
    for (let i = 0; i < parts; i++) word += syllables[next() % syllables.length];
    out.add(word + endings[next() % endings.length]);
  }
  return [...out];
}

/** Bytes of every typed array the build makes with memory of its own (views of other arrays not counted). */
function bytesAllocatedBy(run: () => void): { total: number; largest: number } {
  const originals = { Int32Array, Uint8Array, Int16Array, Float64Array };
  let total = 0;
  let largest = 0;
  const tracked = <T extends new (...args: never[]) => ArrayBufferView>(Base: T): T =>
    class extends (Base as unknown as new (...args: unknown[]) => ArrayBufferView) {
      constructor(...args: unknown[]) {
        super(...args);
        if (!(args[0] instanceof ArrayBuffer)) {
          total += this.byteLength;
          largest = Math.max(largest, this.byteLength);
        }
      }
    } as unknown as T;
  const global = globalThis as unknown as Record<string, unknown>;
  try {
    for (const [name, Base] of Object.entries(originals)) global[name] = tracked(Base);
    run();
  } finally {
    for (const [name, Base] of Object.entries(originals)) global[name] = Base;
  }
  return { total, largest };
}

describe('the lexicon build\'s memory', () => {
  // The build's memory is its typed arrays. On this list it makes 333 bytes of them a word, the
  // largest 72 bytes a word (with scratch arrays for its sorts and a table of a power of two
  // slots: 393 and 72; the old build, which doubled its arrays and copied every reversed prefix:
  // 900 and 105).
  it('makes typed arrays of at most 340 bytes a word in all, none over 80 bytes a word (20,000 made-up words)', () => {
    const words = madeUpWords(20_000, 37);
    let kept = 0;
    const bytes = bytesAllocatedBy(() => {
      const built = buildLexicon(words, GERMAN);
      if (built.ok) kept = built.value.report.kept;
    });
    expect(kept).toBe(20_000);
    expect(bytes.total).toBeLessThanOrEqual(340 * words.length);
    expect(bytes.largest).toBeLessThanOrEqual(80 * words.length);
  });

  it('builds the same graph from an array (sized at once) as from a set or a generator (grown as read)', () => {
    // Two letters spelled longer than written (ß: SS) at the end: the array's room runs out.
    const words = [...madeUpWords(3_000, 5), 'x', 'ÄRGER', 'HUND', 'hund', 'straße', 'fußball'];
    const fromArray = buildLexicon(words, GERMAN);
    const fromSet = buildLexicon(new Set(words), GERMAN);
    const fromGenerator = buildLexicon((function* () { yield* words; })(), GERMAN);
    if (!fromArray.ok || !fromSet.ok || !fromGenerator.ok) throw new Error('build failed');
    expect(fromArray.value.report).toMatchObject({ kept: 3_004, duplicates: 1 });
    expect(fromSet.value.lexicon.nodes).toEqual(fromArray.value.lexicon.nodes);
    expect(fromGenerator.value.lexicon.nodes).toEqual(fromArray.value.lexicon.nodes);
    expect(fromArray.value.lexicon.has('STRASSE')).toBe(true);
  });

  // The saved bytes of two lists, pinned: the sha-256 of each file as the build wrote it before its
  // sorts were made in place (the same graph, integer for integer, must give the same file).
  it('saves the same bytes as before for the same words (sha-256 pinned)', () => {
    const words = madeUpWords(20_000, 37);
    const mixed = [...words.slice(0, 5_000), ...words.slice(0, 300).map((w) => w.toLowerCase()), 'x', 'straße', 'A'.repeat(27)];
    const sha = (list: readonly string[]) => {
      const built = buildLexicon(list, GERMAN);
      if (!built.ok) throw new Error(built.error.message);
      const { kept, duplicates, skipped, longerThanBoard } = built.value.report;
      return { kept, duplicates, skipped: skipped.length, longerThanBoard, sha: createHash('sha256').update(saveLexicon(built.value.lexicon)).digest('hex') };
    };
    expect(sha(words)).toEqual({ kept: 20_000, duplicates: 0, skipped: 0, longerThanBoard: 0, sha: '0e4ecf0b813f6cb36b61e0e13182549653ce1919faa908a9e3e31d8b5ebb03ca' });
    expect(sha(mixed)).toEqual({ kept: 5_001, duplicates: 300, skipped: 2, longerThanBoard: 1, sha: '37029242e66b502594ce0c51447ba54593f1f1fa40164a51b4bca8e89b640343' });
  });
});
