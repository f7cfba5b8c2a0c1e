/** parseGameState of Duplicate: altered or hostile saved states give typed errors. */
import { describe, expect, it } from 'vitest';
import { parseGameState, type DuplicateState } from '../../src/duplicate/index.js';
import { knownDuplicate, must, wordSet } from './helpers.js';

const lexicon = wordSet(['GRÜNDE', 'HUNDE', 'HASTE']);
const options = { lexicon };
let played: DuplicateState = knownDuplicate([...'GRÜNDE?', ...'HUNDST', ...'EARE']);
played = must(played, { type: 'submit', player: 0, move: '8D GRÜNDE' }, options);
played = must(played, { type: 'submit', player: 1, move: '8H GRÜNDE' }, options);
played = must(played, { type: 'submit', player: 2, move: null }, options);
played = must(played, { type: 'submit', player: 1, move: 'I4 hUND.' }, options);
played = must(played, { type: 'end-round' }, options);
played = must(played, { type: 'submit', player: 2, move: '4I .ASTE' }, options);

const saved = (): unknown => JSON.parse(JSON.stringify(played)) as unknown;

/** The saved state with the value at a path replaced (`fn` gets the old value). */
function edit(path: readonly (string | number)[], fn: (old: unknown, state: unknown) => unknown): unknown {
  const root = saved();
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  at[last] = fn(at[last], root);
  return root;
}

/** A value of the saved state at a path. */
function at(state: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce((v, k) => (v as Record<string | number, unknown>)[k], state);
}

function code(json: unknown, withLexicon = false): string | null {
  const r = parseGameState(json, withLexicon ? options : {});
  return r.ok ? null : r.error.code;
}

describe('Duplicate parseGameState refuses', () => {
  it('reads the untouched state', () => {
    expect(parseGameState(saved(), options)).toEqual({ ok: true, value: played });
  });

  it.each([
    ['not an object', () => 42, 'not-an-object'],
    ['another format', () => edit(['format'], () => 'scrabble-engine/game@2'), 'bad-format'],
    ['a total raised', () => edit(['scores', 0], (v) => Number(v) + 10), 'scores-inconsistent'],
    ['a round\'s score raised', () => edit(['rounds', 0, 'submissions', 1, 'score'], () => 40), 'scores-inconsistent'],
    ['a weaker move on the board', () => edit(['rounds', 0, 'top'], (_, s) => ({ ...(at(s, ['rounds', 0, 'submissions', 1]) as object), player: 1 })), 'bad-round'],
    ['a tile added to the board', () => edit(['board', 'cells', 0], () => 'Q'), 'tiles-not-conserved'],
    ['a board tile swapped with the bag', () => edit(['board', 'cells', 3 + 7 * 15], (_, s) => {
      const bag = at(s, ['bag']) as string[];
      const other = bag.find((t) => t !== 'G')!;
      bag[bag.indexOf(other)] = 'G';
      return other;
    }), 'board-inconsistent'],
    ['a blank replaced by another letter', () => edit(['rounds', 1, 'replaced', 0, 'letter'], () => 'X'), 'bad-round'],
    ['an open submission off the rack', () => edit(['submissions', 2, 'move', 'tiles', 1, 'letter'], () => 'Q'), 'bad-submission'],
    ['a forged generator', () => edit(['prng'], () => ({ key: 'x', position: 0 })), 'bad-prng'],
    ['too many rounds', () => edit(['rounds'], (r) => new Array(500).fill((r as unknown[])[0])), 'too-large'],
    ['a finished game without its end', () => edit(['phase'], () => 'over'), 'bad-submission'],
  ])('%s', (_, make, expected) => {
    expect(code(make())).toBe(expected);
  });

  it('a move the lexicon refuses, saved as admissible, when the lexicon is given', () => {
    expect(code(saved(), true)).toBeNull();
    const r = parseGameState(saved(), { lexicon: wordSet(['GRÜNDE', 'HUNDE']) });
    expect(r.ok ? null : r.error.code).toBe('bad-submission');
  });
});

describe('Duplicate on hostile input', () => {
  it('applyAction and parseGameState never throw and answer with a known code', async () => {
    const fc = (await import('fast-check')).default;
    const { applyAction, DUPLICATE_ACTION_ERROR_CODES, DUPLICATE_STATE_ERROR_CODES } = await import('../../src/duplicate/index.js');
    fc.assert(fc.property(fc.anything(), (value) => {
      const r = applyAction(played, value as never, options);
      if (!r.ok) expect(DUPLICATE_ACTION_ERROR_CODES).toContain(r.error.code);
      const s = parseGameState(value);
      expect(s.ok).toBe(false);
      if (!s.ok) expect(DUPLICATE_STATE_ERROR_CODES).toContain(s.error.code);
      const garbage = applyAction(value as never, { type: 'end-round' }, options);
      expect(garbage.ok ? null : garbage.error.code).toBe('bad-state');
    }), { numRuns: 300 });
  });
});
