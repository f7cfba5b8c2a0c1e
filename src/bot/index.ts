// Public surface of src/bot: bots and whole bot games.
export * from './greedy.js';
export * from './play-game.js';
