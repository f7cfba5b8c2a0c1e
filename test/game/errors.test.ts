import { describe, expect, it } from 'vitest';
import {
  applyAction, ACTION_ERROR_CODES, parseAction, DUTCH_IJ, DUTCH_IJ_VARIATIONS, GERMAN, GERMAN_GENDERN, parseGameState, rackOf,
  type Action, type ActionErrorCode, type ApplyOptions, type GameState, type Lexicon,
} from '../../src/index.js';
import { checkInvariants, deepFreeze, knownGame, MINI, miniGame, must, run } from './helpers.js';

const german = () => knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
const afterGrunde = () => run(german(), [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'accept', player: 1 }]);
const afterGrundeWith = (rules: typeof GERMAN) => run(knownGame(rules, [...'GRÜNDEX', ...'HUNDEAS']), [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'accept', player: 1 }]);
const tile = (row: number, col: number, letter = 'G') => ({ row, col, letter, blank: false });
const lexicon: Lexicon = { has: (w) => w === 'GRÜNDE' };
const over = () => run(german(), [0, 1, 0, 1].map((player) => ({ type: 'pass', player }) as const));
const goingOut = () => run(miniGame(), [
  { type: 'play', player: 0, move: '8F HUND' }, { type: 'play', player: 1, move: 'F8 .AASEN' },
  { type: 'play', player: 0, move: 'I8 .EST' }, { type: 'play', player: 1, move: '8F ....ER' },
]);

/** One case per error code: the state, the action and the options that reach it. */
const CASES: [ActionErrorCode, () => GameState, Action | unknown, ApplyOptions?][] = [
  ['bad-state', () => ({ format: 'nope' }) as unknown as GameState, { type: 'pass', player: 0 }],
  ['bad-action', german, { type: 'fly', player: 0 }],
  ['game-over', over, { type: 'pass', player: 0 }],
  ['unknown-player', german, { type: 'pass', player: 5 }],
  ['not-your-turn', german, { type: 'pass', player: 1 }],
  ['malformed-move', german, { type: 'play', player: 0, move: { direction: 'up', tiles: [] } }],
  ['bad-notation', german, { type: 'play', player: 0, move: '8D GR-NDE' }],
  ['no-tiles', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [] } }],
  ['too-many-tiles', german, { type: 'play', player: 0, move: '8A GRÜNDEXA' }],
  ['outside-board', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(20, 3)] } }],
  ['occupied', afterGrunde, { type: 'play', player: 1, move: 'H7 HUND' }],
  ['duplicate-square', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(7, 7), tile(7, 7, 'R')] } }],
  ['blank-without-letter', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [{ row: 7, col: 7, letter: '?', blank: true }, tile(7, 8)] } }],
  ['unknown-letter', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(7, 7, 'Ω'), tile(7, 8)] } }],
  ['not-in-line', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(7, 7), tile(8, 8, 'R')] } }],
  ['direction-mismatch', german, { type: 'play', player: 0, move: { direction: 'down', tiles: [tile(7, 7), tile(7, 8, 'R')] } }],
  ['gap', german, { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(7, 6), tile(7, 8, 'R')] } }],
  ['first-move-too-short', german, { type: 'play', player: 0, move: 'H8 G' }],
  ['start-square-missed', german, { type: 'play', player: 0, move: '1A GRÜNDE' }],
  ['not-connected', afterGrunde, { type: 'play', player: 1, move: '1A HUND' }],
  ['unspellable-word', () => knownGame(DUTCH_IJ, [...'BIJSTER']), { type: 'play', player: 0, move: { direction: 'across', tiles: [tile(7, 6, 'B'), tile(7, 7, 'I'), tile(7, 8, 'J')] } }],
  ['not-on-rack', german, { type: 'play', player: 0, move: '8D GRÜNDEN' }],
  ['gendern-misplaced', () => knownGame(GERMAN_GENDERN, [...'LEHR??S']), { type: 'play', player: 0, move: '8D LEHr*INS' }],
  ['word-not-in-lexicon', () => knownGame({ ...GERMAN, wordCheck: 'immediate' }, [...'GRÜNDEX']), { type: 'play', player: 0, move: '8D GRÜND' }, { lexicon }],
  ['lexicon-required', () => knownGame({ ...GERMAN, wordCheck: 'immediate' }, [...'GRÜNDEX']), { type: 'play', player: 0, move: '8D GRÜNDE' }],
  ['lexicon-failed', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 1 }, { lexicon: { has: () => { throw new Error('offline'); } } }],
  ['going-out-pending', goingOut, { type: 'pass', player: 0 }],
  ['exchange-not-allowed', () => miniGame({ ...MINI, exchange: { minBagSize: 7, upToBagSize: true } }), { type: 'exchange', player: 0, tiles: 'H' }],
  ['exchange-too-many', () => miniGame({ ...MINI, exchange: { minBagSize: 0 } }), { type: 'exchange', player: 0, tiles: 'HUN' }],
  ['pass-not-allowed', () => run(knownGame({ ...GERMAN, consecutivePasses: false }, [...'DORPAVE']), [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }]), { type: 'pass', player: 0 }],
  ['no-pending-play', german, { type: 'accept', player: 1 }],
  ['own-play', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 0, valid: false }],
  ['adjudication-required', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 1 }],
  ['word-not-in-play', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 1, valid: true, words: ['HUND'] }],
  ['rack-not-allowed', german, { type: 'pass', player: 0, rack: 'GRÜNDEX' }],
  ['rack-unavailable', () => knownGame(GERMAN, [...'GRÜNDEX'], { replay: true }), { type: 'pass', player: 0, rack: 'XXXXXXX' }],
  ['replaced-blank', () => run(knownGame(DUTCH_IJ_VARIATIONS, [...'HAN?KOP', ...'AGENDEX']), [{ type: 'play', player: 0, move: '8E HANd' }, { type: 'accept', player: 1 }]), { type: 'play', player: 1, move: '8E ...GEN' }],
  ['replacement-only', () => run(knownGame(DUTCH_IJ_VARIATIONS, [...'HANDKOP', ...'AGENDEX']), [{ type: 'play', player: 0, move: '8E HAND' }, { type: 'accept', player: 1 }]), { type: 'play', player: 1, move: '8E ...G' }],
  ['draw-required', () => knownGame({ ...GERMAN, draw: 'choose' }, []), { type: 'pass', player: 0 }],
  ['draw-not-allowed', german, { type: 'draw', player: 0, tiles: 'A' }],
  ['not-in-bag', () => knownGame({ ...GERMAN, draw: 'choose' }, []), { type: 'draw', player: 0, tiles: 'XXXXXXX' }],
  ['swap-not-allowed', afterGrunde, { type: 'swap-blank', player: 1, squares: ['H8'] }],
  ['not-a-blank', () => afterGrundeWith({ ...GERMAN, blankSwap: true }), { type: 'swap-blank', player: 1, squares: ['H8'] }],
  ['blank-pending', () => must(knownGame({ ...GERMAN, blankSwap: true }, [...'GRÜND?X', ...'EHUNDAS']), { type: 'play', player: 0, move: '8D GRÜNDe' }).state, { type: 'swap-blank', player: 1, squares: ['I8'] }],
  ['stale-version', afterGrunde, { type: 'pass', player: 1, expectedVersion: 1 }],
  ['takebacks-not-allowed', () => run(knownGame({ ...GERMAN, takebacks: false }, [...'GRÜNDEX', ...'HUNDEAS']), [{ type: 'pass', player: 0 }]), { type: 'undo-request', player: 1 }],
  ['nothing-to-undo', german, { type: 'undo-request', player: 0 }],
  ['undo-reveals-racks', over, { type: 'undo-request', player: 0 }],
  ['undo-pending', () => run(afterGrunde(), [{ type: 'undo-request', player: 0 }]), { type: 'pass', player: 1 }],
  ['no-undo-request', afterGrunde, { type: 'undo-answer', player: 1, accept: true }],
  ['not-asked', () => run(afterGrunde(), [{ type: 'undo-request', player: 0 }]), { type: 'undo-answer', player: 0, accept: true }],
];

/** The codes only `parseAction` with `{ from }` gives (a client's action): the action and the sender's seat. */
const CLIENT_CASES: [ActionErrorCode, unknown, number][] = [
  ['not-your-seat', { type: 'pass', player: 1 }, 0],
  ['server-only', { type: 'challenge', player: 1, valid: false }, 1],
];

describe('every action error code is reachable, and an error changes nothing', () => {
  it('the tables cover every code', () => {
    expect(new Set([...CASES, ...CLIENT_CASES].map(([code]) => code))).toEqual(new Set(ACTION_ERROR_CODES));
  });

  it.each(CLIENT_CASES)('%s (a client\'s action)', (code, action, from) => {
    const r = parseAction(action, { from });
    expect(!r.ok && r.error.code).toBe(code);
    expect(parseAction(action).ok).toBe(true);
  });

  it.each(CASES)('%s', (code, make, action, options) => {
    const state = deepFreeze(make());
    const snapshot = JSON.stringify(state);
    const r = applyAction(state, action as Action, options);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(typeof r.error.message).toBe('string');
      expect(r.error.message.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(state)).toBe(snapshot);
  });
});

describe('replaying a game record with stated racks', () => {
  it('swaps tiles with the bag so that the stated rack is held, keeping every tile', () => {
    const s = knownGame(GERMAN, [...'ABCDEFG', ...'HIJKLMN'], { replay: true });
    const r = must(s, { type: 'play', player: 0, move: '8D GRÜNDE', rack: 'GRÜNDEX' });
    expect(r.events[0]).toMatchObject({ type: 'rack-set', player: 0 });
    const set = r.events[0]!;
    expect(set.type === 'rack-set' && [...(set.returned ?? [])].sort()).toEqual(['A', 'B', 'C', 'F']);
    expect(rackOf(r.state, 0)).toEqual(['X']);
    checkInvariants(r.state);
  });

  it('takes a tile the bag does not hold from the rack of the player who holds it, who takes a tile given up', () => {
    // The set's only X is on Ben's rack: Anna's stated rack takes it, Ben gets Anna's A in its place.
    const s = knownGame(GERMAN, [...'ABCDEFG', ...'JQVXYPÖ'], { replay: true });
    const r = must(s, { type: 'pass', player: 0, rack: 'XBCDEFG' });
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'rack-set', player: 0, returned: ['A'], taken: ['X'] },
      { type: 'rack-set', player: 1, returned: ['X'], taken: ['A'] },
    ]);
    expect([rackOf(r.state, 0), rackOf(r.state, 1)]).toEqual([[...'BCDEFGX'], [...'JQVYPÖA']]);
    expect(r.state.bag).toEqual(s.bag);
    checkInvariants(r.state);
    // The reducer made it: a saved state of this replay loads.
    expect(parseGameState(JSON.parse(JSON.stringify(r.state)))).toEqual({ ok: true, value: r.state });
  });

  it('a stated rack that no bag and no rack can give is refused', () => {
    const s = knownGame(GERMAN, [...'ABCDEFG', ...'JQVXYPÖ'], { replay: true });
    const r = applyAction(s, { type: 'pass', player: 0, rack: 'XXCDEFG' });
    expect(!r.ok && r.error.code).toBe('rack-unavailable');
  });

  it('a stated rack equal to the held one changes nothing', () => {
    const s = knownGame(GERMAN, [...'GRÜNDEX'], { replay: true });
    const r = must(s, { type: 'pass', player: 0, rack: ['X', ...'GRÜNDE'] });
    expect(r.events.map((e) => e.type)).toEqual(['passed']);
  });
});

describe('successful actions never change their input state', () => {
  const SUCCESSES: [string, () => GameState, Action, ApplyOptions?][] = [
    ['a play with a stated rack (replay)', () => knownGame(GERMAN, [...'ABCDEFG', ...'HIJKLMN'], { replay: true }), { type: 'play', player: 0, move: '8D GRÜNDE', rack: 'GRÜNDEX' }],
    ['an exchange with a stated rack (replay)', () => knownGame(GERMAN, [...'ABCDEFG', ...'HIJKLMN'], { replay: true }), { type: 'exchange', player: 0, tiles: 'X', rack: 'GRÜNDEX' }],
    ['a challenge judged by the lexicon (failed)', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 1 }, { lexicon }],
    ['a challenge judged by the lexicon (upheld)', () => must(german(), { type: 'play', player: 0, move: '8D GRÜNDE' }).state, { type: 'challenge', player: 1 }, { lexicon: { has: () => false } }],
    ['a play checked at once by the lexicon', () => knownGame({ ...GERMAN, wordCheck: 'immediate' }, [...'GRÜNDEX', ...'HUNDEAS']), { type: 'play', player: 0, move: '8D GRÜNDE' }, { lexicon }],
    ['the accepted going-out play that ends the game', goingOut, { type: 'accept', player: 0 }],
    ['a failed challenge of a going-out play', goingOut, { type: 'challenge', player: 0, valid: true }],
    ['an upheld challenge of a going-out play', goingOut, { type: 'challenge', player: 0, valid: false }],
  ];

  it.each(SUCCESSES)('%s', (_, make, action, options) => {
    const state = deepFreeze(make());
    const snapshot = JSON.stringify(state);
    const r = applyAction(state, action, options);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(snapshot);
    if (r.ok) checkInvariants(r.value.state);
  });
});
