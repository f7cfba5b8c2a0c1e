// The API reference is arranged like the package: one page per import path (`scrabble-engine`,
// `scrabble-engine/duplicate`, `/afbreek`, `/wuerfel`), each introduced by its entry's module
// comment, with the guides of docs/ beside it. The main entry's exports are grouped by concept.
//
// How an export gets its group: by the source file that declares it, through GROUP_OF_SOURCE below
// (the first prefix of the path under src/ that matches). A new export in an existing folder is
// placed without any work; a declaration may also name its group itself with a `@group` tag in its
// doc comment (one of GROUPS). A new source folder or top-level file gets a line in
// GROUP_OF_SOURCE. Each group's introduction is a `@groupDescription` in the module comment of
// src/index.ts. test/docs/typedoc.test.ts names every export of the main entry that ends up in no
// group.
//
// Loaded as a TypeDoc plugin, this file also removes whatever the package does not export, names
// each page after its import path, names each guide after its first heading (up to a colon), sorts
// the guides into "Guides" (docs/guide/) and "References" (docs/), and drops the README's first
// heading from the front page, whose title is already the package's name. Used by typedoc.config.mjs, by
// test/docs/typedoc.test.ts and test/docs/api-examples.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The concepts the main entry's exports are grouped by, in the order the reference shows them. */
export const GROUPS = [
  'Tiles and rule sets',
  'Board and notation',
  'Validation and scoring',
  'The game',
  'Lexicons',
  'Move generation',
  'Bots',
  'Game records',
  'Rendering',
];

/** The group of a main-entry export by the path of its source file under src/: the first prefix that matches. */
export const GROUP_OF_SOURCE = [
  ['tiles/', 'Tiles and rule sets'],
  ['rules/', 'Tiles and rule sets'],
  ['board/render', 'Rendering'],
  ['board/', 'Board and notation'],
  ['cgp/', 'Board and notation'],
  ['types.ts', 'Board and notation'],
  ['move/move.ts', 'Board and notation'],
  ['move/notation.ts', 'Board and notation'],
  ['move/', 'Validation and scoring'],
  ['score.ts', 'Validation and scoring'],
  ['result.ts', 'Validation and scoring'],
  ['game/', 'The game'],
  ['version.ts', 'The game'],
  ['bag/', 'The game'],
  ['lexicon/', 'Lexicons'],
  ['movegen/', 'Move generation'],
  ['bot/', 'Bots'],
  ['play/', 'Bots'],
  ['gcg/', 'Game records'],
];

/** The group of a source file (an absolute path or one relative to the repository), or undefined. */
export function groupOfSource(file) {
  const path = relative(join(root, 'src'), resolve(root, file)).replaceAll('\\', '/');
  return GROUP_OF_SOURCE.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** The source file of each package entry point: `src/index.ts` for ".", `src/NAME/index.ts` for "./NAME". */
export function packageEntries() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports ?? { '.': '' })
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => ({
      subpath,
      importPath: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      file: join(root, subpath === '.' ? 'src/index.ts' : `src/${subpath.slice(2)}/index.ts`),
    }))
    .filter(({ file }) => existsSync(file));
}

/** The documentation modules: the entry point of each import path, relative to the repository. */
export function documentedModules() {
  return packageEntries().map(({ file }) => relative(root, file));
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

/** Whether a reflection's comments (its own or its signatures') carry a `@group` tag. */
function hasGroupTag(reflection) {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  return comments.some((comment) => comment?.blockTags.some((tag) => tag.tag === '@group'));
}

/** Adds `@group NAME` to a reflection's comment (or its first signature's, where functions keep theirs). */
function addGroupTag(typedoc, reflection, name) {
  const tag = new typedoc.CommentTag('@group', [{ kind: 'text', text: name }]);
  const holder = reflection.comment === undefined && reflection.signatures?.[0] !== undefined ? reflection.signatures[0] : reflection;
  if (holder.comment === undefined) holder.comment = new typedoc.Comment([], [tag]);
  else holder.comment.blockTags.push(tag);
}

/** The TypeDoc plugin (see the comment at the top of this file). */
export async function load(app) {
  const typedoc = await import('typedoc');
  const entries = packageEntries();
  app.converter.on('resolveBegin', (context) => {
    const program = context.programs[0];
    if (program === undefined) return;
    const checker = program.getTypeChecker();
    const declarations = publicDeclarations(program);
    const project = context.project;
    for (const module of project.children ?? []) {
      const moduleFile = context.getSymbolFromReflection(module)?.declarations?.[0]?.getSourceFile().fileName;
      const entry = entries.find(({ file }) => moduleFile !== undefined && resolve(moduleFile) === file);
      if (entry !== undefined) module.name = entry.importPath;
      for (const child of [...(module.children ?? [])]) {
        const symbol = context.getSymbolFromReflection(child);
        if (symbol === undefined) continue;
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!(target.declarations ?? []).some((declaration) => declarations.has(declaration))) {
          project.removeReflection(child);
          continue;
        }
        if (entry?.subpath !== '.' || hasGroupTag(child)) continue;
        const group = groupOfSource(target.declarations?.[0]?.getSourceFile().fileName ?? '');
        if (group !== undefined) addGroupTag(typedoc, child, group);
      }
    }
    // The front page shows the project's name as its title: the README's own first heading would repeat it.
    const first = project.readme?.[0];
    if (first?.kind === 'text') first.text = first.text.replace(new RegExp(`^#\\s+${project.name}\\s*\n+`), '');
    for (const document of project.documents ?? []) {
      const path = project.files.getReflectionPath(document);
      if (path === undefined) continue;
      const file = resolve(root, path);
      const heading = /^#\s+(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
      if (heading !== undefined) document.name = heading.replace(/`/g, '').split(':')[0].trim();
      document.frontmatter = { ...document.frontmatter, group: relative(root, file).startsWith(join('docs', 'guide')) ? 'Guides' : 'References' };
    }
  });
}
