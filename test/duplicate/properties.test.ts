/**
 * Laws of Duplicate, on random games: players submit random legal moves (from the move
 * generator), words that are not admissible, illegal placements (refused) or nothing; rounds close
 * by themselves or by `end-round`. Tiles are conserved, states are never mutated, every state
 * reads back through JSON and parseGameState, the totals are the sums of the rounds, nobody beats
 * the maximum, and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon, GERMAN, generateMoves } from '../../src/index.js';
import {
  applyAction, createGame, duplicateRecord, makeDuplicateRecord, parseDuplicateRecord, parseGameState, results, viewFor, duplicateBot,
  type DuplicateAction, type DuplicateState,
} from '../../src/duplicate/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { deepFreeze, fullSet, tilesInGame } from './helpers.js';

const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;
const options = { lexicon };

/** A player's choice: which generated move (by rank), or no move, or an illegal one, and whether time runs out. */
const choice = fc.record({
  kind: fc.constantFrom('move', 'move', 'move', 'none', 'illegal', 'time-up'),
  rank: fc.nat(30),
});

function checkLaws(state: DuplicateState): void {
  expect(tilesInGame(state).sort()).toEqual(fullSet(state));
  const sums = state.players.map((_, p) => state.rounds.reduce((n, r) => n + r.submissions[p]!.score, 0));
  expect(state.scores).toEqual(sums);
  const r = results(state);
  for (const p of r.players) expect(p.total).toBeLessThanOrEqual(r.maximum);
  expect(state.rack.length).toBeLessThanOrEqual(state.rules.rackSize);
  expect(parseGameState(JSON.parse(JSON.stringify(state)), options)).toEqual({ ok: true, value: state });
  expect(parseDuplicateRecord(makeDuplicateRecord(state))).toEqual({ ok: true, value: duplicateRecord(state) });
}

describe('Duplicate laws on random games', () => {
  it('conserves tiles, never mutates, round-trips, and always ends', () => {
    fc.assert(fc.property(
      fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.array(choice, { minLength: 200, maxLength: 200 }),
      (seed, players, bestPossible, choices) => {
        const game = createGame({
          rules: GERMAN, players: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed,
          boardMove: bestPossible ? 'best-possible' : 'best-submitted', lexicon,
        });
        if (!game.ok) throw new Error(game.error.message);
        let state = deepFreeze(game.value);
        checkLaws(state);
        let step = 0;
        while (state.phase !== 'over') {
          expect(step).toBeLessThan(choices.length);
          const c = choices[step++]!;
          const seat = state.submissions.findIndex((s) => s === null);
          let action: DuplicateAction;
          if (c.kind === 'time-up') action = { type: 'end-round' };
          else if (c.kind === 'none') action = { type: 'submit', player: seat, move: null };
          else if (c.kind === 'illegal') action = { type: 'submit', player: seat, move: '1A ZZ' };
          else {
            const moves = generateMoves(state.board, state.rack, state.rules, lexicon);
            const pick = moves.ok ? moves.value[c.rank % Math.max(1, moves.value.length)] : undefined;
            action = { type: 'submit', player: seat, move: pick?.move ?? null };
          }
          const before = JSON.stringify(state);
          const r = applyAction(state, action, options);
          expect(JSON.stringify(state)).toBe(before);
          if (!r.ok) {
            expect(c.kind).toBe('illegal');
            continue;
          }
          const closed = r.value.state.rounds.length > state.rounds.length;
          state = deepFreeze(r.value.state);
          if (closed || state.phase === 'over') checkLaws(state);
        }
        expect(state.result).not.toBeNull();
      },
    ), { numRuns: 25 });
  });

  it('the best-possible top is never below any submitted move, and the bot always submits a top move', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
      const game = createGame({ rules: GERMAN, players: ['Bot', 'Weak'], seed, boardMove: 'best-possible', lexicon });
      if (!game.ok) throw new Error(game.error.message);
      let state = game.value;
      const bots = [duplicateBot(lexicon), duplicateBot(lexicon, { rank: 3 })];
      while (state.phase !== 'over') {
        for (const seat of [0, 1]) {
          if (state.phase === 'over') break;
          const r = applyAction(state, bots[seat]!(viewFor(state, seat)), options);
          if (!r.ok) throw new Error(r.error.message);
          state = r.value.state;
        }
      }
      for (const round of state.rounds) {
        const top = round.top?.score ?? 0;
        for (const s of round.submissions) expect(s.score).toBeLessThanOrEqual(top);
        expect(round.submissions[0]!.score).toBe(top);
      }
      const r = results(state);
      expect(r.maximum === 0 ? 0 : r.players[0]!.percentage).toBe(r.maximum === 0 ? 0 : 100);
    }), { numRuns: 15 });
  });
});

describe('Duplicate bot games', () => {
  it('plays a whole game between bots; the same seed gives the same game; bad bots are reported', async () => {
    const { playBotGame } = await import('../../src/duplicate/index.js');
    const bots = [duplicateBot(lexicon), duplicateBot(lexicon, { rank: 2 })];
    const a = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots, seed: 'bot game', lexicon });
    const b = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots, seed: 'bot game', lexicon });
    if (!a.ok || !b.ok) throw new Error('the bot game failed');
    expect(a.value.state.phase).toBe('over');
    expect(a.value.state).toEqual(b.value.state);
    expect(a.value.events.filter((e) => e.type === 'round-closed')).toHaveLength(a.value.state.rounds.length);
    const few = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bots[0]!], seed: 'x', lexicon });
    expect(few.ok ? null : few.error.code).toBe('bad-bots');
    const thrower = playBotGame({ rules: GERMAN, players: ['A'], bots: [() => { throw new Error('no idea'); }], seed: 'x', lexicon });
    expect(thrower.ok ? null : thrower.error.code).toBe('bot-failed');
    const cheat = playBotGame({ rules: GERMAN, players: ['A'], bots: [() => ({ type: 'submit', player: 0, move: '8A ZZZZZZZ' })], seed: 'x', lexicon });
    expect(cheat.ok ? null : cheat.error.code).toBe('action-refused');
  });
});
