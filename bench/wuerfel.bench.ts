/**
 * Dice-game benchmark: the bots' decision times. Seeded games between the bots are played first and
 * every view a bot decided on is kept; then each decision is timed again (median of 5 runs after a
 * warm-up), reported as medians by decision kind (the writer's entry, the roller's keep-or-stop)
 * and by the number of jokers showing, with the 90th percentile. Then the two bots' strength:
 * the average totals of the slot-value bot and of the greedy bot over the same games (seats swapped).
 * Uses the German word list of ../shared/bench when present, else the word list for play made from the `dictionary-de` dev dependency.
 *
 * @example
 * ```sh
 * npm run bench -- wuerfel
 * ```
 * @module
 */
import { sharedBench } from '../scripts/lib/shared-data.js';
import { loadWordList } from '../scripts/lib/wordlists.js';
import { buildLexicon } from '../src/lexicon/build-lexicon.js';
import { GERMAN } from '../src/rules/presets.js';
import {
  chooseEntry, chooseRoll, GREEDY_SLOT_VALUES, JOKER, playWuerfelGame, results, wuerfelBot, type WuerfelBot, type WuerfelView,
} from '../src/wuerfel/index.js';
import { consume, median, percentile, printRows } from './lib/timing.js';

const GAMES = 4;
const RUNS = 5;

/** The median time of one decision in ms. */
function time(fn: () => unknown): number {
  consume(fn());
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = process.hrtime.bigint();
    consume(fn());
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

export default async function wuerfelBench(): Promise<void> {
  const shared = sharedBench();
  let words: readonly string[];
  let source: string;
  if (shared !== null) {
    words = shared.words;
    source = 'the shared German benchmark list';
  } else {
    const list = loadWordList('de', { affixes: true });
    if (!list.ok) throw new Error(list.error.message);
    words = list.value.words;
    source = list.value.source;
  }
  const built = buildLexicon(words, GERMAN);
  if (!built.ok) throw new Error(built.error.message);
  const lexicon = built.value.lexicon;
  console.log(`Lexicon: ${lexicon.wordCount} words from ${source}`);

  const seen: WuerfelView[] = [];
  const recording = (bot: WuerfelBot): WuerfelBot => (view, context) => {
    seen.push(view);
    return bot(view, context);
  };
  const slotBot = wuerfelBot(lexicon);
  const greedy = wuerfelBot(lexicon, { slotValues: GREEDY_SLOT_VALUES });
  const totals = { slot: [] as number[], greedy: [] as number[] };
  let gameMs = 0;
  for (let g = 0; g < GAMES; g++) {
    const swapped = g % 2 === 1;
    const bots = swapped ? [recording(greedy), recording(slotBot)] : [recording(slotBot), recording(greedy)];
    const start = performance.now();
    const game = await playWuerfelGame({ players: ['A', 'B'], bots, seed: `bench ${Math.floor(g / 2)}`, lexicon });
    gameMs += performance.now() - start;
    if (!game.ok) throw new Error(game.error.message);
    const r = results(game.value.state).players;
    totals.slot.push(r[swapped ? 1 : 0]!.total);
    totals.greedy.push(r[swapped ? 0 : 1]!.total);
  }

  const groups = new Map<string, number[]>();
  for (const view of seen) {
    const faces = view.roll.faces ?? [];
    const jokers = faces.filter((f) => f === JOKER).length;
    const kind = view.phase === 'rolling' ? (view.roll.count === 0 ? null : 'roller: keep or stop') : 'writer: slot and word';
    if (kind === null) continue;
    const ms = view.phase === 'rolling' ? time(() => chooseRoll(view, lexicon)) : time(() => chooseEntry(view, lexicon));
    for (const key of [`${kind}, all`, `${kind}, ${Math.min(jokers, 2)}${jokers >= 2 ? '+' : ''} joker${jokers === 1 ? '' : 's'}`]) {
      const list = groups.get(key) ?? [];
      list.push(ms);
      groups.set(key, list);
    }
  }
  const rows = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, ms]) => [
    name, String(ms.length), median(ms).toFixed(2), percentile(ms, 90).toFixed(2), Math.max(...ms).toFixed(2),
  ]);
  printRows(`Bot decision time (ms; decisions of ${GAMES} seeded two-player games, each the median of ${RUNS} runs)`,
    ['decision', 'count', 'median ms', 'p90 ms', 'max ms'], rows);
  const mean = (values: readonly number[]) => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(1);
  printRows('Whole games and strength (same games, seats swapped)', ['figure', 'value'], [
    ['ms per game (both bots, 12 rounds)', (gameMs / GAMES).toFixed(0)],
    ['average total, slot-value bot', mean(totals.slot)],
    ['average total, greedy bot', mean(totals.greedy)],
  ]);
}
