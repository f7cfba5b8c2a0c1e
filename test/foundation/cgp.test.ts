import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzePosition, boardToRows, cgpView, DUTCH_IJ, emptyBoard, ENGLISH, GERMAN, makeCgp, parseCgp, solveEndgame,
  type CgpPosition, type RuleSet,
} from '../../src/index.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';

const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';

/** The first four fields of a CGP line, whitespace made single. */
const fields = (line: string) => line.trim().split(/\s+/u).slice(0, 4).join(' ');

function read(line: string, rules?: RuleSet): CgpPosition {
  const parsed = parseCgp(line, rules);
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  return parsed.value;
}

describe('parseCgp and makeCgp', () => {
  it('reads the fields: rows with counts of empty squares, blanks in lower case, racks, scores, scoreless turns, options', () => {
    const p = read(`${EMPTY.replace(/^(?:15\/){7}15/u, '15/15/15/15/15/15/15/3WINDy7')} ADEEGIL/AEILOU? 0/32 2 lex CSW21; ld english;`);
    expect(boardToRows(p.board)[7]).toBe('...WINDy.......');
    expect(p.racks).toEqual([['A', 'D', 'E', 'E', 'G', 'I', 'L'], ['A', 'E', 'I', 'L', 'O', 'U', '?']]);
    expect(p.scores).toEqual([0, 32]);
    expect(p.scorelessTurns).toBe(2);
    expect(p.options).toEqual({ lex: 'CSW21', ld: 'english' });
    expect(p.rules).toBe(ENGLISH);
  });

  it('writes German umlauts as single letters and the Dutch IJ tile in brackets, and reads them back', () => {
    const de = read(`${EMPTY.replace(/^((?:15\/){7})15/u, '$17GRÜNDe2')} ÄÖ?/ 10/0 0 ld german;`);
    expect(de.rules).toBe(GERMAN);
    expect(boardToRows(de.board)[7]).toBe('.......GRÜNDe..');
    expect(de.racks[0]).toEqual(['Ä', 'Ö', '?']);
    expect(makeCgp(de)).toBe(`${EMPTY.replace(/^((?:15\/){7})15/u, '$17GRÜNDe2')} ÄÖ?/ 10/0 0 ld german;`);
    const nl = read(`${EMPTY.replace(/^((?:15\/){7})15/u, '$16[IJ]S[ij]6')} [IJ]IJ/ 0/0 0`, DUTCH_IJ);
    expect(nl.board.cells.slice(7 * 15 + 6, 7 * 15 + 9)).toEqual(['IJ', 'S', 'ij']);
    expect(nl.racks[0]).toEqual(['IJ', 'I', 'J']);
    expect(makeCgp(nl)).toBe(`${EMPTY.replace(/^((?:15\/){7})15/u, '$16[IJ]S[ij]6')} [IJ]IJ/ 0/0 0`);
    expect(read(`${EMPTY} Ĳ/ 0/0 0`, DUTCH_IJ).racks[0]).toEqual(['IJ']);
  });

  it('refuses broken lines with typed errors, never throwing', () => {
    const cases: [unknown, string][] = [
      [42, 'not-text'],
      ['x'.repeat(30_000), 'too-long'],
      [`${EMPTY} AB/CD 0/0`, 'missing-field'],
      ['15/15 / 0/0 0', 'bad-board'],
      [`${EMPTY.replace(/^15/u, '14')} / 0/0 0`, 'bad-board'],
      [`${EMPTY.replace(/^15/u, '16')} / 0/0 0`, 'bad-board'],
      [`${EMPTY.replace(/^15/u, '14$')} / 0/0 0`, 'bad-board'],
      [`${EMPTY} A1/ 0/0 0`, 'bad-rack'],
      [`${EMPTY} ABCDEFGH/ 0/0 0`, 'bad-rack'],
      [`${EMPTY} A/B 0 0`, 'bad-scores'],
      [`${EMPTY} A/B x/0 0`, 'bad-scores'],
      [`${EMPTY} A/B 0/0 -1`, 'bad-scoreless'],
      [`${EMPTY} A/B 0/0 0 lex CSW21; lex NWL20;`, 'bad-option'],
      [`${EMPTY} A/B 0/0 0 1x;`, 'bad-option'],
      [`${EMPTY} ZZ/ 0/0 0`, 'too-many-tiles'],
      [`${EMPTY} ???/ 0/0 0`, 'too-many-tiles'],
    ];
    for (const [line, code] of cases) {
      const parsed = parseCgp(line as string, ENGLISH);
      expect(parsed.ok ? 'ok' : parsed.error.code, String(line).slice(0, 40)).toBe(code);
    }
    expect(parseCgp(`${EMPTY} / 0/0 0`, {} as RuleSet)).toMatchObject({ ok: false, error: { code: 'not-a-rule-set' } });
  });

  it('reads positions from the native engines\' own tests back to the same board, racks, scores and count', () => {
    // Position strings from the test data of the native engines (English).
    const lines = [
      '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABCDEFG/HIJKLM? 0/0 1 -lex CSW21;',
      '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15       ABCDEFG/HIJKLM?          0/0     4      -lex     CSW21;',
      '15/15/15/15/15/15/1FlAREUP7/7AGAVE3/15/15/15/15/15/15/15 AEINNO?/AHIOSTU 0/86 0 -lex CSW21;',
      '15/15/15/15/14V/9MALTHA/14N/6GUM3O1N/7PEW2D1E/9EF1D1R/9BEVELS/12S2/12T2/15/15 EGOOY/ACEIO?? 81/137 0 -lex CSW21;',
      '15/15/10T4/10AD3/10MO3/5ZEK2EW3/6MITT1N3/7DOWLY3/8POI4/3ALBUGoS5/15/15/15/15/15 CGILLRS/EFNNOOU 98/167 0 -lex CSW21;',
      '15/9O5/7GIP5/7H1E3T1/7E5E1/5CUTTY3EF/7T6O/7OR4UP/7SEMINAL1/4AX2S4V1/2DILUTION3AE/8L5V/8D5I/8e5T/8R5E AFK/ABIMQSW 172/249 0 -lex CSW21;',
      '12T2/11JOB1/11ORE1/B10LIDO/AEGISES1MAUT2R/G5THEW4I/N4ZA2LIFT1g/I5GYP5I/O13N/7DRUtHERS/7A1MOOL2/7C3EF2/7I7/7T7/7E7 UV/DENQRUW 277/240 0 -lex CSW21;',
      '1PACIFYING5/1IS12/YE13/1REQUALIFIED3/H1L12/EDS12/NO3T9/1RAINWASHING3/UM3O9/T2E1O9/1WAKEnERS6/1OnETIME7/OOT2E1B7/N6U7/1JACULATING4 / 0/0 0 -lex NWL20;',
      'T2F3C7/O2O1BEHOWLING1/A1PI2ME4IO1/s1OD1NUR2AIDA1/T1L1NARTJIES3/I1E2NE1I6/E1A2N2B6/SAXONY1UEY5/2E5D6/15/15/15/15/15/15 ACEOOQV/DEGPRS? 271/283 0 -lex CSW21;',
      '15/15/15/14Q/14U/14I/14N/7FRAWZEYS/7O7/7A7/7M7/7L7/7I7/7K7/7E7 /  150/224 0 -lex CSW21;',
      '15/15/15/15/15/15/15/2ENTASIS6/15/15/15/15/15/15/15 / 0/0 0 -lex CSW21',
      '5BERGS5/4PA3U5/2QAID3R5/3BEE3F2S2/1P1ET2VIATIC2/MA1TAW3c2H2/ES3IS2E2A2/AT1FOLIA4V2/LI1L1EX1E6/1N1O1D2N2Y3/1GNU2C1JETE3/2ER2OHO2N3/2O3GOY6/1INDOW1U7/4DORR7 IKLMTZ/AEINRU? 0/0 0 lex OSPD1;',
    ];
    for (const line of lines) {
      const p = read(line, ENGLISH);
      expect(fields(makeCgp(p))).toBe(fields(line));
      expect(p.options['lex']).toMatch(/^(CSW21|NWL20|OSPD1)$/u);
    }
    const vsAndy = read(lines[6]!, ENGLISH);
    expect(boardToRows(vsAndy.board)[6]).toBe('N....ZA..LIFT.g');
    expect(boardToRows(vsAndy.board)[9]).toBe('.......DRUtHERS');
  });

  it('reads every German endgame of the fixture (and of the shared benchmark set when present) back to the same line', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const fixture = JSON.parse(readFileSync(`${here}../fixtures/cgp/endgames-de.json`, 'utf8')) as { positions: { cgp: string; rack: string; opponentRack: string }[] };
    const shared = `${here}../../../shared/bench/endgames-de.json`;
    const lines = fixture.positions.map((p) => p.cgp);
    if (existsSync(shared)) {
      const bench = JSON.parse(readFileSync(shared, 'utf8')) as { small: { cgp: string }[]; hard: { cgp: string }[] };
      lines.push(...bench.small.map((p) => p.cgp), ...bench.hard.map((p) => p.cgp));
    }
    for (const line of lines) {
      const p = read(line, GERMAN);
      expect(makeCgp(p)).toBe(line);
      const view = cgpView(p);
      expect(view.bagSize).toBe(0);
      expect(view.rackSizes[1]).toBe(p.racks[1]!.length);
    }
    expect(read(fixture.positions[0]!.cgp, GERMAN).racks.map((r) => r.join(''))).toEqual([fixture.positions[0]!.rack, fixture.positions[0]!.opponentRack]);
  });

  it('parse(make(x)) equals x for German, Dutch IJ and English positions', () => {
    for (const rules of [GERMAN, DUTCH_IJ, ENGLISH]) {
      const bag = rules.tiles.letters.flatMap((l) => Array<string>(l.count).fill(l.letter)).concat(Array<string>(rules.tiles.blanks).fill('?'));
      const settings = fc.record({
        seed: fc.integer({ min: 1, max: 0x7fffffff }),
        onBoard: fc.integer({ min: 0, max: 80 }),
        rackSizes: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 2, maxLength: 4 }),
        scores: fc.array(fc.integer({ min: -500, max: 900 }), { minLength: 4, maxLength: 4 }),
        scorelessTurns: fc.integer({ min: 0, max: 12 }),
        options: fc.array(fc.tuple(fc.constantFrom('lex', 'ld', 'bb', 'bdn', 'gid', 'mcnz', 'l1'), fc.constantFrom('', 'CSW21', 'german', 'dutch', '50', 'x_1')), { maxLength: 3 }),
      });
      fc.assert(fc.property(settings, (a) => {
        // A shuffled bag (from the seed) gives the tiles of the board and of the racks: never more than the set holds.
        let state = a.seed;
        const random = (n: number) => {
          state = (state * 48271) % 0x7fffffff;
          return state % n;
        };
        const tiles = [...bag];
        for (let i = tiles.length - 1; i > 0; i--) {
          const j = random(i + 1);
          [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
        }
        const cells: (string | null)[] = Array<string | null>(225).fill(null);
        let t = 0;
        for (let k = 0; k < a.onBoard; k++) {
          const tile = tiles[t++]!;
          cells[random(225)] = tile === '?' ? rules.tiles.letters[random(rules.tiles.letters.length)]!.letter.toLowerCase() : tile;
        }
        const racks = a.rackSizes.map((size) => {
          const rack = tiles.slice(t, t + size);
          t += rack.length;
          return rack;
        });
        const x: CgpPosition = {
          rules, board: { ...emptyBoard(rules), cells }, racks, scores: a.scores.slice(0, racks.length), scorelessTurns: a.scorelessTurns,
          options: Object.fromEntries(a.options),
        };
        expect(parseCgp(makeCgp(x), rules)).toEqual({ ok: true, value: x });
      }), { numRuns: 100 });
    }
  });
});

describe('the analysis and the endgame solver take a CGP position', () => {
  it('solveEndgame and analyzePosition give the same answer for the position as for its view', () => {
    const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);
    const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/cgp/endgames-de.json', import.meta.url)), 'utf8')) as { positions: { cgp: string }[] };
    const p = read(fixture.positions[0]!.cgp, GERMAN);
    const direct = solveEndgame(p, lexicon, { maxNodes: 2000, timeMs: 60_000 });
    const viaView = solveEndgame(cgpView(p), lexicon, { maxNodes: 2000, timeMs: 60_000 });
    expect(direct.ok).toBe(true);
    expect(direct).toEqual(viaView);
    const analysis = analyzePosition(p, { lexicon, limit: 3, endgameMs: 0 });
    expect(analysis.ok && analysis.value.stage).toBe('endgame');
    expect(solveEndgame({ racks: [], scorelessTurns: 0 } as unknown as CgpPosition, lexicon)).toMatchObject({ ok: false });
  });
});
