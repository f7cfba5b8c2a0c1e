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

/** A German game of 100 turns: exchanges and passes from a seeded bag (the reducer's full path, no lexicon). */
function hundredTurns(engine: EngineModule): GameState {
  const created = engine.createGame({ rules: { ...engine.GERMAN, end: { ...engine.GERMAN.end, passRounds: 0 } }, players: ['Anna', 'Ben'], seed: 'bench 100 turns' });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  for (let turn = 0; turn < 100; turn++) {
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

  const state = hundredTurns(engine);
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
  printRows('Loading and checking a saved state', ['benchmark', 'median µs', 'events', 'JSON size'], [
    [load.name, (load.nsPerOp / 1000).toFixed(0), String(state.history.length), `${(text.length / 1024).toFixed(1)} KiB`],
    [fromText.name, (fromText.nsPerOp / 1000).toFixed(0), String(state.history.length), `${(text.length / 1024).toFixed(1)} KiB`],
  ]);
}
