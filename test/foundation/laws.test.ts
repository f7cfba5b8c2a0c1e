import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardFromRows, emptyBoard, GERMAN, makeMove, MOVE_ERROR_CODES, parseMove, placeMove, premiumAt, scoreMove, scoreTotal,
  tilesOnBoard, validateMove, letterValue, DUTCH, DUTCH_IJ, type Move, type RuleSet,
} from '../../src/index.js';
import { transposeBoard } from '../../src/board/board.js';
import { deepFreeze, playArbitrary } from './arbitraries.js';
import { modelScore } from './model.js';

const RUNS = { numRuns: 300 };

function mustScore(...args: Parameters<typeof scoreMove>) {
  const s = scoreMove(...args);
  if (!s.ok) throw new Error(`${s.error.code}: ${s.error.message}`);
  return s.value;
}

describe('laws of validation and scoring (fast-check)', () => {
  it('the generator makes only legal moves', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      expect(validateMove(board, move, rules).ok).toBe(true);
    }), RUNS);
  });

  it('the score is the sum of the word scores plus the bingo, and each word is letterSum × wordMultiplier', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const s = mustScore(board, move, rules);
      for (const w of s.words) expect(w.score).toBe(w.letterSum * w.wordMultiplier);
      expect(s.total).toBe(s.words.reduce((n, w) => n + w.score, 0) + s.bingo);
      expect(s.bingo).toBe(move.tiles.length === rules.rackSize ? rules.bingoBonus : 0);
      expect(scoreTotal(board, move, rules)).toEqual({ ok: true, value: s.total });
    }), RUNS);
  });

  it('the score equals the slow model of RULES.md section 4, word by word', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const s = mustScore(board, move, rules);
      const model = modelScore(board, move, rules);
      expect(s.words.map((w) => [w.word, w.score])).toEqual(model.words.map((w) => [w.word, w.score]));
      expect(s.total).toBe(model.total);
    }), RUNS);
  });

  it('every word holds a new tile, and the main word holds them all', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const s = mustScore(board, move, rules);
      for (const w of s.words) expect(w.isNew.some(Boolean)).toBe(true);
      const main = s.words.find((w) => w.main);
      if (move.tiles.length > 1) expect(main!.isNew.filter(Boolean)).toHaveLength(move.tiles.length);
      expect(s.words.filter((w) => !w.main)).toHaveLength(s.words.length - (main === undefined ? 0 : 1));
    }), RUNS);
  });

  it('the order of the tiles in a move does not matter', () => {
    fc.assert(fc.property(playArbitrary(), fc.integer(), ({ board, move, rules }, seed) => {
      const shuffled = [...move.tiles];
      for (let i = shuffled.length - 1, s = seed >>> 0; i > 0; i--) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        const j = s % (i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(scoreMove(board, { direction: move.direction, tiles: shuffled }, rules)).toEqual(scoreMove(board, move, rules));
    }), RUNS);
  });

  it('transposing board and move (across ↔ down) keeps the score on the standard layout', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const flipped: Move = {
        direction: move.direction === 'across' ? 'down' : 'across',
        tiles: move.tiles.map((t) => ({ ...t, row: t.col, col: t.row })),
      };
      const s = mustScore(board, move, rules);
      const t = mustScore(transposeBoard(board), flipped, rules);
      expect(t.total).toBe(s.total);
      expect(t.words.map((w) => [w.word, w.score, w.main])).toEqual(s.words.map((w) => [w.word, w.score, w.main]));
    }), RUNS);
  });

  it('a blank adds no letter value: it lowers the score by value × letter premium × each word multiplier', () => {
    fc.assert(fc.property(playArbitrary(), fc.nat(), ({ board, move, rules }, pick) => {
      const k = pick % move.tiles.length;
      const tile = move.tiles[k]!;
      fc.pre(!tile.blank);
      const before = mustScore(board, move, rules);
      const blanked: Move = { ...move, tiles: move.tiles.map((t, i) => (i === k ? { ...t, blank: true } : t)) };
      const after = mustScore(board, blanked, rules);
      const value = letterValue(rules.tiles, tile.letter)!;
      const premium = premiumAt(rules.layout, tile);
      const letterMultiplier = premium === 'dl' ? 2 : premium === 'tl' ? 3 : 1;
      const containing = before.words.filter((w) => w.squares.some((sq) => sq.row === tile.row && sq.col === tile.col));
      const expected = containing.reduce((n, w) => n + value * letterMultiplier * w.wordMultiplier, 0);
      expect(before.total - after.total).toBe(expected);
      expect(after.words.map((w) => w.wordMultiplier)).toEqual(before.words.map((w) => w.wordMultiplier));
    }), RUNS);
  });

  it('a move of blanks only scores 0 plus the bingo', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const boardOfBlanks = { ...board, cells: board.cells.map((c) => (c === null ? null : c.toLowerCase())) };
      const blanks: Move = { ...move, tiles: move.tiles.map((t) => ({ ...t, blank: true })) };
      const s = mustScore(boardOfBlanks, blanks, rules);
      expect(s.total).toBe(s.bingo);
    }), RUNS);
  });

  it('placeMove never changes its input and adds exactly the new tiles', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      const before = JSON.stringify({ board, move });
      deepFreeze(board);
      deepFreeze(move);
      const next = placeMove(board, move, rules);
      expect(JSON.stringify({ board, move })).toBe(before);
      expect(next.ok).toBe(true);
      if (!next.ok) return;
      expect(tilesOnBoard(next.value)).toBe(tilesOnBoard(board) + move.tiles.length);
      for (const t of move.tiles) expect(next.value.cells[t.row * board.cols + t.col]).toBe(t.blank ? t.letter.toLowerCase() : t.letter);
      expect(validateMove(next.value, move, rules).ok).toBe(false);
    }), RUNS);
  });

  it('parseMove(makeMove(m)) gives m, with and without the board', () => {
    fc.assert(fc.property(playArbitrary(), ({ board, move, rules }) => {
      expect(writable(move, rules)).toBe(true);
      const inOrder = [...move.tiles].sort((a, b) => a.row - b.row || a.col - b.col);
      const expected = { direction: move.direction, tiles: inOrder };
      expect(parseMove(makeMove(move), rules)).toEqual({ ok: true, value: expected });
      expect(parseMove(makeMove(move, board), rules)).toEqual({ ok: true, value: expected });
    }), RUNS);
  });
});

/**
 * Whether the notation can express a move: in a set with the IJ tile, an I directly followed by a J
 * (both tiles or both blanks) is written `IJ`/`ij`, which reads as the IJ tile.
 */
function writable(move: Move, rules: RuleSet): boolean {
  if (!rules.tiles.letters.some((spec) => spec.letter === 'IJ')) return true;
  const tiles = [...move.tiles].sort((a, b) => a.row - b.row || a.col - b.col);
  return tiles.every((t, i) => {
    const next = tiles[i + 1];
    const adjacent = next !== undefined && next.row + next.col === t.row + t.col + 1;
    return !(adjacent && t.letter === 'I' && next.letter === 'J' && t.blank === next.blank);
  });
}

describe('the limit of the notation', () => {
  it('writes an I tile followed by a J tile in the IJ set as IJ, which reads back as the IJ tile', () => {
    const iThenJ: Move = { direction: 'across', tiles: [
      { row: 7, col: 7, letter: 'I', blank: false }, { row: 7, col: 8, letter: 'J', blank: false },
    ] };
    expect(writable(iThenJ, DUTCH_IJ)).toBe(false);
    expect(makeMove(iThenJ)).toBe('8H IJ');
    const back = parseMove(makeMove(iThenJ), DUTCH_IJ);
    expect(back.ok && back.value.tiles.map((t) => t.letter)).toEqual(['IJ']);
    expect(parseMove(makeMove(iThenJ), DUTCH)).toEqual({ ok: true, value: iThenJ });
  });

  it('never meets a legal move: the validator refuses an I tile followed by a J tile in the IJ set', () => {
    const iThenJ: Move = { direction: 'across', tiles: [
      { row: 7, col: 7, letter: 'I', blank: false }, { row: 7, col: 8, letter: 'J', blank: false },
    ] };
    const r = validateMove(emptyBoard(DUTCH_IJ), iThenJ, DUTCH_IJ);
    expect(r.ok ? 'legal' : r.error.code).toBe('unspellable-word');
    expect(validateMove(emptyBoard(DUTCH), iThenJ, DUTCH).ok).toBe(true);
  });
});

describe('bad input never throws (fast-check)', () => {
  const board = emptyBoard(GERMAN);
  const isMoveError = (r: { ok: boolean; error?: { code: string; message: string } }) =>
    !r.ok && (MOVE_ERROR_CODES as readonly string[]).includes(r.error!.code) && typeof r.error!.message === 'string';

  it('anything as a move or a board is refused with a move error code', () => {
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true }), (junk) => {
      for (const check of [validateMove, scoreMove, scoreTotal, placeMove]) {
        expect(isMoveError(check(board, junk as Move, GERMAN))).toBe(true);
        expect(isMoveError(check(junk as typeof board, parseMoveOrThrow('8D GRÜNDE'), GERMAN))).toBe(true);
      }
    }), { numRuns: 500 });
  });

  const number = fc.oneof(
    fc.integer({ min: -3, max: 17 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e300, -0, 2 ** 53),
    fc.string({ maxLength: 3 }) as fc.Arbitrary<unknown>, fc.constant(null),
  );
  const letter = fc.oneof(
    fc.constantFrom('A', 'Ä', 'IJ', 'a', '?', '', 'ẞ', 'AB', '\uD800'), fc.string({ maxLength: 3 }),
    fc.anything() as fc.Arbitrary<unknown>,
  );
  const tile = fc.record({ row: number, col: number, letter, blank: fc.oneof(fc.boolean(), fc.anything()) }, { requiredKeys: [] });
  const junkMove = fc.record({
    direction: fc.oneof(fc.constantFrom('across', 'down'), fc.anything()),
    tiles: fc.oneof(fc.array(tile, { maxLength: 9 }), fc.anything()),
  }, { requiredKeys: [] });

  it('moves with wrong shapes, huge numbers, NaN, negatives and strings never throw', () => {
    fc.assert(fc.property(junkMove, (m) => {
      for (const check of [validateMove, scoreMove, scoreTotal, placeMove]) {
        const r = check(board, m as Move, GERMAN, { rack: ['A', '?'] });
        expect(r.ok || isMoveError(r)).toBe(true);
      }
    }), { numRuns: 1000 });
  });

  const cell = fc.oneof(fc.constant(null), fc.constantFrom('A', 'b', 'IJ', 'ä', '?', ''), fc.anything());
  const junkBoard = fc.oneof(
    fc.record({ rows: fc.constant(15), cols: fc.constant(15), cells: fc.array(cell, { minLength: 225, maxLength: 225 }) }),
    fc.record({ rows: number, cols: number, cells: fc.oneof(fc.array(cell, { maxLength: 230 }), fc.anything()) }, { requiredKeys: [] }),
  );

  it('boards with wrong shapes or foreign cells never throw', () => {
    fc.assert(fc.property(junkBoard, playArbitrary(GERMAN), (b, play) => {
      for (const check of [validateMove, scoreMove, scoreTotal, placeMove]) {
        const r = check(b as typeof board, play.move, GERMAN);
        expect(r.ok || isMoveError(r)).toBe(true);
      }
    }), { numRuns: 500 });
  });

  it('a single foreign cell in a word is refused as malformed-board', () => {
    fc.assert(fc.property(playArbitrary(GERMAN), fc.anything(), fc.nat(), ({ board: b, move }, junk, pick) => {
      const s = mustScore(b, move, GERMAN);
      const old = s.words.flatMap((w) => w.squares.filter((_, i) => !w.isNew[i]));
      fc.pre(old.length > 0 && junk !== null && junk !== undefined);
      fc.pre(typeof junk !== 'string' || !['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'Ä', 'Ö', 'Ü'].includes(junk.toUpperCase()));
      const sq = old[pick % old.length]!;
      const cells = b.cells.slice() as unknown[];
      cells[sq.row * b.cols + sq.col] = junk;
      const r = scoreMove({ ...b, cells: cells as typeof b.cells }, move, GERMAN);
      expect(r.ok ? 'accepted' : r.error.code).toBe('malformed-board');
    }), RUNS);
  });

  it('text readers never throw on any string or value', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.anything()), (text) => {
      const t = text as string;
      for (const r of [parseMove(t, GERMAN), boardFromRows([t] as string[], GERMAN), boardFromRows(t as unknown as string[], GERMAN)]) {
        expect(typeof r.ok).toBe('boolean');
      }
    }), { numRuns: 1000 });
  });
});

function parseMoveOrThrow(text: string): Move {
  const m = parseMove(text, GERMAN);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
