import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEvent, GERMAN, LOCALES, type GameEvent, type GameState } from '../../src/index.js';
import { knownGame, must, run } from './helpers.js';

/** Anna and Ben: a play that stands after a challenge, one withdrawn after a challenge, an exchange, a pass, a resignation. */
function game(): GameState {
  let s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS'], { players: ['Anna', 'Ben'] });
  s = run(s, [
    { type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'challenge', player: 1, valid: true },
    { type: 'play', player: 1, move: 'E8 .UND' }, { type: 'challenge', player: 0, valid: false },
    { type: 'exchange', player: 0, tiles: ['X'] }, { type: 'pass', player: 1 },
  ]);
  return must(s, { type: 'resign', player: 0 }).state;
}

const lines = (s: GameState, locale: (typeof LOCALES)[number], you?: number): string[] =>
  s.history.filter((e) => e.type !== 'tiles-drawn').map((e) => describeEvent(e, locale, s.players, you === undefined ? undefined : { you }));

/** Events the game above lacks, written out (players 0 and 1). */
const MORE = [
  { type: 'first-player-drawn', rounds: [], player: 0 },
  { type: 'tiles-drawn', player: 0, count: 2 },
  { type: 'play-accepted', player: 0 },
  { type: 'turn-lost', player: 0 },
  { type: 'rack-set', player: 0 },
  { type: 'blank-swapped', player: 0, swaps: [{ square: 'H8', letter: 'E' }] },
  { type: 'game-ended', reason: 'passes', wentOut: null, racks: [[], []], deltas: [0, 0], winners: [0, 1] },
] as unknown as readonly GameEvent[];

describe('describeEvent in the second person (options.you)', () => {
  it('speaks to the reader in English and of the others by name', () => {
    const s = game();
    expect(lines(s, 'en', 0)).toEqual([
      'You play GRÜNDE at 8D for 28 points',
      'Ben challenges GRÜNDE without success: your play stands',
      'Ben plays RUND at E8 for 8 points',
      'You challenge RUND successfully: Ben takes the tiles back',
      'You exchange 1 tile',
      'Ben passes',
      'You resign',
      'The game ends by resignation; Ben wins',
    ]);
    expect(lines(s, 'en', 1)).toEqual([
      'Anna plays GRÜNDE at 8D for 28 points',
      'You challenge GRÜNDE without success: Anna\'s play stands',
      'You play RUND at E8 for 8 points',
      'Anna challenges RUND successfully: you take the tiles back',
      'Anna exchanges 1 tile',
      'You pass',
      'Anna resigns',
      'The game ends by resignation; you win',
    ]);
  });

  it('uses du in German and je in Dutch', () => {
    const s = game();
    expect(lines(s, 'de', 1)).toEqual([
      'Anna legt GRÜNDE auf 8D für 28 Punkte',
      'Du bezweifelst GRÜNDE ohne Erfolg: der Zug von Anna gilt',
      'Du legst RUND auf E8 für 8 Punkte',
      'Anna bezweifelt RUND mit Erfolg: du nimmst die Steine zurück',
      'Anna tauscht 1 Stein',
      'Du passt',
      'Anna gibt auf',
      'Das Spiel endet mit einer Aufgabe; du gewinnst',
    ]);
    expect(lines(s, 'de', 0).slice(0, 2)).toEqual(['Du legst GRÜNDE auf 8D für 28 Punkte', 'Ben bezweifelt GRÜNDE ohne Erfolg: dein Zug gilt']);
    expect(lines(s, 'nl', 1)).toEqual([
      'Anna legt GRÜNDE op 8D voor 28 punten',
      'Je betwist GRÜNDE ten onrechte: de zet van Anna blijft staan',
      'Je legt RUND op E8 voor 8 punten',
      'Anna betwist RUND terecht: je neemt de stenen terug',
      'Anna ruilt 1 steen',
      'Je past',
      'Anna geeft op',
      'Het spel is uit: een speler gaf op; je wint',
    ]);
    expect(lines(s, 'nl', 0)[1]).toBe('Ben betwist GRÜNDE ten onrechte: jouw zet blijft staan');
  });

  it('covers the other events, and a shared win', () => {
    const say = (locale: (typeof LOCALES)[number]): string[] => MORE.map((e) => describeEvent(e, locale, ['Anna', 'Ben'], { you: 0 }));
    expect(say('en')).toEqual([
      'You start', 'You draw 2 tiles', 'Your play stands', 'You lose a turn', 'Your rack is set', 'You swap the blank on H8',
      'The game ends: every player passed; you win with Ben',
    ]);
    expect(say('de')).toEqual([
      'Du beginnst', 'Du ziehst 2 Steine', 'Dein Zug gilt', 'Du setzt eine Runde aus', 'Deine Bank wird gesetzt', 'Du tauschst den Blanko auf H8',
      'Das Spiel endet: alle haben gepasst; du gewinnst mit Ben',
    ]);
    expect(say('nl')).toEqual([
      'Je begint', 'Je pakt 2 stenen', 'Jouw zet blijft staan', 'Je slaat een beurt over', 'Jouw plankje wordt gezet', 'Je ruilt de blanco op H8',
      'Het spel is uit: iedereen heeft gepast; je wint samen met Ben',
    ]);
  });

  it('reads as before without the option, or for a reader the event does not name', () => {
    const s = game();
    const events = [...s.history, ...MORE];
    for (const locale of LOCALES) {
      for (const e of events) {
        const named = describeEvent(e, locale, s.players);
        expect(describeEvent(e, locale, s.players, {})).toBe(named);
        expect(describeEvent(e, locale, s.players, { you: 7 })).toBe(named);
        expect(describeEvent(e, locale, s.players, { you: 0.5 })).toBe(named);
        expect(describeEvent(e, locale, s.players, null as never)).toBe(named);
        expect(named).not.toMatch(/\b(you|You|du|Du|je|Je|jouw|Jouw|dein|Dein)\b/);
      }
    }
    expect(describeEvent(MORE[0]!, 'en', ['Anna', 'Ben'])).toBe('Anna starts');
  });

  it('law: any options value never throws, and one without a whole-number seat changes nothing', () => {
    const s = game();
    const events = [...s.history, ...MORE];
    fc.assert(fc.property(fc.constantFrom(...events), fc.constantFrom(...LOCALES), fc.anything(), (e, locale, options) => {
      const text = describeEvent(e, locale, s.players, options as never);
      expect(text.length).toBeGreaterThan(5);
      const you = typeof options === 'object' && options !== null ? (options as { you?: unknown }).you : undefined;
      if (!(typeof you === 'number' && Number.isInteger(you))) expect(text).toBe(describeEvent(e, locale, s.players));
    }));
  });
});
