/**
 * The playground in a real browser (headless Chromium through playwright-core): whole games played
 * through the page, tile by tile with clicks and drags, against the bot. A replica of each game
 * runs in Node on the package's build output with the same seed and the same actions, and after
 * every turn the page must show the replica's scores, bag and unseen tiles; the move preview must
 * show the engine's score. On the way the person challenges the bot, exchanges, passes, saves the
 * game as JSON, reloads the page and loads it back; at the end the exported GCG record must verify
 * clean with the final scores. Any console error fails the run.
 *
 * Run with `npm run test:playground` (builds the package and the playground first). Chromium is
 * the system's (`chromium` on the PATH, or CHROMIUM_PATH); without it the run fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import {
  allowedActions, applyAction, createGame, gendernLexicon, loadLexicon, scoreMove, verifyGcg, type Action, type CompactLexicon, type GameState, type Move,
} from 'scrabble-engine';
import { preview } from 'vite';
import { botAction } from '../src/bot';
import { LANGUAGES, parseSquareName, unseenTiles, type Language } from '../src/game';
import { BOT, HUMAN, nextStep, nothingTried, type Tried } from './person';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function fail(message: string): never {
  throw new Error(message);
}

function check(condition: boolean, message: string): void {
  if (!condition) fail(message);
}

function findChromium(): string {
  const given = process.env.CHROMIUM_PATH;
  if (given !== undefined && given !== '') return existsSync(given) ? given : fail(`CHROMIUM_PATH ${given} does not exist`);
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  return fail('No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
}

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
    const outcome = applyAction(this.state, action, { lexicon: this.lexicon });
    if (!outcome.ok) fail(`the replica refused ${JSON.stringify(action)}: ${outcome.error.message}`);
    this.state = outcome.value.state;
  }

  runBot(): void {
    for (let i = 0; i < 8; i++) {
      const action = botAction(this.state, BOT, this.lexicon);
      if (action === null) return;
      this.apply(action);
    }
  }
}

async function waitReady(page: Page): Promise<string> {
  await page.waitForSelector('body[data-status="ready"], body[data-status="over"]', { timeout: 60_000 });
  return (await page.getAttribute('body', 'data-status')) ?? '';
}

/** The page shows what the replica holds: scores, bag, unseen tiles, the person's rack. */
async function compare(page: Page, replica: Replica, when: string): Promise<void> {
  const { state } = replica;
  for (const seat of [HUMAN, BOT]) {
    const shown = Number(await page.textContent(`[data-testid="score-${seat}"]`));
    check(shown === state.scores[seat], `${when}: the page shows ${shown} for seat ${seat}, the engine ${state.scores[seat]}`);
  }
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

/** The board element to aim at for a square: the tile on it when it holds one (a replacement), else the square. */
function squareTarget(state: GameState, row: number, col: number): string {
  const square = `${String.fromCharCode(65 + col)}${row + 1}`;
  return state.board.cells[row * state.board.cols + col] == null ? `#board rect[data-square="${square}"]` : `#board g.tile[data-square="${square}"]`;
}

/** Lays a move's tiles on the board through the page: the first by dragging, the others by clicks. */
async function layMove(page: Page, move: Move, state: GameState, rack: readonly string[]): Promise<void> {
  const used = new Set<number>();
  for (const [i, tile] of move.tiles.entries()) {
    const wanted = tile.blank ? '?' : tile.letter;
    const index = rack.findIndex((t, k) => t === wanted && !used.has(k));
    check(index >= 0, `no ${wanted} on the rack ${rack.join('')}`);
    used.add(index);
    const square = `${String.fromCharCode(65 + tile.col)}${tile.row + 1}`;
    const source = `[data-testid="rack-tile"][data-index="${index}"]`;
    const target = squareTarget(state, tile.row, tile.col);
    if (i === 0) await page.dragAndDrop(source, target);
    else {
      await page.click(source);
      await page.click(target);
    }
    if (tile.blank) {
      await page.waitForSelector('dialog[open]');
      await page.click(`[data-testid="blank-letter"][value="${tile.letter}"]`);
    }
    await page.waitForSelector(`#board g.candidate[data-square="${square}"]`, { timeout: 5000 }).catch(() =>
      fail(`the ${wanted} of ${JSON.stringify(move)} did not arrive on ${square} (${i === 0 ? 'dragged' : 'clicked'})`));
  }
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

async function downloadOf(page: Page, button: string): Promise<{ text: string; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await download.path();
  return { text: readFileSync(path, 'utf8'), path };
}

/** The lexicon the page uses for a rule set: the word list, under Gendern with the personal nouns. */
function lexiconFor(language: Language): CompactLexicon {
  const loaded = loadLexicon(new Uint8Array(readFileSync(join(root, 'public', language.lexicon))), language.rules);
  if (!loaded.ok) fail(loaded.error.message);
  if (language.personalNouns === undefined) return loaded.value;
  return gendernLexicon(loaded.value, readFileSync(join(root, 'public', language.personalNouns), 'utf8').split('\n').filter((l) => l !== ''));
}

/** What a game under a rule set must have tried by its end, beyond a challenge, an exchange, a pass and a save. */
const MUST_TRY: Readonly<Record<string, readonly (keyof Tried)[]>> = {
  'de-gendern': ['gendern'],
  'nl-ij-variations': ['replaced', 'swapped'],
};

/** Plays one whole classic game under a rule set through the page. Returns the number of turns played. */
async function playGame(page: Page, base: string, language: Language, seed: number): Promise<number> {
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
      await page.click(squareTarget(replica.state, at.row, at.col));
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
      await layMove(page, move, state, rack);
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
      const file = await downloadOf(page, '[data-testid="save"]');
      saved = { path: file.path, state: replica.state };
      check(JSON.parse(file.text).format === replica.state.format, 'the saved JSON is not a game state');
    }
    if (turn === 6 && saved !== undefined) {
      await page.reload();
      await waitReady(page);
      await page.setInputFiles('[data-testid="load"]', saved.path);
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('Loaded'));
      status = await waitReady(page);
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

/** The games played, `id:seed` (the `lang` parameter and the seed); PLAYGROUND_GAMES picks some for a focused run. */
const ALL_GAMES = 'de:11,de-gendern:6,nl-ij:5,nl-ij-variations:39,en:3';
const games = (process.env.PLAYGROUND_GAMES ?? ALL_GAMES).split(',').map((game): [string, number] => [game.split(':')[0] ?? '', Number(game.split(':')[1])]);
const server = await preview({ configFile: join(root, 'vite.config.ts'), preview: { port: 0, strictPort: false } });
const address = server.httpServer.address() as AddressInfo;
const base = `http://127.0.0.1:${address.port}/`;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
const errors: string[] = [];
let failed = false;
const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } });
const page = await context.newPage();
try {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  for (const [id, seed] of games) {
    const language = LANGUAGES.find((l) => l.id === id) ?? fail(`no language ${id}`);
    const started = performance.now();
    const turns = await playGame(page, base, language, seed);
    console.log(`playground ok: a whole ${language.label} game (seed ${seed}, ${turns} turns of the person) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
} catch (error) {
  failed = true;
  console.error(`playground FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`the page says: ${await page.textContent('[data-testid="message"]').catch(() => '?')}`);
  await page.screenshot({ path: join(root, '..', '..', '.cache', 'playground-failure.png'), fullPage: true }).catch(() => undefined);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
process.exit(failed ? 1 : 0);
