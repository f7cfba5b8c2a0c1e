/**
 * Word lists for the command line: a text file read into a lexicon, with the entries the tile set
 * cannot spell reported.
 *
 * @example
 * ```ts
 * import { loadWordList } from './word-list.js';
 * const lexicon = await loadWordList(io, 'words.txt', GERMAN);   // { ok, value } or { ok: false, error }
 * ```
 * @module
 */
import { MAX_BOARD_SIDE } from '../board/max-side.js';
import { quote } from '../total.js';
import { shown } from './shown.js';
import { decodeGcg } from '../gcg/decode.js';
import { buildLexicon } from '../lexicon/build-lexicon.js';
import type { CompactLexicon } from '../lexicon/compact-lexicon.js';
import { LEXICON_MAGIC } from '../lexicon/lexicon-file.js';
import { err, ok, type Result } from '../result.js';
import type { RuleSet } from '../rules/rule-set.js';

/** Whether bytes are a lexicon saved with `saveLexicon` (they start with "SCLX"), not a word list. */
export function isSavedLexicon(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && LEXICON_MAGIC.every((b, i) => bytes[i] === b);
}

/** What reading a word list needs from the environment: file reading and a channel for notes. */
export interface WordListIo {
  stderr(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
}

/** The entries of a word list file: one a line, trimmed, without empty lines and `#` comments (UTF-8, or ISO-8859-1 where it is not UTF-8). */
export function wordLines(bytes: Uint8Array): string[] {
  return decodeGcg(bytes).text.split(/\r\n|\r|\n/).map((w) => w.trim()).filter((w) => w !== '' && !w.startsWith('#'));
}

/**
 * Reads a word list (one word per line, `#` comments; UTF-8, or ISO-8859-1 when the bytes are not
 * UTF-8) and builds a lexicon. Entries the tile set cannot spell are reported on stderr; a list
 * with no usable word is an error (message), never an empty lexicon that calls every word a phony.
 */
export async function loadWordList(io: WordListIo, path: string, rules: RuleSet): Promise<Result<CompactLexicon, string>> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch (error) {
    return err(`Cannot read the word list ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (bytes.includes(0)) return err(`The word list ${path} is a binary file, not a list of words (one per line)`);
  const words = wordLines(bytes);
  const built = buildLexicon(words, rules);
  if (!built.ok) return err(`The word list ${path} cannot be used: ${built.error.message}`);
  const { kept, skipped } = built.value.report;
  if (kept === 0) {
    return err(`The word list ${path} has no word the ${rules.tiles.name} set can spell (${words.length} entries${skipped[0] === undefined ? '' : `; e.g. ${skipped[0].message}`})`);
  }
  const { longerThanBoard } = built.value.report;
  const unspelled = skipped.filter((s) => s.code !== 'longer-than-board');
  if (unspelled.length > 0) {
    const examples = unspelled.slice(0, 3).map((s) => quote(s.entry, 40)).join(', ');
    io.stderr(`${shown(path)}: ${unspelled.length} of ${words.length} entries skipped (not spelled with the ${rules.tiles.name} set or one letter), e.g. ${shown(examples)}\n`);
  }
  if (longerThanBoard > 0) {
    io.stderr(`${shown(path)}: ${longerThanBoard} of ${words.length} entries skipped (longer than ${MAX_BOARD_SIDE} tiles, the longest line of any board: never playable)\n`);
  }
  return ok(built.value.lexicon);
}
