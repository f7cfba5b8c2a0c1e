// Public surface of src/gcg (filled by its module).
export {};
