/**
 * The severity policy of the verifier and "say the cause once": errors only where the record breaks
 * the rules or contradicts itself, warnings for untidy records, one finding per mistake. The long
 * record is a game of this library's bots (67 event lines, 40 plays), altered as people get records wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ, GCG_PARSE_CODES, GCG_SEVERITY, GCG_VERIFY_CODES, GERMAN, readGcg, replayGcg, verifyGcg, type GcgReport,
} from '../../src/index.js';
import { fixture, lineOf } from './helpers.js';

const long = fixture('bot-german-long.gcg');
const errors = (report: GcgReport) => report.findings.filter((f) => f.severity === 'error');
const codesOf = (report: GcgReport) => report.findings.map((f) => [f.code, f.severity, f.line]);

/** Adds `delta` to the totals of `nick`'s lines from line `from` on (a record whose totals follow a wrong score). */
function shiftTotals(text: string, nick: string, from: number, delta: number): string {
  return text.split('\n').map((l, i) => {
    if (i + 1 < from || !l.startsWith(`>${nick}:`)) return l;
    return l.replace(/(\S+) (-?\d+)$/, (_, score: string, total: string) => `${score} ${Number(total) + delta}`);
  }).join('\n');
}

describe('the severity of every code', () => {
  it('every parse and verify code has a severity, and findings carry it', () => {
    for (const code of [...GCG_PARSE_CODES, ...GCG_VERIFY_CODES]) expect(['error', 'warning']).toContain(GCG_SEVERITY[code]);
    expect(Object.keys(GCG_SEVERITY).sort()).toEqual([...GCG_PARSE_CODES, ...GCG_VERIFY_CODES].sort());
    const report = verifyGcg(long.replace('#tile-distribution de', '#tile-distribution de\n#title a\n#title b'));
    for (const f of report.findings) expect(f.severity).toBe(GCG_SEVERITY[f.code]);
  });

  it('the bot record verifies without any finding', () => {
    const report = verifyGcg(long);
    expect(report.findings).toEqual([]);
    expect(report.rules?.id).toBe('german');
    expect(report.turns).toHaveLength(67);
  });

  it('untidy records are clean with warnings: repeated pragmas, headers after events, lenient scores', () => {
    const twice = verifyGcg(long.replace('#tile-distribution de', '#tile-distribution de\n#description one\n#description two'));
    expect([twice.clean, codesOf(twice)]).toEqual([true, [['duplicate-pragma', 'warning', 6]]]);
    const late = verifyGcg(`${long}#title written at the end\n`);
    expect([late.clean, late.findings.map((f) => f.code)]).toEqual([true, ['header-after-events']]);
    const samePlayer = verifyGcg(long.replace('#player2 Ben Ben', '#player2 Ben Ben\n#player2 Ben Ben'));
    expect([samePlayer.clean, samePlayer.findings.map((f) => f.code)]).toEqual([true, ['duplicate-pragma']]);
    const otherPlayer = verifyGcg(long.replace('#player2 Ben Ben', '#player2 Ben Ben\n#player2 Carl Carl'));
    expect(errors(otherPlayer).map((f) => f.code)).toEqual(['player-redefined']);
  });
});

describe('say the cause once', () => {
  const annaFirst = lineOf(long, '>Anna: EJKLSUW 8H ES +4 4');

  it('one wrong score with 60 later lines whose totals carry it: one error', () => {
    const wrong = shiftTotals(long.replace('>Anna: EJKLSUW 8H ES +4 4', '>Anna: EJKLSUW 8H ES +7 4'), 'Anna', annaFirst, 3);
    expect(long.split('\n').filter((l, i) => i + 1 > annaFirst && l.startsWith('>')).length).toBeGreaterThanOrEqual(30);
    const report = verifyGcg(wrong);
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['score-mismatch', annaFirst]]);
    expect(report.recordedTotals[0]! - report.computedTotals[0]!).toBe(3);
  });

  it('a wrong score whose total adds the right score: one error', () => {
    const report = verifyGcg(long.replace('>Anna: EJKLSUW 8H ES +4 4', '>Anna: EJKLSUW 8H ES +5 4'));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['score-mismatch', annaFirst]]);
    expect(errors(report)[0]!.message).toContain('the total 4 adds the rules');
  });

  it('a slip in one total that later totals do not carry: one error', () => {
    const report = verifyGcg(long.replace('>Anna: EJKLSUW 8H ES +4 4', '>Anna: EJKLSUW 8H ES +4 5'));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['total-mismatch', annaFirst]]);
    expect(errors(report)[0]!.message).toContain('later totals continue from 4');
  });

  it('a slip in one total that later totals carry: one error', () => {
    const report = verifyGcg(shiftTotals(long.replace('>Anna: EJKLSUW 8H ES +4 4', '>Anna: EJKLSUW 8H ES +4 5'), 'Anna', annaFirst + 1, 1));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['total-mismatch', annaFirst]]);
  });

  it('a play written at the wrong position: one error, later plays built on it are not reported again', () => {
    const line = lineOf(long, '>Ben: ENNNSYZ 7I ES +6 6');
    const report = verifyGcg(long.replace('>Ben: ENNNSYZ 7I ES +6 6', '>Ben: ENNNSYZ 7J ES +6 6'));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['illegal-placement', line]]);
    expect(errors(report)[0]!.message).toMatch(/3 later lines \(\d+, \d+, \d+\) follow from it/);
  });

  it('a legal play at the wrong square: the wrong score is the one error', () => {
    const line = lineOf(long, '>Ben: ENNNSYZ 7I ES +6 6');
    const report = verifyGcg(long.replace('>Ben: ENNNSYZ 7I ES +6 6', '>Ben: ENNNSYZ 7H ES +6 6'));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['score-mismatch', line]]);
  });

  it('a misread rack: one error on its line', () => {
    const line = lineOf(long, '>Anna: EGJKLUW I7 ..EL +6 10');
    const report = verifyGcg(long.replace('>Anna: EGJKLUW I7 ..EL +6 10', '>Anna: EGJKRUW I7 ..EL +6 10'));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['not-on-rack', line]]);
  });

  it('findings come in line order', () => {
    const report = verifyGcg(long.replace('>Ben: ENNNSYZ 7I ES +6 6', '>Ben: ENNNSYZ 7I ES +6 7').replace('#title', '#title'));
    const lines = report.findings.map((f) => f.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});

describe('annotators\' records: guessed opponents\' racks are warnings', () => {
  /**
   * Ben's racks as an annotator guesses them: the tiles played, and for the tiles kept one swapped
   * for a tile Ben draws later (a tile still in the bag, so the guess is possible but wrong).
   */
  function guessed(text: string): string {
    const lines = text.split('\n');
    const racks = lines.map((l) => /^>Ben: ([^\s(]\S*) /.exec(l)?.[1] ?? null);
    return lines.map((l, i) => {
      const m = /^>Ben: (\S+) (\d+[A-O]|[A-O]\d+) (\S+) (.*)$/.exec(l);
      if (m === null) return l;
      const played = [...m[3]!].filter((ch) => ch !== '.').map((ch) => (ch === ch.toLowerCase() ? '?' : ch));
      const kept = [...m[1]!];
      for (const t of played) kept.splice(kept.indexOf(t), 1);
      const next = racks.slice(i + 1).find((r) => r !== null);
      const newcomer = next === undefined ? undefined : [...next].find((t) => !kept.includes(t) && !played.includes(t));
      if (newcomer !== undefined && kept.length > 0) kept[0] = newcomer;
      return `>Ben: ${[...played, ...kept].join('')} ${m[2]} ${m[3]} ${m[4]}`;
    }).join('\n');
  }

  it('is clean, with rack-continuity warnings', () => {
    const report = verifyGcg(guessed(long));
    expect(errors(report)).toEqual([]);
    expect(report.clean).toBe(true);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(new Set(report.findings.map((f) => f.code))).toEqual(new Set(['rack-continuity']));
  });

  it('still finds a wrong score among the guesses', () => {
    const line = lineOf(long, '>Anna: EJKLSUW 8H ES +4 4');
    const report = verifyGcg(guessed(long.replace('>Anna: EJKLSUW 8H ES +4 4', '>Anna: EJKLSUW 8H ES +5 4')));
    expect(errors(report).map((f) => [f.code, f.line])).toEqual([['score-mismatch', line]]);
  });
});

describe('more tiles than a rack holds', () => {
  const head = '#player1 anna Anna\n#player2 ben Ben\n';
  it('an exchange of eight written tiles or of 99 tiles, with or without a rack', () => {
    for (const move of ['-ABCDEFGH', '-99', '-8']) {
      const report = verifyGcg(`${head}>anna: ${move} +0 0\n`, GERMAN);
      expect(errors(report).map((f) => f.code)).toContain('exceeds-rack');
    }
    expect(errors(verifyGcg(`${head}>anna: ABCDEFG -ABCDEFG +0 0\n`, GERMAN))).toEqual([]);
  });

  it('a play of eight new tiles', () => {
    const report = verifyGcg(`${head}>anna: 8A ABENDROT +70 70\n`, GERMAN);
    expect(errors(report).map((f) => f.code)).toContain('exceeds-rack');
  });

  it('an exchange counts tiles: -CIJ in the Dutch IJ set is two tiles', () => {
    const text = `${head}>anna: CIJKLMN -CIJ +0 0\n>ben: DOPRAEN 8H DORP +16 16\n`;
    const report = verifyGcg(text, DUTCH_IJ);
    expect(errors(report)).toEqual([]);
    const replay = replayGcg(text, DUTCH_IJ);
    expect(replay.ok && replay.value.state.scores).toEqual([0, 16]);
  });
});

describe('input that is not a record', () => {
  it('a README, a PDF, an empty file: readable false, one not-gcg finding', () => {
    const readme = '# scrabble-engine\n\nThe rules of Scrabble.\n\n## Install\n\n    npm install scrabble-engine\n';
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x31, 0x20, 0x30, 0x00, 0x01]);
    for (const input of [readme, pdf]) {
      const report = verifyGcg(input);
      expect(report.readable).toBe(false);
      expect(report.clean).toBe(false);
      expect(report.findings.map((f) => f.code)).toEqual(['not-gcg']);
    }
    expect(verifyGcg('').findings.map((f) => f.code)).toEqual(['empty-record']);
    expect(verifyGcg('').readable).toBe(false);
  });

  it('anything but a string or bytes: readable false, no exception', () => {
    for (const input of [null, undefined, 42, {}, [1, 2], new ArrayBuffer(4)]) {
      const report = verifyGcg(input as unknown as string);
      expect(report.readable).toBe(false);
      expect(report.findings.map((f) => f.code)).toEqual(['not-gcg']);
    }
    expect(readGcg(7 as unknown as string).findings[0]?.code).toBe('not-gcg');
  });

  it('a record with an unreadable line is still a record (readable, not clean)', () => {
    const report = verifyGcg('#player1 a A\n#player2 b B\n>a: A3 8G AB +8 8\n');
    expect([report.readable, report.clean, report.findings[0]?.code]).toEqual([true, false, 'bad-rack']);
  });
});

describe('the end of the game', () => {
  const head = '#player1 anna Anna\n#player2 ben Ben\n';
  it('a play withdrawn between two passes does not end the game on passes', () => {
    // German rules: the game ends when every player passed twice in a row.
    const text = `${head}>anna: HUNDXYZ 8E HUND +10 10\n>ben: ABCDEFG - +0 0\n>anna: XYZAEIO - +0 10\n>ben: ABCDEFG 9E AB +11 11\n>ben: ABCDEFG -- -11 0\n` +
      `>anna: XYZAEIO - +0 10\n>ben: ABCDEFG - +0 0\n>anna: XYZAEIO -XYZ +0 10\n`;
    const report = verifyGcg(text, GERMAN);
    expect(errors(report)).toEqual([]);
  });

  it('end-of-game racks that together hold more than the set has left are errors', () => {
    const last = long.trimEnd().split('\n').pop()!;
    expect(last).toMatch(/^>Ben: \S+ \(\S+\) -\d+ \d+$/);
    // Anna is left with the only Y; Ben's line counts another one.
    const report = verifyGcg(long.replace(/>Ben: BBFGMMW \(BBFGMMW\) -\d+ (\d+)/, (_, t: string) => `>Ben: BBFGMMY (BBFGMMY) -24 ${Number(t) + 20 - 24}`));
    expect(errors(report).map((f) => f.code)).toContain('end-rack-unseen');
  });
});
