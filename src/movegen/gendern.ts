/**
 * Gendern plays for the move generator: plays whose main word ends in the ending `*IN` or
 * `*INNEN` (a blank played as `*IN`, or one already on the board). The compact word graph holds
 * no `*IN`, so these plays are found apart from the main search: every word X*IN and X*INNEN of
 * the lexicon's Gendern stems is tried in every line where it fits the board and the rack, and
 * each candidate is checked by the validator, scored by `scoreMove` and its words asked of the
 * lexicon. The main search runs on the board with each `*IN` read as a blank of another letter,
 * and the plays it finds with a word through such a square are dropped (every word through it is a
 * Gendern word, found here instead). Internal: `generateMoves` merges these plays with the others.
 * @module
 */
import type { Board } from '../board/board.js';
import { hasGendernWords, type GendernWords } from '../lexicon/gendern-lexicon.js';
import { parseRack } from '../tiles/alphabet.js';
import { ok, type Result } from '../result.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { alphabetOf, tokenizeWord } from '../tiles/alphabet.js';
import { gendernTiles } from '../tiles/gendern.js';
import { BLANK, GENDERN_TOKEN, type TileSet } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';

/** A play found here, as `generateMoves` returns it. */
export interface GendernPlay {
  readonly move: Move;
  readonly score: number;
}

type Rules = Pick<RuleSet, 'tiles' | 'layout' | 'rackSize' | 'bingoBonus' | 'firstMoveMinTiles'>;

/** The Gendern words of a lexicon as tile lists, by length (cached per lexicon and tile set). */
const wordsCache = new WeakMap<object, Map<TileSet, Map<number, string[][]>>>();

function gendernWords(lexicon: GendernWords, tiles: TileSet): Map<number, string[][]> {
  let byTiles = wordsCache.get(lexicon);
  if (byTiles === undefined) {
    byTiles = new Map();
    wordsCache.set(lexicon, byTiles);
  }
  let byLength = byTiles.get(tiles);
  if (byLength === undefined) {
    byLength = new Map();
    for (const stem of lexicon.gendernStems) {
      const letters = tokenizeWord(stem, tiles);
      if (!letters.ok) continue;
      for (const word of [[...letters.value, GENDERN_TOKEN], [...letters.value, GENDERN_TOKEN, 'N', 'E', 'N']]) {
        const list = byLength.get(word.length) ?? [];
        list.push(word);
        byLength.set(word.length, list);
      }
    }
    byTiles.set(tiles, byLength);
  }
  return byLength;
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
  const byLength = gendernWords(lexicon, tiles);
  const counts = new Map<string, number>();
  for (const tile of rack) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  const blanks = counts.get(BLANK) ?? 0;
  const alphabet = alphabetOf(gendernTiles(tiles));
  const { rows, cols, cells } = board;
  const hasToken = cells.some((c) => c === GENDERN_TOKEN.toLowerCase());
  if (blanks === 0 && !hasToken) return [];
  const out: GendernPlay[] = [];
  const seen = new Set<string>();
  const used: string[] = [];
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
      // The letters of the line, and the squares where a word may touch the board (a word that touches none is no play).
      const letters = Array.from({ length }, (_, pos) => cellLetter(down ? cells[pos * cols + line] : cells[line * cols + pos]));
      const at = (_line: number, pos: number): string | null => letters[pos]!;
      const touches = Array.from({ length }, (_, pos) => (down ? touching(pos, line) : touching(line, pos)));
      for (let start = 0; start < length; start++) {
        if (start > 0 && at(line, start - 1) !== null) continue;
        for (const [size, words] of byLength) {
          const end = start + size;
          if (end > length || (end < length && at(line, end) !== null)) continue;
          let connected = false;
          for (let k = start; k < end && !connected; k++) connected = touches[k]!;
          if (!connected) continue;
          const fixed: number[] = [];
          let free = 0;
          for (let k = 0; k < size; k++) {
            if (at(line, start + k) !== null) fixed.push(k);
            else free++;
          }
          if (free === 0 || free > rack.length) continue;
          words: for (const word of words) {
            for (const k of fixed) if (letters[start + k] !== word[k]) continue words;
            // The rack must hold the new letters, a blank standing in for each one missing and for the ending.
            let missing = 0;
            for (let k = 0; k < size && missing <= blanks; k++) {
              if (letters[start + k] !== null) continue;
              const letter = word[k]!;
              if (letter === GENDERN_TOKEN) {
                missing++;
                continue;
              }
              const left = counts.get(letter) ?? 0;
              if (left > 0) counts.set(letter, left - 1);
              else missing++;
              used.push(letter);
            }
            for (const letter of used) counts.set(letter, counts.get(letter)! + 1);
            used.length = 0;
            if (missing > blanks) continue;
            const fresh: { row: number; col: number; letter: string }[] = [];
            for (let k = 0; k < size; k++) {
              if (letters[start + k] !== null) continue;
              const letter = word[k]!;
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

const ENDING_CELL = GENDERN_TOKEN.toLowerCase();

/** Whether a word of a move (its main word or a cross-word) runs through a square holding the ending. */
function touchesEnding(move: Move, board: Board): boolean {
  const { rows, cols, cells } = board;
  const isNew = (r: number, c: number): boolean => move.tiles.some((t) => t.row === r && t.col === c);
  const runHits = (row: number, col: number, dr: number, dc: number): boolean => {
    let r = row;
    let c = col;
    while (r - dr >= 0 && c - dc >= 0 && cells[(r - dr) * cols + c - dc] != null) {
      r -= dr;
      c -= dc;
    }
    for (; r < rows && c < cols && (cells[r * cols + c] != null || isNew(r, c)); r += dr, c += dc) {
      if (cells[r * cols + c] === ENDING_CELL) return true;
    }
    return false;
  };
  return move.tiles.some((t) => runHits(t.row, t.col, 0, 1) || runHits(t.row, t.col, 1, 0));
}

/**
 * The moves of `search` under the Gendern rule: the search runs on the board with every `*IN`
 * read as a blank of the tile set's first letter, its moves through such a square are dropped,
 * and the Gendern plays are merged in (highest score first; ties: the search's moves first).
 */
export function withGendernPlays<E>(
  board: Board, rack: string | readonly string[], rules: Rules, lexicon: CompactLexicon,
  search: (board: Board, rack: string | readonly string[], rules: Rules, lexicon: CompactLexicon) => Result<GendernPlay[], E>,
): Result<GendernPlay[], E> {
  const hasEnding = Array.isArray(board?.cells) && board.cells.some((c) => c === ENDING_CELL);
  const standIn = rules.tiles.letters[0]?.letter.toLowerCase() ?? null;
  const searched = hasEnding ? { ...board, cells: board.cells.map((c) => (c === ENDING_CELL ? standIn : c)) } : board;
  const found = search(searched, rack, rules, lexicon);
  if (!found.ok) return found;
  const kept = hasEnding ? found.value.filter((m) => !touchesEnding(m.move, board)) : found.value;
  if (!hasGendernWords(lexicon)) return ok(kept);
  const tiles = typeof rack === 'string' ? parseRack(rack, rules.tiles) : ok(rack);
  if (!tiles.ok) return ok(kept);
  const extra = gendernPlays(board, tiles.value, rules, lexicon);
  return ok(extra.length === 0 ? kept : kept.concat(extra).sort((a, b) => b.score - a.score));
}
