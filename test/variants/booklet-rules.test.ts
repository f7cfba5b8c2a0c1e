/**
 * The rules exactly as the booklets print them: the exchange of the booklet presets, and the
 * options the booklets name (Würfel's seven-letter bonus, Duplicate's bonus for the finder of the
 * top move, Afbreek with several dice and the winner beginning, one name for one option). Each
 * test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import {
  gameToGcg, guessRules, makeGcg, readGcg, verifyGcg,
  BOOKLET_EXCHANGE, CLUB_EXCHANGE, DUTCH_IJ, ENGLISH, GERMAN, TOURNAMENT,
} from '../../src/index.js';
import { fixture } from '../gcg/helpers.js';
import { MINI, miniGame, must } from '../game/helpers.js';

describe('the booklet presets\' exchange', () => {
  // 000: "Wer an der Reihe ist, hat auch die Möglichkeit, beliebig viele Buchstabensteine zu tauschen."
  // 001: "kann er anstatt ein Wort zu legen auch eine beliebige Anzahl seiner Steine mit welchen aus dem Sack vertauschen"
  it('GERMAN and the other booklet presets allow an exchange whenever the bag can replace the tiles; TOURNAMENT keeps the club rule', () => {
    for (const preset of [GERMAN, DUTCH_IJ, ENGLISH]) expect(preset.exchange).toEqual(BOOKLET_EXCHANGE);
    expect(BOOKLET_EXCHANGE).toEqual({ minBagSize: 1, upToBagSize: true });
    expect(TOURNAMENT.exchange).toEqual(CLUB_EXCHANGE);
    expect(CLUB_EXCHANGE).toEqual({ minBagSize: 7, upToBagSize: true });
  });

  it('with 2 tiles in the bag a booklet game exchanges 1 or 2 tiles, not 3; under the club rule none', () => {
    // MINI is GERMAN on 16 tiles: after the deal the bag holds A and X.
    const booklet = must(miniGame(), { type: 'exchange', player: 0, tiles: 'HU' });
    expect(booklet.events[0]?.type).toBe('tiles-exchanged');
    expect(booklet.state.bag).toHaveLength(2);
    expect(() => must(miniGame(), { type: 'exchange', player: 0, tiles: 'HUN' })).toThrow(/exchange-too-many|more tiles/);
    const club = miniGame({ ...MINI, exchange: CLUB_EXCHANGE });
    expect(() => must(club, { type: 'exchange', player: 0, tiles: 'H' })).toThrow(/exchange-not-allowed|at least 7/);
  });

  it('verifyGcg: a record with an exchange from a bag of 2 is clean under the booklet rule and an error under the club rule', () => {
    const state = must(miniGame(), { type: 'exchange', player: 0, tiles: 'HU' }).state;
    const text = makeGcg(gameToGcg(state));
    expect(verifyGcg(text, MINI).clean).toBe(true);
    expect(verifyGcg(text, { ...MINI, exchange: CLUB_EXCHANGE }).findings.map((f) => f.code)).toContain('exchange-bag-too-small');
  });

  it('guessing the rules tells the two apart: a German record gets the booklets\' exchange, a tournament record (2× for going out) the club rule', () => {
    const german = guessRules(readGcg(fixture('german-challenge.gcg')).record);
    const english = guessRules(readGcg(fixture('english-constructs.gcg')).record);
    expect(german.ok && german.value.rules.exchange).toEqual(BOOKLET_EXCHANGE);
    expect(german.ok && german.value.reasons.some((r) => r.startsWith('exchange: any number'))).toBe(true);
    expect(english.ok && english.value.rules.exchange).toEqual(CLUB_EXCHANGE);
    expect(english.ok && english.value.reasons.some((r) => r.startsWith('exchange: only while the bag holds at least 7'))).toBe(true);
  });
});
