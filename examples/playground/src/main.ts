/**
 * The playground page: the game selector and the header's buttons, routed to the way of playing
 * chosen. The classic game runs under any of the playground's rule sets (src/classic.ts);
 * Duplicate, Afbreek-Scrabble and Scrabble Würfel each have a module of their own, built on the
 * package's subpaths (`scrabble-engine/duplicate`, `/afbreek`, `/wuerfel`). Every module uses only
 * the package's public API.
 */
import { afbreekMode } from './afbreek';
import { classicMode } from './classic';
import { duplicateMode } from './duplicate';
import { LANGUAGES } from './game';
import { wuerfelMode } from './wuerfel';
import { confirmAction, download, element, messageOf, mount, say, type Mode } from './page';

/** An entry of the game selector: its id (the `lang` parameter of the address), label and mode. */
interface Choice {
  readonly id: string;
  readonly label: string;
  readonly group: string;
  readonly mode: Mode;
  readonly about: string;
}

const CLASSIC_ABOUT: Readonly<Record<string, string>> = {
  'de-gendern': 'Gendern: a blank may be played as the ending *IN (LEHRER*IN, HIRT*INNEN); it counts 10 in the word (0 in the plural *INNEN).',
  'nl-ij-variations': 'The Dutch variations: a first word of at least 4 tiles; a tile may replace a board tile showing another letter (it goes to your rack); swap a blank on the board for the letter it stands for; no two passes in a row.',
};

const OTHER_WAYS = 'Other ways of playing';

const CHOICES: readonly Choice[] = [
  ...LANGUAGES.map((lang) => ({ id: lang.id, label: lang.label, group: 'The classic game against the bot', mode: classicMode, about: CLASSIC_ABOUT[lang.id] ?? '' })),
  {
    id: 'duplicate', label: 'Duplicate (German)', group: OTHER_WAYS, mode: duplicateMode,
    about: 'Duplicate: you and two bots play the same rack each round; the best move goes on the board, and your total counts against the maximum (the sum of the round tops).',
  },
  {
    id: 'afbreek', label: 'Afbreek: take a board apart (Dutch)', group: OTHER_WAYS, mode: afbreekMode,
    about: 'Afbreek-Scrabble: in turn, remove up to as many tiles of one word as the die shows; what is left must be words, joined to the centre. The most points removed wins.',
  },
  {
    id: 'wuerfel', label: 'Scrabble Würfel: the dice game (German)', group: OTHER_WAYS, mode: wuerfelMode,
    about: 'Scrabble Würfel: twelve rounds; the roller rolls seven letter dice up to three times, then everyone writes one word of the letters into a free slot of their pad: the crossword on their own grid, or the dice slot of its length.',
  },
];

let current: Choice = CHOICES[0]!;

/** Puts a mode on the page and sets up the header for it. */
function show(choice: Choice): void {
  current = choice;
  mount(choice.mode.template);
  choice.mode.setUp();
  element<HTMLSelectElement>('language').value = choice.id;
  element('about').textContent = choice.about;
  const record = element<HTMLButtonElement>('export-gcg');
  record.hidden = choice.mode.recordLabel === null;
  record.textContent = choice.mode.recordLabel ?? '';
}

async function start(choice: Choice, seed: number, options = new URLSearchParams()): Promise<void> {
  show(choice);
  try {
    await choice.mode.start(choice.id, seed, options);
  } catch (error) {
    say(messageOf(error));
  }
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

async function loadFile(file: File): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    say('That file is not JSON.');
    return;
  }
  const choice = current.mode.owns(json) ? current : CHOICES.find((c) => c.mode.owns(json));
  if (choice === undefined) {
    say('That is not a saved game of the playground.');
    return;
  }
  if (choice.mode !== current.mode) show(choice);
  await choice.mode.load(json, file.name);
}

const select = element<HTMLSelectElement>('language');
const groups = new Map<string, HTMLOptGroupElement>();
for (const choice of CHOICES) {
  let group = groups.get(choice.group);
  if (group === undefined) {
    group = document.createElement('optgroup');
    group.label = choice.group;
    groups.set(choice.group, group);
    select.append(group);
  }
  const option = document.createElement('option');
  option.value = choice.id;
  option.textContent = choice.label;
  group.append(option);
}
/** Whether the game on the page may be left: not under way, or the person agrees to throw it away. */
async function mayLeave(instead = 'start a new one', yes = 'New game'): Promise<boolean> {
  return !current.mode.inProgress() || confirmAction(`Throw away the game in progress and ${instead}?`, yes);
}

select.addEventListener('change', () => {
  const choice = CHOICES.find((c) => c.id === select.value);
  if (choice === undefined) return;
  void mayLeave().then((agreed) => {
    if (agreed) void start(choice, randomSeed());
    else select.value = current.id;
  });
});
element('new-game').addEventListener('click', () => {
  void mayLeave().then((agreed) => {
    if (agreed) void start(current, randomSeed());
  });
});
element('save').addEventListener('click', () => {
  const file = current.mode.save();
  if (file !== undefined) download(file);
});
element<HTMLInputElement>('load').addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (file !== undefined) {
    void mayLeave(`load ${file.name}`, 'Load').then((agreed) => {
      if (agreed) void loadFile(file);
    });
  }
});
element('export-gcg').addEventListener('click', () => {
  const file = current.mode.record();
  if (file !== undefined) download(file);
});

const params = new URLSearchParams(location.search);
const startSeed = Number(params.get('seed'));
const first = CHOICES.find((c) => c.id === params.get('lang')) ?? CHOICES[0]!;
void start(first, params.has('seed') && Number.isSafeInteger(startSeed) ? startSeed : randomSeed(), params);
