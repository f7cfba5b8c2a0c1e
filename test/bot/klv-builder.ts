/**
 * Builds small KLV files for the tests: a trie of the leaves laid out as KWG nodes (node 0 points
 * to the root list; sibling lists contiguous and sorted by tile; bit 22 ends a list, bit 23 ends a
 * word), then the leave count and the values in word order.
 * @module
 */

interface TrieNode {
  readonly children: Map<number, TrieNode>;
  accepts: boolean;
}

/** Compares tile lists in word order: a prefix before its extensions, then tile by tile. */
function wordOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** The bytes of a KLV (16-bit values in 1/256) or KLV2 (32-bit floats) file for the given leaves (tile lists, tile 0 the blank). */
export function buildKlv(leaves: readonly { readonly tiles: readonly number[]; readonly value: number }[], format: 'klv' | 'klv2'): Uint8Array {
  const sorted = leaves.map((l) => ({ tiles: l.tiles.slice().sort((a, b) => a - b), value: l.value })).sort((a, b) => wordOrder(a.tiles, b.tiles));
  const root: TrieNode = { children: new Map(), accepts: false };
  for (const { tiles } of sorted) {
    let node = root;
    for (const t of tiles) {
      let next = node.children.get(t);
      if (next === undefined) {
        next = { children: new Map(), accepts: false };
        node.children.set(t, next);
      }
      node = next;
    }
    node.accepts = true;
  }
  const words: number[] = [0];
  const lists: { node: TrieNode; parentSlot: number }[] = [{ node: root, parentSlot: 0 }];
  for (let i = 0; i < lists.length; i++) {
    const { node, parentSlot } = lists[i]!;
    const kids = [...node.children.entries()].sort((a, b) => a[0] - b[0]);
    if (kids.length === 0) continue;
    const start = words.length;
    words[parentSlot] = (words[parentSlot]! & ~0x3fffff) | start;
    kids.forEach(([tile, child], k) => {
      words.push((tile << 24) | (child.accepts ? 0x800000 : 0) | (k === kids.length - 1 ? 0x400000 : 0));
      lists.push({ node: child, parentSlot: start + k });
    });
  }
  words[0] = (words[0]! | 0x400000) >>> 0;
  const valueSize = format === 'klv2' ? 4 : 2;
  const bytes = new Uint8Array(4 + words.length * 4 + 4 + sorted.length * valueSize);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, words.length, true);
  words.forEach((w, i) => view.setUint32(4 + i * 4, w >>> 0, true));
  const at = 4 + words.length * 4;
  view.setUint32(at, sorted.length, true);
  sorted.forEach(({ value }, i) => {
    if (format === 'klv2') view.setFloat32(at + 4 + i * 4, value, true);
    else view.setInt16(at + 4 + i * 2, Math.round(value * 256), true);
  });
  return bytes;
}
