import { describe, expect, it, vi } from 'vitest';

type TableModule = typeof import('../../src/bot/endgame-table.js');

async function freshTable(): Promise<TableModule> {
  vi.resetModules();
  return import('../../src/bot/endgame-table.js');
}

describe('the endgame transposition table', () => {
  it('draws the same hash numbers in every process (the same search everywhere), all of them distinct enough to tell positions apart', async () => {
    const first = (await freshTable()).hashTables();
    const again = (await freshTable()).hashTables();
    expect(again.cellA).toEqual(first.cellA);
    expect(again.rackB).toEqual(first.rackB);
    expect(again.passA).toEqual(first.passA);
    // No two tiles on squares share a number pair: different boards get different hashes.
    const pairs = new Set<string>();
    for (let i = 0; i < first.cellA.length; i++) pairs.add(`${first.cellA[i]},${first.cellB[i]}`);
    expect(pairs.size).toBe(first.cellA.length);
  });

  it('gives each copy of a rack tile in each slot a number of its own', async () => {
    const table = await freshTable();
    const slots = new Set<number>();
    for (const slot of [0, 1] as const) for (let entry = 0; entry < table.RACK_ENTRIES; entry++) for (let k = 0; k < 26; k++) slots.add(table.rackSlot(slot, entry, k));
    expect(slots.size).toBe(2 * table.RACK_ENTRIES * 26);
  });

  it('keeps its entries as it grows', async () => {
    const table = await freshTable();
    const t = new table.TranspositionTable(20, 4);
    for (let k = 0; k < 5000; k++) t.store(k * 7919, k ^ 0x5bd1e995, -k, k % 100, table.EXACT, (k % 7) - 1);
    const slot = t.find(4999 * 7919, 4999 ^ 0x5bd1e995);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([t.value(slot), t.depth(slot), t.flag(slot), t.best(slot)]).toEqual([-4999, 99, table.EXACT, 0]);
    expect(t.find(5001 * 7919, 5001 ^ 0x5bd1e995)).toBe(-1);
    // Both halves are compared: the same first half with another second is not the position.
    expect(t.find(4999 * 7919, 4999)).toBe(-1);
    // The pass (best -1) and a solved depth keep their values.
    t.store(12345, 678, 17, 500, table.LOWER, -1);
    const pass = t.find(12345, 678);
    expect([t.value(pass), t.depth(pass), t.flag(pass), t.best(pass)]).toEqual([17, table.SOLVED_DEPTH, table.LOWER, -1]);
  });
});
