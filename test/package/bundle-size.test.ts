/**
 * The weight of the scoring core in an application: a bundle of `GERMAN, emptyBoard, parseMove,
 * scoreMove, validateMove, placeMove` imported from the package as it is built (shared chunks and
 * all), minified and gzipped, stays at 12 kB or less. Module-level code that a bundler cannot
 * prove free of side effects (a cache built by a call, a scratch array, a destructured namespace)
 * keeps the whole chunk it sits in; this test catches such code in the chunk the scoring core shares.
 */
import { describe, expect, it } from 'vitest';
import { packageImportSize } from '../../bench/lib/bundle.js';

const LIMIT = 12 * 1024;

describe('bundle size of the scoring core', () => {
  it('GERMAN, emptyBoard, parseMove, scoreMove, validateMove, placeMove: at most 12 kB minified + gzip from the built package', async () => {
    const size = await packageImportSize('score and place a move', ['GERMAN', 'emptyBoard', 'parseMove', 'scoreMove', 'validateMove', 'placeMove']);
    expect(size.gzipped).toBeGreaterThan(1024);
    expect(size.gzipped).toBeLessThanOrEqual(LIMIT);
  }, 60_000);
});
