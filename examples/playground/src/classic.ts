/**
 * The classic game against the bot, under any of the playground's rule sets (German, German with
 * Gendern, Dutch with the IJ tile, with or without the booklet's variations, English):
 * `createGame` and `applyAction` run the game, `allowedActions` enables the buttons, the shared
 * draft lays out moves (a blank as `*IN` under Gendern, tiles over board tiles under letter
 * replacement), `swap-blank` takes a blank off the board under the Dutch variations,
 * `parseGameState` checks a loaded game, and `gameToGcg` with `makeGcg` writes the record.
 */
import {
  allowedActions, applyAction, createGame, gameToGcg, gendernLexicon, makeGcg, parseGameState,
  GAME_STATE_FORMAT, LEGACY_GAME_STATE_FORMAT,
  type Action, type CompactLexicon, type GameState,
} from 'scrabble-engine';
import { botAction } from './bot';
import { MoveDraft, showPreview, type Verdict } from './draft';
import { describeEvent, LANGUAGES, languageOfRules, lastMoveOf, parseSquareName, takeBackLast, takesBackFreely, unseenTiles, type Language } from './game';
import {
  botTurns, confirmAction, element, hasFormat, jsonDownload, lexiconFile, linesFile, messageOf, renderLines, renderScores, say, setStatus, squareAt, stateAfter, status,
  type Mode,
} from './page';

const HUMAN = 0;
const BOT = 1;
const PLAYERS = ['You', 'Bot'];

let language: Language = LANGUAGES[0]!;
let lexicon: CompactLexicon | undefined;
let state: GameState | undefined;
let exchanging = false;
let exchangeChoice = new Set<number>();
let swapping = false;
let draft: MoveDraft | undefined;
/** What the preview says of the move laid out. */
let verdict: Verdict = 'none';
/** The game as it began (or was loaded): until it changes, a new game throws nothing away. */
let fresh: GameState | undefined;

/** The lexicon of a rule set: the word list, and under Gendern the personal nouns that take `*IN`. */
async function lexiconOf(lang: Language): Promise<CompactLexicon> {
  const base = await lexiconFile(lang.lexicon, lang.rules);
  return lang.personalNouns === undefined ? base : gendernLexicon(base, await linesFile(lang.personalNouns));
}

function myTurn(): boolean {
  return state !== undefined && state.phase !== 'over' && state.turn === HUMAN && status() === 'ready';
}

function clear(): void {
  draft?.clear();
  exchanging = false;
  exchangeChoice = new Set();
  swapping = false;
}

/** Applies an action; on an error says why and leaves the game as it was. */
function act(action: Action): boolean {
  const next = state === undefined || lexicon === undefined ? undefined : stateAfter(applyAction(state, action, { lexicon }));
  if (next !== undefined) state = next;
  return next !== undefined;
}

/** Lets the bot act until the person is to act (or the game is over). */
function runBot(): Promise<void> {
  return botTurns(() => {
    const action = state === undefined || lexicon === undefined ? null : botAction(state, BOT, lexicon);
    return action !== null && act(action);
  }, () => state?.phase === 'over', render);
}

/** Mounts the classic page and binds its controls. */
function setUp(): void {
  draft = new MoveDraft({
    board: () => state?.board,
    rules: () => state?.rules,
    rack: () => state?.racks[HUMAN] ?? [],
    canLay: () => myTurn() && !exchanging && !swapping,
    rackClick: (index) => {
      if (!exchanging) return false;
      if (exchangeChoice.has(index)) exchangeChoice.delete(index);
      else exchangeChoice.add(index);
      return true;
    },
    rackClasses: (index) => (exchanging && exchangeChoice.has(index) ? ['chosen'] : []),
    changed: render,
  }, element('board'), element('rack'));
  element('board').addEventListener('click', (event) => {
    const square = squareAt(event.target);
    if (swapping && square !== null) swapBlank(square);
  });
  element('play').addEventListener('click', () => play(false));
  element('play-anyway').addEventListener('click', () => play(true));
  element('undo').addEventListener('click', takeBack);
  element('resign').addEventListener('click', () => void resign());
  element('recall').addEventListener('click', () => {
    draft?.clear();
    render();
  });
  element('exchange').addEventListener('click', exchange);
  element('pass').addEventListener('click', () => {
    if (!myTurn()) return;
    clear();
    if (act({ type: 'pass', player: HUMAN })) void runBot();
    else render();
  });
  element('challenge').addEventListener('click', () => {
    if (act({ type: 'challenge', player: HUMAN })) {
      clear();
      void runBot();
    } else render();
  });
  element('accept').addEventListener('click', () => {
    if (act({ type: 'accept', player: HUMAN })) void runBot();
    else render();
  });
  element('swap-blank').addEventListener('click', () => {
    if (!myTurn()) return;
    swapping = !swapping;
    draft?.clear();
    say(swapping ? 'Click a blank on the board whose letter you hold: the letter goes there and the blank to your rack.' : '');
    render();
  });
}

/** Plays the move laid out; one with a word outside the word list only when `anyway` (a bluff the bot will challenge). */
function play(anyway: boolean): void {
  if (state === undefined || !myTurn() || verdict === 'refusal' || (verdict === 'doubtful' && !anyway)) return;
  const move = draft?.move();
  if (move === undefined) return;
  if (act({ type: 'play', player: HUMAN, move })) {
    clear();
    say('');
    void runBot();
  } else render();
}

function exchange(): void {
  if (state === undefined || !myTurn()) return;
  if (!exchanging) {
    draft?.clear();
    swapping = false;
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
  } else if (act({ type: 'exchange', player: HUMAN, tiles })) {
    say('');
    void runBot();
  } else render();
}

/** Takes back the person's last turn (and the bot's replies since): `takeBackLast`. */
function takeBack(): void {
  if (state === undefined || (status() !== 'ready' && status() !== 'over')) return;
  const back = takeBackLast(state, HUMAN);
  if (!back.ok) {
    say(back.error.code === 'nothing-to-undo' ? 'There is no turn of yours to take back yet.' : back.error.message);
    return;
  }
  state = back.value;
  clear();
  say('Your last turn is taken back: it is your turn again.');
  setStatus('ready');
  render();
}

/** Resigns the game, once the person confirms. */
async function resign(): Promise<void> {
  if (!myTurnOrWaiting()) return;
  if (!(await confirmAction('Resign this game? The bot wins.', 'Resign'))) return;
  clear();
  if (act({ type: 'resign', player: HUMAN })) setStatus('over');
  render();
}

/** Whether the person may act now (their turn, or any time the bot is not thinking and the game goes on). */
function myTurnOrWaiting(): boolean {
  return state !== undefined && state.phase !== 'over' && status() === 'ready';
}

/** Whether the person has acted in this game (an action of theirs to take back). */
function personActed(current: GameState): boolean {
  return current.history.some((e) => e.type !== 'first-player-drawn' && e.type !== 'tiles-drawn' &&
    (('player' in e && e.player === HUMAN) || ('challenger' in e && e.challenger === HUMAN)));
}

/** Swaps the blank on a square for the letter it stands for (the Dutch variations); not a turn. */
function swapBlank(square: string): void {
  if (state === undefined || !myTurn()) return;
  const at = parseSquareName(square);
  const cell = at === undefined ? undefined : state.board.cells[at.row * state.board.cols + at.col];
  if (cell == null || cell === cell.toUpperCase()) return;
  swapping = false;
  if (act({ type: 'swap-blank', player: HUMAN, squares: [square] })) say(`The blank on ${square} is on your rack now.`);
  render();
}

// ---- drawing ----

function renderBoard(): void {
  if (state === undefined || draft === undefined) return;
  const preview = draft.renderBoard(`${language.label} board`, lastMoveOf(state));
  verdict = showPreview(element('preview'), preview, lexicon, ' (the bot would challenge it)', state.rules.wordCheck === 'immediate');
}

function renderSide(): void {
  if (state === undefined) return;
  const current = state;
  renderScores(element('scores'), current.players.map((name, seat) => ({
    name,
    score: current.scores[seat] ?? 0,
    note: rackNote(current, seat),
    current: current.phase !== 'over' && current.turn === seat,
  })));
  renderTurn(current);
  const bag = element('bag');
  bag.textContent = `Bag: ${current.bag.length} tiles`;
  bag.dataset.count = String(current.bag.length);
  element('unseen').replaceChildren(...unseenTiles(current, HUMAN).map(([tile, count]) => {
    const span = document.createElement('span');
    span.dataset.tile = tile;
    span.dataset.count = String(count);
    span.textContent = `${tile === '?' ? 'blank' : tile} ${count}`;
    return span;
  }));
  renderLines(element('history'), current.history.map((event) => describeEvent(event, current.players, HUMAN)).filter((line): line is string => line !== null));
}

/**
 * The tiles on a player's rack as the rules count them: while a play is open (the challenge
 * window), its player has drawn nothing yet; the draw comes when the play stands.
 */
function rackNote(current: GameState, seat: number): string {
  const held = current.racks[seat]?.length ?? 0;
  const owed = current.pending?.player === seat ? Math.min(current.rules.rackSize - held, current.bag.length) : 0;
  const tiles = `${held} tile${held === 1 ? '' : 's'}`;
  return owed > 0 ? `${tiles}, draws ${owed} when the play stands` : tiles;
}

/** The line that says whose turn it is and what to do. */
function renderTurn(current: GameState): void {
  const line = element('turn');
  const page = status();
  let whose: 'you' | 'bot' | 'over' | 'loading';
  if (current.phase === 'over') {
    whose = 'over';
    const winners = current.result?.winners ?? [];
    line.textContent = `Game over: ${winners.length > 1 ? 'a draw' : winners[0] === HUMAN ? 'you win' : 'the bot wins'}.`;
  } else if (page === 'loading') {
    whose = 'loading';
    line.textContent = 'Loading…';
  } else if (page === 'busy' || current.turn !== HUMAN) {
    whose = 'bot';
    line.textContent = 'The bot is thinking…';
  } else {
    whose = 'you';
    line.textContent = current.phase === 'challenge-window' && current.pending?.player === BOT
      ? `Your turn: challenge the bot's ${current.pending.words.join(', ')}, or accept it (or just play).`
      : 'Your turn: lay tiles and press Play, or exchange, or pass.';
  }
  line.dataset.turn = whose;
}

/** Enables the buttons `allowedActions` allows the person now. */
function renderControls(): void {
  const ready = state !== undefined && status() === 'ready';
  const allowed = state === undefined ? undefined : allowedActions(state, HUMAN);
  const may = (type: Action['type']): boolean => ready && allowed?.[type].allowed === true;
  const laid = draft?.tiles.length ?? 0;
  const button = (id: string): HTMLButtonElement => element<HTMLButtonElement>(id);
  button('play').disabled = !may('play') || state?.turn !== HUMAN || laid === 0 || exchanging || verdict === 'refusal' || verdict === 'doubtful';
  button('recall').disabled = laid === 0;
  button('exchange').disabled = !may('exchange') || state?.turn !== HUMAN;
  button('exchange').textContent = exchanging ? `Exchange ${exchangeChoice.size} tile${exchangeChoice.size === 1 ? '' : 's'}` : 'Exchange…';
  button('pass').disabled = !may('pass') || state?.turn !== HUMAN;
  const botPending = state?.pending?.player === BOT;
  button('challenge').disabled = !may('challenge') || !botPending;
  button('accept').disabled = !may('accept') || !botPending;
  const swap = button('swap-blank');
  swap.hidden = state?.rules.blankSwap !== true;
  swap.disabled = !may('swap-blank');
  swap.textContent = swapping ? 'Cancel the swap' : 'Swap a blank…';
  const playAnyway = button('play-anyway');
  playAnyway.hidden = verdict !== 'doubtful' || !may('play') || state?.turn !== HUMAN || exchanging;
  const over = state?.phase === 'over';
  const busy = status() === 'busy' || status() === 'loading';
  const thinking = busy ? 'The bot is thinking' : over ? 'The game is over' : '';
  button('undo').disabled = state === undefined || busy || !takesBackFreely(state.rules) || !personActed(state);
  button('undo').title = button('undo').disabled
    ? thinking || (state !== undefined && !takesBackFreely(state.rules) ? (state.rules.takebacks ? 'These rules take a turn back only with the other player\'s consent' : 'These rules allow no takebacks (a rated game)') : 'You have not acted yet: nothing to take back')
    : 'Take back your last turn (and the bot\'s replies since)';
  button('resign').disabled = !myTurnOrWaiting();
  button('resign').title = button('resign').disabled ? thinking : 'Give up this game: the bot wins';
  const why = (type: 'play' | 'challenge' | 'accept' | 'exchange' | 'pass' | 'swap-blank'): string => {
    if (thinking !== '') return thinking;
    const reason = allowed?.[type];
    if (reason !== undefined && !reason.allowed) return reason.reason;
    if (type === 'challenge' || type === 'accept') return 'The bot has no play waiting for your verdict';
    if (type !== 'play') return '';
    if (exchanging) return 'Choose the tiles to exchange and press Exchange (none chosen: cancel) first';
    if (laid === 0) return 'Lay tiles on the board first: drag them from your rack, or click a tile and then a square';
    if (verdict === 'refusal') return `The rules refuse this move: ${element('preview').textContent ?? ''}`;
    if (verdict === 'doubtful') return 'A word is not in the word list: the bot would challenge it and you would take the tiles back. Play anyway to try.';
    return '';
  };
  for (const type of ['play', 'challenge', 'accept', 'exchange', 'pass', 'swap-blank'] as const) {
    button(type).title = button(type).disabled ? why(type) : '';
  }
}

function render(): void {
  renderBoard();
  draft?.renderRack();
  renderSide();
  renderControls();
}

/** Sets up a game (new or loaded) and lets the bot move if it is its turn. */
async function begin(lang: Language, game: GameState, message: string): Promise<void> {
  setStatus('loading');
  say(`Loading the ${lang.label} word list…`);
  try {
    lexicon = await lexiconOf(lang);
  } catch (error) {
    say(messageOf(error));
    return;
  }
  language = lang;
  state = game;
  clear();
  say(message);
  await runBot();
  fresh = state;
}

/** The classic game as a mode of the page. */
export const classicMode: Mode = {
  template: 'classic-template',
  recordLabel: 'Export GCG',
  setUp,
  owns: (json) => hasFormat(json, GAME_STATE_FORMAT, LEGACY_GAME_STATE_FORMAT),
  async start(choice, seed) {
    const lang = LANGUAGES.find((l) => l.id === choice) ?? LANGUAGES[0]!;
    const created = createGame({ rules: lang.rules, players: PLAYERS, seed });
    if (!created.ok) {
      say(created.error.message);
      return;
    }
    await begin(lang, created.value, `A new ${lang.label} game (seed ${seed}).`);
  },
  save: () => (state === undefined ? undefined : jsonDownload(state, 'scrabble-game.json')),
  async load(json, fileName) {
    const parsed = parseGameState(json);
    if (!parsed.ok) {
      say(`That is not a saved game: ${parsed.error.message}`);
      return;
    }
    const lang = languageOfRules(parsed.value.rules);
    if (lang === undefined || parsed.value.players.length !== 2) {
      say(`The playground plays two-player games under these rules only: ${LANGUAGES.map((l) => l.label).join(', ')}.`);
      return;
    }
    await begin(lang, parsed.value, `Loaded ${fileName}.`);
  },
  inProgress: () => state !== undefined && state !== fresh && state.phase !== 'over',
  record() {
    if (state === undefined) return undefined;
    if (state.history.some((e) => e.type === 'blank-swapped')) say('GCG has no line for a blank swap: the record holds the plays, but it does not replay past the swap.');
    return { text: makeGcg(gameToGcg(state)), name: 'scrabble-game.gcg', type: 'text/plain' };
  },
};

