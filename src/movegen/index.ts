// Public surface of src/movegen.
export * from './generate.js';
