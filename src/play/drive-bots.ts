/**
 * The loop every way of playing uses to play a game between bots: ask the seat that must act for
 * an action on its view, apply it, repeat until nobody must act. Bots that throw, actions the
 * game refuses and games that do not end become error values. Internal: each game module exports
 * its own `playBotGame` on top of it.
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { orElse } from '../total.js';

/** Codes of the errors a bot game can end with. */
export const BOT_GAME_ERROR_CODES = ['bad-setup', 'bad-bots', 'bot-failed', 'action-refused', 'too-many-actions'] as const;

/** Why a bot game could not be played to the end. */
export type BotGameError = EngineError<(typeof BOT_GAME_ERROR_CODES)[number]>;

/** What the loop needs to know of a game: who acts, what they see, how an action is applied. */
export interface BotTable<State, View, Action, Event> {
  /** The seat that must act now, or `null` when the game is over. */
  readonly seatToAct: (state: State) => number | null;
  readonly viewFor: (state: State, seat: number) => View;
  readonly apply: (state: State, action: Action) => Result<{ readonly state: State; readonly events: readonly Event[] }, EngineError>;
}

/** A finished bot game: the final state and every event in order. */
export interface DrivenGame<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** The options of the game itself: a bot game's options without its own (`bots`, `maxActions`), which `createGame` would refuse as unknown keys. */
export function gameOptionsOf<Options>(options: unknown): Options {
  if (typeof options !== 'object' || options === null) return options as Options;
  const { bots: _bots, maxActions: _maxActions, ...setup } = options as Record<string, unknown>;
  return setup as Options;
}

/** Whether `bots` holds one function per player. */
function oneBotPerPlayer(bots: unknown, players: number): boolean {
  return Array.isArray(bots) && bots.length === players && bots.every((b) => typeof b === 'function');
}

/** The message of a thrown value, cut short. */
function reasonOf(thrown: unknown): string {
  // What was thrown may itself throw when read (a hostile proxy): then it gives no reason.
  try {
    return thrown instanceof Error ? String(thrown.message) : String(thrown);
  } catch {
    return 'no reason given';
  }
}

/** A created game (or why it could not be created) and its players' names. */
type Created<State> = Result<State & { readonly players: readonly string[] }, EngineError>;

/**
 * Plays a created game between bots, one per player, until nobody must act, at most `maxActions`
 * actions (default 10,000). Never throws.
 */
export function playCreatedGame<State, View, Action, Event>(
  created: Created<State>,
  bots: readonly ((view: View) => Action)[],
  table: BotTable<State, View, Action, Event>,
  maxActions = 10_000,
): Result<DrivenGame<State, Event>, BotGameError> {
  if (!created.ok) return err({ code: 'bad-setup', message: created.error.message });
  const start = created.value;
  const seats = orElse(() => (oneBotPerPlayer(bots, start.players.length) ? bots.slice() : null), null);
  if (seats === null) return err({ code: 'bad-bots', message: 'Give one bot (a function) per player' });
  return driveBots(start, start.players, seats, table, maxActions);
}

/**
 * Reads a bot game's options that may be hostile (a proxy that throws when read): `read` takes the
 * fields it needs; anything it throws is `bad-setup`, and so is anything the game then throws. Never throws.
 */
export function readingOptions<T>(read: () => Result<T, BotGameError>): Result<T, BotGameError> {
  return orElse(read, err({ code: 'bad-setup', message: 'The options could not be read: give { rules, players, bots, lexicon, … } as plain data' }));
}

/** Plays from `start` until nobody must act, at most `maxActions` actions. */
function driveBots<State, View, Action, Event>(
  start: State,
  players: readonly string[],
  bots: readonly ((view: View) => Action)[],
  table: BotTable<State, View, Action, Event>,
  maxActions: number,
): Result<DrivenGame<State, Event>, BotGameError> {
  let state = start;
  const events: Event[] = [];
  for (let actions = 0; ; actions++) {
    const seat = table.seatToAct(state);
    if (seat === null) return ok({ state, events });
    if (actions >= maxActions) return err({ code: 'too-many-actions', message: `The game did not end within ${maxActions} actions` });
    const name = players[seat] ?? `seat ${seat}`;
    let action: Action;
    try {
      action = bots[seat]!(table.viewFor(state, seat));
    } catch (thrown: unknown) {
      return err({ code: 'bot-failed', message: `${name}: ${reasonOf(thrown)}`.slice(0, 300) });
    }
    const applied = table.apply(state, action);
    if (!applied.ok) return err({ code: 'action-refused', message: `${name}: ${applied.error.code}: ${applied.error.message}`.slice(0, 300) });
    state = applied.value.state;
    events.push(...applied.value.events);
  }
}
