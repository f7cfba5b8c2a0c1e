import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { GERMAN } from '../../src/rules/presets.js';

/** Every entry of the word graph: each path from the root to a final node, `|` for the separator. */
function entries(lexicon: CompactLexicon): Set<string> {
  const out = new Set<string>();
  const { nodes, letters } = lexicon;
  const walk = (node: number, path: string, depth: number) => {
    if (depth > 40) throw new Error('too deep: a cycle?');
    const mask = nodes[node]!;
    let k = 0;
    for (let bit = 0; bit < 30; bit++) {
      if (((mask >>> bit) & 1) === 0) continue;
      const child = (mask & (1 << 30)) !== 0 ? node + 1 : nodes[node + 1 + k]!;
      k++;
      const next = path + (bit === 29 ? '|' : letters[bit]!);
      if (nodes[child]! < 0) out.add(next);
      walk(child, next, depth + 1);
    }
  };
  walk(lexicon.root, '', 0);
  return out;
}

/** The entries a word list must give: for every word, each split "prefix reversed | rest", and the word reversed. */
function expectedEntries(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    const letters = [...w];
    for (let i = 1; i < letters.length; i++) out.add(`${letters.slice(0, i).reverse().join('')}|${letters.slice(i).join('')}`);
    out.add([...letters].reverse().join(''));
  }
  return out;
}

describe('the word graph', () => {
  const word = fc.array(fc.constantFrom('A', 'B', 'E', 'N', 'Ä', 'Ü', 'S'), { minLength: 2, maxLength: 7 }).map((l) => l.join(''));

  it('law: holds exactly the split strings of the words, and has() answers membership', () => {
    fc.assert(fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 20 }), (words, probes) => {
      const built = buildLexicon(words, GERMAN);
      if (!built.ok) throw new Error(built.error.message);
      const set = new Set(words);
      expect(built.value.report.kept).toBe(set.size);
      expect(built.value.report.duplicates).toBe(words.length - set.size);
      expect(entries(built.value.lexicon)).toEqual(expectedEntries([...set]));
      for (const p of [...words, ...probes]) expect(built.value.lexicon.has(p)).toBe(set.has(p));
    }), { numRuns: 200 });
  });

  it('reads words in any case and form the same as through the tokenizer', () => {
    const built = buildLexicon(['hund', 'HUND', 'Hündin', 'Straße', 'A\u0308rger', 'ärger'], GERMAN);
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.report).toMatchObject({ kept: 4, duplicates: 2 });
    for (const w of ['HUND', 'HÜNDIN', 'STRASSE', 'ÄRGER']) expect(built.value.lexicon.has(w)).toBe(true);
  });
});
