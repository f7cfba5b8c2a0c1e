// Smoke test of the built package as a CommonJS module: run by scripts/smoke.mjs after `npm run build`.
const engine = require('scrabble-engine');
const checks = require('./checks.json');

const missing = checks.exports.filter((name) => !(name in engine));
if (missing.length > 0) throw new Error(`CJS build lacks ${missing.join(', ')}`);
const move = engine.parseMove(checks.move, engine.GERMAN);
if (!move.ok) throw new Error(`CJS parseMove failed: ${move.error.message}`);
const score = engine.scoreMove(engine.emptyBoard(engine.GERMAN), move.value, engine.GERMAN);
if (!score.ok || score.value.total !== checks.total) throw new Error(`CJS scoreMove gave ${JSON.stringify(score)}`);
console.log(`CJS ok: ${Object.keys(engine).length} exports, ${checks.move} scores ${score.value.total}`);
