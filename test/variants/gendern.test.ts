import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction, buildLexicon, countMoves, createMovegenContext, emptyBoard, gendernLexicon, generateMoves, GERMAN, GERMAN_GENDERN, makeGcg, gameToGcg, makeMove,
  parseGameState, parseMove, parseRuleSet, placeMove, replayGcg, scoreMove, validateMove, verifyGcg, viewFor,
  type Board, type CompactLexicon, type PlacedTile,
} from '../../src/index.js';
import { withTiles } from '../../src/board/board.js';
import { parseBoard } from '../../src/index.js';
import { parseGameState as parseDuplicateState } from '../../src/duplicate/index.js';
import { knownDuplicate, must as mustDuplicate, wordSet } from '../duplicate/helpers.js';
import { knownGame, must, run } from '../game/helpers.js';
import { bruteForceMoves, placementKey } from '../movegen/helpers.js';

const board = (...moves: string[]): Board => moves.reduce((b, text) => {
  const move = parseMove(text, GERMAN_GENDERN);
  if (!move.ok) throw new Error(move.error.message);
  const next = placeMove(b, move.value, GERMAN_GENDERN);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}, emptyBoard(GERMAN));

const score = (b: Board, text: string): number => {
  const move = parseMove(text, GERMAN_GENDERN);
  if (!move.ok) throw new Error(move.error.message);
  const s = scoreMove(b, move.value, GERMAN_GENDERN);
  if (!s.ok) throw new Error(`${s.error.code}: ${s.error.message}`);
  return s.value.total;
};

const refusal = (b: Board, text: string, rules = GERMAN_GENDERN): string => {
  const move = parseMove(text, rules);
  if (!move.ok) return move.error.code;
  const v = validateMove(b, move.value, rules);
  return v.ok ? 'ok' : v.error.code;
};

const NOUNS = ['TISCHLER', 'LEHRER', 'HIRTE', 'ARZT', 'KOCH', 'BAUER', 'LESER'];
const WORDS = [...NOUNS, 'TISCH', 'EHRE', 'ER', 'IN', 'NEIN', 'NE', 'EN', 'EI', 'REH', 'HIRT', 'TEE', 'SEE', 'ESEL', 'KOCHEN', 'BAU', 'AB', 'AN', 'DA', 'RAT', 'TAT'];
const base = buildLexicon(WORDS, GERMAN);
if (!base.ok) throw new Error(base.error.message);
const lexicon = gendernLexicon(base.value.lexicon, NOUNS);

describe('Gendern: the *IN blank is worth 10, and 0 in the plural', () => {
  // "Wird ein Blankostein als *IN eingesetzt, fließt der Blankostein mit 10 Punkten in die Berechnung des Wortwertes ein"
  it('8E HIRT*IN with the T on the star scores (2 + 1 + 1 + 1 + 10) × 2 = 30', () => {
    expect(score(emptyBoard(GERMAN), '8E HIRT*IN')).toBe(30);
  });

  it('a letter premium under the *IN multiplies its 10: 8H HIRT*IN puts it on the double letter L8, (2 + 1 + 1 + 1 + 10 × 2) × 2 = 50', () => {
    expect(score(emptyBoard(GERMAN), '8H HIRT*IN')).toBe(50);
  });

  // "Die Pluralbildung durch Anlegen der Buchstaben N, E und N an einen Blankostein, der für *IN steht, ist zulässig. In diesem Fall bringt der Blankostein bei der Berechnung des Wortwertes keine Punkte."
  it('laid at once as HIRT*INNEN it counts 0: 8E HIRT*INNEN = (2 + 1 + 1 + 1 + 0 + 1 + 1 × 2 + 1) × 2 = 18', () => {
    expect(score(emptyBoard(GERMAN), '8E HIRT*INNEN')).toBe(18);
  });

  it('8D TISCHLER*IN places nine tiles and scores 68: (1 × 2 + 1 + 1 + 4 + 2 + 2 + 1 + 1 + 10 × 2) × 2, the *IN on the double letter L8', () => {
    const move = parseMove('8D TISCHLER*IN', GERMAN_GENDERN);
    expect(move.ok && move.value.tiles.length).toBe(9);
    expect(move.ok && move.value.tiles[8]).toEqual({ row: 7, col: 11, letter: '*IN', blank: true });
    expect(score(emptyBoard(GERMAN), '8D TISCHLER*IN')).toBe(68);
  });

  it('the word premium doubles the word with the *IN in it: 8D HIRT*IN = (2 × 2 + 1 + 1 + 1 + 10) × 2 = 34', () => {
    expect(score(emptyBoard(GERMAN), '8D HIRT*IN')).toBe(34);
  });

  it('extending LEHRER*IN (90 with the bingo) to LEHRER*INNEN scores the old tiles at face value, the *IN 0, and E on the double letter: 12', () => {
    const after = board('8D LEHRER*IN');
    expect(score(emptyBoard(GERMAN), '8D LEHRER*IN')).toBe((2 * 2 + 1 + 2 + 1 + 1 + 1 + 10) * 2 + 50);
    expect(score(after, '8D .......NEN')).toBe(12);
  });

  it('the word reaches the lexicon with the token', () => {
    const move = parseMove('8D LEHRER*INNEN', GERMAN_GENDERN);
    const v = move.ok ? validateMove(emptyBoard(GERMAN), move.value, GERMAN_GENDERN) : move;
    expect(v.ok && v.value.words.map((w) => w.word)).toEqual(['LEHRER*INNEN']);
  });

  it('notation writes and reads the token in either case; makeMove writes it upper case', () => {
    const lower = parseMove('8D lehrer*in', GERMAN_GENDERN);
    expect(lower.ok && lower.value.tiles.every((t) => t.blank)).toBe(true);
    const move = parseMove('8D LEHRER*IN', GERMAN_GENDERN);
    expect(move.ok && makeMove(move.value)).toBe('8D LEHRER*IN');
    expect(move.ok && makeMove({ ...move.value, tiles: move.value.tiles.map((t) => ({ ...t, blank: true })) })).toBe('8D lehrer*IN');
  });
});

describe('Gendern: where the *IN may stand', () => {
  const lehrerin = board('8D LEHRER*IN');
  it.each([
    ['at the end of a word', '8D LEHRER*IN', 'ok'],
    ['before NEN (the plural)', '8D LEHRER*INNEN', 'ok'],
    ['in the middle of a word', '8D LEHRER*INS', 'gendern-misplaced'],
    ['before NE only', '8D LEHRER*INNE', 'gendern-misplaced'],
    ['before NENS', '8D LEHRER*INNENS', 'gendern-misplaced'],
    ['at the start of a word', '8H *INA', 'gendern-misplaced'],
  ])('%s: %s', (_, text, code) => {
    expect(refusal(emptyBoard(GERMAN), text)).toBe(code);
  });

  it('also in the cross-words: a tile under a *IN on the board makes it start a word', () => {
    expect(refusal(lehrerin, 'J9 A')).toBe('gendern-misplaced');
    expect(refusal(lehrerin, 'J7 A')).toBe('ok');
  });

  it('the token is a blank: as a letter tile it is refused', () => {
    const move = { direction: 'across' as const, tiles: [{ row: 7, col: 7, letter: 'A', blank: false }, { row: 7, col: 8, letter: '*IN', blank: false }] };
    expect(validateMove(emptyBoard(GERMAN), move, GERMAN_GENDERN).ok ? 'ok' : 'refused').toBe('refused');
  });

  it('without the rule *IN is an unknown letter', () => {
    expect(refusal(emptyBoard(GERMAN), '8D LEHRER*IN', GERMAN)).toBe('bad-notation');
    const move = { direction: 'across' as const, tiles: [{ row: 7, col: 7, letter: 'A', blank: false }, { row: 7, col: 8, letter: '*IN', blank: true }] };
    const v = validateMove(emptyBoard(GERMAN), move, GERMAN);
    expect(v.ok ? 'ok' : v.error.code).toBe('unknown-letter');
  });
});

describe('gendernLexicon', () => {
  it('adds X*IN and X*INNEN when X or X+E is a personal noun of the list', () => {
    expect(['TISCHLER*IN', 'TISCHLER*INNEN', 'HIRT*IN', 'HIRT*INNEN', 'ARZT*IN'].map((w) => lexicon.has(w))).toEqual([true, true, true, true, true]);
  });
  // "Endet die Grundform auf -e, entfällt dieses beim Legen und der für *IN stehende Blankostein wird stattdessen an den Wortstamm angefügt."
  it('a base form ending in E drops the E: HIRTE gives HIRT*IN and HIRT*INNEN, never HIRTE*IN; others take the ending as they are', () => {
    const astro = gendernLexicon(base.value.lexicon, ['HIRTE', 'TISCHLER', 'ASTRONAUT']);
    expect(['HIRT*IN', 'HIRT*INNEN', 'HIRTE*IN', 'HIRTE*INNEN'].map((w) => astro.has(w))).toEqual([true, true, false, false]);
    expect(['TISCHLER*IN', 'TISCHLER*INNEN', 'ASTRONAUT*IN', 'ASTRONAUT*INNEN', 'TISCHLE*IN'].map((w) => astro.has(w))).toEqual([true, true, true, true, false]);
    expect(astro.gendernStems).toEqual(['ASTRONAUT', 'HIRT', 'TISCHLER']);
  });

  it('refuses other token words and leaves the rest to the base lexicon', () => {
    expect(['TISCH*IN', 'LEHRER*INNE', '*IN', 'LEHRER*IN*IN', 'LEHRER*INS'].map((w) => lexicon.has(w))).toEqual([false, false, false, false, false]);
    expect(lexicon.has('TISCH')).toBe(true);
    expect(lexicon.has('TISCHE')).toBe(false);
  });
  it('a compact base gives a lexicon the move generator accepts', () => {
    expect((lexicon as CompactLexicon).kind).toBe('compact-lexicon');
    expect(lexicon.gendernStems).toContain('HIRT');
  });
});

describe('Gendern in the move generator', () => {
  it('a blank tries *IN as well as every letter when the rule is on', () => {
    const on = generateMoves(emptyBoard(GERMAN), 'HIRT?AB', GERMAN_GENDERN, lexicon);
    const off = generateMoves(emptyBoard(GERMAN), 'HIRT?AB', GERMAN, lexicon);
    const has = (r: typeof on) => r.ok && r.value.some((m) => makeMove(m.move) === '8D HIRT*IN');
    expect(has(on)).toBe(true);
    expect(has(off)).toBe(false);
    const hirtin = on.ok ? on.value.find((m) => makeMove(m.move) === '8D HIRT*IN') : undefined;
    expect(hirtin?.score).toBe(34);
  });

  it('extends a *IN on the board to *INNEN, and plays no word through a *IN otherwise', () => {
    const b = board('8D LEHRER*IN');
    const moves = generateMoves(b, 'NENAXYZ', GERMAN_GENDERN, lexicon);
    expect(moves.ok && moves.value.map((m) => makeMove(m.move, b))).toContain('8D .......NEN');
    expect(moves.ok && moves.value.find((m) => makeMove(m.move, b) === '8D .......NEN')?.score).toBe(12);
  });

  it('property: every generated move validates, scores the same through the validator, and forms only words of the lexicon', () => {
    const boards = [emptyBoard(GERMAN), board('8D LEHRER*IN'), board('8E ARZT', 'H8 .EE')];
    const letters = [...'ABEHIKLNORSTZ?'];
    fc.assert(fc.property(fc.constantFrom(...boards), fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 7 }), (b, rack) => {
      const moves = generateMoves(b, rack, GERMAN_GENDERN, lexicon);
      if (!moves.ok) return false;
      for (const m of moves.value) {
        const s = scoreMove(b, m.move, GERMAN_GENDERN, { rack });
        if (!s.ok || s.value.total !== m.score) return false;
        if (!s.value.words.every((w) => lexicon.has(w.word))) return false;
      }
      return true;
    }), { numRuns: 60 });
  });
});

describe('Gendern in the move generator: cross-words through a *IN on the board', () => {
  // BOTE is a personal noun, so BOT*IN is a word; AT and ATE are plain words.
  const crossBase = buildLexicon([...WORDS, 'AT', 'ATE', 'BOTE'], GERMAN);
  if (!crossBase.ok) throw new Error(crossBase.error.message);
  const crossLexicon = gendernLexicon(crossBase.value.lexicon, [...NOUNS, 'BOTE']);
  const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const tile = (row: number, col: number, letter: string, blank = false): PlacedTile => ({ row, col, letter, blank });
  // B on H5, O on H6, the *IN on H8 (the centre), A on G7: a tile on H7 makes BOT*IN down and a word across from A.
  const botin = withTiles(emptyBoard(GERMAN), [tile(4, 7, 'B'), tile(5, 7, 'O'), tile(7, 7, '*IN', true), tile(6, 6, 'A')]);
  const plays = (b: Board, rack: string, lex = crossLexicon) => {
    const moves = valueOf(generateMoves(b, rack, GERMAN_GENDERN, lex));
    return moves.map((m) => `${makeMove(m.move, b)} ${m.score}`);
  };

  it('a tile that completes X*IN as a cross-word is played: 7G .T forms AT (1 + 1) and BOT*IN (3 + 2 + 1 + 10) = 18', () => {
    expect(plays(botin, 'T')).toEqual(['7G .T 18']);
  });

  it('with a second tile on the double letter I7: 7G .TE forms ATE (1 + 1 + 1 × 2) and BOT*IN (16) = 20', () => {
    expect(plays(botin, 'TE')).toEqual(['7G .TE 20', '7G .T 18']);
  });

  it('a letter that makes no word with the *IN is not played there', () => {
    expect(plays(botin, 'E')).toEqual([]);
    // Without BOTE among the personal nouns BOT*IN is no word: nothing fits.
    const plain = gendernLexicon(crossBase.value.lexicon, NOUNS);
    expect(plays(botin, 'T', plain)).toEqual([]);
  });

  const boards: Board[] = [
    botin,
    // The same across a row: ARZ, a gap on G8, the *IN on H8; A above the gap and E below it (AT, ATE down).
    withTiles(emptyBoard(GERMAN), [tile(7, 3, 'A'), tile(7, 4, 'R'), tile(7, 5, 'Z'), tile(7, 7, '*IN', true), tile(6, 6, 'A'), tile(8, 6, 'E')]),
    // KOCH*IN across, its ending open to the right (KOCH*INNEN).
    board('8D KOCH*IN'),
    // LEHRER*IN across and HIRT down above the square right of its ending (HIRT*IN there would put a *IN inside LEHRER*IN*IN).
    withTiles(board('8D LEHRER*IN'), [tile(3, 10, 'H'), tile(4, 10, 'I'), tile(5, 10, 'R'), tile(6, 10, 'T')]),
  ];
  const blankLetters = [...'ABCDEHIKLNORSTZ', '*IN'];

  it('property: the generator finds exactly the plays a brute force finds, with the same scores, plain and through a context', () => {
    const context = createMovegenContext(GERMAN_GENDERN, crossLexicon);
    const letters = [...'ABEHINORTZ?'];
    fc.assert(fc.property(fc.constantFrom(...boards), fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 3 }), (b, rack) => {
      const moves = valueOf(generateMoves(b, rack, GERMAN_GENDERN, crossLexicon));
      const found = new Map(moves.map((m) => [placementKey(m.move.tiles), m.score]));
      expect(found.size).toBe(moves.length);
      const brute = bruteForceMoves(b, rack, GERMAN_GENDERN, { lexicon: crossLexicon, blankLetters });
      expect([...found.entries()].sort()).toEqual([...brute.entries()].sort());
      expect(valueOf(countMoves(b, rack, GERMAN_GENDERN, crossLexicon))).toBe(moves.length);
      expect(valueOf(context.generateMoves(b, rack))).toEqual(moves);
    }), { numRuns: 30 });
  });
});

describe('Gendern in a game', () => {
  const start = () => knownGame(GERMAN_GENDERN, [...'HIRT?AB', ...'LEHRNEN']);

  it('a *IN play is scored, recorded with the token, and judged by the Gendern lexicon when challenged', () => {
    const played = must(start(), { type: 'play', player: 0, move: '8D HIRT*IN' });
    const event = played.events[0];
    expect(event?.type === 'move-played' && [event.notation, event.score, event.words]).toEqual(['8D HIRT*IN', 34, [{ word: 'HIRT*IN', score: 34 }]]);
    expect(played.state.board.cells[7 * 15 + 7]).toBe('*in');
    expect(played.state.racks[0]).toEqual(['A', 'B']);
    const challenged = applyAction(played.state, { type: 'challenge', player: 1 }, { lexicon });
    expect(challenged.ok && challenged.value.events[0]?.type).toBe('challenge-failed');
  });

  it('a withdrawn *IN play gives the blank back', () => {
    const played = must(start(), { type: 'play', player: 0, move: '8D HIRT*IN' }).state;
    const upheld = must(played, { type: 'challenge', player: 1, valid: false }).state;
    expect([...upheld.racks[0]!].sort()).toEqual([...'HIRT?AB'].sort());
    expect(upheld.board.cells.every((c) => c === null)).toBe(true);
  });

  it('a saved state with *IN tiles reads back unchanged, and the rule set keeps gendern', () => {
    const state = run(start(), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }]);
    const parsed = parseGameState(JSON.parse(JSON.stringify(state)));
    expect(parsed.ok && parsed.value).toEqual(state);
    expect(parseRuleSet(JSON.parse(JSON.stringify(GERMAN_GENDERN)))).toEqual({ ok: true, value: GERMAN_GENDERN });
    expect(viewFor(state, 1).board.cells[7 * 15 + 7]).toBe('*in');
  });

  it('parseBoard reads a board holding the *IN blank under the Gendern rule, and refuses it without', () => {
    const played = board('8D HIRT*IN');
    expect(played.cells[7 * 15 + 7]).toBe('*in');
    expect(parseBoard(JSON.parse(JSON.stringify(played)), GERMAN_GENDERN)).toEqual({ ok: true, value: played });
    const plain = parseBoard(played, GERMAN);
    expect(plain.ok ? null : plain.error.code).toBe('bad-board');
    // The ending is a blank: upper case, as a tile of the bag would be written, it is no tile.
    const upper = { ...played, cells: played.cells.map((c) => (c === '*in' ? '*IN' : c)) };
    const refused = parseBoard(upper, GERMAN_GENDERN);
    expect(refused.ok ? null : refused.error.code).toBe('bad-board');
  });

  it('a Duplicate game with a *IN play on the board reads back from its saved state', () => {
    const words = wordSet(['HIRT*IN']);
    let game = knownDuplicate([...'HIRT?AB'], {}, GERMAN_GENDERN);
    game = mustDuplicate(game, { type: 'submit', player: 0, move: '8D HIRT*in' }, { lexicon: words });
    game = mustDuplicate(game, { type: 'end-round' }, { lexicon: words });
    expect(game.board.cells[7 * 15 + 7]).toBe('*in');
    expect(parseDuplicateState(JSON.parse(JSON.stringify(game)), { lexicon: words })).toEqual({ ok: true, value: game });
  });

  // "Wird ein Blankostein als *IN eingesetzt, fließt der Blankostein mit 10 Punkten in die Berechnung des Wortwertes ein"
  it('a record that scores the *IN 0 (8D HIRT*IN +14) is a score mismatch; +34 verifies clean', () => {
    const state = run(start(), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }]);
    const text = makeGcg(gameToGcg(state));
    expect(text).toContain('8D HIRT*IN +34 34');
    expect(verifyGcg(text, GERMAN_GENDERN).clean).toBe(true);
    const old = verifyGcg(text.replace('+34 34', '+14 14'), GERMAN_GENDERN);
    expect(old.clean).toBe(false);
    expect(old.findings.map((f) => f.code)).toContain('score-mismatch');
  });

  it('a saved state that scored the *IN 0 (HIRT*IN 14 instead of 34) is refused as a score mismatch', () => {
    const state = run(start(), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }]);
    expect(state.scores).toEqual([34, 0]);
    expect(parseGameState(JSON.parse(JSON.stringify(state))).ok).toBe(true);
    const old = JSON.parse(JSON.stringify(state).replaceAll('"score":34', '"score":14')) as typeof state;
    const read = parseGameState({ ...old, scores: [14, 0] });
    expect(read.ok ? 'ok' : read.error.code).toBe('scores-inconsistent');
  });

  it('property: every generated Gendern move scores the same through scoreMove, and the top *IN play keeps its score through the game, its record, replay and verification', () => {
    // A stem of the list, a blank and letters to fill the rack, in any order.
    const rackArb = fc.tuple(fc.constantFrom('HIRT', 'KOCH', 'ARZT', 'LESER'), fc.array(fc.constantFrom(...'EINNRST'), { minLength: 2, maxLength: 2 }))
      .chain(([stem, extra]) => fc.shuffledSubarray([...stem, '?', ...extra].slice(0, 7), { minLength: 7, maxLength: 7 }));
    fc.assert(fc.property(rackArb, (rack) => {
      const moves = generateMoves(emptyBoard(GERMAN), rack, GERMAN_GENDERN, lexicon);
      if (!moves.ok) return false;
      for (const m of moves.value) {
        const s = scoreMove(emptyBoard(GERMAN), m.move, GERMAN_GENDERN);
        if (!s.ok || s.value.total !== m.score) return false;
      }
      const top = moves.value.find((m) => m.move.tiles.some((t) => t.letter === '*IN'));
      if (top === undefined) return false;
      // The *IN counts 10 (× its letter premium) in a word it ends, so such a play scores at least 20.
      if (!top.move.tiles.some((t) => t.letter === 'N') && top.score < 20) return false;
      const played = must(knownGame(GERMAN_GENDERN, [...rack, ...'LEHRNEN']), { type: 'play', player: 0, move: top.move });
      const event = played.events[0];
      if (event?.type !== 'move-played' || event.score !== top.score) return false;
      const state = run(played.state, [{ type: 'accept', player: 1 }]);
      const text = makeGcg(gameToGcg(state));
      const replay = replayGcg(text, GERMAN_GENDERN);
      return verifyGcg(text, GERMAN_GENDERN).clean && replay.ok && replay.value.state.scores[0] === top.score;
    }), { numRuns: 25 });
  });

  it('a GCG record writes the token and replays under the Gendern rules', () => {
    const state = run(start(), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }, { type: 'play', player: 1, move: 'E8 .EHR' }]);
    const text = makeGcg(gameToGcg(state));
    expect(text).toContain('8D HIRT*IN');
    const replay = replayGcg(text, GERMAN_GENDERN);
    expect(replay.ok ? replay.value.state.scores : replay.error).toEqual(state.scores);
  });
});
