/**
 * What the browser test's person does in a classic game, decided in Node from the replica's state
 * so that every kind of turn gets tried: a challenge of the bot, an exchange, a pass, a blank swap
 * (of a blank the person put down as a letter it kept) and a letter replacement under the Dutch
 * variations, a `*IN` play under Gendern, and otherwise
 * the best move.
 */
import {
  allowedActions, bestMove, generateMoves, scoreMove, squareName, GENDERN_TOKEN,
  type Action, type CompactLexicon, type GameState, type Move, type PlacedTile,
} from 'scrabble-engine';

export const HUMAN = 0;
export const BOT = 1;

/** The kinds of turn the person has tried so far. */
export interface Tried {
  challenged: boolean;
  exchanged: boolean;
  passed: boolean;
  swapped: boolean;
  replaced: boolean;
  gendern: boolean;
}

export function nothingTried(): Tried {
  return { challenged: false, exchanged: false, passed: false, swapped: false, replaced: false, gendern: false };
}

/** The squares of final blanks the person may swap now (their letter on the rack, not in a pending play). */
export function swappableSquares(state: GameState): string[] {
  if (state.rules.blankSwap !== true || !allowedActions(state, HUMAN)['swap-blank'].allowed) return [];
  const rack = state.racks[HUMAN] ?? [];
  const pending = new Set((state.pending?.move.tiles ?? []).map((t) => `${t.row},${t.col}`));
  const squares: string[] = [];
  state.board.cells.forEach((cell, i) => {
    const row = Math.floor(i / state.board.cols);
    const col = i % state.board.cols;
    if (cell == null || cell === cell.toUpperCase() || cell === GENDERN_TOKEN.toLowerCase() || pending.has(`${row},${col}`)) return;
    if (rack.includes(cell.toUpperCase())) squares.push(squareName({ row, col }));
  });
  return squares;
}

/**
 * A play under letter replacement: one board letter of a word replaced by a rack tile, and one
 * rack tile added at an end of that word, every word formed in the lexicon. Undefined when none.
 */
export function replacementPlay(state: GameState, lexicon: CompactLexicon): Move | undefined {
  const { board, rules } = state;
  const held = state.racks[HUMAN] ?? [];
  const rack = [...new Set(held.filter((t) => t !== '?'))];
  const at = (row: number, col: number): string | null | undefined =>
    row < 0 || col < 0 || row >= board.rows || col >= board.cols ? undefined : board.cells[row * board.cols + col];
  for (const direction of ['across', 'down'] as const) {
    const step = direction === 'across' ? [0, 1] : [1, 0];
    for (let i = 0; i < board.cells.length; i++) {
      const row = Math.floor(i / board.cols);
      const col = i % board.cols;
      if (at(row, col) == null || at(row - step[0]!, col - step[1]!) != null) continue;
      let length = 0;
      while (at(row + length * step[0]!, col + length * step[1]!) != null) length++;
      if (length < 2) continue;
      const end = { row: row + length * step[0]!, col: col + length * step[1]! };
      if (at(end.row, end.col) !== null) continue;
      for (let k = 0; k < length; k++) {
        const square = { row: row + k * step[0]!, col: col + k * step[1]! };
        const shown = at(square.row, square.col);
        if (shown == null || shown !== shown.toUpperCase()) continue;
        for (const letter of rack) {
          if (letter === shown) continue;
          for (const added of rack) {
            if (added === letter && held.filter((t) => t === letter).length < 2) continue;
            const tiles: PlacedTile[] = [{ ...square, letter, blank: false }, { ...end, letter: added, blank: false }];
            const move: Move = { direction, tiles };
            const scored = scoreMove(board, move, rules);
            if (scored.ok && scored.value.words.every((w) => lexicon.has(w.word))) return move;
          }
        }
      }
    }
  }
  return undefined;
}

/** A play with the `*IN` ending, when the rack and board allow one. */
export function gendernPlay(state: GameState, lexicon: CompactLexicon): Move | undefined {
  if (state.rules.gendern !== true || !(state.racks[HUMAN] ?? []).includes('?')) return undefined;
  const moves = generateMoves(state.board, state.racks[HUMAN] ?? [], state.rules, lexicon);
  return moves.ok ? moves.value.find((m) => m.move.tiles.some((t) => t.letter === GENDERN_TOKEN))?.move : undefined;
}

/**
 * Under the blank swap: a play that puts the blank down as a letter the rack keeps after the play,
 * so that the person can swap it back later. Undefined when none.
 */
export function swappablePlay(state: GameState, lexicon: CompactLexicon): Move | undefined {
  const rack = state.racks[HUMAN] ?? [];
  if (state.rules.blankSwap !== true || !rack.includes('?')) return undefined;
  const moves = generateMoves(state.board, rack, state.rules, lexicon);
  if (!moves.ok) return undefined;
  return moves.value.find(({ move }) => {
    const left = [...rack];
    for (const t of move.tiles) left.splice(left.indexOf(t.blank ? '?' : t.letter), 1);
    return move.tiles.some((t) => t.blank && left.includes(t.letter));
  })?.move;
}

/** One step of the person: a swap (not a turn) or the action of the turn, and why. */
export type Step =
  | { readonly kind: 'swap'; readonly square: string }
  | { readonly kind: 'turn'; readonly action: Action; readonly what: 'challenge' | 'accept' | 'exchange' | 'pass' | 'replacement' | 'gendern' | 'best' };

/** What the person does next in turn `turn` of theirs (marking it in `tried`). */
export function nextStep(state: GameState, lexicon: CompactLexicon, turn: number, tried: Tried): Step {
  const pending = state.phase === 'challenge-window' && state.pending?.player === BOT;
  const rack = state.racks[HUMAN] ?? [];
  const allowed = allowedActions(state, HUMAN);
  if (pending && !tried.challenged) {
    tried.challenged = true;
    return { kind: 'turn', action: { type: 'challenge', player: HUMAN }, what: 'challenge' };
  }
  if (pending && state.bag.length === 0 && rack.length > 0 && (state.racks[BOT]?.length ?? 0) === 0) {
    return { kind: 'turn', action: { type: 'accept', player: HUMAN }, what: 'accept' };
  }
  if (!pending && !tried.swapped) {
    const square = swappableSquares(state)[0];
    if (square !== undefined) {
      tried.swapped = true;
      return { kind: 'swap', square };
    }
  }
  if (!tried.exchanged && turn >= 2 && allowed.exchange.allowed) {
    tried.exchanged = true;
    return { kind: 'turn', action: { type: 'exchange', player: HUMAN, tiles: rack.slice(0, 2) }, what: 'exchange' };
  }
  if (!tried.passed && turn >= 4 && allowed.pass.allowed) {
    tried.passed = true;
    return { kind: 'turn', action: { type: 'pass', player: HUMAN }, what: 'pass' };
  }
  if (!tried.replaced && !pending && state.rules.replacement !== 'off') {
    const move = replacementPlay(state, lexicon);
    if (move !== undefined) {
      tried.replaced = true;
      return { kind: 'turn', action: { type: 'play', player: HUMAN, move }, what: 'replacement' };
    }
  }
  const keep = tried.swapped ? undefined : swappablePlay(state, lexicon);
  if (keep !== undefined) return { kind: 'turn', action: { type: 'play', player: HUMAN, move: keep }, what: 'best' };
  const ending = gendernPlay(state, lexicon);
  if (ending !== undefined) {
    tried.gendern = true;
    return { kind: 'turn', action: { type: 'play', player: HUMAN, move: ending }, what: 'gendern' };
  }
  const best = bestMove(state.board, rack, state.rules, lexicon);
  if (best.ok && best.value !== null) return { kind: 'turn', action: { type: 'play', player: HUMAN, move: best.value.move }, what: 'best' };
  if (allowed.pass.allowed) return { kind: 'turn', action: { type: 'pass', player: HUMAN }, what: 'pass' };
  return { kind: 'turn', action: { type: 'exchange', player: HUMAN, tiles: rack.slice(0, Math.min(rack.length, state.bag.length)) }, what: 'exchange' };
}
