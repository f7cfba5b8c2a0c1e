/**
 * Move-generation benchmark on the 200 German positions of ../shared/bench/positions-de.json with
 * the word list de-words.txt: complete generation with scores (every move, sorted), timed per
 * position as the median of 5 rounds after a warm-up pass (each round a pass of every call, the
 * calls in an order that turns round), then the median per group of blanks on
 * the rack, beside reference figures measured elsewhere. Also the other modes (`generateMoveList`, `forEachMove`,
 * `countMoves`, `bestMove`, `hasAnyMove`), generation through a generator context that has seen the
 * board (cross-checks reused) and with the lexicon read from the native engine's KWG file, moves
 * per second, the targets per blank count, what returning objects costs (the search alone, the
 * objects alone, and `generateMoveList` followed by the objects in one call, also as CPU time per
 * call averaged over all rounds), and whole self-play games generated with and without a
 * generator context. With `BENCH_REFERENCE` naming a reference engine's module (see
 * `lib/reference.ts`), also times that engine beside this one in the same run. Prints a message and
 * returns when the shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- movegen
 * ```
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_BENCH, sharedBench } from '../scripts/lib/shared-data.js';
import { germanLexicon, loadEngine } from './lib/engine.js';
import { compareInSameRun, loadReference } from './lib/reference.js';
import { selfPlayFigures } from './lib/selfplay.js';
import { consume, median, percentile, printRows, timeInRounds } from './lib/timing.js';

/**
 * Reference figures: medians in ms per blank group (0, 1, 2 blanks) measured on this kind of
 * machine with the same positions and word list (the benchmark data's notes), not in this run.
 */
const REFERENCE = {
  'fastest native engine, cross-checks from scratch': [0.096, 0.607, 3.32],
  'fastest native engine, cross-checks reused': [0.078, 0.589, 3.31],
  'reference JS solver': [1.38, 10.2, 61.0],
} as const;

const PASSES = 5;

/** The targets for complete generation: median ms per position with 0, 1 and 2 blanks on the rack. */
const TARGETS = [0.075, 0.55, 2.6] as const;

/** Greedy self-play games for the generator context's figure. */
const SELF_PLAY_GAMES = 12;

export default async function movegenBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const reference = await loadReference();
  const rules = engine.GERMAN;
  const lexicon = germanLexicon(engine, bench.words);
  const positions = bench.positions.map((p) => {
    const board = engine.boardFromRows(p.board, rules);
    if (!board.ok) throw new Error(`position ${p.id}: ${board.error.message}`);
    return { ...p, boardValue: board.value };
  });

  let generated = 0;
  // The same position twice through one context: the second call reuses the cross-checks.
  const contexts = positions.map(() => engine.createMovegenContext(rules, lexicon));
  positions.forEach((p, i) => consume(contexts[i]!.countMoves(p.boardValue, p.rack)));
  const kwgFile = join(SHARED_BENCH, 'kwg', 'de-words.kwg');
  let kwg: typeof lexicon | null = null;
  if (existsSync(kwgFile)) {
    const read = engine.readKwg(new Uint8Array(readFileSync(kwgFile)), engine.KWG_LETTERS.german, rules);
    if (!read.ok) throw new Error(read.error.message);
    kwg = read.value;
  }
  type Position = (typeof positions)[number];
  // The objects alone: each position's moves built again as generateMoves returns them (the same
  // shared placed tiles, a new tile list, Move and GeneratedMove per move, sorted by score), with
  // no search, so that the cost of returning objects can be set beside the search's.
  const shapes = positions.map((p) => {
    const moves = engine.generateMoves(p.boardValue, p.rack, rules, lexicon);
    if (!moves.ok) throw new Error(moves.error.message);
    return moves.value.map((m) => ({ direction: m.move.direction, tiles: m.move.tiles, score: m.score }));
  });
  const objectsOf = (p: Position): number => {
    const built = shapes[p.id]!.map((m) => ({ move: { direction: m.direction, tiles: m.tiles.slice() }, score: m.score }));
    built.sort((a, b) => b.score - a.score);
    return built.length;
  };
  const calls: { name: string; run: (p: Position) => unknown }[] = [
    {
      name: 'generateMoves',
      run: (p) => {
        const moves = engine.generateMoves(p.boardValue, p.rack, rules, lexicon);
        if (!moves.ok) throw new Error(moves.error.message);
        if (moves.value.length !== p.moves) throw new Error(`position ${p.id}: ${moves.value.length} moves, recorded ${p.moves}`);
        generated = moves.value.length;
        return moves.value.length;
      },
    },
    {
      name: 'generateMoveList',
      run: (p) => {
        const list = engine.generateMoveList(p.boardValue, p.rack, rules, lexicon);
        if (!list.ok || list.value.length !== p.moves) throw new Error(`position ${p.id}: generateMoveList differs`);
        return list.value.length;
      },
    },
    { name: 'bestMove', run: (p) => engine.bestMove(p.boardValue, p.rack, rules, lexicon) },
    { name: 'hasAnyMove', run: (p) => engine.hasAnyMove(p.boardValue, p.rack, rules, lexicon) },
    { name: 'countMoves', run: (p) => engine.countMoves(p.boardValue, p.rack, rules, lexicon) },
    {
      name: 'forEachMove',
      run: (p) => {
        let sum = 0;
        engine.forEachMove(p.boardValue, p.rack, rules, lexicon, (view) => {
          sum += view.score;
        });
        return sum;
      },
    },
    { name: 'objects', run: objectsOf },
    {
      // The search into integers, then the objects, in one call: what generateMoves would take if it
      // built its moves in one piece after the search, with the search and the objects each as
      // fast as on their own.
      name: 'list then objects',
      run: (p) => {
        const list = engine.generateMoveList(p.boardValue, p.rack, rules, lexicon);
        if (!list.ok) throw new Error(list.error.message);
        return list.value.length + objectsOf(p);
      },
    },
    {
      name: 'reused',
      run: (p) => {
        const moves = contexts[p.id]!.generateMoves(p.boardValue, p.rack);
        if (!moves.ok || moves.value.length !== p.moves) throw new Error(`position ${p.id}: the context differs`);
        return moves.value.length;
      },
    },
  ];
  if (kwg !== null) {
    const kwgLexicon = kwg;
    calls.push({
      name: 'kwg',
      run: (p) => {
        const moves = engine.generateMoves(p.boardValue, p.rack, rules, kwgLexicon);
        if (!moves.ok || moves.value.length !== p.moves) throw new Error(`position ${p.id}: the KWG lexicon differs`);
        return moves.value.length;
      },
    });
  }
  // A warm-up pass of every call, then the rounds: each a whole pass of every call, in an order
  // that turns round by one each round, so that no call is timed only early or only late (timed
  // one after another, a call measured in a slow spell of the machine looked slower than the others).
  for (const call of calls) for (const p of positions) consume(call.run(p));
  const { wall: samples, cpu: cpuSamples } = timeInRounds(calls.map((call) => (i: number) => call.run(positions[i]!)), positions.length, PASSES, true);
  consume(generated);
  /** Per position, the median wall time (ms) of a call over the rounds. */
  const timesOf = (name: string): number[] => samples[calls.findIndex((c) => c.name === name)]!.map((s) => median(s));
  const all = timesOf('generateMoves');
  const allCpu = cpuSamples[0]!.map((c) => median(c));
  const listed = timesOf('generateMoveList');
  const best = timesOf('bestMove');
  const any = timesOf('hasAnyMove');
  const count = timesOf('countMoves');
  const visit = timesOf('forEachMove');
  const reused = timesOf('reused');
  const objects = timesOf('objects');
  const listThenObjects = timesOf('list then objects');
  /** Per position, the mean CPU time (ms) of a call over the rounds: with the garbage collector's pauses, which a median leaves out. */
  const meanCpuOf = (name: string): number[] => cpuSamples[calls.findIndex((c) => c.name === name)]!.map((s) => s.reduce((a, b) => a + b, 0) / s.length);
  const kwgTimes = kwg === null ? null : timesOf('kwg');

  const groups = [0, 1, 2].map((blanks) => positions.map((p, i) => (p.blanks === blanks ? i : -1)).filter((i) => i >= 0));
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v < 10 ? v.toFixed(2) : v.toFixed(1));
  const med = (values: readonly number[], group: readonly number[]) => ms(median(group.map((i) => values[i]!)));
  const rows = groups.map((group, blanks) => {
    const times = group.map((i) => all[i]!);
    const moves = group.map((i) => positions[i]!.moves);
    return [
      `${blanks} blank${blanks === 1 ? '' : 's'} (n=${group.length})`, String(median(moves)),
      ms(median(times)), med(allCpu, group), ms(percentile(times, 95)), med(listed, group), med(reused, group), med(visit, group), med(count, group),
      med(best, group), med(any, group), kwgTimes === null ? '-' : med(kwgTimes, group),
    ];
  });
  printRows(`Move generation, German, de-words.txt: ms per position (median of ${PASSES} rounds after a warm-up; every call's passes interleaved)`, [
    'rack', 'moves', 'generateMoves', 'cpu', 'p95', 'generateMoveList', 'reused cross-checks', 'forEachMove', 'countMoves', 'bestMove', 'hasAnyMove', 'KWG lexicon',
  ], rows);
  console.log('generateMoves: every placement as a Move with its score, sorted; cpu: the same calls in CPU time of the process (less');
  console.log('disturbed by other work on the machine); generateMoveList: every placement with its score, sorted, kept as integers');
  console.log('(a move built only when asked for); reused cross-checks: generateMoves through a generator context that has');
  console.log('seen the board; forEachMove: every placement visited with its score and leave, none built; KWG lexicon: generateMoves');
  console.log('with the lexicon read from the native engine\'s file.');

  const compare = groups.map((group, blanks) => {
    const ours = median(group.map((i) => all[i]!));
    const cells = [`${blanks} blank${blanks === 1 ? '' : 's'}`, `${ms(ours)} ms`];
    for (const figures of Object.values(REFERENCE)) {
      const theirs = figures[blanks]!;
      cells.push(`${theirs} ms`, ours <= theirs ? `${(theirs / ours).toFixed(2)}× faster` : `${(ours / theirs).toFixed(2)}× slower`);
    }
    return cells;
  });
  printRows('generateMoves against reference figures (medians measured elsewhere on this kind of machine, not in this run)', [
    'rack', 'this engine', ...Object.keys(REFERENCE).flatMap((name) => [name, 'ratio']),
  ], compare);

  if (reference !== null) {
    // "generateMoves, context": through the position's generator context, which has seen the board
    // (cross-checks reused), beside the reference figure for a native engine that reuses its cross-sets.
    const at = (i: number) => positions[i]!;
    await compareInSameRun(reference, bench.words, positions, [
      { name: 'generateMoves', run: (i) => {
        const moves = engine.generateMoves(at(i).boardValue, at(i).rack, rules, lexicon);
        return moves.ok ? moves.value.length : -1;
      } },
      { name: 'generateMoves, context', run: (i) => {
        const moves = contexts[at(i).id]!.generateMoves(at(i).boardValue, at(i).rack);
        return moves.ok ? moves.value.length : -1;
      } },
      { name: 'generateMoveList', run: (i) => {
        const list = engine.generateMoveList(at(i).boardValue, at(i).rack, rules, lexicon);
        return list.ok ? list.value.length : -1;
      } },
      { name: 'forEachMove', run: (i) => {
        let sum = 0;
        const visited = engine.forEachMove(at(i).boardValue, at(i).rack, rules, lexicon, (view) => {
          sum += view.score;
        });
        consume(sum);
        return visited.ok ? visited.value : -1;
      } },
      { name: 'countMoves', run: (i) => {
        const count = engine.countMoves(at(i).boardValue, at(i).rack, rules, lexicon);
        return count.ok ? count.value : -1;
      } },
    ], PASSES);
  }

  const totalMs = all.reduce((a, b) => a + b, 0);
  const totalMoves = positions.reduce((n, p) => n + p.moves, 0);
  printRows('All 200 positions', ['median ms', 'p95 ms', 'mean ms', 'moves/s'], [[
    ms(median(all)), ms(percentile(all, 95)), ms(totalMs / all.length), Math.round((totalMoves / totalMs) * 1000).toLocaleString('en-US'),
  ]]);

  printRows('Targets: complete generation (every placement with its score), median ms per position', [
    'rack', 'generateMoves', 'CPU', 'generateMoveList', 'forEachMove', 'target', 'met by generateMoves', 'met by generateMoveList', 'met by forEachMove',
  ], groups.map((group, blanks) => {
    const ours = median(group.map((i) => all[i]!));
    const list = median(group.map((i) => listed[i]!));
    const visited = median(group.map((i) => visit[i]!));
    const target = TARGETS[blanks]!;
    const met = (value: number) => (value <= target ? 'yes' : 'no');
    return [`${blanks} blank${blanks === 1 ? '' : 's'}`, ms(ours), med(allCpu, group), ms(list), ms(visited), `≤ ${target}`, met(ours), met(list), met(visited)];
  }));
  printRows('What returning objects costs: the search alone (countMoves) and the objects alone (every move built and sorted as generateMoves returns it, no search), median ms per position', [
    'rack', 'moves', 'countMoves', 'objects alone', 'sum', 'generateMoves', 'target', 'sum within the target',
  ], groups.map((group, blanks) => {
    const search = median(group.map((i) => count[i]!));
    const built = median(group.map((i) => objects[i]!));
    const target = TARGETS[blanks]!;
    return [`${blanks} blank${blanks === 1 ? '' : 's'}`, String(median(group.map((i) => positions[i]!.moves))), ms(search), ms(built), ms(search + built), med(all, group), `≤ ${target}`, search + built <= target ? 'yes' : 'no'];
  }));
  console.log('While generateMoves returns a new object per move (as its callers rely on), its time is at least the search plus the');
  console.log('objects; where that sum is above the target no faster search brings generateMoves under it. generateMoveList and');
  console.log('forEachMove give the same moves and scores without building them.');
  const meanMs = (name: string, group: readonly number[]) => {
    const means = meanCpuOf(name);
    return group.reduce((sum, i) => sum + means[i]!, 0) / group.length;
  };
  printRows('The same, put together: the search into integers and then the objects in one call, and CPU time per call averaged over every round (garbage collection included, which medians mostly leave out)', [
    'rack', 'list then objects, one call', 'generateMoves', 'target', 'mean CPU: countMoves', 'generateMoveList', 'objects alone', 'list then objects', 'generateMoves',
  ], groups.map((group, blanks) => [
    `${blanks} blank${blanks === 1 ? '' : 's'}`, med(listThenObjects, group), med(all, group), `≤ ${TARGETS[blanks]!}`,
    ms(meanMs('countMoves', group)), ms(meanMs('generateMoveList', group)), ms(meanMs('objects', group)), ms(meanMs('list then objects', group)), ms(meanMs('generateMoves', group)),
  ]));
  console.log('"list then objects" is what generateMoves would take with its moves built in one piece after the search. The CPU time');
  console.log('counts the garbage collector\'s threads too. A young-generation collection falls in only some of the calls that build');
  console.log('objects, so the medians above leave most of them out; the means count them, and the objects\' own cost with them.');
  console.log(`moves per second (all 200 positions, generateMoves): ${Math.round((totalMoves / totalMs) * 1000).toLocaleString('en-US')}`);
  console.log('What each optimisation bought: the short history in docs/bots.md ("What each optimisation bought"), every step measured in docs/performance-log.md.');

  const f = selfPlayFigures(engine, rules, lexicon, SELF_PLAY_GAMES);
  printRows(`Self-play: ${SELF_PLAY_GAMES} greedy games, every turn generating every move both ways (medians)`, [
    'generator', 'ms per turn', 'CPU ms per turn',
  ], [
    ['plain functions (cross-checks from scratch)', ms(f.plainPerTurn), ms(f.plainCpuPerTurn)],
    ['generator context (touched squares only)', ms(f.contextPerTurn), ms(f.contextCpuPerTurn)],
  ]);
  console.log(`time with the context: ${(100 * f.contextPerGame / f.plainPerGame).toFixed(0)}% of the plain functions' (CPU ${(100 * f.contextCpuPerGame / f.plainCpuPerGame).toFixed(0)}%); ${f.turnsPerGame} turns per game`);
}
