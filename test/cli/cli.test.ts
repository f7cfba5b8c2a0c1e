import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInMemory } from './run-in-memory.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gcg');
const english = readFileSync(join(fixtures, 'english-constructs.gcg'), 'utf8');

const run = runInMemory;

describe('scrabble-engine verify', () => {
  it('exits 0 and says clean for a clean record', async () => {
    const r = await run(['verify', 'game.gcg'], { 'game.gcg': english });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^game\.gcg: clean \(0 errors, 0 warnings, 17 event lines\)/);
    expect(r.stdout).toContain('final: anna 37, ben 39');
  });

  it('exits 1 and prints each finding with its line for a defective record', async () => {
    const r = await run(['verify', 'game.gcg'], { 'game.gcg': english.replace('+20 46', '+21 47') });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('line 11  error  score-mismatch  Recorded 21, the rules give 20');
  });

  it('exits 2 when the file is missing, 1 when a line of a record cannot be read', async () => {
    expect((await run(['verify', 'missing.gcg'])).code).toBe(2);
    expect((await run(['verify', 'missing.gcg'])).stderr).toContain('Cannot read missing.gcg');
    const bad = await run(['verify', 'bad.gcg'], { 'bad.gcg': '#player1 a A\n#player2 b B\n>a: A3 8G AB +8 8\n' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('line 3:5  error  bad-rack');
  });

  it('prints JSON with --json and the turns with --turns', async () => {
    const json = await run(['verify', 'game.gcg', '--json'], { 'game.gcg': english });
    const parsed = JSON.parse(json.stdout) as { clean: boolean; rules: string; turns: unknown[] };
    expect([parsed.clean, parsed.rules, parsed.turns.length]).toEqual([true, 'tournament', 17]);
    const turns = await run(['verify', 'game.gcg', '--turns'], { 'game.gcg': english });
    expect(turns.stdout).toMatch(/\n +7 +anna +8D HOARD +26 +26 +26\n/);
  });

  it('uses the given rules, layout and lexicon', async () => {
    const german = await run(['verify', 'game.gcg', '--rules', 'german'], { 'game.gcg': english });
    expect(german.code).toBe(1);
    const plain = Array.from({ length: 15 }, () => `|${' '.repeat(15)}|`).join('\n');
    const layout = await run(['verify', 'game.gcg', '--layout', 'plain.txt'], { 'game.gcg': english, 'plain.txt': plain });
    expect(layout.stdout).toContain('score-mismatch');
    const lexicon = await run(['verify', 'game.gcg', '--lexicon', 'words.txt'], { 'game.gcg': english, 'words.txt': 'hoard\n' });
    expect(lexicon.code).toBe(0);
    expect(lexicon.stdout).toContain('warning  phony');
  });

  it('reads a word list in ISO-8859-1 and reports entries it skips; a list with no usable word is an error', async () => {
    const game = '#player1 a A\n#player2 b B\n>a: DEGNRÜ 8D GRÜNDE +28 28\n';
    const latin1 = new Uint8Array([...'grnde\n'].flatMap((c, i) => (i === 2 ? [0xfc, c.charCodeAt(0)] : [c.charCodeAt(0)])));
    const clean = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.txt'], { 'g.gcg': game, 'w.txt': latin1 });
    expect([clean.code, clean.stderr]).toEqual([0, '']);
    const skipping = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.txt'], { 'g.gcg': game, 'w.txt': 'gründe\nco-op\nx\n' });
    expect(skipping.code).toBe(0);
    expect(skipping.stderr).toContain('w.txt: 2 of 3 entries skipped');
    const useless = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.txt'], { 'g.gcg': game, 'w.txt': 'co-op\n123\n' });
    expect(useless.code).toBe(2);
    expect(useless.stderr).toContain('has no word the German');
    expect(useless.stdout).toBe('');
    // A binary file is no word list; a long entry is quoted briefly.
    const binary = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.bin'], { 'g.gcg': game, 'w.bin': new Uint8Array([0x47, 0, 0x52, 10, 0xff, 0]) });
    expect(binary.code).toBe(2);
    expect(binary.stderr).toContain('is a binary file');
    const long = await run(['verify', 'g.gcg', '--rules', 'german', '--lexicon', 'w.txt'], { 'g.gcg': game, 'w.txt': `gründe\n${'x-'.repeat(5000)}\n` });
    expect(long.stderr.length).toBeLessThan(300);
  });

  it('says "not a GCG record" and exits 2 for an empty file, a README or a PDF', async () => {
    const r = await run(['verify', 'empty.gcg'], { 'empty.gcg': '' });
    expect([r.code, r.stdout]).toEqual([2, 'empty.gcg: not a GCG record (the file is empty)\n']);
    const readme = await run(['verify', 'README.md'], { 'README.md': '# scrabble-engine\n\nThe rules of Scrabble.\n' });
    expect([readme.code, readme.stdout]).toEqual([2, 'README.md: not a GCG record\n']);
    const pdf = await run(['verify', 'a.pdf'], { 'a.pdf': new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0x00, 0xff, 0x0a]) });
    expect([pdf.code, pdf.stdout]).toEqual([2, 'a.pdf: not a GCG record\n']);
    const json = await run(['verify', 'README.md', '--json'], { 'README.md': 'hello\n' });
    expect(JSON.parse(json.stdout)).toMatchObject({ file: 'README.md', status: 'unreadable', readable: false, findings: [{ code: 'not-gcg' }] });
  });

  it('explains wrong usage and exits 2', async () => {
    expect((await run(['verify'])).stderr).toContain('verify needs GCG files or directories');
    expect((await run(['verify', 'g', '--jobs', '0'])).stderr).toContain('--jobs needs a whole number');
    expect((await run(['verify', 'g', '--rules', 'klingon'])).stderr).toContain('Unknown rules "klingon"');
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['verify', 'g', '--colour'])).stderr).toContain('Unknown option --colour');
  });

  it('reads every argument after -- as a file name, even one that looks like an option', async () => {
    const r = await run(['verify', '--json', '--', '--turns'], { '--turns': english });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ file: '--turns', clean: true });
    expect((await run(['verify', '--', 'game.gcg'], { 'game.gcg': english })).code).toBe(0);
    expect((await run(['verify', '--'])).stderr).toContain('verify needs GCG files or directories');
  });
});

describe('scrabble-engine score', () => {
  it('scores a move on an empty board', async () => {
    const r = await run(['score', '--rules', 'german', '8D GRÜNDE']);
    expect([r.code, r.stdout]).toEqual([0, '28 points: GRÜNDE 28\n']);
  });

  it('scores a move on a board given as rows', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => (i === 7 ? '.....HUND......' : '...............')).join('\n');
    const r = await run(['score', '--rules', 'german', '--board', 'b.txt', '9G MAUS'], { 'b.txt': rows });
    expect(r.stdout).toBe('22 points: MAUS 10, UM 7, NA 2, DU 3\n');
  });

  it('scores a play of a record on the board before it', async () => {
    const r = await run(['score', '--gcg', 'game.gcg', '--turn', '2'], { 'game.gcg': english });
    expect([r.code, r.stdout]).toEqual([0, 'event 2 (line 10): 16 points: HELIOS 16 (as recorded)\n']);
  });

  it('reports an illegal move with exit 1 and unreadable input with exit 2', async () => {
    const illegal = await run(['score', '--rules', 'german', '1A AB']);
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toContain('start-square-missed');
    expect((await run(['score', '--rules', 'german', '8D GR!NDE'])).code).toBe(2);
    expect((await run(['score', '8D GRÜNDE'])).stderr).toContain('score needs --rules');
  });
});

describe('help', () => {
  it('prints general and per-command help', async () => {
    expect((await run(['--help'])).stdout).toContain('scrabble-engine verify GAME.gcg');
    expect((await run(['help', 'verify'])).stdout).toContain('--lexicon FILE');
    expect((await run(['score', '--help'])).stdout).toContain('--turn N');
    expect((await run([])).code).toBe(2);
  });
});

describe('scrabble-engine demo', () => {
  it('prints a bot game as a record that verifies clean', async () => {
    const words = 'AB\nAN\nDA\nDU\nER\nES\nIN\nJA\nSO\nUM\nZU\nEIN\nDER\nDIE\nDAS\nHUND\nMAUS\nHAUS\nTOR\nROT\nNEU\nTEE\nSEE\nNIE\nSIE\nENDE\nNASE\nESEL\n';
    const demo = await run(['demo', '--rules', 'tournament', '--lexicon', 'w.txt', '--seed', '3'], { 'w.txt': words });
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(/^#character-encoding UTF-8\n#player1 Bot_1 Bot 1\n/);
    const verified = await run(['verify', 'g.gcg', '--rules', 'tournament'], { 'g.gcg': demo.stdout });
    expect(verified.code).toBe(0);
    expect((await run(['demo'])).stderr).toContain('demo needs a word list');
  });

  it('refuses stray arguments, seeds that are not whole numbers and word lists with no usable word', async () => {
    const words = { 'w.txt': 'AB\nDA\nDU\n' };
    expect((await run(['demo', 'extra', '--lexicon', 'w.txt'], words)).code).toBe(2);
    for (const seed of ['abc', '1.5', '', '1e3', '0x10', '99999999999999999999']) {
      const r = await run(['demo', '--lexicon', 'w.txt', `--seed=${seed}`], words);
      expect([seed, r.code, r.stderr]).toEqual([seed, 2, '--seed must be a whole number\n']);
    }
    const useless = await run(['demo', '--lexicon', 'w.txt'], { 'w.txt': '# only a comment\nco-op\n' });
    expect(useless.code).toBe(2);
    expect(useless.stderr).toContain('has no word the German');
  });
});
