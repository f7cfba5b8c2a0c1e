/**
 * Prints the size of the core bundle and of the foundation alone (minified, and minified + gzip).
 * Run: `npx tsx scripts/bundle-size.ts`.
 * @module
 */
import { coreBundleSize, foundationBundleSize } from '../bench/lib/bundle.js';

for (const size of [await foundationBundleSize(), await coreBundleSize()]) {
  console.log(`${size.entry}: ${size.modules.length} modules, ${(size.minified / 1024).toFixed(2)} kB minified, ${(size.gzipped / 1024).toFixed(2)} kB minified + gzip`);
}
