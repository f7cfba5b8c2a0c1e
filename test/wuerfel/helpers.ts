/** Helpers for the dice game's tests: apply-or-fail, and a random legal game driven by a seed. */
import { randomBelow, seedPrng, type PrngState } from '../../src/bag/prng.js';
import {
  applyAction, DICE_SLOTS, JOKER, type WuerfelAction, type WuerfelState, type Slot, type WuerfelOutcome,
} from '../../src/wuerfel/index.js';
import { freeCrosswordSlot } from '../../src/wuerfel/write.js';

/** Applies an action that must succeed. */
export function must(state: WuerfelState, action: WuerfelAction): WuerfelState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** Applies an action that must succeed, returning the outcome. */
export function outcome(state: WuerfelState, action: WuerfelAction, options?: Parameters<typeof applyAction>[2]): WuerfelOutcome {
  const r = applyAction(state, action, options);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A die that shows `face` on all six sides (for replay tests that choose their letters freely). */
export const ANY_FACE_DICE = (faces: readonly string[]): string[][] => faces.map((f) => [f, f, f, f, f, f]);

/** A small deterministic chooser for the random driver. */
class Chooser {
  constructor(private state: PrngState) {}
  below(n: number): number {
    const [k, next] = randomBelow(this.state, n);
    this.state = next;
    return k;
  }
  chance(p: number): boolean {
    return this.below(1000) < p * 1000;
  }
}

const LETTERS = 'ABCDEFGHIKLMNOPRSTUZ';

/** A letter for a joker (lower case), or the face's letter. */
function written(face: string, chooser: Chooser): string {
  return face === JOKER ? LETTERS[chooser.below(LETTERS.length)]!.toLowerCase() : face;
}

/** A random crossword move for the pad: the first word over the centre, later one tile beside the grid's tiles, sometimes a move that does not fit. */
function randomMove(state: WuerfelState, player: number, chooser: Chooser): string {
  const faces = state.roll.faces!;
  const pad = state.pads[player]!;
  const { rows, cols, cells } = pad.grid;
  const start = state.settings.layout.start;
  const order = [...faces.keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = chooser.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const count = 2 + chooser.below(faces.length - 1);
  const word = order.slice(0, count).map((d) => written(faces[d]!, chooser)).join('');
  if (cells.every((c) => c === null)) {
    const col = Math.max(0, start.col - chooser.below(count));
    return `${start.row + 1}${String.fromCharCode(65 + col)} ${word}`;
  }
  if (chooser.chance(0.15)) return `${1 + chooser.below(rows)}${String.fromCharCode(65 + chooser.below(cols))} ${word}`;
  const empties: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== null) continue;
    const r = Math.floor(i / cols);
    const c = i % cols;
    if ((c > 0 && cells[i - 1] !== null) || (c < cols - 1 && cells[i + 1] !== null) || (r > 0 && cells[i - cols] !== null) || (r < rows - 1 && cells[i + cols] !== null)) empties.push(i);
  }
  const at = empties[chooser.below(empties.length)]!;
  const letter = written(faces[order[0]!]!, chooser);
  return `${Math.floor(at / cols) + 1}${String.fromCharCode(65 + (at % cols))} ${letter}`;
}

/** A random entry for one player: a dice word (sometimes of the wrong length), a crossword move, or a strike. */
function randomEntry(state: WuerfelState, player: number, chooser: Chooser): WuerfelAction {
  const pad = state.pads[player]!;
  const free: Slot[] = DICE_SLOTS.filter((s) => pad.dice[s - 2] === null);
  if (freeCrosswordSlot(pad) >= 0) free.push('crossword');
  const slot = free[chooser.below(free.length)]!;
  if (chooser.chance(0.1)) return { type: 'strike', player, slot };
  const faces = state.roll.faces!;
  if (slot === 'crossword') return { type: 'write', player, slot, move: randomMove(state, player, chooser) };
  const length = chooser.chance(0.8) ? slot : 1 + chooser.below(faces.length);
  const dice = [...faces.keys()];
  for (let i = dice.length - 1; i > 0; i--) {
    const j = chooser.below(i + 1);
    [dice[i], dice[j]] = [dice[j]!, dice[i]!];
  }
  return { type: 'write', player, slot, word: dice.slice(0, length).map((d) => written(faces[d]!, chooser)).join('') };
}

/** The next action of a random legal game (the roller's rolls first, then the players in a random order). */
export function randomAction(state: WuerfelState, chooser: Chooser): WuerfelAction {
  if (state.phase === 'rolling') {
    const player = state.roller;
    if (state.roll.count > 0 && chooser.chance(0.3)) return { type: 'stop', player };
    const keep = state.roll.count === 0 ? [] : [...Array(7).keys()].filter(() => chooser.chance(0.4));
    return { type: 'roll', player, keep };
  }
  const waiting = state.written.flatMap((w, p) => (w ? [] : [p]));
  return randomEntry(state, waiting[chooser.below(waiting.length)]!, chooser);
}

/** Plays a whole random legal game; returns every state in order (the first is `start`). */
export function randomGame(start: WuerfelState, seed: number): WuerfelState[] {
  const chooser = new Chooser(seedPrng(seed));
  const states = [start];
  let state = start;
  for (let guard = 0; state.phase !== 'over' && guard < 1000; guard++) {
    state = must(state, randomAction(state, chooser));
    states.push(state);
  }
  return states;
}
