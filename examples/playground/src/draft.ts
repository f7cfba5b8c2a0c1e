/**
 * Laying out a move on the board, shared by the classic game and Duplicate: the rack as tile
 * buttons, a tile dragged or clicked onto a square (a blank asks for its letter, `*IN` included
 * under the Gendern rule; under letter replacement a tile may cover a board tile showing another
 * letter), a laid tile clicked to take it back, and the board drawn with the move as a candidate
 * and its score from `scoreMove`.
 */
import {
  letterValue, renderBoardSvg, scoreMove, GENDERN_TOKEN,
  type Board, type Lexicon, type Move, type Result, type RuleSet, type MoveScore,
} from 'scrabble-engine';
import { draftMove, parseSquareName, type DraftTile } from './game';
import { chooseLetter, squareAt } from './page';

/** What the draft asks of the game it belongs to. */
export interface DraftHost {
  readonly board: () => Board | undefined;
  readonly rules: () => RuleSet | undefined;
  /** The rack the tiles come from. */
  readonly rack: () => readonly string[];
  /** Whether tiles may be laid now. */
  readonly canLay: () => boolean;
  /** A click on a rack tile the host handles itself (choosing tiles to exchange): true when handled. */
  readonly rackClick?: (index: number) => boolean;
  /** Extra classes of a rack tile (`chosen`). */
  readonly rackClasses?: (index: number) => readonly string[];
  /** Something changed: draw again. */
  readonly changed: () => void;
}

/** The preview of a candidate move: its score, or why it does not score. */
export type Preview = Result<MoveScore, { readonly message: string }>;

export class MoveDraft {
  tiles: DraftTile[] = [];
  selected: number | null = null;

  constructor(private readonly host: DraftHost, private readonly boardElement: HTMLElement, private readonly rackElement: HTMLElement) {
    boardElement.addEventListener('click', (event) => this.boardClick(squareAt(event.target)));
    boardElement.addEventListener('dragover', (event) => event.preventDefault());
    boardElement.addEventListener('drop', (event) => {
      event.preventDefault();
      const index = Number(event.dataTransfer?.getData('text/plain'));
      const square = squareAt(event.target);
      if (Number.isInteger(index) && square !== null) void this.lay(index, square);
    });
    rackElement.addEventListener('dragstart', (event) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      if (tile !== null) event.dataTransfer?.setData('text/plain', tile.dataset.index ?? '');
    });
    rackElement.addEventListener('click', (event) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      if (tile === null) return;
      const index = Number(tile.dataset.index);
      if (this.host.rackClick?.(index) !== true && this.free().includes(index)) this.selected = this.selected === index ? null : index;
      this.host.changed();
    });
  }

  clear(): void {
    this.tiles = [];
    this.selected = null;
  }

  /** The rack indices not laid out on the board. */
  free(): number[] {
    const used = new Set(this.tiles.map((d) => d.rackIndex));
    return this.host.rack().map((_, i) => i).filter((i) => !used.has(i));
  }

  /** The move laid out, or undefined. */
  move(): Move | undefined {
    const board = this.host.board();
    return board === undefined ? undefined : draftMove(board, this.tiles);
  }

  /** Lays a rack tile on a square (asking for a blank's letter). */
  async lay(rackIndex: number, squareName: string): Promise<void> {
    const board = this.host.board();
    const rules = this.host.rules();
    const square = parseSquareName(squareName);
    const tile = this.host.rack()[rackIndex];
    if (board === undefined || rules === undefined || !this.host.canLay()) return;
    if (square === undefined || tile === undefined || !this.free().includes(rackIndex)) return;
    if (this.tiles.some((d) => d.row === square.row && d.col === square.col)) return;
    const cell = board.cells[square.row * board.cols + square.col];
    const replacing = rules.replacement === 'rack' || rules.replacement === 'bag';
    if (cell != null && !(replacing && cell === cell.toUpperCase())) return;
    let letter = tile;
    const blank = tile === '?';
    if (blank) {
      const letters = rules.tiles.letters.map((l) => l.letter);
      const chosen = await chooseLetter(rules.gendern === true ? [...letters, GENDERN_TOKEN] : letters);
      if (chosen === undefined) return;
      letter = chosen;
    }
    if (cell != null && cell === letter) return;
    this.tiles = [...this.tiles, { ...square, rackIndex, letter, blank }];
    this.selected = null;
    this.host.changed();
  }

  private boardClick(squareName: string | null): void {
    const square = squareName === null ? undefined : parseSquareName(squareName);
    if (square === undefined) return;
    const laid = this.tiles.findIndex((d) => d.row === square.row && d.col === square.col);
    if (laid >= 0) {
      this.tiles = this.tiles.filter((_, i) => i !== laid);
      this.host.changed();
    } else if (this.selected !== null && squareName !== null) void this.lay(this.selected, squareName);
  }

  /** Draws the rack: tile buttons with letter and value, laid and selected tiles marked. */
  renderRack(): void {
    const rules = this.host.rules();
    const free = new Set(this.free());
    this.rackElement.replaceChildren(...this.host.rack().map((tile, index) => {
      const button = document.createElement('button');
      button.className = 'tile';
      button.dataset.testid = 'rack-tile';
      button.dataset.index = String(index);
      button.dataset.letter = tile;
      button.draggable = true;
      const value = tile === '?' || rules === undefined ? undefined : letterValue(rules.tiles, tile);
      button.innerHTML = `<span class="letter">${tile === '?' ? '&nbsp;' : tile}</span><span class="value">${value ?? ''}</span>`;
      if (tile === '?') button.classList.add('blank');
      if (!free.has(index)) button.classList.add('laid');
      if (this.selected === index) button.classList.add('selected');
      button.classList.add(...(this.host.rackClasses?.(index) ?? []));
      button.setAttribute('aria-label', tile === '?' ? 'blank' : `${tile}, ${value ?? 0} points`);
      return button;
    }));
  }

  /**
   * Draws the board with the move laid out as the candidate (a tile replacing a board tile drawn
   * in its place) and the last move highlighted; returns the move's preview.
   */
  renderBoard(title: string, lastMove: Move | undefined): Preview | undefined {
    const board = this.host.board();
    const rules = this.host.rules();
    if (board === undefined || rules === undefined) return undefined;
    const candidate = this.move();
    const preview = candidate === undefined ? undefined : scoreMove(board, candidate, rules);
    const covered = board.cells.map((cell, i) => (this.tiles.some((d) => d.row * board.cols + d.col === i) ? null : cell));
    this.boardElement.innerHTML = renderBoardSvg({ ...board, cells: covered }, rules, {
      ...(lastMove === undefined ? {} : { lastMove }),
      ...(candidate === undefined ? {} : { candidate }),
      ...(preview?.ok === true ? { candidateScore: preview.value.total } : {}),
      title,
    });
    return preview;
  }
}

/**
 * What a preview says of the move laid out: nothing laid out (`none`), a move that scores with
 * known words (`valid`), one with a word outside the word list (`doubtful`: legal, but a challenge
 * would take it back), or one the rules refuse (`refusal`: it cannot be played).
 */
export type Verdict = 'none' | 'valid' | 'doubtful' | 'refusal';

/**
 * Shows a preview in a paragraph: the score and words, or why it does not score, with the words
 * the lexicon does not know; `data-score` holds the score for the test, and the paragraph's class
 * (and `data-verdict`) the verdict, so that a refusal never looks like a score. `unknownRefused`:
 * the rules refuse a word outside the word list at once (it is a refusal then, not a doubt).
 */
export function showPreview(target: HTMLElement, preview: Preview | undefined, lexicon: Lexicon | undefined, unknownNote: string, unknownRefused = false): Verdict {
  let verdict: Verdict;
  if (preview === undefined) {
    target.textContent = '';
    target.dataset.score = '';
    verdict = 'none';
  } else if (preview.ok) {
    const words = preview.value.words.map((w) => `${w.word} ${w.score}`).join(', ');
    const unknown = preview.value.words.map((w) => w.word).filter((word) => lexicon?.has(word) === false);
    target.textContent = `${preview.value.total} points: ${words}${preview.value.bingo > 0 ? `, bonus ${preview.value.bingo}` : ''}` +
      (unknown.length > 0 ? ` — not in the word list: ${unknown.join(', ')}${unknownNote}` : '');
    target.dataset.score = String(preview.value.total);
    verdict = unknown.length === 0 ? 'valid' : unknownRefused ? 'refusal' : 'doubtful';
  } else {
    target.textContent = preview.error.message;
    target.dataset.score = '';
    verdict = 'refusal';
  }
  target.className = `preview ${verdict}`;
  target.dataset.verdict = verdict;
  return verdict;
}