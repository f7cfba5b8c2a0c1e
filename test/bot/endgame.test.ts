import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import { placed } from '../../src/bot/candidates.js';
import { passesToEnd, solveEndgame, solveEndgamePosition } from '../../src/bot/endgame.js';
import { tilesOfMove, tilesValue, without } from '../../src/bot/racks.js';
import { applyAction } from '../../src/game/apply.js';
import { createGame } from '../../src/game/setup.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { viewFor } from '../../src/game/view.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { DUTCH_IJ, ENGLISH, GERMAN, GERMAN_GENDERN, TOURNAMENT } from '../../src/rules/presets.js';
import { gendernLexicon } from '../../src/lexicon/gendern-lexicon.js';
import { lexiconOf } from '../movegen/helpers.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import type { GameState } from '../../src/game/state.js';
import { boardWith, small } from './helpers.js';

/**
 * Plain minimax over every move and the pass to the end of the game: the obviously right value. The
 * game ends when a rack is played out or after `limit` passes in a row (the English preset: two
 * pass rounds, four passes). With `memo`, each position's value is kept by its board, racks and
 * passes, for endgames too long to search move by move.
 */
function exhaustive(board: Board, own: readonly string[], theirs: readonly string[], passes: number, limit = 4, memo?: Map<string, number>): number {
  const key = memo === undefined ? '' : `${board.cells.join(',')}|${[...own].sort().join('')}|${[...theirs].sort().join('')}|${passes}`;
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const moves = generateMoves(board, own, ENGLISH, small.lexicon);
  if (!moves.ok) throw new Error(moves.error.message);
  const ownValue = tilesValue(ENGLISH.tiles, own);
  const theirValue = tilesValue(ENGLISH.tiles, theirs);
  let best = passes + 1 >= limit ? theirValue - ownValue : -exhaustive(board, theirs, own, passes + 1, limit, memo);
  for (const { move, score } of moves.value) {
    const left = without(own, tilesOfMove(move))!;
    const value = left.length === 0 ? score + 2 * theirValue : score - exhaustive(placed(board, move), theirs, left, 0, limit, memo);
    if (value > best) best = value;
  }
  memo?.set(key, best);
  return best;
}

const BOARDS = [
  boardWith([[7, 5, 'across', 'STONE']]),
  boardWith([[7, 6, 'across', 'NOTE'], [5, 7, 'down', 'SANE']]),
  boardWith([[7, 3, 'across', 'SAINT'], [7, 7, 'down', 'TEA'], [9, 7, 'across', 'ANTI']]),
];
/** English tiles with the Dutch end rule: one pass round (two passes) ends the game. */
const DUTCH_IJ_LIKE = { ...ENGLISH, end: DUTCH_IJ.end };
const tile = fc.constantFrom('A', 'E', 'I', 'N', 'O', 'S', 'T');

describe('solveEndgame', () => {
  it('finds the exact value of small endgames, the same as exhaustive minimax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARDS.length - 1 }), fc.array(tile, { minLength: 1, maxLength: 2 }), fc.array(tile, { minLength: 1, maxLength: 2 }),
        (b, own, theirs) => {
          const board = BOARDS[b]!;
          const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [own, theirs] }, small.lexicon, { width: Infinity, timeMs: 60_000 });
          expect(solved.ok).toBe(true);
          if (!solved.ok) return;
          expect(solved.value.exact).toBe(true);
          const truth = exhaustive(board, own, theirs, 0);
          expect(solved.value.value).toBe(truth);
          const first = solved.value.line[0]!;
          const after = first.move === null ? -exhaustive(board, theirs, own, 1) : (() => {
            const left = without(own, tilesOfMove(first.move!))!;
            return left.length === 0 ? first.score + 2 * tilesValue(ENGLISH.tiles, theirs) : first.score - exhaustive(placed(board, first.move!), theirs, left, 0);
          })();
          expect(after).toBe(truth);
        }),
      { numRuns: 40, seed: 16 },
    );
  });

  it('ends the game after the rule set\'s passes in a row, counting the passes already made, as exhaustive minimax does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARDS.length - 1 }), fc.array(tile, { minLength: 1, maxLength: 2 }), fc.array(tile, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 4 }), fc.nat(3),
        (b, own, theirs, limit, made) => {
          const passes = Math.min(made, limit - 1);
          const board = BOARDS[b]!;
          const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [own, theirs], passes, passLimit: limit }, small.lexicon, { width: Infinity, timeMs: 60_000 });
          expect(solved.ok && solved.value.exact).toBe(true);
          if (solved.ok) expect(solved.value.value).toBe(exhaustive(board, own, theirs, passes, limit));
        }),
      { numRuns: 30, seed: 161 },
    );
  });

  it('finds the exact value when one side holds a tile no word can take (a Q: the word list has no word with it), for every pass limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARDS.length - 1 }), fc.array(tile, { minLength: 0, maxLength: 2 }), fc.array(tile, { minLength: 1, maxLength: 2 }),
        fc.boolean(), fc.integer({ min: 1, max: 4 }),
        (b, rest, other, stuckMoves, limit) => {
          const board = BOARDS[b]!;
          const stuck = ['Q', ...rest];
          const [own, theirs] = stuckMoves ? [stuck, other] : [other, stuck];
          const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [own, theirs], passLimit: limit }, small.lexicon, { width: Infinity, timeMs: 60_000 });
          expect(solved.ok && solved.value.exact).toBe(true);
          if (solved.ok) expect(solved.value.value).toBe(exhaustive(board, own, theirs, 0, limit));
        }),
      { numRuns: 30, seed: 1717 },
    );
  });

  it('finds the exact value of endgames with three tiles against two, where positions recur by other orders of the same moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARDS.length - 1 }), fc.array(tile, { minLength: 3, maxLength: 3 }), fc.array(tile, { minLength: 2, maxLength: 2 }),
        (b, own, theirs) => {
          const board = BOARDS[b]!;
          const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [own, theirs] }, small.lexicon, { width: Infinity, timeMs: 60_000 });
          expect(solved.ok && solved.value.exact).toBe(true);
          if (solved.ok) expect(solved.value.value).toBe(exhaustive(board, own, theirs, 0));
        }),
      { numRuns: 4, seed: 37 },
    );
  });

  it('deepens one turn at a time for eight turns, then to the deepest at once', () => {
    const board = BOARDS[2]!;
    const solve = (own: string[], theirs: string[], maxDepth: number) =>
      solveEndgamePosition({ rules: ENGLISH, board, racks: [own, theirs] }, small.lexicon, { width: Infinity, timeMs: 60_000, maxDepth });
    // A short endgame ends every line within two turns: it stops there.
    const short = solve(['A', 'E', 'N'], ['S', 'T', 'O'], 24);
    expect(short.ok && [short.value.exact, short.value.depth, short.value.value]).toEqual([true, 2, exhaustive(board, ['A', 'E', 'N'], ['S', 'T', 'O'], 0, 4, new Map())]);
    // With the Q that no word takes, lines of passes run past eight turns: cut at eight, then whole at the deepest.
    const cut = solve(['Q', 'A', 'E'], ['S', 'T', 'O'], 8);
    expect(cut.ok && [cut.value.exact, cut.value.depth]).toEqual([false, 8]);
    const whole = solve(['Q', 'A', 'E'], ['S', 'T', 'O'], 20);
    expect(whole.ok && [whole.value.exact, whole.value.depth, whole.value.value]).toEqual([true, 20, exhaustive(board, ['Q', 'A', 'E'], ['S', 'T', 'O'], 0, 4, new Map())]);
  });

  it('returns a line that, played to the end of the game, gains the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARDS.length - 1 }), fc.array(tile, { minLength: 1, maxLength: 3 }), fc.array(tile, { minLength: 1, maxLength: 3 }),
        (b, own, theirs) => {
          const solved = solveEndgamePosition({ rules: ENGLISH, board: BOARDS[b]!, racks: [own, theirs] }, small.lexicon, { width: Infinity, timeMs: 60_000 });
          expect(solved.ok).toBe(true);
          if (!solved.ok) return;
          const racks: string[][] = [own.slice(), theirs.slice()];
          let gained = 0;
          let passes = 0;
          let ended = false;
          for (const turn of solved.value.line) {
            expect(ended).toBe(false);
            const sign = turn.side === 0 ? 1 : -1;
            if (turn.move === null) {
              passes++;
              if (passes >= 4) {
                gained += tilesValue(ENGLISH.tiles, racks[1]!) - tilesValue(ENGLISH.tiles, racks[0]!);
                ended = true;
              }
              continue;
            }
            passes = 0;
            gained += sign * turn.score;
            racks[turn.side] = without(racks[turn.side]!, tilesOfMove(turn.move))!;
            if (racks[turn.side]!.length === 0) {
              gained += sign * 2 * tilesValue(ENGLISH.tiles, racks[1 - turn.side]!);
              ended = true;
            }
          }
          expect(ended).toBe(true);
          expect(gained).toBe(solved.value.value);
        }),
      { numRuns: 30, seed: 371 },
    );
  });

  it('reads the passes that end the game from the rule set and the counters', () => {
    expect(passesToEnd(GERMAN.end, { passes: 0, scoreless: 0 })).toEqual({ limit: 4, passes: 0 });
    expect(passesToEnd(GERMAN.end, { passes: 3, scoreless: 3 })).toEqual({ limit: 4, passes: 3 });
    expect(passesToEnd(DUTCH_IJ.end, { passes: 1, scoreless: 1 })).toEqual({ limit: 2, passes: 1 });
    expect(passesToEnd(TOURNAMENT.end, { passes: 0, scoreless: 4 })).toEqual({ limit: 6, passes: 4 });
    expect(passesToEnd({ passRounds: 0, scorelessTurns: null }, { passes: 5, scoreless: 5 })).toEqual({ limit: 2, passes: 1 });
    // Four passes end a German game: the opponent cannot go out, and after one pass each nothing has ended yet.
    const board = boardWith([[7, 5, 'across', 'STONE']]);
    const german = solveEndgamePosition({ rules: ENGLISH, board, racks: [['Q'], ['X']] }, small.lexicon, { width: Infinity });
    expect(german.ok && german.value.line.map((t) => t.notation)).toEqual(['-', '-', '-', '-']);
    const dutch = solveEndgamePosition({ rules: DUTCH_IJ_LIKE, board, racks: [['Q'], ['X']] }, small.lexicon, { width: Infinity });
    expect(dutch.ok && dutch.value.line.map((t) => t.notation)).toEqual(['-', '-']);
  });

  it('plays out with the rack when it can, and counts twice the opponent\'s rack', () => {
    const board = boardWith([[7, 5, 'across', 'STONE']]);
    const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [['A', 'T'], ['Q']] }, small.lexicon, { width: Infinity });
    expect(solved.ok && solved.value.exact).toBe(true);
    if (!solved.ok) return;
    const first = solved.value.line[0]!;
    expect(first.move?.tiles.length).toBe(2);
    expect(solved.value.value).toBe(first.score + 2 * 10);
    expect(solved.value.line).toHaveLength(1);
  });

  it('passes to end the game when nothing can be played, each side losing its rack', () => {
    const board = boardWith([[7, 5, 'across', 'STONE']]);
    const solved = solveEndgamePosition({ rules: ENGLISH, board, racks: [['Q'], ['X']] }, small.lexicon, { width: Infinity });
    expect(solved.ok && solved.value.value).toBe(8 - 10);
    expect(solved.ok && solved.value.line.map((t) => t.notation)).toEqual(['-', '-', '-', '-']);
  });

  it('refuses views that are not endgames, and returns a best move within a tiny budget', () => {
    const game = createGame({ rules: GERMAN, players: ['A', 'B'], seed: 3 });
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const notEnd = solveEndgame(viewFor(game.value, 0), small.lexicon);
    expect(notEnd.ok ? 'ok' : notEnd.error.code).toBe('not-an-endgame');
    const spectator = solveEndgame(viewFor(game.value, null), small.lexicon);
    expect(spectator.ok ? 'ok' : spectator.error.code).toBe('bad-view');
    const board = boardWith([[7, 3, 'across', 'SAINT'], [7, 7, 'down', 'TEA']]);
    const quick = solveEndgamePosition({ rules: ENGLISH, board, racks: [['A', 'E', 'N', 'O', 'S', 'T', 'I'], ['E', 'N', 'O', 'S', 'T', 'A', 'I']] }, small.lexicon, { timeMs: 5 });
    expect(quick.ok).toBe(true);
    if (quick.ok) expect(quick.value.line.length).toBeGreaterThan(0);
  });

  it('counts a play still open to a challenge as a turn: it ends the run of passes before it', () => {
    // Dutch end rules: two passes in a row end the game. A passes, B plays TA (still open), A to move.
    const lexicon = buildLexicon(['AT', 'TA', 'TE', 'ET', 'STONE', 'TAE', 'ATE', 'EAT', 'TEA', 'NE', 'EN', 'ON', 'NO', 'SO', 'OS', 'AE', 'ES'], ENGLISH);
    if (!lexicon.ok) throw new Error(lexicon.error.message);
    const words = lexicon.value.lexicon;
    const used: Record<string, number> = { S: 1, T: 2, O: 1, N: 1, E: 2, A: 1, Z: 1 };
    const rules: RuleSet = { ...ENGLISH, end: DUTCH_IJ.end, tiles: { ...ENGLISH.tiles, blanks: 0, letters: ENGLISH.tiles.letters.map((l) => ({ ...l, count: used[l.letter] ?? 0 })) } };
    const created = createGame({ rules: { ...ENGLISH, end: DUTCH_IJ.end }, players: ['A', 'B'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const a = created.value.turn;
    const b = 1 - a;
    const racks: string[][] = [];
    racks[a] = ['Z'];
    racks[b] = ['T', 'A', 'E'];
    const stone = withTiles(emptyBoard(ENGLISH), [...'STONE'].map((letter, i) => ({ row: 7, col: 5 + i, letter, blank: false })));
    let state: GameState = { ...created.value, rules, bag: [], racks, board: stone };
    const pass = applyAction(state, { type: 'pass', player: a }, { lexicon: words });
    if (!pass.ok) throw new Error(pass.error.message);
    state = pass.value.state;
    const ta = generateMoves(state.board, ['T', 'A'], rules, words);
    if (!ta.ok) throw new Error(ta.error.message);
    const play = applyAction(state, { type: 'play', player: b, move: ta.value[0]!.move }, { lexicon: words });
    if (!play.ok) throw new Error(play.error.message);
    expect(play.value.state.pending).not.toBeNull();
    const solved = solveEndgame(viewFor(play.value.state, a), words, { width: Infinity });
    const exact = solveEndgamePosition({ rules, board: play.value.state.board, racks: [['Z'], ['E']], passes: 0 }, words, { width: Infinity });
    expect(exact.ok && exact.value.value).toBe(-23);
    expect(solved.ok && [solved.value.value, solved.value.exact]).toEqual([-23, true]);
    // A view given as plain data with only the counters the bots read.
    const bare = { ...viewFor(play.value.state, a), counters: { passes: 1, scoreless: 1 } } as never;
    const fromBare = solveEndgame(bare, words, { width: Infinity });
    expect(fromBare.ok && fromBare.value.value).toBe(-23);
  });

  it('takes a time budget of NaN as the default one second, never as no limit', () => {
    // Searched to the end, this endgame takes longer than a quarter of a minute.
    const board = boardWith([[7, 3, 'across', 'SAINT'], [7, 7, 'down', 'TEA']]);
    const racks: [string[], string[]] = [['A', 'E', 'N', 'O', 'S', 'T', 'I'], ['E', 'N', 'O', 'S', 'T', 'A', 'I']];
    const solved = solveEndgamePosition({ rules: ENGLISH, board, racks }, small.lexicon, { timeMs: Number.NaN });
    expect(solved.ok && solved.value.exact).toBe(false);
    expect(solved.ok && solved.value.line.length).toBeGreaterThan(0);
  }, 20_000);

  it('stops within a budget of positions, with the same answer every time', () => {
    const board = boardWith([[7, 3, 'across', 'SAINT'], [7, 7, 'down', 'TEA']]);
    const racks = [['A', 'E', 'N', 'O', 'S', 'T', 'I'], ['E', 'N', 'O', 'S', 'T', 'A', 'I']] as const;
    const run = () => solveEndgamePosition({ rules: ENGLISH, board, racks: [racks[0], racks[1]] }, small.lexicon, { timeMs: 60_000, maxNodes: 300 });
    const a = run();
    const b = run();
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.exact).toBe(false);
    expect(a.value.nodes).toBeLessThanOrEqual(301);
    expect(a.value.line.length).toBeGreaterThan(0);
    expect(b.value).toEqual(a.value);
  });
});

describe('solveEndgame under the Gendern rule', () => {
  const nouns = ['LEHRER', 'BAUER', 'LESER'];
  const lexicon = gendernLexicon(lexiconOf(['LEHRER', 'BAUER', 'LESER', 'LEHRERIN', 'EHRE', 'EHREN', 'ER', 'ES', 'EN', 'RE', 'BE', 'LE', 'SE', 'ESE', 'REN'], GERMAN).lexicon, nouns);

  /** Plain minimax over every move (the Gendern plays among them) and the pass, two passes in a row ending the game. */
  function gendernExhaustive(board: Board, own: readonly string[], theirs: readonly string[], passes: number): number {
    const moves = generateMoves(board, own, GERMAN_GENDERN, lexicon);
    if (!moves.ok) throw new Error(moves.error.message);
    const ownValue = tilesValue(GERMAN_GENDERN.tiles, own);
    const theirValue = tilesValue(GERMAN_GENDERN.tiles, theirs);
    let best = passes + 1 >= 2 ? theirValue - ownValue : -gendernExhaustive(board, theirs, own, passes + 1);
    for (const { move, score } of moves.value) {
      const left = without(own, tilesOfMove(move))!;
      const value = left.length === 0 ? score + 2 * theirValue : score - gendernExhaustive(placed(board, move), theirs, left, 0);
      if (value > best) best = value;
    }
    return best;
  }

  it('finds the exact value with the plays of the ending *IN among the moves', () => {
    const board = withTiles(emptyBoard(GERMAN_GENDERN), [...'LEHRER'].map((letter, i) => ({ row: 7, col: 4 + i, letter, blank: false })));
    const racks: [string[], string[]] = [['?', 'E'], ['S', 'E']];
    const withEnding = generateMoves(board, racks[0], GERMAN_GENDERN, lexicon);
    expect(withEnding.ok && withEnding.value.some(({ move }) => move.tiles.some((t) => t.letter === '*IN'))).toBe(true);
    const solved = solveEndgamePosition({ rules: GERMAN_GENDERN, board, racks, passLimit: 2 }, lexicon, { width: Infinity, timeMs: 60_000, pruneAfter: 0 });
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    expect(solved.value.exact).toBe(true);
    expect(solved.value.value).toBe(gendernExhaustive(board, racks[0], racks[1], 0));
  });
});
