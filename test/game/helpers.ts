/** Helpers for the game tests: running actions, freezing state, a small geometric play finder. */
import { expect } from 'vitest';
import {
  applyAction, arrangeBag, createGame, allTiles, GERMAN, validateMove, eventDeltas, BLANK,
  type Action, type ApplyOptions, type GameEvent, type GameOptions, type GameState, type Move, type PlacedTile, type RuleSet,
} from '../../src/index.js';

/** Applies an action that must succeed; returns the new state and the events. */
export function must(state: GameState, action: Action, options?: ApplyOptions): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(state, action, options);
  if (!r.ok) throw new Error(`${action.type} by ${action.player} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies actions that must all succeed. */
export function run(state: GameState, actions: readonly Action[], options?: ApplyOptions): GameState {
  return actions.reduce((s, a) => must(s, a, options).state, state);
}

/** A known game whose bag starts with the given tiles (the rest of the set follows in alphabet order). */
export function knownGame(rules: RuleSet, front: readonly string[], extra: Partial<GameOptions> = {}): GameState {
  const bag = arrangeBag(rules, front);
  if (!bag.ok) throw new Error(bag.error.message);
  const game = createGame({ rules, players: ['A', 'B'], bag: bag.value, firstPlayer: 0, ...extra });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** Freezes an object graph so that any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Every tile in the game: bag, racks, board (a blank on the board counts as `?`) and the tiles an open play replaced into the bag (set aside until it is final). */
export function tilesInGame(state: GameState): string[] {
  const board = state.board.cells.flatMap((c) => (c === null ? [] : [c === c.toUpperCase() ? c : BLANK]));
  const aside = state.rules.replacement === 'bag' ? (state.pending?.replaced ?? []).map((t) => t.letter) : [];
  return [...state.bag, ...state.racks.flat(), ...board, ...aside];
}

/** Checks the laws that hold after every step. */
export function checkInvariants(state: GameState): void {
  expect(tilesInGame(state).sort()).toEqual(allTiles(state.rules.tiles).sort());
  const sums = state.scores.map(() => 0);
  for (const e of state.history) eventDeltas(e, state.players.length).forEach((d, p) => { sums[p]! += d; });
  expect(sums).toEqual(state.scores);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  expect(state.phase === 'challenge-window').toBe(state.pending !== null);
  expect(state.phase === 'over').toBe(state.result !== null);
  for (const rack of state.racks) expect(rack.length).toBeLessThanOrEqual(state.rules.rackSize);
}

function isEmpty(state: GameState, row: number, col: number): boolean {
  const { rows, cols } = state.board;
  return row >= 0 && col >= 0 && row < rows && col < cols && state.board.cells[row * cols + col] === null;
}

function hasNeighbour(state: GameState, row: number, col: number): boolean {
  const { rows, cols, cells } = state.board;
  return [[-1, 0], [1, 0], [0, -1], [0, 1]].some(([dr, dc]) => {
    const r = row + dr!;
    const c = col + dc!;
    return r >= 0 && c >= 0 && r < rows && c < cols && cells[r * cols + c] !== null;
  });
}

/**
 * A geometrically legal play for the player to move, chosen by `pick` (any natural number), or
 * `null` when none was found. No lexicon: meant for rule sets with `wordCheck: 'never'` or for
 * plays that a test will challenge.
 */
export function findPlay(state: GameState, pick: number): Move | null {
  const rack = state.racks[state.turn] ?? [];
  if (rack.length === 0) return null;
  const { rows, cols } = state.board;
  const start = state.rules.layout.start;
  const anchors: [number, number][] = [];
  if (isEmpty(state, start.row, start.col) && state.board.cells.every((c) => c === null)) anchors.push([start.row, start.col]);
  else for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (isEmpty(state, r, c) && hasNeighbour(state, r, c)) anchors.push([r, c]);
  if (anchors.length === 0) return null;
  const rotated = rack.map((_, i) => rack[(i + pick) % rack.length]!);
  for (let attempt = 0; attempt < 12; attempt++) {
    const [ar, ac] = anchors[(pick + attempt * 7) % anchors.length]!;
    const direction = (pick + attempt) % 2 === 0 ? 'across' : 'down';
    const size = Math.max(state.rules.firstMoveMinTiles, 1 + ((pick >> 3) + attempt) % Math.min(3, rack.length));
    if (size > rack.length) continue;
    for (let back = 0; back < size; back++) {
      const tiles: PlacedTile[] = [];
      let r = ar;
      let c = ac;
      let skipped = 0;
      while (skipped < back) {
        if (direction === 'across') c--; else r--;
        if (isEmpty(state, r, c)) skipped++;
        else if (!(r >= 0 && c >= 0)) break;
      }
      let k = 0;
      while (tiles.length < size && r < rows && c < cols) {
        if (isEmpty(state, r, c)) {
          const tile = rotated[k++]!;
          tiles.push({ row: r, col: c, letter: tile === BLANK ? 'E' : tile, blank: tile === BLANK });
        }
        if (direction === 'across') c++; else r++;
      }
      const move: Move = { direction, tiles };
      if (tiles.length === size && validateMove(state.board, move, state.rules, { rack }).ok) return move;
    }
  }
  return null;
}

/** Plays a whole game with random legal plays, exchanges and passes chosen by `next()`; returns the final state and the actions. */
export function playOut(state: GameState, next: () => number, options?: ApplyOptions, limit = 500): { state: GameState; actions: Action[] } {
  let s = state;
  const actions: Action[] = [];
  for (let i = 0; i < limit && s.phase !== 'over'; i++) {
    const roll = next();
    const player = s.turn;
    let action: Action = { type: 'pass', player };
    if (s.pending !== null && roll % 5 === 0) action = { type: 'accept', player };
    else if (roll % 11 !== 0) {
      const move = findPlay(s, roll);
      if (move !== null) action = { type: 'play', player, move };
    } else if (s.bag.length >= s.rules.exchange.minBagSize && (s.racks[player]?.length ?? 0) > 0) {
      action = { type: 'exchange', player, tiles: (s.racks[player] ?? []).slice(0, 1 + (roll % 3)) };
    }
    if (action.type === 'pass' && s.pending !== null && s.bag.length === 0 && s.racks[s.pending.player]?.length === 0) action = { type: 'accept', player };
    const r = applyAction(s, action, options);
    if (!r.ok) {
      const fallback: Action = s.pending !== null && s.pending.player !== player ? { type: 'accept', player } : { type: 'pass', player };
      const f = applyAction(s, fallback, options);
      if (!f.ok) throw new Error(`fallback refused: ${f.error.code}: ${f.error.message}`);
      s = f.value.state;
      actions.push(fallback);
      continue;
    }
    s = r.value.state;
    actions.push(action);
  }
  return { state: s, actions };
}

/** German rules on a 16-tile set, so that a whole game fits in a few turns. */
export const MINI: RuleSet = {
  ...GERMAN,
  id: 'mini',
  tiles: {
    id: 'mini', name: 'Mini', blanks: 0,
    letters: [
      { letter: 'A', count: 3, value: 1 }, { letter: 'D', count: 1, value: 1 }, { letter: 'E', count: 3, value: 1 },
      { letter: 'H', count: 1, value: 2 }, { letter: 'N', count: 2, value: 1 }, { letter: 'R', count: 1, value: 1 },
      { letter: 'S', count: 2, value: 1 }, { letter: 'T', count: 1, value: 1 }, { letter: 'U', count: 1, value: 1 },
      { letter: 'X', count: 1, value: 8 },
    ],
  },
};

/** A game on the {@link MINI} set: A holds H U N D E S T, B holds A A E E N R S, the bag A X. */
export function miniGame(rules: RuleSet = MINI, extra: Partial<GameOptions> = {}): GameState {
  const game = createGame({ rules, players: ['A', 'B'], bag: [...'HUNDEST', ...'AAEENRS', 'A', 'X'], firstPlayer: 0, ...extra });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
