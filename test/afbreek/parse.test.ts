/** parseGameState of Afbreek: altered or hostile saved states give typed errors. */
import { describe, expect, it } from 'vitest';
import { GERMAN } from '../../src/index.js';
import { createGame, parseGameState, type AfbreekState } from '../../src/afbreek/index.js';
import { board, must, wordSet } from './helpers.js';

const lexicon = wordSet(['HUNDE', 'HUND', 'AH', 'EIS', 'EI', 'SO']);
const options = { lexicon };
const START = board({ 7: '.....A', 8: '.....HUNDE', 9: '.........I', 10: '.........SO' });
const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: START, lexicon, maxTiles: 'die', seed: 'parse tests' });
if (!created.ok) throw new Error(created.error.message);
let played: AfbreekState = created.value;
while (played.history.length < 2 && played.phase === 'playing') {
  const squares = played.limit >= 2 ? ['J10', 'K10'] : ['F7'];
  played = played.history.length === 0 ? must(played, { type: 'remove', player: played.turn, squares }, options)
    : must(played, { type: 'remove', player: played.turn, squares: played.board.cells[6 * 15 + 5] === null ? ['K10'] : ['F7'] }, options);
}

const saved = (): unknown => JSON.parse(JSON.stringify(played)) as unknown;

function edit(path: readonly (string | number)[], fn: (old: unknown) => unknown): unknown {
  const root = saved();
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  at[last] = fn(at[last]);
  return root;
}

describe('Afbreek parseGameState refuses', () => {
  it('reads the untouched state, with and without the lexicon', () => {
    expect(played.history).toHaveLength(2);
    expect(parseGameState(saved(), options)).toEqual({ ok: true, value: played });
    expect(parseGameState(saved())).toEqual({ ok: true, value: played });
  });

  it.each([
    ['not an object', () => 'state', 'not-an-object'],
    ['another format', () => edit(['format'], () => 'scrabble-engine/duplicate@1'), 'bad-format'],
    ['a score raised', () => edit(['history', 0, 'score'], (v) => Number(v) + 1), 'scores-inconsistent'],
    ['a total raised', () => edit(['scores', 1], (v) => Number(v) + 1), 'scores-inconsistent'],
    ['a tile put back', () => edit(['board', 'cells', 9 * 15 + 10], () => 'O'), 'board-inconsistent'],
    ['a die roll changed', () => edit(['history', 0, 'limit'], (v) => (Number(v) % 6) + 1), 'bad-history'],
    ['a turn out of order', () => edit(['history', 1, 'player'], (v) => 1 - Number(v)), 'bad-turn'],
    ['the generator moved', () => edit(['prng', 'position'], (v) => Number(v) + 1), 'bad-turn'],
    ['a start board off the centre', () => edit(['start', 'cells', 0], () => 'A'), 'bad-board'],
    ['too long a history', () => edit(['history'], () => new Array(5000).fill(null)), 'too-large'],
    ['an end that did not happen', () => edit(['phase'], () => 'over'), 'bad-result'],
  ])('%s', (_, make, expected) => {
    const r = parseGameState(make(), options);
    expect(r.ok ? null : r.error.code).toBe(expected);
  });
});

describe('Afbreek parseGameState: the ends the turns give', () => {
  it('reads back a game with the die that ended when it was created (nothing to roll for)', () => {
    const lone = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: board({ 8: '.......E' }), maxTiles: 'die', seed: 'x', lexicon });
    if (!lone.ok) throw new Error(lone.error.message);
    expect([lone.value.phase, lone.value.result?.reason, lone.value.limit]).toEqual(['over', 'no-removal', 0]);
    expect(parseGameState(JSON.parse(JSON.stringify(lone.value)), options)).toEqual({ ok: true, value: lone.value });
  });

  it('with the lexicon, refuses a game said to end by passes: judged by it, a pass comes only when no removal is left', () => {
    // TOR: the die must show 2 or more to take a tile (T or R alone leaves no word), so a roll of 1 is a pass.
    const words = wordSet(['TOR']);
    const tor = board({ 8: '......TOR' });
    for (let seed = 0; seed < 500; seed++) {
      const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: tor, maxTiles: 'die', seed: `seed${seed}`, lexicon: words });
      if (!game.ok || game.value.limit !== 1) continue;
      const first = must(game.value, { type: 'pass', player: game.value.turn }, { lexicon: words });
      if (first.limit !== 1) continue;
      const second = must(first, { type: 'pass', player: first.turn }, { lexicon: words });
      expect(second.phase).toBe('playing');
      const forged = { ...JSON.parse(JSON.stringify(second)) as object, phase: 'over', result: { reason: 'passes', winners: [0, 1] }, turn: first.turn, limit: first.limit, prng: first.prng };
      const read = parseGameState(forged, { lexicon: words });
      expect(read.ok ? null : read.error.code).toBe('bad-result');
      return;
    }
    throw new Error('no seed rolled two ones in a row');
  });
});

describe('Afbreek on hostile input', () => {
  it('applyAction and parseGameState never throw and answer with a known code', async () => {
    const fc = (await import('fast-check')).default;
    const { applyAction, AFBREEK_ACTION_ERROR_CODES, AFBREEK_STATE_ERROR_CODES } = await import('../../src/afbreek/index.js');
    const actions = fc.oneof(fc.anything(), fc.record({
      type: fc.constantFrom('remove', 'pass'), player: fc.oneof(fc.constant(played.turn), fc.integer()),
      squares: fc.array(fc.oneof(fc.string(), fc.constantFrom('H8', 'I8', 'J10', 'K10', 'F7', 'A1')), { maxLength: 8 }),
      words: fc.option(fc.array(fc.string()), { nil: undefined }),
    }));
    fc.assert(fc.property(actions, (value) => {
      const r = applyAction(played, value as never, options);
      if (!r.ok) expect(AFBREEK_ACTION_ERROR_CODES).toContain(r.error.code);
      const s = parseGameState(value);
      expect(s.ok).toBe(false);
      if (!s.ok) expect(AFBREEK_STATE_ERROR_CODES).toContain(s.error.code);
      const garbage = applyAction(value as never, { type: 'pass', player: 0 }, options);
      expect(garbage.ok ? null : garbage.error.code).toBe('bad-state');
    }), { numRuns: 300 });
  });
});
