/**
 * The playground's build: the page imports `scrabble-engine` (and its subpaths) exactly as a user
 * of the published package does, resolved to the package's build output in ../../dist through the
 * `exports` map of the package.json, never to its sources. Run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..', '..');
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { import?: string | { default?: string } }>;
};

/** `scrabble-engine` and each subpath, mapped to the ES module the package exports for it. */
const aliases = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
  const file = typeof target === 'string' ? target : typeof target.import === 'string' ? target.import : target.import?.default;
  if (file === undefined || !file.endsWith('.js')) return [];
  const name = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
  const path = join(packageRoot, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` before the playground.`);
  return [{ find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`), replacement: path }];
});

export default defineConfig({
  root: here,
  base: './',
  resolve: { alias: aliases },
  build: { outDir: join(here, 'dist'), emptyOutDir: true, target: 'es2022' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
