/**
 * German personal nouns for the Gendern rule, derived from a spelling dictionary's word list: a
 * capitalized word X ending in -er (LEHRER) or -e (HIRTE) is taken as a personal noun when the
 * list also has its feminine forms, X + in and X + innen (Lehrerin, Lehrerinnen) or, for -e, X
 * without the e + in and + innen (Hirtin, Hirtinnen). The result is in normal form (upper case).
 * The test for both feminine forms keeps out words that merely end in -er or -e. Scripts only.
 *
 * @example
 * ```ts
 * import { personalNouns } from './lib/personal-nouns.js';
 * personalNouns(['Lehrer', 'Lehrerin', 'Lehrerinnen', 'Butter']);   // ['LEHRER']
 * ```
 * @module
 */

/** The personal nouns of a word list (see the module doc), upper case, sorted. */
export function personalNouns(words: Iterable<string>): string[] {
  const all = new Set(words);
  const found = new Set<string>();
  for (const word of all) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) continue;
    const stem = word.endsWith('er') ? word : word.endsWith('e') ? word.slice(0, -1) : null;
    if (stem !== null && all.has(`${stem}in`) && all.has(`${stem}innen`)) found.add(word.toUpperCase());
  }
  return [...found].sort();
}
