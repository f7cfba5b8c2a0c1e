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
 * words and the prefixes are sorted in place (no order or scratch array), the arrays are made to
 * size once their size is known, and the register's table, done with once the last node is
 * registered, holds the layout's two arrays (one integer a node each). The build of the German
 * list makes 31.4 MiB of typed arrays in all (none of them grows), the graph's 6.6 MiB included.
 *
 * @example
 * ```ts
 * import { buildWordGraph, wordPool } from './word-graph.js';
 * const { nodes, root } = buildWordGraph(wordPool([[8, 22, 14, 4]]));   // H U N D as German letter codes
 * ```
 * @module
 */
import { grown } from '../grown.js';
import { NodeMask, popcount, SEPARATOR } from './letter-codes.js';

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

/** Buckets of the radix sort: the end of a string (0), then each symbol code + 1 (codes below 32). */
const BUCKETS = 33;

/**
 * Sorts strings of the pool in place by their symbols (shorter first on a common prefix): string i
 * is `lengths[i]` symbols read from `pool[at[i]]` on, forwards (`step` 1) or backwards (`step` -1);
 * `at`, `lengths` and `payload` (when given) are permuted together. In-place MSD radix sort (each
 * range's strings counted by their symbol at the range's depth, then swapped into their buckets
 * in cycles), ranges of fewer than 24 strings by insertion: no scratch array the size of the list.
 * Equal strings end up side by side in no particular order.
 */
function sortInPlace(pool: Uint8Array, at: Int32Array, lengths: Uint8Array, step: 1 | -1, payload: Int32Array = EMPTY): void {
  const n = at.length;
  const carry = payload.length === n;
  // Symbol d of a string is at its start + d forwards, - d backwards: (d ^ flip) - flip, in integer
  // steps only (step * d would make -0 for d = 0 backwards, a number the engine stores as an object).
  const flip = step === 1 ? 0 : -1;
  // Pending ranges (low, high, depth): at most 32 a level (one a symbol), a level a symbol of the
  // longest string (at most 255).
  const stack = new Int32Array(3 * 32 * 257);
  let top = 0;
  if (n > 1) {
    stack[top++] = 0;
    stack[top++] = n;
    stack[top++] = 0;
  }
  const next = new Int32Array(BUCKETS);
  const end = new Int32Array(BUCKETS);
  while (top > 0) {
    const depth = stack[--top]!;
    const hi = stack[--top]!;
    const lo = stack[--top]!;
    const offset = (depth ^ flip) - flip;
    if (hi - lo < 24) {
      for (let i = lo + 1; i < hi; i++) {
        const a = at[i]!;
        const la = lengths[i]!;
        const pa = carry ? payload[i]! : 0;
        let j = i - 1;
        for (; j >= lo; j--) {
          // Is string a (at i) before string j?
          const b = at[j]!;
          const lb = lengths[j]!;
          let d = depth;
          let before = false;
          for (;;) {
            if (d >= la) {
              before = d < lb;
              break;
            }
            if (d >= lb) break;
            const x = pool[a + ((d ^ flip) - flip)]!;
            const y = pool[b + ((d ^ flip) - flip)]!;
            if (x !== y) {
              before = x < y;
              break;
            }
            d++;
          }
          if (!before) break;
          at[j + 1] = b;
          lengths[j + 1] = lb;
          if (carry) payload[j + 1] = payload[j]!;
        }
        at[j + 1] = a;
        lengths[j + 1] = la;
        if (carry) payload[j + 1] = pa;
      }
      continue;
    }
    next.fill(0);
    for (let i = lo; i < hi; i++) next[depth < lengths[i]! ? pool[at[i]! + offset]! + 1 : 0]!++;
    let sum = lo;
    for (let b = 0; b < BUCKETS; b++) {
      const size = next[b]!;
      next[b] = sum;
      sum += size;
      end[b] = sum;
    }
    for (let b = 0; b < BUCKETS; b++) {
      const stop = end[b]!;
      for (let i = next[b]!; i < stop; i = next[b]!) {
        // The string at i goes to the next free place of its bucket, and the one there comes to i,
        // until the string at i is of bucket b.
        let s = depth < lengths[i]! ? pool[at[i]! + offset]! + 1 : 0;
        while (s !== b) {
          const j = next[s]!++;
          const a = at[i]!;
          at[i] = at[j]!;
          at[j] = a;
          const l = lengths[i]!;
          lengths[i] = lengths[j]!;
          lengths[j] = l;
          if (carry) {
            const p = payload[i]!;
            payload[i] = payload[j]!;
            payload[j] = p;
          }
          s = depth < lengths[i]! ? pool[at[i]! + offset]! + 1 : 0;
        }
        next[b]!++;
      }
    }
    // Bucket 0 holds the strings that end here (all equal); the others go one symbol deeper.
    let from = end[0]!;
    for (let b = 1; b < BUCKETS; b++) {
      const to = end[b]!;
      if (to - from > 1) {
        stack[top++] = from;
        stack[top++] = to;
        stack[top++] = depth + 1;
      }
      from = to;
    }
  }
}

/**
 * Sorts the words of a pool in place (their `starts` and `lengths` permuted) and moves the
 * distinct ones to the front; returns how many are distinct.
 */
export function sortDistinct(words: WordPool): number {
  const { pool, starts, lengths } = words;
  sortInPlace(pool, starts, lengths, 1);
  let n = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const length = lengths[i]!;
    if (n > 0 && lengths[n - 1] === length && commonLength(pool, start, length, starts[n - 1]!, length) === length) continue;
    starts[n] = start;
    lengths[n] = length;
    n++;
  }
  return n;
}

/**
 * Builds the minimal word graph of the words of a pool (each at least one letter), root at offset
 * 0. The pool's `starts` and `lengths` are sorted in place (the distinct words first). Returns the
 * graph and how many distinct words it holds.
 */
export function buildWordGraph(words: WordPool): { nodes: Int32Array; root: number; words: number } {
  const distinct = sortDistinct(words);
  const sorted = { pool: words.pool, starts: words.starts.subarray(0, distinct), lengths: words.lengths.subarray(0, distinct) };
  const graph = new GraphWriter(distinct);
  const prefixes = dawgOf(sorted, graph);
  const root = reversedPrefixTrie(words.pool, prefixes, graph);
  const nodeCount = graph.nodeCount();
  const table = graph.table();
  const old = graph.release();
  return { nodes: layOutDense(old, root, nodeCount, table, prefixes.block), root: 0, words: distinct };
}

/**
 * The distinct prefixes of the words: where each ends in the pool, its length, its DAWG node with
 * two flags (bit 31: the prefix is a word; bit 30: the node has arcs).
 */
interface Prefixes {
  /** The memory of `ends` and `nodes` (two integers a prefix), later the layout's. */
  block: Int32Array;
  /** Pool index of the prefix's last letter (it is read backwards from there). */
  ends: Int32Array;
  lengths: Uint8Array;
  nodes: Int32Array;
  /** The longest word's length. */
  maxLength: number;
}

/**
 * The flag of a prefix's node that says the node has arcs (the prefix goes on). Node offsets are
 * below 2^30 (an `Int32Array` holds fewer integers), so bits 30 and 31 are free.
 */
const GOES_ON = 1 << 30;

/**
 * Registers the minimal forward graph of the sorted, distinct words (a DAWG, its root left out)
 * and returns every distinct prefix with the offset of its node.
 */
function dawgOf(words: WordPool, graph: GraphWriter): Prefixes {
  const { pool, starts, lengths } = words;
  const n = starts.length;
  // Every distinct prefix is the part of a word after what it shares with the word before it
  // (found again by the build: cheaper than an array of them).
  let maxLength = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const length = lengths[i]!;
    if (length > maxLength) maxLength = length;
    count += length - (i > 0 ? commonLength(pool, starts[i]!, length, starts[i - 1]!, lengths[i - 1]!) : 0);
  }
  const block = new Int32Array(2 * count);
  const ends = block.subarray(0, count);
  const prefixLengths = new Uint8Array(count);
  const prefixNodes = block.subarray(count, 2 * count);
  let prefixes = 0;
  const pendingMask = new Int32Array(maxLength + 2);
  const pendingCount = new Int32Array(maxLength + 2);
  const pendingChildren = new Int32Array((maxLength + 2) * 32);
  const pendingPrefix = new Int32Array(maxLength + 2);
  let previousLength = 0;
  const finish = (downTo: number) => {
    for (let d = previousLength; d > downTo; d--) {
      const mask = pendingMask[d]!;
      const offset = graph.register(mask, pendingChildren, d * 32, pendingCount[d]!);
      prefixNodes[pendingPrefix[d]!] = offset | (mask & NodeMask.Final) | ((mask & ~NodeMask.Final) !== 0 ? GOES_ON : 0);
      pendingChildren[(d - 1) * 32 + pendingCount[d - 1]! - 1] = offset;
    }
  };
  for (let i = 0; i < n; i++) {
    const length = lengths[i]!;
    const base = starts[i]!;
    const common = i > 0 ? commonLength(pool, base, length, starts[i - 1]!, lengths[i - 1]!) : 0;
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
  return { block, ends, lengths: prefixLengths, nodes: prefixNodes, maxLength };
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
 * cleared) when the prefix goes on. Returns the root's offset. The prefixes are sorted in place
 * (their ends, lengths and nodes together).
 */
function reversedPrefixTrie(pool: Uint8Array, prefixes: Prefixes, graph: GraphWriter): number {
  const { maxLength, ends, lengths, nodes } = prefixes;
  const count = ends.length;
  sortInPlace(pool, ends, lengths, -1, nodes);
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
    const length = lengths[i]!;
    const base = ends[i]!;
    let common = 0;
    if (i > 0) {
      const pbase = ends[i - 1]!;
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
    const flagged = nodes[i]!;
    const node = flagged & (GOES_ON - 1);
    const final = flagged < 0;
    if (final) pendingMask[length]! |= NodeMask.Final;
    if ((flagged & GOES_ON) !== 0) {
      if (final) {
        // The prefix's node without its word end: the same arcs, registered once.
        const mask = graph.maskAt(node);
        graph.copyChildren(node, scratch);
        sepOf[length] = graph.register(mask & ~NodeMask.Final, scratch, 0, popcountMask(mask));
      } else {
        sepOf[length] = node;
      }
    }
    previousLength = length;
  }
  finish(0);
  return graph.register(pendingMask[0]!, pendingChildren, 0, pendingCount[0]!);
}

/**
 * {@link layOut} for a graph whose nodes lie one after the other from offset 0 with no gaps (as
 * the graph writer makes them): each node is numbered by its place among the nodes (a bit per
 * integer marks where nodes start, with a count per 32 integers), so that the layout's two arrays
 * hold one integer a node, not one an integer of the graph. `scratch` and `more`: memory the
 * layout's arrays use where it is large enough.
 */
function layOutDense(old: Int32Array, oldRoot: number, nodeCount: number, scratch: Int32Array, more: Int32Array): Int32Array {
  const words = (old.length >>> 5) + 1;
  const starts = more.length >= 2 * words ? more.subarray(0, words).fill(0) : new Int32Array(words);
  const rank = more.length >= 2 * words ? more.subarray(words, 2 * words) : new Int32Array(words);
  let nodes = 0;
  for (let at = 0; at < old.length; at += 1 + popcountMask(old[at]!)) {
    starts[at >>> 5]! |= 1 << (at & 31);
    nodes++;
  }
  let sum = 0;
  for (let w = 0; w < words; w++) {
    rank[w] = sum;
    sum += popcount(starts[w]!);
  }
  const count = Math.max(nodes, nodeCount);
  const placedAt = (scratch.length >= count ? scratch.subarray(0, count) : new Int32Array(count)).fill(-1);
  // The queue: in the rest of `scratch`, else in the rest of `more`, else an array of its own.
  const left = scratch.length >= count ? scratch.subarray(count) : EMPTY;
  const rest = more.length >= 2 * words ? more.subarray(2 * words) : EMPTY;
  const queue = left.length >= count + 1 ? left.subarray(0, count + 1) : rest.length >= count + 1 ? rest.subarray(0, count + 1) : new Int32Array(count + 1);
  return layOutWith(old, oldRoot, starts, rank, placedAt, queue);
}

/**
 * Rewrites a word graph in breadth-first order from the root (offset 0), so that the nodes near
 * the root, which every search visits, lie together and the children of a node lie side by side;
 * the only child of a one-arc node is stored right after it where it is not stored yet (bit
 * {@link NodeMask.Next}, no offset). `nodeCount`: at least how many nodes `old` holds (sizes the
 * queue).
 */
export function layOut(old: Int32Array, oldRoot: number, nodeCount = old.length): Int32Array {
  const placedAt = new Int32Array(old.length).fill(-1);
  const queue = new Int32Array(Math.min(nodeCount, old.length) + 1);
  return layOutWith(old, oldRoot, EMPTY, EMPTY, placedAt, queue);
}

/**
 * The layout of {@link layOut}: `starts` and `rank` number the nodes (a node's index into
 * `placedAt` is its offset when they are empty, else the number of nodes starting before it);
 * `placedAt` holds -1 for each node, `queue` has room for every node and one more.
 */
function layOutWith(old: Int32Array, oldRoot: number, starts: Int32Array, rank: Int32Array, placedAt: Int32Array, queue: Int32Array): Int32Array {
  const dense = starts.length > 0;
  const indexOf = (at: number) => (dense ? rank[at >>> 5]! + popcount(starts[at >>> 5]! & ((1 << (at & 31)) - 1)) : at);
  // Where each node goes: -1 not seen, -2 queued, else its new offset.
  // Each node is queued at most once (when first seen unplaced); an entry is made -1 when its node
  // was placed by a chain before its turn came.
  let tail = 0;
  queue[tail++] = oldRoot;
  placedAt[indexOf(oldRoot)] = -2;
  let head = 0;
  let cursor = 0;
  while (head < tail) {
    let node = queue[head++]!;
    if (placedAt[indexOf(node)]! >= 0) {
      queue[head - 1] = -1;
      continue;
    }
    for (;;) {
      placedAt[indexOf(node)] = cursor;
      const arcs = popcountMask(old[node]!);
      const only = old[node + 1]!;
      if (arcs === 1 && placedAt[indexOf(only)]! < 0) {
        // Chained: the child goes right after its one-arc parent.
        cursor += 1;
        node = only;
        continue;
      }
      cursor += 1 + arcs;
      for (let k = 1; k <= arcs; k++) {
        const child = old[node + k]!;
        const index = indexOf(child);
        if (placedAt[index] === -1) {
          placedAt[index] = -2;
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
      const at = placedAt[indexOf(node)]!;
      const mask = old[node]!;
      const arcs = popcountMask(mask);
      if (arcs === 1 && placedAt[indexOf(old[node + 1]!)] === at + 1) {
        nodes[at] = mask | NodeMask.Next;
        node = old[node + 1]!;
        continue;
      }
      nodes[at] = mask;
      for (let k = 1; k <= arcs; k++) nodes[at + k] = placedAt[indexOf(old[node + k]!)]!;
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
   * needed) and the table with 5 slots a word (any number of slots, not a power of two: a hash
   * picks its slot by multiplication), kept at most 60 % full.
   */
  constructor(words: number) {
    this.hashTable = new Int32Array(Math.max(1 << 12, words * 5));
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
    const slots = this.hashTable.length;
    let slot = slotOf(h, slots);
    for (;;) {
      const entry = this.hashTable[slot]!;
      if (entry === 0) break;
      const at = entry - 1;
      if (this.data[at] === mask && this.same(at + 1, children, from, count)) return at;
      if (++slot === slots) slot = 0;
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
    if (++this.entries * 5 > this.hashTable.length * 3) this.grow();
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
    const slots = this.hashTable.length;
    for (const entry of old) {
      if (entry === 0) continue;
      const at = entry - 1;
      const mask = this.data[at]!;
      const count = popcountMask(mask);
      let h = Math.imul(mask ^ 0x9e3779b9, 0x85ebca6b);
      for (let k = 0; k < count; k++) h = Math.imul(h ^ this.data[at + 1 + k]!, 0x01000193) ^ (h >>> 15);
      let slot = slotOf(h, slots);
      while (this.hashTable[slot] !== 0) if (++slot === slots) slot = 0;
      this.hashTable[slot] = entry;
    }
  }
}

/** The slot of a 32-bit hash in a table of `slots` slots: the hash as a fraction of 2^32, times the slots. */
function slotOf(hash: number, slots: number): number {
  return Math.floor((hash >>> 0) * (slots / 4294967296));
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
