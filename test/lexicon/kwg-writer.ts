/**
 * A small KWG writer for tests: the DAWG and the GADDAG of a word list as plain tries (no shared
 * sub-lists, which the format allows), laid out as the format describes. Slow and simple on
 * purpose; it exists to make fixtures, not lexicons.
 * @module
 */

interface Trie {
  readonly children: Map<number, Trie>;
  accepts: boolean;
}

const newTrie = (): Trie => ({ children: new Map(), accepts: false });

function insert(trie: Trie, tiles: readonly number[]): void {
  let node = trie;
  for (const tile of tiles) {
    let next = node.children.get(tile);
    if (next === undefined) {
      next = newTrie();
      node.children.set(tile, next);
    }
    node = next;
  }
  node.accepts = true;
}

/** The KWG bytes of `words` (tile sequences: tile 1 = letters[0]). */
export function writeKwg(words: readonly (readonly string[])[], letters: readonly string[]): Uint8Array {
  const tileOf = new Map(letters.map((l, i) => [l, i + 1]));
  const dawg = newTrie();
  const gaddag = newTrie();
  for (const word of words) {
    const tiles = word.map((l) => {
      const t = tileOf.get(l);
      if (t === undefined) throw new Error(`letter ${l} not in the alphabet`);
      return t;
    });
    insert(dawg, tiles);
    const reversed = [...tiles].reverse();
    insert(gaddag, reversed);
    for (let i = tiles.length - 1; i >= 1; i--) insert(gaddag, [...tiles.slice(0, i).reverse(), 0, ...tiles.slice(i)]);
  }
  // The arc into a trie node carries its `accepts`; a node's children form one list.
  const nodes: number[] = [0, 0];
  const place = (trie: Trie): number => {
    if (trie.children.size === 0) return 0;
    const entries = [...trie.children.entries()].sort((a, b) => a[0] - b[0]);
    const at = nodes.length;
    for (let k = 0; k < entries.length; k++) nodes.push(0);
    entries.forEach(([tile, child], k) => {
      const arc = place(child);
      nodes[at + k] = (arc | (k === entries.length - 1 ? 1 << 22 : 0) | (child.accepts ? 1 << 23 : 0) | (tile << 24)) >>> 0;
    });
    return at;
  };
  nodes[0] = (place(dawg) | (1 << 22)) >>> 0;
  nodes[1] = (place(gaddag) | (1 << 22)) >>> 0;
  const bytes = new Uint8Array(nodes.length * 4);
  const view = new DataView(bytes.buffer);
  nodes.forEach((n, i) => view.setUint32(i * 4, n, true));
  return bytes;
}
