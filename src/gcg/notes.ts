/**
 * The notes this library writes into GCG records for what the format has no line for: a turn
 * lost after a failed challenge (the lose-a-turn rule), which is not a pass, a resignation, and a
 * play that empties the rack with the bag empty but is still open to a challenge (a record of a
 * game in progress; without the note such a play on the last line is read as the end of the game).
 * Internal: written by `gameToGcg`, read back when a record is replayed.
 * @module
 */

/** The note on a pass line that stands for a turn lost after a failed challenge (the lose-a-turn rule): it is not a pass. */
export const LOST_TURN_NOTE = 'turn lost after a failed challenge';

/** The note on the last play of a record when that play empties the rack with the bag empty and is still open to a challenge. */
export const OPEN_PLAY_NOTE = 'still open to a challenge';

/** The note on a play whose challenge failed under the lose-a-turn rule, naming the challenger's seat (1-based). */
export function failedChallengeNote(seat: number): string {
  if (!(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < 99)) return '';
  return `challenge failed: player ${seat + 1} loses a turn`;
}

/** The seat (0-based) of a {@link failedChallengeNote}, or `null`. */
export function readFailedChallengeNote(note: string): number | null {
  if (typeof note !== 'string') return null;
  const m = /^challenge failed: player (\d{1,2}) loses a turn$/.exec(note);
  return m === null ? null : Number(m[1]) - 1;
}

/** The note on the last line of a resigned game (on the whole game when it has no line yet): `Anna resigned`. */
export function resignNote(nickname: string): string {
  return `${nickname} resigned`;
}

/** The seat (0-based) whose {@link resignNote} this is, among the players' nicknames, or `null`. */
export function readResignNote(note: string, nicknames: readonly string[]): number | null {
  if (typeof note !== 'string' || !note.endsWith(' resigned')) return null;
  const seat = nicknames.indexOf(note.slice(0, -' resigned'.length));
  return seat < 0 ? null : seat;
}
