/**
 * The ChaCha20 block function (the stream cipher of RFC 8439), the core of the bag's generator:
 * a 256-bit key, a 32-bit block counter and a 96-bit nonce give 64 bytes of key stream. Written
 * with 32-bit integer arithmetic only, so every JavaScript runtime gives the same bytes.
 *
 * @example
 * ```ts
 * import { chacha20Block } from 'scrabble-engine';
 * const key = new Uint32Array(8);                        // all-zero key
 * const words = chacha20Block(key, 0, new Uint32Array(3));
 * words[0].toString(16);                                 // 'ade0b876' (bytes 76 b8 e0 ad)
 * ```
 * @module
 */

/** "expand 32-byte k" as four little-endian words: the constants of the first row. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

/** The working state and the input of one block, reused between calls (the function never yields). */
const work = /* @__PURE__ */ new Uint32Array(16);
const initial = /* @__PURE__ */ new Uint32Array(16);

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/** One quarter round on four words of `s` (in place). */
function quarterRound(s: Uint32Array, a: number, b: number, c: number, d: number): void {
  s[a] = (s[a]! + s[b]!) | 0; s[d] = rotl(s[d]! ^ s[a]!, 16);
  s[c] = (s[c]! + s[d]!) | 0; s[b] = rotl(s[b]! ^ s[c]!, 12);
  s[a] = (s[a]! + s[b]!) | 0; s[d] = rotl(s[d]! ^ s[a]!, 8);
  s[c] = (s[c]! + s[d]!) | 0; s[b] = rotl(s[b]! ^ s[c]!, 7);
}

/**
 * The ChaCha20 quarter round on four 32-bit words, returned as a new tuple (for checking against
 * the published test vector; the block function runs it in place).
 */
export function chacha20QuarterRound(a: number, b: number, c: number, d: number): [number, number, number, number] {
  const s = new Uint32Array([a, b, c, d]);
  quarterRound(s, 0, 1, 2, 3);
  return [s[0]!, s[1]!, s[2]!, s[3]!];
}

/**
 * One 64-byte block of ChaCha20 key stream as 16 little-endian 32-bit words. `key` holds 8 words,
 * `nonce` 3 words (both little-endian, as RFC 8439 reads its bytes); `counter` is the block number.
 * Writes into `out` when given (16 words), otherwise into a new array.
 */
export function chacha20Block(
  key: Uint32Array, counter: number, nonce: Uint32Array, out: Uint32Array = new Uint32Array(16),
): Uint32Array {
  const s = work;
  s[0] = SIGMA[0]; s[1] = SIGMA[1]; s[2] = SIGMA[2]; s[3] = SIGMA[3];
  for (let i = 0; i < 8; i++) s[4 + i] = key[i] ?? 0;
  s[12] = counter >>> 0;
  s[13] = nonce[0] ?? 0; s[14] = nonce[1] ?? 0; s[15] = nonce[2] ?? 0;
  initial.set(s);
  for (let round = 0; round < 10; round++) {
    quarterRound(s, 0, 4, 8, 12); quarterRound(s, 1, 5, 9, 13); quarterRound(s, 2, 6, 10, 14); quarterRound(s, 3, 7, 11, 15);
    quarterRound(s, 0, 5, 10, 15); quarterRound(s, 1, 6, 11, 12); quarterRound(s, 2, 7, 8, 13); quarterRound(s, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) out[i] = (s[i]! + initial[i]!) | 0;
  return out;
}

/** Bytes read as little-endian 32-bit words (the length is padded with zero bytes to a multiple of 4). */
export function bytesToWords(bytes: Uint8Array): Uint32Array {
  const words = new Uint32Array(Math.ceil(bytes.length / 4));
  for (let i = 0; i < bytes.length; i++) words[i >> 2]! |= bytes[i]! << (8 * (i & 3));
  return words;
}

/** Words written as little-endian bytes. */
export function wordsToBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (words[i >> 2]! >>> (8 * (i & 3))) & 0xff;
  return bytes;
}
