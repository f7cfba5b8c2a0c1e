// Public surface of src/lexicon.
export * from './lexicon.js';
