/**
 * The state a replay ends in is one the reducer made from the setup the replay records: saved as
 * JSON it loads with parseGameState (which replays its history and compares every field), and a
 * game in progress can be continued from it. Records of others (every rack, some, none) here; the
 * round trips of test/gcg/replay-roundtrip.test.ts (random games, racks stated on lost turns and at
 * resignations, set between actions) check it for every game too.
 */
import { describe, expect, it } from 'vitest';
import { GERMAN, applyAction, parseGameState, replayGcg, verifyGcg, type GameState, type RuleSet } from '../../src/index.js';
import { findPlay } from '../game/helpers.js';
import { fixture } from './helpers.js';

const json = (state: GameState): unknown => JSON.parse(JSON.stringify(state));

function replayed(text: string, rules?: RuleSet): GameState {
  const r = replayGcg(text, rules ?? verifyGcg(text).rules ?? 'guess');
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value.state;
}

const long = fixture('bot-german-long.gcg');

describe('replayed states load with parseGameState', () => {
  it.each([
    ['bot-german-long.gcg', long],
    ['english-constructs.gcg', fixture('english-constructs.gcg')],
    ['german-challenge.gcg', fixture('german-challenge.gcg')],
    ['dutch-ij.gcg', fixture('dutch-ij.gcg')],
    ['no racks for Ben', long.replace(/^>Ben: [^\s(]\S* /gm, '>Ben: ')],
    ['no racks at all', long.replace(/^(>\S+:) [^\s(]\S* /gm, '$1 ')],
    ['exchanges by count', long.replace(/^(>\S+:) (\S+) -(\S+) /gm, (_, who: string, rack: string, tiles: string) => `${who} ${rack} -${[...tiles].length} `)],
  ])('%s', (_, text) => {
    const state = replayed(text);
    expect(state.replay).toBe(true);
    expect(parseGameState(json(state))).toEqual({ ok: true, value: state });
  });

  it('a record of a game in progress continues from the loaded state', () => {
    const lines = long.split('\n');
    const firstHalf = lines.slice(0, lines.findIndex((l) => l.startsWith('>')) + 20).join('\n');
    const loaded = parseGameState(json(replayed(firstHalf, GERMAN)));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const state = loaded.value;
    expect(state.phase).not.toBe('over');
    const move = findPlay(state, 3);
    const next = applyAction(state, move === null ? { type: 'pass', player: state.turn } : { type: 'play', player: state.turn, move });
    expect(next.ok).toBe(true);
  });

  it('a changed rack-set event of a replayed state is refused', () => {
    const state = replayed(fixture('dutch-ij.gcg'));
    const history = state.history;
    const at = history.findIndex((e) => e.type === 'move-played');
    const forged = { ...state, history: [...history.slice(0, at), { type: 'rack-set', player: 0, returned: [], taken: ['Z'] }, ...history.slice(at)] };
    const r = parseGameState(json(forged as GameState));
    expect(!r.ok && r.error.code).toBe('bad-history');
  });
});
