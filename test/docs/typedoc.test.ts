/**
 * The API reference: TypeDoc builds it with the project's configuration (no warning), every public
 * module gets its own page with its introduction and its example, every function and constant the
 * package exports is documented, internal helpers stay out, and the guides are published with it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, LogLevel } from 'typedoc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'typedoc-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const { documentedModules } = (await import(join(root, 'scripts', 'typedoc-modules.mjs'))) as { documentedModules: () => string[] };

/** A page's text: tags removed, entities decoded, white space collapsed. */
function pageText(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '')
    .replace(/\s+/g, ' ');
}

/** The first sentence of a file's module comment, as the reference shows it (code marks and links as text). */
function introduction(file: string): string {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? '';
  const text = comment.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n').split(/\n\s*\n|@example|@module/)[0] ?? '';
  const plain = text.replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1').replace(/`/g, '').replace(/\s+/g, ' ').trim();
  return plain.split(/(?<=[.:;])\s/)[0] ?? plain;
}

let warnings = 0;
let errors = 0;

beforeAll(async () => {
  const app = await Application.bootstrapWithPlugins({ options: join(root, 'typedoc.config.mjs'), out, logLevel: LogLevel.Error });
  const project = await app.convert();
  if (project === undefined) throw new Error('TypeDoc could not convert the project');
  await app.generateOutputs(project);
  warnings = app.logger.warningCount;
  errors = app.logger.errorCount;
}, 300_000);

describe('the API reference', () => {
  it('builds without warnings or errors', () => {
    expect([errors, warnings]).toEqual([0, 0]);
  });

  it('has one page per public module, with its introduction and its example', () => {
    const modules = documentedModules();
    expect(modules.length).toBeGreaterThan(40);
    const pages = readdirSync(join(out, 'modules'));
    for (const file of modules) {
      const name = file.replace(/^src\//, '').replace(/(\/index)?\.ts$/, '').replaceAll('/', '_');
      expect(pages, file).toContain(`${name}.html`);
      const text = pageText(join(out, 'modules', `${name}.html`));
      expect(text.replace(/\s/g, ''), `${file}: its introduction`).toContain(introduction(file).replace(/\s/g, ''));
      const moduleComment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? '';
      if (moduleComment.includes('@example')) expect(text, `${file}: its example`).toMatch(/Example/);
    }
  });

  it('documents every function and constant the package exports, and nothing internal', () => {
    const pages = ['functions', 'variables'].flatMap((dir) => readdirSync(join(out, dir)).map((page) => page.replace(/\.html$/, '').split('.').at(-1)));
    const exported = Object.keys(engine);
    for (const name of exported) expect(pages, name).toContain(name);
    expect(pages).not.toContain('cellCode');
    expect(pages).not.toContain('analyzeMove');
  });

  it('publishes the guides and the README as the front page', () => {
    const documents = readdirSync(join(out, 'documents')).map((page) => page.toLowerCase());
    for (const guide of ['rules', 'game', 'gcg', 'bots', 'getting_started']) {
      expect(documents.some((page) => page.includes(guide)), guide).toBe(true);
    }
    expect(pageText(join(out, 'index.html'))).toContain('The rules of Scrabble, exact and fast');
  });
});
