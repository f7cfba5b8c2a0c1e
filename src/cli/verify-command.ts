/**
 * The `verify` command: one record in detail, or many (files and directories) with one line per
 * file, a progress bar on a terminal, a summary table and JSON lines; on worker threads when the
 * environment offers them. Exit code ({@link exitCodeOf}): 0 every record clean, 1 any record with an
 * error or any file that is not a readable record while another one is, 2 nothing checked (no file
 * is a readable record, or none was found).
 *
 * The run is split so that other outputs can be added: {@link collectFiles} finds the files,
 * {@link runVerify} verifies them into {@link FileResult}s (in input order, whatever thread did the
 * work), and the renderers of verify-report.ts print them.
 *
 * @example
 * ```ts
 * const results = await runVerify(io, files, job, { jobs: 4 });
 * for (const r of results) io.stdout(fileLine(r) + '\n');
 * ```
 * @module
 */
import { guessRules } from '../gcg/guess-rules.js';
import { readGcg } from '../gcg/parse.js';
import { saveLexicon } from '../lexicon/lexicon-file.js';
import { PRESETS } from '../rules/presets.js';
import type { GoingOutRule, RuleSet } from '../rules/rule-set.js';
import { isSavedLexicon, loadWordList } from './word-list.js';
import { loadSavedLexicon, prepareJob, unreadableFile, verifyFile, type FileResult, type VerifyJob } from './verify-file.js';
import { detailedReport, fileLine, progressBar, summarize, summaryTable, type VerifySummary } from './verify-report.js';
import { jsonShown, shown } from './shown.js';
import { RULE_LIST } from './help.js';

/** Verifies files on other threads, calling `onResult` as each is done (any order). */
export type VerifyPool = (
  files: readonly string[], job: VerifyJob, jobs: number, onResult: (index: number, result: FileResult) => void,
) => Promise<void>;

/** What the verify command needs from its environment besides output and file reading. */
export interface VerifyIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  /** Every file under `path` (recursively, sorted), or `null` when `path` is not a directory. */
  listFiles?(path: string): Promise<string[] | null>;
  /** Whether standard error is a terminal: then a progress bar is drawn there. */
  readonly stderrIsTTY?: boolean;
  /** How many cores there are: the default of `--jobs`. */
  readonly cores?: number;
  /** Worker threads; without them files are verified on this thread. */
  readonly pool?: VerifyPool;
}

/** The options of a verify run, read from the command line. */
export interface VerifySettings {
  readonly job: VerifyJob;
  readonly json: boolean;
  readonly turns: boolean;
  readonly jobs: number;
  /** File name endings taken from directories (without the dot). */
  readonly extensions: readonly string[];
}

/** A problem with the command's input (exit 2). */
export class VerifyInputError extends Error {}

const DEFAULT_EXTENSIONS = ['gcg'];

/** The files to verify: the paths given, directories replaced by the record files under them. */
export async function collectFiles(io: VerifyIo, paths: readonly string[], extensions: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  const wanted = extensions.map((e) => `.${e.toLowerCase().replace(/^\./, '')}`);
  for (const path of paths) {
    const listed = io.listFiles === undefined ? null : await io.listFiles(path);
    if (listed === null) files.push(path);
    else files.push(...listed.filter((f) => wanted.some((ext) => f.toLowerCase().endsWith(ext))));
  }
  return files;
}

/** Verifies the files (on the pool when there is one and it is worth it) and returns the results in input order. */
export async function runVerify(
  io: VerifyIo, files: readonly string[], job: VerifyJob, options: { jobs: number; onResult?: (index: number, result: FileResult) => void },
): Promise<FileResult[]> {
  const results = new Array<FileResult>(files.length);
  const done = (index: number, result: FileResult) => {
    results[index] = result;
    options.onResult?.(index, result);
  };
  const jobs = Math.max(1, Math.min(options.jobs, files.length));
  if (io.pool !== undefined && jobs > 1) {
    await io.pool(files, job, jobs, done);
    return results;
  }
  const prepared = prepareJob(job);
  if (!prepared.ok) throw new VerifyInputError(prepared.error);
  for (const [index, file] of files.entries()) {
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(file);
    } catch (error) {
      done(index, unreadableFile(file, `cannot be read: ${error instanceof Error ? error.message : String(error)}`));
      continue;
    }
    done(index, verifyFile(file, bytes, prepared.value, () => performance.now()));
  }
  return results;
}

/** The lexicon of a job: a saved lexicon as it is, or a word list built for `rules` and saved. */
export async function lexiconBytes(io: VerifyIo, path: string, rules: () => Promise<RuleSet>): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch (error) {
    throw new VerifyInputError(`Cannot read the lexicon ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (isSavedLexicon(bytes)) {
    const loaded = loadSavedLexicon(bytes);
    if (!loaded.ok) throw new VerifyInputError(`The lexicon file ${path} cannot be used: ${loaded.error}`);
    return bytes;
  }
  const built = await loadWordList({ stderr: io.stderr, readFile: async () => bytes }, path, await rules());
  if (!built.ok) throw new VerifyInputError(built.error);
  return saveLexicon(built.value);
}

/** The rules to build a word list for: the preset given, else the rules guessed from the first record. */
export async function rulesForWordList(io: VerifyIo, preset: RuleSet | null, files: readonly string[]): Promise<RuleSet> {
  if (preset !== null) return preset;
  for (const file of files.slice(0, 20)) {
    try {
      const record = readGcg(await io.readFile(file)).record;
      const guess = guessRules(record);
      if (guess.ok && record.events.length > 0) return guess.value.rules;
    } catch {
      // An unreadable file says nothing about the rules; try the next.
    }
  }
  throw new VerifyInputError('The word list needs a tile set: give --rules (or verify records whose tile set can be guessed)');
}

/** Runs `verify` with the files given and settings read from the command line; resolves to the exit code. */
export async function verifyCommand(io: VerifyIo, paths: readonly string[], settings: VerifySettings): Promise<number> {
  const files = await collectFiles(io, paths, settings.extensions);
  if (files.length === 0) {
    io.stderr(`No record files (${settings.extensions.map((e) => `.${e}`).join(', ')}) in ${paths.map(shown).join(', ')}\n`);
    return 2;
  }
  const single = files.length === 1 && paths.length === 1 && files[0] === paths[0];
  const started = performance.now();
  const progress = io.stderrIsTTY === true && !single;
  let finished = 0;
  let lastDrawn = 0;
  const pending = new Map<number, FileResult>();
  let next = 0;
  const print = (r: FileResult) => {
    if (settings.json) io.stdout(`${jsonShown(JSON.stringify(jsonOf(r)))}\n`);
    // One file that cannot be read at all is said once, on standard error (below), not also as its report.
    else if (single && cannotBeRead(r)) return;
    else io.stdout(single ? detailedReport(r, settings.turns) : `${fileLine(r)}\n`);
  };
  const results = await runVerify(io, files, settings.job, {
    jobs: settings.jobs,
    onResult: (index, result) => {
      finished++;
      pending.set(index, result);
      for (let r = pending.get(next); r !== undefined; r = pending.get(next)) {
        if (progress) io.stderr('\r\u001b[K');
        print(r);
        pending.delete(next++);
      }
      const now = performance.now();
      if (progress && (now - lastDrawn > 100 || finished === files.length)) {
        lastDrawn = now;
        io.stderr(progressBar(finished, files.length));
      }
    },
  });
  if (progress) io.stderr('\r\u001b[K');
  const summary = summarize(results);
  if (!single) {
    const table = summaryTable(summary, (performance.now() - started) / 1000);
    if (settings.json) io.stderr(table);
    else io.stdout(table);
  }
  const r = results[0];
  if (single && !settings.json && r !== undefined && cannotBeRead(r)) io.stderr(`Cannot read ${shown(r.file)}: ${shown((r.error ?? '').replace(/^cannot be read: /, ''))}\n`);
  return exitCodeOf(summary);
}

/** Whether a file could not be read at all (missing, a folder, a pipe), as opposed to read and found not to be a record. */
function cannotBeRead(r: FileResult): boolean {
  return r.status === 'unreadable' && r.error !== null && r.findings.length === 0;
}

/**
 * The exit code of a run, one rule for one file and for many: 2 when nothing was checked (no file
 * could be read as a record), else 1 when any record has an error or any file could not be read or is
 * not a record, else 0 (warnings allowed).
 */
export function exitCodeOf(summary: Pick<VerifySummary, 'files' | 'errors' | 'unreadable'>): 0 | 1 | 2 {
  if (summary.unreadable === summary.files) return 2;
  return summary.errors > 0 || summary.unreadable > 0 ? 1 : 0;
}

/** The JSON object of one file (one line of `--json`). */
export function jsonOf(r: FileResult): Record<string, unknown> {
  return {
    file: r.file, status: r.status, clean: r.clean, readable: r.readable, rules: r.rules, reasons: r.reasons, players: r.players,
    findings: r.findings, turns: r.turns, recordedTotals: r.recordedTotals, computedTotals: r.computedTotals, error: r.error,
  };
}

/** Reads the settings of `verify` from flag values; throws a message for bad ones. */
export function verifySettings(flags: {
  rules: string | undefined; goingOut: string | undefined; jobs: string | undefined; ext: string | undefined;
  json: boolean; turns: boolean; cores: number;
}): Omit<VerifySettings, 'job'> & { rules: string | null; goingOut: GoingOutRule | null } {
  const rules = flags.rules === undefined ? null : flags.rules.toLowerCase();
  if (rules !== null && PRESETS[rules] === undefined) throw new VerifyInputError(`Unknown rules "${flags.rules}": use ${RULE_LIST}`);
  const going = flags.goingOut;
  if (going !== undefined && going !== 'booklet' && going !== 'double') throw new VerifyInputError('--going-out is booklet (1×) or double (2×)');
  const jobs = flags.jobs === undefined ? flags.cores : Number(flags.jobs);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw new VerifyInputError('--jobs needs a whole number of threads from 1 to 256');
  const extensions = flags.ext === undefined ? DEFAULT_EXTENSIONS : flags.ext.split(',').map((e) => e.trim().replace(/^\./, '')).filter((e) => e !== '');
  if (extensions.length === 0) throw new VerifyInputError('--ext needs file name endings, like gcg,txt');
  return { rules, goingOut: going ?? null, json: flags.json, turns: flags.turns, jobs, extensions };
}
