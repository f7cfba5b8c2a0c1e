import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeMove, parseMove, parseRuleSet, PRESETS, GERMAN, DUTCH_IJ, DUTCH, ENGLISH, TOURNAMENT, type RuleSet } from '../../src/index.js';

describe('presets (RULES.md sections 6–8, booklets 000 and 003)', () => {
  it('German: challenge on demand, −10 to a failed challenger, two pass rounds, booklet settlement', () => {
    expect(GERMAN.wordCheck).toBe('challenge');
    expect(GERMAN.challenge).toEqual({ penalty: 'challenger-loses-points', points: 10, per: 'challenge' });
    expect(GERMAN.end).toEqual({ passRounds: 2, scorelessTurns: null, zeroScorePlaysAreScoreless: false });
    expect(GERMAN.goingOut).toBe('booklet');
    expect(GERMAN.exchange).toEqual({ minBagSize: 1, upToBagSize: true });
  });

  it('Dutch: no challenge penalty and one pass round; the modern set differs only in tiles', () => {
    expect(DUTCH_IJ.challenge.penalty).toBe('none');
    expect(DUTCH_IJ.end.passRounds).toBe(1);
    expect({ ...DUTCH, id: '', name: '', tiles: null }).toEqual({ ...DUTCH_IJ, id: '', name: '', tiles: null });
  });

  it('English booklet rules and the tournament style', () => {
    expect(ENGLISH.challenge.penalty).toBe('none');
    expect(TOURNAMENT.challenge).toEqual({ penalty: 'challenged-gains-points', points: 5, per: 'challenge' });
    expect(TOURNAMENT.end).toEqual({ passRounds: 0, scorelessTurns: 6, zeroScorePlaysAreScoreless: false });
    expect(TOURNAMENT.goingOut).toBe('double');
  });

  it('every preset survives JSON and parseRuleSet unchanged', () => {
    for (const preset of Object.values(PRESETS)) {
      expect(parseRuleSet(JSON.parse(JSON.stringify(preset)))).toEqual({ ok: true, value: preset });
    }
  });
});

describe('parseRuleSet', () => {
  const broken: [string, (r: RuleSet) => unknown][] = [
    ['not an object', () => 'german'],
    ['rack size', (r) => ({ ...r, rackSize: 0 })],
    ['first move longer than a rack', (r) => ({ ...r, firstMoveMinTiles: 8 })],
    ['word check', (r) => ({ ...r, wordCheck: 'sometimes' })],
    ['penalty', (r) => ({ ...r, challenge: { ...r.challenge, penalty: 'jail' } })],
    ['per', (r) => ({ ...r, challenge: { ...r.challenge, per: 'turn' } })],
    ['pass rounds', (r) => ({ ...r, end: { ...r.end, passRounds: -1 } })],
    ['scoreless turns', (r) => ({ ...r, end: { ...r.end, scorelessTurns: 0 } })],
    ['going out', (r) => ({ ...r, goingOut: 'triple' })],
    ['exchange', (r) => ({ ...r, exchange: { minBagSize: 'seven' } })],
    ['exchange limit', (r) => ({ ...r, exchange: { minBagSize: 7, upToBagSize: 1 } })],
    ['consecutive passes', (r) => ({ ...r, consecutivePasses: 'no' })],
    ['gendern', (r) => ({ ...r, gendern: 'ja' })],
    ['replacement', (r) => ({ ...r, replacement: 'hand' })],
    ['blank swap', (r) => ({ ...r, blankSwap: 1 })],
    ['turn limit of 0', (r) => ({ ...r, turnLimit: 0 })],
    ['turn limit as text', (r) => ({ ...r, turnLimit: '30' })],
    ['draw', (r) => ({ ...r, draw: 'open' })],
    ['duplicate letter', (r) => ({ ...r, tiles: { ...r.tiles, letters: [...r.tiles.letters, r.tiles.letters[0]] } })],
    ['lower-case letter', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'a', count: 1, value: 1 }] } })],
    ['blank letter', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: '?', count: 1, value: 1 }] } })],
    ['letter with a digit', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'A1', count: 1, value: 1 }] } })],
    ['letter with a space', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'A B', count: 1, value: 1 }] } })],
    ['letter with a hyphen', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'A-', count: 1, value: 1 }] } })],
    // Letters that would not read back as themselves: in lower case for a blank, composed, or as two letters.
    ['letter İ (its lower case reads back as I and a dot)', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'İ', count: 1, value: 1 }] } })],
    ['letter ẞ (read as SS)', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'ẞ', count: 1, value: 1 }] } })],
    ['letter Ĳ (the ligature, read as IJ)', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'Ĳ', count: 1, value: 1 }] } })],
    ['decomposed letter (A and a combining accent)', (r) => ({ ...r, tiles: { ...r.tiles, letters: [{ letter: 'A\u0301', count: 1, value: 1 }] } })],
    ['layout symbol', (r) => ({ ...r, layout: { ...r.layout, premiums: r.layout.premiums.map((row) => row.replace(' ', '*')) } })],
    ['start square', (r) => ({ ...r, layout: { ...r.layout, start: { row: 15, col: 0 } } })],
    ['layout size', (r) => ({ ...r, layout: { ...r.layout, rows: 30 } })],
  ];
  it('takes letters that read back as themselves, and moves with them (blanks too) round-trip through the notation', () => {
    const letters = ['Á', 'Ñ', 'Ø', 'Ł', 'Ç', 'A', 'N'].map((letter) => ({ letter, count: 2, value: 1 }));
    const custom = parseRuleSet({ ...GERMAN, tiles: { id: 'custom', name: 'Custom', blanks: 2, letters } });
    if (!custom.ok) throw new Error(custom.error.message);
    const move = { direction: 'across' as const, tiles: ['Á', 'Ñ', 'Ø', 'Ł', 'Ç'].map((letter, i) => ({ row: 7, col: 5 + i, letter, blank: i % 2 === 1 })) };
    expect(makeMove(move)).toBe('8F ÁñØłÇ');
    expect(parseMove(makeMove(move), custom.value)).toEqual({ ok: true, value: move });
  });

  it.each(broken)('refuses a bad %s with bad-rules', (_, corrupt) => {
    expect(parseRuleSet(corrupt(GERMAN))).toMatchObject({ ok: false, error: { code: 'bad-rules' } });
  });

  it('reads the variant fields, and reads them as off when a saved rule set lacks them', () => {
    for (const preset of Object.values(PRESETS)) expect(parseRuleSet(JSON.parse(JSON.stringify(preset)))).toEqual({ ok: true, value: preset });
    const { gendern, replacement, blankSwap, turnLimit, draw, ...old } = GERMAN;
    expect([gendern, replacement, blankSwap, turnLimit, draw]).toEqual([false, 'off', false, null, 'random']);
    expect(parseRuleSet(old)).toEqual({ ok: true, value: GERMAN });
    const all: RuleSet = { ...GERMAN, gendern: true, replacement: 'bag', blankSwap: true, turnLimit: 40, draw: 'choose' };
    expect(parseRuleSet(JSON.parse(JSON.stringify(all)))).toEqual({ ok: true, value: all });
  });

  it('only the variant presets switch a variant on', () => {
    const variantsOn = Object.values(PRESETS).filter((p) => p.gendern || p.replacement !== 'off' || p.blankSwap || p.turnLimit !== null || p.draw !== 'random').map((p) => p.id);
    expect(variantsOn.sort()).toEqual(['dutch-ij-variations', 'german-gendern', 'solo-dutch-ij', 'solo-german', 'solo-german-open']);
  });

  it('drops unknown keys and never throws', () => {
    const withExtra = JSON.parse(JSON.stringify({ ...GERMAN, extra: 1 }).replace('{"id"', '{"__proto__":{"x":1},"id"')) as unknown;
    const r = parseRuleSet(withExtra);
    expect(r.ok && Object.keys(r.value)).not.toContain('extra');
    fc.assert(fc.property(fc.anything(), (junk) => { expect(parseRuleSet(junk).ok).toBe(false); }));
  });
});
