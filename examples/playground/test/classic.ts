/**
 * A whole classic game through the page, under one of its rule sets, against the bot. A replica
 * of the game runs in Node on the package's build output with the same seed and the same actions
 * (the person's from test/person.ts, the bot's own choices), and after every turn the page must
 * show the replica's scores, bag, rack and unseen tiles, and enable the buttons `allowedActions`
 * allows; the move preview must show the engine's score. On the way the person challenges the
 * bot, exchanges, passes, saves the game as JSON, reloads the page and loads it back (and plays
 * `*IN` under Gendern, replaces a letter and swaps a blank under the Dutch variations); at the end
 * the exported GCG record must verify clean with the final scores.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  allowedActions, applyAction, createGame, gendernLexicon, scoreMove, verifyGcg, type Action, type CompactLexicon, type GameState,
} from 'scrabble-engine';
import { botAction } from '../src/bot';
import { parseSquareName, unseenTiles, type Language } from '../src/game';
import { check, compareTotals, downloadOf, fail, layMove, pageLexicon, reloadAndLoad, replicaAfter, root, saveGame, squareTarget, waitReady } from './helpers';
import { BOT, HUMAN, nextStep, nothingTried, type Tried } from './person';

/** The game replayed in Node: the same seed, the person's actions and the bot's own choices. */
class Replica {
  state: GameState;

  constructor(readonly language: Language, seed: number, readonly lexicon: CompactLexicon) {
    const created = createGame({ rules: language.rules, players: ['You', 'Bot'], seed });
    if (!created.ok) fail(created.error.message);
    this.state = created.value;
    this.runBot();
  }

  apply(action: Action): void {
    this.state = replicaAfter(applyAction(this.state, action, { lexicon: this.lexicon }), action);
  }

  runBot(): void {
    for (let i = 0; i < 8; i++) {
      const action = botAction(this.state, BOT, this.lexicon);
      if (action === null) return;
      this.apply(action);
    }
  }
}

/** The page shows what the replica holds: scores, bag, unseen tiles, the person's rack. */
async function compare(page: Page, replica: Replica, when: string): Promise<void> {
  const { state } = replica;
  await compareTotals(page, state.players.map((name, seat) => ({ name, total: state.scores[seat] ?? 0 })), when);
  const bag = Number(await page.getAttribute('[data-testid="bag"]', 'data-count'));
  check(bag === state.bag.length, `${when}: bag ${bag}, the engine's ${state.bag.length}`);
  const rack = await page.$$eval('[data-testid="rack-tile"]', (tiles) => tiles.map((t) => (t as HTMLElement).dataset.letter ?? ''));
  check(JSON.stringify(rack) === JSON.stringify(state.racks[HUMAN]), `${when}: rack ${rack.join('')}, the engine's ${state.racks[HUMAN]?.join('')}`);
  const unseen = await page.$$eval('[data-testid="unseen"] span', (spans) => spans.map((s) => [(s as HTMLElement).dataset.tile, Number((s as HTMLElement).dataset.count)]));
  const total = unseen.reduce((sum, [, n]) => sum + Number(n), 0);
  const botRack = state.racks[BOT]?.length ?? 0;
  check(total === state.bag.length + botRack, `${when}: ${total} unseen tiles, but bag and the bot's rack hold ${state.bag.length + botRack}`);
  check(JSON.stringify(unseen) === JSON.stringify(unseenTiles(state, HUMAN)), `${when}: the unseen tiles differ`);
}

/** The buttons the page enables are the actions `allowedActions` allows the person. */
async function compareButtons(page: Page, state: GameState, when: string): Promise<void> {
  if (state.phase === 'over' || state.turn !== HUMAN) return;
  const allowed = allowedActions(state, HUMAN);
  for (const type of ['exchange', 'pass'] as const) {
    const enabled = await page.isEnabled(`[data-testid="${type}"]`);
    check(enabled === allowed[type].allowed, `${when}: the ${type} button is ${enabled ? 'enabled' : 'disabled'}, allowedActions says ${JSON.stringify(allowed[type])}`);
  }
  if (state.rules.blankSwap === true) {
    const enabled = await page.isEnabled('[data-testid="swap-blank"]');
    check(enabled === allowed['swap-blank'].allowed, `${when}: the swap button is ${enabled ? 'enabled' : 'disabled'}, allowedActions says ${JSON.stringify(allowed['swap-blank'])}`);
  }
}

/** The lexicon the page uses for a rule set: the word list, under Gendern with the personal nouns. */
function lexiconFor(language: Language): CompactLexicon {
  const loaded = pageLexicon(language.lexicon, language.rules);
  if (language.personalNouns === undefined) return loaded;
  return gendernLexicon(loaded, readFileSync(join(root, 'public', language.personalNouns), 'utf8').split('\n').filter((l) => l !== ''));
}

/** What a game under a rule set must have tried by its end, beyond a challenge, an exchange, a pass and a save. */
const MUST_TRY: Readonly<Record<string, readonly (keyof Tried)[]>> = {
  'de-gendern': ['gendern'],
  'nl-ij-variations': ['replaced', 'swapped'],
};

/** Plays one whole classic game under a rule set through the page. Returns the number of turns played. */
export async function playClassic(page: Page, base: string, language: Language, seed: number): Promise<number> {
  const replica = new Replica(language, seed, lexiconFor(language));
  await page.goto(`${base}?lang=${language.id}&seed=${seed}`);
  let status = await waitReady(page);
  await compare(page, replica, 'at the start');

  let saved: { path: string; state: GameState } | undefined;
  const tried = nothingTried();
  let turn = 0;
  for (; status !== 'over'; turn++) {
    check(turn < 200, 'the game does not end');
    const when = `${language.id} turn ${turn}`;
    let step = nextStep(replica.state, replica.lexicon, turn, tried);
    if (step.kind === 'swap') {
      await page.click('[data-testid="swap-blank"]');
      const at = parseSquareName(step.square) ?? fail(`bad square ${step.square}`);
      await page.click(squareTarget(replica.state.board, at.row, at.col));
      replica.apply({ type: 'swap-blank', player: HUMAN, squares: [step.square] });
      await page.waitForFunction((square) => document.querySelector('[data-testid="message"]')?.textContent?.includes(square), step.square);
      await compare(page, replica, `${when} after swapping the blank on ${step.square}`);
      step = nextStep(replica.state, replica.lexicon, turn, tried);
      if (step.kind !== 'turn') fail('two swaps in one turn');
    }
    const { state } = replica;
    const { action } = step;
    const rack = state.racks[HUMAN] ?? [];
    if (action.type === 'exchange') {
      await page.click('[data-testid="exchange"]');
      const tiles = typeof action.tiles === 'string' ? [...action.tiles] : action.tiles;
      for (let i = 0; i < tiles.length; i++) await page.click(`[data-testid="rack-tile"][data-index="${i}"]`);
      await page.click('[data-testid="exchange"]');
    } else if (action.type === 'play') {
      const move = typeof action.move === 'string' ? fail('a move in notation') : action.move;
      await layMove(page, move, state.board, rack);
      const expected = scoreMove(state.board, move, state.rules);
      if (!expected.ok) fail(expected.error.message);
      const shown = Number(await page.getAttribute('[data-testid="preview"]', 'data-score'));
      check(shown === expected.value.total, `${when}: the preview shows ${shown}, the engine scores ${expected.value.total}`);
      check((await page.textContent('#board .candidate-score'))?.trim() === String(expected.value.total), `${when}: the board's score badge differs`);
      await page.click('[data-testid="play"]');
    } else {
      await page.click(`[data-testid="${action.type}"]`);
    }
    replica.apply(action);
    replica.runBot();
    status = await waitReady(page);
    await compare(page, replica, `${when} after ${step.what}`);
    await compareButtons(page, replica.state, `${when} after ${step.what}`);

    if (turn === 3 && saved === undefined) {
      saved = { path: await saveGame(page, replica.state.format), state: replica.state };
    }
    if (turn === 6 && saved !== undefined) {
      status = await reloadAndLoad(page, saved.path);
      replica.state = saved.state;
      await compare(page, replica, `${language.id}: the saved game loaded after a reload`);
    }
  }
  check(replica.state.phase === 'over', `${language.id}: the page says the game is over, the engine does not`);
  await compare(page, replica, `${language.id}: the end`);
  const lastLine = await page.textContent('[data-testid="history"] li:last-child');
  check(lastLine?.startsWith('Game over') === true, `${language.id}: the history does not end with the result: ${lastLine}`);
  check(tried.challenged && tried.exchanged && tried.passed && saved !== undefined, `${language.id}: the game ended before every kind of turn was tried`);
  for (const kind of MUST_TRY[language.id] ?? []) check(tried[kind], `${language.id}: the game ended before the person tried: ${kind}`);

  const gcg = await downloadOf(page, '[data-testid="export-gcg"]');
  if (tried.swapped) {
    // GCG has no line for a blank swap, so such a record does not verify past the swap: its play
    // lines must still be the game's plays with their scores.
    const plays = replica.state.history.flatMap((e) => (e.type === 'move-played' ? [`${e.notation} +${e.score} `] : []));
    for (const play of plays) check(gcg.text.includes(play), `${language.id}: the exported record lacks the play ${play}`);
  } else {
    const report = verifyGcg(gcg.text, language.rules);
    check(report.clean, `${language.id}: the exported record has findings: ${JSON.stringify(report.findings).slice(0, 400)}`);
  }
  const finals = gcg.text.trim().split('\n').filter((l) => l.startsWith('>')).slice(-2).map((l) => Number(l.trim().split(' ').at(-1)));
  check(replica.state.scores.every((s) => finals.includes(s)), `${language.id}: the record's final totals ${finals} are not the scores ${replica.state.scores}`);
  return turn;
}

