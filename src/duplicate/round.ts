/**
 * Closing a round: the board move (the best submitted move, or the best possible one), its
 * tiles put on the board, blanks in it replaced by real letters from the bag, the rack refilled,
 * and the end of the game. Internal.
 * @module
 */
import { withTiles, type Board } from '../board/board.js';
import { drawTiles, removeTiles } from '../bag/bag.js';
import { shuffled, type CryptoPrngState } from '../bag/prng.js';
import { isCompactLexicon } from '../lexicon/compact-lexicon.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { bestMove, hasAnyMove } from '../movegen/generate.js';
import { err, ok, type Result } from '../result.js';
import { bingoFor, scoreMove } from '../score.js';
import type { RuleSet } from '../rules/rule-set.js';
import { BLANK } from '../tiles/tile-set.js';
import type { DuplicateActionError } from './errors.js';
import type { DuplicateEvent } from './events.js';
import { notationOf } from './submission.js';
import type {
  BlankReplacement, DuplicateEndReason, DuplicateState, NoMove, Round, Submission, TopMove,
} from './state.js';

/** The entry of a player who submitted nothing. */
export const NO_MOVE: NoMove = { move: null, score: 0 };

/** The players with the highest total. */
export function leadersOf(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, p) => (s === best ? [p] : []));
}

/** The best admissible submitted move (ties: the lowest seat), or `null`. */
export function bestSubmitted(entries: readonly Submission[]): TopMove | null {
  let top: TopMove | null = null;
  entries.forEach((entry, player) => {
    if (entry.move === null || !entry.admissible) return;
    if (top === null || entry.score > top.score) top = { ...entry, player };
  });
  return top;
}

/**
 * The round's entries under the bingo rule: with `'top-finders'`, a submission that earned the
 * 50-point bonus keeps it only when it scores the round's top (its finder); every other one scores
 * without it. Unchanged under `'every-submission'` or without a board move.
 */
export function bingoForFinders(
  entries: readonly Submission[], top: TopMove | null, rules: RuleSet, bingoTo: DuplicateState['bingoTo'],
): Submission[] {
  if (bingoTo !== 'top-finders' || top === null) return entries.slice();
  return entries.map((entry) => {
    if (entry.move === null || !entry.admissible || entry.score >= top.score) return entry;
    const bonus = bingoFor(entry.move.tiles.length, rules);
    return bonus === 0 ? entry : { ...entry, score: entry.score - bonus };
  });
}

/** The move generator's best move for the rack, as a top move (found by nobody: `player: null`). */
function generatedTop(state: DuplicateState, lexicon: Lexicon | undefined): Result<TopMove | null, DuplicateActionError> {
  if (!isCompactLexicon(lexicon)) {
    return err({ code: 'lexicon-required', message: 'The best-possible board move needs the compact lexicon (buildLexicon or loadLexicon) in applyAction' });
  }
  const best = bestMove(state.board, state.rack, state.rules, lexicon);
  if (!best.ok) return err({ code: 'bad-state', message: best.error.message });
  if (best.value === null) return ok(null);
  const scored = scoreMove(state.board, best.value.move, state.rules);
  if (!scored.ok) return err({ code: 'bad-state', message: scored.error.message });
  const { move } = best.value;
  return ok({
    move: { direction: move.direction, tiles: move.tiles.map((t) => ({ row: t.row, col: t.col, letter: t.letter, blank: t.blank })) },
    notation: notationOf(move, scored.value.words),
    words: scored.value.words.map((w) => w.word),
    score: scored.value.total,
    admissible: true,
    player: null,
  });
}

/** The board move of a round: the best submitted move, or the generator's when it scores more. */
export function chooseTop(
  state: DuplicateState, entries: readonly Submission[], lexicon: Lexicon | undefined,
): Result<TopMove | null, DuplicateActionError> {
  const submitted = bestSubmitted(entries);
  if (state.boardMove === 'best-submitted') return ok(submitted);
  const generated = generatedTop(state, lexicon);
  if (!generated.ok) return generated;
  const found = generated.value;
  if (found === null || (submitted !== null && submitted.score >= found.score)) return ok(submitted);
  return ok(found);
}

/** Whether the rack has a legal move on the board (always true when no generator is used). */
export function moveExists(state: Pick<DuplicateState, 'boardMove' | 'board' | 'rack' | 'rules'>, lexicon: Lexicon | undefined): Result<boolean, DuplicateActionError> {
  if (state.boardMove !== 'best-possible') return ok(true);
  if (!isCompactLexicon(lexicon)) {
    return err({ code: 'lexicon-required', message: 'The best-possible board move needs the compact lexicon (buildLexicon or loadLexicon)' });
  }
  const any = hasAnyMove(state.board, state.rack, state.rules, lexicon);
  return any.ok ? ok(any.value) : err({ code: 'bad-state', message: any.error.message });
}

/** The board with each blank of the move replaced by its letter when the bag holds one; those letters leave the bag. */
function replaceBlanks(board: Board, top: TopMove, bag: readonly string[]): { board: Board; bag: readonly string[]; replaced: BlankReplacement[] } {
  let rest = bag;
  const replaced: BlankReplacement[] = [];
  for (const tile of top.move.tiles) {
    if (!tile.blank) continue;
    const left = removeTiles(rest, [tile.letter]);
    if (left === null) continue;
    rest = left;
    replaced.push({ row: tile.row, col: tile.col, letter: tile.letter });
  }
  const next = replaced.length === 0 ? board : withTiles(board, replaced.map((r) => ({ ...r, blank: false })));
  return { board: next, bag: rest, replaced };
}

/** The bag with blanks put back: reshuffled by the generator, or at the back of a bag in a given order. */
function returnBlanks(bag: readonly string[], count: number, prng: CryptoPrngState | null): { bag: readonly string[]; prng: CryptoPrngState | null } {
  if (count === 0) return { bag, prng };
  const joined = bag.concat(new Array<string>(count).fill(BLANK));
  if (prng === null) return { bag: joined, prng };
  const [mixed, next] = shuffled(joined, prng);
  return { bag: mixed, prng: next };
}

/** The tiles after a round: the board with its move, the blanks replaced, the rack refilled, the bag and the generator state. */
export interface AfterRound {
  readonly board: Board;
  readonly replaced: BlankReplacement[];
  readonly kept: string[];
  readonly drawn: readonly string[];
  readonly rack: string[];
  readonly bag: readonly string[];
  readonly prng: CryptoPrngState | null;
}

/**
 * What closing a round with the board move `top` does to the tiles: the move put on the board, its
 * blanks replaced by the letters the bag holds (the blanks go back into the bag, reshuffled when
 * seeded), and the rack refilled. `null` when the move is not on the rack. Used by the reducer and
 * by the reader of saved states, which follows every draw with it.
 */
export function afterRound(
  board: Board, rack: readonly string[], bag: readonly string[], prng: CryptoPrngState | null, top: TopMove, rackSize: number,
): AfterRound | null {
  const kept = removeTiles(rack, top.move.tiles.map((t) => (t.blank ? BLANK : t.letter)));
  if (kept === null) return null;
  const swap = replaceBlanks(withTiles(board, top.move.tiles), top, bag);
  const back = returnBlanks(swap.bag, swap.replaced.length, prng);
  const { drawn, bag: rest } = drawTiles(back.bag, rackSize - kept.length);
  return { board: swap.board, replaced: swap.replaced, kept, drawn, rack: kept.concat(drawn), bag: rest, prng: back.prng };
}

/** The game over, with the reason and the winners. */
function ended(state: DuplicateState, reason: DuplicateEndReason, events: DuplicateEvent[]): DuplicateState {
  const winners = leadersOf(state.scores);
  events.push({ type: 'game-ended', reason, winners });
  return { ...state, phase: 'over', submissions: state.players.map(() => null), result: { reason, winners } };
}

/**
 * Opens the next round, or ends the game: when the bag and rack are empty, after the round
 * limit, or (with the move generator) when the new rack has no legal move, recorded as a round
 * without a board move.
 */
export function openRound(state: DuplicateState, lexicon: Lexicon | undefined, events: DuplicateEvent[]): Result<DuplicateState, DuplicateActionError> {
  if (state.rack.length === 0 && state.bag.length === 0) return ok(ended(state, 'tiles-out', events));
  if (state.roundLimit !== null && state.rounds.length >= state.roundLimit) return ok(ended(state, 'round-limit', events));
  const exists = moveExists(state, lexicon);
  if (!exists.ok) return exists;
  if (!exists.value) {
    const round: Round = { rack: state.rack, top: null, submissions: state.players.map(() => NO_MOVE), replaced: [] };
    events.push({ type: 'round-closed', round: state.rounds.length + 1, top: null, replaced: [], scores: state.scores });
    return ok(ended({ ...state, rounds: state.rounds.concat([round]) }, 'no-move', events));
  }
  return ok({ ...state, phase: 'round', submissions: state.players.map(() => null) });
}

/** Closes the open round (players who have not submitted get no move) and opens the next one. */
export function closeRound(state: DuplicateState, lexicon: Lexicon | undefined, events: DuplicateEvent[]): Result<DuplicateState, DuplicateActionError> {
  const submitted = state.submissions.map((s) => s ?? NO_MOVE);
  const chosen = chooseTop(state, submitted, lexicon);
  if (!chosen.ok) return chosen;
  const top = chosen.value;
  const entries = bingoForFinders(submitted, top, state.rules, state.bingoTo);
  const scores = state.scores.map((s, p) => s + (entries[p]?.score ?? 0));
  const number = state.rounds.length + 1;
  if (top === null) {
    const round: Round = { rack: state.rack, top: null, submissions: entries, replaced: [] };
    events.push({ type: 'round-closed', round: number, top: null, replaced: [], scores });
    return ok(ended({ ...state, scores, rounds: state.rounds.concat([round]) }, 'no-move', events));
  }
  const after = afterRound(state.board, state.rack, state.bag, state.prng, top, state.rules.rackSize);
  if (after === null) return err({ code: 'bad-state', message: 'The board move is not on the rack' });
  const { kept, drawn, rack } = after;
  const round: Round = { rack: state.rack, top, submissions: entries, replaced: after.replaced };
  events.push({ type: 'round-closed', round: number, top, replaced: after.replaced, scores });
  if (rack.length > 0) events.push({ type: 'rack-drawn', round: number + 1, kept, drawn, rack });
  const next: DuplicateState = {
    ...state,
    board: after.board,
    rack,
    bag: after.bag,
    prng: after.prng,
    scores,
    rounds: state.rounds.concat([round]),
  };
  return openRound(next, lexicon, events);
}
