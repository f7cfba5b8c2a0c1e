import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../src/board/board.js';
import { placed } from '../../src/bot/candidates.js';
import { NO_LEAVES } from '../../src/bot/leaves.js';
import { positionOf, type BotPosition } from '../../src/bot/position.js';
import { seededRandom } from '../../src/bot/random.js';
import { inferredLeaves, lastTurnOf, type LastTurn } from '../../src/bot/inference.js';
import { plainGenerate, playoutReply } from '../../src/bot/playout.js';
import { simulate, stillRunning } from '../../src/bot/simulation.js';
import { viewFor } from '../../src/game/view.js';
import type { Move } from '../../src/move/move.js';
import { ENGLISH, GERMAN } from '../../src/rules/presets.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';
import { stateAfter } from './helpers.js';

const de = lexiconOf(fixtureWords('de-small.txt'), GERMAN).lexicon;
/** Two words only: with the leave values at zero, a rack's best play is ZA (22 points on the opening) when it holds Z and A, else AT or TA (4). */
const za = lexiconOf(['AT', 'TA', 'ZA'], ENGLISH).lexicon;
const generate = plainGenerate(ENGLISH, za);

/** A two-player position on a board with some unseen tiles (the rest of the fields as a bot reads them). */
function positionWith(board: BotPosition['board'], unseen: readonly string[], bagSize: number): BotPosition {
  return {
    rules: ENGLISH, board, player: 0, opponent: 1, rack: ['E', 'E', 'E', 'E', 'E', 'E', 'E'], unseen, bagSize,
    opponentRackSize: 7, spread: 0, scoreless: 0, passes: 0, players: 2,
  };
}

const at: Move = { direction: 'across', tiles: [{ row: 7, col: 7, letter: 'A', blank: false }, { row: 7, col: 8, letter: 'T', blank: false }] };

describe('inference from the opponent\'s last turn', () => {
  const unseen = ['Z', 'Z', 'Z', ...'EEEEEEEEEEEE', ...'IIIIIIIIII'];
  const after = placed(emptyBoard(ENGLISH), at);
  const position = positionWith(after, unseen, unseen.length - 7);

  it('keeps only the leaves with which the play was the best: after AT for 4, no leave with a Z (ZA scores 22)', () => {
    const last: LastTurn = { kind: 'play', boardBefore: emptyBoard(ENGLISH), tiles: ['A', 'T'], score: 4 };
    const kept = inferredLeaves(last, position, NO_LEAVES, generate, { margin: 0, samples: 64 }, seededRandom(3));
    expect(kept).not.toBeNull();
    if (kept === null) return;
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept.length).toBeLessThan(64);   // about half the leaves of five of these tiles hold a Z
    for (const leave of kept) {
      expect(leave).toHaveLength(5);
      expect(leave).not.toContain('Z');
    }
    // Within a margin of 18 points the Z no longer tells: every leave is kept.
    const wide = inferredLeaves(last, position, NO_LEAVES, generate, { margin: 18, samples: 64 }, seededRandom(3));
    expect(wide?.length).toBe(64);
  });

  it('keeps every leave when the play was the best possible (ZA), and none when no rack would have played it', () => {
    const zaMove: LastTurn = { kind: 'play', boardBefore: emptyBoard(ENGLISH), tiles: ['Z', 'A'], score: 22 };
    expect(inferredLeaves(zaMove, position, NO_LEAVES, generate, { margin: 0, samples: 20 }, seededRandom(1))?.length).toBe(20);
    // Only Z tiles unseen: with A and T the rack always holds ZA, so AT for 4 is never its best: uniform draws instead.
    const zs = positionWith(after, ['Z', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z'], 2);
    const last: LastTurn = { kind: 'play', boardBefore: emptyBoard(ENGLISH), tiles: ['A', 'T'], score: 4 };
    expect(inferredLeaves(last, zs, NO_LEAVES, generate, { margin: 0, samples: 20 }, seededRandom(1))).toBeNull();
  });

  it('reads an exchange: the racks kept are those that had no play worth more than the tiles kept', () => {
    const last: LastTurn = { kind: 'exchange', count: 3 };
    // No rack of E and I has a play: the exchange was the best, every sample is kept (its best four tiles).
    const none = positionWith(after, [...'EEEEEEEEEEEE', ...'IIIIIIIIII'], 15);
    const kept = inferredLeaves(last, none, NO_LEAVES, generate, { margin: 0, samples: 16 }, seededRandom(2));
    expect(kept?.length).toBe(16);
    for (const keep of kept ?? []) expect(keep).toHaveLength(4);
    // Racks of Z and A always hold ZA (22 points on the opening): the exchange was never the best.
    const za2 = positionWith(emptyBoard(ENGLISH), [...'ZZZZZZZZ', ...'AAAAAAAA'], 9);
    expect(inferredLeaves(last, za2, NO_LEAVES, generate, { margin: 0, samples: 16 }, seededRandom(2))).toBeNull();
  });

  it('finds the opponent\'s last play in the view, with the board before it', () => {
    const before = stateAfter(GERMAN, de, 5, 2);
    const state = stateAfter(GERMAN, de, 5, 3);
    const view = viewFor(state, state.turn);
    const position = positionOf(view);
    expect(typeof position).not.toBe('string');
    if (typeof position === 'string') return;
    const last = lastTurnOf(view, position);
    expect(last?.kind).toBe('play');
    if (last?.kind !== 'play') return;
    expect(last.boardBefore.cells).toEqual(before.board.cells);
    // Seen from the player who made it, the last play is not the opponent's.
    const own = viewFor(state, 1 - state.turn);
    const ownPosition = positionOf(own);
    if (typeof ownPosition !== 'string') expect(lastTurnOf(own, ownPosition)).toBeNull();
  });
});

describe('exchanges in the playouts', () => {
  const board = placed(emptyBoard(ENGLISH), at);
  const min = Math.max(1, ENGLISH.exchange.minBagSize);

  it('exchange when no play exists and the bag allows it, pass when it does not', () => {
    const rack = ['Q', 'Q', 'V', 'V', 'J', 'X', 'K'];
    const exchange = playoutReply(generate, board, rack, min, ENGLISH, NO_LEAVES, new Map());
    expect(exchange?.move).toBeNull();
    expect((exchange?.tiles.length ?? 0) + (exchange?.leave.length ?? 0)).toBe(7);
    expect(exchange?.tiles.length).toBeGreaterThan(0);
    expect(playoutReply(generate, board, rack, min - 1, ENGLISH, NO_LEAVES, new Map())).toBeNull();
    // Without exchanges in the playouts, the same rack passes.
    expect(playoutReply(generate, board, rack, 50, ENGLISH, NO_LEAVES, null)).toBeNull();
  });

  it('play when the best play\'s equity beats the best exchange\'s, exchange when the tiles kept are worth more', () => {
    const rack = ['Z', 'Q', 'Q', 'V', 'V', 'J', 'K'];
    const play = playoutReply(generate, board, rack, 50, ENGLISH, NO_LEAVES, new Map());
    expect(play?.move).not.toBeNull();   // ZA through the A: a play beats an exchange worth nothing
    // Leaves that value keeping Z and Q alone at 100: the exchange of the other five wins.
    const zq = { value: (tiles: readonly string[]) => (tiles.length === 2 && tiles.includes('Z') && tiles.includes('Q') ? 100 : 0) };
    const exchange = playoutReply(generate, board, rack, 50, ENGLISH, zq as typeof NO_LEAVES, new Map());
    expect(exchange?.move).toBeNull();
    expect(exchange?.leave.slice().sort()).toEqual(['Q', 'Z']);
    expect(exchange?.tiles.slice().sort()).toEqual(['J', 'K', 'Q', 'V', 'V']);
  });
});

describe('early stopping', () => {
  it('never stops a candidate that beats every other in every iteration by a margin', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 40 }), fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0.5, max: 50, noNaN: true }),
      fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1_000_000 }),
      (k, n, z, margin, bestAt, seed) => {
        const random = seededRandom(seed);
        const utilities = Array.from({ length: k }, () => Array.from({ length: n }, () => (random.next() - 0.5) * 200));
        const best = bestAt % k;
        for (let i = 0; i < n; i++) utilities[best]![i] = Math.max(...utilities.map((u, j) => (j === best ? -Infinity : u[i]!))) + margin;
        const running = utilities.map(() => true);
        const next = stillRunning(utilities, running, z);
        expect(next[best]).toBe(true);
        // A stopped candidate stays stopped.
        const some = utilities.map((_, j) => j !== (best + 1) % k);
        expect(stillRunning(utilities, some, z)[(best + 1) % k]).toBe(false);
      },
    ), { numRuns: 200 });
  });

  it('stops a candidate far behind, and spends its playouts on those still running within the same budget', () => {
    let stopped = 0;
    for (const [seed, turns] of [[3, 2], [8, 6], [5, 4]] as const) {
      const state = stateAfter(GERMAN, de, seed, turns);
      const view = viewFor(state, state.turn);
      const options = { iterations: 24, candidates: 6, seed: 1, objective: 'spread' as const };
      const kept = simulate(view, de, { ...options, reallocate: true });
      const plain = simulate(view, de, { ...options, reallocate: false });
      expect(kept.ok && plain.ok).toBe(true);
      if (!kept.ok || !plain.ok) continue;
      const count = (r: typeof kept.value) => r.candidates.reduce((s, c) => s + c.iterations, 0);
      const budget = 24 * kept.value.candidates.length;
      expect(count(kept.value)).toBeLessThanOrEqual(budget);
      expect(count(plain.value)).toBeLessThanOrEqual(budget);
      // Every candidate plays at most the iterations budget without reallocation.
      for (const c of plain.value.candidates) expect(c.iterations).toBeLessThanOrEqual(24);
      // With reallocation the run goes on until the budget is spent or one candidate is left running.
      const most = Math.max(...kept.value.candidates.map((c) => c.iterations));
      const running = kept.value.candidates.filter((c) => c.iterations === most).length;
      if (running < kept.value.candidates.length) stopped++;
      expect(running === 1 || count(kept.value) > budget - running).toBe(true);
      expect(kept.value.best.iterations).toBe(most);
      // No early stopping: every candidate plays every iteration.
      const all = simulate(view, de, { ...options, stopZ: Infinity });
      if (all.ok) for (const c of all.value.candidates) expect(c.iterations).toBe(24);
    }
    expect(stopped).toBeGreaterThan(0);
  });
});

describe('the simulation with every feature', () => {
  it('is deterministic with an iteration budget, infers from the last play, and gives the same results with or without the generator context', () => {
    for (const [seed, turns] of [[5, 3], [8, 5]] as const) {
      const state = stateAfter(GERMAN, de, seed, turns);
      const view = viewFor(state, state.turn);
      const strip = (r: ReturnType<typeof simulate>) => (r.ok ? r.value.candidates.map((c) => [c.notation, c.meanSpread, c.winChance, c.iterations]) : r.error.code);
      const options = { iterations: 10, candidates: 4, seed: 2 };
      const a = simulate(view, de, options);
      expect(a.ok).toBe(true);
      expect(strip(simulate(view, de, options))).toEqual(strip(a));
      expect(strip(simulate(view, de, { ...options, incremental: false }))).toEqual(strip(a));
      // The inference changes the draws (a last play is there to read): the results differ from uniform draws.
      const uniform = simulate(view, de, { ...options, inference: false });
      expect(strip(uniform)).not.toEqual(strip(a));
    }
  });
});
