/**
 * Telling the format tags of Duplicate states apart from anything else. Internal.
 * @module
 */
import { DUPLICATE_STATE_FORMAT, LEGACY_DUPLICATE_STATE_FORMAT, type DuplicateStateFormat } from './state.js';

/** Whether a value is one of the format tags a Duplicate state may carry (the current one or the legacy one). */
export function isDuplicateFormat(value: unknown): value is DuplicateStateFormat {
  return value === DUPLICATE_STATE_FORMAT || value === LEGACY_DUPLICATE_STATE_FORMAT;
}
