/**
 * The word graph of a compact lexicon, built from words as letter codes. The graph stores every
 * word once per letter as "the letters up to here, reversed; a separator; the rest", but it is
 * not built from those strings. Two observations make it cheaper:
 *
 * - after "x reversed, separator" come exactly the continuations of the prefix x, so the node there
 *   is the node of x in the minimal forward graph of the words (a DAWG), with its word-end mark
 *   cleared (the rest is never empty);
 * - so the graph is the trie of the reversed prefixes of the words, each carrying a separator
 *   arc into the DAWG, minimized. A prefix shared by many words is one string, not one per word.
 *
 * The words are sorted and the DAWG is built from them with a register of finished nodes (equal
 * subgraphs stored once, children registered before parents); then the distinct prefixes,
 * reversed, are sorted and built into the same register; then the graph is laid out
 * breadth-first from the root in one `Int32Array`. Internal to `buildLexicon`.
 *
 * Memory: the reversed prefixes are never copied (each is read backwards from the word pool), the
 * arrays are made to size once their size is known, and arrays that are done lend their memory
 * to the next step (the prefixes' block to the sort, the gathered fields and the layout; the
 * register's table to the layout's queue), so the build of the German list needs about 42 MiB.
 *
 * @example
 * ```ts
 * import { buildWordGraph, wordPool } from './word-graph.js';
 * const { nodes, root } = buildWordGraph(wordPool([[8, 22, 14, 4]]));   // H U N D as German letter codes
 * ```
 * @module
 */
import { grown } from '../grown.js';
import { NodeMask, SEPARATOR } from './letter-codes.js';

/** Words as letter codes in one byte pool: word i is `pool[starts[i] .. starts[i] + lengths[i])`. */
export interface WordPool {
  readonly pool: Uint8Array;
  readonly starts: Int32Array;
  readonly lengths: Uint8Array;
}

/** A word pool of a list of words (letter codes, each 1 to 255 long). */
export function wordPool(words: readonly (readonly number[])[]): WordPool {
  let total = 0;
  for (const w of words) total += w.length;
  const pool = new Uint8Array(total);
  const starts = new Int32Array(words.length);
  const lengths = new Uint8Array(words.length);
  let at = 0;
  words.forEach((w, i) => {
    starts[i] = at;
    lengths[i] = w.length;
    for (const code of w) pool[at++] = code;
  });
  return { pool, starts, lengths };
}

/** An empty array, put in place of an array that is done with so that its memory can go. */
const EMPTY = new Int32Array(0);

/**
 * Sorts string indices by their symbols (shorter first on a common prefix), by MSD radix sort
 * (ranges of fewer than 24 strings by insertion). String i is read from `pool[starts[i]]` on,
 * forwards (`step` 1) or backwards (`step` -1). `work`, when it holds 2 integers a string, is the
 * memory of the sort's order and scratch array (the order returned is its first half).
 */
function sortStrings(pool: Uint8Array, starts: Int32Array, lengths: Uint8Array, step: 1 | -1 = 1, work: Int32Array = EMPTY): Int32Array {
  const n = starts.length;
  const shared = work.length >= 2 * n;
  const order = shared ? work.subarray(0, n) : new Int32Array(n);
  const temp = shared ? work.subarray(n, 2 * n) : new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const stack: number[] = [];
  if (n > 1) stack.push(0, n, 0);
  const symbolAt = (str: number, depth: number) => (depth < lengths[str]! ? pool[starts[str]! + step * depth]! + 1 : 0);
  const less = (a: number, b: number, depth: number) => {
    const la = lengths[a]!;
    const lb = lengths[b]!;
    for (let d = depth; ; d++) {
      if (d >= la) return d < lb;
      if (d >= lb) return false;
      const x = pool[starts[a]! + step * d]!;
      const y = pool[starts[b]! + step * d]!;
      if (x !== y) return x < y;
    }
  };
  const counts = new Int32Array(33);
  const bucketStart = new Int32Array(33);
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
    bucketStart.set(counts);
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

/** The sorted, distinct words of a pool: their indices in code order, duplicates dropped. */
export function sortedDistinct(words: WordPool): Int32Array {
  const { pool, starts, lengths } = words;
  const order = sortStrings(pool, starts, lengths);
  // Kept in place: the distinct words at the front of the sorted order.
  const out = order;
  let n = 0;
  for (let i = 0; i < order.length; i++) {
    const w = order[i]!;
    if (n > 0) {
      const p = out[n - 1]!;
      const length = lengths[w]!;
      if (lengths[p] === length && commonLength(pool, starts[w]!, length, starts[p]!, length) === length) continue;
    }
    out[n++] = w;
  }
  return out.subarray(0, n);
}

/**
 * Builds the minimal word graph of the words `order` picks from the pool (sorted and distinct, as
 * {@link sortedDistinct} gives them; each at least one letter), root at offset 0.
 */
export function buildWordGraph(words: WordPool, order: Int32Array = sortedDistinct(words)): { nodes: Int32Array; root: number } {
  const graph = new GraphWriter(order.length);
  const prefixes = dawgOf(words, order, graph);
  const root = reversedPrefixTrie(words.pool, prefixes, graph);
  const nodeCount = graph.nodeCount();
  const table = graph.table();
  return { nodes: layOut(graph.release(), root, nodeCount, prefixes.work, table), root: 0 };
}

/** The distinct prefixes of the words: where each ends in the pool, its length, its DAWG node. */
interface Prefixes {
  /**
   * The memory of the prefixes' integer arrays: four of them, one integer a prefix each (the ends,
   * the nodes, the sort's two arrays), later the layout's.
   */
  work: Int32Array;
  /** Pool index of the prefix's last letter (it is read backwards from there). */
  ends: Int32Array;
  lengths: Uint8Array;
  nodes: Int32Array;
  /** The longest word's length. */
  maxLength: number;
}

/**
 * Registers the minimal forward graph of the sorted words (a DAWG, its root left out) and
 * returns every distinct prefix with the offset of its node.
 */
function dawgOf(words: WordPool, order: Int32Array, graph: GraphWriter): Prefixes {
  const { pool, starts, lengths } = words;
  // Every distinct prefix is the part of a word after what it shares with the word before it.
  // The length each word shares with the one before it, found once for the count and the build.
  const shared = new Uint8Array(order.length);
  let maxLength = 0;
  let count = 0;
  for (let i = 0; i < order.length; i++) {
    const w = order[i]!;
    const length = lengths[w]!;
    if (length > maxLength) maxLength = length;
    if (i > 0) shared[i] = commonLength(pool, starts[w]!, length, starts[order[i - 1]!]!, lengths[order[i - 1]!]!);
    count += length - shared[i]!;
  }
  const work = new Int32Array(4 * count);
  const ends = work.subarray(0, count);
  const prefixLengths = new Uint8Array(count);
  const prefixNodes = work.subarray(count, 2 * count);
  let prefixes = 0;
  const pendingMask = new Int32Array(maxLength + 2);
  const pendingCount = new Int32Array(maxLength + 2);
  const pendingChildren = new Int32Array((maxLength + 2) * 32);
  const pendingPrefix = new Int32Array(maxLength + 2);
  let previousLength = 0;
  const finish = (downTo: number) => {
    for (let d = previousLength; d > downTo; d--) {
      const offset = graph.register(pendingMask[d]!, pendingChildren, d * 32, pendingCount[d]!);
      prefixNodes[pendingPrefix[d]!] = offset;
      pendingChildren[(d - 1) * 32 + pendingCount[d - 1]! - 1] = offset;
    }
  };
  for (let i = 0; i < order.length; i++) {
    const w = order[i]!;
    const length = lengths[w]!;
    const base = starts[w]!;
    const common = shared[i]!;
    finish(common);
    for (let d = common; d < length; d++) {
      pendingMask[d]! |= 1 << pool[base + d]!;
      pendingCount[d]!++;
      pendingMask[d + 1] = 0;
      pendingCount[d + 1] = 0;
      ends[prefixes] = base + d;
      prefixLengths[prefixes] = d + 1;
      pendingPrefix[d + 1] = prefixes++;
    }
    pendingMask[length]! |= NodeMask.Final;
    previousLength = length;
  }
  finish(0);
  return { work, ends, lengths: prefixLengths, nodes: prefixNodes, maxLength };
}

/** How many symbols two strings of the pool share from their starts. */
function commonLength(pool: Uint8Array, a: number, aLength: number, b: number, bLength: number): number {
  const limit = Math.min(aLength, bLength);
  let k = 0;
  while (k < limit && pool[a + k] === pool[b + k]) k++;
  return k;
}

/**
 * Registers the trie of the distinct prefixes reversed, sorted; each ends at a trie node that is
 * final when the prefix is a word and has a separator arc into the prefix's DAWG node (word end
 * cleared) when the prefix goes on. Returns the root's offset. The prefixes' arrays are emptied.
 */
function reversedPrefixTrie(pool: Uint8Array, prefixes: Prefixes, graph: GraphWriter): number {
  const { maxLength } = prefixes;
  const count = prefixes.ends.length;
  const { work } = prefixes;
  const rorder = sortStrings(pool, prefixes.ends, prefixes.lengths, -1, work.subarray(2 * count));
  // What the build reads of each prefix, gathered into sorted order by loops that do nothing else:
  // their reads of scattered memory overlap, where the build's own loop waited on each in turn.
  // Each goes into a quarter of the work memory that is free by then: the sort's scratch, then
  // the ends, then the nodes.
  const sortedEnd = work.subarray(3 * count, 4 * count);
  for (let i = 0; i < count; i++) sortedEnd[i] = prefixes.ends[rorder[i]!]!;
  const sortedLength = new Uint8Array(count);
  for (let i = 0; i < count; i++) sortedLength[i] = prefixes.lengths[rorder[i]!]!;
  prefixes.lengths = new Uint8Array(0);
  const sortedNode = prefixes.ends;
  for (let i = 0; i < count; i++) sortedNode[i] = prefixes.nodes[rorder[i]!]!;
  const sortedMask = prefixes.nodes;
  for (let i = 0; i < count; i++) sortedMask[i] = graph.maskAt(sortedNode[i]!);
  prefixes.ends = EMPTY;
  prefixes.nodes = EMPTY;
  const pendingMask = new Int32Array(maxLength + 2);
  const pendingCount = new Int32Array(maxLength + 2);
  const pendingChildren = new Int32Array((maxLength + 2) * 32);
  const sepOf = new Int32Array(maxLength + 2).fill(-1);
  const scratch = new Int32Array(32);
  let previousLength = 0;
  const finish = (downTo: number) => {
    for (let d = previousLength; d > downTo; d--) {
      let arcs = pendingCount[d]!;
      let mask = pendingMask[d]!;
      if (sepOf[d]! >= 0) {
        pendingChildren[d * 32 + arcs++] = sepOf[d]!;
        mask |= 1 << SEPARATOR;
      }
      const offset = graph.register(mask, pendingChildren, d * 32, arcs);
      pendingChildren[(d - 1) * 32 + pendingCount[d - 1]! - 1] = offset;
    }
  };
  for (let i = 0; i < count; i++) {
    const length = sortedLength[i]!;
    const base = sortedEnd[i]!;
    let common = 0;
    if (i > 0) {
      const pbase = sortedEnd[i - 1]!;
      const limit = Math.min(length, previousLength);
      while (common < limit && pool[base - common] === pool[pbase - common]) common++;
    }
    finish(common);
    for (let d = common; d < length; d++) {
      pendingMask[d]! |= 1 << pool[base - d]!;
      pendingCount[d]!++;
      pendingMask[d + 1] = 0;
      pendingCount[d + 1] = 0;
      sepOf[d + 1] = -1;
    }
    const node = sortedNode[i]!;
    const mask = sortedMask[i]!;
    if ((mask & NodeMask.Final) !== 0) pendingMask[length]! |= NodeMask.Final;
    if ((mask & ~NodeMask.Final) !== 0) {
      const arcs = popcountMask(mask);
      graph.copyChildren(node, scratch);
      sepOf[length] = (mask & NodeMask.Final) === 0 ? node : graph.register(mask & ~NodeMask.Final, scratch, 0, arcs);
    }
    previousLength = length;
  }
  finish(0);
  return graph.register(pendingMask[0]!, pendingChildren, 0, pendingCount[0]!);
}

/**
 * Rewrites a word graph in breadth-first order from the root (offset 0), so that the nodes near
 * the root, which every search visits, lie together and the children of a node lie side by side;
 * the only child of a one-arc node is stored right after it where it is not stored yet (bit
 * {@link NodeMask.Next}, no offset). `nodeCount`: at least how many nodes `old` holds (sizes the
 * queue); `scratch` and `more`: memory the layout's two arrays use where it is large enough.
 */
export function layOut(old: Int32Array, oldRoot: number, nodeCount = old.length, scratch: Int32Array = EMPTY, more: Int32Array = EMPTY): Int32Array {
  // Where each node goes: -1 not seen, -2 queued, else its new offset.
  const placedAt = (scratch.length >= old.length ? scratch.subarray(0, old.length) : new Int32Array(old.length)).fill(-1);
  const left = scratch.length >= old.length ? scratch.subarray(old.length) : EMPTY;
  const rest = left.length >= more.length ? left : more;
  // Each node is queued at most once (when first seen unplaced); an entry is made -1 when its node
  // was placed by a chain before its turn came.
  const queueLength = Math.min(nodeCount, old.length) + 1;
  const queue = rest.length >= queueLength ? rest.subarray(0, queueLength) : new Int32Array(queueLength);
  let tail = 0;
  queue[tail++] = oldRoot;
  placedAt[oldRoot] = -2;
  let head = 0;
  let cursor = 0;
  while (head < tail) {
    let node = queue[head++]!;
    if (placedAt[node]! >= 0) {
      queue[head - 1] = -1;
      continue;
    }
    for (;;) {
      placedAt[node] = cursor;
      const arcs = popcountMask(old[node]!);
      const only = old[node + 1]!;
      if (arcs === 1 && placedAt[only]! < 0) {
        // Chained: the child goes right after its one-arc parent.
        cursor += 1;
        node = only;
        continue;
      }
      cursor += 1 + arcs;
      for (let k = 1; k <= arcs; k++) {
        const child = old[node + k]!;
        if (placedAt[child] === -1) {
          placedAt[child] = -2;
          queue[tail++] = child;
        }
      }
      break;
    }
  }
  // The same walk again, writing: a one-arc node whose child went right after it is chained.
  const nodes = new Int32Array(cursor);
  for (let q = 0; q < tail; q++) {
    let node = queue[q]!;
    if (node < 0) continue;
    for (;;) {
      const at = placedAt[node]!;
      const mask = old[node]!;
      const arcs = popcountMask(mask);
      if (arcs === 1 && placedAt[old[node + 1]!] === at + 1) {
        nodes[at] = mask | NodeMask.Next;
        node = old[node + 1]!;
        continue;
      }
      nodes[at] = mask;
      for (let k = 1; k <= arcs; k++) nodes[at + k] = placedAt[old[node + k]!]!;
      break;
    }
  }
  return nodes;
}

/** Appends nodes to a growing array, sharing equal nodes through a hash table. */
class GraphWriter {
  private data: Int32Array;
  private size = 0;
  private hashTable: Int32Array;
  private entries = 0;

  /**
   * `words`: how many words the graph is built from. The German list's graph has about 2.5 nodes
   * and 7 integers a word: the nodes start with room for 8 integers a word (they grow by half when
   * needed) and the table with at least 6 slots a word, kept at most half full.
   */
  constructor(words: number) {
    let slots = 1 << 12;
    while (slots < words * 6) slots *= 2;
    this.hashTable = new Int32Array(slots);
    this.data = new Int32Array(Math.max(1 << 12, words * 8));
  }

  /** How many distinct nodes are registered. */
  nodeCount(): number {
    return this.entries;
  }

  /** The hash table, for use as scratch memory once no node will be registered any more. */
  table(): Int32Array {
    return this.hashTable;
  }

  /** The nodes written (a view, not a copy); the table is let go and the writer is done. */
  release(): Int32Array {
    this.hashTable = EMPTY;
    return this.data.subarray(0, this.size);
  }

  /** The offset of a node equal to (mask, children), appended if new. */
  register(mask: number, children: Int32Array, from: number, count: number): number {
    let h = Math.imul(mask ^ 0x9e3779b9, 0x85ebca6b);
    for (let k = 0; k < count; k++) h = Math.imul(h ^ children[from + k]!, 0x01000193) ^ (h >>> 15);
    const slots = this.hashTable.length - 1;
    let slot = h & slots;
    for (;;) {
      const entry = this.hashTable[slot]!;
      if (entry === 0) break;
      const at = entry - 1;
      if (this.data[at] === mask && this.same(at + 1, children, from, count)) return at;
      slot = (slot + 1) & slots;
    }
    if (this.size + count + 1 > this.data.length) {
      const bigger = new Int32Array(Math.max(this.data.length + (this.data.length >> 1), this.size + count + 1));
      bigger.set(this.data);
      this.data = bigger;
    }
    const at = this.size;
    this.data[at] = mask;
    for (let k = 0; k < count; k++) this.data[at + 1 + k] = children[from + k]!;
    this.size += count + 1;
    this.hashTable[slot] = at + 1;
    if (++this.entries * 2 > this.hashTable.length) this.grow();
    return at;
  }

  /** The mask of the node at `at`. */
  maskAt(at: number): number {
    return this.data[at]!;
  }

  /** Copies the child offsets of the node at `at` into `out`. */
  copyChildren(at: number, out: Int32Array): void {
    const count = popcountMask(this.data[at]!);
    for (let k = 0; k < count; k++) out[k] = this.data[at + 1 + k]!;
  }

  private same(at: number, children: Int32Array, from: number, count: number): boolean {
    for (let k = 0; k < count; k++) if (this.data[at + k] !== children[from + k]) return false;
    return true;
  }

  private grow(): void {
    const old = this.hashTable;
    this.hashTable = new Int32Array(old.length * 2);
    const slots = this.hashTable.length - 1;
    for (const entry of old) {
      if (entry === 0) continue;
      const at = entry - 1;
      const mask = this.data[at]!;
      const count = popcountMask(mask);
      let h = Math.imul(mask ^ 0x9e3779b9, 0x85ebca6b);
      for (let k = 0; k < count; k++) h = Math.imul(h ^ this.data[at + 1 + k]!, 0x01000193) ^ (h >>> 15);
      let slot = h & slots;
      while (this.hashTable[slot] !== 0) slot = (slot + 1) & slots;
      this.hashTable[slot] = entry;
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

/**
 * The words of two letters or more a graph spells (paths from the root over letters only, the
 * word reversed, ending at a word end), or -1 when a path over any arcs comes back to a node on it
 * (a cycle spells without end). One depth-first pass over every arc; the arcs must point at nodes.
 * Nodes laid out or not: a node with the `Next` bit has its one child right after it.
 */
export function wordsSpelled(nodes: Int32Array, root: number): number {
  const state = new Uint8Array(nodes.length);
  // Word-ending paths of one letter or more from each node.
  const below = new Float64Array(nodes.length);
  let stack = new Int32Array(1024);
  let top = 0;
  stack[top++] = root;
  while (top > 0) {
    const p = stack[top - 1]!;
    const mask = nodes[p]!;
    const single = (mask & NodeMask.Next) !== 0;
    const arcs = single ? 1 : popcountMask(mask);
    if (state[p] === 0) {
      // First visit: its children go on the stack, and it is done once they are.
      state[p] = 1;
      for (let k = 0; k < arcs; k++) {
        const child = single ? p + 1 : nodes[p + 1 + k]!;
        if (state[child] === 1) return -1;
        if (state[child] !== 0) continue;
        if (top === stack.length) stack = grown(stack, top + 1);
        stack[top++] = child;
      }
      continue;
    }
    top--;
    if (state[p] === 2) continue;
    // The separator is the highest arc: the children over letters come first.
    const letters = (mask & NodeMask.Separator) !== 0 ? arcs - 1 : arcs;
    let sum = 0;
    for (let k = 0; k < letters; k++) {
      const child = single ? p + 1 : nodes[p + 1 + k]!;
      sum += (nodes[child]! < 0 ? 1 : 0) + below[child]!;
    }
    below[p] = sum;
    state[p] = 2;
  }
  // Words of one letter are no words: count from the root's letters on.
  const mask = nodes[root]!;
  const single = (mask & NodeMask.Next) !== 0;
  const arcs = single ? 1 : popcountMask(mask);
  const letters = (mask & NodeMask.Separator) !== 0 ? arcs - 1 : arcs;
  let words = 0;
  for (let k = 0; k < letters; k++) words += below[single ? root + 1 : nodes[root + 1 + k]!]!;
  return words;
}
