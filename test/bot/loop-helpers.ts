/**
 * Helpers of the plain-loop tests: seeded word lists generated from a tile set's letters (drawn
 * as the bag holds them, so plays are frequent), and the three lexicons of a table: the referee's,
 * a smaller one (a bot that challenges good words) and a larger one (a bot that plays phonies).
 * @module
 */
import { seededRandom } from '../../src/bot/random.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import type { TileSet } from '../../src/tiles/tile-set.js';

/** Distinct strings of 2 to 5 letters of the tile set, drawn letter by letter as from a full bag. */
export function generatedWords(tiles: TileSet, count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const bag: string[] = [];
  for (const spec of tiles.letters) for (let i = 0; i < spec.count; i++) bag.push(spec.letter);
  const out = new Set<string>();
  while (out.size < count) {
    const length = 2 + random.below(4);
    let word = '';
    for (let i = 0; i < length; i++) word += bag[random.below(bag.length)]!;
    out.add(word);
  }
  return [...out];
}

/** The lexicons of a table: the referee's, one that lacks a third of its words, one with phonies besides. */
export interface TableLexicons {
  readonly referee: CompactLexicon;
  readonly smaller: CompactLexicon;
  readonly larger: CompactLexicon;
}

function compact(words: readonly string[], rules: RuleSet): CompactLexicon {
  const built = buildLexicon(words, rules);
  if (!built.ok) throw new Error(built.error.message);
  return built.value.lexicon;
}

const cache = new Map<string, TableLexicons>();

/** The lexicons of a tile set (built once): 2,000 words for the referee, a third fewer, 500 phonies more. */
export function tableLexicons(rules: RuleSet): TableLexicons {
  const key = rules.tiles.id;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const words = generatedWords(rules.tiles, 2500, 35);
  const referee = words.slice(0, 2000);
  const made: TableLexicons = {
    referee: compact(referee, rules),
    smaller: compact(referee.filter((_, i) => i % 3 !== 0), rules),
    larger: compact(words, rules),
  };
  cache.set(key, made);
  return made;
}
