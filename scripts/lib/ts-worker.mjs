// Starts a TypeScript module in a worker thread: registers the TypeScript loader of the tsx
// development dependency in this thread, then imports the module named by workerData.script.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
