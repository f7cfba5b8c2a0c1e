/**
 * `verify` over many files: one line per file in input order, the summary table, JSON lines, the
 * progress bar only on a terminal, exit codes, worker pools, and saved lexicons (`lexicon build`).
 * Worker threads themselves run in a child process started from the TypeScript sources.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main, type CliIo } from '../../src/cli/run.js';
import { prepareJob, verifyFile, type FileResult } from '../../src/cli/verify-file.js';
import type { VerifyPool } from '../../src/cli/verify-command.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = join(root, 'test', 'fixtures', 'gcg');
const english = readFileSync(join(fixtures, 'english-constructs.gcg'), 'utf8');
const german = readFileSync(join(fixtures, 'german-challenge.gcg'), 'utf8');
const wrong = english.replace('+20 46', '+21 47');
const untidy = english.replace('#lexicon CSW21', '#lexicon CSW21\n#title again');

/** An archive in memory: files by path; directories are the paths' prefixes. */
function archive(files: Record<string, string | Uint8Array>, extra: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const written = new Map<string, Uint8Array>();
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readFile: async (path) => {
      const text = files[path] ?? written.get(path);
      if (text === undefined) throw new Error('no such file');
      return typeof text === 'string' ? new TextEncoder().encode(text) : text;
    },
    writeFile: async (path, bytes) => void written.set(path, bytes),
    listFiles: async (path) => {
      const under = Object.keys(files).filter((f) => f.startsWith(`${path}/`)).sort();
      return under.length === 0 ? null : under;
    },
    ...extra,
  };
  return {
    io, written,
    run: async (argv: string[]) => {
      stdout = '';
      stderr = '';
      const code = await main(argv, io);
      return { code, stdout, stderr };
    },
  };
}

const files = {
  'arch/a.gcg': english,
  'arch/b.gcg': wrong,
  'arch/c.gcg': untidy,
  'arch/notes/README.txt': '# notes\n',
  'arch/notes/d.gcg': german,
  'arch/x.GCG': '',
};

describe('verify DIR', () => {
  it('one line per file in order, then the summary table; exit 1 when any record has an error', async () => {
    const { run } = archive(files);
    const r = await run(['verify', 'arch']);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'arch/a.gcg: clean',
      'arch/b.gcg: 1 error (line 11 score-mismatch)',
      'arch/c.gcg: clean, 1 warning',
      'arch/notes/d.gcg: clean',
      'arch/x.GCG: not a GCG record (the file is empty)',
    ]);
    expect(r.stdout).toMatch(/\n5 files in \d+\.\d s \(\d+ files per second\)\n {2}clean +2\n {2}with warnings +1\n {2}with errors +1\n {2}unreadable +1\n/);
    expect(r.stdout).toMatch(/ {2}score-mismatch +error +1 +1\n/);
    expect(r.stdout).toMatch(/ {2}duplicate-pragma +warning +1 +1\n/);
    expect(r.stderr).toBe('');
  });

  it('takes other file name endings with --ext, and files and directories together', async () => {
    const { run } = archive(files);
    const r = await run(['verify', 'arch/notes', 'arch/a.gcg', '--ext', 'gcg,txt']);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual(['arch/notes/README.txt: not a GCG record', 'arch/notes/d.gcg: clean', 'arch/a.gcg: clean']);
    expect(r.code).toBe(1);
  });

  it('exit 0 when every record is clean (warnings allowed), 2 when nothing is a record or nothing is found', async () => {
    const { run } = archive(files);
    expect((await run(['verify', 'arch/a.gcg', 'arch/c.gcg'])).code).toBe(0);
    expect((await run(['verify', 'arch/x.GCG', 'arch/notes/README.txt'])).code).toBe(2);
    const none = await run(['verify', 'arch/notes', '--ext', 'pdf']);
    expect([none.code, none.stderr]).toEqual([2, 'No record files (.pdf) in arch/notes\n']);
    const missing = await run(['verify', 'arch/a.gcg', 'arch/missing.gcg']);
    expect(missing.stdout).toContain('arch/missing.gcg: cannot be read: no such file');
    expect(missing.code).toBe(1);
  });

  it('--json writes one JSON object per file and the summary to standard error', async () => {
    const { run } = archive(files);
    const r = await run(['verify', 'arch', '--json']);
    const objects = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; status: string; findings: { code: string }[] });
    expect(objects.map((o) => [o.file, o.status])).toEqual([
      ['arch/a.gcg', 'clean'], ['arch/b.gcg', 'errors'], ['arch/c.gcg', 'warnings'], ['arch/notes/d.gcg', 'clean'], ['arch/x.GCG', 'unreadable'],
    ]);
    expect(objects[1]!.findings.map((f) => f.code)).toEqual(['score-mismatch']);
    expect(r.stderr).toContain('5 files in');
  });

  it('draws a progress bar on standard error only when it is a terminal', async () => {
    const tty = await archive(files, { stderrIsTTY: true }).run(['verify', 'arch']);
    expect(tty.stderr).toContain('] 5/5 files');
    expect(tty.stdout).not.toContain('\r');
    const pipe = await archive(files, { stderrIsTTY: false }).run(['verify', 'arch']);
    expect(pipe.stderr).toBe('');
  });

  it('prints results in input order whatever order the worker pool returns them in', async () => {
    const calls: number[] = [];
    const pool: VerifyPool = async (paths, job, jobs, onResult) => {
      calls.push(jobs);
      const prepared = prepareJob(job);
      if (!prepared.ok) throw new Error(prepared.error);
      const results: [number, FileResult][] = [];
      for (const [i, p] of paths.entries()) results.push([i, verifyFile(p, new TextEncoder().encode((files as Record<string, string>)[p] ?? ''), prepared.value)]);
      for (const [i, r] of results.reverse()) onResult(i, r);
    };
    const { run } = archive(files, { pool, cores: 8 });
    const r = await run(['verify', 'arch']);
    expect(r.stdout.split('\n')[0]).toBe('arch/a.gcg: clean');
    expect(r.stdout.split('\n')[4]).toBe('arch/x.GCG: not a GCG record (the file is empty)');
    expect(calls).toEqual([5]);
    await run(['verify', 'arch', '--jobs', '2']);
    expect(calls).toEqual([5, 2]);
    await run(['verify', 'arch', '-j', '1']);
    expect(calls).toEqual([5, 2]);
  });
});

describe('lexicon build and saved lexicons', () => {
  it('builds a lexicon from a word list and verify takes it like the word list', async () => {
    const words = 'hoard\nhelios\npig\nepig\nop\nai\nrg\nkune\nwaken\naiw\nrga\n';
    const { run, written } = archive({ 'game.gcg': english, 'words.txt': words, 'short.txt': 'hoard\n' });
    const built = await run(['lexicon', 'build', 'words.txt', '-o', 'words.lex']);
    expect(built.code).toBe(0);
    expect(built.stdout).toMatch(/^words\.lex: 11 words for the English tile set \(guessed from the letters; give --rules to choose\), 0\.0 MB\n$/);
    const bytes = written.get('words.lex')!;
    expect([...bytes.subarray(0, 4)]).toEqual([0x53, 0x43, 0x4c, 0x58]);
    const saved = await run(['verify', 'game.gcg', '--lexicon', 'words.lex']);
    expect(saved.code).toBe(0);
    expect(saved.stdout).not.toContain('phony');
    const list = await run(['verify', 'game.gcg', '--lexicon', 'words.txt']);
    expect(list.stdout).toBe(saved.stdout);
    await run(['lexicon', 'build', 'short.txt', '-o', 'short.lex', '--rules', 'tournament']);
    const phonies = await run(['verify', 'game.gcg', '--lexicon', 'short.lex']);
    expect(phonies.stdout).toContain('warning  phony  HELIOS is not in the lexicon');
  });

  it('a German list is built for the German set; a saved lexicon is not used for records of other letters', async () => {
    const { run } = archive({ 'de.txt': 'gründe\nhund\n', 'game.gcg': english });
    expect((await run(['lexicon', 'build', 'de.txt', '-o', 'de.lex'])).stdout).toContain('for the German tile set');
    const other = await run(['verify', 'game.gcg', '--lexicon', 'de.lex']);
    expect(other.stdout).toContain('lexicon: not used (its letters are not those of the English tile set of this record)');
  });

  it('refuses wrong usage and damaged lexicon files', async () => {
    const { run } = archive({ 'w.txt': 'hund\n', 'game.gcg': english, 'bad.lex': new Uint8Array([0x53, 0x43, 0x4c, 0x58, 1, 2]) });
    expect((await run(['lexicon'])).code).toBe(2);
    expect((await run(['lexicon', 'build', 'w.txt'])).stderr).toContain('needs -o FILE');
    expect((await run(['lexicon', 'build', 'missing.txt', '-o', 'x.lex'])).stderr).toContain('Cannot read the word list missing.txt');
    const damaged = await run(['verify', 'game.gcg', '--lexicon', 'bad.lex']);
    expect([damaged.code, damaged.stderr]).toEqual([2, expect.stringContaining('The lexicon file bad.lex cannot be used')]);
  });
});

describe('worker threads from the TypeScript sources', () => {
  it('verify --jobs 2 over a directory gives the same lines as one thread, in input order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    try {
      for (const [name, text] of Object.entries({ 'a.gcg': english, 'b.gcg': wrong, 'c.gcg': untidy, 'd.gcg': german, 'e.gcg': 'not a record\n' })) {
        writeFileSync(join(dir, name), text);
      }
      // Enough files that each thread is sent them in batches of several (40 files, 2 threads: batches of 3).
      for (let k = 0; k < 35; k++) writeFileSync(join(dir, `z${String(k).padStart(2, '0')}.gcg`), [english, wrong, untidy, german][k % 4]!);
      const cli = (jobs: string) => new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli', 'main.ts'), 'verify', dir, '--jobs', jobs], { cwd: root },
          (error, stdout) => resolve({ code: error === null ? 0 : Number(error.code), stdout }));
      });
      const [one, two] = [await cli('1'), await cli('2')];
      expect(two.code).toBe(1);
      const lines = (s: string) => s.split('\n').slice(0, 40);
      expect(lines(two.stdout)).toEqual(lines(one.stdout));
      expect(lines(two.stdout).map((l) => l.slice(dir.length + 1, dir.length + 4))).toEqual([
        'a.g', 'b.g', 'c.g', 'd.g', 'e.g', ...Array.from({ length: 35 }, (_, k) => `z${String(k).padStart(2, '0')}`),
      ]);
      expect(lines(two.stdout)[1]).toBe(`${join(dir, 'b.gcg')}: 1 error (line 11 score-mismatch)`);
      expect(two.stdout).toContain('unreadable              1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('files that are not regular files', () => {
  const cli = (args: string[]) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli', 'main.ts'), ...args], { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr }));
  });

  it('a pipe or a device is refused as not a regular file (reading it never ended), alone and through worker threads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    try {
      const fifo = join(dir, 'pipe.gcg');
      execFileSync('mkfifo', [fifo]);
      for (const args of [['verify', fifo], ['verify', '/dev/zero'], ['verify', fifo, '/dev/zero', '--jobs', '2']]) {
        const r = await cli(args);
        expect(r.code).toBe(2);
        // One file that cannot be read is said once, on standard error; several get their lines.
        if (args.length === 2) expect([r.stdout, r.stderr]).toEqual(['', `Cannot read ${args[1]}: not a regular file\n`]);
        else expect(r.stdout).toContain('cannot be read: not a regular file');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a link to a file in a folder is verified as that file; a link to a folder and a broken link are said and skipped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    try {
      mkdirSync(join(dir, 'games'));
      mkdirSync(join(dir, 'other'));
      writeFileSync(join(dir, 'games', 'a.gcg'), english);
      writeFileSync(join(dir, 'other', 'b.gcg'), wrong);
      symlinkSync(join(dir, 'other', 'b.gcg'), join(dir, 'games', 'b.gcg'));
      symlinkSync(join(dir, 'other'), join(dir, 'games', 'more'));
      symlinkSync(join(dir, 'missing.gcg'), join(dir, 'games', 'c.gcg'));
      const r = await cli(['verify', join(dir, 'games')]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(`${join(dir, 'games', 'a.gcg')}: clean`);
      expect(r.stdout).toContain(`${join(dir, 'games', 'b.gcg')}: 1 error (line 11 score-mismatch)`);
      expect(r.stderr).toContain(`${join(dir, 'games', 'more')}: a link to a folder; skipped`);
      expect(r.stderr).toContain(`${join(dir, 'games', 'c.gcg')}: a link to nothing; skipped`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--html with a folder is a usage error before anything is verified', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    try {
      writeFileSync(join(dir, 'a.gcg'), english);
      const r = await cli(['verify', dir, '--html', join(dir, 'report.html')]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('--html writes the report of one record');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
