/**
 * The executable entry of the command line (`scrabble-engine`): wires `main` to the process.
 *
 * @example
 * ```sh
 * scrabble-engine verify game.gcg --rules german
 * ```
 * @module
 */
import { readFile } from 'node:fs/promises';
import { main } from './run.js';

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: async (path) => new Uint8Array(await readFile(path)),
});
process.exitCode = code;
