/**
 * Test helpers for the bots: a small English word list over the letters A E I N O S T (so that
 * endgames on it have moves), positions built from words, and views of seeded games.
 * @module
 */
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import type { Bot } from '../../src/bot/bot.js';
import { greedyBot } from '../../src/bot/greedy.js';
import type { Action } from '../../src/game/actions.js';
import { positionOf } from '../../src/bot/position.js';
import { viewFor } from '../../src/game/view.js';
import { applyAction } from '../../src/game/apply.js';
import { createGame } from '../../src/game/setup.js';
import type { GameState } from '../../src/game/state.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { ENGLISH } from '../../src/rules/presets.js';
import { lexiconOf } from '../movegen/helpers.js';

/** Words of two to four letters from A E I N O S T. */
export const SMALL_WORDS = [
  'AE', 'AI', 'AN', 'AS', 'AT', 'EN', 'ES', 'ET', 'IN', 'IS', 'IT', 'NA', 'NE', 'NO', 'ON', 'OS', 'OE', 'SI', 'SO', 'TA', 'TE', 'TI', 'TO',
  'ANE', 'ANI', 'ANT', 'ATE', 'EAN', 'EAT', 'ENS', 'EON', 'ETA', 'ION', 'ITS', 'NAE', 'NOS', 'NOT', 'OAT', 'ONE', 'ONS', 'OES', 'SAT', 'SEA',
  'SEN', 'SET', 'SIN', 'SIT', 'SON', 'SOT', 'TAE', 'TAN', 'TAO', 'TAS', 'TEA', 'TEN', 'TES', 'TIE', 'TIN', 'TIS', 'TOE', 'TON', 'NIT', 'NET',
  'ANTE', 'ANTI', 'ANTS', 'EAST', 'EATS', 'ETAS', 'IONS', 'IOTA', 'NEST', 'NETS', 'NOSE', 'NOTE', 'OATS', 'ONES', 'SANE', 'SATE', 'SEAT',
  'SENT', 'SITE', 'SNOT', 'SONE', 'STOA', 'TANS', 'TEAS', 'TENS', 'TIES', 'TINE', 'TINS', 'TOES', 'TONE', 'TONS', 'SAINT', 'STAIN', 'SATIN',
  'STONE', 'NOTES', 'ONSET', 'TONES', 'SETON', 'STEN', 'INTO', 'TOSA', 'NAOS',
];

/** The compact lexicon of {@link SMALL_WORDS} (English rules). */
export const small = lexiconOf(SMALL_WORDS, ENGLISH);

/** An English board with words laid down: `[row, col, 'across' | 'down', word]` (0-based squares). */
export function boardWith(words: readonly (readonly [number, number, 'across' | 'down', string])[]): Board {
  let board = emptyBoard(ENGLISH);
  for (const [row, col, dir, word] of words) {
    board = withTiles(board, [...word].map((letter, i) => ({
      row: dir === 'across' ? row : row + i, col: dir === 'across' ? col + i : col, letter, blank: false,
    })));
  }
  return board;
}

/** A state whose rack, opponent's rack and bag are replaced (the rest kept), for tests of hidden information. */
export function withHidden(state: GameState, opponent: number, rack: readonly string[], bag: readonly string[]): GameState {
  const racks = state.racks.map((r, p) => (p === opponent ? rack : r));
  return { ...state, racks, bag };
}

/** A bot's action for a seat of a state, through the seat's view; the bot must answer at once. */
export function act(bot: Bot, state: GameState, player: number): Action {
  const action = bot(viewFor(state, player), { player, actions: state.history.length });
  if (action instanceof Promise) throw new Error('The bot answered with a promise');
  return action;
}

/** The state of a seeded game after `turns` greedy turns (or earlier, when the game ends). */
export function stateAfter(rules: RuleSet, lexicon: CompactLexicon, seed: number, turns: number): GameState {
  const created = createGame({ rules, players: ['A', 'B'], seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bot = greedyBot(lexicon);
  for (let t = 0; t < turns && state.phase !== 'over'; t++) {
    const outcome = applyAction(state, act(bot, state, state.turn), { lexicon });
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
  }
  return state;
}

/** A state of a game whose bag holds exactly `bagSize` tiles after greedy play, or `null` when no seed reaches it. */
export function stateWithBag(rules: RuleSet, lexicon: CompactLexicon, bagSize: (n: number) => boolean, seeds = 40): GameState | null {
  for (let seed = 1; seed <= seeds; seed++) {
    const created = createGame({ rules, players: ['A', 'B'], seed });
    if (!created.ok) continue;
    let state = created.value;
    const bot = greedyBot(lexicon);
    for (let t = 0; t < 200 && state.phase !== 'over'; t++) {
      const position = positionOf(viewFor(state, state.turn));
      if (typeof position !== 'string' && bagSize(position.bagSize) && position.rack.length > 0) return state;
      const outcome = applyAction(state, act(bot, state, state.turn), { lexicon });
      if (!outcome.ok) break;
      state = outcome.value.state;
    }
  }
  return null;
}

/** A tiny tile set (21 tiles of A E I N O S T, no blanks): games on it reach the pre-endgame and the endgame at once. */
export const TINY: RuleSet = {
  ...ENGLISH,
  id: 'tiny',
  tiles: {
    id: 'tiny', name: 'Tiny', blanks: 0,
    letters: [['A', 3, 1], ['E', 4, 1], ['I', 2, 2], ['N', 3, 2], ['O', 2, 1], ['S', 3, 1], ['T', 4, 1]].map(([letter, count, value]) => ({ letter: String(letter), count: Number(count), value: Number(value) })),
  },
};

/** {@link SMALL_WORDS} for the {@link TINY} set. */
export const tiny = lexiconOf(SMALL_WORDS, TINY);
