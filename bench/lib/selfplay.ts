/**
 * Whole greedy self-play games (German) in which every turn generates every move twice: with the
 * plain functions (cross-checks from scratch) and with a generator context that follows the game
 * (cross-checks computed again only for the squares the last move touched), in alternating order;
 * both must agree, and the best move is played. Used by the self-play and move-generation
 * benchmarks.
 *
 * @example
 * ```ts
 * const figures = selfPlayFigures(engine, engine.GERMAN, lexicon, 24);
 * figures.contextCpuPerTurn / figures.plainCpuPerTurn;   // the context's share of the time
 * ```
 * @module
 */
import type { EngineModule } from './engine.js';
import { median } from './timing.js';

/** Medians per game and per turn of both ways of generating (wall and CPU time, ms). */
export interface SelfPlayFigures {
  readonly games: number;
  readonly turnsPerGame: number;
  readonly plainPerGame: number;
  readonly contextPerGame: number;
  readonly plainCpuPerGame: number;
  readonly contextCpuPerGame: number;
  readonly plainPerTurn: number;
  readonly contextPerTurn: number;
  readonly plainCpuPerTurn: number;
  readonly contextCpuPerTurn: number;
}

type Lexicon = Parameters<EngineModule['generateMoves']>[3];
type Rules = EngineModule['GERMAN'];

/** Plays `games` seeded games (after 3 warm-up games) and returns the medians. */
export function selfPlayFigures(engine: EngineModule, rules: Rules, lexicon: Lexicon, games: number): SelfPlayFigures {
  const play = (seed: number) => {
    const generator = engine.createMovegenContext(rules, lexicon);
    const spent = { plain: 0, context: 0, plainCpu: 0, contextCpu: 0 };
    let turns = 0;
    const timed = (work: () => ReturnType<EngineModule['generateMoves']>) => {
      const start = performance.now();
      const used = process.cpuUsage();
      const moves = work();
      const delta = process.cpuUsage(used);
      return { moves, ms: performance.now() - start, cpu: (delta.user + delta.system) / 1000 };
    };
    const bot: Parameters<EngineModule['playBotGame']>[0]['bots'][number] = (view, context) => {
      const owed = engine.beforeMove(view, lexicon);   // accepting a play that ends the game
      if (owed !== null) return owed;
      const plain = () => timed(() => engine.generateMoves(view.board, view.rack, rules, lexicon));
      const reused = () => timed(() => generator.generateMoves(view.board, view.rack));
      let a: ReturnType<typeof plain>;
      let b: ReturnType<typeof plain>;
      if (turns % 2 === 0) {
        a = plain();
        b = reused();
      } else {
        b = reused();
        a = plain();
      }
      turns++;
      spent.plain += a.ms;
      spent.context += b.ms;
      spent.plainCpu += a.cpu;
      spent.contextCpu += b.cpu;
      if (!a.moves.ok || !b.moves.ok) throw new Error('generation failed');
      if (a.moves.value.length !== b.moves.value.length || a.moves.value[0]?.score !== b.moves.value[0]?.score) {
        throw new Error(`seed ${seed}: the context and the plain functions differ`);
      }
      const best = a.moves.value[0];
      if (best !== undefined) return { type: 'play', player: context.player, move: best.move };
      return { type: 'pass', player: context.player };
    };
    const game = engine.playBotGame({ rules, players: ['A', 'B'], bots: [bot, bot], seed, lexicon });
    if (!game.ok) throw new Error(game.error.message);
    return { ...spent, turns };
  };

  for (let seed = 101; seed <= 103; seed++) play(seed);
  const rows = { plain: [] as number[], context: [] as number[], plainCpu: [] as number[], contextCpu: [] as number[], turns: [] as number[] };
  for (let g = 0; g < games; g++) {
    const result = play(g + 1);
    rows.plain.push(result.plain);
    rows.context.push(result.context);
    rows.plainCpu.push(result.plainCpu);
    rows.contextCpu.push(result.contextCpu);
    rows.turns.push(result.turns);
  }
  const perTurn = (times: number[]) => median(times.map((t, i) => t / rows.turns[i]!));
  return {
    games,
    turnsPerGame: median(rows.turns),
    plainPerGame: median(rows.plain),
    contextPerGame: median(rows.context),
    plainCpuPerGame: median(rows.plainCpu),
    contextCpuPerGame: median(rows.contextCpu),
    plainPerTurn: perTurn(rows.plain),
    contextPerTurn: perTurn(rows.context),
    plainCpuPerTurn: perTurn(rows.plainCpu),
    contextCpuPerTurn: perTurn(rows.contextCpu),
  };
}
