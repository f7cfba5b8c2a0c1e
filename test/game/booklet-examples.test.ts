import { describe, expect, it } from 'vitest';
import { applyAction, DUTCH_IJ, GERMAN, rackOf, scoresOf, bagSize, type GameState } from '../../src/index.js';
import { checkInvariants, knownGame, must, run } from './helpers.js';

describe('the Dutch booklet (003): four turns replayed through the reducer', () => {
  // Player A holds DORP AVE, player B AADOP KL; A then draws R IJ N N after DORP.
  const start = knownGame(DUTCH_IJ, [...'DORPAVE', ...'AADOPKL', 'R', 'IJ', 'N', 'N']);

  it('scores 16, 6, 29 and 21 (the booklet prints 20: the O on I9 doubles in POR too)', () => {
    const turns = [
      { player: 0, move: '8F DORP', score: 16 },
      { player: 1, move: 'H6 AA.D', score: 6 },
      { player: 0, move: '10F AVERIJ', score: 29 },
      { player: 1, move: '9H .OP', score: 21 },
    ];
    let state: GameState = start;
    for (const t of turns) {
      const { state: next, events } = must(state, { type: 'play', player: t.player, move: t.move });
      const played = events.find((e) => e.type === 'move-played');
      expect(played?.type === 'move-played' && played.score).toBe(t.score);
      state = next;
      checkInvariants(state);
    }
    expect(scoresOf(state)).toEqual([16 + 29, 6 + 21]);
  });

  it('gives the word breakdown of the third and fourth turns', () => {
    const s2 = run(start, [{ type: 'play', player: 0, move: '8F DORP' }, { type: 'play', player: 1, move: 'H6 AA.D' }]);
    const third = must(s2, { type: 'play', player: 0, move: '10F AVERIJ' });
    const e3 = third.events.find((e) => e.type === 'move-played');
    expect(e3?.type === 'move-played' && e3.words).toEqual([{ word: 'AVERIJ', score: 22 }, { word: 'AARDE', score: 7 }]);
    const fourth = must(third.state, { type: 'play', player: 1, move: '9H .OP' });
    const e4 = fourth.events.find((e) => e.type === 'move-played');
    expect(e4?.type === 'move-played' && e4.words.map((w) => [w.word, w.score])).toEqual([['DOP', 7], ['POR', 7], ['PIJ', 7]]);
  });

  it('draws only when a play is final: the next player\'s action accepts it', () => {
    const s1 = must(start, { type: 'play', player: 0, move: '8F DORP' }).state;
    expect(rackOf(s1, 0)).toEqual(['A', 'V', 'E']);
    expect(s1.phase).toBe('challenge-window');
    const s2 = must(s1, { type: 'play', player: 1, move: 'H6 AA.D' });
    expect(s2.events.map((e) => e.type)).toEqual(['play-accepted', 'tiles-drawn', 'move-played']);
    expect(rackOf(s2.state, 0)).toEqual(['A', 'V', 'E', 'R', 'IJ', 'N', 'N']);
    expect(bagSize(s2.state)).toBe(102 - 14 - 4);
  });
});

describe('German booklet (000) examples through the reducer', () => {
  it('GRÜNDE on the empty board scores 28', () => {
    const s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const r = must(s, { type: 'play', player: 0, move: '8D GRÜNDE' });
    expect(r.events[0]).toMatchObject({ type: 'move-played', score: 28, notation: '8D GRÜNDE' });
    expect(scoresOf(r.state)).toEqual([28, 0]);
  });

  it('HUND then MAUS below it scores 22 (MAUS 10, UM 7, NA 2, DU 3)', () => {
    const s = knownGame(GERMAN, [...'HUNDXYZ', ...'MAUSEEE']);
    const r = must(must(s, { type: 'play', player: 0, move: '8F HUND' }).state, { type: 'play', player: 1, move: '9G MAUS' });
    const played = r.events.find((e) => e.type === 'move-played');
    expect(played?.type === 'move-played' && played.words.map((w) => [w.word, w.score])).toEqual([['MAUS', 10], ['UM', 7], ['NA', 2], ['DU', 3]]);
    expect(scoresOf(r.state)[1]).toBe(22);
  });

  it('a play given as move data scores like its notation', () => {
    const s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const tiles = [...'GRÜNDE'].map((letter, i) => ({ row: 7, col: 3 + i, letter, blank: false }));
    const r = applyAction(s, { type: 'play', player: 0, move: { direction: 'across', tiles } });
    expect(r.ok && r.value.events[0]).toMatchObject({ score: 28, notation: '8D GRÜNDE' });
  });

  it.each([
    ['8F LAST', [...'LASTEEE'], '8C AUS....UNG', [...'AUSUNGE'], 15, [['AUSLASTUNG', 15]]],
    ['8F HUND', [...'HUNDEEE'], 'F8 .ASE', [...'ASEEEEE'], 7, [['HASE', 7]]],
    ['H6 TOR', [...'TOREEEE'], '9E HEXE', [...'HEXEEEE'], 25, [['HEXE', 20], ['TORE', 5]]],
  ] as const)('after %s, the second play scores as in the booklet', (first, rackA, second, rackB, score, words) => {
    const s = knownGame(GERMAN, [...rackA, ...rackB]);
    const r = must(must(s, { type: 'play', player: 0, move: first }).state, { type: 'play', player: 1, move: second });
    const played = r.events.find((e) => e.type === 'move-played');
    expect(played?.type === 'move-played' && played.score).toBe(score);
    expect(played?.type === 'move-played' && played.words.map((w) => [w.word, w.score])).toEqual(words);
  });
});

describe('the notation of a play in its event', () => {
  it('is the GCG notation of the main word, dots for tiles already on the board', () => {
    const s = knownGame(GERMAN, [...'HUNDXYZ', ...'MAUSEEE']);
    const r = must(must(s, { type: 'play', player: 0, move: '8F HUND' }).state, { type: 'play', player: 1, move: 'F8 .ASE' });
    expect(r.events.find((e) => e.type === 'move-played')).toMatchObject({ notation: 'F8 .ASE' });
  });

  it('writes a single tile along the word it forms', () => {
    const s = knownGame(GERMAN, [...'HUNDXYZ', ...'MAUSEEE']);
    const tile = { row: 8, col: 5, letter: 'A', blank: false };
    const r = must(must(s, { type: 'play', player: 0, move: '8F HUND' }).state, { type: 'play', player: 1, move: { direction: 'across', tiles: [tile] } });
    expect(r.events.find((e) => e.type === 'move-played')).toMatchObject({ notation: 'F8 .A', score: 3 });
  });
});

describe('the Dutch IJ tile through the reducer', () => {
  it('a blank may stand for IJ; it scores 0 and comes back as a blank when withdrawn', () => {
    const s = knownGame(DUTCH_IJ, [...'AVER', '?', 'K', 'L', ...'DORPSTE']);
    const r = must(s, { type: 'play', player: 0, move: '8D AVERij' });
    expect(r.events[0]).toMatchObject({ notation: '8D AVERij', words: [{ word: 'AVERIJ', score: 18 }] });
    expect(r.state.board.cells[7 * 15 + 7]).toBe('ij');
    const back = must(r.state, { type: 'challenge', player: 1, valid: false });
    expect([...rackOf(back.state, 0)].sort()).toEqual(['?', 'A', 'E', 'K', 'L', 'R', 'V']);
  });
});
