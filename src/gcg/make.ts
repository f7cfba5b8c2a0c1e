/**
 * Writing GCG: a {@link GameRecord} as text that `parseGcg` reads back to the same record.
 *
 * @example
 * ```ts
 * import { makeGcg, parseGcg, emptyRecord } from 'scrabble-engine';
 * const text = makeGcg(emptyRecord([{ nickname: 'anna', name: 'Anna' }, { nickname: 'ben', name: 'Ben' }]));
 * // '#character-encoding UTF-8\n#player1 anna Anna\n#player2 ben Ben\n'
 * parseGcg(text);   // { ok: true, value: { record: …the same record… } }
 * ```
 * @module
 */
import type { Position } from '../board/coords.js';
import { positionText } from '../board/position-text.js';
import { orElse } from '../total.js';
import type { GameRecord, GcgEvent, GcgPragma } from './record.js';
import { isGameRecord } from './shape.js';

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

/** The highest row number a GCG position holds: `parseGcg` reads one or two digits. */
const MAX_GCG_ROW = 99;

/**
 * A play's position as `parseGcg` reads it: "8D" across, "D8" down. Rows up to 99 are written, as
 * they are read: a record may place a play beyond the board (the verifier reports it), and writing
 * it back must not lose it. `''` for something that is not a position (then the line cannot be read back).
 */
function gcgPosition(position: Position): string {
  return positionText(position, MAX_GCG_ROW);
}

/** The move part of an event line: `8D WORD`, `-ABC`, `-3`, `-`, `--`, `(challenge)`, `(time)` or `(TILES)`. */
export function makeEventMove(event: GcgEvent): string {
  switch (event.type) {
    case 'play':
      return `${gcgPosition(event.position)} ${event.word}`;
    case 'exchange':
      return event.tiles !== '' ? `-${event.tiles}` : `-${event.count}`;
    case 'pass':
      return '-';
    case 'withdrawn':
      return '--';
    case 'challenge-bonus':
      return '(challenge)';
    case 'time-penalty':
      return '(time)';
    case 'end-rack':
      return `(${event.tiles})`;
  }
}

/** One event line, without its notes: `>nick: RACK MOVE +score total`. */
export function makeEventLine(event: GcgEvent, nickname: string): string {
  const parts = [`>${nickname}:`];
  if (event.rack !== '') parts.push(event.rack);
  parts.push(makeEventMove(event), signed(event.score), String(event.total));
  if (event.extra !== '') parts.push(event.extra);
  return parts.join(' ');
}

function makePragma(pragma: GcgPragma): string {
  return pragma.value === '' ? `#${pragma.keyword}` : `#${pragma.keyword} ${pragma.value}`;
}

/**
 * Writes a record as GCG text (LF line ends, a final newline; the encoding line first when set); `''` for something that is not a game record.
 * @example
 * ```ts
 * import { makeGcg, parseGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const parsed = parseGcg(text);
 * if (parsed.ok) makeGcg(parsed.value.record);   // the record written back as GCG text
 * ```
 */
export function makeGcg(record: GameRecord): string {
  if (!isGameRecord(record)) return '';
  return orElse(() => writeRecord(record), '');
}

function writeRecord(record: GameRecord): string {
  const lines: string[] = [];
  if (record.encoding !== null) lines.push(`#character-encoding ${record.encoding}`);
  record.players.forEach((p, i) => lines.push(`#player${i + 1} ${p.nickname}${p.name === '' ? '' : ` ${p.name}`}`));
  if (record.title !== null) lines.push(makePragma({ keyword: 'title', value: record.title }));
  if (record.description !== null) lines.push(makePragma({ keyword: 'description', value: record.description }));
  if (record.id !== null) lines.push(makePragma({ keyword: 'id', value: record.id }));
  if (record.lexicon !== null) lines.push(makePragma({ keyword: 'lexicon', value: record.lexicon }));
  for (const pragma of record.pragmas) lines.push(makePragma(pragma));
  for (const event of record.events) {
    lines.push(makeEventLine(event, record.players[event.player]?.nickname ?? `player${event.player + 1}`));
    for (const note of event.notes) lines.push(makePragma({ keyword: 'note', value: note }));
    for (const pragma of event.pragmas) lines.push(makePragma(pragma));
  }
  for (const rack of record.racks) lines.push(`#rack${rack.player + 1} ${rack.rack}`);
  return lines.join('\n') + '\n';
}
