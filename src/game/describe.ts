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

interface Phrases {
  player(seat: number): string;
  points(n: number): string;
  tiles(n: number): string;
  firstPlayer(who: string): string;
  drew(who: string, n: string, tiles: string): string;
  played(who: string, word: string, at: string, points: string): string;
  accepted(who: string): string;
  upheld(who: string, challenger: string, words: string): string;
  failed(who: string, challenger: string, words: string): string;
  turnLost(who: string): string;
  exchanged(who: string, n: string): string;
  passed(who: string): string;
  rackSet(who: string): string;
  swapped(who: string, squares: string): string;
  resigned(who: string): string;
  undoRequested(who: string): string;
  undoAnswered(who: string, accept: boolean): string;
  undone: string;
  ended: Record<string, string>;
  winners(names: string): string;
  unknown: string;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const PHRASES: Readonly<Record<Locale, Phrases>> = {
  de: {
    player: (seat) => `Spieler ${seat + 1}`,
    points: (n) => plural(n, 'Punkt', 'Punkte'),
    tiles: (n) => plural(n, 'Stein', 'Steine'),
    firstPlayer: (who) => `${who} beginnt`,
    drew: (who, n, tiles) => `${who} zieht ${n}${tiles}`,
    played: (who, word, at, points) => `${who} legt ${word} auf ${at} für ${points}`,
    accepted: (who) => `Der Zug von ${who} gilt`,
    upheld: (who, challenger, words) => `${challenger} bezweifelt ${words} mit Erfolg: ${who} nimmt die Steine zurück`,
    failed: (who, challenger, words) => `${challenger} bezweifelt ${words} ohne Erfolg: der Zug von ${who} gilt`,
    turnLost: (who) => `${who} setzt eine Runde aus`,
    exchanged: (who, n) => `${who} tauscht ${n}`,
    passed: (who) => `${who} passt`,
    rackSet: (who) => `Die Bank von ${who} wird gesetzt`,
    swapped: (who, squares) => `${who} tauscht den Blanko auf ${squares}`,
    resigned: (who) => `${who} gibt auf`,
    undoRequested: (who) => `${who} möchte den letzten Zug zurücknehmen`,
    undoAnswered: (who, accept) => (accept ? `${who} stimmt der Rücknahme zu` : `${who} lehnt die Rücknahme ab`),
    undone: 'Der letzte Zug wird zurückgenommen; die Steine im Beutel werden neu gemischt',
    ended: { 'went-out': 'Das Spiel endet: ein Spieler hat alle Steine gelegt', passes: 'Das Spiel endet: alle haben gepasst', 'scoreless-turns': 'Das Spiel endet nach Zügen ohne Punkte', 'turn-limit': 'Das Spiel endet nach der letzten Runde', resigned: 'Das Spiel endet mit einer Aufgabe' },
    winners: (names) => `; es gewinnt ${names}`,
    unknown: 'Unbekanntes Ereignis',
  },
  nl: {
    player: (seat) => `Speler ${seat + 1}`,
    points: (n) => plural(n, 'punt', 'punten'),
    tiles: (n) => plural(n, 'steen', 'stenen'),
    firstPlayer: (who) => `${who} begint`,
    drew: (who, n, tiles) => `${who} pakt ${n}${tiles}`,
    played: (who, word, at, points) => `${who} legt ${word} op ${at} voor ${points}`,
    accepted: (who) => `De zet van ${who} blijft staan`,
    upheld: (who, challenger, words) => `${challenger} betwist ${words} terecht: ${who} neemt de stenen terug`,
    failed: (who, challenger, words) => `${challenger} betwist ${words} ten onrechte: de zet van ${who} blijft staan`,
    turnLost: (who) => `${who} slaat een beurt over`,
    exchanged: (who, n) => `${who} ruilt ${n}`,
    passed: (who) => `${who} past`,
    rackSet: (who) => `Het plankje van ${who} wordt gezet`,
    swapped: (who, squares) => `${who} ruilt de blanco op ${squares}`,
    resigned: (who) => `${who} geeft op`,
    undoRequested: (who) => `${who} wil de laatste zet terugnemen`,
    undoAnswered: (who, accept) => (accept ? `${who} stemt in met terugnemen` : `${who} weigert het terugnemen`),
    undone: 'De laatste zet is teruggenomen; de stenen in de zak zijn opnieuw geschud',
    ended: { 'went-out': 'Het spel is uit: een speler heeft al zijn stenen gelegd', passes: 'Het spel is uit: iedereen heeft gepast', 'scoreless-turns': 'Het spel is uit na beurten zonder punten', 'turn-limit': 'Het spel is uit na de laatste beurt', resigned: 'Het spel is uit: een speler gaf op' },
    winners: (names) => `; ${names} wint`,
    unknown: 'Onbekende gebeurtenis',
  },
  en: {
    player: (seat) => `Player ${seat + 1}`,
    points: (n) => plural(n, 'point', 'points'),
    tiles: (n) => plural(n, 'tile', 'tiles'),
    firstPlayer: (who) => `${who} starts`,
    drew: (who, n, tiles) => `${who} draws ${n}${tiles}`,
    played: (who, word, at, points) => `${who} plays ${word} at ${at} for ${points}`,
    accepted: (who) => `${who}'s play stands`,
    upheld: (who, challenger, words) => `${challenger} challenges ${words} successfully: ${who} takes the tiles back`,
    failed: (who, challenger, words) => `${challenger} challenges ${words} without success: ${who}'s play stands`,
    turnLost: (who) => `${who} loses a turn`,
    exchanged: (who, n) => `${who} exchanges ${n}`,
    passed: (who) => `${who} passes`,
    rackSet: (who) => `${who}'s rack is set`,
    swapped: (who, squares) => `${who} swaps the blank on ${squares}`,
    resigned: (who) => `${who} resigns`,
    undoRequested: (who) => `${who} asks to take the last action back`,
    undoAnswered: (who, accept) => (accept ? `${who} agrees to the takeback` : `${who} declines the takeback`),
    undone: 'The last action is taken back; the tiles in the bag are shuffled again',
    ended: { 'went-out': 'The game ends: a player used all tiles', passes: 'The game ends: every player passed', 'scoreless-turns': 'The game ends after scoreless turns', 'turn-limit': 'The game ends after the last turn', resigned: 'The game ends by resignation' },
    winners: (names) => `; ${names} wins`,
    unknown: 'Unknown event',
  },
};

const MAX_NAME = 40;

/**
 * One line of plain text for an event in German (`de`), Dutch (`nl`) or English (`en`; also for an
 * unknown locale). `players` gives the names by seat (default "Spieler 1", "Speler 1", "Player 1").
 * Something that is not an event gives "Unknown event" in the locale's language.
 * @example
 * ```ts
 * import { describeEvent } from 'scrabble-engine';
 * for (const event of state.history) console.log(describeEvent(event, 'de', state.players));
 * ```
 */
export function describeEvent(event: GameEvent, locale: Locale, players: readonly string[] = []): string {
  const t = PHRASES[LOCALES.includes(locale) ? locale : 'en'];
  if (!isObject(event)) return t.unknown;
  const name = (seat: unknown): string => {
    if (!(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < 64)) return '?';
    const given = Array.isArray(players) ? players[seat] : undefined;
    return typeof given === 'string' && given.length > 0 ? given.slice(0, MAX_NAME) : t.player(seat);
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
      const winners = Array.isArray(e.winners) && e.winners.length > 0 ? t.winners(e.winners.map(name).join(' & ')) : '';
      return `${t.ended[e.reason] ?? t.ended.passes}${winners}`;
    }
    default:
      return t.unknown;
  }
}
