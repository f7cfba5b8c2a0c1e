/**
 * Guessing from a record the rule options that decide what it means: the tile set, the going-out
 * adjustment (×1 or ×2) and the challenge bonus (per challenge or per word). The tile set comes from
 * `#tile-distribution` or `#lexicon` when they name one; otherwise from the letters used and, when
 * several sets have those letters, from the scores: the set under which the most recorded scores
 * are what the rules give. `reasons` says how each option was decided.
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
import { isLayout, orElse } from '../total.js';

import { emptyBoard, withTiles, type Board } from '../board/board.js';
import type { Layout } from '../board/layout.js';
import { err, ok, type EngineError, type Result } from '../result.js';
import { scoreMove } from '../score.js';
import { recordedMove } from './board-at.js';
import { BOOKLET_EXCHANGE, CLUB_EXCHANGE, DUTCH, DUTCH_IJ, GERMAN, TOURNAMENT } from '../rules/presets.js';
import type { ChallengeRule, ExchangeRule, GoingOutRule, RuleSet } from '../rules/rule-set.js';
import { alphabetOf } from '../tiles/alphabet.js';
import { BLANK, type TileSet } from '../tiles/tile-set.js';
import type { GameRecord } from './record.js';
import { isGameRecord } from './shape.js';

/**
 * A guessed rule set and, for each option, how it was decided.
 * @example
 * ```ts
 * import { guessRules, type GuessedRules, readGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const guessed = guessRules(record);
 * const found: GuessedRules | null = guessed.ok ? guessed.value : null;   // the rules and why
 * ```
 */
export interface GuessedRules {
  readonly rules: RuleSet;
  /** One line per decision, e.g. `tile set: English (from #lexicon CSW21)`. */
  readonly reasons: readonly string[];
}

/**
 * What guessing may take into account: the board the game was played on, when it is not the standard one.
 * @example
 * ```ts
 * import { guessRules, STANDARD_LAYOUT, type GuessOptions, readGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const { record } = readGcg(text);
 * const options: GuessOptions = { layout: STANDARD_LAYOUT };
 * guessRules(record, options);
 * ```
 */
export interface GuessOptions {
  readonly layout?: Layout;
}

/**
 * Why no rules were guessed: `unsupported-tile-set` for a record whose letters belong to no supported
 * tile set, `bad-record` for something that is not a game record, `bad-layout` for a `layout` option that is not a layout.
 * @example
 * ```ts
 * import type { GuessError } from 'scrabble-engine';
 * const explain = (error: GuessError): string => `${error.code}: ${error.message}`;   // branch on code, show message
 * ```
 */
export type GuessError = EngineError<'unsupported-tile-set' | 'bad-record' | 'bad-layout'>;

const BASES: readonly RuleSet[] = [TOURNAMENT, GERMAN, DUTCH_IJ, DUTCH];

/**
 * The tile sets a name can mean: names written by other programs (`english`, `german`, `dutch`,
 * lexicon names such as CSW21 or NWL23) and this library's own (`de`, `nl-ij`, `tournament` …).
 * `null` for no name, `'unknown'` for a name of no supported set.
 */
function fromName(name: string): readonly RuleSet[] | null | 'unknown' {
  const key = name.trim().toLowerCase();
  if (key === '') return null;
  if (/^(csw|nwl|twl|owl|nswl|sowpods|ecwl|cswl|otcwl|wespa|collins|tws|english|en\b|en$|tournament|naspa|absp)/.test(key)) return [TOURNAMENT];
  if (/^(german|deutsch|de\b|de$|rd\d|fise)/.test(key)) return [GERMAN];
  if (/^(dutch[-_ ]?ij|nl[-_]ij)/.test(key)) return [DUTCH_IJ];
  if (/^(nl$|dutch-modern)/.test(key)) return [DUTCH];
  if (/^(dutch|nederlands|nl\b|nsf?\d*nl|d\d\dwl)/.test(key)) return [DUTCH, DUTCH_IJ];
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

/** Plays compared when scores decide between tile sets. */
const PLAYS_COMPARED = 12;

/**
 * How many of the record's first plays score as recorded under `rules` (and how many were compared).
 * Stops early once it cannot reach more than `toBeat` agreements.
 */
function agreement(record: GameRecord, rules: RuleSet, toBeat: number, total: number): { agree: number; plays: number } {
  let board = emptyBoard(rules);
  let before: Board | null = null;
  let agree = 0;
  let plays = 0;
  for (const event of record.events) {
    if (plays >= PLAYS_COMPARED || agree + (total - plays) <= toBeat) break;
    if (event.type === 'withdrawn' && before !== null) {
      board = before;
      before = null;
      continue;
    }
    if (event.type !== 'play') continue;
    plays++;
    const move = recordedMove(board, event, rules);
    if (move === null) continue;
    const scored = scoreMove(board, move, rules);
    if (scored.ok && scored.value.total === event.score) agree++;
    before = board;
    board = withTiles(board, move.tiles);
  }
  return { agree, plays };
}

/** Of several tile sets, the one under which the recorded scores agree best (the first on a tie). */
function byScores(record: GameRecord, candidates: readonly RuleSet[], source: string, reasons: string[]): RuleSet {
  // Ties go to the earlier set, so a set under which every compared score agrees ends the search.
  const scored: { rules: RuleSet; agree: number; plays: number }[] = [];
  const total = Math.min(PLAYS_COMPARED, record.events.filter((e) => e.type === 'play').length);
  let toBeat = -1;
  for (const rules of candidates) {
    const result = { rules, ...agreement(record, rules, toBeat, total) };
    scored.push(result);
    toBeat = Math.max(toBeat, result.agree);
    if (result.agree === result.plays) break;
  }
  let best = scored[0]!;
  for (const s of scored) if (s.agree > best.agree) best = s;
  if (best.plays === 0) {
    reasons.push(`tile set: ${best.rules.tiles.name} (${source}; the record has no play to compare scores)`);
    return best.rules;
  }
  // A set whose comparison stopped early agreed on at most the count shown.
  const others = scored.filter((s) => s !== best).map((s) => `${s.rules.tiles.name} ${s.plays < best.plays ? '≤ ' : ''}${s.agree + (s.plays < best.plays ? best.plays - s.plays : 0)}`).join(', ');
  reasons.push(`tile set: ${best.rules.tiles.name} (${source}; the recorded scores agree on ${best.agree} of ${best.plays} plays` +
    `${others === '' ? '' : `; under ${others}`})`);
  return best.rules;
}

function guessBase(record: GameRecord, reasons: string[], layout: Layout | undefined): Result<RuleSet, GuessError> {
  const letters = lettersOf(record);
  const onBoard = (rules: RuleSet): RuleSet => (layout === undefined ? rules : { ...rules, layout });
  const pragma = (keyword: string) => record.pragmas.find((p) => p.keyword.toLowerCase() === keyword)?.value ?? null;
  for (const [source, value] of [['#tile-distribution', pragma('tile-distribution')], ['#lexicon', record.lexicon]] as const) {
    if (value === null) continue;
    const named = fromName(value);
    if (named === null || named === 'unknown') continue;
    const fitting = named.filter((rules) => fits(letters, rules.tiles));
    if (fitting.length === 0) {
      reasons.push(`${source} ${value} names the ${named.map((r) => r.tiles.name).join(' or ')} set, but the record has other letters`);
      continue;
    }
    if (fitting.length === 1) {
      reasons.push(`tile set: ${fitting[0]!.tiles.name} (from ${source} ${value})`);
      return ok(fitting[0]!);
    }
    return ok(byScores(record, fitting.map(onBoard), `${source} ${value} names ${fitting.map((r) => r.tiles.name).join(' or ')}`, reasons));
  }
  const fitting = BASES.filter((base) => fits(letters, base.tiles));
  if (fitting.length === 1) {
    reasons.push(`tile set: ${fitting[0]!.tiles.name} (the only set with the letters used)`);
    return ok(fitting[0]!);
  }
  if (fitting.length > 1) return ok(byScores(record, fitting.map(onBoard), 'no pragma names it', reasons));
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
  // For each event, up to two players with a deduction line after it: enough to tell whether one
  // of them is not the player going out (one pass, not a search after every line).
  const deductedAfter: (readonly number[])[] = new Array<readonly number[]>(events.length);
  let deducted: readonly number[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    deductedAfter[i] = deducted;
    const f = events[i]!;
    if (f.type === 'end-rack' && f.score < 0 && deducted.length < 2 && !deducted.includes(f.player)) deducted = [...deducted, f.player];
  }
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'end-rack' || e.score <= 0) continue;
    const value = rackValue(e.tiles, base.tiles);
    if (value === 0) continue;
    const penaltyFollows = deductedAfter[i]!.some((p) => p !== e.player);
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

/**
 * The exchange rule: the club rule (at least 7 tiles in the bag) in a record of the tournament
 * kind (2× the opponents' racks for going out), else the booklets' (whenever the bag can replace
 * the tiles).
 */
function guessExchange(goingOut: GoingOutRule, reasons: string[]): ExchangeRule {
  if (goingOut === 'double') {
    reasons.push('exchange: only while the bag holds at least 7 tiles (the club rule of records that go out with 2×)');
    return CLUB_EXCHANGE;
  }
  reasons.push('exchange: any number of tiles the bag can replace (the booklets\' rule, as going out is 1×)');
  return BOOKLET_EXCHANGE;
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
 * Guesses the rule set a record was played under. The tile set comes from `#tile-distribution` or
 * `#lexicon` (names of other programs and this library's own), else from the letters used, and
 * where several sets fit (a Dutch name, a record without umlauts …) from the scores of its first
 * plays; the rest starts from the preset of that tile set (English: {@link TOURNAMENT}) and follows
 * the record's end-of-game and challenge lines. Give `layout` when the game was played on another board.
 * @example
 * ```ts
 * import { guessRules, parseGcg } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const parsed = parseGcg(text);
 * const guessed = parsed.ok ? guessRules(parsed.value.record) : parsed;
 * if (guessed.ok) console.log(guessed.value.rules.id, guessed.value.reasons);
 * ```
 */
export function guessRules(record: GameRecord, options: GuessOptions = {}): Result<GuessedRules, GuessError> {
  const unreadable = err({ code: 'bad-record' as const, message: 'Guessing rules needs a game record (from parseGcg or readGcg)' });
  if (!isGameRecord(record)) return unreadable;
  const layout = typeof options === 'object' && options !== null ? options.layout : undefined;
  if (layout !== undefined && !isLayout(layout)) return err({ code: 'bad-layout', message: 'The layout option is not a layout' });
  return orElse(() => guess(record, layout), unreadable);
}

function guess(record: GameRecord, layout: Layout | undefined): Result<GuessedRules, GuessError> {
  const reasons: string[] = [];
  const base = guessBase(record, reasons, layout);
  if (!base.ok) return base;
  const goingOut = guessGoingOut(record, base.value, reasons);
  const challenge = guessChallenge(record, base.value, reasons);
  const exchange = guessExchange(goingOut, reasons);
  return ok({ rules: { ...base.value, goingOut, challenge, exchange }, reasons });
}
