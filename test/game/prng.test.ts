import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bytesToWords, chacha20Block, chacha20QuarterRound, wordsToBytes } from '../../src/bag/chacha20.js';
import {
  createGame, GERMAN, isPrngState, nextUint32, parseSeed, randomBelow, randomPrng, seedPrng,
  shuffled, viewFor,
} from '../../src/index.js';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (text: string): Uint8Array => Uint8Array.from(text.match(/../g)!.map((h) => parseInt(h, 16)));
const keystream = (key: Uint8Array, counter: number, nonce: Uint8Array): string =>
  hex(wordsToBytes(chacha20Block(bytesToWords(key), counter, bytesToWords(nonce))));

describe('ChaCha20 against the test vectors of RFC 8439', () => {
  it('the quarter round (section 2.1.1)', () => {
    expect(chacha20QuarterRound(0x11111111, 0x01020304, 0x9b8d6f43, 0x01234567)).toEqual([0xea2a92f4, 0xcb1cf8ce, 0x4581472e, 0x5881c4bb]);
  });

  it('the block function (section 2.3.2)', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i);
    expect(keystream(key, 1, bytesOf('000000090000004a00000000'))).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e' +
      'd2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
  });

  it('key stream test vectors 1 and 2 (appendix A.1): zero key and nonce, counters 0 and 1', () => {
    const zeroKey = new Uint8Array(32);
    const zeroNonce = new Uint8Array(12);
    expect(keystream(zeroKey, 0, zeroNonce)).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7' +
      'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    );
    expect(keystream(zeroKey, 1, zeroNonce)).toBe(
      '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed' +
      '29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f',
    );
  });

  it('key stream test vector 3 (appendix A.1): key ending in 01, counter 1', () => {
    const key = new Uint8Array(32);
    key[31] = 1;
    expect(keystream(key, 1, new Uint8Array(12)).slice(0, 64)).toBe('3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a');
  });

  it('the generator reads the key stream of its key word by word (nonce 0, counter = block)', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
    let state = { key: hex(key), position: 0 };
    const words: number[] = [];
    for (let i = 0; i < 40; i++) {
      const [u, next] = nextUint32(state);
      words.push(u);
      state = next;
    }
    const expected = [0, 1, 2].flatMap((b) => Array.from(chacha20Block(bytesToWords(key), b, new Uint32Array(3)))).slice(0, 40);
    expect(words).toEqual(expected);
    expect(state.position).toBe(40);
  });
});

describe('seeds', () => {
  it('a string, bytes or a number give a 256-bit key; the same seed the same key, different seeds different keys', () => {
    const a = seedPrng('Anna gegen Ben');
    expect(a.key).toMatch(/^[0-9a-f]{64}$/);
    expect(a.position).toBe(0);
    expect(seedPrng('Anna gegen Ben')).toEqual(a);
    expect(seedPrng('Anna gegen Ben.')).not.toEqual(a);
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i);
    expect(seedPrng(bytes).key).not.toBe(seedPrng(Uint8Array.from({ length: 16 }, (_, i) => i + 1)).key);
    expect(seedPrng(42).key).not.toBe(seedPrng(43).key);
    expect(seedPrng('42').key).not.toBe(seedPrng(42).key);
    const long = 'x'.repeat(100);
    expect(seedPrng(long).key).not.toBe(seedPrng(`${long}y`).key);
  });

  it('parseSeed refuses values that are not seeds, short byte seeds and huge seeds', () => {
    for (const bad of [1.5, NaN, '', new Uint8Array(15), 'x'.repeat(5000), null, {}, [1, 2, 3]]) {
      const r = parseSeed(bad);
      expect(r.ok ? 'ok' : r.error.code).toBe('bad-seed');
    }
    expect(parseSeed(new Uint8Array(16)).ok).toBe(true);
    expect(parseSeed('a').ok).toBe(true);
    expect(parseSeed(-7).ok).toBe(true);
  });

  it('without a seed the key is fresh from crypto.getRandomValues', () => {
    const a = randomPrng();
    const b = randomPrng();
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.key).not.toBe(b.value.key);
  });

  it('states are { key, position } (or a 32-bit number of the old generator)', () => {
    expect(isPrngState(seedPrng('x'))).toBe(true);
    expect(isPrngState({ key: 'ab', position: 0 })).toBe(false);
    expect(isPrngState({ ...seedPrng('x'), position: -1 })).toBe(false);
    expect(isPrngState({ ...seedPrng('x'), extra: 1 })).toBe(false);
    expect(isPrngState(0)).toBe(true);
    expect(isPrngState(-1)).toBe(false);
    expect(isPrngState(2 ** 32)).toBe(false);
  });
});

describe('draws', () => {
  it('randomBelow stays in range; shuffles are permutations and deterministic', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), fc.array(fc.string(), { maxLength: 60 }), (seed, n, items) => {
      const [k] = randomBelow(seedPrng(seed), n);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(n);
      const [a, s1] = shuffled(items, seedPrng(seed));
      const [b, s2] = shuffled(items, seedPrng(seed));
      expect(a).toEqual(b);
      expect(s1).toEqual(s2);
      expect([...a].sort()).toEqual([...items].sort());
    }), { numRuns: 200 });
  });

  it('randomBelow is unbiased: an output in the uneven top range is drawn again', () => {
    // Find a position whose word lies in the rejected top range for n = 3 * 2^30 (limit = 3 * 2^30).
    const n = 3 * 2 ** 30;
    let state = seedPrng('bias');
    for (let i = 0; i < 200; i++) {
      const [u] = nextUint32(state);
      const [k, next] = randomBelow(state, n);
      if (u >= n) {
        expect(next.position).toBeGreaterThan(state.position + 1);
        expect(k).toBeLessThan(n);
        return;
      }
      expect(k).toBe(u);
      state = next;
    }
    throw new Error('no rejected output among 200 draws (chance 4^-200)');
  });

  it('spreads draws evenly enough (chi-square over 10 buckets)', () => {
    const counts = new Array<number>(10).fill(0);
    let s = seedPrng('even');
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const [k, next] = randomBelow(s, 10);
      counts[k]!++;
      s = next;
    }
    const chi = counts.reduce((sum, c) => sum + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi).toBeLessThan(30);   // 9 degrees of freedom: p < 0.001 beyond 27.9
  });
});

/** Mulberry32 with unbounded integers: the generator of states saved in the old format. */
function legacyOracle(state: number): [number, number] {
  const M = 2n ** 32n;
  const mul32 = (x: bigint, y: bigint) => (x * y) % M;
  const a = (BigInt(state) + 0x6d2b79f5n) % M;
  let t = mul32(a ^ (a >> 15n), 1n | a);
  t = ((t + mul32(t ^ (t >> 7n), 61n | t)) % M) ^ t;
  return [Number(t ^ (t >> 14n)), Number(a)];
}

describe('old-format generator states', () => {
  it('a 32-bit number state keeps stepping as before (Mulberry32), so old saved games continue unchanged', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (state) => {
      expect(nextUint32(state)).toEqual(legacyOracle(state));
      const [k, next] = randomBelow(state, 10);
      expect(k).toBe(Math.floor((legacyOracle(state)[0] * 10) / 2 ** 32));
      expect(next).toBe(legacyOracle(state)[1]);
    }), { numRuns: 500 });
  });
});

describe('the seed brute force is impossible', () => {
  it('a view carries no generator state, setup or bag order', () => {
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const text = JSON.stringify(viewFor(game.value, 0));
    const prng = game.value.prng;
    expect(prng !== null && typeof prng === 'object').toBe(true);
    if (prng === null || typeof prng !== 'object') return;
    expect(text).not.toContain(prng.key);
    expect(text).not.toContain(game.value.bag.join('","'));
    for (const key of ['"prng"', '"setup"', '"bag"', '"racks"', '"key"']) expect(text).not.toContain(key);
  });

  it('the deal does not come from a small seed space: a fresh 256-bit key per game, no two deals alike', () => {
    const deals = new Set<string>();
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
      expect(game.ok).toBe(true);
      if (!game.ok) return;
      const { setup } = game.value;
      expect(setup?.prng?.key).toMatch(/^[0-9a-f]{64}$/);
      keys.add(setup!.prng!.key);
      deals.add(game.value.bag.join(''));
    }
    expect(keys.size).toBe(50);
    expect(deals.size).toBe(50);
  });

  it('a number seed is mixed into a 256-bit key too (not secret, but not a 32-bit generator state)', () => {
    const a = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
    const b = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 + 2 ** 32 });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.bag.join('')).not.toBe(b.value.bag.join(''));
  });
});
