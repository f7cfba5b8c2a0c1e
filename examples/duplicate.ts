/**
 * Duplicate Scrabble in a few lines: three players play the same rack each round on one common
 * board; a move with a word that is not admissible scores 0, an illegal one is refused and the
 * player submits again; the best move goes on the board; the results give each total as a share
 * of the maximum, and the game can be written as a readable record.
 * Run alone with `npx tsx examples/duplicate.ts`.
 */
import { arrangeBag, buildLexicon, GERMAN } from '../src/index.js';
import { applyAction, createGame, makeDuplicateRecord, parseGameState, results, viewFor } from '../src/duplicate/index.js';

const built = buildLexicon(['Gründe', 'Hunde', 'Haste', 'Runde', 'Ernst', 'Tran', 'Star'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

// A known bag, so that the example always deals the same racks (use a seed for a shuffled one).
const bag = arrangeBag(GERMAN, [...'GRÜNDE?', ...'HUNDST', ...'EARE']);
if (!bag.ok) throw new Error(bag.error.message);
const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben', 'Clara'], bag: bag.value, roundLimit: 2 });
if (!game.ok) throw new Error(game.error.message);
let state = game.value;
console.log(`round 1, the common rack: ${state.rack.join('')}`);

const submit = (player: number, move: string | null) => {
  const r = applyAction(state, { type: 'submit', player, move }, { lexicon });
  if (!r.ok) {
    console.log(`${state.players[player]}: ${move} refused (${r.error.code}), try again`);
    return;
  }
  state = r.value.state;
  for (const e of r.value.events) if (e.type === 'round-closed') console.log(`round ${e.round} closed: board move ${e.top?.notation} (${e.top?.score})`);
};

submit(0, '8D GRÜNDE');     // 28
submit(1, '8A GRÜNDE');     // refused: the first move must cover the centre
submit(1, '8H GRÜNDE');     // 26
console.log(`Clara sees who has submitted: ${viewFor(state, 2).submitted.join(', ')}; not their moves`);
submit(2, '8G NÜR');        // not a word: 0 points; the round closes: everyone has submitted

console.log(`round 2, the rack kept ? and drew the rest: ${state.rack.join('')}`);
submit(0, null);
submit(1, 'I4 hUND.');      // the blank as H: the board gets a real H from the bag
const timeUp = applyAction(state, { type: 'end-round' }, { lexicon });
if (timeUp.ok) state = timeUp.value.state;

const r = results(state);
console.log(`maximum ${r.maximum}: ${r.players.map((p) => `${p.name} ${p.total} (${p.percentage.toFixed(1)} %)`).join(', ')}`);
process.stdout.write(makeDuplicateRecord(state));
const saved = parseGameState(JSON.parse(JSON.stringify(state)), { lexicon });
console.log(`the saved game reads back: ${saved.ok}`);
