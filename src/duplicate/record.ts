/**
 * A Duplicate game as a readable record: the per-round table (the rack, the board move and every
 * player's move with its score) and the totals, as JSON data or as text. GCG has no form for
 * Duplicate; the text form borrows its style: `#` lines describe, `>` lines are moves.
 *
 * ```text
 * #duplicate scrabble-engine/duplicate-record@1
 * #rules german German (2022 booklet)
 * #board-move best-submitted
 * #player1 Anna
 * #player2 Ben
 * #round 1 GRÜNDE?
 * =top 8D GRÜNDE 28 Anna
 * >Anna: 8D GRÜNDE 28
 * >Ben: 8H GRÜNDE 26
 * #round 2 ?HUNDST
 * =top I4 hUND. 5 Ben blank I4=H
 * >Anna: - 0
 * >Ben: I4 hUND. 5
 * #end round-limit
 * #maximum 33
 * #total Anna 28 84.85% rank 2
 * #total Ben 31 93.94% rank 1
 * ```
 *
 * A move whose words are not all admissible is followed by ` *` (it scores 0); `-` is no move; a
 * board move nobody submitted (the best possible one) names no player, `=top -` is a round without
 * a legal move. Rack letters of several characters are written in brackets (`[IJ]`).
 *
 * @example
 * ```ts
 * import { makeDuplicateRecord, duplicateRecord } from 'scrabble-engine/duplicate';
 * console.log(makeDuplicateRecord(state));
 * JSON.stringify(duplicateRecord(state));
 * ```
 * @module
 */
import { squareName } from '../board/coords.js';
import { results } from './results.js';
import type { DuplicateEndReason, DuplicateState, Submission } from './state.js';

/** The format tag of {@link DuplicateRecord}, also on the first line of the text form. */
export const DUPLICATE_RECORD_FORMAT = 'scrabble-engine/duplicate-record@1';

/** One player's entry in a round of the record. */
export interface RecordedMove {
  readonly player: string;
  /** GCG notation, or `null` for no move. */
  readonly move: string | null;
  readonly score: number;
  /** `false` when a word is not admissible (the move scores 0). */
  readonly admissible: boolean;
}

/** One round of the record. */
export interface RecordedRound {
  readonly round: number;
  /** The rack as text (`?` a blank, letters of several characters in brackets). */
  readonly rack: string;
  /** The board move, or `null` for a round without a legal move. */
  readonly top: {
    readonly move: string;
    readonly score: number;
    /** Whose move it is, or `null` when the move generator found it. */
    readonly player: string | null;
    /** Blanks replaced by real letters: `'I4=H'`. */
    readonly replaced: readonly string[];
  } | null;
  readonly moves: readonly RecordedMove[];
}

/** A Duplicate game as a record: plain JSON. */
export interface DuplicateRecord {
  readonly format: typeof DUPLICATE_RECORD_FORMAT;
  readonly rules: { readonly id: string; readonly name: string };
  readonly boardMove: DuplicateState['boardMove'];
  readonly players: readonly string[];
  readonly rounds: readonly RecordedRound[];
  /** Why the game ended, or `null` while it goes on. */
  readonly end: DuplicateEndReason | null;
  readonly maximum: number;
  readonly totals: readonly { readonly player: string; readonly total: number; readonly percentage: number; readonly rank: number }[];
}

function rackText(rack: readonly string[]): string {
  return rack.map((t) => (t.length > 1 ? `[${t}]` : t)).join('');
}

function recorded(player: string, entry: Submission): RecordedMove {
  return entry.move === null
    ? { player, move: null, score: 0, admissible: true }
    : { player, move: entry.notation, score: entry.score, admissible: entry.admissible };
}

/** The record of a Duplicate game (the closed rounds, and the totals so far). */
export function duplicateRecord(state: DuplicateState): DuplicateRecord {
  const r = results(state);
  return {
    format: DUPLICATE_RECORD_FORMAT,
    rules: { id: state.rules.id, name: state.rules.name },
    boardMove: state.boardMove,
    players: state.players,
    rounds: state.rounds.map((round, i) => ({
      round: i + 1,
      rack: rackText(round.rack),
      top: round.top === null ? null : {
        move: round.top.notation,
        score: round.top.score,
        player: round.top.player === null ? null : (state.players[round.top.player] ?? null),
        replaced: round.replaced.map((b) => `${squareName(b)}=${b.letter}`),
      },
      moves: round.submissions.map((s, p) => recorded(state.players[p] ?? '', s)),
    })),
    end: r.reason,
    maximum: r.maximum,
    totals: r.players.map((p) => ({ player: p.name, total: p.total, percentage: Math.round(p.percentage * 100) / 100, rank: p.rank })),
  };
}

/** A name on one line: line breaks become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The record of a Duplicate game as text (see the module doc for the format). */
export function makeDuplicateRecord(state: DuplicateState): string {
  const record = duplicateRecord(state);
  const lines = [
    `#duplicate ${DUPLICATE_RECORD_FORMAT}`,
    `#rules ${oneLine(record.rules.id)} ${oneLine(record.rules.name)}`,
    `#board-move ${record.boardMove}`,
    ...record.players.map((name, p) => `#player${p + 1} ${oneLine(name)}`),
  ];
  for (const round of record.rounds) {
    lines.push(`#round ${round.round} ${round.rack}`);
    const top = round.top;
    lines.push(top === null ? '=top -' : [
      '=top', top.move, String(top.score), ...(top.player === null ? [] : [oneLine(top.player)]),
      ...(top.replaced.length === 0 ? [] : ['blank', ...top.replaced]),
    ].join(' '));
    for (const m of round.moves) lines.push(`>${oneLine(m.player)}: ${m.move ?? '-'} ${m.score}${m.admissible ? '' : ' *'}`);
  }
  if (record.end !== null) lines.push(`#end ${record.end}`);
  lines.push(`#maximum ${record.maximum}`);
  for (const t of record.totals) lines.push(`#total ${oneLine(t.player)} ${t.total} ${t.percentage.toFixed(2)}% rank ${t.rank}`);
  return `${lines.join('\n')}\n`;
}
