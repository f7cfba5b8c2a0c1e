/**
 * The README's TypeScript examples run as written (with the package name pointing at the sources)
 * and print what their comments say.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const dir = mkdtempSync(join(tmpdir(), 'readme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one README block and returns what it printed. */
async function run(index: number): Promise<unknown[][]> {
  const source = (blocks[index] ?? '').replaceAll("from 'scrabble-engine'", `from ${JSON.stringify(join(root, 'src/index.ts'))}`);
  const file = join(dir, `block-${index}.ts`);
  writeFileSync(file, source);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await import(pathToFileURL(file).href);
  return log.mock.calls;
}

describe('README examples', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the examples this test knows', () => {
    expect(blocks.length).toBe(5);
  });

  it('scores GRÜNDE 28 and prints the board', async () => {
    const printed = await run(0);
    expect(printed[0]).toEqual([28]);
    expect(String(printed[1]?.[0])).toContain('G  R  Ü  N  D  E');
  });

  it('plays the two-player game to the scores in its comment', async () => {
    const printed = await run(1);
    expect(printed).toEqual([[[7, -18], { reason: 'passes', wentOut: null, adjustments: [-21, -15], winners: [0] }]]);
  });

  it('the server example keeps the state private and answers with views', async () => {
    const printed = await run(2);
    expect(printed).toHaveLength(1);
    const [log, bagInView, otherSeat] = printed[0]!;
    expect(log).toEqual([expect.stringMatching(/^(Anna|Ben) passt$/)]);
    expect([bagInView, otherSeat]).toEqual([false, 'not-your-seat']);
  });

  it('the bots example plays', async () => {
    expect(await run(3)).toEqual([[130, '8D GRÜNDE', 28], [[-11, -19], 'passes']]);
  });

  it('the game records example verifies the record it shows', async () => {
    expect(await run(4)).toEqual([]);
    expect(blocks[4]).toMatch(/const text = '/);
  });
});
