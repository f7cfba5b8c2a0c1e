/**
 * A small seeded random generator for bots (Mulberry32): the same seed gives the same numbers in
 * every runtime. Bots never draw from the game's own generator or from the hidden bag.
 * @module
 */

/** A seeded source of numbers in [0, 1) and of whole numbers below a bound. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in 0 … n − 1. */
  below(n: number): number;
}

/** A generator for a seed (any number; reduced to 32 bits). */
export function seededRandom(seed: number): Random {
  let state = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** A 32-bit hash of a text (FNV-1a), to mix a position into a seed. */
export function hashText(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A shuffled copy of a list (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
