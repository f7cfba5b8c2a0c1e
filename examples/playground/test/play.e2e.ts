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
  applyAction, bestMove, createGame, loadLexicon, scoreMove, verifyGcg, type Action, type CompactLexicon, type GameState, type Move,
} from 'scrabble-engine';
import { preview } from 'vite';
import { botAction } from '../src/bot';
import { LANGUAGES, unseenTiles, type Language } from '../src/game';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const HUMAN = 0;
const BOT = 1;

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

/** Lays a move's tiles on the board through the page: the first by dragging, the others by clicks. */
async function layMove(page: Page, move: Move, rack: readonly string[]): Promise<void> {
  const used = new Set<number>();
  for (const [i, tile] of move.tiles.entries()) {
    const wanted = tile.blank ? '?' : tile.letter;
    const index = rack.findIndex((t, k) => t === wanted && !used.has(k));
    check(index >= 0, `no ${wanted} on the rack ${rack.join('')}`);
    used.add(index);
    const square = `${String.fromCharCode(65 + tile.col)}${tile.row + 1}`;
    const source = `[data-testid="rack-tile"][data-index="${index}"]`;
    const target = `#board rect[data-square="${square}"]`;
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

async function downloadOf(page: Page, button: string): Promise<{ text: string; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await download.path();
  return { text: readFileSync(path, 'utf8'), path };
}

/** Plays one whole game of a language through the page. Returns the number of turns played. */
async function playGame(page: Page, base: string, language: Language, seed: number): Promise<number> {
  const lexicon = loadLexicon(new Uint8Array(readFileSync(join(root, 'public', language.lexicon))), language.rules);
  if (!lexicon.ok) fail(lexicon.error.message);
  const replica = new Replica(language, seed, lexicon.value);
  await page.goto(`${base}?lang=${language.id}&seed=${seed}`);
  let status = await waitReady(page);
  await compare(page, replica, 'at the start');

  let saved: { path: string; state: GameState } | undefined;
  let challenged = false;
  let exchanged = false;
  let passed = false;
  let turn = 0;
  for (; status !== 'over'; turn++) {
    check(turn < 200, 'the game does not end');
    const { state } = replica;
    const when = `${language.id} turn ${turn}`;
    const pending = state.phase === 'challenge-window' && state.pending?.player === BOT;
    const rack = state.racks[HUMAN] ?? [];
    let action: Action;
    if (pending && !challenged) {
      challenged = true;
      action = { type: 'challenge', player: HUMAN };
      await page.click('[data-testid="challenge"]');
    } else if (pending && state.bag.length === 0 && rack.length > 0 && (state.racks[BOT]?.length ?? 0) === 0) {
      action = { type: 'accept', player: HUMAN };
      await page.click('[data-testid="accept"]');
    } else if (!exchanged && turn >= 2 && state.bag.length >= state.rules.exchange.minBagSize) {
      exchanged = true;
      const tiles = rack.slice(0, 2);
      action = { type: 'exchange', player: HUMAN, tiles };
      await page.click('[data-testid="exchange"]');
      await page.click('[data-testid="rack-tile"][data-index="0"]');
      await page.click('[data-testid="rack-tile"][data-index="1"]');
      await page.click('[data-testid="exchange"]');
    } else if (!passed && turn >= 4) {
      passed = true;
      action = { type: 'pass', player: HUMAN };
      await page.click('[data-testid="pass"]');
    } else {
      const best = bestMove(state.board, rack, state.rules, replica.lexicon);
      if (!best.ok) fail(best.error.message);
      if (best.value === null) {
        action = { type: 'pass', player: HUMAN };
        await page.click('[data-testid="pass"]');
      } else {
        const move = best.value.move;
        await layMove(page, move, rack);
        const expected = scoreMove(state.board, move, state.rules);
        if (!expected.ok) fail(expected.error.message);
        const shown = Number(await page.getAttribute('[data-testid="preview"]', 'data-score'));
        check(shown === expected.value.total, `${when}: the preview shows ${shown}, the engine scores ${expected.value.total}`);
        check((await page.textContent('#board .candidate-score'))?.trim() === String(expected.value.total), `${when}: the board's score badge differs`);
        action = { type: 'play', player: HUMAN, move };
        await page.click('[data-testid="play"]');
      }
    }
    replica.apply(action);
    replica.runBot();
    status = await waitReady(page);
    await compare(page, replica, `${when} after ${action.type}`);

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
  check(challenged && exchanged && passed && saved !== undefined, `${language.id}: the game ended before every kind of turn was tried`);

  const gcg = await downloadOf(page, '[data-testid="export-gcg"]');
  const report = verifyGcg(gcg.text, language.rules);
  check(report.clean, `${language.id}: the exported record has findings: ${JSON.stringify(report.findings).slice(0, 400)}`);
  const finals = gcg.text.trim().split('\n').filter((l) => l.startsWith('>')).slice(-2).map((l) => Number(l.trim().split(' ').at(-1)));
  check(replica.state.scores.every((s) => finals.includes(s)), `${language.id}: the record's final totals ${finals} are not the scores ${replica.state.scores}`);
  return turn;
}

const games: [string, number][] = [['de', 11], ['nl-ij', 5], ['en', 3]];
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
