import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGcg, parseGcg, readGcg, verifyGcg, type GameRecord, type GcgEvent } from '../../src/index.js';
import { fixture } from './helpers.js';

const HEADER = '#player1 anna Anna\n#player2 ben Ben\n';

function events(text: string): readonly GcgEvent[] {
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.record.events;
}

function codes(text: string | Uint8Array): string[] {
  return readGcg(text).findings.map((f) => f.code);
}

describe('parseGcg: the constructs of the format', () => {
  it('reads players, header pragmas and notes with continuation lines', () => {
    const parsed = parseGcg(fixture('english-constructs.gcg'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { record, lines } = parsed.value;
    expect(record.players).toEqual([{ nickname: 'anna', name: 'Anna Example' }, { nickname: 'ben', name: 'Ben Example' }]);
    expect(record.encoding).toBe('UTF-8');
    expect(record.lexicon).toBe('CSW21');
    expect(record.title).toBe('Every construct of a tournament record');
    expect(record.events[0]?.notes).toEqual(['A note on the first play\nwith a second line.']);
    expect(lines.events[0]).toBe(7);
    expect(lines.events[1]).toBe(10);
  });

  it('reads a play with a blank and a played-through tile', () => {
    const [, play] = events(fixture('english-constructs.gcg'));
    expect(play).toMatchObject({ type: 'play', player: 1, rack: '?CEILNS', word: '.ELIoS', score: 16, total: 16 });
    expect(play?.type === 'play' && play.position).toEqual({ row: 7, col: 3, direction: 'down' });
  });

  it('reads every event kind', () => {
    const kinds = events(fixture('english-constructs.gcg')).map((e) => e.type);
    expect(kinds).toEqual([
      'play', 'play', 'play', 'play', 'withdrawn', 'exchange', 'play', 'challenge-bonus', 'pass', 'exchange',
      'exchange', 'pass', 'pass', 'pass', 'end-rack', 'end-rack', 'time-penalty',
    ]);
  });

  it('reads exchanges with known tiles and with a count only', () => {
    const list = events(`${HEADER}>anna: ABCDEFG -ABC +0 0\n>ben: -4 +0 0\n`);
    expect(list[0]).toMatchObject({ type: 'exchange', tiles: 'ABC', count: 3 });
    expect(list[1]).toMatchObject({ type: 'exchange', tiles: '', count: 4, rack: '' });
  });

  it('reads withdrawn plays, challenge bonuses, end racks and time penalties', () => {
    const list = events(`${HEADER}>anna: AB 8G AB +8 8\n>anna: AB -- -8 0\n>ben:  (challenge) +5 5\n>ben: (AB) +8 13\n>anna: AB (AB) -4 -4\n>anna: (time) -10 -14\n`);
    expect(list.map((e) => [e.type, e.score, e.total])).toEqual([
      ['play', 8, 8], ['withdrawn', -8, 0], ['challenge-bonus', 5, 5], ['end-rack', 8, 13], ['end-rack', -4, -4], ['time-penalty', -10, -14],
    ]);
  });

  it('reads the IJ tile of a Dutch record as written', () => {
    const list = events(fixture('dutch-ij.gcg'));
    expect(list[2]).toMatchObject({ type: 'play', rack: 'AENRTVIJ', word: 'AVERIJ', score: 29 });
  });

  it('keeps unknown pragmas, #rack pragmas and a note before the events', () => {
    const parsed = parseGcg(`${HEADER}#note about the game\n#tile-distribution english\n>anna: AB 8G AB +8 8\n#>ben: commented out\n#rack2 XYZ\n`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.record.pragmas).toEqual([{ keyword: 'note', value: 'about the game' }, { keyword: 'tile-distribution', value: 'english' }]);
    expect(parsed.value.record.events[0]?.pragmas).toEqual([{ keyword: '>ben:', value: 'commented out' }]);
    expect(parsed.value.record.racks).toEqual([{ player: 1, rack: 'XYZ' }]);
    expect(parsed.value.warnings.map((w) => w.code)).toEqual(['note-before-events']);
  });
});

describe('parseGcg: lenient readings', () => {
  it('accepts lower-case coordinates and names, CRLF, trailing blanks and no final newline', () => {
    const list = events('#player1 Anna Anna\r\n#player2 ben Ben  \r\n>anna: AB   8g   AB   +8   8   \r\n>BEN: CD h9 cD +3 3');
    expect(list.map((e) => e.player)).toEqual([0, 1]);
    expect(list[0]?.type === 'play' && list[0].position).toEqual({ row: 7, col: 6, direction: 'across' });
    expect(list[1]).toMatchObject({ word: 'cD', score: 3 });
  });

  it('keeps a trailing list of words formed', () => {
    expect(events(`${HEADER}>anna: AB 8G AB +8 8  AB, BA\n`)[0]?.extra).toBe('AB, BA');
  });

  it('reads +-1 as -1 with a warning', () => {
    const parsed = parseGcg(`${HEADER}>anna: R (R) +-1 -1\n`);
    expect(parsed.ok && parsed.value.record.events[0]?.score).toBe(-1);
    expect(parsed.ok && parsed.value.warnings.map((w) => [w.code, w.line, w.column])).toEqual([['lenient-score', 3, 14]]);
  });

  it('warns about lines that belong to nothing and ignores them', () => {
    const parsed = parseGcg(`${HEADER}just a comment\n>anna: AB 8G AB +8 8\n`);
    expect(parsed.ok && parsed.value.warnings.map((w) => [w.code, w.line])).toEqual([['ignored-line', 3]]);
  });

  it('decodes bytes as UTF-8 when valid or declared, else as ISO-8859-1', () => {
    const latin = new Uint8Array([...new TextEncoder().encode('#player1 j J'), 0xf6, ...new TextEncoder().encode('rg\n#player2 b B\n')]);
    expect(readGcg(latin).record.players[0]?.name).toBe('Jörg');
    expect(readGcg(latin).encoding).toBe('ISO-8859-1');
    const utf8 = new TextEncoder().encode('#player1 j Jörg\n#player2 b B\n');
    expect(readGcg(utf8).record.players[0]?.name).toBe('Jörg');
    const declaredLatin = new Uint8Array([...new TextEncoder().encode('#character-encoding ISO-8859-1\n#player1 j J'), 0xc3, 0xb6, 0x0a]);
    expect(readGcg(declaredLatin).record.players[0]?.name).toBe('JÃ¶');
  });
});

describe('parseGcg: malformed input gives findings with line and column', () => {
  const cases: [string, string, number, number][] = [
    ['truncated line (column where the total is missing)', `${HEADER}>anna: AB 8G AB +8\n`, 3, 19],
    ['truncated after the rack (column where the move is missing)', `${HEADER}>anna: AB\n`, 3, 10],
    ['bad coordinate', `${HEADER}>anna: AB 0G AB +8 8\n`, 3, 11],
    ['bad rack', `${HEADER}>anna: A3B 8G AB +8 8\n`, 3, 8],
    ['bad word', `${HEADER}>anna: AB 8G A-B +8 8\n`, 3, 15],
    ['bad score', `${HEADER}>anna: AB 8G AB 8 8\n`, 3, 17],
    ['bad exchange', `${HEADER}>anna: AB -A.B +0 0\n`, 3, 11],
    ['unknown player', `${HEADER}>carl: AB 8G AB +8 8\n`, 3, 2],
    ['no nickname', `${HEADER}>: AB 8G AB +8 8\n`, 3, 1],
  ];
  const expected = ['bad-total', 'bad-event', 'bad-position', 'bad-rack', 'bad-word', 'bad-score', 'bad-exchange', 'unknown-player', 'bad-event'];
  cases.forEach(([name, text, line, column], i) => {
    it(name, () => {
      const parsed = parseGcg(text);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      const first = parsed.error.findings[0]!;
      expect([first.code, first.line, first.column]).toEqual([expected[i], line, column]);
      expect(parsed.error.message).toMatch(/^Line \d+: /);
    });
  });

  it('reports duplicate pragmas, duplicate nicknames and a misplaced encoding line', () => {
    expect(codes('#player1 a A\n#player2 a B\n')).toContain('duplicate-nickname');
    expect(codes('#player1 a A\n#player2 b B\n#title x\n#title y\n')).toEqual(['duplicate-pragma']);
    expect(codes('#player1 a A\n#character-encoding UTF-8\n#player2 b B\n')).toEqual(['encoding-not-first']);
    expect(codes('#character-encoding EBCDIC\n#player1 a A\n')).toEqual(['unsupported-encoding']);
    expect(codes(`${HEADER}>anna: AB 8G AB +8 8\n#title late\n`)).toEqual(['header-after-events']);
    expect(codes(`${HEADER}#rack1 AB\n>ben: CD 8G CD +8 8\n`)).toEqual(['event-after-last-rack']);
  });

  it('reports binary junk, very long lines and empty input without throwing', () => {
    expect(codes(new Uint8Array([0, 1, 2, 255, 254, 10, 0x3e, 0x00]))).toEqual(['not-gcg']);
    expect(codes(`${HEADER}>anna: AB 8G AB +8 8\n\u0001\u0002junk\n`)).toEqual(['binary-data']);
    expect(codes(`${HEADER}#note ${'x'.repeat(20_000)}\n`)).toEqual(['line-too-long']);
    expect(codes('')).toEqual(['empty-record']);
    expect(codes('\n\n  \n')).toEqual(['empty-record']);
  });

  it('reads a pragma holding a line or paragraph separator (U+2028, U+2029) (it threw)', () => {
    for (const separator of ['\u2028', '\u2029']) {
      const read = readGcg(`#title a${separator}b\n${HEADER}>anna: AB 8G AB +8 8\n`);
      expect(read.record.title).toMatch(/^a\s?b$/u);
      expect(read.record.events).toHaveLength(1);
      expect(verifyGcg(`#title a${separator}b\n${HEADER}`).findings.every((f) => f.message.length < 300)).toBe(true);
    }
  });

  it('messages keep the first part of long tokens; players with long nicknames are named briefly', () => {
    const total = readGcg(`${HEADER}>anna: AB 8G AB +8 ${'9'.repeat(9000)}x\n`);
    expect(total.findings.length).toBeGreaterThan(0);
    expect(total.findings.every((f) => f.message.length <= 241)).toBe(true);
    const players = Array.from({ length: 8 }, (_, i) => `#player${i + 1} ${String.fromCharCode(97 + i).repeat(9000)} X`).join('\n');
    const lines = Array.from({ length: 2000 }, (_, i) => `>z${i}: A 8H A +1 1`).join('\n');
    const unknown = readGcg(`${players}\n${lines}\n`);
    expect(unknown.findings.filter((f) => f.code === 'unknown-player')).toHaveLength(2000);
    expect(unknown.findings.every((f) => f.message.length <= 241)).toBe(true);
  });

  it('a score or total of -0 reads as 0, so the record writes back and reads equal', () => {
    const read = readGcg('#player1 a A\n#player2 b B\n>a: - -0 -0\n');
    const event = read.record.events[0]!;
    expect(Object.is(event.score, -0) || Object.is(event.total, -0)).toBe(false);
    expect(readGcg(makeGcg(read.record)).record).toStrictEqual(read.record);
  });

  it('a #player line with a control character (binary-data) names no player', () => {
    const read = readGcg('#player1 a\u0000x A\n#player2 b B\n>b: - +0 0\n');
    expect(read.findings.map((f) => f.code)).toContain('binary-data');
    expect(read.record.players.some((p) => p.nickname.includes('\u0000'))).toBe(false);
  });

  it('never throws on arbitrary text or bytes', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      readGcg(text);
      readGcg(`${HEADER}${text}`);
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
      readGcg(bytes);
    }), { numRuns: 300 });
    const lineish = fc.array(fc.constantFrom('>anna:', '>ben:', 'AB', '8G', '-', '--', '(challenge)', '(time)', '(AB)', '+5', '-3', '12', '#note', '#rack1', '.', 'x', '\n'), { maxLength: 30 });
    fc.assert(fc.property(lineish, (parts) => {
      readGcg(`${HEADER}${parts.join(' ')}`);
    }), { numRuns: 500 });
  });
});

const word = fc.stringMatching(/^[A-Za-z][a-zA-Z0-9_]{0,8}$/);
const text = fc.array(fc.stringMatching(/^[A-Za-z0-9.,!'é]{1,8}$/), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const rack = fc.stringMatching(/^[A-Z?]{1,7}$/);
const letters = fc.stringMatching(/^[A-Z]{1,7}$/);
// Every position parseGcg reads: rows 1 to 99 (one or two digits), columns A to Z, on or beyond the board.
const position = fc.record({ row: fc.integer({ min: 0, max: 98 }), col: fc.integer({ min: 0, max: 25 }), direction: fc.constantFrom('across' as const, 'down' as const) });
const noteText = fc.array(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!]{0,20}$/).map((s) => s.trimEnd()), { minLength: 1, maxLength: 3 }).map((l) => l.join('\n'));

function eventArb(players: number): fc.Arbitrary<GcgEvent> {
  const base = fc.record({
    player: fc.integer({ min: 0, max: players - 1 }),
    rack: fc.oneof(fc.constant(''), rack),
    score: fc.integer({ min: -500, max: 500 }),
    total: fc.integer({ min: -500, max: 2000 }),
    extra: fc.oneof(fc.constant(''), fc.constant('AB, CD')),
    notes: fc.array(noteText, { maxLength: 2 }),
    pragmas: fc.array(fc.record({ keyword: fc.stringMatching(/^[a-z][a-z-]{0,10}$/).filter((k) => !/^(note|rack\d+|player\d+|title|description|id|lexicon|character-encoding)$/.test(k)), value: fc.oneof(fc.constant(''), text) }), { maxLength: 1 }),
  });
  return fc.oneof(
    fc.tuple(base, position, fc.stringMatching(/^[A-Za-z.]{1,9}$/)).map(([b, p, w]): GcgEvent => ({ ...b, type: 'play', position: p, word: w })),
    fc.tuple(base, letters).map(([b, t]): GcgEvent => ({ ...b, type: 'exchange', tiles: t, count: t.length })),
    fc.tuple(base, fc.integer({ min: 1, max: 7 })).map(([b, n]): GcgEvent => ({ ...b, type: 'exchange', tiles: '', count: n })),
    fc.tuple(base, fc.constantFrom('pass' as const, 'withdrawn' as const, 'challenge-bonus' as const, 'time-penalty' as const)).map(([b, type]): GcgEvent => ({ ...b, type })),
    fc.tuple(base, rack).map(([b, t]): GcgEvent => ({ ...b, type: 'end-rack', tiles: t })),
  );
}

const recordArb: fc.Arbitrary<GameRecord> = fc.integer({ min: 2, max: 4 }).chain((n) => fc.record({
  encoding: fc.constantFrom(null, 'UTF-8'),
  players: fc.uniqueArray(word, { minLength: n, maxLength: n, selector: (w) => w.toLowerCase() })
    .chain((nicks) => fc.tuple(...nicks.map((nickname) => fc.oneof(fc.constant(''), text).map((name) => ({ nickname, name }))))),
  title: fc.oneof(fc.constant(null), text),
  description: fc.oneof(fc.constant(null), text),
  id: fc.oneof(fc.constant(null), fc.constant('org.example 123')),
  lexicon: fc.oneof(fc.constant(null), fc.constantFrom('CSW21', 'GERMAN')),
  pragmas: fc.array(fc.record({ keyword: fc.constantFrom('tile-distribution', 'incomplete', 'game-type'), value: fc.oneof(fc.constant(''), text) }), { maxLength: 2 }),
  events: fc.array(eventArb(n), { maxLength: 12 }),
  racks: fc.array(fc.record({ player: fc.integer({ min: 0, max: n - 1 }), rack }), { maxLength: 2 }),
}));

describe('makeGcg', () => {
  it('writes what parseGcg reads back to the same record (round trip)', () => {
    fc.assert(fc.property(recordArb, (record) => {
      const parsed = parseGcg(makeGcg(record));
      if (!parsed.ok) throw new Error(`${parsed.error.message}\n${makeGcg(record)}`);
      expect(parsed.value.record).toEqual(record);
    }), { numRuns: 400 });
  });

  it('writes back a play beyond row 26, which parseGcg reads (the verifier reports it off the board)', () => {
    const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: ABC 27C AB +5 5\n>ben: DEF Z40 DE +6 6\n';
    const first = parseGcg(text);
    if (!first.ok) throw new Error(first.error.message);
    const events = first.value.record.events;
    expect(events.map((e) => e.type === 'play' && e.position)).toEqual([{ row: 26, col: 2, direction: 'across' }, { row: 39, col: 25, direction: 'down' }]);
    expect(makeGcg(first.value.record)).toContain('>anna: ABC 27C AB +5 5\n>ben: DEF Z40 DE +6 6\n');
    const again = parseGcg(makeGcg(first.value.record));
    expect(again.ok && again.value.record).toStrictEqual(first.value.record);
  });

  it('writes the hand-written fixtures back to records equal to the originals', () => {
    for (const name of ['english-constructs.gcg', 'german-challenge.gcg', 'dutch-ij.gcg']) {
      const first = parseGcg(fixture(name));
      expect(first.ok).toBe(true);
      if (!first.ok) continue;
      const again = parseGcg(makeGcg(first.value.record));
      expect(again.ok && again.value.record).toStrictEqual(first.value.record);
    }
  });
});
