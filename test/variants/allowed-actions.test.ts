import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions, applyAction, arrangeBag, createGame, ACTION_TYPES, DUTCH_IJ, DUTCH_IJ_VARIATIONS, GERMAN, GERMAN_GENDERN,
  SOLO_DUTCH_IJ, SOLO_GERMAN, SOLO_GERMAN_OPEN, type Action, type ActionType, type GameState, type RuleSet,
} from '../../src/index.js';
import { findPlay, knownGame, must, run } from '../game/helpers.js';

const reasonOf = (s: GameState, player: number, type: ActionType): string | null => {
  const a = allowedActions(s, player)[type];
  return a.allowed ? null : a.reason;
};

describe('allowedActions under the variants: known answers', () => {
  const dorp = () => knownGame(DUTCH_IJ_VARIATIONS, [...'DO?PKXQ', ...'REEANNT']);

  it('swap-blank: allowed on the own turn for a final blank standing for a letter on the rack', () => {
    const s = run(dorp(), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);
    expect(allowedActions(s, 1)['swap-blank']).toEqual({ allowed: true });
    expect(applyAction(s, { type: 'swap-blank', player: 1, squares: ['H8'] }).ok).toBe(true);
    expect(reasonOf(s, 0, 'swap-blank')).toMatch(/turn/);
  });

  it('swap-blank: not while the blank belongs to a pending play, nor without the letter, nor with the rule off', () => {
    const pending = run(dorp(), [{ type: 'play', player: 0, move: '8F DOrP' }]);
    expect(reasonOf(pending, 1, 'swap-blank')).toMatch(/open to a challenge/);
    const noR = run(knownGame(DUTCH_IJ_VARIATIONS, [...'DO?PKXQ', ...'EEEANNT']), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);
    expect(reasonOf(noR, 1, 'swap-blank')).toMatch(/stands for a letter on the rack/);
    const off = run(knownGame(DUTCH_IJ, [...'DO?PKXQ', ...'REEANNT']), [{ type: 'play', player: 0, move: '8F DOrP' }, { type: 'accept', player: 1 }]);
    expect(reasonOf(off, 1, 'swap-blank')).toMatch(/do not allow swapping/);
  });

  it('swap-blank: never a Gendern *IN', () => {
    const rules: RuleSet = { ...GERMAN_GENDERN, blankSwap: true };
    const s = run(knownGame(rules, [...'HIRT?AB', ...'INNENAS']), [{ type: 'play', player: 0, move: '8D HIRT*IN' }, { type: 'accept', player: 1 }]);
    expect(reasonOf(s, 1, 'swap-blank')).toMatch(/\*IN is never swapped/);
  });

  it('draw: allowed exactly while a draw is owed; meanwhile play, exchange, pass and swap-blank say a draw is owed', () => {
    const bag = arrangeBag(SOLO_GERMAN_OPEN, []);
    const g = createGame({ rules: { ...SOLO_GERMAN_OPEN, blankSwap: true }, players: ['Anna'], bag: bag.ok ? bag.value : [] });
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value;
    const allowed = allowedActions(s, 0);
    expect(allowed.draw).toEqual({ allowed: true });
    for (const type of ['play', 'exchange', 'pass', 'swap-blank'] as const) expect(reasonOf(s, 0, type)).toMatch(/^Draw first: name 7 tiles/);
    expect(applyAction(s, { type: 'swap-blank', player: 0, squares: ['H8'] }).ok ? 'ok' : 'refused').toBe('refused');
    const drawn = must(s, { type: 'draw', player: 0, tiles: 'GRÜNDEX' }).state;
    expect(reasonOf(drawn, 0, 'draw')).toMatch(/rack is full/);
    expect(allowedActions(drawn, 0).play).toEqual({ allowed: true });
    const played = must(drawn, { type: 'play', player: 0, move: '8D GRÜNDE' }).state;
    expect(allowedActions(played, 0).draw).toEqual({ allowed: true });
    expect(reasonOf(played, 0, 'pass')).toBe('Draw first: name 6 tiles from the bag with a draw action');
    expect(reasonOf(knownGame(GERMAN, []), 0, 'draw')).toMatch(/unseen/);
  });

  it('pass: the Dutch rule refuses a second pass in a row only while an exchange is possible', () => {
    const s = run(knownGame(DUTCH_IJ_VARIATIONS, [...'DOPKXQZ', ...'AARDEEN']), [{ type: 'pass', player: 0 }, { type: 'exchange', player: 1, tiles: 'A' }]);
    expect(reasonOf(s, 0, 'pass')).toBe('Passing twice in a row is not allowed: play or exchange');
    expect(applyAction(s, { type: 'pass', player: 0 }).ok).toBe(false);
    const fewTiles: RuleSet = { ...DUTCH_IJ_VARIATIONS, exchange: { ...DUTCH_IJ_VARIATIONS.exchange, minBagSize: 200 } };
    const t = run(knownGame(fewTiles, [...'DOPKXQZ', ...'AARDEEN']), [{ type: 'pass', player: 0 }, { type: 'play', player: 1, move: '8H RADEN' }]);
    expect(allowedActions(t, 0).pass).toEqual({ allowed: true });
    expect(applyAction(t, { type: 'pass', player: 0 }).ok).toBe(true);
  });

  it('turn limit: a last play stays open (only accept or challenge), then the game is over and nothing is allowed', () => {
    const bag = arrangeBag(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const g = createGame({ rules: { ...GERMAN, turnLimit: 1 }, players: ['A', 'B'], bag: bag.ok ? bag.value : [], firstPlayer: 0 });
    if (!g.ok) throw new Error(g.error.message);
    const s = run(g.value, [{ type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'play', player: 1, move: 'H7 H.' }]);
    expect(reasonOf(s, 0, 'pass')).toMatch(/ends the game: accept or challenge/);
    expect(allowedActions(s, 0).accept).toEqual({ allowed: true });
    const over = must(s, { type: 'accept', player: 0 }).state;
    expect(over.result?.reason).toBe('turn-limit');
    expect(ACTION_TYPES.map((t) => reasonOf(over, 0, t))).toEqual(ACTION_TYPES.map(() => 'The game is over'));
  });
});

/** Some actions of each type for `player` (one is accepted whenever the reducer accepts any action of the type, except plays). */
function candidates(s: GameState, player: number, roll: number): Record<ActionType, Action[]> {
  const rack = s.racks[player] ?? [];
  const move = findPlay({ ...s, turn: player }, roll);
  const blanks = s.board.cells.flatMap((c, i) => (c !== null && c !== c.toUpperCase()
    ? [`${String.fromCharCode(65 + (i % s.board.cols))}${Math.floor(i / s.board.cols) + 1}`] : []));
  const sortedBag = [...s.bag].sort();
  return {
    play: move === null ? [] : [{ type: 'play', player, move }],
    exchange: [...new Set(rack.length > 0 ? rack : ['A'])].map((t) => ({ type: 'exchange', player, tiles: [t] })),
    pass: [{ type: 'pass', player }],
    challenge: [{ type: 'challenge', player, valid: true }, { type: 'challenge', player, valid: false }],
    accept: [{ type: 'accept', player }],
    draw: Array.from({ length: Math.min(s.rules.rackSize, Math.max(1, sortedBag.length)) }, (_, k) => ({ type: 'draw', player, tiles: sortedBag.slice(0, k + 1) })),
    'swap-blank': blanks.map((square) => ({ type: 'swap-blank', player, squares: [square] })),
    resign: [{ type: 'resign', player }],
    'undo-request': [{ type: 'undo-request', player }],
    'undo-answer': [{ type: 'undo-answer', player, accept: true }, { type: 'undo-answer', player, accept: false }],
  };
}

/** Each variant with its number of players and the answers its random games must meet at least once (so the property is not vacuous). */
const VARIANTS: readonly (readonly [RuleSet, number, readonly string[]])[] = [
  [{ ...GERMAN_GENDERN, blankSwap: true }, 2, ['swap-blank allowed', 'challenge allowed']],
  [DUTCH_IJ_VARIATIONS, 2, ['swap-blank allowed', 'pass refused: Passing twice in a row is not allowed: play or exchange']],
  [{ ...SOLO_GERMAN, turnLimit: 10 }, 1, ['play allowed']],
  [{ ...SOLO_GERMAN_OPEN, turnLimit: 10 }, 1, ['draw allowed', 'pass refused: Draw first: name 7 tiles from the bag with a draw action']],
  [{ ...SOLO_DUTCH_IJ, turnLimit: 10 }, 1, ['exchange allowed']],
  [{ ...DUTCH_IJ_VARIATIONS, draw: 'choose', turnLimit: 6 }, 2, ['draw allowed', 'swap-blank allowed']],
];

describe('allowedActions agrees with the reducer in random games', () => {
  it.each(VARIANTS.map(([rules, players, wanted]) => [rules.id, rules, players, wanted] as const))(
    'property (%s): allowed if and only if the reducer accepts some action of the type (a refused play is refused)',
    (_id, rules, players, wanted) => {
      const seen = new Set<string>();
      fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const g = createGame({ rules, players: players === 1 ? ['Anna'] : ['Anna', 'Ben'], seed });
        if (!g.ok) throw new Error(g.error.message);
        let s = g.value;
        let x = seed;
        const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
        for (let step = 0; step < 40 && s.phase !== 'over'; step++) {
          const roll = next();
          const accepted: { action: Action; state: GameState }[] = [];
          for (let player = 0; player < players; player++) {
            const allowed = allowedActions(s, player);
            const tries = candidates(s, player, roll);
            for (const type of ACTION_TYPES) {
              const results = tries[type].map((action) => ({ action, r: applyAction(s, action) }));
              const some = results.find((t) => t.r.ok);
              const label = `${type} by ${player} at step ${step}`;
              const answer = allowed[type];
              seen.add(answer.allowed ? `${type} allowed` : `${type} refused: ${answer.reason}`);
              if (type === 'play') {
                if (!allowed.play.allowed) expect(some, label).toBeUndefined();
              } else {
                expect(allowed[type].allowed, label).toBe(some !== undefined);
              }
              for (const t of results) if (t.r.ok && type !== 'resign') accepted.push({ action: t.action, state: t.r.value.state });
            }
          }
          if (accepted.length === 0) break;
          const preferred = accepted.filter((a) => a.action.type === 'draw' || a.action.type === 'swap-blank' || a.action.type === 'play');
          const pool = preferred.length > 0 && roll % 4 !== 0 ? preferred : accepted;
          s = pool[(roll >> 4) % pool.length]!.state;
        }
      }), { numRuns: 8, seed: 11 });
      expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
    },
  );
});
