/**
 * Words into tiles: normalization per language, the Dutch IJ tile, refusals with their codes.
 * Run alone with `npx tsx examples/words-and-tiles.ts`.
 */
import { DUTCH, DUTCH_IJ_TILES, DUTCH_TILES, GERMAN_TILES, tileCount, tokenizeWord, type TileSet } from '../src/index.js';

const show = (text: string, tiles: TileSet) => {
  const result = tokenizeWord(text, tiles);
  const out = result.ok ? result.value.join(' · ') : `refused: ${result.error.code}`;
  console.log(`  ${JSON.stringify(text).padEnd(16)} ${tiles.name.padEnd(16)} ${out}`);
};

console.log('\nWords into tiles');
show('Straße', GERMAN_TILES);
show('Gründe', GERMAN_TILES);
show('Maerchen', GERMAN_TILES);
show('Café', GERMAN_TILES);
show('averij', DUTCH_IJ_TILES);
show('averij', DUTCH_TILES);
show('\u0133s', DUTCH_IJ_TILES);
show('Rock-n-Roll', GERMAN_TILES);
show('B52', GERMAN_TILES);
show('Smørrebrød', GERMAN_TILES);

console.log(`\nTile sets: German ${tileCount(GERMAN_TILES)}, Dutch with IJ ${tileCount(DUTCH_IJ_TILES)}, ${DUTCH.name} ${tileCount(DUTCH_TILES)}`);
