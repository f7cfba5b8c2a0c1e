/**
 * A board as a standalone SVG picture, for web pages, reports and documentation: premium squares
 * coloured and labelled, tiles with their letter and value (a blank in another colour, without a
 * value, and with a dashed edge), the Dutch IJ as one tile, coordinates, and optional highlights of
 * the last move and of a candidate move (with its score), and the rack below the board.
 *
 * The result is one string, the same for the same input (no ids, no clock, no randomness), needing
 * no DOM: write it to a `.svg` file, put it into an HTML page or an `<img src="data:…">`. Every
 * element carries a class (`square tw`, `tile blank`, `tile last`, `tile candidate`, `rack`, …) for
 * styling from outside, and every square and board tile its name (`data-square="H8"`), so that a
 * page can tell which square was clicked or a tile dropped on.
 *
 * @example
 * ```ts
 * import { emptyBoard, parseMove, placeMove, renderBoardSvg, GERMAN } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) {
 *   const board = placeMove(emptyBoard(GERMAN), move.value, GERMAN);
 *   if (board.ok) {
 *     const svg = renderBoardSvg(board.value, GERMAN, { lastMove: move.value, rack: ['E', 'S', '?'] });
 *     svg.startsWith('<svg');   // true
 *   }
 * }
 * ```
 * @module
 */
import type { Premium } from '../types.js';
import type { Board } from './board.js';
import { columnName, squareName } from './coords.js';
import { premiumAt, type Layout } from './layout.js';
import { boardSize, candidateTiles, cellTile, highlightKeys, rackTiles, type CellTile, type RenderOptions } from './render-options.js';
import { clipText, xmlText } from './xml-text.js';
import { letterValue, type TileSet } from '../tiles/tile-set.js';

/**
 * Options of {@link renderBoardSvg}: those of the text renderer and the picture's own.
 * @example
 * ```ts
 * import { renderBoardSvg, type SvgRenderOptions, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const options: SvgRenderOptions = { premiums: true };
 * renderBoardSvg(state.board, state.rules, options);
 * ```
 */
export interface SvgRenderOptions extends RenderOptions {
  /** The side of one square in SVG units (default 40, at least 12). */
  readonly squareSize?: number;
  /** The picture's title, read by screen readers (default `'Scrabble board'`). */
  readonly title?: string;
  /** Labels of the premium squares (default `TW`, `DW`, `TL`, `DL`; `''` for none). */
  readonly premiumLabels?: Partial<Readonly<Record<Premium, string>>>;
  /** The score of the candidate move, shown in a badge at its last tile. */
  readonly candidateScore?: number;
}

/**
 * What {@link renderBoardSvg} needs of a rule set: the layout, and the tile set for the values.
 * @example
 * ```ts
 * import { GERMAN, type SvgRenderRules } from 'scrabble-engine';
 * const rules: SvgRenderRules = GERMAN;
 * ```
 */
export interface SvgRenderRules {
  readonly layout: Layout;
  readonly tiles?: TileSet;
}

/** The colours of the picture; class names allow changing them with CSS. */
const COLOURS = {
  background: '#f4efe1',
  plain: '#e3dcc5',
  grid: '#f4efe1',
  tw: '#d9534f',
  dw: '#f0a8a2',
  tl: '#3f7fbf',
  dl: '#a9cfea',
  tile: '#f6dfa8',
  tileEdge: '#a9834a',
  letter: '#1f1f1f',
  blankLetter: '#b3361b',
  last: '#e8850c',
  candidate: '#2d8a4e',
  candidateTile: '#fdf6dd',
  coordinate: '#6b6457',
} as const;

const LABEL_COLOURS: Readonly<Record<Premium, string>> = { tw: '#ffffff', dw: '#5b2a26', tl: '#ffffff', dl: '#233f57' };
const DEFAULT_LABELS: Readonly<Record<Premium, string>> = { tw: 'TW', dw: 'DW', tl: 'TL', dl: 'DL' };

/** A number as SVG writes it: at most two decimals, no trailing zeros. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The font size of a tile's letter: smaller for letters of several characters (IJ, *IN). */
function letterSize(letter: string, size: number): number {
  return letter.length <= 1 ? size * 0.58 : letter.length === 2 ? size * 0.44 : size * 0.32;
}

/** One tile: its square, letter, value (none for a blank), and the classes that mark it. */
function tileSvg(x: number, y: number, size: number, tile: CellTile, value: number | undefined, kind: 'board' | 'last' | 'candidate' | 'rack', square?: string): string {
  const classes = ['tile', ...(tile.blank ? ['blank'] : []), ...(kind === 'board' ? [] : [kind])].join(' ');
  const where = square === undefined ? '' : ` data-square="${square}"`;
  const inset = size * 0.06;
  const edge = kind === 'last' ? COLOURS.last : kind === 'candidate' ? COLOURS.candidate : COLOURS.tileEdge;
  const width = kind === 'last' || kind === 'candidate' ? size * 0.08 : size * 0.03;
  const dash = tile.blank ? ` stroke-dasharray="${num(size * 0.1)} ${num(size * 0.06)}"` : '';
  const fill = kind === 'candidate' ? COLOURS.candidateTile : COLOURS.tile;
  const parts = [
    `<g class="${classes}"${where}>`,
    `<rect x="${num(x + inset)}" y="${num(y + inset)}" width="${num(size - 2 * inset)}" height="${num(size - 2 * inset)}" rx="${num(size * 0.12)}" fill="${fill}" stroke="${edge}" stroke-width="${num(width)}"${dash}/>`,
  ];
  if (tile.letter !== '') {
    const colour = tile.blank ? COLOURS.blankLetter : COLOURS.letter;
    const style = tile.blank ? ' font-style="italic"' : '';
    parts.push(
      `<text x="${num(x + size * 0.46)}" y="${num(y + size * 0.5)}" font-size="${num(letterSize(tile.letter, size))}" font-weight="bold" fill="${colour}"${style} text-anchor="middle" dominant-baseline="central">${xmlText(tile.letter)}</text>`,
    );
  }
  if (!tile.blank && value !== undefined) {
    parts.push(
      `<text x="${num(x + size * 0.86)}" y="${num(y + size * 0.84)}" font-size="${num(size * 0.24)}" fill="${COLOURS.letter}" text-anchor="end">${xmlText(String(value))}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** An empty square: its colour and premium label, a star on the start square. */
function squareSvg(x: number, y: number, size: number, premium: Premium | null, start: boolean, labels: Readonly<Record<Premium, string>>, square: string): string {
  const fill = premium === null ? COLOURS.plain : COLOURS[premium];
  const rect = `<rect class="square ${premium ?? 'plain'}${start ? ' start' : ''}" data-square="${square}" x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" fill="${fill}" stroke="${COLOURS.grid}" stroke-width="${num(size * 0.04)}"/>`;
  if (premium === null && !start) return rect;
  const colour = premium === null ? LABEL_COLOURS.dw : LABEL_COLOURS[premium];
  const text = start ? '★' : labels[premium ?? 'dw'];
  if (text === '') return rect;
  const fontSize = start ? size * 0.6 : size * 0.3;
  return `${rect}<text x="${num(x + size / 2)}" y="${num(y + size / 2)}" font-size="${num(fontSize)}" fill="${colour}" pointer-events="none" text-anchor="middle" dominant-baseline="central">${xmlText(text)}</text>`;
}

/** The premium labels: the defaults, replaced by those given as text. */
function premiumLabels(given: SvgRenderOptions['premiumLabels']): Readonly<Record<Premium, string>> {
  const labels = { ...DEFAULT_LABELS };
  if (typeof given !== 'object' || given === null) return labels;
  for (const premium of ['tw', 'dw', 'tl', 'dl'] as const) {
    const label: unknown = given[premium];
    if (typeof label === 'string') labels[premium] = clipText(label, 40);
  }
  return labels;
}

/** A tile's value in the tile set, if the set is given and knows the letter. */
function valueOf(tiles: TileSet | undefined, letter: string): number | undefined {
  if (tiles === undefined || letter === '') return undefined;
  return letterValue(tiles, letter);
}

/**
 * The board as a standalone SVG document (see the module doc). Never throws: a malformed board
 * draws as far as it can be read, unknown letters draw without a value.
 * @example
 * ```ts
 * import { renderBoardSvg, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const svg = renderBoardSvg(state.board, state.rules);   // '<svg …>…</svg>', tiles with their values
 * ```
 */
export function renderBoardSvg(board: Board, rules: SvgRenderRules, options: SvgRenderOptions = {}): string {
  options = typeof options === 'object' && options !== null ? options : {};
  const premiums = options.premiums !== false;
  const coordinates = options.coordinates !== false;
  const size = Number.isFinite(options.squareSize) ? Math.max(12, Math.min(200, options.squareSize ?? 40)) : 40;
  const labels = premiumLabels(options.premiumLabels);
  const { rows, cols } = boardSize(board);
  const layout = typeof rules?.layout?.premiums === 'object' ? rules.layout : undefined;
  const tiles = Array.isArray(rules?.tiles?.letters) ? rules.tiles : undefined;
  const last = highlightKeys(options.lastMove, rows, cols);
  const candidate = candidateTiles(options.candidate, rows, cols);
  const rack = rackTiles(options.rack);

  const pad = size * 0.25;
  const margin = coordinates ? size * 0.6 : 0;
  const left = pad + margin;
  const top = pad + margin;
  const boardWidth = cols * size;
  const boardHeight = rows * size;
  const rackTop = top + boardHeight + size * 0.4;
  const width = Math.max(left + boardWidth + pad, left + rack.length * size * 1.05 + pad);
  const height = options.rack === undefined ? top + boardHeight + pad : rackTop + size + pad;
  const title = typeof options.title === 'string' ? clipText(options.title, 200) : 'Scrabble board';

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" role="img" aria-label="${xmlText(title)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${xmlText(title)}</title>`,
    `<rect class="background" x="0" y="0" width="${num(width)}" height="${num(height)}" fill="${COLOURS.background}"/>`,
  ];

  if (coordinates) {
    out.push('<g class="coordinates">');
    for (let c = 0; c < cols; c++) {
      out.push(`<text x="${num(left + c * size + size / 2)}" y="${num(pad + margin / 2)}" font-size="${num(size * 0.3)}" fill="${COLOURS.coordinate}" text-anchor="middle" dominant-baseline="central">${columnName(c)}</text>`);
    }
    for (let r = 0; r < rows; r++) {
      out.push(`<text x="${num(pad + margin / 2)}" y="${num(top + r * size + size / 2)}" font-size="${num(size * 0.3)}" fill="${COLOURS.coordinate}" text-anchor="middle" dominant-baseline="central">${r + 1}</text>`);
    }
    out.push('</g>');
  }

  out.push('<g class="squares">');
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const premium = premiums && layout !== undefined ? premiumAt(layout, { row: r, col: c }) : null;
      const start = premiums && layout?.start?.row === r && layout.start.col === c;
      out.push(squareSvg(left + c * size, top + r * size, size, premium, start, labels, squareName({ row: r, col: c })));
    }
  }
  out.push('</g>', '<g class="tiles">');
  let badge: { x: number; y: number } | undefined;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const key = r * cols + c;
      const x = left + c * size;
      const y = top + r * size;
      const tile = cellTile(board, r, c);
      if (tile !== null) {
        out.push(tileSvg(x, y, size, tile, valueOf(tiles, tile.letter), last.has(key) ? 'last' : 'board', squareName({ row: r, col: c })));
        continue;
      }
      const planned = candidate.get(key);
      if (planned !== undefined) {
        out.push(tileSvg(x, y, size, planned, valueOf(tiles, planned.letter), 'candidate', squareName({ row: r, col: c })));
        badge = { x: x + size, y };
      }
    }
  }
  out.push('</g>');

  if (badge !== undefined && typeof options.candidateScore === 'number' && Number.isFinite(options.candidateScore)) {
    const radius = size * 0.3;
    const cx = Math.min(badge.x - radius * 0.2, width - radius);
    const cy = Math.max(badge.y + radius * 0.2, radius);
    out.push(
      `<g class="candidate-score"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${COLOURS.candidate}"/>`,
      `<text x="${num(cx)}" y="${num(cy)}" font-size="${num(size * 0.28)}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${Math.trunc(options.candidateScore)}</text></g>`,
    );
  }

  if (options.rack !== undefined) {
    out.push('<g class="rack">');
    rack.forEach((tile, i) => out.push(tileSvg(left + i * size * 1.05, rackTop, size, tile, valueOf(tiles, tile.letter), 'rack')));
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}
