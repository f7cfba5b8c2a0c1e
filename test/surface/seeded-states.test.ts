/**
 * Stored states that cannot be rewritten. Whoever can edit a stored state of a dealt game could
 * rewrite it as a game with a given bag (classic, Duplicate), with stated dice faces (Würfel) or a
 * fixed maximum (Afbreek), or relabel it as the earlier format, which is not checked by replay: and
 * then choose every draw or roll to come. Each forgery below loads without options (the library
 * also keeps given-bag and replayed games) and is refused by `parseGameState(json, { seeded: true })`
 * with `bad-setup` in every module, while the honest state loads with it.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, GERMAN, greedyBot, buildLexicon, LEGACY_GAME_STATE_FORMAT, parseGameState, playBotGame, type GameState,
} from '../../src/index.js';
import * as duplicate from '../../src/duplicate/index.js';
import * as afbreek from '../../src/afbreek/index.js';
import * as wuerfel from '../../src/wuerfel/index.js';
import { fixtureWords } from '../movegen/helpers.js';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A dealt classic game after a few passes. */
function dealt(): GameState {
  const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'a dealt game' });
  if (!game.ok) throw new Error(game.error.message);
  let state = game.value;
  for (let i = 0; i < 2; i++) {
    const r = applyAction(state, { type: 'pass', player: state.turn });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return state;
}

describe('classic', () => {
  it('the honest dealt state loads with { seeded: true }', () => {
    const state = dealt();
    expect(parseGameState(json(state), { seeded: true })).toEqual({ ok: true, value: state });
  });

  it('a dealt game rewritten as a given-bag game, the blanks next in the bag for the forger, is refused', () => {
    const state = dealt();
    // The same racks, the same turn, the bag in the order the forger wants: both blanks drawn next.
    const order = [...state.bag].sort((a, b) => Number(b === '?') - Number(a === '?'));
    const forged = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], racks: state.racks.map((r) => r.slice()), bag: order, firstPlayer: state.turn });
    if (!forged.ok) throw new Error(forged.error.message);
    expect(forged.value.racks).toEqual(state.racks);
    expect(forged.value.bag.slice(0, 2)).toEqual(['?', '?']);
    expect(parseGameState(json(forged.value)).ok).toBe(true);
    const r = parseGameState(json(forged.value), { seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
  });

  it('a game with a given bag order alone (no seed) is refused', () => {
    const state = dealt();
    const bagOnly = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: [...state.bag, ...state.racks.flat()] });
    if (!bagOnly.ok) throw new Error(bagOnly.error.message);
    const r = parseGameState(json(bagOnly.value), { seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
  });

  it('a current state relabelled as the earlier format, with a rack that contradicts the history, is refused', () => {
    const state = dealt();
    const seat = state.turn;
    // Swap the first tile of the player's rack with a blank from the bag: the tiles still add up, the history no longer does.
    const blank = state.bag.indexOf('?');
    expect(blank).toBeGreaterThanOrEqual(0);
    const rack = state.racks[seat]!.slice();
    const bag = state.bag.slice();
    [rack[0], bag[blank]] = [bag[blank]!, rack[0]!];
    const forged = { ...json(state), format: LEGACY_GAME_STATE_FORMAT, setup: null, prng: null, racks: state.racks.map((r, i) => (i === seat ? rack : r)), bag };
    expect(parseGameState(forged).ok).toBe(true);
    const r = parseGameState(forged, { seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
    // The same edit in the current format is refused by the replay of the history.
    const current = { ...forged, format: state.format, setup: state.setup, prng: state.prng };
    expect(parseGameState(current).ok).toBe(false);
  });
});

describe('Duplicate', () => {
  it('a dealt game loads with { seeded: true }; a given-bag game and a relabelled legacy state are refused', () => {
    const game = duplicate.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'dealt' });
    if (!game.ok) throw new Error(game.error.message);
    expect(duplicate.parseGameState(json(game.value), { seeded: true })).toEqual({ ok: true, value: game.value });
    const given = duplicate.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: [...game.value.rack, ...game.value.bag] });
    if (!given.ok) throw new Error(given.error.message);
    expect(duplicate.parseGameState(json(given.value)).ok).toBe(true);
    const r = duplicate.parseGameState(json(given.value), { seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
    const legacy = { ...json(game.value), format: duplicate.LEGACY_DUPLICATE_STATE_FORMAT, setup: null };
    expect(duplicate.parseGameState(legacy).ok).toBe(true);
    const l = duplicate.parseGameState(legacy, { seeded: true });
    expect(!l.ok && l.error.code).toBe('bad-setup');
  });
});

describe('Würfel', () => {
  it('a game whose dice the generator rolls, rewritten as one with stated faces, is refused', () => {
    const game = wuerfel.createGame({ players: ['Anna', 'Ben'], seed: 'dealt dice' });
    if (!game.ok) throw new Error(game.error.message);
    const rolled = wuerfel.applyAction(game.value, { type: 'roll', player: game.value.roller });
    if (!rolled.ok) throw new Error(rolled.error.code);
    const state = rolled.value.state;
    expect(wuerfel.parseGameState(json(state), { seeded: true })).toEqual({ ok: true, value: state });
    // The same history with stated faces: every roll to come is then the forger's to state.
    const forged = { ...json(state), settings: { ...state.settings, replay: true }, initialPrng: null, prng: null };
    expect(wuerfel.parseGameState(forged).ok).toBe(true);
    const r = wuerfel.parseGameState(forged, { seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
    const next = wuerfel.applyAction(forged as wuerfel.WuerfelState, { type: 'roll', player: state.roller, keep: [], faces: ['?', '?', '?', '?', '?', '?', '?'] });
    expect(next.ok).toBe(true);   // what the forger gains: jokers on every die
  });
});

describe('Afbreek', () => {
  it('a die game rewritten with a fixed maximum of the forger\'s choosing is refused', () => {
    const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
    if (!built.ok) throw new Error(built.error.message);
    const lexicon = built.value.lexicon;
    const bot = greedyBot(lexicon);
    const classic = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 'afbreek forgery', lexicon });
    if (!classic.ok) throw new Error(classic.error.message);
    const game = afbreek.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: classic.value.state.board, maxTiles: 'die', seed: 5, lexicon });
    if (!game.ok) throw new Error(game.error.message);
    expect(afbreek.parseGameState(json(game.value), { lexicon, seeded: true })).toEqual({ ok: true, value: game.value });
    const forged = { ...json(game.value), maxTiles: 6, limit: 6, seedState: null, prng: null };
    expect(afbreek.parseGameState(forged, { lexicon }).ok).toBe(true);
    const r = afbreek.parseGameState(forged, { lexicon, seeded: true });
    expect(!r.ok && r.error.code).toBe('bad-setup');
  });
});
