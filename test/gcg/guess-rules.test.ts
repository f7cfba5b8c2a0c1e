/**
 * Guessing the rules of a record: tile-distribution names of other programs and of this library,
 * and, where pragmas are missing or a name fits several sets, the set under which the recorded
 * scores agree; `reasons` says why.
 */
import { describe, expect, it } from 'vitest';
import { guessRules, readGcg, verifyGcg } from '../../src/index.js';
import { fixture } from './helpers.js';

const guess = (text: string) => {
  const g = guessRules(readGcg(text).record);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

/** The German bot record cut before the first umlaut on the board, racks left out (exchanges as a count), no pragma. */
function germanWithoutUmlauts(): string {
  const lines = fixture('bot-german-long.gcg').split('\n').filter((l) => !l.startsWith('#tile-distribution'));
  const cut = lines.findIndex((l) => /^>\S+: \S+ \S+ \S*[ÄÖÜäöü]/.test(l));
  return lines.slice(0, cut).map((l) => l
    .replace(/^(>\S+:) (\S+) -(\S+) /, (_, who: string, _rack: string, tiles: string) => `${who} -${[...tiles].length} `)
    .replace(/^(>\S+:) \S+ ((?:\d+[A-O]|[A-O]\d+) )/, '$1 $2')).join('\n') + '\n';
}

describe('guessRules: names of tile distributions', () => {
  const dutch = fixture('dutch-ij.gcg');
  const german = fixture('german-challenge.gcg');
  const english = fixture('english-constructs.gcg');

  it.each([
    ['german', german, 'german'], ['de', german, 'german'], ['deutsch', german, 'german'],
    ['english', english, 'tournament'], ['en', english, 'tournament'], ['tournament', english, 'tournament'], ['NWL23', english, 'tournament'],
    ['dutch-ij', dutch, 'dutch-ij'], ['nl-ij', dutch, 'dutch-ij'],
  ])('#tile-distribution %s', (name, text, id) => {
    const replaced = text.replace(/#tile-distribution \S+\n|#lexicon \S+\n/, '').replace('#player1', `#tile-distribution ${name}\n#player1`);
    const g = guess(replaced);
    expect(g.rules.id).toBe(id);
    expect(g.reasons[0]).toContain(`#tile-distribution ${name}`);
  });

  it('"dutch", as other programs write it, is decided by the scores between the two Dutch sets', () => {
    const g = guess(dutch.replace('#tile-distribution dutch-ij', '#tile-distribution dutch'));
    expect(g.rules.id).toBe('dutch-ij');
    expect(g.reasons[0]).toMatch(/^tile set: Dutch \(IJ tile\) \(#tile-distribution dutch names Dutch or Dutch \(IJ tile\); the recorded scores agree on 4 of 4 plays; under Dutch \d\)$/);
    expect(verifyGcg(dutch.replace('#tile-distribution dutch-ij', '#tile-distribution dutch')).findings).toEqual([]);
  });

  it('a name whose set lacks the record\'s letters is passed over, with a reason', () => {
    const g = guess(german.replace('#tile-distribution german', '#tile-distribution english'));
    expect(g.rules.id).toBe('german');
    expect(g.reasons[0]).toBe('#tile-distribution english names the English set, but the record has other letters');
  });
});

describe('guessRules: from the letters and the scores', () => {
  it('a Dutch record without pragmas is not read as English', () => {
    const text = fixture('dutch-ij.gcg').replace('#tile-distribution dutch-ij\n', '');
    const g = guess(text);
    expect(g.rules.id).toBe('dutch-ij');
    expect(g.reasons[0]).toMatch(/no pragma names it; the recorded scores agree on 4 of 4 plays; under English [0-3]/);
    expect(verifyGcg(text).clean).toBe(true);
  });

  it('a German record without umlauts and without pragmas is read as German', () => {
    const text = germanWithoutUmlauts();
    expect(text).not.toMatch(/[ÄÖÜäöü]|#tile/);
    expect(text.split('\n').filter((l) => / \d+[A-O] | [A-O]\d+ /.test(l)).length).toBeGreaterThanOrEqual(8);
    const g = guess(text);
    expect(g.rules.id).toBe('german');
    expect(g.reasons[0]).toMatch(/^tile set: German \(no pragma names it; the recorded scores agree on \d+ of \d+ plays; under English \d+\)$/);
    expect(verifyGcg(text).findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('an English record without pragmas stays English', () => {
    const text = fixture('english-constructs.gcg').replace('#lexicon CSW21\n', '');
    const g = guess(text);
    expect(g.rules.id).toBe('tournament');
    expect(g.reasons[0]).toMatch(/^tile set: English \(no pragma names it; the recorded scores agree on 5 of 5 plays\)$/);
  });

  it('umlauts leave one set; a record without plays takes the first set that has its letters', () => {
    expect(guess('#player1 a A\n#player2 b B\n>a: ÄÖÜABCD - +0 0\n').reasons[0]).toBe('tile set: German (the only set with the letters used)');
    expect(guess('#player1 a A\n#player2 b B\n>a: ABCDEFG - +0 0\n').reasons[0]).toBe('tile set: English (no pragma names it; the record has no play to compare scores)');
  });
});
