/**
 * fast-check arbitraries for the foundation's laws: random boards built by playing random,
 * geometrically legal moves (placement needs no lexicon), and a legal move on each.
 */
import fc from 'fast-check';
import { randomBoard, randomMove } from '../../bench/lib/positions.js';
import { seededRandom } from '../../bench/lib/random.js';
import { DUTCH_IJ, ENGLISH, GERMAN, type Board, type Move, type RuleSet } from '../../src/index.js';

/** A board, a legal move on it, and the rules both follow. */
export interface Play {
  readonly rules: RuleSet;
  readonly board: Board;
  readonly move: Move;
}

/** The rule sets the laws are checked under: umlauts, the IJ tile, plain English. */
export const RULE_SETS: readonly RuleSet[] = [GERMAN, DUTCH_IJ, ENGLISH];

/** A legal play after 0–24 random moves (so also first moves), under one of {@link RULE_SETS}. */
export function playArbitrary(rules?: RuleSet): fc.Arbitrary<Play> {
  return fc
    .record({
      rules: rules === undefined ? fc.constantFrom(...RULE_SETS) : fc.constant(rules),
      seed: fc.integer(),
      moves: fc.integer({ min: 0, max: 24 }),
    })
    .map(({ rules: r, seed, moves }) => {
      const random = seededRandom(seed);
      const board = randomBoard(r, random, moves);
      return { rules: r, board, move: randomMove(board, r, random) };
    })
    .filter((p): p is Play => p.move !== null);
}

/** Freezes a value and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
