/**
 * A whole Afbreek game through the page: the board two greedy bots filled from the seed, taken
 * apart by the person (clicking the tiles of the best removal, or of the second best, with the
 * preview checked against `checkRemoval`; an illegal choice refused) and the bot, the die rolled
 * for every turn. A replica in Node plays the same turns; after every turn the page must show its
 * totals, the tiles left and the die. The game is saved, the page reloaded and the game loaded
 * back; at the end the page names the engine's winners.
 */
import type { Page } from 'playwright-core';
import {
  afbreekBot, applyAction, createGame, legalRemovals, results, viewFor, type AfbreekAction, type AfbreekState,
} from 'scrabble-engine/afbreek';
import { AFBREEK_PLAYERS, AFBREEK_RULES, startBoard } from '../src/afbreek';
import { check, compareTotals, fail, pageLexicon, reloadAndLoad, replicaAfter, saveGame, waitReady } from './helpers';

const HUMAN = 0;
const BOT = 1;

/** The page shows the replica's totals, tiles left and die. */
async function compare(page: Page, state: AfbreekState, when: string): Promise<void> {
  const r = results(state);
  await compareTotals(page, r.players, when);
  const left = Number(await page.getAttribute('[data-testid="left"]', 'data-count'));
  check(left === r.tilesLeft, `${when}: ${left} tiles left on the page, ${r.tilesLeft} in the engine`);
  const tiles = await page.$$eval('#board g.tile', (gs) => gs.length);
  check(tiles === r.tilesLeft, `${when}: the board shows ${tiles} tiles, the engine holds ${r.tilesLeft}`);
  if (state.phase !== 'over') {
    const die = Number(await page.getAttribute('[data-testid="die"]', 'data-limit'));
    check(die === state.limit, `${when}: the die shows ${die}, the engine's ${state.limit}`);
  }
}

/** Plays a whole Afbreek game through the page; returns the number of turns of the person. */
export async function playAfbreek(page: Page, base: string, seed: number): Promise<number> {
  const lexicon = pageLexicon('lexicons/nl-ij.lex', AFBREEK_RULES);
  const bot = afbreekBot(lexicon);
  const created = createGame({ rules: AFBREEK_RULES, players: AFBREEK_PLAYERS, board: startBoard(seed, lexicon), maxTiles: 'die', seed, lexicon });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const apply = (action: AfbreekAction): void => {
    state = replicaAfter(applyAction(state, action, { lexicon }), action);
  };
  const runBot = (): void => {
    while (state.phase !== 'over' && state.turn === BOT) apply(bot(viewFor(state, BOT)));
  };
  runBot();
  await page.goto(`${base}?lang=afbreek&seed=${seed}`);
  let status = await waitReady(page);
  await compare(page, state, 'afbreek at the start');
  let saved: { path: string; state: AfbreekState } | undefined;
  let refused = false;
  let turn = 0;
  for (; status !== 'over'; turn++) {
    check(turn < 200, 'the Afbreek game does not end');
    const when = `afbreek turn ${turn}`;
    const removals = legalRemovals(state, { lexicon });
    let action: AfbreekAction;
    if (removals.length === 0) {
      check(await page.isEnabled('[data-testid="pass"]'), `${when}: no removal is legal, but Pass is disabled`);
      action = { type: 'pass', player: HUMAN };
      await page.click('[data-testid="pass"]');
    } else {
      check(!(await page.isEnabled('[data-testid="pass"]')), `${when}: a removal is legal, but Pass is enabled`);
      if (!refused) {
        // Tiles of two words at once: refused, with the reason shown and Remove disabled.
        const lines = (s: string) => s.replace(/\d+/, '');
        const other = removals.find((r) => lines(r.squares[0]!) !== lines(removals[0]!.squares[0]!) && r.squares[0]!.replace(/[A-Z]+/, '') !== removals[0]!.squares[0]!.replace(/[A-Z]+/, ''));
        if (other !== undefined) {
          await page.click(`#board g.tile[data-square="${removals[0]!.squares[0]}"]`);
          await page.click(`#board g.tile[data-square="${other.squares[0]}"]`);
          check(!(await page.isEnabled('[data-testid="remove"]')), `${when}: tiles of two words can be removed`);
          check((await page.getAttribute('[data-testid="preview"]', 'data-score')) === '', `${when}: tiles of two words get a score`);
          await page.click('[data-testid="clear"]');
          refused = true;
        }
      }
      const removal = removals[turn % 3 === 1 ? Math.min(1, removals.length - 1) : 0]!;
      for (const square of removal.squares) await page.click(`#board g.tile[data-square="${square}"]`);
      const shown = Number(await page.getAttribute('[data-testid="preview"]', 'data-score'));
      check(shown === removal.score, `${when}: the preview shows ${shown}, the engine scores ${removal.score}`);
      action = { type: 'remove', player: HUMAN, squares: removal.squares };
      await page.click('[data-testid="remove"]');
    }
    apply(action);
    runBot();
    status = await waitReady(page);
    await compare(page, state, `${when} after ${action.type}`);
    if (turn === 1) {
      saved = { path: await saveGame(page, state.format), state };
    }
    if (turn === 3 && saved !== undefined) {
      status = await reloadAndLoad(page, saved.path);
      state = saved.state;
      await compare(page, state, 'afbreek: the saved game loaded after a reload');
    }
  }
  check(state.phase === 'over' && saved !== undefined && refused, 'afbreek: the page says the game is over, the engine does not (or nothing was saved, or nothing refused)');
  await compare(page, state, 'afbreek: the end');
  const r = results(state);
  const winners = r.winners.map((w) => state.players[w]).join(' and ');
  const info = await page.textContent('[data-testid="die"]');
  check(info?.startsWith('Game over') === true && info.includes(`${winners} won`), `afbreek: the page's result "${info}" does not name ${winners}`);
  return turn;
}
