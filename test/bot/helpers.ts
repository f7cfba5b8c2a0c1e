/**
 * Test helpers for the bots: a small English word list over the letters A E I N O S T (so that
 * endgames on it have moves), positions built from words, and views of seeded games.
 * @module
 */
import { emptyBoard, withTiles, type Board } from '../../src/board/board.js';
import type { GameState } from '../../src/game/state.js';
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
