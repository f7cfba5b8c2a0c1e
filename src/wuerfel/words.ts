/**
 * Finding dice-area words: for each length 2–7, one lexicon word that the settled dice spell
 * (each die once, jokers any letter). A depth-first walk of the compact lexicon's word graph
 * along whole reversed words, so it needs no board and visits each path once.
 *
 * @example
 * ```ts
 * import { diceWords } from 'scrabble-engine/wuerfel';
 * diceWords(['H', 'A', 'U', 'S', 'E', '?', 'N'], lexicon);
 * // { 2: 'AH', 3: 'HAU', 4: 'HAUS', 5: 'HAUSE', 6: 'HAUSEN', 7: 'HAUSENs' } (lower case: a joker)
 * ```
 * @module
 */
import { childOf, isCompactLexicon, type CompactLexicon } from '../lexicon/compact-lexicon.js';
import { orElse } from '../total.js';
import { MAX_LEXICON_LETTERS, NodeMask } from '../lexicon/letter-codes.js';
import { JOKER } from './dice.js';
import type { DiceSlot } from './slots.js';

/**
 * One word per length that the dice spell (upper case from a letter die, lower case from a joker); a length without a word is absent.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { diceWords, type DiceWords } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const found: DiceWords = diceWords(['H', 'A', 'U', 'S', 'E', 'R', '?'], lexicon);
 * found[4];   // a four-letter word, if there is one
 * ```
 */
export type DiceWords = Partial<Record<DiceSlot, string>>;

const LETTER_MASK = (1 << MAX_LEXICON_LETTERS) - 1;

/**
 * One word of each length 2–7 that the faces spell, as written for a dice slot: a word without a
 * joker when the letter dice spell one, else one with jokers. Letters the lexicon does not know
 * are ignored. Something that is not a list of faces and a compact lexicon gives no words.
 * @example
 * ```ts
 * import { buildLexicon, GERMAN } from 'scrabble-engine';
 * import { diceWords } from 'scrabble-engine/wuerfel';
 * const built = buildLexicon(['Hund', 'Hunde', 'Gründe', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * diceWords(['H', 'A', 'U', 'S', 'E', 'R', '?'], lexicon)[5];   // a five-letter word from these faces, if any
 * ```
 */
export function diceWords(faces: readonly string[], lexicon: CompactLexicon): DiceWords {
  if (!Array.isArray(faces) || faces.length > 64 || !isCompactLexicon(lexicon) || !(lexicon.nodes instanceof Int32Array) || !Array.isArray(lexicon.letters)) return {};
  return orElse(() => search(faces, lexicon), {});
}

function search(faces: readonly string[], lexicon: CompactLexicon): DiceWords {
  const counts = new Int32Array(MAX_LEXICON_LETTERS);
  let jokers = 0;
  for (const face of faces) {
    if (face === JOKER) {
      jokers++;
      continue;
    }
    const code = lexicon.letters.indexOf(face);
    if (code >= 0 && code < MAX_LEXICON_LETTERS) counts[code]!++;
  }
  const found: DiceWords = {};
  let missing = 6;
  const { nodes, letters } = lexicon;
  const path: string[] = [];
  const walk = (node: number): void => {
    const mask = nodes[node]!;
    const depth = path.length;
    if (depth >= 2 && (mask & NodeMask.Final) !== 0 && found[depth as DiceSlot] === undefined) {
      found[depth as DiceSlot] = path.slice().reverse().join('');
      missing--;
    }
    if (depth >= 7 || missing === 0) return;
    let arcs = mask & LETTER_MASK;
    while (arcs !== 0 && missing > 0) {
      const code = 31 - Math.clz32(arcs & -arcs);
      arcs &= arcs - 1;
      const useLetter = counts[code]! > 0;
      if (!useLetter && jokers === 0) continue;
      const child = childOf(nodes, node, code);
      if (child < 0) continue;
      if (useLetter) counts[code]!--;
      else jokers--;
      path.push(useLetter ? letters[code]! : letters[code]!.toLowerCase());
      walk(child);
      path.pop();
      if (useLetter) counts[code]!++;
      else jokers++;
    }
  };
  const allowed = jokers;
  jokers = 0;
  walk(lexicon.root);
  jokers = allowed;
  if (missing > 0 && jokers > 0) walk(lexicon.root);
  return found;
}
