import { describe, expect, it } from 'vitest';
import { greedyBot, playBotGame, playGame, type Bot, type BotContext } from '../../src/bot/index.js';
import { applyAction } from '../../src/game/apply.js';
import type { PlayerView } from '../../src/game/view.js';
import { generateMoves } from '../../src/movegen/generate.js';
import { DUTCH_IJ, ENGLISH, GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { scoreMove } from '../../src/score.js';
import { fixtureWords, lexiconOf } from '../movegen/helpers.js';

/** A greedy bot that also checks, on every turn, that it plays a top-scoring move or has none. */
function checkedGreedy(rules: RuleSet, lexicon: ReturnType<typeof lexiconOf>['lexicon'], seen: { plays: number; other: number }): Bot {
  const bot = greedyBot(lexicon);
  return (view: PlayerView, context: BotContext) => {
    const action = bot(view, context);
    if ('then' in action) throw new Error('the greedy bot answers at once');
    const moves = generateMoves(view.board, view.rack, rules, lexicon);
    if (!moves.ok) throw new Error(moves.error.message);
    if (action.type === 'play') {
      seen.plays++;
      const scored = typeof action.move === 'string' ? null : scoreMove(view.board, action.move, rules);
      expect(scored?.ok && scored.value.total).toBe(moves.value[0]!.score);
    } else {
      seen.other++;
      expect(moves.value).toEqual([]);
    }
    return action;
  };
}

describe('playBotGame with greedy bots', () => {
  it('plays a German game to its end, always a best move, rack adjustments by the reducer', () => {
    const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);
    const seen = { plays: 0, other: 0 };
    const bot = checkedGreedy(GERMAN, lexicon, seen);
    const game = playBotGame({ rules: GERMAN, players: ['A', 'B'], bots: [bot, bot], seed: 3, lexicon });
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const { state, turns } = game.value;
    expect(state.phase).toBe('over');
    expect(state.result).not.toBeNull();
    expect(seen.plays).toBeGreaterThan(0);
    expect(turns.length).toBe(seen.plays + seen.other);
    const summed = [0, 0];
    for (const event of state.history) if ('deltas' in event) event.deltas.forEach((d, p) => (summed[p]! += d));
    expect(summed).toEqual(state.scores);
  });

  it('exchanges only when the bag holds enough tiles once a play still open has drawn (games of 3 and 4 players finish)', () => {
    const { lexicon } = lexiconOf(fixtureWords('de-small.txt'), GERMAN);
    const bot = greedyBot(lexicon);
    for (const n of [3, 4]) {
      const players = Array.from({ length: n }, (_, i) => `Bot ${i + 1}`);
      for (let seed = 1; seed <= 12; seed++) {
        const game = playBotGame({ rules: GERMAN, players, bots: players.map(() => bot), seed: `out ${n} ${seed}`, lexicon });
        expect(game.ok ? 'ok' : game.error.message).toBe('ok');
      }
    }
  });

  it('the same seed replays the same game; another seed gives another', () => {
    const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
    const bot = greedyBot(lexicon);
    const play = (seed: number) => playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
    const a = play(11);
    const b = play(11);
    const c = play(12);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(JSON.stringify(a.value.state)).toBe(JSON.stringify(b.value.state));
    expect(JSON.stringify(a.value.state.history)).not.toBe(JSON.stringify(c.value.state.history));
  });

  it('bots play the IJ tile in a Dutch game under immediate word checks', () => {
    const { lexicon } = lexiconOf(fixtureWords('nl-ij-small.txt'), DUTCH_IJ);
    const rules: RuleSet = { ...DUTCH_IJ, wordCheck: 'immediate' };
    const bot = greedyBot(lexicon);
    for (let seed = 1; seed <= 5; seed++) {
      const game = playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
      expect(game.ok && game.value.state.phase).toBe('over');
    }
  });

  it('refuses bad bots and reports a refused action as an error value', () => {
    const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);
    const none = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [greedyBot(lexicon)], seed: 1, lexicon });
    expect(none.ok ? 'ok' : none.error.code).toBe('bad-bots');
    const cheat: Bot = (_view, { player }) => ({ type: 'play', player, move: '8H ZZZ' });
    const refused = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [cheat, cheat], seed: 1, lexicon });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('action-refused');
    const passer: Bot = (_view, { player }) => ({ type: 'pass', player });
    const passes = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [passer, passer], seed: 1, lexicon });
    expect(passes.ok && passes.value.state.result?.reason).toBe('passes');
    const capped = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [passer, passer], seed: 1, lexicon, maxActions: 2 });
    expect(capped.ok ? 'ok' : capped.error.code).toBe('too-many-actions');
    expect(applyAction).toBeTypeOf('function');
  });
});

describe('bots on views (playGame)', () => {
  const { lexicon } = lexiconOf(fixtureWords('en-small.txt'), ENGLISH);

  it('awaits bots that answer with promises and gives the same game as answering at once', async () => {
    const greedy = greedyBot(lexicon);
    const slow: Bot = async (view, context) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return greedy(view, context);
    };
    const awaited = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [slow, greedy], seed: 'async game', lexicon });
    const direct = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [greedy, greedy], seed: 'async game', lexicon });
    expect(awaited.ok && direct.ok).toBe(true);
    if (!awaited.ok || !direct.ok) return;
    expect(awaited.value.state.phase).toBe('over');
    expect(JSON.stringify(awaited.value.state)).toBe(JSON.stringify(direct.value.state));
  });

  it('a bot sees only its own view: no bag, no generator, no other rack', async () => {
    const seen: PlayerView[] = [];
    const spy: Bot = (view, { player }) => {
      seen.push(view);
      return { type: 'pass', player };
    };
    const game = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [spy, spy], seed: 'views only', lexicon });
    expect(game.ok).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    for (const view of seen) {
      const keys = Object.keys(view);
      for (const secret of ['bag', 'prng', 'setup', 'racks']) expect(keys).not.toContain(secret);
      expect(view.player).toBe(view.turn);
      for (const e of view.history) if (e.type === 'tiles-drawn' && e.player !== view.player) expect(e.tiles).toBeUndefined();
    }
  });

  it('a bot whose move generation fails says so instead of passing silently', async () => {
    const german = lexiconOf(fixtureWords('de-small.txt'), GERMAN).lexicon;
    const bot = greedyBot(german);
    const game = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [bot, bot], seed: 'wrong lexicon' });
    expect(game.ok).toBe(false);
    if (game.ok) return;
    expect(game.error.code).toBe('bot-failed');
    expect(game.error.message).toMatch(/move generation failed \(alphabet-mismatch\)/);
    const sync = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [bot, bot], seed: 'wrong lexicon' });
    expect(sync.ok ? 'ok' : sync.error.code).toBe('bot-failed');
  });

  it('the greedy bot given something that is not a view throws an Error that says so', () => {
    const bot = greedyBot(lexiconOf(fixtureWords('de-small.txt'), GERMAN).lexicon);
    for (const notAView of [null, {}, { rules: GERMAN }]) {
      expect(() => bot(notAView as never, { player: 0 } as BotContext), JSON.stringify(notAView)).toThrow(/^The greedy bot cannot decide: /);
    }
  });

  it('a rejecting bot, a bot returning a promise to playBotGame, and bad options are error values', async () => {
    const rejecting: Bot = () => Promise.reject(new Error('no idea'));
    const failed = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [rejecting, rejecting], seed: 'x' });
    expect(failed.ok ? 'ok' : failed.error.message).toMatch(/no idea/);
    const asyncPasser: Bot = async (_view, { player }) => ({ type: 'pass', player });
    const refused = playBotGame({ rules: ENGLISH, players: ['A', 'B'], bots: [asyncPasser, asyncPasser], seed: 'x' });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('async-bot');
    for (const options of [null, {}, { rules: ENGLISH, players: ['A'], bots: [null] }]) {
      const bad = await playGame(options as never);
      expect(bad.ok).toBe(false);
    }
  });

  it('without a seed every game gets a fresh random bag', async () => {
    const passer: Bot = (_view, { player }) => ({ type: 'pass', player });
    const a = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [passer, passer] });
    const b = await playGame({ rules: ENGLISH, players: ['A', 'B'], bots: [passer, passer] });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.state.bag.join('')).not.toBe(b.value.state.bag.join(''));
  });
});
