/**
 * The plain game loop of the docs, with every shipped bot: ask `allowedActions` which seat may act
 * (the seat whose turn it is first), ask that seat's bot for an action on its view, apply it; no
 * special case for the challenge window, the end of the game or the variants. Every action must be
 * one `allowedActions` allows and the reducer accepts, and every game must end. The tables mix
 * the referee's word list with a smaller one (a bot that challenges good words) and a larger one
 * (a bot that plays phonies), so challenges are upheld and fail. `LOOP_GAMES=1000` (npm run
 * test:loop) plays the full count; npm test plays fewer (the counts are in the test names).
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/bot/bot.js';
import { equityBot } from '../../src/bot/equity.js';
import { greedyBot } from '../../src/bot/greedy.js';
import { simulationBot } from '../../src/bot/simulation.js';
import { ACTION_TYPES, type Action } from '../../src/game/actions.js';
import { allowedActions } from '../../src/game/app.js';
import { applyAction } from '../../src/game/apply.js';
import { createGame } from '../../src/game/setup.js';
import type { GameState } from '../../src/game/state.js';
import { viewFor } from '../../src/game/view.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import { ENGLISH, GERMAN, PRESETS, TOURNAMENT } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { tableLexicons, type TableLexicons } from './loop-helpers.js';

/** Games per module in the full run (npm run test:loop), or the smaller count of npm test. */
const FULL = Number(process.env['LOOP_GAMES'] ?? 0) > 0 ? Number(process.env['LOOP_GAMES']) : 0;
/** The full run takes minutes per module on a busy machine. */
const TIMEOUT = FULL > 0 ? 3_600_000 : 120_000;
const games = (quick: number, full: number): number => (FULL > 0 ? Math.max(quick, Math.round(full * FULL / 1000)) : quick);

/** The seats that `allowedActions` lets act (resigning aside), the seat whose turn it is first. */
function whoMayAct(state: GameState): number | null {
  const n = state.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (state.turn + k) % n;
    const allowed = allowedActions(state, seat);
    if (ACTION_TYPES.some((type) => type !== 'resign' && allowed[type].allowed)) return seat;
  }
  return null;
}

/** Rule sets besides the presets: the other challenge rules, turn limits and open tiles at a table. */
const EXTRA: Readonly<Record<string, RuleSet>> = {
  'double challenge (a wrong challenge loses a turn)': { ...ENGLISH, id: 'double', challenge: { penalty: 'challenger-loses-turn', points: 0, per: 'challenge' } },
  'void (words checked at once)': { ...GERMAN, id: 'void', wordCheck: 'immediate' },
  'no word check': { ...GERMAN, id: 'never', wordCheck: 'never' },
  'points per word to the challenged player': { ...TOURNAMENT, id: 'per-word', challenge: { penalty: 'challenged-gains-points', points: 5, per: 'word' } },
  'points per word from the challenger': { ...GERMAN, id: 'per-word-loss', challenge: { penalty: 'challenger-loses-points', points: 3, per: 'word' } },
  'turn limit and open tiles for two': { ...GERMAN, id: 'two-open', turnLimit: 8, draw: 'choose' },
  'turn limit for two': { ...ENGLISH, id: 'two-limit', turnLimit: 6 },
};

/** A table: a rule set and how many seats. */
interface Table {
  readonly name: string;
  readonly rules: RuleSet;
  readonly seats: number;
}

const TABLES: readonly Table[] = [
  ...Object.entries(PRESETS).map(([name, rules]) => ({ name, rules, seats: rules.turnLimit !== null && rules.id.startsWith('solo') ? 1 : 2 })),
  ...Object.entries(EXTRA).map(([name, rules]) => ({ name, rules, seats: 2 })),
  { name: 'german, three players', rules: GERMAN, seats: 3 },
  { name: 'english, four players', rules: ENGLISH, seats: 4 },
  { name: 'double challenge, three players', rules: EXTRA['double challenge (a wrong challenge loses a turn)']!, seats: 3 },
];

type LexiconKind = keyof TableLexicons;

/** A bot of the roster, made for a lexicon. */
interface RosterBot {
  readonly name: string;
  readonly make: (lexicon: CompactLexicon, seed: number) => Bot;
}

const FAST: readonly RosterBot[] = [
  { name: 'greedy', make: (lexicon) => greedyBot(lexicon) },
  ...(['beginner', 'casual', 'intermediate', 'strong'] as const).map((level) => ({
    name: `equity ${level}`, make: (lexicon: CompactLexicon, seed: number) => equityBot(lexicon, { level, seed }),
  })),
];
const SLOW: readonly RosterBot[] = [
  { name: 'equity full', make: (lexicon, seed) => equityBot(lexicon, { level: 'full', seed, endgameNodes: 2000 }) },
  { name: 'simulation', make: (lexicon, seed) => simulationBot(lexicon, { iterations: 4, candidates: 3, plies: 2, seed, endgameNodes: 2000 }) },
];

/** What the games showed. */
interface Tally {
  games: number;
  actions: number;
  byType: Record<string, number>;
  upheld: number;
  failed: number;
  lostTurns: number;
  endedBy: Record<string, number>;
  failures: string[];
}

const newTally = (): Tally => ({ games: 0, actions: 0, byType: {}, upheld: 0, failed: 0, lostTurns: 0, endedBy: {}, failures: [] });

/** Plays one game by the plain loop; a refused or disallowed action, or a game that does not end, is a failure. */
function playLoop(table: Table, bots: readonly Bot[], names: readonly string[], referee: CompactLexicon, seed: number, tally: Tally): void {
  const created = createGame({ rules: table.rules, players: names.map((n, i) => `${i}:${n}`), seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const where = `${table.name}, seed ${seed}, ${names.join(' v ')}`;
  for (let actions = 0; state.phase !== 'over'; actions++) {
    if (actions > 3000) {
      tally.failures.push(`${where}: no end after 3000 actions`);
      return;
    }
    const seat = whoMayAct(state);
    if (seat === null) {
      tally.failures.push(`${where}: nobody may act, yet the game is not over`);
      return;
    }
    const action = bots[seat]!(viewFor(state, seat), { player: seat, actions }) as Action;
    const allowed = allowedActions(state, seat)[action.type];
    if (allowed === undefined || !allowed.allowed) {
      tally.failures.push(`${where}: seat ${seat} answered ${action.type}, not allowed: ${allowed?.reason ?? 'unknown type'}`);
      return;
    }
    const outcome = applyAction(state, action, { lexicon: referee });
    if (!outcome.ok) {
      tally.failures.push(`${where}: seat ${seat}'s ${action.type} refused: ${outcome.error.code}: ${outcome.error.message}`);
      return;
    }
    state = outcome.value.state;
    tally.actions++;
    tally.byType[action.type] = (tally.byType[action.type] ?? 0) + 1;
    for (const event of outcome.value.events) {
      if (event.type === 'challenge-upheld') tally.upheld++;
      if (event.type === 'challenge-failed') tally.failed++;
      if (event.type === 'turn-lost') tally.lostTurns++;
    }
  }
  tally.games++;
  const reason = state.result?.reason ?? 'unknown';
  tally.endedBy[reason] = (tally.endedBy[reason] ?? 0) + 1;
}

/** The lexicon kind of a seat: the referee's, a smaller or a larger one in turn (never larger where words are checked at once). */
function kindFor(table: Table, game: number, seat: number): LexiconKind {
  const kinds: LexiconKind[] = table.rules.wordCheck === 'immediate' ? ['referee', 'smaller'] : ['referee', 'smaller', 'larger'];
  return kinds[(game + seat) % kinds.length]!;
}

/** The bot of a seat in a game. */
type Chooser = (game: number, seat: number, tables: number) => RosterBot;

/** The fast roster in turn: each bot meets every table, in every seat, with every lexicon. */
const fastSeat: Chooser = (g, s, tables) => FAST[(Math.floor(g / tables) + 2 * s) % FAST.length]!;
/** A slow bot in seat 0 (equity full and the simulation bot in turn), the others from both rosters. */
const slowSeat: Chooser = (g, s) => (s === 0 ? SLOW[g % SLOW.length]! : [...SLOW, ...FAST][(g + 3 * s) % (SLOW.length + FAST.length)]!);

/** Plays `count` games cycling through the tables, with the bots the chooser gives each seat. */
function playMany(count: number, choose: Chooser, tables: readonly Table[]): Tally {
  const tally = newTally();
  for (let g = 0; g < count; g++) {
    const table = tables[g % tables.length]!;
    const lexicons = tableLexicons(table.rules);
    const seats = Array.from({ length: table.seats }, (_, s) => s);
    const chosen = seats.map((s) => choose(g, s, tables.length));
    const kinds = seats.map((s) => kindFor(table, Math.floor(g / tables.length), s));
    const bots = seats.map((s) => chosen[s]!.make(lexicons[kinds[s]!], g * 7 + s));
    const names = seats.map((s) => `${chosen[s]!.name} (${kinds[s]})`);
    playLoop(table, bots, names, lexicons.referee, 1000 + g, tally);
    if (tally.failures.length >= 5) break;
  }
  return tally;
}

const CLASSIC_FAST = games(300, 1000);
const CLASSIC_SLOW = games(30, 100);

describe('the plain loop (allowedActions, the seat\'s bot, applyAction) with every bot, level and table', () => {
  it(`${CLASSIC_FAST} classic games of greedy and equity beginner/casual/intermediate/strong over every preset and the other rules: no refused action`, () => {
    const tally = playMany(CLASSIC_FAST, fastSeat, TABLES);
    expect(tally.failures).toEqual([]);
    expect(tally.games).toBe(CLASSIC_FAST);
    // Phonies were challenged off the board, good words challenged in vain, and the turn limits, open
    // tiles, blank swaps and lost turns all came up.
    expect(tally.upheld).toBeGreaterThan(0);
    expect(tally.failed).toBeGreaterThan(0);
    expect(tally.lostTurns).toBeGreaterThan(0);
    for (const type of ['play', 'exchange', 'pass', 'challenge', 'accept', 'draw', 'swap-blank']) expect(tally.byType[type] ?? 0, type).toBeGreaterThan(0);
    expect(tally.endedBy['went-out'] ?? 0).toBeGreaterThan(0);
    expect(tally.endedBy['turn-limit'] ?? 0).toBeGreaterThan(0);
  }, TIMEOUT);

  it(`${CLASSIC_SLOW} classic games of equity full and the simulation bot (small budgets) against the others: no refused action`, () => {
    const tally = playMany(CLASSIC_SLOW, slowSeat, TABLES);
    expect(tally.failures).toEqual([]);
    expect(tally.games).toBe(CLASSIC_SLOW);
    expect(tally.upheld + tally.failed).toBeGreaterThan(0);
  }, TIMEOUT);
});
