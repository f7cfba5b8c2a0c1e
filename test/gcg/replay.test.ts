/**
 * Replaying records through the reducer: the hand-written fixtures replay with their recorded
 * totals, the actions and the bag order are the expected ones, altered records are reported at the
 * right line, records without the opponent's racks still replay, and garbage never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ, GERMAN, REPLAY_ERROR_CODES, TOURNAMENT, parseGcg, recordToActions, replayGcg, type GameRecord,
} from '../../src/index.js';
import { alterLine, fixture, lineOf } from './helpers.js';

const sorted = (tiles: readonly string[]) => [...tiles].sort().join('');

describe('replayGcg: hand-written records replay with their recorded totals', () => {
  it.each([
    ['dutch-ij.gcg', [33, 7], [33, 7]],
    ['german-challenge.gcg', [21, -6], [21, -6]],
    ['english-constructs.gcg', [37, 49], [37, 39]],
  ])('%s', (name, scores, recorded) => {
    const r = replayGcg(fixture(name));
    if (!r.ok) throw new Error(`${r.error.line}: ${r.error.code} ${r.error.message}`);
    expect(r.value.mismatches).toEqual([]);
    expect(r.value.agrees).toBe(true);
    expect(r.value.state.scores).toEqual(scores);
    expect(r.value.recordedTotals).toEqual(recorded);
    expect(r.value.state.phase).toBe('over');
    expect(r.value.redraws).toBe(0);
    expect(r.value.unknownTiles).toBe(0);
  });

  it('the Dutch record: booklet scores, the IJ tile, the game ended by a pass round', () => {
    const r = replayGcg(fixture('dutch-ij.gcg'));
    if (!r.ok) throw new Error(r.error.message);
    const plays = r.value.steps.flatMap((s) => s.events.filter((e) => e.type === 'move-played').map((e) => [s.line, e.score]));
    expect(plays).toEqual([[6, 16], [7, 6], [8, 29], [9, 21]]);
    expect(r.value.state.result).toMatchObject({ reason: 'passes', wentOut: null, adjustments: [-12, -20] });
    expect(sorted(r.value.state.racks[0]!)).toBe(sorted(['E', 'E', 'G', 'H', 'N', 'T', '?']));
    expect(r.value.racksComplete).toBe(true);
  });

  it('the English record: a withdrawn play is an upheld challenge, (challenge) a failed one, the time penalty is not replayed', () => {
    const text = fixture('english-constructs.gcg');
    const r = replayGcg(text);
    if (!r.ok) throw new Error(r.error.message);
    const withdrawn = lineOf(text, '>ben: ACEKNUW --');
    const bonus = lineOf(text, '>ben: ACEMUUW (challenge)');
    const time = lineOf(text, '>ben: (time)');
    expect(r.value.steps.find((s) => s.line === withdrawn)?.action).toEqual({ type: 'challenge', player: 0, valid: false });
    expect(r.value.steps.find((s) => s.line === bonus)?.action).toEqual({ type: 'challenge', player: 0, valid: true });
    expect(r.value.steps.find((s) => s.line === bonus)?.events[0]).toMatchObject({ type: 'challenge-failed', deltas: [0, 5] });
    expect(r.value.unreplayed).toEqual([{ line: time, player: 1, type: 'time-penalty', score: -10 }]);
    expect(r.value.state.result?.reason).toBe('scoreless-turns');
    // "-3" names no tiles: the exchange is chosen from the next rack, and the plan says the racks are not complete.
    expect(r.value.racksComplete).toBe(false);
  });

  it('the German record: a failed challenge costs the challenger 10', () => {
    const text = fixture('german-challenge.gcg');
    const r = replayGcg(text, GERMAN);
    if (!r.ok) throw new Error(r.error.message);
    const line = lineOf(text, '>anna: AEILNOX (challenge)');
    const step = r.value.steps.find((s) => s.line === line);
    expect(step?.action).toEqual({ type: 'challenge', player: 0, valid: true });
    expect(step?.scores).toEqual([18, 7]);
  });
});

describe('recordToActions', () => {
  it('deals the recorded racks from the front of the bag and keeps the rest of the set in its order', () => {
    const plan = recordToActions(fixture('dutch-ij.gcg'), DUTCH_IJ);
    if (!plan.ok) throw new Error(plan.error.message);
    const bag = plan.value.setup.bag ?? [];
    expect(bag.slice(0, 7).join('')).toBe('ADEOPRV');
    expect(bag.slice(7, 14).join('')).toBe('AADEKLS');
    expect(bag.length).toBe(102);
    expect(plan.value.setup).toMatchObject({ firstPlayer: 0, replay: true, players: ['Anna Voorbeeld', 'Ben Voorbeeld'] });
    expect(plan.value.actions[0]).toMatchObject({ line: 6, event: 0, action: { type: 'play', player: 0, rack: [...'ADEOPRV'] } });
    expect(plan.value.actions.map((a) => a.action.type)).toEqual(['play', 'play', 'play', 'play', 'pass', 'pass']);
  });
});

describe('replayGcg: altered records are reported at the right line', () => {
  const text = fixture('english-constructs.gcg');
  const pig = lineOf(text, '>anna: EGIPRTT');

  it('a changed score: the score and the total of that line', () => {
    const altered = alterLine(text, pig, (l) => l.replace('+20 46', '+21 47'));
    const r = replayGcg(altered);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.mismatches).toEqual([
      { line: pig, player: 0, kind: 'score', recorded: 21, replayed: 20 },
      { line: pig, player: 0, kind: 'total', recorded: 47, replayed: 46 },
    ]);
    expect(r.value.agrees).toBe(false);
  });

  it('a changed total carried to the end: where it departs, and the final total', () => {
    const lines = text.split('\n');
    const changed = lines.map((l, i) => (i + 1 >= pig && l.startsWith('>anna:') ? l.replace(/ (-?\d+)$/, (_, t) => ` ${Number(t) + 1}`) : l)).join('\n');
    const r = replayGcg(changed);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.mismatches.map((m) => [m.line, m.kind])).toEqual([[pig, 'total'], [lines.length - 1, 'final-total']]);
  });

  it('a changed position that is still legal: the first mismatch is that line', () => {
    const r = replayGcg(alterLine(text, pig, (l) => l.replace('9D .PIG', '9F PIG')));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.mismatches[0]).toEqual({ line: pig, player: 0, kind: 'score', recorded: 20, replayed: 18 });
  });

  it('a changed position that is illegal: the reducer refuses the play at its line', () => {
    const r = replayGcg(alterLine(text, pig, (l) => l.replace('9D .PIG', '2A PIG')));
    expect(!r.ok && [r.error.line, r.error.code, r.error.reducerCode]).toEqual([pig, 'action-refused', 'not-connected']);
  });

  it('a position off the board cannot be planned', () => {
    const altered = alterLine(text, pig, (l) => l.replace('9D .PIG', '9M .PIG'));
    const r = replayGcg(altered);
    expect(!r.ok && [r.error.line, r.error.code]).toEqual([pig, 'unplaceable-play']);
  });

  it('a tile not on the rack: the reducer refuses the play at its line', () => {
    const altered = alterLine(text, pig, (l) => l.replace('EGIPRTT', 'EGIRRTT'));
    const r = replayGcg(altered);
    expect(!r.ok && [r.error.line, r.error.code, r.error.reducerCode]).toEqual([pig, 'action-refused', 'not-on-rack']);
  });

  it('a withdrawn play after a pass', () => {
    const pass = lineOf(text, '>anna: BEERTTT - ');
    const altered = alterLine(text, pass + 1, () => '>ben: ACEMUUW -- -0 61');
    const r = replayGcg(altered);
    expect(!r.ok && [r.error.line, r.error.code]).toEqual([pass + 1, 'withdrawn-without-play']);
  });

  it('an event after the end of the game', () => {
    const text = `${fixture('dutch-ij.gcg')}>anna: EEGHNT? - +0 33\n`;
    const r = replayGcg(text);
    expect(!r.ok && [r.error.line, r.error.code, r.error.reducerCode]).toEqual([lineOf(text, '>anna: EEGHNT? - +0 33'), 'action-refused', 'game-over']);
  });
});

describe('replayGcg: records without the opponent racks', () => {
  it('fills the unknown tiles from the unseen ones and still replays the totals', () => {
    const text = fixture('dutch-ij.gcg').replace(/^>ben: [A-Z]+ (?!\()/gm, '>ben: ');
    const r = replayGcg(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.racksComplete).toBe(false);
    expect(r.value.mismatches).toEqual([]);
    expect(r.value.state.scores).toEqual([33, 7]);
    expect(sorted(r.value.state.racks[1]!)).toBe(sorted([...'EKLSTUW']));
  });

  it('reports the rack tiles that the record never names, and honours a record without end-of-game rack lines', () => {
    const text = fixture('dutch-ij.gcg').split('\n').filter((l) => !l.includes('(')).join('\n').replace(/^>ben: [A-Z]+ /gm, '>ben: ');
    const r = replayGcg(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.racksComplete).toBe(false);
    expect(r.value.unknownTiles).toBe(7);
    expect(r.value.state.phase).toBe('over');
    const adjustments = r.value.state.result?.adjustments ?? [];
    expect(adjustments[0]).toBe(-12);
    // The record writes no rack lines: the replay honours that, and lists what the rules would add.
    expect(r.value.mismatches).toEqual([]);
    expect(r.value.finalTotals).toEqual([45, 27]);
    expect(r.value.uncounted).toEqual([0, 1].map((p) => ({ player: p, points: adjustments[p] })));
    expect(r.value.state.scores).toEqual([45 + adjustments[0]!, 27 + adjustments[1]!]);
  });
});

describe('replayGcg: bad input never throws', () => {
  it('unreadable text, an empty record, no players', () => {
    expect(replayGcg('').ok).toBe(false);
    const noPlayers = replayGcg({ encoding: null, players: [], title: null, description: null, id: null, lexicon: null, pragmas: [], events: [], racks: [] });
    expect(!noPlayers.ok && noPlayers.error.code).toBe('no-players');
    const bytes = replayGcg(new Uint8Array([0, 1, 2, 255]));
    expect(!bytes.ok && bytes.error.code).toBe('unreadable-record');
  });

  it('a record given as data replays like its text', () => {
    const parsed = parseGcg(fixture('german-challenge.gcg'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const fromData = replayGcg(parsed.value.record);
    const fromReading = replayGcg(parsed.value);
    const fromText = replayGcg(fixture('german-challenge.gcg'));
    expect(fromData.ok && fromData.value.steps.map((s) => s.line)).toEqual(fromText.ok && fromText.value.steps.map((s) => s.line));
    expect(fromReading.ok && fromReading.value.state).toEqual(fromText.ok && fromText.value.state);
  });

  it('random text and mutated fixtures give a result or an error with a known code and a line', () => {
    const texts = ['dutch-ij.gcg', 'german-challenge.gcg', 'english-constructs.gcg'].map(fixture);
    const mutated = fc.tuple(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.string({ maxLength: 12 })).map(([text, at, cut, insert]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + insert + text.slice(i + (cut % 8));
    });
    fc.assert(fc.property(fc.oneof(mutated, fc.string({ maxLength: 200 })), (text) => {
      const r = replayGcg(text);
      if (!r.ok) {
        expect(REPLAY_ERROR_CODES).toContain(r.error.code);
        expect(Number.isInteger(r.error.line) && r.error.line >= 1).toBe(true);
      } else {
        expect(r.value.state.scores.length).toBe(r.value.recordedTotals.length);
      }
    }), { numRuns: 300 });
  });

  it('hostile record objects', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const r = replayGcg(value as GameRecord);
      expect(typeof r.ok).toBe('boolean');
    }), { numRuns: 200 });
    const parsed = parseGcg(fixture('dutch-ij.gcg'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.value.record;
    const broken = [
      { ...record, events: record.events.map((e) => ({ ...e, player: 7 })) },
      { ...record, events: [null] },
      { ...record, players: 'ab' },
      { ...record, events: record.events.map((e) => ({ ...e, rack: 42 })) },
    ];
    for (const b of broken) expect(replayGcg(b as unknown as GameRecord).ok).toBe(false);
  });
});

describe('replayGcg: challenge points per word', () => {
  const perWord = { ...TOURNAMENT, challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' } } as const;
  // 9H AAX forms AAX, AA, AA and BX: three different words.
  const record = (bonus: number) =>
    `#player1 a A\n#player2 b B\n>a: AABEEII 8H AAB +10 10\n>b: AAXEEIO 9H AAX +27 27\n>b: EEIO (challenge) +${bonus} ${27 + bonus}\n>a: EEII - +0 10\n`;

  it.each([5, 10, 15])('a bonus of %i names as many different words and replays as recorded', (bonus) => {
    const r = replayGcg(record(bonus), perWord);
    expect(r.ok && r.value.mismatches).toEqual([]);
  });
});
