/**
 * Afbreek-Scrabble (`scrabble-engine/afbreek`): the person and the bot take a filled board apart.
 * The board is the final board of a classic Dutch game two greedy bots play from the game's seed
 * (`playBotGame`). Each turn a die says how many tiles may go (1 to 6); the person clicks tiles of
 * one word, sees `checkRemoval`'s verdict and score, and removes them, or passes when
 * `hasLegalRemoval` finds nothing. The bot is `afbreekBot` (the highest-scoring removal).
 * `results` gives the totals; `parseGameState` checks a loaded game.
 */
import { DUTCH_IJ, greedyBot, playBotGame, renderBoardSvg, type Board, type CompactLexicon } from 'scrabble-engine';
import {
  afbreekBot, applyAction, checkRemoval, createGame, hasLegalRemoval, parseGameState, results, viewFor, AFBREEK_STATE_FORMAT,
  type AfbreekAction, type AfbreekBot, type AfbreekState, type AfbreekTurn,
} from 'scrabble-engine/afbreek';
import {
  botTurns, created, element, hasFormat, jsonDownload, lexiconFile, loadSaved, messageOf, nextFrame, renderLines, renderScores, say, setStatus, squareAt,
  stateAfter, status, type Mode,
} from './page';

const HUMAN = 0;
const BOT = 1;
export const AFBREEK_PLAYERS = ['You', 'Bot'];
export const AFBREEK_RULES = DUTCH_IJ;
const LEXICON = 'lexicons/nl-ij.lex';
const DIE_FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

let state: AfbreekState | undefined;
/** The game as it began (or was loaded): until it changes, a new game throws nothing away. */
let fresh: AfbreekState | undefined;
let lexicon: CompactLexicon | undefined;
let bot: AfbreekBot | undefined;
let chosen: string[] = [];

/** The board to take apart: the final board of a classic game two greedy bots play from the seed. */
export function startBoard(seed: number, words: CompactLexicon): Board {
  const greedy = greedyBot(words);
  const played = playBotGame({ rules: AFBREEK_RULES, players: ['Anna', 'Bram'], bots: [greedy, greedy], seed, lexicon: words });
  if (!played.ok) throw new Error(`The board could not be made: ${played.error.message}`);
  return played.value.state.board;
}

function act(action: AfbreekAction): boolean {
  const next = state === undefined || lexicon === undefined ? undefined : stateAfter(applyAction(state, action, { lexicon }));
  if (next !== undefined) state = next;
  return next !== undefined;
}

/** Lets the bot remove tiles (or pass) while it is its turn. */
function runBot(): Promise<void> {
  return botTurns(() => state !== undefined && state.phase !== 'over' && state.turn === BOT && bot !== undefined && act(bot(viewFor(state, BOT))),
    () => state?.phase === 'over', render);
}

function myTurn(): boolean {
  return state !== undefined && state.phase !== 'over' && state.turn === HUMAN && status() === 'ready';
}

function setUp(): void {
  element('board').addEventListener('click', (event) => {
    const square = squareAt(event.target);
    if (square === null || state === undefined || !myTurn()) return;
    if (chosen.includes(square)) chosen = chosen.filter((s) => s !== square);
    else if (element('board').querySelector(`g.tile[data-square="${square}"]`) !== null) chosen = [...chosen, square];
    render();
  });
  element('remove').addEventListener('click', () => {
    if (!myTurn() || chosen.length === 0) return;
    if (act({ type: 'remove', player: HUMAN, squares: chosen })) {
      chosen = [];
      say('');
      void runBot();
    } else render();
  });
  element('clear').addEventListener('click', () => {
    chosen = [];
    render();
  });
  element('pass').addEventListener('click', () => {
    if (!myTurn()) return;
    chosen = [];
    if (act({ type: 'pass', player: HUMAN })) void runBot();
    else render();
  });
}

function describeTurn(turn: AfbreekTurn, players: readonly string[]): string {
  const name = players[turn.player] ?? `player ${turn.player + 1}`;
  if (turn.type === 'pass') return `${name} (die ${turn.limit}) passed.`;
  const left = turn.newWords.length === 0 ? '' : `; leaves ${turn.newWords.join(', ')}`;
  return `${name} (die ${turn.limit}) removed ${turn.tiles.join('')} from ${turn.squares.join(' ')}: +${turn.score}${left}`;
}

function render(): void {
  if (state === undefined || lexicon === undefined) return;
  const current = state;
  const words = lexicon;
  const boardElement = element('board');
  boardElement.innerHTML = renderBoardSvg(current.board, current.rules, { title: 'The board to take apart' });
  for (const square of chosen) boardElement.querySelector(`g.tile[data-square="${square}"]`)?.classList.add('removing');
  const preview = element('preview');
  preview.dataset.score = '';
  if (chosen.length === 0) preview.textContent = myTurn() ? 'Click tiles of one word to take them away.' : '';
  else {
    const checked = checkRemoval(current, chosen, { lexicon: words });
    if (checked.ok) {
      preview.textContent = `${checked.value.score} points for ${checked.value.tiles.join('')}${checked.value.newWords.length === 0 ? '' : `; leaves ${checked.value.newWords.join(', ')}`}`;
      preview.dataset.score = String(checked.value.score);
    } else preview.textContent = checked.error.message;
  }
  const r = results(current);
  renderScores(element('scores'), r.players.map((p, seat) => ({
    name: p.name, score: p.total, note: `${p.tilesRemoved} tiles`, current: current.phase !== 'over' && current.turn === seat,
  })));
  const die = element('die');
  die.dataset.limit = String(current.limit);
  die.textContent = current.phase === 'over'
    ? `Game over (${r.reason ?? ''}): ${r.winners.map((w) => current.players[w]).join(' and ')} won; ${r.tilesLeft} tiles left.`
    : `${current.players[current.turn]} to move. The die shows ${DIE_FACES[current.limit] ?? ''} ${current.limit}: take up to ${current.limit} tiles of one word.`;
  const left = element('left');
  left.textContent = `Tiles on the board: ${r.tilesLeft}`;
  left.dataset.count = String(r.tilesLeft);
  renderLines(element('history'), current.history.map((turn) => describeTurn(turn, current.players)));
  const mine = myTurn();
  element<HTMLButtonElement>('remove').disabled = !mine || chosen.length === 0 || preview.dataset.score === '';
  element<HTMLButtonElement>('clear').disabled = chosen.length === 0;
  element<HTMLButtonElement>('pass').disabled = !mine || hasLegalRemoval(current, { lexicon: words });
}

async function loadWords(): Promise<CompactLexicon> {
  setStatus('loading');
  const words = await lexiconFile(LEXICON, AFBREEK_RULES);
  lexicon = words;
  bot = afbreekBot(words);
  return words;
}

async function begin(game: AfbreekState, message: string): Promise<void> {
  state = game;
  chosen = [];
  say(message);
  await runBot();
  fresh = state;
}

/** Afbreek as a mode of the page (Dutch with the IJ tile, the die, face values). */
export const afbreekMode: Mode = {
  template: 'afbreek-template',
  recordLabel: null,
  setUp,
  owns: (json) => hasFormat(json, AFBREEK_STATE_FORMAT),
  async start(_choice, seed) {
    try {
      const words = await loadWords();
      say('Two bots are filling a board…');
      await nextFrame();
      await begin(created(createGame({ rules: AFBREEK_RULES, players: AFBREEK_PLAYERS, board: startBoard(seed, words), maxTiles: 'die', seed, lexicon: words })),
        `A new Afbreek game (seed ${seed}): take the board apart; what is left must be words joined to the centre.`);
    } catch (error) {
      say(messageOf(error));
    }
  },
  inProgress: () => state !== undefined && state !== fresh && state.phase !== 'over',
  save: () => (state === undefined ? undefined : jsonDownload(state, 'afbreek-game.json')),
  async load(json, fileName) {
    const loaded = await loadSaved(loadWords, (words) => parseGameState(json, { lexicon: words }), (game) =>
      (game.rules.tiles.id === AFBREEK_RULES.tiles.id && game.players.length === AFBREEK_PLAYERS.length ? null : 'The playground plays Dutch (IJ) Afbreek games of two players only.'),
    'Afbreek game');
    if (loaded !== undefined) await begin(loaded, `Loaded ${fileName}.`);
  },
  record: () => undefined,
};
