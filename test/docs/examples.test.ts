/**
 * Every TypeScript example of the guides in docs/ works as a reader copies it: each block stands
 * alone (no hidden set-up: whatever it uses it imports or builds in the text shown), type-checks
 * under the strictest common settings (`strict`, `noUncheckedIndexedAccess`,
 * `exactOptionalPropertyTypes`) with the package name pointing at the sources, subpaths included,
 * runs without throwing, and what it prints after a `// →` comment on the same line is what it
 * prints. Listings of signatures, which are not code, are fenced as `ts signature`; an example
 * that reads the reader's own files (a KWG or KLV file of another engine) is fenced as
 * `ts reads-files`: it type-checks like the others but is not run. The README's examples have
 * their own test.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doc-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The settings a careful user compiles with. */
const STRICTEST: ts.CompilerOptions = {
  strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: true, allowImportingTsExtensions: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: ['node'],
};

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

const pages = markdownFiles(join(root, 'docs')).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
const examples = pages.flatMap(({ file, text }) =>
  [...text.matchAll(/```ts( reads-files)?\n([\s\S]*?)```/g)].map((m, i) => ({ file, index: i, run: m[1] === undefined, code: m[2] ?? '' })));
const pathOf = (e: { file: string; index: number }): string => join(dir, `${e.file.replace(/[/.]/g, '-')}-${e.index}.ts`);
for (const example of examples) writeFileSync(pathOf(example), `${toSources(example.code)}\nexport {};\n`);

describe('the examples of the guides', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are there', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it('hide no set-up from the reader', () => {
    expect(pages.filter(({ text }) => text.includes('example-setup')).map(({ file }) => file)).toEqual([]);
  });

  it('type-check as copied, under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes', () => {
    const files = new Map(examples.map((e) => [pathOf(e), `${e.file} #${e.index + 1}`]));
    const program = ts.createProgram([...files.keys()], STRICTEST);
    const problems = ts.getPreEmitDiagnostics(program)
      .filter((d) => d.file !== undefined && files.has(d.file.fileName))
      .map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${files.get(d.file!.fileName)} line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      });
    expect(problems).toEqual([]);
  }, 120_000);

  it('run except those that read the reader\'s files, which are few', () => {
    expect(examples.filter((e) => !e.run).length).toBeLessThanOrEqual(2);
  });

  it.each(examples.filter((e) => e.run).map((e) => [`${e.file} #${e.index + 1}`, e] as const))('%s runs', async (_, example) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import(pathToFileURL(pathOf(example)).href);
    const expected = [...example.code.matchAll(/console\.log\((.*)\);\s*\/\/ → (.*)$/gm)].map((m) => m[2]?.trim());
    const printed = log.mock.calls.map((call) => call.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' '));
    for (const [i, text] of expected.entries()) expect(printed[i], `line ${i + 1} printed`).toBe(text);
  }, 60_000);
});
