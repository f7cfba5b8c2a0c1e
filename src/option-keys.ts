/**
 * Options objects read strictly: a key that no option has (a misspelt or unknown option) is
 * refused with a message that names it, instead of being dropped. Internal.
 * @module
 */
import { quote } from './total.js';

/**
 * Why an options object has a key none of `known` is, or `null` when every key is known (own
 * enumerable keys; something that is not an object has none).
 */
export function unknownOptionKey(options: unknown, known: readonly string[]): string | null {
  if (typeof options !== 'object' || options === null) return null;
  const key = Object.keys(options).find((k) => !known.includes(k));
  return key === undefined ? null : `Unknown option ${quote(key)}: the options are ${known.join(', ')}`;
}
