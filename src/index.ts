/**
 * scrabble-engine: the rules of Scrabble, exact and fast.
 *
 * @example
 * ```ts
 * import { GERMAN, emptyBoard, parseMove, scoreMove } from 'scrabble-engine';
 * const move = parseMove('8D GRÜNDE', GERMAN);
 * if (move.ok) {
 *   const score = scoreMove(emptyBoard(GERMAN), move.value, GERMAN);
 *   if (score.ok) console.log(score.value.total); // 28
 * }
 * ```
 * @module
 */
export * from './result.js';
export * from './types.js';
export * from './tiles/tile-set.js';
export { tilesInPlay, gendernMisplaced } from './tiles/gendern.js';
export { normalizeWord, tokenizeWord, parseRack, WORD_ERROR_CODES, MAX_WORD_LENGTH } from './tiles/alphabet.js';
export type { WordError, WordErrorCode } from './tiles/alphabet.js';
export * from './board/layout.js';
export * from './board/coords.js';
export { emptyBoard, onBoard, tileAt, isBoardEmpty, tilesOnBoard, boardFromRows, boardToRows, withTiles } from './board/board.js';
export type { Board, BoardTile, BoardRules, BoardError } from './board/board.js';
export { parseBoard } from './board/parse-board.js';
export { renderBoard } from './board/render.js';
export type { Highlight, RenderOptions } from './board/render.js';
export { renderBoardSvg } from './board/render-svg.js';
export type { SvgRenderOptions, SvgRenderRules } from './board/render-svg.js';
export * from './rules/rule-set.js';
export * from './rules/presets.js';
export * from './move/move.js';
export { THROUGH, parseWord, parseMove, makeMove } from './move/notation.js';
export type { WrittenSquare } from './move/notation.js';
export { validateMove } from './move/validate.js';
export type { FormedWord, ValidMove, ValidateOptions, PlacementRules } from './move/validate.js';
export * from './move/place.js';
export * from './score.js';
export * from './lexicon/index.js';
export * from './game/index.js';
export * from './movegen/index.js';
export * from './gcg/index.js';
export { CGP_ERROR_CODES, parseCgp, makeCgp } from './cgp/cgp.js';
export type { CgpPosition, CgpError } from './cgp/cgp.js';
export { cgpView } from './cgp/cgp-view.js';
