/**
 * The plain loop for the variant modules with their bots: ask who may act (`nextToAct`, from the
 * state's own turn structure), ask that seat's bot for an action on its view, apply it. Duplicate
 * (submissions, rounds closed by the last submission or by the referee's `end-round`), Afbreek
 * (removals and passes, a fixed maximum or the die) and Würfel (roll, stop, write, strike). Every
 * action must be accepted and every game must end. `LOOP_GAMES=1000` (npm run test:loop) plays
 * the full count; npm test plays fewer (the counts are in the test names).
 */
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../src/bot/greedy.js';
import { playBotGame as playClassic } from '../../src/bot/play-game.js';
import {
  afbreekBot, applyAction as applyAfbreek, createGame as createAfbreek, nextToAct as afbreekToAct, viewFor as afbreekView,
} from '../../src/afbreek/index.js';
import {
  applyAction as applyDuplicate, createGame as createDuplicate, duplicateBot, nextToAct as duplicateToAct, viewFor as duplicateView,
  type DuplicateAction, type DuplicateBot,
} from '../../src/duplicate/index.js';
import {
  applyAction as applyWuerfel, createGame as createWuerfel, GREEDY_SLOT_VALUES, nextToAct as wuerfelToAct, viewFor as wuerfelView,
  wuerfelBot, type WuerfelAction, type WuerfelBot,
} from '../../src/wuerfel/index.js';
import type { Board } from '../../src/board/board.js';
import { GERMAN, PRESETS } from '../../src/rules/presets.js';
import type { RuleSet } from '../../src/rules/rule-set.js';
import { tableLexicons } from './loop-helpers.js';

const FULL = Number(process.env['LOOP_GAMES'] ?? 0) > 0 ? Number(process.env['LOOP_GAMES']) : 0;
/** The full run takes minutes per module on a busy machine. */
const TIMEOUT = FULL > 0 ? 3_600_000 : 120_000;
const games = (quick: number): number => (FULL > 0 ? Math.max(quick, FULL) : quick);

/** The presets a variant module accepts (it refuses turn limits and chosen draws, for one). */
const SETS = Object.entries(PRESETS);

const DUPLICATE_GAMES = games(60);
const AFBREEK_GAMES = games(60);
const WUERFEL_GAMES = games(40);

describe('the plain loop of the variant modules with their bots', () => {
  it(`${DUPLICATE_GAMES} Duplicate games (the best move, weaker ranks, a smaller and a larger word list than the referee's; rounds closed by the referee now and then): no refused action`, () => {
    const failures: string[] = [];
    let played = 0;
    let inadmissible = 0;
    let closedByReferee = 0;
    const usable = SETS.filter(([, rules]) => createDuplicate({ rules, players: ['A'], seed: 1 }).ok);
    expect(usable.length).toBeGreaterThan(5);
    for (let g = 0; g < DUPLICATE_GAMES && failures.length < 5; g++) {
      const [name, rules] = usable[g % usable.length]!;
      const lexicons = tableLexicons(rules);
      const seats = 1 + (g % 3);
      const bots: DuplicateBot[] = Array.from({ length: seats }, (_, s) => {
        const kind = (['referee', 'smaller', 'larger'] as const)[(g + s) % 3]!;
        return duplicateBot(lexicons[kind], { rank: (g + s) % 4 });
      });
      const created = createDuplicate({ rules, players: bots.map((_, s) => `P${s}`), seed: 2000 + g, roundLimit: 12 });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      for (let actions = 0; ; actions++) {
        const seat = duplicateToAct(state);
        if (seat === null) break;
        if (actions > 500) {
          failures.push(`${name} game ${g}: no end`);
          break;
        }
        // Now and then the referee's clock closes the round after the first submission.
        const action: DuplicateAction = g % 5 === 4 && state.submissions.some((s) => s !== null) ? { type: 'end-round' } : bots[seat]!(duplicateView(state, seat));
        const outcome = applyDuplicate(state, action, { lexicon: lexicons.referee });
        if (!outcome.ok) {
          failures.push(`${name} game ${g}: ${action.type} refused: ${outcome.error.code}: ${outcome.error.message}`);
          break;
        }
        if (action.type === 'end-round') closedByReferee++;
        state = outcome.value.state;
      }
      if (state.phase === 'over') played++;
      inadmissible += state.rounds.flatMap((r) => r.submissions).filter((s) => s !== null && s.move !== null && !s.admissible).length;
    }
    expect(failures).toEqual([]);
    expect(played).toBe(DUPLICATE_GAMES);
    expect(inadmissible).toBeGreaterThan(0);   // the larger list's phonies were submitted and scored 0
    expect(closedByReferee).toBeGreaterThan(0);
  }, TIMEOUT);

  it(`${AFBREEK_GAMES} Afbreek games on boards of classic bot games (a fixed maximum and the die, with and without the referee's lexicon): no refused action`, () => {
    const failures: string[] = [];
    let played = 0;
    let passes = 0;
    const boards = new Map<string, Board>();
    const boardFor = (rules: RuleSet, seed: number): Board => {
      const key = `${rules.id}/${seed}`;
      const known = boards.get(key);
      if (known !== undefined) return known;
      const lexicon = tableLexicons(rules).referee;
      const classic = playClassic({ rules, players: ['A', 'B'], bots: [greedyBot(lexicon), greedyBot(lexicon)], seed, lexicon });
      if (!classic.ok) throw new Error(classic.error.message);
      boards.set(key, classic.value.state.board);
      return classic.value.state.board;
    };
    const usable = SETS.filter(([, rules]) => rules.turnLimit === null);
    for (let g = 0; g < AFBREEK_GAMES && failures.length < 5; g++) {
      const [name, rules] = usable[g % usable.length]!;
      const lexicon = tableLexicons(rules).referee;
      const judged = g % 4 !== 3;
      const seats = 2 + (g % 2);
      const board = boardFor(rules, g % 10);
      const options = { rules, players: Array.from({ length: seats }, (_, s) => `P${s}`), board, seed: 3000 + g, maxTiles: g % 2 === 0 ? 6 as const : 'die' as const };
      const created = createAfbreek(judged ? { ...options, lexicon } : options);
      if (!created.ok) throw new Error(`${name}: ${created.error.message}`);
      let state = created.value;
      const bot = afbreekBot(lexicon);
      for (let actions = 0; ; actions++) {
        const seat = afbreekToAct(state);
        if (seat === null) break;
        if (actions > 500) {
          failures.push(`${name} game ${g}: no end`);
          break;
        }
        const action = bot(afbreekView(state, seat));
        if (action.type === 'pass') passes++;
        const outcome = applyAfbreek(state, action, judged ? { lexicon } : {});
        if (!outcome.ok) {
          failures.push(`${name} game ${g}${judged ? '' : ' (no referee lexicon)'}: ${action.type} refused: ${outcome.error.code}: ${outcome.error.message}`);
          break;
        }
        state = outcome.value.state;
      }
      if (state.phase === 'over') played++;
    }
    expect(failures).toEqual([]);
    expect(played).toBe(AFBREEK_GAMES);
    expect(passes).toBeGreaterThan(0);
  }, TIMEOUT);

  it(`${WUERFEL_GAMES} Würfel games (the default and the greedy writer, the referee's and a smaller word list): no refused action`, async () => {
    const failures: string[] = [];
    let played = 0;
    const byType: Record<string, number> = {};
    const lexicons = tableLexicons(GERMAN);
    for (let g = 0; g < WUERFEL_GAMES && failures.length < 5; g++) {
      const seats = 1 + (g % 3);
      const bots: WuerfelBot[] = Array.from({ length: seats }, (_, s) => wuerfelBot((g + s) % 2 === 0 ? lexicons.referee : lexicons.smaller, {
        samples: 2, ...((g + s) % 3 === 0 ? { slotValues: GREEDY_SLOT_VALUES } : {}),
      }));
      const created = createWuerfel({ players: bots.map((_, s) => `P${s}`), seed: 4000 + g, lexicon: lexicons.referee });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      for (let actions = 0; ; actions++) {
        const seat = wuerfelToAct(state);
        if (seat === null) break;
        if (actions > 500) {
          failures.push(`game ${g}: no end`);
          break;
        }
        const action: WuerfelAction = await bots[seat]!(wuerfelView(state, seat), { player: seat, actions });
        byType[action.type] = (byType[action.type] ?? 0) + 1;
        const outcome = applyWuerfel(state, action, { lexicon: lexicons.referee });
        if (!outcome.ok) {
          failures.push(`game ${g}: ${action.type} refused: ${outcome.error.code}: ${outcome.error.message}`);
          break;
        }
        state = outcome.value.state;
      }
      if (state.phase === 'over') played++;
    }
    expect(failures).toEqual([]);
    expect(played).toBe(WUERFEL_GAMES);
    for (const type of ['roll', 'stop', 'write', 'strike']) expect(byType[type] ?? 0, type).toBeGreaterThan(0);
  }, TIMEOUT);
});
