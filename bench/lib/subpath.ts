/**
 * A subpath module of the package (`src/<name>/index.ts`, e.g. `duplicate`) as users run it:
 * bundled by esbuild (ESM, ES2022, as the package build does) and imported from the bundle.
 *
 * @example
 * ```ts
 * import { loadSubpath } from './lib/subpath.js';
 * const duplicate = await loadSubpath<typeof import('../../src/duplicate/index.js')>('duplicate');
 * ```
 * @module
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bundles `src/<name>/index.ts` and imports the bundle. */
export async function loadSubpath<T>(name: string): Promise<T> {
  const outfile = join(root, '.cache', 'bench', `${name}-${process.pid}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, 'src', name, 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  });
  const module = (await import(pathToFileURL(outfile).href)) as T;
  rmSync(outfile, { force: true });
  return module;
}
