// Public surface of src/lexicon.
export * from './lexicon.js';
export { isCompactLexicon } from './compact-lexicon.js';
export type { CompactLexicon } from './compact-lexicon.js';
export * from './build-lexicon.js';
export * from './lexicon-file.js';
export * from './kwg.js';
export { MAX_LEXICON_LETTERS } from './letter-codes.js';
export * from './gendern-lexicon.js';
