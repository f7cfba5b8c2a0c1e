// Smoke test of the built package as an ES module: run by scripts/smoke.mjs after `npm run build`.
import { readFileSync } from 'node:fs';
import * as engine from 'scrabble-engine';
import * as duplicate from 'scrabble-engine/duplicate';
import * as afbreek from 'scrabble-engine/afbreek';
import * as wuerfel from 'scrabble-engine/wuerfel';

const checks = JSON.parse(readFileSync(new URL('./checks.json', import.meta.url), 'utf8'));
const missing = checks.exports.filter((name) => !(name in engine));
if (missing.length > 0) throw new Error(`ESM build lacks ${missing.join(', ')}`);
const move = engine.parseMove(checks.move, engine.GERMAN);
if (!move.ok) throw new Error(`ESM parseMove failed: ${move.error.message}`);
const score = engine.scoreMove(engine.emptyBoard(engine.GERMAN), move.value, engine.GERMAN);
if (!score.ok || score.value.total !== checks.total) throw new Error(`ESM scoreMove gave ${JSON.stringify(score)}`);
const refused = engine.validateMove(null, null, engine.GERMAN);
if (refused.ok || refused.error.code !== 'malformed-move') throw new Error('ESM validateMove did not refuse garbage');
const game = duplicate.createGame({ rules: engine.GERMAN, players: ['Anna'], seed: 1 });
const round = game.ok ? duplicate.applyAction(game.value, { type: 'submit', player: 0, move: null }) : game;
if (!round.ok || round.value.state.result?.reason !== 'no-move' || game.value.rack.length !== 7) throw new Error(`ESM duplicate gave ${JSON.stringify(round).slice(0, 200)}`);
const rows = Array.from({ length: 15 }, (_, r) => (r === 7 ? '.......ES......' : '...............'));
const start = engine.boardFromRows(rows, engine.GERMAN);
const taken = start.ok ? afbreek.createGame({ rules: engine.GERMAN, players: ['Anna', 'Ben'], board: start.value, scoring: 'premium', lexicon: { has: (w) => w === 'ES' } }) : start;
const emptied = taken.ok ? afbreek.applyAction(taken.value, { type: 'remove', player: 0, squares: ['H8', 'I8'] }, { lexicon: { has: (w) => w === 'ES' } }) : taken;
if (!emptied.ok || emptied.value.state.scores[0] !== 4 || emptied.value.state.result?.reason !== 'board-empty') throw new Error(`ESM afbreek gave ${JSON.stringify(emptied).slice(0, 200)}`);
const dice = Array.from('GRÜNDEN', (f) => [f, f, f, f, f, f]);
const table = wuerfel.createGame({ players: ['Anna'], replay: true, dice });
let pad = table.ok ? table.value : null;
for (const action of [{ type: 'roll', player: 0, faces: [...'GRÜNDEN'] }, { type: 'stop', player: 0 }, { type: 'write', player: 0, slot: 'crossword', move: '8D GRÜNDEN' }]) {
  const r = pad === null ? null : wuerfel.applyAction(pad, action);
  pad = r?.ok ? r.value.state : null;
}
if (pad === null || wuerfel.results(pad).players[0].total !== 80 || !wuerfel.renderPad(pad, 0).includes('8D GRÜNDEN')) throw new Error('ESM wuerfel did not score GRÜNDEN 80');
console.log(`ESM ok: ${Object.keys(engine).length} exports, ${checks.move} scores ${score.value.total}`);
