/**
 * Afbreek-Scrabble in a few lines: a board is taken apart, tiles of one word per turn; what is left
 * must be words, in one group holding the centre. Lists the legal removals, shows refused ones
 * with their codes, and lets two bots finish the game.
 * Run alone with `npx tsx examples/afbreek.ts`.
 */
import { boardFromRows, buildLexicon, GERMAN } from '../src/index.js';
import { afbreekBot, applyAction, createGame, legalRemovals, results, viewFor } from '../src/afbreek/index.js';

const built = buildLexicon(['Hunde', 'Hund', 'ah', 'Eis', 'Ei', 'so'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

// HUNDE across from F8 (its N on the centre), AH down from F7, EIS down from J8, SO from J10.
const rows = Array.from({ length: 15 }, () => '...............');
rows[6] = '.....A.........';
rows[7] = '.....HUNDE.....';
rows[8] = '.........I.....';
rows[9] = '.........SO....';
const board = boardFromRows(rows, GERMAN);
if (!board.ok) throw new Error(board.error.message);

const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: board.value, scoring: 'premium', lexicon });
if (!game.ok) throw new Error(game.error.message);
let state = game.value;

console.log(`legal removals: ${legalRemovals(state, { lexicon }).map((r) => `${r.squares.join('+')} (${r.score})`).join(', ')}`);
for (const squares of [['J8'], ['J9'], ['F8', 'J9']]) {
  const r = applyAction(state, { type: 'remove', player: 0, squares }, { lexicon });
  console.log(`${squares.join('+')}: ${r.ok ? 'removed' : r.error.code}`);
}

const bot = afbreekBot(lexicon);
while (state.phase === 'playing') {
  const r = applyAction(state, bot(viewFor(state, state.turn)), { lexicon });
  if (!r.ok) throw new Error(r.error.message);
  state = r.value.state;
  const turn = state.history[state.history.length - 1]!;
  console.log(turn.type === 'pass' ? `${state.players[turn.player]} passes` : `${state.players[turn.player]} removes ${turn.tiles.join('')} from ${turn.squares.join(' ')}: ${turn.score}`);
}
const r = results(state);
console.log(`game over (${r.reason}): ${r.players.map((p) => `${p.name} ${p.total}`).join(', ')}; ${r.tilesLeft} tile(s) left`);
