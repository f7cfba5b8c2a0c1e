import { describe, expect, it } from 'vitest';
import {
  defaultLeaveModel, defaultLeaves, heuristicLeaveModel, LEAVE_MODEL_FORMAT, leavesFromModel, MAX_LEAVE, parseLeaveModel, type LeaveModel,
} from '../../src/bot/leaves.js';
import { DUTCH_IJ_TILES, DUTCH_TILES, ENGLISH_TILES, GERMAN_TILES, type TileSet } from '../../src/tiles/tile-set.js';

const zeros = () => Array.from({ length: MAX_LEAVE + 1 }, () => new Array<number>(MAX_LEAVE + 1).fill(0));

const MODEL: LeaveModel = {
  format: LEAVE_MODEL_FORMAT, tileSet: 'en', version: 3, provenance: 'test', vowels: ['A', 'E'],
  single: { A: 1, E: 2, '?': 20, Q: -8 }, duplicate: { E: -3 }, extraCopy: -5,
  balance: zeros().map((row, v) => row.map((_, c) => (v === 3 && c === 1 ? 0.5 : v === 0 && c === 1 ? -1 : 0))),
};

describe('leave models', () => {
  it('value a leave as the sum of its letters, copies and vowel/consonant balance', () => {
    const made = leavesFromModel(MODEL);
    if (!made.ok) throw new Error(made.error.message);
    const leaves = made.value;
    expect(leaves.value([])).toBe(0);
    expect(leaves.value(['E', 'E', 'E', '?', 'Q'])).toBe(2 - 3 - 5 + 20 - 8 + 0.5);
    expect(leaves.value(['E', 'A', 'E', 'Q'])).toBe(2 - 3 + 1 - 8 + 0.5);
    expect(leaves.value(['Q'])).toBe(-8 - 1);
    expect(leaves.value(['Z'])).toBe(-1);
    // Tiles named like properties every object has are worth nothing, like any unknown tile.
    expect(leaves.value(['constructor'])).toBe(-1);
    expect(leaves.value(['__proto__', 'toString', 'toString'])).toBe(0);
    expect(leaves.value('E' as never)).toBe(0);
  });

  it('ship a model for German, Dutch (both sets) and English that reads back and values as expected', () => {
    const sets: [TileSet, string][] = [[GERMAN_TILES, 'de'], [DUTCH_IJ_TILES, 'nl-ij'], [DUTCH_TILES, 'nl-ij'], [ENGLISH_TILES, 'en']];
    for (const [tiles, id] of sets) {
      const model = defaultLeaveModel(tiles);
      expect(model.tileSet).toBe(id);
      expect(parseLeaveModel(JSON.parse(JSON.stringify(model))).ok).toBe(true);
      for (const spec of tiles.letters) if (!(id === 'nl-ij' && tiles === DUTCH_TILES)) expect(model.single[spec.letter]).toBeTypeOf('number');
      const leaves = defaultLeaves(tiles);
      expect(leaves.value(['?'])).toBeGreaterThan(leaves.value(['Q']));
      expect(leaves.value(['?'])).toBeGreaterThan(5);
      expect(leaves.value(['Q'])).toBeLessThan(0);
    }
  });

  it('fall back to a heuristic model for other tile sets', () => {
    const custom: TileSet = { ...ENGLISH_TILES, id: 'custom' };
    const model = defaultLeaveModel(custom);
    expect(model.version).toBe(0);
    expect(model).toEqual(heuristicLeaveModel(custom));
    expect(defaultLeaves(custom).value(['?'])).toBeGreaterThan(defaultLeaves(custom).value(['Z']));
  });

  it('refuse bad data with typed errors', () => {
    const code = (data: unknown) => {
      const r = parseLeaveModel(data);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(MODEL)).toBe('ok');
    expect(code(null)).toBe('not-a-leave-model');
    expect(code([])).toBe('not-a-leave-model');
    expect(code({ ...MODEL, format: 'other' })).toBe('unsupported-format');
    expect(code({ ...MODEL, version: 'x' })).toBe('not-a-leave-model');
    expect(code({ ...MODEL, vowels: 'AE' })).toBe('not-a-leave-model');
    expect(code({ ...MODEL, single: { A: 'x' } })).toBe('bad-leave-value');
    expect(code({ ...MODEL, duplicate: { A: Infinity } })).toBe('bad-leave-value');
    expect(code({ ...MODEL, extraCopy: Number.NaN })).toBe('bad-leave-value');
    expect(code({ ...MODEL, balance: [[0]] })).toBe('bad-leave-value');
    const made = leavesFromModel({ ...MODEL, extraCopy: 'x' } as never);
    expect(made.ok ? 'ok' : made.error.code).toBe('bad-leave-value');
  });
});
