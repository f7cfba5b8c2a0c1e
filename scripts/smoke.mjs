// Imports the built package (dist/) once as ESM and once as CJS, by its own name, each in a fresh
// Node process, and checks that both load, export the same names and score a move. Run after
// `npm run build`: `node scripts/smoke.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts']) {
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
const esm = Object.keys(await import('scrabble-engine')).sort();
const cjs = Object.keys(createRequire(import.meta.url)('scrabble-engine')).filter((k) => k !== '__esModule' && k !== 'default').sort();
if (esm.join() !== cjs.join()) {
  console.error(`smoke: ESM and CJS exports differ: ${esm.filter((k) => !cjs.includes(k)).concat(cjs.filter((k) => !esm.includes(k))).join(', ')}`);
  failed = true;
} else {
  console.log(`smoke: ESM and CJS export the same ${esm.length} names`);
}
process.exit(failed ? 1 : 0);
