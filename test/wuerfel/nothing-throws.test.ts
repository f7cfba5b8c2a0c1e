/**
 * Nothing that scrabble-engine/wuerfel exports throws on arbitrary values (found at run time, so
 * later exports are covered too): it returns an error value or its documented empty value. The
 * bots' decision functions, given something that is not a view, return an action of no player
 * (`player: -1`) that `applyAction` refuses; the bot made by `wuerfelBot` throws, as a bot that
 * cannot decide does (a game runner reports it as `bot-failed`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { GERMAN } from '../../src/rules/presets.js';
import * as api from '../../src/wuerfel/index.js';

type AnyFunction = (...args: unknown[]) => unknown;
const functions = Object.entries(api as Record<string, unknown>).filter((entry): entry is [string, AnyFunction] => typeof entry[1] === 'function');
const BOT_DECISIONS: ReadonlySet<string> = new Set(['chooseEntry', 'bestEntry', 'chooseRoll']);

const built = buildLexicon(['HAUS', 'HASE', 'AH'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const created = api.createGame({ players: ['Anna', 'Ben'], seed: 'nothing throws' });
const state = created.ok ? created.value : null;
const rolled = state === null ? null : api.applyAction(state, { type: 'roll', player: 0 });
const later = rolled?.ok ? rolled.value.state : null;

const hostile = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
  fc.constantFrom(null, undefined, {}, [], '', 0, -1, NaN, Infinity, 2 ** 53, '8D WORT', 'x'.repeat(10_000), ['?', '?']),
  fc.constantFrom({ pads: null }, { players: ['A'], pads: [{}] }, { roll: { faces: 7 } }, { type: 'roll', player: 0 }, [null, null]),
);
const values = fc.array(fc.oneof(hostile, fc.constant(state), fc.constant(later), fc.constant(later === null ? null : api.viewFor(later, 0)), fc.constant(built.value.lexicon)), { maxLength: 4 });

async function thrown(name: string, fn: AnyFunction, args: unknown[]): Promise<string | null> {
  let result: unknown;
  try {
    result = fn(...args);
    if (typeof result === 'function' && name === 'wuerfelBot') result = undefined;
  } catch (error) {
    return `${name}(${args.map((a) => (a === null ? 'null' : typeof a)).join(', ')}) threw ${String(error).slice(0, 160)}`;
  }
  if (result instanceof Promise) {
    try {
      await result;
    } catch (error) {
      return `${name} rejected with ${String(error).slice(0, 160)}`;
    }
  }
  return null;
}

describe('nothing scrabble-engine/wuerfel exports throws', () => {
  it.each(functions.map(([name, fn]) => [name, fn] as const))('%s returns on arbitrary values', async (name, fn) => {
    await fc.assert(fc.asyncProperty(values, async (args) => {
      const problem = await thrown(name, fn, args);
      if (problem !== null) throw new Error(problem);
    }), { numRuns: 60 });
  });

  it('the bot decisions return an action of no player, which applyAction refuses, when given something that is not a view', () => {
    for (const name of BOT_DECISIONS) {
      const fn = (api as unknown as Record<string, AnyFunction>)[name]!;
      for (const notAView of [null, { pads: 3 }]) {
        const decided = fn(notAView, built.value.lexicon) as api.WuerfelAction | { action: api.WuerfelAction };
        const action = 'action' in decided ? decided.action : decided;
        expect(action.player, name).toBe(-1);
        if (state !== null) expect(api.applyAction(state, action).ok, name).toBe(false);
      }
    }
  });

  it('the bot of wuerfelBot throws an Error naming the problem when given something that is not a view', () => {
    const bot = api.wuerfelBot(built.value.lexicon);
    expect(() => bot(null as never, { random: () => 0 } as never)).toThrow(/view/);
  });
});
