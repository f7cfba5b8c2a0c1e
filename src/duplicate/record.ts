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
 * import { makeDuplicateRecord, duplicateRecord, parseDuplicateRecord } from 'scrabble-engine/duplicate';
 * const text = makeDuplicateRecord(state);
 * JSON.stringify(duplicateRecord(state));
 * parseDuplicateRecord(text);   // { ok: true, value: the same as duplicateRecord(state) }
 * ```
 * @module
 */
import { copyPlain } from '../copy.js';
import { orElse, orElseGet } from '../total.js';

import { squareName } from '../board/coords.js';
import { err, ok, type Result } from '../result.js';
import { isDuplicateState, results } from './results.js';
import { DUPLICATE_END_REASONS, type DuplicateEndReason, type DuplicateState, type Submission } from './state.js';

/**
 * The format tag of {@link DuplicateRecord}, also on the first line of the text form.
 * @example
 * ```ts
 * import { DUPLICATE_RECORD_FORMAT } from 'scrabble-engine/duplicate';
 * DUPLICATE_RECORD_FORMAT;   // 'scrabble-engine/duplicate-record@1'
 * ```
 */
export const DUPLICATE_RECORD_FORMAT = 'scrabble-engine/duplicate-record@1';

/**
 * One player's entry in a round of the record.
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { DuplicateRecord, RecordedMove } from 'scrabble-engine/duplicate';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const firstRound = (record: DuplicateRecord): readonly RecordedMove[] => record.rounds[0]?.moves ?? [];
 * ```
 */
export interface RecordedMove {
  readonly player: string;
  /** GCG notation, or `null` for no move. */
  readonly move: string | null;
  readonly score: number;
  /** `false` when a word is not admissible (the move scores 0). */
  readonly admissible: boolean;
}

/**
 * One round of the record.
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * import type { DuplicateRecord, RecordedRound } from 'scrabble-engine/duplicate';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const racks = (record: DuplicateRecord): string[] => record.rounds.map((round: RecordedRound) => round.rack);
 * ```
 */
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

/**
 * A Duplicate game as a record: plain JSON.
 * @example
 * ```ts
 * import { parseDuplicateRecord, type DuplicateRecord } from 'scrabble-engine/duplicate';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const read = parseDuplicateRecord(text);
 * const record: DuplicateRecord | null = read.ok ? read.value : null;
 * ```
 */
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

/**
 * The record of a Duplicate game (the closed rounds, and the totals so far); no players and no rounds for something that is not a Duplicate game.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, duplicateRecord } from 'scrabble-engine/duplicate';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * if (game.ok) duplicateRecord(game.value).rounds;   // [] until a round closes
 * ```
 */
export function duplicateRecord(state: DuplicateState): DuplicateRecord {
  return orElseGet(() => copyPlain(isDuplicateState(state) ? recordOf(state) : NO_RECORD), () => copyPlain(NO_RECORD));
}

/** The record of something that is not a Duplicate game: no players, no rounds. */
const NO_RECORD: DuplicateRecord = {
  format: DUPLICATE_RECORD_FORMAT, rules: { id: '', name: '' }, boardMove: 'best-submitted', players: [], rounds: [], end: null, maximum: 0, totals: [],
};

function recordOf(state: DuplicateState): DuplicateRecord {
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

/**
 * The record of a Duplicate game as text (see the module doc for the format); `''` for something that is not a Duplicate game.
 * @example
 * ```ts
 * import { GERMAN } from 'scrabble-engine';
 * import { createGame, makeDuplicateRecord } from 'scrabble-engine/duplicate';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'] });
 * if (game.ok) console.log(makeDuplicateRecord(game.value));   // '#duplicate …', one line per player, then the rounds
 * ```
 */
export function makeDuplicateRecord(state: DuplicateState): string {
  return orElse(() => (isDuplicateState(state) ? writeRecord(state) : ''), '');
}

function writeRecord(state: DuplicateState): string {
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

/**
 * The error of {@link parseDuplicateRecord}: the line that could not be read.
 * @example
 * ```ts
 * import { parseDuplicateRecord, type RecordError } from 'scrabble-engine/duplicate';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const read = parseDuplicateRecord(text);
 * const error: RecordError | null = read.ok ? null : read.error;   // with the line it is about
 * ```
 */
export interface RecordError {
  readonly code: 'bad-record';
  readonly message: string;
  /** The line, counted from 1. */
  readonly line: number;
}

/** Longest record text read. */
const MAX_RECORD_LENGTH = 1_000_000;

/**
 * Reads the text form of a Duplicate record back into its JSON form (what
 * {@link duplicateRecord} gives): `parseDuplicateRecord(makeDuplicateRecord(state))` equals
 * `duplicateRecord(state)` for names without line breaks or repeated spaces. It reads the record
 * only; replaying it is the game's business. Never throws.
 * @example
 * ```ts
 * import { parseDuplicateRecord } from 'scrabble-engine/duplicate';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const record = parseDuplicateRecord(text);   // text from makeDuplicateRecord
 * if (record.ok) record.value.totals;
 * ```
 */
export function parseDuplicateRecord(text: string): Result<DuplicateRecord, RecordError> {
  if (typeof text !== 'string' || text.length > MAX_RECORD_LENGTH) {
    return err({ code: 'bad-record', message: `A record is text of at most ${MAX_RECORD_LENGTH} characters`, line: 0 });
  }
  const lines = text.split(/\r?\n/);
  let n = 0;
  const bad = (message: string): Result<never, RecordError> => err({ code: 'bad-record', message: message.slice(0, 200), line: n });
  let rules: { id: string; name: string } | null = null;
  let boardMove: DuplicateState['boardMove'] | null = null;
  const players: string[] = [];
  const rounds: { round: number; rack: string; top: RecordedRound['top']; moves: RecordedMove[] }[] = [];
  let end: DuplicateEndReason | null = null;
  let maximum: number | null = null;
  const totals: DuplicateRecord['totals'][number][] = [];
  const int = (s: string | undefined): number | null => (s !== undefined && /^-?\d{1,9}$/.test(s) ? Number(s) : null);
  /** The player whose name starts `rest` (longest name first), and what follows it. */
  const named = (rest: string): [string, string] | null => {
    const name = [...players].sort((a, b) => b.length - a.length).find((p) => rest === p || rest.startsWith(`${p} `) || rest.startsWith(`${p}:`));
    return name === undefined ? null : [name, rest.slice(name.length)];
  };
  for (const raw of lines) {
    n++;
    const line = raw.trimEnd();
    if (line === '') continue;
    if (n === 1) {
      if (line !== `#duplicate ${DUPLICATE_RECORD_FORMAT}`) return bad(`The first line must be "#duplicate ${DUPLICATE_RECORD_FORMAT}"`);
      continue;
    }
    const [head = '', ...rest] = line.split(' ');
    const tail = rest.join(' ');
    const round = rounds[rounds.length - 1];
    if (head === '#rules' && rest.length >= 2) rules = { id: rest[0]!, name: rest.slice(1).join(' ') };
    else if (head === '#board-move' && (tail === 'best-submitted' || tail === 'best-possible')) boardMove = tail;
    else if (/^#player\d+$/.test(head) && tail !== '' && Number(head.slice(7)) === players.length + 1 && rounds.length === 0) players.push(tail);
    else if (head === '#round' && rest.length === 2 && int(rest[0]) === rounds.length + 1) {
      rounds.push({ round: rounds.length + 1, rack: rest[1]!, top: null, moves: [] });
    } else if (head === '=top' && round !== undefined && round.moves.length === 0) {
      if (tail === '-') continue;
      const score = int(rest[2]);
      if (rest.length < 3 || score === null) return bad('A board move is "=top POSITION WORD SCORE [NAME] [blank SQUARE=LETTER …]"');
      let after = rest.slice(3).join(' ');
      let player: string | null = null;
      if (after !== '' && !after.startsWith('blank ')) {
        const who = named(after);
        if (who === null) return bad(`"${after}" names no player of the record`);
        [player, after] = [who[0], who[1].trim()];
      }
      const replaced = after === '' ? [] : after.split(' ');
      if (replaced.length > 0 && (replaced.shift() !== 'blank' || replaced.length === 0 || !replaced.every((r) => /^[A-Z]\d{1,2}=\S+$/.test(r)))) {
        return bad('Replaced blanks are written "blank H8=E …"');
      }
      round.top = { move: `${rest[0]} ${rest[1]}`, score, player, replaced };
    } else if (head.startsWith('>') && round !== undefined) {
      const who = named(line.slice(1));
      if (who === null || !who[1].startsWith(': ')) return bad('A move line is ">NAME: POSITION WORD SCORE [*]" with a player of the record');
      const parts = who[1].slice(2).split(' ');
      const admissible = parts[parts.length - 1] !== '*';
      if (!admissible) parts.pop();
      const score = int(parts[parts.length - 1]);
      const move = parts.slice(0, -1).join(' ');
      if (score === null || (move !== '-' && parts.length !== 3)) return bad('A move line is ">NAME: POSITION WORD SCORE [*]" or ">NAME: - 0"');
      if (round.moves.length >= players.length || round.moves.length !== players.indexOf(who[0])) return bad('The moves of a round come in seat order, one per player');
      round.moves.push({ player: who[0], move: move === '-' ? null : move, score, admissible });
    } else if (head === '#end' && (DUPLICATE_END_REASONS as readonly string[]).includes(tail)) end = tail as DuplicateEndReason;
    else if (head === '#maximum' && int(tail) !== null) maximum = int(tail);
    else if (head === '#total') {
      const who = named(tail);
      const m = who === null ? null : /^ (-?\d{1,9}) (\d{1,3}\.\d{2})% rank (\d{1,4})$/.exec(who[1]);
      if (who === null || m === null) return bad('A total is "#total NAME TOTAL PERCENT% rank R"');
      totals.push({ player: who[0], total: Number(m[1]), percentage: Number(m[2]), rank: Number(m[3]) });
    } else return bad(`"${line.slice(0, 60)}" is not a line of a Duplicate record`);
  }
  if (rules === null || boardMove === null || maximum === null || players.length === 0) {
    return err({ code: 'bad-record', message: 'A record has #rules, #board-move, #player and #maximum lines', line: n });
  }
  if (rounds.some((r) => r.moves.length !== players.length) || totals.length !== players.length) {
    return err({ code: 'bad-record', message: 'Every round has one move per player, and every player a total', line: n });
  }
  return ok({ format: DUPLICATE_RECORD_FORMAT, rules, boardMove, players, rounds, end, maximum, totals });
}
