/**
 * The roller's actions: rolling (keeping any dice of the last roll), and stopping. After the
 * third roll, or when the roller stops, the faces showing are the round's letters.
 * Internal: `applyAction` calls these after the common checks.
 * @module
 */
import { isPrngState, randomBelow, type CryptoPrngState } from '../bag/prng.js';
import { err, ok, type Result } from '../result.js';
import type { RollAction, StopAction } from './actions.js';
import { DICE_COUNT, isFace } from './dice.js';
import type { WuerfelActionError } from './errors.js';
import type { WuerfelEvent } from './events.js';
import type { WuerfelState } from './state.js';

/**
 * Most rolls in a round.
 * @example
 * ```ts
 * import { MAX_ROLLS } from 'scrabble-engine/wuerfel';
 * MAX_ROLLS;   // 3
 * ```
 */
export const MAX_ROLLS = 3;

/** The refusal for a roller's action when the letters are already settled. */
function settledError(state: WuerfelState): WuerfelActionError {
  return state.roll.count >= MAX_ROLLS
    ? { code: 'no-rolls-left', message: `The dice have been rolled ${MAX_ROLLS} times: the letters are settled` }
    : { code: 'letters-settled', message: 'The roller has stopped: the letters are settled' };
}

/** Checks that the actor is this round's roller and the dice may still be rolled. */
function rollerMayAct(state: WuerfelState, player: number): WuerfelActionError | null {
  if (state.phase !== 'rolling') return settledError(state);
  if (player !== state.roller) {
    return { code: 'not-your-turn', message: `${state.players[state.roller] ?? 'Another player'} rolls this round` };
  }
  return null;
}

/** Checks the kept dice: distinct numbers 0–6, and only after a first roll. */
function readKeep(state: WuerfelState, keep: readonly number[] | undefined): Result<Set<number>, WuerfelActionError> {
  const kept = new Set<number>();
  if (keep === undefined || keep.length === 0) return ok(kept);
  if (state.roll.faces === null) return err({ code: 'bad-keep', message: 'Nothing has been rolled yet, so no dice can be kept' });
  for (const d of keep) {
    if (!(Number.isInteger(d) && d >= 0 && d < DICE_COUNT)) return err({ code: 'bad-keep', message: `Dice are numbered 0 to ${DICE_COUNT - 1}` });
    if (kept.has(d)) return err({ code: 'bad-keep', message: `Die ${d} is kept twice` });
    kept.add(d);
  }
  return ok(kept);
}

/** The faces stated by a replay roll, checked against the dice and the kept faces. */
function statedFaces(state: WuerfelState, action: RollAction, kept: ReadonlySet<number>): Result<string[], WuerfelActionError> {
  const { faces } = action;
  if (faces === undefined) return err({ code: 'faces-required', message: 'In a replay game every roll states the faces shown' });
  const { dice, tiles } = state.settings;
  const out: string[] = [];
  for (let d = 0; d < DICE_COUNT; d++) {
    const face = faces[d]!;
    if (!isFace(tiles, face) || !(dice[d] ?? []).includes(face)) {
      return err({ code: 'bad-faces', message: `Die ${d} has no face ${JSON.stringify(String(face).slice(0, 4))}` });
    }
    if (kept.has(d) && face !== state.roll.faces?.[d]) {
      return err({ code: 'bad-faces', message: `Die ${d} was kept, so it still shows ${state.roll.faces?.[d] ?? '?'}` });
    }
    out.push(face);
  }
  return ok(out);
}

/** The state with the letters settled (and the event that says so). */
function settle(state: WuerfelState, faces: readonly string[], by: 'stop' | 'third-roll', events: WuerfelEvent[]): WuerfelState {
  events.push({ type: 'letters-settled', round: state.round, faces, by });
  return { ...state, phase: 'writing', roll: { count: state.roll.count, faces, settled: true } };
}

/** A roll of the dice not kept; the third roll settles the letters. */
export function rollDice(state: WuerfelState, action: RollAction, events: WuerfelEvent[]): Result<WuerfelState, WuerfelActionError> {
  const refusal = rollerMayAct(state, action.player);
  if (refusal !== null) return err(refusal);
  const kept = readKeep(state, action.keep);
  if (!kept.ok) return kept;
  let faces: string[];
  let prng = state.prng;
  if (state.settings.replay) {
    const stated = statedFaces(state, action, kept.value);
    if (!stated.ok) return stated;
    faces = stated.value;
  } else {
    if (action.faces !== undefined) return err({ code: 'faces-not-allowed', message: 'The dice are rolled by the game; only replay games state the faces' });
    if (prng === null || !isPrngState(prng)) return err({ code: 'bad-state', message: 'The game has no generator state for the dice' });
    let generator: CryptoPrngState = prng;
    faces = [];
    for (let d = 0; d < DICE_COUNT; d++) {
      const die = state.settings.dice[d]!;
      if (kept.value.has(d)) {
        faces.push(state.roll.faces![d]!);
        continue;
      }
      const [k, next] = randomBelow(generator, die.length);
      generator = next;
      faces.push(die[k]!);
    }
    prng = generator;
  }
  const count = state.roll.count + 1;
  events.push({
    type: 'dice-rolled', player: action.player, round: state.round, roll: count,
    kept: [...kept.value].sort((a, b) => a - b), faces,
  });
  const rolled: WuerfelState = { ...state, prng, roll: { count, faces, settled: false } };
  return ok(count >= MAX_ROLLS ? settle(rolled, faces, 'third-roll', events) : rolled);
}

/** The roller settles the letters before the third roll. */
export function stopRolling(state: WuerfelState, action: StopAction, events: WuerfelEvent[]): Result<WuerfelState, WuerfelActionError> {
  const refusal = rollerMayAct(state, action.player);
  if (refusal !== null) return err(refusal);
  if (state.roll.faces === null) return err({ code: 'nothing-rolled', message: 'Roll at least once before stopping' });
  return ok(settle(state, state.roll.faces, 'stop', events));
}
