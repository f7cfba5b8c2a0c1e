/**
 * Verifying a game record against the rules, turn by turn: every play re-scored with the
 * engine's {@link scoreMove}, cumulative totals, placement geometry, racks (tiles on the rack,
 * tiles kept reappearing, no more tiles than the set has), exchanges, withdrawn plays, challenge
 * bonuses, the end-of-game rack adjustment, time penalties and (with a lexicon) phonies left on
 * the board. It walks the record itself rather than replaying it through the game reducer, so
 * records with unknown opponent racks or partial racks can still be checked.
 *
 * @example
 * ```ts
 * import { verifyGcg } from 'scrabble-engine';
 * const report = verifyGcg(text);              // rules guessed from the record
 * report.clean;                                // true when no finding is an error
 * report.findings.map((f) => `${f.line}: ${f.code} ${f.message}`);
 * ```
 * @module
 */
import { clipped, MAX_MESSAGE } from '../total.js';
import { emptyBoard, tileAt, withTiles, type Board } from '../board/board.js';
import { makePosition, squareName } from '../board/coords.js';
import type { Layout } from '../board/layout.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { Move } from '../move/move.js';
import { parseWord } from '../move/notation.js';
import type { ChallengeRule, GoingOutRule, RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { parseRack } from '../tiles/alphabet.js';
import { BLANK } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import { GCG_SEVERITY, type GcgCode } from './codes.js';
import { guessRules, rackValue } from './guess-rules.js';
import { isGcgRecord, readGcg, type GcgReading } from './parse.js';
import { tilesInPlay } from '../tiles/gendern.js';
import type { GameRecord, GcgEvent, GcgEventType, GcgFinding } from './record.js';
import { isGameRecord } from './shape.js';
import { LOST_TURN_NOTE } from './notes.js';

/**
 * Options of a verification; each given option overrides the rule set's (or the guessed) value.
 * @example
 * ```ts
 * import { verifyGcg, GERMAN, type VerifyOptions, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const options: VerifyOptions = { lexicon };
 * verifyGcg(text, GERMAN, options);
 * ```
 */
export interface VerifyOptions {
  /** The board layout (e.g. a variant board read with `parseLayout`). */
  readonly layout?: Layout;
  /** When given, words formed by plays that stayed on the board are looked up: unknown ones are phonies. */
  readonly lexicon?: Lexicon;
  readonly goingOut?: GoingOutRule;
  readonly challenge?: ChallengeRule;
}

/**
 * What the verifier found on one event line.
 * @example
 * ```ts
 * import { verifyGcg, type TurnReport } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const turns: readonly TurnReport[] = verifyGcg(text).turns;
 * ```
 */
export interface TurnReport {
  readonly line: number;
  readonly player: number;
  readonly type: GcgEventType;
  /** The move as written in the record (`8D WORD`, `-ABC`, `(challenge)` …). */
  readonly move: string;
  readonly recordedScore: number;
  /** The score the rules give, or `null` when it could not be computed (illegal or unreadable play). */
  readonly computedScore: number | null;
  readonly recordedTotal: number;
  /** The player's total from computed scores (recorded ones where none could be computed). */
  readonly computedTotal: number;
  /** For plays: whether the placement is legal; `null` for other events. */
  readonly legal: boolean | null;
  /** Whether the tiles played or exchanged were on the recorded rack; `null` when the rack is not given. */
  readonly onRack: boolean | null;
  /** For legal plays: the words formed, main word first (normal form); otherwise empty. */
  readonly words: readonly string[];
}

/**
 * The outcome of verifying a record.
 * @example
 * ```ts
 * import { verifyGcg, type GcgReport } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const report: GcgReport = verifyGcg(text);
 * report.clean;   // no finding of severity error
 * ```
 */
export interface GcgReport {
  /** No finding of severity `error` (warnings tell of lenient readings only). */
  readonly clean: boolean;
  /**
   * Whether the input is a game record at all: `false` for an empty file, a text with no GCG pragma
   * and no event line (a README, a PDF), or anything but a string or bytes. Lines of a record that
   * cannot be read are errors (`bad-rack` …), not unreadable records.
   */
  readonly readable: boolean;
  readonly record: GameRecord;
  /** The rule set used, `null` when none could be chosen (unsupported tile set). */
  readonly rules: RuleSet | null;
  /** How each rule option was decided. */
  readonly reasons: readonly string[];
  /** Every finding, reading and verification, in line order. */
  readonly findings: readonly GcgFinding<GcgCode>[];
  readonly turns: readonly TurnReport[];
  /** Final totals as recorded and as computed, per player. */
  readonly recordedTotals: readonly number[];
  readonly computedTotals: readonly number[];
}

type Tiles = string[];

function counts(tiles: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tiles) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** The tiles of `need` that `have` lacks (multiset difference). */
function lacking(have: readonly string[], need: readonly string[]): string[] {
  const left = counts(have);
  const out: string[] = [];
  for (const t of need) {
    const n = left.get(t) ?? 0;
    if (n === 0) out.push(t);
    else left.set(t, n - 1);
  }
  return out;
}

function minus(have: readonly string[], take: readonly string[]): string[] {
  const out = have.slice();
  for (const t of take) {
    const i = out.indexOf(t);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

function sameTiles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && lacking(a, b).length === 0;
}

const show = (tiles: readonly string[]) => (tiles.length === 0 ? '(none)' : tiles.join(''));

interface LastPlay {
  readonly index: number;
  readonly player: number;
  readonly score: number;
  readonly computed: number | null;
  readonly boardBefore: Board;
  readonly drawn: number;
  readonly heldBefore: number;
  readonly rack: Tiles | null;
  readonly leaveBefore: Tiles | null;
  readonly exactBefore: boolean;
  readonly fullBefore: boolean;
  readonly words: number;
  readonly formed: readonly string[];
  readonly scorelessBefore: number;
  readonly passesBefore: number;
  readonly endedBefore: Ended;
  readonly totalBefore: number;
  readonly line: number;
}

type Ended = null | { readonly kind: 'out'; readonly player: number } | { readonly kind: 'scoreless' };

/** One verification walk over a read record. */
class Walk {
  readonly findings: GcgFinding<GcgCode>[] = [];
  readonly turns: TurnReport[] = [];
  board: Board;
  readonly players: number;
  bag: number;
  readonly held: number[];
  readonly leave: (Tiles | null)[];
  readonly leaveLine: number[];
  readonly exact: boolean[];
  readonly full: boolean[];
  readonly recorded: number[];
  readonly computed: number[];
  readonly onBoard = new Map<string, number>();
  readonly setCounts: Map<string, number>;
  last: LastPlay | null = null;
  lastTurnPlayer = -1;
  ended: Ended = null;
  endedLine = 0;
  scoreless = 0;
  passes = 0;
  /** Turns each player has taken (a play, an exchange, a pass, a lost turn), for the turn limit. */
  readonly turnsTaken: number[];
  readonly timeLines = new Map<number, number>();
  throughWarned = false;
  conservationWarned = false;
  afterEndWarned = false;
  readonly formedAt = new Map<number, readonly string[]>();
  /** Players whose end-of-game rack line the record has. */
  readonly endCounted = new Set<number>();
  /** The first wrong placement (or wrong score): later board errors near it are its consequences. */
  boardRoot: GcgFinding<GcgCode> | null = null;
  /** Whether the board is known to differ from the game's (a placement error), not only suspected (a wrong score). */
  boardCertainlyWrong = false;
  /** After a wrong total: the total the player would have had, in case later totals continue from it. */
  readonly correctedTotal = new Map<number, { readonly total: number; readonly finding: GcgFinding<GcgCode> }>();
  /** Squares where the board may differ from the game's (around wrong placements). */
  readonly doubtful = new Set<number>();
  /** Lines whose errors follow from a root finding, by root. */
  readonly consequences = new Map<GcgFinding<GcgCode>, number[]>();
  /** The last score mismatch's total added the rules' score: the total is not a second mistake. */
  scoreTotalFollows = false;
  /** The latest score-mismatch finding (for the totals of the lines after it). */
  lastScoreMismatch: GcgFinding<GcgCode> | null = null;
  /** Tiles each player is counted with on end-of-game rack lines. */
  readonly endTiles = new Map<number, Tiles>();
  endUnseenWarned = false;

  constructor(readonly record: GameRecord, readonly rules: RuleSet, readonly options: VerifyOptions) {
    this.board = emptyBoard(rules);
    this.players = Math.max(record.players.length, 1);
    const total = rules.tiles.letters.reduce((s, l) => s + l.count, rules.tiles.blanks);
    const first = Math.min(rules.rackSize * this.players, total);
    this.bag = total - first;
    this.held = Array.from({ length: this.players }, (_, p) => Math.max(0, Math.min(rules.rackSize, first - p * rules.rackSize)));
    this.leave = new Array<Tiles | null>(this.players).fill(null);
    this.turnsTaken = new Array<number>(this.players).fill(0);
    this.leaveLine = new Array<number>(this.players).fill(0);
    this.exact = new Array<boolean>(this.players).fill(false);
    this.full = new Array<boolean>(this.players).fill(false);
    this.recorded = new Array<number>(this.players).fill(0);
    this.computed = new Array<number>(this.players).fill(0);
    this.setCounts = new Map(rules.tiles.letters.map((l) => [l.letter, l.count]));
    this.setCounts.set(BLANK, rules.tiles.blanks);
  }

  add(code: GcgCode, line: number, message: string, column: number | null = null): void {
    // A message quotes the record's tokens, which may be long: it keeps the first part.
    this.findings.push({ code, severity: GCG_SEVERITY[code], line, column, message: clipped(message, MAX_MESSAGE) });
  }

  tiles(text: string, line: number, what: string): Tiles | null {
    if (text === '') return null;
    const parsed = parseRack(text, this.rules.tiles);
    if (!parsed.ok) {
      this.add('letter-not-in-set', line, `${what} "${text}": ${parsed.error.message}`);
      return null;
    }
    return parsed.value;
  }

  conserve(rack: Tiles | null, line: number): void {
    if (rack === null || this.conservationWarned) return;
    const over: string[] = [];
    for (const [tile, n] of counts(rack)) {
      const limit = this.setCounts.get(tile) ?? 0;
      const used = n + (this.onBoard.get(tile) ?? 0);
      if (used > limit) over.push(`${tile === BLANK ? 'blank' : tile}: ${used} of ${limit}`);
    }
    if (over.length > 0) {
      this.conservationWarned = true;
      this.add('too-many-tiles', line, `The board and this rack hold more tiles than the ${this.rules.tiles.name} set has (${over.join(', ')})`);
    }
  }

  /**
   * Tiles kept must reappear in the player's next rack. Records often give only the tiles played
   * (an opponent's rack is not known), so only complete racks are compared.
   */
  continuity(p: number, rack: Tiles | null, line: number): void {
    const kept = this.leave[p];
    if (rack === null || kept === null || kept === undefined || !this.full[p] || rack.length !== this.held[p]) return;
    const missing = lacking(rack, kept);
    if (missing.length > 0) {
      this.add('rack-continuity', line,
        `The rack ${show(rack)} lacks ${show(missing)}, kept after line ${this.leaveLine[p]} (the tiles kept were ${show(kept)})`);
    }
  }

  keep(p: number, tiles: Tiles | null, line: number, exact: boolean, full: boolean): void {
    this.leave[p] = tiles;
    this.leaveLine[p] = line;
    this.exact[p] = tiles !== null && exact;
    this.full[p] = tiles !== null && full;
  }

  setBoard(board: Board): void {
    this.board = board;
    this.onBoard.clear();
    for (const cell of board.cells) {
      if (cell == null) continue;
      const key = cell === cell.toUpperCase() ? cell : BLANK;
      this.onBoard.set(key, (this.onBoard.get(key) ?? 0) + 1);
    }
  }

  turnOrder(p: number, line: number, lostTurn = false): void {
    if (this.ended !== null && !this.afterEndWarned && !lostTurn) {
      this.afterEndWarned = true;
      this.add('event-after-game-end', line, `The game ended on line ${this.endedLine}; no turn may follow`);
    }
    if (this.lastTurnPlayer >= 0 && p !== (this.lastTurnPlayer + 1) % this.players) {
      this.add('out-of-turn', line, `${this.nick(p)} moves, but it is ${this.nick((this.lastTurnPlayer + 1) % this.players)}'s turn`);
    }
    this.lastTurnPlayer = p;
    if (p >= 0 && p < this.players) this.turnsTaken[p]!++;
  }

  nick(p: number): string {
    return this.record.players[p]?.nickname ?? `player ${p + 1}`;
  }

  checkScoreless(line: number): void {
    const { scorelessTurns, passRounds } = this.rules.end;
    if (this.ended !== null) return;
    if ((scorelessTurns !== null && this.scoreless >= scorelessTurns) || (passRounds > 0 && this.passes >= passRounds * this.players)) {
      this.ended = { kind: 'scoreless' };
      this.endedLine = line;
    }
  }

  /** Ends the game once every player has taken the rule set's turn limit of turns (each then loses the own rack, as after scoreless turns). */
  checkTurnLimit(line: number): void {
    const limit = this.rules.turnLimit;
    if (this.ended !== null || limit === null) return;
    if (this.turnsTaken.every((n) => n >= limit)) {
      this.ended = { kind: 'scoreless' };
      this.endedLine = line;
    }
  }
}

/** A play read against the board: the new tiles on empty squares, whether it reads as written, and every square it covers. */
interface ResolvedPlay {
  readonly move: Move;
  /** False when a square contradicts the word (an empty square written `.`, another letter on the board). */
  readonly asWritten: boolean;
  readonly squares: readonly number[];
}

/**
 * Reads the word of a play against the board. Contradictions are reported, but the tiles that land
 * on empty squares are still returned: the record says they are on the board, and later plays
 * build on them. `null` only when the word cannot be read or leaves the board.
 */
function resolvePlay(walk: Walk, event: GcgEvent & { type: 'play' }, line: number): ResolvedPlay | null {
  const written = parseWord(event.word, tilesInPlay(walk.rules));
  if (!written.ok) {
    walk.add('letter-not-in-set', line, written.error.message);
    return null;
  }
  const { row, col, direction } = event.position;
  const length = written.value.length;
  const lastRow = direction === 'across' ? row : row + length - 1;
  const lastCol = direction === 'across' ? col + length - 1 : col;
  if (row < 0 || col < 0 || lastRow >= walk.board.rows || lastCol >= walk.board.cols) {
    walk.add('off-board', line, `${makePosition(event.position)} ${event.word} runs off the ${walk.board.rows}×${walk.board.cols} board`);
    return null;
  }
  const tiles: PlacedTile[] = [];
  const squares: number[] = [];
  let asWritten = true;
  for (const [k, square] of written.value.entries()) {
    const r = direction === 'across' ? row : row + k;
    const c = direction === 'across' ? col + k : col;
    squares.push(r * walk.board.cols + c);
    const there = tileAt(walk.board, { row: r, col: c });
    if (square === null) {
      if (there === null) {
        walk.add('through-square-empty', line, `"." stands for a tile on ${squareName({ row: r, col: c })}, but that square is empty`);
        asWritten = false;
      }
      continue;
    }
    if (there !== null) {
      if (there.letter === square.letter) {
        if (!walk.throughWarned) {
          walk.throughWarned = true;
          walk.add('through-tile-written', line, `The tile on ${squareName({ row: r, col: c })} is written as a letter instead of "."; read as a tile played through (also on later lines)`);
        }
        continue;
      }
      if ((walk.rules.replacement === 'rack' || walk.rules.replacement === 'bag') && !there.blank) {
        tiles.push({ row: r, col: c, letter: square.letter, blank: square.blank });
        continue;
      }
      walk.add('illegal-placement', line, `${squareName({ row: r, col: c })} already holds ${there.blank ? there.letter.toLowerCase() : there.letter}, but the word puts ${square.letter} there`);
      asWritten = false;
      continue;
    }
    tiles.push({ row: r, col: c, letter: square.letter, blank: square.blank });
  }
  return { move: { direction, tiles }, asWritten, squares };
}

function playTiles(move: Move): Tiles {
  return move.tiles.map((t) => (t.blank ? BLANK : t.letter));
}

/** Findings that follow from a board that an earlier wrong placement left different from the game's. */
const BOARD_CONSEQUENCES: ReadonlySet<GcgCode> = new Set<GcgCode>(['through-square-empty', 'illegal-placement', 'score-mismatch', 'off-board']);
const PLACEMENT_CODES: ReadonlySet<GcgCode> = new Set<GcgCode>(['through-square-empty', 'illegal-placement', 'off-board']);

/** Whether a play's squares come within `radius` squares of the doubtful ones (a misplaced word may lie a square or two off). */
function nearDoubt(walk: Walk, squares: readonly number[], radius: number): boolean {
  const cols = walk.board.cols;
  for (const sq of squares) {
    const r = Math.floor(sq / cols);
    const c = sq % cols;
    for (let dr = -radius; dr <= radius; dr++) {
      for (let dc = -radius; dc <= radius; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && cc < cols && walk.doubtful.has(rr * cols + cc)) return true;
      }
    }
  }
  return false;
}

/**
 * Says the cause once: after a placement error the board differs from the game's around that play,
 * so the placement and score errors of later plays that touch those squares are consequences. They
 * are counted on the first error instead of being reported again.
 */
function settleBoardDoubt(walk: Walk, from: number, squares: readonly number[], line: number): void {
  const fresh = walk.findings.slice(from);
  const placementError = fresh.some((f) => PLACEMENT_CODES.has(f.code));
  const root = walk.boardRoot;
  const touches = root !== null && nearDoubt(walk, squares, walk.boardCertainlyWrong ? 2 : 1);
  // A wrong score alone may be a wrong position: later placement errors near it follow from it.
  const following = walk.boardCertainlyWrong ? BOARD_CONSEQUENCES : PLACEMENT_CODES;
  if (root !== null && touches && fresh.some((f) => following.has(f.code))) {
    walk.findings.splice(from, fresh.length, ...fresh.filter((f) => !BOARD_CONSEQUENCES.has(f.code)));
    const counted = walk.consequences.get(root);
    if (counted === undefined) walk.consequences.set(root, [line]);
    else counted.push(line);
    walk.boardCertainlyWrong = true;
    for (const sq of squares) walk.doubtful.add(sq);
    return;
  }
  const own = fresh.find((f) => PLACEMENT_CODES.has(f.code)) ?? fresh.find((f) => f.code === 'score-mismatch');
  if (own === undefined) return;
  if (root === null || (placementError && !walk.boardCertainlyWrong)) {
    walk.boardRoot = own;
    walk.doubtful.clear();
    walk.boardCertainlyWrong = placementError;
  }
  for (const sq of squares) walk.doubtful.add(sq);
}

function verifyPlay(walk: Walk, event: GcgEvent & { type: 'play' }, index: number, line: number, rack: Tiles | null): TurnReport {
  const p = event.player;
  walk.turnOrder(p, line);
  walk.continuity(p, rack, line);
  walk.conserve(rack, line);
  const boardBefore = walk.board;
  const from = walk.findings.length;
  const resolved = resolvePlay(walk, event, line);
  let computed: number | null = null;
  let legal = false;
  let onRack: boolean | null = null;
  let formed: string[] = [];
  let played: Tiles = [];
  if (resolved !== null) {
    const { move } = resolved;
    played = playTiles(move);
    const scored = resolved.asWritten ? scoreMove(walk.board, move, walk.rules) : null;
    if (scored === null) {
      // The word contradicts the board: already reported.
    } else if (scored.ok) {
      legal = true;
      computed = scored.value.total;
      formed = scored.value.words.map((w) => w.word);
      if (computed !== event.score) {
        const parts = scored.value.words.map((w) => `${w.word} ${w.score}`).join(', ');
        const recordedBefore = walk.recorded[p] ?? 0;
        const totalFollows = event.total === recordedBefore + computed && event.total !== recordedBefore + event.score;
        walk.add('score-mismatch', line, `Recorded ${event.score}, the rules give ${computed} (${parts}${scored.value.bingo ? `, bingo ${scored.value.bingo}` : ''})` +
          (totalFollows ? `; the total ${event.total} adds the rules' ${computed}` : ''));
        if (totalFollows) walk.scoreTotalFollows = true;
        walk.lastScoreMismatch = walk.findings[walk.findings.length - 1] ?? null;
      }
    } else if (move.tiles.length > 0) {
      walk.add('illegal-placement', line, `${makePosition(event.position)} ${event.word}: ${scored.error.message}`);
    } else {
      walk.add('illegal-placement', line, `${makePosition(event.position)} ${event.word} places no tile`);
    }
    if (played.length > walk.rules.rackSize) {
      walk.add('exceeds-rack', line, `${event.word} places ${played.length} tiles; a rack holds ${walk.rules.rackSize}`);
    }
    if (rack !== null) {
      const missing = lacking(rack, played);
      onRack = missing.length === 0;
      if (!onRack) walk.add('not-on-rack', line, `The rack ${show(rack)} has no ${show(missing.map((t) => (t === BLANK ? 'blank' : t)))} for ${event.word}`);
    }
    if (move.tiles.length > 0) walk.setBoard(withTiles(walk.board, move.tiles.filter((t) => tileAt(walk.board, t) === null)));
    settleBoardDoubt(walk, from, resolved.squares, line);
  } else {
    settleBoardDoubt(walk, from, [], line);
  }
  const drawn = Math.min(played.length, walk.bag);
  const heldBefore = walk.held[p]!;
  walk.last = {
    index, player: p, score: event.score, computed, boardBefore, drawn, heldBefore, rack,
    leaveBefore: walk.leave[p] ?? null, exactBefore: walk.exact[p]!, fullBefore: walk.full[p]!, words: new Set(formed).size, formed,
    scorelessBefore: walk.scoreless, passesBefore: walk.passes, endedBefore: walk.ended,
    totalBefore: walk.recorded[p]!, line,
  };
  walk.bag -= drawn;
  walk.held[p] = Math.max(0, heldBefore - played.length) + drawn;
  const exact = rack !== null && rack.length === heldBefore && drawn === 0;
  walk.keep(p, rack === null ? null : minus(rack, played), line, exact, rack !== null && rack.length === heldBefore);
  if ((computed ?? event.score) > 0 || !walk.rules.end.zeroScorePlaysAreScoreless) walk.scoreless = 0;
  else walk.scoreless++;
  walk.passes = 0;
  if (walk.held[p] === 0 && walk.bag === 0 && walk.ended === null && played.length > 0) {
    walk.ended = { kind: 'out', player: p };
    walk.endedLine = line;
  }
  return { line, player: p, type: 'play', move: `${makePosition(event.position)} ${event.word}`, recordedScore: event.score, computedScore: computed, recordedTotal: event.total, computedTotal: 0, legal, onRack, words: formed };
}

/** The computed score of a withdrawn play, and the score its total is checked with. */
interface Withdrawal {
  readonly computed: number | null;
  readonly expected: number;
}

function verifyWithdrawn(walk: Walk, event: GcgEvent, index: number, line: number, rack: Tiles | null): Withdrawal {
  const last = walk.last;
  if (last === null || last.index !== index - 1) {
    walk.add('withdrawn-without-play', line, 'A withdrawn play ("--") must follow the play it takes back');
    return { computed: null, expected: event.score };
  }
  if (last.player !== event.player) {
    walk.add('withdrawn-wrong-player', line, `The play on line ${last.line} was ${walk.nick(last.player)}'s; ${walk.nick(event.player)} cannot withdraw it`);
    return { computed: null, expected: event.score };
  }
  const p = event.player;
  if (rack !== null && last.rack !== null && !sameTiles(rack, last.rack)) {
    walk.add('withdrawn-rack-mismatch', line, `The rack ${show(rack)} differs from ${show(last.rack)}, the rack of the play taken back (line ${last.line})`);
  }
  walk.setBoard(last.boardBefore);
  walk.bag += last.drawn;
  walk.held[p] = last.heldBefore;
  walk.ended = last.endedBefore;
  walk.scoreless = last.scorelessBefore + 1;
  // A withdrawn play is a turn without score but not a pass: it breaks a run of passes.
  walk.passes = 0;
  const full = last.rack !== null ? last.rack.length === last.heldBefore : last.fullBefore;
  walk.keep(p, last.rack ?? last.leaveBefore, line, last.rack !== null ? full : last.exactBefore, full);
  walk.last = null;
  const expected = -last.score;
  const computed = last.computed === null ? null : -last.computed;
  if (event.score !== expected) {
    if (event.score === 0 && event.total === last.totalBefore) {
      walk.add('withdrawn-score-zero', line, `The withdrawn play is written with +0; its total ${event.total} takes back the ${last.score} points, so it is read as ${expected}`);
      return { computed, expected };
    }
    walk.add('withdrawn-score-mismatch', line, `Taking back the play of line ${last.line} scores ${expected}, not ${event.score}`);
  }
  return { computed, expected: event.score };
}

function verifyChallenge(walk: Walk, event: GcgEvent, index: number, line: number): number | null {
  const last = walk.last;
  if (last === null || last.index !== index - 1) {
    walk.add('challenge-without-play', line, 'A challenge line must follow the play that was challenged');
    return null;
  }
  const { penalty, points, per } = walk.rules.challenge;
  // Per word: the record does not say which words were challenged; any 1 to all of the distinct words may be.
  const named = Math.abs(event.score) / Math.max(points, 1);
  const count = per !== 'word' ? 1 : Number.isInteger(named) && named >= 1 && named <= last.words ? named : Math.max(1, last.words);
  const amount = points * count;
  const challenger = penalty === 'challenger-loses-points';
  if (challenger ? event.player === last.player : event.player !== last.player) {
    walk.add('challenge-wrong-player', line, challenger
      ? `Under ${penalty} the challenger pays, not ${walk.nick(event.player)} who made the play on line ${last.line}`
      : `The play on line ${last.line} was ${walk.nick(last.player)}'s: the challenge points go to that player, not ${walk.nick(event.player)}`);
    return null;
  }
  const expected = penalty === 'challenged-gains-points' ? amount : penalty === 'challenger-loses-points' ? -amount : 0;
  if (event.score !== expected) {
    walk.add('challenge-bonus-mismatch', line, `The challenge rule (${penalty}, ${points} per ${per}) gives ${expected}, the record ${event.score}`);
  }
  return expected;
}

/**
 * The racks counted at the end must be tiles nobody has seen on the board: each player's tiles
 * (`holder` -1: the opponents' together) once, and all of them together no more than the set has
 * left. Two lines that count the same player's rack must count the same tiles.
 */
function checkEndTiles(walk: Walk, holder: number, tiles: Tiles, line: number): void {
  const before = walk.endTiles.get(holder);
  if (before !== undefined) {
    if (!sameTiles(before, tiles)) {
      walk.add('end-rack-mismatch', line, `${holder < 0 ? 'The opponents\' racks were' : `${walk.nick(holder)}'s rack was`} counted as ${show(before)}; this line counts ${show(tiles)}`);
    }
    return;
  }
  walk.endTiles.set(holder, tiles);
  if (walk.endUnseenWarned) return;
  // In a game of more than two, the going-out line counts the others' racks together and their own
  // lines count them again: each tile is counted once.
  const own = [...walk.endTiles].filter(([who]) => who >= 0).flatMap(([, t]) => t);
  const unmatched = own.slice();
  const beyond = (walk.endTiles.get(-1) ?? []).filter((tile) => {
    const at = unmatched.indexOf(tile);
    if (at < 0) return true;
    unmatched.splice(at, 1);
    return false;
  });
  const all = [...own, ...beyond];
  const over: string[] = [];
  for (const [tile, n] of counts(all)) {
    const unseen = (walk.setCounts.get(tile) ?? 0) - (walk.onBoard.get(tile) ?? 0);
    if (n > unseen) over.push(`${tile === BLANK ? 'blank' : tile}: ${n} counted, ${Math.max(unseen, 0)} not on the board`);
  }
  if (over.length > 0) {
    walk.endUnseenWarned = true;
    walk.add('end-rack-unseen', line, `The racks counted at the end hold tiles the ${walk.rules.tiles.name} set does not have left (${over.join(', ')})`);
  }
}

function verifyEndRack(walk: Walk, event: GcgEvent & { type: 'end-rack' }, line: number, rack: Tiles | null): number | null {
  const p = event.player;
  walk.endCounted.add(p);
  const tiles = walk.tiles(event.tiles, line, 'Rack') ?? [];
  const value = rackValue(tiles.join(''), walk.rules.tiles);
  const ended = walk.ended;
  if (ended !== null) checkEndTiles(walk, ended.kind === 'out' && ended.player === p ? (walk.players === 2 ? 1 - p : -1) : p, tiles, line);
  if (ended === null) {
    walk.add('end-rack-early', line, 'Rack points are counted only when the game has ended (a player went out, the scoreless turns ran out or the turn limit was reached)');
    return null;
  }
  if (ended.kind === 'out' && ended.player === p) {
    const expected = walk.rules.goingOut === 'double' ? 2 * value : value;
    if (event.score !== expected) {
      walk.add('end-points-mismatch', line, `Going out earns ${walk.rules.goingOut === 'double' ? '2 × ' : ''}${value} for ${show(tiles)}: ${expected}, not ${event.score}`);
    }
    const known: string[] = [];
    let exact = true;
    for (let q = 0; q < walk.players; q++) {
      if (q === p) continue;
      const kept = walk.leave[q];
      if (kept === null || kept === undefined) exact = false;
      else {
        known.push(...kept);
        exact &&= walk.exact[q]!;
      }
    }
    const missing = lacking(tiles, known);
    if (missing.length > 0 || (exact && tiles.length !== known.length)) {
      walk.add('end-rack-mismatch', line, `The opponents' tiles are ${exact ? '' : 'at least '}${show(known)}, the record counts ${show(tiles)}`);
    }
    return expected;
  }
  const expected = -value;
  if (ended.kind === 'out' && walk.rules.goingOut === 'double') {
    walk.add('end-penalty-mismatch', line, 'Under the 2× going-out rule only the player who went out scores rack points');
  } else if (event.score !== expected) {
    walk.add('end-penalty-mismatch', line, `${show(tiles)} left on the rack costs ${value}: ${expected}, not ${event.score}`);
  }
  if (rack !== null && !sameTiles(rack, tiles)) {
    walk.add('end-rack-mismatch', line, `The rack ${show(rack)} and the tiles counted ${show(tiles)} differ`);
  } else {
    const kept = walk.leave[p];
    if (kept !== null && kept !== undefined) {
      const missing = lacking(tiles, kept);
      if (missing.length > 0 || (walk.exact[p] && tiles.length !== kept.length)) {
        walk.add('end-rack-mismatch', line, `${walk.nick(p)} kept ${show(kept)} (line ${walk.leaveLine[p]}), the record counts ${show(tiles)}`);
      }
    }
  }
  return expected;
}

function walkEvent(walk: Walk, event: GcgEvent, index: number, line: number): void {
  const p = event.player;
  const rack = walk.tiles(event.rack, line, 'Rack');
  if (rack !== null && rack.length > walk.rules.rackSize) {
    walk.add('rack-too-large', line, `The rack ${show(rack)} has ${rack.length} tiles; a rack holds at most ${walk.rules.rackSize}`);
  }
  let computed: number | null = event.score;
  let legal: boolean | null = null;
  let onRack: boolean | null = null;
  let words: readonly string[] = [];
  let expectedScore = event.score;
  switch (event.type) {
    case 'play': {
      const report = verifyPlay(walk, event, index, line, rack);
      computed = report.computedScore;
      legal = report.legal;
      onRack = report.onRack;
      words = report.words;
      walk.checkTurnLimit(line);
      break;
    }
    case 'exchange':
    case 'pass': {
      // A pass right after the play that went out is the turn a failed challenger loses.
      const lostTurn = event.type === 'pass' && walk.ended?.kind === 'out' && walk.last?.index === index - 1 && walk.last.player !== p;
      walk.turnOrder(p, line, lostTurn);
      walk.continuity(p, rack, line);
      walk.conserve(rack, line);
      walk.last = null;
      computed = 0;
      if (event.score !== 0) walk.add('score-mismatch', line, `A ${event.type} scores 0, not ${event.score}`);
      if (event.type === 'exchange') {
        if (walk.bag < walk.rules.exchange.minBagSize) {
          walk.add('exchange-bag-too-small', line, `The bag holds ${walk.bag} tiles; exchanging needs at least ${walk.rules.exchange.minBagSize}`);
        }
        const given = walk.tiles(event.tiles, line, 'Exchange');
        const count = given?.length ?? event.count;
        if (count > walk.rules.rackSize || count > (walk.held[p] ?? 0)) {
          walk.add('exceeds-rack', line, `${count} tiles exchanged; the rack holds ${Math.min(walk.rules.rackSize, walk.held[p] ?? 0)}`);
        }
        if (given !== null && rack !== null) {
          const missing = lacking(rack, given);
          onRack = missing.length === 0;
          if (!onRack) walk.add('not-on-rack', line, `The rack ${show(rack)} has no ${show(missing)} to exchange`);
        }
        walk.keep(p, given !== null && rack !== null ? minus(rack, given) : null, line, false, rack !== null && rack.length === walk.held[p]);
        walk.passes = 0;
      } else {
        const full = rack !== null && rack.length === walk.held[p];
        walk.keep(p, rack, line, full, full);
        // A turn lost after a failed challenge (noted so by this library) is scoreless but not a pass: it ends a run of passes.
        if (event.notes.includes(LOST_TURN_NOTE)) walk.passes = 0;
        else walk.passes++;
      }
      walk.scoreless++;
      walk.checkScoreless(line);
      walk.checkTurnLimit(line);
      break;
    }
    case 'withdrawn': {
      const withdrawal = verifyWithdrawn(walk, event, index, line, rack);
      computed = withdrawal.computed;
      expectedScore = withdrawal.expected;
      walk.checkScoreless(line);
      // The withdrawn play was still a turn: the turn limit it reached stands.
      walk.checkTurnLimit(line);
      break;
    }
    case 'challenge-bonus':
      computed = verifyChallenge(walk, event, index, line);
      break;
    case 'end-rack':
      computed = verifyEndRack(walk, event, line, rack);
      break;
    case 'time-penalty': {
      const before = walk.timeLines.get(p);
      if (before !== undefined) walk.add('time-penalty-repeated', line, `${walk.nick(p)} already had a time penalty on line ${before}`);
      else walk.timeLines.set(p, line);
      break;
    }
  }
  const recordedBefore = walk.recorded[p] ?? 0;
  const follows = walk.scoreTotalFollows && computed !== null && recordedBefore + computed === event.total;
  walk.scoreTotalFollows = false;
  const corrected = walk.correctedTotal.get(p);
  walk.correctedTotal.delete(p);
  if (recordedBefore + expectedScore !== event.total && !follows) {
    if (corrected !== undefined && corrected.total + expectedScore === event.total) {
      // The earlier total was a slip of the pen: this one continues from the right total.
      const i = walk.findings.indexOf(corrected.finding);
      if (i >= 0) walk.findings[i] = { ...corrected.finding, message: `${corrected.finding.message} (later totals continue from ${corrected.total})` };
    } else {
      walk.add('total-mismatch', line, `${recordedBefore} ${expectedScore < 0 ? '−' : '+'} ${Math.abs(expectedScore)} is ${recordedBefore + expectedScore}, but the record says ${event.total}`);
      walk.correctedTotal.set(p, { total: recordedBefore + expectedScore, finding: walk.findings[walk.findings.length - 1]! });
    }
  }
  if (event.type === 'play' && computed !== null && computed !== event.score && !walk.correctedTotal.has(p)) {
    // Later totals may carry the recorded score or continue from the rules' one: either is this one mistake.
    const finding = walk.lastScoreMismatch;
    if (finding !== null && finding.line === line && recordedBefore + computed !== event.total) walk.correctedTotal.set(p, { total: recordedBefore + computed, finding });
  }
  walk.recorded[p] = event.total;
  walk.computed[p] = (walk.computed[p] ?? 0) + (computed ?? expectedScore);
  walk.turns.push({
    line, player: p, type: event.type, move: moveText(event), recordedScore: event.score, computedScore: computed,
    recordedTotal: event.total, computedTotal: walk.computed[p]!, legal, onRack, words,
  });
}

function moveText(event: GcgEvent): string {
  switch (event.type) {
    case 'play': return `${makePosition(event.position)} ${event.word}`;
    case 'exchange': return event.tiles !== '' ? `-${event.tiles}` : `-${event.count}`;
    case 'pass': return '-';
    case 'withdrawn': return '--';
    case 'challenge-bonus': return '(challenge)';
    case 'time-penalty': return '(time)';
    case 'end-rack': return `(${event.tiles})`;
  }
}

/**
 * After a finished game, the rack lines the rules ask for: the player who went out scores the
 * others' racks; under the booklet rule (or when the game ended on scoreless turns) every player
 * left with tiles loses their value. A missing line is a warning: records often stop early.
 */
function checkEndCounted(walk: Walk): void {
  const ended = walk.ended;
  if (ended === null) return;
  const leftWith = (q: number) => walk.leave[q] ?? null;
  if (ended.kind === 'out') {
    const others = Array.from({ length: walk.players }, (_, q) => q).filter((q) => q !== ended.player);
    const left = others.flatMap((q) => leftWith(q) ?? []);
    if (!walk.endCounted.has(ended.player) && left.length > 0) {
      walk.add('end-rack-missing', walk.endedLine, `${walk.nick(ended.player)} went out, but the record does not count the others' tiles (at least ${show(left)})`);
    }
    if (walk.rules.goingOut === 'double') return;
    for (const q of others) {
      const kept = leftWith(q);
      if (!walk.endCounted.has(q) && kept !== null && rackValue(kept.join(''), walk.rules.tiles) > 0) {
        walk.add('end-rack-missing', walk.endedLine, `${walk.nick(q)} is left with ${show(kept)}, but the record does not deduct it`);
      }
    }
    return;
  }
  for (let q = 0; q < walk.players; q++) {
    const kept = leftWith(q);
    if (!walk.endCounted.has(q) && kept !== null && rackValue(kept.join(''), walk.rules.tiles) > 0) {
      walk.add('end-rack-missing', walk.endedLine, `The game ended on scoreless turns; ${walk.nick(q)} is left with ${show(kept)}, but the record does not deduct it`);
    }
  }
}

function checkPhonies(walk: Walk, record: GameRecord, lines: readonly number[], lexicon: Lexicon): void {
  // Re-walk plays cheaply: a play stands unless the next event withdraws it.
  const turnOnLine = new Map<number, (typeof walk.turns)[number]>();
  for (const t of walk.turns) if (!turnOnLine.has(t.line)) turnOnLine.set(t.line, t);
  record.events.forEach((event, i) => {
    if (event.type !== 'play') return;
    if (record.events[i + 1]?.type === 'withdrawn') return;
    const turn = turnOnLine.get(lines[i] ?? -1);
    if (turn === undefined || turn.legal !== true) return;
    const words = walk.formedAt.get(i) ?? [];
    const phonies = words.filter((w) => !lexicon.has(w));
    if (phonies.length > 0) walk.add('phony', lines[i] ?? 0, `${phonies.join(', ')} ${phonies.length === 1 ? 'is' : 'are'} not in the lexicon but stayed on the board`);
  });
}

function checkHeader(walk: Walk, reading: GcgReading, hasLayout: boolean): void {
  reading.record.pragmas.forEach((pragma, i) => {
    const key = pragma.keyword.toLowerCase();
    const line = reading.lines.pragmas[i] ?? 1;
    const value = pragma.value.trim().toLowerCase();
    if (key === 'game-type' && value !== 'classic' && value !== '') {
      walk.add('unsupported-game-type', line, `"${pragma.value}" games are not verified; only classic games are`);
    }
    if (key === 'board-layout' && !hasLayout && !['crosswordgame', 'standard15', 'standard', ''].includes(value)) {
      walk.add('unsupported-board', line, `The board "${pragma.value}" is unknown: give its layout`);
    }
  });
}

function checkTimePenalties(walk: Walk, record: GameRecord, lines: readonly number[]): void {
  let lastOther = -1;
  record.events.forEach((e, i) => {
    if (e.type !== 'time-penalty') lastOther = i;
  });
  record.events.forEach((e, i) => {
    if (e.type === 'time-penalty' && i < lastOther) {
      walk.add('time-penalty-too-early', lines[i] ?? 0, 'Time penalties are counted after the game, after the rack points; other events follow this one');
    }
  });
}

/**
 * Verifies an already read record (see {@link readGcg}) under a rule set. Something that is not a
 * reading gives the report of input that is not a record (`readable: false`, a `not-gcg` finding).
 * @example
 * ```ts
 * import { readGcg, verifyReading } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const reading = readGcg(text);
 * const report = verifyReading(reading);   // rules guessed from the record
 * ```
 */
export function verifyReading(reading: GcgReading, rules: RuleSet | 'guess' = 'guess', options: VerifyOptions = {}): GcgReport {
  const notAReading = (): GcgReport => verifyOf(readGcg(null as unknown as string), 'guess', {});
  if (typeof reading !== 'object' || reading === null || !Array.isArray(reading.findings) || !isGameRecord(reading.record) ||
    typeof reading.lines !== 'object' || reading.lines === null) return notAReading();
  try {
    return verifyOf(reading, rules, typeof options === 'object' && options !== null ? options : {});
  } catch {
    return notAReading();
  }
}

function verifyOf(reading: GcgReading, rules: RuleSet | 'guess', options: VerifyOptions): GcgReport {
  const parseFindings = reading.findings as readonly GcgFinding<GcgCode>[];
  const readable = isGcgRecord(reading);
  const reasons: string[] = [];
  if (!readable) {
    return { clean: false, readable, record: reading.record, rules: null, reasons, findings: parseFindings, turns: [], recordedTotals: [], computedTotals: [] };
  }
  let chosen: RuleSet;
  if (rules === 'guess') {
    const guess = guessRules(reading.record, options.layout === undefined ? {} : { layout: options.layout });
    if (!guess.ok) {
      const findings = [...parseFindings, { code: 'unsupported-tile-set' as const, severity: GCG_SEVERITY['unsupported-tile-set'], line: reading.lines.events[0] ?? 1, column: null, message: guess.error.message }];
      return { clean: false, readable, record: reading.record, rules: null, reasons, findings, turns: [], recordedTotals: [], computedTotals: [] };
    }
    chosen = guess.value.rules;
    reasons.push(...guess.value.reasons);
  } else {
    chosen = rules;
    reasons.push(`rules: ${rules.name} (given)`);
  }
  if (options.layout !== undefined) {
    chosen = { ...chosen, layout: options.layout };
    reasons.push(`layout: ${options.layout.name} (given)`);
  }
  if (options.goingOut !== undefined) chosen = { ...chosen, goingOut: options.goingOut };
  if (options.challenge !== undefined) chosen = { ...chosen, challenge: options.challenge };
  const walk = new Walk(reading.record, chosen, options);
  checkHeader(walk, reading, options.layout !== undefined);
  const lines = reading.lines.events;
  reading.record.events.forEach((event, i) => {
    walkEvent(walk, event, i, lines[i] ?? 0);
    if (event.type === 'play' && walk.last?.index === i) walk.formedAt.set(i, walk.last.formed);
  });
  reading.record.racks.forEach((r, i) => {
    const line = reading.lines.racks[i] ?? 0;
    const rack = walk.tiles(r.rack, line, 'Rack');
    walk.continuity(r.player, rack, line);
    walk.conserve(rack, line);
    if (rack !== null && rack.length > chosen.rackSize) walk.add('rack-too-large', line, `The rack ${show(rack)} has more than ${chosen.rackSize} tiles`);
  });
  checkEndCounted(walk);
  checkTimePenalties(walk, reading.record, lines);
  if (options.lexicon !== undefined) checkPhonies(walk, reading.record, lines, options.lexicon);
  const own = walk.findings.map((f) => {
    const after = walk.consequences.get(f);
    if (after === undefined) return f;
    const listed = after.slice(0, 5).join(', ') + (after.length > 5 ? ' …' : '');
    const which = after.length === 1 ? `line ${listed} follows` : `${after.length} later lines (${listed}) follow`;
    return { ...f, message: `${f.message}; the board differs from the game's near this play, and the errors of ${which} from it (not reported again)` };
  });
  const findings = [...parseFindings, ...own].sort((a, b) => a.line - b.line);
  return {
    clean: !findings.some((f) => f.severity === 'error'),
    readable,
    record: reading.record,
    rules: chosen,
    reasons,
    findings,
    turns: walk.turns,
    recordedTotals: walk.recorded,
    computedTotals: walk.computed,
  };
}

/**
 * Verifies a GCG record (text or bytes). With `rules` omitted (or `'guess'`), the tile set,
 * going-out rule and challenge rule are guessed from the record; options override single rules.
 * Something that is not text or bytes gives `readable: false`.
 * @example
 * ```ts
 * import { verifyGcg, GERMAN } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const report = verifyGcg(text, GERMAN);
 * if (!report.clean) for (const f of report.findings) console.log(f.line, f.code, f.message);
 * ```
 */
export function verifyGcg(input: string | Uint8Array, rules: RuleSet | 'guess' = 'guess', options: VerifyOptions = {}): GcgReport {
  return verifyReading(readGcg(input), rules, options ?? {});
}
