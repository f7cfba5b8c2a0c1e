/**
 * The README's server example, run as printed (its code block is read from README.md, so a change
 * there is tested here), then driven through a game as a hostile client would: no answer tells a
 * player another player's drawn tiles, and no client can decide a challenge or act for another seat.
 * Only a short scenario is appended to the printed code; it uses the example's own `handle`,
 * `saved` and `words`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const server = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes('function handle('));
const dir = mkdtempSync(join(tmpdir(), 'readme-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the scenario records: every answer, with the state stored before and after each request. */
interface Step {
  readonly seat: number;
  readonly body: unknown;
  readonly answer: { error?: string; to?: { view: Record<string, unknown>; log: string[] }[] };
  readonly before: string;
  readonly after: string;
}

/**
 * Appended to the printed code: the player to move plays two tiles of their own rack (the word is
 * added to the example's word list, so the server's lexicon knows it); the opponent tries to have
 * it withdrawn with a verdict of their own, to act for the other seat, then challenges honestly
 * (the lexicon upholds the word) and plays on, which draws tiles for both.
 */
const SCENARIO = `
export const steps = [];
const ask = (seat, body) => {
  const before = saved.get('g1');
  const answer = handle('g1', seat, body);
  steps.push({ seat, body, answer, before, after: saved.get('g1') });
  return answer;
};
const stored = () => JSON.parse(saved.get('g1'));
const author = stored().turn;
const other = 1 - author;
const letters = stored().racks[author].filter((t) => t !== '?').slice(0, 2);
words.add(letters.join(''));
ask(author, { type: 'play', player: author, move: '8G ' + letters.join('') });
ask(other, { type: 'challenge', player: other, valid: false });
ask(other, { type: 'challenge', player: other, valid: false, words: [letters.join('')] });
ask(other, { type: 'pass', player: author });
ask(other, { type: 'challenge', player: other });
ask(other, { type: 'pass', player: other });
ask(author, { type: 'pass', player: author });
export const game = { author, other, final: stored() };
`;

async function runScenario(): Promise<{ steps: Step[]; game: { author: number; other: number; final: { history: { type: string; player?: number; tiles?: string[] }[]; players: string[] } } }> {
  const source = `${server ?? ''}\n${SCENARIO}`.replaceAll("from 'scrabble-engine'", `from ${JSON.stringify(join(root, 'src/index.ts'))}`);
  const file = join(dir, 'server.ts');
  writeFileSync(file, source);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return await import(pathToFileURL(file).href) as never;
  } finally {
    log.mockRestore();
  }
}

describe("the README's server example, as printed", () => {
  it('is in the README, with the lexicon, the client reading, the seeded reading and the redaction', () => {
    expect(server).toBeDefined();
    expect(server).toContain('{ lexicon }');
    expect(server).toContain('parseAction(body, { from: seat })');
    expect(server).toContain('{ seeded: true }');
    expect(server).toContain('redactEvent(e, s)');
  });

  it('tells no player another player\'s drawn tiles, and lets no client decide a challenge or act for another seat', async () => {
    const { steps, game } = await runScenario();
    const { author, other, final } = game;
    const [play, verdict, verdictOnWord, otherSeat, challenge, pass, lastPass] = steps;

    expect(play!.answer.error).toBeUndefined();
    // A client's verdict and an action for the other seat are refused, and nothing is stored.
    expect(verdict!.answer).toEqual({ error: 'server-only' });
    expect(verdictOnWord!.answer).toEqual({ error: 'server-only' });
    expect(otherSeat!.answer).toEqual({ error: 'not-your-seat' });
    for (const step of [verdict, verdictOnWord, otherSeat]) expect(step!.after).toBe(step!.before);
    // The honest challenge is judged by the server's lexicon: the word stands, the play is not withdrawn.
    expect(challenge!.answer.error).toBeUndefined();
    expect(final.history.some((e) => e.type === 'challenge-upheld')).toBe(false);
    expect(final.history.some((e) => e.type === 'challenge-failed')).toBe(true);
    expect(pass!.answer.error).toBeUndefined();
    expect(lastPass!.answer.error).toBeUndefined();

    // Tiles were drawn after the game began (the author's refill), and each seat's news shows only its own tiles.
    const draws = final.history.filter((e) => e.type === 'tiles-drawn');
    expect(draws.length).toBeGreaterThan(2);
    const name = (seat: number) => final.players[seat]!;
    let refills = 0;
    for (const step of steps) {
      step.answer.to?.forEach(({ view, log }, seat) => {
        for (const line of log) {
          const drawer = final.players.findIndex((p) => line.startsWith(`${p} zieht`));
          if (drawer < 0) continue;
          if (drawer === author) refills++;
          // Another seat's draw is a count; the own draw names its tiles.
          if (drawer === seat) expect(line).toMatch(/\(.+\)/);
          else expect(line).toBe(line.replace(/\s*\(.*\)$/, ''));
        }
        expect(Object.keys(view)).not.toContain('bag');
        expect(Object.keys(view)).not.toContain('prng');
        expect(Object.keys(view)).not.toContain('setup');
        expect(Object.keys(view)).not.toContain('racks');
        expect(view.player).toBe(seat);
      });
    }
    expect(refills).toBeGreaterThan(0);
    // The opponent's answers never hold the author's drawn tiles in any form.
    const authorDraws = draws.filter((e) => e.player === author && e.tiles !== undefined).slice(1);
    expect(authorDraws.length).toBeGreaterThan(0);
    for (const step of steps) {
      const forOther = step.answer.to?.[other];
      if (forOther === undefined) continue;
      expect(JSON.stringify(forOther.view.history)).not.toMatch(new RegExp(`"player":${author},"count":\\d+,"tiles"`));
      for (const line of forOther.log) if (line.startsWith(`${name(author)} zieht`)) expect(line).not.toContain('(');
    }
  });
});
