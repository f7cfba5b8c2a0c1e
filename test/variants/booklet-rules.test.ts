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
import { parseGameState as parseDuplicateState, createGame as createDuplicate, type DuplicateState } from '../../src/duplicate/index.js';
import { knownDuplicate, must as mustDuplicate, wordSet } from '../duplicate/helpers.js';
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

describe('Duplicate: the 50 for the finder of the top move (option)', () => {
  const words = wordSet(['GRÜNDEN', 'GRÜNDE']);
  // Anna 8D GRÜNDEN: 15 × 2 + 50 = 80 (the top); Ben 8H GRÜNDEN: 14 × 2 + 50 = 78; Clara 8D GRÜNDE: 28.
  const round = (game: DuplicateState): DuplicateState => {
    let state = mustDuplicate(game, { type: 'submit', player: 0, move: '8D GRÜNDEN' }, { lexicon: words });
    state = mustDuplicate(state, { type: 'submit', player: 1, move: '8H GRÜNDEN' }, { lexicon: words });
    state = mustDuplicate(state, { type: 'submit', player: 2, move: '8D GRÜNDE' }, { lexicon: words });
    return state.rounds.length === 0 ? mustDuplicate(state, { type: 'end-round' }, { lexicon: words }) : state;
  };

  it('by default every submission of the whole rack gets its 50', () => {
    expect(round(knownDuplicate([...'GRÜNDEN'])).scores).toEqual([80, 78, 28]);
  });

  // "Als alle zeven letters voor het woord met de hoogste score zijn gebruikt, dan krijgen alle spelers zeven nieuwe letters. De 'bedenker' van dat woord krijgt 50 punten bonus."
  it('with bingoTo: \'top-finders\' only the finder of the top move gets it; every other submission scores without it', () => {
    const state = round(knownDuplicate([...'GRÜNDEN'], { bingoTo: 'top-finders' }));
    expect(state.scores).toEqual([80, 28, 28]);
    expect(state.rounds[0]!.top?.player).toBe(0);
    expect(state.rounds[0]!.submissions.map((s) => s.score)).toEqual([80, 28, 28]);
    expect(state.bingoTo).toBe('top-finders');
  });

  it('the saved state keeps the rule and is checked against it', () => {
    const state = round(knownDuplicate([...'GRÜNDEN'], { bingoTo: 'top-finders' }));
    expect(parseDuplicateState(JSON.parse(JSON.stringify(state)), { lexicon: words })).toEqual({ ok: true, value: state });
    // The same rounds scored the default way do not fit the rule, nor the rule's scores the default.
    const asDefault = { ...state, bingoTo: undefined };
    const read = parseDuplicateState(JSON.parse(JSON.stringify(asDefault)), { lexicon: words });
    expect(read.ok ? 'ok' : read.error.code).toBe('scores-inconsistent');
    const plain = round(knownDuplicate([...'GRÜNDEN']));
    const relabelled = parseDuplicateState(JSON.parse(JSON.stringify({ ...plain, bingoTo: 'top-finders' })), { lexicon: words });
    expect(relabelled.ok ? 'ok' : relabelled.error.code).toBe('scores-inconsistent');
    expect(parseDuplicateState(JSON.parse(JSON.stringify(plain)), { lexicon: words }).ok).toBe(true);
  });

  it('an unknown rule is refused', () => {
    const bad = createDuplicate({ rules: GERMAN, players: ['A'], seed: 1, bingoTo: 'everyone' as never });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('bad-options');
  });
});
