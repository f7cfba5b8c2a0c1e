/**
 * Nothing exported throws: every function of every public entry point (the main one and each
 * subpath of package.json "exports", found at run time, so exports added later are covered too)
 * is called with arbitrary values and with hostile ones (null, undefined, {}, wrong-shaped states,
 * boards and rules, huge numbers, NaN, 10,000-character strings) and must return, never throw; a
 * returned promise must not reject. An error value it returns has a stable code and a short
 * message that never echoes a huge input.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';

type AnyFunction = (...args: unknown[]) => unknown;

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, unknown> };

/** The package's entry points as the package names them (`.`, `./duplicate` …), each with its module. */
const entries: { subpath: string; module: Record<string, unknown> }[] = [];
for (const subpath of Object.keys(manifest.exports)) {
  if (subpath === './package.json') continue;
  const file = subpath === '.' ? `${root}src/index.ts` : `${root}src/${subpath.slice(2)}/index.ts`;
  entries.push({ subpath, module: (await import(file)) as Record<string, unknown> });
}

/** Longest error message accepted: a message may quote a few dozen characters of the input, never all of it. */
const MAX_MESSAGE = 300;
const LONG = 'x'.repeat(10_000);

/** A game of an entry's own kind and a view of it, to reach past the first checks; `null` where the entry has none. */
function gameOf(module: Record<string, unknown>): { state: unknown; view: unknown } {
  const create = module.createGame;
  const viewFor = module.viewFor;
  if (typeof create !== 'function') return { state: null, view: null };
  const rows = Array<string>(15).fill('...............');
  rows[7] = '.....HUND......';
  const board = api.boardFromRows(rows, api.GERMAN);
  const attempts = [
    { rules: api.GERMAN, players: ['Anna', 'Ben'], seed: 'nothing throws' },
    { rules: { ...api.GERMAN, wordCheck: 'never' }, players: ['Anna', 'Ben'], seed: 'nothing throws', board: board.ok ? board.value : null },
    // The dice game takes no rule set (createGame refuses options it does not have).
    { players: ['Anna', 'Ben'], seed: 'nothing throws' },
  ];
  let state: unknown = null;
  for (const options of attempts) {
    const made: unknown = (create as AnyFunction)(options);
    state = typeof made === 'object' && made !== null && 'ok' in made ? ((made as api.Result<unknown>).ok ? (made as api.Ok<unknown>).value : null) : made;
    if (state !== null) break;
  }
  return { state, view: typeof viewFor === 'function' && state !== null ? (viewFor as AnyFunction)(state, 0) : null };
}

/** Values that have broken functions before: nulls, wrong shapes, huge and odd numbers and strings. */
function hostileValues(state: unknown): unknown[] {
  const wrongState = typeof state === 'object' && state !== null ? [
    { ...state, board: null }, { ...state, rules: null }, { ...state, players: 'Anna' }, { ...state, history: [null] },
    { ...state, racks: [[1e308]] }, { ...state, turn: 2 ** 53 }, { ...state, phase: LONG },
  ] : [];
  return [
    null, undefined, {}, [], '', 0, -1, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 31, -(2 ** 31), 1e308, LONG, '8D GRÜNDE', `8D ${LONG}`,
    { rows: 15, cols: 15 }, { rows: 2 ** 31, cols: 2 ** 31, cells: [] }, { rows: 15, cols: 15, cells: new Array(225).fill(7) },
    { tiles: null }, { ...api.GERMAN, tiles: { ...api.GERMAN.tiles, letters: [{ letter: 'A', count: 2 ** 53, value: 1 }] } },
    { ...api.GERMAN, layout: { ...api.GERMAN.layout, rows: 2 ** 31 } }, { ...api.GERMAN, rackSize: NaN },
    { type: 'play', player: 0 }, { type: 'play', player: 0, move: LONG }, { ok: true }, new Uint8Array(3), [null, null], Object.create(null),
    { events: null, players: [] }, { findings: [{}], record: {}, lines: null }, Symbol('x'), () => undefined, ...wrongState,
  ];
}

/** The result constructors: the error they return is the one they are given. */
const CONSTRUCTORS = new Set(['ok', 'err', 'fail']);

/** Calls the function with the values: a description of what went wrong (a throw, a rejection, a long message), or `null`. */
async function problemOf(name: string, fn: AnyFunction, args: unknown[]): Promise<string | null> {
  const shown = `${name}(${args.map((a) => (a === null ? 'null' : typeof a === 'string' && a.length > 20 ? `${a.length} chars` : typeof a)).join(', ')})`;
  let result: unknown;
  try {
    result = fn(...args);
  } catch (error) {
    return `${shown} threw ${String(error).slice(0, 160)}`;
  }
  if (result instanceof Promise) {
    try {
      result = await result;
    } catch (error) {
      return `${shown} rejected with ${String(error).slice(0, 160)}`;
    }
  }
  if (!CONSTRUCTORS.has(name.split(' ').at(-1) ?? '') && typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false) {
    const error = (result as { error?: unknown }).error as { code?: unknown; message?: unknown } | undefined;
    if (typeof error?.code !== 'string' || error.code === '') return `${shown} returned an error without a code`;
    if (typeof error.message !== 'string' || error.message.length > MAX_MESSAGE) {
      return `${shown} returned ${error.code} with a message of ${String((error.message as string | undefined)?.length)} characters`;
    }
  }
  return null;
}

/** Runs per export, from a seed fixed per export (NOTHING_THROWS_SEED explores other values, NOTHING_THROWS_RUNS more of them). */
const RUNS = Number(process.env.NOTHING_THROWS_RUNS ?? 100);
const BASE_SEED = Number(process.env.NOTHING_THROWS_SEED ?? 0);
const seedOf = (name: string): number => [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, BASE_SEED);

describe.each(entries.map((e) => [e.subpath, e] as const))('nothing exported from %s throws', (subpath, { module }) => {
  const functions = Object.entries(module).filter((entry): entry is [string, AnyFunction] => typeof entry[1] === 'function');
  const { state, view } = gameOf(module);
  const hostile = hostileValues(state);
  const context = [state, view, api.GERMAN, api.emptyBoard(api.GERMAN)];

  it('exports functions (found at run time), and a game of its kind is made to reach past the first checks', () => {
    expect(functions.length).toBeGreaterThan(subpath === '.' ? 50 : 5);
    expect(state).not.toBeNull();
  });

  it.each(functions)('%s returns on arbitrary values', async (name, fn) => {
    const values = fc.array(fc.oneof(
      fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: true }),
      fc.constantFrom(...hostile),
      fc.constantFrom(...context),
    ), { maxLength: 4 });
    await fc.assert(fc.asyncProperty(values, async (args) => {
      const problem = await problemOf(`${subpath} ${name}`, fn, args);
      if (problem !== null) throw new Error(problem);
    }), { numRuns: RUNS, seed: seedOf(`${subpath}${name}`) });
  });

  it.each(functions)('%s returns on each hostile value, in every position and after a valid state, rule set or board', async (name, fn) => {
    const problems: string[] = [];
    for (const value of hostile) {
      const calls: unknown[][] = [[value], [value, value], [value, value, value, value]];
      for (let i = 1; i < 4; i++) calls.push([...new Array<unknown>(i).fill(undefined), value]);
      for (const first of context) calls.push([first, value], [first, value, value], [first, 0, value]);
      for (const args of calls) {
        const problem = await problemOf(`${subpath} ${name}`, fn, args);
        if (problem !== null) problems.push(problem);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('the functions named in the issue', () => {
  it('return their neutral value on null and wrong shapes', () => {
    expect(api.viewFor(null as never, 0).players).toEqual([]);
    expect(api.rackOf({} as never, 0)).toEqual([]);
    expect(api.gameToGcg({} as never).events).toEqual([]);
    expect(api.makeMove(null as never)).toBe('');
  });
});

describe('values whose fields throw when read (a getter, a proxy) make no reducer function throw', () => {
  const hostile = [
    new Proxy({}, { get: () => { throw new Error('read'); }, has: () => { throw new Error('has'); }, ownKeys: () => { throw new Error('keys'); } }),
    Object.defineProperty({ format: 'x' }, 'players', { get: () => { throw new Error('read'); }, enumerable: true }),
  ];
  it.each(entries.map((e) => [e.subpath, e] as const))('%s: results, viewFor, parseAction, parseGameState, applyAction', async (subpath, { module }) => {
    const { state } = gameOf(module);
    for (const name of ['results', 'viewFor', 'parseAction', 'parseGameState', 'applyAction']) {
      const fn = module[name];
      if (typeof fn !== 'function') continue;
      for (const value of hostile) {
        for (const args of [[value], [value, 0], [state, value]]) {
          const problem = await problemOf(`${subpath} ${name}`, fn as AnyFunction, args);
          expect(problem).toBeNull();
        }
      }
    }
  });
});

describe('bot factories never throw, even on options whose fields throw when read', () => {
  const throwing = new Proxy({}, { get: () => { throw new Error('read'); }, has: () => { throw new Error('has'); }, ownKeys: () => { throw new Error('keys'); } });
  it.each(entries.map((e) => [e.subpath, e] as const))('%s: every export whose name ends in Bot', async (subpath, { module }) => {
    const factories = Object.entries(module).filter((entry): entry is [string, AnyFunction] => typeof entry[1] === 'function' && entry[0].endsWith('Bot'));
    if (subpath === '.') expect(factories.length).toBeGreaterThan(2);
    for (const [name, factory] of factories) {
      for (const args of [[throwing], [undefined, throwing], [{}, throwing]]) {
        const problem = await problemOf(`${subpath} ${name}`, factory, args);
        expect(problem).toBeNull();
      }
    }
  });
});
