/**
 * Saving and loading a compact lexicon as one `Uint8Array`: a versioned header naming the tile set
 * and its letters, a checksum, and the word graph, which is checked and used in place (no rebuild),
 * so a browser can fetch the file and play at once. A corrupt, truncated or foreign file gives a
 * typed error, never a lexicon that answers wrongly.
 *
 * @example
 * ```ts
 * import { buildLexicon, saveLexicon, loadLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['HUND', 'HUNDE'], GERMAN);
 * if (built.ok) {
 *   const bytes = saveLexicon(built.value.lexicon);   // Uint8Array, e.g. written to a file
 *   const loaded = loadLexicon(bytes, GERMAN);         // Result<CompactLexicon, LexiconFileError>
 *   if (loaded.ok) loaded.value.has('HUND');           // true
 *   else loaded.error.code;                            // e.g. 'checksum-mismatch'
 * }
 * ```
 * @module
 */
import { clipped, isTileSet, orElse, quote } from '../total.js';

import { err, ok, type EngineError, type Result } from '../result.js';
import type { TileSet } from '../tiles/tile-set.js';
import { isCompactLexicon, makeCompactLexicon, type CompactLexicon } from './compact-lexicon.js';
import { letterCodesOf, LITTLE_ENDIAN, NodeMask, popcount } from './letter-codes.js';
import { wordsSpelled } from './word-graph.js';


/**
 * The version of the file format that this code writes and reads.
 * @example
 * ```ts
 * import { LEXICON_FORMAT_VERSION } from 'scrabble-engine';
 * LEXICON_FORMAT_VERSION;   // 1
 * ```
 */
export const LEXICON_FORMAT_VERSION = 1;

/**
 * The first four bytes of every lexicon file: "SCLX".
 * @example
 * ```ts
 * import { saveLexicon, LEXICON_MAGIC, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const file = saveLexicon(lexicon);
 * LEXICON_MAGIC.every((byte, i) => file[i] === byte);   // true: the file starts with it
 * ```
 */
export const LEXICON_MAGIC = [0x53, 0x43, 0x4c, 0x58] as const;

/**
 * Codes of the errors {@link loadLexicon} can return.
 * @example
 * ```ts
 * import { LEXICON_FILE_ERROR_CODES } from 'scrabble-engine';
 * LEXICON_FILE_ERROR_CODES.includes('not-a-lexicon');   // true
 * ```
 */
export const LEXICON_FILE_ERROR_CODES = [
  'not-a-lexicon',
  'unsupported-version',
  'truncated',
  'checksum-mismatch',
  'corrupt-lexicon',
  'alphabet-mismatch',
] as const;

/**
 * A code of {@link LEXICON_FILE_ERROR_CODES}.
 * @example
 * ```ts
 * import type { LexiconFileErrorCode } from 'scrabble-engine';
 * const value: LexiconFileErrorCode = 'not-a-lexicon';   // one of LEXICON_FILE_ERROR_CODES
 * ```
 */
export type LexiconFileErrorCode = (typeof LEXICON_FILE_ERROR_CODES)[number];

/**
 * Why bytes could not be loaded as a lexicon.
 * @example
 * ```ts
 * import type { LexiconFileError } from 'scrabble-engine';
 * const explain = (error: LexiconFileError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type LexiconFileError = EngineError<LexiconFileErrorCode>;

const HEADER_BYTES = 24;

interface FileMeta {
  readonly tileSet: string;
  readonly letters: readonly string[];
}

/** A 32-bit checksum of the header (minus its checksum field), the metadata and the graph (four interleaved lanes). */
function checksumOf(header: Uint8Array, nodes: Int32Array): number {
  let h = 0x2545f491;
  for (let i = 0; i < header.length; i++) {
    if (i >= 20 && i < 24) continue;
    h = Math.imul(h ^ header[i]!, 0x5bd1e995);
    h ^= h >>> 15;
  }
  let a = h;
  let b = h ^ 0x68e31da4;
  let c = h ^ 0x1b873593;
  let d = h ^ 0x7feb352d;
  const n = nodes.length;
  const whole = n & ~3;
  for (let i = 0; i < whole; i += 4) {
    a = Math.imul(a ^ nodes[i]!, 0x5bd1e995);
    b = Math.imul(b ^ nodes[i + 1]!, 0x5bd1e995);
    c = Math.imul(c ^ nodes[i + 2]!, 0x5bd1e995);
    d = Math.imul(d ^ nodes[i + 3]!, 0x5bd1e995);
    a ^= a >>> 13;
    b ^= b >>> 13;
    c ^= c >>> 13;
    d ^= d >>> 13;
  }
  for (let i = whole; i < n; i++) {
    a = Math.imul(a ^ nodes[i]!, 0x5bd1e995);
    a ^= a >>> 13;
  }
  h = Math.imul(a ^ n, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 13) ^ c, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15) ^ d, 0x165667b1);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Swaps the byte order of every 32-bit word (for big-endian platforms). */
function swapWords(words: Int32Array): Int32Array {
  const out = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out[i] = ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24);
  }
  return out;
}

/**
 * Writes a compact lexicon as bytes that {@link loadLexicon} reads back; no bytes for something that is not a compact lexicon.
 * @example
 * ```ts
 * import { saveLexicon, buildLexicon, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const file = saveLexicon(lexicon);   // bytes to store; loadLexicon reads them back
 * ```
 */
export function saveLexicon(lexicon: CompactLexicon): Uint8Array {
  if (!isCompactLexicon(lexicon)) return new Uint8Array(0);
  return orElse(() => save(lexicon), new Uint8Array(0));
}

function save(lexicon: CompactLexicon): Uint8Array {
  const metaText = JSON.stringify({ tileSet: lexicon.tileSetId, letters: lexicon.letters } satisfies FileMeta);
  const metaRaw = new TextEncoder().encode(metaText);
  const metaLength = (metaRaw.length + 3) & ~3;
  const bytes = new Uint8Array(HEADER_BYTES + metaLength + lexicon.nodes.length * 4);
  bytes.set(LEXICON_MAGIC, 0);
  const view = new DataView(bytes.buffer);
  view.setUint16(4, LEXICON_FORMAT_VERSION, true);
  view.setUint16(6, metaLength, true);
  view.setUint32(8, lexicon.wordCount, true);
  view.setUint32(12, lexicon.nodes.length, true);
  view.setUint32(16, lexicon.root, true);
  bytes.fill(0x20, HEADER_BYTES, HEADER_BYTES + metaLength);
  bytes.set(metaRaw, HEADER_BYTES);
  const nodes = LITTLE_ENDIAN ? lexicon.nodes : swapWords(lexicon.nodes);
  bytes.set(new Uint8Array(nodes.buffer, nodes.byteOffset, nodes.byteLength), HEADER_BYTES + metaLength);
  view.setUint32(20, checksumOf(bytes.subarray(0, HEADER_BYTES + metaLength), lexicon.nodes), true);
  return bytes;
}

function fail(code: LexiconFileErrorCode, message: string): Result<never, LexiconFileError> {
  return err({ code, message });
}

/** Checks that the nodes tile the graph exactly and use only the tile set's letters. */
function nodesAreSound(nodes: Int32Array, root: number, allowed: number): boolean {
  if (root === 0 && nodes.length >= 4 * SYNC_REGION) return layoutWalksAgree(nodes, allowed) ?? nodesAreSoundInOrder(nodes, root, allowed);
  return nodesAreSoundInOrder(nodes, root, allowed);
}

/** {@link nodesAreSound} as one walk from the first node to the last (the definitive answer). */
function nodesAreSoundInOrder(nodes: Int32Array, root: number, allowed: number): boolean {
  const length = nodes.length;
  const forbidden = ~(allowed | NodeMask.Separator | NodeMask.Next | NodeMask.Final);
  let p = 0;
  let rootSeen = false;
  while (p < length) {
    const mask = nodes[p]!;
    if ((mask & forbidden) !== 0) return false;
    if (p === root) rootSeen = true;
    if ((mask & NodeMask.Next) !== 0) {
      if ((mask & (mask - 1) & 0x3fffffff) !== 0 || (mask & 0x3fffffff) === 0) return false;
      p += 1;
    } else {
      p += 1 + popcount(mask & 0x3fffffff);
    }
  }
  return p === length && rootSeen;
}

/** Steps a later walk takes from its starting point before it must have met the walk before it. */
const SYNC_STEPS = 64;
/** Smallest quarter of a graph for the four walks (a walk's first steps stay inside its quarter). */
const SYNC_REGION = SYNC_STEPS * 32;

let arcCounts: Uint8Array | null = null;

/** Arcs per 15 bits of a mask (built on first use). */
function arcCountTable(): Uint8Array {
  if (arcCounts === null) {
    const table = new Uint8Array(1 << 15);
    for (let i = 1; i < table.length; i++) table[i] = table[i >> 1]! + (i & 1);
    arcCounts = table;
  }
  return arcCounts;
}

/**
 * The check of {@link nodesAreSoundInOrder} (with the root at 0) as four walks side by side,
 * which the processor runs in parallel where one walk waits on each step: walk k starts at the
 * k-th quarter of the graph, maybe inside a node; the walk from a position is fixed, so once the
 * walk before it lands on a position walk k has visited in its first steps, the two coincide
 * from there, and the four together cover exactly the one walk from the start. Returns null when
 * the walks do not meet or something looks wrong (then the single walk decides, as a position in
 * the middle of a node may look wrong without being so).
 */
function layoutWalksAgree(nodes: Int32Array, allowed: number): boolean | null {
  const bits = arcCountTable();
  const length = nodes.length;
  const forbidden = ~(allowed | NodeMask.Separator | NodeMask.Next | NodeMask.Final);
  const quarter = length >>> 2;
  const seen = new Int32Array(4 * SYNC_STEPS);
  const from = [0, 0, 0, 0];
  let bad = 0;
  // A node's size: 1 + arcs, or 1 for a node whose one child follows it (bit 30), which must have exactly one arc.
  for (let k = 1; k < 4; k++) {
    let p = k * quarter;
    for (let j = 0; j < SYNC_STEPS; j++) {
      seen[k * SYNC_STEPS + j] = p;
      const m = nodes[p]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p += 1 + (a & (n - 1));
    }
    from[k] = p;
  }
  let p0 = 0;
  let p1 = from[1]!;
  let p2 = from[2]!;
  let p3 = from[3]!;
  const l0 = quarter;
  const l1 = 2 * quarter;
  const l2 = 3 * quarter;
  while (p0 < l0 || p1 < l1 || p2 < l2 || p3 < length) {
    if (p0 < l0) {
      const m = nodes[p0]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p0 += 1 + (a & (n - 1));
    }
    if (p1 < l1) {
      const m = nodes[p1]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p1 += 1 + (a & (n - 1));
    }
    if (p2 < l2) {
      const m = nodes[p2]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p2 += 1 + (a & (n - 1));
    }
    if (p3 < length) {
      const m = nodes[p3]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p3 += 1 + (a & (n - 1));
    }
  }
  if (p3 !== length) return null;
  const ends = [p0, p1, p2];
  for (let k = 0; k < 3; k++) {
    // Walk k goes on until it lands on a position walk k + 1 visited (positions grow along a walk).
    let p = ends[k]!;
    let j = (k + 1) * SYNC_STEPS;
    const last = j + SYNC_STEPS;
    for (;;) {
      while (j < last && seen[j]! < p) j++;
      if (j === last) return null;
      if (seen[j] === p) break;
      const m = nodes[p]!;
      const a = bits[m & 0x7fff]! + bits[(m >>> 15) & 0x7fff]!;
      const n = (m >>> 30) & 1;
      bad |= (m & forbidden) | ((a ^ 1) & -n);
      p += 1 + (a & (n - 1));
    }
  }
  return bad === 0 ? true : null;
}

/** Checks that every child offset points at the start of a node (the thorough check). */
function arcsAreSound(nodes: Int32Array): boolean {
  const length = nodes.length;
  const isNode = new Int32Array((length >>> 5) + 1);
  let p = 0;
  while (p < length) {
    const mask = nodes[p]!;
    isNode[p >>> 5]! |= 1 << (p & 31);
    p += (mask & NodeMask.Next) !== 0 ? 1 : 1 + popcount(mask & 0x3fffffff);
  }
  p = 0;
  while (p < length) {
    const mask = nodes[p]!;
    if ((mask & NodeMask.Next) !== 0) {
      if (p + 1 >= length) return false;
      p++;
      continue;
    }
    const end = p + 1 + popcount(mask & 0x3fffffff);
    for (let k = p + 1; k < end; k++) {
      const child = nodes[k]!;
      if (child < 0 || child >= length || (isNode[child >>> 5]! & (1 << (child & 31))) === 0) return false;
    }
    p = end;
  }
  return true;
}

/**
 * How thoroughly {@link loadLexicon} checks a file.
 * @example
 * ```ts
 * import { loadLexicon, GERMAN, type LoadOptions, buildLexicon, saveLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bytes = saveLexicon(lexicon);   // a saved lexicon file
 * const options: LoadOptions = {};
 * loadLexicon(bytes, GERMAN, options);
 * ```
 */
export interface LoadOptions {
  /**
   * `'checksum'` (default): header, size, checksum, letters and node layout, which catches any
   * damaged or cut file; `'full'`: also that every arc points at a node, that no path comes back
   * to a node on it, and that the graph spells as many words as the header says (for files from
   * untrusted sources that might have been crafted to match the checksum), several times slower.
   */
  readonly verify?: 'checksum' | 'full';
}

/**
 * Reads a lexicon saved by {@link saveLexicon} for the rule set's tile set. The graph is used in
 * place when the bytes are 4-byte aligned: do not change them afterwards.
 * @example
 * ```ts
 * import { loadLexicon, GERMAN, buildLexicon, saveLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bytes = saveLexicon(lexicon);   // a saved lexicon file
 * const loaded = loadLexicon(bytes, GERMAN);   // bytes from saveLexicon, checked
 * if (loaded.ok) loaded.value.has('HUND');
 * ```
 */
export function loadLexicon(
  bytes: Uint8Array, rules: { readonly tiles: TileSet }, options?: LoadOptions,
): Result<CompactLexicon, LexiconFileError> {
  if (!(bytes instanceof Uint8Array)) return fail('not-a-lexicon', 'A lexicon file is a Uint8Array');
  if (bytes.length < 4 || LEXICON_MAGIC.some((b, i) => bytes[i] !== b)) {
    return fail(bytes.length < 4 && LEXICON_MAGIC.slice(0, bytes.length).every((b, i) => bytes[i] === b) ? 'truncated' : 'not-a-lexicon',
      'These bytes are not a lexicon file (it starts with "SCLX")');
  }
  if (bytes.length < HEADER_BYTES) return fail('truncated', `The lexicon file is cut short: ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== LEXICON_FORMAT_VERSION) {
    return fail('unsupported-version', `Lexicon format version ${version} is not supported (this engine reads version ${LEXICON_FORMAT_VERSION})`);
  }
  const metaLength = view.getUint16(6, true);
  const wordCount = view.getUint32(8, true);
  const nodeCount = view.getUint32(12, true);
  const root = view.getUint32(16, true);
  const expected = HEADER_BYTES + metaLength + nodeCount * 4;
  if (metaLength % 4 !== 0 || nodeCount === 0) return fail('corrupt-lexicon', 'The lexicon header is inconsistent');
  if (bytes.length < expected) return fail('truncated', `The lexicon file is cut short: ${bytes.length} of ${expected} bytes`);
  if (bytes.length > expected) return fail('corrupt-lexicon', `The lexicon file has ${bytes.length - expected} bytes too many`);
  const dataStart = HEADER_BYTES + metaLength;
  let nodes: Int32Array;
  if ((bytes.byteOffset + dataStart) % 4 === 0) nodes = new Int32Array(bytes.buffer, bytes.byteOffset + dataStart, nodeCount);
  else nodes = new Int32Array(bytes.slice(dataStart).buffer);
  if (!LITTLE_ENDIAN) nodes = swapWords(nodes);
  if (checksumOf(bytes.subarray(0, dataStart), nodes) !== view.getUint32(20, true)) {
    return fail('checksum-mismatch', 'The lexicon file is damaged: its checksum does not match');
  }
  let meta: FileMeta;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(HEADER_BYTES, dataStart)));
    const candidate = parsed as Partial<FileMeta> | null;
    if (typeof candidate?.tileSet !== 'string' || !Array.isArray(candidate.letters) || !candidate.letters.every((l) => typeof l === 'string')) {
      return fail('corrupt-lexicon', 'The lexicon header does not name its tile set and letters');
    }
    meta = { tileSet: candidate.tileSet, letters: candidate.letters };
  } catch {
    return fail('corrupt-lexicon', 'The lexicon header is not readable');
  }
  if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) {
    return fail('alphabet-mismatch', 'Give the rule set (or an object with the tile set) the lexicon is for');
  }
  const codes = letterCodesOf(rules.tiles);
  const letters = rules.tiles.letters.map((spec) => spec.letter);
  if (codes === null || meta.letters.length !== letters.length || meta.letters.some((l, i) => l !== letters[i])) {
    // The file's names, shortened: the message never repeats a long text of the file.
    const named = `${quote(meta.tileSet, 40)} (${clipped(meta.letters.join(' '), 120)})`;
    return fail('alphabet-mismatch', `The lexicon was built for the tile set ${named}, not for ${clipped(rules.tiles.name, 40)}`);
  }
  if (!nodesAreSound(nodes, root, codes.allLetters) || (options?.verify === 'full' && !arcsAreSound(nodes))) {
    return fail('corrupt-lexicon', 'The word graph of the lexicon file is malformed');
  }
  if (options?.verify === 'full') {
    const spelled = wordsSpelled(nodes, root);
    if (spelled < 0) return fail('corrupt-lexicon', 'The word graph of the lexicon file has a cycle');
    if (spelled !== wordCount) return fail('corrupt-lexicon', `The word graph spells ${spelled} words, where the header says ${wordCount}`);
  }
  return ok(makeCompactLexicon(nodes, root, wordCount, rules.tiles, codes));
}
