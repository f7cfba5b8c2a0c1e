/**
 * The state version and takebacks in Duplicate, Afbreek and Würfel: every applied action raises
 * the version, an action aimed at an older version is refused with `stale-version` (the state
 * unchanged), views carry the version, saved states keep it (and read as 0 without it), and an
 * undo request is refused (these games have no takebacks), so nothing a seat saw is ever taken back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon, generateMoves, GERMAN, greedyBot, playBotGame, seedPrng } from '../../src/index.js';
import * as duplicate from '../../src/duplicate/index.js';
import * as afbreek from '../../src/afbreek/index.js';
import * as wuerfel from '../../src/wuerfel/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { randomAction } from '../wuerfel/helpers.js';
import { randomBelow, type PrngState } from '../../src/bag/prng.js';

const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

/** A module's verbs, as the checks below use them. */
interface Module<S, A> {
  readonly apply: (state: S, action: A) => { ok: true; value: { state: S } } | { ok: false; error: { code: string } };
  readonly view: (state: S, seat: number) => { version: number };
  readonly parse: (value: unknown) => { ok: true; value: S } | { ok: false; error: { code: string } };
}

/** Plays `actions` chosen by `next`, checking the version laws at every step; returns the final state. */
function checkVersions<S extends { version: number; phase: string }, A extends object>(
  module: Module<S, A>, start: S, next: (state: S, step: number) => { action: A; seat: number } | null, steps: number,
): S {
  let state = start;
  expect(state.version).toBe(0);
  for (let step = 0; step < steps && state.phase !== 'over'; step++) {
    const chosen = next(state, step);
    if (chosen === null) break;
    const before = JSON.stringify(state);
    // An undo request: refused (no takebacks in this game), nothing changes.
    const undo = module.apply(state, { type: 'undo-request', player: chosen.seat } as unknown as A);
    expect(undo.ok).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
    const expectedVersion = module.view(state, chosen.seat).version;
    expect(expectedVersion).toBe(state.version);
    const applied = module.apply(state, { ...chosen.action, expectedVersion });
    if (!applied.ok) throw new Error(`refused: ${applied.error.code}`);
    const after = applied.value.state;
    expect(after.version).toBe(state.version + 1);
    // The same action again (a double click, a retry): stale, nothing changes.
    const again = JSON.stringify(after);
    const twice = module.apply(after, { ...chosen.action, expectedVersion });
    expect(twice.ok ? 'applied' : twice.error.code).toBe('stale-version');
    expect(JSON.stringify(after)).toBe(again);
    expect(module.apply(after, { ...chosen.action, expectedVersion: -1 }).ok).toBe(false);
    state = after;
  }
  expect(module.parse(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
  const { version: _version, ...old } = JSON.parse(JSON.stringify(state)) as S;
  expect(module.parse(old)).toEqual({ ok: true, value: { ...state, version: 0 } });
  expect(module.parse({ ...JSON.parse(JSON.stringify(state)), version: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-version' } });
  return state;
}

describe('Duplicate: the state version', () => {
  it('random games: every action raises it, stale and undo actions are refused, saved states keep it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
      const g = duplicate.createGame({ rules: GERMAN, players: ['A', 'B'], seed, lexicon });
      if (!g.ok) throw new Error(g.error.message);
      const module: Module<duplicate.DuplicateState, duplicate.DuplicateAction> = {
        apply: (s, a) => duplicate.applyAction(s, a, { lexicon }), view: duplicate.viewFor, parse: (v) => duplicate.parseGameState(v, { lexicon }),
      };
      checkVersions(module, g.value, (s, step) => {
        const seat = s.submissions.findIndex((x) => x === null);
        const moves = generateMoves(s.board, s.rack, s.rules, lexicon);
        const move = moves.ok ? moves.value[(seed + step) % Math.max(1, moves.value.length)]?.move ?? null : null;
        return { action: { type: 'submit' as const, player: seat, move }, seat };
      }, 12);
    }), { numRuns: 4, seed: 34 });
  });
});

describe('Afbreek: the state version', () => {
  it('random games with the die: every action raises it, stale and undo actions are refused, saved states keep it', () => {
    const bot = greedyBot(lexicon);
    const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 'v', lexicon });
    if (!game.ok) throw new Error(game.error.message);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
      const g = afbreek.createGame({ rules: GERMAN, players: ['A', 'B'], board: game.value.state.board, maxTiles: 'die', seed: String(seed), lexicon });
      if (!g.ok) throw new Error(g.error.message);
      const module: Module<afbreek.AfbreekState, afbreek.AfbreekAction> = {
        apply: (s, a) => afbreek.applyAction(s, a, { lexicon }), view: afbreek.viewFor, parse: (v) => afbreek.parseGameState(v, { lexicon }),
      };
      checkVersions(module, g.value, (s, step) => {
        const removals = afbreek.legalRemovals(s, { lexicon });
        const pick = removals[(seed + step) % Math.max(1, removals.length)];
        const action: afbreek.AfbreekAction = pick === undefined ? { type: 'pass', player: s.turn } : { type: 'remove', player: s.turn, squares: pick.squares };
        return { action, seat: s.turn };
      }, 10);
    }), { numRuns: 3, seed: 34 });
  });
});

/** The chi-square statistic of the bag tests for hits against their chance (1 degree of freedom: p < 0.001 beyond 10.83). */
function hitChiSquare(trials: readonly { readonly hit: boolean; readonly chance: number }[]): number {
  const observed = trials.filter((t) => t.hit).length;
  const expected = trials.reduce((sum, t) => sum + t.chance, 0);
  const variance = trials.reduce((sum, t) => sum + t.chance * (1 - t.chance), 0);
  return (observed - expected) ** 2 / variance;
}

describe('Duplicate: nothing seen before an undo request predicts the draw', () => {
  it('property: the rack a seat saw before a refused undo request predicts the next tiles drawn no more than chance (the bag tests\' chi-square)', () => {
    const trials: { hit: boolean; chance: number }[] = [];
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      const g = duplicate.createGame({ rules: GERMAN, players: ['A'], seed, boardMove: 'best-possible', lexicon });
      if (!g.ok) throw new Error(g.error.message);
      if (g.value.phase === 'over') return true;
      const seen = duplicate.viewFor(g.value, 0).rack;
      expect(duplicate.applyAction(g.value, { type: 'undo-request', player: 0 } as never, { lexicon }).ok).toBe(false);
      const closed = duplicate.applyAction(g.value, { type: 'submit', player: 0, move: null }, { lexicon });
      if (!closed.ok) throw new Error(closed.error.code);
      const after = closed.value.state;
      const top = after.rounds[0]?.top;
      if (after.phase === 'over' || top === null || top === undefined || typeof top.move !== 'object' || top.move === null) return true;
      const kept = [...seen];
      for (const t of top.move.tiles) kept.splice(kept.indexOf(t.blank ? '?' : t.letter), 1);
      const drawn = [...after.rack];
      for (const t of kept) drawn.splice(drawn.indexOf(t), 1);
      if (drawn.length === 0) return true;
      const pool = [...after.bag, ...drawn];
      trials.push({ hit: drawn[0] === seen[0], chance: pool.filter((t) => t === seen[0]).length / pool.length });
      return true;
    }), { numRuns: 300, seed: 34 });
    expect(trials.length).toBeGreaterThan(150);
    expect(hitChiSquare(trials)).toBeLessThan(10.83);
  });
});

describe('Afbreek: nothing seen before an undo request predicts the die', () => {
  it('property: the roll a seat saw before a refused undo request predicts the next roll no more than chance (the bag tests\' chi-square)', () => {
    const bot = greedyBot(lexicon);
    const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 'die', lexicon });
    if (!game.ok) throw new Error(game.error.message);
    const trials: { hit: boolean; chance: number }[] = [];
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      const g = afbreek.createGame({ rules: GERMAN, players: ['A', 'B'], board: game.value.state.board, maxTiles: 'die', seed: String(seed), lexicon });
      if (!g.ok) throw new Error(g.error.message);
      const seat = g.value.turn;
      const seen = afbreek.viewFor(g.value, seat).limit;
      expect(afbreek.applyAction(g.value, { type: 'undo-request', player: seat } as never).ok).toBe(false);
      const pick = afbreek.legalRemovals(g.value, { lexicon })[0];
      if (pick === undefined) return true;
      const next = afbreek.applyAction(g.value, { type: 'remove', player: seat, squares: pick.squares }, { lexicon });
      if (!next.ok || next.value.state.phase === 'over') return true;
      trials.push({ hit: afbreek.viewFor(next.value.state, seat).limit === seen, chance: 1 / 6 });
      return true;
    }), { numRuns: 200, seed: 34 });
    expect(trials.length).toBeGreaterThan(150);
    expect(hitChiSquare(trials)).toBeLessThan(10.83);
  });
});

describe('Würfel: the state version', () => {
  it('random games: every action raises it, stale and undo actions are refused, saved states keep it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
      const g = wuerfel.createGame({ players: ['A', 'B'], seed: String(seed) });
      if (!g.ok) throw new Error(g.error.message);
      let chooser: PrngState = seedPrng(seed);
      const pick = { below: (n: number): number => { const [k, next] = randomBelow(chooser, n); chooser = next; return k; }, chance: (p: number): boolean => pick.below(1000) < p * 1000 };
      const module: Module<wuerfel.WuerfelState, wuerfel.WuerfelAction> = { apply: (s, a) => wuerfel.applyAction(s, a), view: wuerfel.viewFor, parse: (v) => wuerfel.parseGameState(v) };
      checkVersions(module, g.value, (s) => {
        const action = randomAction(s, pick as never);
        return { action, seat: action.player };
      }, 40);
    }), { numRuns: 4, seed: 34 });
  });

  it('property: the faces a seat saw before a refused undo request predict the next roll no more than chance (the bag tests\' chi-square)', () => {
    const trials: { hit: boolean; chance: number }[] = [];
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      const g = wuerfel.createGame({ players: ['A', 'B'], seed: String(seed) });
      if (!g.ok) throw new Error(g.error.message);
      const first = wuerfel.applyAction(g.value, { type: 'roll', player: g.value.roller, keep: [] });
      if (!first.ok) throw new Error(first.error.code);
      const seen = wuerfel.viewFor(first.value.state, 1 - g.value.roller).roll.faces ?? [];
      expect(wuerfel.applyAction(first.value.state, { type: 'undo-request', player: 0 } as never).ok).toBe(false);
      const again = wuerfel.applyAction(first.value.state, { type: 'roll', player: g.value.roller, keep: [] });
      if (!again.ok) return true;
      const got = wuerfel.viewFor(again.value.state, 1 - g.value.roller).roll.faces ?? [];
      const die = g.value.settings.dice[0]!;
      trials.push({ hit: got[0] === seen[0], chance: die.filter((f) => f === seen[0]).length / die.length });
      return true;
    }), { numRuns: 300, seed: 34 });
    const observed = trials.filter((t) => t.hit).length;
    const expected = trials.reduce((sum, t) => sum + t.chance, 0);
    const variance = trials.reduce((sum, t) => sum + t.chance * (1 - t.chance), 0);
    expect(trials.length).toBeGreaterThan(250);
    expect((observed - expected) ** 2 / variance).toBeLessThan(10.83);   // 1 degree of freedom: p < 0.001 beyond 10.83
  });
});
