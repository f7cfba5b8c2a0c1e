/**
 * Bots for the dice game. Both decide from a player's view (never the full state) and a compact
 * lexicon, and are deterministic: the same view gives the same action.
 *
 * - {@link chooseEntry}, the writer: of every way to fill a free slot with the settled letters
 *   (each dice slot with a word of its length, the crossword slot with each legal move on the own
 *   grid, or striking a slot), it takes the one that maximises the expected final score, estimated
 *   as the points now, minus what the slot is expected to earn if kept for a later round
 *   ({@link SlotValues}: the long dice slots are worth keeping, so the bot does not waste them),
 *   plus the expected crossword premium for the result I it is heading for.
 * - {@link chooseRoll}, the roller: after each roll it compares the value of the letters showing
 *   with the average value, over sampled rolls, of rolling again while keeping the dice of its
 *   best options (its longest dice words, its best crossword move, its jokers), and stops or rolls.
 *
 * @example
 * ```ts
 * import { createGame, applyAction, viewFor, wuerfelBot } from 'scrabble-engine/wuerfel';
 * const bot = wuerfelBot(lexicon);                 // lexicon from buildLexicon / loadLexicon
 * const action = bot(viewFor(state, state.roller), { player: state.roller, actions: 0 });
 * // { type: 'roll', player, keep } or { type: 'stop', player }
 * ```
 * @module
 */
import { orElse } from '../total.js';
import { makeMove } from '../move/notation.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { bestMove, generateMoves, type MovegenRules } from '../movegen/generate.js';
import type { Move } from '../move/move.js';
import type { BotContext } from '../bot/bot.js';
import { randomBelow, seedPrng, type PrngState } from '../bag/prng.js';
import type { RollAction, StopAction, StrikeAction, WriteCrosswordAction, WriteDiceAction, WuerfelAction } from './actions.js';
import { DICE_COUNT } from './dice.js';
import { assignDice } from './letters.js';
import { CROSSWORD_PREMIUM, DICE_SLOT_POINTS, DICE_SLOTS, PREMIUM_THRESHOLD, SEVEN_BONUS, type DiceSlot, type Slot } from './slots.js';
import type { Pad, WuerfelSettings } from './state.js';
import type { WuerfelView } from './view.js';
import { diceWords } from './words.js';
import { freeCrosswordSlot, gridRules } from './write.js';

/**
 * What a slot is expected to earn when it is kept for a later round (the cost of using it now).
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { wuerfelBot, DEFAULT_SLOT_VALUES, type SlotValues } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const longWords: SlotValues = { ...DEFAULT_SLOT_VALUES, dice: { ...DEFAULT_SLOT_VALUES.dice, 7: 80 } };
 * const bot = wuerfelBot(lexicon, { slotValues: longWords });
 * ```
 */
export interface SlotValues {
  /** Each crossword slot. */
  readonly crossword: number;
  /** Each dice slot, by word length. */
  readonly dice: Readonly<Record<DiceSlot, number>>;
}

/**
 * Default slot values: about the average points the bot earns in each slot when it plays itself
 * with the default dice and a large German word list (with jokers and three rolls it nearly always
 * fills every dice slot, so each is worth its full points; a crossword word averages about 90).
 * {@link GREEDY_SLOT_VALUES} makes a bot that takes the most points now.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { wuerfelBot, DEFAULT_SLOT_VALUES } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot = wuerfelBot(lexicon, { slotValues: DEFAULT_SLOT_VALUES });   // the same as no slotValues
 * ```
 */
export const DEFAULT_SLOT_VALUES: SlotValues = {
  crossword: 90,
  dice: { 2: 2, 3: 5, 4: 10, 5: 18, 6: 25, 7: 50 },
};

/**
 * Slot values of 0: the bot takes the most points now, whatever the slot.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { wuerfelBot, GREEDY_SLOT_VALUES } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const greedy = wuerfelBot(lexicon, { slotValues: GREEDY_SLOT_VALUES });   // writes for the points now
 * ```
 */
export const GREEDY_SLOT_VALUES: SlotValues = {
  crossword: 0,
  dice: { 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 },
};

/**
 * Options of the bots.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { wuerfelBot, type WuerfelBotOptions } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const options: WuerfelBotOptions = { samples: 16 };   // the roller samples more rolls
 * const bot = wuerfelBot(lexicon, options);
 * ```
 */
export interface WuerfelBotOptions {
  /** The slot values (default {@link DEFAULT_SLOT_VALUES}). */
  readonly slotValues?: SlotValues;
  /** Sampled rolls per keep option of the roller (default 8). */
  readonly samples?: number;
}

/**
 * The entry the writer chose, with its points and the value it was chosen by.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { bestEntry, createGame, viewFor, type EntryChoice } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const created = createGame({ players: ['Anna', 'Ben'] });
 * const choice: EntryChoice | null = created.ok ? bestEntry(viewFor(created.value, 0), lexicon) : null;
 * ```
 */
export interface EntryChoice {
  readonly action: WriteDiceAction | WriteCrosswordAction | StrikeAction;
  /** The dice the entry uses (none for a strike). */
  readonly dice: readonly number[];
  /** The points it scores now. */
  readonly points: number;
  /** The estimated expected final score gained, relative to the other choices. */
  readonly value: number;
}

/** An option of the writer before it becomes an action. */
interface Option {
  readonly slot: Slot;
  readonly text: string | null;
  readonly dice: readonly number[];
  readonly points: number;
}

/** The probability that result I ends above the premium threshold, from where it is heading. */
function premiumChance(projected: number, slotsLeft: number): number {
  if (slotsLeft <= 0) return projected > PREMIUM_THRESHOLD ? 1 : 0;
  const spread = 12 * Math.sqrt(slotsLeft);
  return 1 / (1 + Math.exp(-(projected - PREMIUM_THRESHOLD - 0.5) / spread));
}

/** The move generator's view of a grid: the dice as a rack of seven, and the bonus for seven dice. */
function movegenRules(settings: WuerfelSettings): MovegenRules {
  return { ...gridRules(settings), rackSize: DICE_COUNT, bingoBonus: settings.bonusWhen === 'seven-dice' ? SEVEN_BONUS : 0 };
}

/** The length of the main word a move forms on the grid (its tiles and the grid's tiles next to them in its line). */
function mainWordLength(grid: Pad['grid'], move: Move): number {
  const tiles = move.tiles;
  if (tiles.length === 0) return 0;
  const across = move.direction === 'across';
  const line = across ? tiles[0]!.row : tiles[0]!.col;
  const along = tiles.map((t) => (across ? t.col : t.row));
  const size = across ? grid.cols : grid.rows;
  const filled = (i: number) => i >= 0 && i < size && (along.includes(i) || grid.cells[across ? line * grid.cols + i : i * grid.cols + line] != null);
  let from = Math.min(...along);
  let to = Math.max(...along);
  while (filled(from - 1)) from--;
  while (filled(to + 1)) to++;
  return to - from + 1;
}

/** The best crossword option: the highest-scoring legal move of the dice on the grid, or none. */
function crosswordOption(pad: Pad, faces: readonly string[], settings: WuerfelSettings, lexicon: CompactLexicon): Option | null {
  let move: Move;
  let points: number;
  if (settings.bonusWhen === 'seven-dice') {
    const best = bestMove(pad.grid, faces, movegenRules(settings), lexicon);
    if (!best.ok || best.value === null) return null;
    ({ move, score: points } = best.value);
  } else {
    const moves = generateMoves(pad.grid, faces, movegenRules(settings), lexicon);
    if (!moves.ok || moves.value.length === 0) return null;
    let top: { move: Move; points: number } | null = null;
    for (const m of moves.value) {
      const p = m.score + (mainWordLength(pad.grid, m.move) === 7 ? SEVEN_BONUS : 0);
      if (top === null || p > top.points) top = { move: m.move, points: p };
    }
    ({ move, points } = top!);
  }
  const dice = assignDice(faces, move.tiles);
  return dice.ok ? { slot: 'crossword', text: makeMove(move, pad.grid), dice: dice.dice, points } : null;
}

/** Every option of the writer: dice words, crossword moves, strikes. */
function entryOptions(pad: Pad, faces: readonly string[], settings: WuerfelSettings, lexicon: CompactLexicon): Option[] {
  const options: Option[] = [];
  const words = diceWords(faces, lexicon);
  for (const slot of DICE_SLOTS) {
    if (pad.dice[slot - 2] !== null) continue;
    options.push({ slot, text: null, dice: [], points: 0 });
    const word = words[slot];
    if (word === undefined) continue;
    const dice = assignDice(faces, [...word].map((ch) => ({ letter: ch.toUpperCase(), blank: ch !== ch.toUpperCase() })));
    if (dice.ok) options.push({ slot, text: word, dice: dice.dice, points: DICE_SLOT_POINTS[slot] });
  }
  if (freeCrosswordSlot(pad) >= 0) {
    options.push({ slot: 'crossword', text: null, dice: [], points: 0 });
    const best = crosswordOption(pad, faces, settings, lexicon);
    if (best !== null) options.push(best);
  }
  return options;
}

/** The value of an option: points now, minus the slot's value, plus the expected premium. */
function optionValue(option: Option, pad: Pad, values: SlotValues): number {
  const resultI = pad.crossword.reduce((sum, e) => sum + (e?.score ?? 0), 0);
  const freeCross = pad.crossword.filter((e) => e === null).length;
  const isCross = option.slot === 'crossword';
  const crossLeft = freeCross - (isCross ? 1 : 0);
  const projected = resultI + (isCross ? option.points : 0) + values.crossword * crossLeft;
  const cost = isCross ? values.crossword : values.dice[option.slot as DiceSlot];
  return option.points - cost + CROSSWORD_PREMIUM * premiumChance(projected, crossLeft);
}

/** The best option and its value (ties: the first found, so dice slots before the crossword). */
function bestOption(pad: Pad, faces: readonly string[], settings: WuerfelSettings, lexicon: CompactLexicon, values: SlotValues): { option: Option; value: number } {
  let best: { option: Option; value: number } | null = null;
  for (const option of entryOptions(pad, faces, settings, lexicon)) {
    const value = optionValue(option, pad, values);
    if (best === null || value > best.value) best = { option, value };
  }
  return best ?? { option: { slot: 'crossword', text: null, dice: [], points: 0 }, value: 0 };
}

/** Whether `view` is a player's view of a dice game. */
function isView(view: WuerfelView): boolean {
  return typeof view === 'object' && view !== null && Array.isArray(view.pads) && typeof view.settings === 'object' &&
    view.settings !== null && Array.isArray(view.settings.dice) && typeof view.roll === 'object' && view.roll !== null &&
    view.pads.every((pad) => typeof pad === 'object' && pad !== null && Array.isArray(pad.crossword) && Array.isArray(pad.dice) && typeof pad.grid === 'object');
}

/** The player of no seat: the actions the decisions return for something that is not a view carry it, and `applyAction` refuses them. */
const NOBODY = -1;

/** The writer's choice for something that is not a view: a strike by no player, which `applyAction` refuses. */
const NO_ENTRY: EntryChoice = { action: { type: 'strike', player: NOBODY, slot: 'crossword' }, dice: [], points: 0, value: 0 };

/**
 * The writer's choice for the viewing player with the settled letters, with its points and value.
 * For something that is not a view of a dice game: an action of no player (`player: -1`), which
 * `applyAction` refuses, with 0 points.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { bestEntry, createGame, viewFor } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) bestEntry(viewFor(game.value, 0), lexicon).points;   // what the writer's choice scores
 * ```
 */
export function bestEntry(view: WuerfelView, lexicon: CompactLexicon, options: WuerfelBotOptions = {}): EntryChoice {
  if (!isView(view)) return NO_ENTRY;
  return orElse(() => decideEntry(view, lexicon, typeof options === 'object' && options !== null ? options : {}), NO_ENTRY);
}

function decideEntry(view: WuerfelView, lexicon: CompactLexicon, options: WuerfelBotOptions): EntryChoice {
  const player = view.player ?? 0;
  const pad = view.pads[player]!;
  const faces = view.roll.faces ?? [];
  const { option, value } = bestOption(pad, faces, view.settings, lexicon, options.slotValues ?? DEFAULT_SLOT_VALUES);
  const { slot, text, dice, points } = option;
  let action: EntryChoice['action'];
  if (text === null) action = { type: 'strike', player, slot };
  else if (slot === 'crossword') action = { type: 'write', player, slot, move: text };
  else action = { type: 'write', player, slot, word: text };
  return { action, dice, points, value };
}

/**
 * The writer: the entry for the viewing player (see the module doc); for something that is not a view, a strike of no player (`player: -1`) that `applyAction` refuses.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { chooseEntry, createGame, viewFor } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) chooseEntry(viewFor(game.value, 0), lexicon);   // a write or a strike for Anna
 * ```
 */
export function chooseEntry(view: WuerfelView, lexicon: CompactLexicon, options: WuerfelBotOptions = {}): WriteDiceAction | WriteCrosswordAction | StrikeAction {
  return bestEntry(view, lexicon, options).action;
}

/** A seed from the view's round, roll and faces, so the roller's samples are the same for the same view. */
function viewSeed(view: WuerfelView): PrngState {
  let h = 0x811c9dc5;
  const text = `${view.round}/${view.roll.count}/${view.player}/${(view.roll.faces ?? []).join('')}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return seedPrng(h >>> 0);
}

/**
 * The roller: roll (keeping the dice of its best options) or stop (see the module doc). For
 * something that is not a view of a dice game: a stop of no player (`player: -1`), which `applyAction` refuses.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { chooseRoll, createGame, viewFor } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = createGame({ players: ['Anna', 'Ben'] });
 * if (game.ok) chooseRoll(viewFor(game.value, 0), lexicon);   // { type: 'roll', player: 0 } before the first roll
 * ```
 */
export function chooseRoll(view: WuerfelView, lexicon: CompactLexicon, options: WuerfelBotOptions = {}): RollAction | StopAction {
  const stop: StopAction = { type: 'stop', player: NOBODY };
  if (!isView(view)) return stop;
  return orElse(() => decideRoll(view, lexicon, typeof options === 'object' && options !== null ? options : {}), stop);
}

function decideRoll(view: WuerfelView, lexicon: CompactLexicon, options: WuerfelBotOptions): RollAction | StopAction {
  const player = view.player ?? view.roller;
  const faces = view.roll.faces;
  if (faces === null || view.roll.count === 0) return { type: 'roll', player };
  const values = options.slotValues ?? DEFAULT_SLOT_VALUES;
  const samples = Math.max(1, Math.floor(options.samples ?? 8));
  const pad = view.pads[player]!;
  const { settings } = view;
  const { dice } = settings;
  const cache = new Map<string, number>();
  const valueOf = (shown: readonly string[]): number => {
    const key = [...shown].sort().join('');
    let v = cache.get(key);
    if (v === undefined) {
      v = bestOption(pad, shown, settings, lexicon, values).value;
      cache.set(key, v);
    }
    return v;
  };
  const current = valueOf(faces);
  const keeps = new Map<string, number[]>();
  const addKeep = (kept: readonly number[]) => {
    const sorted = [...new Set(kept)].sort((a, b) => a - b);
    if (sorted.length < DICE_COUNT) keeps.set(sorted.join(','), sorted);
  };
  addKeep([]);
  addKeep(faces.flatMap((f, d) => (f === '?' ? [d] : [])));
  const found = entryOptions(pad, faces, settings, lexicon).filter((o) => o.text !== null);
  const cross = found.find((o) => o.slot === 'crossword');
  if (cross !== undefined) addKeep(cross.dice);
  const longest = found.filter((o) => o.slot !== 'crossword').sort((a, b) => b.dice.length - a.dice.length).slice(0, 2);
  for (const option of longest) addKeep(option.dice);
  let prng = viewSeed(view);
  let best: { keep: number[]; mean: number } | null = null;
  for (const keep of keeps.values()) {
    let sum = 0;
    for (let s = 0; s < samples; s++) {
      const shown = faces.slice();
      for (let d = 0; d < DICE_COUNT; d++) {
        if (keep.includes(d)) continue;
        const die = dice[d]!;
        const [k, next] = randomBelow(prng, die.length);
        prng = next;
        shown[d] = die[k]!;
      }
      sum += valueOf(shown);
    }
    const mean = sum / samples;
    if (best === null || mean > best.mean) best = { keep, mean };
  }
  if (best === null || best.mean <= current + 0.5) return { type: 'stop', player };
  return best.keep.length === 0 ? { type: 'roll', player } : { type: 'roll', player, keep: best.keep };
}

/**
 * A bot of the dice game: the action of its player, who can act now, decided from that player's
 * view only; returned at once or as a promise (the shape of the classic game's bots). A bot that
 * cannot decide throws.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { wuerfelBot, type WuerfelBot } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const bot: WuerfelBot = wuerfelBot(lexicon);
 * ```
 */
export type WuerfelBot = (view: WuerfelView, context: BotContext) => WuerfelAction | Promise<WuerfelAction>;

/**
 * The bot that rolls with {@link chooseRoll} and writes with {@link chooseEntry}; given something that is not a view, it throws (a game runner reports `bot-failed`).
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { playWuerfelGame, wuerfelBot } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const game = await playWuerfelGame({ players: ['Anna', 'Ben'], bots: [wuerfelBot(lexicon), wuerfelBot(lexicon)], lexicon });
 * ```
 */
export function wuerfelBot(lexicon: CompactLexicon, options: WuerfelBotOptions = {}): WuerfelBot {
  return (view) => {
    if (!isView(view)) throw new Error('The bot was not given a view of a dice game (use viewFor)');
    return view.phase === 'rolling' ? chooseRoll(view, lexicon, options) : chooseEntry(view, lexicon, options);
  };
}
