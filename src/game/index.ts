// Public surface of src/game (filled by its module).
export {};
