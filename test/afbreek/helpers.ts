/** Helpers for the Afbreek tests: hand-built boards, a word set, actions that must succeed. */
import { boardFromRows, GERMAN, type Board, type Lexicon, type RuleSet } from '../../src/index.js';
import { applyAction, type AfbreekAction, type AfbreekApplyOptions, type AfbreekState } from '../../src/afbreek/index.js';

/** A lexicon of the given words (normal form). */
export function wordSet(words: readonly string[]): Lexicon {
  const set = new Set(words);
  return { has: (word) => set.has(word) };
}

/** A board from sparse rows: `{ 8: '.....HUNDE' }` (row number → the row's start, padded with dots). */
export function board(rows: Readonly<Record<number, string>>, rules: RuleSet = GERMAN): Board {
  const lines = Array.from({ length: 15 }, (_, r) => (rows[r + 1] ?? '').padEnd(15, '.'));
  const b = boardFromRows(lines, rules);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** Applies an action that must succeed. */
export function must(state: AfbreekState, action: AfbreekAction, options?: AfbreekApplyOptions): AfbreekState {
  const r = applyAction(state, action, options);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** The tiles on a board as `square → tile`. */
export function tilesOf(b: Board): Map<number, string> {
  const out = new Map<number, string>();
  b.cells.forEach((c, i) => { if (c !== null) out.set(i, c); });
  return out;
}

/** Freezes an object graph so that any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
