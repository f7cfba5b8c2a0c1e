/**
 * The engine as users run it: `src/index.ts` bundled by esbuild (ESM, ES2022, as the package
 * build does) into `.cache/bench/engine.mjs` and imported from there. Running the TypeScript
 * sources through a loader instead would time the loader's module wrappers, not the engine.
 *
 * @example
 * ```ts
 * import { loadEngine } from './lib/engine.js';
 * const engine = await loadEngine();
 * engine.scoreTotal(board, move, engine.GERMAN);
 * ```
 * @module
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as Engine from '../../src/index.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The public API of the engine, as exported by `src/index.ts`. */
export type EngineModule = typeof Engine;

/** Bundles the engine and imports the bundle. */
export async function loadEngine(): Promise<EngineModule> {
  const outfile = join(root, '.cache', 'bench', `engine-${process.pid}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, 'src', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  });
  const engine = (await import(pathToFileURL(outfile).href)) as EngineModule;
  rmSync(outfile, { force: true });
  return engine;
}

/** The engine's compact lexicon of a word list under the German rules (a benchmark's input), or a thrown error. */
export function germanLexicon(engine: EngineModule, words: readonly string[]): CompactLexicon {
  const built = engine.buildLexicon(words, engine.GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  return built.value.lexicon;
}
