/**
 * Duplicate Scrabble (`scrabble-engine/duplicate`): the person and two bots play the same rack on
 * one board, round by round. The bots (`duplicateBot`: the best move, and the fifth best) submit
 * first, unseen; the person lays out a move with the shared draft and submits it (or no move),
 * which closes the round: the best submitted move goes on the board, and the rounds table shows
 * every player's score and the round's top. `results` gives the totals and their share of the
 * maximum; `parseGameState` checks a loaded game; `makeDuplicateRecord` writes the record.
 */
import { GERMAN, type CompactLexicon } from 'scrabble-engine';
import {
  applyAction, createGame, duplicateBot, makeDuplicateRecord, parseGameState, results, viewFor, DUPLICATE_STATE_FORMAT, LEGACY_DUPLICATE_STATE_FORMAT,
  type DuplicateAction, type DuplicateBot, type DuplicateState, type Submission,
} from 'scrabble-engine/duplicate';
import { MoveDraft, showPreview } from './draft';
import {
  botTurns, created, element, hasFormat, jsonDownload, lexiconFile, loadSaved, messageOf, renderScores, say, setStatus, stateAfter, status,
  type Mode,
} from './page';

const HUMAN = 0;
/** The seats: the person, the best bot, and a bot that submits its fifth-best move. */
export const DUPLICATE_PLAYERS = ['You', 'Bot', 'Bot (5th best)'];
/** The bots of seats 1 and 2. */
export function duplicateBots(lexicon: CompactLexicon): DuplicateBot[] {
  return [duplicateBot(lexicon), duplicateBot(lexicon, { rank: 4 })];
}
const LEXICON = 'lexicons/de.lex';

let state: DuplicateState | undefined;
/** The game as it began (or was loaded): until it changes, a new game throws nothing away. */
let fresh: DuplicateState | undefined;
let lexicon: CompactLexicon | undefined;
let bots: DuplicateBot[] = [];
let draft: MoveDraft | undefined;

function act(action: DuplicateAction): boolean {
  const next = state === undefined || lexicon === undefined ? undefined : stateAfter(applyAction(state, action, { lexicon }));
  if (next !== undefined) state = next;
  return next !== undefined;
}

/** The bots submit for the open round (each sees only its own view). */
function botsSubmit(): Promise<void> {
  return botTurns(() => {
    const seat = state?.phase === 'round' ? state.submissions.findIndex((s, i) => i !== HUMAN && s === null) : -1;
    const bot = bots[seat - 1];
    return state !== undefined && bot !== undefined && act(bot(viewFor(state, seat)));
  }, () => state?.phase === 'over', render);
}

function submit(move: DuplicateAction): void {
  if (state === undefined || state.phase !== 'round' || status() !== 'ready') return;
  const round = state.rounds.length;
  if (!act(move)) {
    render();
    return;
  }
  draft?.clear();
  const closed = state.rounds[round];
  say(closed === undefined ? '' : roundSentence(round, closed.top?.notation ?? null, closed.top?.score ?? 0, closed.submissions[HUMAN]));
  void botsSubmit();
}

function roundSentence(round: number, top: string | null, score: number, mine: Submission | undefined): string {
  const board = top === null ? 'no legal move' : `${top} (${score})`;
  const yours = mine === undefined || mine.move === null ? 'no move (0)' : `${mine.notation} (${mine.score}${mine.admissible ? '' : ': a word outside the word list'})`;
  return `Round ${round + 1}: the board move is ${board}; you played ${yours}.`;
}

function setUp(): void {
  draft = new MoveDraft({
    board: () => state?.board,
    rules: () => state?.rules,
    rack: () => state?.rack ?? [],
    canLay: () => state?.phase === 'round' && status() === 'ready',
    changed: render,
  }, element('board'), element('rack'));
  element('submit').addEventListener('click', () => {
    const move = draft?.move();
    if (move !== undefined) submit({ type: 'submit', player: HUMAN, move });
  });
  element('recall').addEventListener('click', () => {
    draft?.clear();
    render();
  });
  element('no-move').addEventListener('click', () => submit({ type: 'submit', player: HUMAN, move: null }));
}

function cell(text: string, testid?: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  if (testid !== undefined) td.dataset.testid = testid;
  return td;
}

function renderRounds(current: DuplicateState): void {
  const table = element<HTMLTableElement>('rounds');
  const head = document.createElement('tr');
  head.append(...['#', 'Rack', 'Board move', ...current.players].map((text) => {
    const th = document.createElement('th');
    th.textContent = text;
    return th;
  }));
  const rows = results(current).rounds.map((round) => {
    const tr = document.createElement('tr');
    tr.dataset.testid = `round-${round.round}`;
    tr.append(
      cell(String(round.round)),
      cell(round.rack.join('')),
      cell(round.top === null ? '—' : `${round.top.notation} ${round.top.score}`, 'top'),
      ...round.moves.map((m, seat) => {
        const td = cell(m.move === null ? '—' : `${m.score}`, `move-${seat}`);
        td.dataset.score = String(m.score);
        if (m.move !== null) td.title = `${m.notation}${m.admissible ? '' : ' (a word outside the word list)'}`;
        if (round.top !== null && m.score === round.top.score && m.move !== null) td.className = 'top-score';
        return td;
      }),
    );
    return tr;
  });
  table.replaceChildren(head, ...rows);
}

function render(): void {
  if (state === undefined || draft === undefined) return;
  const current = state;
  const preview = draft.renderBoard('Duplicate board', current.rounds.at(-1)?.top?.move);
  const verdict = showPreview(element('preview'), preview, lexicon, ' (such a move scores 0)');
  draft.renderRack();
  const r = results(current);
  renderScores(element('scores'), r.players.map((p) => ({ name: p.name, score: p.total, note: `${p.percentage.toFixed(1)} % · rank ${p.rank}` })));
  const bag = element('bag');
  bag.textContent = `Maximum so far: ${r.maximum} · bag: ${current.bag.length} tiles`;
  bag.dataset.count = String(current.bag.length);
  bag.dataset.maximum = String(r.maximum);
  const info = element('round-info');
  info.textContent = current.phase === 'over'
    ? `Game over (${r.reason ?? ''}): ${r.winners.map((w) => current.players[w]).join(' and ')} won with ${r.players[r.winners[0] ?? 0]?.total ?? 0} of ${r.maximum}.`
    : `Round ${current.rounds.length + 1}${current.roundLimit === null ? '' : ` of ${current.roundLimit}`}: everyone plays this rack; ${current.submissions.filter((s, seat) => seat !== HUMAN && s !== null).length} bots have submitted.`;
  renderRounds(current);
  const mine = current.phase === 'round' && status() === 'ready';
  element<HTMLButtonElement>('submit').disabled = !mine || draft.tiles.length === 0 || verdict === 'refusal';
  element<HTMLButtonElement>('submit').title = verdict === 'refusal' ? `The rules refuse this move: ${element('preview').textContent ?? ''}` : '';
  element<HTMLButtonElement>('recall').disabled = draft.tiles.length === 0;
  element<HTMLButtonElement>('no-move').disabled = !mine;
}

async function begin(game: DuplicateState, message: string): Promise<void> {
  state = game;
  draft?.clear();
  say(message);
  await botsSubmit();
  fresh = state;
}

async function loadWords(): Promise<CompactLexicon> {
  setStatus('loading');
  const loaded = await lexiconFile(LEXICON, GERMAN);
  lexicon = loaded;
  bots = duplicateBots(loaded);
  return loaded;
}

/** Duplicate as a mode of the page (German; `rounds` in the address limits the game). */
export const duplicateMode: Mode = {
  template: 'duplicate-template',
  recordLabel: 'Export record',
  setUp,
  owns: (json) => hasFormat(json, DUPLICATE_STATE_FORMAT, LEGACY_DUPLICATE_STATE_FORMAT),
  async start(_choice, seed, options) {
    const rounds = Number(options.get('rounds'));
    try {
      await loadWords();
      await begin(created(createGame({
        rules: GERMAN, players: DUPLICATE_PLAYERS, seed, ...(Number.isInteger(rounds) && rounds > 0 ? { roundLimit: rounds } : {}),
      })), `A new Duplicate game (seed ${seed}): everyone plays the same rack; the best move goes on the board.`);
    } catch (error) {
      say(messageOf(error));
    }
  },
  inProgress: () => state !== undefined && state !== fresh && state.phase !== 'over',
  save: () => (state === undefined ? undefined : jsonDownload(state, 'duplicate-game.json')),
  async load(json, fileName) {
    const loaded = await loadSaved(loadWords, (words) => parseGameState(json, { lexicon: words }), (game) =>
      (game.rules.tiles.id === GERMAN.tiles.id && game.players.length === DUPLICATE_PLAYERS.length ? null : 'The playground plays German Duplicate games of three players only.'),
    'Duplicate game');
    if (loaded !== undefined) await begin(loaded, `Loaded ${fileName}.`);
  },
  record: () => (state === undefined ? undefined : { text: makeDuplicateRecord(state), name: 'duplicate-game.txt', type: 'text/plain' }),
};
