/**
 * Premium multipliers of a layout as flat typed arrays, for the scoring hot path. Internal.
 * @module
 */
import { premiumAt, type Layout } from './layout.js';

/** Letter and word multipliers by square index (`row * cols + col`). */
export interface PremiumTable {
  readonly letter: Uint8Array;
  readonly word: Uint8Array;
}

const tables = new WeakMap<Layout, PremiumTable>();

/** The multiplier tables of a layout (cached per layout object). */
export function premiumTable(layout: Layout): PremiumTable {
  let table = tables.get(layout);
  if (table === undefined) {
    const size = layout.rows * layout.cols;
    const letter = new Uint8Array(size).fill(1);
    const word = new Uint8Array(size).fill(1);
    for (let row = 0; row < layout.rows; row++) {
      for (let col = 0; col < layout.cols; col++) {
        const i = row * layout.cols + col;
        const premium = premiumAt(layout, { row, col });
        if (premium === 'dl') letter[i] = 2;
        else if (premium === 'tl') letter[i] = 3;
        else if (premium === 'dw') word[i] = 2;
        else if (premium === 'tw') word[i] = 3;
      }
    }
    table = { letter, word };
    tables.set(layout, table);
  }
  return table;
}
