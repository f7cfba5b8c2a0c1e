/**
 * Exporting a game played through the reducer as a GCG record: every turn with the rack it was
 * played from, withdrawn plays, challenge points, exchanges, passes and the rack adjustments at the end.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, gameToGcg, makeGcg, GERMAN } from 'scrabble-engine';
 * const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 7 });
 * if (game.ok) makeGcg(gameToGcg(game.value));   // '#character-encoding UTF-8\n#player1 Anna Anna\n…'
 * ```
 * @module
 */
import { parsePosition } from '../board/coords.js';
import type { GameState } from '../game/state.js';
import { parseRack } from '../tiles/alphabet.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import { orElse } from '../total.js';
import { failedChallengeNote, LOST_TURN_NOTE, OPEN_PLAY_NOTE, resignNote } from './notes.js';
import { emptyRecord, type GameRecord, type GcgEvent, type GcgPlayer, type GcgRack } from './record.js';

/**
 * Writes tiles as a rack string that reads back as the same tiles: alphabet order, blanks last,
 * and for a set with a multi-letter tile (IJ) no letters that would read as it (J before I).
 * `''` for something that is not a list of tiles.
 * @example
 * ```ts
 * import { rackText, DUTCH_IJ_TILES } from 'scrabble-engine';
 * rackText(['IJ', 'S', '?'], DUTCH_IJ_TILES);   // 'SIJ?': the rack as a GCG record writes it
 * ```
 */
export function rackText(tiles: readonly string[], set: TileSet): string {
  return orElse(() => (Array.isArray(tiles) ? writeRack(tiles, set) : ''), '');
}

function writeRack(tiles: readonly string[], set: TileSet): string {
  const order = new Map(set.letters.map((l, i) => [l.letter, i]));
  const sorted = [...tiles].sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999));
  const plain = sorted.join('');
  const back = parseRack(plain, set);
  if (back.ok && back.value.length === tiles.length) return plain;
  const singles = sorted.filter((t) => t.length === 1 && t !== BLANK).sort((a, b) => (b < a ? -1 : b > a ? 1 : 0));
  const multi = sorted.filter((t) => t.length > 1);
  const blanks = sorted.filter((t) => t === BLANK);
  return [...multi, ...singles, ...blanks].join('');
}

function nicknames(names: readonly string[]): GcgPlayer[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    let nick = name.trim().replace(/[\s:#>]+/g, '_') || `player${i + 1}`;
    while (used.has(nick.toLowerCase())) nick = `${nick}_${i + 1}`;
    used.add(nick.toLowerCase());
    return { nickname: nick, name: name.trim() };
  });
}

function remove(rack: string[], tiles: readonly string[]): void {
  for (const t of tiles) {
    const i = rack.indexOf(t);
    if (i >= 0) rack.splice(i, 1);
  }
}

/**
 * The record of a game (finished or not) played through `applyAction`; an empty record for something that is not a game state.
 * @example
 * ```ts
 * import { gameToGcg, makeGcg, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const gcg = makeGcg(gameToGcg(state));   // the game as a GCG record
 * ```
 */
export function gameToGcg(state: GameState): GameRecord {
  return orElse(() => recordOf(state), emptyRecord([]));
}

function recordOf(state: GameState): GameRecord {
  const players = nicknames(state.players);
  let gameNote: string | null = null;
  let endRacks: GcgRack[] = [];
  const set = state.rules.tiles;
  const n = state.players.length;
  // Racks given when the game was created are in the setup, not in the history's draws.
  const given = state.setup?.racks ?? null;
  const racks: string[][] = Array.from({ length: n }, (_, p) => [...(given?.[p] ?? [])]);
  const totals = new Array<number>(n).fill(0);
  const events: GcgEvent[] = [];
  const base = { extra: '', notes: [] as string[], pragmas: [] };
  let lastPlay: { player: number; rack: string; score: number } | null = null;
  let lastPlayIndex: number | null = null;
  let lastReplaced: string[] = [];
  // A turn lost while a play is still open (one that went out stays open): its line comes after the
  // line that ends the play's challenge window, as a withdrawn play ("--") follows its play at once.
  let playOpen = false;
  let deferred: GcgEvent[] = [];
  const settle = () => {
    playOpen = false;
    events.push(...deferred);
    deferred = [];
  };
  const line = (player: number, rack: string, score: number) => {
    totals[player] = (totals[player] ?? 0) + score;
    return { ...base, player, rack, score, total: totals[player]! };
  };
  for (const e of state.history) {
    switch (e.type) {
      case 'tiles-drawn':
        if (e.tiles !== undefined) racks[e.player]!.push(...e.tiles);
        break;
      case 'rack-set':
        if (e.returned !== undefined) remove(racks[e.player]!, e.returned);
        if (e.taken !== undefined) racks[e.player]!.push(...e.taken);
        break;
      case 'move-played': {
        const [pos = '', word = ''] = e.notation.split(' ');
        const position = parsePosition(pos);
        if (!position.ok) break;
        const rack = rackText(racks[e.player]!, set);
        lastPlayIndex = events.length;
        events.push({ ...line(e.player, rack, e.score), type: 'play', position: position.value, word });
        lastPlay = { player: e.player, rack, score: e.score };
        playOpen = !e.final;
        remove(racks[e.player]!, e.move.tiles.map((t) => (t.blank ? BLANK : t.letter)));
        if (e.replaced !== undefined && state.rules.replacement === 'rack') racks[e.player]!.push(...e.replaced.map((t) => t.letter));
        lastReplaced = state.rules.replacement === 'rack' ? (e.replaced ?? []).map((t) => t.letter) : [];
        break;
      }
      case 'blank-swapped':
        // GCG has no line for a blank swap: the racks of later lines show its effect.
        remove(racks[e.player]!, e.swaps.map((swap) => swap.letter));
        racks[e.player]!.push(...e.swaps.map(() => BLANK));
        break;
      case 'challenge-upheld':
        remove(racks[e.player]!, lastReplaced);
        racks[e.player]!.push(...e.tiles);
        events.push({ ...line(e.player, lastPlay?.rack ?? rackText(racks[e.player]!, set), -(lastPlay?.score ?? 0)), type: 'withdrawn' });
        settle();
        break;
      case 'challenge-failed': {
        e.deltas.forEach((delta, p) => {
          if (delta !== 0) events.push({ ...line(p, '', delta), type: 'challenge-bonus' });
        });
        const played = lastPlayIndex === null ? undefined : events[lastPlayIndex];
        if (e.penalty === 'challenger-loses-turn' && played !== undefined && lastPlayIndex !== null) {
          events[lastPlayIndex] = { ...played, notes: [...played.notes, failedChallengeNote(e.challenger)] };
        }
        settle();
        break;
      }
      case 'turn-lost': {
        const lost: GcgEvent = { ...line(e.player, rackText(racks[e.player]!, set), 0), type: 'pass', notes: [LOST_TURN_NOTE] };
        if (playOpen) deferred.push(lost);
        else events.push(lost);
        break;
      }
      case 'play-accepted':
        settle();
        break;
      case 'tiles-exchanged': {
        const rack = rackText(racks[e.player]!, set);
        const tiles = e.returned === undefined ? '' : rackText(e.returned, set);
        events.push({ ...line(e.player, rack, 0), type: 'exchange', tiles, count: e.count });
        if (e.returned !== undefined) remove(racks[e.player]!, e.returned);
        if (e.drawn !== undefined) racks[e.player]!.push(...e.drawn);
        break;
      }
      case 'passed':
        events.push({ ...line(e.player, rackText(racks[e.player]!, set), 0), type: 'pass' });
        break;
      case 'resigned': {
        const last = events[events.length - 1];
        const note = resignNote(players[e.player]?.nickname ?? `player${e.player + 1}`);
        if (last !== undefined) events[events.length - 1] = { ...last, notes: [...last.notes, note] };
        else gameNote = note;
        break;
      }
      case 'game-ended': {
        // A resignation counts no rack: the racks left are written as `#rack1` … lines instead.
        if (e.reason === 'resigned') endRacks = e.racks.flatMap((r, p) => (r.length === 0 ? [] : [{ player: p, rack: rackText(r, set) }]));
        const out = e.wentOut;
        if (out !== null && (e.deltas[out] ?? 0) !== 0) {
          const others = e.racks.flatMap((r, p) => (p === out ? [] : r));
          events.push({ ...line(out, '', e.deltas[out]!), type: 'end-rack', tiles: rackText(others, set) });
        }
        e.deltas.forEach((delta, p) => {
          if (p === out || delta === 0) return;
          const own = rackText(e.racks[p] ?? [], set);
          events.push({ ...line(p, own, delta), type: 'end-rack', tiles: own });
        });
        break;
      }
      default:
        break;
    }
  }
  // A play that empties the rack with the bag empty ends the game once accepted: say when it is not
  // yet (the turns lost since then follow it).
  const pending = state.pending;
  const open = events[events.length - 1];
  if (pending !== null && state.bag.length === 0 && (state.racks[pending.player]?.length ?? 0) === 0 && open?.type === 'play') {
    events[events.length - 1] = { ...open, notes: [...open.notes, OPEN_PLAY_NOTE] };
  }
  events.push(...deferred);
  return {
    encoding: 'UTF-8',
    players,
    title: null,
    description: null,
    id: null,
    lexicon: null,
    pragmas: [{ keyword: 'tile-distribution', value: set.id }, ...(gameNote === null ? [] : [{ keyword: 'note', value: gameNote }])],
    events,
    racks: endRacks,
  };
}
