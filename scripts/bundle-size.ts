/**
 * Prints the size of the core bundle (minified and gzipped) and the modules it holds.
 * Run: `npx tsx scripts/bundle-size.ts`.
 * @module
 */
import { coreBundleSize } from '../bench/lib/bundle.js';

const size = await coreBundleSize();
console.log(`core bundle: ${size.modules.length} modules`);
for (const file of size.modules) console.log(`  ${file}`);
console.log(`minified: ${(size.minified / 1024).toFixed(2)} kB`);
console.log(`minified + gzip: ${(size.gzipped / 1024).toFixed(2)} kB`);
