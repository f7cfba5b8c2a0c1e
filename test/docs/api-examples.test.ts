/**
 * Every function, constant and type the package exports (the main entry and each subpath of
 * package.json "exports") carries a doc comment with an `@example`, and every example type-checks
 * against the sources as written. An example may use a few values it does not build itself, the givens below
 * (a `lexicon`, a game `state`, a player's `view`, a GCG record `text` …): they are declared for it
 * with their types, as a reader would have them. The examples that use no given also run, as written,
 * without throwing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** Values an example may use without building them, and their types. */
const GIVENS: Readonly<Record<string, string>> = {
  lexicon: 'CompactLexicon',
  state: 'GameState',
  view: 'PlayerView',
  text: 'string',
  words: 'readonly string[]',
  bytes: 'Uint8Array',
  record: 'GameRecord',
};

interface Documented {
  readonly entry: string;
  readonly name: string;
  readonly kind: 'function' | 'constant' | 'class' | 'type';
  readonly examples: readonly string[];
  readonly documented: boolean;
}

const options: ts.CompilerOptions = {
  strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
};

/** The code of the examples in a doc comment: the fenced blocks after each `@example` tag. */
function examplesOf(node: ts.Node): string[] {
  return ts.getJSDocTags(node).filter((tag) => tag.tagName.text === 'example').map((tag) => {
    const comment = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '';
    return /```(?:ts|typescript)?\n([\s\S]*?)```/.exec(comment)?.[1] ?? comment;
  });
}

/** The exports of every entry, with their kind, whether they have a doc comment, and their examples. */
function exportsOfEntries(): Documented[] {
  const entries = packageEntries();
  const program = ts.createProgram(entries.map((e) => e.file), options);
  const checker = program.getTypeChecker();
  const out: Documented[] = [];
  for (const { subpath, file } of entries) {
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
const values = exported.filter((e) => e.kind !== 'type');

/** The givens an example uses (names it neither imports nor declares). */
function givensOf(code: string): string[] {
  return Object.keys(GIVENS).filter((name) => new RegExp(`(?<![.\\w])${name}\\b`).test(code) &&
    !new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b|\\b(?:const|let|var)\\s*[{[][^=]*\\b${name}\\b[^=]*[}\\]]\\s*=|\\bimport\\b[^;]*\\b${name}\\b[^;]*\\bfrom\\b`).test(code));
}

/** An example as a module of its own: the package's names pointing at the sources, the givens it uses declared. */
function moduleOf(code: string): string {
  const sources = code.replace(/from '(scrabble-engine)(?:\/([\w-]+))?'/g, (_, _name: string, subpath?: string) =>
    `from ${JSON.stringify(join(root, 'src', subpath === undefined ? 'index.js' : `${subpath}/index.js`))}`);
  const used = givensOf(code);
  const types = [...new Set(used.map((name) => GIVENS[name]!).filter((t) => /^[A-Z]\w+$/.test(t) && t !== 'Uint8Array'))];
  const prelude = [
    types.length === 0 ? '' : `import type { ${types.map((t) => `${t} as Given${t}`).join(', ')} } from ${JSON.stringify(join(root, 'src', 'index.js'))};`,
    ...used.map((name) => `declare const ${name}: ${types.includes(GIVENS[name]!) ? `Given${GIVENS[name]!}` : GIVENS[name]!};`),
  ].join('\n');
  return `${prelude}\n${sources}\nexport {};\n`;
}

describe('the API reference examples', () => {
  it('finds the exports of every entry point', () => {
    expect(values.length).toBeGreaterThan(250);
    expect(exported.length - values.length).toBeGreaterThan(300);
    expect(new Set(exported.map((e) => e.entry)).size).toBeGreaterThanOrEqual(4);
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
          writeFileSync(file, moduleOf(code));
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

  describe('the examples that use no given run', () => {
    afterEach(() => vi.restoreAllMocks());
    const dir = mkdtempSync(join(tmpdir(), 'api-examples-run-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const runnable = exported.flatMap((e, i) => e.examples.filter((code) => givensOf(code).length === 0).map((code, j) => ({ name: `${e.entry} ${e.name}`, code, file: join(dir, `${i}-${j}.ts`) })));

    it('are most of them', () => {
      expect(runnable.length).toBeGreaterThan(300);
    });

    it.each(runnable.map((r) => [r.name, r] as const))('%s', async (_, { code, file }) => {
      writeFileSync(file, moduleOf(code));
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await import(pathToFileURL(file).href);
    }, 30_000);
  });
});
