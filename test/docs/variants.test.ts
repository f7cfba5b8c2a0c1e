/**
 * The worked examples of the variant pages (docs/gendern.md, docs/dutch-variations.md,
 * docs/solo.md) run as written, with the package name pointing at the sources, and print the
 * scores their text states.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'variant-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the one TypeScript block of a docs page and returns what it printed. */
async function run(page: string): Promise<unknown[][]> {
  const text = readFileSync(join(root, 'docs', page), 'utf8');
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  expect(blocks).toHaveLength(1);
  const source = blocks[0]!.replaceAll("from 'scrabble-engine'", `from ${JSON.stringify(join(root, 'src/index.ts'))}`);
  const file = join(dir, `${page}.ts`);
  writeFileSync(file, source);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await import(pathToFileURL(file).href);
  return log.mock.calls;
}

describe('the worked examples of the variant pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Gendern: TISCHLER*IN 68, LEHRER*IN 90 and the plural 12, HIRT*IN found by the generator at 50', async () => {
    expect(await run('gendern.md')).toEqual([[68, ['TISCHLER*IN']], [90, 12, 'LEHRER*INNEN'], [['8H HIRT*IN 50', 'H8 HIRT*IN 50']]]);
  });

  it('Dutch variations: HANGENDE over HAND scores 15 + AG 4 = 19, without the premium under the replaced square', async () => {
    expect(await run('dutch-variations.md')).toEqual([[19, ['HANGENDE 15', 'AG 4']]]);
  });

  it('solo play: the turn limit ends the game with −7, and open tiles require a draw before the next turn', async () => {
    expect(await run('solo.md')).toEqual([['turn-limit', [-7], 21], [28, 'draw-required', 'XAEINRS']]);
  });

  it('each page states what its example prints', () => {
    expect(readFileSync(join(root, 'docs/gendern.md'), 'utf8')).toContain("`68 [ 'TISCHLER*IN' ]`, then `90 12 LEHRER*INNEN`");
    expect(readFileSync(join(root, 'docs/dutch-variations.md'), 'utf8')).toContain("`19 [ 'HANGENDE 15', 'AG 4' ]`");
    expect(readFileSync(join(root, 'docs/solo.md'), 'utf8')).toContain('`turn-limit [ -7 ] 21`, then `28 draw-required XAEINRS`');
  });
});
