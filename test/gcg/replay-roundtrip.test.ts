/**
 * Round trips: a game played through the reducer, written with gameToGcg, read back and replayed
 * with replayGcg ends in the same scores, board, racks and result, in a state that parseGameState loads. Bot games in German, Dutch IJ
 * and English; random games with challenges (upheld and failed), exchanges, passes and resignations
 * under every challenge rule, with two to four players.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUTCH_IJ, ENGLISH, GERMAN, TOURNAMENT, applyAction, arrangeBag, buildLexicon, createGame, gameToGcg, makeGcg, parseGameState, parseGcg, parseMove, replayGcg, verifyGcg,
  type Action, type GameState, type RuleSet,
} from '../../src/index.js';
import { greedyBot, playBotGame } from '../../src/bot/index.js';
import { findPlay } from '../game/helpers.js';
import { WORDS } from './helpers.js';

const sorted = (tiles: readonly string[]) => [...tiles].sort().join('');

/** Writes the game as GCG, reads it back, replays it and checks that the replay ends where the game did. */
function roundTrip(original: GameState, rules: RuleSet): void {
  const text = makeGcg(gameToGcg(original));
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = replayGcg(parsed.value, rules);
  if (!r.ok) throw new Error(`${text}\nline ${r.error.line}: ${r.error.code} ${r.error.reducerCode ?? ''} ${r.error.message}`);
  const replay = r.value;
  expect(replay.mismatches, text).toEqual([]);
  expect(replay.state.scores).toEqual(original.scores);
  expect(replay.state.board).toEqual(original.board);
  expect(replay.state.racks.map(sorted)).toEqual(original.racks.map(sorted));
  expect(sorted(replay.state.bag)).toBe(sorted(original.bag));
  expect(replay.state.phase).toBe(original.phase);
  expect(replay.state.result).toEqual(original.result);
  expect(replay.racksComplete).toBe(true);
  expect(replay.unknownTiles).toBe(0);
  expect(replay.recordedTotals).toEqual(original.scores);
  // The replayed state is one the reducer made from its setup: saved, it loads again.
  expect(parseGameState(JSON.parse(JSON.stringify(replay.state)))).toEqual({ ok: true, value: replay.state });
}

describe('bot games: game → gameToGcg → parseGcg → replayGcg gives the same game', () => {
  const short = (rules: RuleSet): RuleSet => ({ ...rules, end: { ...rules.end, scorelessTurns: 6 } });
  it.each([short(GERMAN), short(DUTCH_IJ), TOURNAMENT])('$id', (rules) => {
    const built = buildLexicon(WORDS[rules.id]!, rules);
    if (!built.ok) throw new Error(built.error.message);
    const bot = greedyBot(built.value.lexicon);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
      const game = playBotGame({ rules, players: ['Anna Bot', 'Ben Bot'], bots: [bot, bot], seed, lexicon: built.value.lexicon });
      if (!game.ok) throw new Error(game.error.message);
      roundTrip(game.value.state, rules);
    }), { numRuns: 15 });
  });
});

const RULE_SETS: readonly RuleSet[] = [
  GERMAN,
  DUTCH_IJ,
  TOURNAMENT,
  { ...GERMAN, id: 'german-never', wordCheck: 'never' },
  { ...ENGLISH, id: 'english-lose-turn', challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } },
  { ...TOURNAMENT, id: 'tournament-per-word', challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' } },
  { ...GERMAN, id: 'german-per-word', challenge: { penalty: 'challenger-loses-points', points: 3, per: 'word' } },
];

/**
 * Whether every play's notation reads back as its tiles. Random plays may put separate I and J
 * tiles side by side in the Dutch IJ set, which GCG notation writes like the IJ tile.
 */
function notationsReadBack(state: GameState): boolean {
  return state.history.every((e) => {
    if (e.type !== 'move-played') return true;
    const back = parseMove(e.notation, state.rules);
    return back.ok && back.value.tiles.length === e.move.tiles.length;
  });
}

/**
 * A random game with geometric plays (nonsense words), challenges both ways, exchanges and passes;
 * with `resigns`, in one game of five a player resigns (any player, at any point, even while a play
 * is open to a challenge).
 */
function randomGame(
  rules: RuleSet, players: number, seed: number, rolls: readonly number[], { exchanges = true, resigns = false, steps = 400 } = {},
): GameState {
  const created = createGame({ rules, players: ['Anna', 'Ben', 'Cora', 'Dirk'].slice(0, players), seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const first = rolls[0] ?? 0;
  const resignAt = resigns && first % 5 === 0 ? first % 120 : -1;
  for (let i = 0; i < steps && state.phase !== 'over'; i++) {
    const roll = rolls[i % rolls.length]! + i;
    const player = state.turn;
    const pending = state.pending;
    const goesOut = pending !== null && state.bag.length === 0 && state.racks[pending.player]?.length === 0;
    let action: Action = { type: 'pass', player };
    if (i === resignAt) {
      action = { type: 'resign', player: roll % players };
    } else if (pending !== null && (goesOut || roll % 4 === 0)) {
      const challenger = pending.player === player ? (player + 1) % players : player;
      const words = pending.words.slice(0, 1 + (roll % pending.words.length));
      action = roll % 3 === 0 ? { type: 'accept', player: challenger } : { type: 'challenge', player: challenger, valid: roll % 2 === 0, words };
    } else if (roll % 9 !== 0) {
      const move = findPlay(state, roll);
      if (move !== null) action = { type: 'play', player, move };
    } else if (exchanges && state.bag.length >= rules.exchange.minBagSize) {
      action = { type: 'exchange', player, tiles: (state.racks[player] ?? []).slice(0, 1 + (roll % 3)) };
    }
    const r = applyAction(state, action);
    const next = r.ok ? r : applyAction(state, { type: 'pass', player });
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    state = next.value.state;
  }
  return state;
}

describe('random games with challenges: the replay ends where the game did', () => {
  it.each(RULE_SETS)('$id', (rules) => {
    let resigned = 0;
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 40 }),
      (players, seed, rolls) => {
        const game = randomGame(rules, players, seed, rolls, { resigns: true });
        expect(notationsReadBack(game)).toBe(true);
        // Games may stop (after 400 actions) at a play that empties the rack with the bag empty,
        // still open to a challenge: the record notes it, and the replay leaves it open.
        roundTrip(game, rules);
        if (game.result?.reason === 'resigned') resigned++;
      },
    ), { numRuns: Number(process.env.REPLAY_RUNS ?? 25) });
    expect(resigned).toBeGreaterThan(0);
  });

  it('without exchanges every draw comes from the reconstructed bag order: no rack is set by the record', () => {
    fc.assert(fc.property(
      fc.constantFrom(...RULE_SETS), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 40 }),
      (rules, players, seed, rolls) => {
        const game = randomGame(rules, players, seed, rolls, { exchanges: false });
        expect(notationsReadBack(game)).toBe(true);
        const r = replayGcg(makeGcg(gameToGcg(game)), rules);
        expect(r.ok && [r.value.redraws, r.value.steps.some((s) => s.events.some((e) => e.type === 'rack-set'))]).toEqual([0, false]);
        expect(r.ok && r.value.state.scores).toEqual(game.scores);
      },
    ), { numRuns: 30 });
  });
});

describe('known answers: stated racks once the bag is empty', () => {
  // Exchanged tiles go back into a seeded game's bag at random, into a replay's bag at the back: the
  // reconstructed bag order can give the last tiles to the wrong player. A stated rack then takes
  // a tile the bag no longer holds from the rack of the player who drew it, who takes a tile given up.
  it.each([
    ['German, 3 players', GERMAN, 3, 66997, [3628, 9372, 0, 1464, 9986, 5022, 12, 0, 13]],
    ['Dutch IJ, 2 players', DUTCH_IJ, 2, 388517, [0, 9859, 3814, 10]],
  ] as const)('%s', (_, rules, players, seed, rolls) => {
    const game = randomGame(rules, players, seed, rolls);
    expect([game.phase, game.bag.length]).toEqual(['over', 0]);
    const r = replayGcg(makeGcg(gameToGcg(game)), rules);
    expect(r.ok && r.value.steps.some((s) => s.events.filter((e) => e.type === 'rack-set').length > 1)).toBe(true);
    roundTrip(game, rules);
  });
});

describe('known answers: a record that stops at the play that ends the game', () => {
  // Two players challenge each other's going-out plays until the game stops after 400 actions: Anna's
  // last play empties her rack with the bag empty and is still open to a challenge.
  const game = randomGame(GERMAN, 2, 0, [6067, 8565, 2921], { exchanges: false });
  const text = makeGcg(gameToGcg(game));

  it('is a game in progress when the record notes the play as still open', () => {
    expect([game.phase, game.bag.length, game.racks[game.pending?.player ?? -1]]).toEqual(['challenge-window', 0, []]);
    expect(text.endsWith('>Anna: DS 13C .SD +6 514\n#note still open to a challenge\n')).toBe(true);
    const r = replayGcg(text, GERMAN);
    expect(r.ok && [r.value.state.phase, r.value.state.pending?.player, r.value.state.scores]).toEqual(['challenge-window', 0, game.scores]);
    // As the property without exchanges demands: every draw from the reconstructed bag order.
    expect(r.ok && r.value.redraws).toBe(0);
    roundTrip(game, GERMAN);
  });

  it('is a finished game without the note (an archive record that leaves out the rack lines)', () => {
    const r = replayGcg(text.replace('#note still open to a challenge\n', ''), GERMAN);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.phase).toBe('over');
    expect(r.value.finalTotals).toEqual(game.scores);
    expect(r.value.uncounted).toEqual([{ player: 0, points: 4 }, { player: 1, points: -4 }]);
  });
});

describe('known answers: a turn lost while a play is open to a challenge (three players, lose-a-turn rule)', () => {
  const loseTurn = { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } as const;
  /** The replay of the game's record: no mismatch, the same scores, board, turn and open play (the bag's order past the racks is not in a record). */
  const replaysTo = (game: GameState, rules: RuleSet): void => {
    const text = makeGcg(gameToGcg(game));
    const r = replayGcg(text, rules);
    if (!r.ok) throw new Error(`${text}\nline ${r.error.line}: ${r.error.code} ${r.error.message}`);
    expect(r.value.mismatches).toEqual([]);
    expect([r.value.state.scores, r.value.state.board, r.value.state.turn, r.value.state.phase, r.value.state.pending]).toEqual([game.scores, game.board, game.turn, game.phase, game.pending]);
  };
  const play = (rules: RuleSet, racks: string[], actions: readonly Action[]): GameState => {
    const created = createGame({ rules, players: ['Anna', 'Ben', 'Cem'], racks: racks.map((r) => [...r]), firstPlayer: 0 });
    if (!created.ok) throw new Error(created.error.message);
    return actions.reduce((state, action) => {
      const next = applyAction(state, action);
      if (!next.ok) throw new Error(next.error.message);
      return next.value.state;
    }, created.value);
  };

  it('the play pending when the turn is lost was accepted as it began: the replay goes on from there', () => {
    const rules: RuleSet = { ...TOURNAMENT, challenge: loseTurn };
    const game = play(rules, ['CATDDDD', 'ATEGGGB', 'EEEEEEE'], [
      { type: 'play', player: 0, move: '8G CAT' }, { type: 'challenge', player: 2, valid: true }, { type: 'play', player: 1, move: 'I7 A.E' },
    ]);
    expect([game.turn, game.pending]).toEqual([0, null]);
    replaysTo(game, rules);
  });

  it('a play that went out stays open across the lost turn; its withdrawal is written right after it', () => {
    const counts: Record<string, number> = { A: 6, B: 3, C: 2, D: 3, E: 7, T: 2 };
    const rules: RuleSet = { ...ENGLISH, challenge: loseTurn, tiles: { ...ENGLISH.tiles, blanks: 0, letters: ENGLISH.tiles.letters.map((l) => ({ ...l, count: counts[l.letter] ?? 0 })) } };
    const game = play(rules, ['AAABBCC', 'EEEDDDT', 'AAAEEEE'], [
      { type: 'play', player: 0, move: '8G BA' }, { type: 'challenge', player: 2, valid: true },
      { type: 'play', player: 1, move: 'I2 EEEDDDT' }, { type: 'challenge', player: 0, valid: false },
    ]);
    expect(game.history.map((e) => e.type).slice(-3)).toEqual(['move-played', 'turn-lost', 'challenge-upheld']);
    const text = makeGcg(gameToGcg(game));
    expect(text).toMatch(/I2 EEEDDDT \+68 68\n>Ben: DDDEEET -- -68 0\n>Cem: AAAEEEE - \+0 0\n/);
    expect(verifyGcg(text, rules).findings).toEqual([]);
    replaysTo(game, rules);
  });
});

describe('known answers: an exchange of more tiles than the bag holds (a rule set that allows it)', () => {
  it('replays: the tiles go back first, then the new ones are drawn, as the reducer does it', () => {
    const counts: Record<string, number> = { A: 4, B: 3, C: 3, D: 3, E: 4 };
    const rules: RuleSet = {
      ...ENGLISH, exchange: { minBagSize: 1, upToBagSize: false },
      tiles: { ...ENGLISH.tiles, blanks: 0, letters: ENGLISH.tiles.letters.map((l) => ({ ...l, count: counts[l.letter] ?? 0 })) },
    };
    let checked = 0;
    for (let seed = 0; seed < 20; seed++) {
      const created = createGame({ rules, players: ['Anna', 'Ben'], seed });
      if (!created.ok) throw new Error(created.error.message);
      let game = created.value;
      const a = game.turn;
      expect(game.bag.length).toBe(3);
      for (const action of [{ type: 'exchange', player: a, tiles: game.racks[a]!.join('') }, { type: 'pass', player: 1 - a }] as const) {
        const next = applyAction(game, action);
        if (!next.ok) throw new Error(next.error.message);
        game = next.value.state;
      }
      const again = applyAction(game, { type: 'exchange', player: a, tiles: game.racks[a]![0]! });
      if (!again.ok) throw new Error(again.error.message);
      game = again.value.state;
      const r = replayGcg(makeGcg(gameToGcg(game)), rules);
      if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
      // The tile the last exchange drew is on no later line: the racks are not compared.
      expect([r.value.mismatches, r.value.state.scores, r.value.state.turn]).toEqual([[], game.scores, game.turn]);
      checked++;
    }
    expect(checked).toBe(20);
  });
});

describe('known answers: the turn limit', () => {
  it('a game the turn limit ended when the last play became final replays to the same end', () => {
    const rules: RuleSet = { ...GERMAN, turnLimit: 1 };
    const bag = arrangeBag(rules, [...'GRÜNDEX', ...'HUNDEAA']);
    if (!bag.ok) throw new Error(bag.error.message);
    const created = createGame({ rules, players: ['Anna', 'Ben'], bag: bag.value, firstPlayer: 0 });
    if (!created.ok) throw new Error(created.error.message);
    let game = created.value;
    for (const action of [
      { type: 'play', player: 0, move: '8D GRÜNDE' }, { type: 'play', player: 1, move: 'E7 H.NDE' }, { type: 'accept', player: 0 },
    ] as const) {
      const next = applyAction(game, action);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value.state;
    }
    expect([game.phase, game.result?.reason, game.scores]).toEqual(['over', 'turn-limit', [5, -1]]);
    roundTrip(game, rules);
  });
});

describe('known answers: a resignation', () => {
  it.each([
    ['while a play is open to a challenge', GERMAN, 2, 7, [11, 26, 5], 5, true],
    ['after exchanges, three players', DUTCH_IJ, 3, 8, [9, 44, 18, 900], 28, false],
  ] as const)('is read back from the record: %s', (_, rules, players, seed, rolls, steps, open) => {
    const cut = randomGame(rules, players, seed, rolls, { steps });
    expect([cut.phase !== 'over', cut.pending !== null]).toEqual([true, open]);
    const resigner = (cut.turn + 1) % players;
    const over = applyAction(cut, { type: 'resign', player: resigner });
    if (!over.ok) throw new Error(over.error.message);
    const text = makeGcg(gameToGcg(over.value.state));
    expect(text).toContain(`#note ${over.value.state.players[resigner]} resigned`);
    const r = replayGcg(text, rules);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.history.filter((e) => e.type === 'resigned')).toEqual([{ type: 'resigned', player: resigner }]);
    expect(r.value.state.result).toEqual(over.value.state.result);
    roundTrip(over.value.state, rules);
    // The verifier reads the same record as clean: the note and the racks left are no findings.
    const report = verifyGcg(text, rules);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('the racks left that no bag order gives are set before the resign action', () => {
    // Anna drew N and IJ last; the reconstructed bag order gives her P and IJ: her #rack1 line sets it right.
    const game = randomGame(DUTCH_IJ, 2, 0, [2095], { resigns: true });
    expect(game.result?.reason).toBe('resigned');
    const r = replayGcg(makeGcg(gameToGcg(game)), DUTCH_IJ);
    if (!r.ok) throw new Error(r.error.message);
    const last = r.value.steps[r.value.steps.length - 1]!;
    expect([last.action.type, last.events[0]]).toEqual(['resign', { type: 'rack-set', player: 0, returned: ['P'], taken: ['N'] }]);
    roundTrip(game, DUTCH_IJ);
  });

  // Resigned games the property once found with the racks left swapped between players (the racks
  // were handed over outside the reducer); each is played under the rule sets it failed for.
  it.each([
    [3, 385392, [7965, 2264, 3613, 7466, 1134, 0]],
    [3, 361378, [7965, 8956, 2000, 9390, 0, 2048, 1687, 7394, 1130, 3968]],
    [4, 328352, [6875, 1738, 1235, 5012]],
  ] as const)('found by the property: %i players, seed %i', (players, seed, rolls) => {
    for (const rules of [GERMAN, DUTCH_IJ, RULE_SETS.find((r) => r.id === 'german-per-word')!]) {
      const game = randomGame(rules, players, seed, rolls, { resigns: true });
      expect(game.result?.reason).toBe('resigned');
      roundTrip(game, rules);
    }
  });

  it('before the first move: the note on the whole game', () => {
    const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 5 });
    if (!created.ok) throw new Error(created.error.message);
    const over = applyAction(created.value, { type: 'resign', player: 0 });
    if (!over.ok) throw new Error(over.error.message);
    const text = makeGcg(gameToGcg(over.value.state));
    const r = replayGcg(text, GERMAN);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.phase).toBe('over');
    expect(r.value.state.result).toEqual({ reason: 'resigned', wentOut: null, adjustments: [0, 0], winners: [1] });
  });
});

describe('known answers: lost turns at the end of the bag', () => {
  const rules = RULE_SETS.find((r) => r.id === 'english-lose-turn')!;
  // Four players; the bag runs out while Cora loses turns after failed challenges: the racks on her
  // lost-turn lines are the only lines that say which tiles she drew last (I, T, E).
  const game = randomGame(rules, 4, 0, [473, 9919, 3065, 8709]);
  const text = makeGcg(gameToGcg(game));

  it('the racks on lost-turn lines count for the bag order: the replay ends with the racks of the game', () => {
    expect(game.racks.map(sorted)).toEqual(['DFILN', 'R', '?EIRTVW', '']);
    expect(text).toContain('>Cora: EIRTVW? - +0 189\n#note turn lost after a failed challenge');
    const r = replayGcg(text, rules);
    expect(r.ok && r.value.state.racks.map(sorted)).toEqual(['DFILN', 'R', '?EIRTVW', '']);
    // Cora's rack, stated on a lost turn, is set before Dirk's next action as the reducer sets a
    // stated rack: the E she drew is on Dirk's rack, who takes her I (and the state still loads).
    expect(r.ok && r.value.steps.flatMap((s) => s.events.slice(0, 2)).filter((e) => e.type === 'rack-set' && e.player === 2)).toEqual([
      { type: 'rack-set', player: 2, returned: ['I'], taken: ['E'] },
    ]);
    roundTrip(game, rules);
  });

  it('a rack the record writes that the replay does not hold is a mismatch, even when the points agree', () => {
    // DEFLN counts 9 like DFILN: only the tiles disagree.
    const lines = text.split('\n');
    const endLine = lines.indexOf('>Anna: DFILN (DFILN) -9 310');
    expect(endLine).toBeGreaterThan(0);
    const changed = lines.map((l, i) => (i === endLine ? '>Anna: DFILN (DEFLN) -9 310' : l)).join('\n');
    const r = replayGcg(changed, rules);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.mismatches).toEqual([
      { line: endLine + 1, player: 0, kind: 'rack', recorded: 5, replayed: 5, racks: { recorded: 'DEFLN', replayed: 'DFILN' } },
    ]);
    expect(r.value.agrees).toBe(false);
  });

  it('a lost turn\'s rack that no bag order and no handover can make true is a mismatch', () => {
    // Cora's last lost turn writes eight tiles where she holds seven.
    const lines = text.split('\n');
    const last = lines.lastIndexOf('>Cora: EIRTVW? - +0 189');
    const changed = lines.map((l, i) => (i === last ? '>Cora: EIRTVW?? - +0 189' : l)).join('\n');
    const r = replayGcg(changed, rules);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.mismatches.filter((m) => m.kind === 'rack').map((m) => [m.line, m.player])).toContainEqual([last + 1, 2]);
    expect(r.value.agrees).toBe(false);
  });
});
