/**
 * Every function, constant and type the package exports (the main entry and each subpath of
 * package.json "exports") carries a doc comment with an `@example`, and every example, and the
 * example that introduces each import path, works as a reader copies it from the reference: it
 * stands alone (whatever it uses it imports or builds in the text shown; nothing is declared for
 * it), type-checks under the strictest common settings (`strict`, `noUncheckedIndexedAccess`,
 * `exactOptionalPropertyTypes`) against the sources, and runs without throwing. An example that
 * reads the reader's own files (a KWG or KLV file of another engine) is fenced as
 * `ts reads-files`: it type-checks like the others but is not run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { packageEntries } = (await import(join(root, 'scripts', 'typedoc-modules.mjs'))) as {
  packageEntries: () => { subpath: string; file: string }[];
};

/** An example's code, and whether it runs (not one that reads the reader's files). */
interface Example {
  readonly code: string;
  readonly run: boolean;
}

interface Documented {
  readonly entry: string;
  readonly name: string;
  readonly kind: 'function' | 'constant' | 'class' | 'type' | 'entry';
  readonly examples: readonly Example[];
  readonly documented: boolean;
}

const options: ts.CompilerOptions = {
  strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: ['node'],
};

/** The fenced blocks of an example text. */
function fenced(comment: string): Example {
  const block = /```(?:ts|typescript)?( reads-files)?\n([\s\S]*?)```/.exec(comment);
  return block === null ? { code: comment, run: true } : { code: block[2] ?? '', run: block[1] === undefined };
}

/** The code of the examples in a doc comment: the fenced blocks after each `@example` tag. */
function examplesOf(node: ts.Node): Example[] {
  return ts.getJSDocTags(node).filter((tag) => tag.tagName.text === 'example').map((tag) =>
    fenced(typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? ''));
}

/** The example of an entry's module comment (the introduction of its page in the reference). */
function moduleExamples(file: string): Example[] {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const text = comment.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n');
  return text.split('@example').slice(1).map((part) => fenced(part.split(/\n@\w/)[0] ?? ''));
}

/** The exports of every entry, with their kind, whether they have a doc comment, and their examples. */
function exportsOfEntries(): Documented[] {
  const entries = packageEntries();
  const program = ts.createProgram(entries.map((e) => e.file), options);
  const checker = program.getTypeChecker();
  const out: Documented[] = [];
  for (const { subpath, file } of entries) {
    out.push({ entry: subpath, name: '(introduction)', kind: 'entry', examples: moduleExamples(file), documented: true });
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = target.declarations?.[0];
      if (declaration === undefined) continue;
      const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      const kind = ts.isFunctionDeclaration(declaration) ? 'function' : ts.isVariableDeclaration(declaration) ? 'constant'
        : ts.isClassDeclaration(declaration) ? 'class' : 'type';
      const documented = ts.getJSDocCommentsAndTags(node).length > 0;
      out.push({ entry: subpath, name: exported.name, kind, examples: examplesOf(node), documented });
    }
  }
  return out;
}

const exported = exportsOfEntries();
const values = exported.filter((e) => e.kind !== 'type' && e.kind !== 'entry');

/** An example as a module of its own, exactly as written, with the package's names pointing at the sources. */
function moduleOf(code: string): string {
  const sources = code.replace(/from '(scrabble-engine)(?:\/([\w-]+))?'/g, (_, _name: string, subpath?: string) =>
    `from ${JSON.stringify(join(root, 'src', subpath === undefined ? 'index.js' : `${subpath}/index.js`))}`);
  return `${sources}\nexport {};\n`;
}

describe('the API reference examples', () => {
  it('finds the exports of every entry point', () => {
    expect(values.length).toBeGreaterThan(250);
    expect(exported.length - values.length).toBeGreaterThan(300);
    expect(new Set(exported.map((e) => e.entry)).size).toBeGreaterThanOrEqual(4);
  });

  it('every import path has an introduction with an example', () => {
    const intros = exported.filter((e) => e.kind === 'entry');
    expect(intros.map((e) => [e.entry, e.examples.length > 0])).toEqual(packageEntries().map((e) => [e.subpath, true]));
  });

  it('every exported function, constant and type has a doc comment with an example', () => {
    const missing = exported.filter((e) => !e.documented || e.examples.length === 0).map((e) => `${e.entry} ${e.name}`);
    expect(missing).toEqual([]);
  });

  it('every example type-checks against the sources', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-examples-'));
    const files = new Map<string, string>();
    let problems: string[];
    try {
      for (const [i, e] of exported.entries()) {
        for (const [j, code] of e.examples.entries()) {
          const file = join(dir, `${e.entry === '.' ? 'main' : e.entry.slice(2)}-${e.name}-${i}-${j}.ts`);
          writeFileSync(file, moduleOf(code.code));
          files.set(file, `${e.entry} ${e.name}`);
        }
      }
      const program = ts.createProgram([...files.keys()], options);
      problems = ts.getPreEmitDiagnostics(program)
        .filter((d) => d.file !== undefined && files.has(d.file.fileName))
        .map((d) => `${files.get(d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  }, 120_000);

  describe('the examples run', () => {
    afterEach(() => vi.restoreAllMocks());
    const dir = mkdtempSync(join(tmpdir(), 'api-examples-run-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const runnable = exported.flatMap((e, i) => e.examples.filter((example) => example.run).map((example, j) => ({ name: `${e.entry} ${e.name}`, code: example.code, file: join(dir, `${i}-${j}.ts`) })));

    it('all but the few that read the reader\'s files', () => {
      const notRun = exported.flatMap((e) => e.examples.filter((example) => !example.run).map(() => `${e.entry} ${e.name}`));
      expect(notRun.length, notRun.join(', ')).toBeLessThanOrEqual(4);
      expect(runnable.length).toBeGreaterThan(600);
    });

    it.each(runnable.map((r) => [r.name, r] as const))('%s', async (_, { code, file }) => {
      writeFileSync(file, moduleOf(code));
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await import(pathToFileURL(file).href);
    }, 30_000);
  });
});
