/**
 * Test helpers of the pre-endgame: a tiny world (five letters, racks of two, a few words) and a
 * brute force over every draw and every reply to the end of the game, independent of the code
 * under test.
 * @module
 */
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import { placed, rankCandidates, type BotCandidate } from '../../src/bot/candidates.js';
import { settingsFor } from '../../src/bot/equity.js';
import { NO_LEAVES } from '../../src/bot/leaves.js';
import type { BotPosition } from '../../src/bot/position.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { ENGLISH } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { lexiconOf } from '../movegen/helpers.js';

/** A tiny world: five letters, racks of two (or three), one pass round ends the game, exchanges only with 7 in the bag. */
export const LETTERS = [['A', 1], ['B', 3], ['E', 1], ['S', 1], ['T', 2]] as const;
export function rulesOf(rackSize: number, minBagSize = 7): RuleSet {
  return {
    ...ENGLISH,
    id: 'pre-endgame-test',
    rackSize,
    end: { passRounds: 1, scorelessTurns: null, zeroScorePlaysAreScoreless: false },
    exchange: { minBagSize, upToBagSize: true },
    tiles: { id: 'pe', name: 'PE', blanks: 0, letters: LETTERS.map(([letter, value]) => ({ letter, count: 9, value })) },
  };
}
export const WORDS = ['AB', 'BA', 'AT', 'TA', 'BE', 'ES', 'ET', 'TE', 'AS', 'BET', 'BAT', 'TAB', 'EAT', 'TEA', 'ATE', 'SEA', 'SET', 'SAT', 'TABS', 'BATS',
  'BEST', 'BEAT', 'EATS', 'SEAT', 'BETS', 'TEST', 'STAB', 'BASE', 'ABS'];
export const R2 = rulesOf(2);
export const L2 = lexiconOf(WORDS, R2).lexicon;

/** The board with TAB across the centre (row 7, columns 6 to 8), and optionally more words. */
export function boardOf(rules: RuleSet, words: readonly (readonly [number, number, 'across' | 'down', string])[] = []): Board {
  let board = emptyBoard(rules);
  for (const [row, col, dir, word] of [[7, 6, 'across', 'TAB'] as const, ...words]) {
    board = withTiles(board, [...word].map((letter, i) => ({ row: dir === 'across' ? row : row + i, col: dir === 'across' ? col + i : col, letter, blank: false })));
  }
  return board;
}

export function positionWith(rules: RuleSet, board: Board, rack: readonly string[], opponent: readonly string[], bag: readonly string[]): BotPosition {
  return {
    rules, board, player: 0, opponent: 1, rack, unseen: [...opponent, ...bag], bagSize: bag.length, opponentRackSize: opponent.length,
    spread: 0, scoreless: 0, passes: 0, players: 2,
  };
}

const value = (rules: RuleSet, tiles: readonly string[]) => tiles.reduce((s, t) => s + (LETTERS.find(([l]) => l === t)?.[1] ?? 0), 0);
const minus = (from: readonly string[], tiles: readonly string[]) => {
  const left = from.slice();
  for (const t of tiles) left.splice(left.indexOf(t), 1);
  return left;
};

/**
 * Brute force, independent of the code under test: minimax over every play and the pass to the
 * end of the game, every draw an average over every ordered choice of the physical tiles of the
 * bag (the players see both racks and the bag's contents, not its order). Two passes in a row end
 * the game, each side losing its rack's value; a side that plays out gains twice the other's rack.
 */
export function bruteForce(rules: RuleSet, lexicon: CompactLexicon) {
  const memo = new Map<string, number>();
  const orderedPicks = (bag: readonly string[], n: number): string[][] => {
    if (n === 0) return [[]];
    const out: string[][] = [];
    bag.forEach((t, i) => {
      for (const rest of orderedPicks([...bag.slice(0, i), ...bag.slice(i + 1)], n - 1)) out.push([t, ...rest]);
    });
    return out;
  };
  /** The value for the side to move after the mover (rack `left`) draws `n` tiles: an average over every ordered pick. */
  const afterDraw = (board: Board, next: readonly string[], left: readonly string[], bag: readonly string[], n: number): number => {
    const picks = orderedPicks(bag, Math.min(n, bag.length));
    let sum = 0;
    for (const pick of picks) {
      const mover = [...left, ...pick];
      sum += mover.length === 0 ? -2 * value(rules, next) : solve(board, next, mover, minus(bag, pick), 0);
    }
    return sum / picks.length;
  };
  const solve = (board: Board, own: readonly string[], theirs: readonly string[], bag: readonly string[], passes: number): number => {
    const key = `${board.cells.map((c) => c ?? '.').join('')}|${[...own].sort().join('')}|${[...theirs].sort().join('')}|${[...bag].sort().join('')}|${passes}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = passes + 1 >= 2 ? value(rules, theirs) - value(rules, own) : -solve(board, theirs, own, bag, passes + 1);
    const moves = generateMoves(board, own, rules, lexicon);
    if (!moves.ok) throw new Error(moves.error.message);
    for (const m of moves.value) {
      const used = m.move.tiles.map((t) => t.letter);
      best = Math.max(best, m.score - afterDraw(placed(board, m.move), theirs, minus(own, used), bag, used.length));
    }
    memo.set(key, best);
    return best;
  };
  /** The value of a candidate at the root: the bag is every ordered choice of the physical unseen tiles, the opponent holds the rest. */
  const root = (position: BotPosition, candidate: BotCandidate): number => {
    let sum = 0;
    const bags = orderedPicks(position.unseen, position.bagSize);
    for (const bag of bags) {
      const opponent = minus(position.unseen, bag);
      const leave = minus(position.rack, candidate.tiles);
      if (candidate.kind === 'pass') {
        sum += -solve(position.board, opponent, leave, bag, 1);
      } else {
        const k = Math.min(candidate.tiles.length, bag.length);
        const mine = [...leave, ...bag.slice(0, k)];
        const rest = candidate.kind === 'exchange' ? [...bag.slice(k), ...candidate.tiles] : bag.slice(k);
        const after = candidate.move === null ? position.board : placed(position.board, candidate.move);
        sum += candidate.score - solve(after, opponent, mine, rest, 0);
      }
    }
    return sum / bags.length;
  };
  return { root };
}

export const EXACT = { maxNodes: 1e12, endgameNodes: 1e12, width: Infinity, candidates: Infinity } as const;

export function ranked(position: BotPosition, lexicon: CompactLexicon): BotCandidate[] {
  const r = rankCandidates(position, lexicon, { ...settingsFor('strong', NO_LEAVES), limit: Infinity });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The brute force's best candidate and value, and the value of each candidate. */
export function bruteBest(position: BotPosition, lexicon: CompactLexicon) {
  const brute = bruteForce(position.rules, lexicon);
  const values = ranked(position, lexicon).map((c) => ({ candidate: c, value: brute.root(position, c) }));
  const best = values.reduce((a, b) => (b.value > a.value ? b : a));
  return { best, values };
}

