/**
 * Room for the move lists of complete generation: integer records copied into shared blocks, and
 * their order by score. Internal to the move generator and the endgame solver.
 * @module
 */
import * as search from './search.js';

/** Integers in one block of {@link listSpace} (64 KiB). */
const BLOCK_INTS = 1 << 14;
/** The most integers a list takes from a block (a quarter of it); a larger list has an array of its own. */
const MOST_FROM_BLOCK = BLOCK_INTS >> 2;
/** The block lists take their integers from, and how many of them are taken. */
let block = /* @__PURE__ */ new Int32Array(BLOCK_INTS);
let blockUsed = 0;
/** The room of an empty list (which then keeps no block). */
const NO_INTS = /* @__PURE__ */ new Int32Array(0);

/** A copy of the first `size` integers of `data` in room of {@link listSpace} (a large copy is made at once). */
export function listCopy(data: Int32Array, size: number): Int32Array {
  if (size > MOST_FROM_BLOCK) return data.slice(0, size);
  const copy = listSpace(size);
  copy.set(data.subarray(0, size));
  return copy;
}

/**
 * Room for `size` integers that a list keeps: a part of a shared block that no other list uses
 * (the block is freed when its last list is), or an array of its own when `size` is more than a
 * quarter of a block. A typed array of its own is allocated outside the engine's heap: in a loop
 * that does nothing else it took 2.4 µs for 1,500 integers, a part of a block 0.05 µs.
 */
export function listSpace(size: number): Int32Array {
  if (size === 0) return NO_INTS;
  if (size > MOST_FROM_BLOCK) return new Int32Array(size);
  if (blockUsed + size > BLOCK_INTS) {
    block = new Int32Array(BLOCK_INTS);
    blockUsed = 0;
  }
  const space = block.subarray(blockUsed, blockUsed + size);
  blockUsed += size;
  return space;
}

/**
 * Where each of the `count` records starts, highest score first and ties in search order: a
 * counting sort (the search counted the records of each score; each score is given its first
 * slot, and the records placed in one pass over them). Sets the search's counts back to 0.
 */
export function sortByScore(records: Int32Array, count: number, top: number): Int32Array {
  const slots = search.records.scoreCounts;
  for (let s = top, slot = 0; s >= 0; s--) {
    const n = slots[s]!;
    slots[s] = slot;
    slot += n;
  }
  const order = listSpace(count);
  for (let i = 0, at = 0; i < count; i++) {
    order[slots[records[at]!]!++] = at;
    at += search.recordLength(search.shapeCount(records[at + 1]!));
  }
  slots.fill(0, 0, top + 1);
  return order;
}
