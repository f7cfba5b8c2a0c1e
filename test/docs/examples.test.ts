/**
 * Every TypeScript example of the guides in docs/ runs as written (the package name pointing at the
 * sources, subpaths included) without throwing, and what it prints after a `// →` comment on the
 * same line is what it prints. An overview snippet that uses names it does not define (a game
 * record `text`, a `lexicon`) gets them from an HTML comment right before it,
 * `<!-- example-setup … -->`, invisible on the page and run first. Listings of signatures, which
 * are not code, are fenced as `ts signature`. The README's examples have their own test.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doc-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The package's import specifiers rewritten to the sources: `scrabble-engine` and `scrabble-engine/NAME`. */
function toSources(code: string): string {
  return code.replace(/from '(scrabble-engine)(?:\/([\w-]+))?'/g, (_, _name: string, subpath?: string) =>
    `from ${JSON.stringify(join(root, 'src', subpath === undefined ? 'index.ts' : `${subpath}/index.ts`))}`);
}

const examples = markdownFiles(join(root, 'docs')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:<!-- example-setup\n([\s\S]*?)-->\n)?```ts\n([\s\S]*?)```/g)]
    .map((m, i) => ({ file: relative(root, file), index: i, setup: m[1] ?? '', code: m[2] ?? '' })));

describe('the examples of the guides', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are there', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it.each(examples.map((e) => [`${e.file} #${e.index + 1}`, e] as const))('%s runs', async (_, example) => {
    const path = join(dir, `${example.file.replace(/[/.]/g, '-')}-${example.index}.ts`);
    writeFileSync(path, toSources(`${example.setup}${example.code}`));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import(pathToFileURL(path).href);
    const expected = [...example.code.matchAll(/console\.log\((.*)\);\s*\/\/ → (.*)$/gm)].map((m) => m[2]?.trim());
    const printed = log.mock.calls.map((call) => call.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' '));
    for (const [i, text] of expected.entries()) expect(printed[i], `line ${i + 1} printed`).toBe(text);
  }, 60_000);
});
