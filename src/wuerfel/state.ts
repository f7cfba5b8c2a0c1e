/**
 * The state of a dice game: plain JSON holding the settings fixed at creation, every player's
 * score pad (grid and twelve slots), the current round's dice, the generator state and the full
 * history. Never mutated: every action returns a new state.
 *
 * @example
 * ```ts
 * import { createGame, type WuerfelState } from 'scrabble-engine/wuerfel';
 * const game = createGame({ players: ['Anna', 'Ben'], seed: 7 });
 * if (game.ok) {
 *   const state: WuerfelState = game.value;
 *   state.round;          // 0: the first of twelve rounds
 *   state.roller;         // 0: the seat that rolls this round
 * }
 * ```
 * @module
 */
import type { Board } from '../board/board.js';
import type { Layout } from '../board/layout.js';
import type { CryptoPrngState } from '../bag/prng.js';
import type { TileSet } from '../tiles/tile-set.js';
import type { PlacedTile } from '../types.js';
import type { DiceSet } from './dice.js';
import type { WuerfelEvent } from './events.js';

/**
 * The format tag of a saved dice game.
 * @example
 * ```ts
 * import { WUERFEL_STATE_FORMAT } from 'scrabble-engine/wuerfel';
 * WUERFEL_STATE_FORMAT;   // 'scrabble-engine/wuerfel@1'
 * ```
 */
export const WUERFEL_STATE_FORMAT = 'scrabble-engine/wuerfel@1';

/**
 * When a crossword word earns the 50-point bonus.
 * @example
 * ```ts
 * import { BONUS_WHEN } from 'scrabble-engine/wuerfel';
 * BONUS_WHEN;   // ['seven-dice', 'seven-letters']
 * ```
 */
export const BONUS_WHEN = ['seven-dice', 'seven-letters'] as const;

/**
 * `seven-letters`: its main word has seven letters, one of them possibly already on the grid (the default, the booklet's "ein Wort mit 7 Buchstaben"); `seven-dice`: the word places all seven dice.
 * @example
 * ```ts
 * import type { BonusWhen } from 'scrabble-engine/wuerfel';
 * const value: BonusWhen = 'seven-dice';   // one of BONUS_WHEN
 * ```
 */
export type BonusWhen = (typeof BONUS_WHEN)[number];

/**
 * The phases of a round: the roller rolls, then everybody writes; `over` after round 12.
 * @example
 * ```ts
 * import { WUERFEL_PHASES } from 'scrabble-engine/wuerfel';
 * WUERFEL_PHASES;   // ['rolling', 'writing', 'over']
 * ```
 */
export const WUERFEL_PHASES = ['rolling', 'writing', 'over'] as const;

/**
 * A phase of {@link WUERFEL_PHASES}.
 * @example
 * ```ts
 * import type { WuerfelPhase } from 'scrabble-engine/wuerfel';
 * const value: WuerfelPhase = 'rolling';   // one of WUERFEL_PHASES
 * ```
 */
export type WuerfelPhase = (typeof WUERFEL_PHASES)[number];

/**
 * What was fixed when the game was created.
 * @example
 * ```ts
 * import type { WuerfelSettings, WuerfelState } from 'scrabble-engine/wuerfel';
 * const settingsOf = (game: WuerfelState): WuerfelSettings => game.settings;   // dice, grid, bonus rule …
 * ```
 */
export interface WuerfelSettings {
  /** The seven dice, six faces each (`'?'` a joker). */
  readonly dice: DiceSet;
  /** Each player's crossword grid. */
  readonly layout: Layout;
  /** Letters and their values. */
  readonly tiles: TileSet;
  readonly bonusWhen: BonusWhen;
  /** Whether words are checked against a lexicon (one was given to `createGame`). */
  readonly checkWords: boolean;
  /** Whether roll actions state the faces shown (keeping score of a game played with real dice). */
  readonly replay: boolean;
  /** The seat that rolls in the first round. */
  readonly firstRoller: number;
}

/**
 * How a slot was filled: `scored` (an admissible word that fits), `struck` (no word), or a word
 * that scores 0: `not-admissible` (not in the lexicon), `illegal-placement` (it does not fit the
 * grid), `wrong-length` (not the dice slot's length).
 * @example
 * ```ts
 * import { VERDICTS } from 'scrabble-engine/wuerfel';
 * VERDICTS;   // ['scored', 'struck', 'not-admissible', 'illegal-placement', 'wrong-length']
 * ```
 */
export const VERDICTS = ['scored', 'struck', 'not-admissible', 'illegal-placement', 'wrong-length'] as const;

/**
 * A verdict of {@link VERDICTS}.
 * @example
 * ```ts
 * import type { Verdict } from 'scrabble-engine/wuerfel';
 * const value: Verdict = 'scored';   // one of VERDICTS
 * ```
 */
export type Verdict = (typeof VERDICTS)[number];

/**
 * A word of a crossword entry and its score.
 * @example
 * ```ts
 * import type { CrosswordEntry, CrosswordWord } from 'scrabble-engine/wuerfel';
 * const words = (entry: CrosswordEntry): string[] => entry.words.map((w: CrosswordWord) => `${w.word} ${w.score}`);
 * ```
 */
export interface CrosswordWord {
  readonly word: string;
  readonly score: number;
}

/**
 * A filled crossword slot.
 * @example
 * ```ts
 * import type { CrosswordEntry, Pad } from 'scrabble-engine/wuerfel';
 * const written = (pad: Pad): CrosswordEntry[] => pad.crossword.filter((e): e is CrosswordEntry => e !== null);
 * ```
 */
export interface CrosswordEntry {
  /** The round (0–11) it was written in. */
  readonly round: number;
  readonly verdict: Verdict;
  /** The move as written (GCG notation on the own grid), or `null` when the slot was struck. */
  readonly move: string | null;
  /** The tiles it put on the grid (none when it scored 0). */
  readonly tiles: readonly PlacedTile[];
  /** The words formed, main word first, with their scores (empty when it scored 0). */
  readonly words: readonly CrosswordWord[];
  /** The 50-point bonus, or 0. */
  readonly bonus: number;
  /** The slot's points: the words' sum plus the bonus. */
  readonly score: number;
}

/**
 * A filled dice slot.
 * @example
 * ```ts
 * import type { DiceEntry, Pad } from 'scrabble-engine/wuerfel';
 * const diceWords = (pad: Pad): DiceEntry[] => pad.dice.filter((e): e is DiceEntry => e !== null);
 * ```
 */
export interface DiceEntry {
  readonly round: number;
  readonly verdict: Verdict;
  /** The word as written (upper case, jokers lower case), or `null` when struck. */
  readonly word: string | null;
  readonly score: number;
}

/**
 * A player's score pad: the grid, the six crossword slots in order and the dice slots for lengths 2–7.
 * @example
 * ```ts
 * import type { Pad, WuerfelState } from 'scrabble-engine/wuerfel';
 * const annasPad = (game: WuerfelState): Pad | undefined => game.pads[0];
 * ```
 */
export interface Pad {
  readonly grid: Board;
  /** Crossword slots 1–6 (index 0–5), `null` while free. */
  readonly crossword: readonly (CrosswordEntry | null)[];
  /** Dice slots for word lengths 2–7 (index 0–5), `null` while free. */
  readonly dice: readonly (DiceEntry | null)[];
}

/**
 * The dice of the current round.
 * @example
 * ```ts
 * import type { DiceRoll, WuerfelState } from 'scrabble-engine/wuerfel';
 * const showing = (game: WuerfelState): readonly string[] => { const roll: DiceRoll = game.roll; return roll.faces ?? []; };
 * ```
 */
export interface DiceRoll {
  /** Rolls made this round (0–3). */
  readonly count: number;
  /** The faces showing, one per die, or `null` before the first roll. */
  readonly faces: readonly string[] | null;
  /** Whether the letters are settled (the roller stopped, or rolled three times). */
  readonly settled: boolean;
}

/**
 * The complete state of a dice game. Plain JSON; never mutated.
 * @example
 * ```ts
 * import { createGame, type WuerfelState } from 'scrabble-engine/wuerfel';
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const game: WuerfelState | null = created.ok ? created.value : null;   // keep it on the server: it holds the generator
 * ```
 */
export interface WuerfelState {
  readonly format: typeof WUERFEL_STATE_FORMAT;
  readonly players: readonly string[];
  readonly settings: WuerfelSettings;
  /** The generator state at creation (`null` when the faces are stated, as in replay). Secret. */
  readonly initialPrng: CryptoPrngState | null;
  /** The generator state now. Secret. */
  readonly prng: CryptoPrngState | null;
  /** The round, 0–11; 12 when the game is over. */
  readonly round: number;
  /** The seat that rolls this round. */
  readonly roller: number;
  readonly phase: WuerfelPhase;
  readonly roll: DiceRoll;
  /** Per seat: whether the player has written (or struck) this round. */
  readonly written: readonly boolean[];
  readonly pads: readonly Pad[];
  /** Every event since the game was created. */
  readonly history: readonly WuerfelEvent[];
  /** Raised by one with every applied action: an action may name the version it was meant for (`expectedVersion`). */
  readonly version: number;
}
