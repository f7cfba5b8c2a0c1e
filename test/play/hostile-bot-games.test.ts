/**
 * Bot games never throw nor reject, whatever their options: options, bot lists, bots and what bots
 * throw may be proxies that throw when read. Each gives an error value.
 */
import { describe, expect, it } from 'vitest';
import { buildLexicon, GERMAN } from '../../src/index.js';
import { playBotGame as playAfbreek } from '../../src/afbreek/index.js';
import { playBotGame as playDuplicate } from '../../src/duplicate/index.js';
import { playWuerfelGame } from '../../src/wuerfel/index.js';
import { board, wordSet } from '../afbreek/helpers.js';

/** A proxy that throws on every read, every key listing and every conversion. */
function hostile<T extends object>(target: T): T {
  const boom = (): never => { throw new Error('hostile'); };
  return new Proxy(target, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
}

const lexicon = wordSet(['HUNDE', 'HUND', 'AH', 'EIS', 'EI', 'SO', 'ES']);
const built = buildLexicon(['HUNDE', 'HUND', 'AH', 'EIS', 'EI', 'SO', 'ES'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const compact = built.value.lexicon;
const START = board({ 7: '.....A', 8: '.....HUNDE', 9: '.........I', 10: '.........SO' });
const throwsHostile = (): never => { throw hostile(new Error('x')); };

/** Runs `play` and gives the error code, failing the test if it throws. */
function codeOf(played: { ok: boolean; error?: { code: string } }): string | null {
  return played.ok ? null : played.error!.code;
}

describe('bot games keep their promise on hostile input: errors as values', () => {
  it('a lexicon that throws when read: an error value or a game, never an exception', async () => {
    const lexiconProxy = hostile({}) as never;
    const pass = () => ({ type: 'pass' as const, player: 0 });
    expect(() => playAfbreek({ rules: GERMAN, players: ['A'], board: START, lexicon: lexiconProxy, bots: [pass] })).not.toThrow();
    expect(() => playDuplicate({ rules: GERMAN, players: ['A'], seed: 'x', lexicon: lexiconProxy, bots: [pass as never] })).not.toThrow();
    const dice = await playWuerfelGame({ players: ['A'], seed: 1, lexicon: lexiconProxy, bots: [() => ({ type: 'stop', player: 0 }) as never] });
    expect(typeof dice.ok).toBe('boolean');
  });

  it('Afbreek playBotGame', () => {
    expect(codeOf(playAfbreek(hostile({}) as never))).toBe('bad-setup');
    expect(codeOf(playAfbreek({ rules: GERMAN, players: ['A', 'B'], board: START, lexicon, bots: hostile([() => ({ type: 'pass', player: 0 })]) as never }))).toBe('bad-bots');
    expect(codeOf(playAfbreek({ rules: GERMAN, players: ['A'], board: START, lexicon, bots: [throwsHostile] }))).toBe('bot-failed');
    expect(codeOf(playAfbreek({ rules: GERMAN, players: ['A'], board: START, lexicon, bots: [() => hostile({}) as never] }))).toBe('action-refused');
  });

  it('Duplicate playBotGame', () => {
    expect(codeOf(playDuplicate(hostile({}) as never))).toBe('bad-setup');
    expect(codeOf(playDuplicate({ rules: GERMAN, players: ['A'], seed: 'x', lexicon: compact, bots: hostile([() => ({ type: 'pass', player: 0 })]) as never }))).toBe('bad-bots');
    expect(codeOf(playDuplicate({ rules: GERMAN, players: ['A'], seed: 'x', lexicon: compact, bots: [throwsHostile] }))).toBe('bot-failed');
    expect(codeOf(playDuplicate({ rules: GERMAN, players: ['A'], seed: 'x', lexicon: compact, bots: [() => hostile({}) as never] }))).toBe('action-refused');
  });

  it('playWuerfelGame never rejects', async () => {
    expect(codeOf(await playWuerfelGame(hostile({}) as never))).toBe('bad-setup');
    expect(codeOf(await playWuerfelGame({ players: ['A'], seed: 1, bots: hostile([() => ({ type: 'roll', player: 0 })]) as never }))).toMatch(/^bad-/);
    expect(codeOf(await playWuerfelGame({ players: ['A'], seed: 1, bots: [throwsHostile] }))).toBe('bot-failed');
    expect(codeOf(await playWuerfelGame({ players: ['A'], seed: 1, bots: [() => Promise.reject(hostile({}))] }))).toBe('bot-failed');
    // Awaiting an answer that throws when read (its `then`) is the bot failing.
    expect(codeOf(await playWuerfelGame({ players: ['A'], seed: 1, bots: [() => hostile({}) as never] }))).toBe('bot-failed');
  });
});
