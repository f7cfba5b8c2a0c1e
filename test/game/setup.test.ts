import { describe, expect, it, vi } from 'vitest';
import {
  createGame, arrangeBag, allTiles, SETUP_ERROR_CODES, GERMAN, DUTCH_IJ, ENGLISH, BLANK, rackOf, bagSize, currentPlayer,
  type FirstPlayerDrawnEvent, type GameOptions, type GameState, type RuleSet,
} from '../../src/index.js';
import { checkInvariants } from './helpers.js';

function seeded(seed: number, players = ['Anna', 'Ben'], rules: RuleSet = GERMAN): GameState {
  const g = createGame({ rules, players, seed });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** The rank of a tile in the who-starts draw, written out independently: blank first, then the table order. */
function rank(rules: RuleSet, tile: string): number {
  return tile === BLANK ? -1 : rules.tiles.letters.findIndex((spec) => spec.letter === tile);
}

describe('who starts (RULES.md section 1)', () => {
  const draws = Array.from({ length: 400 }, (_, seed) => ({ seed, state: seeded(seed, ['A', 'B', 'C']) }));

  it('every seeded game records the draw: the lowest tile starts, ties draw again', () => {
    for (const { state } of draws) {
      const event = state.history[0] as FirstPlayerDrawnEvent;
      expect(event.type).toBe('first-player-drawn');
      let contenders = [0, 1, 2];
      for (const round of event.rounds) {
        expect(round.map((d) => d.player)).toEqual(contenders);
        const best = Math.min(...round.map((d) => rank(GERMAN, d.tile)));
        contenders = round.filter((d) => rank(GERMAN, d.tile) === best).map((d) => d.player);
      }
      expect(contenders).toEqual([event.player]);
      expect(currentPlayer(state)).toBe(event.player);
      checkInvariants(state);
    }
  });

  it('the blank comes before A, and ties happen and are drawn again (found among the seeds)', () => {
    const withBlank = draws.find(({ state }) => (state.history[0] as FirstPlayerDrawnEvent).rounds[0]!.some((d) => d.tile === BLANK));
    expect(withBlank).toBeDefined();
    const event = withBlank!.state.history[0] as FirstPlayerDrawnEvent;
    const round = event.rounds[0]!;
    if (round.filter((d) => d.tile === BLANK).length === 1) expect(event.player).toBe(round.find((d) => d.tile === BLANK)!.player);
    expect(draws.some(({ state }) => (state.history[0] as FirstPlayerDrawnEvent).rounds.length > 1)).toBe(true);
  });

  it('uses the tile set\'s order: Ä comes right after A in German, IJ after X in Dutch', () => {
    expect(rank(GERMAN, 'Ä')).toBe(rank(GERMAN, 'A') + 1);
    expect(rank(DUTCH_IJ, 'IJ')).toBe(rank(DUTCH_IJ, 'X') + 1);
  });

  it('then each player draws seven tiles, starting with the first player', () => {
    const s = seeded(7);
    expect(s.racks.map((r) => r.length)).toEqual([7, 7]);
    expect(bagSize(s)).toBe(102 - 14);
    const dealt = s.history.filter((e) => e.type === 'tiles-drawn');
    expect(dealt.map((e) => e.player)).toEqual([currentPlayer(s), 1 - currentPlayer(s)]);
  });
});

describe('seeded bag', () => {
  it('the same seed gives the same game tile for tile; another seed another', () => {
    expect(seeded(42)).toEqual(seeded(42));
    expect(seeded(42).bag).not.toEqual(seeded(43).bag);
  });

  it('the bag is a shuffle of the whole set', () => {
    const s = seeded(5, ['A', 'B'], ENGLISH);
    expect([...s.bag, ...s.racks.flat()].sort()).toEqual(allTiles(ENGLISH.tiles).sort());
    expect(s.prng).not.toBeNull();
  });

  it('keeps a plain JSON copy of the rule set: extra keys dropped, later changes to the caller\'s object ignored', () => {
    const mine = { ...GERMAN, end: { ...GERMAN.end }, note: 'house rules', hook: () => 1 } as RuleSet;
    const g = createGame({ rules: mine, players: ['A', 'B'], seed: 3 });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.rules).toEqual(GERMAN);
    expect(Object.keys(g.value.rules)).not.toContain('hook');
    (mine as { rackSize: number }).rackSize = 2;
    (mine.end as { passRounds: number }).passRounds = 9;
    expect(g.value.rules.rackSize).toBe(7);
    expect(g.value.rules.end.passRounds).toBe(2);
    expect(JSON.parse(JSON.stringify(g.value))).toEqual(g.value);
  });

  it('firstPlayer skips the draw', () => {
    const g = createGame({ rules: GERMAN, players: ['A', 'B'], seed: 1, firstPlayer: 1 });
    expect(g.ok && g.value.history.map((e) => e.type)).toEqual(['tiles-drawn', 'tiles-drawn']);
    expect(g.ok && currentPlayer(g.value)).toBe(1);
  });
});

describe('known games', () => {
  it('draws from the front of the given bag in turn order, seven each', () => {
    const bag = arrangeBag(DUTCH_IJ, [...'DORPAVE', ...'AADOPKL']);
    if (!bag.ok) throw new Error();
    const g = createGame({ rules: DUTCH_IJ, players: ['A', 'B'], bag: bag.value, firstPlayer: 0 });
    expect(g.ok && rackOf(g.value, 0).join('')).toBe('DORPAVE');
    expect(g.ok && rackOf(g.value, 1).join('')).toBe('AADOPKL');
    expect(g.ok && g.value.prng).toBeNull();
    const second = createGame({ rules: DUTCH_IJ, players: ['A', 'B'], bag: bag.value, firstPlayer: 1 });
    expect(second.ok && rackOf(second.value, 1).join('')).toBe('DORPAVE');
  });

  it('given racks: the bag is the rest of the set, in alphabet order unless seeded or given', () => {
    const g = createGame({ rules: GERMAN, players: ['A', 'B'], racks: ['GRÜNDE?', ['X', 'Y']] });
    if (!g.ok) throw new Error(g.error.message);
    expect(rackOf(g.value, 0)).toEqual([...'GRÜNDE', '?']);
    expect(rackOf(g.value, 1)).toEqual(['X', 'Y', 'A', 'A', 'A', 'A', 'A']);
    expect(bagSize(g.value)).toBe(102 - 14);
    checkInvariants(g.value);
  });

  it('refuses bags that are not the tile set', () => {
    const bag = allTiles(GERMAN.tiles);
    expect(createGame({ rules: GERMAN, players: ['A', 'B'], bag: bag.slice(1) })).toMatchObject({ ok: false, error: { code: 'bag-mismatch' } });
    expect(createGame({ rules: GERMAN, players: ['A', 'B'], bag: [...bag.slice(1), 'Q'] })).toMatchObject({ ok: false, error: { code: 'bag-mismatch' } });
    expect(createGame({ rules: GERMAN, players: ['A', 'B'], racks: ['QQ', ''] })).toMatchObject({ ok: false, error: { code: 'bad-racks' } });
  });
});

describe('setup errors', () => {
  const cases: [string, unknown][] = [
    ['bad-options', null],
    ['bad-options', { rules: GERMAN, players: ['A'], seed: 1, replay: 'yes' }],
    ['bad-rules', { rules: { ...GERMAN, rackSize: 0 }, players: ['A'], seed: 1 }],
    ['bad-players', { rules: GERMAN, players: [], seed: 1 }],
    ['bad-players', { rules: GERMAN, players: ['A', ''], seed: 1 }],
    ['bad-players', { rules: { ...GERMAN, rackSize: 26 }, players: ['A', 'B', 'C', 'D', 'E'], seed: 1 }],
    ['bad-seed', { rules: GERMAN, players: ['A'], seed: 1.5 }],
    ['bad-seed', { rules: GERMAN, players: ['A'], seed: new Uint8Array(8) }],
    ['bad-seed', { rules: GERMAN, players: ['A'], seed: { bits: 128 } }],
    ['seed-with-bag', { rules: GERMAN, players: ['A'], seed: 1, bag: allTiles(GERMAN.tiles) }],
    ['bag-mismatch', { rules: GERMAN, players: ['A'], bag: 'ABC' }],
    ['bad-racks', { rules: GERMAN, players: ['A', 'B'], racks: ['ABC'] }],
    ['bad-racks', { rules: GERMAN, players: ['A'], racks: ['ABCDEFGH'] }],
    ['bad-first-player', { rules: GERMAN, players: ['A', 'B'], seed: 1, firstPlayer: 2 }],
    ['bad-lexicon', { rules: GERMAN, players: ['A'], seed: 1, lexicon: { has: 1 } }],
  ];
  it('the table covers every code (missing-seed: see below)', () => {
    expect(new Set([...cases.map(([code]) => code), 'missing-seed'])).toEqual(new Set(SETUP_ERROR_CODES));
  });

  it.each(cases)('%s', (code, options) => {
    expect(createGame(options as GameOptions)).toMatchObject({ ok: false, error: { code } });
  });

  it('missing-seed: no seed, bag or racks on a platform without crypto.getRandomValues', () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(createGame({ rules: GERMAN, players: ['A'] })).toMatchObject({ ok: false, error: { code: 'missing-seed' } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(createGame({ rules: GERMAN, players: ['A'] }).ok).toBe(true);
  });
});

describe('seeds and the random source', () => {
  it('no seed: a fresh 256-bit key from crypto.getRandomValues, recorded in the (secret) setup', () => {
    const a = createGame({ rules: GERMAN, players: ['A', 'B'] });
    const b = createGame({ rules: GERMAN, players: ['A', 'B'] });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.setup?.prng?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(a.value.setup?.prng?.key).not.toBe(b.value.setup?.prng?.key);
  });

  it('a string, bytes or a number seed gives a reproducible game', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
    for (const seed of ['Anna gegen Ben', bytes, 42]) {
      const a = createGame({ rules: GERMAN, players: ['A', 'B'], seed });
      const b = createGame({ rules: GERMAN, players: ['A', 'B'], seed });
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) expect(a.value).toEqual(b.value);
    }
  });
});
