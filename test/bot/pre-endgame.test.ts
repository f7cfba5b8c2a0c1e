import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draws, preEndgame } from '../../src/bot/pre-endgame.js';
import { analyzePosition } from '../../src/bot/analyze.js';
import { equityBot } from '../../src/bot/equity.js';
import { positionOf } from '../../src/bot/position.js';
import type { Action } from '../../src/game/actions.js';
import { applyAction } from '../../src/game/apply.js';
import { viewFor } from '../../src/game/view.js';
import { lexiconOf } from '../movegen/helpers.js';
import { stateWithBag, TINY, tiny } from './helpers.js';
import { boardOf, bruteBest, EXACT, L2, positionWith, R2, ranked, rulesOf, WORDS } from './pre-endgame-helpers.js';

describe('the pre-endgame draws', () => {
  it('lists every distinct multiset once, weighted by its number of ways', () => {
    const d = draws(['A', 'A', 'B', 'C'], 2);
    expect(d.map((x) => x.drawn.join('')).sort()).toEqual(['AA', 'AB', 'AC', 'BC']);
    expect(d.find((x) => x.drawn.join('') === 'AB')?.weight).toBe(2);
    expect(d.find((x) => x.drawn.join('') === 'AA')?.rest).toEqual(['B', 'C']);
    expect(d.reduce((s, x) => s + x.weight, 0)).toBe(6);
  });
});

describe('the pre-endgame with known answers (brute force over every draw and reply)', () => {
  // Positions found where the right play (by the brute force of the test helpers, written down
  // here) is not the highest score; boards: TAB across the centre, plus ABS down from G7 in the last.
  const cases: { bag: string[]; rack: string[]; opponent: string[]; more: readonly (readonly [number, number, 'across' | 'down', string])[]; best: string; top: string }[] = [
    { bag: ['B'], rack: ['S', 'A'], opponent: ['B', 'T'], more: [], best: 'H8 .S', top: '9G AS' },
    { bag: ['A', 'T'], rack: ['T', 'A'], opponent: ['T', 'B'], more: [], best: '7G AT', top: '7H TA' },
    { bag: ['E', 'E', 'E'], rack: ['B', 'E'], opponent: ['B', 'A'], more: [], best: '7F BE', top: '9H BE' },
    { bag: ['B', 'E', 'S', 'E'], rack: ['E', 'T'], opponent: ['S', 'E'], more: [[6, 8, 'down', 'ABS']], best: '9F TE', top: '6I TE' },
  ];
  for (const c of cases) {
    it(`finds the right play with ${c.bag.length} tile(s) in the bag, not the highest score`, () => {
      const position = positionWith(R2, boardOf(R2, c.more), c.rack, c.opponent, c.bag);
      const candidates = ranked(position, L2);
      expect(candidates[0]?.notation).toBe(c.top);
      const { best } = bruteBest(position, L2);
      expect(best.candidate.notation).toBe(c.best);
      const choice = preEndgame(position, candidates, L2, EXACT);
      expect(choice?.solved).toBe(true);
      expect(choice?.exact).toBe(true);
      expect(choice?.examined).toBe(candidates.length);
      expect(choice?.candidate.notation).toBe(c.best);
      expect(choice?.value).toBeCloseTo(best.value, 9);
    }, 60000);
  }

  it('values an exchange (drawn first, the tiles returned to the bag) as the brute force does', () => {
    const rules = rulesOf(2, 1);
    const lexicon = lexiconOf(WORDS, rules).lexicon;
    const position = positionWith(rules, boardOf(rules), ['B', 'B'], ['S', 'E'], ['A', 'T']);
    const candidates = ranked(position, lexicon);
    const exchanges = candidates.filter((c) => c.kind === 'exchange');
    expect(exchanges.length).toBeGreaterThan(0);
    const { values } = bruteBest(position, lexicon);
    for (const exchange of exchanges) {
      const alone = preEndgame(position, [exchange], lexicon, EXACT);
      expect(alone?.value).toBeCloseTo(values.find((v) => v.candidate.notation === exchange.notation)!.value, 9);
    }
  }, 60000);
});

describe('the pre-endgame as a law', () => {
  it('values a random tiny position as the brute-force minimax expectation', () => {
    const letter = fc.constantFrom('A', 'B', 'E', 'S', 'T');
    const boards = [[], [[6, 8, 'down', 'ABS']], [[8, 5, 'across', 'SEAT']]] as const;
    fc.assert(fc.property(fc.array(letter, { minLength: 2, maxLength: 2 }), fc.array(letter, { minLength: 2, maxLength: 2 }),
      fc.array(letter, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: boards.length - 1 }), (rack, opponent, bag, b) => {
        const position = positionWith(R2, boardOf(R2, boards[b]!), rack, opponent, bag);
        const candidates = ranked(position, L2);
        const { best, values } = bruteBest(position, L2);
        const choice = preEndgame(position, candidates, L2, EXACT);
        expect(choice?.value).toBeCloseTo(best.value, 9);
        // Each candidate alone, the highest score first: its value is the brute force's.
        const first = values[0]!;
        expect(preEndgame(position, [first.candidate], L2, EXACT)?.value).toBeCloseTo(first.value, 9);
      }), { numRuns: 12, seed: 5 });
  }, 120000);
});

describe('the pre-endgame budget', () => {
  const state = stateWithBag(TINY, tiny.lexicon, (n) => n === 3);
  const position = state === null ? null : positionOf(viewFor(state, state.turn));

  it('gives the same choice for the same node budget, and values more candidates with more nodes', () => {
    expect(typeof position).toBe('object');
    if (position === null || typeof position === 'string') return;
    expect(position.bagSize).toBe(3);
    const candidates = ranked(position, tiny.lexicon);
    const a = preEndgame(position, candidates, tiny.lexicon, { maxNodes: 4000 });
    const b = preEndgame(position, candidates, tiny.lexicon, { maxNodes: 4000 });
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
    const small = preEndgame(position, candidates, tiny.lexicon, { maxNodes: 1 });
    expect(small?.solved).toBe(false);
    expect(small?.examined).toBe(0);
    // Budgets that are not positive numbers read as the least one (or the default): no throw.
    const odd = preEndgame(position, candidates, tiny.lexicon, { maxNodes: -5, width: Number.NaN, candidates: 0 });
    expect(odd?.solved).toBe(false);
    expect(candidates).toContain(odd?.candidate);
    const large = preEndgame(position, candidates, tiny.lexicon, { maxNodes: 60000 });
    expect(large?.examined ?? 0).toBeGreaterThan(a?.examined ?? 0);
  }, 120000);

  it('lets the equity bot and the analysis treat one to four tiles in the bag as the pre-endgame', () => {
    for (const n of [3, 4]) {
      const s = stateWithBag(TINY, tiny.lexicon, (size) => size === n);
      expect(s).not.toBeNull();
      if (s === null) continue;
      const view = viewFor(s, s.turn);
      const bot = equityBot(tiny.lexicon, { preEndgameNodes: 3000 });
      const action = bot(view, { player: s.turn, actions: s.history.length });
      expect(action).toEqual(bot(view, { player: s.turn, actions: s.history.length }));
      const applied = applyAction(s, action as Action, { lexicon: tiny.lexicon });
      expect(applied.ok).toBe(true);
      const analysis = analyzePosition(view, { lexicon: tiny.lexicon });
      expect(analysis.ok && analysis.value.stage).toBe('pre-endgame');
    }
  }, 120000);
});
