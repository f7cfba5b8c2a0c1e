/**
 * Generation modes for bot authors: the best few candidates by your own equity (exchanges
 * included), a visitor over every move, a count, and a generator context that follows a game.
 * Run alone with `npx tsx examples/bot-modes.ts`.
 */
import {
  applyAction, buildLexicon, countMoves, createGame, createMovegenContext, emptyBoard, forEachMove, makeMove, topMoves,
  GERMAN, type MoveView,
} from '../src/index.js';

const words = [
  'Hund', 'Hunde', 'und', 'Mund', 'rund', 'Grund', 'Gründe', 'Eis', 'Reis', 'Reise', 'See', 'Tor', 'Tore', 'Rose',
  'Rat', 'Rad', 'Tat', 'Tier', 'ein', 'eine', 'nein', 'Ehe', 'Reh', 'neu', 'an', 'da', 'du', 'er', 'es', 'in', 'um',
  'Nase', 'Sand', 'Rind', 'Rinde', 'Ende', 'Erde', 'Nest', 'Rest', 'Test', 'Text', 'Zeit', 'Zier', 'Dose', 'Rune',
];
const built = buildLexicon(words, GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;
const board = emptyBoard(GERMAN);

// 1. Equity = score + a value of the tiles kept. Leaves are shared arrays: a Map caches their values.
const leaveValues = new Map<readonly string[], number>();
const valueOfLeave = (leave: readonly string[]): number => {
  let value = leaveValues.get(leave);
  if (value === undefined) {
    value = (leave.includes('?') ? 20 : 0) + leave.filter((t) => 'ENRST'.includes(t)).length * 2 - leave.filter((t) => 'QXY'.includes(t)).length * 6;
    leaveValues.set(leave, value);
  }
  return value;
};
const equity = (view: MoveView) => view.score + valueOfLeave(view.leave);
const top = topMoves(board, 'QXYÜNDE', GERMAN, lexicon, { limit: 3, equity, exchanges: { bagSize: 80 } });
if (top.ok) {
  console.log('best three candidates for QXYÜNDE by equity (exchanges included):');
  for (const c of top.value) {
    const what = c.kind === 'play' ? `${makeMove(c.move, board)} (${c.score})` : `exchange ${c.tiles.join('')}`;
    console.log(`  ${what.padEnd(22)} keeps ${c.leave.join('') || '-'}  equity ${c.equity}`);
  }
}

// 2. A visitor sees every move without building it; build only what you keep.
let bingos = 0;
forEachMove(board, 'REISE?N', GERMAN, lexicon, (view) => {
  if (view.tilesUsed === 7) bingos++;
});
const counted = countMoves(board, 'REISE?N', GERMAN, lexicon);
console.log(`moves for REISE?N: ${counted.ok ? counted.value : counted.error.code}; using all seven tiles: ${bingos}`);

// 3. A context follows a game: after each move only the touched squares are prepared again.
const generator = createMovegenContext(GERMAN, lexicon);
const game = createGame({ rules: { ...GERMAN, wordCheck: 'never' }, players: ['A', 'B'], seed: 'modes' });
if (!game.ok) throw new Error(game.error.message);
let state = game.value;
for (let turn = 0; turn < 4 && state.phase === 'playing'; turn++) {
  const player = state.turn;
  const best = generator.bestMove(state.board, state.racks[player] ?? []);
  if (!best.ok) throw new Error(best.error.message);
  const prepared = generator.lastComputed;
  const action = best.value === null ? { type: 'pass' as const, player } : { type: 'play' as const, player, move: best.value.move };
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(next.error.message);
  console.log(`  ${state.players[player]}: ${best.value === null ? 'pass' : `${makeMove(best.value.move, state.board)} ${best.value.score}`} (squares prepared: ${prepared})`);
  state = next.value.state;
}
