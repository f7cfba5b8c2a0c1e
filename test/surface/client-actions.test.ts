/**
 * A client's action, read with `parseAction(json, { from: seat })` in every module, names only the
 * sender's seat and carries nothing only the server decides: no verdict on words, no stated rack,
 * no stated dice faces, no closing of a Duplicate round. Without `from` the same actions read as before
 * (a score-keeping app or a replay states them).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, arrangeBag, createGame, GERMAN, parseAction } from '../../src/index.js';
import * as duplicate from '../../src/duplicate/index.js';
import * as afbreek from '../../src/afbreek/index.js';
import * as wuerfel from '../../src/wuerfel/index.js';

type Case = [string, unknown, number, string | null];

const CLASSIC: Case[] = [
  ['own pass', { type: 'pass', player: 1 }, 1, null],
  ['another seat', { type: 'pass', player: 0 }, 1, 'not-your-seat'],
  ['a play for another seat', { type: 'play', player: 0, move: '8D GRÜNDE' }, 1, 'not-your-seat'],
  ['a challenge with its own verdict', { type: 'challenge', player: 1, valid: false }, 1, 'server-only'],
  ['a challenge that declares the words good', { type: 'challenge', player: 1, valid: true }, 1, 'server-only'],
  ['a plain challenge', { type: 'challenge', player: 1 }, 1, null],
  ['a challenge of some words', { type: 'challenge', player: 1, words: ['HUND'] }, 1, null],
  ['a stated rack on a play', { type: 'play', player: 1, move: '8D GRÜNDE', rack: 'GRÜNDEX' }, 1, 'server-only'],
  ['a stated rack on a pass', { type: 'pass', player: 1, rack: ['Q'] }, 1, 'server-only'],
  ['a stated rack on an exchange', { type: 'exchange', player: 1, tiles: 'Q', rack: 'QQQQQQQ' }, 1, 'server-only'],
  ['a draw of chosen tiles (the reducer allows it only under draw: choose)', { type: 'draw', player: 1, tiles: 'E' }, 1, null],
  ['a seat that is not a seat', { type: 'pass', player: 1 }, -1, 'not-your-seat'],
  ['a fractional seat', { type: 'pass', player: 1 }, 1.5, 'not-your-seat'],
  ['a malformed action stays bad-action', { type: 'fly', player: 1 }, 1, 'bad-action'],
];

describe('classic parseAction with { from }', () => {
  it.each(CLASSIC)('%s', (_, action, from, code) => {
    const r = parseAction(action, { from });
    if (code === null) expect(r).toEqual(parseAction(action));
    else expect(!r.ok && r.error.code).toBe(code);
    if (code !== 'bad-action') expect(parseAction(action).ok).toBe(true);
  });

  it('a client cannot have the opponent\'s play withdrawn: the verdict is refused, and the server\'s lexicon judges', () => {
    const bag = arrangeBag(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    if (!bag.ok) throw new Error(bag.error.message);
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: bag.value, firstPlayer: 0 });
    if (!game.ok) throw new Error(game.error.message);
    const played = applyAction(game.value, { type: 'play', player: 0, move: '8D GRÜNDE' });
    if (!played.ok) throw new Error(played.error.code);
    const forged = parseAction({ type: 'challenge', player: 1, valid: false }, { from: 1 });
    expect(!forged.ok && forged.error.code).toBe('server-only');
    const honest = parseAction({ type: 'challenge', player: 1 }, { from: 1 });
    if (!honest.ok) throw new Error(honest.error.code);
    const judged = applyAction(played.value.state, honest.value, { lexicon: { has: (w) => w === 'GRÜNDE' } });
    expect(judged.ok && judged.value.events[0]!.type).toBe('challenge-failed');
  });
});

describe('Würfel parseAction with { from }', () => {
  const faces = ['A', 'E', 'I', 'N', 'R', 'S', 'T'];
  it.each([
    ['own roll', { type: 'roll', player: 0 }, 0, null],
    ['a roll with kept dice', { type: 'roll', player: 0, keep: [1, 2] }, 0, null],
    ['a roll that states its faces', { type: 'roll', player: 0, faces }, 0, 'server-only'],
    ['another seat\'s entry', { type: 'write', player: 1, slot: 5, word: 'RASEN' }, 0, 'not-your-seat'],
    ['own entry', { type: 'strike', player: 1, slot: 5 }, 1, null],
  ] as Case[])('%s', (_, action, from, code) => {
    const r = wuerfel.parseAction(action, { from });
    if (code === null) expect(r).toEqual(wuerfel.parseAction(action));
    else expect(!r.ok && r.error.code).toBe(code);
    expect(wuerfel.parseAction(action).ok).toBe(true);
  });
});

describe('Duplicate parseAction', () => {
  const move = { direction: 'across', tiles: [{ row: 7, col: 7, letter: 'A', blank: false }] };
  it.each([
    ['own submission', { type: 'submit', player: 2, move: '8D GRÜNDE' }, 2, null],
    ['own submission as data', { type: 'submit', player: 2, move }, 2, null],
    ['no move', { type: 'submit', player: 2, move: null }, 2, null],
    ['another seat\'s submission', { type: 'submit', player: 1, move: null }, 2, 'not-your-seat'],
    ['closing the round', { type: 'end-round' }, 2, 'server-only'],
  ] as Case[])('%s', (_, action, from, code) => {
    const r = duplicate.parseAction(action, { from });
    if (code === null) expect(r).toEqual(duplicate.parseAction(action));
    else expect(!r.ok && r.error.code).toBe(code);
    expect(duplicate.parseAction(action).ok).toBe(true);
  });

  it('reads shapes and copies: unknown keys are dropped, bad shapes refused', () => {
    expect(duplicate.parseAction({ type: 'submit', player: 0, move: '8D GRÜNDE', extra: 1 })).toEqual({ ok: true, value: { type: 'submit', player: 0, move: '8D GRÜNDE' } });
    expect(duplicate.parseAction({ type: 'submit', player: 0, move: 5 }).ok).toBe(false);
    expect(duplicate.parseAction({ type: 'submit', player: 'x', move: null }).ok).toBe(false);
    expect(duplicate.parseAction({ type: 'dance' }).ok).toBe(false);
    expect(duplicate.parseAction(null).ok).toBe(false);
  });
});

describe('Afbreek parseAction', () => {
  it.each([
    ['own removal', { type: 'remove', player: 0, squares: ['K8', 'L8'] }, 0, null],
    ['own pass', { type: 'pass', player: 1 }, 1, null],
    ['another seat\'s removal', { type: 'remove', player: 1, squares: ['K8'] }, 0, 'not-your-seat'],
    ['a removal with its own verdict on words', { type: 'remove', player: 0, squares: ['H9'], words: ['HUND'] }, 0, 'server-only'],
  ] as Case[])('%s', (_, action, from, code) => {
    const r = afbreek.parseAction(action, { from });
    if (code === null) expect(r).toEqual(afbreek.parseAction(action));
    else expect(!r.ok && r.error.code).toBe(code);
    expect(afbreek.parseAction(action).ok).toBe(true);
  });

  it('reads shapes and copies: unknown keys are dropped, bad shapes refused', () => {
    expect(afbreek.parseAction({ type: 'pass', player: 0, words: ['X'] })).toEqual({ ok: true, value: { type: 'pass', player: 0 } });
    expect(afbreek.parseAction({ type: 'remove', player: 0, squares: 'H8' }).ok).toBe(false);
    expect(afbreek.parseAction({ type: 'remove', player: 0, squares: ['H8'], words: 'HUND' }).ok).toBe(false);
    expect(afbreek.parseAction({ type: 'take', player: 0 }).ok).toBe(false);
  });
});
