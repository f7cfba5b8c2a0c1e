/**
 * What the playground page needs around the engine, without the DOM: the rule sets of the classic
 * game it offers, the move a player is laying out, the unseen tiles, the history as sentences and
 * the last move.
 */
import {
  allTiles, describeEvent as engineSentence, undo, DUTCH_IJ, DUTCH_IJ_VARIATIONS, ENGLISH, GERMAN, GERMAN_GENDERN,
  type Board, type GameEvent, type GameState, type Move, type Result, type RuleSet, type Square, type UndoError,
} from 'scrabble-engine';

/** A rule set of the classic game the playground offers: the lexicon file the page loads for it. */
export interface Language {
  readonly id: string;
  readonly label: string;
  readonly rules: RuleSet;
  readonly lexicon: string;
  /** Under the Gendern rule: the file of personal nouns that take the ending `*IN`. */
  readonly personalNouns?: string;
}

/** The classic game's rule sets, by id (also the `lang` parameter of the page's address). */
export const LANGUAGES: readonly Language[] = [
  { id: 'de', label: 'German', rules: local(GERMAN), lexicon: 'lexicons/de.lex' },
  { id: 'de-gendern', label: 'German with Gendern (*IN)', rules: local(GERMAN_GENDERN), lexicon: 'lexicons/de.lex', personalNouns: 'lexicons/de-personal-nouns.txt' },
  { id: 'nl-ij', label: 'Dutch with the IJ tile', rules: local(DUTCH_IJ), lexicon: 'lexicons/nl-ij.lex' },
  { id: 'nl-ij-variations', label: 'Dutch with IJ, the booklet\'s variations', rules: local(DUTCH_IJ_VARIATIONS), lexicon: 'lexicons/nl-ij.lex' },
  { id: 'en', label: 'English', rules: local(ENGLISH), lexicon: 'lexicons/en.lex' },
];

/**
 * A preset for a game against the bot on this page: a local game, so the person takes a turn back
 * without asking the bot (`takebacks: 'free'`); between two people the presets ask for consent.
 */
function local(rules: RuleSet): RuleSet {
  return { ...rules, takebacks: 'free' };
}

/** Whether the page's Undo can take a turn back in this game at once (a game loaded from a file may ask for consent). */
export function takesBackFreely(rules: RuleSet): boolean {
  return rules.takebacks === 'free';
}

/** The playground's rule set of a loaded game (the same id), or undefined. */
export function languageOfRules(rules: RuleSet): Language | undefined {
  return LANGUAGES.find((language) => language.rules.id === rules.id);
}

/** A tile laid out on the board but not yet played: where, which rack tile, and its letter. */
export interface DraftTile extends Square {
  readonly rackIndex: number;
  readonly letter: string;
  readonly blank: boolean;
}

/** The square named like `H8` (column letter, row number), or undefined. */
export function parseSquareName(name: string): Square | undefined {
  const match = /^([A-Z])(\d{1,2})$/.exec(name);
  if (match === null) return undefined;
  return { row: Number(match[2]) - 1, col: (match[1] ?? 'A').charCodeAt(0) - 65 };
}

/** Whether a square holds a tile on the board. */
function occupied(board: Board, row: number, col: number): boolean {
  const { rows, cols, cells } = board;
  return row >= 0 && col >= 0 && row < rows && col < cols && cells[row * cols + col] != null;
}

/**
 * The move of the tiles laid out: across when they share a row, down when they share a column; a
 * single tile runs across when it has a neighbour left or right, else down. Undefined when nothing
 * is laid out.
 */
export function draftMove(board: Board, draft: readonly DraftTile[]): Move | undefined {
  if (draft.length === 0) return undefined;
  const tiles = [...draft].sort((a, b) => a.row - b.row || a.col - b.col).map(({ row, col, letter, blank }) => ({ row, col, letter, blank }));
  const first = tiles[0]!;
  let direction: Move['direction'];
  if (tiles.length > 1) direction = tiles.every((t) => t.row === first.row) ? 'across' : 'down';
  else direction = occupied(board, first.row, first.col - 1) || occupied(board, first.row, first.col + 1) ? 'across' : 'down';
  return { direction, tiles };
}

/**
 * The tiles `seat` cannot see, letter by letter in the set's order: every tile of the set less
 * those on the board (a blank counts as a blank) and on the player's own rack.
 */
export function unseenTiles(state: GameState, seat: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const tile of allTiles(state.rules.tiles)) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  const take = (tile: string): void => {
    counts.set(tile, (counts.get(tile) ?? 0) - 1);
  };
  for (const cell of state.board.cells) {
    if (cell != null) take(cell === cell.toUpperCase() ? cell : '?');
  }
  for (const tile of state.racks[seat] ?? []) take(tile);
  return [...counts].filter(([, n]) => n > 0);
}

/** The move of the latest play still on the board, if any (a withdrawn play is not). */
export function lastMoveOf(state: GameState): Move | undefined {
  for (let i = state.history.length - 1; i >= 0; i--) {
    const event = state.history[i]!;
    if (event.type === 'challenge-upheld') return undefined;
    if (event.type === 'move-played') return event.move;
  }
  return undefined;
}


/** A signed number: `+5`, `−3`. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/**
 * An event as one sentence for the history list, or null for bookkeeping events (draws, a play
 * standing): the engine's sentence (`describeEvent`, in the second person for the seat `you`),
 * with the words and their scores after a play and the cost of a failed challenge; the end of the
 * game as "Game over: …".
 */
export function describeEvent(event: GameEvent, players: readonly string[], you?: number): string | null {
  const name = (seat: number): string => players[seat] ?? `player ${seat + 1}`;
  const sentence = (): string => engineSentence(event, 'en', players, you === undefined ? {} : { you });
  switch (event.type) {
    case 'tiles-drawn':
    case 'play-accepted':
    case 'rack-set':
      return null;
    case 'first-player-drawn':
      return `${sentence()} (drew the tile nearest the start of the alphabet).`;
    case 'move-played': {
      const replaced = event.replaced === undefined || event.replaced.length === 0 ? '' : `; replaced ${event.replaced.map((t) => t.letter).join(', ')}`;
      return `${sentence()} (${event.words.map((w) => `${w.word} ${w.score}`).join(', ')}${event.bingo > 0 ? `, bonus ${event.bingo}` : ''}${replaced}).`;
    }
    case 'challenge-failed': {
      const cost = event.deltas.map((d, seat) => (d === 0 ? '' : `${name(seat)} ${signed(d)}`)).filter((s) => s !== '').join(', ');
      return `${sentence()}${cost === '' ? '' : ` (${cost})`}.`;
    }
    case 'game-ended': {
      const how = event.reason === 'went-out' ? `${name(event.wentOut ?? 0)} went out`
        : event.reason === 'passes' ? 'every player passed'
          : event.reason === 'resigned' ? 'a player resigned'
            : event.reason === 'turn-limit' ? 'the last turn was played' : 'too many scoreless turns';
      const racks = event.deltas.map((d, seat) => `${name(seat)} ${signed(d)}`).join(', ');
      return `Game over: ${how}. Racks: ${racks}. Winner: ${event.winners.map(name).join(' and ')}.`;
    }
    default:
      return `${sentence()}.`;
  }
}

/**
 * The game as it stood before `seat`'s last action: the engine's `undo`, step by step, until that
 * player is to act again (the other players' replies since are taken back with it). The one place
 * the playground takes actions back.
 */
export function takeBackLast(state: GameState, seat: number): Result<GameState, UndoError> {
  let back = undo(state);
  while (back.ok && (back.value.phase === 'over' || back.value.turn !== seat)) back = undo(back.value);
  return back;
}
