import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The library's entry points, read from package.json "exports": the main entry (src/index.ts)
 * and one subpath per way of playing (`"./duplicate"` is built from src/duplicate/index.ts).
 * Adding a subpath to "exports" is all the build needs.
 */
const exportsField = (JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> }).exports;
const entry: Record<string, string> = { index: 'src/index.ts' };
for (const key of Object.keys(exportsField)) {
  const name = /^\.\/([a-z][a-z0-9-]*)$/.exec(key)?.[1];
  if (name !== undefined && name !== 'package') entry[name] = `src/${name}/index.ts`;
}

export default defineConfig([
  {
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    clean: false,
    sourcemap: false,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
