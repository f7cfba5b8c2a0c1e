/**
 * Which dice a written word uses: each letter in upper case needs its own die showing that
 * letter, each letter in lower case its own joker. Internal.
 * @module
 */
import type { WuerfelActionError } from './errors.js';
import { JOKER } from './dice.js';

/** A letter as written: the letter and whether a joker stands for it. */
export interface WrittenLetter {
  readonly letter: string;
  readonly blank: boolean;
}

/**
 * The die used for each letter, in order, or the refusal: `letter-not-rolled` when no die shows
 * the letter (no joker was rolled, for a joker letter), `die-used-twice` when the dice showing it
 * are all used already.
 */
export function assignDice(faces: readonly string[], letters: readonly WrittenLetter[]): { ok: true; dice: number[] } | { ok: false; error: WuerfelActionError } {
  const used = new Array<boolean>(faces.length).fill(false);
  const dice: number[] = [];
  for (const { letter, blank } of letters) {
    const face = blank ? JOKER : letter;
    let found = -1;
    let shown = false;
    for (let d = 0; d < faces.length; d++) {
      if (faces[d] !== face) continue;
      shown = true;
      if (!used[d]) {
        found = d;
        break;
      }
    }
    if (found < 0) {
      const what = blank ? `a joker (for ${letter.toLowerCase()})` : letter;
      const rolled = faces.join(' ');
      return shown
        ? { ok: false, error: { code: 'die-used-twice', message: `Only ${faces.filter((f) => f === face).length} die shows ${blank ? 'a joker' : letter} (${rolled}): each die is used at most once` } }
        : { ok: false, error: { code: 'letter-not-rolled', message: `No die shows ${what}: the letters are ${rolled}${blank ? '' : ' (write a joker\'s letter in lower case)'}` } };
    }
    used[found] = true;
    dice.push(found);
  }
  return { ok: true, dice };
}
