import { describe, expect, it } from 'vitest';
import { boardToRows, GERMAN } from '../../src/index.js';
import { applyAction, parseGameState, results, viewFor, type DuplicateState } from '../../src/duplicate/index.js';
import { deepFreeze, fullSet, knownDuplicate, must, tilesInGame, wordSet } from './helpers.js';

const lexicon = wordSet(['GRÜNDE', 'HUNDE', 'HASTE', 'RUNDE']);
const options = { lexicon };
/** Round 1: GRÜNDE?; round 2: ? kept + HUNDST; round 3: H S T kept + EARE. */
const FRONT = [...'GRÜNDE?', ...'HUNDST', ...'EARE'];

/** The scripted game of three rounds (the round limit ends it). */
function scripted(): { states: DuplicateState[] } {
  const states: DuplicateState[] = [];
  let s = deepFreeze(knownDuplicate(FRONT, { roundLimit: 3 }));
  states.push(s);
  s = deepFreeze(must(s, { type: 'submit', player: 0, move: '8D GRÜNDE' }, options));
  s = deepFreeze(must(s, { type: 'submit', player: 1, move: '8H GRÜNDE' }, options));
  s = deepFreeze(must(s, { type: 'submit', player: 2, move: '8G NÜR' }, options));
  states.push(s);
  s = deepFreeze(must(s, { type: 'submit', player: 0, move: null }, options));
  s = deepFreeze(must(s, { type: 'submit', player: 1, move: 'I4 hUND.' }, options));
  s = deepFreeze(must(s, { type: 'end-round' }, options));
  states.push(s);
  s = deepFreeze(must(s, { type: 'submit', player: 1, move: '4I .ASTE' }, options));
  s = deepFreeze(must(s, { type: 'submit', player: 0, move: '4I .ASTE' }, options));
  s = deepFreeze(must(s, { type: 'submit', player: 2, move: null }, options));
  states.push(s);
  return { states };
}

describe('Duplicate: a scripted game of three rounds', () => {
  const { states } = scripted();
  const [start, afterOne, afterTwo, end] = states as [DuplicateState, DuplicateState, DuplicateState, DuplicateState];

  it('deals the common rack of seven', () => {
    expect(start.rack).toEqual([...'GRÜNDE?']);
    expect(start.bag).toHaveLength(102 - 7);
    expect(start.phase).toBe('round');
  });

  it('round 1: each move scored on the common board, a non-word scores 0, the top goes on the board', () => {
    const round = afterOne.rounds[0]!;
    expect(round.submissions.map((s) => s.score)).toEqual([28, 26, 0]);
    expect(round.submissions[2]).toMatchObject({ notation: '8G NÜR', admissible: false, score: 0 });
    expect(round.top).toMatchObject({ player: 0, notation: '8D GRÜNDE', score: 28 });
    expect(boardToRows(afterOne.board)[7]).toBe('...GRÜNDE......');
    expect(afterOne.scores).toEqual([28, 26, 0]);
  });

  it('keeps the tiles the board move did not use and fills the rack to seven', () => {
    expect(afterOne.rack).toEqual([...'?HUNDST']);
  });

  it('round 2: a blank in the board move is replaced by the real letter from the bag, the blank goes back', () => {
    const round = afterTwo.rounds[1]!;
    expect(round.submissions.map((s) => s.score)).toEqual([0, 5, 0]);
    expect(round.submissions[0]).toEqual({ move: null, score: 0 });
    expect(round.top).toMatchObject({ player: 1, notation: 'I4 hUND.', score: 5 });
    expect(round.replaced).toEqual([{ row: 3, col: 8, letter: 'H' }]);
    expect(boardToRows(afterTwo.board)[3]).toBe('........H......');
    const hBefore = afterOne.bag.filter((t) => t === 'H').length;
    expect(afterTwo.bag.filter((t) => t === 'H').length).toBe(hBefore - 1);
    expect(afterTwo.bag.at(-1)).toBe('?');
    expect(afterTwo.rack).toEqual([...'HSTEARE']);
    expect(afterTwo.scores).toEqual([28, 31, 0]);
  });

  it('round 3: ties go to the lowest seat; the round limit ends the game', () => {
    const round = end.rounds[2]!;
    expect(round.top).toMatchObject({ player: 0, notation: '4I .ASTE', score: 12 });
    expect(end.phase).toBe('over');
    expect(end.result).toEqual({ reason: 'round-limit', winners: [1] });
  });

  it('results: totals, the maximum, percentages and the per-round table', () => {
    const r = results(end);
    expect(r.maximum).toBe(28 + 5 + 12);
    expect(r.players.map((p) => p.total)).toEqual([40, 43, 0]);
    expect(r.players.map((p) => Number(p.percentage.toFixed(2)))).toEqual([88.89, 95.56, 0]);
    expect(r.players.map((p) => p.rank)).toEqual([2, 1, 3]);
    expect(r.winners).toEqual([1]);
    expect(r.rounds.map((x) => x.rack.join(''))).toEqual(['GRÜNDE?', '?HUNDST', 'HSTEARE']);
    expect(r.rounds.map((x) => x.top?.score)).toEqual([28, 5, 12]);
    expect(r.rounds[0]!.moves.map((m) => (m.move === null ? null : m.notation))).toEqual(['8D GRÜNDE', '8H GRÜNDE', '8G NÜR']);
  });

  it('conserves the tiles after every round', () => {
    for (const s of states) expect(tilesInGame(s).sort()).toEqual(fullSet(s));
  });

  it('every state reads back through parseGameState, with and without the lexicon', () => {
    for (const s of states) {
      const copy = JSON.parse(JSON.stringify(s)) as unknown;
      expect(parseGameState(copy)).toEqual({ ok: true, value: s });
      expect(parseGameState(copy, { lexicon })).toEqual({ ok: true, value: s });
    }
  });

  it('a closed round whose rack lost a tile is refused: a round\'s rack is full, or holds every tile left', () => {
    const s = states.find((x) => x.rounds.length >= 2)!;
    const copy = JSON.parse(JSON.stringify(s)) as { rounds: { rack: string[]; top: { move: { tiles: { letter: string; blank: boolean }[] } } | null }[] };
    const first = copy.rounds[0]!;
    const played = new Set(first.top!.move.tiles.map((t) => (t.blank ? '?' : t.letter)));
    const kept = first.rack.findIndex((t) => !played.has(t));
    first.rack.splice(kept >= 0 ? kept : 0, 1);
    const r = parseGameState(copy);
    expect(r.ok ? 'ok' : r.error.code).toBe('bad-round');
  });
});

describe('Duplicate: submissions', () => {
  const start = deepFreeze(knownDuplicate(FRONT));

  it('refuses an illegal placement with the placement error; the player may submit again', () => {
    const r = applyAction(start, { type: 'submit', player: 0, move: '8A GRÜNDE' }, options);
    expect(r.ok ? null : r.error.code).toBe('start-square-missed');
    const notOnRack = applyAction(start, { type: 'submit', player: 0, move: '8D HUNDE' }, options);
    expect(notOnRack.ok ? null : notOnRack.error.code).toBe('not-on-rack');
  });

  it('a later submission replaces the earlier one until the round closes', () => {
    let s = must(start, { type: 'submit', player: 0, move: '8G NÜR' }, options);
    const r = applyAction(s, { type: 'submit', player: 0, move: '8D GRÜNDE' }, options);
    expect(r.ok && r.value.events).toEqual([{ type: 'submission-received', player: 0, round: 1, resubmitted: true }]);
    s = r.ok ? r.value.state : s;
    expect(s.submissions[0]).toMatchObject({ score: 28 });
  });

  it('the view hides the other players\' moves of the open round and the bag', () => {
    const s = must(start, { type: 'submit', player: 0, move: '8D GRÜNDE' }, options);
    const view = viewFor(s, 1);
    expect(view.submitted).toEqual([true, false, false]);
    expect(view.own).toBeNull();
    expect(viewFor(s, 0).own).toMatchObject({ score: 28 });
    expect(JSON.stringify(view)).not.toContain('GRÜNDE"');
    expect(view).not.toHaveProperty('bag');
    expect(view).not.toHaveProperty('prng');
    expect(view.bagSize).toBe(95);
  });

  it('needs the lexicon unless the rule set never checks words', () => {
    const r = applyAction(start, { type: 'submit', player: 0, move: '8D GRÜNDE' });
    expect(r.ok ? null : r.error.code).toBe('lexicon-required');
    const never = knownDuplicate(FRONT, { rules: { ...GERMAN, wordCheck: 'never' } });
    expect(applyAction(never, { type: 'submit', player: 0, move: '8G NÜR' }).ok).toBe(true);
  });

  it('a round in which nobody has a move ends the game', () => {
    const s = must(must(must(start, { type: 'submit', player: 0, move: null }, options), { type: 'submit', player: 1, move: '8G NÜR' }, options), { type: 'end-round' }, options);
    expect(s.phase).toBe('over');
    expect(s.result?.reason).toBe('no-move');
    expect(s.rounds[0]!.top).toBeNull();
    expect(s.board.cells.every((c) => c === null)).toBe(true);
  });

  it('refuses actions after the end, malformed actions and unknown seats', () => {
    const over = must(start, { type: 'end-round' }, options);
    const after = applyAction(over, { type: 'end-round' }, options);
    expect(after.ok ? null : after.error.code).toBe('game-over');
    for (const [action, code] of [
      [null, 'bad-action'], [{ type: 'play' }, 'bad-action'], [{ type: 'submit', player: 3, move: null }, 'unknown-player'],
      [{ type: 'submit', player: 'x', move: null }, 'bad-action'], [{ type: 'submit', player: 0, move: 7 }, 'bad-action'],
    ] as const) {
      const r = applyAction(start, action as never, options);
      expect(r.ok ? null : r.error.code).toBe(code);
    }
  });
});

describe('Duplicate: seeds', () => {
  it('the same seed deals the same racks; no seed and no bag gives a fresh random bag', async () => {
    const { createGame } = await import('../../src/duplicate/index.js');
    const a = createGame({ rules: GERMAN, players: ['A'], seed: 'club evening 12' });
    const b = createGame({ rules: GERMAN, players: ['A'], seed: 'club evening 12' });
    const c = createGame({ rules: GERMAN, players: ['A'] });
    const d = createGame({ rules: GERMAN, players: ['A'] });
    expect(a.ok && b.ok && a.value.bag.join('') === b.value.bag.join('')).toBe(true);
    expect(c.ok && d.ok && c.value.prng !== null && c.value.bag.join('') !== d.value.bag.join('')).toBe(true);
    const bad = createGame({ rules: GERMAN, players: ['A'], seed: 1.5 });
    expect(bad.ok ? null : bad.error.code).toBe('bad-seed');
    if (a.ok) expect(parseGameState(JSON.parse(JSON.stringify(a.value)))).toEqual({ ok: true, value: a.value });
  });
});

describe('Duplicate: the readable record', () => {
  const end = scripted().states.at(-1)!;

  it('writes the per-round table as text', async () => {
    const { makeDuplicateRecord } = await import('../../src/duplicate/index.js');
    expect(makeDuplicateRecord(end)).toBe([
      '#duplicate scrabble-engine/duplicate-record@1',
      '#rules german German (2022 booklet)',
      '#board-move best-submitted',
      '#player1 Anna',
      '#player2 Ben',
      '#player3 Clara',
      '#round 1 GRÜNDE?',
      '=top 8D GRÜNDE 28 Anna',
      '>Anna: 8D GRÜNDE 28',
      '>Ben: 8H GRÜNDE 26',
      '>Clara: 8G NÜR 0 *',
      '#round 2 ?HUNDST',
      '=top I4 hUND. 5 Ben blank I4=H',
      '>Anna: - 0',
      '>Ben: I4 hUND. 5',
      '>Clara: - 0',
      '#round 3 HSTEARE',
      '=top 4I .ASTE 12 Anna',
      '>Anna: 4I .ASTE 12',
      '>Ben: 4I .ASTE 12',
      '>Clara: - 0',
      '#end round-limit',
      '#maximum 45',
      '#total Anna 40 88.89% rank 2',
      '#total Ben 43 95.56% rank 1',
      '#total Clara 0 0.00% rank 3',
      '',
    ].join('\n'));
  });

  it('gives the same table as JSON', async () => {
    const { duplicateRecord } = await import('../../src/duplicate/index.js');
    const record = duplicateRecord(end);
    expect(record.rounds[1]).toEqual({
      round: 2, rack: '?HUNDST', top: { move: 'I4 hUND.', score: 5, player: 'Ben', replaced: ['I4=H'] },
      moves: [
        { player: 'Anna', move: null, score: 0, admissible: true },
        { player: 'Ben', move: 'I4 hUND.', score: 5, admissible: true },
        { player: 'Clara', move: null, score: 0, admissible: true },
      ],
    });
    expect(record.totals.map((t) => t.percentage)).toEqual([88.89, 95.56, 0]);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });

  it('reads the text back into the JSON form, and refuses what is not a record', async () => {
    const { duplicateRecord, makeDuplicateRecord, parseDuplicateRecord } = await import('../../src/duplicate/index.js');
    const text = makeDuplicateRecord(end);
    expect(parseDuplicateRecord(text)).toEqual({ ok: true, value: duplicateRecord(end) });
    for (const [broken, line] of [
      [text.replace('#duplicate', '#gcg'), 1],
      [text.replace('>Ben: 8H GRÜNDE 26', '>Bob: 8H GRÜNDE 26'), 10],
      [text.replace('=top 8D GRÜNDE 28 Anna', '=top 8D GRÜNDE many Anna'), 8],
      [text.replace('#total Clara 0 0.00% rank 3\n', ''), 26],
    ] as const) {
      const r = parseDuplicateRecord(broken);
      expect(r.ok ? null : [r.error.code, r.error.line]).toEqual(['bad-record', line]);
    }
  });
});
