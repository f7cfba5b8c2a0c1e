/**
 * Laws of Afbreek, on the final boards of classic bot games: random legal play (any removal of
 * `legalRemovals`, both scorings, fixed maximum or the die) always ends; the removed tiles plus the
 * board equal the start board; states are never mutated; every state reads back through JSON and
 * parseGameState; every listed removal is accepted by the reducer and scores as listed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon, GERMAN, greedyBot, playBotGame, type Board } from '../../src/index.js';
import { applyAction, createGame, legalRemovals, parseGameState, type AfbreekState } from '../../src/afbreek/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { deepFreeze, tilesOf } from './helpers.js';

const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;
const options = { lexicon };

/** The final board of a classic game between two greedy bots. */
function finishedBoard(seed: string): Board {
  const bot = greedyBot(lexicon);
  const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.state.board;
}

const boards = ['1', '2', '3', '4', '5', '6'].map(finishedBoard);

/** Every run of two or more tiles of a board as `start:end:direction → word` (the slow, obvious model). */
function runsOf(b: Board): Map<string, string> {
  const out = new Map<string, string>();
  const at = (r: number, c: number) => b.cells[r * b.cols + c] ?? null;
  for (const across of [true, false]) {
    for (let line = 0; line < 15; line++) {
      let word = '';
      let start = -1;
      for (let k = 0; k <= 15; k++) {
        const cell = k < 15 ? (across ? at(line, k) : at(k, line)) : null;
        if (cell !== null) {
          if (start < 0) start = k;
          word += cell.toUpperCase();
        } else {
          if (start >= 0 && k - start >= 2) out.set(`${across}:${line}:${start}:${k - 1}`, word);
          word = '';
          start = -1;
        }
      }
    }
  }
  return out;
}

/** The start board's tiles equal the board's tiles plus the removed ones, square by square. */
function checkConservation(state: AfbreekState): void {
  const now = tilesOf(state.board);
  const removed = new Map<number, string>();
  for (const turn of state.history) {
    if (turn.type !== 'remove') continue;
    turn.squares.forEach((name, k) => {
      const index = (Number(name.slice(1)) - 1) * state.board.cols + (name.charCodeAt(0) - 65);
      expect(removed.has(index) || now.has(index)).toBe(false);
      removed.set(index, turn.tiles[k]!);
    });
  }
  expect(new Map([...now, ...removed])).toEqual(tilesOf(state.start));
}

describe('Afbreek laws on random games', () => {
  it('random legal play always ends; tiles are conserved; no mutation; JSON round-trip', () => {
    fc.assert(fc.property(
      fc.nat(boards.length - 1), fc.constantFrom('face', 'premium') as fc.Arbitrary<'face' | 'premium'>,
      fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant('die' as const)), fc.array(fc.nat(1000), { minLength: 300, maxLength: 300 }),
      (b, scoring, maxTiles, picks) => {
        const game = createGame({ rules: GERMAN, players: ['A', 'B', 'C'], board: boards[b]!, scoring, maxTiles, seed: 'die', lexicon });
        if (!game.ok) throw new Error(game.error.message);
        let state = deepFreeze(game.value);
        let step = 0;
        while (state.phase === 'playing') {
          expect(step).toBeLessThan(picks.length);
          const removals = legalRemovals(state, options);
          const pick = removals[picks[step++]! % Math.max(1, removals.length)];
          if (pick !== undefined) {
            const cells = state.board.cells.slice();
            for (const name of pick.squares) cells[(Number(name.slice(1)) - 1) * 15 + name.charCodeAt(0) - 65] = null;
            const before = runsOf(state.board);
            const fresh = [...runsOf({ ...state.board, cells })].filter(([key]) => !before.has(key)).map(([, word]) => word);
            expect([...pick.newWords].sort()).toEqual(fresh.sort());
          }
          const before = JSON.stringify(state);
          const r = applyAction(state, pick === undefined ? { type: 'pass', player: state.turn } : { type: 'remove', player: state.turn, squares: pick.squares }, options);
          if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
          expect(JSON.stringify(state)).toBe(before);
          if (pick !== undefined) expect(r.value.state.scores[state.turn]! - state.scores[state.turn]!).toBe(pick.score);
          state = deepFreeze(r.value.state);
          checkConservation(state);
        }
        expect(parseGameState(JSON.parse(JSON.stringify(state)), options)).toEqual({ ok: true, value: state });
        expect(parseGameState(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
        expect(legalRemovals({ ...state, limit: maxTiles === 'die' ? 6 : maxTiles }, options)).toEqual([]);
      },
    ), { numRuns: 20 });
  });
});

describe('Afbreek bot games', () => {
  it('plays a whole game between bots taking the best removal; bad bots are reported', async () => {
    const { playBotGame, afbreekBot, results } = await import('../../src/afbreek/index.js');
    const bot = afbreekBot(lexicon);
    const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], board: boards[0]!, bots: [bot, bot], lexicon });
    if (!game.ok) throw new Error(game.error.message);
    expect(game.value.state.phase).toBe('over');
    const r = results(game.value.state);
    expect(r.players.reduce((n, p) => n + p.tilesRemoved, 0) + r.tilesLeft).toBe(boards[0]!.cells.filter((c) => c !== null).length);
    for (const turn of game.value.state.history) {
      if (turn.type === 'remove') expect(turn.score).toBeGreaterThanOrEqual(0);
    }
    const thrower = playBotGame({ rules: GERMAN, players: ['A'], board: boards[0]!, bots: [() => { throw new Error('no'); }], lexicon });
    expect(thrower.ok ? null : thrower.error.code).toBe('bot-failed');
    const passer = playBotGame({ rules: GERMAN, players: ['A'], board: boards[0]!, bots: [() => ({ type: 'pass', player: 0 })], lexicon });
    expect(passer.ok ? null : passer.error.code).toBe('action-refused');
  });
});
