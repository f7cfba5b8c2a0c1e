/**
 * The command line on hostile names and the rough edges a newcomer met: file names and nicknames
 * with terminal control sequences are shown escaped, a missing file is said once, one list of rule
 * names, one exit rule, and the count of words too long for any board.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP, RULE_NAMES } from '../../src/cli/help.js';
import { runInMemory } from './run-in-memory.js';
import { shown } from '../../src/cli/shown.js';
import { PRESETS } from '../../src/rules/presets.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gcg');
const english = readFileSync(join(fixtures, 'english-constructs.gcg'), 'utf8');

const run = runInMemory;

/** Whether text holds a character that steers a terminal: C0 controls but the newline, DEL, C1 controls. */
const steers = (text: string): boolean => /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(text);

describe('untrusted text is shown escaped', () => {
  it('shown() leaves no control character and no line break, and keeps ordinary text as it is', () => {
    expect(shown('x.gcg\nevil.gcg: clean')).toBe('x.gcg\\nevil.gcg: clean');
    expect(shown('\u001b]0;owned\u0007\u009b31m')).toBe('\\x1b]0;owned\\x07\\x9b31m');
    expect(shown('archive/2019/Grüße r01.gcg')).toBe('archive/2019/Grüße r01.gcg');
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const out = shown(text);
      expect(steers(out) || out.includes('\n') || /[\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(out)).toBe(false);
    }));
  });

  it('a file name with a newline cannot forge a report line; escape sequences in names never reach the terminal', async () => {
    const forged = 'x.gcg\nevil.gcg: clean';
    const osc = '\u001b]0;owned\u0007\u009b2J.gcg';
    const files = { [forged]: english.replace('+20 46', '+21 47'), [osc]: english, 'missing\u001b[31m.gcg': undefined as unknown as string };
    const many = await run(['verify', forged, osc, 'missing\u001b[31m.gcg'], files);
    expect(many.code).toBe(1);
    const lines = many.stdout.split('\n');
    expect(lines[0]).toBe('x.gcg\\nevil.gcg: clean: 1 error (line 11 score-mismatch)');
    expect(lines.some((l) => l === 'evil.gcg: clean')).toBe(false);
    expect(lines[1]).toBe('\\x1b]0;owned\\x07\\x9b2J.gcg: clean');
    expect(steers(many.stdout + many.stderr)).toBe(false);
    for (const argv of [['verify', forged], ['verify', osc, '--turns'], ['verify', 'missing\u001b[31m.gcg'], ['verify', osc, '--json'], ['lexicon', 'build', osc, '-o', 'x.lex']]) {
      const r = await run(argv, files);
      expect(steers(r.stdout + r.stderr)).toBe(false);
      expect((r.stdout + r.stderr).split('\n').some((l) => l.startsWith('evil.gcg'))).toBe(false);
    }
  });

  it('nicknames and the record\'s text in findings are shown escaped', async () => {
    // The reader refuses C0 controls in a record; a bidirectional override it reads as part of the name.
    const evil = english.replace(/anna/g, 'an\u202ena').replace('+20 46', '+21 47');
    const r = await run(['verify', 'g.gcg', '--turns'], { 'g.gcg': evil });
    expect(r.stdout).toContain('final: an\\u202ena 37');
    expect(r.stdout).not.toContain('\u202e');
    expect(steers(r.stdout + r.stderr)).toBe(false);
  });
});

describe('the command line without rough edges', () => {
  it('a missing file is said once, on standard error', async () => {
    const r = await run(['verify', 'missing.gcg']);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'Cannot read missing.gcg: no such file\n']);
  });

  it('one list of rule names: the help of verify and score and the error of an unknown name give every preset', async () => {
    expect(RULE_NAMES).toEqual(Object.keys(PRESETS));
    const error = (await run(['verify', 'g', '--rules', 'klingon'])).stderr;
    const listed = (text: string) => RULE_NAMES.filter((name) => new RegExp(`(^|[ ,:(])${name}(,|\\)|\\n|$)`, 'm').test(text));
    expect(listed(error)).toEqual(RULE_NAMES);
    expect(listed(HELP['verify']!)).toEqual(RULE_NAMES);
    expect(listed(HELP['score']!)).toEqual(RULE_NAMES);
    expect(listed((await run(['score', '8D AB'])).stderr)).toEqual(RULE_NAMES);
  });

  it('one exit rule for one file and for many: 2 only when nothing could be checked', async () => {
    const files = { 'good.gcg': english, 'wrong.gcg': english.replace('+20 46', '+21 47'), 'README.gcg': '# not a record\n' };
    expect((await run(['verify', 'good.gcg'], files)).code).toBe(0);
    expect((await run(['verify', 'wrong.gcg'], files)).code).toBe(1);
    expect((await run(['verify', 'README.gcg'], files)).code).toBe(2);
    expect((await run(['verify', 'missing.gcg'], files)).code).toBe(2);
    expect((await run(['verify', 'good.gcg', 'missing.gcg'], files)).code).toBe(1);
    expect((await run(['verify', 'good.gcg', 'README.gcg'], files)).code).toBe(1);
    expect((await run(['verify', 'README.gcg', 'missing.gcg'], files)).code).toBe(2);
  });

  it('a word list with words longer than any board line: they are left out and counted', async () => {
    const game = '#player1 a A\n#player2 b B\n>a: DEGNRÜ 8D GRÜNDE +28 28\n';
    const r = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.txt'], { 'g.gcg': game, 'w.txt': `gründe\n${'a'.repeat(27)}\n${'b'.repeat(64)}\n` });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('w.txt: 2 of 3 entries skipped (longer than 26 tiles, the longest line of any board: never playable)\n');
  });
});
