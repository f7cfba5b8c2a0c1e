// The API reference shows every public source module with its own introduction and example: the
// package's entry points (the main one and each subpath of package.json "exports") are followed
// through their re-exports to the files that declare the API, and each such file with a module
// comment becomes a documentation module. Loaded as a TypeDoc plugin, this file then removes from
// those modules whatever the package does not export, so internal helpers of a public file stay
// out of the reference. Used by typedoc.config.mjs and by test/docs/typedoc.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source file of each package entry point: `src/index.ts` for ".", `src/NAME/index.ts` for "./NAME". */
export function packageEntries() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports ?? { '.': '' })
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => ({ subpath, file: join(root, subpath === '.' ? 'src/index.ts' : `src/${subpath.slice(2)}/index.ts`) }))
    .filter(({ file }) => existsSync(file));
}

/** The files a source file re-exports from (`export … from './x.js'`), as paths of `.ts` files. */
function reexported(file) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const match of text.matchAll(/^export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    const spec = match[1].replace(/\.js$/, '');
    const candidates = [`${spec}.ts`, `${spec}/index.ts`].map((c) => resolve(dirname(file), c));
    const found = candidates.find((c) => existsSync(c));
    if (found !== undefined) targets.push(found);
  }
  return targets;
}

/** Whether a file opens with a module comment (`@module`). */
function hasModuleComment(file) {
  const head = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'));
  return head !== null && head[1].includes('@module');
}

/**
 * The documentation modules: every file reached from a package entry through re-exports that has
 * a module comment, the subpath entries themselves included (their comment introduces the
 * subpath); the main entry's comment is the front page's. Paths relative to the repository.
 */
export function documentedModules() {
  const seen = new Set();
  const modules = [];
  const visit = (file, isEntry, isMain) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of reexported(file)) visit(target, false, false);
    if (hasModuleComment(file) && !(isEntry && isMain)) modules.push(relative(root, file));
  };
  for (const { subpath, file } of packageEntries()) visit(file, true, subpath === '.');
  return modules;
}

/** The declarations the package exports from its entry points, found with the type checker. */
function publicDeclarations(program) {
  const checker = program.getTypeChecker();
  const declarations = new Set();
  for (const { file } of packageEntries()) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of target.declarations ?? []) declarations.add(declaration);
    }
  }
  return declarations;
}

/** The TypeDoc plugin: drops the declarations of documented modules that the package does not export. */
export function load(app) {
  app.converter.on('resolveBegin', (context) => {
    const program = context.programs[0];
    if (program === undefined) return;
    const checker = program.getTypeChecker();
    const declarations = publicDeclarations(program);
    const project = context.project;
    for (const module of project.getChildrenAndDocuments?.() ?? project.children ?? []) {
      for (const child of [...(module.children ?? [])]) {
        const symbol = context.getSymbolFromReflection(child);
        if (symbol === undefined) continue;
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!(target.declarations ?? []).some((declaration) => declarations.has(declaration))) project.removeReflection(child);
      }
    }
  });
}
