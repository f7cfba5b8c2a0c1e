import { describe, expect, it } from 'vitest';
import { createGame, viewFor, GERMAN, type GameState } from '../../src/index.js';
import { must, run } from './helpers.js';

function game(): GameState {
  const g = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42, firstPlayer: 0 });
  if (!g.ok) throw new Error(g.error.message);
  return run(g.value, [{ type: 'exchange', player: 0, tiles: g.value.racks[0]!.slice(0, 3) }, { type: 'pass', player: 1 }]);
}

describe('viewFor', () => {
  it('shows the own rack, the other racks\' sizes, the bag\'s size, the board and the scores', () => {
    const s = game();
    const v = viewFor(s, 1);
    expect(v.player).toBe(1);
    expect(v.rack).toEqual(s.racks[1]);
    expect(v.rackSizes).toEqual([7, 7]);
    expect(v.bagSize).toBe(s.bag.length);
    expect(v.board).toEqual(s.board);
    expect(v.scores).toEqual(s.scores);
  });

  it('hides the bag order, the generator state and the other players\' tiles', () => {
    const s = game();
    const v = viewFor(s, 1);
    expect(Object.keys(v)).not.toContain('bag');
    expect(Object.keys(v)).not.toContain('prng');
    expect(Object.keys(v)).not.toContain('racks');
    for (const e of v.history) {
      if ((e.type === 'tiles-drawn' || e.type === 'tiles-exchanged') && e.player === 0) expect(Object.keys(e).sort()).toEqual(['count', 'player', 'type']);
    }
    expect(v.history.find((e) => e.type === 'tiles-drawn' && e.player === 1)).toHaveProperty('tiles');
  });

  it('does not depend on anything the viewer must not know: the bag order, the generator, the other racks', () => {
    const s = game();
    const other = s.racks[0]!;
    const swapped: GameState = {
      ...s,
      prng: 12345,
      bag: [...other, ...s.bag.slice(other.length)].reverse(),
      racks: [s.bag.slice(0, other.length), s.racks[1]!],
      history: s.history.map((e) => (e.type === 'tiles-drawn' && e.player === 0 ? { ...e, tiles: ['Q'] } : e)),
    };
    expect(viewFor(swapped, 1)).toEqual(viewFor(s, 1));
  });

  it('a spectator sees no rack at all; the end of the game reveals the racks', () => {
    const s = game();
    expect(viewFor(s, null).rack).toEqual([]);
    expect(viewFor(s, 9).player).toBeNull();
    const over = run(s, [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }, { type: 'pass', player: 0 }]);
    const ended = viewFor(over, 1).history.at(-1);
    expect(ended).toMatchObject({ type: 'game-ended', racks: over.racks });
  });

  it('its rack, board, scores and players are copies: a player sorting the rack or marking the board changes nothing in the game', () => {
    const s = game();
    const before = JSON.stringify(s);
    const v = viewFor(s, 0);
    (v.rack as string[]).sort().reverse();
    (v.board.cells as (string | null)[])[0] = 'X';
    (v.scores as number[])[0] = 99;
    (v.players as string[])[0] = 'Mallory';
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is plain JSON', () => {
    const v = viewFor(must(game(), { type: 'pass', player: 0 }).state, 0);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});
