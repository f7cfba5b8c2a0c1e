import { describe, expect, it, vi } from 'vitest';

type TableModule = typeof import('../../src/bot/endgame-table.js');

async function freshTable(): Promise<TableModule> {
  vi.resetModules();
  return import('../../src/bot/endgame-table.js');
}

describe('the endgame transposition table', () => {
  it('hashes a board the same way whatever tiles were hashed before (the same search in any process)', async () => {
    const cells = Array.from({ length: 225 }, (_, i) => (i === 112 ? 'E' : i === 113 ? 'R' : i === 114 ? 's' : null));
    const first = (await freshTable()).boardHash(cells);
    const other = await freshTable();
    other.boardHash(Array.from({ length: 225 }, (_, i) => (i < 20 ? 'QZXJKs'[i % 6]! : null)));
    const rack = { a: 0, b: 0 };
    other.addRackHash(rack, ['S', 'R', '?'], 1);
    expect(other.boardHash(cells)).toEqual(first);
  });

  it('keeps its entries as it grows, and a placement changes the hash as the board it makes does', async () => {
    const table = await freshTable();
    const t = new table.TranspositionTable(20, 4);
    for (let k = 0; k < 5000; k++) t.store(k * 7919, k, 3, table.EXACT, k % 5);
    const slot = t.find(4999 * 7919);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([t.value(slot), t.depth(slot), t.flag(slot), t.best(slot)]).toEqual([4999, 3, table.EXACT, 4]);
    const empty = Array.from({ length: 225 }, () => null);
    const board = table.boardHash(empty);
    const delta = table.placementHash([{ row: 7, col: 7, letter: 'A', blank: false }, { row: 7, col: 8, letter: 'B', blank: true }], 15);
    const after = table.boardHash(empty.map((c, i) => (i === 112 ? 'A' : i === 113 ? 'b' : c)));
    expect({ a: board.a ^ delta.a, b: board.b ^ delta.b }).toEqual(after);
  });
});
