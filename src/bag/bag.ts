/**
 * The bag and racks as tile lists: drawing from the front, returning tiles (reshuffled when the
 * game is seeded, appended at the back when the bag order was given), and multiset helpers.
 *
 * @example
 * ```ts
 * import { arrangeBag, DUTCH_IJ } from 'scrabble-engine';
 * const bag = arrangeBag(DUTCH_IJ, ['D', 'O', 'R', 'P']);
 * // { ok: true, value: ['D','O','R','P', 'A','A',…] }: the given tiles first, then the rest of the set
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { allTiles } from '../tiles/tile-set.js';
import { isPrngState, shuffled, type PrngState } from './prng.js';
import { orElse } from '../total.js';

/** Tiles taken from the bag and what is left of it. */
export interface Draw {
  readonly drawn: readonly string[];
  readonly bag: readonly string[];
}

/** Takes up to `count` tiles from the front of the bag. */
export function drawTiles(bag: readonly string[], count: number): Draw {
  if (!Array.isArray(bag)) return { drawn: [], bag: [] };
  const n = typeof count === 'number' && count > 0 ? Math.floor(Math.min(count, bag.length)) : 0;
  if (n === 0) return { drawn: [], bag };
  return { drawn: bag.slice(0, n), bag: bag.slice(n) };
}

/**
 * Puts tiles back into the bag: with a generator state the whole bag is reshuffled (and the new
 * state returned); without one (a given bag order) the tiles go to the back in the order given.
 */
export function returnTiles(
  bag: readonly string[], tiles: readonly string[], prng: PrngState | null,
): { bag: readonly string[]; prng: PrngState | null } {
  if (!Array.isArray(bag) || !Array.isArray(tiles)) return { bag: Array.isArray(bag) ? bag : [], prng };
  if (tiles.length === 0) return { bag, prng };
  const joined = bag.concat(tiles);
  if (prng !== null && !isPrngState(prng)) return { bag: joined, prng };
  if (prng === null) return { bag: joined, prng };
  const [mixed, next] = shuffled(joined, prng);
  return { bag: mixed, prng: next };
}

/** The list without one occurrence of each given tile, or `null` when some tile is missing. */
export function removeTiles(from: readonly string[], tiles: readonly string[]): string[] | null {
  if (!Array.isArray(from) || !Array.isArray(tiles)) return null;
  const out = from.slice();
  for (const tile of tiles) {
    const i = out.indexOf(tile);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}

/** Counts of each tile in a list. */
export function countTiles(tiles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts;
}

/** Whether two tile lists hold the same tiles, in any order. */
export function sameTiles(a: readonly string[], b: readonly string[]): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  const counts = countTiles(a);
  for (const tile of b) {
    const n = counts.get(tile) ?? 0;
    if (n === 0) return false;
    counts.set(tile, n - 1);
  }
  return true;
}

/**
 * The error of {@link arrangeBag}: the given tiles are not all in the set.
 * @example
 * ```ts
 * import type { ArrangeBagError } from 'scrabble-engine';
 * const explain = (error: ArrangeBagError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type ArrangeBagError = EngineError<'bag-mismatch'>;

/**
 * A full bag whose front is the given tiles (in that order), followed by the rest of the rule set's
 * tiles in alphabet order, blanks last. Handy for known games: draws come from the front.
 * @example
 * ```ts
 * import { arrangeBag, createGame, GERMAN } from 'scrabble-engine';
 * const bag = arrangeBag(GERMAN, [...'GRÜNDEX']);   // the first rack is known
 * if (bag.ok) createGame({ rules: GERMAN, players: ['Anna'], bag: bag.value });
 * ```
 */
export function arrangeBag(rules: Pick<RuleSet, 'tiles'>, front: readonly string[]): Result<string[], ArrangeBagError> {
  const bad: Result<string[], ArrangeBagError> = err({ code: 'bag-mismatch', message: 'Give a rule set and a list of tiles' });
  return orElse(() => (Array.isArray(front) ? arrange(rules, front) : bad), bad);
}

function arrange(rules: Pick<RuleSet, 'tiles'>, front: readonly string[]): Result<string[], ArrangeBagError> {
  const rest = removeTiles(allTiles(rules.tiles), front);
  if (rest === null) {
    return err({ code: 'bag-mismatch', message: `The tiles ${front.slice(0, 20).join(' ')} are not all in the ${rules.tiles.name} set` });
  }
  return ok([...front, ...rest]);
}
