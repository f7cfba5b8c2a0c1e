/**
 * The shared part of the demos of the classic game's variants: greedy bots play a whole game under
 * a variant rule set through the game reducer, and every turn is printed in GCG notation with its
 * score, together with what the variants add (tiles chosen from the open bag, blanks swapped,
 * letters replaced), then the final board and the results. Scripts only.
 *
 * @example
 * ```ts
 * import { playVariantDemo } from '../lib/variant-demo.js';
 * await playVariantDemo({ rules: GERMAN_GENDERN, players: ['Anna', 'Bernd'], lexicon, seed: 'demo' });
 * ```
 * @module
 */
import { renderBoard } from '../../src/board/render.js';
import { greedyBot, playGame, type Bot } from '../../src/bot/index.js';
import { results } from '../../src/game/results.js';
import { rackText } from '../../src/gcg/from-game.js';
import type { CompactLexicon } from '../../src/lexicon/compact-lexicon.js';
import type { RuleSet } from '../../src/rules/rule-set.js';

/** What a variant demo plays. */
export interface VariantDemo {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly lexicon: CompactLexicon;
  readonly seed: string;
  /** The bot of every seat (default: the greedy bot) and how the demo describes it. */
  readonly bot?: { readonly bot: Bot; readonly description: string };
}

const REASONS: Record<string, string> = {
  'went-out': 'a player went out',
  passes: 'every player passed',
  'scoreless-turns': 'scoreless turns',
  'turn-limit': 'the turn limit',
};

/** Plays the game and prints it; exits with code 1 when the game cannot be played to its end. */
export async function playVariantDemo(demo: VariantDemo): Promise<void> {
  const { rules, players, lexicon, seed } = demo;
  const bot = demo.bot?.bot ?? greedyBot(lexicon);
  const started = performance.now();
  const game = await playGame({ rules, players, bots: players.map(() => bot), seed, lexicon, maxActions: 2000 });
  if (!game.ok) {
    console.error(`The game stopped: ${game.error.message}`);
    process.exit(1);
  }
  const { state, turns } = game.value;
  const seconds = (performance.now() - started) / 1000;
  const rack = (tiles: readonly string[]) => rackText(tiles, rules.tiles) || '-';
  const who = demo.bot?.description ?? 'greedy bot (highest score)';
  console.log(`#note ${rules.name}; seed "${seed}"; ${players.length === 1 ? `one ${who}` : `${players.length} × ${who}`}`);
  players.forEach((name, i) => console.log(`#player${i + 1} ${name} ${name}`));
  const totals = players.map(() => 0);
  for (const turn of turns) {
    const name = players[turn.player]!;
    for (const event of turn.events) {
      if (event.type === 'move-played') {
        totals[event.player]! += event.score;
        const replaced = event.replaced === undefined ? '' : `  (replaces ${event.replaced.map((t) => t.letter).join('')})`;
        console.log(`>${name}: ${rack(turn.rack)} ${event.notation} +${event.score} ${totals[event.player]}${replaced}`);
      } else if (event.type === 'tiles-exchanged') {
        console.log(`>${name}: ${rack(turn.rack)} -${rackText(event.returned ?? [], rules.tiles)} +0 ${totals[event.player]}`);
      } else if (event.type === 'passed') {
        console.log(`>${name}: ${rack(turn.rack)} - +0 ${totals[event.player]}`);
      } else if (event.type === 'tiles-drawn' && event.chosen === true) {
        console.log(`#note ${name} draws ${rackText(event.tiles ?? [], rules.tiles)} from the open tiles`);
      } else if (event.type === 'blank-swapped') {
        console.log(`#note ${name} swaps ${event.swaps.map((s) => `the blank on ${s.square} for ${s.letter}`).join(' and ')}`);
      } else if (event.type === 'challenge-upheld') {
        totals[event.player]! += event.deltas[event.player] ?? 0;
      } else if (event.type === 'game-ended') {
        event.deltas.forEach((delta, p) => {
          totals[p]! += delta;
          if (delta !== 0) console.log(`>${players[p]}: (${rack(event.racks[p] ?? [])}) ${delta >= 0 ? '+' : ''}${delta} ${totals[p]}`);
        });
      }
    }
  }
  console.log('');
  console.log(renderBoard(state.board, rules));
  console.log('');
  const r = results(state);
  console.log(`Game over (${REASONS[r.reason ?? ''] ?? 'unknown'}) after ${turns.length} actions in ${seconds.toFixed(2)} s.`);
  console.log(`Final score: ${players.map((p, i) => `${p} ${r.scores[i]}`).join(', ')}${players.length > 1 ? `; together ${r.total}` : ''}`);
  if (players.length > 1) console.log(r.winners.length === 1 ? `Winner: ${players[r.winners[0]!]}` : `Draw between ${r.winners.map((w) => players[w]).join(' and ')}`);
}
