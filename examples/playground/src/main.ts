/**
 * The playground page: a person plays a German, Dutch (IJ) or English game against the bot, with
 * nothing but the package's public API: `createGame` and `applyAction` run the game,
 * `renderBoardSvg` draws the board (the move being laid out as a candidate with its score, the last
 * move highlighted), `scoreMove` previews the score, `parseGameState` checks a loaded game, and
 * `gameToGcg` with `makeGcg` writes the record.
 */
import {
  applyAction, createGame, gameToGcg, letterValue, loadLexicon, makeGcg, parseGameState, renderBoardSvg, scoreMove,
  type Action, type CompactLexicon, type GameState,
} from 'scrabble-engine';
import { botAction } from './bot';
import {
  describeEvent, draftMove, LANGUAGES, languageOfRules, lastMoveOf, parseSquareName, unseenTiles, type DraftTile, type Language,
} from './game';

const HUMAN = 0;
const BOT = 1;
const PLAYERS = ['You', 'Bot'];

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`The page has no #${id}`);
  return found as T;
}

const ui = {
  language: element<HTMLSelectElement>('language'),
  newGame: element<HTMLButtonElement>('new-game'),
  save: element<HTMLButtonElement>('save'),
  load: element<HTMLInputElement>('load'),
  exportGcg: element<HTMLButtonElement>('export-gcg'),
  board: element<HTMLDivElement>('board'),
  rack: element<HTMLDivElement>('rack'),
  play: element<HTMLButtonElement>('play'),
  recall: element<HTMLButtonElement>('recall'),
  exchange: element<HTMLButtonElement>('exchange'),
  pass: element<HTMLButtonElement>('pass'),
  challenge: element<HTMLButtonElement>('challenge'),
  accept: element<HTMLButtonElement>('accept'),
  preview: element<HTMLParagraphElement>('preview'),
  message: element<HTMLParagraphElement>('message'),
  scores: element<HTMLTableSectionElement>('scores'),
  bag: element<HTMLParagraphElement>('bag'),
  unseen: element<HTMLDivElement>('unseen'),
  history: element<HTMLOListElement>('history'),
  blankDialog: element<HTMLDialogElement>('blank-dialog'),
  blankLetters: element<HTMLDivElement>('blank-letters'),
};

let language: Language = LANGUAGES[0]!;
let lexicon: CompactLexicon | undefined;
let state: GameState | undefined;
let draft: DraftTile[] = [];
let selected: number | null = null;
let exchanging = false;
let exchangeChoice = new Set<number>();
const lexicons = new Map<string, CompactLexicon>();

function setStatus(status: 'loading' | 'busy' | 'ready' | 'waiting' | 'over'): void {
  document.body.dataset.status = status;
}

function say(text: string): void {
  ui.message.textContent = text;
}

/** Loads (once) the compact lexicon file of a language. */
async function lexiconOf(lang: Language): Promise<CompactLexicon> {
  const known = lexicons.get(lang.id);
  if (known !== undefined) return known;
  const response = await fetch(lang.lexicon);
  if (!response.ok) throw new Error(`The word list ${lang.lexicon} could not be loaded (${response.status}).`);
  const loaded = loadLexicon(new Uint8Array(await response.arrayBuffer()), lang.rules);
  if (!loaded.ok) throw new Error(`The word list ${lang.lexicon} is not usable: ${loaded.error.message}`);
  lexicons.set(lang.id, loaded.value);
  return loaded.value;
}

function clearDraft(): void {
  draft = [];
  selected = null;
  exchanging = false;
  exchangeChoice = new Set();
}

/** Applies an action; on an error says why and leaves the game as it was. */
function act(action: Action): boolean {
  if (state === undefined || lexicon === undefined) return false;
  const outcome = applyAction(state, action, { lexicon });
  if (!outcome.ok) {
    say(outcome.error.message);
    return false;
  }
  state = outcome.value.state;
  return true;
}

/** Lets the bot act until the person is to act (or the game is over). */
async function runBot(): Promise<void> {
  setStatus('busy');
  render();
  for (let i = 0; i < 8 && state !== undefined && lexicon !== undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const action = botAction(state, BOT, lexicon);
    if (action === null || !act(action)) break;
    render();
  }
  setStatus(state?.phase === 'over' ? 'over' : 'ready');
  render();
}

async function startGame(lang: Language, seed: number): Promise<void> {
  setStatus('loading');
  say(`Loading the ${lang.label} word list…`);
  try {
    lexicon = await lexiconOf(lang);
  } catch (error) {
    say(String(error instanceof Error ? error.message : error));
    return;
  }
  const created = createGame({ rules: lang.rules, players: PLAYERS, seed });
  if (!created.ok) {
    say(created.error.message);
    return;
  }
  language = lang;
  ui.language.value = lang.id;
  state = created.value;
  clearDraft();
  say(`A new ${lang.label} game (seed ${seed}).`);
  await runBot();
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

function myTurn(): boolean {
  return state !== undefined && state.phase !== 'over' && state.turn === HUMAN && document.body.dataset.status === 'ready';
}

/** The rack tile indices not laid out on the board. */
function freeRackIndices(): number[] {
  const rack = state?.racks[HUMAN] ?? [];
  const used = new Set(draft.map((d) => d.rackIndex));
  return rack.map((_, i) => i).filter((i) => !used.has(i));
}

/** Asks which letter a blank stands for; undefined when cancelled. */
function chooseBlankLetter(): Promise<string | undefined> {
  const letters = (state?.rules ?? language.rules).tiles.letters.map((l) => l.letter);
  ui.blankLetters.replaceChildren(...letters.map((letter) => {
    const button = document.createElement('button');
    button.value = letter;
    button.textContent = letter;
    button.dataset.testid = 'blank-letter';
    return button;
  }));
  return new Promise((resolve) => {
    ui.blankDialog.addEventListener('close', () => resolve(ui.blankDialog.returnValue === '' ? undefined : ui.blankDialog.returnValue), { once: true });
    ui.blankDialog.returnValue = '';
    ui.blankDialog.showModal();
  });
}

/** Lays a rack tile on an empty square (asking for a blank's letter). */
async function layTile(rackIndex: number, squareName: string): Promise<void> {
  if (state === undefined || !myTurn() || exchanging) return;
  const square = parseSquareName(squareName);
  const tile = state.racks[HUMAN]?.[rackIndex];
  if (square === undefined || tile === undefined || !freeRackIndices().includes(rackIndex)) return;
  if (state.board.cells[square.row * state.board.cols + square.col] != null) return;
  if (draft.some((d) => d.row === square.row && d.col === square.col)) return;
  let letter = tile;
  const blank = tile === '?';
  if (blank) {
    const chosen = await chooseBlankLetter();
    if (chosen === undefined) return;
    letter = chosen;
  }
  draft = [...draft, { ...square, rackIndex, letter, blank }];
  selected = null;
  render();
}

function onBoardClick(target: EventTarget | null): void {
  const squareName = target instanceof Element ? target.closest('[data-square]')?.getAttribute('data-square') : null;
  if (squareName == null || state === undefined) return;
  const square = parseSquareName(squareName);
  if (square === undefined) return;
  const laid = draft.findIndex((d) => d.row === square.row && d.col === square.col);
  if (laid >= 0) {
    draft = draft.filter((_, i) => i !== laid);
    render();
    return;
  }
  if (selected !== null) void layTile(selected, squareName);
}

function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function loadSaved(file: File): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    say('That file is not JSON.');
    return;
  }
  const parsed = parseGameState(json);
  if (!parsed.ok) {
    say(`That is not a saved game: ${parsed.error.message}`);
    return;
  }
  const lang = languageOfRules(parsed.value.rules);
  if (lang === undefined || parsed.value.players.length !== 2) {
    say('The playground plays two-player German, Dutch (IJ) and English games only.');
    return;
  }
  setStatus('loading');
  try {
    lexicon = await lexiconOf(lang);
  } catch (error) {
    say(String(error instanceof Error ? error.message : error));
    return;
  }
  language = lang;
  ui.language.value = lang.id;
  state = parsed.value;
  clearDraft();
  say(`Loaded ${file.name}.`);
  await runBot();
}

// ---- drawing ----

function renderBoard(): void {
  if (state === undefined) return;
  const candidate = draftMove(state, draft);
  const preview = candidate === undefined ? undefined : scoreMove(state.board, candidate, state.rules);
  const lastMove = lastMoveOf(state);
  ui.board.innerHTML = renderBoardSvg(state.board, state.rules, {
    ...(lastMove === undefined ? {} : { lastMove }),
    ...(candidate === undefined ? {} : { candidate }),
    ...(preview?.ok === true ? { candidateScore: preview.value.total } : {}),
    title: `${language.label} board`,
  });
  if (candidate === undefined || preview === undefined) {
    ui.preview.textContent = '';
    ui.preview.dataset.score = '';
  } else if (preview.ok) {
    const words = preview.value.words.map((w) => `${w.word} ${w.score}`).join(', ');
    const unknown = preview.value.words.map((w) => w.word).filter((word) => lexicon?.has(word) === false);
    ui.preview.textContent = `${preview.value.total} points: ${words}${preview.value.bingo > 0 ? `, bonus ${preview.value.bingo}` : ''}` +
      (unknown.length > 0 ? ` — not in the word list: ${unknown.join(', ')} (the bot will challenge)` : '');
    ui.preview.dataset.score = String(preview.value.total);
  } else {
    ui.preview.textContent = preview.error.message;
    ui.preview.dataset.score = '';
  }
}

function renderRack(): void {
  if (state === undefined) return;
  const rack = state.racks[HUMAN] ?? [];
  const free = new Set(freeRackIndices());
  ui.rack.replaceChildren(...rack.map((tile, index) => {
    const button = document.createElement('button');
    button.className = 'tile';
    button.dataset.testid = 'rack-tile';
    button.dataset.index = String(index);
    button.dataset.letter = tile;
    button.draggable = true;
    const value = tile === '?' ? undefined : letterValue(state!.rules.tiles, tile);
    button.innerHTML = `<span class="letter">${tile === '?' ? '&nbsp;' : tile}</span><span class="value">${value ?? ''}</span>`;
    if (tile === '?') button.classList.add('blank');
    if (!free.has(index)) button.classList.add('laid');
    if (selected === index) button.classList.add('selected');
    if (exchanging && exchangeChoice.has(index)) button.classList.add('chosen');
    button.setAttribute('aria-label', tile === '?' ? 'blank' : `${tile}, ${value ?? 0} points`);
    return button;
  }));
}

function renderSide(): void {
  if (state === undefined) return;
  const current = state;
  ui.scores.replaceChildren(...current.players.map((name, seat) => {
    const row = document.createElement('tr');
    if (current.phase !== 'over' && current.turn === seat) row.className = 'to-move';
    row.innerHTML = `<th>${name}</th><td data-testid="score-${seat}">${current.scores[seat] ?? 0}</td><td class="rack-size">${current.racks[seat]?.length ?? 0} tiles</td>`;
    return row;
  }));
  ui.bag.textContent = `Bag: ${current.bag.length} tiles`;
  ui.bag.dataset.count = String(current.bag.length);
  ui.unseen.replaceChildren(...unseenTiles(current, HUMAN).map(([tile, count]) => {
    const span = document.createElement('span');
    span.dataset.tile = tile;
    span.dataset.count = String(count);
    span.textContent = `${tile === '?' ? 'blank' : tile} ${count}`;
    return span;
  }));
  const lines = current.history.map((event) => describeEvent(event, current.players)).filter((line): line is string => line !== null);
  ui.history.replaceChildren(...lines.map((line) => {
    const item = document.createElement('li');
    item.textContent = line;
    return item;
  }));
  ui.history.scrollTop = ui.history.scrollHeight;
}

function renderControls(): void {
  const mine = myTurn();
  const pendingBot = state?.phase === 'challenge-window' && state.pending?.player === BOT && document.body.dataset.status === 'ready';
  const minBag = state?.rules.exchange.minBagSize ?? 7;
  ui.play.disabled = !mine || draft.length === 0 || exchanging;
  ui.recall.disabled = draft.length === 0;
  ui.exchange.disabled = !mine || (state?.bag.length ?? 0) < Math.max(1, minBag);
  ui.exchange.textContent = exchanging ? `Exchange ${exchangeChoice.size} tile${exchangeChoice.size === 1 ? '' : 's'}` : 'Exchange…';
  ui.pass.disabled = !mine;
  ui.challenge.disabled = !pendingBot;
  ui.accept.disabled = !pendingBot;
}

function render(): void {
  renderBoard();
  renderRack();
  renderSide();
  renderControls();
}

// ---- events ----

ui.language.replaceChildren(...LANGUAGES.map((lang) => {
  const option = document.createElement('option');
  option.value = lang.id;
  option.textContent = lang.label;
  return option;
}));
ui.language.addEventListener('change', () => {
  const lang = LANGUAGES.find((l) => l.id === ui.language.value);
  if (lang !== undefined) void startGame(lang, randomSeed());
});
ui.newGame.addEventListener('click', () => void startGame(language, randomSeed()));

ui.board.addEventListener('click', (event) => onBoardClick(event.target));
ui.board.addEventListener('dragover', (event) => event.preventDefault());
ui.board.addEventListener('drop', (event) => {
  event.preventDefault();
  const index = Number(event.dataTransfer?.getData('text/plain'));
  const squareName = event.target instanceof Element ? event.target.closest('[data-square]')?.getAttribute('data-square') : null;
  if (Number.isInteger(index) && squareName != null) void layTile(index, squareName);
});
ui.rack.addEventListener('dragstart', (event) => {
  const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
  if (tile !== null) event.dataTransfer?.setData('text/plain', tile.dataset.index ?? '');
});
ui.rack.addEventListener('click', (event) => {
  const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
  if (tile === null) return;
  const index = Number(tile.dataset.index);
  if (exchanging) {
    if (exchangeChoice.has(index)) exchangeChoice.delete(index);
    else exchangeChoice.add(index);
  } else if (freeRackIndices().includes(index)) {
    selected = selected === index ? null : index;
  }
  render();
});

ui.play.addEventListener('click', () => {
  if (state === undefined || !myTurn()) return;
  const move = draftMove(state, draft);
  if (move === undefined) return;
  if (act({ type: 'play', player: HUMAN, move })) {
    clearDraft();
    say('');
    void runBot();
  } else render();
});
ui.recall.addEventListener('click', () => {
  draft = [];
  selected = null;
  render();
});
ui.exchange.addEventListener('click', () => {
  if (state === undefined || !myTurn()) return;
  if (!exchanging) {
    draft = [];
    exchanging = true;
    say('Choose the tiles to exchange, then press Exchange again (none chosen: cancel).');
    render();
    return;
  }
  const rack = state.racks[HUMAN] ?? [];
  const tiles = [...exchangeChoice].sort((a, b) => a - b).map((i) => rack[i]!);
  exchanging = false;
  exchangeChoice = new Set();
  if (tiles.length === 0) {
    say('');
    render();
    return;
  }
  if (act({ type: 'exchange', player: HUMAN, tiles })) {
    say('');
    void runBot();
  } else render();
});
ui.pass.addEventListener('click', () => {
  if (!myTurn()) return;
  clearDraft();
  if (act({ type: 'pass', player: HUMAN })) void runBot();
  else render();
});
ui.challenge.addEventListener('click', () => {
  if (act({ type: 'challenge', player: HUMAN })) {
    clearDraft();
    void runBot();
  } else render();
});
ui.accept.addEventListener('click', () => {
  if (act({ type: 'accept', player: HUMAN })) void runBot();
  else render();
});

ui.save.addEventListener('click', () => {
  if (state !== undefined) download(JSON.stringify(state), 'scrabble-game.json', 'application/json');
});
ui.load.addEventListener('change', () => {
  const file = ui.load.files?.[0];
  ui.load.value = '';
  if (file !== undefined) void loadSaved(file);
});
ui.exportGcg.addEventListener('click', () => {
  if (state !== undefined) download(makeGcg(gameToGcg(state)), 'scrabble-game.gcg', 'text/plain');
});

const params = new URLSearchParams(location.search);
const startLanguage = LANGUAGES.find((l) => l.id === params.get('lang')) ?? LANGUAGES[0]!;
const startSeed = Number(params.get('seed'));
void startGame(startLanguage, params.has('seed') && Number.isSafeInteger(startSeed) ? startSeed : randomSeed());
