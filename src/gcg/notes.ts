/**
 * The notes this library writes into GCG records for what the format has no line for: a turn
 * lost after a failed challenge (the lose-a-turn rule), which is not a pass. Internal: written by
 * `gameToGcg`, read back when a record is replayed.
 * @module
 */

/** The note on a pass line that stands for a turn lost after a failed challenge (the lose-a-turn rule): it is not a pass. */
export const LOST_TURN_NOTE = 'turn lost after a failed challenge';

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
