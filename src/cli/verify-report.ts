/**
 * The text of the `verify` command: a detailed report of one file (errors first, then warnings),
 * one line per file for many files, and the summary table of a whole run.
 *
 * @example
 * ```ts
 * import { fileLine, summarize, summaryTable } from './verify-report.js';
 * fileLine(result);                        // 'game.gcg: 1 error (line 11 score-mismatch)'
 * summaryTable(summarize(results), 2.5);   // files clean, with warnings, with errors, unreadable; counts by code
 * ```
 * @module
 */
import type { GcgCode } from '../gcg/codes.js';
import type { Severity } from '../gcg/record.js';
import type { FileResult } from './verify-file.js';
import { shown } from './shown.js';

/** `n` and the word, with an s unless n is 1. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function errorsOf(result: FileResult) {
  return result.findings.filter((f) => f.severity === 'error');
}

/** Why a file is unreadable, in a few words. */
function unreadableReason(result: FileResult): string {
  if (result.error !== null && result.findings.length === 0) return shown(result.error);
  const code = result.findings[0]?.code;
  return code === 'empty-record' ? 'not a GCG record (the file is empty)' : 'not a GCG record';
}

/** One line for a file: its verdict and, for errors, the first of them. */
export function fileLine(result: FileResult): string {
  const file = shown(result.file);
  if (result.status === 'unreadable') return `${file}: ${unreadableReason(result)}`;
  const errors = errorsOf(result);
  const warnings = result.findings.length - errors.length;
  if (errors.length === 0) return `${file}: clean${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''}`;
  const first = errors.slice(0, 2).map((f) => `line ${f.line} ${f.code}`).join(', ') + (errors.length > 2 ? ', …' : '');
  return `${file}: ${plural(errors.length, 'error')}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''} (${first})`;
}

/** The whole report of one file: verdict, how the rules were chosen, errors with their lines, then warnings, final scores. */
export function detailedReport(result: FileResult, withTurns: boolean): string {
  if (result.status === 'unreadable') return `${fileLine(result)}\n`;
  const out: string[] = [];
  const errors = errorsOf(result);
  const warnings = result.findings.filter((f) => f.severity === 'warning');
  out.push(`${shown(result.file)}: ${result.clean ? 'clean' : 'NOT clean'} (${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}, ${result.turns.length} event lines)`);
  for (const reason of result.reasons) out.push(`  ${shown(reason)}`);
  for (const f of [...errors, ...warnings]) {
    out.push(`  line ${f.line}${f.column === null ? '' : `:${f.column}`}  ${f.severity}  ${f.code}  ${shown(f.message)}`);
  }
  if (withTurns) {
    out.push('  line  player            move                      recorded  computed   total');
    for (const t of result.turns) {
      const nick = shown(result.players[t.player] ?? String(t.player + 1));
      out.push(`  ${String(t.line).padStart(4)}  ${nick.slice(0, 16).padEnd(16)}  ${shown(t.move).slice(0, 24).padEnd(24)}  ${String(t.recordedScore).padStart(8)}  ${String(t.computedScore ?? '?').padStart(8)}  ${String(t.recordedTotal).padStart(6)}`);
    }
  }
  if (result.recordedTotals.length > 0 && result.players.length > 0) {
    const finals = result.players.map((nick, i) => {
      const recorded = result.recordedTotals[i] ?? 0;
      const computed = result.computedTotals[i] ?? 0;
      return `${shown(nick)} ${recorded}${computed === recorded ? '' : ` (computed ${computed})`}`;
    });
    out.push(`  final: ${finals.join(', ')}`);
  }
  return out.join('\n') + '\n';
}

/** How often a code was found in a run. */
export interface CodeCount {
  readonly code: GcgCode;
  readonly severity: Severity;
  /** Findings with the code. */
  readonly findings: number;
  /** Files with at least one such finding. */
  readonly files: number;
}

/** The totals of a run: files by status, findings by code, time spent verifying. */
export interface VerifySummary {
  readonly files: number;
  readonly clean: number;
  readonly warnings: number;
  readonly errors: number;
  readonly unreadable: number;
  readonly turns: number;
  /** By code, most frequent first. */
  readonly codes: readonly CodeCount[];
}

/** Adds up the results of a run. */
export function summarize(results: Iterable<FileResult>): VerifySummary {
  const byStatus = { clean: 0, warnings: 0, errors: 0, unreadable: 0 };
  const codes = new Map<GcgCode, { severity: Severity; findings: number; files: number }>();
  let files = 0;
  let turns = 0;
  for (const r of results) {
    files++;
    byStatus[r.status]++;
    turns += r.turns.length;
    const seen = new Set<GcgCode>();
    for (const f of r.findings) {
      const entry = codes.get(f.code) ?? { severity: f.severity, findings: 0, files: 0 };
      entry.findings++;
      if (!seen.has(f.code)) entry.files++;
      seen.add(f.code);
      codes.set(f.code, entry);
    }
  }
  const list = [...codes].map(([code, c]) => ({ code, ...c }))
    .sort((a, b) => (a.severity === b.severity ? b.files - a.files || a.code.localeCompare(b.code) : a.severity === 'error' ? -1 : 1));
  return { files, ...byStatus, turns, codes: list };
}

/** The summary table: files by outcome, then findings by code; `seconds` of wall time for the speed. */
export function summaryTable(summary: VerifySummary, seconds: number): string {
  const rate = seconds > 0 ? Math.round(summary.files / seconds) : summary.files;
  const row = (label: string, n: number) => `  ${label.padEnd(16)} ${String(n).padStart(8)}`;
  const out = [
    '',
    `${plural(summary.files, 'file')} in ${seconds.toFixed(1)} s (${rate} files per second)`,
    row('clean', summary.clean),
    row('with warnings', summary.warnings),
    row('with errors', summary.errors),
    row('unreadable', summary.unreadable),
  ];
  if (summary.codes.length > 0) {
    out.push('', '  code                        severity   findings     files');
    for (const c of summary.codes) {
      out.push(`  ${c.code.padEnd(26)}  ${c.severity.padEnd(8)} ${String(c.findings).padStart(10)} ${String(c.files).padStart(9)}`);
    }
  }
  return out.join('\n') + '\n';
}

/** A progress bar for standard error: `[=====     ] 523/2098 files`, rewritten in place. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'='.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} files`;
}
