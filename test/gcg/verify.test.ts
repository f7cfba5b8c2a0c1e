import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH, GERMAN, TOURNAMENT, parseLayout, verifyGcg, type RuleSet } from '../../src/index.js';
import { alterLine, fixture, lineOf } from './helpers.js';

const errorsOf = (text: string, rules: RuleSet | 'guess' = 'guess') =>
  verifyGcg(text, rules).findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.line]);

describe('verifyGcg: hand-written records verify clean', () => {
  it.each([
    ['english-constructs.gcg', 'tournament', 'double'],
    ['german-challenge.gcg', 'german', 'booklet'],
    ['dutch-ij.gcg', 'dutch-ij', 'booklet'],
  ])('%s (rules guessed as %s)', (name, id, goingOut) => {
    const report = verifyGcg(fixture(name));
    expect(report.findings).toEqual([]);
    expect(report.clean).toBe(true);
    expect(report.rules?.id).toBe(id);
    expect(report.rules?.goingOut).toBe(goingOut);
  });

  it('re-scores the booklet examples of the Dutch record exactly', () => {
    const report = verifyGcg(fixture('dutch-ij.gcg'));
    expect(report.turns.slice(0, 4).map((t) => t.computedScore)).toEqual([16, 6, 29, 21]);
  });

  it('re-scores GRÜNDE as 28 and reads the failed challenge as -10 to the challenger', () => {
    const report = verifyGcg(fixture('german-challenge.gcg'));
    expect(report.turns[0]?.computedScore).toBe(28);
    expect(report.rules?.challenge).toEqual({ penalty: 'challenger-loses-points', points: 10, per: 'challenge' });
  });

  it('reports totals and per-turn facts', () => {
    const report = verifyGcg(fixture('english-constructs.gcg'));
    expect(report.recordedTotals).toEqual([37, 39]);
    expect(report.computedTotals).toEqual([37, 39]);
    const play = report.turns[0]!;
    expect(play).toMatchObject({ line: 7, move: '8D HOARD', recordedScore: 26, computedScore: 26, legal: true, onRack: true });
  });
});

describe('verifyGcg: altered records are caught at the right line', () => {
  const text = fixture('english-constructs.gcg');
  const pig = lineOf(text, '>anna: EGIPRTT');

  it('a changed score', () => {
    const altered = alterLine(text, pig, (l) => l.replace('+20 46', '+21 47'));
    expect(errorsOf(altered)).toContainEqual(['score-mismatch', pig]);
  });

  it('a changed cumulative total', () => {
    const altered = alterLine(text, pig, (l) => l.replace('+20 46', '+20 45'));
    expect(errorsOf(altered)).toContainEqual(['total-mismatch', pig]);
  });

  it('a changed rack', () => {
    const altered = alterLine(text, pig, (l) => l.replace('EGIPRTT', 'EGIRRTT'));
    expect(errorsOf(altered)).toContainEqual(['not-on-rack', pig]);
  });

  it('a rack that drops a kept tile is a warning (annotators guess racks)', () => {
    const line = lineOf(text, '>anna: ERTTUVY');
    const altered = alterLine(text, line, (l) => l.replace('ERTTUVY', 'ERSTUVY'));
    const report = verifyGcg(altered);
    expect(report.clean).toBe(true);
    expect(report.findings.map((f) => [f.code, f.severity, f.line])).toContainEqual(['rack-continuity', 'warning', line]);
  });

  it('a changed position', () => {
    expect(errorsOf(alterLine(text, pig, (l) => l.replace('9D .PIG', '9C .PIG')))).toContainEqual(['through-square-empty', pig]);
    expect(errorsOf(alterLine(text, pig, (l) => l.replace('9D .PIG', '9L PIGGY')))).toContainEqual(['off-board', pig]);
    expect(errorsOf(alterLine(text, pig, (l) => l.replace('9D .PIG', '2A PIG')))).toContainEqual(['illegal-placement', pig]);
  });

  it('a word that runs off the board is off-board, even when a "." before the edge stands on an empty square', () => {
    const down = alterLine(text, pig, (l) => l.replace('9D .PIG', 'M13 .PIG'));
    expect(errorsOf(down)).toContainEqual(['off-board', pig]);
    expect(errorsOf(down)).not.toContainEqual(['through-square-empty', pig]);
    const across = alterLine(text, pig, (l) => l.replace('9D .PIG', '13M .PIG'));
    expect(errorsOf(across)).toContainEqual(['off-board', pig]);
    expect(errorsOf(across)).not.toContainEqual(['through-square-empty', pig]);
  });

  it('more tiles than the set has', () => {
    const altered = alterLine(text, pig, (l) => l.replace('EGIPRTT', 'EGIPRTZ').replace('.PIG', '.PIZ'));
    expect(errorsOf(altered).map(([c]) => c)).toContain('score-mismatch');
    const twoZ = alterLine(text, pig, () => '>anna: ZZGIPRT 9D .PIG +20 46');
    expect(errorsOf(twoZ)).toContainEqual(['too-many-tiles', pig]);
  });

  it('a wrong challenge bonus, end penalty or withdrawal', () => {
    const bonus = lineOf(text, '>ben: ACEMUUW (challenge)');
    expect(errorsOf(alterLine(text, bonus, (l) => l.replace('+5 61', '+10 66')), TOURNAMENT)).toContainEqual(['challenge-bonus-mismatch', bonus]);
    const penalty = lineOf(text, '>anna: BEEORTT (BEEORTT)');
    expect(errorsOf(alterLine(text, penalty, (l) => l.replace('-9 37', '-8 38')))).toContainEqual(['end-penalty-mismatch', penalty]);
    const withdrawn = lineOf(text, '>ben: ACEKNUW --');
    expect(errorsOf(alterLine(text, withdrawn, (l) => l.replace('-39 16', '-38 17')))).toContainEqual(['withdrawn-score-mismatch', withdrawn]);
  });

  it('any play score changed by any amount', () => {
    const report = verifyGcg(text);
    const plays = report.turns.filter((t) => t.type === 'play');
    fc.assert(fc.property(fc.constantFrom(...plays), fc.integer({ min: 1, max: 40 }), (turn, delta) => {
      const altered = alterLine(text, turn.line, (l) => l.replace(/ \+(\d+) (\d+)$/, (_, s, t) => ` +${Number(s) + delta} ${Number(t) + delta}`));
      expect(errorsOf(altered)).toContainEqual(['score-mismatch', turn.line]);
    }), { numRuns: 60 });
  });

  it('a turn out of order and a turn after the game ended', () => {
    const swapped = alterLine(text, pig, (l) => l.replace('>anna:', '>ben:'));
    expect(errorsOf(swapped)).toContainEqual(['out-of-turn', pig]);
    const late = `${text}>anna: BEEORTT - +0 37\n`;
    expect(errorsOf(late).map(([c]) => c)).toContain('event-after-game-end');
  });
});

/** A tiny tile set so that the bag runs out after a few plays. */
const TINY: RuleSet = {
  ...TOURNAMENT,
  id: 'tiny',
  tiles: { id: 'tiny', name: 'Tiny', blanks: 0, letters: [
    { letter: 'A', count: 5, value: 1 }, { letter: 'B', count: 2, value: 3 }, { letter: 'E', count: 3, value: 1 },
    { letter: 'T', count: 4, value: 1 }, { letter: 'Z', count: 1, value: 10 },
  ] },
};

const GOING_OUT = `#player1 anna Anna
#player2 ben Ben
>anna: AAABETT 8G BEAT +12 12
>ben: AAEETTZ H7 Z.TA +13 13
>anna: AABT 7H .TABA +22 34
>anna: (AEET) +8 42
`;

describe('verifyGcg: going out under either rule', () => {
  it('gives the player who went out twice the rack (double)', () => {
    expect(errorsOf(GOING_OUT, TINY)).toEqual([]);
    expect(verifyGcg(GOING_OUT, TINY).turns.map((t) => t.computedScore)).toEqual([12, 13, 22, 8]);
  });

  it('catches rack points given to the wrong player or in the wrong amount', () => {
    expect(errorsOf(GOING_OUT.replace('>anna: (AEET) +8 42', '>ben: AEET (AEET) +8 21'), TINY).map(([c]) => c)).toContain('end-penalty-mismatch');
    expect(errorsOf(GOING_OUT.replace('>anna: (AEET) +8 42', '>anna: (AEET) +4 38'), TINY)).toContainEqual(['end-points-mismatch', 6]);
  });

  it('gives 1× and takes 1× under the booklet rule', () => {
    const booklet = GOING_OUT.replace('>anna: (AEET) +8 42', '>anna: (AEET) +4 38\n>ben: AEET (AEET) -4 9');
    expect(errorsOf(booklet, { ...TINY, goingOut: 'booklet' })).toEqual([]);
    expect(errorsOf(booklet, TINY).map(([c]) => c)).toContain('end-penalty-mismatch');
  });

  it('knows which tiles the opponent holds when the bag is empty', () => {
    expect(errorsOf(GOING_OUT.replace('>anna: (AEET) +8 42', '>anna: (AAET) +8 42'), TINY)).toContainEqual(['end-rack-mismatch', 6]);
  });
});

describe('verifyGcg: options', () => {
  it('finds phonies that stayed on the board when a lexicon is given', () => {
    const words = new Set(verifyGcg(fixture('english-constructs.gcg')).turns.flatMap((t) => t.words));
    expect(words.has('EPIG')).toBe(true);
    const report = verifyGcg(fixture('english-constructs.gcg'), 'guess', { lexicon: { has: (w) => words.has(w) } });
    expect(report.findings.filter((f) => f.code === 'phony').map((f) => f.line)).toEqual([]);
    words.delete('EPIG');
    const again = verifyGcg(fixture('english-constructs.gcg'), 'guess', { lexicon: { has: (w) => words.has(w) } });
    expect(again.findings.filter((f) => f.code === 'phony').map((f) => [f.line, f.message])).toEqual([[11, 'EPIG is not in the lexicon but stayed on the board']]);
  });

  it('scores with the given layout', () => {
    const plain = parseLayout(Array.from({ length: 15 }, () => `|${' '.repeat(15)}|`).join('\n'));
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    const report = verifyGcg('#player1 a A\n#player2 b B\n>a: AB 8G AB +8 8\n', ENGLISH, { layout: plain.value });
    expect(report.turns[0]?.computedScore).toBe(4);
    expect(report.findings.map((f) => f.code)).toEqual(['score-mismatch']);
  });

  it('applies the challenge bonus per word when asked', () => {
    const text = `#player1 anna Anna\n#player2 ben Ben\n>anna: ADEHORT 8D HOARD +26 26\n>ben: ?CEILNS D8 .ELIoS +16 16\n>anna: EGIPRTT 9D .PIG +20 46\n>anna: ERTT (challenge) +20 66\n`;
    expect(errorsOf(text, { ...TOURNAMENT, challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' } })).toEqual([]);
    expect(errorsOf(text, TOURNAMENT)).toContainEqual(['challenge-bonus-mismatch', 6]);
  });

  it('per word, counts a word spelled twice once and accepts a bonus for any number of the words', () => {
    const perWord = { ...TOURNAMENT, challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' } } as const;
    // 9H AAX forms AAX, AA, AA and BX: three different words.
    const record = (bonus: number) =>
      `#player1 a A\n#player2 b B\n>a: AABEEII 8H AAB +10 10\n>b: AAXEEIO 9H AAX +27 27\n>b: EEIO (challenge) +${bonus} ${27 + bonus}\n>a: EEII - +0 10\n`;
    for (const bonus of [5, 10, 15]) expect(errorsOf(record(bonus), perWord)).toEqual([]);
    for (const bonus of [20, 7]) expect(errorsOf(record(bonus), perWord)).toContainEqual(['challenge-bonus-mismatch', 5]);
  });

  it('refuses letters of an unsupported tile set with one finding', () => {
    const report = verifyGcg('#player1 a A\n#player2 b B\n>a: ŁĄ 8G ŁĄ +8 8\n');
    expect(report.findings.map((f) => f.code)).toEqual(['unsupported-tile-set']);
    expect(verifyGcg('#player1 a A\n#player2 b B\n>a: ÄB 8G ÄB +8 8\n', GERMAN).turns[0]?.computedScore).toBe(18);
  });
});

describe('verifyGcg: the rack lines a finished game needs', () => {
  const warningsOf = (text: string) =>
    verifyGcg(text).findings.filter((f) => f.code === 'end-rack-missing').map((f) => [f.severity, f.line, f.message]);

  it('warns when a scoreless ending leaves a rack without its deduction, and stays clean', () => {
    const german = fixture('german-challenge.gcg');
    const cut = german.split('\n').filter((l) => !l.startsWith('>ben: EILMPSS (EILMPSS)')).join('\n');
    const report = verifyGcg(cut);
    expect(report.clean).toBe(true);
    expect(warningsOf(cut)).toEqual([['warning', lineOf(german, '>ben: EILMPSS - +0 7') + 2, 'The game ended on scoreless turns; ben is left with EILMPSS, but the record does not deduct it']]);
    expect(warningsOf(german)).toEqual([]);
  });

  it('warns when the player who went out is not credited with the others\' tiles', () => {
    const cut = GOING_OUT.replace('>anna: (AEET) +8 42\n', '');
    const report = verifyGcg(cut, TINY);
    expect(report.clean).toBe(true);
    expect(report.findings.filter((f) => f.code === 'end-rack-missing').map((f) => [f.severity, f.line, f.message]))
      .toEqual([['warning', 5, "anna went out, but the record does not count the others' tiles (at least AEET)"]]);
    expect(verifyGcg(GOING_OUT, TINY).findings).toEqual([]);
  });

  it('under the booklet rule also warns when the others\' deductions are missing', () => {
    const booklet = { ...TINY, goingOut: 'booklet' as const };
    const credited = GOING_OUT.replace('>anna: (AEET) +8 42', '>anna: (AEET) +4 38');
    expect(verifyGcg(credited, booklet).findings.map((f) => [f.code, f.severity, f.message]))
      .toEqual([['end-rack-missing', 'warning', 'ben is left with AEET, but the record does not deduct it']]);
    expect(verifyGcg(`${credited}>ben: AEET (AEET) -4 9\n`, booklet).findings).toEqual([]);
  });
});

describe('verifyGcg: records this library writes under the lose-a-turn rule and the turn limit', () => {
  const playOut = async (rules: RuleSet, racks: string[], actions: readonly object[], passToEnd = false) => {
    const { applyAction, createGame } = await import('../../src/index.js');
    const created = createGame({ rules, players: ['Anna', 'Ben'], racks: racks.map((r) => [...r]), firstPlayer: 0 });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    for (const action of actions) {
      const next = applyAction(state, action as never);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    while (passToEnd && state.phase !== 'over') {
      const next = applyAction(state, { type: 'pass', player: state.turn });
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    return state;
  };

  it('a lost turn is no pass: the passes after it end the game where the reducer ends it', async () => {
    const { gameToGcg, makeGcg } = await import('../../src/index.js');
    const rules: RuleSet = { ...GERMAN, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } };
    const state = await playOut(rules, ['GRÜNDEX', 'HUNDEAA'], [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'challenge', player: 1, valid: true }], true);
    expect(state.result?.reason).toBe('passes');
    expect(verifyGcg(makeGcg(gameToGcg(state)), rules).findings).toEqual([]);
  });

  it('a play withdrawn at the turn limit was still a turn: the end racks after it are counted', async () => {
    const { gameToGcg, makeGcg } = await import('../../src/index.js');
    const rules: RuleSet = { ...ENGLISH, turnLimit: 1 };
    const state = await playOut(rules, ['CATSXYZ', 'DOGSKLV'], [
      { type: 'play', player: 0, move: '8H CAT' }, { type: 'play', player: 1, move: 'I7 D.G' }, { type: 'challenge', player: 0, valid: false },
    ]);
    expect(state.result?.reason).toBe('turn-limit');
    expect(verifyGcg(makeGcg(gameToGcg(state)), rules).findings).toEqual([]);
  });
});

describe('verifyGcg: the turn limit', () => {
  it('a game ended by the turn limit counts its rack at the end, as the reducer does: clean', async () => {
    const { applyAction, arrangeBag, createGame, gameToGcg, makeGcg, SOLO_GERMAN } = await import('../../src/index.js');
    const rules: RuleSet = { ...SOLO_GERMAN, turnLimit: 3 };
    const bag = arrangeBag(rules, [...'GRÜNDEX', ...'AAAAEEE']);
    if (!bag.ok) throw new Error(bag.error.message);
    const game = createGame({ rules, players: ['Anna'], bag: bag.value });
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    for (const action of [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'exchange', player: 0, tiles: 'X' }, { type: 'pass', player: 0 }] as const) {
      const next = applyAction(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    expect(state.result?.reason).toBe('turn-limit');
    const text = makeGcg(gameToGcg(state));
    expect(text).toContain('(AAAAEEE) -7');
    const report = verifyGcg(text, rules);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.computedTotals).toEqual([21]);
  });
});
