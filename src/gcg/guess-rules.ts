/**
 * Guessing from a record the rule options that decide what it means: the tile set (from
 * `#lexicon`, `#tile-distribution` or the letters used), the going-out adjustment (×1 or ×2)
 * and the challenge bonus (per challenge or per word).
 *
 * @example
 * ```ts
 * import { parseGcg, guessRules } from 'scrabble-engine';
 * const parsed = parseGcg(text);
 * if (parsed.ok) {
 *   const guess = guessRules(parsed.value.record);
 *   if (guess.ok) guess.value.rules.goingOut;   // 'double' when the record adds 2× the opponent's rack
 * }
 * ```
 * @module
 */
import { err, ok, type EngineError, type Result } from '../result.js';
import { DUTCH, DUTCH_IJ, GERMAN, TOURNAMENT } from '../rules/presets.js';
import type { ChallengeRule, GoingOutRule, RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import type { GameRecord } from './record.js';

/** A guessed rule set and, for each option, how it was decided. */
export interface GuessedRules {
  readonly rules: RuleSet;
  /** One line per decision, e.g. `tile set: English (from #lexicon CSW21)`. */
  readonly reasons: readonly string[];
}

/** The error of a record whose letters belong to no supported tile set. */
export type GuessError = EngineError<'unsupported-tile-set'>;

const BASES: readonly RuleSet[] = [TOURNAMENT, GERMAN, DUTCH_IJ, DUTCH];

function fromName(name: string): RuleSet | null | 'unknown' {
  const key = name.trim().toLowerCase();
  if (key === '') return null;
  if (/^(csw|nwl|twl|owl|nswl|sowpods|ecwl|cswl|otcwl|wespa|collins|tws|english|en)/.test(key)) return TOURNAMENT;
  if (/^(german|deutsch|de\b|de$|rd\d|fise)/.test(key)) return GERMAN;
  if (/^(dutch-ij|nl-ij|dutch_ij)/.test(key)) return DUTCH_IJ;
  if (/^(dutch|nederlands|nl\b|nl$|nsf?\d*nl)/.test(key)) return DUTCH;
  return 'unknown';
}

function lettersOf(record: GameRecord): Set<string> {
  const seen = new Set<string>();
  const add = (text: string) => {
    for (const ch of text.toUpperCase()) if (ch !== '.' && ch !== BLANK) seen.add(ch);
  };
  for (const e of record.events) {
    add(e.rack);
    if (e.type === 'play') add(e.word);
    if (e.type === 'exchange' || e.type === 'end-rack') add(e.tiles);
  }
  for (const r of record.racks) add(r.rack);
  return seen;
}

function fits(letters: ReadonlySet<string>, tiles: TileSet): boolean {
  const codes = alphabetOf(tiles).codes;
  for (const ch of letters) if (!codes.has(ch)) return false;
  return true;
}

/** The tile value of a rack string under a tile set (letters it does not know count 0). */
export function rackValue(rack: string, tiles: TileSet): number {
  const alphabet = alphabetOf(tiles);
  let sum = 0;
  const multi = alphabet.multi;
  for (let i = 0; i < rack.length;) {
    const long = multi.find((m) => rack.startsWith(m, i));
    const letter = long ?? rack[i]!;
    const code = alphabet.codes.get(letter);
    if (code !== undefined) sum += alphabet.values[code]!;
    i += letter.length;
  }
  return sum;
}

function guessBase(record: GameRecord, reasons: string[]): Result<RuleSet, GuessError> {
  const letters = lettersOf(record);
  const pragma = (keyword: string) => record.pragmas.find((p) => p.keyword.toLowerCase() === keyword)?.value ?? null;
  for (const [source, value] of [['#tile-distribution', pragma('tile-distribution')], ['#lexicon', record.lexicon]] as const) {
    if (value === null) continue;
    const named = fromName(value);
    if (named === null || named === 'unknown') continue;
    if (!fits(letters, named.tiles)) continue;
    reasons.push(`tile set: ${named.tiles.name} (from ${source} ${value})`);
    return ok(named);
  }
  for (const base of BASES) {
    if (fits(letters, base.tiles)) {
      reasons.push(`tile set: ${base.tiles.name} (from the letters used)`);
      return ok(base);
    }
  }
  const strange = [...letters].filter((ch) => !BASES.some((b) => alphabetOf(b.tiles).codes.has(ch)));
  return err({
    code: 'unsupported-tile-set',
    message: `The record uses letters of no supported tile set (${strange.slice(0, 8).join(' ')}); German, Dutch and English are supported`,
  });
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function guessGoingOut(record: GameRecord, base: RuleSet, reasons: string[]): GoingOutRule {
  const events = record.events;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'end-rack' || e.score <= 0) continue;
    const value = rackValue(e.tiles, base.tiles);
    if (value === 0) continue;
    const penaltyFollows = events.slice(i + 1).some((f) => f.type === 'end-rack' && f.player !== e.player && f.score < 0);
    if (e.score === 2 * value && !penaltyFollows) {
      reasons.push(`going out: 2× the opponents' racks (line with ${e.tiles} +${e.score})`);
      return 'double';
    }
    if (e.score === value) {
      reasons.push(`going out: 1× the opponents' racks (line with ${e.tiles} +${e.score})`);
      return 'booklet';
    }
  }
  reasons.push(`going out: ${base.goingOut === 'double' ? '2×' : '1×'} (default of ${base.name})`);
  return base.goingOut;
}

function guessChallenge(record: GameRecord, base: RuleSet, reasons: string[]): ChallengeRule {
  const bonuses = record.events.filter((e) => e.type === 'challenge-bonus' && e.score !== 0).map((e) => e.score);
  if (bonuses.length === 0) {
    reasons.push(`challenge: ${base.challenge.penalty} (default of ${base.name}; the record has no challenge points)`);
    return base.challenge;
  }
  const gains = bonuses.every((s) => s > 0);
  const values = bonuses.map(Math.abs);
  const points = values.reduce(gcd);
  const per = values.every((v) => v === values[0]) ? 'challenge' : 'word';
  const penalty = gains ? 'challenged-gains-points' : 'challenger-loses-points';
  reasons.push(`challenge: ${penalty}, ${points} per ${per} (from the record's challenge lines)`);
  return { penalty, points, per };
}

/**
 * Guesses the rule set a record was played under. The tile set comes from `#tile-distribution`,
 * `#lexicon` or the letters used; the rest starts from the preset of that tile set (English:
 * {@link TOURNAMENT}) and follows the record's end-of-game and challenge lines.
 */
export function guessRules(record: GameRecord): Result<GuessedRules, GuessError> {
  const reasons: string[] = [];
  const base = guessBase(record, reasons);
  if (!base.ok) return base;
  const goingOut = guessGoingOut(record, base.value, reasons);
  const challenge = guessChallenge(record, base.value, reasons);
  return ok({ rules: { ...base.value, goingOut, challenge }, reasons });
}
