/**
 * Runs the GCG verifier over the third-party records in ../shared/testdata/gcg and checks each
 * against its expectation: clean records verify clean, defective fixtures are caught with the
 * right finding, nothing crashes. Every clean record is also replayed through the game reducer
 * (replayGcg) and must end with the recorded final totals, in a state that parseGameState loads;
 * how many agree line by line is counted.
 * Prints a table per folder and the records verified per second; exits 1 when an expectation fails.
 *
 * Usage: npm run verify:corpus [-- --verbose]
 *
 * Speed of `scrabble-engine verify DIR --jobs N` (the command line's own code: one thread, or its
 * worker threads started from the built package, dist/cli.js): `npm run build`, then
 * `npm run verify:corpus -- --jobs 1,2` verifies every record of the corpus with each number of
 * threads (`--repeat 3` times, each in a fresh process as the command runs, the median shown) and
 * prints the wall time, the CPU time of all threads, records per second and the speed-up over the
 * first, with the machine's load; every run must give the same result for every file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLayout, type Layout } from '../src/board/layout.js';
import { runVerify, type VerifyIo } from '../src/cli/verify-command.js';
import { createPool } from '../src/cli/worker-pool.js';
import { parseGameState } from '../src/game/parse-state.js';
import { replayGcg, verifyGcg, type GcgReport } from '../src/gcg/index.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The corpus: CORPUS_DIR, else ../shared/testdata/gcg beside the repository (or beside its worktree folder). */
const root = process.env.CORPUS_DIR ?? [join(here, '..', '..', 'shared', 'testdata', 'gcg'), join(here, '..', '..', '..', 'shared', 'testdata', 'gcg')]
  .find((dir) => existsSync(dir)) ?? join(here, '..', '..', 'shared', 'testdata', 'gcg');
const verbose = process.argv.includes('--verbose');

/**
 * What a record must give: `clean` (no error, any warning), a finding code that must be among its
 * errors, or clean with a code that must be among its warnings (untidy, but the game is what it says).
 */
type Expectation = 'clean' | { readonly code: string; readonly why: string; readonly severity: 'error' | 'warning' };

const defect = (code: string, why: string): Expectation => ({ code, why, severity: 'error' });
const untidy = (code: string, why: string): Expectation => ({ code, why, severity: 'warning' });

/** The defective fixtures and real records with known defects; every other record must verify clean. */
const EXPECTED: Readonly<Record<string, Expectation>> = {
  'MAGPIE-DATA/challenge_bonus_rack_malformed.gcg': defect('bad-rack', 'rack DEII--R'),
  'MAGPIE-DATA/challenge_bonus_without_play.gcg': defect('challenge-without-play', 'challenge after a pass'),
  'MAGPIE-DATA/description_after_events.gcg': untidy('header-after-events', '#description after the events'),
  'MAGPIE-DATA/duplicate_nicknames.gcg': defect('duplicate-nickname', 'both players are "Tim"'),
  'MAGPIE-DATA/empty.gcg': defect('empty-record', 'empty file'),
  'MAGPIE-DATA/encoding_wrong_place.gcg': defect('encoding-not-first', '#character-encoding not on line 1'),
  'MAGPIE-DATA/end_game_event_before_game_end.gcg': defect('time-penalty-too-early', 'time penalty in mid-game'),
  'MAGPIE-DATA/end_penalty_rack_malformed.gcg': defect('bad-rack', 'rack ?AEE3TT'),
  'MAGPIE-DATA/end_points_rack_malformed.gcg': defect('bad-rack', 'end rack (#)'),
  'MAGPIE-DATA/end_rack_points_incorrect.gcg': defect('end-points-mismatch', '+14 for 2 × 12'),
  'MAGPIE-DATA/event_after_last_rack.gcg': defect('event-after-last-rack', 'events after #rack1'),
  'MAGPIE-DATA/exchange_malformed.gcg': defect('bad-exchange', 'exchange -K.OI'),
  'MAGPIE-DATA/exchange_not_in_rack.gcg': defect('not-on-rack', 'exchanges III from a rack with II'),
  'MAGPIE-DATA/exchange_with_seven_in_bag.gcg': untidy('rack-continuity',
    'the exchange with 7 in the bag is legal, but #rack2 ?AEEIRR lacks the L and N Brian kept on line 21'),
  'MAGPIE-DATA/first_rack_not_in_bag.gcg': defect('too-many-tiles', 'rack with three Z'),
  'MAGPIE-DATA/game_event_off_turn.gcg': defect('out-of-turn', 'HastyBot moves twice'),
  'MAGPIE-DATA/game_events_overflow.gcg': defect('illegal-placement', 'the same plays repeated on occupied squares'),
  'MAGPIE-DATA/invalid_challenge_bonus_player_index.gcg': defect('challenge-wrong-player', 'bonus to the challenger'),
  'MAGPIE-DATA/invalid_phony_tiles_player_index.gcg': defect('withdrawn-wrong-player', 'the opponent withdraws the play'),
  'MAGPIE-DATA/invalid_tile_placement.gcg': defect('off-board', 'position M70'),
  'MAGPIE-DATA/last_rack1_not_in_bag.gcg': defect('too-many-tiles', '#rack1 ZZZZZZZ'),
  'MAGPIE-DATA/last_rack2_not_in_bag.gcg': defect('too-many-tiles', '#rack2 with two K'),
  'MAGPIE-DATA/last_rack_penalty_incorrect.gcg': defect('end-penalty-mismatch', '-18 for a rack worth 16'),
  'MAGPIE-DATA/malformed_challenge_rack.gcg': defect('bad-rack', 'rack ~!#'),
  'MAGPIE-DATA/malformed_play.gcg': defect('bad-word', 'word D.CR2IaLS'),
  'MAGPIE-DATA/malformed_rack.gcg': defect('bad-rack', 'rack KLMO8RTV'),
  'MAGPIE-DATA/midgame_rack_not_in_bag.gcg': defect('too-many-tiles', 'rack with three Z'),
  'MAGPIE-DATA/move_before_player.gcg': untidy('header-after-events', '#player2 after the first event'),
  'MAGPIE-DATA/move_event_after_game_end.gcg': defect('event-after-game-end', 'a play after going out'),
  'MAGPIE-DATA/no_matching_token.gcg': defect('bad-event', 'play without a position'),
  'MAGPIE-DATA/pass_rack_malformed.gcg': defect('bad-rack', 'rack HLMOO3Y'),
  'MAGPIE-DATA/phony_tiles_returned_mismatch.gcg': defect('withdrawn-rack-mismatch', 'returns ADGKOOV for ADGKOSV'),
  'MAGPIE-DATA/phony_tiles_returned_with_no_play.gcg': defect('withdrawn-without-play', 'withdraws after a pass'),
  'MAGPIE-DATA/play_out_of_bounds.gcg': defect('off-board', 'H9 .PILATES (eight letters down from row 9) runs off the board'),
  'MAGPIE-DATA/played_tile_not_in_rack.gcg': defect('not-on-rack', 'UNITERS from EIINSTU'),
  'MAGPIE-DATA/player_does_not_exist.gcg': defect('unknown-player', 'nickname Jack'),
  'MAGPIE-DATA/player_number_redundant.gcg': defect('player-redefined', '#player1 given twice, as two different players'),
  'MAGPIE-DATA/redundant_pragma.gcg': untidy('duplicate-pragma', '#title twice'),
  'MAGPIE-DATA/six_pass_cumulative_scoring_error.gcg': defect('total-mismatch', '-16 written -17'),
  'MAGPIE-DATA/six_pass_last_rack_malformed.gcg': defect('end-rack-mismatch', 'rack ?AEIOTT, penalty for ?AEEOTT'),
  'MAGPIE-DATA/standard_cumulative_scoring_error.gcg': defect('total-mismatch', '99 written 103'),
  'MAGPIE-DATA/time_penalty_before_rack_penalties.gcg': defect('time-penalty-too-early', 'time before the rack penalties'),
  'MAGPIE-DATA/time_penalty_before_rack_points.gcg': defect('time-penalty-too-early', 'time before the rack points'),
  'MAGPIE-DATA/time_penalty_between_rack_penalties.gcg': defect('time-penalty-too-early', 'time between the rack penalties'),
  'MAGPIE-DATA/time_penalty_duplicate.gcg': defect('time-penalty-repeated', 'two time penalties'),
  'MAGPIE-DATA/time_penalty_first_event.gcg': defect('time-penalty-too-early', 'time penalty first'),
  'MAGPIE-DATA/time_penalty_midgame.gcg': defect('time-penalty-too-early', 'time penalty in mid-game'),
  'MAGPIE-DATA/unrecognized_game_variant.gcg': defect('unsupported-game-type', '#game-type lonify'),
  'MAGPIE-DATA/unsupported_character_encoding.gcg': defect('unsupported-encoding', 'ASCII'),
  'macondo/name_weird_encoding_with_header.gcg': defect('unsupported-encoding', 'ISO8859-6'),
  'macondo/polish_endgame.gcg': defect('unsupported-tile-set', 'Polish letters'),
  'macondo/noah_vs_peter.gcg': untidy('rack-continuity', 'the blank kept on line 7 is missing from the next full rack (the note says the player overdrew)'),
  'macondo/vs_andy.gcg': untidy('rack-continuity', 'the X kept after the exchange on line 12 is missing from the next full rack'),
  'quackle/capp.gcg': untidy('rack-continuity', 'Brian kept NOPUU on line 17; his next full rack NOOPRRU has one U'),
  'quackle/consonant_heaviness_tendency.gcg': defect('duplicate-nickname', 'both players are "NoName"'),
  'quackle/multiplayer-crash.gcg': defect('not-on-rack', 'racks that do not match the tiles played'),
  'wolges/main_endgame_rs_L776-832_polish.gcg': defect('unsupported-tile-set', 'Polish letters'),
  'wolges/main_endgame_rs_L838-894_polish.gcg': defect('unsupported-tile-set', 'Polish letters'),
  'wolges/main_endgame_rs_L900-956_polish.gcg': defect('unsupported-tile-set', 'Polish letters'),
  'wolges/main_endgame_rs_L962-1016_polish.gcg': defect('unsupported-tile-set', 'Polish letters'),
};

function scrabblrLayouts(dir: string): Map<string, Layout> {
  const text = readFileSync(join(dir, '_LAYOUTS.txt'), 'utf8');
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header !== null) sections.set(header[1]!, (current = []));
    else if (current !== null && line.startsWith('|')) current.push(line);
  }
  const layouts = new Map<string, Layout>();
  for (const [name, rows] of sections) {
    const layout = parseLayout(rows.join('\n'), `scrabblr-${name}`, name);
    if (!layout.ok) throw new Error(`_LAYOUTS.txt [${name}]: ${layout.error.message}`);
    layouts.set(name, layout.value);
  }
  const byFile = new Map<string, Layout>();
  for (const line of readFileSync(join(dir, '_MANIFEST.tsv'), 'utf8').split(/\r?\n/)) {
    const [file, , , layout] = line.split('\t');
    if (file === undefined || layout === undefined || file.startsWith('#') || file === 'file') continue;
    const found = layouts.get(layout);
    if (found !== undefined) byFile.set(file, found);
  }
  return byFile;
}

interface Row {
  folder: string;
  records: number;
  clean: number;
  caught: number;
  failed: string[];
  crashed: number;
  turns: number;
  ms: number;
  /** Clean records replayed through the reducer. */
  replayed: number;
  /** Of those, the replays whose every line and final score agree with the record. */
  agreed: number;
  disagreed: string[];
}

/**
 * Replays a clean record under the rules the verifier used: `final` when the replay cannot run or
 * ends with other totals than the record (a failure), `line` when only a line disagrees, or null.
 */
function replayProblem(bytes: Uint8Array, report: GcgReport): { final: boolean; text: string } | null {
  if (report.rules === null) return { final: true, text: 'no rules' };
  const r = replayGcg(bytes, report.rules);
  if (!r.ok) return { final: true, text: `line ${r.error.line} ${r.error.code}${r.error.reducerCode === null ? '' : ` (${r.error.reducerCode})`}: ${r.error.message}` };
  if (r.value.finalTotals.some((t, p) => t !== report.recordedTotals[p])) {
    return { final: true, text: `final totals ${r.value.finalTotals.join('/')}, recorded ${report.recordedTotals.join('/')}` };
  }
  // The replayed state is the reducer's from its recorded setup: saved, it must load again.
  const loaded = parseGameState(JSON.parse(JSON.stringify(r.value.state)));
  if (!loaded.ok) return { final: true, text: `the replayed state does not load: ${loaded.error.code} ${loaded.error.message}` };
  const m = r.value.mismatches[0];
  return m === undefined ? null : { final: false, text: `line ${m.line} ${m.kind} mismatch: recorded ${m.recorded}, replayed ${m.replayed}` };
}

function judge(report: GcgReport, expected: Expectation): string | null {
  const errors = report.findings.filter((f) => f.severity === 'error');
  if (expected === 'clean') {
    return errors.length === 0 ? null : `expected clean, got ${errors.slice(0, 3).map((f) => `line ${f.line} ${f.code}: ${f.message}`).join('; ')}`;
  }
  if (expected.severity === 'warning') {
    if (errors.length > 0) return `expected clean with ${expected.code} (${expected.why}), got ${errors.slice(0, 3).map((f) => `${f.line} ${f.code}`).join(', ')}`;
    return report.findings.some((f) => f.code === expected.code && f.severity === 'warning') ? null : `expected the warning ${expected.code} (${expected.why})`;
  }
  return errors.some((f) => f.code === expected.code)
    ? null
    : `expected ${expected.code} (${expected.why}), got ${errors.length === 0 ? 'clean' : errors.slice(0, 3).map((f) => `${f.line} ${f.code}`).join(', ')}`;
}

function main(): number {
  if (!existsSync(root)) {
    console.error(`No test data at ${root}: clone the shared data next to the repository (../shared/testdata/gcg).`);
    return 2;
  }
  const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const rows: Row[] = [];
  const unused = new Set(Object.keys(EXPECTED));
  for (const folder of folders) {
    const dir = join(root, folder);
    const layouts = folder === 'scrabblr' ? scrabblrLayouts(dir) : new Map<string, Layout>();
    const row: Row = { folder, records: 0, clean: 0, caught: 0, failed: [], crashed: 0, turns: 0, ms: 0, replayed: 0, agreed: 0, disagreed: [] };
    for (const file of readdirSync(dir).sort()) {
      if (file.startsWith('_') || !/\.(gcg|txt)$/i.test(file)) continue;
      const key = `${folder}/${file}`;
      unused.delete(key);
      const expected = EXPECTED[key] ?? 'clean';
      row.records++;
      const bytes = new Uint8Array(readFileSync(join(dir, file)));
      const layout = layouts.get(file);
      if (folder === 'scrabblr' && layout === undefined) {
        row.failed.push(`${key}: no layout in _MANIFEST.tsv`);
        continue;
      }
      const started = performance.now();
      let report: GcgReport;
      try {
        report = verifyGcg(bytes, 'guess', layout === undefined ? {} : { layout });
      } catch (error) {
        row.crashed++;
        row.failed.push(`${key}: CRASH ${String(error)}`);
        continue;
      }
      row.ms += performance.now() - started;
      row.turns += report.turns.length;
      const problem = judge(report, expected);
      if (problem !== null) row.failed.push(`${key}: ${problem}`);
      else if (expected === 'clean' || expected.severity === 'warning') row.clean++;
      else row.caught++;
      if (problem === null && (expected === 'clean' || expected.severity === 'warning')) {
        let replay: { final: boolean; text: string } | null;
        try {
          replay = replayProblem(bytes, layout === undefined ? report : { ...report, rules: report.rules === null ? null : { ...report.rules, layout } });
        } catch (error) {
          replay = { final: true, text: `CRASH ${String(error)}` };
        }
        row.replayed++;
        if (replay === null) row.agreed++;
        else if (replay.final) row.failed.push(`${key}: replay: ${replay.text}`);
        else row.disagreed.push(`${key}: ${replay.text}`);
      }
      if (verbose) console.log(`${problem === null ? 'ok  ' : 'FAIL'} ${key}`);
    }
    rows.push(row);
  }
  console.log('folder        records  clean  caught  failed  crashed   turns   records/s   replayed  agree');
  for (const r of rows) {
    const rate = r.ms > 0 ? Math.round((r.records * 1000) / r.ms) : 0;
    console.log(`${r.folder.padEnd(12)} ${String(r.records).padStart(8)} ${String(r.clean).padStart(6)} ${String(r.caught).padStart(7)} ${String(r.failed.length).padStart(7)} ${String(r.crashed).padStart(8)} ${String(r.turns).padStart(7)} ${String(rate).padStart(11)} ${String(r.replayed).padStart(10)} ${String(r.agreed).padStart(6)}`);
  }
  const total = rows.reduce((a, r) => ({ records: a.records + r.records, failed: a.failed + r.failed.length }), { records: 0, failed: 0 });
  const ms = rows.reduce((a, r) => a + r.ms, 0);
  console.log(`total: ${total.records} records, ${total.records - total.failed} as expected, ${total.failed} not`);
  console.log(`speed: ${Math.round((total.records * 1000) / ms)} records verified per second (one thread, reading and verifying, files already in memory; ${ms.toFixed(0)} ms in all)`);
  for (const r of rows) for (const f of r.failed) console.log(`  ${f}`);
  for (const key of unused) console.log(`  expectation for a missing file: ${key}`);
  const replays = rows.reduce((a, r) => ({ replayed: a.replayed + r.replayed, agreed: a.agreed + r.agreed }), { replayed: 0, agreed: 0 });
  console.log(`replay (every clean record, through the reducer): ${replays.agreed} of ${replays.replayed} agree line by line; every one must end with the recorded totals in a state that parseGameState loads`);
  for (const r of rows) for (const d of r.disagreed.slice(0, verbose ? Infinity : 5)) console.log(`  replay: ${d}`);
  return total.failed > 0 || unused.size > 0 ? 1 : 0;
}

/** A number of threads and what a run with it took. */
interface SpeedRun {
  readonly jobs: number;
  readonly wall: number;
  readonly cpu: number;
  readonly digest: string;
}

/** Every record file of the corpus, in order. */
function corpusFiles(): string[] {
  const files: string[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of readdirSync(join(root, folder)).sort()) {
      if (!file.startsWith('_') && /\.(gcg|txt)$/i.test(file)) files.push(join(root, folder, file));
    }
  }
  return files;
}

/** One run of the verify command's code over `files` with `jobs` threads: wall and CPU seconds (all threads). */
async function speedRun(files: readonly string[], jobs: number, entry: URL): Promise<SpeedRun> {
  const io: VerifyIo = {
    stdout: () => undefined,
    stderr: () => undefined,
    readFile: async (path) => new Uint8Array(await readFile(path)),
    pool: createPool(entry),
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const results = await runVerify(io, files, { rules: null, goingOut: null, layout: null, lexicon: null }, { jobs });
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuBefore);
  const digest = results.map((r) => `${r.status}:${r.findings.length}:${r.turns.length}`).join(',');
  return { jobs, wall, cpu: (used.user + used.system) / 1e6, digest };
}

/** `--jobs 1,2`: the speed of the verify command with each number of threads, measured in this one run. */
async function speed(jobsList: readonly number[], repeat: number): Promise<number> {
  const entry = new URL('../dist/cli.js', import.meta.url);
  if (!existsSync(entry)) {
    console.error('The worker threads start from the built package: run npm run build first.');
    return 2;
  }
  if (!existsSync(root)) {
    console.error(`No test data at ${root}: clone the shared data next to the repository (../shared/testdata/gcg).`);
    return 2;
  }
  const files = corpusFiles();
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`verify over ${files.length} records, rules guessed; ${availableParallelism()} cores; load average before: ${load()}`);
  console.log('threads   wall s    CPU s   records/s   speed-up   (median of ' + repeat + ')');
  const best: SpeedRun[] = [];
  let digest: string | null = null;
  let same = true;
  for (const jobs of jobsList) {
    const runs: SpeedRun[] = [];
    // Each run in a fresh process, as the command runs: every thread starts cold.
    for (let k = 0; k < repeat; k++) {
      const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--run', String(jobs)], { encoding: 'utf8', maxBuffer: 1 << 26 });
      runs.push(JSON.parse(out) as SpeedRun);
    }
    runs.sort((a, b) => a.wall - b.wall);
    const median = runs[Math.floor(runs.length / 2)]!;
    for (const r of runs) {
      digest ??= r.digest;
      if (r.digest !== digest) same = false;
    }
    best.push(median);
    const speedUp = best[0]!.wall / median.wall;
    console.log(`${String(jobs).padStart(7)} ${median.wall.toFixed(2).padStart(8)} ${median.cpu.toFixed(2).padStart(8)} ${String(Math.round(files.length / median.wall)).padStart(11)} ${speedUp.toFixed(2).padStart(9)}×`);
  }
  console.log(`load average after: ${load()} (a loaded machine shows no speed-up: compare on a quiet one)`);
  console.log(same ? 'every run gave the same result for every file' : 'RUNS DISAGREE: the threads gave other results than one thread');
  return same ? 0 : 1;
}

const jobsFlag = process.argv.indexOf('--jobs');
const runFlag = process.argv.indexOf('--run');
if (runFlag >= 0) {
  // One measured run, in a process of its own (started by --jobs).
  const run = await speedRun(corpusFiles(), Number(process.argv[runFlag + 1]), new URL('../dist/cli.js', import.meta.url));
  process.stdout.write(JSON.stringify(run));
} else if (jobsFlag >= 0) {
  const list = (process.argv[jobsFlag + 1] ?? '').split(',').map(Number);
  const repeatFlag = process.argv.indexOf('--repeat');
  const repeat = repeatFlag >= 0 ? Number(process.argv[repeatFlag + 1]) : 3;
  if (list.length === 0 || !list.every((n) => Number.isInteger(n) && n >= 1 && n <= 64) || !Number.isInteger(repeat) || repeat < 1) {
    console.error('Usage: npm run verify:corpus -- --jobs 1,2 [--repeat 3]');
    process.exitCode = 2;
  } else {
    process.exitCode = await speed(list, repeat);
  }
} else {
  process.exitCode = main();
}
