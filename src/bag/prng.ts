/**
 * The bag's random generator: the ChaCha20 key stream under a 256-bit key, read 32 bits at a time.
 * Nobody who sees only the tiles dealt can predict the next draw: the key has 2²⁵⁶ values and
 * ChaCha20's output does not reveal it. The state is plain JSON (`{ key, position }`) and pure:
 * every call returns the next state.
 *
 * Seeds: `createGame` without a seed takes a fresh key from `globalThis.crypto.getRandomValues`;
 * a string or bytes seed gives a reproducible game (a string is only as secret as the string; bytes
 * from a good random source of 16 bytes or more are secret); a number seed also works but is NOT
 * secret (a player can try every number), so use it for tests and demos only.
 *
 * States saved by older versions hold a plain 32-bit number (the old, predictable generator); such
 * a state keeps working with that old generator so that a saved game continues as it would have.
 *
 * @example
 * ```ts
 * import { seedPrng, randomBelow } from 'scrabble-engine';
 * let state = seedPrng('my reproducible game');
 * const [roll, next] = randomBelow(state, 6);   // roll in 0..5, next is the new state
 * state = next;
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { bytesToWords, chacha20Block } from './chacha20.js';

/**
 * The generator state: the ChaCha20 key (64 hexadecimal digits) and how many 32-bit words were used.
 * @example
 * ```ts
 * import { seedPrng, type CryptoPrngState } from 'scrabble-engine';
 * const prng: CryptoPrngState = seedPrng('a reproducible game');   // { key, position }
 * ```
 */
export interface CryptoPrngState {
  readonly key: string;
  readonly position: number;
}

/**
 * The state of the old 32-bit generator of saved states of the previous format (predictable: do not use for new games).
 * @example
 * ```ts
 * import { isPrngState, type LegacyPrngState } from 'scrabble-engine';
 * const old: LegacyPrngState = 12345;   // the generator state of a saved state of the old format
 * isPrngState(old);   // true
 * ```
 */
export type LegacyPrngState = number;

/**
 * The state of the bag's generator.
 * @example
 * ```ts
 * import { seedPrng, nextUint32, type PrngState } from 'scrabble-engine';
 * let prng: PrngState = seedPrng('a reproducible game');
 * const [value, next] = nextUint32(prng);
 * prng = next;
 * ```
 */
export type PrngState = CryptoPrngState | LegacyPrngState;

/**
 * A seed: a string or bytes (reproducible games), or a number (not secret: tests and demos only).
 * @example
 * ```ts
 * import { createGame, GERMAN, type Seed } from 'scrabble-engine';
 * const seed: Seed = 'tournament 2026, round 3, table 7';
 * createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed });
 * ```
 */
export type Seed = string | Uint8Array | number;

/**
 * Fewest bytes of a byte seed (128 bits).
 * @example
 * ```ts
 * import { MIN_SEED_BYTES } from 'scrabble-engine';
 * MIN_SEED_BYTES;   // 16
 * ```
 */
export const MIN_SEED_BYTES = 16;

/**
 * Most bytes of a seed (a string counts its UTF-8 bytes).
 * @example
 * ```ts
 * import { MAX_SEED_BYTES } from 'scrabble-engine';
 * MAX_SEED_BYTES;   // 4096
 * ```
 */
export const MAX_SEED_BYTES = 4096;

/**
 * Bytes of a fresh key from the platform's random source (256 bits).
 * @example
 * ```ts
 * import { RANDOM_SEED_BYTES } from 'scrabble-engine';
 * RANDOM_SEED_BYTES;   // 32
 * ```
 */
export const RANDOM_SEED_BYTES = 32;

/** Most 32-bit words one key gives (2³² blocks of 16 words). */
const MAX_POSITION = 2 ** 36 - 1;

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Errors of {@link parseSeed} and {@link randomSeed}.
 * @example
 * ```ts
 * import type { SeedError } from 'scrabble-engine';
 * const explain = (error: SeedError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type SeedError = EngineError<'bad-seed' | 'no-random-source'>;

function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array || (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]');
}

function hexOf(words: Uint32Array): string {
  let out = '';
  for (const w of words) {
    for (let b = 0; b < 4; b++) out += ((w >>> (8 * b)) & 0xff).toString(16).padStart(2, '0');
  }
  return out;
}

function wordsOfHex(hex: string): Uint32Array {
  const words = new Uint32Array(8);
  for (let i = 0; i < 32; i++) words[i >> 2]! |= parseInt(hex.slice(2 * i, 2 * i + 2), 16) << (8 * (i & 3));
  return words;
}

/** Domain tags of the key derivation, so that a number, a string and bytes never give the same key. */
const TAG = { number: 1, string: 2, bytes: 3, other: 4 } as const;

/**
 * A 256-bit key from input bytes: a chain over 32-byte chunks, each step one ChaCha20 block keyed
 * by the chain value mixed with the chunk (the domain tag and the length in the nonce), its first
 * half mixed back with that key.
 */
function deriveKey(tag: number, bytes: Uint8Array): Uint32Array {
  const nonce = new Uint32Array([tag, bytes.length, 0x73637262]);
  let chain = new Uint32Array(8);
  const chunks = Math.max(1, Math.ceil(bytes.length / 32));
  const block = new Uint32Array(16);
  for (let c = 0; c < chunks; c++) {
    const chunk = bytesToWords(bytes.subarray(c * 32, c * 32 + 32));
    const key = new Uint32Array(8);
    for (let i = 0; i < 8; i++) key[i] = chain[i]! ^ (chunk[i] ?? 0);
    chacha20Block(key, c, nonce, block);
    const next = new Uint32Array(8);
    for (let i = 0; i < 8; i++) next[i] = block[i]! ^ key[i]!;
    chain = next;
  }
  return chain;
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function numberBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, Object.is(n, -0) ? 0 : n, true);
  return bytes;
}

/**
 * The generator state of a seed. Every value gives a state (values that are not seeds all give one
 * fixed state: check them with {@link parseSeed} first); the same seed always gives the same state.
 * @example
 * ```ts
 * import { seedPrng, nextUint32 } from 'scrabble-engine';
 * const [value, next] = nextUint32(seedPrng('a reproducible game'));   // the same value for the same seed
 * ```
 */
export function seedPrng(seed: Seed): CryptoPrngState {
  let key: Uint32Array;
  if (typeof seed === 'number') key = deriveKey(TAG.number, numberBytes(seed));
  else if (typeof seed === 'string') key = deriveKey(TAG.string, utf8(seed.slice(0, MAX_SEED_BYTES)));
  else if (isBytes(seed)) key = deriveKey(TAG.bytes, seed.subarray(0, MAX_SEED_BYTES));
  else key = deriveKey(TAG.other, new Uint8Array(0));
  return { key: hexOf(key), position: 0 };
}

/**
 * Checks a seed and gives its generator state: a non-empty string, at least {@link MIN_SEED_BYTES}
 * bytes, or a safe integer; at most {@link MAX_SEED_BYTES} bytes.
 * @example
 * ```ts
 * import { parseSeed } from 'scrabble-engine';
 * const text = JSON.stringify('club evening 12');   // JSON from a request or a saved game
 * const prng = parseSeed(JSON.parse(text));   // a seed from untrusted data: Result<CryptoPrngState, SeedError>
 * ```
 */
export function parseSeed(seed: unknown): Result<CryptoPrngState, SeedError> {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) return err({ code: 'bad-seed', message: 'A number seed must be a safe integer' });
    return ok(seedPrng(seed));
  }
  if (typeof seed === 'string') {
    if (seed.length === 0 || utf8(seed).length > MAX_SEED_BYTES) {
      return err({ code: 'bad-seed', message: `A string seed holds 1 to ${MAX_SEED_BYTES} bytes` });
    }
    return ok(seedPrng(seed));
  }
  if (isBytes(seed)) {
    if (seed.length < MIN_SEED_BYTES || seed.length > MAX_SEED_BYTES) {
      return err({ code: 'bad-seed', message: `A byte seed holds ${MIN_SEED_BYTES} to ${MAX_SEED_BYTES} bytes (at least 128 bits)` });
    }
    return ok(seedPrng(seed));
  }
  return err({ code: 'bad-seed', message: 'A seed is a string, bytes (Uint8Array) or an integer' });
}

/**
 * A fresh state with a 256-bit key from `globalThis.crypto.getRandomValues` (an error where the platform has none).
 * @example
 * ```ts
 * import { randomPrng, shuffled } from 'scrabble-engine';
 * const prng = randomPrng();   // 256 bits from globalThis.crypto
 * if (prng.ok) shuffled(['A', 'B', 'C'], prng.value);
 * ```
 */
export function randomPrng(): Result<CryptoPrngState, SeedError> {
  const bytes = randomSeed();
  if (!bytes.ok) return bytes;
  return ok({ key: hexOf(bytesToWords(bytes.value)), position: 0 });
}

/**
 * {@link RANDOM_SEED_BYTES} bytes from `globalThis.crypto.getRandomValues`, or an error where the platform has none.
 * @example
 * ```ts
 * import { randomSeed, createGame, GERMAN } from 'scrabble-engine';
 * const seed = randomSeed();   // keep it to replay the game later
 * if (seed.ok) createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: seed.value });
 * ```
 */
export function randomSeed(): Result<Uint8Array, SeedError> {
  try {
    const source = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
    if (source === undefined || typeof source.getRandomValues !== 'function') {
      return err({ code: 'no-random-source', message: 'This platform has no globalThis.crypto.getRandomValues: give a seed' });
    }
    const bytes = new Uint8Array(RANDOM_SEED_BYTES);
    source.getRandomValues(bytes);
    return ok(bytes);
  } catch {
    return err({ code: 'no-random-source', message: 'globalThis.crypto.getRandomValues failed: give a seed' });
  }
}

/** The last key found well-formed: consecutive draws check the same key, so its check is kept. */
let lastKey = '';

/** Whether a string is a key: 64 lower-case hexadecimal digits. */
function isKey(key: string): boolean {
  if (key === lastKey) return true;
  if (!KEY_PATTERN.test(key)) return false;
  lastKey = key;
  return true;
}

/**
 * Whether a value is a valid generator state: `{ key, position }`, or a number of the old generator (0 … 2³² − 1).
 * `false` for anything else.
 * @example
 * ```ts
 * import { isPrngState, seedPrng } from 'scrabble-engine';
 * isPrngState(seedPrng('a reproducible game'));   // true
 * isPrngState({ key: 'x' });                      // false
 * ```
 */
export function isPrngState(value: unknown): value is PrngState {
  if (typeof value === 'number') return isLegacyPrngState(value);
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    Object.keys(s).length === 2 && typeof s.key === 'string' && isKey(s.key) &&
    typeof s.position === 'number' && Number.isInteger(s.position) && s.position >= 0 && s.position <= MAX_POSITION
  );
}

/** Whether a value is a state of the old 32-bit generator (an integer in 0 … 2³² − 1). */
export function isLegacyPrngState(value: unknown): value is LegacyPrngState {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}

/** The last block computed, kept because consecutive draws read the same block. */
const cache: { hex: string; key: Uint32Array; block: number; words: Uint32Array } = { hex: '', key: new Uint32Array(8), block: -1, words: new Uint32Array(16) };
const NONCE = /* @__PURE__ */ new Uint32Array(3);

function wordAt(key: string, position: number): number {
  if (cache.hex !== key) {
    cache.hex = key;
    cache.key = wordsOfHex(key);
    cache.block = -1;
  }
  const block = Math.floor(position / 16);
  if (cache.block !== block) {
    chacha20Block(cache.key, block, NONCE, cache.words);
    cache.block = block;
  }
  return cache.words[position % 16]! >>> 0;
}

/** The old generator's step (Mulberry32), kept so that games saved in the old format continue unchanged. */
function legacyNext(state: number): [value: number, next: number] {
  const a = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [(t ^ (t >>> 14)) >>> 0, a >>> 0];
}

/**
 * The next unsigned 32-bit output and the next state (a value that is not a state counts as the state of seed 0).
 * @example
 * ```ts
 * import { nextUint32, seedPrng } from 'scrabble-engine';
 * const [value, next] = nextUint32(seedPrng('a reproducible game'));   // 0 … 2³² − 1, and the state after it
 * ```
 */
export function nextUint32<S extends PrngState>(state: S): [value: number, next: S];
export function nextUint32(state: PrngState): [value: number, next: PrngState] {
  if (typeof state === 'number') return legacyNext(state);
  if (!isPrngState(state)) return nextUint32(seedPrng(0));
  const position = state.position % (MAX_POSITION + 1);
  return [wordAt(state.key, position), { key: state.key, position: position + 1 }];
}

/** The range of {@link randomBelow} for any `n`: a whole number in 1 … 2³². */
function rangeOf(n: unknown): number {
  return Math.max(1, Math.min(Math.floor(typeof n === 'number' ? n : 1) || 1, 4294967296));
}

/**
 * Draws below `range` from a checked key, from `position` on: the value and the next position.
 * Outputs at or above the largest multiple of `range` are drawn again, so every value is equally
 * likely. Callers check the state once, not at every draw (the check reads the whole key).
 */
function drawBelow(key: string, position: number, range: number): [value: number, position: number] {
  const limit = 4294967296 - (4294967296 % range);
  let p = position;
  for (;;) {
    p %= MAX_POSITION + 1;
    const u = wordAt(key, p);
    p += 1;
    if (u < limit) return [u % range, p];
  }
}

/**
 * A whole number in `0 … n − 1` (for `1 ≤ n ≤ 2³²`) and the next state, without bias (outputs that
 * would favour small numbers are drawn again). Old-format states keep their old rule, `floor(u × n / 2³²)`.
 * A value that is not a state counts as the state of seed 0.
 * @example
 * ```ts
 * import { randomBelow, seedPrng } from 'scrabble-engine';
 * const [die, next] = randomBelow(seedPrng('a reproducible game'), 6);   // 0 … 5, without bias
 * ```
 */
export function randomBelow<S extends PrngState>(state: S, n: number): [value: number, next: S];
export function randomBelow(state: PrngState, n: number): [value: number, next: PrngState] {
  const range = rangeOf(n);
  if (!isPrngState(state)) return randomBelow(seedPrng(0), range);
  if (typeof state === 'number') {
    const [u, next] = legacyNext(state);
    return [Math.floor((u * range) / 4294967296), next];
  }
  const [value, position] = drawBelow(state.key, state.position, range);
  return [value, { key: state.key, position }];
}

/**
 * A shuffled copy of a list (Fisher–Yates from the last position down) and the next state.
 * Something that is not a list shuffles as `[]`.
 * @example
 * ```ts
 * import { shuffled, seedPrng } from 'scrabble-engine';
 * const [order, next] = shuffled(['Anna', 'Ben', 'Cem'], seedPrng('a reproducible game'));
 * ```
 */
export function shuffled<T, S extends PrngState>(items: readonly T[], state: S): [items: T[], next: S];
export function shuffled<T>(items: readonly T[], state: PrngState): [items: T[], next: PrngState] {
  if (!Array.isArray(items)) return [[], state];
  const out = items.slice();
  if (typeof state === 'object' && isPrngState(state)) {
    // The state is checked once; the draws then read the key stream directly.
    let position = state.position;
    for (let i = out.length - 1; i > 0; i--) {
      const [j, next] = drawBelow(state.key, position, i + 1);
      position = next;
      swap(out, i, j);
    }
    return [out, { key: state.key, position }];
  }
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next]: [number, PrngState] = randomBelow(s, i + 1);
    s = next;
    swap(out, i, j);
  }
  return [out, s];
}

function swap<T>(list: T[], i: number, j: number): void {
  const tmp = list[i]!;
  list[i] = list[j]!;
  list[j] = tmp;
}
