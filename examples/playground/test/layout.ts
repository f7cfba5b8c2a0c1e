/**
 * The classic page at phone width (390×844) and at desktop width, its refusals and its buttons:
 * - no horizontal overflow (the document is no wider than the viewport) in every way of playing;
 *   whose turn it is, both scores, the bag and the whole rack inside the first screen;
 * - a move the rules refuse (tiles off one line) shows the engine's message styled as a refusal,
 *   with Play disabled and its tooltip saying why; a word outside the word list is styled as a doubt,
 *   Play disabled and *Play anyway* offered (and it plays the bluff); a good move is styled as valid,
 *   Play enabled;
 * - the turn line says it is the person's turn, that the bot is thinking while it moves, and the end;
 * - the disabled Play, Challenge, Accept and Undo say why in their tooltips;
 * - Undo takes the person's turn back (and the bot's reply): the page shows the game's start again;
 * - the bot's rack while its play is open counts the tiles it draws once the play stands;
 * - New game (and Load JSON) asks before throwing a game in progress away (and not once it is over);
 * - Resign asks, then ends the game.
 * The history's numbers fit beside it: `checkHistoryNumbers`, after a whole game.
 */
import type { Page } from 'playwright-core';
import { bestMove, createGame, GERMAN, scoreMove, type Move } from 'scrabble-engine';
import { check, fail, layMove, pageLexicon, saveGame, waitReady } from './helpers';

const HUMAN = 0;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 1000 };

/** The document is no wider than the viewport. */
async function noOverflow(page: Page, when: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  check(scroll <= width, `${when}: the page is ${scroll} px wide in a viewport of ${width} px`);
}

/** Each element of a selector lies wholly inside the first screen (the viewport, unscrolled). */
async function inFirstScreen(page: Page, selector: string, when: string): Promise<void> {
  const boxes = await page.$$eval(selector, (found) => found.map((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left + window.scrollX, top: r.top + window.scrollY, right: r.right + window.scrollX, bottom: r.bottom + window.scrollY, width: r.width };
  }));
  const viewport = page.viewportSize() ?? fail('no viewport');
  check(boxes.length > 0, `${when}: nothing matches ${selector}`);
  for (const box of boxes) {
    check(box.width > 0 && box.left >= 0 && box.top >= 0 && box.right <= viewport.width + 0.5 && box.bottom <= viewport.height + 0.5,
      `${when}: ${selector} lies at ${JSON.stringify(box)}, outside the first screen of ${viewport.width}×${viewport.height}`);
  }
}

/** What a player needs while placing tiles is in the first screen, and nothing sticks out sideways. */
async function playerSees(page: Page, when: string): Promise<void> {
  await noOverflow(page, when);
  for (const selector of ['[data-testid="turn"]', '[data-testid="score-0"]', '[data-testid="score-1"]', '[data-testid="bag"]', '[data-testid="rack-tile"]', '[data-testid="language"]', '[data-testid="new-game"]']) {
    await inFirstScreen(page, selector, when);
  }
}

/** A button's disabled state and tooltip. */
async function buttonState(page: Page, id: string): Promise<{ disabled: boolean; title: string; hidden: boolean }> {
  return page.$eval(`[data-testid="${id}"]`, (b) => ({ disabled: (b as HTMLButtonElement).disabled, title: (b as HTMLButtonElement).title, hidden: (b as HTMLButtonElement).hidden }));
}

async function preview(page: Page): Promise<{ verdict: string; classes: string; text: string }> {
  return page.$eval('[data-testid="preview"]', (p) => ({ verdict: (p as HTMLElement).dataset.verdict ?? '', classes: p.className, text: p.textContent ?? '' }));
}

async function rackOf(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="rack-tile"]', (tiles) => tiles.map((t) => (t as HTMLElement).dataset.letter ?? ''));
}

/** Lays rack tiles on squares by clicks (an empty board: no blanks asked for). */
async function lay(page: Page, tiles: readonly [number, string][]): Promise<void> {
  for (const [index, square] of tiles) {
    await page.click(`[data-testid="rack-tile"][data-index="${index}"]`);
    await page.click(`#board rect[data-square="${square}"]`);
    await page.waitForSelector(`#board g.candidate[data-square="${square}"]`, { timeout: 5000 });
  }
}

/** Answers the confirmation dialog, which must be open. */
async function answer(page: Page, yes: boolean, when: string): Promise<void> {
  await page.waitForSelector('[data-testid="confirm-dialog"][open]', { timeout: 5000 }).catch(() => fail(`${when}: no confirmation was asked`));
  await page.click(`[data-testid="${yes ? 'confirm-yes' : 'confirm-no'}"]`);
  await page.waitForSelector('[data-testid="confirm-dialog"]:not([open])', { state: 'attached' });
}

async function score(page: Page, seat: number): Promise<number> {
  return Number(await page.textContent(`[data-testid="score-${seat}"]`));
}

/** The checks above on a German game the person begins (`seed` must give the person the first turn). Returns what it checked. */
export async function checkLayout(page: Page, base: string, seed: number): Promise<string> {
  const created = createGame({ rules: GERMAN, players: ['You', 'Bot'], seed });
  if (!created.ok) fail(created.error.message);
  const start = created.value;
  check(start.turn === HUMAN, `layout: seed ${seed} does not give the person the first turn`);
  const lexicon = pageLexicon('lexicons/de.lex', GERMAN);
  const url = `${base}?lang=de&seed=${seed}`;

  await page.setViewportSize(PHONE);
  await page.goto(url);
  await waitReady(page);
  await playerSees(page, 'phone, at the start');
  check((await page.getAttribute('[data-testid="turn"]', 'data-turn')) === 'you', 'phone: the turn line does not say it is the person\'s turn');
  const rack = await rackOf(page);
  check(JSON.stringify(rack) === JSON.stringify(start.racks[HUMAN]), `layout: the rack ${rack.join('')} is not the engine's ${start.racks[HUMAN]?.join('')}`);

  // Disabled buttons say why.
  for (const id of ['play', 'challenge', 'accept', 'undo']) {
    const state = await buttonState(page, id);
    check(state.disabled && state.title.length > 10, `at the start ${id} is ${state.disabled ? 'disabled' : 'enabled'} with the tooltip "${state.title}"`);
  }
  check((await buttonState(page, 'play')).title.startsWith('Lay tiles'), 'the disabled Play does not say to lay tiles first');
  check(!(await buttonState(page, 'resign')).disabled, 'Resign is disabled on the person\'s turn');

  // A refusal looks like one: tiles off one line.
  const letters = rack.map((tile, index): [string, number] => [tile, index]).filter(([tile]) => tile !== '?');
  const [a, b] = [letters[0] ?? fail('no letters'), letters[1] ?? fail('no letters')];
  await lay(page, [[a[1], 'H8'], [b[1], 'I9']]);
  const offLine: Move = { direction: 'across', tiles: [{ row: 7, col: 7, letter: a[0], blank: false }, { row: 8, col: 8, letter: b[0], blank: false }] };
  const refused = scoreMove(start.board, offLine, GERMAN);
  check(!refused.ok, 'the engine scores tiles off one line');
  const message = refused.ok ? '' : refused.error.message;
  let shown = await preview(page);
  let play = await buttonState(page, 'play');
  check(shown.verdict === 'refusal' && shown.classes.split(' ').includes('refusal') && shown.text === message,
    `tiles off one line: the preview is "${shown.text}" (${shown.classes}), not the refusal "${message}"`);
  check(play.disabled && play.title.includes(message), `tiles off one line: Play is ${play.disabled ? 'disabled' : 'enabled'} with the tooltip "${play.title}"`);
  await playerSees(page, 'phone, with a refusal shown');
  await page.click('[data-testid="recall"]');

  // A word outside the word list: a doubt, Play disabled, Play anyway offered.
  const pair = letters.flatMap(([x, i]) => letters.filter(([, j]) => j !== i).map(([y, j]): [number, number, string] => [i, j, `${x}${y}`]))
    .find(([, , word]) => !lexicon.has(word)) ?? fail(`every pair of ${rack.join('')} is a word`);
  await lay(page, [[pair[0], 'H8'], [pair[1], 'I8']]);
  shown = await preview(page);
  play = await buttonState(page, 'play');
  const anyway = await buttonState(page, 'play-anyway');
  check(shown.verdict === 'doubtful' && shown.classes.split(' ').includes('doubtful') && shown.text.includes(`not in the word list: ${pair[2]}`),
    `${pair[2]}: the preview is "${shown.text}" (${shown.classes}), not a doubt`);
  check(play.disabled && play.title.includes('not in the word list') && !anyway.hidden && !anyway.disabled,
    `${pair[2]}: Play is ${play.disabled ? 'disabled' : 'enabled'} ("${play.title}"), Play anyway ${anyway.hidden ? 'hidden' : 'shown'}`);
  await page.click('[data-testid="recall"]');
  check((await preview(page)).verdict === 'none' && (await buttonState(page, 'play-anyway')).hidden, 'after Take back the preview or Play anyway stays');

  // A good move: valid, Play enabled; played, then taken back with Undo.
  const best = bestMove(start.board, rack, GERMAN, lexicon);
  const move = best.ok && best.value !== null ? best.value.move : fail('no move for the person');
  await layMove(page, move, start.board, rack);
  shown = await preview(page);
  check(shown.verdict === 'valid' && shown.classes.split(' ').includes('valid') && !(await buttonState(page, 'play')).disabled, `the best move shows "${shown.text}" (${shown.classes})`);
  await page.click('[data-testid="play"]');
  await waitReady(page);
  const played = await score(page, HUMAN);
  check(played === (best.ok && best.value !== null ? best.value.score : -1), `the page shows ${played} for the person's first move`);
  check(!(await buttonState(page, 'undo')).disabled, 'Undo is disabled after the person\'s turn');
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.includes('taken back'));
  check(JSON.stringify(await rackOf(page)) === JSON.stringify(rack) && (await score(page, 0)) === 0 && (await score(page, 1)) === 0,
    'after Undo the page does not show the game\'s start');
  check(Number(await page.getAttribute('[data-testid="bag"]', 'data-count')) === start.bag.length, 'after Undo the bag is not the start\'s');
  check((await page.$$('#board g.tile')).length === 0, 'after Undo the board is not empty');

  // Played again: the bot replies (the turn line says it thinks meanwhile); while its play is open its
  // rack counts the tiles it draws when the play stands.
  await page.$eval('[data-testid="turn"]', (line) => {
    const seen: string[] = [];
    (window as unknown as { turnsSeen: string[] }).turnsSeen = seen;
    new MutationObserver(() => seen.push((line as HTMLElement).dataset.turn ?? '')).observe(line, { attributes: true, attributeFilter: ['data-turn'] });
  });
  await layMove(page, move, start.board, rack);
  await page.click('[data-testid="play"]');
  await waitReady(page);
  const turnsSeen = await page.evaluate(() => (window as unknown as { turnsSeen: string[] }).turnsSeen);
  check(turnsSeen.includes('bot') && turnsSeen.at(-1) === 'you', `while the bot moved the turn line went ${turnsSeen.join(' → ')}`);
  await playerSees(page, 'phone, after the bot\'s reply');
  check(!(await buttonState(page, 'challenge')).disabled, `layout: seed ${seed} gives no open play of the bot after the person's first move`);
  {
    const note = (await page.textContent('#scores tr:nth-child(2) .note')) ?? '';
    const counted = /^(\d) tiles?, draws (\d) when the play stands$/.exec(note);
    check(counted !== null && Number(counted[1]) + Number(counted[2]) === GERMAN.rackSize, `the bot's open play: its rack says "${note}"`);
    check((await page.textContent('[data-testid="turn"]'))?.includes('challenge') === true, 'the turn line does not offer the challenge');
  }

  // New game asks first; cancelled, the game stays.
  await page.click('[data-testid="new-game"]');
  await answer(page, false, 'New game in a game in progress');
  check((await score(page, HUMAN)) === played, 'a cancelled New game threw the game away');
  await page.setInputFiles('[data-testid="load"]', await saveGame(page, start.format));
  await answer(page, false, 'Load JSON in a game in progress');
  check((await score(page, HUMAN)) === played && (await page.textContent('[data-testid="message"]'))?.startsWith('Loaded') !== true, 'a cancelled load replaced the game');

  // Resign asks, then ends the game; New game then asks nothing.
  await page.click('[data-testid="resign"]');
  await answer(page, true, 'Resign');
  check((await waitReady(page)) === 'over', 'after resigning the game is not over');
  check((await page.getAttribute('[data-testid="turn"]', 'data-turn')) === 'over', 'after resigning the turn line does not say the game is over');
  const history = (await page.textContent('[data-testid="history"]')) ?? '';
  check(history.includes('You resign.') && history.includes('Game over: a player resigned'), `the history does not tell the resignation: ${history.slice(-200)}`);
  await page.click('[data-testid="new-game"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('A new German game'));
  check((await page.$('[data-testid="confirm-dialog"][open]')) === null, 'New game asked after the game was over');

  // Play anyway: the bluff is played (and the bot may challenge it), in the game of the seed again.
  await page.goto(url);
  await waitReady(page);
  await lay(page, [[pair[0], 'H8'], [pair[1], 'I8']]);
  await page.click('[data-testid="play-anyway"]');
  await waitReady(page);
  const told = (await page.textContent('[data-testid="history"]')) ?? '';
  check(told.includes(`You play ${pair[2]} at 8H`), `Play anyway did not play ${pair[2]}: ${told.slice(-300)}`);

  // Every way of playing fits the phone's width.
  const modes = ['de', 'nl-ij-variations', 'duplicate', 'afbreek', 'wuerfel'];
  for (const id of modes) {
    await page.goto(`${base}?lang=${id}&seed=3`);
    await waitReady(page);
    await noOverflow(page, `phone, ${id}`);
    await inFirstScreen(page, '[data-testid="language"]', `phone, ${id}`);
  }

  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await waitReady(page);
  await playerSees(page, 'desktop, at the start');
  return `the layout at ${PHONE.width}×${PHONE.height} and ${DESKTOP.width}×${DESKTOP.height}, refusals, Undo, Resign and New game (seed ${seed}; ${modes.length} ways of playing at phone width)`;
}

/** The history's numbers (10 and up) fit in the list's margin: none is cut off at the left edge. */
export async function checkHistoryNumbers(page: Page, when: string): Promise<void> {
  const measured = await page.$eval('[data-testid="history"]', (list) => {
    const items = list.querySelectorAll('li');
    const last = items[items.length - 1];
    if (last === undefined) return { count: 0, margin: 0, needed: 0 };
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'pre';
    probe.textContent = `${items.length}. `;
    last.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return { count: items.length, margin: last.getBoundingClientRect().left - list.getBoundingClientRect().left, needed };
  });
  check(measured.count >= 10, `${when}: only ${measured.count} lines of history`);
  check(measured.margin >= measured.needed, `${when}: the history's number ${measured.count} needs ${measured.needed.toFixed(1)} px, its margin is ${measured.margin.toFixed(1)} px`);
}

/** Verbs of the third person that must not follow "You" (as in "You writes", "You takes the tiles back"). */
const THIRD_PERSON = /\bYou (writes|strikes|rolls|has|takes|begins|starts|plays|passes|exchanges|loses|challenges|resigns|swaps|draws|removes|is)\b|\bYou\b[^.;:]* and begins\b/;

/** The history speaks to the person in the second person: it has lines of theirs, none with a verb of the third person. */
export async function checkSecondPerson(page: Page, when: string): Promise<void> {
  const lines = await page.$$eval('[data-testid="history"] li', (items) => items.map((item) => item.textContent ?? ''));
  check(lines.some((line) => /^(Round \d+: )?You /.test(line)), `${when}: no line of the history speaks to the person`);
  const wrong = lines.find((line) => THIRD_PERSON.test(line));
  check(wrong === undefined, `${when}: the history says "${wrong}"`);
}
