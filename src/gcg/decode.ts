/**
 * Bytes into text for GCG: UTF-8 when the first line declares it or the bytes are valid UTF-8,
 * otherwise ISO-8859-1 (the format's default). Runs in browsers: no Node modules.
 *
 * @example
 * ```ts
 * import { decodeGcg } from 'scrabble-engine';
 * decodeGcg(new Uint8Array([0x23, 0x70, 0xe9])).text;   // '#pé' (read as ISO-8859-1)
 * ```
 * @module
 */

/**
 * Text read from bytes, with the encoding used and whether the declaration was honoured.
 * @example
 * ```ts
 * import { decodeGcg, type DecodedGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const bytes = new TextEncoder().encode(text);   // the file's bytes
 * const decoded: DecodedGcg = decodeGcg(bytes);   // { text, encoding }
 * ```
 */
export interface DecodedGcg {
  readonly text: string;
  /** `'UTF-8'` or `'ISO-8859-1'`. */
  readonly encoding: 'UTF-8' | 'ISO-8859-1';
}

/** The encoding a `#character-encoding` value names, or `null` when it names none this reader knows. */
export function encodingFromName(name: string): 'UTF-8' | 'ISO-8859-1' | null {
  const key = name.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (key === 'utf8') return 'UTF-8';
  if (key === 'iso88591' || key === 'latin1' || key === 'l1' || key === 'iso885915') return 'ISO-8859-1';
  return null;
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, Math.min(i + 8192, bytes.length)));
  }
  return out;
}

function declaredEncoding(bytes: Uint8Array): 'UTF-8' | 'ISO-8859-1' | null {
  let end = bytes.indexOf(0x0a);
  if (end < 0) end = bytes.length;
  const first = latin1(bytes.subarray(0, Math.min(end, 200)));
  const match = /^#character-encoding\s+(\S+)/i.exec(first);
  return match === null ? null : encodingFromName(match[1]!);
}

/**
 * Decodes a GCG file. A UTF-8 byte order mark is dropped. Strings are returned unchanged
 * (byte order mark dropped), as they are already text. Anything else reads as no text.
 * @example
 * ```ts
 * import { decodeGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const bytes = new TextEncoder().encode(text);   // the file's bytes
 * decodeGcg(bytes).encoding;   // 'UTF-8', or 'ISO-8859-1' for an old record
 * ```
 */
export function decodeGcg(input: string | Uint8Array): DecodedGcg {
  if (typeof input === 'string') return { text: input.replace(/^\uFEFF/, ''), encoding: 'UTF-8' };
  if (!(input instanceof Uint8Array)) return { text: '', encoding: 'UTF-8' };
  let bytes = input;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  const declared = declaredEncoding(bytes);
  if (declared === 'ISO-8859-1') return { text: latin1(bytes), encoding: declared };
  if (declared === 'UTF-8') return { text: new TextDecoder('utf-8').decode(bytes), encoding: declared };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: latin1(bytes), encoding: 'ISO-8859-1' };
  }
}
