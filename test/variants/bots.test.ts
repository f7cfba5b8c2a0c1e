import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  gendernLexicon, greedyBot, parseGameState, playBotGame, results,
  DUTCH_IJ_VARIATIONS, GERMAN, GERMAN_GENDERN, SOLO_GERMAN, SOLO_GERMAN_OPEN, SOLO_DUTCH_IJ,
  type BotGame, type CompactLexicon, type RuleSet,
} from '../../src/index.js';
import { turnsTaken } from '../../src/game/counters.js';
import { loadWordList } from '../../scripts/lib/wordlists.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';

const nouns = readFileSync(new URL('../fixtures/variants/de-personal-nouns.txt', import.meta.url), 'utf8').split('\n').filter((w) => w.length > 0);
const small = lexiconOf([...fixtureWords('de-small.txt'), ...nouns], GERMAN).lexicon;

/** Every third stem of a dev-dependency dictionary: enough words for real games, quick to build. */
function dictionaryLexicon(language: 'de' | 'nl', rules: RuleSet): typeof small {
  const list = loadWordList(language, { affixes: false });
  if (!list.ok) throw new Error(list.error.message);
  return lexiconOf(list.value.words.filter((_, i) => i % 3 === 0), rules).lexicon;
}
const german = dictionaryLexicon('de', GERMAN);
const dutch = dictionaryLexicon('nl', DUTCH_IJ_VARIATIONS);

function finished(rules: RuleSet, players: string[], lexicon: CompactLexicon, seed: number): BotGame {
  const bot = greedyBot(lexicon);
  const game = playBotGame({ rules, players, bots: players.map(() => bot), seed, lexicon });
  if (!game.ok) throw new Error(`${game.error.code}: ${game.error.message}`);
  expect(game.value.state.phase).toBe('over');
  expect(parseGameState(JSON.parse(JSON.stringify(game.value.state)))).toEqual({ ok: true, value: game.value.state });
  return game.value;
}

describe('greedy bots play complete games under each variant rule set', () => {
  it('German with Gendern: *IN plays happen, each forming a word with the ending', () => {
    const lexicon = gendernLexicon(small, nouns);
    const plays = [6].flatMap((seed) => finished(GERMAN_GENDERN, ['A', 'B'], lexicon, seed).state.history)
      .flatMap((e) => (e.type === 'move-played' ? [e] : []));
    const gendern = plays.filter((e) => e.notation.includes('*IN'));
    expect(gendern.length).toBeGreaterThan(0);
    for (const e of gendern) expect(e.words.some((w) => w.word.includes('*IN'))).toBe(true);
  });

  it('Dutch with the variations: a first word of at least 4 tiles, never two passes in a row by one player', () => {
    for (const seed of [1, 2]) {
      const { state } = finished(DUTCH_IJ_VARIATIONS, ['A', 'B'], dutch, seed);
      const plays = state.history.filter((e) => e.type === 'move-played');
      expect(plays.length).toBeGreaterThan(10);
      const first = plays[0];
      expect(first?.type === 'move-played' && first.move.tiles.length).toBeGreaterThanOrEqual(4);
      const turnsOf = (p: number) => state.history.filter((e) => ['move-played', 'passed', 'tiles-exchanged', 'turn-lost'].includes(e.type) && 'player' in e && e.player === p).map((e) => e.type);
      for (const p of [0, 1]) expect(turnsOf(p).join(' ')).not.toContain('passed passed');
    }
  });

  it('solo German: one player, 30 turns at most, then the rack is subtracted', () => {
    const { state } = finished(SOLO_GERMAN, ['Anna'], german, 5);
    expect(turnsTaken(state.history, 1)[0]).toBe(30);
    expect(state.result?.reason).toBe('turn-limit');
    expect(state.result?.adjustments[0]).toBeLessThan(0);
  });

  it('solo Dutch with 40 turns', () => {
    const { state } = finished(SOLO_DUTCH_IJ, ['Anouk'], dutch, 2);
    expect(turnsTaken(state.history, 1)[0]).toBeLessThanOrEqual(40);
  });

  it('solo German with open tiles: every draw is chosen', () => {
    const { state } = finished(SOLO_GERMAN_OPEN, ['Anna'], german, 4);
    const draws = state.history.filter((e) => e.type === 'tiles-drawn');
    expect(draws.length).toBeGreaterThan(1);
    expect(draws.every((e) => e.type === 'tiles-drawn' && e.chosen === true)).toBe(true);
  });

  it('two racks for one person: the results report the sum', () => {
    const { state } = finished(SOLO_GERMAN, ['Anna', 'Anna (second rack)'], german, 6);
    const r = results(state);
    expect(r.total).toBe(state.scores[0]! + state.scores[1]!);
    expect(r.over).toBe(true);
  });

  it('with the blank swap on, bots swap blanks they hold the letter of', () => {
    const rules: RuleSet = { ...GERMAN, blankSwap: true };
    const swaps = [1, 2, 3, 4, 5, 6].flatMap((seed) => finished(rules, ['A', 'B'], german, seed).state.history.filter((e) => e.type === 'blank-swapped'));
    expect(swaps.length).toBeGreaterThan(0);
  });
});
