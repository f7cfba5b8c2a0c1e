/**
 * Prints the size of the foundation, of the core bundle and of each subpath of the package
 * (`scrabble-engine/duplicate`, …: the module with what it uses from the core), minified and
 * minified + gzip, and with `--files` the minified bytes each source file contributes to the core.
 * Run: `npx tsx scripts/bundle-size.ts [--files]`.
 * @module
 */
import { coreBundleSize, foundationBundleSize, gameBundleSize, packageImportSize, subpathBundleSizes } from '../bench/lib/bundle.js';

const foundation = await foundationBundleSize();
const game = await gameBundleSize();
const core = await coreBundleSize();
const subpaths = await subpathBundleSizes();
const scoring = await packageImportSize('import { GERMAN, emptyBoard, parseMove, scoreMove, validateMove, placeMove } from the built package', ['GERMAN', 'emptyBoard', 'parseMove', 'scoreMove', 'validateMove', 'placeMove']);
for (const size of [foundation, game, core, ...subpaths, scoring]) {
  console.log(`${size.entry}: ${size.modules.length} modules, ${(size.minified / 1024).toFixed(2)} kB minified, ${(size.gzipped / 1024).toFixed(2)} kB minified + gzip`);
}
if (process.argv.includes('--files')) {
  console.log('\ncore, minified bytes per source file:');
  for (const [file, bytes] of core.byFile) console.log(`${String(bytes).padStart(7)}  ${file}`);
}
