/**
 * The parts of the page every way of playing shares: the status the test waits for, the message
 * line, downloads, word lists, the letter chooser, the scores table and lists of sentences.
 */
import { loadLexicon, type CompactLexicon, type RuleSet } from 'scrabble-engine';

/** What the page is doing: the browser test waits for `ready` or `over`. */
export type Status = 'loading' | 'busy' | 'ready' | 'waiting' | 'over';

/** A file the page offers for download. */
export interface Download {
  readonly text: string;
  readonly name: string;
  readonly type: string;
}

/** The element with an id, inside `root` (default: the document); throws when the page lacks it. */
export function element<T extends HTMLElement>(id: string, root: ParentNode = document): T {
  const found = root.querySelector<T>(`#${id}`);
  if (found === null) throw new Error(`The page has no #${id}`);
  return found;
}

export function setStatus(status: Status): void {
  document.body.dataset.status = status;
}

export function status(): Status {
  return (document.body.dataset.status ?? 'loading') as Status;
}

/** Shows a sentence in the message line (empty: clears it). */
export function say(text: string): void {
  element('message').textContent = text;
}

/** The message of an error or thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Lets the browser draw before the next step of a bot. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function download({ text, name, type }: Download): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A state as a JSON download. */
export function jsonDownload(state: unknown, name: string): Download {
  return { text: JSON.stringify(state), name, type: 'application/json' };
}

const lexicons = new Map<string, CompactLexicon>();

/** Loads (once) a compact lexicon file for a rule set's tile set. */
export async function lexiconFile(path: string, rules: RuleSet): Promise<CompactLexicon> {
  const key = `${path} ${rules.tiles.id}`;
  const known = lexicons.get(key);
  if (known !== undefined) return known;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The word list ${path} could not be loaded (${response.status}).`);
  const loaded = loadLexicon(new Uint8Array(await response.arrayBuffer()), rules);
  if (!loaded.ok) throw new Error(`The word list ${path} is not usable: ${loaded.error.message}`);
  lexicons.set(key, loaded.value);
  return loaded.value;
}

/** Loads a text file of the page, one entry a line. */
export async function linesFile(path: string): Promise<string[]> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} could not be loaded (${response.status}).`);
  return (await response.text()).split('\n').map((line) => line.trim()).filter((line) => line !== '');
}

/**
 * Asks which letter a blank (or a joker) stands for, offering `choices` as buttons; undefined when
 * cancelled.
 */
export function chooseLetter(choices: readonly string[], question = 'Which letter is the blank?'): Promise<string | undefined> {
  const dialog = element<HTMLDialogElement>('blank-dialog');
  element('blank-question').textContent = question;
  element('blank-letters').replaceChildren(...choices.map((letter) => {
    const button = document.createElement('button');
    button.value = letter;
    button.textContent = letter;
    button.dataset.testid = 'blank-letter';
    return button;
  }));
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === '' ? undefined : dialog.returnValue), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}

/** Asks a yes-or-no question in the page's confirmation dialog (`yes`: the label of the button that agrees); true when agreed. */
export function confirmAction(question: string, yes: string): Promise<boolean> {
  const dialog = element<HTMLDialogElement>('confirm-dialog');
  element('confirm-question').textContent = question;
  element('confirm-yes').textContent = yes;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}

/** One row of a scores table. */
export interface ScoreRow {
  readonly name: string;
  readonly score: number;
  /** A note after the score (tiles on the rack, tiles removed, …). */
  readonly note?: string;
  /** Whether it is this player's turn. */
  readonly current?: boolean;
}

/** Fills a scores table: the score cells carry `data-testid="score-SEAT"`. */
export function renderScores(body: HTMLTableSectionElement, rows: readonly ScoreRow[]): void {
  body.replaceChildren(...rows.map((row, seat) => {
    const tr = document.createElement('tr');
    if (row.current === true) tr.className = 'to-move';
    const cells = [row.name, String(row.score), row.note ?? ''].map((text, i) => {
      const cell = document.createElement(i === 0 ? 'th' : 'td');
      cell.textContent = text;
      return cell;
    });
    cells[1]!.dataset.testid = `score-${seat}`;
    cells[2]!.className = 'note';
    tr.append(...cells);
    return tr;
  }));
}

/** Fills a list with one item a sentence and scrolls to its end. */
export function renderLines(list: HTMLOListElement | HTMLUListElement, lines: readonly string[]): void {
  list.replaceChildren(...lines.map((line) => {
    const item = document.createElement('li');
    item.textContent = line;
    return item;
  }));
  list.scrollTop = list.scrollHeight;
}

/** The name of the square (`H8`) under a click or drop, or null. */
export function squareAt(target: EventTarget | null): string | null {
  return target instanceof Element ? target.closest('[data-square]')?.getAttribute('data-square') ?? null : null;
}

/** One way of playing on the page: the main module mounts it and routes the header's buttons to it. */
export interface Mode {
  /** The template of its part of the page. */
  readonly template: string;
  /** The label of the header's record button, or null when it has no game record. */
  readonly recordLabel: string | null;
  /** Binds the controls of its freshly mounted template. */
  readonly setUp: () => void;
  /** Whether a saved state (parsed JSON) is one of this mode's. */
  readonly owns: (json: unknown) => boolean;
  /** Starts a new game of one of the choices of the page's selector (options from the address: `rounds`). */
  readonly start: (choice: string, seed: number, options: URLSearchParams) => Promise<void>;
  /** The game as a JSON download. */
  readonly save: () => Download | undefined;
  /** Loads a saved game (checked by the engine; a refused one leaves the game as it was). */
  readonly load: (json: unknown, fileName: string) => Promise<void>;
  /** The game record as a download. */
  readonly record: () => Download | undefined;
  /** Whether a game is under way that a new game would throw away (begun, played since, not over). */
  readonly inProgress: () => boolean;
}

/** An engine's answer (an action's outcome, a new or parsed game): the shape every module returns. */
export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly message: string } };

/** The state after an applied action, or undefined after saying why the engine refused it. */
export function stateAfter<S>(outcome: Answer<{ readonly state: S }>): S | undefined {
  if (outcome.ok) return outcome.value.state;
  say(outcome.error.message);
  return undefined;
}

/** A new game from an engine's `createGame`; throws its message when refused. */
export function created<S>(answer: Answer<S>): S {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/**
 * Reads a saved game: loads the word list (the engine checks the saved words with it), parses,
 * and asks the mode whether it can play the game (`refusal`: null, or why not). Says why when it
 * cannot, restoring the page's status; undefined then.
 */
export async function loadSaved<S>(
  words: () => Promise<CompactLexicon>, parse: (lexicon: CompactLexicon) => Answer<S>, refusal: (game: S) => string | null, what: string,
): Promise<S | undefined> {
  const before = status();
  try {
    const parsed = parse(await words());
    const refused = parsed.ok ? refusal(parsed.value) : `That is not a saved ${what}: ${parsed.error.message}`;
    if (parsed.ok && refused === null) return parsed.value;
    say(refused ?? '');
  } catch (error) {
    say(messageOf(error));
  }
  setStatus(before);
  return undefined;
}

/**
 * Lets the bots act, one action at a time with the page drawn between them: `step` applies the
 * next bot action and says whether there was one, at most `most` times; then the page is ready for
 * the person, or over.
 */
export async function botTurns(step: () => boolean, over: () => boolean, draw: () => void, most = 8): Promise<void> {
  setStatus('busy');
  draw();
  for (let i = 0; i < most; i++) {
    await nextFrame();
    if (!step()) break;
    draw();
  }
  setStatus(over() ? 'over' : 'ready');
  draw();
}

/** Whether a value is an object whose `format` is the given tag. */
export function hasFormat(json: unknown, ...formats: readonly string[]): boolean {
  return typeof json === 'object' && json !== null && formats.includes(String((json as { format?: unknown }).format));
}

/** Puts a mode's template into the page's main element. */
export function mount(template: string): void {
  const content = element<HTMLTemplateElement>(template).content.cloneNode(true);
  element('mode').replaceChildren(content);
}
