/**
 * Reading KWG files, the lexicon format of the native Scrabble engines: a DAWG and a GADDAG in
 * one array of 32-bit little-endian nodes. A KWG does not name its letters, so the caller gives
 * them in the file's tile order (presets in {@link KWG_LETTERS}). The GADDAG is turned into a
 * compact lexicon that answers exactly like one built from the same words and that the move
 * generator uses directly. A bad or truncated file gives a typed error; reading never throws and
 * never loops (every step is bounded by the file's size).
 *
 * The format: node `i` is a 32-bit word; bits 0–21 hold the index of the first node of its child
 * list (0: no children), bit 22 marks the last node of a list, bit 23 says that a word ends with
 * this node's tile, bits 24–31 hold the tile (0 is the GADDAG separator, 1… the letters in the
 * file's order). A list is a run of sibling nodes sorted by tile. Node 0 points to the root list
 * of the DAWG, node 1 to the root list of the GADDAG. In the GADDAG every word is stored once per
 * letter as "the letters up to here, reversed; the separator; the rest" (the last split has no
 * separator: the whole word reversed), the same shape as the compact lexicon's own graph.
 *
 * @example
 * ```ts
 * import { readKwg, KWG_LETTERS, generateMoves, emptyBoard, GERMAN } from 'scrabble-engine';
 * const bytes = new Uint8Array(await (await fetch('/de.kwg')).arrayBuffer());
 * const lexicon = readKwg(bytes, KWG_LETTERS.german, GERMAN);
 * if (lexicon.ok) generateMoves(emptyBoard(GERMAN), 'HUNDE?X', GERMAN, lexicon.value);
 * else console.error(lexicon.error.code, lexicon.error.message);
 * ```
 * @module
 */
import { grown } from '../grown.js';
import { isTextList, isTileSet } from '../total.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES, GERMAN_TILES, type TileSet } from '../tiles/tile-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { makeCompactLexicon, type CompactLexicon } from './compact-lexicon.js';
import { letterCodesOf, LITTLE_ENDIAN, MAX_LEXICON_LETTERS, NodeMask, SEPARATOR } from './letter-codes.js';
import { layOut, wordsSpelled } from './word-graph.js';

const LETTERS_AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The letter orders of the KWG files the native engines write, tile 1 first: German A–Z then
 * Ä, Ö, Ü; Dutch and English A–Z (their Dutch lexicons spell IJ as the two letters I and J).
 * @example
 * ```ts
 * import { KWG_LETTERS } from 'scrabble-engine';
 * KWG_LETTERS.german.slice(-3);   // ['Ä', 'Ö', 'Ü']: tiles 27 to 29 of a German KWG file
 * ```
 */
export const KWG_LETTERS = {
  german: Object.freeze([...LETTERS_AZ, 'Ä', 'Ö', 'Ü']),
  dutch: Object.freeze([...LETTERS_AZ]),
  english: Object.freeze([...LETTERS_AZ]),
} as const satisfies Record<string, readonly string[]>;

/**
 * Codes of the errors {@link readKwg} can return.
 * @example
 * ```ts
 * import { KWG_ERROR_CODES } from 'scrabble-engine';
 * KWG_ERROR_CODES.includes('not-a-kwg');   // true
 * ```
 */
export const KWG_ERROR_CODES = ['not-a-kwg', 'truncated', 'corrupt-kwg', 'bad-letters', 'alphabet-mismatch'] as const;

/**
 * A code of {@link KWG_ERROR_CODES}.
 * @example
 * ```ts
 * import type { KwgErrorCode } from 'scrabble-engine';
 * const value: KwgErrorCode = 'not-a-kwg';   // one of KWG_ERROR_CODES
 * ```
 */
export type KwgErrorCode = (typeof KWG_ERROR_CODES)[number];

/**
 * Why a KWG file could not be read.
 * @example
 * ```ts
 * import type { KwgError } from 'scrabble-engine';
 * const explain = (error: KwgError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type KwgError = EngineError<KwgErrorCode>;

const ARC_MASK = 0x3fffff;
const IS_END = 1 << 22;
const ACCEPTS = 1 << 23;

/** The built-in tile sets, tried in this order when no rule set is given. */
const KNOWN_SETS: readonly TileSet[] = [GERMAN_TILES, ENGLISH_TILES, DUTCH_TILES, DUTCH_IJ_TILES];

function fail(code: KwgErrorCode, message: string): Result<never, KwgError> {
  return err({ code, message });
}

/** Whether `letters` is a list of 1 to 255 texts, none empty (a list with holes is not one). */
function isLetterList(letters: unknown): letters is readonly string[] {
  return isTextList(letters) && letters.length >= 1 && letters.length <= 255 && letters.every((letter) => letter.length > 0);
}

/** The tile set a KWG alphabet belongs to: the given one, or a built-in set with exactly these letters. */
function tileSetFor(letters: readonly string[], rules: { readonly tiles: TileSet } | undefined): Result<TileSet, KwgError> {
  if (rules !== undefined) {
    if (typeof rules !== 'object' || rules === null || !isTileSet(rules.tiles)) return fail('alphabet-mismatch', 'The rule set has no tile set');
    return ok(rules.tiles);
  }
  const wanted = [...letters].sort().join(' ');
  const found = KNOWN_SETS.find((tiles) => tiles.letters.map((spec) => spec.letter).sort().join(' ') === wanted);
  if (found === undefined) return fail('alphabet-mismatch', 'No built-in tile set has exactly these letters: give the rule set');
  return ok(found);
}

/**
 * Reads a KWG file: `letters` is the file's alphabet in its tile order (tile 1 first; see
 * {@link KWG_LETTERS}), `rules` the rule set whose tiles the lexicon is for (by default the
 * built-in tile set with exactly these letters). The result is a compact lexicon: use it with
 * the move generator, `has`, or `saveLexicon`. The bytes are not kept.
 * @example
 * ```ts reads-files
 * import { readKwg, KWG_LETTERS, GERMAN } from 'scrabble-engine';
 * const bytes = new Uint8Array(await (await fetch('de.kwg')).arrayBuffer());   // a KWG file of a German word list (or the bytes read from disk)
 * const lexicon = readKwg(bytes, KWG_LETTERS.german, GERMAN);
 * if (!lexicon.ok) console.log(lexicon.error.code);            // e.g. 'not-a-kwg'
 * ```
 */
export function readKwg(
  bytes: Uint8Array, letters: readonly string[], rules?: { readonly tiles: TileSet },
): Result<CompactLexicon, KwgError> {
  if (!(bytes instanceof Uint8Array)) return fail('not-a-kwg', 'A KWG file is a Uint8Array');
  if (!isLetterList(letters)) return fail('bad-letters', 'The letters are the file\'s alphabet in its tile order: a list of 1 to 255 letters');
  if (new Set(letters).size !== letters.length) return fail('bad-letters', 'A letter appears twice in the list');
  const tiles = tileSetFor(letters, rules);
  if (!tiles.ok) return tiles;
  const codes = letterCodesOf(tiles.value);
  if (codes === null) return fail('alphabet-mismatch', `A compact lexicon holds at most ${MAX_LEXICON_LETTERS} letters`);
  const alphabet = alphabetOf(tiles.value);
  const symbolOf = new Int32Array(letters.length + 1);
  symbolOf[0] = SEPARATOR;
  for (let t = 1; t <= letters.length; t++) {
    const code = alphabet.codes.get(letters[t - 1]!.toUpperCase());
    if (code === undefined) return fail('alphabet-mismatch', `"${letters[t - 1]!.slice(0, 8)}" is not a letter of the ${tiles.value.name} set`);
    symbolOf[t] = code;
  }
  if (bytes.length < 8) return fail(bytes.length === 0 ? 'not-a-kwg' : 'truncated', 'A KWG file holds at least its two root nodes (8 bytes)');
  if (bytes[3] !== 0 || bytes[7] !== 0) return fail('not-a-kwg', 'These bytes are not a KWG file (its first two nodes point to the roots)');
  if (bytes.length % 4 !== 0) return fail('truncated', `A KWG file is a whole number of 4-byte nodes; this one has ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.length / 4;
  if (count > ARC_MASK + 1) return fail('corrupt-kwg', 'The file has more nodes than a KWG can address');
  let nodes: Uint32Array;
  if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) {
    nodes = new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  } else {
    nodes = new Uint32Array(count);
    for (let i = 0; i < count; i++) nodes[i] = view.getUint32(i * 4, true);
  }
  const converted = convert(nodes, (nodes[1]! & ARC_MASK), symbolOf, letters.length);
  if (!converted.ok) return converted;
  const { graph, root } = converted.value;
  const words = wordsSpelled(graph, root);
  if (words < 0) return fail('corrupt-kwg', 'The GADDAG of the file has a cycle');
  // More words than a lexicon file can count (4,294,967,295): no word list is so long, and a
  // graph that spells nearly every string would only make move generation stop at its limit.
  if (words > 0xffffffff) return fail('corrupt-kwg', 'The file spells more words than any word list holds (over 4,294,967,295)');
  return ok(makeCompactLexicon(layOut(graph, root), 0, words, tiles.value, codes));
}

/**
 * Turns the GADDAG below `rootList` into the compact lexicon's node form (a mask and child offsets
 * in symbol order per node, not yet laid out). A compact node is a KWG list together with whether
 * the arc into it ends a word; each is made once.
 */
function convert(
  nodes: Uint32Array, rootList: number, symbolOf: Int32Array, letterCount: number,
): Result<{ graph: Int32Array; root: number }, KwgError> {
  const count = nodes.length;
  const offsetOf = new Int32Array(count * 2).fill(-1);
  let graph = new Int32Array(1 << 16);
  let size = 0;
  let pending = new Int32Array(1 << 12);
  let top = 0;
  const childSymbols = new Int32Array(32);
  const childIds = new Int32Array(32);
  /** The compact node of (list, accepts), made (and queued) if new; -1 when the list is out of range. */
  const nodeFor = (list: number, accepts: number): number => {
    const id = list * 2 + accepts;
    let at = offsetOf[id]!;
    if (at >= 0) return at;
    let arcs = 0;
    if (list !== 0) {
      for (let i = list; ; i++) {
        if (i >= count) return -1;
        arcs++;
        if (arcs > letterCount + 1) return -2;
        if ((nodes[i]! & IS_END) !== 0) break;
      }
    }
    if (size + 1 + arcs > graph.length) graph = grown(graph, size + 1 + arcs);
    at = size;
    size += 1 + arcs;
    graph[at] = accepts === 1 ? NodeMask.Final : 0;
    offsetOf[id] = at;
    if (list !== 0) {
      if (top + 2 > pending.length) pending = grown(pending, top + 2);
      pending[top++] = list;
      pending[top++] = at;
    }
    return at;
  };
  if (rootList >= count) return fail('truncated', 'The GADDAG root points past the end of the file');
  const root = nodeFor(rootList, 0);
  if (root < 0) return fail(root === -1 ? 'truncated' : 'corrupt-kwg', 'The GADDAG root list is not well formed');
  while (top > 0) {
    const at = pending[--top]!;
    const list = pending[--top]!;
    let mask = graph[at]!;
    let n = 0;
    for (let i = list; ; i++) {
      const node = nodes[i]!;
      const tile = node >>> 24;
      if (tile > letterCount) return fail('corrupt-kwg', `A node holds tile ${tile}, but the alphabet has ${letterCount} letters`);
      const symbol = symbolOf[tile]!;
      const bit = symbol === SEPARATOR ? NodeMask.Separator : 1 << symbol;
      if ((mask & bit) !== 0) return fail('corrupt-kwg', 'A list holds the same tile twice');
      mask |= bit;
      const child = node & ARC_MASK;
      if (child >= count) return fail('truncated', 'A node points past the end of the file');
      const offset = nodeFor(child, (node & ACCEPTS) !== 0 ? 1 : 0);
      if (offset < 0) return fail(offset === -1 ? 'truncated' : 'corrupt-kwg', offset === -1 ? 'A list runs past the end of the file' : 'A list is longer than the alphabet');
      childSymbols[n] = symbol;
      childIds[n] = offset;
      n++;
      if ((node & IS_END) !== 0) break;
    }
    graph[at] = mask;
    // Children in symbol order (the file sorts them by its own tile numbers).
    for (let k = 1; k < n; k++) {
      const s = childSymbols[k]!;
      const c = childIds[k]!;
      let j = k - 1;
      while (j >= 0 && childSymbols[j]! > s) {
        childSymbols[j + 1] = childSymbols[j]!;
        childIds[j + 1] = childIds[j]!;
        j--;
      }
      childSymbols[j + 1] = s;
      childIds[j + 1] = c;
    }
    for (let k = 0; k < n; k++) graph[at + 1 + k] = childIds[k]!;
  }
  return ok({ graph: graph.slice(0, size), root });
}
