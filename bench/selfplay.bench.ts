/**
 * Self-play benchmark: whole greedy games (German, de-words.txt) through the game reducer, every
 * turn generating every move of the rack (`generateMoves`) and playing the best. Each game is
 * played twice from the same seed, once with the plain functions (cross-checks from scratch on
 * every turn) and once with a generator context that follows the game (cross-checks updated for
 * the squares the last move touched); the order alternates from game to game. Both must play the
 * same game. Prints the generation time per game and per turn, and whole games per second.
 * Prints a message and returns when the shared data is missing.
 *
 * @example
 * ```sh
 * npm run bench -- selfplay
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import type { EngineModule } from './lib/engine.js';
import { loadEngine } from './lib/engine.js';
import { median, printRows } from './lib/timing.js';

type Generate = (board: Parameters<EngineModule['generateMoves']>[0], rack: readonly string[]) => ReturnType<EngineModule['generateMoves']>;

const GAMES = 24;

export default async function selfplayBench(): Promise<void> {
  const bench = sharedBench();
  if (bench === null) return;
  const engine = await loadEngine();
  const rules = engine.GERMAN;
  const built = engine.buildLexicon(bench.words, rules);
  if (!built.ok) throw new Error(built.error.message);
  const lexicon = built.value.lexicon;

  /** Plays one game with a generator; returns the generation time, the whole game's time, turns and the final scores. */
  const play = (seed: number, generate: Generate) => {
    let generating = 0;
    let turns = 0;
    const bot: Parameters<EngineModule['playBotGame']>[0]['bots'][number] = (view, context) => {
      const start = performance.now();
      const moves = generate(view.board, view.rack);
      generating += performance.now() - start;
      turns++;
      if (!moves.ok) throw new Error(moves.error.message);
      const best = moves.value[0];
      if (best !== undefined) return { type: 'play', player: context.player, move: best.move };
      return { type: 'pass', player: context.player };
    };
    const start = performance.now();
    const game = engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
    const total = performance.now() - start;
    if (!game.ok) throw new Error(game.error.message);
    return { generating, total, turns, scores: JSON.stringify(game.value.state.scores) };
  };

  const plain: Generate = (board, rack) => engine.generateMoves(board, rack, rules, lexicon);
  for (let seed = 101; seed <= 103; seed++) play(seed, plain);
  const rows = { plain: [] as number[], context: [] as number[], plainTotal: [] as number[], contextTotal: [] as number[], turns: [] as number[] };
  for (let g = 0; g < GAMES; g++) {
    const seed = g + 1;
    const generator = engine.createMovegenContext(rules, lexicon);
    const followed: Generate = (board, rack) => generator.generateMoves(board, rack);
    const order = g % 2 === 0 ? (['plain', 'context'] as const) : (['context', 'plain'] as const);
    const results: Record<string, ReturnType<typeof play>> = {};
    for (const which of order) results[which] = play(seed, which === 'plain' ? plain : followed);
    if (results.plain!.scores !== results.context!.scores) throw new Error(`seed ${seed}: the context played another game`);
    rows.plain.push(results.plain!.generating);
    rows.context.push(results.context!.generating);
    rows.plainTotal.push(results.plain!.total);
    rows.contextTotal.push(results.context!.total);
    rows.turns.push(results.plain!.turns);
  }
  const perTurn = (times: number[]) => median(times.map((t, i) => t / rows.turns[i]!));
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v.toFixed(1));
  printRows(`Self-play, German, de-words.txt: ${GAMES} greedy games (generateMoves every turn), median per game`, [
    'generator', 'generation ms per game', 'ms per turn', 'whole game ms', 'games/s',
  ], [
    ['plain functions (cross-checks from scratch)', ms(median(rows.plain)), ms(perTurn(rows.plain)), ms(median(rows.plainTotal)), (1000 / median(rows.plainTotal)).toFixed(1)],
    ['generator context (touched squares only)', ms(median(rows.context)), ms(perTurn(rows.context)), ms(median(rows.contextTotal)), (1000 / median(rows.contextTotal)).toFixed(1)],
  ]);
  console.log(`turns per game: median ${median(rows.turns)}; the context saves ${(100 * (1 - median(rows.context) / median(rows.plain))).toFixed(0)}% of the generation time (medians, same run, order alternating)`);
}
