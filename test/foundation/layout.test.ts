import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LAYOUT_ERROR_CODES, makeLayout, MAX_BOARD_SIDE, parseLayout, premiumAt, PREMIUM_SYMBOLS, STANDARD_LAYOUT, type Premium,
} from '../../src/index.js';
import { premiumTable } from '../../src/board/premium-table.js';

/** RULES.md section 2, square by square. */
const RULES_PREMIUMS: Record<Premium, string> = {
  tw: 'A1 H1 O1 A8 O8 A15 H15 O15',
  dw: 'B2 C3 D4 E5 K11 L12 M13 N14 N2 M3 L4 K5 B14 C13 D12 E11 H8',
  tl: 'B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10',
  dl: 'A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12',
};

function square(name: string): { row: number; col: number } {
  return { row: Number(name.slice(1)) - 1, col: name.charCodeAt(0) - 65 };
}

const fixture = readFileSync(new URL('../fixtures/foundation/standard-layout.txt', import.meta.url), 'utf8');

describe('STANDARD_LAYOUT (RULES.md section 2)', () => {
  it('is 15 × 15 with the start square H8', () => {
    expect(STANDARD_LAYOUT.rows).toBe(15);
    expect(STANDARD_LAYOUT.cols).toBe(15);
    expect(STANDARD_LAYOUT.start).toEqual(square('H8'));
    expect(premiumAt(STANDARD_LAYOUT, square('H8'))).toBe('dw');
  });

  for (const [premium, names] of Object.entries(RULES_PREMIUMS) as [Premium, string][]) {
    for (const name of names.split(' ')) {
      it(`has ${premium} on ${name}`, () => {
        expect(premiumAt(STANDARD_LAYOUT, square(name))).toBe(premium);
      });
    }
  }

  it('has no other premium squares', () => {
    const listed = new Set(Object.values(RULES_PREMIUMS).join(' ').split(' '));
    expect(listed.size).toBe(8 + 17 + 12 + 24);
    for (let row = 0; row < 15; row++) {
      for (let col = 0; col < 15; col++) {
        const name = `${String.fromCharCode(65 + col)}${row + 1}`;
        if (!listed.has(name)) expect(premiumAt(STANDARD_LAYOUT, { row, col }), name).toBeNull();
      }
    }
  });

  it('is symmetric under transposition, which the transposition law relies on', () => {
    for (let row = 0; row < 15; row++) {
      for (let col = 0; col < 15; col++) {
        expect(premiumAt(STANDARD_LAYOUT, { row, col })).toBe(premiumAt(STANDARD_LAYOUT, { row: col, col: row }));
      }
    }
  });

  it('answers null outside the board', () => {
    expect(premiumAt(STANDARD_LAYOUT, { row: -1, col: 0 })).toBeNull();
    expect(premiumAt(STANDARD_LAYOUT, { row: 15, col: 0 })).toBeNull();
    expect(premiumAt(STANDARD_LAYOUT, { row: 0, col: 15 })).toBeNull();
  });

  it('compiles to multiplier tables that agree with premiumAt', () => {
    const table = premiumTable(STANDARD_LAYOUT);
    const letter = { dl: 2, tl: 3 } as Record<string, number>;
    const word = { dw: 2, tw: 3 } as Record<string, number>;
    for (let i = 0; i < 225; i++) {
      const p = premiumAt(STANDARD_LAYOUT, { row: Math.floor(i / 15), col: i % 15 }) ?? '';
      expect(table.letter[i]).toBe(letter[p] ?? 1);
      expect(table.word[i]).toBe(word[p] ?? 1);
    }
    expect(premiumTable(STANDARD_LAYOUT)).toBe(table);
  });
});

describe('parseLayout and makeLayout', () => {
  it('reads the framed fixture, skipping comments and section lines, as the standard layout', () => {
    const layout = parseLayout(fixture, 'standard15', 'Standard 15×15');
    expect(layout).toEqual({ ok: true, value: STANDARD_LAYOUT });
  });

  it('round-trips: parseLayout(makeLayout(l)) has the same squares', () => {
    const text = makeLayout(STANDARD_LAYOUT);
    expect(text.split('\n')[0]).toBe(`|${STANDARD_LAYOUT.premiums[0]}|`);
    const back = parseLayout(text, STANDARD_LAYOUT.id, STANDARD_LAYOUT.name);
    expect(back).toEqual({ ok: true, value: STANDARD_LAYOUT });
  });

  it('round-trips a small custom layout and puts its start in the centre', () => {
    const text = "|=-|\n|\"'|\n|  |\n";
    const layout = parseLayout(text);
    expect(layout.ok).toBe(true);
    if (!layout.ok) return;
    expect(layout.value).toMatchObject({ id: 'custom', rows: 3, cols: 2, start: { row: 1, col: 1 } });
    expect(premiumAt(layout.value, { row: 0, col: 0 })).toBe('tw');
    expect(premiumAt(layout.value, { row: 0, col: 1 })).toBe('dw');
    expect(premiumAt(layout.value, { row: 1, col: 0 })).toBe('tl');
    expect(premiumAt(layout.value, { row: 1, col: 1 })).toBe('dl');
    expect(premiumAt(layout.value, { row: 2, col: 0 })).toBeNull();
    expect(makeLayout(layout.value)).toBe(text);
  });

  it('reads unframed rows and Windows line ends', () => {
    const layout = parseLayout("=-=\r\n-'-\r\n=-=\r\n");
    expect(layout.ok && layout.value.premiums).toEqual(['=-=', "-'-", '=-=']);
  });

  it('uses the symbols of PREMIUM_SYMBOLS', () => {
    expect(PREMIUM_SYMBOLS).toEqual({ tw: '=', dw: '-', tl: '"', dl: "'" });
  });

  const failures: [string, string, string][] = [
    ['no rows', '# only a comment\n\n', 'layout-empty'],
    ['rows of different lengths', '|= |\n|=|\n', 'layout-ragged'],
    ['an unknown symbol', '|=x|\n|  |\n', 'layout-symbol'],
    ['a single row', '|==|\n', 'layout-size'],
    ['a single column', '|=|\n|=|\n', 'layout-size'],
    ['too many columns', `|${' '.repeat(MAX_BOARD_SIDE + 1)}|\n|${' '.repeat(MAX_BOARD_SIDE + 1)}|`, 'layout-size'],
    ['too many rows', `${'|  |\n'.repeat(MAX_BOARD_SIDE + 1)}`, 'layout-size'],
  ];
  for (const [what, text, code] of failures) {
    it(`refuses ${what} with ${code}`, () => {
      const result = parseLayout(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(code);
        expect(result.error.message.length).toBeGreaterThan(0);
      }
    });
  }

  it('reaches every layout error code', () => {
    const codes = new Set(failures.map(([, , code]) => code));
    expect([...codes].sort()).toEqual([...LAYOUT_ERROR_CODES].sort());
  });

  it('reads rows without frames, and refuses rather than misreads plain squares at their ends', () => {
    const unframed = parseLayout('=-=\n"\'"\n=-=');
    expect(unframed.ok && unframed.value.premiums).toEqual(['=-=', '"\'"', '=-=']);
    // A row of plain squares only, unframed, is a blank line once its spaces are gone: it is not skipped.
    const plainRow = parseLayout('= =\n   \n= =');
    expect(plainRow.ok ? plainRow.value.premiums : plainRow.error.code).toBe('layout-ragged');
    const standard = parseLayout(STANDARD_LAYOUT.premiums.join('\n'));
    expect(standard.ok ? 'read' : standard.error.message).toMatch(/frame each row with \|/);
    const framed = parseLayout('|= =|\n|   |\n\n|= =|  \n');
    expect(framed.ok && framed.value.premiums).toEqual(['= =', '   ', '= =']);
    // A line of spaces first or last is a row too; an empty line between rows is only a separator.
    for (const text of ['   \n===\n===\n', '===\n===\n   \n']) {
      const edge = parseLayout(text);
      expect(edge.ok ? edge.value.premiums : edge.error.code).toBe('layout-ragged');
    }
    const separated = parseLayout('=-=\n-=-\n\n=-=\n-=-\n');
    expect(separated.ok && separated.value.premiums).toEqual(['=-=', '-=-', '=-=', '-=-']);
  });

  it('reads a long line in time proportional to it (a quadratic read of these 200,000 spaces would outlast the test)', () => {
    const result = parseLayout(`${' '.repeat(200_000)}x`);
    expect(result.ok ? null : result.error.code).toBe('layout-size');
  });

  it('writes only layouts it reads back', () => {
    expect(makeLayout({ ...STANDARD_LAYOUT, premiums: ['a|\n', '<>&'], rows: 2, cols: 3, start: { row: 1, col: 1 } })).toBe('');
    expect(makeLayout({ id: 'one', name: 'One row', rows: 1, cols: 3, start: { row: 0, col: 1 }, premiums: ['= ='] })).toBe('');
    expect(makeLayout({ ...STANDARD_LAYOUT, start: { row: 0, col: 0 } })).toBe('');
    const two = { id: 'two', name: 'Two', rows: 2, cols: 2, start: { row: 1, col: 1 }, premiums: ['= ', ' -'] };
    expect(parseLayout(makeLayout(two))).toEqual({ ok: true, value: { ...two, id: 'custom', name: 'Custom layout' } });
  });

  it('never throws on non-text input', () => {
    for (const input of [null, undefined, 42, {}, [], Symbol.iterator]) {
      expect(() => parseLayout(input as unknown as string)).not.toThrow();
    }
  });
});
