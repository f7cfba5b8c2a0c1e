/**
 * Premium multipliers of a layout as flat typed arrays, for the scoring hot path. Internal.
 * @module
 */
import { layoutKey, memoByContent } from '../memo.js';
import { premiumAt, type Layout } from './layout.js';

/** Letter and word multipliers by square index (`row * cols + col`). */
export interface PremiumTable {
  readonly letter: Uint8Array;
  readonly word: Uint8Array;
}

/** The multiplier tables of a layout (cached per layout, also for equal copies). */
export const premiumTable: (layout: Layout) => PremiumTable = /* @__PURE__ */ memoByContent(layoutKey, (layout: Layout): PremiumTable => {
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
  return { letter, word };
});
