import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextUint32, randomBelow, seedPrng, shuffled, isPrngState } from '../../src/index.js';

const M = 2n ** 32n;
const mul32 = (x: bigint, y: bigint) => (x * y) % M;

/** Mulberry32 written again with unbounded integers: the oracle the fast 32-bit version must match. */
function oracle(state: number): [number, number] {
  const a = (BigInt(state) + 0x6d2b79f5n) % M;
  let t = mul32(a ^ (a >> 15n), 1n | a);
  t = ((t + mul32(t ^ (t >> 7n), 61n | t)) % M) ^ t;
  return [Number(t ^ (t >> 14n)), Number(a)];
}

describe('the bag generator (Mulberry32)', () => {
  it('matches an independent big-integer implementation on every state', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (state) => {
      expect(nextUint32(state)).toEqual(oracle(state));
    }), { numRuns: 2000 });
  });

  it('a sequence from seed 42 matches the oracle step by step', () => {
    let fast = seedPrng(42);
    let slow = 42;
    for (let i = 0; i < 1000; i++) {
      const [u, next] = nextUint32(fast);
      const [v, nextSlow] = oracle(slow);
      expect(u).toBe(v);
      fast = next;
      slow = nextSlow;
    }
  });

  it('seeds reduce to 32 bits; states are unsigned 32-bit integers', () => {
    expect(seedPrng(-1)).toBe(0xffffffff);
    expect(seedPrng(2 ** 32 + 5)).toBe(5);
    expect(isPrngState(0)).toBe(true);
    expect(isPrngState(-1)).toBe(false);
    expect(isPrngState(2 ** 32)).toBe(false);
    expect(isPrngState(1.5)).toBe(false);
  });

  it('randomBelow stays in range; shuffles are permutations and deterministic', () => {
    fc.assert(fc.property(fc.nat(), fc.integer({ min: 1, max: 200 }), fc.array(fc.string(), { maxLength: 60 }), (seed, n, items) => {
      const [k] = randomBelow(seedPrng(seed), n);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(n);
      const [a, s1] = shuffled(items, seedPrng(seed));
      const [b, s2] = shuffled(items, seedPrng(seed));
      expect(a).toEqual(b);
      expect(s1).toBe(s2);
      expect([...a].sort()).toEqual([...items].sort());
    }));
  });

  it('spreads draws evenly enough (chi-square over 10 buckets)', () => {
    const counts = new Array<number>(10).fill(0);
    let s = seedPrng(7);
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
