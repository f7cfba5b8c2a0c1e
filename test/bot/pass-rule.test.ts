import { describe, expect, it } from 'vitest';
import { applyAction, viewFor, DUTCH_IJ, DUTCH_IJ_VARIATIONS, type GameState } from '../../src/index.js';
import { passForbidden } from '../../src/bot/variant-actions.js';
import { knownGame, run } from '../game/helpers.js';

/** Whether the game refuses the pass of `player` now. */
const gameRefusesPass = (s: GameState, player: number): boolean => {
  const r = applyAction(s, { type: 'pass', player });
  return !r.ok && r.error.code === 'pass-not-allowed';
};

describe('the bots read the no-two-passes rule as the game does', () => {
  it('forbid a second pass in a row only while an exchange is possible', () => {
    const start = () => knownGame(DUTCH_IJ_VARIATIONS, [...'DOPKXQZ', ...'AARDEEN']);
    // Passed last turn, a full bag: the second pass is refused, by the game and the bots alike.
    const full = run(start(), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect([passForbidden(viewFor(full, 0), 0), gameRefusesPass(full, 0)]).toEqual([true, true]);
    // Passed last turn, too few tiles in the bag to exchange: the second pass is allowed.
    const rules = { ...DUTCH_IJ_VARIATIONS, exchange: { minBagSize: 200 }, end: { ...DUTCH_IJ.end, passRounds: 2 } };
    const short = run(knownGame(rules, [...'DOPKXQZ']), [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }]);
    expect([passForbidden(viewFor(short, 0), 0), gameRefusesPass(short, 0)]).toEqual([false, false]);
    // A turn that was not a pass, or a rule set that allows passes in a row: no refusal.
    const after = run(start(), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }, { type: 'exchange', player: 0, tiles: 'X' }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect([passForbidden(viewFor(after, 0), 0), gameRefusesPass(after, 0)]).toEqual([false, false]);
    const open = run(knownGame(DUTCH_IJ, [...'DOPKXQZ', ...'AARDEEN']), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect([passForbidden(viewFor(open, 0), 0), gameRefusesPass(open, 0)]).toEqual([false, false]);
  });
});
