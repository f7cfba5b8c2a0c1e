/**
 * Trust benchmark: draws per second of the bag's generator (ChaCha20, 32-bit outputs and unbiased
 * draws below 100, beside the old 32-bit generator's rate measured in the same run), and the
 * microseconds to load and check a saved 100-turn state with `parseGameState` (shape checks and
 * the replay of the whole history from the setup).
 * @module
 */
import { loadEngine, type EngineModule } from './lib/engine.js';
import { consume, measure, printRows, printTable } from './lib/timing.js';
import type { GameState } from '../src/index.js';

/** A German game of `turns` turns: exchanges and passes from a seeded bag (the reducer's full path, no lexicon). */
function gameOfTurns(engine: EngineModule, turns: number): GameState {
  const created = engine.createGame({ rules: { ...engine.GERMAN, end: { ...engine.GERMAN.end, passRounds: 0 } }, players: ['Anna', 'Ben'], seed: 'bench 100 turns' });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  for (let turn = 0; turn < turns; turn++) {
    const player = state.turn;
    const rack = state.racks[player] ?? [];
    const action = turn % 3 === 2 ? { type: 'pass' as const, player } : { type: 'exchange' as const, player, tiles: rack.slice(0, 1 + (turn % 7)) };
    const next = engine.applyAction(state, action);
    if (!next.ok) throw new Error(`turn ${turn}: ${next.error.message}`);
    state = next.value.state;
  }
  return state;
}

export default async function run(): Promise<void> {
  const engine = await loadEngine();
  let crypto = engine.seedPrng('bench');
  let legacy = 12345;
  const BATCH = 1000;
  const rows = [
    measure('ChaCha20 nextUint32 (draws/s)', () => {
      let s = crypto;
      let sum = 0;
      for (let i = 0; i < BATCH; i++) {
        const [u, next] = engine.nextUint32(s);
        sum += u;
        s = next;
      }
      crypto = s;
      return sum;
    }, { opsPerCall: BATCH }),
    measure('ChaCha20 randomBelow(100) (draws/s)', () => {
      let s = crypto;
      let sum = 0;
      for (let i = 0; i < BATCH; i++) {
        const [k, next] = engine.randomBelow(s, 100);
        sum += k;
        s = next;
      }
      crypto = s;
      return sum;
    }, { opsPerCall: BATCH }),
    measure('old 32-bit generator nextUint32, reference (draws/s)', () => {
      let s = legacy;
      let sum = 0;
      for (let i = 0; i < BATCH; i++) {
        const [u, next] = engine.nextUint32(s);
        sum += u;
        s = next;
      }
      legacy = s;
      return sum;
    }, { opsPerCall: BATCH }),
    measure('shuffle of a full German bag (shuffles/s)', () => {
      const [bag, next] = engine.shuffled(engine.allTiles(engine.GERMAN.tiles), crypto);
      crypto = next;
      return bag.length;
    }),
  ];
  printTable('The bag generator', rows, 'draws/s');

  const state = gameOfTurns(engine, 100);
  const saved = JSON.parse(JSON.stringify(state)) as unknown;
  const check = engine.parseGameState(saved);
  if (!check.ok) throw new Error(`the saved state does not load: ${check.error.message}`);
  const load = measure('parseGameState of a saved 100-turn state', () => {
    const r = engine.parseGameState(saved);
    consume(r.ok);
    return r.ok ? 1 : 0;
  }, { runs: 7, minRunMs: 500 });
  const text = JSON.stringify(state);
  const fromText = measure('JSON.parse + parseGameState (the same state as text)', () => engine.parseGameState(JSON.parse(text)).ok, { runs: 7, minRunMs: 500 });
  // The check replays the history once: the time per event stays flat as histories grow.
  const long = gameOfTurns(engine, 2000);
  const longSaved = JSON.parse(JSON.stringify(long)) as unknown;
  const longLoad = measure('parseGameState of a saved 2,000-turn state', () => (engine.parseGameState(longSaved).ok ? 1 : 0), { runs: 5, minRunMs: 500 });
  const row = (name: string, nsPerOp: number, s: GameState, size: number): string[] => [
    name, (nsPerOp / 1000).toFixed(0), String(s.history.length), (nsPerOp / 1000 / s.history.length).toFixed(1), `${(size / 1024).toFixed(1)} KiB`,
  ];
  printRows('Loading and checking a saved state', ['benchmark', 'median µs', 'events', 'µs/event', 'JSON size'], [
    row(load.name, load.nsPerOp, state, text.length),
    row(fromText.name, fromText.nsPerOp, state, text.length),
    row(longLoad.name, longLoad.nsPerOp, long, JSON.stringify(long).length),
  ]);
}
