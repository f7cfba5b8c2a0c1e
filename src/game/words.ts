/**
 * Asking the lexicon: the words it does not know, with a failing lexicon reported as an error
 * rather than an exception. Internal.
 * @module
 */
import type { Lexicon } from '../lexicon/lexicon.js';
import { err, ok, type Result } from '../result.js';
import type { ActionError } from './errors.js';

/** The words the lexicon does not know, in the order given. */
export function unknownTo(lexicon: Lexicon, words: readonly string[]): Result<string[], ActionError> {
  try {
    return ok(words.filter((w) => lexicon.has(w) !== true));
  } catch (e: unknown) {
    return err({ code: 'lexicon-failed', message: `The lexicon failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300) });
  }
}
