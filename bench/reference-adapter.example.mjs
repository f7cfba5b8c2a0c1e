// A reference engine for the movegen benchmark (see bench/lib/reference.ts): another build of this
// library, such as a published version or an older checkout, timed in the same run as this one.
//
//   REFERENCE_BUILD=/path/to/other/checkout/dist/index.js \
//   BENCH_REFERENCE=./bench/reference-adapter.example.mjs npm run bench -- movegen
//
// Without REFERENCE_BUILD it wraps this checkout's own package build (run `npm run build` first):
// the same code on both sides, so the ratio it prints shows how far the run's noise alone goes.
// An adapter for any other engine exports the same five members.
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const build = process.env.REFERENCE_BUILD;
const url = build === undefined || build === ''
  ? new URL('../dist/index.js', import.meta.url).href
  : pathToFileURL(isAbsolute(build) ? build : resolve(process.cwd(), build)).href;
const engine = await import(url);

/** The name shown in the tables. */
export const name = build === undefined || build === '' ? 'this package build' : 'reference build';

let lexicon = null;

/** Builds the lexicon (not timed). */
export function prepare(words) {
  const built = engine.buildLexicon(words, engine.GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  lexicon = built.value.lexicon;
}

/** Reads a position's board (not timed). */
export function load(board, rack) {
  const read = engine.boardFromRows(board, engine.GERMAN);
  if (!read.ok) throw new Error(read.error.message);
  return { board: read.value, rack };
}

/** Every move of the position; returns how many. */
export function generate(position) {
  const moves = engine.generateMoves(position.board, position.rack, engine.GERMAN, lexicon);
  if (!moves.ok) throw new Error(moves.error.message);
  return moves.value.length;
}
