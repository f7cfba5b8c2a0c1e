import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { GERMAN } from '../../src/rules/presets.js';
import {
  applyAction, bestEntry, chooseRoll, createGame, diceWords, GREEDY_SLOT_VALUES, playWuerfelGame, results, viewFor,
  wuerfelBot, type WuerfelState,
} from '../../src/wuerfel/index.js';
import { ANY_FACE_DICE, must } from './helpers.js';

const WORDS = [
  'AH', 'DA', 'ER', 'ES', 'IN', 'JA', 'NU', 'UM', 'AN', 'AB', 'AM', 'DU', 'ZU', 'SO', 'OB', 'EI',
  'HAS', 'SAU', 'NEU', 'RAT', 'TAT', 'ORT', 'OHR', 'TOR', 'ROT', 'HUT', 'AUS', 'HAU', 'SEE',
  'HAUS', 'HASE', 'NASE', 'RAST', 'ROSE', 'HOSE', 'TURM', 'WORT', 'SAHNE', 'RASEN', 'HASEN',
  'HAUSE', 'NATUR', 'REGEN', 'HAUSEN', 'RASTEN', 'SENATOR', 'TORNADO', 'ARTEN', 'STERN', 'ERNST',
  'RUND', 'HUND', 'GRUND', 'GRÜNDE', 'GRÜNDEN', 'MUND', 'STUNDE', 'UNTER', 'ARTE', 'TRAN', 'RAN',
];
const built = buildLexicon(WORDS, GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

/** A one-player game with the lexicon whose dice show the faces; rolled and stopped. */
function settled(faces: string, moves: string[] = []): WuerfelState {
  const game = createGame({ players: ['Bot'], replay: true, dice: ANY_FACE_DICE([...faces]), lexicon });
  if (!game.ok) throw new Error(game.error.message);
  let state = game.value;
  const roll = () => { state = must(must(state, { type: 'roll', player: 0, faces: [...faces] }), { type: 'stop', player: 0 }); };
  for (const move of moves) {
    roll();
    const r = applyAction(state, { type: 'write', player: 0, slot: 'crossword', move }, { lexicon });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  roll();
  return state;
}

describe('dice words from the lexicon graph', () => {
  it('one word of each length the dice spell, each die once, jokers in lower case', () => {
    const words = diceWords([...'HAUSENR'], lexicon);
    expect(words[6]).toBe('HAUSEN');
    expect(words[7]).toBeUndefined();
    for (const word of Object.values(words)) expect(lexicon.has(word!.toUpperCase())).toBe(true);
    expect(diceWords([...'SENATO?'], lexicon)[7]).toBe('SENATOr');
    const withJokers = diceWords([...'HAUSE??'], lexicon);
    expect(withJokers[4]).toMatch(/^[A-Z]{4}$/);   // the letter dice spell a four-letter word: no joker needed
    expect(withJokers[6]).toBe('HAUSEn');
    expect(diceWords([...'XXXXXXX'], lexicon)).toEqual({});
  });
});

describe('the writer', () => {
  it('takes the most points now with greedy slot values: the 50-point seven-letter slot over a crossword word', () => {
    const state = settled('SENATOR');
    const choice = bestEntry(viewFor(state, 0), lexicon, { slotValues: GREEDY_SLOT_VALUES });
    const crossword = bestEntry(viewFor(state, 0), lexicon, { slotValues: { ...GREEDY_SLOT_VALUES, dice: { ...GREEDY_SLOT_VALUES.dice, 7: 1000 } } });
    expect(crossword.action).toMatchObject({ slot: 'crossword' });
    expect(choice.points).toBe(Math.max(50, crossword.points));
  });

  it('does not waste the long dice slots: with only short words it never strikes the seven-letter slot', () => {
    const state = settled('ZUXQYÖV');
    const choice = bestEntry(viewFor(state, 0), lexicon);
    expect(choice.action).toMatchObject({ type: 'write', slot: 2, word: 'ZU' });
    const nothing = bestEntry(viewFor(settled('XQYÖVXQ'), 0), lexicon);
    expect(nothing.action.type).toBe('strike');
    expect(nothing.action.slot).toBe(2);
  });

  it('plays crossword words on its own grid: crossing its earlier word', () => {
    const state = settled('HUNDERT', ['8F HUND']);
    const choice = bestEntry(viewFor(state, 0), lexicon, { slotValues: { crossword: 0, dice: { 2: 99, 3: 99, 4: 99, 5: 99, 6: 99, 7: 99 } } });
    expect(choice.action.type).toBe('write');
    const r = applyAction(state, choice.action, { lexicon });
    expect(r.ok && r.value.state.pads[0]!.crossword[1]).toMatchObject({ verdict: 'scored', score: choice.points });
  });
});

describe('the roller', () => {
  it('rolls first, then keeps dice or stops; the same view gives the same decision', () => {
    const game = createGame({ players: ['A', 'B'], seed: 'roller', lexicon });
    if (!game.ok) throw new Error(game.error.message);
    expect(chooseRoll(viewFor(game.value, 0), lexicon)).toEqual({ type: 'roll', player: 0 });
    const rolled = must(game.value, { type: 'roll', player: 0 });
    const a = chooseRoll(viewFor(rolled, 0), lexicon, { samples: 3 });
    expect(a).toEqual(chooseRoll(viewFor(rolled, 0), lexicon, { samples: 3 }));
    expect(applyAction(rolled, a).ok).toBe(true);
  });

  it('stops when the letters already make its best entry', () => {
    const game = createGame({ players: ['A'], seed: 1, lexicon, dice: ANY_FACE_DICE([...'SENATOR']) });
    if (!game.ok) throw new Error(game.error.message);
    const rolled = must(game.value, { type: 'roll', player: 0 });
    expect(chooseRoll(viewFor(rolled, 0), lexicon)).toEqual({ type: 'stop', player: 0 });
  });
});

describe('bot games', () => {
  it('a full game between bots: every action legal, twelve rounds, the same seed the same game', async () => {
    const bot = wuerfelBot(lexicon, { samples: 2 });
    const greedy = wuerfelBot(lexicon, { samples: 2, slotValues: GREEDY_SLOT_VALUES });
    const play = () => playWuerfelGame({ players: ['Anna', 'Bernd'], bots: [bot, greedy], seed: 'bots', lexicon });
    const game = await play();
    if (!game.ok) throw new Error(game.error.message);
    const { state } = game.value;
    expect(state.phase).toBe('over');
    expect(results(state).players.every((p) => p.total >= 0)).toBe(true);
    expect(state.pads.every((pad) => [...pad.crossword, ...pad.dice].every((e) => e !== null))).toBe(true);
    const again = await play();
    expect(again.ok && again.value.state).toEqual(state);
  });

  it('reports a failing bot and a refused action as errors', async () => {
    const failing = await playWuerfelGame({ players: ['A'], bots: [() => { throw new Error('no idea'); }], seed: 1 });
    expect(failing).toMatchObject({ ok: false, error: { code: 'bot-failed' } });
    const refused = await playWuerfelGame({ players: ['A'], bots: [() => ({ type: 'stop', player: 0 })], seed: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'action-refused' } });
    expect(await playWuerfelGame({ players: ['A'], bots: [], seed: 1 })).toMatchObject({ ok: false, error: { code: 'bad-bots' } });
  });
});
