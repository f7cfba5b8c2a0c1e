/**
 * Playing tiles: check the placement and that the tiles come from the rack, score it, check the
 * words when the rule set says so (at once, or only when challenged), and either open the
 * challenge window or make the play final at once. Internal.
 * @module
 */
import { withTiles } from '../board/board.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import type { PlacedTile } from '../types.js';
import { makePosition } from '../board/coords.js';
import { makeMove, parseMove, writtenLetter } from '../move/notation.js';
import { err, ok, type Result } from '../result.js';
import { scoreMove, type WordScore } from '../score.js';
import { BLANK } from '../tiles/tile-set.js';
import type { PlayAction } from './actions.js';
import { removeTiles, returnTiles } from '../bag/bag.js';
import type { ActionError } from './errors.js';
import { deltaFor, type GameEvent } from './events.js';
import { completePlay } from './finalize.js';
import { addDeltas, replaceAt, updateState } from './immutable.js';
import type { GameState } from './state.js';
import { advanceTurn } from './turns.js';
import { unknownTo } from './words.js';

/** Whether plays wait for a challenge before they are final: words checked on challenge, and someone to challenge. */
export function opensChallengeWindow(state: GameState): boolean {
  return state.rules.wordCheck === 'challenge' && state.players.length > 1;
}

/** The move of a play action as data. */
function readMove(state: GameState, move: PlayAction['move']): Result<Move, ActionError> {
  if (typeof move !== 'string') return ok(move);
  const parsed = parseMove(move, state.rules, state.board);
  return parsed.ok ? parsed : err({ code: parsed.error.code === 'malformed-board' || parsed.error.code === 'malformed-rules' ? 'bad-state' : parsed.error.code, message: parsed.error.message });
}

/**
 * The GCG notation of a scored move (as `makeMove` writes it), read off its main word; a single
 * tile that forms a word only across the move's direction is written along that word.
 */
function notationOf(move: Move, words: readonly WordScore[]): string {
  const word = words.find((w) => w.main) ?? words[0];
  if (word === undefined) return makeMove(move);
  let text = '';
  for (let i = 0; i < word.letters.length; i++) {
    const letter = word.letters[i]!;
    text += !word.isNew[i] ? '.' : writtenLetter({ letter, blank: word.blanks[i] === true });
  }
  const first = word.squares[0]!;
  return `${makePosition({ row: first.row, col: first.col, direction: word.direction })} ${text}`;
}

/**
 * The tiles a play puts down: under letter replacement, a tile that only repeats the letter on its
 * square is a tile played through and is left out (the notation `8D HOUS` over `HAUS`).
 */
function tilesPlaced(state: GameState, move: Move): PlacedTile[] {
  const replacing = state.rules.replacement === 'rack' || state.rules.replacement === 'bag';
  const { cells, cols } = state.board;
  return move.tiles.filter((t) => !replacing || cells[t.row * cols + t.col]?.toUpperCase() !== t.letter);
}

/** The tiles a (checked) play takes off the board under letter replacement: the letters shown on the squares it covers. */
function replacedTiles(state: GameState, tiles: readonly PlacedTile[]): PlacedTile[] {
  const { cells, cols } = state.board;
  return tiles.flatMap((t) => {
    const there = cells[t.row * cols + t.col];
    return there == null ? [] : [{ row: t.row, col: t.col, letter: there.toUpperCase(), blank: false }];
  });
}

/**
 * Where replaced tiles go: to the player's rack, or into the bag (reshuffled when the game is
 * seeded). Into the bag only once the play is final: while its challenge window is open they are
 * set aside with the pending play, so nobody can draw a tile an upheld challenge puts back.
 */
function takeReplaced(
  state: GameState, player: number, left: readonly string[], replaced: readonly PlacedTile[], final: boolean,
): Pick<GameState, 'racks'> & Partial<Pick<GameState, 'bag' | 'prng'>> {
  const letters = replaced.map((t) => t.letter);
  if (letters.length === 0 || state.rules.replacement !== 'bag') return { racks: replaceAt(state.racks, player, left.concat(letters)) };
  if (!final) return { racks: replaceAt(state.racks, player, left) };
  const back = returnTiles(state.bag, letters, state.prng);
  return { racks: replaceAt(state.racks, player, left), bag: back.bag, prng: back.prng };
}

/** Why the tiles are not on the rack; lower case (a blank) played without a blank on the rack is explained. */
function notOnRackMessage(rack: readonly string[], spent: readonly string[]): string {
  const blanks = (tiles: readonly string[]): number => tiles.filter((t) => t === BLANK).length;
  if (blanks(spent) > blanks(rack)) {
    return `Lower case letters mean blanks, and the rack ${rack.join('')} holds ${blanks(rack) === 0 ? 'no blank' : `only ${blanks(rack)}`}: write letters in upper case to play letter tiles`;
  }
  return `The rack ${rack.join('')} does not hold ${spent.join('')}`;
}

/** Plays tiles for the player to move (any open challenge window is already closed). */
export function playTiles(
  state: GameState, action: PlayAction, lexicon: Lexicon | undefined, events: GameEvent[],
): Result<GameState, ActionError> {
  const move = readMove(state, action.move);
  if (!move.ok) return move;
  const player = action.player;
  const rack = state.racks[player] ?? [];
  const scored = scoreMove(state.board, move.value, state.rules);
  if (!scored.ok) {
    const code = scored.error.code === 'malformed-board' || scored.error.code === 'malformed-rules' ? 'bad-state' : scored.error.code;
    return err({ code, message: scored.error.message });
  }
  const tiles = tilesPlaced(state, move.value).sort((a, b) => a.row - b.row || a.col - b.col);
  if (tiles.length > state.rules.rackSize) {
    return err({ code: 'too-many-tiles', message: `A move places at most a full rack: ${state.rules.rackSize} tiles, not ${tiles.length}` });
  }
  const spent = tiles.map((t) => (t.blank ? BLANK : t.letter));
  const left = removeTiles(rack, spent);
  const replaced = replacedTiles(state, tiles);
  if (left === null) return err({ code: 'not-on-rack', message: notOnRackMessage(rack, spent) });
  const { total, words, bingo } = scored.value;
  const wordList = words.map((w) => w.word);
  if (state.rules.wordCheck === 'immediate') {
    if (lexicon === undefined) {
      return err({ code: 'lexicon-required', message: 'This rule set checks words at once: pass { lexicon } to applyAction' });
    }
    const unknown = unknownTo(lexicon, wordList);
    if (!unknown.ok) return unknown;
    if (unknown.value.length > 0) {
      return err({ code: 'word-not-in-lexicon', message: `Not in the lexicon: ${unknown.value.join(', ')}` });
    }
  }
  const placed: Move = { direction: move.value.direction, tiles };
  const deltas = deltaFor(state.players.length, player, total);
  const windowOpens = opensChallengeWindow(state);
  events.push({
    type: 'move-played',
    player,
    move: placed,
    notation: notationOf(placed, words),
    words: words.map((w) => ({ word: w.word, score: w.score })),
    score: total,
    bingo,
    final: !windowOpens,
    deltas,
    ...(replaced.length > 0 ? { replaced } : {}),
  });
  const next = updateState(state, {
    board: withTiles(state.board, tiles),
    scores: addDeltas(state.scores, deltas),
    ...takeReplaced(state, player, left, replaced, !windowOpens),
  });
  if (windowOpens) {
    const pending = { player, move: placed, score: total, words: wordList, tiles: spent, ...(replaced.length > 0 ? { replaced } : {}) };
    return ok(advanceTurn(updateState(next, { phase: 'challenge-window', pending }), events));
  }
  return ok(advanceTurn(completePlay(next, { player, score: total }, events), events));
}
