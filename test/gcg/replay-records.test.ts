/**
 * Replaying what the verifier accepts: every record that verifies clean replays through the reducer
 * to the same final totals, whether it gives every rack, only some, only the tiles played, or
 * exchanges by count; end-of-game rack lines are honoured; games created with given racks and Dutch
 * IJ exchanges export and read back as the same record.
 */
import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ, GERMAN, applyAction, createGame, gameToGcg, makeGcg, parseGcg, parseMove, replayGcg, verifyGcg,
} from '../../src/index.js';
import { fixture } from './helpers.js';

const long = fixture('bot-german-long.gcg');
const PLAY = /^(>\S+:) (\S+) ((?:\d+[A-O]|[A-O]\d+)) (\S+) /gm;

/** The long record as records by others are written. */
const variants: Record<string, string> = {
  'every rack': long,
  'no racks for Ben': long.replace(/^>Ben: [^\s(]\S* /gm, '>Ben: '),
  'no racks at all': long.replace(/^(>\S+:) [^\s(]\S* /gm, '$1 '),
  'exchanges by count': long.replace(/^(>\S+:) (\S+) -(\S+) /gm, (_, who: string, rack: string, tiles: string) => `${who} ${rack} -${[...tiles].length} `),
  'exchanges by count, no racks': long.replace(/^(>\S+:) (\S+) -(\S+) /gm, (_, who: string, _rack: string, tiles: string) => `${who} -${[...tiles].length} `),
  'only the tiles played': long.replace(PLAY, (_, who: string, _rack: string, pos: string, word: string) =>
    `${who} ${[...word].filter((c) => c !== '.').map((c) => (c === c.toLowerCase() ? '?' : c)).join('')} ${pos} ${word} `),
};

describe('every record that verifies clean replays to the same final totals', () => {
  it.each(Object.entries(variants))('%s', (_, text) => {
    const report = verifyGcg(text);
    expect(report.clean).toBe(true);
    const replay = replayGcg(text, report.rules!);
    if (!replay.ok) throw new Error(`line ${replay.error.line}: ${replay.error.message}`);
    expect(replay.value.finalTotals).toEqual(report.recordedTotals);
    expect(replay.value.mismatches).toEqual([]);
  });

  it.each(['english-constructs.gcg', 'german-challenge.gcg', 'dutch-ij.gcg'])('%s', (name) => {
    const report = verifyGcg(fixture(name));
    const replay = replayGcg(fixture(name), report.rules!);
    expect(replay.ok && replay.value.finalTotals).toEqual(report.recordedTotals);
  });
});

describe('end-of-game rack lines', () => {
  it('the rack a deduction line counts is the rack the reducer deducts, also when the record never gave it', () => {
    const replay = replayGcg(variants['no racks for Ben']!);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(replay.value.state.result?.adjustments).toEqual([-27, -21]);
  });

  it('a rack line the record leaves out is not counted, and is listed', () => {
    // The game ends on passes; the record deducts Anna's rack but not Ben's.
    const text = long.replace(/>Ben: BBFGMMW \(BBFGMMW\) -21 112\n/, '');
    expect(verifyGcg(text).findings.map((f) => [f.code, f.severity])).toEqual([['end-rack-missing', 'warning']]);
    const replay = replayGcg(text);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(replay.value.finalTotals).toEqual([65, 133]);
    expect(replay.value.uncounted).toEqual([{ player: 1, points: -21 }]);
    expect(replay.value.agrees).toBe(true);
    expect(replay.value.state.scores).toEqual([65, 112]);
  });
});

describe('records this library writes', () => {
  it('a game created with given racks is written with those racks', () => {
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 5, racks: [['H', 'U', 'N', 'D', 'E', 'R', 'T'], ['M', 'A', 'U', 'S', 'E', 'N', '?']], firstPlayer: 0 });
    if (!game.ok) throw new Error(game.error.message);
    const move = parseMove('8E HUND', GERMAN);
    if (!move.ok) throw new Error(move.error.message);
    const played = applyAction(game.value, { type: 'play', player: 0, move: move.value });
    if (!played.ok) throw new Error(played.error.message);
    const record = gameToGcg(played.value.state);
    expect(record.events[0]?.rack).toBe('DEHNRTU');
    const replay = replayGcg(makeGcg(record), GERMAN);
    expect(replay.ok && replay.value.mismatches).toEqual([]);
  });

  it('an exchange of the IJ tile counts tiles, and the record reads back the same', () => {
    const game = createGame({ rules: DUTCH_IJ, players: ['Anna', 'Ben'], seed: 5, racks: [['C', 'IJ', 'IJ', 'K', 'L', 'M', 'N'], ['D', 'O', 'R', 'P', 'A', 'E', 'N']], firstPlayer: 0 });
    if (!game.ok) throw new Error(game.error.message);
    const exchanged = applyAction(game.value, { type: 'exchange', player: 0, tiles: ['C', 'IJ'] });
    if (!exchanged.ok) throw new Error(exchanged.error.message);
    const record = gameToGcg(exchanged.value.state);
    expect(record.events[0]).toMatchObject({ type: 'exchange', tiles: 'CIJ', count: 2 });
    const text = makeGcg(record);
    const parsed = parseGcg(text);
    expect(parsed.ok && parsed.value.record).toEqual(record);
    expect(verifyGcg(text).findings).toEqual([]);
    const replay = replayGcg(text);
    expect(replay.ok && replay.value.mismatches).toEqual([]);
    // Without the pragma a reader cannot know the set: IJ counts as two letters there.
    const bare = parseGcg(text.replace('#tile-distribution nl-ij\n', ''));
    expect(bare.ok && bare.value.record.events[0]).toMatchObject({ tiles: 'CIJ', count: 3 });
  });
});
