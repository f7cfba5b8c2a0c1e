/**
 * The word graph of a compact lexicon, built from words as letter codes: every word's split
 * strings ("reversed prefix, separator, rest") are sorted, built into a minimal graph (equal
 * subgraphs stored once, children registered before parents), then laid out breadth-first from
 * the root in one `Int32Array`. Internal to `buildLexicon`.
 *
 * @example
 * ```ts
 * import { buildWordGraph } from './word-graph.js';
 * const { nodes, root } = buildWordGraph([[8, 22, 14, 4]]);   // H U N D as German letter codes
 * ```
 * @module
 */
import { FINAL_BIT, NEXT_BIT, SEPARATOR } from './letter-codes.js';

/** The split strings of every word ("reversed prefix, separator, rest"), in one byte pool. */
function splitStrings(words: readonly number[][]): { pool: Uint8Array; starts: Int32Array; lengths: Uint8Array } {
  let total = 0;
  let count = 0;
  for (const w of words) {
    total += (w.length - 1) * (w.length + 1) + w.length;
    count += w.length;
  }
  const pool = new Uint8Array(total);
  const starts = new Int32Array(count);
  const lengths = new Uint8Array(count);
  let at = 0;
  let s = 0;
  for (const w of words) {
    const n = w.length;
    for (let i = 1; i <= n; i++) {
      starts[s] = at;
      for (let k = i - 1; k >= 0; k--) pool[at++] = w[k]!;
      if (i < n) {
        pool[at++] = SEPARATOR;
        for (let k = i; k < n; k++) pool[at++] = w[k]!;
      }
      lengths[s] = at - starts[s]!;
      s++;
    }
  }
  return { pool, starts, lengths };
}

/** Symbols packed into the sort key of a string (5 bits each). */
const KEY_SYMBOLS = 6;

/**
 * Sorts string indices by their symbols (shorter first on a common prefix): first by a key of the
 * first six symbols (three counting-sort passes), then each run of equal keys by MSD radix sort.
 */
function sortStrings(pool: Uint8Array, starts: Int32Array, lengths: Uint8Array): Int32Array {
  const n = starts.length;
  let order = new Int32Array(n);
  let temp = new Int32Array(n);
  let keys = new Int32Array(n);
  let tempKeys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let key = 0;
    const start = starts[i]!;
    const length = lengths[i]!;
    for (let d = 0; d < KEY_SYMBOLS; d++) key = (key << 5) | (d < length ? pool[start + d]! + 1 : 0);
    keys[i] = key;
    order[i] = i;
  }
  const tally = new Int32Array(1025);
  for (let shift = 0; shift < 30; shift += 10) {
    tally.fill(0);
    for (let i = 0; i < n; i++) tally[((keys[i]! >>> shift) & 1023) + 1]!++;
    for (let b = 1; b <= 1024; b++) tally[b]! += tally[b - 1]!;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      const at = tally[(key >>> shift) & 1023]!++;
      temp[at] = order[i]!;
      tempKeys[at] = key;
    }
    [order, temp] = [temp, order];
    [keys, tempKeys] = [tempKeys, keys];
  }
  const stack: number[] = [];
  for (let lo = 0; lo < n;) {
    let hi = lo + 1;
    while (hi < n && keys[hi] === keys[lo]) hi++;
    if (hi - lo > 1) stack.push(lo, hi, KEY_SYMBOLS);
    lo = hi;
  }
  const symbolAt = (str: number, depth: number) => (depth < lengths[str]! ? pool[starts[str]! + depth]! + 1 : 0);
  const less = (a: number, b: number, depth: number) => {
    const la = lengths[a]!;
    const lb = lengths[b]!;
    for (let d = depth; ; d++) {
      if (d >= la) return d < lb;
      if (d >= lb) return false;
      const x = pool[starts[a]! + d]!;
      const y = pool[starts[b]! + d]!;
      if (x !== y) return x < y;
    }
  };
  const counts = new Int32Array(33);
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    const lo = stack.pop()!;
    if (hi - lo < 24) {
      for (let i = lo + 1; i < hi; i++) {
        const v = order[i]!;
        let j = i - 1;
        while (j >= lo && less(v, order[j]!, depth)) {
          order[j + 1] = order[j]!;
          j--;
        }
        order[j + 1] = v;
      }
      continue;
    }
    counts.fill(0);
    for (let i = lo; i < hi; i++) counts[symbolAt(order[i]!, depth) + 1]!++;
    for (let b = 1; b < 33; b++) counts[b]! += counts[b - 1]!;
    const bucketStart = counts.slice();
    for (let i = lo; i < hi; i++) {
      const v = order[i]!;
      temp[lo + counts[symbolAt(v, depth)]!++] = v;
    }
    order.set(temp.subarray(lo, hi), lo);
    for (let b = 1; b < 32; b++) {
      const from = lo + bucketStart[b]!;
      const to = lo + bucketStart[b + 1]!;
      if (to - from > 1) stack.push(from, to, depth + 1);
    }
  }
  return order;
}

/** Builds the minimal word graph of the split strings of `words` (letter codes), root at offset 0. */
export function buildWordGraph(words: readonly number[][]): { nodes: Int32Array; root: number } {
  const { pool, starts, lengths } = splitStrings(words);
  const order = sortStrings(pool, starts, lengths);
  let maxLength = 0;
  for (let i = 0; i < lengths.length; i++) maxLength = Math.max(maxLength, lengths[i]!);
  const graph = new GraphWriter();
  const pendingMask = new Int32Array(maxLength + 1);
  const pendingCount = new Int32Array(maxLength + 1);
  const pendingChildren = new Int32Array((maxLength + 1) * 32);
  let previous = -1;
  let previousLength = 0;
  const finish = (downTo: number) => {
    for (let d = previousLength; d > downTo; d--) {
      const offset = graph.register(pendingMask[d]!, pendingChildren, d * 32, pendingCount[d]!);
      pendingChildren[(d - 1) * 32 + pendingCount[d - 1]! - 1] = offset;
    }
  };
  for (let i = 0; i < order.length; i++) {
    const s = order[i]!;
    const length = lengths[s]!;
    const base = starts[s]!;
    let common = 0;
    if (previous >= 0) {
      const pbase = starts[previous]!;
      const limit = Math.min(length, previousLength);
      while (common < limit && pool[base + common] === pool[pbase + common]) common++;
    }
    finish(common);
    for (let d = common; d < length; d++) {
      pendingMask[d]! |= 1 << pool[base + d]!;
      pendingCount[d]!++;
      pendingMask[d + 1] = 0;
      pendingCount[d + 1] = 0;
    }
    pendingMask[length]! |= FINAL_BIT;
    previous = s;
    previousLength = length;
  }
  finish(0);
  const root = graph.register(pendingMask[0]!, pendingChildren, 0, pendingCount[0]!);
  return { nodes: layOut(graph.result(), root), root: 0 };
}

/**
 * Rewrites a word graph in breadth-first order from the root (offset 0), so that the nodes near
 * the root, which every search visits, lie together and the children of a node lie side by side;
 * the only child of a one-arc node is stored right after it where it is not stored yet (bit
 * {@link NEXT_BIT}, no offset).
 */
export function layOut(old: Int32Array, oldRoot: number): Int32Array {
  const placedAt = new Int32Array(old.length).fill(-1);
  const order: number[] = [];
  const chained: boolean[] = [];
  const queue: number[] = [oldRoot];
  let head = 0;
  let cursor = 0;
  while (head < queue.length) {
    let node = queue[head++]!;
    while (placedAt[node] === -1) {
      placedAt[node] = cursor;
      order.push(node);
      const arcs = popcountMask(old[node]!);
      const only = old[node + 1]!;
      if (arcs === 1 && placedAt[only] === -1) {
        chained.push(true);
        cursor += 1;
        node = only;
        continue;
      }
      chained.push(false);
      cursor += 1 + arcs;
      for (let k = 1; k <= arcs; k++) {
        const child = old[node + k]!;
        if (placedAt[child] === -1) queue.push(child);
      }
      break;
    }
  }
  const nodes = new Int32Array(cursor);
  for (let i = 0; i < order.length; i++) {
    const node = order[i]!;
    const at = placedAt[node]!;
    const mask = old[node]!;
    if (chained[i]) {
      nodes[at] = mask | NEXT_BIT;
      continue;
    }
    nodes[at] = mask;
    const arcs = popcountMask(mask);
    for (let k = 1; k <= arcs; k++) nodes[at + k] = placedAt[old[node + k]!]!;
  }
  return nodes;
}

/** Appends nodes to a growing array, sharing equal nodes through a hash table. */
class GraphWriter {
  private data = new Int32Array(1 << 16);
  private size = 0;
  private table = new Int32Array(1 << 16);
  private entries = 0;

  /** The offset of a node equal to (mask, children), appended if new. */
  register(mask: number, children: Int32Array, from: number, count: number): number {
    let h = Math.imul(mask ^ 0x9e3779b9, 0x85ebca6b);
    for (let k = 0; k < count; k++) h = Math.imul(h ^ children[from + k]!, 0x01000193) ^ (h >>> 15);
    const slots = this.table.length - 1;
    let slot = h & slots;
    for (;;) {
      const entry = this.table[slot]!;
      if (entry === 0) break;
      const at = entry - 1;
      if (this.data[at] === mask && this.same(at + 1, children, from, count)) return at;
      slot = (slot + 1) & slots;
    }
    if (this.size + count + 1 > this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const at = this.size;
    this.data[at] = mask;
    for (let k = 0; k < count; k++) this.data[at + 1 + k] = children[from + k]!;
    this.size += count + 1;
    this.table[slot] = at + 1;
    if (++this.entries * 2 > this.table.length) this.grow();
    return at;
  }

  /** The nodes written, trimmed to size. */
  result(): Int32Array {
    return this.data.slice(0, this.size);
  }

  private same(at: number, children: Int32Array, from: number, count: number): boolean {
    for (let k = 0; k < count; k++) if (this.data[at + k] !== children[from + k]) return false;
    return true;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    const slots = this.table.length - 1;
    for (const entry of old) {
      if (entry === 0) continue;
      const at = entry - 1;
      const mask = this.data[at]!;
      const count = popcountMask(mask);
      let h = Math.imul(mask ^ 0x9e3779b9, 0x85ebca6b);
      for (let k = 0; k < count; k++) h = Math.imul(h ^ this.data[at + 1 + k]!, 0x01000193) ^ (h >>> 15);
      let slot = h & slots;
      while (this.table[slot] !== 0) slot = (slot + 1) & slots;
      this.table[slot] = entry;
    }
  }
}

/** Arcs of a node mask (the final and next bits do not count). */
function popcountMask(mask: number): number {
  let x = mask & 0x3fffffff;
  let n = 0;
  while (x !== 0) {
    x &= x - 1;
    n++;
  }
  return n;
}
