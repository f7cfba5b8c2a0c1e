import { describe, expect, it } from 'vitest';
import { ENGLISH, gameToGcg, makeGcg, parseGcg, verifyGcg, MAX_GCG_PLAYERS, MAX_PLAYERS, type RuleSet } from '../../src/index.js';
import { greedyBot, playBotGame } from '../../src/bot/index.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';

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
