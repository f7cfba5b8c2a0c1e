/**
 * The executable entry of the command line (`scrabble-engine`): wires `main` to the process. The
 * same file runs as the worker threads of `verify` (see worker-pool.ts).
 *
 * @example
 * ```sh
 * scrabble-engine verify game.gcg --rules german
 * scrabble-engine verify archive/ --jobs 4 --json > results.jsonl
 * ```
 * @module
 */
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from './run.js';
import { shown } from './shown.js';
import { createPool, isVerifyWorker, runVerifyWorker } from './worker-pool.js';

/** Every file under `path`, recursively and sorted; `null` when `path` is not a directory. */
async function listFiles(path: string): Promise<string[] | null> {
  try {
    if (!(await stat(path)).isDirectory()) return null;
  } catch {
    return null;
  }
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let listed;
    try {
      listed = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      // A folder that cannot be listed is said and skipped; the others are still read.
      process.stderr.write(`${shown(dir)}: cannot be listed (${(error as NodeJS.ErrnoException).code ?? 'error'}); skipped\n`);
      return;
    }
    const entries = listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(full);
      else if (entry.isSymbolicLink()) await followLink(full, out);
    }
  };
  await walk(path);
  return out;
}

/**
 * A symbolic link met in a folder: a link to a file is listed as that file; a link to a folder is
 * said and skipped (followed, links could make the walk go round for ever), and so is a broken link.
 */
async function followLink(path: string, out: string[]): Promise<void> {
  let target;
  try {
    target = await stat(path);
  } catch {
    process.stderr.write(`${shown(path)}: a link to nothing; skipped\n`);
    return;
  }
  if (target.isFile()) out.push(path);
  else if (target.isDirectory()) process.stderr.write(`${shown(path)}: a link to a folder; skipped (give the folder itself to verify it)\n`);
}

/** The bytes of a regular file: a pipe or a device (`/dev/zero`) is refused, as reading it may never end. */
async function readRegularFile(path: string): Promise<Uint8Array> {
  if (!(await stat(path)).isFile()) throw new Error('not a regular file');
  return new Uint8Array(await readFile(path));
}

if (isVerifyWorker()) {
  runVerifyWorker();
} else {
  // Output piped into a program that stops reading (`| head`): stop quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const code = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: readRegularFile,
    writeFile: async (path, bytes) => {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    listFiles,
    stderrIsTTY: process.stderr.isTTY === true,
    cores: availableParallelism(),
    pool: createPool(new URL(import.meta.url)),
  });
  process.exitCode = code;
}
