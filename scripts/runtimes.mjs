// Runs the built package outside Node: test/smoke/runtime.mjs in Deno and in Bun and, through
// test/smoke/browser.html served on 127.0.0.1, in headless Chromium. A runtime that is not
// installed is reported and skipped, unless `--require` names it (CI requires all three): then it
// fails the run. One that is installed must pass.
// Usage, after `npm run build`:
//   `node scripts/runtimes.mjs [--deno PATH] [--bun PATH] [--chromium PATH] [--require deno,bun,chromium]`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const flag = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const OK = 'runtime smoke ok';
const required = new Set((flag('--require') ?? '').split(',').filter((name) => name !== ''));
let failed = false;

/** Reports a runtime that is not installed: skipped, or a failure when it is required. */
function missing(runtime) {
  if (required.has(runtime)) {
    console.log(`${runtime}: FAILED: not installed, and --require asks for it`);
    failed = true;
  } else console.log(`${runtime}: not installed, skipped`);
}

function found(path) {
  if (path === undefined) return undefined;
  if (path.includes('/')) return existsSync(path) ? path : undefined;
  const which = spawnSync('which', [path], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

// Node's own line is the reference: every runtime must print exactly the same.
const node = spawnSync(process.execPath, ['test/smoke/runtime.mjs'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
const expected = `${node.stdout}`.split('\n').find((line) => line.includes(OK));
if (expected === undefined) {
  console.log(`node: FAILED\n${`${node.stdout}${node.stderr}`.trim().slice(0, 2000)}`);
  process.exit(1);
}
console.log(`node: ${expected}`);

function report(runtime, text) {
  const output = text.replace(/<[^>]+>/g, '');
  const line = output.split('\n').find((l) => l.includes(OK));
  const ok = line?.trim() === expected.trim();
  console.log(`${runtime}: ${ok ? 'the same' : `FAILED\n${output.trim().slice(0, 2000)}`}`);
  if (!ok) failed = true;
}

const deno = found(flag('--deno') ?? 'deno');
if (deno === undefined) missing('deno');
else {
  const run = spawnSync(deno, ['run', '--no-prompt', 'test/smoke/runtime.mjs'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  report('deno', `${run.stdout}${run.stderr}${run.error ?? ''}`);
}

const bun = found(flag('--bun') ?? 'bun');
if (bun === undefined) missing('bun');
else {
  const run = spawnSync(bun, ['run', 'test/smoke/runtime.mjs'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  report('bun', `${run.stdout}${run.stderr}${run.error ?? ''}`);
}

const chromium = found(flag('--chromium') ?? 'chromium');
if (chromium === undefined) missing('chromium');
else {
  const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.map': 'application/json' };
  const server = createServer((request, response) => {
    const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)));
    if (!path.startsWith(root) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  // The server answers from this process, so Chromium must run without blocking it.
  const output = await new Promise((resolve) => {
    let text = '';
    const child = spawn(chromium, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${join(root, '.cache', 'chromium-profile')}`,
    '--virtual-time-budget=20000', '--dump-dom', `http://127.0.0.1:${port}/test/smoke/browser.html`,
    ], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 120_000 });
    child.stdout.on('data', (chunk) => { text += chunk; });
    child.on('error', (error) => resolve(String(error)));
    child.on('close', () => resolve(text));
  });
  server.close();
  report('chromium', output);
}
process.exit(failed ? 1 : 0);
