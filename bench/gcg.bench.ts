/**
 * GCG benchmark: records read and verified per second, on the hand-written fixtures, on a long
 * record written by the library itself, and over the corpus of third-party records kept beside the
 * repository when it is there (CORPUS_DIR, or the shared test data): the figure an archive sees.
 * Prints figures; never fails on a time.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOURNAMENT, makeGcg, parseGcg, readGcg, verifyGcg } from '../src/index.js';
import { consume, measure, printTable } from './lib/timing.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'test', 'fixtures', 'gcg');

/** Every record file of the corpus (recursively), as bytes in memory; empty when there is no corpus. */
function corpus(): Uint8Array[] {
  const root = process.env.CORPUS_DIR ?? [join(here, '..', '..', 'shared', 'testdata', 'gcg'), join(here, '..', '..', '..', 'shared', 'testdata', 'gcg')]
    .find((dir) => existsSync(dir));
  if (root === undefined || !existsSync(root)) return [];
  const out: Uint8Array[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(gcg|txt)$/i.test(entry.name) && !entry.name.startsWith('_')) out.push(new Uint8Array(readFileSync(path)));
    }
  };
  walk(root);
  return out;
}

export default async function run(): Promise<void> {
  const english = readFileSync(join(fixtures, 'english-constructs.gcg'), 'utf8');
  const dutch = readFileSync(join(fixtures, 'dutch-ij.gcg'), 'utf8');
  const long = readFileSync(join(fixtures, 'bot-german-long.gcg'), 'utf8');
  const parsed = parseGcg(english);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const record = parsed.value.record;
  printTable('GCG (records per second)', [
    measure('readGcg, 17-line English record', () => consume(readGcg(english))),
    measure('makeGcg, same record', () => consume(makeGcg(record))),
    measure('verifyGcg, English record (rules guessed)', () => consume(verifyGcg(english))),
    measure('verifyGcg, Dutch IJ record (rules guessed)', () => consume(verifyGcg(dutch))),
    measure('verifyGcg, 67-line German bot record (rules guessed)', () => consume(verifyGcg(long))),
  ], 'records/s');
  const records = corpus();
  if (records.length === 0) {
    console.log('\nGCG corpus: not found (set CORPUS_DIR to a folder of records to measure records per second over it)');
    return;
  }
  const plain = records.filter((bytes) => readGcg(bytes).record.events.every((e) => /^[A-Z?]*$/.test(e.rack)));
  const all = { opsPerCall: records.length, runs: 3, minRunMs: 0, warmupMs: 0 };
  printTable(`GCG corpus (${records.length} records, in one thread, bytes in memory)`, [
    measure('readGcg, every record', () => { for (const b of records) consume(readGcg(b)); }, all),
    measure('verifyGcg, every record (rules guessed)', () => { for (const b of records) consume(verifyGcg(b)); }, all),
    measure(`verifyGcg, the ${plain.length} records in A–Z, English rules given`, () => { for (const b of plain) consume(verifyGcg(b, TOURNAMENT)); },
      { ...all, opsPerCall: plain.length }),
  ], 'records/s');
}
