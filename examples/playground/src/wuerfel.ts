/**
 * Scrabble Würfel (`scrabble-engine/wuerfel`): the person plays the dice game against the bot.
 * In the person's rounds they roll the seven dice (clicking dice to keep them between rolls) and
 * stop; in the bot's rounds `chooseRoll` rolls. Then each writes one word: into a dice slot of its
 * length, into the crossword on their own grid (a square and a direction; a square of the pad's
 * grid can be clicked), or strikes a slot; the bot writes with `chooseEntry`. The pads are drawn
 * by `renderPadSvg` from the person's view (the bot's entry of the round stays hidden until the
 * round ends), and `results` gives the results table. `parseGameState` checks a loaded game.
 */
import { GERMAN, type Board, type CompactLexicon } from 'scrabble-engine';
import {
  applyAction, chooseEntry, chooseRoll, createGame, parseGameState, renderPadSvg, results, viewFor,
  CROSSWORD_SLOTS, DICE_SLOT_POINTS, DICE_SLOTS, JOKER, MAX_ROLLS, ROUNDS, WUERFEL_STATE_FORMAT,
  type DiceSlot, type Slot, type WuerfelAction, type WuerfelEvent, type WuerfelState,
} from 'scrabble-engine/wuerfel';
import { parseSquareName } from './game';
import {
  botTurns, chooseLetter, created, element, hasFormat, jsonDownload, lexiconFile, loadSaved, messageOf, renderLines, say, setStatus, squareAt,
  stateAfter, status, type Mode,
} from './page';

const HUMAN = 0;
const BOT = 1;
export const WUERFEL_PLAYERS = ['You', 'Bot'];
const LEXICON = 'lexicons/de.lex';

let state: WuerfelState | undefined;
/** The game as it began (or was loaded): until it changes, a new game throws nothing away. */
let fresh: WuerfelState | undefined;
let lexicon: CompactLexicon | undefined;
let kept = new Set<number>();

/**
 * A crossword entry in GCG notation from where it starts, its direction and its word: a letter
 * already on the grid becomes `.` (the word may also be typed with the dots).
 */
export function crosswordNotation(grid: Board, start: string, direction: 'across' | 'down', word: string): string | undefined {
  const at = parseSquareName(start.trim().toUpperCase());
  if (at === undefined || word === '') return undefined;
  const position = direction === 'across' ? `${at.row + 1}${start.trim().toUpperCase().replace(/\d+/, '')}` : start.trim().toUpperCase();
  const letters = [...word].map((letter, i) => {
    const row = at.row + (direction === 'down' ? i : 0);
    const col = at.col + (direction === 'across' ? i : 0);
    const cell = row < grid.rows && col < grid.cols ? grid.cells[row * grid.cols + col] : null;
    return cell != null && cell.toUpperCase() === letter.toUpperCase() ? '.' : letter;
  });
  return `${position} ${letters.join('')}`;
}

function act(action: WuerfelAction): boolean {
  const next = state === undefined || lexicon === undefined ? undefined : stateAfter(applyAction(state, action, { lexicon }));
  if (next !== undefined) state = next;
  return next !== undefined;
}

/** Whether the bot has something to do now: roll in its round, or write once the letters are settled. */
function botMoves(current: WuerfelState): boolean {
  return (current.phase === 'rolling' && current.roller === BOT) || (current.phase === 'writing' && current.written[BOT] === false);
}

/** Lets the bot roll in its rounds and write its word; the dice kept are the person's no more. */
function runBot(): Promise<void> {
  kept = new Set();
  return botTurns(() => {
    if (state === undefined || lexicon === undefined || !botMoves(state)) return false;
    const view = viewFor(state, BOT);
    return act(view.phase === 'rolling' ? chooseRoll(view, lexicon) : chooseEntry(view, lexicon));
  }, () => state?.phase === 'over', render);
}

/** Applies the person's action and lets the bot go on. */
function personActs(action: WuerfelAction): void {
  if (!act(action)) {
    render();
    return;
  }
  say('');
  if (action.type === 'write' || action.type === 'strike') element<HTMLInputElement>('word').value = '';
  void runBot();
}

function mayRoll(): boolean {
  return state !== undefined && state.phase === 'rolling' && state.roller === HUMAN && status() === 'ready';
}

function mayWrite(): boolean {
  return state !== undefined && state.phase === 'writing' && state.written[HUMAN] === false && status() === 'ready';
}

function setUp(): void {
  const slots = element('dice-slots');
  slots.replaceChildren(...DICE_SLOTS.map((slot) => {
    const button = document.createElement('button');
    button.id = `slot-${slot}`;
    button.dataset.testid = `slot-${slot}`;
    button.dataset.slot = String(slot);
    button.textContent = `${slot} letters · ${DICE_SLOT_POINTS[slot]}`;
    return button;
  }));
  slots.addEventListener('click', (event) => {
    const slot = Number((event.target as HTMLElement).closest<HTMLElement>('[data-slot]')?.dataset.slot);
    const word = element<HTMLInputElement>('word').value.trim();
    if (mayWrite() && word !== '' && (DICE_SLOTS as readonly number[]).includes(slot)) personActs({ type: 'write', player: HUMAN, slot: slot as DiceSlot, word });
  });
  element('dice').addEventListener('click', (event) => {
    const die = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (die === null || state === undefined) return;
    const index = Number(die.dataset.index);
    if (mayRoll() && state.roll.count > 0) {
      if (kept.has(index)) kept.delete(index);
      else kept.add(index);
      render();
    } else if (mayWrite()) void appendLetter(die.dataset.face ?? '');
  });
  element('roll').addEventListener('click', () => {
    if (!mayRoll() || state === undefined) return;
    const keep = [...kept].sort((a, b) => a - b);
    if (act(state.roll.count === 0 || keep.length === 0 ? { type: 'roll', player: HUMAN } : { type: 'roll', player: HUMAN, keep })) {
      kept = new Set(keep);
      void (state.phase === 'writing' ? runBot() : Promise.resolve(render()));
    } else render();
  });
  element('stop').addEventListener('click', () => {
    if (mayRoll()) personActs({ type: 'stop', player: HUMAN });
  });
  element('write-crossword').addEventListener('click', () => {
    if (!mayWrite() || state === undefined) return;
    const direction = element<HTMLSelectElement>('direction').value === 'down' ? 'down' : 'across';
    const move = crosswordNotation(state.pads[HUMAN]!.grid, element<HTMLInputElement>('square').value, direction, element<HTMLInputElement>('word').value.trim());
    if (move === undefined) say('Give the square where the word starts (like H8) and the word.');
    else personActs({ type: 'write', player: HUMAN, slot: 'crossword', move });
  });
  element('strike').addEventListener('click', () => {
    const value = element<HTMLSelectElement>('strike-slot').value;
    const slot: Slot = value === 'crossword' ? 'crossword' : (Number(value) as DiceSlot);
    if (mayWrite() && value !== '') personActs({ type: 'strike', player: HUMAN, slot });
  });
  element('pad').addEventListener('click', (event) => {
    const square = squareAt(event.target);
    if (square !== null) element<HTMLInputElement>('square').value = square;
  });
}

/** Appends a die's letter to the word (a joker asks which letter and is written in lower case). */
async function appendLetter(face: string): Promise<void> {
  const input = element<HTMLInputElement>('word');
  if (face !== JOKER) {
    input.value += face;
    return;
  }
  const letter = await chooseLetter(GERMAN.tiles.letters.map((l) => l.letter), 'Which letter does the joker stand for?');
  if (letter !== undefined) input.value += letter.toLowerCase();
}

/** An event of the game as a sentence for the history: the person's own in the second person ("You write …"). */
function describe(event: WuerfelEvent, players: readonly string[]): string | null {
  const name = (seat: number): string => players[seat] ?? `player ${seat + 1}`;
  /** The subject and its verb: "You write", "Bot writes". */
  const does = (seat: number, verb: string): string => (seat === HUMAN ? `You ${verb}` : `${name(seat)} ${verb}s`);
  const slotName = (slot: Slot): string => (slot === 'crossword' ? 'the crossword' : `the ${slot}-letter slot`);
  switch (event.type) {
    case 'dice-rolled':
      return `Round ${event.round + 1}: ${does(event.player, 'roll')} (${event.roll}): ${event.faces.map((f) => (f === JOKER ? '☆' : f)).join(' ')}`;
    case 'letters-settled':
      return `The letters: ${event.faces.map((f) => (f === JOKER ? '☆' : f)).join(' ')}`;
    case 'word-written':
      return `${does(event.player, 'write')} ${event.text} in ${slotName(event.slot)}: ${event.entry.score}${event.entry.verdict === 'scored' ? '' : ` (${event.entry.verdict})`}`;
    case 'slot-struck':
      return `${does(event.player, 'strike')} ${slotName(event.slot)}.`;
    case 'entry-hidden':
      return `${event.player === HUMAN ? 'You have' : `${name(event.player)} has`} written (seen when the round ends).`;
    case 'game-ended':
      return `Game over: ${event.totals.map((t, seat) => `${name(seat)} ${t}`).join(', ')}. Winner: ${event.winners.map(name).join(' and ')}.`;
    default:
      return null;
  }
}

function renderDice(current: WuerfelState): void {
  const faces = current.roll.faces ?? [];
  element('dice').replaceChildren(...faces.map((face, index) => {
    const button = document.createElement('button');
    button.className = `die${face === JOKER ? ' joker' : ''}${kept.has(index) && current.phase === 'rolling' ? ' kept' : ''}`;
    button.dataset.testid = 'die';
    button.dataset.index = String(index);
    button.dataset.face = face;
    button.textContent = face === JOKER ? '☆' : face;
    button.setAttribute('aria-label', face === JOKER ? 'joker' : face);
    return button;
  }));
}

function renderResults(current: WuerfelState): void {
  const r = results(viewFor(current, HUMAN));
  const rows: [string, (p: (typeof r.players)[number]) => number, string?][] = [
    ...Array.from({ length: CROSSWORD_SLOTS }, (_, i): [string, (p: (typeof r.players)[number]) => number] => [`Word ${i + 1}`, (p) => p.crossword[i] ?? 0]),
    ['Result I', (p) => p.resultI, 'result'],
    ['Premium', (p) => p.premium],
    ['Result II', (p) => p.resultII, 'result'],
    ...DICE_SLOTS.map((slot, i): [string, (p: (typeof r.players)[number]) => number] => [`${slot} letters`, (p) => p.dice[i] ?? 0]),
    ['Result III', (p) => p.resultIII, 'result'],
    ['Total', (p) => p.total, 'total'],
  ];
  const head = document.createElement('tr');
  head.append(...['', ...current.players].map((text) => {
    const th = document.createElement('th');
    th.textContent = text;
    return th;
  }));
  element('results').replaceChildren(head, ...rows.map(([label, value, kind]) => {
    const tr = document.createElement('tr');
    if (kind !== undefined) tr.className = kind;
    const th = document.createElement('th');
    th.textContent = label;
    tr.append(th, ...r.players.map((p, seat) => {
      const td = document.createElement('td');
      td.textContent = String(value(p));
      if (kind === 'total') td.dataset.testid = `score-${seat}`;
      return td;
    }));
    return tr;
  }));
}

function render(): void {
  if (state === undefined) return;
  const current = state;
  const view = viewFor(current, HUMAN);
  renderDice(current);
  const rolls = `${current.roll.count} of ${MAX_ROLLS} rolls`;
  element('round-info').textContent = current.phase === 'over'
    ? 'Game over.'
    : `Round ${current.round + 1} of ${ROUNDS}: ${current.roller === HUMAN ? 'you roll' : 'the bot rolls'} (${rolls}). ` +
      (current.phase === 'rolling'
        ? (current.roller === HUMAN ? (current.roll.count === 0 ? 'Roll the dice.' : 'Click dice to keep them, then roll again, or stop.') : '')
        : (current.written[HUMAN] === true ? 'Waiting for the bot.' : 'Write a word from these letters, or strike a slot.'));
  const pad = current.pads[HUMAN]!;
  element('pad').innerHTML = renderPadSvg(view, HUMAN);
  element('bot-pad').innerHTML = renderPadSvg(view, BOT, { squareSize: 14 });
  renderResults(current);
  renderLines(element('history'), view.history.map((e) => describe(e, current.players)).filter((l): l is string => l !== null));
  const rolling = mayRoll();
  const writing = mayWrite();
  element<HTMLButtonElement>('roll').disabled = !rolling;
  element<HTMLButtonElement>('roll').textContent = current.roll.count === 0 || current.phase !== 'rolling' ? 'Roll' : `Roll again (${kept.size} kept)`;
  element<HTMLButtonElement>('stop').disabled = !rolling || current.roll.count === 0;
  for (const slot of DICE_SLOTS) element<HTMLButtonElement>(`slot-${slot}`).disabled = !writing || pad.dice[slot - 2] !== null;
  const crosswordFree = pad.crossword.some((e) => e === null);
  element<HTMLButtonElement>('write-crossword').disabled = !writing || !crosswordFree;
  const free: string[] = [...(crosswordFree ? ['crossword'] : []), ...DICE_SLOTS.filter((slot) => pad.dice[slot - 2] === null).map(String)];
  const strikeSlot = element<HTMLSelectElement>('strike-slot');
  strikeSlot.replaceChildren(...free.map((slot) => {
    const option = document.createElement('option');
    option.value = slot;
    option.textContent = slot === 'crossword' ? 'a crossword slot' : `the ${slot}-letter slot`;
    return option;
  }));
  element<HTMLButtonElement>('strike').disabled = !writing || free.length === 0;
}

async function loadWords(): Promise<CompactLexicon> {
  setStatus('loading');
  const words = await lexiconFile(LEXICON, GERMAN);
  lexicon = words;
  return words;
}

async function begin(game: WuerfelState, message: string): Promise<void> {
  state = game;
  kept = new Set();
  say(message);
  await runBot();
  fresh = state;
}

/** Scrabble Würfel as a mode of the page (German dice, the standard grid, one bot). */
export const wuerfelMode: Mode = {
  template: 'wuerfel-template',
  recordLabel: null,
  setUp,
  owns: (json) => hasFormat(json, WUERFEL_STATE_FORMAT),
  async start(_choice, seed) {
    try {
      const words = await loadWords();
      await begin(created(createGame({ players: WUERFEL_PLAYERS, seed, lexicon: words })), `A new game of Scrabble Würfel (seed ${seed}): twelve rounds, one word a round.`);
    } catch (error) {
      say(messageOf(error));
    }
  },
  inProgress: () => state !== undefined && state !== fresh && state.phase !== 'over',
  save: () => (state === undefined ? undefined : jsonDownload(state, 'wuerfel-game.json')),
  async load(json, fileName) {
    const loaded = await loadSaved(loadWords, (words) => parseGameState(json, { lexicon: words }), (game) =>
      (game.players.length === WUERFEL_PLAYERS.length ? null : 'The playground plays Würfel games of two players only.'), 'Würfel game');
    if (loaded !== undefined) await begin(loaded, `Loaded ${fileName}.`);
  },
  record: () => undefined,
};

