/**
 * Test helpers for move generation: fixture word lists, a plain Set lexicon, a slow brute-force
 * generator that is obviously right, placement keys and random positions.
 * @module
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { Move } from '../../src/move/move.js';
import { placeMove } from '../../src/move/place.js';
import { validateMove } from '../../src/move/validate.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { scoreMove } from '../../src/score.js';
import { tokenizeWord } from '../../src/tiles/alphabet.js';
import { allTiles } from '../../src/tiles/tile-set.js';
import { generateMoves } from '../../src/movegen/generate.js';
import type { PlacedTile } from '../../src/types.js';

/** Reads a fixture word list (lines starting with # are comments). */
export function fixtureWords(name: string): string[] {
  const text = readFileSync(new URL(`../fixtures/movegen/${name}`, import.meta.url), 'utf8');
  return text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && !l.startsWith('#'));
}

/**
 * Builds a compact lexicon and a Set of the same words as tile sequences (tiles joined by `|`, so
 * that in the Dutch IJ set the tiles I and J never spell the IJ tile).
 */
export function lexiconOf(words: readonly string[], rules: RuleSet): { lexicon: CompactLexicon; set: Set<string> } {
  const built = buildLexicon(words, rules);
  if (!built.ok) throw new Error(built.error.message);
  const set = new Set<string>();
  for (const w of words) {
    const tiles = tokenizeWord(w, rules.tiles);
    if (tiles.ok && tiles.value.length >= 2) set.add(tiles.value.join('|'));
  }
  return { lexicon: built.value.lexicon, set };
}

/** The tile-sequence key of a formed word, as in the sets of {@link lexiconOf}. */
export function tileWord(word: { readonly letters: readonly string[] }): string {
  return word.letters.join('|');
}

/** The placement key of a move: its set of (row, col, letter, blank), sorted. */
export function placementKey(tiles: readonly PlacedTile[]): string {
  return tiles.map((t) => `${t.row},${t.col},${t.letter},${t.blank ? 1 : 0}`).sort().join(' ');
}

/** All multiset permutations of `k` tiles drawn from `rack`. */
function arrangements(rack: readonly string[], k: number): string[][] {
  const out: string[][] = [];
  const used = rack.map(() => false);
  const current: string[] = [];
  const walk = () => {
    if (current.length === k) {
      out.push([...current]);
      return;
    }
    const tried = new Set<string>();
    rack.forEach((tile, i) => {
      if (used[i] || tried.has(tile)) return;
      tried.add(tile);
      used[i] = true;
      current.push(tile);
      walk();
      current.pop();
      used[i] = false;
    });
  };
  walk();
  return out;
}

/**
 * A lexicon for {@link bruteForceMoves} asked by whole words (`'BOT*IN'`), with the letters a blank
 * may stand for (under the Gendern rule, `'*IN'` among them).
 */
export interface WordsByText {
  readonly lexicon: { has(word: string): boolean };
  readonly blankLetters: readonly string[];
}

/**
 * Every legal placement by brute force: every run of k empty squares in a line (k = 1..rack size),
 * every arrangement of rack tiles on them, every letter for each blank (among the letters of the
 * lexicon's words: any other letter makes no word); kept when validateMove accepts it and every word
 * it forms is in `words` (tile sequences as {@link lexiconOf} makes them, or a lexicon asked by
 * text). Returns placement key → score.
 */
export function bruteForceMoves(board: Board, rack: readonly string[], rules: RuleSet, words: ReadonlySet<string> | WordsByText): Map<string, number> {
  let letters: readonly string[];
  let isWord: (w: { readonly word: string; readonly letters: readonly string[] }) => boolean;
  if ('blankLetters' in words) {
    letters = words.blankLetters;
    isWord = (w) => words.lexicon.has(w.word);
  } else {
    letters = rules.tiles.letters.map((s) => s.letter).filter((l) => [...words].some((w) => w.split('|').includes(l)));
    isWord = (w) => words.has(tileWord(w));
  }
  const found = new Map<string, number>();
  for (const direction of ['across', 'down'] as const) {
    for (let row = 0; row < board.rows; row++) {
      for (let col = 0; col < board.cols; col++) {
        const squares: { row: number; col: number }[] = [];
        let r = row;
        let c = col;
        while (r < board.rows && c < board.cols && squares.length < rack.length) {
          if (board.cells[r * board.cols + c] == null) squares.push({ row: r, col: c });
          else if (squares.length === 0) break;
          if (direction === 'across') c++;
          else r++;
        }
        for (let k = 1; k <= squares.length; k++) {
          for (const tiles of arrangements(rack, k)) {
            const blanksAt = tiles.map((t, i) => (t === '?' ? i : -1)).filter((i) => i >= 0);
            const choices = blanksAt.length === 0 ? [[]] : cartesian(blanksAt.map(() => letters));
            for (const choice of choices) {
              const placed: PlacedTile[] = tiles.map((t, i) => {
                const b = blanksAt.indexOf(i);
                return { ...squares[i]!, letter: b >= 0 ? choice[b]! : t, blank: b >= 0 };
              });
              const move: Move = { direction, tiles: placed };
              const valid = validateMove(board, move, rules);
              if (!valid.ok || !valid.value.words.every(isWord)) continue;
              if (valid.value.words.length === 0) continue;
              const key = placementKey(placed);
              const score = scoreMove(board, move, rules);
              if (score.ok) found.set(key, score.value.total);
            }
          }
        }
      }
    }
  }
  return found;
}

function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/** A board with words laid as given moves, no checks (for fixtures). */
export function boardWith(rules: RuleSet, tiles: readonly PlacedTile[]): Board {
  return withTiles(emptyBoard(rules), tiles);
}

/**
 * A position reached by playing up to six random generated moves from random racks, and a rack of
 * up to seven tiles with up to two blanks.
 */
export function playedPositions(rules: RuleSet, lexicon: CompactLexicon): fc.Arbitrary<{ board: Board; rack: string[] }> {
  const tile = fc.constantFrom(...allTiles(rules.tiles).filter((t) => t !== '?'));
  return fc.record({
    picks: fc.array(fc.record({ rack: fc.array(tile, { minLength: 1, maxLength: 7 }), pick: fc.nat() }), { maxLength: 6 }),
    rack: fc.array(tile, { minLength: 0, maxLength: 7 }),
    blanks: fc.integer({ min: 0, max: 2 }),
  }).map(({ picks, rack, blanks }) => {
    const board = playPicks(rules, lexicon, picks);
    return { board, rack: [...rack, ...Array<string>(blanks).fill('?')].slice(0, 7) };
  });
}

/**
 * The board after playing, from an empty one, for each pick the generated move of its rack at
 * index `pick` (modulo the number of moves); a rack that makes no move is skipped.
 */
export function playPicks(rules: RuleSet, lexicon: CompactLexicon, picks: readonly { rack: readonly string[]; pick: number }[]): Board {
  let board: Board = emptyBoard(rules);
  for (const { rack, pick } of picks) {
    const moves = generateMoves(board, rack, rules, lexicon);
    if (!moves.ok || moves.value.length === 0) continue;
    const next = placeMove(board, moves.value[pick % moves.value.length]!.move, rules);
    if (next.ok) board = next.value;
  }
  return board;
}

/** The three fixture word lists with their rule sets, for tests run in each. */
export const FIXTURE_CASES: readonly { name: string; rules: RuleSet; words: string[] }[] = [
  { name: 'German', rules: GERMAN, words: fixtureWords('de-small.txt') },
  { name: 'Dutch IJ', rules: DUTCH_IJ, words: fixtureWords('nl-ij-small.txt') },
  { name: 'English', rules: ENGLISH, words: fixtureWords('en-small.txt') },
];
