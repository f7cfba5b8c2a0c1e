import { describe, expect, it } from 'vitest';
import { GERMAN } from '../../src/index.js';
import {
  applyAction, checkRemoval, createGame, legalRemovals, parseGameState, results, viewFor, type AfbreekState,
} from '../../src/afbreek/index.js';
import { board, deepFreeze, must, wordSet } from './helpers.js';

/**
 * The hand-built board: HUNDE across from F8 (N on the centre H8), AH down from F7, EIS down from
 * J8, SO across from J10.
 *
 *        F G H I J K
 *    7   A . . . . .
 *    8   H U N D E .
 *    9   . . . . I .
 *   10   . . . . S O
 */
const START = board({ 7: '.....A', 8: '.....HUNDE', 9: '.........I', 10: '.........SO' });
const lexicon = wordSet(['HUNDE', 'HUND', 'AH', 'EIS', 'EI', 'SO', 'ES']);
const options = { lexicon };

function game(extra: Partial<Parameters<typeof createGame>[0]> = {}): AfbreekState {
  const g = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: START, lexicon, ...extra });
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  return deepFreeze(g.value);
}

describe('Afbreek: removals on a hand-built board', () => {
  it('scores a removal both ways: face values, or with the premiums of the squares uncovered', () => {
    // SO: S on the triple letter J10, O on K10; what is left, EI, is a word.
    const face = must(game(), { type: 'remove', player: 0, squares: ['J10', 'K10'] }, options);
    expect(face.history[0]).toMatchObject({ squares: ['J10', 'K10'], tiles: ['S', 'O'], newWords: ['EI'], score: 1 + 2 });
    const premium = must(game({ scoring: 'premium' }), { type: 'remove', player: 0, squares: ['J10', 'K10'] }, options);
    expect(premium.history[0]).toMatchObject({ score: 1 * 3 + 2 });
    expect(premium.scores).toEqual([5, 0]);
    expect(premium.turn).toBe(1);
  });

  it('the last word on the centre: its double word counts under premium scoring, and the game ends', () => {
    const last = board({ 8: '.......ES' });
    const face = createGame({ rules: GERMAN, players: ['A', 'B'], board: last, lexicon });
    const premium = createGame({ rules: GERMAN, players: ['A', 'B'], board: last, lexicon, scoring: 'premium' });
    if (!face.ok || !premium.ok) throw new Error('setup');
    const a = must(face.value, { type: 'remove', player: 0, squares: ['H8', 'I8'] }, options);
    const b = must(premium.value, { type: 'remove', player: 0, squares: ['I8', 'H8'] }, options);
    expect(a.scores).toEqual([2, 0]);
    expect(b.scores).toEqual([(1 + 1) * 2, 0]);
    expect(b.result).toEqual({ reason: 'board-empty', winners: [0] });
  });

  it('refuses tiles of two words', () => {
    for (const squares of [['F8', 'J9'], ['F7', 'G8'], ['F8', 'K10']]) {
      const r = applyAction(game(), { type: 'remove', player: 0, squares }, options);
      expect(r.ok ? null : r.error.code).toBe('not-one-word');
    }
  });

  it('refuses a removal that leaves a non-word', () => {
    // Taking the E of HUNDE leaves I S in column J.
    const r = applyAction(game(), { type: 'remove', player: 0, squares: ['J8'] }, options);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'not-a-word' });
    expect(r.ok ? '' : r.error.message).toContain('IS');
  });

  it('refuses a removal that disconnects the tiles or takes the centre', () => {
    const cut = applyAction(game(), { type: 'remove', player: 0, squares: ['J9'] }, options);   // S O would float away
    expect(cut.ok ? null : cut.error.code).toBe('disconnected');
    const centre = applyAction(game(), { type: 'remove', player: 0, squares: ['G8', 'H8', 'I8'] }, options);
    expect(centre.ok ? null : centre.error.code).toBe('disconnected');
  });

  it('refuses more tiles than the maximum, empty squares, unknown squares, a lone tile', () => {
    const two = game({ maxTiles: 1 });
    const many = applyAction(two, { type: 'remove', player: 0, squares: ['J10', 'K10'] }, options);
    expect(many.ok ? null : many.error.code).toBe('too-many-tiles');
    const empty = applyAction(game(), { type: 'remove', player: 0, squares: ['A1'] }, options);
    expect(empty.ok ? null : empty.error.code).toBe('empty-square');
    const unknown = applyAction(game(), { type: 'remove', player: 0, squares: ['Z99'] }, options);
    expect(unknown.ok ? null : unknown.error.code).toBe('bad-squares');
    const alone = createGame({ rules: GERMAN, players: ['A', 'B'], board: board({ 8: '.......E' }), lexicon });
    expect(alone.ok && alone.value.result).toEqual({ reason: 'no-removal', winners: [0, 1] });
    const lone = checkRemoval({ rules: GERMAN, board: board({ 8: '.......E' }), scoring: 'face', limit: 6 }, ['H8'], options);
    expect(lone.ok ? null : lone.error.code).toBe('lone-tile');
  });

  it('refuses a turn out of order and a pass while a removal exists', () => {
    const wrong = applyAction(game(), { type: 'remove', player: 1, squares: ['K10'] }, options);
    expect(wrong.ok ? null : wrong.error.code).toBe('not-your-turn');
    const pass = applyAction(game(), { type: 'pass', player: 0 }, options);
    expect(pass.ok ? null : pass.error.code).toBe('pass-not-allowed');
  });

  it('lists every legal removal, best first', () => {
    const all = legalRemovals(game(), options);
    expect(all.map((r) => `${r.squares.join('+')}=${r.score}`)).toEqual([
      'J10+K10=3', 'K10=2', 'F7=1',
    ]);
    for (const r of all) expect(checkRemoval(game(), r.squares, options)).toEqual({ ok: true, value: r });
  });

  it('without a lexicon, the players accept the new words with the action', () => {
    const open = createGame({ rules: GERMAN, players: ['A', 'B'], board: START });
    if (!open.ok) throw new Error('setup');
    const asked = applyAction(open.value, { type: 'remove', player: 0, squares: ['J10', 'K10'] });
    expect(asked.ok ? null : asked.error.code).toBe('adjudication-required');
    const accepted = applyAction(open.value, { type: 'remove', player: 0, squares: ['J10', 'K10'], words: ['EI'] });
    expect(accepted.ok && accepted.value.state.scores).toEqual([3, 0]);
    expect(legalRemovals(open.value).find((r) => r.squares.join() === 'J10,K10')?.newWords).toEqual(['EI']);
  });

  it('plays a whole game to its end; the view hides only the die\'s generator', () => {
    let s = game({ maxTiles: 'die', seed: 'afbreek known answer' });
    expect(s.limit).toBeGreaterThanOrEqual(1);
    expect(viewFor(s, 0)).not.toHaveProperty('prng');
    expect(JSON.stringify(viewFor(s, 0))).not.toContain(s.prng!.key);
    for (let i = 0; i < 50 && s.phase === 'playing'; i++) {
      const best = legalRemovals(s, options)[0];
      s = must(s, best === undefined ? { type: 'pass', player: s.turn } : { type: 'remove', player: s.turn, squares: best.squares }, options);
      expect(parseGameState(JSON.parse(JSON.stringify(s)), options)).toEqual({ ok: true, value: s });
    }
    expect(s.phase).toBe('over');
    const r = results(s);
    expect(r.players.reduce((n, p) => n + p.tilesRemoved, 0) + r.tilesLeft).toBe(9);
  });
});

describe('Afbreek: the start board', () => {
  it('refuses a board whose runs are not words, or whose tiles are apart or off the centre', () => {
    const words = createGame({ rules: GERMAN, players: ['A'], board: board({ 8: '.......XY' }), lexicon });
    expect(words.ok ? null : words.error.code).toBe('board-not-words');
    const apart = createGame({ rules: GERMAN, players: ['A'], board: board({ 8: '.......ES', 10: '..SO' }), lexicon });
    expect(apart.ok ? null : apart.error.code).toBe('board-not-connected');
    const off = createGame({ rules: GERMAN, players: ['A'], board: board({ 1: 'SO' }), lexicon });
    expect(off.ok ? null : off.error.code).toBe('board-not-connected');
    const garbage = createGame({ rules: GERMAN, players: ['A'], board: { rows: 15, cols: 15, cells: [] } as never, lexicon });
    expect(garbage.ok ? null : garbage.error.code).toBe('bad-board');
  });
});
