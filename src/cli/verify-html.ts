/**
 * The HTML report of `verify game.gcg --html report.html`: one standalone page with the record's
 * verdict, how the rules were chosen, and for every event line the board after it (as SVG, the
 * play highlighted) with the line, the recorded and the computed score and the findings of that
 * line beside it. Findings of header lines come first, and the summary links every error to its line.
 *
 * Each thing is drawn once: the empty board (squares, premiums, coordinates) and every tile are
 * SVG definitions at the top of the page, and each picture refers to them with `<use>`; only the
 * tiles of the play just made (highlighted) are drawn in the picture itself. A game of 29 lines takes
 * about a tenth of the size it took with every board drawn in full.
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
import { plural } from './verify-report.js';

/** The findings of a line as a list (or a note that there are none). */
function findingsList(findings: readonly GcgFinding[]): string {
  if (findings.length === 0) return '<p class="ok">no finding</p>';
  return `<ul>${findings.map((f) => `<li class="${f.severity}"><b>${f.severity}</b> <code>${xmlText(f.code)}</code> ${xmlText(f.message)}</li>`).join('')}</ul>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f1f1f;background:#faf7ef}
h1{font-size:1.3rem} .turn{display:flex;gap:1.5rem;align-items:flex-start;border-top:1px solid #d8cfb8;padding:1rem 0}
.turn svg{width:360px;height:auto;flex:none} .same{width:360px;flex:none;color:#555} .error b{color:#b3261e} .warning b{color:#9a6a00} .ok{color:#2d6a3f}
.clean{color:#2d6a3f} .defective{color:#b3261e} table{border-collapse:collapse} td,th{padding:.15rem .6rem;text-align:left}`;


/** A tile of a board that is not highlighted: one line of the renderer's output (`<g class="tile" …>…</g>`). */
const PLAIN_TILE = /^<g class="tile(?: blank)?" data-square="[A-Z]\d+">.*<\/g>$/;

/**
 * Draws every board of the page once, by reference: the renderer's picture is cut into its head
 * (size and title), its empty board and its tiles; the empty board and each plain tile become
 * definitions (one per distinct text), the picture keeps `<use>` of them and its highlighted tiles.
 */
class SharedPictures {
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];

  /** The id of the definition of `content`, made the first time it is seen. */
  private idOf(content: string, prefix: string): string {
    let id = this.ids.get(content);
    if (id === undefined) {
      id = `${prefix}${this.ids.size}`;
      this.ids.set(content, id);
      this.defs.push(`<g id="${id}">${content}</g>`);
    }
    return id;
  }

  /** The picture, with what it shares with the others replaced by references. */
  picture(svg: string): string {
    const lines = svg.split('\n');
    const tilesAt = lines.indexOf('<g class="tiles">');
    const titleAt = lines.findIndex((line) => line.startsWith('<title>'));
    if (tilesAt < 0 || titleAt < 0 || titleAt > tilesAt) return svg;
    const grid = this.idOf(lines.slice(titleAt + 1, tilesAt).join('\n'), 'board-');
    const rest = lines.slice(tilesAt).map((line) => (PLAIN_TILE.test(line) ? `<use href="#${this.idOf(line, 'tile-')}"/>` : line));
    return [...lines.slice(0, titleAt + 1), `<use href="#${grid}"/>`, ...rest].join('\n');
  }

  /** The definitions, in a picture of no size of its own. */
  definitions(): string {
    if (this.defs.length === 0) return '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" font-family="Helvetica, Arial, sans-serif"><defs>\n${this.defs.join('\n')}\n</defs></svg>`;
  }
}

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
  const errors = result.findings.filter((f) => f.severity === 'error');
  const verdict = !result.readable ? 'not a GCG record' : result.clean ? 'clean' : 'NOT clean';
  const out: string[] = [
    '<!doctype html>', '<html lang="en"><head><meta charset="utf-8">',
    `<title>${xmlText(result.file)}: ${verdict}</title><style>${STYLE}</style></head><body>`,
    `<h1>${xmlText(result.file)}: <span class="${result.clean ? 'clean' : 'defective'}">${verdict}</span></h1>`,
    `<p>${plural(errors.length, 'error')}, ${plural(result.findings.length - errors.length, 'warning')}, ${plural(record.events.length, 'event line')}.</p>`,
  ];
  // The summary links every error to its line: the section of an event line, or the header findings.
  if (errors.length > 0) {
    out.push(`<ul class="errors">${errors.map((f) => `<li class="error"><a href="#${eventLines.has(f.line) ? `line-${f.line}` : 'header'}">line ${f.line}</a> <code>${xmlText(f.code)}</code> ${xmlText(f.message)}</li>`).join('')}</ul>`);
  }
  out.push(`<ul>${result.reasons.map((r) => `<li>${xmlText(r)}</li>`).join('')}</ul>`);
  if (header.length > 0) out.push('<h2 id="header">Header and whole-record findings</h2>', findingsList(header));
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
  const shared = new SharedPictures();
  const definitionsAt = out.length;
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
        picture = shared.picture(renderBoardSvg(after, rules, { ...(move === null ? {} : { lastMove: move }), squareSize: 28, title: `The board after line ${line}` }));
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
  out.splice(definitionsAt, 0, shared.definitions());
  out.push('</body></html>');
  return out.join('\n');
}
