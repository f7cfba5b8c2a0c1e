/**
 * Help texts of the command line, one per command.
 *
 * @example
 * ```ts
 * import { HELP } from './help.js';
 * HELP.verify;   // the usage of `scrabble-engine verify`
 * ```
 * @module
 */

import { PRESETS } from '../rules/presets.js';

/** The names `--rules` accepts, in one list for the help and for the error of an unknown name. */
export const RULE_NAMES: readonly string[] = Object.keys(PRESETS);

/** The rule names on one line, as an error gives them: `german, dutch-ij, …`. */
export const RULE_LIST = RULE_NAMES.join(', ');

/** The rule names as the help prints them: `german, dutch-ij, …` wrapped to lines of at most `width` characters after `indent`. */
export function ruleNamesText(indent = '', width = 76): string {
  const lines: string[] = [];
  let line = '';
  for (const [i, name] of RULE_NAMES.entries()) {
    const part = `${name}${i < RULE_NAMES.length - 1 ? ',' : ''}`;
    if (line !== '' && indent.length + line.length + 1 + part.length > width) {
      lines.push(line);
      line = part;
    } else line = line === '' ? part : `${line} ${part}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}

/** The version printed by `--version`. */
export const VERSION = '0.1.0';

const GENERAL = `scrabble-engine: the rules of Scrabble on the command line.

Usage:
  scrabble-engine verify GAME.gcg [options]         check a game record turn by turn
  scrabble-engine verify DIR|FILES... [options]     check an archive (worker threads, summary)
  scrabble-engine lexicon build WORDS.txt -o W.lex  save a word list as a lexicon
  scrabble-engine lexicon from-hunspell A.aff D.dic --tiles NAME -o W.lex
                                                    a spelling dictionary as a word list for play
  scrabble-engine score [options] "8D WORD"         score one move
  scrabble-engine demo [options]                    play a game between two bots
  scrabble-engine help COMMAND                      help for one command

Exit codes: 0 clean, 1 errors (or an illegal move, or a file that is not a readable record
beside others that are), 2 nothing could be checked (no readable record, bad input, wrong usage).
After --, every argument is a name, even one that starts with - (a file called --json).
`;

/** Help text by command name; `''` is the general help. */
export const HELP: Readonly<Record<string, string>> = {
  '': GENERAL,
  verify: `Usage: scrabble-engine verify GAME.gcg [options]
       scrabble-engine verify DIR|FILES... [options]

Re-scores every play of GCG game records and checks totals, placements, racks, tile counts,
exchanges, withdrawn plays, challenge bonuses, end-of-game rack points and time penalties.
One file: its report (how the rules were chosen, errors with their lines, then warnings).
Several files or directories: one line per file, a progress bar on standard error when it is a
terminal, and a summary table (files clean, with warnings, with errors, unreadable; findings by code).
Errors are broken rules; warnings are untidy records whose game is still what they say.

Options:
  --rules NAME       one of: ${ruleNamesText('                     ')}
                     (default: guessed from each record: tile set from #tile-distribution,
                     #lexicon, the letters and the scores; going-out and challenge points
                     from the record's own lines)
  --going-out MODE   booklet (the player who went out gains 1× the racks) or double (2×)
  --layout FILE      board layout in the text notation: one |row| per line,
                     = triple word, - double word, " triple letter, ' double letter
  --lexicon FILE     a word list (one word per line) or a lexicon saved by "lexicon build":
                     words left on the board that it lacks are reported as phonies (warnings)
  --jobs N, -j N     worker threads (default: one per core)
  --ext LIST         file name endings taken from directories (default: gcg; e.g. gcg,txt)
  --turns            also print every event line with recorded and computed scores (one file)
  --html FILE        also write an HTML report: the board after every event line, its findings beside it (one file)
  --json             one JSON object per file and line (the summary goes to standard error)

Exit code: 0 every record clean (warnings allowed); 1 any record with an error, or any file that
cannot be read or is not a record while another file is a readable record; 2 nothing checked (no
file is a readable record, nothing found, or wrong usage). One file follows the same rule.
`,
  lexicon: `Usage: scrabble-engine lexicon build WORDS.txt -o WORDS.lex [--rules NAME]

Builds a lexicon from a word list (one word per line, # comments, UTF-8 or ISO-8859-1) and saves it
in the library's lexicon format, which loads in milliseconds ("verify --lexicon WORDS.lex").
The tile set comes from --rules, or is guessed from the letters (umlauts: German; many IJ: Dutch;
otherwise English). Entries the tile set cannot spell are counted on standard error.

Usage: scrabble-engine lexicon from-hunspell INDEX.aff INDEX.dic --tiles NAME -o WORDS.lex [options]

Expands a Hunspell spelling dictionary into every form it accepts (all affix classes, prefix and
suffix cross products, second suffixes; forbidden words, compound-only parts and words that need an
affix left out) and keeps the words a player accepts. Left out and counted: abbreviations (capitals
after the first letter, dots, digits, no vowel), proper names (capitalised entries, unless the
capitalised entries are nouns as in German), entries the dictionary marks as names or
abbreviations (po: or is: fields), words the tile set cannot spell, words longer than the board.

Options:
  --tiles NAME          the rule set whose tiles and board count: german, dutch-ij, english, ...
  --words FILE          also write the kept words, one a line
  --exclude FILE        words to leave out as well (one a line): names or abbreviations that look like words
  --capitalised MODE    names (default, except for a set with umlauts) or nouns
`,
  score: `Usage: scrabble-engine score --rules NAME [--board FILE] "8D WORD"
       scrabble-engine score --gcg GAME.gcg --turn N [--rules NAME]

Scores one move and prints the words formed. A position is written as in GCG: "8D" runs across
from D8, "D8" runs down; "." is a tile already on the board, lower case a blank.

Options:
  --rules NAME   one of: ${ruleNamesText('                 ')}
  --board FILE   the board as 15 rows of "." (empty), letters, lower case for blanks
  --layout FILE  a board layout (see: scrabble-engine help verify)
  --gcg FILE     take the move from a game record ...
  --turn N       ... its N-th event line (1 is the first), on the board before it

Exit code: 0 scored (and equal to the recorded score with --gcg), 1 illegal or different, 2 bad input.
`,
  demo: `Usage: scrabble-engine demo --lexicon WORDS.txt [--rules NAME] [--seed N]

Two greedy bots play a game with the words of WORDS.txt (one per line); the game is printed
as a GCG record, which "scrabble-engine verify" accepts. Default rules: german; default seed: 1.
`,
};
