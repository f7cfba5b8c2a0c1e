/** The command line run on in-memory files, for the CLI tests. */
import { main, type CliIo } from '../../src/cli/run.js';

/** Runs `main(argv)` with `files` as the only files (text or bytes); returns the exit code, what was printed and the files written (as text). */
export async function runInMemory(argv: string[], files: Record<string, string | Uint8Array> = {}, listFiles?: CliIo['listFiles']) {
  const written = new Map<string, string>();
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('no such file');
      return typeof text === 'string' ? new TextEncoder().encode(text) : text;
    },
    writeFile: async (path, bytes) => void written.set(path, new TextDecoder().decode(bytes)),
    ...(listFiles === undefined ? {} : { listFiles }),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr, written };
}
