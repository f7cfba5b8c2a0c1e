/**
 * Reading the leave files (KLV) of the native engines, so that users can bring their own leave
 * values. A KLV file is a word graph of every leave (its tiles in ascending tile order, as a
 * KWG: 32-bit little-endian nodes whose bits 0–21 point to the first child, bit 22 ends a sibling
 * list, bit 23 ends a word, bits 24–31 hold the tile; node 0 points to the root list) preceded by
 * its node count, then the number of leaves and one value per leave in the order of the words:
 * 16-bit integers in 1/256 points (KLV) or 32-bit floats (KLV2). Tile 0 is the blank; tiles 1, 2, …
 * are the letters of the engine's letter distribution, which `letters` gives (by default A–Z as
 * far as the tile set has them, then its other letters in the set's order).
 *
 * @example
 * ```ts
 * import { readKlv, GERMAN } from 'scrabble-engine';
 * const leaves = readKlv(new Uint8Array(await (await fetch('/german.klv2')).arrayBuffer()), GERMAN.tiles,
 *   { letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ'] });
 * if (leaves.ok) equityBot(lexicon, { leaves: leaves.value });
 * else console.error(leaves.error.code, leaves.error.message);
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import type { Leaves } from './leaves.js';
import { isTileSet } from '../total.js';
import { isTextList } from '../total.js';

/**
 * Codes of the errors reading a KLV file can return.
 * @example
 * ```ts
 * import { KLV_ERROR_CODES } from 'scrabble-engine';
 * KLV_ERROR_CODES.includes('not-a-klv');   // true
 * ```
 */
export const KLV_ERROR_CODES = ['not-a-klv', 'truncated', 'corrupt-klv', 'alphabet-mismatch'] as const;

/**
 * Why a KLV file could not be read.
 * @example
 * ```ts
 * import type { KlvError } from 'scrabble-engine';
 * const explain = (error: KlvError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type KlvError = EngineError<(typeof KLV_ERROR_CODES)[number]>;

/**
 * Options of {@link readKlv}.
 * @example
 * ```ts
 * import { readKlv, GERMAN_TILES, type KlvOptions } from 'scrabble-engine';
 * const options: KlvOptions = { letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ'] };   // the file's tiles 1, 2, …
 * const read = readKlv(new Uint8Array(0), GERMAN_TILES, options);
 * if (!read.ok) read.error.code;   // 'not-a-klv': no bytes are no KLV file
 * ```
 */
export interface KlvOptions {
  /** The letters of tiles 1, 2, … in the file (tile 0 is the blank). */
  readonly letters?: readonly string[];
}

/**
 * Leaves read from a KLV file.
 * @example
 * ```ts
 * import type { KlvLeaves } from 'scrabble-engine';
 * const describe = (leaves: KlvLeaves): string => `${leaves.count} leaves (${leaves.format})`;   // format 'klv' or 'klv2'
 * ```
 */
export interface KlvLeaves extends Leaves {
  /** `klv` (16-bit values) or `klv2` (32-bit floats). */
  readonly format: 'klv' | 'klv2';
  /** How many leaves the file values. */
  readonly count: number;
}

/**
 * The default letter order of KLV tiles for a tile set: A–Z as far as the set has them, then its other letters.
 * `[]` for something that is not a tile set.
 * @example
 * ```ts
 * import { defaultKlvLetters, GERMAN_TILES } from 'scrabble-engine';
 * defaultKlvLetters(GERMAN_TILES).slice(-3);   // ['Ä', 'Ö', 'Ü']: after A–Z
 * ```
 */
export function defaultKlvLetters(tiles: TileSet): string[] {
  if (!isTileSet(tiles)) return [];
  const letters = tiles.letters.map((s) => s.letter);
  const latin = letters.filter((l) => /^[A-Z]$/.test(l)).sort();
  return [...latin, ...letters.filter((l) => !/^[A-Z]$/.test(l))];
}

const ARC = 0x3fffff;
const END = 0x400000;
const ACCEPTS = 0x800000;

/** The words below each node and its later siblings (the counts that turn a path into an index), or `null` for a cycle. */
function countWords(nodes: Uint32Array): Uint32Array | null {
  const counts = new Uint32Array(nodes.length);
  const state = new Uint8Array(nodes.length);
  for (let start = 1; start < nodes.length; start++) {
    if (state[start] === 2) continue;
    const stack = [start];
    while (stack.length > 0) {
      const i = stack[stack.length - 1]!;
      if (state[i] === 2) {
        stack.pop();
        continue;
      }
      const node = nodes[i]!;
      const child = node & ARC;
      const next = (node & END) === 0 ? i + 1 : 0;
      let waiting = false;
      for (const dep of [child, next]) {
        if (dep === 0 || state[dep] === 2) continue;
        if (state[dep] === 1) return null;
        stack.push(dep);
        waiting = true;
      }
      if (waiting) {
        if (state[i] === 1) return null;
        state[i] = 1;
        continue;
      }
      counts[i] = ((node & ACCEPTS) !== 0 ? 1 : 0) + (child === 0 ? 0 : counts[child]!) + (next === 0 ? 0 : counts[next]!);
      state[i] = 2;
      stack.pop();
    }
  }
  return counts;
}

/**
 * Reads a KLV or KLV2 file for a tile set (see the module doc); never throws.
 * @example
 * ```ts reads-files
 * import { readKlv, equityBot, buildLexicon, GERMAN, GERMAN_TILES } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const bytes = new Uint8Array(await (await fetch('de.klv2')).arrayBuffer());   // a KLV or KLV2 file (or the bytes read from disk)
 * const leaves = readKlv(bytes, GERMAN_TILES);
 * if (leaves.ok) equityBot(built.value.lexicon, { leaves: leaves.value });
 * ```
 */
export function readKlv(bytes: Uint8Array, tiles: TileSet, options: KlvOptions = {}): Result<KlvLeaves, KlvError> {
  if (!(bytes instanceof Uint8Array)) return err({ code: 'not-a-klv', message: 'A KLV file is given as a Uint8Array' });
  if (!isTileSet(tiles)) return err({ code: 'alphabet-mismatch', message: 'The tile set is not a tile set (letters, counts, values)' });
  if (options !== undefined && (typeof options !== 'object' || options === null)) return err({ code: 'alphabet-mismatch', message: 'options must be an object' });
  if (options.letters !== undefined && !isTextList(options.letters)) {
    return err({ code: 'alphabet-mismatch', message: 'letters must be a list of letters' });
  }
  if (bytes.length < 12) return err({ code: 'truncated', message: `A KLV file has at least 12 bytes, not ${bytes.length}` });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nodeCount = view.getUint32(0, true);
  if (nodeCount < 1 || nodeCount > ARC + 1) return err({ code: 'not-a-klv', message: `${nodeCount} is not a node count of a KLV file` });
  const leavesAt = 4 + nodeCount * 4;
  if (bytes.length < leavesAt + 4) return err({ code: 'truncated', message: `The file announces ${nodeCount} nodes but ends before them` });
  const count = view.getUint32(leavesAt, true);
  const rest = bytes.length - leavesAt - 4;
  const format = rest === count * 4 ? 'klv2' : rest === count * 2 ? 'klv' : null;
  if (format === null) {
    return err(rest < count * 2
      ? { code: 'truncated', message: `The file announces ${count} leave values but holds ${rest} bytes of them` }
      : { code: 'corrupt-klv', message: `${rest} bytes of values do not fit ${count} leaves` });
  }
  const letters = options.letters ?? defaultKlvLetters(tiles);
  const known = new Set(tiles.letters.map((s) => s.letter));
  const unknown = letters.find((l) => !known.has(l));
  if (unknown !== undefined) return err({ code: 'alphabet-mismatch', message: `"${String(unknown).slice(0, 8)}" is not a letter of the ${tiles.name} set` });
  const nodes = new Uint32Array(nodeCount);
  for (let i = 0; i < nodeCount; i++) {
    const node = view.getUint32(4 + i * 4, true);
    if ((node & ARC) >= nodeCount) return err({ code: 'corrupt-klv', message: `Node ${i} points outside the graph` });
    if (i > 0 && node >>> 24 > letters.length) return err({ code: 'alphabet-mismatch', message: `Node ${i} holds tile ${node >>> 24}, but only ${letters.length} letters were given` });
    if ((node & END) === 0 && i + 1 >= nodeCount) return err({ code: 'corrupt-klv', message: 'The last sibling list does not end' });
    nodes[i] = node;
  }
  const counts = countWords(nodes);
  if (counts === null) return err({ code: 'corrupt-klv', message: 'The word graph has a cycle' });
  const root = nodes[0]! & ARC;
  if ((root === 0 ? 0 : counts[root]!) !== count) {
    return err({ code: 'corrupt-klv', message: `The word graph holds ${root === 0 ? 0 : counts[root]} leaves but ${count} values follow` });
  }
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const at = leavesAt + 4 + i * (format === 'klv2' ? 4 : 2);
    const v = format === 'klv2' ? view.getFloat32(at, true) : view.getInt16(at, true) / 256;
    values[i] = Number.isFinite(v) ? v : 0;
  }
  const tileOf = new Map<string, number>([[BLANK, 0]]);
  letters.forEach((l, i) => tileOf.set(l, i + 1));
  const cache = new Map<string, number>();
  const lookup = (sorted: readonly number[]): number => {
    let index = 0;
    let p = root;
    for (let k = 0; k < sorted.length; k++) {
      if (p === 0) return 0;
      const tile = sorted[k]!;
      for (;;) {
        const node = nodes[p]!;
        if (node >>> 24 === tile) break;
        if ((node & END) !== 0) return 0;
        index += counts[p]! - counts[p + 1]!;
        p++;
      }
      const node = nodes[p]!;
      if (k === sorted.length - 1) return (node & ACCEPTS) !== 0 ? (values[index] ?? 0) : 0;
      if ((node & ACCEPTS) !== 0) index++;
      p = node & ARC;
    }
    return 0;
  };
  return ok({
    tileSet: tiles.id,
    source: `${format.toUpperCase()} file, ${count} leaves`,
    format,
    count,
    value(leave) {
      // As the model evaluator: 0 for something that is not a list of tiles.
      if (!Array.isArray(leave) || leave.length === 0) return 0;
      const sorted: number[] = [];
      for (const t of leave) {
        const code = tileOf.get(t);
        if (code === undefined) return 0;
        sorted.push(code);
      }
      sorted.sort((a, b) => a - b);
      const key = sorted.join(',');
      let v = cache.get(key);
      if (v === undefined) {
        v = lookup(sorted);
        cache.set(key, v);
      }
      return v;
    },
  });
}
