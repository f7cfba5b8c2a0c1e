import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, GAME_STATE_FORMAT, LEGACY_GAME_STATE_FORMAT, parseGameState } from '../../src/index.js';

/** A state saved by the previous version (format @1, 32-bit generator) and what that version did next. */
const fixture = JSON.parse(readFileSync(new URL('../fixtures/game/legacy-state-v1.json', import.meta.url), 'utf8')) as {
  state: Record<string, unknown>;
  next: { player: number; tiles: string[]; bag: string[]; prng: number; rack: string[] };
};

describe('saved states of the previous format', () => {
  it('the format tag is bumped', () => {
    expect(GAME_STATE_FORMAT).toBe('scrabble-engine/game@2');
    expect(fixture.state.format).toBe(LEGACY_GAME_STATE_FORMAT);
  });

  it('still load, keep their format and continue exactly as the previous version would have', () => {
    const loaded = parseGameState(fixture.state);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.format).toBe(LEGACY_GAME_STATE_FORMAT);
    expect(loaded.value.setup).toBeNull();
    const { player, tiles, bag, prng, rack } = fixture.next;
    const next = applyAction(loaded.value, { type: 'exchange', player, tiles });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.value.state.bag).toEqual(bag);
    expect(next.value.state.prng).toBe(prng);
    expect(next.value.state.racks[player]).toEqual(rack);
    expect(next.value.state.format).toBe(LEGACY_GAME_STATE_FORMAT);
    expect(parseGameState(JSON.parse(JSON.stringify(next.value.state))).ok).toBe(true);
  });

  it('a legacy state may not carry a generator state of the new kind, nor a new state an old one', () => {
    const forged = parseGameState({ ...fixture.state, prng: { key: '0'.repeat(64), position: 0 } });
    expect(forged.ok ? 'ok' : forged.error.code).toBe('bad-prng');
    const mixed = parseGameState({ ...fixture.state, format: GAME_STATE_FORMAT });
    expect(mixed.ok).toBe(false);
  });
});
