/**
 * The command line, as a function: `main(argv, io)` runs a command with injected output and file
 * reading and returns the exit code (0 clean, 1 findings, 2 nothing could be checked: unreadable
 * input or wrong usage). Untrusted text (file names, nicknames, the record's own text in messages)
 * is printed through `shown`, so control characters reach no terminal.
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
import { decodeGcg } from '../gcg/decode.js';
import { saveLexicon } from '../lexicon/lexicon-file.js';
import { parseMove } from '../move/notation.js';
import { PRESETS } from '../rules/presets.js';
import type { RuleSet } from '../rules/rule-set.js';
import { scoreMove } from '../score.js';
import { runDemo } from './demo.js';
import { loadWordList } from './word-list.js';
import { fromHunspell } from './from-hunspell.js';
import { collectFiles, lexiconBytes, rulesForWordList, verifyCommand, verifySettings, VerifyInputError, type VerifyIo } from './verify-command.js';
import { prepareJob, verifyFile, type VerifyJob } from './verify-file.js';
import { htmlReport } from './verify-html.js';
import { HELP, RULE_LIST, VERSION } from './help.js';
import { shown } from './shown.js';

/** What the command line needs from its environment (see {@link VerifyIo} for the optional parts of `verify`). */
export interface CliIo extends VerifyIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Reads a file's bytes; rejects when it cannot be read. */
  readFile(path: string): Promise<Uint8Array>;
  /** Writes a file (for `lexicon build`); rejects when it cannot be written. */
  writeFile?(path: string, bytes: Uint8Array): Promise<void>;
}

/** Exit codes: 0 clean, 1 findings (or, among several files, one that is not a readable record), 2 nothing could be checked (the input cannot be read, or the command is wrong). */
export const EXIT = { clean: 0, findings: 1, unreadable: 2 } as const;

interface Args {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['rules', 'lexicon', 'layout', 'board', 'gcg', 'turn', 'going-out', 'seed', 'jobs', 'ext', 'output', 'html', 'tiles', 'words', 'exclude', 'capitalised']);
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
    if (arg === '-o' || arg === '-j') {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags.set(arg === '-o' ? 'output' : 'jobs', value);
      continue;
    }
    // `--` ends the options: what follows is read as names, even a file called `--json`.
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
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
  if (rules === undefined) throw new UsageError(`Unknown rules "${name}": use ${RULE_LIST}`);
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


async function verify(args: Args, io: CliIo): Promise<number> {
  if (args.positional.length === 0) throw new UsageError('verify needs GCG files or directories: scrabble-engine verify game.gcg (or DIR)');
  let read: ReturnType<typeof verifySettings>;
  try {
    read = verifySettings({
      rules: flag(args, 'rules'), goingOut: flag(args, 'going-out'), jobs: flag(args, 'jobs'), ext: flag(args, 'ext'),
      json: args.flags.has('json'), turns: args.flags.has('turns'), cores: io.cores ?? 1,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const layout = await loadLayout(io, flag(args, 'layout'));
  const preset = read.rules === null ? null : PRESETS[read.rules] ?? null;
  const lexiconPath = flag(args, 'lexicon');
  let lexicon: Uint8Array | null = null;
  if (lexiconPath !== undefined) {
    const files = await collectFiles(io, args.positional, read.extensions);
    lexicon = await lexiconBytes(io, lexiconPath, () => rulesForWordList(io, preset, files));
  }
  const job: VerifyJob = { rules: read.rules, goingOut: read.goingOut, layout: layout ?? null, lexicon };
  const html = flag(args, 'html');
  // One record: one path, and not a folder (checked before the run, not after it).
  const oneRecord = async (): Promise<boolean> =>
    args.positional.length === 1 && (io.listFiles === undefined || (await io.listFiles(args.positional[0]!)) === null);
  if (html !== undefined && (io.writeFile === undefined || !(await oneRecord()))) {
    throw new UsageError('--html writes the report of one record: scrabble-engine verify game.gcg --html report.html');
  }
  const code = await verifyCommand(io, args.positional, { ...read, job });
  if (html !== undefined && io.writeFile !== undefined) {
    const path = args.positional[0]!;
    const prepared = prepareJob(job);
    if (!prepared.ok) throw new InputError(prepared.error);
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(path);
    } catch (error) {
      throw new InputError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const page = htmlReport(verifyFile(path, bytes, prepared.value), bytes, job.layout);
    try {
      await io.writeFile(html, new TextEncoder().encode(page));
    } catch (error) {
      throw new InputError(`Cannot write ${html}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return code;
}

/** Makes a Hunspell dictionary a lexicon for play: `lexicon from-hunspell index.aff index.dic --tiles german -o de.lex [--words de.txt]`. */
async function fromHunspellCommand(args: Args, io: CliIo): Promise<number> {
  const [, aff, dic, ...extra] = args.positional;
  const usage = 'scrabble-engine lexicon from-hunspell index.aff index.dic --tiles german -o de.lex';
  if (aff === undefined || dic === undefined) throw new UsageError(`lexicon from-hunspell needs the .aff and the .dic file: ${usage}`);
  if (extra.length > 0) throw new UsageError(`lexicon from-hunspell takes two files; unexpected "${extra[0]}"`);
  const output = flag(args, 'output');
  if (output === undefined) throw new UsageError('lexicon from-hunspell needs -o FILE: where to save the lexicon');
  const rules = presetOf(flag(args, 'tiles') ?? flag(args, 'rules'));
  if (rules === undefined) throw new UsageError(`lexicon from-hunspell needs --tiles NAME (${RULE_LIST})`);
  const { writeFile } = io;
  if (writeFile === undefined) throw new InputError('This environment cannot write files');
  const words = flag(args, 'words');
  const exclude = flag(args, 'exclude');
  const capitalised = flag(args, 'capitalised');
  const failure = await fromHunspell({
    aff, dic, output, rules,
    ...(words === undefined ? {} : { words }), ...(exclude === undefined ? {} : { exclude }), ...(capitalised === undefined ? {} : { capitalised }),
  }, { stdout: (t) => io.stdout(t), readFile: (p) => io.readFile(p), writeFile: (p, b) => writeFile(p, b) });
  if (failure === null) return EXIT.clean;
  throw failure.kind === 'usage' ? new UsageError(failure.message) : new InputError(failure.message);
}

/** Builds a lexicon from a word list and saves it: `lexicon build words.txt -o words.lex [--rules NAME]`. */
async function lexiconCommand(args: Args, io: CliIo): Promise<number> {
  const [action, input, ...extra] = args.positional;
  if (action === 'from-hunspell') return fromHunspellCommand(args, io);
  if (action !== 'build') {
    throw new UsageError(`lexicon ${action === undefined ? 'needs an action' : `has no action "${action}"`}: scrabble-engine lexicon build words.txt -o words.lex`);
  }
  if (input === undefined) throw new UsageError('lexicon build needs a word list: scrabble-engine lexicon build words.txt -o words.lex');
  if (extra.length > 0) throw new UsageError(`lexicon build takes one word list; unexpected "${extra[0]}"`);
  const output = flag(args, 'output');
  if (output === undefined) throw new UsageError('lexicon build needs -o FILE: where to save the lexicon');
  if (io.writeFile === undefined) throw new InputError('This environment cannot write files');
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(input);
  } catch (error) {
    throw new InputError(`Cannot read the word list ${input}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const named = presetOf(flag(args, 'rules'));
  const rules = named ?? guessWordListRules(bytes);
  const built = await loadWordList({ stderr: (t) => io.stderr(t), readFile: async () => bytes }, input, rules);
  if (!built.ok) throw new InputError(built.error);
  const saved = saveLexicon(built.value);
  try {
    await io.writeFile(output, saved);
  } catch (error) {
    throw new InputError(`Cannot write ${output}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const guessed = named === undefined ? ' (guessed from the letters; give --rules to choose)' : '';
  io.stdout(`${shown(output)}: ${built.value.wordCount} words for the ${rules.tiles.name} tile set${guessed}, ${(saved.length / 1e6).toFixed(1)} MB\n`);
  return EXIT.clean;
}

/** The preset a word list is most likely for: German when it has umlauts, Dutch when many words have IJ, else English. */
function guessWordListRules(bytes: Uint8Array): RuleSet {
  const text = decodeGcg(bytes).text.toUpperCase();
  if (/[ÄÖÜ]/.test(text)) return PRESETS['german']!;
  const words = Math.max(1, text.split('\n').length);
  const ij = text.match(/IJ/g)?.length ?? 0;
  return ij / words > 0.02 ? PRESETS['dutch']! : PRESETS['tournament']!;
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
  if (rules === undefined) throw new UsageError(`score needs --rules (${RULE_LIST})`);
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
    io.stderr(`Not a legal placement (${scored.error.code}): ${shown(scored.error.message)}\n`);
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
        return await verify(sub, io);
      case 'lexicon':
        return await lexiconCommand(sub, io);
      case 'score':
        return await scoreCommand(sub, io);
      case 'demo':
        if (rest.length > 0) throw new UsageError(`demo takes no arguments, only options; unexpected "${rest[0]}"`);
        return await runDemo(sub.flags, io, presetOf(flag(sub, 'rules')));
      default:
        throw new UsageError(`Unknown command "${command}": use verify, score, lexicon or demo`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${shown(error.message)}\nRun scrabble-engine --help for the usage.\n`);
      return EXIT.unreadable;
    }
    if (error instanceof InputError || error instanceof VerifyInputError) {
      io.stderr(`${shown(error.message)}\n`);
      return EXIT.unreadable;
    }
    io.stderr(`Unexpected error: ${shown(error instanceof Error ? error.message : String(error))}\n`);
    return EXIT.unreadable;
  }
}
