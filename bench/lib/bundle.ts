/**
 * Bundle sizes, minified and gzipped: the core (everything but lexicon, move generation and CLI),
 * the foundation with the game reducer, the foundation alone, and each subpath of the package
 * (one per way of playing) with everything it pulls in from the core.
 *
 * @example
 * ```ts
 * import { coreBundleSize } from './lib/bundle.js';
 * const { minified, gzipped } = await coreBundleSize();
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The foundation modules, relative to the repository root. */
export const FOUNDATION_MODULES = [
  'src/result.ts', 'src/types.ts', 'src/tiles/tile-set.ts', 'src/tiles/alphabet.ts', 'src/board/layout.ts',
  'src/board/coords.ts', 'src/board/board.ts', 'src/board/render.ts', 'src/rules/rule-set.ts', 'src/rules/presets.ts',
  'src/move/move.ts', 'src/move/notation.ts', 'src/move/validate.ts', 'src/move/place.ts', 'src/score.ts',
] as const;

/** The foundation and the game reducer. */
export const GAME_MODULES = [...FOUNDATION_MODULES, 'src/game/index.ts'] as const;

/** The modules of the core: everything but lexicon, move generation and CLI (foundation, game, game records). */
export const CORE_MODULES = [...GAME_MODULES, 'src/gcg/index.ts'] as const;

/** Sizes in bytes of a minified bundle and of its gzip. */
export interface BundleSize {
  readonly entry: string;
  readonly modules: readonly string[];
  readonly minified: number;
  readonly gzipped: number;
  /** Minified bytes each source file contributes, largest first. */
  readonly byFile: readonly (readonly [file: string, bytes: number])[];
}

/** Bundles the given modules that exist (ESM, minified, everything they export kept) and measures the result. */
export async function bundleSize(entry: string, files: readonly string[]): Promise<BundleSize> {
  const modules = files.filter((file) => existsSync(join(root, file)));
  const contents = modules.map((file) => `export * from ${JSON.stringify(`./${file}`)};`).join('\n');
  return measureBundle(entry, modules, contents);
}

/** What an application pays: the package entry bundled with only the named imports kept (tree-shaken). */
export async function importSize(entry: string, names: readonly string[]): Promise<BundleSize> {
  const contents = `export { ${names.join(', ')} } from './src/index.ts';`;
  return measureBundle(entry, ['src/index.ts'], contents);
}

/** The entry points of the package as it is built: the main entry and one per subpath (`src/duplicate/index.ts`, …). */
function packageEntries(): string[] {
  return ['src/index.ts', ...packageSubpaths().map((name) => `src/${name}/index.ts`)];
}

/**
 * What an application pays when it imports the named exports from the package as published: the
 * entries built together into shared chunks (ESM, code splitting, as the package build does), then
 * the application's import of those names bundled from the built entry, minified and tree-shaken
 * (the package's `"sideEffects": false` honoured). Unlike {@link importSize}, this counts what a
 * shared chunk keeps for its other users: module-level code that a bundler cannot prove free of side
 * effects stays in every application that touches the chunk.
 */
export async function packageImportSize(entry: string, names: readonly string[]): Promise<BundleSize> {
  const built = await build({
    entryPoints: packageEntries().map((file) => join(root, file)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outdir: '/dist',
    write: false,
    logLevel: 'silent',
  });
  const files = new Map(built.outputFiles.map((f) => [f.path, f.text]));
  const builtPackage: Plugin = {
    name: 'built-package',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        const path = args.path.startsWith('/dist/') ? args.path : join(dirname(args.importer), args.path);
        return files.has(path) ? { path, namespace: 'built', sideEffects: false } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'built' }, (args) => ({ contents: files.get(args.path) ?? '', loader: 'js' }));
    },
  };
  return measureBundle(entry, packageEntries(), `export { ${names.join(', ')} } from '/dist/index.js';`, [builtPackage]);
}

/** Bundles `contents` (an entry importing what an application uses) minified, and measures it by source file. */
async function measureBundle(entry: string, modules: readonly string[], contents: string, plugins: Plugin[] = []): Promise<BundleSize> {
  const result = await build({
    stdin: { contents, resolveDir: root, sourcefile: `${entry}-entry.ts`, loader: 'ts' },
    plugins,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  const byFile = Object.entries(inputs)
    .map(([file, info]) => [file, info.bytesInOutput] as const)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1]);
  return { entry, modules, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, byFile };
}

/** The core bundle: everything but lexicon, move generation and CLI. */
export function coreBundleSize(): Promise<BundleSize> {
  return bundleSize('core', CORE_MODULES);
}

/** The foundation and the game reducer, without game records. */
export function gameBundleSize(): Promise<BundleSize> {
  return bundleSize('foundation + game', GAME_MODULES);
}

/** The foundation alone: tiles, board, moves, scoring and rule sets, without the game reducer. */
export function foundationBundleSize(): Promise<BundleSize> {
  return bundleSize('foundation', FOUNDATION_MODULES);
}

/** The subpaths of the package, one per way of playing, read from package.json "exports" (`./duplicate` → `duplicate`). */
export function packageSubpaths(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  return Object.keys(pkg.exports).flatMap((key) => {
    const name = /^\.\/([a-z][a-z0-9-]*)$/.exec(key)?.[1];
    return name === undefined || name === 'package' ? [] : [name];
  });
}

/** Each subpath's bundle (`scrabble-engine/duplicate`, …): its module and everything it uses from the core. */
export function subpathBundleSizes(): Promise<BundleSize[]> {
  return Promise.all(packageSubpaths().map((name) => bundleSize(`scrabble-engine/${name}`, [`src/${name}/index.ts`])));
}
