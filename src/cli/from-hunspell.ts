/**
 * `lexicon from-hunspell`: a Hunspell spelling dictionary (its `.aff` and `.dic` files) made into a
 * word list for play and saved as a lexicon, with the entries left out counted by reason.
 *
 * @example
 * ```sh
 * scrabble-engine lexicon from-hunspell index.aff index.dic --tiles german -o de.lex --words de.txt
 * ```
 * @module
 */
import { saveLexicon } from '../lexicon/lexicon-file.js';
import { LEFT_OUT_REASONS, lexiconFromHunspell, type PlayWordsOptions } from '../lexicon/play-words.js';
import type { RuleSet } from '../rules/rule-set.js';
import { wordLines } from './word-list.js';

/** What the command needs: its files, its options already read, and the environment. */
export interface FromHunspellRequest {
  readonly aff: string;
  readonly dic: string;
  readonly output: string;
  readonly rules: RuleSet;
  readonly words?: string;
  readonly exclude?: string;
  readonly capitalised?: string;
}

/** The environment of the command: reading and writing files, and the two output channels. */
export interface FromHunspellIo {
  stdout(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
}

/** Why the command stopped: wrong usage, or a file that cannot be read or written. */
export type FromHunspellFailure = { readonly kind: 'usage' | 'input'; readonly message: string };

/** UTF-8 text. */
const utf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

/** A file read by `decode`, or a failure naming it. */
async function readAs<T>(io: FromHunspellIo, path: string, what: string, decode: (bytes: Uint8Array) => T): Promise<T | FromHunspellFailure> {
  try {
    return decode(await io.readFile(path));
  } catch (error) {
    return { kind: 'input', message: `Cannot read the ${what} ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Runs `lexicon from-hunspell`: null when the lexicon (and the word list) are written, else the failure. */
export async function fromHunspell(request: FromHunspellRequest, io: FromHunspellIo): Promise<FromHunspellFailure | null> {
  if (request.capitalised !== undefined && request.capitalised !== 'names' && request.capitalised !== 'nouns') {
    return { kind: 'usage', message: `--capitalised takes names or nouns, not "${request.capitalised.slice(0, 40)}"` };
  }
  const aff = await readAs(io, request.aff, 'affix file', utf8);
  if (typeof aff !== 'string') return aff;
  const dic = await readAs(io, request.dic, 'dictionary file', utf8);
  if (typeof dic !== 'string') return dic;
  let exclude: string[] = [];
  if (request.exclude !== undefined) {
    const list = await readAs(io, request.exclude, 'list of words to leave out', wordLines);
    if (!Array.isArray(list)) return list;
    exclude = list;
  }
  const options: PlayWordsOptions = {
    exclude,
    ...(request.capitalised === undefined ? {} : { capitalised: request.capitalised }),
  };
  const built = lexiconFromHunspell(aff, dic, request.rules, options);
  if (!built.ok) return { kind: 'input', message: built.error.message };
  const { lexicon, words, report } = built.value;
  if (report.kept === 0) return { kind: 'input', message: `${request.dic} gives no word the ${request.rules.tiles.name} set can spell` };
  const saved = saveLexicon(lexicon);
  const encoder = new TextEncoder();
  try {
    await io.writeFile(request.output, saved);
    if (request.words !== undefined) await io.writeFile(request.words, encoder.encode(`${[...words].sort().join('\n')}\n`));
  } catch (error) {
    return { kind: 'input', message: `Cannot write ${request.output}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const counts = LEFT_OUT_REASONS.filter((r) => report.leftOut[r] > 0)
    .map((r) => `  ${r.padEnd(16)}${String(report.leftOut[r]).padStart(9)}${report.examples[r].length > 0 ? `  e.g. ${report.examples[r].slice(0, 3).join(', ')}` : ''}\n`);
  io.stdout(`${request.output}: ${report.kept} words for the ${request.rules.tiles.name} tile set (${report.read} forms read), ${(saved.length / 1e6).toFixed(1)} MB\n`
    + (counts.length > 0 ? `Left out:\n${counts.join('')}` : ''));
  return null;
}
