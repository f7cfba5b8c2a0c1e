import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ, GERMAN, TOURNAMENT, buildLexicon, gameToGcg, makeGcg, parseGcg, rackText, verifyGcg, DUTCH_IJ_TILES, type RuleSet,
} from '../../src/index.js';
import { greedyBot, playBotGame } from '../../src/bot/index.js';
import { alterLine, WORDS } from './helpers.js';

function botGame(rules: RuleSet, seed: number) {
  const built = buildLexicon(WORDS[rules.id]!, rules);
  if (!built.ok) throw new Error(built.error.message);
  const bot = greedyBot(built.value.lexicon);
  const game = playBotGame({ rules, players: ['Anna Bot', 'Ben Bot'], bots: [bot, bot], seed, lexicon: built.value.lexicon });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.state;
}

describe('gameToGcg: bot games export, round-trip and verify clean', () => {
  // A tiny word list makes the bots exchange often: six scoreless turns end these games.
  const short = (rules: RuleSet): RuleSet => ({ ...rules, end: { ...rules.end, scorelessTurns: 6 } });
  it.each([short(GERMAN), short(DUTCH_IJ), TOURNAMENT])('$id', (rules) => {
    for (const seed of [1, 2, 3]) {
      const state = botGame(rules, seed);
      const record = gameToGcg(state);
      const text = makeGcg(record);
      const parsed = parseGcg(text);
      expect(parsed.ok && parsed.value.record).toEqual(record);
      const report = verifyGcg(text, rules);
      expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
      expect(report.recordedTotals).toEqual(state.scores);
      expect(verifyGcg(text).rules?.tiles.id).toBe(rules.tiles.id);
      const lines = parsed.ok ? parsed.value.lines.events : [];
      const playIndex = record.events.findIndex((e) => e.type === 'play');
      expect(playIndex).toBeGreaterThanOrEqual(0);
      const line = lines[playIndex]!;
      const altered = alterLine(text, line, (l) => l.replace(/ \+(\d+) (\d+)$/, (_, s, t) => ` +${Number(s) + 1} ${Number(t) + 1}`));
      expect(verifyGcg(altered, rules).findings.map((f) => [f.code, f.line])).toContainEqual(['score-mismatch', line]);
    }
  });
});

describe('rackText', () => {
  it('writes separate I and J tiles so that they do not read as the IJ tile', () => {
    expect(rackText(['I', 'J', 'A'], DUTCH_IJ_TILES)).toBe('JIA');
    expect(rackText(['IJ', 'A', '?'], DUTCH_IJ_TILES)).toBe('AIJ?');
  });
});
