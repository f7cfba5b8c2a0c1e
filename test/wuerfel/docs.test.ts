/** docs/wuerfel.md: the worked round replays to the numbers the page states; its tables match the data. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../src/lexicon/build-lexicon.js';
import { GERMAN } from '../../src/rules/presets.js';
import {
  applyAction, createGame, DEFAULT_DICE, DICE_SLOT_POINTS, results, type WuerfelAction, type WuerfelState,
} from '../../src/wuerfel/index.js';

const page = readFileSync(new URL('../../docs/wuerfel.md', import.meta.url), 'utf8');
const built = buildLexicon(['WANDERN', 'WANDERT', 'WANDER', 'WAND', 'DER', 'AN'], GERMAN);
if (!built.ok) throw new Error(built.error.message);
const lexicon = built.value.lexicon;

/** The rows of the markdown table that follows a line containing `heading`. */
function table(heading: string): string[][] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.includes(heading));
  expect(start).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    if (/^\|[-| ]+\|$/.test(line)) continue;
    rows.push(line.slice(1, -1).split('|').map((cell) => cell.trim()));
  }
  return rows;
}

describe('docs/wuerfel.md', () => {
  it('the worked round: its actions replay to the entries and results of its table', () => {
    const block = /The actions of the round[^\n]*\n\n```json\n([\s\S]*?)```/.exec(page);
    expect(block).not.toBeNull();
    const actions = JSON.parse(block![1]!) as WuerfelAction[];
    const game = createGame({ players: ['Anna', 'Ben'], replay: true, lexicon });
    if (!game.ok) throw new Error(game.error.message);
    let state: WuerfelState = game.value;
    for (const action of actions) {
      const r = applyAction(state, action, { lexicon });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      state = r.value.state;
    }
    expect(state.round).toBe(1);
    expect(state.roller).toBe(1);
    const rows = table('The pads after the round');
    const header = rows[0]!;
    expect(header).toEqual(['player', 'entry', 'points', 'result I', 'premium', 'result II', 'result III', 'total']);
    const r = results(state);
    for (const row of rows.slice(1)) {
      const seat = state.players.indexOf(row[0]!);
      const p = r.players[seat]!;
      const pad = state.pads[seat]!;
      const entry = [...pad.crossword, ...pad.dice].find((e) => e !== null)!;
      const written = 'move' in entry ? entry.move : entry.word;
      expect([written, entry.score, p.resultI, p.premium, p.resultII, p.resultIII, p.total].map(String)).toEqual(row.slice(1));
    }
    expect(rows).toHaveLength(3);
  });

  it('the refusal and the crossword sum it describes', () => {
    const game = createGame({ players: ['Anna', 'Ben'], replay: true, lexicon });
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    for (const action of [
      { type: 'roll', player: 0, faces: [...'AIONHRW'] },
      { type: 'roll', player: 0, keep: [0, 3, 5, 6], faces: ['A', 'E', '?', 'N', 'D', 'R', 'W'] },
      { type: 'stop', player: 0 },
    ] as WuerfelAction[]) {
      const r = applyAction(state, action, { lexicon });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const refused = applyAction(state, { type: 'write', player: 1, slot: 7, word: 'WANDERN' }, { lexicon });
    expect(!refused.ok && refused.error.code).toBe('die-used-twice');
    expect(page).toContain('refused with `die-used-twice`');
    const written = applyAction(state, { type: 'write', player: 0, slot: 'crossword', move: '8D WANDERt' }, { lexicon });
    const entry = written.ok ? written.value.state.pads[0]!.crossword[0] : null;
    expect(entry).toMatchObject({ words: [{ word: 'WANDERT', score: 22 }], bonus: 50, score: 72 });
    expect(page).toContain('11, doubled by the star: 22, plus 50 for a word of seven letters: **72** points');
  });

  it('the tables of the default dice and of the dice area are the data', () => {
    expect(table('| die | faces |').slice(1).map((row) => row[1]!.split(' '))).toEqual(DEFAULT_DICE);
    const points = table('| length | 2 | 3 | 4 | 5 | 6 | 7 |');
    expect(points[0]!.slice(1).map(Number)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(points[1]!.slice(1).map(Number)).toEqual(Object.values(DICE_SLOT_POINTS));
  });
});
