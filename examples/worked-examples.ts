/**
 * The worked examples of the German and Dutch rule booklets: each move scored word by word, and the board after
 * the Dutch four-turn sequence. Run alone with `npx tsx examples/worked-examples.ts`.
 */
import {
  boardFromRows, DUTCH_IJ, emptyBoard, GERMAN, parseMove, placeMove, renderBoard, scoreMove, type Board, type RuleSet,
} from '../src/index.js';

/** Plays moves in order, printing each score with its words; returns the final board. */
function play(title: string, rules: RuleSet, moves: readonly string[], start: Board = emptyBoard(rules)): Board {
  console.log(`\n${title}`);
  let board = start;
  for (const text of moves) {
    const move = parseMove(text, rules);
    if (!move.ok) throw new Error(move.error.message);
    const score = scoreMove(board, move.value, rules);
    if (!score.ok) throw new Error(`${text}: ${score.error.message}`);
    const words = score.value.words.map((w) => `${w.word} ${w.score}`).join(', ');
    const bingo = score.value.bingo > 0 ? ` + bingo ${score.value.bingo}` : '';
    console.log(`  ${text.padEnd(16)} ${String(score.value.total).padStart(3)}   ${words}${bingo}`);
    const next = placeMove(board, move.value, rules);
    if (!next.ok) throw new Error(next.error.message);
    board = next.value;
  }
  return board;
}

play('German: first move on the start square', GERMAN, ['8D GRÜNDE']);
play('German: a bingo, all seven tiles: 50 added after the word is doubled', GERMAN, ['8D GRÜNDEN']);
play('German: through LAST (the booklet prints a sum of 16; 15 is right)', GERMAN, ['8F LAST', '8C AUS....UNG']);
play('German: HASE down from the H of HUND', GERMAN, ['8F HUND', 'F8 .ASE']);
play('German: MAUS under HUND forms four words', GERMAN, ['8F HUND', '9G MAUS']);
play('German: HEXE ends TOR', GERMAN, ['H6 TOR', '9E HEXE']);

const rows = Array.from({ length: 15 }, () => '.'.repeat(15));
rows[6] = '...EIFER.......';
rows[10] = '...ANDERE......';
const eiferAndere = boardFromRows(rows, GERMAN);
if (!eiferAndere.ok) throw new Error(eiferAndere.error.message);
play('German: BITTEN through EIFER and ANDERE (board set up directly)', GERMAN, ['E6 B.TTE.'], eiferAndere.value);

const dutch = play('Dutch with the IJ tile: four turns (the booklet prints 20 for the last; 21 is right)', DUTCH_IJ, [
  '8F DORP', 'H6 AA.D', '10F AVERIJ', '9H .OP',
]);
console.log(`\n${renderBoard(dutch, DUTCH_IJ)}`);
