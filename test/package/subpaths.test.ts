/**
 * The subpath pattern: each way of playing with a turn structure of its own is a folder
 * src/<name>/ published as `scrabble-engine/<name>`. package.json "exports" is the list; the build
 * (tsup.config.ts), the smoke test and the bundle sizes read it. These tests keep the rest in step:
 * type declarations for old resolvers, the API reference, the verbs every game module has, and
 * the folders' independence (a game never imports another game's folder; the core imports none).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  typesVersions?: Record<string, Record<string, string[]>>;
  sideEffects?: unknown;
};
/** The API reference's modules, found from package.json "exports" (typedoc.config.mjs uses the same list). */
const { documentedModules } = (await import(join(root, 'scripts', 'typedoc-modules.mjs'))) as { documentedModules: () => string[] };
const subpaths = Object.keys(pkg.exports).flatMap((key) => {
  const name = /^\.\/([a-z][a-z0-9-]*)$/.exec(key)?.[1];
  return name === undefined || name === 'package' ? [] : [name];
});

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));
}

function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm)].map((m) => (m[1] ?? m[2])!);
}

describe('package subpaths', () => {
  it('has the ways of playing as subpaths', () => {
    expect(subpaths).toContain('duplicate');
    expect(pkg.sideEffects).toBe(false);
  });

  for (const name of subpaths) {
    describe(`scrabble-engine/${name}`, () => {
      it('is built from src/<name>/index.ts, with ESM and CJS builds each carrying its own types', () => {
        expect(existsSync(join(root, 'src', name, 'index.ts'))).toBe(true);
        expect(pkg.exports[`./${name}`]).toEqual({
          import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
          require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
        });
      });

      it('has types for resolvers that ignore "exports" and a page in the API reference', () => {
        expect(pkg.typesVersions?.['*']?.[name]).toEqual([`./dist/${name}.d.cts`]);
        expect(documentedModules()).toContain(`src/${name}/index.ts`);
      });

      it('exports the verbs of every game', async () => {
        const mod = (await import(`../../src/${name}/index.ts`)) as Record<string, unknown>;
        for (const verb of ['createGame', 'applyAction', 'results', 'parseGameState', 'viewFor']) {
          expect(typeof mod[verb], verb).toBe('function');
        }
      });

      it('leans on the core only: no other game\'s folder, of the classic game only the bag and its generator', () => {
        const files = sources(join('src', name));
        expect(files.flatMap(imports).length).toBeGreaterThan(files.length);
        for (const file of files) {
          for (const spec of imports(file)) {
            expect(spec.startsWith('.'), `${file} imports ${spec}`).toBe(true);
            const other = subpaths.find((s) => s !== name && spec.includes(`/${s}/`));
            expect(other, `${file} imports ${spec}`).toBeUndefined();
            expect(spec.startsWith('../game/'), `${file} imports the classic game's ${spec}`).toBe(false);
            expect(spec.startsWith('../cli/'), `${file} imports ${spec}`).toBe(false);
          }
        }
      });
    });
  }

  it('keeps the core free of the subpath modules (importing the main entry pulls in none of them)', () => {
    const core = sources('src').filter((f) => !subpaths.some((s) => f.startsWith(join('src', s))));
    for (const file of core) {
      for (const spec of imports(file)) {
        const sub = subpaths.find((s) => spec.includes(`/${s}/`) || spec === `./${s}/index.js`);
        expect(sub, `${file} imports ${spec}`).toBeUndefined();
      }
    }
  });
});
