// Imports the built package (dist/) once as ESM and once as CJS, by its own name, each in a fresh
// Node process, and checks that both load, export the same names and score a move. Then, for every
// subpath of package.json "exports" (one per way of playing: scrabble-engine/duplicate, …): the
// ESM and CJS builds export the same names, among them the verbs every game has, and the main
// entry does not pull in the subpath's code (the core stays tree-shakeable).
// Run after `npm run build`: `node scripts/smoke.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The subpaths of the ways of playing: "./duplicate" → "duplicate". */
const subpaths = Object.keys(pkg.exports).flatMap((key) => {
  const name = /^\.\/([a-z][a-z0-9-]*)$/.exec(key)?.[1];
  return name === undefined || name === 'package' ? [] : [name];
});
/** What every game module exports. */
const VERBS = ['createGame', 'applyAction', 'results', 'parseGameState', 'viewFor'];

const required = ['index', ...subpaths].flatMap((name) => ['js', 'cjs', 'd.ts', 'd.cts'].map((ext) => `dist/${name}.${ext}`));
for (const file of required) {
  if (!existsSync(join(root, file))) {
    console.error(`smoke: ${file} is missing; run npm run build first`);
    process.exit(1);
  }
}
let failed = false;
for (const file of ['test/smoke/esm.mjs', 'test/smoke/cjs.cjs']) {
  const run = spawnSync(process.execPath, [join(root, file)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`smoke: ${file} failed`);
    failed = true;
  }
}
const require = createRequire(import.meta.url);

/** The names a specifier exports as ESM and as CJS; reports a difference. */
async function sameNames(specifier) {
  const esm = Object.keys(await import(specifier)).sort();
  const cjs = Object.keys(require(specifier)).filter((k) => k !== '__esModule' && k !== 'default').sort();
  if (esm.join() !== cjs.join()) {
    console.error(`smoke: ${specifier}: ESM and CJS exports differ: ${esm.filter((k) => !cjs.includes(k)).concat(cjs.filter((k) => !esm.includes(k))).join(', ')}`);
    failed = true;
  } else {
    console.log(`smoke: ${specifier}: ESM and CJS export the same ${esm.length} names`);
  }
  return esm;
}

/** The source files bundled into a built ES module and the chunks it imports, from their source maps. */
function sourcesOf(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(join(root, 'dist', file), 'utf8');
  const map = JSON.parse(readFileSync(join(root, 'dist', `${file}.map`), 'utf8'));
  const chunks = [...code.matchAll(/from\s*['"]\.\/([^'"]+\.js)['"]/g)].map((m) => m[1]);
  return [...map.sources, ...chunks.flatMap((chunk) => sourcesOf(chunk, seen))];
}

await sameNames('scrabble-engine');
const mainSources = sourcesOf('index.js');
for (const name of subpaths) {
  const names = await sameNames(`scrabble-engine/${name}`);
  const missing = VERBS.filter((verb) => !names.includes(verb));
  if (missing.length > 0) {
    console.error(`smoke: scrabble-engine/${name} lacks ${missing.join(', ')}`);
    failed = true;
  }
  const leaked = mainSources.filter((source) => source.includes(`src/${name}/`));
  if (leaked.length > 0) {
    console.error(`smoke: the main entry bundles ${leaked.join(', ')}: importing scrabble-engine must not pull in scrabble-engine/${name}`);
    failed = true;
  } else {
    console.log(`smoke: the main entry holds none of scrabble-engine/${name}`);
  }
}
process.exit(failed ? 1 : 0);
