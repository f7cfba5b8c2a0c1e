/**
 * Reading a rule set from untrusted data (a saved game, a settings file): every field is checked
 * and a fresh object is built, so unknown keys (also `__proto__`) are dropped. The variant fields
 * (`gendern`, `replacement`, `blankSwap`, `turnLimit`, `draw`) may be absent, as in rule sets saved
 * before they existed: they then read as switched off.
 *
 * @example
 * ```ts
 * import { parseRuleSet, GERMAN } from 'scrabble-engine';
 * parseRuleSet(JSON.parse(JSON.stringify(GERMAN)));   // { ok: true, value: { id: 'german', … } }
 * parseRuleSet({ ...GERMAN, rackSize: -1 });           // { ok: false, error: { code: 'bad-rules', … } }
 * ```
 * @module
 */
import { MAX_BOARD_SIDE, type Layout } from '../board/layout.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { quote } from '../total.js';
import type { TileSet, TileSpec } from '../tiles/tile-set.js';
import {
  CHALLENGE_COUNTS, CHALLENGE_PENALTIES, DRAW_RULES, GOING_OUT_RULES, REPLACEMENT_RULES, VARIANTS_OFF, WORD_CHECKS,
  type ChallengeRule, type EndRule, type ExchangeRule, type RuleSet,
} from './rule-set.js';

/**
 * The error of an unreadable rule set.
 * @example
 * ```ts
 * import type { RuleSetError } from 'scrabble-engine';
 * const explain = (error: RuleSetError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type RuleSetError = EngineError<'bad-rules'>;

type Record_ = Record<string, unknown>;

const LAYOUT_SYMBOLS = new Set(['=', '-', '"', "'", ' ']);
const MAX_LETTERS = 64;
const MAX_TEXT = 200;
/** A tile's letter: letters (and their accents) only, so that no digit, space, dot or `?` can hide in it. */
const LETTER = /^\p{L}[\p{L}\p{M}]*$/u;
/** Characters the word readers take for two letters (ß and ẞ are SS, Ĳ and ĳ are IJ). */
const TWO_LETTERS = /[ßẞĲĳ]/u;

/** Whether a letter reads back as itself: composed (NFC), the same after lower and upper case (a blank is written in lower case), no ß or ligature. */
function readsBack(letter: string): boolean {
  return letter.normalize('NFC') === letter && letter.toLowerCase().toUpperCase() === letter && !TWO_LETTERS.test(letter);
}

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

class Invalid {
  constructor(readonly message: string) {}
}

/** A value for a message, a few characters at most: never the whole input. */
function shown(value: unknown): string {
  if (typeof value === 'string') return quote(value, 8);
  return `a value of type ${value === null ? 'null' : typeof value}`;
}

function need(condition: boolean, message: string): void {
  if (!condition) throw new Invalid(message);
}

function readTiles(value: unknown): TileSet {
  need(isRecord(value), 'tiles must be a tile set object');
  const v = value as Record_;
  need(isText(v.id) && isText(v.name), 'tiles needs an id and a name');
  need(Array.isArray(v.letters) && v.letters.length >= 1 && v.letters.length <= MAX_LETTERS, `tiles.letters must list 1 to ${MAX_LETTERS} letters`);
  const seen = new Set<string>();
  const letters: TileSpec[] = [];
  for (const spec of v.letters as unknown[]) {
    need(isRecord(spec), 'each letter is { letter, count, value }');
    const s = spec as Record_;
    const letter = s.letter;
    need(
      typeof letter === 'string' && letter.length >= 1 && letter.length <= 4 && letter === letter.toUpperCase() &&
        letter !== letter.toLowerCase() && LETTER.test(letter),
      `${shown(letter)} is not an upper-case letter`,
    );
    // Written and read back as itself: a blank is written in lower case and read in upper case, words
    // are read composed (NFC), and ß, ẞ and the ligatures Ĳ, ĳ are read as two letters.
    need(
      readsBack(letter as string),
      `${shown(letter)} does not read back as itself (write it composed, without ß, ẞ or a ligature)`,
    );
    need(!seen.has(letter as string), `the letter ${String(letter)} is listed twice`);
    seen.add(letter as string);
    need(isInt(s.count, 0, 500) && isInt(s.value, 0, 1000), `the letter ${String(letter)} needs a count and a value`);
    letters.push({ letter: letter as string, count: s.count as number, value: s.value as number });
  }
  need(isInt(v.blanks, 0, 100), 'tiles.blanks must be a whole number');
  return { id: v.id as string, name: v.name as string, letters, blanks: v.blanks as number };
}

function readLayout(value: unknown): Layout {
  need(isRecord(value), 'layout must be a layout object');
  const v = value as Record_;
  need(isText(v.id) && isText(v.name), 'layout needs an id and a name');
  need(isInt(v.rows, 2, MAX_BOARD_SIDE) && isInt(v.cols, 2, MAX_BOARD_SIDE), `a layout has 2 to ${MAX_BOARD_SIDE} rows and columns`);
  const rows = v.rows as number;
  const cols = v.cols as number;
  need(isRecord(v.start) && isInt(v.start.row, 0, rows - 1) && isInt(v.start.col, 0, cols - 1), 'the start square must lie on the board');
  const start = v.start as { row: number; col: number };
  need(Array.isArray(v.premiums) && v.premiums.length === rows, `layout.premiums must have ${rows} rows`);
  const premiums: string[] = [];
  for (const row of v.premiums as unknown[]) {
    need(typeof row === 'string' && row.length === cols && [...row].every((c) => LAYOUT_SYMBOLS.has(c)), `each premium row has ${cols} layout symbols`);
    premiums.push(row as string);
  }
  return { id: v.id as string, name: v.name as string, rows, cols, start: { row: start.row, col: start.col }, premiums };
}

function readChallenge(value: unknown): ChallengeRule {
  need(isRecord(value), 'challenge must be { penalty, points, per }');
  const v = value as Record_;
  need(oneOf(CHALLENGE_PENALTIES, v.penalty), `challenge.penalty must be one of ${CHALLENGE_PENALTIES.join(', ')}`);
  need(isInt(v.points, 0, 1000), 'challenge.points must be a whole number from 0 to 1000');
  need(oneOf(CHALLENGE_COUNTS, v.per), `challenge.per must be one of ${CHALLENGE_COUNTS.join(', ')}`);
  return { penalty: v.penalty as ChallengeRule['penalty'], points: v.points as number, per: v.per as ChallengeRule['per'] };
}

function readEnd(value: unknown): EndRule {
  need(isRecord(value), 'end must be { passRounds, scorelessTurns, zeroScorePlaysAreScoreless }');
  const v = value as Record_;
  need(isInt(v.passRounds, 0, 100), 'end.passRounds must be a whole number from 0 to 100');
  need(v.scorelessTurns === null || isInt(v.scorelessTurns, 1, 1000), 'end.scorelessTurns must be null or a whole number from 1');
  need(typeof v.zeroScorePlaysAreScoreless === 'boolean', 'end.zeroScorePlaysAreScoreless must be true or false');
  return {
    passRounds: v.passRounds as number,
    scorelessTurns: v.scorelessTurns as number | null,
    zeroScorePlaysAreScoreless: v.zeroScorePlaysAreScoreless as boolean,
  };
}

function readExchange(value: unknown): ExchangeRule {
  need(isRecord(value), 'exchange must be { minBagSize }');
  const v = value as Record_;
  need(isInt(v.minBagSize, 0, 1000), 'exchange.minBagSize must be a whole number');
  need(v.upToBagSize === undefined || typeof v.upToBagSize === 'boolean', 'exchange.upToBagSize must be true or false');
  return v.upToBagSize === undefined ? { minBagSize: v.minBagSize as number } : { minBagSize: v.minBagSize as number, upToBagSize: v.upToBagSize as boolean };
}

function readRuleSet(value: unknown): RuleSet {
  need(isRecord(value), 'a rule set must be an object');
  const v = value as Record_;
  need(isText(v.id) && isText(v.name), 'a rule set needs an id and a name');
  const tiles = readTiles(v.tiles);
  const layout = readLayout(v.layout);
  need(isInt(v.rackSize, 1, MAX_BOARD_SIDE), `rackSize must be a whole number from 1 to ${MAX_BOARD_SIDE}`);
  need(isInt(v.bingoBonus, 0, 10000), 'bingoBonus must be a whole number from 0');
  need(isInt(v.firstMoveMinTiles, 1, v.rackSize as number), 'firstMoveMinTiles must be from 1 to rackSize');
  need(oneOf(WORD_CHECKS, v.wordCheck), `wordCheck must be one of ${WORD_CHECKS.join(', ')}`);
  const challenge = readChallenge(v.challenge);
  const end = readEnd(v.end);
  need(oneOf(GOING_OUT_RULES, v.goingOut), `goingOut must be one of ${GOING_OUT_RULES.join(', ')}`);
  const exchange = readExchange(v.exchange);
  need(typeof v.consecutivePasses === 'boolean', 'consecutivePasses must be true or false');
  const gendern = v.gendern ?? VARIANTS_OFF.gendern;
  need(typeof gendern === 'boolean', 'gendern must be true or false');
  const replacement = v.replacement ?? VARIANTS_OFF.replacement;
  need(oneOf(REPLACEMENT_RULES, replacement), `replacement must be one of ${REPLACEMENT_RULES.join(', ')}`);
  const blankSwap = v.blankSwap ?? VARIANTS_OFF.blankSwap;
  need(typeof blankSwap === 'boolean', 'blankSwap must be true or false');
  const turnLimit = v.turnLimit === undefined ? VARIANTS_OFF.turnLimit : v.turnLimit;
  need(turnLimit === null || isInt(turnLimit, 1, 1000), 'turnLimit must be null or a whole number from 1 to 1000');
  const draw = v.draw ?? VARIANTS_OFF.draw;
  need(oneOf(DRAW_RULES, draw), `draw must be one of ${DRAW_RULES.join(', ')}`);
  const takebacks = v.takebacks ?? false;
  need(typeof takebacks === 'boolean' || takebacks === 'consent' || takebacks === 'free', 'takebacks must be true, false, "consent" or "free"');
  return {
    id: v.id as string,
    name: v.name as string,
    tiles,
    layout,
    rackSize: v.rackSize as number,
    bingoBonus: v.bingoBonus as number,
    firstMoveMinTiles: v.firstMoveMinTiles as number,
    wordCheck: v.wordCheck as RuleSet['wordCheck'],
    challenge,
    end,
    goingOut: v.goingOut as RuleSet['goingOut'],
    exchange,
    consecutivePasses: v.consecutivePasses as boolean,
    gendern: gendern as boolean,
    replacement: replacement as RuleSet['replacement'],
    blankSwap: blankSwap as boolean,
    turnLimit: turnLimit as number | null,
    draw: draw as RuleSet['draw'],
    takebacks: takebacks as boolean | 'consent' | 'free',
  };
}

/**
 * Checks untrusted data as a rule set and returns a fresh copy holding only the known fields.
 * Never throws.
 * @example
 * ```ts
 * import { parseRuleSet, createGame, GERMAN } from 'scrabble-engine';
 * const text = JSON.stringify(GERMAN);   // a rule set saved as JSON
 * const rules = parseRuleSet(JSON.parse(text));   // a rule set from a file, every field checked
 * if (rules.ok) createGame({ rules: rules.value, players: ['Anna', 'Ben'] });
 * ```
 */
export function parseRuleSet(value: unknown): Result<RuleSet, RuleSetError> {
  try {
    return ok(readRuleSet(value));
  } catch (e: unknown) {
    const message = e instanceof Invalid ? e.message : 'the rule set could not be read';
    return err({ code: 'bad-rules', message: `Bad rule set: ${message}` });
  }
}
