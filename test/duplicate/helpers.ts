/** Helpers for the Duplicate tests: a scripted game's bag, a word set, actions that must succeed. */
import { arrangeBag, allTiles, BLANK, GERMAN, type Lexicon, type RuleSet } from '../../src/index.js';
import {
  applyAction, createGame, type DuplicateAction, type DuplicateApplyOptions, type DuplicateOptions, type DuplicateState,
} from '../../src/duplicate/index.js';

/** A lexicon of the given words (normal form). */
export function wordSet(words: readonly string[]): Lexicon {
  const set = new Set(words);
  return { has: (word) => set.has(word) };
}

/** A Duplicate game whose bag starts with the given tiles (the rest of the set follows in alphabet order). */
export function knownDuplicate(front: readonly string[], extra: Partial<DuplicateOptions> = {}, rules: RuleSet = GERMAN): DuplicateState {
  const bag = arrangeBag(rules, front);
  if (!bag.ok) throw new Error(bag.error.message);
  const game = createGame({ rules, players: ['Anna', 'Ben', 'Clara'], bag: bag.value, ...extra });
  if (!game.ok) throw new Error(`${game.error.code}: ${game.error.message}`);
  return game.value;
}

/** Applies an action that must succeed. */
export function must(state: DuplicateState, action: DuplicateAction, options?: DuplicateApplyOptions): DuplicateState {
  const r = applyAction(state, action, options);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** Every tile of the game: bag, rack and board (a blank on the board counts as `?`). */
export function tilesInGame(state: DuplicateState): string[] {
  const board = state.board.cells.flatMap((c) => (c === null ? [] : [c === c.toUpperCase() ? c : BLANK]));
  return [...state.bag, ...state.rack, ...board];
}

/** The whole tile set of the game's rules, sorted. */
export function fullSet(state: DuplicateState): string[] {
  return allTiles(state.rules.tiles).sort();
}

/** Freezes an object graph so that any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
