/**
 * Gendern plays for the move generator: plays whose main word ends in the ending `*IN` or
 * `*INNEN` (a blank played as `*IN`, or one already on the board). The compact word graph holds
 * no `*IN`, so these plays are found apart from the main search: every word X*IN and X*INNEN of
 * the lexicon's Gendern stems is tried in every line where it fits the board and the rack, and
 * each candidate is checked by the validator, scored by `scoreMove` and its words asked of the
 * lexicon. The main search runs on the board with each `*IN` read as a blank of another letter;
 * the squares beside a run of tiles through it get their cross-checks from the lexicon (the word
 * graph holds no `*IN`), and the plays whose main word runs through it are dropped (that word is a
 * Gendern word, found here instead). Internal: `generateMoves` merges these plays with the others.
 * @module
 */
import type { Board } from '../board/board.js';
import { hasGendernWords, type GendernWords } from '../lexicon/gendern-lexicon.js';
import { parseRack } from '../tiles/alphabet.js';
import { ok, type Result } from '../result.js';
import type { MovegenError } from './generate.js';
import { boardError, rulesError } from './position.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { alphabetOf, cellCode, tokenizeWord } from '../tiles/alphabet.js';
import { gendernTiles } from '../tiles/gendern.js';
import { BLANK, GENDERN_TOKEN, GENDERN_VALUE, type TileSet } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';

/** A play found here, as `generateMoves` returns it. */
export interface GendernPlay {
  readonly move: Move;
  readonly score: number;
}

type Rules = Pick<RuleSet, 'tiles' | 'layout' | 'rackSize' | 'bingoBonus' | 'firstMoveMinTiles'>;

/** The Gendern words of one length: each word's tiles, letter codes and where its ending stands. */
interface WordGroup {
  readonly length: number;
  readonly words: readonly (readonly string[])[];
  /** The letter codes of each word, by the alphabet with the ending (see {@link gendernTiles}). */
  readonly codes: readonly Int32Array[];
  /** Where the ending stands in each word: last (X*IN) or four from the end (X*INNEN). */
  readonly endingAt: Int32Array;
  /** The words (their indexes, in order) with a letter at a place, keyed `place * 64 + letter code`. */
  readonly withLetterAt: ReadonlyMap<number, Int32Array>;
}

/** No words. */
const NONE = /* @__PURE__ */ new Int32Array(0);

/** The Gendern words of a lexicon in groups by length (cached per lexicon and tile set). */
const wordsCache = new WeakMap<object, Map<TileSet, WordGroup[]>>();

function gendernWords(lexicon: GendernWords, tiles: TileSet): WordGroup[] {
  let byTiles = wordsCache.get(lexicon);
  if (byTiles === undefined) {
    byTiles = new Map();
    wordsCache.set(lexicon, byTiles);
  }
  let groups = byTiles.get(tiles);
  if (groups === undefined) {
    const codes = alphabetOf(gendernTiles(tiles)).codes;
    const byLength = new Map<number, { words: string[][]; codes: Int32Array[]; endingAt: number[] }>();
    for (const stem of lexicon.gendernStems) {
      const letters = tokenizeWord(stem, tiles);
      if (!letters.ok) continue;
      for (const word of [[...letters.value, GENDERN_TOKEN], [...letters.value, GENDERN_TOKEN, 'N', 'E', 'N']]) {
        let group = byLength.get(word.length);
        if (group === undefined) {
          group = { words: [], codes: [], endingAt: [] };
          byLength.set(word.length, group);
        }
        group.words.push(word);
        group.codes.push(Int32Array.from(word, (letter) => codes.get(letter) ?? -1));
        group.endingAt.push(letters.value.length);
      }
    }
    groups = [...byLength].map(([length, group]) => {
      const withLetterAt = new Map<number, number[]>();
      group.codes.forEach((word, w) => word.forEach((code, k) => {
        const key = k * 64 + code;
        const list = withLetterAt.get(key);
        if (list === undefined) withLetterAt.set(key, [w]);
        else list.push(w);
      }));
      return {
        length, words: group.words, codes: group.codes, endingAt: Int32Array.from(group.endingAt),
        withLetterAt: new Map([...withLetterAt].map(([key, list]) => [key, Int32Array.from(list)])),
      };
    });
    byTiles.set(tiles, groups);
  }
  return groups;
}

/** The letter on a board cell (`*IN` for the ending), or `null` for an empty square. */
function cellLetter(cell: string | null | undefined): string | null {
  if (cell == null) return null;
  return cell.toUpperCase();
}

/**
 * Every way to pay for the new tiles of a word from the rack: each letter from a tile of that
 * letter or from a blank, the ending from a blank. Calls `emit` with the tiles of each way.
 */
function payments(
  squares: readonly { row: number; col: number; letter: string }[], rack: Map<string, number>, emit: (tiles: PlacedTile[]) => void,
): void {
  const chosen: PlacedTile[] = [];
  const walk = (k: number): void => {
    if (k === squares.length) {
      emit(chosen.slice());
      return;
    }
    const { row, col, letter } = squares[k]!;
    if (letter !== GENDERN_TOKEN && (rack.get(letter) ?? 0) > 0) {
      rack.set(letter, rack.get(letter)! - 1);
      chosen.push({ row, col, letter, blank: false });
      walk(k + 1);
      chosen.pop();
      rack.set(letter, rack.get(letter)! + 1);
    }
    if ((rack.get(BLANK) ?? 0) > 0) {
      rack.set(BLANK, rack.get(BLANK)! - 1);
      chosen.push({ row, col, letter, blank: true });
      walk(k + 1);
      chosen.pop();
      rack.set(BLANK, rack.get(BLANK)! + 1);
    }
  };
  walk(0);
}

/** The plays whose main word is a Gendern word of the lexicon, each once, with their scores. */
function gendernPlays(
  board: Board, rack: readonly string[], rules: Rules, lexicon: Lexicon & GendernWords,
): GendernPlay[] {
  const tiles = rules.tiles;
  const inPlay = { ...rules, tiles, gendern: true as const };
  const groups = gendernWords(lexicon, tiles);
  const alphabet = alphabetOf(gendernTiles(tiles));
  const ending = alphabet.codes.get(GENDERN_TOKEN)!;
  // The rack by letter code (for the quick test of each word), and by letter (for the ways to pay).
  const have = new Int32Array(alphabet.letters.length);
  const counts = new Map<string, number>();
  for (const tile of rack) {
    counts.set(tile, (counts.get(tile) ?? 0) + 1);
    const code = alphabet.codes.get(tile);
    if (code !== undefined) have[code]!++;
  }
  const blanks = counts.get(BLANK) ?? 0;
  const { rows, cols, cells } = board;
  const hasToken = cells.some((c) => c === ENDING_CELL);
  if (blanks === 0 && !hasToken) return [];
  const out: GendernPlay[] = [];
  const seen = new Set<string>();
  const taken: number[] = [];
  const emptyBoard = cells.every((c) => c == null);
  const startSquare = rules.layout.start.row * cols + rules.layout.start.col;
  /** Whether a tile on the square would touch a tile on the board (or lie on the start square of an empty board). */
  const touching = (r: number, c: number): boolean => emptyBoard ? r * cols + c === startSquare :
    cells[r * cols + c] != null || (r > 0 && cells[(r - 1) * cols + c] != null) || (r + 1 < rows && cells[(r + 1) * cols + c] != null) ||
    (c > 0 && cells[r * cols + c - 1] != null) || (c + 1 < cols && cells[r * cols + c + 1] != null);
  for (const down of [false, true]) {
    const lines = down ? cols : rows;
    const length = down ? rows : cols;
    for (let line = 0; line < lines; line++) {
      // The letters of the line (and their codes, -1 for an empty square), and the squares where a
      // word may touch the board (a word that touches none is no play).
      const letters = Array.from({ length }, (_, pos) => cellLetter(down ? cells[pos * cols + line] : cells[line * cols + pos]));
      const codes = Int32Array.from(letters, (letter) => (letter === null ? -1 : alphabet.codes.get(letter) ?? -2));
      // Before each square: how many squares touch the board, and how many hold a tile.
      const touchedBefore = new Int32Array(length + 1);
      const filledBefore = new Int32Array(length + 1);
      for (let pos = 0; pos < length; pos++) {
        touchedBefore[pos + 1] = touchedBefore[pos]! + ((down ? touching(pos, line) : touching(line, pos)) ? 1 : 0);
        filledBefore[pos + 1] = filledBefore[pos]! + (codes[pos]! !== -1 ? 1 : 0);
      }
      for (let start = 0; start < length; start++) {
        if (start > 0 && codes[start - 1]! !== -1) continue;
        for (const { length: size, words, codes: wordCodes, endingAt, withLetterAt } of groups) {
          const end = start + size;
          if (end > length || (end < length && codes[end]! !== -1)) continue;
          if (touchedBefore[end]! === touchedBefore[start]!) continue;
          const free = size - (filledBefore[end]! - filledBefore[start]!);
          if (free === 0 || free > rack.length) continue;
          const fixed: number[] = [];
          for (let k = 0; k < size; k++) if (codes[start + k]! !== -1) fixed.push(k);
          // Only the words with the board's letter at one of its squares (the fewest such), else all.
          let chosen: Int32Array | null = null;
          for (const k of fixed) {
            const list = withLetterAt.get(k * 64 + codes[start + k]!) ?? NONE;
            if (chosen === null || list.length < chosen.length) chosen = list;
          }
          const count = chosen === null ? words.length : chosen.length;
          words: for (let i = 0; i < count; i++) {
            const w = chosen === null ? i : chosen[i]!;
            // The ending's square holds the ending already, or takes a blank.
            const at = codes[start + endingAt[w]!]!;
            if (at === -1 ? blanks === 0 : at !== ending) continue;
            const word = wordCodes[w]!;
            for (const k of fixed) if (codes[start + k]! !== word[k]) continue words;
            // The rack must hold the new letters, a blank standing in for each one missing and for the ending.
            let missing = 0;
            for (let k = 0; k < size && missing <= blanks; k++) {
              if (codes[start + k]! !== -1) continue;
              const code = word[k]!;
              if (code !== ending && have[code]! > 0) {
                have[code]!--;
                taken.push(code);
              } else {
                missing++;
              }
            }
            for (const code of taken) have[code]!++;
            taken.length = 0;
            if (missing > blanks) continue;
            const fresh: { row: number; col: number; letter: string }[] = [];
            for (let k = 0; k < size; k++) {
              if (letters[start + k] !== null) continue;
              const letter = words[w]![k]!;
              fresh.push(down ? { row: start + k, col: line, letter } : { row: line, col: start + k, letter });
            }
            payments(fresh, counts, (placed) => {
              const move: Move = { direction: down ? 'down' : 'across', tiles: placed };
              if (placed.length === 1 && down) {
                const { row, col } = placed[0]!;
                const left = col > 0 && cells[row * cols + col - 1] != null;
                const right = col + 1 < cols && cells[row * cols + col + 1] != null;
                if (left || right) return;
              }
              const scored = scoreMove(board, move, inPlay, { rack });
              if (!scored.ok || !scored.value.words.every((w) => lexicon.has(w.word))) return;
              const key = placed.map((t) => `${t.row},${t.col},${alphabet.codes.get(t.letter)},${t.blank}`).join(';');
              if (seen.has(key)) return;
              seen.add(key);
              out.push({ move, score: scored.value.total });
            });
          }
        }
      }
    }
  }
  return out;
}

/** A Gendern `*IN` as a board cell (lower case, as a blank is written). */
const ENDING_CELL = GENDERN_TOKEN.toLowerCase();

/**
 * A cross-check the word graph cannot compute: an empty square beside a run of tiles that holds
 * the ending, with the letters (a bit per letter code) that make the run's word a word of the
 * lexicon, for words along `orientation` (0 across, 1 down).
 */
export interface EndingCrossCheck {
  readonly orientation: 0 | 1;
  readonly row: number;
  readonly col: number;
  readonly mask: number;
  /** The points of the run's tiles in that word (a `*IN` 10 when it ends the word). */
  readonly sum: number;
}

/**
 * The cross-checks of the empty squares whose perpendicular run holds the ending: the squares just
 * before and just after each run of tiles through a `*IN`. Each letter is asked of the lexicon
 * with the run's tiles around it (`BOT*IN` for T between BO and *IN).
 */
function endingCrossChecks(board: Board, tiles: TileSet, lexicon: Lexicon): EndingCrossCheck[] {
  const { rows, cols, cells } = board;
  const alphabet = alphabetOf(tiles);
  const { letters, values } = alphabet;
  const out: EndingCrossCheck[] = [];
  const seen = new Set<number>();
  const filled = (r: number, c: number): boolean => r >= 0 && c >= 0 && r < rows && c < cols && cells[r * cols + c] != null;
  /** The letters of the run of tiles from (r, c) on, stepping by (dr, dc), in reading order. */
  const run = (r: number, c: number, dr: number, dc: number): string => {
    const found: string[] = [];
    for (; filled(r, c); r += dr, c += dc) found.push(cellLetter(cells[r * cols + c])!);
    return (dr < 0 || dc < 0 ? found.reverse() : found).join('');
  };
  for (let i = 0; i < rows * cols; i++) {
    if (cells[i] !== ENDING_CELL) continue;
    const row = Math.floor(i / cols);
    const col = i % cols;
    // A run down the column gives the squares above and below it a cross-check for words across
    // (orientation 0); a run along the row, the squares left and right of it for words down.
    for (const [dr, dc, orientation] of [[1, 0, 0], [0, 1, 1]] as const) {
      let r = row;
      let c = col;
      while (filled(r - dr, c - dc)) {
        r -= dr;
        c -= dc;
      }
      const before = [r - dr, c - dc] as const;
      while (filled(r + dr, c + dc)) {
        r += dr;
        c += dc;
      }
      const after = [r + dr, c + dc] as const;
      for (const [sr, sc] of [before, after]) {
        if (sr < 0 || sc < 0 || sr >= rows || sc >= cols || seen.has(orientation * rows * cols + sr * cols + sc)) continue;
        seen.add(orientation * rows * cols + sr * cols + sc);
        const head = run(sr - dr, sc - dc, -dr, -dc);
        const tail = run(sr + dr, sc + dc, dr, dc);
        let mask = 0;
        letters.forEach((letter, code) => {
          if (lexicon.has(head + letter + tail)) mask |= 1 << code;
        });
        let sum = 0;
        for (const [r0, c0, s] of [[sr - dr, sc - dc, -1], [sr + dr, sc + dc, 1]] as const) {
          for (let r = r0, c = c0; filled(r, c); r += s * dr, c += s * dc) {
            const cell = cells[r * cols + c]!;
            sum += cell === ENDING_CELL ? (filled(r + dr, c + dc) ? 0 : GENDERN_VALUE) : (cellCode(alphabet, cell) & 1) === 0 ? values[cellCode(alphabet, cell) >> 1]! : 0;
          }
        }
        out.push({ orientation, row: sr, col: sc, mask, sum });
      }
    }
  }
  return out;
}

/** Whether the main word of a move (the run of tiles along its direction) runs through a square holding the ending. */
function mainWordThroughEnding(move: Move, board: Board): boolean {
  const { rows, cols, cells } = board;
  const first = move.tiles[0];
  if (first === undefined) return false;
  const [dr, dc] = move.direction === 'down' ? [1, 0] : [0, 1];
  const isNew = (r: number, c: number): boolean => move.tiles.some((t) => t.row === r && t.col === c);
  let r = first.row;
  let c = first.col;
  while (r - dr >= 0 && c - dc >= 0 && (cells[(r - dr) * cols + c - dc] != null || isNew(r - dr, c - dc))) {
    r -= dr;
    c -= dc;
  }
  for (; r < rows && c < cols && (cells[r * cols + c] != null || isNew(r, c)); r += dr, c += dc) {
    if (cells[r * cols + c] === ENDING_CELL) return true;
  }
  return false;
}

/**
 * The moves of `search` under the Gendern rule: the search runs on the board with every `*IN`
 * read as a blank of the tile set's first letter, with the cross-checks of the squares beside a
 * run through the ending asked of the lexicon (`crossChecksOf`); its moves whose main word runs
 * through the ending are dropped (found here instead), and the Gendern plays are merged in
 * (highest score first; ties: the search's moves first).
 */
export function withGendernPlays(
  board: Board, rack: string | readonly string[], rules: Rules, lexicon: CompactLexicon,
  search: (
    board: Board, rack: string | readonly string[], rules: Rules, lexicon: CompactLexicon, crossChecksOf: () => readonly EndingCrossCheck[],
  ) => Result<GendernPlay[], MovegenError>,
): Result<GendernPlay[], MovegenError> {
  const hasEnding = Array.isArray(board?.cells) && board.cells.some((c) => c === ENDING_CELL);
  if (!hasEnding) {
    const found = search(board, rack, rules, lexicon, () => []);
    if (!found.ok || !hasGendernWords(lexicon)) return found;
    return merged(found.value, board, rack, rules, lexicon);
  }
  // The rules and the board are read here before the search checks them.
  const bad = rulesError(rules) ?? boardError(board, rules);
  if (bad !== null) return bad;
  const standIn = rules.tiles.letters[0]?.letter.toLowerCase() ?? null;
  const searched = { ...board, cells: board.cells.map((c) => (c === ENDING_CELL ? standIn : c)) };
  // Asked of the lexicon once the search has found it to be one.
  const found = search(searched, rack, rules, lexicon, () => endingCrossChecks(board, rules.tiles, lexicon));
  if (!found.ok) return found;
  const kept = found.value.filter((m) => !mainWordThroughEnding(m.move, board));
  return hasGendernWords(lexicon) ? merged(kept, board, rack, rules, lexicon) : ok(kept);
}

/** The search's moves with the Gendern plays merged in, highest score first (ties: the search's moves first). */
function merged(
  kept: GendernPlay[], board: Board, rack: string | readonly string[], rules: Rules, lexicon: CompactLexicon & GendernWords,
): Result<GendernPlay[], never> {
  const tiles = typeof rack === 'string' ? parseRack(rack, rules.tiles) : ok(rack);
  if (!tiles.ok) return ok(kept);
  const extra = gendernPlays(board, tiles.value, rules, lexicon);
  if (extra.length === 0) return ok(kept);
  // Both lists highest score first, merged (on a tie the search's move first): the search's list
  // is sorted already and often long, the Gendern plays few.
  extra.sort((a, b) => b.score - a.score);
  const all = new Array<GendernPlay>(kept.length + extra.length);
  for (let i = 0, j = 0, k = 0; k < all.length; k++) {
    all[k] = j === extra.length || (i < kept.length && kept[i]!.score >= extra[j]!.score) ? kept[i++]! : extra[j++]!;
  }
  return ok(all);
}
