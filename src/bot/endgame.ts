/**
 * The endgame solver: with the bag empty each player knows the other's rack (the unseen tiles),
 * so the rest of the game is a two-player game of full information. `solveEndgame` searches it
 * with alpha-beta over the generated moves (plays that go out first, then by score; the best move
 * of the last iteration first, the others searched first with a null window; a transposition table
 * of the positions already searched), deepening one turn at a time for the first eight turns and
 * then to the deepest at once, within a time budget, and returns the best action, its value (the
 * points by which the player gains on the opponent until the end, rack adjustments included) and
 * the best line. When the search reached the end of every line it is `exact`.
 *
 * The game ends when a player plays out, or when the rule set's passes in a row end it (each player
 * then loses the value of the own rack): two pass rounds under the German rules are four passes,
 * one round under the Dutch rules two, and six scoreless turns end a tournament game. The passes
 * already made count. Under a rule set that no number of passes ends, two passes in a row count
 * as the end (the position only repeats).
 *
 * @example
 * ```ts
 * import { solveEndgame, viewFor } from 'scrabble-engine';
 * const solved = solveEndgame(viewFor(state, state.turn), lexicon, { timeMs: 500 });
 * if (solved.ok) console.log(solved.value.line.join(' '), solved.value.value, solved.value.exact);
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { Action } from '../game/actions.js';
import type { PlayerView } from '../game/view.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Move } from '../move/move.js';
import type { MovegenRules } from '../movegen/generate.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { isTileSet } from '../total.js';
import { defaultPassLimit, searchEndgame } from './endgame-search.js';
import { positionOf } from './position.js';
import { cgpView, isCgpPosition } from '../cgp/cgp-view.js';
import type { CgpPosition } from '../cgp/cgp.js';

/**
 * Options of the endgame solver.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameOptions, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const options: EndgameOptions = { timeMs: 500 };
 * solveEndgame(view, lexicon, options);
 * ```
 */
export interface EndgameOptions {
  /** Time budget in milliseconds (default 1,000); the deepest finished search is returned. */
  readonly timeMs?: number;
  /** Deepest search in turns (default 24). */
  readonly maxDepth?: number;
  /** Moves tried in each position below the root, best first (default 40; `Infinity` for all). */
  readonly width?: number;
  /** Most positions searched (default: no limit): a budget that, unlike time, gives the same answer on any machine. */
  readonly maxNodes?: number;
  /**
   * Positions searched before the solver narrows its lexicon to the words the endgame can still
   * form (default 20,000; 0 at once, `Infinity` never). The plays, scores and answer stay the same;
   * a long search runs faster, and a short one saves the work of finding the words.
   */
  readonly pruneAfter?: number;
}

/**
 * One turn of the best line.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameTurn, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);
 * const line: readonly EndgameTurn[] = solved.ok ? solved.value.line : [];
 * ```
 */
export interface EndgameTurn {
  /** 0: the player to move now; 1: the opponent. */
  readonly side: 0 | 1;
  /** The move, or `null` for a pass. */
  readonly move: Move | null;
  /** GCG notation, `-` for a pass. */
  readonly notation: string;
  readonly score: number;
}

/**
 * The solution of an endgame.
 * @example
 * ```ts
 * import { solveEndgame, type EndgameSolution, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);
 * const solution: EndgameSolution | null = solved.ok ? solved.value : null;   // the action, its value, the line
 * ```
 */
export interface EndgameSolution {
  /** The action to play now. */
  readonly action: Action;
  /** Points the player to move gains on the opponent from now to the end (rack adjustments included). */
  readonly value: number;
  /** The best line, alternating from the player to move. */
  readonly line: readonly EndgameTurn[];
  /** Whether every line was searched to the end of the game (the value is then exact for the given width). */
  readonly exact: boolean;
  /** Depth of the deepest finished search, in turns (one more per search up to 8, then `maxDepth`). */
  readonly depth: number;
  /** Positions searched until the deepest finished search ended (a search the budget cut off after it is not counted). */
  readonly nodes: number;
}

/**
 * Codes of the errors of the endgame solver.
 * @example
 * ```ts
 * import { ENDGAME_ERROR_CODES } from 'scrabble-engine';
 * ENDGAME_ERROR_CODES.includes('not-an-endgame');   // true
 * ```
 */
export const ENDGAME_ERROR_CODES = ['not-an-endgame', 'bad-view', 'bad-position', 'movegen-failed'] as const;

/**
 * Why an endgame could not be solved.
 * @example
 * ```ts
 * import type { EndgameError } from 'scrabble-engine';
 * const explain = (error: EndgameError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type EndgameError = EngineError<(typeof ENDGAME_ERROR_CODES)[number]>;

/**
 * A full-information endgame: the board, both racks (the side to move first) and the passes just made.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, type EndgamePosition, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const position: EndgamePosition = { rules: GERMAN, board: view.board, racks: [['E', 'R'], ['Q']] };
 * solveEndgamePosition(position, lexicon);
 * ```
 */
export interface EndgamePosition {
  readonly rules: MovegenRules & { readonly tiles: MovegenRules['tiles'] };
  readonly board: Board;
  readonly racks: readonly [readonly string[], readonly string[]];
  /** Passes in a row just before this position (default 0). */
  readonly passes?: number;
  /** Passes in a row that end the game (default: as the rule set's end rules say: two per pass round, or the scoreless turns when they come sooner; 2 when the rules have none). */
  readonly passLimit?: number;
}

/**
 * How many passes in a row end a two-player game under a rule set, and how many of them the
 * counters already hold: the pass rounds (two passes a round), or the scoreless turns when they
 * come sooner; two passes when neither rule ends the game.
 */
export function passesToEnd(end: { readonly passRounds: number; readonly scorelessTurns: number | null },
  counters: { readonly passes: number; readonly scoreless: number }): { limit: number; passes: number } {
  const byPasses = end.passRounds > 0 ? end.passRounds * 2 : Infinity;
  const byScoreless = end.scorelessTurns !== null && end.scorelessTurns > 0 ? end.scorelessTurns : Infinity;
  const limit = Math.min(byPasses, byScoreless);
  if (limit === Infinity) return { limit: 2, passes: Math.min(1, counters.passes) };
  const left = Math.max(1, Math.min(byPasses - counters.passes, byScoreless - counters.scoreless));
  return { limit, passes: Math.max(0, limit - left) };
}

/**
 * The result of solving an endgame position (see {@link solveEndgame}); the line's first turn is the move to play.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, type EndgameSearchResult, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgamePosition({ rules: GERMAN, board: view.board, racks: [['E'], ['Q']] }, lexicon);
 * const result: EndgameSearchResult | null = solved.ok ? solved.value : null;
 * ```
 */
export interface EndgameSearchResult {
  readonly value: number;
  readonly line: readonly EndgameTurn[];
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
}

/**
 * Solves a full-information endgame given as data (both racks known), or says why it cannot.
 * @example
 * ```ts
 * import { solveEndgamePosition, GERMAN, buildLexicon, createGame, viewFor } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgamePosition({ rules: GERMAN, board: view.board, racks: [['E', 'R'], ['Q']] }, lexicon);
 * ```
 */
export function solveEndgamePosition(position: EndgamePosition, lexicon: CompactLexicon, options: EndgameOptions = {}): Result<EndgameSearchResult, EndgameError> {
  const p = position as Partial<EndgamePosition> | null;
  const rackOk = (r: unknown) => Array.isArray(r) && r.every((t) => typeof t === 'string');
  if (typeof p !== 'object' || p === null || typeof p.rules !== 'object' || p.rules === null || !isTileSet(p.rules.tiles) ||
      typeof p.board !== 'object' || p.board === null || !Array.isArray(p.board.cells) || !Array.isArray(p.racks) ||
      p.racks.length !== 2 || !rackOk(p.racks[0]) || !rackOk(p.racks[1])) {
    return err({ code: 'bad-position', message: 'An endgame position has rules, a board and two racks' });
  }
  const opts = typeof options === 'object' && options !== null ? options : {};
  const limit = position.passLimit ?? defaultPassLimit(position.rules, (end) => passesToEnd(end, { passes: 0, scoreless: 0 }).limit);
  const passLimit = Math.max(1, Math.min(100, Math.floor(Number(limit)) || 2));
  try {
    return searchEndgame(position, lexicon, opts, passLimit);
  } catch (error) {
    return err({ code: 'bad-position', message: `The endgame could not be searched: ${String(error).slice(0, 120)}` });
  }
}

/**
 * Solves the endgame of a player's view: the bag must be empty and the game between two players;
 * the opponent's rack is the tiles the player cannot see.
 * @example
 * ```ts
 * import { solveEndgame, buildLexicon, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const solved = solveEndgame(view, lexicon);   // once the bag is empty, in a game for two
 * if (solved.ok) solved.value.action;         // the best action, and its value in solved.value.value
 * ```
 */
export function solveEndgame(view: PlayerView | CgpPosition, lexicon: CompactLexicon, options: EndgameOptions = {}): Result<EndgameSolution, EndgameError> {
  if (isCgpPosition(view)) return solveEndgame(cgpView(view), lexicon, options);
  const position = positionOf(view);
  if (typeof position === 'string') return err({ code: 'bad-view', message: position });
  if (position.players !== 2) return err({ code: 'not-an-endgame', message: 'The endgame solver plays games of two players' });
  if (position.bagSize !== 0) return err({ code: 'not-an-endgame', message: `The bag still holds ${position.bagSize} tiles` });
  if (position.unseen.length !== position.opponentRackSize) {
    return err({ code: 'bad-view', message: 'The unseen tiles are not the opponent\'s rack: the view does not match its tile set' });
  }
  const { limit, passes } = passesToEnd(view.rules.end, { passes: position.passes, scoreless: position.scoreless });
  const solved = solveEndgamePosition({ rules: view.rules, board: view.board, racks: [position.rack, position.unseen], passes, passLimit: limit }, lexicon, options);
  if (!solved.ok) return solved;
  const first = solved.value.line[0];
  const player = position.player;
  const action: Action = first === undefined || first.move === null ? { type: 'pass', player } : { type: 'play', player, move: first.move };
  return ok({ ...solved.value, action });
}
