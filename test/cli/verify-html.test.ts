/**
 * `verify game.gcg --html report.html`: the board after every event line as SVG, each line's
 * findings beside it, header findings and totals first; one file only.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInMemory } from './run-in-memory.js';

const RECORD = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n>ben: HUNDEAS G6 HU.D +8 8\n';

const run = runInMemory;

describe('verify --html', () => {
  it('writes the board after every event line with the findings of that line beside it', async () => {
    const r = await run(['verify', 'game.gcg', '--rules', 'german', '--html', 'report.html'], { 'game.gcg': RECORD });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('score-mismatch');
    const page = r.written.get('report.html') ?? '';
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('game.gcg: <span class="defective">NOT clean</span>');
    const sections = page.split('<section class="turn"').slice(1);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('id="line-3"');
    expect(sections[0]).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(sections[0]).toContain('no finding');
    expect(sections[0]!.match(/class="tile last"/g)).toHaveLength(6);
    expect(sections[1]).toContain('id="line-4"');
    expect(sections[1]).toContain('<code>score-mismatch</code> Recorded 8, the rules give 7 (HUND 7)');
    expect(sections[1]).toContain('recorded 8 (total 8); the rules give 7 (total 7)');
    expect(sections[1]!.match(/class="tile last"/g)).toHaveLength(3);
  });

  it('draws a board once: a line that leaves it as it was points to the last picture', async () => {
    const passes = `${RECORD}>anna: XAEIOUN - +0 28\n>ben: ASXYZQE - +0 8\n>anna: XAEIOUN -XAE +0 28\n`;
    const r = await run(['verify', 'game.gcg', '--rules', 'german', '--html', 'report.html'], { 'game.gcg': passes });
    const sections = (r.written.get('report.html') ?? '').split('<section class="turn"').slice(1);
    expect(sections).toHaveLength(5);
    expect(sections.map((s) => s.includes('<svg'))).toEqual([true, true, false, false, false]);
    for (const s of sections.slice(2)) expect(s).toContain('The board is as after <a href="#line-4">line 4</a>.');
  });

  it('says "1 error", and links each error of the summary to its line', async () => {
    const r = await run(['verify', 'game.gcg', '--rules', 'german', '--html', 'report.html'], { 'game.gcg': RECORD });
    const page = r.written.get('report.html') ?? '';
    expect(page).toContain('<p>1 error, 0 warnings, 2 event lines.</p>');
    expect(page).toContain('<li class="error"><a href="#line-4">line 4</a> <code>score-mismatch</code>');
    expect(page).toContain('<section class="turn" id="line-4">');
  });

  it('draws the empty board and every tile once and refers to them: a 29-line game stays small', async () => {
    const game = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gcg', 'bot-german-4-players.gcg'), 'utf8');
    const r = await run(['verify', 'game.gcg', '--html', 'report.html'], { 'game.gcg': game });
    const page = r.written.get('report.html') ?? '';
    const sections = page.split('<section class="turn"').slice(1);
    expect(sections.length).toBeGreaterThan(20);
    // Every board drawn in full took 1,139,955 bytes; by reference it is about a tenth of that.
    expect(page.length).toBeLessThan(200_000);
    const defined = new Set([...page.matchAll(/<g id="([a-z]+-\d+)">/g)].map((m) => m[1]));
    const used = [...page.matchAll(/<use href="#([^"]+)"\/>/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(sections.length);
    expect(used.every((id) => defined.has(id))).toBe(true);
    expect([...defined].filter((id) => id!.startsWith('board-'))).toEqual(['board-0']);
    // The squares are drawn once in all; a picture holds no square of its own.
    expect(page.match(/class="square /g)!.length).toBe(15 * 15);
    for (const s of sections) expect(s).not.toContain('class="square ');
  });

  it('escapes what the record says and takes one file only', async () => {
    const odd = RECORD.replace('#player1 anna Anna', '#player1 anna <b>Anna</b>').replace('anna:', 'anna:');
    const r = await run(['verify', 'game.gcg', '--html', 'report.html'], { 'game.gcg': odd.replace('#player2 ben Ben', '#player2 b<i> B') });
    expect(r.written.get('report.html') ?? '').not.toContain('<i>');
    const two = await run(['verify', 'a.gcg', 'b.gcg', '--html', 'report.html'], { 'a.gcg': RECORD, 'b.gcg': RECORD });
    expect(two.code).toBe(2);
    expect(two.written.size).toBe(0);
  });
});
