import { describe, expect, it } from 'vitest';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import { expandHunspell, lexiconFromHunspell, looksLikeAbbreviation, wordsForPlay } from '../../src/index.js';
import { main } from '../../src/cli/run.js';

const sorted = (list: readonly string[]) => [...list].sort();

/** The kept words of wordsForPlay, or a thrown error. */
function words(entries: string[], rules: Parameters<typeof wordsForPlay>[1], options?: Parameters<typeof wordsForPlay>[2]): string[] {
  const played = wordsForPlay(entries, rules, options);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.words;
}

describe('expandHunspell', () => {
  it('reads the .dic: count line, tab comments, flags, escaped slashes, morphological fields', () => {
    const out = expandHunspell('', '4\n\tcomment line\nHund/Sp\nessen/DIX po:verb\nu\\/s\nAbb.\n');
    expect(sorted(out.words)).toEqual(['Abb.', 'Hund', 'essen', 'u/s']);
    expect(out.entries).toBe(4);
  });

  it('applies suffixes with conditions and stripping, prefixes, and cross products only where both allow them', () => {
    const aff = [
      'SFX S Y 2', 'SFX S 0 s [^s]', 'SFX S 0 es s',
      'SFX E Y 2', 'SFX E e en e', 'SFX E 0 n [^e]',
      'SFX N N 1', 'SFX N 0 ung .',
      'PFX U Y 1', 'PFX U 0 un .',
      'PFX V N 1', 'PFX V 0 ver .',
    ].join('\n');
    const dic = ['4', 'haus/SU', 'rose/E', 'mach/NU', 'lauf/SV'].join('\n');
    expect(sorted(expandHunspell(aff, dic).words)).toEqual([
      'haus', 'hauses', 'lauf', 'laufs', 'mach', 'machung', 'rose', 'rosen', 'unhaus', 'unhauses', 'unmach', 'verlauf',
    ]);
  });

  it('adds a second suffix where the first rule names its class', () => {
    const aff = ['SFX A Y 1', 'SFX A 0 er/B .', 'SFX B Y 2', 'SFX B 0 in .', 'SFX B 0 innen .', 'PFX U Y 1', 'PFX U 0 ur .'].join('\n');
    expect(sorted(expandHunspell(aff, '1\nlehr/AU').words)).toEqual([
      'lehr', 'lehrer', 'lehrerin', 'lehrerinnen', 'urlehr', 'urlehrer', 'urlehrerin', 'urlehrerinnen',
    ]);
  });

  it('honours FORBIDDENWORD, ONLYINCOMPOUND, NEEDAFFIX and CIRCUMFIX, and counts them', () => {
    const aff = [
      'FORBIDDENWORD !', 'ONLYINCOMPOUND o', 'NEEDAFFIX h', 'CIRCUMFIX f',
      'SFX S Y 2', 'SFX S 0 s .', 'SFX S 0 ens/o .',
      'SFX T Y 1', 'SFX T 0 t/f .',
      'PFX G Y 1', 'PFX G 0 ge/f .',
    ].join('\n');
    const dic = ['6', 'tag/S', 'tags/!', 'teil/o', 'halb/hS', 'lieb/TG', 'wort'].join('\n');
    const out = expandHunspell(aff, dic);
    expect(sorted(out.words)).toEqual(['geliebt', 'halbs', 'lieb', 'tag', 'wort']);
    expect(out.forbidden).toBe(1);
    expect(out.needAffix).toBe(1);
    expect(out.compoundOnly).toBeGreaterThanOrEqual(2);
  });

  it('reads FLAG long, FLAG num, FLAG UTF-8 and AF aliases', () => {
    const long = expandHunspell('FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\nFORBIDDENWORD Fw\n', '2\nhond/Aa\nkat/FwAa\n');
    expect(sorted(long.words)).toEqual(['hond', 'honds']);
    const num = expandHunspell('FLAG num\nSFX 101 Y 1\nSFX 101 0 s .\nSFX 7 Y 1\nSFX 7 0 e .\n', '1\nhond/7,101\n');
    expect(sorted(num.words)).toEqual(['honde', 'hond', 'honds'].sort());
    const utf8 = expandHunspell('FLAG UTF-8\nSFX Ä Y 1\nSFX Ä 0 er .\n', '1\nkind/Ä\n');
    expect(sorted(utf8.words)).toEqual(['kind', 'kinder']);
    const alias = expandHunspell('AF 2\nAF S\nAF SE\nSFX S Y 1\nSFX S 0 s .\nSFX E Y 1\nSFX E 0 e .\n', '2\nhund/2\nkatz/1\n');
    expect(sorted(alias.words)).toEqual(['hund', 'hunde', 'hunds', 'katz', 'katzs']);
  });

  it('applies OCONV (the Dutch ĳ ligature written as i and j) and leaves out entries marked as names', () => {
    const out = expandHunspell('OCONV 1\nOCONV ĳ ij\n', '3\nĳs\nbĳ\nJansen po:prop\n');
    expect(sorted(out.words)).toEqual(['bij', 'ijs']);
    expect(out.marked).toEqual(['Jansen']);
  });

  it('never throws on garbage', () => {
    expect(() => expandHunspell('SFX\nSFX A Y x\nSFX A [ [ [\nPFX B Y 1\nPFX B 0 x [\n', '\u0000/AB\n/\n')).not.toThrow();
    expect(expandHunspell(42 as unknown as string, null as unknown as string).words).toEqual([]);
  });
});

describe('wordsForPlay', () => {
  it('leaves out abbreviations by their form: capitals inside, dots, digits, no vowel', () => {
    for (const w of ['EDV', 'kHz', 'GmbH', 'bzw.', '3D', 'tv', 'pc']) expect(looksLikeAbbreviation(w)).toBe(true);
    for (const w of ['Hund', 'essen', 'ijs', 'rhythm']) expect(looksLikeAbbreviation(w)).toBe(false);
  });

  it('reads capitalised entries as names in Dutch and English, as nouns in German', () => {
    expect(words(['hond', 'Amsterdam', 'ijsje', 'HIV'], DUTCH_IJ)).toEqual(['HOND', 'IJSJE']);
    expect(words(['dog', 'London', "dog's"], ENGLISH)).toEqual(['DOG']);
    expect(words(['Hund', 'Gründe', 'ADAC'], GERMAN)).toEqual(['HUND', 'GRÜNDE']);
    expect(words(['Hund', 'Sony'], GERMAN, { commonNouns: ['HUND'] })).toEqual(['HUND']);
  });

  it('counts every entry left out by its reason, and keeps distinct normal forms', () => {
    const result = wordsForPlay(['Hund', 'hund', 'Rock-musik', 'a', 'Donaudampfschifffahrt', 'nsec', 'EDV'], GERMAN, { exclude: ['nsec', 'Sony'] });
    if (!result.ok) throw new Error(result.error.message);
    const played = result.value;
    expect(played.words).toEqual(['HUND']);
    expect(played.report.read).toBe(7);
    expect(played.report.kept).toBe(1);
    expect(words(['Schön', 'schön'], GERMAN, { exclude: ['Schön'] })).toEqual(['SCHÖN']);
    expect(played.report.leftOut).toMatchObject({ 'not-in-tile-set': 1, 'one-letter': 1, 'too-long': 1, marked: 1, abbreviation: 1 });
  });

  it('takes the longest line of the board as the longest word', () => {
    const wide = { ...GERMAN, layout: { ...GERMAN.layout, cols: 21 } };
    expect(words(['Donaudampfschiff'], GERMAN)).toEqual([]);
    expect(words(['Donaudampfschiff'], wide)).toEqual(['DONAUDAMPFSCHIFF']);
    expect(words(['ijsjesijsjesijsjes'], DUTCH_IJ)).toEqual(['IJSJESIJSJESIJSJES']);
  });

  it('returns a typed error for hostile input', () => {
    expect(wordsForPlay(['a'], null as unknown as typeof GERMAN)).toMatchObject({ ok: false, error: { code: 'not-a-tile-set' } });
    expect(wordsForPlay('Hund' as unknown as string[], GERMAN)).toMatchObject({ ok: false, error: { code: 'not-a-word-list' } });
    expect(wordsForPlay(['Hund'], GERMAN, { exclude: 7 as unknown as string[] })).toMatchObject({ ok: false, error: { code: 'not-a-word-list' } });
  });
});

describe('lexiconFromHunspell', () => {
  it('builds a lexicon and adds the expansion counts to the report', () => {
    const built = lexiconFromHunspell('FORBIDDENWORD !\nSFX E Y 1\nSFX E 0 e .\n', '4\nHund/E\nADAC\nSony\nHunde/!\n', ENGLISH, { capitalised: 'nouns' });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.lexicon.has('HUND')).toBe(true);
    expect(built.value.lexicon.has('HUNDE')).toBe(false);
    expect(built.value.report.leftOut.forbidden).toBe(1);
    expect(built.value.report.leftOut.abbreviation).toBe(1);
  });

  it('returns a typed error for a value that is not a rule set or not text', () => {
    const bad = lexiconFromHunspell('', '', {} as typeof GERMAN);
    expect(!bad.ok && bad.error.code).toBe('not-a-tile-set');
    const notText = lexiconFromHunspell(1 as unknown as string, '', GERMAN);
    expect(!notText.ok && notText.error.code).toBe('not-a-word-list');
  });
});

describe('scrabble-engine lexicon from-hunspell', () => {
  const files: Record<string, Uint8Array> = {
    'x.aff': new TextEncoder().encode('SFX E Y 1\nSFX E 0 e .\n'),
    'x.dic': new TextEncoder().encode('3\nHund/E\nADAC\nGrund\n'),
  };
  const run = async (args: string[]) => {
    const written: Record<string, Uint8Array> = {};
    let out = '';
    let errText = '';
    const code = await main(args, {
      stdout: (t) => { out += t; },
      stderr: (t) => { errText += t; },
      readFile: async (p) => {
        const f = files[p];
        if (f === undefined) throw new Error('no such file');
        return f;
      },
      writeFile: async (p, b) => { written[p] = b; },
    });
    return { code, out, err: errText, written };
  };

  it('writes the lexicon and the word list and prints the counts', async () => {
    const r = await run(['lexicon', 'from-hunspell', 'x.aff', 'x.dic', '--tiles', 'german', '-o', 'de.lex', '--words', 'de.txt']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/de\.lex: 3 words for the German tile set/);
    expect(r.out).toMatch(/abbreviation\s+1/);
    expect(new TextDecoder().decode(r.written['de.txt'])).toBe('GRUND\nHUND\nHUNDE\n');
    expect(r.written['de.lex']?.slice(0, 4)).toEqual(new Uint8Array([0x53, 0x43, 0x4c, 0x58]));
  });

  it('is a usage error without --tiles or -o, and an input error for a missing file', async () => {
    expect((await run(['lexicon', 'from-hunspell', 'x.aff', 'x.dic', '-o', 'de.lex'])).code).toBe(2);
    expect((await run(['lexicon', 'from-hunspell', 'x.aff', 'x.dic', '--tiles', 'german'])).code).toBe(2);
    const missing = await run(['lexicon', 'from-hunspell', 'no.aff', 'x.dic', '--tiles', 'german', '-o', 'de.lex']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/Cannot read the affix file no\.aff/);
  });
});
