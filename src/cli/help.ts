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

/** The version printed by `--version`. */
export const VERSION = '0.1.0';

const GENERAL = `scrabble-engine: the rules of Scrabble on the command line.

Usage:
  scrabble-engine verify GAME.gcg [options]    check a game record turn by turn
  scrabble-engine score [options] "8D WORD"    score one move
  scrabble-engine demo [options]               play a game between two bots
  scrabble-engine help COMMAND                 help for one command

Exit codes: 0 clean, 1 findings (or an illegal move), 2 unreadable input or wrong usage.
`;

/** Help text by command name; `''` is the general help. */
export const HELP: Readonly<Record<string, string>> = {
  '': GENERAL,
  verify: `Usage: scrabble-engine verify GAME.gcg [options]

Re-scores every play of a GCG game record and checks totals, placements, racks, tile counts,
exchanges, withdrawn plays, challenge bonuses, end-of-game rack points and time penalties.
Prints one line per finding (line number, severity, code, message).

Options:
  --rules NAME       german, dutch-ij, dutch, english or tournament
                     (default: guessed from the record: tile set from #lexicon or the letters,
                     going-out and challenge points from the record's own lines)
  --going-out MODE   booklet (the player who went out gains 1× the racks) or double (2×)
  --layout FILE      board layout in the text notation: one |row| per line,
                     = triple word, - double word, " triple letter, ' double letter
  --lexicon FILE     word list (one word per line): words left on the board are looked up
  --turns            also print every event line with recorded and computed scores
  --json             print the report as JSON

Exit code: 0 clean, 1 the record has findings, 2 the file cannot be read or parsed.
`,
  score: `Usage: scrabble-engine score --rules NAME [--board FILE] "8D WORD"
       scrabble-engine score --gcg GAME.gcg --turn N [--rules NAME]

Scores one move and prints the words formed. A position is written as in GCG: "8D" runs across
from D8, "D8" runs down; "." is a tile already on the board, lower case a blank.

Options:
  --rules NAME   german, dutch-ij, dutch, english or tournament
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
