/**
 * Hunspell spelling dictionaries expanded into the words they accept: every form a `.dic` entry
 * takes through the affix classes its flags name (prefixes, suffixes, their cross products, and a
 * second suffix where a suffix rule names further classes), with the flags for forbidden words,
 * compound-only parts, words that need an affix and circumfixes honoured. Compounds are not
 * formed. A pure function over the texts of the two files: reading them is the caller's part.
 *
 * @example
 * ```ts
 * import { expandHunspell } from 'scrabble-engine';
 * const aff = 'SFX S Y 1\nSFX S 0 e .\n';
 * expandHunspell(aff, '1\nHund/S\n').words;   // ['Hund', 'Hunde']
 * ```
 * @module
 */

/**
 * The words of a Hunspell dictionary, and what the expansion left out.
 * @example
 * ```ts
 * import { expandHunspell, type HunspellExpansion } from 'scrabble-engine';
 * const expansion: HunspellExpansion = expandHunspell('SFX S Y 1\nSFX S 0 s .\n', '1\ndog/S\n');   // words: dog, dogs
 * ```
 */
export interface HunspellExpansion {
  /** Every form the dictionary accepts on its own, distinct, in the order first met. */
  readonly words: string[];
  /** Entries (lines) of the `.dic` text read. */
  readonly entries: number;
  /** Entries marked forbidden, and forms they forbid. */
  readonly forbidden: number;
  /** Entries and forms that may only stand inside a compound. */
  readonly compoundOnly: number;
  /** Entries that need an affix, so that their bare form is not a word. */
  readonly needAffix: number;
  /** Words the `.dic` marks as names or abbreviations in a morphological field (`po:` or `is:`), left out. */
  readonly marked: string[];
}

/** One affix rule. */
interface AffixRule {
  readonly strip: string;
  readonly add: string;
  readonly next: readonly string[];
  readonly test: (word: string) => boolean;
}

/** One affix class: its flag's rules. */
interface AffixClass {
  readonly prefix: boolean;
  readonly cross: boolean;
  readonly rules: AffixRule[];
}

/** What the expansion reads from an affix file. */
interface AffixFile {
  readonly format: 'char' | 'long' | 'num' | 'utf-8';
  readonly aliases: readonly string[][];
  readonly classes: ReadonlyMap<string, AffixClass>;
  readonly forbidden: string | null;
  readonly onlyInCompound: string | null;
  readonly needAffix: string | null;
  readonly circumfix: string | null;
  readonly output: readonly (readonly [string, string])[];
}

/** A condition as a test of a word's end (suffix) or start (prefix); a condition that cannot be read matches nothing. */
function conditionTest(text: string, prefix: boolean): (word: string) => boolean {
  if (text === '.' || text === '') return () => true;
  if (/^[^.[\]]+$/u.test(text)) return prefix ? (word) => word.startsWith(text) : (word) => word.endsWith(text);
  const single = /^\[(\^?)([^\]]+)\]$/u.exec(text);
  if (single !== null) {
    const set = new Set(single[2]!);
    const negated = single[1] === '^';
    return prefix
      ? (word) => word.length > 0 && set.has(String.fromCodePoint(word.codePointAt(0)!)) !== negated
      : (word) => word.length > 0 && set.has([...word.slice(-2)].pop()!) !== negated;
  }
  const parts: string[] = [];
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) return () => false;
      let inner = text.slice(i + 1, close);
      const negated = inner.startsWith('^');
      if (negated) inner = inner.slice(1);
      parts.push(`[${negated ? '^' : ''}${inner.replace(/[\\\]^-]/gu, (c) => `\\${c}`)}]`);
      i = close + 1;
    } else {
      parts.push(ch === '.' ? '.' : ch.replace(/[\\^$*+?()[\]{}|/]/gu, (c) => `\\${c}`));
      i++;
    }
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(prefix ? `^${parts.join('')}` : `${parts.join('')}$`, 'u');
  } catch {
    return () => false;
  }
  return (word) => pattern.test(word);
}

/** Splits a flag string by the file's flag format. */
function splitFlags(flags: string, file: Pick<AffixFile, 'format' | 'aliases'>): string[] {
  if (file.aliases.length > 0 && /^\d+$/u.test(flags)) return file.aliases[Number(flags) - 1] ?? [];
  switch (file.format) {
    case 'long': {
      const out: string[] = [];
      for (let i = 0; i + 1 < flags.length; i += 2) out.push(flags.slice(i, i + 2));
      return out;
    }
    case 'num':
      return flags.split(',').filter((f) => f.length > 0);
    default:
      return [...flags];
  }
}

/** Reads the affix classes and the special flags of an affix file. */
function readAffixFile(text: string): AffixFile {
  const lines = text.split(/\r?\n/u).map((l) => l.replace(/^\s+/u, '').split(/\s+/u));
  const setting = (name: string): string | null => lines.find((l) => l[0] === name)?.[1] ?? null;
  const flagSetting = setting('FLAG')?.toLowerCase();
  const format = flagSetting === 'long' ? 'long' : flagSetting === 'num' ? 'num' : flagSetting === 'utf-8' ? 'utf-8' : 'char';
  const aliases: string[][] = [];
  const base = { format, aliases } as const;
  let aliasHeaderSeen = false;
  for (const l of lines) {
    if (l[0] !== 'AF' || l[1] === undefined) continue;
    if (!aliasHeaderSeen && /^\d+$/u.test(l[1]) && l.length === 2) {
      aliasHeaderSeen = true;
      continue;
    }
    aliases.push(splitFlags(l[1], { format, aliases: [] }));
  }
  const classes = new Map<string, AffixClass>();
  for (const parts of lines) {
    const [kind, flag, a, b, c] = parts;
    if ((kind !== 'SFX' && kind !== 'PFX') || flag === undefined || a === undefined || b === undefined) continue;
    const known = classes.get(flag);
    if (known === undefined) {
      if ((a === 'Y' || a === 'N') && /^\d+$/u.test(b)) classes.set(flag, { prefix: kind === 'PFX', cross: a === 'Y', rules: [] });
      continue;
    }
    const slash = b.indexOf('/');
    const addText = slash < 0 ? b : b.slice(0, slash);
    known.rules.push({
      strip: a === '0' ? '' : a,
      add: addText === '0' ? '' : addText,
      next: slash < 0 ? [] : splitFlags(b.slice(slash + 1), base),
      test: conditionTest(c ?? '.', known.prefix),
    });
  }
  const output = lines
    .filter((l) => l[0] === 'OCONV' && l[1] !== undefined && l[2] !== undefined && !/^\d+$/u.test(l[1]))
    .map((l) => [l[1]!.replace(/_/gu, ' '), l[2]!.replace(/_/gu, ' ')] as const);
  return {
    format, aliases, classes, output,
    forbidden: setting('FORBIDDENWORD'),
    onlyInCompound: setting('ONLYINCOMPOUND'),
    needAffix: setting('NEEDAFFIX') ?? setting('PSEUDOROOT'),
    circumfix: setting('CIRCUMFIX'),
  };
}

/** One `.dic` entry: the word, its flags, and its morphological fields. */
interface DicEntry {
  readonly word: string;
  readonly flags: string;
  readonly fields: string;
}

/** The entries of a `.dic` text: header comment lines (starting with a tab or `#`) and the count line skipped. */
function readDic(text: string): DicEntry[] {
  const entries: DicEntry[] = [];
  const lines = text.split(/\r?\n/u);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length === 0 || line.startsWith('\t') || line.startsWith('#')) continue;
    if (i === 0 && /^\s*\d+\s*$/u.test(line)) continue;
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
    const word = line.slice(0, end).replace(/\\\//gu, '/').trim();
    let rest = line.slice(end);
    let flags = '';
    if (rest.startsWith('/')) {
      flags = /^\S*/u.exec(rest.slice(1))?.[0] ?? '';
      rest = rest.slice(1 + flags.length);
    }
    if (word.length > 0) entries.push({ word, flags, fields: rest.trim() });
  }
  return entries;
}

/** Whether morphological fields mark an entry as a name or an abbreviation (`po:prop`, `po:eigen`, `po:abbr`, `is:abk`…). */
function markedAsNameOrAbbreviation(fields: string): boolean {
  return /(?:^|\s)(?:po|is):(?:prop|proper|propn|name|eigen|eig|abbr|abk|abbreviation|acronym|afk)\b/iu.test(fields);
}

/** A form made by one affix rule, or null when the rule does not apply. */
function applyRule(word: string, rule: AffixRule, prefix: boolean): string | null {
  if (prefix) return word.startsWith(rule.strip) && rule.test(word) ? rule.add + word.slice(rule.strip.length) : null;
  return word.endsWith(rule.strip) && rule.test(word) ? word.slice(0, word.length - rule.strip.length) + rule.add : null;
}

/** A form on the way: the text, the flags its affixes carry on, and whether it uses a circumfix. */
interface Form {
  readonly word: string;
  readonly next: readonly string[];
  readonly circumfix: boolean;
  readonly cross: boolean;
}

/**
 * Every word a Hunspell dictionary accepts on its own, from the texts of its `.aff` and `.dic` files.
 * @example
 * ```ts
 * import { expandHunspell } from 'scrabble-engine';
 * const aff = 'FORBIDDENWORD !\nPFX U Y 1\nPFX U 0 un .\nSFX S Y 1\nSFX S 0 s .\n';
 * expandHunspell(aff, '2\ndo/US\nundo/!\n').words;   // ['do', 'dos', 'undos']: undo is forbidden
 * ```
 */
export function expandHunspell(affText: string, dicText: string): HunspellExpansion {
  const aff = readAffixFile(typeof affText === 'string' ? affText : '');
  const entries = readDic(typeof dicText === 'string' ? dicText : '');
  const out = new Set<string>();
  const forbiddenWords = new Set<string>();
  const marked: string[] = [];
  let forbidden = 0;
  let compoundOnly = 0;
  let needAffix = 0;
  const has = (flags: readonly string[], flag: string | null): boolean => flag !== null && flags.includes(flag);
  /** Whether a finished form may stand alone: no compound-only or need-affix flag, circumfixes paired. */
  const alone = (flags: readonly string[], circumfixOpen: boolean): boolean => {
    if (has(flags, aff.onlyInCompound)) {
      compoundOnly++;
      return false;
    }
    return !has(flags, aff.needAffix) && !circumfixOpen;
  };
  for (const entry of entries) {
    const flags = splitFlags(entry.flags, aff);
    if (has(flags, aff.forbidden)) {
      forbidden++;
      forbiddenWords.add(entry.word);
      continue;
    }
    if (has(flags, aff.onlyInCompound)) {
      compoundOnly++;
      continue;
    }
    if (markedAsNameOrAbbreviation(entry.fields)) {
      marked.push(entry.word);
      continue;
    }
    if (has(flags, aff.needAffix)) needAffix++;
    else out.add(entry.word);
    // Suffixes: one, then a second one that the first rule's continuation names.
    const suffixed: Form[] = [];
    for (const flag of flags) {
      const cls = aff.classes.get(flag);
      if (cls === undefined || cls.prefix) continue;
      for (const rule of cls.rules) {
        const word = applyRule(entry.word, rule, false);
        if (word === null) continue;
        const circ = has(rule.next, aff.circumfix);
        const form = { word, next: rule.next, circumfix: circ, cross: cls.cross };
        suffixed.push(form);
        if (alone(rule.next, circ)) out.add(word);
        for (const flag2 of rule.next) {
          const cls2 = aff.classes.get(flag2);
          if (cls2 === undefined || cls2.prefix) continue;
          for (const rule2 of cls2.rules) {
            const word2 = applyRule(word, rule2, false);
            if (word2 === null) continue;
            const circ2 = circ || has(rule2.next, aff.circumfix);
            const form2 = { word: word2, next: [...rule.next, ...rule2.next], circumfix: circ2, cross: cls.cross && cls2.cross };
            suffixed.push(form2);
            if (alone(rule2.next.filter((f) => f !== aff.needAffix).concat(rule.next.filter((f) => f === aff.onlyInCompound)), circ2)) out.add(word2);
          }
        }
      }
    }
    // Prefixes: on the stem, and on every suffixed form where both classes allow the cross product.
    const prefixFlags = new Set(flags);
    for (const form of suffixed) for (const f of form.next) if (aff.classes.get(f)?.prefix === true) prefixFlags.add(f);
    for (const flag of prefixFlags) {
      const cls = aff.classes.get(flag);
      if (cls === undefined || !cls.prefix) continue;
      const onStem = flags.includes(flag);
      for (const rule of cls.rules) {
        const circ = has(rule.next, aff.circumfix);
        if (onStem) {
          const word = applyRule(entry.word, rule, true);
          if (word !== null && alone(rule.next, circ)) out.add(word);
        }
        if (!cls.cross) continue;
        for (const form of suffixed) {
          if (!form.cross && !form.next.includes(flag)) continue;
          if (!onStem && !form.next.includes(flag)) continue;
          if (circ !== form.circumfix) continue;
          const word = applyRule(form.word, rule, true);
          const rest = form.next.filter((f) => f !== aff.needAffix && f !== aff.circumfix);
          if (word !== null && alone([...rest, ...rule.next.filter((f) => f !== aff.needAffix)], false)) out.add(word);
        }
      }
    }
  }
  for (const word of forbiddenWords) out.delete(word);
  const convert = (word: string): string => {
    let w = word;
    for (const [from, to] of aff.output) w = w.split(from).join(to);
    return w;
  };
  const words = aff.output.length === 0 ? [...out] : [...new Set([...out].map(convert))];
  return { words, entries: entries.length, forbidden, compoundOnly, needAffix, marked: marked.map(convert) };
}
