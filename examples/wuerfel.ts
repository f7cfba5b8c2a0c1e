/**
 * Scrabble Würfel in a few lines: a game played with real dice (the faces of each roll stated),
 * one round with a refused word, a crossword word with the seven-letter bonus and a dice-area word,
 * then a whole seeded game between bots and the winner's pad as text.
 * Run alone with `npx tsx examples/wuerfel.ts`.
 */
import { buildLexicon, GERMAN } from '../src/index.js';
import {
  applyAction, createGame, playWuerfelGame, renderPad, results, wuerfelBot, type WuerfelAction, type WuerfelState,
} from '../src/wuerfel/index.js';

const built = buildLexicon(['wandern', 'wandert', 'wander', 'Wand', 'der', 'an', 'Rand', 'Ende', 'Rade', 'nah'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

const game = createGame({ players: ['Anna', 'Ben'], replay: true, lexicon });
if (!game.ok) throw new Error(game.error.message);
let state: WuerfelState = game.value;
const act = (action: WuerfelAction) => {
  const r = applyAction(state, action, { lexicon });
  if (!r.ok) return console.log(`${JSON.stringify(action)}: refused, ${r.error.code}`);
  state = r.value.state;
};
act({ type: 'roll', player: 0, faces: ['A', 'I', 'O', 'N', 'H', 'R', 'W'] });
act({ type: 'roll', player: 0, keep: [0, 3, 5, 6], faces: ['A', 'E', '?', 'N', 'D', 'R', 'W'] });
act({ type: 'stop', player: 0 });
act({ type: 'write', player: 1, slot: 7, word: 'WANDERN' });      // refused: only one die shows N
act({ type: 'write', player: 1, slot: 7, word: 'WANDERn' });      // the joker is the second N: 50
act({ type: 'write', player: 0, slot: 'crossword', move: '8D WANDERt' });  // a word of seven letters: 22 + 50
for (const p of results(state).players) console.log(`${p.name}: result I ${p.resultI}, result III ${p.resultIII}, total ${p.total}`);

const bot = wuerfelBot(lexicon, { samples: 2 });
const played = await playWuerfelGame({ players: ['Anna', 'Ben'], bots: [bot, bot], seed: 'example', lexicon });
if (!played.ok) throw new Error(played.error.message);
const final = results(played.value.state);
console.log(`\nA bot game with a ten-word lexicon: ${final.players.map((p) => `${p.name} ${p.total}`).join(', ')}`);
console.log(renderPad(played.value.state, final.winners[0]!));
