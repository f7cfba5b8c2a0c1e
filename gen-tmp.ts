import { readFileSync } from 'node:fs';
import { main } from './src/cli/run.js';
const english = readFileSync('test/fixtures/gcg/english-constructs.gcg', 'utf8');
const files: Record<string, string> = { 'game.gcg': english, 'words.txt': 'hoard\n' };
await main(['verify', 'game.gcg', '--lexicon', 'words.txt'], { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), readFile: async (p) => new TextEncoder().encode(files[p]!) });
