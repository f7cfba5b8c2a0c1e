/**
 * Bots in a few lines: build a compact lexicon from a word list, save it as bytes and load it
 * back (as a browser would fetch it), list the moves of a rack, write a bot of your own next to
 * the greedy one, and let them play a whole game through the reducer.
 * Run alone with `npx tsx examples/bot.ts`.
 */
import {
  beforeMove, bestMove, buildLexicon, emptyBoard, generateMoves, greedyBot, loadLexicon, makeMove, playBotGame, saveLexicon,
  GERMAN, type Bot,
} from '../src/index.js';

const words = [
  'Hund', 'Hunde', 'und', 'Mund', 'rund', 'Grund', 'Gründe', 'Eis', 'Reis', 'Reise', 'See', 'Tor', 'Tore', 'Hexe',
  'Maus', 'Haus', 'Nase', 'Rose', 'das', 'die', 'der', 'Rad', 'Rat', 'Tat', 'Sand', 'Tier', 'ein', 'eine', 'nein',
  'essen', 'sehen', 'Ehe', 'Reh', 'Heu', 'neu', 'zehn', 'an', 'am', 'da', 'du', 'er', 'es', 'in', 'ja', 'um', 'Ära',
  'Öl', 'über', 'so', 'wo', 'Bad', 'Band', 'Brot', 'Tisch', 'Fisch', 'Wind', 'Kind', 'Rind', 'Land', 'Hand', 'Wand',
  'Zug', 'Tag', 'Weg', 'Berg', 'Burg', 'Geld', 'Feld', 'Welt', 'Zelt', 'alt', 'kalt', 'halt', 'Salz', 'Pilz', 'Bus',
  'Zoo', "geht's", 'Co-op', 'A',
];

// 1. Build: entries that the German tiles cannot spell are reported, never dropped silently.
const built = buildLexicon(words, GERMAN);
if (!built.ok) throw new Error(built.error.message);
const { report } = built.value;
console.log(`lexicon: ${report.kept} words; skipped: ${report.skipped.map((s) => `${s.entry} (${s.code})`).join(', ')}`);

// 2. Save and load: one Uint8Array with a version header and a checksum.
const bytes = saveLexicon(built.value.lexicon);
const loaded = loadLexicon(bytes, GERMAN);
if (!loaded.ok) throw new Error(loaded.error.message);
const lexicon = loaded.value;
console.log(`saved: ${bytes.length} bytes; loaded: has('GRÜNDE') = ${lexicon.has('GRÜNDE')}`);
const damaged = bytes.slice(0, bytes.length - 1);
const refused = loadLexicon(damaged, GERMAN);
console.log(`a cut file: ${refused.ok ? 'loaded?!' : refused.error.code}`);

// 3. Moves of a rack on the empty board, best first ('?' is a blank).
const board = emptyBoard(GERMAN);
const moves = generateMoves(board, 'GRÜNDE?', GERMAN, lexicon);
if (moves.ok) {
  console.log(`${moves.value.length} moves for GRÜNDE?; the best five:`);
  for (const { move, score } of moves.value.slice(0, 5)) console.log(`  ${makeMove(move, board)}  ${score}`);
}
const best = bestMove(board, 'HUNDXYZ', GERMAN, lexicon);
if (best.ok && best.value) console.log(`best for HUNDXYZ: ${makeMove(best.value.move)} ${best.value.score}`);

// 4. A bot of your own: play the move that uses the fewest tiles (keep the rack), else pass.
//    A bot sees only its player's view (its own rack, the board, the scores): it cannot cheat.
const thrifty: Bot = (view, { player }) => {
  const owed = beforeMove(view, lexicon);   // a challenge, or accepting a play that ends the game
  if (owed !== null) return owed;
  const all = generateMoves(view.board, view.rack, view.rules, lexicon);
  if (!all.ok || all.value.length === 0) return { type: 'pass', player };
  const pick = all.value.reduce((a, b) => (b.move.tiles.length < a.move.tiles.length ? b : a));
  return { type: 'play', player, move: pick.move };
};

// 5. A whole game through the reducer: same seed, same game.
const game = playBotGame({ rules: GERMAN, players: ['Greedy', 'Thrifty'], bots: [greedyBot(lexicon), thrifty], seed: 2026, lexicon });
if (game.ok) {
  const { state, turns } = game.value;
  for (const turn of turns) {
    for (const e of turn.events) if (e.type === 'move-played') console.log(`  ${state.players[turn.player]}: ${e.notation} +${e.score}`);
  }
  console.log(`result: ${state.result?.reason}; racks left ${state.racks.map((r) => r.join('')).join(' / ')}, adjustments ${state.result?.adjustments.join(' / ')}`);
  console.log(`final scores ${state.scores.join(' : ')}; winner ${state.result?.winners.map((w) => state.players[w]).join(' & ')}`);
} else {
  console.log(`game stopped: ${game.error.message}`);
}
