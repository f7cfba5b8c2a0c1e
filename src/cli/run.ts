/**
 * The command line, as a function: `main(argv, io)` runs a command with injected output and file
 * reading and returns the exit code (0 clean, 1 findings, 2 unreadable input or wrong usage).
 *
 * @example
 * ```ts
 * import { main } from './run.js';
 * const code = await main(['verify', 'game.gcg', '--json'], {
 *   stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s),
 *   readFile: async (path) => new Uint8Array(await readFile(path)),
 * });
 * ```
 * @module
 */
import { boardFromRows, emptyBoard, type Board } from '../board/board.js';
import { parseLayout, type Layout } from '../board/layout.js';
import { boardBeforeEvent, recordedMove } from '../gcg/board-at.js';
import { guessRules } from '../gcg/guess-rules.js';
import { readGcg } from '../gcg/parse.js';
import { verifyReading, type GcgReport, type VerifyOptions } from '../gcg/verify.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import { parseMove } from '../move/notation.js';
import { PRESETS } from '../rules/presets.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { runDemo } from './demo.js';
import { loadWordList } from './word-list.js';
import { HELP, VERSION } from './help.js';

/** What the command line needs from its environment. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Reads a file's bytes; rejects when it cannot be read. */
  readFile(path: string): Promise<Uint8Array>;
}

/** Exit codes: 0 clean, 1 the record has findings, 2 the input cannot be read or the command is wrong. */
export const EXIT = { clean: 0, findings: 1, unreadable: 2 } as const;

interface Args {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['rules', 'lexicon', 'layout', 'board', 'gcg', 'turn', 'going-out', 'seed']);
const BOOLEAN_FLAGS = new Set(['json', 'help', 'turns', 'version']);

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      flags.set('help', true);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (BOOLEAN_FLAGS.has(name)) flags.set(name, true);
    else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else throw new UsageError(`Unknown option --${name}`);
  }
  return { positional, flags };
}

function flag(args: Args, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

function presetOf(name: string | undefined): RuleSet | undefined {
  if (name === undefined) return undefined;
  const rules = PRESETS[name.toLowerCase()];
  if (rules === undefined) throw new UsageError(`Unknown rules "${name}": use ${Object.keys(PRESETS).join(', ')}`);
  return rules;
}

async function readText(io: CliIo, path: string, what: string): Promise<string> {
  try {
    return new TextDecoder('utf-8').decode(await io.readFile(path));
  } catch (error) {
    throw new InputError(`Cannot read the ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

class InputError extends Error {}

async function loadLayout(io: CliIo, path: string | undefined): Promise<Layout | undefined> {
  if (path === undefined) return undefined;
  const layout = parseLayout(await readText(io, path, 'layout file'), 'custom', path);
  if (!layout.ok) throw new InputError(`The layout file ${path} is not a layout: ${layout.error.message}`);
  return layout.value;
}

async function loadLexicon(io: CliIo, path: string | undefined, rules: RuleSet): Promise<Lexicon | undefined> {
  if (path === undefined) return undefined;
  const loaded = await loadWordList(io, path, rules);
  if (!loaded.ok) throw new InputError(loaded.error);
  return loaded.value;
}

function formatReport(path: string, report: GcgReport, withTurns: boolean): string {
  const out: string[] = [];
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.length - errors;
  out.push(`${path}: ${report.clean ? 'clean' : 'NOT clean'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}, ${report.turns.length} event lines)`);
  for (const reason of report.reasons) out.push(`  ${reason}`);
  for (const f of report.findings) {
    out.push(`  line ${f.line}${f.column === null ? '' : `:${f.column}`}  ${f.severity}  ${f.code}  ${f.message}`);
  }
  if (withTurns) {
    out.push('  line  player            move                      recorded  computed   total');
    for (const t of report.turns) {
      const nick = report.record.players[t.player]?.nickname ?? String(t.player + 1);
      out.push(`  ${String(t.line).padStart(4)}  ${nick.slice(0, 16).padEnd(16)}  ${t.move.slice(0, 24).padEnd(24)}  ${String(t.recordedScore).padStart(8)}  ${String(t.computedScore ?? '?').padStart(8)}  ${String(t.recordedTotal).padStart(6)}`);
    }
  }
  if (report.recordedTotals.length > 0 && report.record.players.length > 0) {
    const finals = report.record.players.map((p, i) => {
      const recorded = report.recordedTotals[i] ?? 0;
      const computed = report.computedTotals[i] ?? 0;
      return `${p.nickname} ${recorded}${computed === recorded ? '' : ` (computed ${computed})`}`;
    });
    out.push(`  final: ${finals.join(', ')}`);
  }
  return out.join('\n') + '\n';
}

async function verifyCommand(args: Args, io: CliIo): Promise<number> {
  const path = args.positional[0];
  if (path === undefined) throw new UsageError('verify needs a GCG file: scrabble-engine verify game.gcg');
  if (args.positional.length > 1) throw new UsageError(`verify checks one GCG file; unexpected argument${args.positional.length > 2 ? 's' : ''} ${args.positional.slice(1).map((a) => `"${a}"`).join(' ')}`);
  const preset = presetOf(flag(args, 'rules'));
  const going = flag(args, 'going-out');
  if (going !== undefined && going !== 'booklet' && going !== 'double') throw new UsageError('--going-out is booklet (1×) or double (2×)');
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch (error) {
    io.stderr(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.unreadable;
  }
  const reading = readGcg(bytes);
  const layout = await loadLayout(io, flag(args, 'layout'));
  const guessed = guessRules(reading.record);
  const lexiconRules = preset ?? (guessed.ok ? guessed.value.rules : undefined);
  const lexicon = lexiconRules === undefined ? undefined : await loadLexicon(io, flag(args, 'lexicon'), lexiconRules);
  const options: VerifyOptions = {
    ...(layout === undefined ? {} : { layout }),
    ...(lexicon === undefined ? {} : { lexicon }),
    ...(going === undefined ? {} : { goingOut: going }),
  };
  const report = verifyReading(reading, preset ?? 'guess', options);
  if (args.flags.has('json')) {
    io.stdout(JSON.stringify({
      file: path, clean: report.clean, readable: report.readable, rules: report.rules?.id ?? null, reasons: report.reasons,
      findings: report.findings, turns: report.turns, recordedTotals: report.recordedTotals, computedTotals: report.computedTotals,
    }, null, 2) + '\n');
  } else {
    io.stdout(formatReport(path, report, args.flags.has('turns')));
  }
  if (!report.readable) return EXIT.unreadable;
  return report.clean ? EXIT.clean : EXIT.findings;
}

async function scoreCommand(args: Args, io: CliIo): Promise<number> {
  const gcgPath = flag(args, 'gcg');
  let rules = presetOf(flag(args, 'rules'));
  const layout = await loadLayout(io, flag(args, 'layout'));
  let board: Board;
  let moveText = args.positional.join(' ');
  if (gcgPath !== undefined) {
    const turn = Number(flag(args, 'turn'));
    if (!Number.isInteger(turn) || turn < 1) throw new UsageError('--gcg needs --turn N: the number of the play to score (1 for the first event line)');
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(gcgPath);
    } catch (error) {
      throw new InputError(`Cannot read ${gcgPath}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const reading = readGcg(bytes);
    if (rules === undefined) {
      const guess = guessRules(reading.record);
      if (!guess.ok) throw new InputError(guess.error.message);
      rules = guess.value.rules;
    }
    if (layout !== undefined) rules = { ...rules, layout };
    const event = reading.record.events[turn - 1];
    if (event === undefined) throw new InputError(`${gcgPath} has ${reading.record.events.length} event lines; there is no event ${turn}`);
    if (event.type !== 'play') throw new InputError(`Event ${turn} (line ${reading.lines.events[turn - 1]}) is a ${event.type}, not a play`);
    board = boardBeforeEvent(reading.record, rules, turn - 1);
    const move = recordedMove(board, event, rules);
    if (move === null) throw new InputError(`The play of event ${turn} cannot be placed on the board before it`);
    return printScore(io, board, move, rules, `${args.flags.has('json') ? '' : `event ${turn} (line ${reading.lines.events[turn - 1]}): `}`, event.score);
  }
  if (rules === undefined) throw new UsageError('score needs --rules (german, dutch-ij, dutch, english, tournament)');
  if (layout !== undefined) rules = { ...rules, layout };
  const boardPath = flag(args, 'board');
  if (boardPath === undefined) board = emptyBoard(rules);
  else {
    const rows = (await readText(io, boardPath, 'board file')).split(/\r?\n/).map((r) => r.trim()).filter((r) => r !== '' && !r.startsWith('#'));
    const read = boardFromRows(rows, rules);
    if (!read.ok) throw new InputError(`The board file ${boardPath}: ${read.error.message}`);
    board = read.value;
  }
  if (moveText.trim() === '') throw new UsageError('score needs a move like "8D GRÜNDE" (or --gcg FILE --turn N)');
  moveText = moveText.trim();
  const move = parseMove(moveText, rules);
  if (!move.ok) throw new InputError(`${move.error.message}`);
  return printScore(io, board, move.value, rules, '', null);
}

function printScore(io: CliIo, board: Board, move: import('../move/move.js').Move, rules: RuleSet, prefix: string, recorded: number | null): number {
  const scored = scoreMove(board, move, rules);
  if (!scored.ok) {
    io.stderr(`Not a legal placement (${scored.error.code}): ${scored.error.message}\n`);
    return EXIT.findings;
  }
  const s = scored.value;
  io.stdout(`${prefix}${s.total} points: ${s.words.map((w) => `${w.word} ${w.score}`).join(', ')}${s.bingo ? `, bingo ${s.bingo}` : ''}` +
    `${recorded === null ? '' : recorded === s.total ? ' (as recorded)' : ` (recorded ${recorded})`}\n`);
  return recorded === null || recorded === s.total ? EXIT.clean : EXIT.findings;
}

/** Runs the command line with the given arguments (without the program name); resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseArgs(argv);
    const [command, ...rest] = args.positional;
    const sub: Args = { positional: rest, flags: args.flags };
    if (args.flags.has('version')) {
      io.stdout(`${VERSION}\n`);
      return EXIT.clean;
    }
    if (command === undefined || command === 'help') {
      io.stdout(HELP[rest[0] ?? ''] ?? HELP['']!);
      return command === undefined && !args.flags.has('help') ? EXIT.unreadable : EXIT.clean;
    }
    if (args.flags.has('help')) {
      io.stdout(HELP[command] ?? HELP['']!);
      return EXIT.clean;
    }
    switch (command) {
      case 'verify':
        return await verifyCommand(sub, io);
      case 'score':
        return await scoreCommand(sub, io);
      case 'demo':
        if (rest.length > 0) throw new UsageError(`demo takes no arguments, only options; unexpected "${rest[0]}"`);
        return await runDemo(sub.flags, io, presetOf(flag(sub, 'rules')));
      default:
        throw new UsageError(`Unknown command "${command}": use verify, score or demo`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nRun scrabble-engine --help for the usage.\n`);
      return EXIT.unreadable;
    }
    if (error instanceof InputError) {
      io.stderr(`${error.message}\n`);
      return EXIT.unreadable;
    }
    io.stderr(`Unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.unreadable;
  }
}
