/**
 * What every Scrabble app needs around the reducer: which actions a player may take now (to
 * enable buttons, with the reason for each that is not allowed), the tile tracker (the tiles a
 * player has not seen), taking back the last action in casual games, and resigning (an action:
 * `{ type: 'resign', player }`).
 *
 * @example
 * ```ts
 * import { allowedActions, unseenTiles, undo, viewFor } from 'scrabble-engine';
 * const allowed = allowedActions(state, 1);
 * allowed.exchange;             // { allowed: false, reason: 'It is Anna's turn' }
 * unseenTiles(viewFor(state, 1));   // { A: 4, B: 2, …, '?': 2 }: the bag and the other racks
 * const back = undo(state);     // ok(the state before the last action), or an error in rated rule sets
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { BLANK } from '../tiles/tile-set.js';
import { isObject, orElse } from '../total.js';
import { ACTION_TYPES, type ActionType } from './actions.js';
import { beginTurn } from './begin-turn.js';
import { drawOwed } from './draw.js';
import { canExchange } from './exchange.js';
import { passRefusal } from './pass.js';
import { swappableBlanks, swapRefusal } from './swap-blank.js';
import { replayAll } from './replay.js';
import { owedAnswers, takeBack, takebackRule, undoRefusal } from './takeback.js';
import { recordAction } from './immutable.js';
import type { GameState } from './state.js';
import type { GameEvent } from './events.js';
import type { PlayerView } from './view.js';

/**
 * Whether one action type is allowed now, and if not, why.
 * @example
 * ```ts
 * import { allowedActions, type Allowed, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const pass: Allowed = allowedActions(state, 0).pass;
 * if (!pass.allowed) console.log(pass.reason);
 * ```
 */
export type Allowed = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/**
 * For each action type: allowed now or not, with the reason.
 * @example
 * ```ts
 * import { allowedActions, type AllowedActions, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const allowed: AllowedActions = allowedActions(state, 0);   // one entry per action type: enable the buttons
 * ```
 */
export type AllowedActions = Readonly<Record<ActionType, Allowed>>;

const YES: Allowed = { allowed: true };
const no = (reason: string): Allowed => ({ allowed: false, reason });

/** A check of one action type: `null` when allowed, otherwise the reason. */
type Check = (state: GameState, player: number) => string | null;

function whoseTurn(state: GameState, player: number): string | null {
  return state.turn === player ? null : `It is ${state.players[state.turn] ?? 'another player'}'s turn`;
}

/**
 * The state once `player`'s turn (play, exchange, pass) has begun, exactly as the reducer begins
 * it (the player's turn, no draw owed, no game-ending play open, any pending play accepted), or
 * the reason it cannot begin.
 */
function begun(state: GameState, player: number): { readonly state: GameState } | { readonly reason: string } {
  const started = beginTurn(state, player, []);
  if (started.ok) return { state: started.value };
  switch (started.error.code) {
    case 'not-your-turn':
      return { reason: whoseTurn(state, player) ?? started.error.message };
    case 'going-out-pending':
      return { reason: 'The last play ends the game: accept or challenge it first' };
    default:
      return { reason: started.error.message };
  }
}

/**
 * One check per action type. A new action type must add its check here (the type requires it):
 * the table is the single place that says when an action is allowed. Each check asks the
 * reducer's own conditions, so an action allowed here is one the reducer can accept.
 */
const CHECKS: Readonly<Record<ActionType, Check>> = {
  play: (state, player) => {
    const turn = begun(state, player);
    if ('reason' in turn) return turn.reason;
    return (turn.state.racks[player]?.length ?? 0) === 0 ? 'The rack is empty' : null;
  },
  exchange: (state, player) => {
    const turn = begun(state, player);
    if ('reason' in turn) return turn.reason;
    const current = turn.state;
    if ((current.racks[player]?.length ?? 0) === 0) return 'The rack is empty';
    return canExchange(current) ? null : `Exchanging needs at least ${Math.max(1, current.rules.exchange.minBagSize)} tiles in the bag; it holds ${current.bag.length}`;
  },
  pass: (state, player) => {
    const turn = begun(state, player);
    if ('reason' in turn) return turn.reason;
    return passRefusal(turn.state, player)?.message ?? null;
  },
  challenge: (state, player) => {
    if (state.pending === null) return 'There is no play to challenge: its challenge window is closed';
    return state.pending.player === player ? 'A player cannot challenge their own play' : null;
  },
  accept: (state, player) => {
    const pending = state.pending;
    if (pending === null) return 'There is no play to accept';
    if (pending.player === player) return 'A player cannot accept their own play';
    return state.turn === pending.player || state.turn === player ? null : `Only ${state.players[state.turn] ?? 'the next player'}, whose turn begins, accepts the play`;
  },
  draw: (state, player) => {
    if (state.rules.draw !== 'choose') return 'These rules draw tiles unseen from the bag';
    const turn = whoseTurn(state, player);
    if (turn !== null) return turn;
    return drawOwed(state, player) > 0 ? null : 'The rack is full (or the bag is empty)';
  },
  'swap-blank': (state, player) => {
    const refused = swapRefusal(state, player);
    if (refused !== null) return refused.code === 'not-your-turn' ? whoseTurn(state, player) : refused.message;
    if (swappableBlanks(state, player).length > 0) return null;
    return state.pending !== null && swappableBlanks({ ...state, pending: null }, player).length > 0
      ? 'The blank that stands for a letter on the rack belongs to a play still open to a challenge'
      : 'No final blank on the board (a *IN is never swapped) stands for a letter on the rack';
  },
  resign: () => null,
  'undo-request': (state) => {
    if (takebackRule(state) === 'none') return 'These rules do not allow taking actions back (a rated game)';
    return undoRefusal(state)?.message ?? null;
  },
  'undo-answer': (state) => (state.undoRequest === null ? 'No takeback was asked for' : 'Only a player asked for consent answers'),
};

/** What `player` may do while a takeback request waits: answer it if asked, nothing else. */
function whileRequested(state: GameState, player: number): AllowedActions {
  const request = state.undoRequest!;
  const asker = state.players[request.player] ?? 'A player';
  const asked = owedAnswers(state).includes(player);
  const wait = no(`${asker} asked to take the last action back: ${asked ? 'answer first' : 'the other players answer first'}`);
  return Object.fromEntries(ACTION_TYPES.map((type) => [type, type === 'undo-answer' && asked ? YES : wait])) as Record<ActionType, Allowed>;
}

/**
 * Which action types `player` may take now, each with the reason when not. Allowed means the
 * reducer accepts some action of that type now (a play still needs a legal placement). While a
 * draw is owed (chosen draws), play, exchange, pass and swap-blank say so; the turn limit ends the
 * game like any other end, after which nothing is allowed. A seat that does not
 * exist, a finished game or something that is not a state: nothing is allowed.
 * @example
 * ```ts
 * import { allowedActions, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const allowed = allowedActions(state, 0);
 * if (!allowed.exchange.allowed) console.log(allowed.exchange.reason);   // e.g. fewer than 7 tiles in the bag
 * ```
 */
export function allowedActions(state: GameState, player: number): AllowedActions {
  const all = (reason: string): AllowedActions => Object.fromEntries(ACTION_TYPES.map((t) => [t, no(reason)])) as Record<ActionType, Allowed>;
  if (!isObject(state) || !Array.isArray(state.players)) return all('Not a game state');
  if (!(Number.isInteger(player) && player >= 0 && player < state.players.length)) return all(`There is no player ${typeof player === 'number' ? player : ''}`.trim());
  if (state.phase === 'over') return all('The game is over');
  if (isObject(state.undoRequest)) return orElse(() => whileRequested(state, player), all('Not a game state'));
  return orElse(() => Object.fromEntries(ACTION_TYPES.map((type) => {
    const reason = CHECKS[type](state, player);
    return [type, reason === null ? { ...YES } : no(reason)];
  })) as Record<ActionType, Allowed>, all('Not a game state'));
}

/**
 * Whether `player` may take some action other than resigning: {@link allowedActions} with any
 * entry but `resign` allowed, asking the same checks in the same order and stopping at the first
 * allowed one. Internal (the bots' game loop picks the seat to act with it).
 */
export function mayAct(state: GameState, player: number): boolean {
  if (!isObject(state) || !Array.isArray(state.players)) return false;
  if (!(Number.isInteger(player) && player >= 0 && player < state.players.length)) return false;
  if (state.phase === 'over') return false;
  if (isObject(state.undoRequest)) return orElse(() => owedAnswers(state).includes(player), false);
  return orElse(() => ACTION_TYPES.some((type) => type !== 'resign' && CHECKS[type](state, player) === null), false);
}

/**
 * Tile counts by letter (`'?'` for blanks).
 * @example
 * ```ts
 * import { unseenTiles, type TileCounts, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * const tracker: TileCounts = unseenTiles(view);
 * tracker.E;   // the E tiles the viewer has not seen
 * ```
 */
export type TileCounts = Readonly<Record<string, number>>;

/**
 * The tile tracker: the tiles the viewer has not seen, by letter with counts (the bag and the
 * other players' racks together), from the view alone. Letters with none left are included with 0.
 * A blank on the board counts as a blank; the Gendern ending counts as a blank.
 * `{}` for something that is not a view.
 * @example
 * ```ts
 * import { unseenTiles, createGame, viewFor, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const view = viewFor(state, state.turn);   // what the player to move may see
 * unseenTiles(view).Q;   // 1 while nobody has seen the Q
 * ```
 */
export function unseenTiles(view: PlayerView): TileCounts {
  return orElse(() => {
    if (!isObject(view) || !isObject(view.rules) || !isObject(view.board) || !Array.isArray(view.board.cells)) return {};
    const tiles = view.rules.tiles;
    const counts: Record<string, number> = {};
    for (const spec of tiles.letters) counts[spec.letter] = spec.count;
    counts[BLANK] = tiles.blanks;
    const seen = (tile: string): void => {
      if (!(tile in counts)) return;
      counts[tile] = Math.max(0, (counts[tile] ?? 0) - 1);
    };
    for (const cell of view.board.cells) {
      if (typeof cell !== 'string') continue;
      seen(cell === cell.toUpperCase() ? cell : BLANK);
    }
    for (const tile of Array.isArray(view.rack) ? view.rack : []) seen(tile);
    return counts;
  }, {});
}

/**
 * Why `undo` refused.
 * @example
 * ```ts
 * import type { UndoError } from 'scrabble-engine';
 * const explain = (error: UndoError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type UndoError = EngineError<'takebacks-not-allowed' | 'consent-required' | 'nothing-to-undo' | 'undo-reveals-racks' | 'undo-pending' | 'bad-state'>;

/**
 * Takes the last action back at once, for games whose rule set allows it without consent
 * (`takebacks: 'free'`, or any takebacks in a game of one player); a game of two or more players
 * under `'consent'` (or `true`) takes back with `undo-request` and `undo-answer` actions instead
 * (`consent-required`). The state goes back to before the action, the unseen tiles are shuffled
 * again with fresh output of the game's generator, the version rises and an `undone` event is
 * recorded. Refused for what showed a hidden rack (a resignation, the end of the game).
 * @example
 * ```ts
 * import { undo, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const before = undo(state);   // the state before the last action (bag shuffled again), or an error: consent-required here, takebacks-not-allowed in rated rule sets
 * ```
 */
export function undo(state: GameState): Result<GameState, UndoError> {
  try {
    if (!isObject(state) || !isObject(state.rules) || !Array.isArray(state.players) || !Array.isArray(state.history)) return err({ code: 'bad-state', message: 'Not a game state' });
    const rule = takebackRule(state);
    if (rule === 'none') return err({ code: 'takebacks-not-allowed', message: 'These rules do not allow taking actions back (a rated game)' });
    if (rule === 'consent' && state.players.length > 1) {
      return err({ code: 'consent-required', message: 'A takeback needs the other players\' consent: use the undo-request and undo-answer actions (or takebacks: "free")' });
    }
    if (isObject(state.undoRequest)) return err({ code: 'undo-pending', message: 'A takeback request is waiting for answers' });
    const events: GameEvent[] = [];
    const back = takeBack(state, null, replayAll, events);
    if (!back.ok) {
      const code = back.error.code;
      return err({ code: code === 'nothing-to-undo' || code === 'undo-reveals-racks' ? code : 'bad-state', message: back.error.message });
    }
    return ok(recordAction(state, back.value, events));
  } catch {
    return err({ code: 'bad-state', message: 'Not a game state' });
  }
}
