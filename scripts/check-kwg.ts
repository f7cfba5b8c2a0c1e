/**
 * The KWG corpus check: reads ../shared/bench/kwg/de-words.kwg (built by a native engine from
 * de-words.txt) with `readKwg` and checks it against the word list: the same number of words,
 * every word of the list found, and the words the file holds (every path of the graph read back)
 * exactly the words of the list; then whether its graph is the one `buildLexicon` makes from the
 * list, and how long reading takes. Exits non-zero on any difference. The move oracle on this
 * lexicon is `npm run test:oracle -- --kwg`.
 *
 * @example
 * ```sh
 * npm run check:kwg
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLexicon } from '../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../src/lexicon/compact-lexicon.js';
import { KWG_LETTERS, readKwg } from '../src/lexicon/kwg.js';
import { NodeMask } from '../src/lexicon/letter-codes.js';
import { GERMAN } from '../src/rules/presets.js';
import { SHARED_BENCH, sharedBench } from './lib/shared-data.js';

const bench = sharedBench();
if (bench === null) process.exit(2);
const file = join(SHARED_BENCH, 'kwg', 'de-words.kwg');
if (!existsSync(file)) {
  console.log(`The KWG file is missing: ${file}`);
  process.exit(2);
}
const bytes = new Uint8Array(readFileSync(file));

const times: number[] = [];
let lexicon: CompactLexicon | null = null;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const read = readKwg(bytes, KWG_LETTERS.german, GERMAN);
  times.push(performance.now() - start);
  if (!read.ok) {
    console.log(`readKwg failed: ${read.error.code}: ${read.error.message}`);
    process.exit(1);
  }
  lexicon = read.value;
}
const kwg = lexicon!;
times.sort((a, b) => a - b);
console.log(`de-words.kwg: ${bytes.length.toLocaleString('en-US')} bytes, ${(bytes.length / 4).toLocaleString('en-US')} nodes; read in ${times[2]!.toFixed(0)} ms (median of 5)`);

/** Every word of a compact lexicon: the letter-only paths from the root (each spells a word reversed). */
function wordsOf(lex: CompactLexicon): Set<string> {
  const out = new Set<string>();
  const nodes = lex.nodes;
  const walk = (node: number, suffix: string) => {
    const mask = nodes[node]!;
    let k = 0;
    for (let bit = 0; bit < 30; bit++) {
      if (((mask >>> bit) & 1) === 0) continue;
      const child = (mask & (1 << 30)) !== 0 ? node + 1 : nodes[node + 1 + k]!;
      k++;
      if ((1 << bit) === NodeMask.Separator) continue;
      const word = lex.letters[bit]! + suffix;
      if (nodes[child]! < 0 && word.length >= 2) out.add(word);
      walk(child, word);
    }
  };
  walk(lex.root, '');
  return out;
}

const problems: string[] = [];
const list = new Set(bench.words);
if (kwg.wordCount !== list.size) problems.push(`the file holds ${kwg.wordCount} words, the list ${list.size}`);
const missing = bench.words.filter((w) => !kwg.has(w));
if (missing.length > 0) problems.push(`${missing.length} words of the list are not found, e.g. ${missing.slice(0, 5).join(', ')}`);
const held = wordsOf(kwg);
const extra = [...held].filter((w) => !list.has(w));
if (extra.length > 0) problems.push(`${extra.length} words in the file are not in the list, e.g. ${extra.slice(0, 5).join(', ')}`);
if (held.size !== list.size) problems.push(`reading every path gives ${held.size} words, the list has ${list.size}`);

const built = buildLexicon(bench.words, GERMAN);
if (!built.ok) throw new Error(built.error.message);
const same = built.value.lexicon.nodes.length === kwg.nodes.length && built.value.lexicon.nodes.every((v, i) => v === kwg.nodes[i]);
console.log(`word graph: ${kwg.nodes.length.toLocaleString('en-US')} integers; ${same ? 'identical to' : 'differs from'} the one buildLexicon makes from the list`);

if (problems.length > 0) {
  for (const p of problems) console.log(`KWG CHECK FAILED: ${p}`);
  process.exit(1);
}
console.log(`kwg ok: the file holds exactly the ${list.size.toLocaleString('en-US')} words of de-words.txt`);
