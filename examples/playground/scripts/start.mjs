// Starts the playground's development server (`npm run playground`), rebuilding only what is out of
// date: the package (`npm run build`) when a file of src/ or the build's configuration is newer than
// its build output in dist/, and the word lists (scripts/build-lexicons.mjs) when a file of
// public/lexicons/ is missing or older than the playground's scripts or package-lock.json (the
// versions of the dictionaries they are made from). `--force` rebuilds both (and every word list).
// Usage: `npm run playground [-- --force]`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const playground = join(here, '..');
const root = join(playground, '..', '..');
const force = process.argv.includes('--force');

/** Every file under a folder (or the file itself), recursively. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesOf(join(path, entry.name)));
}

/** The newest modification time among files (0 when none). */
const newest = (files) => Math.max(0, ...files.map((file) => statSync(file).mtimeMs));

/** Why outputs must be made again (a missing output, or an input newer than the oldest output), or null when they are current. */
function staleness(inputs, outputs) {
  const missing = outputs.find((file) => !existsSync(file));
  if (missing !== undefined) return `${missing.slice(root.length + 1)} is missing`;
  if (outputs.length === 0) return 'nothing is built yet';
  const oldest = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = inputs.find((file) => statSync(file).mtimeMs > oldest);
  return changed === undefined ? null : `${changed.slice(root.length + 1)} changed`;
}

function run(command, args) {
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const started = performance.now();
const packageInputs = [
  ...filesOf(join(root, 'src')),
  ...['package.json', 'tsup.config.ts', 'tsconfig.json'].map((file) => join(root, file)).filter(existsSync),
];
const packageOutputs = ['index.js', 'index.cjs', 'index.d.ts', 'duplicate.js', 'afbreek.js', 'wuerfel.js'].map((file) => join(root, 'dist', file));
const packageStale = force ? 'forced' : staleness(packageInputs, packageOutputs);
if (packageStale === null) console.log('playground: the package build (dist/) is current');
else {
  console.log(`playground: building the package (${packageStale})`);
  run('npm', ['run', 'build']);
}

const lexiconInputs = [...filesOf(here), join(root, 'package-lock.json')].filter(existsSync);
const lexiconOutputs = filesOf(join(playground, 'public', 'lexicons'));
const lexiconsStale = force ? 'forced' : lexiconOutputs.length === 0 ? 'none built yet' : staleness(lexiconInputs, lexiconOutputs);
if (lexiconsStale === null) console.log('playground: the word lists (public/lexicons/) are current');
else {
  console.log(`playground: building the word lists (${lexiconsStale})`);
  run(process.execPath, [join(here, 'build-lexicons.mjs'), ...(force ? ['--force'] : [])]);
  // The script keeps a word list that still loads: mark every one as checked now.
  const now = new Date();
  for (const file of filesOf(join(playground, 'public', 'lexicons'))) utimesSync(file, now, now);
}
console.log(`playground: ready to serve in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const { createServer } = await import('vite');
const server = await createServer({ configFile: join(playground, 'vite.config.ts') });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
