/**
 * Runs every example in this folder in turn (`npm run example`). An example is any other `.ts`
 * file here; it does its work when imported and prints what it shows.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const examples = readdirSync(here).filter((name) => name.endsWith('.ts') && name !== 'run-all.ts').sort();
for (const name of examples) {
  console.log(`\n===== examples/${name} =====`);
  await import(pathToFileURL(join(here, name)).href);
}
console.log(`\n${examples.length} examples ran.`);
