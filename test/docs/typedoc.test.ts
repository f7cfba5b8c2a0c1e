/**
 * The API reference: TypeDoc builds it with the project's configuration (no warning) and arranges it
 * like the package: exactly one page per import path (`scrabble-engine`, `scrabble-engine/duplicate`,
 * …), never a page per source file, each with its entry's introduction and example; the main
 * entry's exports all sit in one of the concept groups, each group with its introduction; every
 * function and constant the package exports is documented, internal helpers stay out, and the
 * guides are published beside the reference under their own titles.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, LogLevel, ReflectionKind, type ProjectReflection } from 'typedoc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'typedoc-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const { packageEntries, GROUPS } = (await import(join(root, 'scripts', 'typedoc-modules.mjs'))) as {
  packageEntries: () => { subpath: string; importPath: string; file: string }[];
  GROUPS: string[];
};

/** A page's text: tags removed, entities decoded, white space collapsed. */
function pageText(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '')
    .replace(/\s+/g, ' ');
}

/** Text as the reference shows it, compared without white space: code marks and links as text. */
function plain(text: string): string {
  return text.replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1').replace(/`/g, '').replace(/\s/g, '');
}

/** A file's module comment, its lines without the leading `*`. */
function moduleComment(file: string): string {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return comment.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n');
}

/** The first sentence of a module comment. */
function introduction(file: string): string {
  const text = moduleComment(file).split(/\n\s*\n|@example|@module/)[0] ?? '';
  return text.split(/(?<=[.:;])\s/)[0] ?? text;
}

/** The group introductions of the main entry's module comment: group name → its first sentence. */
function groupDescriptions(): Map<string, string> {
  const parts = moduleComment(join(root, 'src', 'index.ts')).split('@groupDescription ').slice(1);
  return new Map(parts.map((part) => {
    const [name = '', ...body] = part.split('\n');
    return [name.trim(), (body.join(' ').split(/(?<=\.)\s/)[0] ?? '').trim()];
  }));
}

/** The page file of a module named after an import path, as TypeDoc names it. */
const pageOf = (importPath: string): string => `${importPath.replaceAll('/', '_')}.html`;

let warnings = 0;
let errors = 0;
let project: ProjectReflection;

beforeAll(async () => {
  const app = await Application.bootstrapWithPlugins({ options: join(root, 'typedoc.config.mjs'), out, logLevel: LogLevel.Error });
  const converted = await app.convert();
  if (converted === undefined) throw new Error('TypeDoc could not convert the project');
  project = converted;
  await app.generateOutputs(project);
  warnings = app.logger.warningCount;
  errors = app.logger.errorCount;
}, 300_000);

describe('the API reference', () => {
  const entries = packageEntries();

  it('builds without warnings or errors', () => {
    expect([errors, warnings]).toEqual([0, 0]);
  });

  it('has exactly one page per import path, and no page per source file', () => {
    expect(entries.map((e) => e.importPath)).toEqual(['scrabble-engine', 'scrabble-engine/duplicate', 'scrabble-engine/afbreek', 'scrabble-engine/wuerfel']);
    expect(readdirSync(join(out, 'modules')).sort()).toEqual(entries.map((e) => pageOf(e.importPath)).sort());
    expect(project.getChildrenByKind(ReflectionKind.Module).map((m) => m.name)).toEqual(entries.map((e) => e.importPath));
  });

  it('introduces each import path with its entry\'s module comment and example', () => {
    for (const { importPath, file } of entries) {
      const text = pageText(join(out, 'modules', pageOf(importPath)));
      expect(plain(text), `${importPath}: its introduction`).toContain(plain(introduction(file)));
      expect(text, `${importPath}: its example`).toMatch(/Example/);
    }
  });

  it('puts every export of the main entry in one of the concept groups, each group with its introduction', () => {
    const main = project.getChildByName('scrabble-engine');
    expect(main?.isDeclaration()).toBe(true);
    const groups = main?.isDeclaration() ? main.groups ?? [] : [];
    const ungrouped = groups.filter((g) => !GROUPS.includes(g.title)).flatMap((g) => g.children.map((c) => `${c.name} (in "${g.title}")`));
    expect(ungrouped, 'exports without a concept group: give each a @group tag or its source folder a line in GROUP_OF_SOURCE').toEqual([]);
    expect(groups.map((g) => g.title)).toEqual(GROUPS);
    expect(groups.reduce((n, g) => n + g.children.length, 0)).toBe(main?.isDeclaration() ? main.children?.length : -1);
    const descriptions = groupDescriptions();
    expect([...descriptions.keys()]).toEqual(GROUPS);
    const text = pageText(join(out, 'modules', pageOf('scrabble-engine')));
    for (const [name, sentence] of descriptions) expect(plain(text), `${name}: its introduction`).toContain(plain(sentence));
  });

  it('groups the concepts as a user looks for them', () => {
    const main = project.getChildByName('scrabble-engine');
    const groupOf = new Map((main?.isDeclaration() ? main.groups ?? [] : []).flatMap((g) => g.children.map((c) => [c.name, g.title] as const)));
    expect(Object.fromEntries(['GERMAN', 'parseMove', 'scoreMove', 'applyAction', 'buildLexicon', 'generateMoves', 'greedyBot', 'verifyGcg', 'renderBoardSvg']
      .map((name) => [name, groupOf.get(name)]))).toEqual({
      GERMAN: 'Tiles and rule sets', parseMove: 'Board and notation', scoreMove: 'Validation and scoring', applyAction: 'The game',
      buildLexicon: 'Lexicons', generateMoves: 'Move generation', greedyBot: 'Bots', verifyGcg: 'Game records', renderBoardSvg: 'Rendering',
    });
  });

  it('documents every function and constant the package exports, and nothing internal', () => {
    const pages = ['functions', 'variables'].flatMap((dir) => readdirSync(join(out, dir)).map((page) => page.replace(/\.html$/, '').split('.').at(-1)));
    const exported = Object.keys(engine);
    for (const name of exported) expect(pages, name).toContain(name);
    expect(pages).not.toContain('cellCode');
    expect(pages).not.toContain('analyzeMove');
  });

  it('publishes the guides under their titles beside the reference, and the README as the front page without a second title', () => {
    const documents = project.documents ?? [];
    const titled = (folder: string): string[] => readdirSync(join(root, folder)).filter((f) => f.endsWith('.md'))
      .map((f) => /^#\s+(.+)$/m.exec(readFileSync(join(root, folder, f), 'utf8'))?.[1]?.replace(/`/g, '').split(':')[0]?.trim() ?? f);
    expect(documents.filter((d) => d.frontmatter['group'] === 'Guides').map((d) => d.name).sort()).toEqual(titled('docs/guide').sort());
    expect(documents.filter((d) => d.frontmatter['group'] === 'References').map((d) => d.name).sort()).toEqual(titled('docs').sort());
    expect(new Set(documents.map((d) => d.name)).size).toBe(documents.length);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(pageText(join(out, 'index.html'))).toContain('The rules of Scrabble, exact and fast');
    expect(index.match(/<h1[^>]*>\s*scrabble-engine/g)).toHaveLength(1);
  });
});
