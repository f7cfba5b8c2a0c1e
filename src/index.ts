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
 *
 * The exports are grouped by concept in the API reference. A new export is placed by the folder of
 * its source file (scripts/typedoc-modules.mjs, GROUP_OF_SOURCE) or by its own `@group` tag, and
 * each group's introduction is below.
 *
 * @groupDescription Tiles and rule sets
 * Tile sets as data (which letters exist, how many of each, what they are worth: German with Ä Ö Ü,
 * Dutch with the single IJ tile, modern Dutch, English), words read into tiles (upper case, ß → SS,
 * IJ as one tile), and rule sets: plain data holding the tile set, the board layout and every rule
 * option (when words are checked, challenges, the end of the game, exchanges, passes, the
 * variants). Spread a preset and change a field to make your own; `parseRuleSet` reads one from
 * untrusted data.
 *
 * @groupDescription Board and notation
 * The immutable board (a plain array of squares, row by row: a letter tile upper case, a blank
 * lower case), layouts as data (size, start square, premium squares in the common text notation),
 * squares, directions and placed tiles, and move notation as in GCG: a position and the word, `.`
 * for a tile already on the board, lower case for a blank ("8D GRÜNDE", "H6 AA.D"). "8D" starts
 * across at D8, "D8" starts down at D8.
 *
 * @groupDescription Validation and scoring
 * Placement validation (one line, no gaps, connected to the board or on the start square) and the
 * words a move forms; putting a move on a new board; scoring with letter premiums under new tiles
 * only, word multipliers multiplied, blanks 0 and the bingo bonus added once after all
 * multiplication. Every fallible function returns a `Result`, `{ ok: true, value }` or
 * `{ ok: false, error: { code, message } }`: errors are values, never thrown.
 *
 * @groupDescription The game
 * The classic game as an immutable reducer: `createGame` makes a plain-JSON state and
 * `applyAction(state, action, { lexicon })` returns the next state and its events, or an error with
 * the old state untouched. The state is the server's secret (the bag order and its generator
 * predict every draw); players get views (`viewFor`). Around it: which actions a player may take
 * (`allowedActions`), the tile tracker, undo for casual games, sentences for the events in German,
 * Dutch and English, and `parseAction`/`parseGameState` for untrusted input.
 *
 * @groupDescription Lexicons
 * A lexicon is anything that answers whether a word exists; the engine ships no word list. From
 * yours, `buildLexicon` makes a compact lexicon (a minimized word graph in one `Int32Array`) that
 * answers `has(word)` and drives move generation; `saveLexicon`/`loadLexicon` store it as one
 * `Uint8Array` that loads in milliseconds, `readKwg` reads the native engines' KWG files, and
 * `gendernLexicon` adds the Gendern forms X*IN and X*INNEN.
 *
 * @groupDescription Move generation
 * Every legal placement of a rack on a board with its score, from a compact lexicon: both
 * directions, through and beside tiles, every blank designation, IJ as one tile. Modes that build
 * only what a bot keeps: the best N (`topMoves`), a list kept as integers (`generateMoveList`), a
 * visitor per move (`forEachMove`), a count; and a context that follows a game and prepares only
 * the squares a move touched.
 *
 * @groupDescription Bots
 * A bot is a function from what its player may see (a `PlayerView`) to an action, returned at once
 * or as a promise: it never sees the state, so it cannot look at other racks or the bag. The greedy
 * bot, the equity bot with strength levels (score plus the value of the tiles kept), the
 * simulation bot, the endgame solver, position analysis for hints and reviews, leave values, and
 * `playGame`, which plays a whole game between bots.
 *
 * @groupDescription Game records
 * GCG game records: reading (leniently where the meaning is clear, with the line and column of
 * what is not), writing, exporting a game played through the reducer, replaying a record through
 * the reducer, and verifying it against the rules turn by turn (scores, racks, exchanges,
 * challenges, the end of the game, and with a lexicon the phonies left on the board).
 *
 * @groupDescription Rendering
 * Boards to look at: `renderBoard` draws a board as text for terminals, logs and tests,
 * `renderBoardSvg` as a standalone SVG picture for web pages and reports; both can mark the last
 * move and a candidate move and show the rack.
 *
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
