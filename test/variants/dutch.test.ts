import { describe, expect, it } from 'vitest';
import {
  applyAction, parseGameState, viewFor, DUTCH_IJ, DUTCH_IJ_VARIATIONS, GERMAN_GENDERN,
  type Action, type GameState,
} from '../../src/index.js';
import { checkInvariants, knownGame, must, run } from '../game/helpers.js';

const code = (s: GameState, a: Action): string => {
  const r = applyAction(s, a);
  return r.ok ? 'ok' : r.error.code;
};

describe('the Dutch variations: the preset', () => {
  it('is Dutch with IJ plus the variations, spread from the Dutch preset', () => {
    expect(DUTCH_IJ_VARIATIONS).toEqual({
      ...DUTCH_IJ, id: 'dutch-ij-variations', name: DUTCH_IJ_VARIATIONS.name,
      firstMoveMinTiles: 4, replacement: 'rack', blankSwap: true, consecutivePasses: false,
    });
  });
});

describe('rule 1: a first word of at least 4 letters', () => {
  it('refuses a shorter first word; a player who cannot play it passes', () => {
    const s = knownGame(DUTCH_IJ_VARIATIONS, [...'DOPKXQZ', ...'AARDEEN']);
    expect(code(s, { type: 'play', player: 0, move: '8G DOP' })).toBe('first-move-too-short');
    expect(code(s, { type: 'play', player: 0, move: '8F DOPK' })).toBe('ok');
    expect(code(s, { type: 'pass', player: 0 })).toBe('ok');
  });
});

describe('rule 7: passing without exchanging, but not twice in a row by the same player', () => {
  const start = () => knownGame(DUTCH_IJ_VARIATIONS, [...'DOPKXQZ', ...'AARDEEN']);
  it('refuses the second pass in a row of the same player while an exchange is possible', () => {
    const s = run(start(), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect(code(s, { type: 'pass', player: 0 })).toBe('pass-not-allowed');
    expect(code(s, { type: 'exchange', player: 0, tiles: 'X' })).toBe('ok');
  });
  it('allows a pass after a turn that was not a pass', () => {
    const s = run(start(), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }, { type: 'exchange', player: 0, tiles: 'X' }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect(code(s, { type: 'pass', player: 0 })).toBe('ok');
  });
  it('allows the second pass when no exchange is possible (the bag holds fewer than 7 tiles)', () => {
    const s = run(knownGame({ ...DUTCH_IJ_VARIATIONS, exchange: { minBagSize: 200 }, end: { ...DUTCH_IJ.end, passRounds: 2 } }, [...'DOPKXQZ']), [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }]);
    expect(code(s, { type: 'pass', player: 0 })).toBe('ok');
  });
});

describe('rule 6: swapping a blank', () => {
  // A plays DORP with a blank as R (8F DOrP); B holds an R and two E's.
  const start = () => knownGame(DUTCH_IJ_VARIATIONS, [...'DO?PKXQ', ...'REEANNT']);
  const afterDorp = () => run(start(), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);

  it('before acting, the player puts the letter on the blank\'s square and takes the blank: no score changes, not a turn', () => {
    const before = afterDorp();
    expect(before.board.cells[7 * 15 + 7]).toBe('r');
    const swapped = must(before, { type: 'swap-blank', player: 1, squares: ['H8'] });
    expect(swapped.events).toEqual([{ type: 'blank-swapped', player: 1, swaps: [{ square: 'H8', letter: 'R' }] }]);
    expect(swapped.state.board.cells[7 * 15 + 7]).toBe('R');
    expect([...swapped.state.racks[1]!].sort()).toEqual([...'EEANNT?'].sort());
    expect(swapped.state.scores).toEqual(before.scores);
    expect(swapped.state.turn).toBe(1);
    checkInvariants(swapped.state);
    expect(viewFor(swapped.state, 0).history.at(-1)).toEqual(swapped.events[0]);
    expect(parseGameState(JSON.parse(JSON.stringify(swapped.state)))).toEqual({ ok: true, value: swapped.state });
    const played = must(swapped.state, { type: 'play', player: 1, move: 'H7 e.' }).state;
    expect(played.scores[1]).toBe(2);
  });

  it('refuses a blank of a play still open to a challenge, a square without a blank, a missing letter, another player\'s turn, and the rule switched off', () => {
    const pending = run(start(), [{ type: 'play', player: 0, move: '8F DOrP' }]);
    expect(code(pending, { type: 'swap-blank', player: 1, squares: ['H8'] })).toBe('blank-pending');
    const s = afterDorp();
    expect(code(s, { type: 'swap-blank', player: 1, squares: ['G8'] })).toBe('not-a-blank');
    expect(code(s, { type: 'swap-blank', player: 1, squares: ['A1'] })).toBe('not-a-blank');
    expect(code(s, { type: 'swap-blank', player: 0, squares: ['H8'] })).toBe('not-your-turn');
    const noR = run(knownGame(DUTCH_IJ_VARIATIONS, [...'DO?PKXQ', ...'EEEANNT']), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);
    expect(code(noR, { type: 'swap-blank', player: 1, squares: ['H8'] })).toBe('not-on-rack');
    const off = run(knownGame(DUTCH_IJ, [...'DO?PKXQ', ...'REEANNT']), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);
    expect(code(off, { type: 'swap-blank', player: 1, squares: ['H8'] })).toBe('swap-not-allowed');
  });

  it('both blanks at once', () => {
    const s = run(knownGame(DUTCH_IJ_VARIATIONS, [...'DO??KXQ', ...'REPANNT']), [{ type: 'play', player: 0, move: '8F DOrp' }, { type: 'accept', player: 1 }]);
    const swapped = must(s, { type: 'swap-blank', player: 1, squares: ['H8', 'I8'] }).state;
    expect(swapped.board.cells.slice(7 * 15 + 5, 7 * 15 + 9)).toEqual(['D', 'O', 'R', 'P']);
    expect(swapped.racks[1]!.filter((t) => t === '?')).toHaveLength(2);
  });

  it('never a Gendern *IN', () => {
    const rules = { ...GERMAN_GENDERN, blankSwap: true };
    const s = run(knownGame(rules, [...'HIRT?AB', ...'INNENAS']), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }]);
    expect(code(s, { type: 'swap-blank', player: 1, squares: ['H8'] })).toBe('not-a-blank');
  });
});
