/**
 * What the browser test's games share: failing with a message, finding Chromium, waiting for the
 * page, laying a move's tiles on the board (dragged and clicked, blanks chosen, replacements over
 * board tiles) and reading a download.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { loadLexicon, type Board, type CompactLexicon, type Move, type RuleSet } from 'scrabble-engine';
import type { Answer } from '../src/page';

/** The playground's folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A word list of the page (under public/), loaded in Node as the page loads it. */
export function pageLexicon(file: string, rules: RuleSet): CompactLexicon {
  const loaded = loadLexicon(new Uint8Array(readFileSync(join(root, 'public', file))), rules);
  if (!loaded.ok) fail(loaded.error.message);
  return loaded.value;
}

export function fail(message: string): never {
  throw new Error(message);
}

export function check(condition: boolean, message: string): void {
  if (!condition) fail(message);
}

export function findChromium(): string {
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

export async function waitReady(page: Page): Promise<string> {
  await page.waitForSelector('body[data-status="ready"], body[data-status="over"]', { timeout: 60_000 });
  return (await page.getAttribute('body', 'data-status')) ?? '';
}

/** The board element to aim at for a square: the tile on it when it holds one (a replacement), else the square. */
export function squareTarget(board: Board, row: number, col: number): string {
  const square = `${String.fromCharCode(65 + col)}${row + 1}`;
  return board.cells[row * board.cols + col] == null ? `#board rect[data-square="${square}"]` : `#board g.tile[data-square="${square}"]`;
}

/** Lays a move's tiles on the board through the page: the first by dragging, the others by clicks. */
export async function layMove(page: Page, move: Move, board: Board, rack: readonly string[]): Promise<void> {
  const used = new Set<number>();
  for (const [i, tile] of move.tiles.entries()) {
    const wanted = tile.blank ? '?' : tile.letter;
    const index = rack.findIndex((t, k) => t === wanted && !used.has(k));
    check(index >= 0, `no ${wanted} on the rack ${rack.join('')}`);
    used.add(index);
    const square = `${String.fromCharCode(65 + tile.col)}${tile.row + 1}`;
    const source = `[data-testid="rack-tile"][data-index="${index}"]`;
    const target = squareTarget(board, tile.row, tile.col);
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

export async function downloadOf(page: Page, button: string): Promise<{ text: string; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await download.path();
  return { text: readFileSync(path, 'utf8'), path };
}


/** The state after an action of a replica; the run fails when the engine refuses it. */
export function replicaAfter<S>(outcome: Answer<{ readonly state: S }>, action: unknown): S {
  if (!outcome.ok) fail(`the replica refused ${JSON.stringify(action)}: ${outcome.error.message}`);
  return outcome.value.state;
}

/** The totals the page shows (`score-SEAT`) are the engine's. */
export async function compareTotals(page: Page, players: readonly { readonly name: string; readonly total: number }[], when: string): Promise<void> {
  for (const [seat, player] of players.entries()) {
    const shown = Number(await page.textContent(`[data-testid="score-${seat}"]`));
    check(shown === player.total, `${when}: the page shows ${shown} for ${player.name}, the engine ${player.total}`);
  }
}

/** Saves the page's game as JSON; returns the file's path, checked to hold a state with the format tag. */
export async function saveGame(page: Page, format: string): Promise<string> {
  const file = await downloadOf(page, '[data-testid="save"]');
  check(JSON.parse(file.text).format === format, `the saved JSON is not a state of the format ${format}`);
  return file.path;
}

/** Reloads the page and loads a saved game back; returns the page's status once it has. */
export async function reloadAndLoad(page: Page, path: string): Promise<string> {
  await page.reload();
  await waitReady(page);
  await page.setInputFiles('[data-testid="load"]', path);
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('Loaded'));
  return waitReady(page);
}
