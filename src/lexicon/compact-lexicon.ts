/**
 * The compact lexicon: a minimized word graph in one `Int32Array` that answers `has(word)` and
 * drives move generation. Every word is stored once per split point as "reversed prefix,
 * separator, rest", so a search can start at any letter of a word and grow in both directions.
 *
 * Node layout: `nodes[p]` is a mask (bit k: an arc for letter code k, bit 29: the separator,
 * bit 31: a complete entry ends here), followed by one child offset per arc, in bit order; a node
 * with bit 30 set has one arc whose child is the node stored right after it (no offset stored).
 *
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'HUNDE'], GERMAN);
 * if (built.ok) built.value.lexicon.has('HUNDE');   // true
 * ```
 * @module
 */
import type { TileSet } from '../tiles/tile-set.js';
import type { Lexicon } from './lexicon.js';
import { NodeMask, popcount, type LetterCodes } from './letter-codes.js';


/**
 * A lexicon in the compact binary form: built by `buildLexicon`, saved and loaded as bytes.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN, type CompactLexicon } from 'scrabble-engine';
 * const words = ['Hund', 'Hunde', 'Gründe', 'und', 'Ende'];   // your word list
 * const built = buildLexicon(words, GERMAN);
 * const compact: CompactLexicon | null = built.ok ? built.value.lexicon : null;
 * ```
 */
export interface CompactLexicon extends Lexicon {
  /** Tells a compact lexicon from other {@link Lexicon} objects. */
  readonly kind: 'compact-lexicon';
  /** The id of the tile set the lexicon was built for. */
  readonly tileSetId: string;
  /** The letters of that tile set, in alphabet order (letter code = index). */
  readonly letters: readonly string[];
  /** How many distinct words it holds. */
  readonly wordCount: number;
  /** The word graph (see the module doc). Internal to the engine; do not change it. */
  readonly nodes: Int32Array;
  /** The offset of the root node in {@link CompactLexicon.nodes}. */
  readonly root: number;
  /** Whether a word in normal form (upper case, e.g. `'AVERIJ'`) is in the lexicon. */
  has(word: string): boolean;
}

/**
 * Whether a value is a {@link CompactLexicon}.
 * `false` for anything else.
 * @example
 * ```ts
 * import { isCompactLexicon } from 'scrabble-engine';
 * isCompactLexicon({ has: () => true });   // false: a lexicon, but not one the generator can search
 * ```
 */
export function isCompactLexicon(value: unknown): value is CompactLexicon {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'compact-lexicon';
}

/** The child of `node` along symbol `symbol`, or -1 when there is no such arc. */
export function childOf(nodes: Int32Array, node: number, symbol: number): number {
  const mask = nodes[node]!;
  const bit = 1 << symbol;
  if ((mask & bit) === 0) return -1;
  if ((mask & NodeMask.Next) !== 0) return node + 1;
  return nodes[node + 1 + popcount(mask & (bit - 1))]!;
}

/** Wraps a checked word graph as a lexicon. Internal: use `buildLexicon` or `loadLexicon`. */
export function makeCompactLexicon(
  nodes: Int32Array, root: number, wordCount: number, tiles: TileSet, codes: LetterCodes,
): CompactLexicon {
  const scratch = new Int32Array(64);
  const has = (word: string): boolean => {
    if (typeof word !== 'string' || word.length > 64) return false;
    const n = codes.encode(word, scratch);
    if (n < 2) return false;
    let node = root;
    for (let i = n - 1; i >= 0; i--) {
      node = childOf(nodes, node, scratch[i]!);
      if (node < 0) return false;
    }
    return (nodes[node]! & NodeMask.Final) !== 0;
  };
  return { kind: 'compact-lexicon', tileSetId: tiles.id, letters: codes.letters, wordCount, nodes, root, has };
}
