/**
 * The playground in a real browser (headless Chromium through playwright-core): whole games played
 * through the page against its bots, one per way of playing the page offers: the classic game
 * under each rule set (test/classic.ts), Duplicate (test/duplicate.ts), Afbreek (test/afbreek.ts)
 * and Scrabble Würfel (test/wuerfel.ts); and the page at phone and desktop width, its refusals and its
 * buttons (test/layout.ts: `layout:SEED`). Each game is replayed in Node on the package's build
 * output with the same seed and actions and compares what the page shows with the engine's
 * results; each saves its game, reloads the page and loads it back. Any console error fails the run.
 *
 * Run with `npm run test:playground` (builds the package and the playground first). Chromium is
 * the system's (`chromium` on the PATH, or CHROMIUM_PATH); without it the run fails.
 * `PLAYGROUND_GAMES=duplicate:7,de:11` plays some games only (`id:seed`, the id of the page's
 * selector).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { LANGUAGES } from '../src/game';
import { playAfbreek } from './afbreek';
import { playClassic } from './classic';
import { playDuplicate } from './duplicate';
import { checkHistoryNumbers, checkLayout, checkSecondPerson } from './layout';
import { playWuerfel } from './wuerfel';
import { check, fail, findChromium, root } from './helpers';

/** A game of the run: it plays through the page and says what it played. */
type Game = (page: Page, base: string, seed: number) => Promise<string>;

const GAMES: Readonly<Record<string, Game>> = {
  ...Object.fromEntries(LANGUAGES.map((language): [string, Game] => [language.id, async (page, base, seed) => {
    const turns = await playClassic(page, base, language, seed);
    await checkHistoryNumbers(page, `${language.id}: the end`);
    await checkSecondPerson(page, `${language.id}: the end`);
    return `a whole ${language.label} game (seed ${seed}, ${turns} turns of the person)`;
  }])),
  duplicate: async (page, base, seed) => `a Duplicate game of ${await playDuplicate(page, base, seed)} rounds (seed ${seed})`,
  afbreek: async (page, base, seed) => `a whole Afbreek game (seed ${seed}, ${await playAfbreek(page, base, seed)} turns of the person)`,
  wuerfel: async (page, base, seed) => {
    const actions = await playWuerfel(page, base, seed);
    await checkSecondPerson(page, 'würfel: the end');
    return `a whole game of Scrabble Würfel (seed ${seed}, ${actions} actions of the person)`;
  },
  layout: (page, base, seed) => checkLayout(page, base, seed),
};

/** The games played, `id:seed`; PLAYGROUND_GAMES picks some for a focused run. */
const ALL_GAMES = 'layout:11,de:11,de-gendern:1,nl-ij:5,nl-ij-variations:4,en:3,duplicate:7,afbreek:3,wuerfel:1';
const games = (process.env.PLAYGROUND_GAMES ?? ALL_GAMES).split(',').map((game): [string, number] => [game.split(':')[0] ?? '', Number(game.split(':')[1])]);
const server = await preview({ configFile: join(root, 'vite.config.ts'), preview: { port: 0, strictPort: false } });
const address = server.httpServer.address() as AddressInfo;
const base = `http://127.0.0.1:${address.port}/`;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
const errors: string[] = [];
let failed = false;
const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } });
const page = await context.newPage();
const started = performance.now();
try {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  for (const [id, seed] of games) {
    const game = GAMES[id] ?? fail(`no game ${id}`);
    const begun = performance.now();
    const what = await game(page, base, seed);
    console.log(`playground ok: ${what} in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
  }
  console.log(`playground: ${games.length} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
