// Smoke test of the built package as a CommonJS module: run by scripts/smoke.mjs after `npm run build`.
const engine = require('scrabble-engine');
const duplicate = require('scrabble-engine/duplicate');
const afbreek = require('scrabble-engine/afbreek');
const wuerfel = require('scrabble-engine/wuerfel');
const checks = require('./checks.json');

const missing = checks.exports.filter((name) => !(name in engine));
if (missing.length > 0) throw new Error(`CJS build lacks ${missing.join(', ')}`);
const move = engine.parseMove(checks.move, engine.GERMAN);
if (!move.ok) throw new Error(`CJS parseMove failed: ${move.error.message}`);
const score = engine.scoreMove(engine.emptyBoard(engine.GERMAN), move.value, engine.GERMAN);
if (!score.ok || score.value.total !== checks.total) throw new Error(`CJS scoreMove gave ${JSON.stringify(score)}`);
const game = duplicate.createGame({ rules: engine.GERMAN, players: ['Anna'], seed: 1 });
const round = game.ok ? duplicate.applyAction(game.value, { type: 'submit', player: 0, move: null }) : game;
if (!round.ok || round.value.state.result?.reason !== 'no-move' || game.value.rack.length !== 7) throw new Error(`CJS duplicate gave ${JSON.stringify(round).slice(0, 200)}`);
const rows = Array.from({ length: 15 }, (_, r) => (r === 7 ? '.......ES......' : '...............'));
const start = engine.boardFromRows(rows, engine.GERMAN);
const taken = start.ok ? afbreek.createGame({ rules: engine.GERMAN, players: ['Anna', 'Ben'], board: start.value, scoring: 'premium', lexicon: { has: (w) => w === 'ES' } }) : start;
const emptied = taken.ok ? afbreek.applyAction(taken.value, { type: 'remove', player: 0, squares: ['H8', 'I8'] }, { lexicon: { has: (w) => w === 'ES' } }) : taken;
if (!emptied.ok || emptied.value.state.scores[0] !== 4 || emptied.value.state.result?.reason !== 'board-empty') throw new Error(`CJS afbreek gave ${JSON.stringify(emptied).slice(0, 200)}`);
const dice = Array.from('GRÜNDEN', (f) => [f, f, f, f, f, f]);
const table = wuerfel.createGame({ players: ['Anna'], replay: true, dice });
let pad = table.ok ? table.value : null;
for (const action of [{ type: 'roll', player: 0, faces: [...'GRÜNDEN'] }, { type: 'stop', player: 0 }, { type: 'write', player: 0, slot: 'crossword', move: '8D GRÜNDEN' }]) {
  const r = pad === null ? null : wuerfel.applyAction(pad, action);
  pad = r && r.ok ? r.value.state : null;
}
if (pad === null || wuerfel.results(pad).players[0].total !== 80 || !wuerfel.renderPad(pad, 0).includes('8D GRÜNDEN')) throw new Error('CJS wuerfel did not score GRÜNDEN 80');
console.log(`CJS ok: ${Object.keys(engine).length} exports, ${checks.move} scores ${score.value.total}`);
