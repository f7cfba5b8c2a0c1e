import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, emptyBoard, gameToGcg, makeGcg, parseGameState, parseMove, placeMove, replayGcg, scoreMove, validateMove, verifyGcg,
  DUTCH_IJ, DUTCH_IJ_VARIATIONS, type Action, type Board, type GameState, type RuleSet,
} from '../../src/index.js';
import { checkInvariants, knownGame, must, run } from '../game/helpers.js';

const R = DUTCH_IJ_VARIATIONS;
const board = (rules: RuleSet, ...moves: string[]): Board => moves.reduce((b, text) => {
  const move = parseMove(text, rules);
  const next = move.ok ? placeMove(b, move.value, rules) : move;
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}, emptyBoard(rules));

const scored = (b: Board, text: string, rules: RuleSet = R) => {
  const move = parseMove(text, rules);
  const s = move.ok ? scoreMove(b, move.value, rules) : move;
  if (!s.ok) return s.error.code;
  return { total: s.value.total, words: s.value.words.map((w) => [w.word, w.letterSum, w.wordMultiplier, w.score]), tiles: s.value.tilesPlaced };
};

// HAND at 8E (D on the double-word centre H8), then A at H7 above the D: the down word AD.
const hand = board(R, '8E HAND', 'H7 A.');

describe('letter replacement: scoring', () => {
  it('a replaced square is not newly covered: no premium under it; new tiles keep theirs (HANGENDE 15 + AG 4 = 19)', () => {
    // G replaces D on H8 (double word: not counted); E, N, D, E are new, the last E on the double letter L8.
    // HANGENDE: H4 A1 N1 G3 E1 N1 D2 E1×2 = 15, ×1. AG (down, through the replaced square): A1 + G3 = 4.
    expect(scored(hand, '8E HANGENDE')).toEqual({ total: 19, words: [['HANGENDE', 15, 1, 15], ['AG', 4, 1, 4]], tiles: 5 });
  });

  it('letters written over the same letter are tiles played through: 8E ...GENDE is the same play', () => {
    expect(scored(hand, '8E ...GENDE')).toEqual(scored(hand, '8E HANGENDE'));
  });

  it('a replacement on a plain square with new tiles: 8E .O..EN over HAND makes HONDEN = 10', () => {
    expect(scored(hand, '8E .O..EN')).toEqual({ total: 10, words: [['HONDEN', 10, 1, 10]], tiles: 3 });
  });

  it('the 50 points need seven tiles from the rack, replacing tiles counted', () => {
    const b = board(R, '8E HAND');
    const s = scored(b, '8E HANGENDERS');
    // G replaces D; E N D E R S are new: 7 tiles from the rack.
    expect(typeof s === 'object' && [s.tiles, s.total - (s.words[0]![3] as number)]).toEqual([7, 50]);
  });

  it('refuses a play that only replaces, a replaced blank, and any replacement without the rule', () => {
    expect(scored(hand, '8E HOND')).toBe('replacement-only');
    const withBlank = board(R, '8E HANd');
    expect(scored(withBlank, '8E HANGEN')).toBe('replaced-blank');
    expect(scored(hand, '8E HANGENDE', DUTCH_IJ)).toBe('occupied');
  });

  it('validation reports the words through replaced and new squares', () => {
    const move = parseMove('8E HANGENDE', R);
    const v = move.ok ? validateMove(hand, move.value, R) : move;
    expect(v.ok && v.value.words.map((w) => w.word)).toEqual(['HANGENDE', 'AG']);
    expect(v.ok && v.value.move.tiles.map((t) => `${t.letter}${t.col}`)).toEqual(['G7', 'E8', 'N9', 'D10', 'E11']);
  });
});

describe('letter replacement in a game', () => {
  // A: HAND + 3 more; B: A + GENDE + X.
  const start = (rules: RuleSet = R) => run(knownGame(rules, [...'HANDKOP', ...'AGENDEX']), [
    { type: 'play', player: 0, move: '8E HAND' }, { type: 'play', player: 1, move: 'H7 A.' }, { type: 'accept', player: 0 },
  ]);

  it('the replaced tile goes to the player\'s rack; the play is recorded with what it replaced', () => {
    const before = run(start(), [{ type: 'pass', player: 0 }]);
    const played = must(before, { type: 'play', player: 1, move: '8E HANGENDE' });
    expect(played.state.racks[1]).toContain('D');
    expect(played.state.board.cells[7 * 15 + 7]).toBe('G');
    const event = played.events.find((e) => e.type === 'move-played');
    expect(event?.type === 'move-played' && [event.score, event.notation, event.replaced]).toEqual([19, '8E ...GENDE', [{ row: 7, col: 7, letter: 'D', blank: false }]]);
    checkInvariants(played.state);
  });

  it('a withdrawn replacement play restores the board and the rack exactly', () => {
    const s = run(knownGame(R, [...'HANDKOP', ...'AGENDEX']), [
      { type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 },
      { type: 'play', player: 1, move: '8E ...GENDE' },
    ]);
    expect(s.racks[1]).toContain('D');
    const before = run(knownGame(R, [...'HANDKOP', ...'AGENDEX']), [{ type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 }]);
    const upheld = must(s, { type: 'challenge', player: 0, valid: false }).state;
    expect(upheld.board).toEqual(before.board);
    expect([...upheld.racks[1]!].sort()).toEqual([...before.racks[1]!].sort());
    expect(upheld.scores).toEqual(before.scores);
    checkInvariants(upheld);
    expect(parseGameState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
    expect(parseGameState(JSON.parse(JSON.stringify(upheld)))).toEqual({ ok: true, value: upheld });
  });

  it('with replacement: "bag" the replaced tile goes into the bag, and back out when the play is withdrawn', () => {
    const bagRules: RuleSet = { ...R, replacement: 'bag' };
    const s = run(knownGame(bagRules, [...'HANDKOP', ...'AGENDEX']), [
      { type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 }, { type: 'play', player: 1, move: '8E ...GENDE' },
    ]);
    expect(s.racks[1]).toEqual(['A', 'X']);
    // While the play is open the replaced D is set aside; it goes into the bag when the play is final.
    expect(s.bag.at(-1)).not.toBe('D');
    checkInvariants(s);
    const accepted = must(s, { type: 'accept', player: 0 }).state;
    expect(accepted.bag.at(-1)).toBe('D');
    checkInvariants(accepted);
    const upheld = must(s, { type: 'challenge', player: 0, valid: false }).state;
    expect(upheld.bag).not.toContain(undefined);
    expect(upheld.bag.length).toBe(s.bag.length);
    checkInvariants(upheld);
  });

  it('under replacement: "bag" and chosen draws, the tile a still-open play replaced cannot be drawn: an upheld challenge creates no tile', () => {
    // Regression: the player to move drew the replaced H while the play was open; the upheld
    // challenge then put the H back on the board, a fifth H, and the state no longer read back.
    const rules: RuleSet = { ...R, replacement: 'bag', draw: 'choose' };
    const hs = rules.tiles.letters.find((l) => l.letter === 'H')!.count;
    const s = run(knownGame(rules, []), [
      { type: 'draw', player: 0, tiles: 'HANDKOP' }, { type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 },
      { type: 'draw', player: 1, tiles: 'BENOEST' }, { type: 'play', player: 1, move: '8E B...EN' },
    ]);
    expect(s.pending?.replaced?.map((t) => t.letter)).toEqual(['H']);
    // One H lies in the bag; the replaced one is set aside until the play is final.
    expect(s.bag.filter((t) => t === 'H')).toHaveLength(hs - 1);
    expect(applyAction(s, { type: 'draw', player: 0, tiles: 'HHEE' }).ok).toBe(false);
    const drawn = must(s, { type: 'draw', player: 0, tiles: 'HEEE' }).state;
    const upheld = must(drawn, { type: 'challenge', player: 0, valid: false }).state;
    const onBoard = upheld.board.cells.filter((c) => c === 'H').length;
    const held = [...upheld.bag, ...upheld.racks.flat()].filter((t) => t === 'H').length;
    expect(onBoard + held).toBe(hs);
    checkInvariants(upheld);
    for (const state of [s, drawn, upheld]) expect(parseGameState(JSON.parse(JSON.stringify(state))).ok).toBe(true);
  });

  it('a GCG record of a replacement game replays and verifies under the same rules', () => {
    const s = run(knownGame(R, [...'HANDKOP', ...'AGENDEX']), [
      { type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 }, { type: 'play', player: 1, move: '8E ...GENDE' }, { type: 'accept', player: 0 },
    ]);
    const text = makeGcg(gameToGcg(s));
    expect(text).toContain('8E ...GENDE +15');
    const replay = replayGcg(text, R);
    expect(replay.ok ? replay.value.state.scores : replay.error).toEqual(s.scores);
    expect(verifyGcg(text, R).findings).toEqual([]);
    expect(verifyGcg(text, DUTCH_IJ).findings.map((f) => f.code)).toContain('illegal-placement');
  });

  it('property: tiles are conserved, scores add up and every state reads back in random games with replacements, blank swaps and challenges', () => {
    const kinds = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom<RuleSet>(R, { ...R, replacement: 'bag' }), (seed, rules) => {
      const g = createGame({ rules, players: ['A', 'B'], seed });
      if (!g.ok) return false;
      let state: GameState = g.value;
      let x = seed;
      const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
      for (let step = 0; step < 80 && state.phase !== 'over'; step++) {
        const roll = next();
        const turn = state.turn;
        const rack = state.racks[turn] ?? [];
        const candidates: Action[] = [];
        const { cells, cols } = state.board;
        if (state.pending !== null) candidates.push({ type: 'challenge', player: (state.pending.player + 1) % 2, valid: roll % 3 === 0 });
        state.board.cells.forEach((cell, i) => {
          if (cell !== null && cell !== cell.toUpperCase()) candidates.push({ type: 'swap-blank', player: turn, squares: [`${String.fromCharCode(65 + (i % 15))}${Math.floor(i / 15) + 1}`] });
        });
        const letters = rack.filter((t) => t !== '?');
        for (let i = 0; i < cells.length && letters.length >= 2; i++) {
          const there = cells[i];
          if (there == null || there !== there.toUpperCase() || (i % cols) + 1 >= cols || cells[i + 1] != null) continue;
          const row = Math.floor(i / cols);
          const col = i % cols;
          candidates.push({ type: 'play', player: turn, move: { direction: 'across', tiles: [
            { row, col, letter: letters[(roll + i) % letters.length]!, blank: false }, { row, col: col + 1, letter: letters[(roll + i + 1) % letters.length]!, blank: false },
          ] } });
        }
        const blank = rack.indexOf('?');
        if (blank >= 0 && letters.length >= 1) {
          for (let i = 0; i < cells.length; i++) {
            if (cells[i] == null || (i % cols) + 1 >= cols || cells[i + 1] != null) continue;
            candidates.push({ type: 'play', player: turn, move: { direction: 'across', tiles: [{ row: Math.floor(i / cols), col: (i % cols) + 1, letter: letters[roll % letters.length]!, blank: true }] } });
            break;
          }
        }
        if (state.board.cells.every((c) => c === null) && letters.length >= 4) {
          candidates.push({ type: 'play', player: turn, move: { direction: 'across', tiles: letters.slice(0, 4).map((letter, k) => ({ row: 7, col: 6 + k, letter, blank: false })) } });
        }
        candidates.push({ type: 'exchange', player: turn, tiles: rack.slice(0, 1) }, { type: 'pass', player: turn });
        const tried = candidates.slice(roll % candidates.length).concat(candidates).map((a) => applyAction(state, a)).find((r) => r.ok);
        if (tried === undefined || !tried.ok) return false;
        state = tried.value.state;
        for (const e of tried.value.events) kinds.add(e.type === 'move-played' && e.replaced !== undefined ? 'replacement' : e.type);
        checkInvariants(state);
        const parsed = parseGameState(JSON.parse(JSON.stringify(state)));
        if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
      }
      return true;
    }), { numRuns: 12, seed: 7 });
    expect([...kinds].filter((k) => ['replacement', 'blank-swapped', 'challenge-upheld'].includes(k)).sort()).toEqual(['blank-swapped', 'challenge-upheld', 'replacement']);
  });
});
