import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../src/board/board.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { KWG_ERROR_CODES, KWG_LETTERS, readKwg } from '../../src/lexicon/kwg.js';
import { loadLexicon, saveLexicon } from '../../src/lexicon/lexicon-file.js';
import { generateMoves } from '../../src/movegen/index.js';
import { DUTCH, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { tokenizeWord } from '../../src/tiles/alphabet.js';
import { allTiles } from '../../src/tiles/tile-set.js';
import { fixtureWords, playPicks } from '../movegen/helpers.js';
import { writeKwg } from './kwg-writer.js';

function tilesOf(words: readonly string[], rules: RuleSet): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  for (const w of words) {
    const t = tokenizeWord(w, rules.tiles);
    if (!t.ok || t.value.length < 2 || seen.has(t.value.join('|'))) continue;
    seen.add(t.value.join('|'));
    out.push(t.value);
  }
  return out;
}

const CASES = [
  { name: 'German', rules: GERMAN, letters: KWG_LETTERS.german, words: fixtureWords('de-small.txt') },
  { name: 'Dutch', rules: DUTCH, letters: KWG_LETTERS.dutch, words: fixtureWords('nl-ij-small.txt') },
  { name: 'English', rules: ENGLISH, letters: KWG_LETTERS.english, words: fixtureWords('en-small.txt') },
];

describe.each(CASES)('readKwg, $name', ({ rules, letters, words }) => {
  const tiles = tilesOf(words, rules);
  const bytes = writeKwg(tiles, letters);
  const built = buildLexicon(words, rules);
  if (!built.ok) throw new Error(built.error.message);
  const reference = built.value.lexicon;
  const read = readKwg(bytes, letters, rules);
  if (!read.ok) throw new Error(read.error.message);
  const lexicon = read.value;

  it('answers exactly like the lexicon built from the same words', () => {
    expect(lexicon.wordCount).toBe(reference.wordCount);
    expect(lexicon.letters).toEqual(reference.letters);
    for (const t of tiles) expect(lexicon.has(t.join(''))).toBe(true);
    fc.assert(fc.property(fc.array(fc.constantFrom(...letters), { minLength: 0, maxLength: 8 }), (word) => {
      expect(lexicon.has(word.join(''))).toBe(reference.has(word.join('')));
    }), { numRuns: 300 });
    for (const t of tiles) {
      expect(lexicon.has(t.slice(1).join(''))).toBe(reference.has(t.slice(1).join('')));
      expect(lexicon.has(`${t.join('')}S`)).toBe(reference.has(`${t.join('')}S`));
    }
  });

  it('law: the move generator finds the same moves with it as with the built lexicon', () => {
    const tile = fc.constantFrom(...allTiles(rules.tiles).filter((t) => t !== '?'));
    fc.assert(fc.property(
      fc.array(fc.record({ rack: fc.array(tile, { minLength: 1, maxLength: 7 }), pick: fc.nat() }), { maxLength: 5 }),
      fc.array(tile, { maxLength: 6 }), fc.integer({ min: 0, max: 1 }),
      (picks, rack, blanks) => {
        const board = playPicks(rules, reference, picks);
        const full = [...rack, ...Array<string>(blanks).fill('?')];
        expect(generateMoves(board, full, rules, lexicon)).toEqual(generateMoves(board, full, rules, reference));
      },
    ), { numRuns: 40 });
  });

  it('saves and loads like any compact lexicon', () => {
    const loaded = loadLexicon(saveLexicon(lexicon), rules);
    expect(loaded.ok && loaded.value.wordCount).toBe(reference.wordCount);
  });
});

describe('readKwg: letters and tile sets', () => {
  const words = tilesOf(['HUND', 'HÜNDIN', 'ÖL', 'ÄRGER', 'ZUG'], GERMAN);
  const bytes = writeKwg(words, KWG_LETTERS.german);

  it('finds the built-in tile set with exactly the letters when no rule set is given', () => {
    const read = readKwg(bytes, KWG_LETTERS.german);
    expect(read.ok && [read.value.tileSetId, read.value.has('HÜNDIN'), read.value.has('ÖL'), read.value.has('HUN')]).toEqual(['de', true, true, false]);
    const english = readKwg(writeKwg([['C', 'A', 'T']], KWG_LETTERS.english), KWG_LETTERS.english);
    expect(english.ok && english.value.has('CAT')).toBe(true);
  });

  it('reads a file whose letters come in another order when given that order', () => {
    const order = ['Ü', 'Ö', 'Ä', ...KWG_LETTERS.english.slice().reverse()];
    const read = readKwg(writeKwg(words, order), order, GERMAN);
    expect(read.ok && read.value.has('ÄRGER') && read.value.wordCount).toBe(5);
    // The same file read with the wrong order answers for other words.
    const wrong = readKwg(writeKwg(words, order), KWG_LETTERS.german, GERMAN);
    expect(wrong.ok && wrong.value.has('ÄRGER')).toBe(false);
  });

  it('refuses letter lists that cannot be an alphabet', () => {
    expect(readKwg(bytes, [], GERMAN)).toMatchObject({ ok: false, error: { code: 'bad-letters' } });
    expect(readKwg(bytes, ['A', 'A'], GERMAN)).toMatchObject({ ok: false, error: { code: 'bad-letters' } });
    expect(readKwg(bytes, 'ABC' as never, GERMAN)).toMatchObject({ ok: false, error: { code: 'bad-letters' } });
    expect(readKwg(bytes, [...KWG_LETTERS.english, 'Ω'], GERMAN)).toMatchObject({ ok: false, error: { code: 'alphabet-mismatch' } });
    expect(readKwg(bytes, ['A', 'B', 'Ω'])).toMatchObject({ ok: false, error: { code: 'alphabet-mismatch' } });
    // A tile beyond the letters given.
    expect(readKwg(bytes, KWG_LETTERS.english, GERMAN)).toMatchObject({ ok: false, error: { code: 'corrupt-kwg' } });
    // A list with a hole, and rules whose tile set is not one.
    expect(readKwg(bytes, ['A', , 'B'] as string[], GERMAN)).toMatchObject({ ok: false, error: { code: 'bad-letters' } });
    expect(readKwg(bytes, KWG_LETTERS.german, { tiles: { letters: [null] } } as never)).toMatchObject({ ok: false, error: { code: 'alphabet-mismatch' } });
    expect(readKwg(bytes, KWG_LETTERS.german, null as never)).toMatchObject({ ok: false, error: { code: 'alphabet-mismatch' } });
  });
});

describe('readKwg: bad files give typed errors, never a throw or a hang', () => {
  const words = tilesOf(fixtureWords('de-small.txt'), GERMAN).slice(0, 40);
  const bytes = writeKwg(words, KWG_LETTERS.german);
  const node = (arc: number, end: boolean, accepts: boolean, tile: number) => (arc | (end ? 1 << 22 : 0) | (accepts ? 1 << 23 : 0) | (tile << 24)) >>> 0;
  const file = (...nodes: number[]) => {
    const out = new Uint8Array(nodes.length * 4);
    nodes.forEach((n, i) => new DataView(out.buffer).setUint32(i * 4, n, true));
    return out;
  };

  it('names what is wrong', () => {
    expect(readKwg('not bytes' as never, KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'not-a-kwg' } });
    expect(readKwg(new Uint8Array(), KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'not-a-kwg' } });
    expect(readKwg(bytes.subarray(0, 6), KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(readKwg(bytes.subarray(0, bytes.length - 2), KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(readKwg(bytes.subarray(0, bytes.length - 8), KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(readKwg(new TextEncoder().encode('SCLX and more text'), KWG_LETTERS.german)).toMatchObject({ ok: false, error: { code: 'not-a-kwg' } });
    // A list that points back to itself: a cycle, infinitely many words.
    expect(readKwg(file(node(2, true, false, 0), node(2, true, false, 0), node(2, true, true, 1)), KWG_LETTERS.german))
      .toMatchObject({ ok: false, error: { code: 'corrupt-kwg' } });
    // The same tile twice in a list.
    expect(readKwg(file(node(2, true, false, 0), node(2, true, false, 0), node(0, false, true, 1), node(0, true, true, 1)), KWG_LETTERS.german))
      .toMatchObject({ ok: false, error: { code: 'corrupt-kwg' } });
    // A list whose last node is missing its end mark, running off the file.
    expect(readKwg(file(node(2, true, false, 0), node(2, true, false, 0), node(0, false, true, 1)), KWG_LETTERS.german))
      .toMatchObject({ ok: false, error: { code: 'truncated' } });
    // An empty lexicon is a lexicon.
    const empty = readKwg(file(node(0, true, false, 0), node(0, true, false, 0)), KWG_LETTERS.german);
    expect(empty.ok && empty.value.wordCount).toBe(0);
  });

  it('refuses a graph that spells more words than a word list holds (every string of 2 to 15 letters: about 9 × 10²¹)', () => {
    // Lists R0 … R14 read the reversed word (each letter, and from R1 on the separator into S);
    // lists S1 … S14 read on after the separator. Every node accepts: every string is a word.
    const nodes: number[] = [0, 0];
    const starts = new Map<string, number>();
    const lists: [string, { tile: number; to: string | null }[]][] = [];
    const letterArcs = (to: string | null) => KWG_LETTERS.german.map((_, i) => ({ tile: i + 1, to }));
    lists.push(['R0', letterArcs('R1')]);
    for (let d = 1; d < 15; d++) lists.push([`R${d}`, [{ tile: 0, to: `S${d}` }, ...letterArcs(d + 1 < 15 ? `R${d + 1}` : null)]]);
    for (let d = 1; d < 15; d++) lists.push([`S${d}`, letterArcs(d + 1 < 15 ? `S${d + 1}` : null)]);
    for (const [name, arcs] of lists) {
      starts.set(name, nodes.length);
      for (let k = 0; k < arcs.length; k++) nodes.push(0);
    }
    for (const [name, arcs] of lists) {
      arcs.forEach(({ tile, to }, k) => {
        nodes[starts.get(name)! + k] = node(to === null ? 0 : starts.get(to)!, k === arcs.length - 1, true, tile);
      });
    }
    nodes[0] = nodes[1] = node(starts.get('R0')!, true, false, 0);
    expect(readKwg(file(...nodes), KWG_LETTERS.german, GERMAN)).toMatchObject({ ok: false, error: { code: 'corrupt-kwg' } });
  });

  it('law: every cut of a file gives a typed error (or the file itself)', () => {
    for (let cut = 0; cut < bytes.length; cut++) {
      const read = readKwg(bytes.subarray(0, cut), KWG_LETTERS.german);
      if (read.ok) continue;
      expect(KWG_ERROR_CODES).toContain(read.error.code);
      expect(read.error.message.length).toBeLessThan(200);
    }
  });

  it('law: damaged bytes never throw; what reads as a lexicon works with the generator', () => {
    fc.assert(fc.property(fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { minLength: 1, maxLength: 6 }), (changes) => {
      const damaged = bytes.slice();
      for (const { at, value } of changes) damaged[at % damaged.length] = value;
      const read = readKwg(damaged, KWG_LETTERS.german);
      if (!read.ok) {
        expect(KWG_ERROR_CODES).toContain(read.error.code);
        return;
      }
      expect(generateMoves(emptyBoard(GERMAN), 'HUNDE?', GERMAN, read.value).ok).toBe(true);
      read.value.has('HUND');
    }), { numRuns: 300 });
  });
});
