/**
 * Events as one line of plain text in German, Dutch or English, for a game's log or a screen
 * reader: "Anna legt GRÜNDE auf 8D für 28 Punkte".
 *
 * @example
 * ```ts
 * import { describeEvent } from 'scrabble-engine';
 * for (const e of state.history) console.log(describeEvent(e, 'de', state.players));
 * // Anna legt GRÜNDE auf 8D für 28 Punkte
 * describeEvent(e, 'nl', ['Anna', 'Ben']);   // Anna legt GRÜNDE op 8D voor 28 punten
 * describeEvent(e, 'en', ['Anna', 'Ben']);   // Anna plays GRÜNDE at 8D for 28 points
 * ```
 * @module
 */
import { isObject } from '../total.js';
import type { GameEvent } from './events.js';

/**
 * The languages of {@link describeEvent}.
 * @example
 * ```ts
 * import { LOCALES } from 'scrabble-engine';
 * LOCALES;   // ['de', 'nl', 'en']
 * ```
 */
export const LOCALES = ['de', 'nl', 'en'] as const;

/**
 * A language of {@link LOCALES}.
 * @example
 * ```ts
 * import type { Locale } from 'scrabble-engine';
 * const value: Locale = 'de';   // one of LOCALES
 * ```
 */
export type Locale = (typeof LOCALES)[number];

/** Who a sentence speaks of: a name, or the reader (`you`), whose sentences take the second person. */
interface Who {
  readonly name: string;
  readonly you: boolean;
}

interface Phrases {
  player(seat: number): string;
  points(n: number): string;
  tiles(n: number): string;
  firstPlayer(who: Who): string;
  drew(who: Who, n: string, tiles: string): string;
  played(who: Who, word: string, at: string, points: string): string;
  accepted(who: Who): string;
  upheld(who: Who, challenger: Who, words: string): string;
  failed(who: Who, challenger: Who, words: string): string;
  turnLost(who: Who): string;
  exchanged(who: Who, n: string): string;
  passed(who: Who): string;
  rackSet(who: Who): string;
  swapped(who: Who, squares: string): string;
  resigned(who: Who): string;
  undoRequested(who: Who): string;
  undoAnswered(who: Who, accept: boolean): string;
  undone: string;
  ended: Record<string, string>;
  winners(who: readonly Who[]): string;
  unknown: string;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The reader's form (`you`) or the named player's (`other`, given the name). */
const form = (who: Who, you: string, other: (name: string) => string): string => (who.you ? you : other(who.name));

/** The winners' part: the reader among them in the second person (`alone`, or `together` with the others). */
function winnersOf(who: readonly Who[], named: (names: string) => string, alone: string, together: (others: string) => string): string {
  const others = who.filter((w) => !w.you).map((w) => w.name);
  if (others.length === who.length) return named(others.join(' & '));
  return others.length === 0 ? alone : together(others.join(' & '));
}

const PHRASES: Readonly<Record<Locale, Phrases>> = {
  de: {
    player: (seat) => `Spieler ${seat + 1}`,
    points: (n) => plural(n, 'Punkt', 'Punkte'),
    tiles: (n) => plural(n, 'Stein', 'Steine'),
    firstPlayer: (who) => form(who, 'Du beginnst', (n) => `${n} beginnt`),
    drew: (who, n, tiles) => `${form(who, 'Du ziehst', (w) => `${w} zieht`)} ${n}${tiles}`,
    played: (who, word, at, points) => `${form(who, 'Du legst', (n) => `${n} legt`)} ${word} auf ${at} für ${points}`,
    accepted: (who) => form(who, 'Dein Zug gilt', (n) => `Der Zug von ${n} gilt`),
    upheld: (who, challenger, words) =>
      `${form(challenger, 'Du bezweifelst', (n) => `${n} bezweifelt`)} ${words} mit Erfolg: ${form(who, 'du nimmst', (n) => `${n} nimmt`)} die Steine zurück`,
    failed: (who, challenger, words) =>
      `${form(challenger, 'Du bezweifelst', (n) => `${n} bezweifelt`)} ${words} ohne Erfolg: ${form(who, 'dein Zug gilt', (n) => `der Zug von ${n} gilt`)}`,
    turnLost: (who) => `${form(who, 'Du setzt', (n) => `${n} setzt`)} eine Runde aus`,
    exchanged: (who, n) => `${form(who, 'Du tauschst', (w) => `${w} tauscht`)} ${n}`,
    passed: (who) => form(who, 'Du passt', (n) => `${n} passt`),
    rackSet: (who) => form(who, 'Deine Bank wird gesetzt', (n) => `Die Bank von ${n} wird gesetzt`),
    swapped: (who, squares) => `${form(who, 'Du tauschst', (n) => `${n} tauscht`)} den Blanko auf ${squares}`,
    resigned: (who) => form(who, 'Du gibst auf', (n) => `${n} gibt auf`),
    undoRequested: (who) => `${form(who, 'Du möchtest', (n) => `${n} möchte`)} den letzten Zug zurücknehmen`,
    undoAnswered: (who, accept) =>
      accept ? `${form(who, 'Du stimmst', (n) => `${n} stimmt`)} der Rücknahme zu` : `${form(who, 'Du lehnst', (n) => `${n} lehnt`)} die Rücknahme ab`,
    undone: 'Der letzte Zug wird zurückgenommen; die Steine im Beutel werden neu gemischt',
    ended: { 'went-out': 'Das Spiel endet: ein Spieler hat alle Steine gelegt', passes: 'Das Spiel endet: alle haben gepasst', 'scoreless-turns': 'Das Spiel endet nach Zügen ohne Punkte', 'turn-limit': 'Das Spiel endet nach der letzten Runde', resigned: 'Das Spiel endet mit einer Aufgabe' },
    winners: (who) => winnersOf(who, (names) => `; es gewinnt ${names}`, '; du gewinnst', (others) => `; du gewinnst mit ${others}`),
    unknown: 'Unbekanntes Ereignis',
  },
  nl: {
    player: (seat) => `Speler ${seat + 1}`,
    points: (n) => plural(n, 'punt', 'punten'),
    tiles: (n) => plural(n, 'steen', 'stenen'),
    firstPlayer: (who) => form(who, 'Je begint', (n) => `${n} begint`),
    drew: (who, n, tiles) => `${form(who, 'Je pakt', (w) => `${w} pakt`)} ${n}${tiles}`,
    played: (who, word, at, points) => `${form(who, 'Je legt', (n) => `${n} legt`)} ${word} op ${at} voor ${points}`,
    accepted: (who) => form(who, 'Jouw zet blijft staan', (n) => `De zet van ${n} blijft staan`),
    upheld: (who, challenger, words) =>
      `${form(challenger, 'Je betwist', (n) => `${n} betwist`)} ${words} terecht: ${form(who, 'je neemt', (n) => `${n} neemt`)} de stenen terug`,
    failed: (who, challenger, words) =>
      `${form(challenger, 'Je betwist', (n) => `${n} betwist`)} ${words} ten onrechte: ${form(who, 'jouw zet', (n) => `de zet van ${n}`)} blijft staan`,
    turnLost: (who) => `${form(who, 'Je slaat', (n) => `${n} slaat`)} een beurt over`,
    exchanged: (who, n) => `${form(who, 'Je ruilt', (w) => `${w} ruilt`)} ${n}`,
    passed: (who) => form(who, 'Je past', (n) => `${n} past`),
    rackSet: (who) => form(who, 'Jouw plankje wordt gezet', (n) => `Het plankje van ${n} wordt gezet`),
    swapped: (who, squares) => `${form(who, 'Je ruilt', (n) => `${n} ruilt`)} de blanco op ${squares}`,
    resigned: (who) => form(who, 'Je geeft op', (n) => `${n} geeft op`),
    undoRequested: (who) => `${form(who, 'Je wilt', (n) => `${n} wil`)} de laatste zet terugnemen`,
    undoAnswered: (who, accept) =>
      accept ? `${form(who, 'Je stemt', (n) => `${n} stemt`)} in met terugnemen` : `${form(who, 'Je weigert', (n) => `${n} weigert`)} het terugnemen`,
    undone: 'De laatste zet is teruggenomen; de stenen in de zak zijn opnieuw geschud',
    ended: { 'went-out': 'Het spel is uit: een speler heeft al zijn stenen gelegd', passes: 'Het spel is uit: iedereen heeft gepast', 'scoreless-turns': 'Het spel is uit na beurten zonder punten', 'turn-limit': 'Het spel is uit na de laatste beurt', resigned: 'Het spel is uit: een speler gaf op' },
    winners: (who) => winnersOf(who, (names) => `; ${names} wint`, '; je wint', (others) => `; je wint samen met ${others}`),
    unknown: 'Onbekende gebeurtenis',
  },
  en: {
    player: (seat) => `Player ${seat + 1}`,
    points: (n) => plural(n, 'point', 'points'),
    tiles: (n) => plural(n, 'tile', 'tiles'),
    firstPlayer: (who) => form(who, 'You start', (n) => `${n} starts`),
    drew: (who, n, tiles) => `${form(who, 'You draw', (w) => `${w} draws`)} ${n}${tiles}`,
    played: (who, word, at, points) => `${form(who, 'You play', (n) => `${n} plays`)} ${word} at ${at} for ${points}`,
    accepted: (who) => form(who, 'Your play stands', (n) => `${n}'s play stands`),
    upheld: (who, challenger, words) =>
      `${form(challenger, 'You challenge', (n) => `${n} challenges`)} ${words} successfully: ${form(who, 'you take', (n) => `${n} takes`)} the tiles back`,
    failed: (who, challenger, words) =>
      `${form(challenger, 'You challenge', (n) => `${n} challenges`)} ${words} without success: ${form(who, 'your', (n) => `${n}'s`)} play stands`,
    turnLost: (who) => `${form(who, 'You lose', (n) => `${n} loses`)} a turn`,
    exchanged: (who, n) => `${form(who, 'You exchange', (w) => `${w} exchanges`)} ${n}`,
    passed: (who) => form(who, 'You pass', (n) => `${n} passes`),
    rackSet: (who) => form(who, 'Your rack is set', (n) => `${n}'s rack is set`),
    swapped: (who, squares) => `${form(who, 'You swap', (n) => `${n} swaps`)} the blank on ${squares}`,
    resigned: (who) => form(who, 'You resign', (n) => `${n} resigns`),
    undoRequested: (who) => `${form(who, 'You ask', (n) => `${n} asks`)} to take the last action back`,
    undoAnswered: (who, accept) =>
      accept ? `${form(who, 'You agree', (n) => `${n} agrees`)} to the takeback` : `${form(who, 'You decline', (n) => `${n} declines`)} the takeback`,
    undone: 'The last action is taken back; the tiles in the bag are shuffled again',
    ended: { 'went-out': 'The game ends: a player used all tiles', passes: 'The game ends: every player passed', 'scoreless-turns': 'The game ends after scoreless turns', 'turn-limit': 'The game ends after the last turn', resigned: 'The game ends by resignation' },
    winners: (who) => winnersOf(who, (names) => `; ${names} wins`, '; you win', (others) => `; you win with ${others}`),
    unknown: 'Unknown event',
  },
};

const MAX_NAME = 40;

/**
 * Options of {@link describeEvent}.
 * @example
 * ```ts
 * import { createGame, describeEvent, GERMAN, type DescribeOptions } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * const mine: DescribeOptions = { you: 0 };
 * const lines = state.history.map((e) => describeEvent(e, 'en', state.players, mine));   // a line per event, Anna's in the second person ("You …")
 * ```
 */
export interface DescribeOptions {
  /**
   * The seat of the reader: that player's sentences read in the second person ("You play …",
   * "Du legst …", "Je legt …", "you take the tiles back"); absent: every player by name.
   */
  readonly you?: number;
}

/**
 * One line of plain text for an event in German (`de`), Dutch (`nl`) or English (`en`; also for an
 * unknown locale). `players` gives the names by seat (default "Spieler 1", "Speler 1", "Player 1");
 * `options.you` names the reader's seat, whose sentences then read in the second person.
 * Something that is not an event gives "Unknown event" in the locale's language.
 * @example
 * ```ts
 * import { describeEvent, createGame, GERMAN } from 'scrabble-engine';
 * const created = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 1 });
 * if (!created.ok) throw new Error(created.error.message);
 * const state = created.value;
 * for (const event of state.history) console.log(describeEvent(event, 'de', state.players));
 * for (const event of state.history) console.log(describeEvent(event, 'en', state.players, { you: 0 }));   // You play …
 * ```
 */
export function describeEvent(event: GameEvent, locale: Locale, players: readonly string[] = [], options: DescribeOptions = {}): string {
  const t = PHRASES[LOCALES.includes(locale) ? locale : 'en'];
  if (!isObject(event)) return t.unknown;
  const reader = isObject(options) && typeof options.you === 'number' && Number.isInteger(options.you) ? options.you : undefined;
  const name = (seat: unknown): Who => {
    if (!(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < 64)) return { name: '?', you: false };
    const given = Array.isArray(players) ? players[seat] : undefined;
    return { name: typeof given === 'string' && given.length > 0 ? given.slice(0, MAX_NAME) : t.player(seat), you: seat === reader };
  };
  const list = (words: unknown): string => (Array.isArray(words) ? words.filter((w) => typeof w === 'string').slice(0, 8).join(', ') : '');
  const e = event;
  switch (e.type) {
    case 'first-player-drawn':
      return t.firstPlayer(name(e.player));
    case 'tiles-drawn':
      return t.drew(name(e.player), t.tiles(Number(e.count) || 0), Array.isArray(e.tiles) ? ` (${e.tiles.join(' ')})` : '');
    case 'move-played': {
      const [at = '', written = ''] = typeof e.notation === 'string' ? e.notation.split(' ') : [];
      const main = Array.isArray(e.words) && isObject(e.words[0]) && typeof e.words[0].word === 'string' ? e.words[0].word : written;
      return t.played(name(e.player), main, at, t.points(Number(e.score) || 0));
    }
    case 'play-accepted':
      return t.accepted(name(e.player));
    case 'challenge-upheld':
      return t.upheld(name(e.player), name(e.challenger), list(e.words));
    case 'challenge-failed':
      return t.failed(name(e.player), name(e.challenger), list(e.words));
    case 'turn-lost':
      return t.turnLost(name(e.player));
    case 'tiles-exchanged':
      return t.exchanged(name(e.player), t.tiles(Number(e.count) || 0));
    case 'passed':
      return t.passed(name(e.player));
    case 'rack-set':
      return t.rackSet(name(e.player));
    case 'blank-swapped':
      return t.swapped(name(e.player), Array.isArray(e.swaps) ? e.swaps.map((s) => s.square).join(', ') : '');
    case 'resigned':
      return t.resigned(name(e.player));
    case 'undo-requested':
      return t.undoRequested(name(e.player));
    case 'undo-answered':
      return t.undoAnswered(name(e.player), e.accept === true);
    case 'undone':
      return t.undone;
    case 'game-ended': {
      const winners = Array.isArray(e.winners) && e.winners.length > 0 ? t.winners(e.winners.map(name)) : '';
      return `${t.ended[e.reason] ?? t.ended.passes}${winners}`;
    }
    default:
      return t.unknown;
  }
}
