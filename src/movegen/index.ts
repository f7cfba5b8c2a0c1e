// Public surface of src/movegen (filled by its module).
export {};
