// Public surface of src/lexicon.
export * from './lexicon.js';
export { isCompactLexicon } from './compact-lexicon.js';
export type { CompactLexicon } from './compact-lexicon.js';
export { SKIP_CODES, BUILD_ERROR_CODES, buildLexicon } from './build-lexicon.js';
export type { SkipCode, SkippedEntry, BuildReport, BuiltLexicon, BuildError } from './build-lexicon.js';
export * from './lexicon-file.js';
export * from './kwg.js';
export { MAX_LEXICON_LETTERS } from './letter-codes.js';
export { gendernLexicon } from './gendern-lexicon.js';
export type { GendernWords } from './gendern-lexicon.js';
export { expandHunspell } from './hunspell.js';
export type { HunspellExpansion } from './hunspell.js';
export { LEFT_OUT_REASONS, looksLikeAbbreviation, wordsForPlay, lexiconFromHunspell } from './play-words.js';
export type { LeftOutReason, PlayWordsOptions, PlayWordsReport, PlayWords, HunspellLexicon } from './play-words.js';
