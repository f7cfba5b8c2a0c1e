import { describe, expect, it } from 'vitest';
import {
  allowedActions, applyAction, createGame, describeEvent, ENGLISH, gameToGcg, GERMAN, makeGcg, parseGameState, parseGcg, TOURNAMENT,
  undo, unseenTiles, viewFor, type GameState, type RuleSet,
} from '../../src/index.js';
import { knownGame, must, run } from './helpers.js';

const json = (s: GameState): Record<string, unknown> => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : r.error!.code);

/** A seeded German game with a few turns: plays, a challenge, an exchange and passes. */
function played(): GameState {
  let s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
  s = run(s, [
    { type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'accept', player: 1 },
    { type: 'play', player: 1, move: 'E8 .UND' }, { type: 'challenge', player: 0, valid: true },
    { type: 'exchange', player: 0, tiles: ['X'] }, { type: 'pass', player: 1 },
  ]);
  return s;
}

function seeded(): GameState {
  const g = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'trust' });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (let i = 0; i < 4; i++) s = must(s, i % 2 === 0 ? { type: 'exchange', player: s.turn, tiles: s.racks[s.turn]!.slice(0, 2) } : { type: 'pass', player: s.turn }).state;
  return s;
}

describe('saved states are checked by replaying their history from their setup', () => {
  it('every state of these games reads back equal', () => {
    for (const s of [played(), seeded()]) expect(parseGameState(json(s))).toEqual({ ok: true, value: s });
  });

  it('a player who moves twice is refused (the history does not replay)', () => {
    const s = json(played());
    const history = s.history as { type: string; player?: number }[];
    const i = history.findIndex((e) => e.type === 'passed');
    const forged = { ...s, history: [...history.slice(0, i), { type: 'passed', player: 0 }, ...history.slice(i + 1)] };
    expect(['bad-history', 'bad-counters']).toContain(code(parseGameState(forged)));
    const twice = { ...s, turn: 1 - (s.turn as number), history: [...history, { type: 'passed', player: s.turn as number }] };
    expect(['bad-history', 'bad-counters', 'bad-turn']).toContain(code(parseGameState(twice)));
  });

  it('a rack where an X became a blank is refused, naming the racks (or the conservation of tiles)', () => {
    const s = json(seeded());
    const racks = s.racks as string[][];
    const bag = s.bag as string[];
    const seat = racks.findIndex((r) => r.some((t) => t !== '?'));
    const tile = racks[seat]!.find((t) => t !== '?')!;
    const blankAt = bag.indexOf('?');
    const rack = racks[seat]!.slice();
    rack[rack.indexOf(tile)] = '?';
    const swapped = { ...s, racks: racks.map((r, p) => (p === seat ? rack : r)), bag: bag.map((t, i) => (i === blankAt ? tile : t)) };
    expect(code(parseGameState(swapped))).toBe(blankAt >= 0 ? 'bad-racks' : 'tiles-not-conserved');
    const lost = { ...s, racks: racks.map((r, p) => (p === seat ? rack : r)) };
    expect(code(parseGameState(lost))).toBe('tiles-not-conserved');
  });

  it('scores that do not add up, a forged generator state and a forged setup are refused with the field\'s code', () => {
    const s = json(seeded());
    expect(code(parseGameState({ ...s, scores: [5, 0] }))).toBe('scores-inconsistent');
    const prng = s.prng as { key: string; position: number };
    expect(code(parseGameState({ ...s, prng: { ...prng, position: prng.position + 1 } }))).toBe('bad-prng');
    const setup = s.setup as { prng: { key: string } };
    const other = { ...setup, prng: { key: `${setup.prng.key.slice(0, 63)}${setup.prng.key.endsWith('0') ? '1' : '0'}`, position: 0 } };
    expect(code(parseGameState({ ...s, setup: other }))).toBe('bad-history');
    expect(code(parseGameState({ ...s, turn: 1 - (s.turn as number) }))).toBe('bad-turn');
  });

  it('a seeded game saved as a replay game (where a stated rack would set any rack) is refused; createGame makes no seeded replay game', () => {
    const s = json(seeded());
    expect(code(parseGameState({ ...s, replay: true }))).toBe('bad-format');
    expect(code(createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 'trust', replay: true }))).toBe('bad-options');
    // Without a seed or a bag, a replay game takes the set in alphabet order, not a random key.
    const replay = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], replay: true });
    expect(replay.ok && replay.value.prng).toBe(null);
    if (replay.ok) expect(parseGameState(json(replay.value))).toEqual({ ok: true, value: replay.value });
  });

  it('a rule set with a huge letter in a saved state gives a short message', () => {
    const s = json(seeded());
    const rules = s.rules as RuleSet;
    const forged = { ...s, rules: { ...rules, tiles: { ...rules.tiles, letters: [{ ...rules.tiles.letters[0]!, letter: 'x'.repeat(1_000_000) }, ...rules.tiles.letters.slice(1)] } } };
    for (const r of [parseGameState(forged), createGame({ rules: forged.rules as never, players: ['Anna'] })]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeLessThan(200);
    }
  });

  it('the seat -0 is seat 0: the state reads back equal', () => {
    const s = must(seeded(), { type: 'pass', player: -0 + (seeded().turn as number) }).state;
    const after = must(knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']), { type: 'pass', player: -0 }).state;
    for (const state of [s, after]) {
      const loaded = parseGameState(json(state));
      expect(loaded.ok).toBe(true);
      if (loaded.ok) expect(Object.is((loaded.value.history.at(-1) as { player?: number }).player, -0)).toBe(false);
      expect(Object.is((state.history.at(-1) as { player?: number }).player, -0)).toBe(false);
    }
  });

  it('hostile input: huge strings and deep nesting give the same short error, never an echo', () => {
    const huge = 'x'.repeat(20_000_000);
    const s = json(seeded());
    for (const bad of [
      { ...s, players: [huge, 'Ben'] }, { ...s, bag: [huge] }, { ...s, format: huge }, { ...s, history: [{ type: huge }] },
      { ...s, board: { ...(s.board as object), cells: [huge] } },
    ]) {
      const r = parseGameState(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeLessThan(200);
    }
    let deep: unknown = s;
    for (let i = 0; i < 100_000; i++) deep = { history: [deep] };
    const r = parseGameState({ ...s, history: [deep] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeLessThan(200);
  });
});

describe('allowedActions', () => {
  it('says which actions each player may take now and why not', () => {
    const s = knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
    const anna = allowedActions(s, 0);
    expect(anna.play).toEqual({ allowed: true });
    expect(anna.exchange.allowed).toBe(true);
    expect(anna.pass.allowed).toBe(true);
    expect(anna.challenge.allowed).toBe(false);
    expect(anna.resign.allowed).toBe(true);
    const ben = allowedActions(s, 1);
    expect(ben.play).toMatchObject({ allowed: false, reason: expect.stringMatching(/turn/) });
    const after = must(s, { type: 'play', player: 0, move: '8D GRÜNDE' }).state;
    expect(allowedActions(after, 1).challenge.allowed).toBe(true);
    expect(allowedActions(after, 1).accept.allowed).toBe(true);
    expect(allowedActions(after, 0).challenge).toMatchObject({ allowed: false });
    expect(allowedActions(after, 0).draw).toMatchObject({ allowed: false });
  });

  it('agrees with the reducer: an allowed pass, exchange or resign is accepted, a refused one refused', () => {
    for (const s of [played(), seeded(), knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS'])]) {
      for (const player of [0, 1]) {
        const allowed = allowedActions(s, player);
        expect(applyAction(s, { type: 'pass', player }).ok).toBe(allowed.pass.allowed);
        expect(applyAction(s, { type: 'exchange', player, tiles: s.racks[player]!.slice(0, 1) }).ok).toBe(allowed.exchange.allowed);
        expect(applyAction(s, { type: 'resign', player }).ok).toBe(allowed.resign.allowed);
      }
    }
  });

  it('a finished game, a seat that does not exist or something else: nothing is allowed', () => {
    const over = must(seeded(), { type: 'resign', player: 0 }).state;
    expect(Object.values(allowedActions(over, 0)).every((a) => !a.allowed)).toBe(true);
    expect(allowedActions(seeded(), 5).play.allowed).toBe(false);
    expect(allowedActions(null as never, 0).play.allowed).toBe(false);
  });
});

describe('unseenTiles', () => {
  it('counts the tiles neither on the board nor on the viewer\'s rack, from the view alone', () => {
    const s = played();
    const view = viewFor(s, 1);
    const unseen = unseenTiles(view);
    const total = Object.values(unseen).reduce((a, b) => a + b, 0);
    expect(total).toBe(s.bag.length + s.racks[0]!.length);
    const expected: Record<string, number> = {};
    for (const t of [...s.bag, ...s.racks[0]!]) expected[t] = (expected[t] ?? 0) + 1;
    for (const [letter, n] of Object.entries(unseen)) expect(n).toBe(expected[letter] ?? 0);
  });

  it('is empty for something that is not a view', () => {
    expect(unseenTiles(null as never)).toEqual({});
  });
});

describe('resign', () => {
  it('ends the game, the resigning player loses, recorded in the history and in GCG', () => {
    const s = seeded();
    const r = must(s, { type: 'resign', player: 1 });
    expect(r.events.map((e) => e.type)).toEqual(['resigned', 'game-ended']);
    expect(r.state.phase).toBe('over');
    expect(r.state.result).toMatchObject({ reason: 'resigned', winners: [0] });
    expect(parseGameState(json(r.state))).toEqual({ ok: true, value: r.state });
    const record = gameToGcg(r.state);
    const text = makeGcg(record);
    expect(text).toMatch(/#note Ben resigned/);
    const back = parseGcg(text);
    expect(back.ok && back.value.record).toEqual(record);
  });

  it('the resigning player loses even when ahead', () => {
    const s = played();
    const leader = s.scores[0]! > s.scores[1]! ? 0 : 1;
    const r = must(s, { type: 'resign', player: leader }).state;
    expect(r.result?.winners).toEqual([1 - leader]);
  });
});

describe('undo', () => {
  it('takes actions back one by one to the positions before them (bag shuffled again), by replay', () => {
    let s = knownGame({ ...GERMAN, takebacks: 'free' }, [...'GRÜNDEX', ...'HUNDEAS']);
    const states = [s];
    for (const action of [
      { type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'accept', player: 1 }, { type: 'pass', player: 1 }, { type: 'exchange', player: 0, tiles: ['X'] },
    ] as const) {
      s = must(s, action).state;
      states.push(s);
    }
    let back = s;
    for (let i = states.length - 1; i > 0; i--) {
      const r = undo(back);
      if (!r.ok) throw new Error(r.error.message);
      back = r.value;
      for (const field of ['board', 'racks', 'scores', 'turn', 'phase', 'pending', 'counters'] as const) expect(back[field]).toEqual(states[i - 1]![field]);
      expect(back.history.at(-1)).toMatchObject({ type: 'undone', requester: null });
    }
    expect(code(undo(back))).toBe('nothing-to-undo');
  });

  it('is refused in rated rule sets (no takebacks)', () => {
    const rated: RuleSet = TOURNAMENT;
    const g = createGame({ rules: rated, players: ['A', 'B'], seed: 'rated' });
    if (!g.ok) throw new Error();
    const s = must(g.value, { type: 'pass', player: g.value.turn }).state;
    expect(code(undo(s))).toBe('takebacks-not-allowed');
    expect(code(undo({ ...s, rules: { ...ENGLISH, takebacks: false } }))).toBe('takebacks-not-allowed');
    expect(code(undo(null as never))).toBe('bad-state');
  });
});

describe('describeEvent', () => {
  it('one line per event in German, Dutch and English', () => {
    const s = must(knownGame(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']), { type: 'play', player: 0, move: '8D GRÜNDE' });
    const e = s.events[0]!;
    const names = ['Anna', 'Ben'];
    expect(describeEvent(e, 'de', names)).toBe('Anna legt GRÜNDE auf 8D für 28 Punkte');
    expect(describeEvent(e, 'nl', names)).toBe('Anna legt GRÜNDE op 8D voor 28 punten');
    expect(describeEvent(e, 'en', names)).toBe('Anna plays GRÜNDE at 8D for 28 points');
    expect(describeEvent(e, 'de')).toBe('Spieler 1 legt GRÜNDE auf 8D für 28 Punkte');
  });

  it('describes every event of a game in every language, never empty, never throwing', () => {
    const s = must(played(), { type: 'resign', player: 0 }).state;
    for (const locale of ['de', 'nl', 'en'] as const) {
      for (const e of s.history) {
        const text = describeEvent(e, locale, s.players);
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN/);
      }
    }
    expect(describeEvent(null as never, 'de')).toBe('Unbekanntes Ereignis');
  });
});
