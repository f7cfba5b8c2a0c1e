// Public surface of src/movegen: move generation, and the bots built on it (src/bot).
export * from './generate.js';
export * from './modes.js';
export * from './move-list.js';
export * from './context.js';
export * from '../bot/index.js';
