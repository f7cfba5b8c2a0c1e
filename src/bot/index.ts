// Public surface of src/bot: the bot shape, bots and whole bot games.
export * from './bot.js';
export * from './greedy.js';
export * from './play-game.js';
export * from './variant-actions.js';
