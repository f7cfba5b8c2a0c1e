/**
 * Self-play benchmark: whole greedy games (German, de-words.txt) through the game reducer. Every
 * turn generates every move of the rack twice, with the plain functions (cross-checks from
 * scratch) and with a generator context that follows the game (cross-checks updated for the
 * squares the last move touched), in alternating order; both must agree, and the best move is
 * played. Prints the generation time of each way per game and per turn, wall and CPU.
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

  /**
   * Plays one game; every turn generates the moves both ways (the order alternating from turn to
   * turn), checks that they agree, and plays the best. Returns the time of each way (wall and CPU).
   */
  const play = (seed: number, generator: ReturnType<EngineModule['createMovegenContext']>) => {
    const spent = { plain: 0, context: 0, plainCpu: 0, contextCpu: 0 };
    let turns = 0;
    const timed = (work: () => ReturnType<Generate>) => {
      const start = performance.now();
      const used = process.cpuUsage();
      const moves = work();
      const delta = process.cpuUsage(used);
      return { moves, ms: performance.now() - start, cpu: (delta.user + delta.system) / 1000 };
    };
    const bot: Parameters<EngineModule['playBotGame']>[0]['bots'][number] = (view, context) => {
      const ways = [
        () => timed(() => engine.generateMoves(view.board, view.rack, rules, lexicon)),
        () => timed(() => generator.generateMoves(view.board, view.rack)),
      ];
      const [a, b] = turns % 2 === 0 ? [ways[0]!(), ways[1]!()] : [ways[1]!(), ways[0]!()].reverse();
      turns++;
      spent.plain += a!.ms;
      spent.context += b!.ms;
      spent.plainCpu += a!.cpu;
      spent.contextCpu += b!.cpu;
      if (!a!.moves.ok || !b!.moves.ok) throw new Error('generation failed');
      if (a!.moves.value.length !== b!.moves.value.length || a!.moves.value[0]?.score !== b!.moves.value[0]?.score) {
        throw new Error(`seed ${seed}: the context and the plain functions differ`);
      }
      const best = a!.moves.value[0];
      if (best !== undefined) return { type: 'play', player: context.player, move: best.move };
      return { type: 'pass', player: context.player };
    };
    const start = performance.now();
    const game = engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
    if (!game.ok) throw new Error(game.error.message);
    return { ...spent, turns, total: performance.now() - start };
  };

  for (let seed = 101; seed <= 103; seed++) play(seed, engine.createMovegenContext(rules, lexicon));
  const rows = { plain: [] as number[], context: [] as number[], plainCpu: [] as number[], contextCpu: [] as number[], turns: [] as number[] };
  for (let g = 0; g < GAMES; g++) {
    const result = play(g + 1, engine.createMovegenContext(rules, lexicon));
    rows.plain.push(result.plain);
    rows.context.push(result.context);
    rows.plainCpu.push(result.plainCpu);
    rows.contextCpu.push(result.contextCpu);
    rows.turns.push(result.turns);
  }
  const perTurn = (times: number[]) => median(times.map((t, i) => t / rows.turns[i]!));
  const ms = (v: number) => (v < 1 ? v.toFixed(3) : v.toFixed(1));
  printRows(`Self-play, German, de-words.txt: ${GAMES} greedy games, every turn generating every move both ways; medians per game`, [
    'generator', 'ms per game', 'CPU ms per game', 'ms per turn', 'CPU ms per turn',
  ], [
    ['plain functions (cross-checks from scratch)', ms(median(rows.plain)), ms(median(rows.plainCpu)), ms(perTurn(rows.plain)), ms(perTurn(rows.plainCpu))],
    ['generator context (touched squares only)', ms(median(rows.context)), ms(median(rows.contextCpu)), ms(perTurn(rows.context)), ms(perTurn(rows.contextCpu))],
  ]);
  console.log(`turns per game: median ${median(rows.turns)}; CPU time with the context: ${(100 * median(rows.contextCpu) / median(rows.plainCpu)).toFixed(0)}% of the plain functions'`);
}
