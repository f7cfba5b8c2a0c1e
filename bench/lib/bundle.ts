/**
 * The size of the core bundle: every core module (tiles, board, move, score, rules, result, types
 * and the game reducer when present), without lexicon, move generation and CLI, minified and gzipped.
 *
 * @example
 * ```ts
 * import { coreBundleSize } from './lib/bundle.js';
 * const { minified, gzipped } = await coreBundleSize();
 * ```
 * @module
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The modules of the core, relative to the repository root; the game reducer counts once it exists. */
export const CORE_MODULES = [
  'src/result.ts', 'src/types.ts', 'src/tiles/tile-set.ts', 'src/tiles/alphabet.ts', 'src/board/layout.ts',
  'src/board/coords.ts', 'src/board/board.ts', 'src/board/render.ts', 'src/rules/rule-set.ts', 'src/rules/presets.ts',
  'src/move/move.ts', 'src/move/notation.ts', 'src/move/validate.ts', 'src/move/place.ts', 'src/score.ts',
  'src/game/index.ts',
] as const;

/** Sizes in bytes of the minified core bundle and of its gzip. */
export interface BundleSize {
  readonly entry: string;
  readonly modules: readonly string[];
  readonly minified: number;
  readonly gzipped: number;
}

/** Bundles the core modules that exist (ESM, minified, tree-shaken only of what nothing exports) and measures it. */
export async function coreBundleSize(): Promise<BundleSize> {
  const modules = CORE_MODULES.filter((file) => existsSync(join(root, file)));
  const contents = modules.map((file) => `export * from ${JSON.stringify(`./${file}`)};`).join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, sourcefile: 'core-entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { entry: 'core (ESM)', modules, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}
