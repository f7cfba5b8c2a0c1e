// The built ES module in a runtime other than Node (Deno, a browser): no node: imports, no globals
// beyond standard JavaScript. Scores a move, plays a short game through the reducer, builds a
// lexicon and generates moves, and writes and reads back a GCG record; a seeded game deals the
// same tiles as in Node, and its board drawn as SVG is the same string; the subpaths play a
// Duplicate game and take the bot game's board apart, with the same results as in Node.
// Run from the repository root after `npm run build`, e.g. `deno run test/smoke/runtime.mjs` or
// `bun run test/smoke/runtime.mjs`.
import * as engine from '../../dist/index.js';
import * as afbreek from '../../dist/afbreek.js';
import * as duplicate from '../../dist/duplicate.js';
import * as wuerfel from '../../dist/wuerfel.js';

const { GERMAN } = engine;
const fail = (what) => {
  throw new Error(`runtime smoke: ${what}`);
};
const move = engine.parseMove('8D GRÜNDE', GERMAN);
const score = move.ok ? engine.scoreMove(engine.emptyBoard(GERMAN), move.value, GERMAN) : move;
if (!score.ok || score.value.total !== 28) fail(`scoreMove gave ${JSON.stringify(score)}`);

// The seeded bag is the same tile for tile in every runtime (known answer computed once in Node).
const seeded = engine.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], seed: 42 });
const dealt = seeded.ok ? `${seeded.value.racks.map((r) => r.join('')).join(' ')} ${seeded.value.bag.join('')}` : '';
if (dealt !== 'TAEJBNH NNECSGN ARIQD?ENTÄIÖENIIDVAESLTXOEIGUCPDURERFL?MHURZSREHSSÜESEEEBURGMIUOENYONDKLNMTUTTFAKESWAEMH') {
  fail(`seed 42 dealt ${dealt}`);
}

const built = engine.buildLexicon(['Gründe', 'Hund', 'Hunde', 'und', 'Ende', 'Rund'], GERMAN);
if (!built.ok) fail(built.error.message);
const loaded = engine.loadLexicon(engine.saveLexicon(built.value.lexicon), GERMAN);
if (!loaded.ok) fail(loaded.error.message);
const lexicon = loaded.value;
const moves = engine.generateMoves(engine.emptyBoard(GERMAN), 'GRÜNDEX', GERMAN, lexicon);
if (!moves.ok || moves.value[0]?.score !== 28) fail(`generateMoves gave ${JSON.stringify(moves).slice(0, 200)}`);

const bot = engine.greedyBot(lexicon);
const game = engine.playBotGame({ rules: GERMAN, players: ['Anna', 'Ben'], bots: [bot, bot], seed: 7, lexicon });
if (!game.ok || !engine.isGameOver(game.value.state)) fail('the bot game did not finish');
const text = engine.makeGcg(engine.gameToGcg(game.value.state));
const report = engine.verifyGcg(text, GERMAN);
if (!report.clean) fail(`the bot game's record does not verify clean: ${JSON.stringify(report.findings).slice(0, 300)}`);

// The SVG board is a pure string: the same characters in every runtime (scripts/runtimes.mjs
// compares this line with Node's).
const svg = engine.renderBoardSvg(game.value.state.board, GERMAN, { rack: game.value.state.racks[0], lastMove: [{ row: 7, col: 7 }] });
if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.endsWith('</svg>')) fail('renderBoardSvg gave no SVG document');
let hash = 0x811c9dc5;
for (let i = 0; i < svg.length; i++) hash = Math.imul(hash ^ svg.charCodeAt(i), 0x01000193) >>> 0;
// The subpaths: a Duplicate game between bots from a known bag, then the bot game's board taken apart.
const front = engine.arrangeBag(GERMAN, [...'GRÜNDEX', ...'UNDHRE']);
const dup = front.ok ? duplicate.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], bag: front.value, boardMove: 'best-possible', lexicon }) : front;
if (!dup.ok) fail(dup.error.message);
let round = dup.value;
const dupBots = [duplicate.duplicateBot(lexicon), duplicate.duplicateBot(lexicon, { rank: 1 })];
while (round.phase !== 'over') {
  for (const seat of [0, 1]) {
    if (round.phase === 'over') break;
    const r = duplicate.applyAction(round, dupBots[seat](duplicate.viewFor(round, seat)), { lexicon });
    if (!r.ok) fail(`duplicate: ${r.error.message}`);
    round = r.value.state;
  }
}
const taken = afbreek.createGame({ rules: GERMAN, players: ['Anna', 'Ben'], board: game.value.state.board, scoring: 'premium', lexicon });
if (!taken.ok) fail(`afbreek: ${taken.error.message}`);
let apart = taken.value;
const remover = afbreek.afbreekBot(lexicon);
while (apart.phase === 'playing') {
  const r = afbreek.applyAction(apart, remover(afbreek.viewFor(apart, apart.turn)), { lexicon });
  if (!r.ok) fail(`afbreek: ${r.error.message}`);
  apart = r.value.state;
}
// The dice game: twelve rounds between two bots from a string seed; the same rolls and pads in every runtime.
const dicePlayers = ['Anna', 'Ben'];
const diceGame = wuerfel.createGame({ players: dicePlayers, seed: 'runtime smoke', lexicon });
if (!diceGame.ok) fail(`wuerfel: ${diceGame.error.message}`);
let dice = diceGame.value;
const diceBot = wuerfel.wuerfelBot(lexicon, { samples: 2 });
for (let actions = 0; dice.phase !== 'over'; actions++) {
  if (actions > 200) fail('wuerfel: the game did not end');
  const seat = wuerfel.nextToAct(dice);
  const r = wuerfel.applyAction(dice, diceBot(wuerfel.viewFor(dice, seat), { player: seat, actions }), { lexicon });
  if (!r.ok) fail(`wuerfel: ${r.error.message}`);
  dice = r.value.state;
}
const diceRolls = dice.history.filter((e) => e.type === 'dice-rolled').map((e) => e.faces.join('')).join(' ');
let diceHash = 0x811c9dc5;
for (const text of [diceRolls, wuerfel.renderPadSvg(dice, 0)]) for (let i = 0; i < text.length; i++) diceHash = Math.imul(diceHash ^ text.charCodeAt(i), 0x01000193) >>> 0;
const variants = `Duplicate ${round.rounds.length} rounds, maximum ${duplicate.results(round).maximum}; Afbreek ${apart.history.length} turns, ${apart.scores.join(':')}; Würfel totals ${wuerfel.results(dice).players.map((p) => p.total).join(':')} (rolls and pad hash ${diceHash.toString(16)})`;
console.log(`runtime smoke ok: GRÜNDE 28, seed 42 deals as in Node, ${moves.value.length} moves, a bot game of ${text.split('\n').length} record lines verifies clean, its board as SVG ${svg.length} characters (hash ${hash.toString(16)}); ${variants}`);
