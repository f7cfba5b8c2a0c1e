/**
 * Writing into the pad: a dice-slot word or a crossword move is checked against the round's
 * letters (refused when it uses letters not rolled or a die twice), then judged: a word that is
 * not admissible or does not fit its slot scores 0 and uses the slot, leaving the grid unchanged.
 * Crossword moves use the classic game's placement check and scoring with the dice as the rack.
 * Internal: `applyAction` calls these after the common checks.
 * @module
 */
import { withTiles } from '../board/board.js';
import { parseMove, parseWord } from '../move/notation.js';
import { err, ok, type Result } from '../result.js';
import { scoreMove, type ScoringRules } from '../score.js';
import type { StrikeAction, WriteCrosswordAction, WriteDiceAction } from './actions.js';
import type { WuerfelActionError } from './errors.js';
import type { WuerfelEvent } from './events.js';
import { assignDice } from './letters.js';
import { DICE_SLOT_POINTS, SEVEN_BONUS, type DiceSlot, type Slot } from './slots.js';
import type { CrosswordEntry, DiceEntry, Pad, WuerfelSettings, WuerfelState } from './state.js';

/** Judges the words of an entry: whether all are admissible (asked only when the game checks words). */
export type Judge = (words: readonly string[]) => boolean;

/** The scoring rules of a player's grid: the classic placement and scoring, first word over the centre, no bingo (the dice game adds its own bonus). */
export function gridRules(settings: WuerfelSettings): ScoringRules {
  return { tiles: settings.tiles, layout: settings.layout, firstMoveMinTiles: 2, rackSize: 7, bingoBonus: 0 };
}

/** The index of a dice slot in `Pad.dice`. */
export function diceIndex(slot: DiceSlot): number {
  return slot - 2;
}

/** The first free crossword slot (0–5), or -1 when all six are used. */
export function freeCrosswordSlot(pad: Pad): number {
  return pad.crossword.indexOf(null);
}

function slotUsed(slot: Slot): WuerfelActionError {
  return slot === 'crossword'
    ? { code: 'slot-used', message: 'All six crossword slots are used' }
    : { code: 'slot-used', message: `The ${slot}-letter slot is used` };
}

/** Whether the slot is free on the pad. */
export function slotFree(pad: Pad, slot: Slot): boolean {
  return slot === 'crossword' ? freeCrosswordSlot(pad) >= 0 : pad.dice[diceIndex(slot)] === null;
}

/** The pad with a crossword entry in its next free slot (and its tiles on the grid). */
function withCrossword(pad: Pad, entry: CrosswordEntry): Pad {
  const i = freeCrosswordSlot(pad);
  const crossword = pad.crossword.slice();
  crossword[i] = entry;
  return { grid: entry.tiles.length > 0 ? withTiles(pad.grid, entry.tiles) : pad.grid, crossword, dice: pad.dice };
}

/** The pad with a dice entry in its slot. */
function withDice(pad: Pad, slot: DiceSlot, entry: DiceEntry): Pad {
  const dice = pad.dice.slice();
  dice[diceIndex(slot)] = entry;
  return { grid: pad.grid, crossword: pad.crossword, dice };
}

/** The crossword entry a move makes on the pad with the round's letters, or the refusal. */
export function crosswordEntry(
  state: WuerfelState, pad: Pad, text: string, judge: Judge,
): Result<CrosswordEntry, WuerfelActionError> {
  const { settings, round } = state;
  const faces = state.roll.faces ?? [];
  const parsed = parseMove(text, settings);
  if (!parsed.ok) return err({ code: 'bad-notation', message: parsed.error.message });
  const move = parsed.value;
  const dice = assignDice(faces, move.tiles);
  if (!dice.ok) return err(dice.error);
  const zero = (verdict: CrosswordEntry['verdict']): CrosswordEntry => ({ round, verdict, move: text, tiles: [], words: [], bonus: 0, score: 0 });
  const scored = scoreMove(pad.grid, move, gridRules(settings));
  if (!scored.ok) return ok(zero('illegal-placement'));
  const { words } = scored.value;
  if (settings.checkWords && !judge(words.map((w) => w.word))) return ok(zero('not-admissible'));
  const main = words.find((w) => w.main) ?? words[0];
  const seven = settings.bonusWhen === 'seven-dice' ? move.tiles.length === faces.length : (main?.letters.length ?? 0) === 7;
  const bonus = seven ? SEVEN_BONUS : 0;
  return ok({
    round, verdict: 'scored', move: text, tiles: [...move.tiles].map((t) => ({ row: t.row, col: t.col, letter: t.letter, blank: t.blank })),
    words: words.map((w) => ({ word: w.word, score: w.score })), bonus, score: scored.value.total + bonus,
  });
}

/** The dice entry a word makes with the round's letters, or the refusal. */
export function diceEntry(
  state: WuerfelState, slot: DiceSlot, text: string, judge: Judge,
): Result<DiceEntry, WuerfelActionError> {
  const { settings, round } = state;
  const letters = parseWord(text.normalize('NFC'), settings.tiles);
  if (!letters.ok || text.includes('.') || letters.value.length === 0) {
    return err({ code: 'bad-word', message: `"${text.slice(0, 40)}" is not a word of letters of the ${settings.tiles.name} set (jokers in lower case)` });
  }
  const written = letters.value.filter((l): l is { letter: string; blank: boolean } => l !== null);
  const dice = assignDice(state.roll.faces ?? [], written);
  if (!dice.ok) return err(dice.error);
  const word = written.map((l) => (l.blank ? l.letter.toLowerCase() : l.letter)).join('');
  if (written.length !== slot) return ok({ round, verdict: 'wrong-length', word, score: 0 });
  if (settings.checkWords && !judge([written.map((l) => l.letter).join('')])) return ok({ round, verdict: 'not-admissible', word, score: 0 });
  return ok({ round, verdict: 'scored', word, score: DICE_SLOT_POINTS[slot] });
}

/** A player writes a word or a move into a slot. */
export function writeEntry(
  state: WuerfelState, action: WriteDiceAction | WriteCrosswordAction, judge: Judge, events: WuerfelEvent[],
): Result<WuerfelState, WuerfelActionError> {
  const { player } = action;
  const pad = state.pads[player]!;
  if (!slotFree(pad, action.slot)) return err(slotUsed(action.slot));
  let next: Pad;
  let entry: CrosswordEntry | DiceEntry;
  let text: string;
  if (action.slot === 'crossword') {
    const made = crosswordEntry(state, pad, action.move, judge);
    if (!made.ok) return made;
    entry = made.value;
    text = action.move;
    next = withCrossword(pad, made.value);
  } else {
    const made = diceEntry(state, action.slot, action.word, judge);
    if (!made.ok) return made;
    entry = made.value;
    text = action.word;
    next = withDice(pad, action.slot, made.value);
  }
  events.push({ type: 'word-written', player, round: state.round, slot: action.slot, text, entry });
  const pads = state.pads.slice();
  pads[player] = next;
  return ok({ ...state, pads });
}

/** A player strikes a slot: no word, 0 points. */
export function strikeSlot(state: WuerfelState, action: StrikeAction, events: WuerfelEvent[]): Result<WuerfelState, WuerfelActionError> {
  const { player, slot } = action;
  const pad = state.pads[player]!;
  if (!slotFree(pad, slot)) return err(slotUsed(slot));
  const round = state.round;
  const next = slot === 'crossword'
    ? withCrossword(pad, { round, verdict: 'struck', move: null, tiles: [], words: [], bonus: 0, score: 0 })
    : withDice(pad, slot, { round, verdict: 'struck', word: null, score: 0 });
  events.push({ type: 'slot-struck', player, round, slot });
  const pads = state.pads.slice();
  pads[player] = next;
  return ok({ ...state, pads });
}
