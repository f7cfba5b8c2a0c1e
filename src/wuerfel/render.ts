/**
 * A player's score pad as text (terminals, logs, tests) or as a standalone SVG picture (apps, web
 * pages): the crossword grid with the player's words, the six crossword slots with their moves and
 * points, result I, the premium and result II, the six dice slots with their words and points,
 * result III, and the total. Works on a state or on a player's view (which shows the other pads
 * without the current round's entries). Never throws; the same input gives the same output.
 *
 * @example
 * ```ts
 * import { renderPad, renderPadSvg } from 'scrabble-engine/wuerfel';
 * console.log(renderPad(state, 0));               // the pad as text
 * const svg = renderPadSvg(state, 0);              // '<svg …>…</svg>'
 * renderPad(state, 0, { format: 'svg' }) === svg;  // true
 * ```
 * @module
 */
import { renderBoard } from '../board/render.js';
import { isObject, orElse } from '../total.js';
import { renderBoardSvg } from '../board/render-svg.js';
import { xmlText } from '../board/xml-text.js';
import { padResult, type PadResult } from './results.js';
import { DICE_SLOT_POINTS, DICE_SLOTS, ROUNDS } from './slots.js';
import { VERDICTS, type CrosswordEntry, type DiceEntry, type Pad, type WuerfelPhase, type WuerfelSettings } from './state.js';

/**
 * What a pad is drawn from: a state or a view.
 * @example
 * ```ts
 * import { renderPad, viewFor, type PadSource, type WuerfelState } from 'scrabble-engine/wuerfel';
 * const forBen = (game: WuerfelState): string => { const source: PadSource = viewFor(game, 1); return renderPad(source, 1); };
 * ```
 */
export interface PadSource {
  readonly players: readonly string[];
  readonly settings: WuerfelSettings;
  readonly pads: readonly Pad[];
  readonly round: number;
  readonly phase: WuerfelPhase;
}

/**
 * Options of {@link renderPad}.
 * @example
 * ```ts
 * import { renderPad, type PadRenderOptions, type WuerfelState } from 'scrabble-engine/wuerfel';
 * const options: PadRenderOptions = { format: 'svg', squareSize: 24 };
 * const draw = (game: WuerfelState): string => renderPad(game, 0, options);
 * ```
 */
export interface PadRenderOptions {
  /** `'text'` (default) or `'svg'`. */
  readonly format?: 'text' | 'svg';
  /** SVG only: the side of one grid square (default 28). */
  readonly squareSize?: number;
}

const VERDICT_TEXT: Readonly<Record<string, string>> = {
  struck: 'struck',
  'not-admissible': 'not admissible',
  'illegal-placement': 'does not fit',
  'wrong-length': 'wrong length',
};

/** The class of an entry's verdict: the verdict, or `unknown` for anything else (a state given directly is not checked). */
function verdictClass(verdict: unknown): string {
  return (VERDICTS as readonly unknown[]).includes(verdict) ? (verdict as string) : 'unknown';
}

/** What a slot shows: the word or move, and a note for an entry that scored 0. */
function entryText(entry: CrosswordEntry | DiceEntry | null): { text: string; note: string; points: string } {
  if (entry === null) return { text: '', note: '', points: '' };
  const text = 'move' in entry ? (entry.move ?? '') : (entry.word ?? '');
  const note = Object.hasOwn(VERDICT_TEXT, entry.verdict) ? VERDICT_TEXT[entry.verdict]! : '';
  const bonus = 'bonus' in entry && entry.bonus > 0 ? ` (bonus ${entry.bonus})` : '';
  return { text, note, points: `${entry.score}${bonus}` };
}

function roundLine(source: PadSource): string {
  return source.phase === 'over' ? 'final' : `round ${Math.min(source.round + 1, ROUNDS)} of ${ROUNDS}`;
}

/** The pad as text. */
function padText(source: PadSource, player: number, pad: Pad, result: PadResult): string {
  const name = source.players[player] ?? `Player ${player + 1}`;
  const lines = [`${name}: Scrabble Würfel pad, ${roundLine(source)}`, ''];
  lines.push(renderBoard(pad.grid, source.settings), '');
  const row = (label: string, text: string, points: string) => `${label.padEnd(20)}${text.padEnd(34)}${points.padStart(7)}`;
  lines.push(row('Crossword area', 'move', 'points'));
  pad.crossword.forEach((entry, i) => {
    const e = entryText(entry);
    lines.push(row(`  word ${i + 1}`, e.note === '' ? e.text : `${e.text}${e.text === '' ? '' : ' '}(${e.note})`, e.points));
  });
  lines.push(row('  result I', '', String(result.resultI)));
  lines.push(row('  premium', result.resultI > 200 ? 'result I over 200' : '', String(result.premium)));
  lines.push(row('  result II', '', String(result.resultII)));
  lines.push('');
  lines.push(row('Dice area', 'word', 'points'));
  DICE_SLOTS.forEach((slot, i) => {
    const e = entryText(pad.dice[i] ?? null);
    lines.push(row(`  ${slot} letters (${DICE_SLOT_POINTS[slot]})`, e.note === '' ? e.text : `${e.text}${e.text === '' ? '' : ' '}(${e.note})`, e.points));
  });
  lines.push(row('  result III', '', String(result.resultIII)));
  lines.push('');
  lines.push(row('Total (II + III)', '', String(result.total)));
  return lines.map((l) => l.trimEnd()).join('\n') + '\n';
}

/** The pad as an SVG document: the grid on the left, the two areas and the results on the right. */
function padSvg(source: PadSource, player: number, pad: Pad, result: PadResult, squareSize: number): string {
  const name = source.players[player] ?? `Player ${player + 1}`;
  const latest = [...pad.crossword].reverse().find((e) => e !== null && e.tiles.length > 0);
  const grid = renderBoardSvg(pad.grid, source.settings, {
    squareSize, title: `${name}'s crossword grid`, ...(latest ? { lastMove: latest.tiles } : {}),
  });
  const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(grid);
  const gridWidth = Number(size?.[1] ?? 0);
  const gridHeight = Number(size?.[2] ?? 0);
  const header = 48;
  const line = 22;
  const tableX = gridWidth + 24;
  const tableWidth = 440;
  const rows: string[] = [];
  let y = header + 8;
  const text = (x: number, yy: number, content: string, attrs = '', fontSize = 14) =>
    `<text x="${x}" y="${yy}" font-size="${fontSize}"${attrs}>${xmlText(content)}</text>`;
  const heading = (title: string, right: string) => {
    rows.push(`<rect class="heading" x="${tableX}" y="${y - 16}" width="${tableWidth}" height="${line}" fill="#3a5a40"/>`);
    rows.push(text(tableX + 8, y, title, ' font-weight="bold" fill="#ffffff"'));
    rows.push(text(tableX + tableWidth - 8, y, right, ' font-weight="bold" fill="#ffffff" text-anchor="end"'));
    y += line;
  };
  const slotRow = (label: string, entry: CrosswordEntry | DiceEntry | null, cls: string) => {
    const e = entryText(entry);
    const shade = entry === null ? '#ffffff' : entry.verdict === 'scored' ? '#eef5e9' : '#f6e3e1';
    rows.push(`<g class="slot ${cls}${entry === null ? ' free' : ` ${verdictClass(entry.verdict)}`}">`);
    rows.push(`<rect x="${tableX}" y="${y - 16}" width="${tableWidth}" height="${line}" fill="${shade}" stroke="#c9c2ad"/>`);
    rows.push(text(tableX + 8, y, label, ' fill="#555555"'));
    rows.push(text(tableX + 120, y, e.text, ` font-family="monospace"${entry !== null && entry.verdict !== 'scored' ? ' fill="#9b2c1f"' : ''}`));
    if (e.note !== '') rows.push(text(tableX + 260, y, e.note, ' font-style="italic" fill="#9b2c1f"', 12));
    rows.push(text(tableX + tableWidth - 8, y, e.points, ' text-anchor="end" font-weight="bold"'));
    rows.push('</g>');
    y += line;
  };
  const sumRow = (label: string, value: number, cls: string, strong = false) => {
    rows.push(`<g class="result ${cls}">`);
    rows.push(`<rect x="${tableX}" y="${y - 16}" width="${tableWidth}" height="${line}" fill="${strong ? '#f0e4bd' : '#f7f3e6'}" stroke="#c9c2ad"/>`);
    rows.push(text(tableX + 8, y, label, strong ? ' font-weight="bold"' : ''));
    rows.push(text(tableX + tableWidth - 8, y, String(value), ' text-anchor="end" font-weight="bold"'));
    rows.push('</g>');
    y += line;
  };
  heading('Crossword area', 'points');
  pad.crossword.forEach((entry, i) => slotRow(`Word ${i + 1}`, entry, 'crossword'));
  sumRow('Result I', result.resultI, 'result-i');
  sumRow(`Premium (50 when result I is over 200)`, result.premium, 'premium');
  sumRow('Result II', result.resultII, 'result-ii');
  y += 12;
  heading('Dice area', 'points');
  DICE_SLOTS.forEach((slot, i) => slotRow(`${slot} letters (${DICE_SLOT_POINTS[slot]})`, pad.dice[i] ?? null, 'dice'));
  sumRow('Result III', result.resultIII, 'result-iii');
  y += 12;
  sumRow('Total (II + III)', result.total, 'total', true);
  const width = tableX + tableWidth + 16;
  const height = Math.max(header + gridHeight, y) + 16;
  const nested = grid.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /, `<svg x="0" y="${header}" class="grid" `);
  const title = `${name}: Scrabble Würfel pad, ${roundLine(source)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xmlText(title)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${xmlText(title)}</title>`,
    `<rect class="background" x="0" y="0" width="${width}" height="${height}" fill="#fbf8ef"/>`,
    `<text class="pad-title" x="16" y="30" font-size="20" font-weight="bold" fill="#1f1f1f">${xmlText(title)}</text>`,
    nested,
    '<g class="areas">',
    ...rows,
    '</g>',
    '</svg>',
  ].join('\n');
}

/**
 * The score pad of `player` as text (default) or SVG (`{ format: 'svg' }`); an unknown seat gives an empty string.
 * @example
 * ```ts
 * import { createGame, renderPad } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) console.log(renderPad(game.value, 0));   // Anna's pad as text
 * ```
 */
export function renderPad(source: PadSource, player: number, options: PadRenderOptions = {}): string {
  try {
    const pad = source.pads[player];
    if (!Number.isInteger(player) || pad === undefined || pad === null) return '';
    const result = padResult(pad, player, source.players[player] ?? `Player ${player + 1}`);
    // Options that are not an object, or cannot be read, are no options.
    const chosen: PadRenderOptions = orElse(() => (isObject(options) ? { format: options.format, squareSize: options.squareSize } as PadRenderOptions : {}), {});
    if (chosen.format === 'svg') {
      const size = typeof chosen.squareSize === 'number' && Number.isFinite(chosen.squareSize) ? chosen.squareSize : 28;
      return padSvg(source, player, pad, result, Math.max(12, Math.min(80, size)));
    }
    return padText(source, player, pad, result);
  } catch {
    return '';
  }
}

/**
 * The score pad of `player` as an SVG document (the same as `renderPad(source, player, { format: 'svg' })`).
 * `''` for something that is not a dice game or a view of one.
 * @example
 * ```ts
 * import { createGame, renderPadSvg } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * const svg = game.ok ? renderPadSvg(game.value, 0) : '';   // Anna's pad as SVG
 * ```
 */
export function renderPadSvg(source: PadSource, player: number, options: Omit<PadRenderOptions, 'format'> = {}): string {
  // Only the one option is read, never spread: anything that is not an object (a huge string) is no options.
  const squareSize = orElse(() => (isObject(options) ? options.squareSize : undefined), undefined);
  return renderPad(source, player, typeof squareSize === 'number' ? { format: 'svg', squareSize } : { format: 'svg' });
}
