/**
 * The HTML report of `verify game.gcg --html report.html`: one standalone page with the record's
 * verdict, how the rules were chosen, and for every event line the board after it (as SVG, the
 * play highlighted) with the line, the recorded and the computed score and the findings of that
 * line beside it. Findings of header lines come first.
 * @module
 */
import type { Board } from '../board/board.js';
import { renderBoardSvg } from '../board/render-svg.js';
import { xmlText } from '../board/xml-text.js';
import { boardsBeforeEvents, recordedMove } from '../gcg/board-at.js';
import { readGcg } from '../gcg/parse.js';
import type { GcgFinding } from '../gcg/record.js';
import type { Move } from '../move/move.js';
import { PRESETS } from '../rules/presets.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { Layout } from '../board/layout.js';
import type { FileResult } from './verify-file.js';

/** The findings of a line as a list (or a note that there are none). */
function findingsList(findings: readonly GcgFinding[]): string {
  if (findings.length === 0) return '<p class="ok">no finding</p>';
  return `<ul>${findings.map((f) => `<li class="${f.severity}"><b>${f.severity}</b> <code>${xmlText(f.code)}</code> ${xmlText(f.message)}</li>`).join('')}</ul>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f1f1f;background:#faf7ef}
h1{font-size:1.3rem} .turn{display:flex;gap:1.5rem;align-items:flex-start;border-top:1px solid #d8cfb8;padding:1rem 0}
.turn svg{width:360px;height:auto;flex:none} .same{width:360px;flex:none;color:#555} .error b{color:#b3261e} .warning b{color:#9a6a00} .ok{color:#2d6a3f}
.clean{color:#2d6a3f} .defective{color:#b3261e} table{border-collapse:collapse} td,th{padding:.15rem .6rem;text-align:left}`;

/** Whether two boards hold the same tiles on the same squares. */
function sameSquares(a: Board, b: Board): boolean {
  return a === b || (a.cells.length === b.cells.length && a.cells.every((cell, i) => cell === b.cells[i]));
}

/** The report page of one verified file; `bytes` are the file's, `layout` the one `--layout` gave. */
export function htmlReport(result: FileResult, bytes: Uint8Array, layout: Layout | null): string {
  const preset = result.rules === null ? undefined : PRESETS[result.rules];
  const rules: RuleSet | undefined = preset === undefined ? undefined : layout === null ? preset : { ...preset, layout };
  const reading = readGcg(bytes);
  const record = reading.record;
  const lineOf = (i: number): number => reading.lines.events[i] ?? 0;
  const eventLines = new Set(record.events.map((_, i) => lineOf(i)));
  const header = result.findings.filter((f) => !eventLines.has(f.line));
  const verdict = !result.readable ? 'not a GCG record' : result.clean ? 'clean' : 'NOT clean';
  const out: string[] = [
    '<!doctype html>', '<html lang="en"><head><meta charset="utf-8">',
    `<title>${xmlText(result.file)}: ${verdict}</title><style>${STYLE}</style></head><body>`,
    `<h1>${xmlText(result.file)}: <span class="${result.clean ? 'clean' : 'defective'}">${verdict}</span></h1>`,
    `<p>${result.findings.filter((f) => f.severity === 'error').length} errors, ${result.findings.filter((f) => f.severity === 'warning').length} warnings, ${record.events.length} event lines.</p>`,
    `<ul>${result.reasons.map((r) => `<li>${xmlText(r)}</li>`).join('')}</ul>`,
  ];
  if (header.length > 0) out.push('<h2>Header and whole-record findings</h2>', findingsList(header));
  if (result.players.length > 0) {
    out.push('<table><tr><th>player</th><th>recorded total</th><th>computed total</th></tr>',
      ...result.players.map((p, i) => `<tr><td>${xmlText(p)}</td><td>${result.recordedTotals[i] ?? ''}</td><td>${result.computedTotals[i] ?? ''}</td></tr>`), '</table>');
  }
  // The boards, turns and findings of every line found in one pass each (not a search per line).
  const boards: Board[] = rules === undefined ? [] : boardsBeforeEvents(record, rules);
  const turnOnLine = new Map<number, (typeof result.turns)[number]>();
  for (const t of result.turns) if (!turnOnLine.has(t.line)) turnOnLine.set(t.line, t);
  const findingsOnLine = new Map<number, (typeof result.findings)[number][]>();
  for (const f of result.findings) {
    const listed = findingsOnLine.get(f.line);
    if (listed === undefined) findingsOnLine.set(f.line, [f]);
    else listed.push(f);
  }
  // A line that leaves the board as it was (a pass, an exchange, a time penalty) points to the
  // last picture instead of drawing the same board again.
  let pictured: number | null = null;
  record.events.forEach((event, i) => {
    const line = lineOf(i);
    const turn = turnOnLine.get(line);
    let picture = '';
    if (rules !== undefined) {
      const before: Board = boards[i]!;
      const after: Board = boards[i + 1]!;
      const move: Move | null = event.type === 'play' ? recordedMove(before, event, rules) : null;
      if (move === null && pictured !== null && sameSquares(before, after)) {
        picture = `<p class="same">The board is as after <a href="#line-${pictured}">line ${pictured}</a>.</p>`;
      } else {
        picture = renderBoardSvg(after, rules, { ...(move === null ? {} : { lastMove: move }), squareSize: 28, title: `The board after line ${line}` });
        pictured = line;
      }
    }
    const player = result.players[turn?.player ?? -1] ?? '';
    const scores = turn === undefined ? '' :
      `<p>recorded ${turn.recordedScore} (total ${turn.recordedTotal}); the rules give ${turn.computedScore ?? '—'} (total ${turn.computedTotal})</p>`;
    out.push(`<section class="turn" id="line-${line}">${picture}<div>`,
      `<h3>line ${line}${player === '' ? '' : `: ${xmlText(player)}`} ${xmlText(turn?.move ?? event.type)}</h3>`,
      scores, findingsList(findingsOnLine.get(line) ?? []), '</div></section>');
  });
  out.push('</body></html>');
  return out.join('\n');
}
