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
import { parseGameState as parseDuplicateState, createGame as createDuplicate, viewFor as viewDuplicate, type DuplicateState } from '../../src/duplicate/index.js';
import { knownDuplicate, must as mustDuplicate, wordSet } from '../duplicate/helpers.js';
import { fixture } from '../gcg/helpers.js';
import { MINI, miniGame, must, run } from '../game/helpers.js';
import { createGame as createGameClassic, emptyBoard, GERMAN_GENDERN, type GameState } from '../../src/index.js';
import { createGame as createAfbreek, parseGameState as parseAfbreekState, applyAction as applyAfbreek, legalRemovals, viewFor as viewAfbreek, MAX_DICE, type AfbreekState } from '../../src/afbreek/index.js';
import { createGame as createWuerfel } from '../../src/wuerfel/index.js';
import { withTiles } from '../../src/board/board.js';
import { rollDie } from '../../src/afbreek/turns.js';
import { parseSeed } from '../../src/bag/prng.js';

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
    expect(viewDuplicate(state, 1).bingoTo).toBe('top-finders');
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

/** A finished classic game on the 16-tile set: Ben (seat 1) wins. */
function finishedGame(): GameState {
  return run(miniGame(), [
    { type: 'play', player: 0, move: '8F HUND' }, { type: 'play', player: 1, move: 'F8 .AASEN' },
    { type: 'play', player: 0, move: 'I8 .EST' }, { type: 'play', player: 1, move: '8F ....ER' }, { type: 'accept', player: 0 },
  ]);
}

describe('Afbreek: the winner begins, several dice, one name for the first player', () => {
  // "Aan het eind van een spelletje SCRABBLE kan met het volgelegde bord nog een interessant spel gespeeld worden (voor een onbepaald aantal spelers) en wel het volgende: Te beginnen met de winnaar neemt iedere speler op zijn beurt minimaal één en maximaal zes letterblokjes van het bord weg."
  it('created from a finished classic game, the winner begins on its board with its players', () => {
    const finished = finishedGame();
    expect(finished.phase).toBe('over');
    expect(finished.result?.winners).toEqual([1]);
    const game = createAfbreek({ game: finished });
    expect(game.ok && [game.value.turn, game.value.players, game.value.board]).toEqual([1, finished.players, finished.board]);
    // firstPlayer (or its alias first) says otherwise.
    const chosen = createAfbreek({ game: finished, firstPlayer: 0 });
    expect(chosen.ok && chosen.value.turn).toBe(0);
    const alias = createAfbreek({ game: finished, first: 0 });
    expect(alias.ok && alias.value.turn).toBe(0);
  });

  it('ties: the lowest seat among the winners begins', () => {
    const finished = finishedGame();
    const tied = { ...finished, players: ['A', 'B', 'C'], result: { ...finished.result!, winners: [1, 2] } } as GameState;
    const game = createAfbreek({ game: tied });
    expect(game.ok && game.value.turn).toBe(1);
    const notOver = createAfbreek({ game: miniGame() });
    expect(notOver.ok ? 'ok' : notOver.error.code).toBe('bad-options');
  });

  it('firstPlayer works as in the other modules; first is its alias; the two must agree', () => {
    const board = finishedGame().board;
    const byName = createAfbreek({ rules: MINI, players: ['A', 'B', 'C'], board, firstPlayer: 2 });
    expect(byName.ok && byName.value.turn).toBe(2);
    const both = createAfbreek({ rules: MINI, players: ['A', 'B', 'C'], board, firstPlayer: 2, first: 1 });
    expect(both.ok ? 'ok' : both.error.code).toBe('bad-first-player');
  });

  // "De spelmogelijkheden kunnen uitgebreid worden door het aantal weg te nemen blokjes te variëren of door dobbelstenen te gebruiken bij het vaststellen van het maximum aantal weg te nemen blokjes per beurt."
  it('with several dice the maximum per turn is the sum of n six-sided dice from the game\'s generator, replayed from the saved state', () => {
    const board = finishedGame().board;
    const anyWord = { has: () => true };
    const limits: number[] = [];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const game = createAfbreek({ rules: MINI, players: ['A', 'B'], board, maxTiles: 'die', dice: 3, seed, lexicon: anyWord });
      if (!game.ok) throw new Error(game.error.message);
      const key = parseSeed(seed);
      if (!key.ok || typeof key.value === 'number') throw new Error('seed');
      expect(game.value.limit).toBe(rollDie(key.value, 3)[0]);
      expect(game.value.dice).toBe(3);
      expect(viewAfbreek(game.value, 0).dice).toBe(3);
      limits.push(game.value.limit);
      expect(parseAfbreekState(JSON.parse(JSON.stringify(game.value)), { lexicon: anyWord })).toEqual({ ok: true, value: game.value });
      const tampered = parseAfbreekState(JSON.parse(JSON.stringify({ ...game.value, dice: 2 })));
      expect(tampered.ok).toBe(false);
      // The next turn's maximum is rolled again with three dice, and replayed from the saved state.
      const removal = legalRemovals(game.value, { lexicon: anyWord })[0]!;
      const passed = applyAfbreek(game.value, { type: 'remove', player: 0, squares: [...removal.squares] }, { lexicon: anyWord });
      if (!passed.ok) throw new Error(passed.error.message);
      const rolled = passed.value.events.find((e) => e.type === 'die-rolled');
      expect(rolled?.type === 'die-rolled' && rolled.roll).toBe(rollDie(rollDie(key.value, 3)[1], 3)[0]);
      expect(parseAfbreekState(JSON.parse(JSON.stringify(passed.value.state)), { lexicon: anyWord })).toEqual({ ok: true, value: passed.value.state });
    }
    expect(limits.every((l) => l >= 3 && l <= 18)).toBe(true);
    expect(limits.some((l) => l > 6)).toBe(true);
    const bad = createAfbreek({ rules: MINI, players: ['A', 'B'], board, maxTiles: 'die', dice: MAX_DICE + 1, seed: 1 });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('bad-max-tiles');
  });

  // "Wird ein Blankostein als *IN eingesetzt, fließt der Blankostein mit 10 Punkten in die Berechnung des Wortwertes ein"
  it('a removed *IN counts 10 (× its letter premium with premium scoring), and 0 from a word ending *INNEN', () => {
    const tile = (col: number, letter: string, blank = false) => ({ row: 7, col, letter, blank });
    const hirtin = withTiles(emptyBoard(GERMAN), [...'HIRT'].map((l, i) => tile(7 + i, l)).concat([tile(11, '*IN', true)]));
    const words = { has: (w: string) => ['HIRT*IN', 'HIRT', 'HIRT*INNEN'].includes(w) };
    const remove = (b: typeof hirtin, squares: string[], scoring: 'face' | 'premium') => {
      const game = createAfbreek({ rules: GERMAN_GENDERN, players: ['A', 'B'], board: b, scoring, lexicon: words });
      if (!game.ok) throw new Error(game.error.message);
      const r = applyAfbreek(game.value, { type: 'remove', player: 0, squares }, { lexicon: words });
      if (!r.ok) throw new Error(r.error.message);
      return (r.value.state as AfbreekState).scores[0];
    };
    // 8H HIRT*IN: the *IN on the double letter L8.
    expect(remove(hirtin, ['L8'], 'face')).toBe(10);
    expect(remove(hirtin, ['L8'], 'premium')).toBe(20);
    const plural = withTiles(emptyBoard(GERMAN), [...'HIRT'].map((l, i) => tile(4 + i, l)).concat([tile(8, '*IN', true), tile(9, 'N'), tile(10, 'E'), tile(11, 'N')]));
    expect(remove(plural, ['I8', 'J8', 'K8', 'L8'], 'face')).toBe(0 + 1 + 1 + 1);
  });
});

describe('createGame refuses option keys it does not have, naming the key', () => {
  it('in every module', () => {
    const classic = createGameClassic({ rules: GERMAN, players: ['A', 'B'], seed: 1, firstplayer: 1 } as never);
    const duplicate = createDuplicate({ rules: GERMAN, players: ['A'], seed: 1, roundlimit: 3 } as never);
    const wuerfel = createWuerfel({ players: ['A'], seed: 1, rules: GERMAN } as never);
    const afbreek = createAfbreek({ rules: GERMAN, players: ['A'], board: emptyBoard(GERMAN), firstplayer: 0 } as never);
    for (const [made, key] of [[classic, 'firstplayer'], [duplicate, 'roundlimit'], [wuerfel, 'rules'], [afbreek, 'firstplayer']] as const) {
      expect(made.ok).toBe(false);
      if (!made.ok) {
        expect(made.error.code).toBe('bad-options');
        expect(made.error.message).toContain(`"${key}"`);
      }
    }
  });
});
