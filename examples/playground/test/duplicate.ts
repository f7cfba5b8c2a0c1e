/**
 * A short Duplicate game through the page (`rounds` in the address): the person lays out a move
 * each round (the best, a weaker one, or no move) and submits it after the two bots. A replica in
 * Node plays the same rounds; after every round the page must show its totals, its rack, the
 * rounds table (each round's top and every player's score) and the maximum; the preview must show
 * `scoreMove`'s score. The game is saved, the page reloaded and the game loaded back; at the end
 * the page shows the winners and the exported record is `makeDuplicateRecord`'s.
 */
import type { Page } from 'playwright-core';
import { GERMAN, generateMoves, scoreMove } from 'scrabble-engine';
import {
  applyAction, createGame, makeDuplicateRecord, results, viewFor, type DuplicateAction, type DuplicateState,
} from 'scrabble-engine/duplicate';
import { DUPLICATE_PLAYERS, duplicateBots } from '../src/duplicate';
import { check, compareTotals, downloadOf, fail, layMove, pageLexicon, reloadAndLoad, replicaAfter, saveGame, waitReady } from './helpers';

const HUMAN = 0;
/** The rounds of the test's game. */
const ROUNDS = 5;

/** The page shows the replica's totals, rack, rounds and maximum. */
async function compare(page: Page, state: DuplicateState, when: string): Promise<void> {
  const r = results(state);
  await compareTotals(page, r.players, when);
  const maximum = Number(await page.getAttribute('[data-testid="bag"]', 'data-maximum'));
  check(maximum === r.maximum, `${when}: the page's maximum is ${maximum}, the engine's ${r.maximum}`);
  const rack = await page.$$eval('[data-testid="rack-tile"]', (tiles) => tiles.map((t) => (t as HTMLElement).dataset.letter ?? ''));
  check(rack.join('') === state.rack.join(''), `${when}: rack ${rack.join('')}, the engine's ${state.rack.join('')}`);
  for (const round of r.rounds) {
    const row = `[data-testid="round-${round.round}"]`;
    const top = (await page.textContent(`${row} [data-testid="top"]`))?.trim();
    check(top === (round.top === null ? '—' : `${round.top.notation} ${round.top.score}`), `${when}: round ${round.round}'s top shows ${top}`);
    for (const [seat, move] of round.moves.entries()) {
      const score = Number(await page.getAttribute(`${row} [data-testid="move-${seat}"]`, 'data-score'));
      check(score === move.score, `${when}: round ${round.round} shows ${score} for seat ${seat}, the engine ${move.score}`);
    }
  }
}

/** Plays a short Duplicate game through the page; returns the number of rounds. */
export async function playDuplicate(page: Page, base: string, seed: number): Promise<number> {
  const lexicon = pageLexicon('lexicons/de.lex', GERMAN);
  const bots = duplicateBots(lexicon);
  const created = createGame({ rules: GERMAN, players: DUPLICATE_PLAYERS, seed, roundLimit: ROUNDS });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const apply = (action: DuplicateAction): void => {
    state = replicaAfter(applyAction(state, action, { lexicon }), action);
  };
  const botsSubmit = (): void => bots.forEach((bot, i) => {
    if (state.phase === 'round' && state.submissions[i + 1] === null) apply(bot(viewFor(state, i + 1)));
  });
  botsSubmit();
  await page.goto(`${base}?lang=duplicate&seed=${seed}&rounds=${ROUNDS}`);
  let status = await waitReady(page);
  await compare(page, state, 'duplicate at the start');
  let saved: { path: string; state: DuplicateState } | undefined;
  let round = 0;
  for (; status !== 'over'; round++) {
    check(round < 20, 'the Duplicate game does not end');
    const when = `duplicate round ${round + 1}`;
    const moves = generateMoves(state.board, state.rack, state.rules, lexicon);
    if (!moves.ok) fail(moves.error.message);
    let action: DuplicateAction;
    if (round === 1 || moves.value.length === 0) {
      action = { type: 'submit', player: HUMAN, move: null };
      await page.click('[data-testid="no-move"]');
    } else {
      const { move } = moves.value[round === 2 ? Math.min(3, moves.value.length - 1) : 0]!;
      await layMove(page, move, state.board, state.rack);
      const expected = scoreMove(state.board, move, state.rules);
      if (!expected.ok) fail(expected.error.message);
      const shown = Number(await page.getAttribute('[data-testid="preview"]', 'data-score'));
      check(shown === expected.value.total, `${when}: the preview shows ${shown}, the engine scores ${expected.value.total}`);
      action = { type: 'submit', player: HUMAN, move };
      await page.click('[data-testid="submit"]');
    }
    apply(action);
    botsSubmit();
    status = await waitReady(page);
    await compare(page, state, `${when} after ${action.move === null ? 'no move' : 'a move'}`);
    if (round === 1) {
      saved = { path: await saveGame(page, state.format), state };
    }
    if (round === 2 && saved !== undefined) {
      status = await reloadAndLoad(page, saved.path);
      state = saved.state;
      await compare(page, state, 'duplicate: the saved game loaded after a reload');
      check(await page.isVisible('[data-testid="no-move"]'), 'the loaded game is not shown as Duplicate');
    }
  }
  check(state.phase === 'over' && saved !== undefined, 'duplicate: the page says the game is over, the engine does not (or nothing was saved)');
  const r = results(state);
  const info = await page.textContent('[data-testid="round-info"]');
  const winners = r.winners.map((w) => state.players[w]).join(' and ');
  check(info?.startsWith('Game over') === true && info.includes(`${winners} won`), `duplicate: the page's result "${info}" does not name ${winners}`);
  const record = await downloadOf(page, '[data-testid="export-gcg"]');
  check(record.text === makeDuplicateRecord(state), 'duplicate: the exported record is not the engine\'s');
  return state.rounds.length;
}
