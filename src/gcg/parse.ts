/**
 * Reading GCG: text (or bytes) into a {@link GameRecord}, leniently where the meaning is clear and
 * with a finding (code, line, column, message) where it is not. No rule is checked here.
 *
 * @example
 * ```ts
 * import { parseGcg } from 'scrabble-engine';
 * const parsed = parseGcg('#player1 anna Anna\n#player2 ben Ben\n>anna: ?EGRÜND 8D GRÜNDE +28 28\n');
 * if (parsed.ok) parsed.value.record.events[0];     // { type: 'play', word: 'GRÜNDE', score: 28, … }
 * else parsed.error.findings;                        // every problem, with its line
 * ```
 * @module
 */
import { clipped, MAX_MESSAGE, quote } from '../total.js';
import { parsePosition, type Position } from '../board/coords.js';
import { err, ok, type Result } from '../result.js';
import { GCG_SEVERITY, type GcgParseCode } from './codes.js';
import { decodeGcg, encodingFromName } from './decode.js';
import type { GameRecord, GcgEvent, GcgFinding, GcgPlayer, GcgPragma, GcgRack } from './record.js';

/**
 * Longest line read; longer lines are reported and skipped.
 * @example
 * ```ts
 * import { MAX_GCG_LINE_LENGTH } from 'scrabble-engine';
 * MAX_GCG_LINE_LENGTH;   // 10000
 * ```
 */
export const MAX_GCG_LINE_LENGTH = 10_000;

/**
 * Most players a record may name (`#player1` … `#player8`): as many as a game may have.
 * @example
 * ```ts
 * import { MAX_GCG_PLAYERS } from 'scrabble-engine';
 * MAX_GCG_PLAYERS;   // 8
 * ```
 */
export const MAX_GCG_PLAYERS = 8;

/**
 * The line numbers (1-based) where each event and each `#rack` pragma of a record was read.
 * @example
 * ```ts
 * import { readGcg, type GcgLines } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const lines: GcgLines = readGcg(text).lines;   // the line of each event, rack and pragma
 * ```
 */
export interface GcgLines {
  readonly events: readonly number[];
  readonly racks: readonly number[];
  /** Lines of the record's header pragmas (`record.pragmas`). */
  readonly pragmas: readonly number[];
}

/**
 * Everything read from a GCG text, also when it has errors: the record, the findings and the line numbers.
 * @example
 * ```ts
 * import { readGcg, type GcgReading } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const reading: GcgReading = readGcg(text);   // the record, every finding and the encoding
 * ```
 */
export interface GcgReading {
  readonly record: GameRecord;
  readonly findings: readonly GcgFinding<GcgParseCode>[];
  readonly lines: GcgLines;
  /** The encoding the text was decoded with. */
  readonly encoding: 'UTF-8' | 'ISO-8859-1';
}

/**
 * A successful read: the record, warnings about lenient readings, and line numbers.
 * @example
 * ```ts
 * import { parseGcg, type ParsedGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const parsed = parseGcg(text);
 * const read: ParsedGcg | null = parsed.ok ? parsed.value : null;   // the record and warnings
 * ```
 */
export interface ParsedGcg {
  readonly record: GameRecord;
  readonly warnings: readonly GcgFinding<GcgParseCode>[];
  readonly lines: GcgLines;
}

/**
 * Why a text is not a readable record: the first error's code and message, and every finding.
 * @example
 * ```ts
 * import { parseGcg, type GcgParseError } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const parsed = parseGcg(text);
 * const error: GcgParseError | null = parsed.ok ? null : parsed.error;
 * ```
 */
export interface GcgParseError {
  readonly code: GcgParseCode;
  readonly message: string;
  readonly findings: readonly GcgFinding<GcgParseCode>[];
}

const HEADER_KEYWORDS = new Set(['title', 'description', 'id', 'lexicon']);
const RACK_TOKEN = /^[\p{L}?]+$/u;
/** Letters, dots and the Gendern ending `*IN` (one tile, in either case). */
const WORD_TOKEN = /^(?:[\p{L}.]|\*IN|\*in)+$/u;
const POSITION_TOKEN = /^(?:\d+\p{L}|\p{L}\d+)$/u;
const SCORE_TOKEN = /^(?:[+-]\d{1,6}|\+-\d{1,6})$/;
const TOTAL_TOKEN = /^[+-]?\d{1,7}$/;
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

interface Token {
  readonly text: string;
  readonly column: number;
}

function tokenize(text: string, offset: number): Token[] {
  const tokens: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) tokens.push({ text: m[0], column: offset + m.index + 1 });
  return tokens;
}

/** Mutable state of one read. */
class Reader {
  readonly findings: GcgFinding<GcgParseCode>[] = [];
  readonly players: (GcgPlayer | undefined)[] = [];
  readonly playerLines: number[] = [];
  readonly events: GcgEvent[] = [];
  readonly eventLines: number[] = [];
  readonly racks: GcgRack[] = [];
  readonly rackLines: number[] = [];
  readonly pragmas: GcgPragma[] = [];
  readonly pragmaLines: number[] = [];
  readonly header = new Map<string, string>();
  encoding: string | null = null;
  lastNoteOwner: { notes: string[] } | null = null;
  lastPlayer = -1;
  /** Whether `#tile-distribution` names a set with the IJ tile: then `IJ` in an exchange is one tile. */
  ijTile = false;
  readonly unknown = new Set<string>();

  add(code: GcgParseCode, line: number, column: number | null, message: string): void {
    // A message quotes the record's tokens, which may be long: it keeps the first part.
    this.findings.push({ code, severity: GCG_SEVERITY[code], line, column, message: clipped(message, MAX_MESSAGE) });
  }
}

/** Mutable event while it collects its notes and pragmas. */
type Building = GcgEvent & { notes: string[]; pragmas: GcgPragma[] };

function readPlayer(reader: Reader, n: number, value: string, line: number, column: number): void {
  if (n < 1 || n > MAX_GCG_PLAYERS) {
    reader.add('bad-event', line, column, `Players are numbered 1 to ${MAX_GCG_PLAYERS}: #player${n} is not allowed`);
    return;
  }
  const nickname = value.trim().split(/\s+/)[0] ?? '';
  if (nickname === '') {
    reader.add('missing-player', line, column, `#player${n} gives no nickname`);
    return;
  }
  const before = reader.players[n - 1];
  if (before !== undefined) {
    const same = before.nickname === nickname && before.name === value.trim().slice(nickname.length).trim();
    if (same) reader.add('duplicate-pragma', line, 1, `#player${n} is given twice (first on line ${reader.playerLines[n - 1]})`);
    else reader.add('player-redefined', line, 1, `#player${n} is given twice with different players (first on line ${reader.playerLines[n - 1]}); the first is used`);
    return;
  }
  reader.players[n - 1] = { nickname, name: value.trim().slice(nickname.length).trim() };
  reader.playerLines[n - 1] = line;
}

function checkPlayers(reader: Reader): GcgPlayer[] {
  const players: GcgPlayer[] = [];
  for (let i = 0; i < reader.players.length; i++) {
    const p = reader.players[i];
    if (p === undefined) {
      reader.add('missing-player', reader.playerLines.find((l) => l !== undefined) ?? 1, null, `#player${i + 1} is missing`);
      players.push({ nickname: `player${i + 1}`, name: '' });
    } else players.push(p);
  }
  for (let i = 0; i < players.length; i++) {
    for (let j = 0; j < i; j++) {
      if (players[i]!.nickname === players[j]!.nickname) {
        reader.add('duplicate-nickname', reader.playerLines[i] ?? 1, null,
          `Players ${j + 1} and ${i + 1} have the same nickname "${players[i]!.nickname}": event lines cannot say whose turn it is`);
      } else if (players[i]!.name !== '' && players[i]!.name === players[j]!.name) {
        reader.add('duplicate-player-name', reader.playerLines[i] ?? 1, null,
          `Players ${j + 1} and ${i + 1} have the same full name "${players[i]!.name}"; their nicknames tell them apart`);
      }
    }
  }
  return players;
}

/** The players' nicknames in lower case, made once per list (a nickname may be thousands of characters long). */
const lowerNicknames = new WeakMap<readonly GcgPlayer[], readonly string[]>();

function resolvePlayer(reader: Reader, players: readonly GcgPlayer[], nickname: string): number {
  let matches = players.flatMap((p, i) => (p.nickname === nickname ? [i] : []));
  if (matches.length === 0) {
    let lower = lowerNicknames.get(players);
    if (lower === undefined) {
      lower = players.map((p) => p.nickname.toLowerCase());
      lowerNicknames.set(players, lower);
    }
    const wanted = nickname.toLowerCase();
    matches = lower.flatMap((name, i) => (name === wanted ? [i] : []));
  }
  if (matches.length <= 1) return matches[0] ?? -1;
  const next = players.length === 0 ? 0 : (reader.lastPlayer + 1) % players.length;
  return matches.includes(next) ? next : matches[0]!;
}

function parseSigned(text: string): number {
  const value = Number(text.startsWith('+-') ? text.slice(1) : text);
  // -0 is 0: the record writes it back as 0.
  return value === 0 ? 0 : value;
}

/** Reads the part of an event line after `>nick:`; returns the event or records a finding. */
function readEvent(reader: Reader, player: number, tokens: readonly Token[], line: number, end: number): Building | null {
  const fail = (code: GcgParseCode, token: Token | undefined, message: string): null => {
    reader.add(code, line, token?.column ?? end, message);
    return null;
  };
  let i = 0;
  let rack = '';
  const first = tokens[0];
  if (first === undefined) return fail('bad-event', undefined, 'The event line has nothing after the nickname');
  const isMoveToken = (t: string) => POSITION_TOKEN.test(t) || t.startsWith('-') || t.startsWith('(');
  const secondIsPosition = tokens[1] !== undefined && POSITION_TOKEN.test(tokens[1].text);
  if (!isMoveToken(first.text) || (POSITION_TOKEN.test(first.text) && secondIsPosition)) {
    if (!RACK_TOKEN.test(first.text)) {
      const bad = [...first.text].find((ch) => !/[\p{L}?]/u.test(ch)) ?? first.text;
      return fail('bad-rack', first, `The rack "${first.text}" contains "${bad}": a rack holds letters and ? for a blank`);
    }
    rack = first.text.toUpperCase();
    i = 1;
  }
  const move = tokens[i];
  if (move === undefined) return fail('bad-event', undefined, 'The event line stops after the rack: a move, a score and a total are missing');
  const text = move.text;
  let body: { type: 'play'; position: Position; word: string } | { type: 'exchange'; tiles: string; count: number } |
    { type: 'pass' | 'withdrawn' | 'challenge-bonus' | 'time-penalty' } | { type: 'end-rack'; tiles: string };
  if (POSITION_TOKEN.test(text)) {
    const position = parsePosition(text);
    if (!position.ok) return fail('bad-position', move, position.error.message);
    const word = tokens[i + 1];
    if (word === undefined) return fail('bad-word', undefined, `The play at ${text} has no word`);
    if (!WORD_TOKEN.test(word.text)) {
      const at = [...word.text].findIndex((ch) => !/[\p{L}.]/u.test(ch));
      reader.add('bad-word', line, word.column + Math.max(at, 0),
        `The word "${word.text}" contains "${[...word.text][at] ?? ''}": a word holds letters, lower case for a blank, and . for a tile played through`);
      return null;
    }
    body = { type: 'play', position: position.value, word: word.text.normalize('NFC') };
    i += 2;
  } else if (text === '--') {
    body = { type: 'withdrawn' };
    i++;
  } else if (text === '-') {
    body = { type: 'pass' };
    i++;
  } else if (text.startsWith('-')) {
    const rest = text.slice(1);
    if (/^\d{1,2}$/.test(rest) && Number(rest) > 0) body = { type: 'exchange', tiles: '', count: Number(rest) };
    else if (RACK_TOKEN.test(rest)) body = { type: 'exchange', tiles: rest.toUpperCase(), count: tileCount(rest, reader.ijTile) };
    else return fail('bad-exchange', move, `"${text}" is not an exchange: write -ABC for the tiles or -3 for their number`);
    i++;
  } else if (/^\(challenge\)$/i.test(text)) {
    body = { type: 'challenge-bonus' };
    i++;
  } else if (/^\(time\)$/i.test(text)) {
    body = { type: 'time-penalty' };
    i++;
  } else if (/^\(.*\)$/.test(text)) {
    const inner = text.slice(1, -1);
    if (!RACK_TOKEN.test(inner)) return fail('bad-rack', move, `"${text}" is not a rack in parentheses: it holds letters and ? only`);
    body = { type: 'end-rack', tiles: inner.toUpperCase() };
    i++;
  } else {
    return fail('bad-event', move, `"${text}" is not a move: expected a position and word, -, --, -TILES, (challenge), (time) or (TILES)`);
  }
  const scoreToken = tokens[i];
  if (scoreToken === undefined) return fail('bad-score', undefined, 'The score is missing (like +24)');
  if (!SCORE_TOKEN.test(scoreToken.text)) return fail('bad-score', scoreToken, `"${scoreToken.text}" is not a score: write +24 or -6`);
  if (scoreToken.text.startsWith('+-')) {
    reader.add('lenient-score', line, scoreToken.column, `"${scoreToken.text}" is read as ${scoreToken.text.slice(1)}`);
  }
  const totalToken = tokens[i + 1];
  if (totalToken === undefined) return fail('bad-total', undefined, 'The cumulative total is missing after the score');
  if (!TOTAL_TOKEN.test(totalToken.text)) return fail('bad-total', totalToken, `"${totalToken.text}" is not a cumulative total`);
  const extra = tokens.slice(i + 2).map((t) => t.text).join(' ');
  const base = { player, rack, score: parseSigned(scoreToken.text), total: parseSigned(totalToken.text), extra, notes: [] as string[], pragmas: [] as GcgPragma[] };
  return { ...base, ...body } as Building;
}

/** Pragmas that only game records have: a text without any of them and without an event line is not a record. */
const RECORD_PRAGMA = /^#(?:player\d|title|description|id|lexicon|character-encoding|note|rack\d|tile-distribution|tile-set|game-type|board-layout|incomplete)/i;
const EVENT_LINE = /^>\s*[^:\s]+\s*:/;

function isRecordLine(raw: string): boolean {
  if (raw.length > MAX_GCG_LINE_LENGTH) return false;
  const line = raw.trimStart();
  return EVENT_LINE.test(line) || RECORD_PRAGMA.test(line);
}

/** The reading of an input that is not a record: one finding, no event. */
function notARecord(code: 'not-gcg' | 'empty-record', encoding: 'UTF-8' | 'ISO-8859-1', message: string): GcgReading {
  const record: GameRecord = { encoding: null, players: [], title: null, description: null, id: null, lexicon: null, pragmas: [], events: [], racks: [] };
  return { record, findings: [{ code, severity: 'error', line: 1, column: null, message }], lines: { events: [], racks: [], pragmas: [] }, encoding };
}

/**
 * Whether a reading is a game record at all (not an empty file, a README or a binary file); `false` for something that is not a reading.
 * @example
 * ```ts
 * import { isGcgRecord, readGcg } from 'scrabble-engine';
 * isGcgRecord(readGcg('# just a README'));   // false
 * ```
 */
export function isGcgRecord(reading: GcgReading): boolean {
  if (typeof reading !== 'object' || reading === null || !Array.isArray(reading.findings)) return false;
  return !reading.findings.some((f: unknown) => typeof f !== 'object' || f === null || (f as GcgFinding).code === 'not-gcg' || (f as GcgFinding).code === 'empty-record');
}

/** The tiles of written letters: one per letter, and `IJ` as one tile when the record's set has the IJ tile. */
function tileCount(letters: string, ijTile: boolean): number {
  const upper = letters.toUpperCase();
  return [...(ijTile ? upper.replace(/IJ/g, '\u0132') : upper)].length;
}

function readLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Reads a record as far as it can: always returns a record (events that could not be read are
 * left out) and every finding. {@link parseGcg} is the strict form.
 * Something that is not text or bytes reads as no record (a `not-gcg` finding).
 * @example
 * ```ts
 * import { readGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const reading = readGcg(text);   // the record, every finding (with its line) and the encoding
 * ```
 */
export function readGcg(input: string | Uint8Array): GcgReading {
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) {
    return notARecord('not-gcg', 'UTF-8', 'Not a GCG record: a record is text or bytes');
  }
  const decoded = decodeGcg(input);
  const lines = readLines(decoded.text);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.every((l) => l.trim() === '')) return notARecord('empty-record', decoded.encoding, 'Not a GCG record: the file is empty');
  if (!lines.some(isRecordLine)) {
    return notARecord('not-gcg', decoded.encoding, 'Not a GCG record: no line is a GCG pragma (#player1 …) or an event (>nick: …)');
  }
  const reader = new Reader();
  // First pass: players, wherever they are declared.
  let firstEventLine = Infinity;
  lines.forEach((raw, index) => {
    // A line the second pass skips (too long, or with control characters) names no player either.
    if (raw.length > MAX_GCG_LINE_LENGTH || CONTROL.test(raw)) return;
    const line = raw.trim();
    if (line.startsWith('>') && firstEventLine === Infinity) firstEventLine = index + 1;
    const m = /^#player(\d+)(?:\s+(.*))?$/i.exec(line);
    if (m !== null) readPlayer(reader, Number(m[1]), m[2] ?? '', index + 1, 1);
  });
  const players = checkPlayers(reader);
  let inNote: { target: string[]; index: number } | null = null;
  let current: Building | null = null;
  let rackSeen = 0;
  let noteHeader = -1;
  for (let index = 0; index < lines.length; index++) {
    const lineNo = index + 1;
    const raw = lines[index]!;
    if (raw.length > MAX_GCG_LINE_LENGTH) {
      reader.add('line-too-long', lineNo, MAX_GCG_LINE_LENGTH + 1, `The line has ${raw.length} characters; at most ${MAX_GCG_LINE_LENGTH} are read`);
      inNote = null;
      continue;
    }
    const control = CONTROL.exec(raw);
    if (control !== null) {
      reader.add('binary-data', lineNo, control.index + 1,
        `Control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}: this is not a text record`);
      inNote = null;
      continue;
    }
    const line = raw.replace(/\s+$/, '');
    const trimmed = line.trimStart();
    const lead = line.length - trimmed.length;
    if (trimmed === '') continue;
    if (trimmed.startsWith('#')) {
      inNote = null;
      // [\s\S]: the rest of the line may hold characters a plain . does not match (U+2028, U+2029).
      const m = /^#(\S*)\s*([\s\S]*)$/.exec(trimmed)!;
      const keyword = m[1]!;
      const value = m[2]!;
      const lower = keyword.toLowerCase();
      if (/^player\d+$/.test(lower)) {
        if (lineNo > firstEventLine) {
          reader.add('header-after-events', lineNo, 1, `#${keyword} comes after the first event (line ${firstEventLine}): players are declared first`);
        }
        continue;
      }
      if (lower === 'character-encoding') {
        if (lineNo !== 1) {
          reader.add('encoding-not-first', lineNo, 1, '#character-encoding must be the first line');
        }
        if (encodingFromName(value) === null) {
          reader.add('unsupported-encoding', lineNo, lead + keyword.length + 3, `"${value}" is not a supported encoding: use UTF-8 or ISO-8859-1`);
        }
        if (reader.encoding !== null) reader.add('duplicate-pragma', lineNo, 1, '#character-encoding is given twice');
        else reader.encoding = value;
        continue;
      }
      if (HEADER_KEYWORDS.has(lower)) {
        if (lineNo > firstEventLine) {
          reader.add('header-after-events', lineNo, 1, `#${keyword} comes after the first event (line ${firstEventLine}): header pragmas come first`);
        }
        if (reader.header.has(lower)) reader.add('duplicate-pragma', lineNo, 1, `#${keyword} is given twice; the first is used`);
        else reader.header.set(lower, value);
        continue;
      }
      const rackMatch = /^rack(\d+)$/.exec(lower);
      if (rackMatch !== null) {
        const player = Number(rackMatch[1]) - 1;
        if (player < 0 || player >= players.length) {
          reader.add('unknown-player', lineNo, 1, `#${keyword}: there is no player ${player + 1}`);
        } else if (!RACK_TOKEN.test(value)) {
          reader.add('bad-rack', lineNo, lead + keyword.length + 3, `"${value}" is not a rack: it holds letters and ? only`);
        } else {
          reader.racks.push({ player, rack: value.toUpperCase() });
          reader.rackLines.push(lineNo);
          rackSeen = lineNo;
        }
        continue;
      }
      if (lower === 'note') {
        const target: string[] = current !== null ? current.notes : [];
        if (current === null) {
          reader.add('note-before-events', lineNo, 1, 'A #note before the first event is kept as a note on the whole game');
          reader.pragmas.push({ keyword: 'note', value });
          reader.pragmaLines.push(lineNo);
          inNote = { target: [], index: -1 };
          noteHeader = reader.pragmas.length - 1;
        } else {
          target.push(value);
          inNote = { target, index: target.length - 1 };
          noteHeader = -1;
        }
        continue;
      }
      if (current !== null) current.pragmas.push({ keyword, value });
      else {
        if (lower === 'tile-distribution') reader.ijTile = /^(dutch[-_ ]?ij|nl[-_]ij)$/i.test(value.trim());
        reader.pragmas.push({ keyword, value });
        reader.pragmaLines.push(lineNo);
      }
      continue;
    }
    if (trimmed.startsWith('>')) {
      inNote = null;
      if (rackSeen > 0) {
        reader.add('event-after-last-rack', lineNo, 1, `An event follows the #rack pragma of line ${rackSeen}, which gives a rack at the end of the record`);
        rackSeen = 0;
      }
      const m = /^>\s*([^:\s]*)\s*:(.*)$/.exec(trimmed);
      if (m === null || m[1] === '') {
        reader.add('bad-event', lineNo, lead + 1, 'An event line is >nickname: followed by the event');
        continue;
      }
      const nickname = m[1]!;
      const player = resolvePlayer(reader, players, nickname);
      if (player < 0) {
        if (reader.unknown.has(nickname)) continue;
        reader.unknown.add(nickname);
        reader.add('unknown-player', lineNo, lead + 2,
          players.length === 0 ? `${quote(nickname, 24)} plays, but no #player pragma names the players`
            : `${quote(nickname, 24)} is not the nickname of a player (${players.map((p) => clipped(p.nickname, 24)).join(', ')})`);
        continue;
      }
      const restOffset = lead + (trimmed.length - m[2]!.length);
      const rest = tokenize(m[2]!, restOffset);
      const last = rest[rest.length - 1];
      const end = last === undefined ? restOffset + 1 : last.column + last.text.length;
      const event = readEvent(reader, player, rest, lineNo, end);
      if (event === null) continue;
      reader.events.push(event);
      reader.eventLines.push(lineNo);
      reader.lastPlayer = player;
      current = event;
      continue;
    }
    if (inNote !== null) {
      if (inNote.index < 0) {
        const header = reader.pragmas[noteHeader];
        if (header !== undefined) reader.pragmas[noteHeader] = { keyword: 'note', value: `${header.value}\n${line}` };
      } else {
        inNote.target[inNote.index] = `${inNote.target[inNote.index]}\n${line}`;
      }
      continue;
    }
    reader.add('ignored-line', lineNo, lead + 1, 'A line that is neither a pragma (#) nor an event (>) nor part of a note is ignored');
  }
  const header = reader.header;
  const record: GameRecord = {
    encoding: reader.encoding,
    players,
    title: header.get('title') ?? null,
    description: header.get('description') ?? null,
    id: header.get('id') ?? null,
    lexicon: header.get('lexicon') ?? null,
    pragmas: reader.pragmas,
    events: reader.events,
    racks: reader.racks,
  };
  const findings = reader.findings.slice().sort((a, b) => a.line - b.line);
  return { record, findings, lines: { events: reader.eventLines, racks: reader.rackLines, pragmas: reader.pragmaLines }, encoding: decoded.encoding };
}

/**
 * Reads a GCG record (a string, or bytes decoded as the file declares: UTF-8, else ISO-8859-1).
 * Fails with every finding when any line cannot be read; otherwise returns the record and the
 * warnings about lenient readings (e.g. `+-1` read as −1).
 * @example
 * ```ts
 * import { parseGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const parsed = parseGcg(text);
 * if (parsed.ok) parsed.value.record.players;   // [{ nickname, name }, …]
 * else console.log(parsed.error.code, parsed.error.message);
 * ```
 */
export function parseGcg(input: string | Uint8Array): Result<ParsedGcg, GcgParseError> {
  const reading = readGcg(input);
  const firstError = reading.findings.find((f) => f.severity === 'error');
  if (firstError !== undefined) {
    return err({ code: firstError.code, message: `Line ${firstError.line}: ${firstError.message}`, findings: reading.findings });
  }
  return ok({ record: reading.record, warnings: reading.findings, lines: reading.lines });
}
