/** parseGameState of Duplicate: altered or hostile saved states give typed errors. */
import { describe, expect, it } from 'vitest';
import { allTiles, arrangeBag, buildLexicon, emptyBoard, generateMoves, GERMAN, shuffled } from '../../src/index.js';
import {
  createGame, duplicateBot, parseGameState, viewFor, DUPLICATE_STATE_FORMAT, LEGACY_DUPLICATE_STATE_FORMAT, type DuplicateState,
} from '../../src/duplicate/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { knownDuplicate, must, wordSet } from './helpers.js';

const lexicon = wordSet(['GRÜNDE', 'HUNDE', 'HASTE']);
const options = { lexicon };
let played: DuplicateState = knownDuplicate([...'GRÜNDE?', ...'HUNDST', ...'EARE']);
played = must(played, { type: 'submit', player: 0, move: '8D GRÜNDE' }, options);
played = must(played, { type: 'submit', player: 1, move: '8H GRÜNDE' }, options);
played = must(played, { type: 'submit', player: 2, move: null }, options);
played = must(played, { type: 'submit', player: 1, move: 'I4 hUND.' }, options);
played = must(played, { type: 'end-round' }, options);
played = must(played, { type: 'submit', player: 2, move: '4I .ASTE' }, options);

const saved = (): unknown => JSON.parse(JSON.stringify(played)) as unknown;

/** The saved state with the value at a path replaced (`fn` gets the old value). */
function edit(path: readonly (string | number)[], fn: (old: unknown, state: unknown) => unknown): unknown {
  const root = saved();
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  at[last] = fn(at[last], root);
  return root;
}

/** A value of the saved state at a path. */
function at(state: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce((v, k) => (v as Record<string | number, unknown>)[k], state);
}

function code(json: unknown, withLexicon = false): string | null {
  const r = parseGameState(json, withLexicon ? options : {});
  return r.ok ? null : r.error.code;
}

describe('Duplicate parseGameState refuses', () => {
  it('reads the untouched state', () => {
    expect(parseGameState(saved(), options)).toEqual({ ok: true, value: played });
  });

  it.each([
    ['not an object', () => 42, 'not-an-object'],
    ['another format', () => edit(['format'], () => 'scrabble-engine/game@2'), 'bad-format'],
    ['a total raised', () => edit(['scores', 0], (v) => Number(v) + 10), 'scores-inconsistent'],
    ['a round\'s score raised', () => edit(['rounds', 0, 'submissions', 1, 'score'], () => 40), 'scores-inconsistent'],
    ['a weaker move on the board', () => edit(['rounds', 0, 'top'], (_, s) => ({ ...(at(s, ['rounds', 0, 'submissions', 1]) as object), player: 1 })), 'bad-round'],
    ['a tile added to the board', () => edit(['board', 'cells', 0], () => 'Q'), 'tiles-not-conserved'],
    ['a board tile swapped with the bag', () => edit(['board', 'cells', 3 + 7 * 15], (_, s) => {
      const bag = at(s, ['bag']) as string[];
      const other = bag.find((t) => t !== 'G')!;
      bag[bag.indexOf(other)] = 'G';
      return other;
    }), 'board-inconsistent'],
    ['a blank replaced by another letter', () => edit(['rounds', 1, 'replaced', 0, 'letter'], () => 'X'), 'bad-round'],
    ['an open submission off the rack', () => edit(['submissions', 2, 'move', 'tiles', 1, 'letter'], () => 'Q'), 'bad-submission'],
    ['a forged generator', () => edit(['prng'], () => ({ key: 'x', position: 0 })), 'bad-prng'],
    ['too many rounds', () => edit(['rounds'], (r) => new Array(500).fill((r as unknown[])[0])), 'too-large'],
    ['a finished game without its end', () => edit(['phase'], () => 'over'), 'bad-submission'],
  ])('%s', (_, make, expected) => {
    expect(code(make())).toBe(expected);
  });

  it('a move the lexicon refuses, saved as admissible, when the lexicon is given', () => {
    expect(code(saved(), true)).toBeNull();
    const r = parseGameState(saved(), { lexicon: wordSet(['GRÜNDE', 'HUNDE']) });
    expect(r.ok ? null : r.error.code).toBe('bad-submission');
  });
});

describe('Duplicate on hostile input', () => {
  it('results and the record of a state not read by parseGameState: bounded work, and no throw on fields that throw', async () => {
    const { duplicateRecord, makeDuplicateRecord, results } = await import('../../src/duplicate/index.js');
    // More players than a game can have (a ranking over all of them was quadratic: 200,000 would take minutes).
    const crowded = { ...played, players: new Array<string>(200_000).fill('E'), scores: new Array<number>(200_000).fill(0) };
    expect(results(crowded).players).toEqual([]);
    expect(makeDuplicateRecord(crowded)).toBe('');
    const throwing = new Proxy({}, { get: () => { throw new Error('read'); } });
    expect(duplicateRecord(throwing as never).rounds).toEqual([]);
    expect(makeDuplicateRecord(throwing as never)).toBe('');
  });


  it('applyAction and parseGameState never throw and answer with a known code', async () => {
    const fc = (await import('fast-check')).default;
    const { applyAction, DUPLICATE_ACTION_ERROR_CODES, DUPLICATE_STATE_ERROR_CODES } = await import('../../src/duplicate/index.js');
    fc.assert(fc.property(fc.anything(), (value) => {
      const r = applyAction(played, value as never, options);
      if (!r.ok) expect(DUPLICATE_ACTION_ERROR_CODES).toContain(r.error.code);
      const s = parseGameState(value);
      expect(s.ok).toBe(false);
      if (!s.ok) expect(DUPLICATE_STATE_ERROR_CODES).toContain(s.error.code);
      const garbage = applyAction(value as never, { type: 'end-round' }, options);
      expect(garbage.ok ? null : garbage.error.code).toBe('bad-state');
    }), { numRuns: 300 });
  });
});

describe('Duplicate saved states replay their draws from the setup', () => {
  const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  const compact = built.value.lexicon;

  /** A seeded game of two bots, after `rounds` closed rounds (or its end); with seed 'e' a blank is replaced in the first four rounds. */
  function seededAfter(rounds: number, seed = 'e'): DuplicateState {
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed, boardMove: 'best-possible', lexicon: compact });
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    const bot = duplicateBot(compact, { rank: 2 });
    while (state.phase !== 'over' && state.rounds.length < rounds) {
      const seat = state.submissions.findIndex((s) => s === null);
      state = must(state, bot(viewFor(state, seat)), { lexicon: compact });
    }
    return state;
  }

  const seeded = seededAfter(4);
  const copy = (): Record<string, unknown> => JSON.parse(JSON.stringify(seeded)) as Record<string, unknown>;
  const read = (json: unknown): string | null => {
    const r = parseGameState(json, { lexicon: compact });
    return r.ok ? null : r.error.code;
  };

  it('a new game records its setup: the generator state before the shuffle, or the bag given', () => {
    expect(seeded.format).toBe(DUPLICATE_STATE_FORMAT);
    expect(seeded.rounds).toHaveLength(4);
    expect(seeded.phase).toBe('round');
    expect(seeded.rounds.some((r) => r.replaced.length > 0)).toBe(true);
    expect(seeded.setup).toEqual({ prng: { key: expect.any(String) as unknown, position: 0 }, bag: null });
    const arranged = arrangeBag(GERMAN, [...'GRÜNDE?']);
    if (!arranged.ok) throw new Error(arranged.error.message);
    expect(knownDuplicate([...'GRÜNDE?']).setup).toEqual({ prng: null, bag: arranged.value });
    expect(parseGameState(copy(), { lexicon: compact })).toEqual({ ok: true, value: seeded });
  });

  it('refuses a bag put in another order, though it holds the same tiles', () => {
    const swapped = (json: Record<string, unknown>): Record<string, unknown> => {
      const bag = json.bag as string[];
      const at = bag.findIndex((t) => t !== bag[0]);
      [bag[0], bag[at]] = [bag[at]!, bag[0]!];
      return json;
    };
    expect(read(swapped(copy()))).toBe('bad-bag');
    expect(code(edit(['bag'], (b) => [...(b as string[])].reverse()))).toBe('bad-bag');
  });

  it('refuses a rack the bag did not give, a generator moved on and a setup changed', () => {
    const rack = copy();
    const tiles = rack.rack as string[];
    const bag = rack.bag as string[];
    // The last tile of the rack was drawn after the last round (kept tiles come first).
    const last = tiles.length - 1;
    const other = bag.findIndex((t) => t !== tiles[last]);
    [tiles[last], bag[other]] = [bag[other]!, tiles[last]!];
    expect(read(rack)).toBe('bad-tiles');
    const moved = copy();
    moved.prng = { ...(moved.prng as object), position: (seeded.prng?.position ?? 0) + 1 };
    expect(read(moved)).toBe('bad-prng');
    const otherSeed = seededAfter(0, 'another seed');
    const reseeded = copy();
    reseeded.setup = otherSeed.setup;
    expect(read(reseeded)).toBe('bad-round');
  });

  it('refuses a setup of the wrong shape', () => {
    const cases: [string, (setup: Record<string, unknown>) => unknown][] = [
      ['missing', () => undefined],
      ['neither generator nor bag', () => ({ prng: null, bag: null })],
      ['both', (s) => ({ ...s, bag: [] })],
      ['a generator already used', (s) => ({ ...s, prng: { ...(s.prng as object), position: 3 } })],
      ['not a generator', (s) => ({ ...s, prng: 42 })],
    ];
    for (const [, change] of cases) {
      const json = copy();
      json.setup = change(json.setup as Record<string, unknown>);
      expect(read(json)).toBe('bad-setup');
    }
    expect(code(edit(['setup', 'bag'], (b) => (b as string[]).slice(1)))).toBe('bad-setup');
    expect(code(edit(['setup', 'bag', 0], () => 'Q'))).toBe('bad-setup');
    expect(code(edit(['setup', 'bag', 0], () => '1'))).toBe('bad-setup');
    expect(code(edit(['setup', 'bag'], () => 'nope'))).toBe('bad-setup');
    expect(code(edit(['setup', 'bag'], (b) => [...(b as string[]), 'A']))).toBe('bad-setup');
  });

  it('reads a state of the earlier format, without a setup, and plays it on in that format', () => {
    const legacy = copy();
    legacy.format = LEGACY_DUPLICATE_STATE_FORMAT;
    delete legacy.setup;
    const r = parseGameState(legacy, { lexicon: compact });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ ...seeded, format: LEGACY_DUPLICATE_STATE_FORMAT, setup: null });
    const seat = r.value.submissions.findIndex((s) => s === null);
    const next = must(r.value, duplicateBot(compact)(viewFor(r.value, seat)), { lexicon: compact });
    expect(next.format).toBe(LEGACY_DUPLICATE_STATE_FORMAT);
    expect(parseGameState(JSON.parse(JSON.stringify(next)), { lexicon: compact })).toEqual({ ok: true, value: next });
    const withSetup = { ...legacy, setup: seeded.setup };
    expect(read(withSetup)).toBe('bad-setup');
  });

  it('judges the generator\'s board move again: its words, and that no move scores more', () => {
    /** A round played under the best-submitted rule, then saved as if the move generator had found Anna's move. */
    const savedAsGenerated = (move: string | DuplicateState['rounds'][number]['submissions'][number]['move'], words: { has(word: string): boolean }): unknown => {
      let game = knownDuplicate([...'HUNDTEA']);
      game = must(game, { type: 'submit', player: 0, move } as never, { lexicon: words });
      game = must(game, { type: 'submit', player: 1, move: null }, { lexicon: words });
      game = must(game, { type: 'submit', player: 2, move: null }, { lexicon: words });
      const json = JSON.parse(JSON.stringify(game)) as { boardMove: string; scores: number[]; rounds: { top: { player: number | null }; submissions: unknown[] }[] };
      json.boardMove = 'best-possible';
      json.rounds[0]!.top.player = null;
      json.rounds[0]!.submissions[0] = { move: null, score: 0 };
      json.scores[0] = 0;
      return json;
    };
    const read = (json: unknown) => {
      const r = parseGameState(json, { lexicon: compact });
      return r.ok ? 'ok' : r.error.code;
    };
    // A placement that is no word, saved as admissible.
    expect(read(savedAsGenerated('8H HTU', { has: () => true }))).toBe('bad-submission');
    // A word, but not the best move of the round.
    const moves = generateMoves(emptyBoard(GERMAN), [...'HUNDTEA'], GERMAN, compact);
    if (!moves.ok) throw new Error(moves.error.message);
    const top = moves.value[0]!;
    const weaker = moves.value.find((m) => m.score < top.score)!;
    expect(read(savedAsGenerated(weaker.move, compact))).toBe('bad-round');
    expect(read(savedAsGenerated(top.move, compact))).toBe('ok');
  });

  it('with seeded: true, accepts only games whose bag the generator shuffled', () => {
    expect(parseGameState(copy(), { lexicon: compact, seeded: true })).toEqual({ ok: true, value: seeded });
    const given = parseGameState(saved(), { seeded: true });
    expect(given.ok ? null : given.error.code).toBe('bad-setup');
    const legacy = copy();
    legacy.format = LEGACY_DUPLICATE_STATE_FORMAT;
    delete legacy.setup;
    expect(parseGameState(legacy, { lexicon: compact }).ok).toBe(true);
    const downgraded = parseGameState(legacy, { lexicon: compact, seeded: true });
    expect(downgraded.ok ? null : downgraded.error.code).toBe('bad-setup');
    // A seeded game rewritten as a game with a given bag order that agrees with the racks drawn so
    // far, the rest of the bag in an order of the editor's choosing: refused with the option.
    const [shuffledBag] = shuffled(allTiles(GERMAN.tiles), seeded.setup!.prng!);
    const drawn = shuffledBag.length - seeded.bag.length;
    const rest = [...seeded.bag].reverse();
    const rewritten = { ...copy(), setup: { prng: null, bag: [...shuffledBag.slice(0, drawn), ...rest] }, prng: null, bag: rest };
    const refused = parseGameState(rewritten, { lexicon: compact, seeded: true });
    expect(refused.ok ? null : refused.error.code).toBe('bad-setup');
  });

  it('keeps the setup out of every view', () => {
    expect(JSON.stringify(viewFor(seeded, 0))).not.toContain(seeded.setup!.prng!.key);
    expect(JSON.stringify(viewFor(seeded, null))).not.toContain(seeded.setup!.prng!.key);
  });
});
