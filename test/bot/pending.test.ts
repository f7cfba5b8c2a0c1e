/**
 * Known answers of the bots' answer to a play open to a challenge: which words they challenge,
 * how the weaker levels weigh the penalty, when they accept, and that a word a challenge found
 * wanting is not played again nor a word found good challenged again.
 */
import { describe, expect, it } from 'vitest';
import { equityBot } from '../../src/bot/equity.js';
import { greedyBot } from '../../src/bot/greedy.js';
import { beforeMove, challengeFor } from '../../src/bot/pending.js';
import type { Action } from '../../src/game/actions.js';
import { applyAction } from '../../src/game/apply.js';
import type { GameEvent } from '../../src/game/events.js';
import type { GameState } from '../../src/game/state.js';
import { viewFor, type PlayerView } from '../../src/game/view.js';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { scoreMove } from '../../src/score.js';
import { GERMAN } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { knownGame } from '../game/helpers.js';

function lexiconOf(words: readonly string[]): CompactLexicon {
  const built = buildLexicon(words, GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  return built.value.lexicon;
}

const knows = lexiconOf(['GRÜNDE', 'RÜDE', 'ENDE', 'UND', 'HUND']);
const lacks = lexiconOf(['RÜDE', 'ENDE', 'UND']);

/** Anna (seat 0) has played 8D GRÜNDE (28), still open to a challenge; Ben (seat 1) is to act. */
function afterGruende(rules: RuleSet = GERMAN): GameState {
  const start = knownGame(rules, [...'GRÜNDEX', ...'HUNDTEE']);
  const played = applyAction(start, { type: 'play', player: 0, move: '8D GRÜNDE' });
  if (!played.ok) throw new Error(played.error.message);
  return played.value.state;
}

function decide(action: Action | Promise<Action>): Action {
  if (action instanceof Promise) throw new Error('a promise');
  return action;
}

describe('challengeFor and beforeMove', () => {
  it('challenge the words the lexicon rejects, and nothing of the seat\'s own play', () => {
    const state = afterGruende();
    expect(state.pending?.score).toBe(28);
    expect(challengeFor(viewFor(state, 1), lacks)).toEqual({ type: 'challenge', player: 1, words: ['GRÜNDE'] });
    expect(challengeFor(viewFor(state, 1), knows)).toBeNull();
    expect(challengeFor(viewFor(state, 0), lacks)).toBeNull();
    // The referee upholds it: the tiles go back.
    const upheld = applyAction(state, challengeFor(viewFor(state, 1), lacks)!, { lexicon: lacks });
    expect(upheld.ok && upheld.value.events.some((e) => e.type === 'challenge-upheld')).toBe(true);
  });

  it('a weak trust challenges only where the score taken back outweighs the penalty of a wrong challenge', () => {
    const state = afterGruende();
    // German: a wrong challenge costs 10. Trust 0.5: 0.5 × 29 ≥ 0.5 × 10, challenge; trust 0.2: 0.2 × 29 < 0.8 × 10, no.
    expect(challengeFor(viewFor(state, 1), lacks, { trust: 0.5 })).not.toBeNull();
    expect(challengeFor(viewFor(state, 1), lacks, { trust: 0.2 })).toBeNull();
    // Where a wrong challenge costs nothing, any trust challenges.
    const free = afterGruende({ ...GERMAN, challenge: { penalty: 'none', points: 0, per: 'challenge' } });
    expect(challengeFor(viewFor(free, 1), lacks, { trust: 0.2 })).not.toBeNull();
    // A lost turn is reckoned at 25: trust 0.5 challenges a 28-point play, trust 0.4 does not.
    const double = afterGruende({ ...GERMAN, challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } });
    expect(challengeFor(viewFor(double, 1), lacks, { trust: 0.5 })).not.toBeNull();
    expect(challengeFor(viewFor(double, 1), lacks, { trust: 0.4 })).toBeNull();
  });

  it('a word an earlier challenge found good is not challenged again', () => {
    const view = viewFor(afterGruende(), 1);
    const failed: GameEvent = { type: 'challenge-failed', player: 0, challenger: 1, words: ['GRÜNDE'], penalty: 'challenger-loses-points', deltas: [0, -10] };
    expect(challengeFor({ ...view, history: [...view.history, failed] }, lacks)).toBeNull();
  });

  it('accept a play that ends the game (its author goes out, or the last turn of the limit); play on after any other', () => {
    const view = viewFor(afterGruende(), 1);
    expect(beforeMove(view, knows)).toBeNull();
    const goesOut: PlayerView = { ...view, bagSize: 0, rackSizes: [0, 7] };
    expect(beforeMove(goesOut, knows)).toEqual({ type: 'accept', player: 1 });
    expect(beforeMove(goesOut, lacks)).toEqual({ type: 'challenge', player: 1, words: ['GRÜNDE'] });
    // One turn each: Ben's play on is the last turn, which Anna accepts (or challenges).
    const last = applyAction(afterGruende({ ...GERMAN, turnLimit: 1 }), { type: 'play', player: 1, move: 'G6 HU.D' });
    if (!last.ok) throw new Error(last.error.message);
    expect(last.value.state.pending?.player).toBe(1);
    expect(beforeMove(viewFor(last.value.state, 0), knows)).toEqual({ type: 'accept', player: 0 });
    expect(beforeMove(viewFor(last.value.state, 0), lacks)).toEqual({ type: 'challenge', player: 0, words: ['HUND'] });
    // Each shipped bot does the same on a play that ends the game.
    for (const bot of [greedyBot(knows), equityBot(knows, { level: 'beginner' }), equityBot(knows)]) {
      expect(decide(bot(goesOut, { player: 1, actions: 1 }))).toEqual({ type: 'accept', player: 1 });
    }
    expect(beforeMove(null as unknown as PlayerView, knows)).toBeNull();
  });

  it('a word a challenge found wanting is not played again', () => {
    const start = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDTEE']);
    const view = viewFor(start, 0);
    const words = (action: Action): string[] => {
      if (action.type !== 'play' || typeof action.move === 'string') throw new Error(`not a play: ${action.type}`);
      const scored = scoreMove(view.board, action.move, view.rules);
      return scored.ok ? scored.value.words.map((w) => w.word) : [];
    };
    const upheld: GameEvent = { type: 'challenge-upheld', player: 0, challenger: 1, words: ['GRÜNDE'], tiles: [...'GRÜNDE'], deltas: [-28, 0] };
    const after = { ...view, history: [...view.history, upheld] };
    expect(words(decide(greedyBot(knows)(view, { player: 0, actions: 0 })))).toEqual(['GRÜNDE']);
    for (const bot of [greedyBot(knows), equityBot(knows, { level: 'strong' }), equityBot(knows, { level: 'casual' })]) {
      expect(words(decide(bot(after, { player: 0, actions: 2 })))).not.toContain('GRÜNDE');
    }
  });
});

describe('a takeback request', () => {
  it('the other seat\'s bot agrees, and the takeback goes through; the asking seat owes nothing', () => {
    // Anna's GRÜNDE is accepted by Ben's play on; then Anna asks to take Ben's play back (consent: the presets' takebacks).
    const open = afterGruende();
    const onwards = applyAction(open, { type: 'play', player: 1, move: 'G6 HU.D' }, { lexicon: knows });
    expect(onwards.ok).toBe(true);
    if (!onwards.ok) return;
    const asked = applyAction(onwards.value.state, { type: 'undo-request', player: 0 }, { lexicon: knows });
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    const state = asked.value.state;
    expect(beforeMove(viewFor(state, 1), knows)).toEqual({ type: 'undo-answer', player: 1, accept: true });
    expect(beforeMove(viewFor(state, 0), knows)).toBeNull();
    const answer = decide(greedyBot(knows)(viewFor(state, 1), { player: 1, actions: state.history.length }));
    expect(answer).toEqual({ type: 'undo-answer', player: 1, accept: true });
    const done = applyAction(state, answer, { lexicon: knows });
    expect(done.ok && done.value.events.some((e) => e.type === 'undone')).toBe(true);
  });
});
