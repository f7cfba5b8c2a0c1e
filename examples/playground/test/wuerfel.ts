/**
 * A whole game of Scrabble Würfel (twelve rounds) through the page against the bot. The person
 * rolls in their rounds as the bots' roller would (`chooseRoll` in Node: dice clicked to keep
 * them, Roll, Stop) and writes what `chooseEntry` would (the word typed, then a dice slot's button,
 * or a square and direction and the crossword button), and strikes a slot once; once, a word's
 * letters are put together by clicking the dice. A replica in Node plays the same actions; after every action
 * the page must show its dice and the results table's totals (as the person sees them: the bot's
 * entry of the round hidden). The game is saved, the page reloaded and the game loaded back; at
 * the end the totals are `results`'s and the history names the winner.
 */
import type { Page } from 'playwright-core';
import { GERMAN } from 'scrabble-engine';
import {
  applyAction, chooseEntry, chooseRoll, createGame, results, viewFor, type WuerfelAction, type WuerfelState,
} from 'scrabble-engine/wuerfel';
import { parseSquareName } from '../src/game';
import { WUERFEL_PLAYERS } from '../src/wuerfel';
import { check, compareTotals, fail, pageLexicon, reloadAndLoad, replicaAfter, saveGame, waitReady } from './helpers';

const HUMAN = 0;
const BOT = 1;

/** The page shows the replica's dice and the totals the person may see. */
async function compare(page: Page, state: WuerfelState, when: string): Promise<void> {
  const r = results(viewFor(state, HUMAN));
  await compareTotals(page, r.players, when);
  const faces = await page.$$eval('[data-testid="die"]', (dice) => dice.map((d) => (d as HTMLElement).dataset.face ?? ''));
  check(faces.join('') === (state.roll.faces ?? []).join(''), `${when}: the dice show ${faces.join('')}, the engine's ${state.roll.faces?.join('')}`);
}

/** The full word of a crossword move in notation (`F8 .ASE` → square F8, down, HASE from the grid). */
function crosswordParts(state: WuerfelState, move: string): { square: string; direction: 'across' | 'down'; word: string } {
  const [position = '', written = ''] = move.split(' ');
  const across = /^\d/.test(position);
  const square = across ? `${position.replace(/^\d+/, '')}${position.replace(/\D+$/, '')}` : position;
  const at = parseSquareName(square) ?? fail(`bad position ${position}`);
  const grid = state.pads[HUMAN]!.grid;
  const word = [...written].map((letter, i) => {
    if (letter !== '.') return letter;
    const cell = grid.cells[(at.row + (across ? 0 : i)) * grid.cols + at.col + (across ? i : 0)];
    return cell ?? fail(`no letter under the dot ${i} of ${move}`);
  }).join('');
  return { square, direction: across ? 'across' : 'down', word };
}

/** Plays a whole Würfel game through the page; returns the number of the person's actions. */
export async function playWuerfel(page: Page, base: string, seed: number): Promise<number> {
  const lexicon = pageLexicon('lexicons/de.lex', GERMAN);
  const created = createGame({ players: WUERFEL_PLAYERS, seed, lexicon });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const apply = (action: WuerfelAction): void => {
    state = replicaAfter(applyAction(state, action, { lexicon }), action);
  };
  const runBot = (): void => {
    for (let i = 0; i < 8; i++) {
      const rolling = state.phase === 'rolling' && state.roller === BOT;
      if (!rolling && !(state.phase === 'writing' && state.written[BOT] === false)) return;
      const view = viewFor(state, BOT);
      apply(rolling ? chooseRoll(view, lexicon) : chooseEntry(view, lexicon));
    }
  };
  runBot();
  await page.goto(`${base}?lang=wuerfel&seed=${seed}`);
  let status = await waitReady(page);
  await compare(page, state, 'würfel at the start');
  let saved: { path: string; state: WuerfelState } | undefined;
  let spelled = false;
  const kinds = new Set<string>();
  let step = 0;
  for (; status !== 'over'; step++) {
    check(step < 100, 'the Würfel game does not end');
    const when = `würfel round ${state.round + 1} step ${step}`;
    const view = viewFor(state, HUMAN);
    let action: WuerfelAction = view.phase === 'rolling' ? chooseRoll(view, lexicon) : chooseEntry(view, lexicon);
    if (action.type === 'write' && state.round >= 9 && !kinds.has('strike')) action = { type: 'strike', player: HUMAN, slot: action.slot };
    if (action.type === 'roll') {
      const keep = new Set(action.keep ?? []);
      const kept = await page.$$eval('[data-testid="die"].kept', (dice) => dice.map((d) => Number((d as HTMLElement).dataset.index)));
      for (let die = 0; die < 7; die++) {
        if (keep.has(die) !== kept.includes(die)) await page.click(`[data-testid="die"][data-index="${die}"]`);
      }
      await page.click('[data-testid="roll"]');
    } else if (action.type === 'stop') {
      await page.click('[data-testid="stop"]');
    } else if (action.type === 'strike') {
      await page.selectOption('[data-testid="strike-slot"]', String(action.slot));
      await page.click('[data-testid="strike"]');
    } else if (action.slot === 'crossword') {
      const { square, direction, word } = crosswordParts(state, action.move);
      await page.fill('[data-testid="word"]', word);
      await page.fill('[data-testid="square"]', square);
      await page.selectOption('[data-testid="direction"]', direction);
      await page.click('[data-testid="write-crossword"]');
    } else if (!spelled && !action.word.split('').some((l) => l !== l.toUpperCase())) {
      // Spelled by clicking the dice: each letter on a die not used yet.
      spelled = true;
      await page.fill('[data-testid="word"]', '');
      const used = new Set<number>();
      for (const letter of action.word) {
        const die = (state.roll.faces ?? []).findIndex((f, i) => f === letter && !used.has(i));
        check(die >= 0, `${when}: no die shows ${letter}`);
        used.add(die);
        await page.click(`[data-testid="die"][data-index="${die}"]`);
      }
      check(await page.inputValue('[data-testid="word"]') === action.word, `${when}: clicking the dice spelled ${await page.inputValue('[data-testid="word"]')}, not ${action.word}`);
      await page.click(`[data-testid="slot-${action.slot}"]`);
    } else {
      await page.fill('[data-testid="word"]', action.word);
      await page.click(`[data-testid="slot-${action.slot}"]`);
    }
    kinds.add(action.type === 'write' ? `write ${action.slot === 'crossword' ? 'crossword' : 'dice'}` : action.type);
    apply(action);
    runBot();
    status = await waitReady(page);
    await compare(page, state, `${when} after ${action.type}`);
    if (state.round === 2 && saved === undefined && state.phase === 'rolling') {
      saved = { path: await saveGame(page, state.format), state };
    }
    if (state.round === 4 && saved !== undefined && !kinds.has('loaded')) {
      kinds.add('loaded');
      status = await reloadAndLoad(page, saved.path);
      state = saved.state;
      await compare(page, state, 'würfel: the saved game loaded after a reload');
    }
  }
  check(state.phase === 'over', 'würfel: the page says the game is over, the engine does not');
  for (const kind of ['roll', 'stop', 'write crossword', 'write dice', 'strike', 'loaded']) check(kinds.has(kind), `würfel: the game ended before the person tried: ${kind}`);
  check(spelled, 'würfel: no word was spelled by clicking the dice');
  await compare(page, state, 'würfel: the end');
  const r = results(state);
  const last = await page.textContent('[data-testid="history"] li:last-child');
  const winners = r.winners.map((w) => state.players[w]).join(' and ');
  check(last?.startsWith('Game over') === true && last.includes(`Winner: ${winners}`), `würfel: the history ends with "${last}", not the winner ${winners}`);
  const slots = await page.$$eval('[data-testid="pad"] .slot', (found) => found.length);
  check(slots === 12, `würfel: the pad shows ${slots} slots, not 12`);
  return step;
}
