/**
 * Verifying one file for the `verify` command: the bytes of a file and a job (rules, options, a
 * saved lexicon) in, a plain {@link FileResult} out. The same function runs on the main thread and
 * on worker threads, so the job and the result are plain data (structured-clone safe). Renderers of
 * the results (the text report, JSON lines, an HTML report) take `FileResult`s.
 *
 * @example
 * ```ts
 * import { prepareJob, verifyFile } from './verify-file.js';
 * const prepared = prepareJob({ rules: null, goingOut: null, layout: null, lexicon: null });
 * const result = verifyFile('game.gcg', bytes, prepared);   // { file, status: 'clean', findings, … }
 * ```
 * @module
 */
import type { Layout } from '../board/layout.js';
import { GCG_SEVERITY, type GcgCode } from '../gcg/codes.js';
import { guessRules } from '../gcg/guess-rules.js';
import { readGcg } from '../gcg/parse.js';
import type { GcgFinding } from '../gcg/record.js';
import { verifyReading, type TurnReport, type VerifyOptions } from '../gcg/verify.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { loadLexicon } from '../lexicon/lexicon-file.js';
import { PRESETS } from '../rules/presets.js';
import type { GoingOutRule, RuleSet } from '../rules/rule-set.js';

/** What every file of one `verify` run is checked with. Plain data: it is sent to worker threads. */
export interface VerifyJob {
  /** A preset name (`german` …), or `null` to guess the rules of each record. */
  readonly rules: string | null;
  readonly goingOut: GoingOutRule | null;
  readonly layout: Layout | null;
  /** A lexicon saved with `saveLexicon` (loaded in each thread in milliseconds), or `null`. */
  readonly lexicon: Uint8Array | null;
}

/** A job made ready to verify files: the preset and the loaded lexicon. */
export interface PreparedJob {
  readonly job: VerifyJob;
  readonly preset: RuleSet | null;
  readonly lexicon: CompactLexicon | null;
}

/** The outcome of one file: clean (no finding), warnings only, errors, or not a record at all. */
export type FileStatus = 'clean' | 'warnings' | 'errors' | 'unreadable';

/** What `verify` found in one file: plain data, for the text report, JSON lines or an HTML report. */
export interface FileResult {
  /** The path as given or found in a directory. */
  readonly file: string;
  readonly status: FileStatus;
  /** Whether the file is a game record at all (false: not a record, or it could not be read). */
  readonly readable: boolean;
  /** No finding of severity `error` (and the file is a record). */
  readonly clean: boolean;
  /** The id of the rule set used, or `null`. */
  readonly rules: string | null;
  /** How each rule option was decided. */
  readonly reasons: readonly string[];
  /** The players' nicknames in seat order. */
  readonly players: readonly string[];
  /** Every finding in line order. */
  readonly findings: readonly GcgFinding<GcgCode>[];
  readonly turns: readonly TurnReport[];
  readonly recordedTotals: readonly number[];
  readonly computedTotals: readonly number[];
  /** Why the file could not be read (it does not exist, no permission …), or `null`. */
  readonly error: string | null;
  /** Milliseconds spent reading and verifying. */
  readonly ms: number;
}

/** Loads what a job needs once per thread; a lexicon that cannot be loaded is an error message. */
export function prepareJob(job: VerifyJob): { ok: true; value: PreparedJob } | { ok: false; error: string } {
  const preset = job.rules === null ? null : PRESETS[job.rules] ?? null;
  if (job.rules !== null && preset === null) return { ok: false, error: `Unknown rules "${job.rules}"` };
  let lexicon: CompactLexicon | null = null;
  if (job.lexicon !== null) {
    const loaded = loadSavedLexicon(job.lexicon);
    if (!loaded.ok) return loaded;
    lexicon = loaded.value;
  }
  return { ok: true, value: { job, preset, lexicon } };
}

/** Loads a saved lexicon for whichever preset tile set it was built with. */
export function loadSavedLexicon(bytes: Uint8Array): { ok: true; value: CompactLexicon } | { ok: false; error: string } {
  let message = 'not a lexicon file';
  const seen = new Set<string>();
  for (const rules of Object.values(PRESETS)) {
    if (seen.has(rules.tiles.id)) continue;
    seen.add(rules.tiles.id);
    const loaded = loadLexicon(bytes, rules);
    if (loaded.ok) return loaded;
    message = loaded.error.message;
    if (loaded.error.code !== 'alphabet-mismatch') break;
  }
  return { ok: false, error: message };
}

/** A file that could not be read: unreadable, with the reason. */
export function unreadableFile(file: string, error: string): FileResult {
  return {
    file, status: 'unreadable', readable: false, clean: false, rules: null, reasons: [], players: [], findings: [], turns: [],
    recordedTotals: [], computedTotals: [], error, ms: 0,
  };
}

/** Verifies the bytes of one file under a prepared job. Never throws. */
export function verifyFile(file: string, bytes: Uint8Array, prepared: PreparedJob, now: () => number = () => 0): FileResult {
  const started = now();
  try {
    const reading = readGcg(bytes);
    const { job, preset, lexicon } = prepared;
    const reasons: string[] = [];
    const options: { -readonly [K in keyof VerifyOptions]: VerifyOptions[K] } = {};
    if (job.layout !== null) options.layout = job.layout;
    if (job.goingOut !== null) options.goingOut = job.goingOut;
    if (lexicon !== null) {
      const rules = preset ?? (() => {
        const guess = guessRules(reading.record);
        return guess.ok ? guess.value.rules : null;
      })();
      const letters = rules?.tiles.letters.map((l) => l.letter) ?? [];
      const fits = rules === null || (letters.length === lexicon.letters.length && letters.every((l, i) => l === lexicon.letters[i]));
      if (fits) options.lexicon = lexicon;
      else reasons.push(`lexicon: not used (its letters are not those of the ${rules.tiles.name} tile set of this record)`);
    }
    const report = verifyReading(reading, preset ?? 'guess', options);
    const errors = report.findings.some((f) => f.severity === 'error');
    const status: FileStatus = !report.readable ? 'unreadable' : errors ? 'errors' : report.findings.length > 0 ? 'warnings' : 'clean';
    return {
      file, status, readable: report.readable, clean: report.clean, rules: report.rules?.id ?? null,
      reasons: [...report.reasons, ...reasons], players: report.record.players.map((p) => p.nickname), findings: report.findings,
      turns: report.turns, recordedTotals: report.recordedTotals, computedTotals: report.computedTotals, error: null, ms: now() - started,
    };
  } catch (error) {
    const finding: GcgFinding<GcgCode> = {
      code: 'not-gcg', severity: GCG_SEVERITY['not-gcg'], line: 1, column: null,
      message: `The file could not be verified: ${error instanceof Error ? error.message : String(error)}`,
    };
    return { ...unreadableFile(file, finding.message), findings: [finding], ms: now() - started };
  }
}
