/**
 * A game record as the reducer's input: the options of `createGame` (the players, who starts and a
 * bag order under which every draw gives the tiles the record shows) and the actions in order,
 * each with the line it comes from. Racks the record states go with the actions (`replay: true`),
 * so that a draw no bag order can give (a tile exchanged and drawn again before the bag is used
 * up) is still replayed: the reducer then takes the tile from the bag.
 *
 * How lines become actions: a play, exchange or pass is that action; `--` is a challenge that is
 * upheld; `(challenge)` is a challenge that fails (the penalty is the rule set's); the next turn
 * accepts a play, and the play that ends the game is accepted explicitly (before the end-of-game
 * lines, or at the end of the record, unless the record notes it as still open to a challenge);
 * any other play on the last line stays open to a challenge, as the record leaves it. A note `<nickname> resigned` on the last line (as `gameToGcg` writes
 * it) is that player's `resign`. End-of-game
 * rack lines and time penalties give no action (the reducer ends the game itself and has no time
 * penalties).
 * Racks the record does not give in full are filled with tiles nobody has seen, in the set's
 * order: the plan says so (`racksComplete: false`, `unknownTiles`).
 *
 * @example
 * ```ts
 * import { recordToActions, createGame, applyAction } from 'scrabble-engine';
 * const plan = recordToActions(text);                // rules guessed from the record
 * if (plan.ok) {
 *   const game = createGame(plan.value.setup);
 *   plan.value.actions;                               // [{ line: 5, event: 0, action: { type: 'play', … } }, …]
 * }
 * ```
 * @module
 */
import { withTiles, type Board, emptyBoard } from '../board/board.js';
import type { Action } from '../game/actions.js';
import { MAX_NAME_LENGTH, type GameOptions } from '../game/setup.js';
import type { Move } from '../move/move.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { parseRack } from '../tiles/alphabet.js';
import { BLANK } from '../tiles/tile-set.js';
import { recordedMove } from './board-at.js';
import { guessRules } from './guess-rules.js';
import { makeGcg } from './make.js';
import { parseGcg, type GcgLines } from './parse.js';
import { LOST_TURN_NOTE, OPEN_PLAY_NOTE, readFailedChallengeNote, readResignNote } from './notes.js';
import type { GameRecord, GcgEvent } from './record.js';
import { replayError, type ReplayError } from './replay-errors.js';
import { TileTracker } from './tile-tracker.js';

/**
 * A record to replay: GCG text or bytes, a record, or a read record with its line numbers.
 * @example
 * ```ts
 * import { replayGcg, type GcgSource } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const source: GcgSource = text;   // GCG text or bytes, or a record already parsed
 * replayGcg(source);
 * ```
 */
export type GcgSource = string | Uint8Array | GameRecord | { readonly record: GameRecord; readonly lines: GcgLines };

/**
 * A rack the record states for a player who takes no action then (a turn lost after a failed
 * challenge, the racks left at a resignation): made the player's rack before the next action (or
 * after the last one) as the reducer makes a stated rack, with `rack-set` events.
 * @example
 * ```ts
 * import { recordToActions, type StatedRack } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const planned = recordToActions(text);
 * const racks: readonly StatedRack[] = planned.ok ? (planned.value.actions[0]?.before ?? []) : [];   // racks the record states before the first action
 * ```
 */
export interface StatedRack {
  readonly player: number;
  readonly rack: readonly string[];
  /** The record event (index into `record.events`) that states the rack. */
  readonly event: number;
}

/**
 * One action of a replay: the line and event (index into `record.events`) it comes from, and racks stated for other players to make first.
 * @example
 * ```ts
 * import { recordToActions, type PlannedAction } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const planned = recordToActions(text);
 * const actions: readonly PlannedAction[] = planned.ok ? planned.value.actions : [];
 * ```
 */
export interface PlannedAction {
  readonly line: number;
  readonly event: number;
  readonly action: Action;
  readonly before: readonly StatedRack[];
}

/**
 * A record turned into the reducer's input.
 * @example
 * ```ts
 * import { recordToActions, type ActionPlan } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const planned = recordToActions(text);
 * const plan: ActionPlan | null = planned.ok ? planned.value : null;   // the setup and the actions
 * ```
 */
export interface ActionPlan {
  readonly record: GameRecord;
  /** The line of each event of the record. */
  readonly lines: readonly number[];
  readonly rules: RuleSet;
  /** The options of `createGame`: rules, players, the bag order, who starts, `replay: true`. */
  readonly setup: GameOptions;
  readonly actions: readonly PlannedAction[];
  /** Racks to make after the last action (stated after it: on a lost turn's line, at a resignation). */
  readonly after: readonly StatedRack[];
  /** Whether every play, exchange and pass states the player's whole rack and every exchange its tiles. */
  readonly racksComplete: boolean;
  /** Tiles on the racks at the end, or exchanged, that the record never names: filled with unseen tiles in the set's order. */
  readonly unknownTiles: number;
}

/** The record and its event lines: as read from text, or as `makeGcg` would write a bare record. */
function readSource(source: GcgSource): Result<{ record: GameRecord; lines: readonly number[] }, ReplayError> {
  if (typeof source === 'string' || source instanceof Uint8Array) {
    const parsed = parseGcg(source);
    if (!parsed.ok) {
      const first = parsed.error.findings[0];
      return err(replayError('unreadable-record', first?.line ?? 1, `The record cannot be read: ${parsed.error.message}`));
    }
    return ok({ record: parsed.value.record, lines: parsed.value.lines.events });
  }
  if ('lines' in source && 'record' in source) return ok({ record: source.record, lines: source.lines.events });
  const written = parseGcg(makeGcg(source));
  const lines = written.ok && written.value.record.events.length === source.events.length
    ? written.value.lines.events
    : source.events.map((_, i) => i + 1);
  return ok({ record: source, lines });
}

function playerNames(record: GameRecord): string[] {
  return record.players.map((p, i) => {
    const name = (p.name.trim() || p.nickname.trim() || `player${i + 1}`).slice(0, MAX_NAME_LENGTH);
    return name;
  });
}

interface Pending {
  readonly player: number;
  readonly ids: readonly number[];
  readonly boardBefore: Board;
  readonly move: Move;
}

interface Draft {
  readonly line: number;
  readonly event: number;
  readonly action: Action;
  /** An exchange's tiles, as tile numbers resolved once every letter is known. */
  readonly exchanged?: readonly number[];
  readonly before?: readonly StatedRack[];
}

/** One walk over a record's events, building the actions and following the tiles. */
class Planner {
  readonly tiles: TileTracker;
  readonly drafts: Draft[] = [];
  board: Board;
  pending: Pending | null = null;
  complete = true;
  /** Tiles exchanged whose letter the record never gave. */
  blind = 0;
  /** Racks stated for players who do not act, to make before the next action. */
  stated: StatedRack[] = [];
  readonly n: number;
  readonly window: boolean;
  /** Each player's rack at the end, as the end-of-game rack lines give it, and the index of the player's last turn. */
  readonly endRacks = new Map<number, { readonly tiles: string; readonly lastTurn: number }>();
  /** For each event, the index of the player's next event that states a rack (-1: none). */
  readonly nextRack: Int32Array;

  constructor(readonly record: GameRecord, readonly lines: readonly number[], readonly rules: RuleSet) {
    this.n = record.players.length;
    this.tiles = new TileTracker(rules.tiles, this.n);
    this.board = emptyBoard(rules);
    this.window = rules.wordCheck === 'challenge' && this.n > 1;
    this.nextRack = new Int32Array(record.events.length);
    const nextBy = new Map<number, number>();
    for (let i = record.events.length - 1; i >= 0; i--) {
      const e = record.events[i]!;
      this.nextRack[i] = nextBy.get(e.player) ?? -1;
      if (e.rack !== '') nextBy.set(e.player, i);
    }
    const lastTurn = new Map<number, number>();
    record.events.forEach((e, i) => {
      if (e.type === 'play' || e.type === 'exchange' || e.type === 'pass') lastTurn.set(e.player, i);
    });
    for (const e of record.events) {
      if (e.type !== 'end-rack') continue;
      // A deduction counts the player's own rack; the going-out line of a two-player game the opponent's.
      const holder = e.score < 0 ? e.player : this.n === 2 ? 1 - e.player : -1;
      const last = lastTurn.get(holder);
      if (holder >= 0 && last !== undefined && !this.endRacks.has(holder)) this.endRacks.set(holder, { tiles: e.tiles, lastTurn: last });
    }
  }

  next(seat: number): number {
    return (seat + 1) % this.n;
  }

  read(text: string, line: number, what: string): Result<string[], ReplayError> {
    const tiles = parseRack(text, this.rules.tiles);
    if (tiles.ok) return tiles;
    return err(replayError('letter-not-in-set', line, `${what} "${text}" is not made of ${this.rules.tiles.name} tiles: ${tiles.error.message}`));
  }

  push(line: number, event: number, action: Action, exchanged?: readonly number[]): void {
    const before = this.stated;
    this.stated = [];
    this.drafts.push({ line, event, action, ...(exchanged === undefined ? {} : { exchanged }), before });
  }

  /** A play became final: its author refills the rack. */
  refill(player: number): void {
    this.tiles.draw(player, this.rules.rackSize - this.tiles.rack(player).length);
  }

  finalize(): void {
    if (this.pending === null) return;
    const { player } = this.pending;
    this.pending = null;
    this.refill(player);
  }

  goesOut(): boolean {
    return this.pending !== null && this.tiles.bag.length === 0 && this.tiles.rack(this.pending.player).length === 0;
  }

  /** Closes a pending play that ends the game: the reducer wants it accepted explicitly. */
  acceptGoingOut(line: number, event: number, by?: number): void {
    if (this.pending === null || !this.goesOut()) return;
    this.stateEndRacks(this.pending.player, event);
    this.push(line, event, { type: 'accept', player: by ?? this.next(this.pending.player) });
    this.finalize();
  }

  /**
   * Closes a play still pending when the end-of-game lines come, though it did not go out (the
   * turn limit, or the scoreless turns, ended the game when it became final): the racks the end
   * lines count are stated first, then the play is accepted. The author's rack is refilled by the
   * accept from the bag order, so its end line only teaches the tracker the tiles drawn.
   */
  acceptEnding(line: number, event: number): void {
    if (this.pending === null) return;
    this.stateEndRacks(-1, event);
    this.push(line, event, { type: 'accept', player: this.next(this.pending.player) });
    this.finalize();
  }

  /** Whether the end racks have been stated (see {@link stateEndRacks}). */
  endStated = false;

  /**
   * The racks the end-of-game lines give for the players who did not go out: their racks when the
   * game ended, which the bag order may have filled with other tiles (in a game of more than two,
   * the last draws can go to the wrong player). Stated before the action that ends the game, as
   * the reducer sets a stated rack, so that the end is counted on the racks the record shows.
   */
  stateEndRacks(goer: number, index: number): void {
    if (this.endStated) return;
    this.endStated = true;
    for (const [holder, { tiles }] of this.endRacks) {
      if (holder === goer) continue;
      const read = parseRack(tiles, this.rules.tiles);
      if (read.ok) this.offTurnRack(holder, read.value, index);
    }
  }

  /**
   * Reads the rack of a turn line; returns the rack to state when the record gives it whole. A line
   * without a rack still shows tiles the player holds (`known`: the tiles played or exchanged).
   */
  rackOf(event: GcgEvent, index: number, line: number, known: readonly string[] = []): Result<string[] | null, ReplayError> {
    const written = event.rack !== '';
    if (!written) this.complete = false;
    const tiles = written ? this.read(event.rack, line, 'The rack') : ok(known.slice());
    if (!tiles.ok) return tiles;
    const held = this.tiles.rack(event.player).length;
    if (tiles.value.length === held && held > 0) {
      this.tiles.state(event.player, tiles.value);
      return ok(tiles.value);
    }
    this.complete = false;
    if (tiles.value.length >= held) return ok(null);
    this.tiles.learn(event.player, tiles.value);
    const whole = this.tiles.completeRack(event.player, tiles.value);
    if (whole === null) return ok(null);
    // The known tiles are not all on the rack (a tile that went back to the bag was drawn again):
    // state the rack, its unknown tiles filled with unseen ones.
    this.tiles.state(event.player, whole);
    return ok(whole);
  }

  /**
   * The tiles a play or an exchange shows on the player's rack (none for a pass or `-3`); for the
   * player's last turn, a pass, the rack the end-of-game rack lines count.
   */
  knownTiles(event: GcgEvent, line: number, index: number): Result<string[], ReplayError> {
    const end = this.endRacks.get(event.player);
    if (event.type === 'pass' && end !== undefined && end.lastTurn === index) return this.read(end.tiles, line, 'The end-of-game rack');
    if (event.type === 'exchange' && event.tiles !== '') return this.read(event.tiles, line, 'The exchange');
    if (event.type !== 'play') return ok([]);
    const move = recordedMove(this.board, event, this.rules);
    return ok(move === null ? [] : move.tiles.map((t) => (t.blank ? BLANK : t.letter)));
  }

  /** The tiles to exchange when the record gives only their number: keep what the player's next rack shows. */
  guessExchange(index: number, count: number): number[] {
    const player = this.record.events[index]!.player;
    const rack = this.tiles.rack(player);
    const next = this.nextRack[index]!;
    const later = next < 0 ? undefined : this.record.events[next];
    const nextRack = later === undefined ? null : parseRack(later.rack, this.rules.tiles);
    const wanted = nextRack?.ok === true ? nextRack.value.slice() : [];
    const keepCount = Math.max(0, rack.length - count);
    const kept: number[] = [];
    for (const id of rack) {
      const letter = this.tiles.letters[id];
      const i = letter === null || letter === undefined ? -1 : wanted.indexOf(letter);
      if (i >= 0 && kept.length < keepCount) {
        kept.push(id);
        wanted.splice(i, 1);
      }
    }
    const rest = rack.filter((id) => !kept.includes(id));
    const named = rest.filter((id) => this.tiles.letters[id] !== null);
    const unnamed = rest.filter((id) => this.tiles.letters[id] === null);
    return [...unnamed, ...named].slice(0, count);
  }

  turn(event: GcgEvent, index: number, line: number): Result<void, ReplayError> {
    const p = event.player;
    if (this.pending !== null) {
      if (this.pending.player !== p && this.goesOut() && event.type === 'pass') {
        // A pass after the play that ended the game: the turn of a challenger who accepted it.
        this.acceptGoingOut(line, index, p);
        return ok(undefined);
      }
      this.acceptGoingOut(line, index);
    }
    const author = this.pending?.player ?? null;
    this.finalize();
    const known = this.knownTiles(event, line, index);
    if (!known.ok) return known;
    const stated = this.rackOf(event, index, line, known.value);
    if (!stated.ok) return stated;
    if (this.stated.length > 0 && author !== null) {
      // The stated racks come after the draw of the play this turn accepts: accept it explicitly first.
      const stated = this.stated;
      this.stated = [];
      this.push(line, index, { type: 'accept', player: p !== author ? p : this.next(author) });
      this.stated = stated;
    }
    const rack = stated.value === null ? {} : { rack: stated.value };
    if (event.type === 'play') {
      const move = recordedMove(this.board, event, this.rules);
      if (move === null) {
        return err(replayError('unplaceable-play', line, `${event.word} cannot be put on the board there (off the board, or "." on an empty square, or a letter unlike the tile on its square)`));
      }
      const ids = this.tiles.take(p, move.tiles.map((t) => (t.blank ? BLANK : t.letter)));
      const boardBefore = this.board;
      this.board = withTiles(this.board, move.tiles);
      // Without a challenge window a play that empties the rack and the bag ends the game at once.
      if (!this.window && this.tiles.bag.length === 0 && this.tiles.rack(p).length === 0) this.stateEndRacks(p, index);
      this.push(line, index, { type: 'play', player: p, move, ...rack });
      if (this.window) this.pending = { player: p, ids, boardBefore, move };
      else this.refill(p);
      const challenger = event.notes.map(readFailedChallengeNote).find((seat): seat is number => seat !== null && seat !== p && seat < this.n);
      if (this.window && challenger !== undefined) {
        // A challenge that failed under the lose-a-turn rule: the reducer then skips the challenger's turn itself.
        this.push(line, index, { type: 'challenge', player: challenger, valid: true });
        this.finalize();
      }
      return ok(undefined);
    }
    if (event.type === 'exchange') {
      if (event.tiles !== '') {
        const letters = this.read(event.tiles, line, 'The exchange');
        if (!letters.ok) return letters;
        this.exchange(p, this.tiles.take(p, letters.value));
        this.push(line, index, { type: 'exchange', player: p, tiles: letters.value, ...rack });
        return ok(undefined);
      }
      this.complete = false;
      if (event.count > this.tiles.rack(p).length) {
        return err(replayError('exchange-exceeds-rack', line, `${event.count} tiles cannot be exchanged from a rack of ${this.tiles.rack(p).length}`));
      }
      const ids = this.guessExchange(index, event.count);
      this.blind += ids.filter((id) => this.tiles.letters[id] === null).length;
      this.exchange(p, ids);
      this.push(line, index, { type: 'exchange', player: p, tiles: [], ...rack }, ids);
      return ok(undefined);
    }
    this.push(line, index, { type: 'pass', player: p, ...rack });
    return ok(undefined);
  }

  /**
   * An exchange as the reducer makes it: the new tiles are drawn before the old ones go to the back
   * of the bag; when the bag holds fewer tiles than are exchanged (a rule set that allows it), the
   * old ones go back first and the new ones are drawn after.
   */
  exchange(player: number, ids: readonly number[]): void {
    this.tiles.remove(player, ids);
    if (ids.length <= this.tiles.bag.length) {
      this.tiles.draw(player, ids.length);
      this.tiles.toBack(ids);
    } else {
      this.tiles.toBack(ids);
      this.tiles.draw(player, ids.length);
    }
  }

  /**
   * A turn lost after a failed challenge gives no action, but the rack it writes is the player's
   * rack then: the bag order must give it like any other stated rack. When the bag order put its
   * tiles elsewhere, the rack is set before the next action (or after the last one), as the reducer
   * sets a stated rack.
   */
  lostTurn(event: GcgEvent, index: number, line: number): Result<void, ReplayError> {
    if (event.rack === '') return ok(undefined);
    const tiles = this.read(event.rack, line, 'The rack');
    if (!tiles.ok) return tiles;
    this.offTurnRack(event.player, tiles.value, index);
    return ok(undefined);
  }

  /** A rack the record states for a player who takes no action then (a lost turn, the racks left at a resignation). */
  offTurnRack(p: number, tiles: readonly string[], index: number): void {
    const held = this.tiles.rack(p).length;
    if (tiles.length < held) {
      this.tiles.learn(p, tiles);
    } else if (tiles.length === held && held > 0) {
      // Tiles the bag order put elsewhere: the rack is set before the next action, as the reducer sets a stated rack.
      if (this.tiles.state(p, tiles).swapped) this.stated.push({ player: p, rack: tiles.slice(), event: index });
    }
  }

  withdrawn(event: GcgEvent, index: number, line: number): Result<void, ReplayError> {
    const pending = this.pending;
    if (pending === null || pending.player !== event.player) {
      const why = !this.window ? 'these rules make plays final at once (no challenge)' : 'it must follow the play it takes back, by the same player';
      return err(replayError('withdrawn-without-play', line, `A withdrawn play ("--") cannot be replayed here: ${why}`));
    }
    this.push(line, index, { type: 'challenge', player: this.next(pending.player), valid: false });
    this.tiles.rack(pending.player).push(...pending.ids);
    this.board = pending.boardBefore;
    this.pending = null;
    return ok(undefined);
  }

  challenge(event: GcgEvent, index: number, line: number): Result<void, ReplayError> {
    const pending = this.pending;
    if (pending === null) {
      const why = !this.window ? 'these rules make plays final at once (no challenge)' : 'it must follow the play that was challenged';
      return err(replayError('challenge-without-play', line, `A challenge line cannot be replayed here: ${why}`));
    }
    const challenger = event.player !== pending.player ? event.player : this.next(pending.player);
    const { points, per } = this.rules.challenge;
    let words: { words?: string[] } = {};
    if (per === 'word' && points > 0) {
      const scored = scoreMove(pending.boardBefore, pending.move, this.rules);
      const count = Math.abs(event.score) / points;
      const distinct = scored.ok ? [...new Set(scored.value.words.map((w) => w.word))] : [];
      if (Number.isInteger(count) && count >= 1 && count < distinct.length) words = { words: distinct.slice(0, count) };
    }
    this.push(line, index, { type: 'challenge', player: challenger, valid: true, ...words });
    this.finalize();
    return ok(undefined);
  }

  endRack(event: GcgEvent & { type: 'end-rack' }, index: number, line: number): Result<void, ReplayError> {
    this.acceptGoingOut(line, index);
    this.acceptEnding(line, index);
    this.finalize();
    const letters = this.read(event.tiles, line, 'The end-of-game rack');
    if (!letters.ok) return letters;
    const p = event.player;
    if (this.tiles.rack(p).length === 0) {
      const others = this.tiles.racks.flatMap((rack, q) => (q === p ? [] : rack));
      this.tiles.learnIn(others, letters.value);
    } else {
      this.tiles.learn(p, letters.value);
    }
    return ok(undefined);
  }

  /** The seat that resigned: a resignation note on the last line, or on the whole game when it has no line. */
  resigned(): number | null {
    const nicknames = this.record.players.map((p) => p.nickname);
    const last = this.record.events[this.record.events.length - 1];
    const notes = last !== undefined ? last.notes : this.record.pragmas.filter((p) => p.keyword === 'note').map((p) => p.value);
    for (const note of notes) {
      const seat = readResignNote(note, nicknames);
      if (seat !== null) return seat;
    }
    return null;
  }

  walk(): Result<void, ReplayError> {
    const first = this.record.events.find((e) => e.type === 'play' || e.type === 'exchange' || e.type === 'pass');
    const start = first?.player ?? 0;
    for (let k = 0; k < this.n; k++) this.tiles.draw((start + k) % this.n, this.rules.rackSize);
    for (const [index, event] of this.record.events.entries()) {
      const line = this.lines[index] ?? index + 1;
      let step: Result<void, ReplayError> = ok(undefined);
      switch (event.type) {
        case 'play':
        case 'exchange':
        case 'pass':
          // A turn lost after a failed challenge is the reducer's own step, not an action. A play
          // still pending then was accepted as that turn began, unless it went out (it stays open).
          if (event.type === 'pass' && event.notes.includes(LOST_TURN_NOTE)) {
            if (this.pending !== null && !this.goesOut()) this.finalize();
            step = this.lostTurn(event, index, line);
            break;
          }
          step = this.turn(event, index, line);
          break;
        case 'withdrawn':
          step = this.withdrawn(event, index, line);
          break;
        case 'challenge-bonus':
          step = this.challenge(event, index, line);
          break;
        case 'end-rack':
          step = this.endRack(event, index, line);
          break;
        case 'time-penalty':
          break;
      }
      if (!step.ok) return step;
    }
    const last = this.record.events.length - 1;
    const resigned = this.resigned();
    if (resigned !== null) {
      // The game ends at once: a pending play stays on the board, undrawn, and nobody's rack is
      // counted; the racks left are written as `#rack1` … lines. A play still open whose author's
      // rack line shows the rack refilled was accepted first.
      const author = this.pending?.player;
      const refilled = this.record.racks.find((r) => r.player === author && r.rack.length > 0);
      const shown = refilled === undefined ? null : parseRack(refilled.rack, this.rules.tiles);
      if (author !== undefined && shown?.ok === true && shown.value.length > this.tiles.rack(author).length) {
        this.push(this.lines[last] ?? last + 1, last, { type: 'accept', player: this.next(author) });
        this.finalize();
      }
      for (const { player, rack } of this.record.racks) {
        const letters = parseRack(rack, this.rules.tiles);
        if (letters.ok && player < this.n) this.offTurnRack(player, letters.value, Math.max(0, last));
      }
      this.push(this.lines[Math.max(0, last)] ?? 1, Math.max(0, last), { type: 'resign', player: resigned });
      this.pending = null;
    } else if (!(this.record.events[last]?.notes.includes(OPEN_PLAY_NOTE) ?? false)) {
      // A record that stops at the play that ends the game is a finished game, unless the play is noted as still open.
      this.acceptGoingOut(this.lines[last] ?? last + 1, last);
    }
    for (const { player, rack } of this.record.racks) {
      const letters = parseRack(rack, this.rules.tiles);
      if (letters.ok && player < this.n) this.tiles.learn(player, letters.value);
    }
    return ok(undefined);
  }

  plan(): ActionPlan {
    const unknownTiles = this.blind + this.tiles.unknownHeld();
    const letters = this.tiles.fill();
    const actions = this.drafts.map((d): PlannedAction => {
      const before = d.before ?? [];
      if (d.exchanged === undefined || d.action.type !== 'exchange') return { line: d.line, event: d.event, action: d.action, before };
      return { line: d.line, event: d.event, action: { ...d.action, tiles: d.exchanged.map((id) => letters[id] ?? BLANK) }, before };
    });
    const first = this.record.events.find((e) => e.type === 'play' || e.type === 'exchange' || e.type === 'pass');
    return {
      record: this.record,
      lines: this.lines,
      rules: this.rules,
      setup: { rules: this.rules, players: playerNames(this.record), bag: letters, firstPlayer: first?.player ?? 0, replay: true },
      actions,
      after: this.stated,
      racksComplete: this.complete,
      unknownTiles,
    };
  }
}

/**
 * Turns a game record into the reducer's input: the options of `createGame` and the actions in
 * order, each with its line. Rules default to those guessed from the record ({@link guessRules}).
 * @example
 * ```ts
 * import { recordToActions, createGame } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const plan = recordToActions(text);   // the setup and the actions that replay the record
 * if (plan.ok) createGame(plan.value.setup);
 * ```
 */
export function recordToActions(source: GcgSource, rules: RuleSet | 'guess' = 'guess'): Result<ActionPlan, ReplayError> {
  try {
    const read = readSource(source);
    if (!read.ok) return read;
    const { record, lines } = read.value;
    const firstLine = lines[0] ?? 1;
    if (record.players.length === 0) return err(replayError('no-players', 1, 'The record names no players'));
    if (record.events.some((e) => !Number.isInteger(e.player) || e.player < 0 || e.player >= record.players.length)) {
      return err(replayError('unreadable-record', firstLine, 'An event belongs to a player the record does not name'));
    }
    let chosen: RuleSet;
    if (rules === 'guess') {
      const guess = guessRules(record);
      if (!guess.ok) return err(replayError('unsupported-tile-set', firstLine, guess.error.message));
      chosen = guess.value.rules;
    } else {
      chosen = rules;
    }
    const planner = new Planner(record, lines, chosen);
    const walked = planner.walk();
    if (!walked.ok) return walked;
    return ok(planner.plan());
  } catch {
    return err(replayError('unreadable-record', 1, 'The record could not be read as a game record'));
  }
}
