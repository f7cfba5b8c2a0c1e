/**
 * A complete two-player German game through the reducer: a known bag, a play, a failed
 * challenge (−10), a second play, a withdrawn phony, then two rounds of passes end the game and
 * the racks are settled. Run alone with `npx tsx examples/two-player-game.ts`.
 */
import {
  applyAction, arrangeBag, createGame, scoresOf, viewFor, GERMAN,
  type Action, type GameState, type Lexicon,
} from '../src/index.js';

const words = new Set(['GRÜNDE', 'HUND']);
const lexicon: Lexicon = { has: (word) => words.has(word) };

// Anna draws G R Ü N D E X, Ben draws H U N D E A S (the rest of the bag follows in alphabet order).
const bag = arrangeBag(GERMAN, [...'GRÜNDEX', ...'HUNDEAS']);
if (!bag.ok) throw new Error(bag.error.message);
const game = createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: bag.value, firstPlayer: 0 });
if (!game.ok) throw new Error(game.error.message);

const actions: Action[] = [
  { type: 'play', player: 0, move: '8D GRÜNDE' },   // 28 points
  { type: 'challenge', player: 1 },                 // GRÜNDE is a word: Ben loses 10
  { type: 'play', player: 1, move: 'G6 HU.D' },     // HUND through the N: 7 points
  { type: 'play', player: 0, move: '8D ......XA' }, // accepts HUND; GRÜNDEXA is no word…
  { type: 'challenge', player: 1 },                 // …so Anna takes her tiles back and loses the turn
  { type: 'pass', player: 1 },
  { type: 'pass', player: 0 },
  { type: 'pass', player: 1 },
  { type: 'pass', player: 0 },                      // two rounds of passes: the game ends
];

let state: GameState = game.value;
for (const action of actions) {
  const result = applyAction(state, action, { lexicon });
  if (!result.ok) {
    console.log(`  ${action.type} refused: ${result.error.code} (${result.error.message})`);
    continue;
  }
  state = result.value.state;
  const happened = result.value.events.map((e) => ('score' in e ? `${e.type} ${e.score}` : e.type));
  console.log(`  ${state.players[action.player]} ${action.type}: ${happened.join(', ')} → scores ${scoresOf(state).join(' : ')}`);
}

console.log(`\nResult: ${JSON.stringify(state.result)}`);
const view = viewFor(state, 1);
console.log(`Ben's view: rack ${view.rack.join('')}, rack sizes ${view.rackSizes.join('/')}, bag ${view.bagSize} tiles`);
