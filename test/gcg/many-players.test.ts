import { describe, expect, it } from 'vitest';
import { ENGLISH, GERMAN, gameToGcg, makeGcg, parseGcg, replayGcg, verifyGcg, MAX_GCG_PLAYERS, MAX_PLAYERS, type RuleSet } from '../../src/index.js';
import { greedyBot, playBotGame } from '../../src/bot/index.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';
import { fixture } from './helpers.js';

describe('games of 5 to 8 players export GCG that reads back', () => {
  const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
  const rules: RuleSet = { ...ENGLISH, rackSize: 5, end: { ...ENGLISH.end, scorelessTurns: 16 } };

  it('a record may name as many players as a game may have', () => {
    expect(MAX_GCG_PLAYERS).toBe(MAX_PLAYERS);
  });

  it.each([5, 6, 7, 8])('%i players: parse(make(record)) equals the record and the record verifies clean', (n) => {
    const bot = greedyBot(lexicon);
    const players = Array.from({ length: n }, (_, i) => `Bot ${i + 1}`);
    const game = playBotGame({ rules, players, bots: players.map(() => bot), seed: `gcg ${n}`, lexicon });
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const state = game.value.state;
    expect(state.history.some((e) => e.type === 'move-played' && e.player >= 4)).toBe(true);
    const record = gameToGcg(state);
    const text = makeGcg(record);
    const parsed = parseGcg(text);
    expect(parsed.ok && parsed.value.record).toEqual(record);
    const report = verifyGcg(text, rules);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.recordedTotals).toEqual(state.scores);
  });
});

describe('German games of 3 and 4 players that end by going out (records the engine wrote in greedy self-play)', () => {
  // 3 players: the going-out line counts (DU) and the others' own lines count D and U again.
  // 4 players: the bag order a replay rebuilds gives the last draws to other players than the game did.
  it.each(['bot-german-3-players.gcg', 'bot-german-4-players.gcg'])('%s verifies clean and replays to its recorded totals', (name) => {
    const text = fixture(name);
    const report = verifyGcg(text, GERMAN);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const replayed = replayGcg(text, GERMAN);
    expect(replayed.ok && replayed.value.finalTotals).toEqual(report.recordedTotals);
  });
});
