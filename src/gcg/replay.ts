/**
 * Replaying a game record through the game reducer: the record becomes actions
 * ({@link recordToActions}), `applyAction` plays them from `createGame`, and the reducer's scores
 * are compared with the record's, line by line. The result is the final game state, every step
 * with the reducer's events, and the lines where record and reducer disagree.
 *
 * What the reducer decides, the replay follows: the scores of plays, the challenge penalties of the
 * rule set, the end of the game and the rack adjustments. End-of-game rack lines are compared with
 * the adjustments of the reducer's `game-ended` event. Time penalties are not part of the reducer:
 * they are listed as not replayed and added to the reducer's totals when totals are compared.
 *
 * @example
 * ```ts
 * import { replayGcg, GERMAN } from 'scrabble-engine';
 * const r = replayGcg(text, GERMAN);
 * if (r.ok) {
 *   r.value.state.scores;          // the reducer's final scores
 *   r.value.mismatches;            // [{ line: 12, player: 1, kind: 'score', recorded: 30, replayed: 28 }]
 * } else {
 *   r.error.line; r.error.code;    // e.g. 14 'action-refused', r.error.reducerCode 'not-on-rack'
 * }
 * ```
 * @module
 */
import type { Action } from '../game/actions.js';
import { applyAction } from '../game/apply.js';
import { eventDeltas, type GameEvent } from '../game/events.js';
import { createGame, type GameOptions } from '../game/setup.js';
import type { GameState } from '../game/state.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';
import { parseRack } from '../tiles/alphabet.js';
import { setRecordedRack } from '../game/racks.js';
import { recordToActions, type ActionPlan, type GcgSource, type StatedRack } from './record-to-actions.js';
import { replayError, type ReplayError } from './replay-errors.js';

/**
 * Options of a replay.
 * @example
 * ```ts
 * import { replayGcg, GERMAN, type ReplayOptions, buildLexicon } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const options: ReplayOptions = { lexicon };
 * replayGcg(text, GERMAN, options);
 * ```
 */
export interface ReplayOptions {
  /** Given to the reducer for plays (needed under `wordCheck: 'immediate'`); challenges keep the record's outcome. */
  readonly lexicon?: Lexicon;
}

/**
 * One action of the replay: the line it comes from, the action, the reducer's events and the scores after it.
 * @example
 * ```ts
 * import { replayGcg, type ReplayStep } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replayed = replayGcg(text);
 * const steps: readonly ReplayStep[] = replayed.ok ? replayed.value.steps : [];
 * ```
 */
export interface ReplayStep {
  readonly line: number;
  /** Index of the record event the action comes from. */
  readonly event: number;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly scores: readonly number[];
}

/**
 * What the record and the reducer disagree on.
 * @example
 * ```ts
 * import { REPLAY_MISMATCH_KINDS } from 'scrabble-engine';
 * REPLAY_MISMATCH_KINDS;   // ['score', 'total', 'final-total', 'rack']
 * ```
 */
export const REPLAY_MISMATCH_KINDS = ['score', 'total', 'final-total', 'rack'] as const;

/**
 * A disagreement: `score` (a line's points), `total` (where a player's running total first departs
 * from the reducer's; later lines that carry the same difference are not repeated), `final-total`
 * (the final scores with the end-of-game lines the record writes, reported on the last line),
 * `rack` (a rack the record writes that the replay does not hold then: a turn's rack, a lost
 * turn's rack, or the tiles of an end-of-game rack line; `recorded` and `replayed` count the
 * tiles, `racks` gives them).
 * @example
 * ```ts
 * import { replayGcg, type ReplayMismatch } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replayed = replayGcg(text);
 * const mismatches: readonly ReplayMismatch[] = replayed.ok ? replayed.value.mismatches : [];
 * ```
 */
export interface ReplayMismatch {
  readonly line: number;
  readonly player: number;
  readonly kind: (typeof REPLAY_MISMATCH_KINDS)[number];
  readonly recorded: number;
  readonly replayed: number;
  /** For a `rack` mismatch: the tiles the record writes and the tiles the replay holds, sorted. */
  readonly racks?: { readonly recorded: string; readonly replayed: string };
}

/**
 * A line the reducer has no action for (time penalties): its points are counted as recorded.
 * @example
 * ```ts
 * import { replayGcg, type UnreplayedLine } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replayed = replayGcg(text);
 * const skipped: readonly UnreplayedLine[] = replayed.ok ? replayed.value.unreplayed : [];
 * ```
 */
export interface UnreplayedLine {
  readonly line: number;
  readonly player: number;
  readonly type: 'time-penalty';
  readonly score: number;
}

/**
 * The outcome of a replay.
 * @example
 * ```ts
 * import { replayGcg, type GcgReplay } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replayed = replayGcg(text);
 * const replay: GcgReplay | null = replayed.ok ? replayed.value : null;   // the state, the rules, every step
 * ```
 */
export interface GcgReplay {
  /** The final state of the game. */
  readonly state: GameState;
  readonly rules: RuleSet;
  /** The options the game was created with (the bag order reconstructed from the record). */
  readonly setup: GameOptions;
  readonly steps: readonly ReplayStep[];
  readonly mismatches: readonly ReplayMismatch[];
  /** No mismatch: every line's points, every total and the final scores agree. */
  readonly agrees: boolean;
  /** Every turn states the whole rack (see {@link ActionPlan}); otherwise unknown tiles were filled in. */
  readonly racksComplete: boolean;
  readonly unknownTiles: number;
  /** Racks the bag order could not give, set by the reducer from the record (its `rack-set` events). */
  readonly redraws: number;
  readonly unreplayed: readonly UnreplayedLine[];
  /** Each player's last total in the record. */
  readonly recordedTotals: readonly number[];
  /**
   * Each player's final score as the replay counts it: the reducer's points line by line, the
   * end-of-game adjustments the record writes (a rack line the record leaves out is not counted, as
   * in the record) and time penalties. `state.scores` has every adjustment the rules give.
   */
  readonly finalTotals: readonly number[];
  /** End-of-game adjustments of the reducer that the record has no rack line for (not in `finalTotals`). */
  readonly uncounted: readonly UncountedAdjustment[];
}

/**
 * An end-of-game adjustment the rules give but the record does not write.
 * @example
 * ```ts
 * import { replayGcg, type UncountedAdjustment } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replayed = replayGcg(text);
 * const uncounted: readonly UncountedAdjustment[] = replayed.ok ? replayed.value.uncounted : [];
 * ```
 */
export interface UncountedAdjustment {
  readonly player: number;
  readonly points: number;
}

/**
 * Sets a rack the record states for a player who does not act then, exactly as the reducer sets an
 * action's stated rack (its `rack-set` events join the history, so that the game replays from its
 * setup); a rack no bag and no other rack can give is left as it is (the comparison reports it).
 */
function setStated(state: GameState, stated: StatedRack, events: GameEvent[]): GameState {
  const made: GameEvent[] = [];
  const set = setRecordedRack(state, stated.player, stated.rack, made);
  if (!set.ok || made.length === 0) return state;
  events.push(...made);
  return { ...set.value, history: [...state.history, ...made] };
}

type Racks = readonly (readonly string[])[];

/**
 * The racks of the replay before each action: `before[a][k]` after the first `k` racks stated
 * before action `a` (`a` = the number of actions: at the end, after `k` of the plan's final ones).
 */
interface Held {
  readonly before: readonly (readonly Racks[])[];
}

function runPlan(plan: ActionPlan, options: ReplayOptions): Result<{ state: GameState; steps: ReplayStep[]; held: Held }, ReplayError> {
  const created = createGame(plan.setup);
  if (!created.ok) {
    return err(replayError('setup-refused', plan.lines[0] ?? 1, `The game cannot be created: ${created.error.message}`, created.error.code));
  }
  let state = created.value;
  const steps: ReplayStep[] = [];
  const forPlays = options.lexicon === undefined ? {} : { lexicon: options.lexicon };
  const before: Racks[][] = [];
  for (const { line, event, action, before: stated } of plan.actions) {
    const handed: GameEvent[] = [];
    const racks: Racks[] = [state.racks];
    for (const h of stated) {
      state = setStated(state, h, handed);
      racks.push(state.racks);
    }
    before.push(racks);
    const outcome = applyAction(state, action, action.type === 'play' ? forPlays : {});
    if (!outcome.ok) {
      const who = plan.setup.players[action.player] ?? `player ${action.player + 1}`;
      return err(replayError('action-refused', line, `The reducer refuses ${who}'s ${action.type}: ${outcome.error.message}`, outcome.error.code));
    }
    state = outcome.value.state;
    steps.push({ line, event, action, events: [...handed, ...outcome.value.events], scores: state.scores });
  }
  const last = steps[steps.length - 1];
  const atEnd: Racks[] = [state.racks];
  if (plan.after.length > 0 && last !== undefined) {
    const handed: GameEvent[] = [];
    for (const h of plan.after) {
      state = setStated(state, h, handed);
      atEnd.push(state.racks);
    }
    steps[steps.length - 1] = { ...last, events: [...last.events, ...handed] };
  }
  before.push(atEnd);
  return ok({ state, steps, held: { before } });
}

const TURNS: ReadonlySet<string> = new Set(['play', 'exchange', 'pass']);

/**
 * Each rack the record writes against the replay's: a turn's rack before its action (a rack the
 * action states is the reducer's by then), a lost turn's rack before the next action, an
 * end-of-game rack line's tiles at the end (the player's own rack, or the others' racks of the
 * player who went out). A rack shorter than the one held must be part of it.
 */
function compareRacks(plan: ActionPlan, steps: readonly ReplayStep[], held: Held): ReplayMismatch[] {
  const mismatches: ReplayMismatch[] = [];
  const tilesOf = (text: string): string[] | null => {
    const read = parseRack(text, plan.rules.tiles);
    return read.ok ? read.value : null;
  };
  const end = held.before[plan.actions.length] ?? [];
  const final = end[end.length - 1] ?? [];
  /** The racks before action `a`, after the stated racks that make the racks of events up to `i` true. */
  const racksAt = (a: number, i: number): Racks | undefined => {
    const stated = a < plan.actions.length ? plan.actions[a]?.before ?? [] : plan.after;
    return held.before[a]?.[stated.filter((h) => h.event <= i).length];
  };
  plan.record.events.forEach((event, i) => {
    const p = event.player;
    let written: string[] | null;
    let holding: readonly string[] | undefined;
    // Whether the written tiles may be part of those held: a turn's partial rack, or one opponent's rack of several.
    let part = true;
    if (event.type === 'end-rack') {
      written = tilesOf(event.tiles);
      const own = final[p] ?? [];
      part = own.length === 0;
      holding = part ? final.flatMap((rack, q) => (q === p ? [] : rack)) : own;
    } else if (TURNS.has(event.type) && event.rack !== '') {
      written = tilesOf(event.rack);
      const s = steps.findIndex((step) => step.event === i && step.action.player === p && TURNS.has(step.action.type));
      const action = steps[s]?.action;
      // A rack the action states is made the reducer's (a redraw when the bag order could not give it).
      if (action !== undefined && 'rack' in action && action.rack !== undefined) return;
      const next = s >= 0 ? s : steps.findIndex((step) => step.event > i);
      holding = racksAt(next >= 0 ? next : plan.actions.length, i)?.[p];
    } else {
      return;
    }
    if (written === null || holding === undefined) return;
    const rest = holding.slice();
    const missing = written.filter((tile) => {
      const k = rest.indexOf(tile);
      if (k < 0) return true;
      rest.splice(k, 1);
      return false;
    });
    if (missing.length === 0 && (part || rest.length === 0)) return;
    const line = plan.lines[i] ?? i + 1;
    const racks = { recorded: [...written].sort().join(''), replayed: [...holding].sort().join('') };
    mismatches.push({ line, player: p, kind: 'rack', recorded: written.length, replayed: holding.length, racks });
  });
  return mismatches;
}

/** Compares the record's points and totals with the reducer's, line by line. */
function compare(plan: ActionPlan, state: GameState, steps: readonly ReplayStep[]): {
  mismatches: ReplayMismatch[]; unreplayed: UnreplayedLine[]; recordedTotals: number[]; finalTotals: number[]; uncounted: UncountedAdjustment[];
} {
  const n = state.players.length;
  const replayed = new Array<number>(n).fill(0);
  const recordedTotals = new Array<number>(n).fill(0);
  const endPoints = new Array<number>(n).fill(0);
  const agreed = new Array<boolean>(n).fill(true);
  const timePoints = new Array<number>(n).fill(0);
  const mismatches: ReplayMismatch[] = [];
  const unreplayed: UnreplayedLine[] = [];
  let s = 0;
  plan.record.events.forEach((event, i) => {
    const line = plan.lines[i] ?? i + 1;
    const lineDeltas = new Array<number>(n).fill(0);
    for (; s < steps.length && steps[s]!.event === i; s++) {
      for (const e of steps[s]!.events) {
        const deltas = eventDeltas(e, n);
        const target = e.type === 'game-ended' ? endPoints : lineDeltas;
        deltas.forEach((d, p) => { target[p]! += d; });
      }
    }
    lineDeltas.forEach((d, p) => { replayed[p]! += d; });
    const p = event.player;
    let points = lineDeltas[p] ?? 0;
    if (event.type === 'end-rack') {
      points = endPoints[p] ?? 0;
      endPoints[p] = 0;
      replayed[p]! += points;
    } else if (event.type === 'time-penalty') {
      points = event.score;
      timePoints[p]! += event.score;
      replayed[p]! += event.score;
      unreplayed.push({ line, player: p, type: 'time-penalty', score: event.score });
    }
    const lenient = event.type === 'withdrawn' && event.score === 0;
    if (points !== event.score && !lenient) mismatches.push({ line, player: p, kind: 'score', recorded: event.score, replayed: points });
    const total = replayed[p] ?? 0;
    if (event.total !== total && agreed[p]) mismatches.push({ line, player: p, kind: 'total', recorded: event.total, replayed: total });
    agreed[p] = event.total === total;
    recordedTotals[p] = event.total;
  });
  const lastLine = plan.lines[plan.lines.length - 1] ?? 1;
  // The record's end-of-game lines are honoured: an adjustment the record does not write is not counted.
  const uncounted = endPoints.flatMap((points, player) => (points === 0 ? [] : [{ player, points }]));
  const finalTotals = replayed.slice();
  for (let p = 0; p < n; p++) {
    const final = finalTotals[p] ?? 0;
    if (final !== recordedTotals[p]) mismatches.push({ line: lastLine, player: p, kind: 'final-total', recorded: recordedTotals[p] ?? 0, replayed: final });
  }
  return { mismatches, unreplayed, recordedTotals, finalTotals, uncounted };
}

/**
 * Replays a record (GCG text or bytes, or a record) through the reducer under `rules` (default:
 * guessed from the record). Fails with the line and, when the reducer refused an action, its code.
 * @example
 * ```ts
 * import { replayGcg, GERMAN } from 'scrabble-engine';
 * const text = '#player1 anna Anna\n#player2 ben Ben\n>anna: GRÜNDEX 8D GRÜNDE +28 28\n';   // a GCG record
 * const replay = replayGcg(text, GERMAN);
 * if (replay.ok) replay.value.state;   // the game state at the end of the record
 * ```
 */
export function replayGcg(source: GcgSource, rules: RuleSet | 'guess' = 'guess', options: ReplayOptions = {}): Result<GcgReplay, ReplayError> {
  try {
    const plan = recordToActions(source, rules);
    if (!plan.ok) return plan;
    const run = runPlan(plan.value, options ?? {});
    if (!run.ok) return run;
    const { state, steps, held } = run.value;
    const compared = compare(plan.value, state, steps);
    const { unreplayed, recordedTotals, finalTotals, uncounted } = compared;
    const mismatches = [...compared.mismatches, ...compareRacks(plan.value, steps, held)]
      .sort((a, b) => a.line - b.line);
    const redraws = steps.reduce((sum, step) => sum + step.events.filter((e) => e.type === 'rack-set').length, 0);
    return ok({
      state,
      rules: plan.value.rules,
      setup: plan.value.setup,
      steps,
      mismatches,
      agrees: mismatches.length === 0,
      racksComplete: plan.value.racksComplete,
      unknownTiles: plan.value.unknownTiles,
      redraws,
      unreplayed,
      recordedTotals,
      finalTotals,
      uncounted,
    });
  } catch {
    return err(replayError('unreadable-record', 1, 'The record could not be replayed'));
  }
}
