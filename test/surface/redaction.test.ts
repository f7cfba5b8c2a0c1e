/**
 * The events a server sends each seat (`redactEvent` of what `applyAction` returned) tell that
 * seat exactly what its view's history tells it, never more: no other player's drawn or exchanged
 * tiles in the classic game, no other player's entry of the round still open in Würfel.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, buildLexicon, createGame, GERMAN, redactEvent, viewFor, type GameEvent, type GameState } from '../../src/index.js';
import * as wuerfel from '../../src/wuerfel/index.js';
import { fixtureWords } from '../movegen/helpers.js';
import { playOut } from '../game/helpers.js';
import { randomGame } from '../wuerfel/helpers.js';

const built = buildLexicon(fixtureWords('de-small.txt'), GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

/** Whether a classic event shows tiles of `player` that only `player` may see. */
function showsHiddenTiles(e: GameEvent, seat: number): boolean {
  if (e.type === 'tiles-drawn' || e.type === 'tiles-exchanged') return e.player !== seat && 'tiles' in e;
  if (e.type === 'rack-set') return e.player !== seat && ('returned' in e || 'taken' in e);
  return false;
}

describe('classic redactEvent', () => {
  it.each([1, 2, 3])('game %i: each seat\'s events are its view\'s news, with no other player\'s tiles', (seed) => {
    const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Cem'], seed: `redaction ${seed}` });
    if (!game.ok) throw new Error(game.error.message);
    let n = seed;
    const { actions } = playOut(game.value, () => (n = (n * 1103515245 + 12345) % 2147483648), { lexicon });
    let state: GameState = game.value;
    let hiddenDraws = 0;
    for (const action of actions) {
      const r = applyAction(state, action, { lexicon });
      if (!r.ok) throw new Error(r.error.code);
      const { events } = r.value;
      state = r.value.state;
      for (const seat of [0, 1, 2]) {
        const sent = events.map((e) => redactEvent(e, seat));
        expect(viewFor(state, seat).history.slice(-events.length)).toEqual(sent);
        for (const e of sent) expect(showsHiddenTiles(e, seat)).toBe(false);
        hiddenDraws += events.filter((e) => showsHiddenTiles(e, seat)).length;
      }
    }
    // The raw events did hold other players' tiles: the redaction had something to hide.
    expect(hiddenDraws).toBeGreaterThan(0);
  });
});

describe('Würfel redactEvent', () => {
  it.each([1, 2, 3])('game %i: another player\'s entry stays hidden until its round ends', (seed) => {
    const created = wuerfel.createGame({ players: ['Anna', 'Ben', 'Cem'], seed });
    if (!created.ok) throw new Error(created.error.message);
    const states = randomGame(created.value, seed);
    let hidden = 0;
    for (let i = 1; i < states.length; i++) {
      const next = states[i]!;
      const events = next.history.slice(states[i - 1]!.history.length);
      for (const seat of [0, 1, 2]) {
        const sent = events.map((e) => wuerfel.redactEvent(e, seat, next));
        expect(wuerfel.viewFor(next, seat).history.slice(-events.length)).toEqual(sent);
        for (const [k, e] of sent.entries()) {
          const raw = events[k]!;
          const open = next.phase !== 'over' && 'round' in raw && raw.round === next.round;
          if ((raw.type === 'word-written' || raw.type === 'slot-struck') && raw.player !== seat && open) {
            expect(e).toEqual({ type: 'entry-hidden', player: raw.player, round: raw.round });
            hidden++;
          } else {
            expect(e).toEqual(raw);
          }
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });
});
