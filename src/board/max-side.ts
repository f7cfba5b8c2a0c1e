/**
 * The largest board side: columns are lettered A–Z, so a board has at most 26 rows and 26
 * columns. Layouts, boards, saved states and move generation all accept up to this size.
 *
 * @example
 * ```ts
 * import { MAX_BOARD_SIDE, parseLayout } from 'scrabble-engine';
 * const rows = Array.from({ length: MAX_BOARD_SIDE }, () => `|${' '.repeat(MAX_BOARD_SIDE)}|`);
 * parseLayout(rows.join('\n'), 'plain', 'Plain');   // ok: the largest layout, 26 × 26
 * ```
 * @module
 */

/**
 * Largest board side accepted from text: columns are lettered A–Z.
 * @example
 * ```ts
 * import { MAX_BOARD_SIDE } from 'scrabble-engine';
 * MAX_BOARD_SIDE;   // 26
 * ```
 */
export const MAX_BOARD_SIDE = 26;
