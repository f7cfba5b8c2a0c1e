/**
 * GCG benchmark: records read and verified per second, on the hand-written fixtures and on a
 * long record written by the library itself. Prints figures; never fails on a time.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeGcg, parseGcg, readGcg, verifyGcg } from '../src/index.js';
import { consume, measure, printTable } from './lib/timing.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'gcg');

export default async function run(): Promise<void> {
  const english = readFileSync(join(fixtures, 'english-constructs.gcg'), 'utf8');
  const dutch = readFileSync(join(fixtures, 'dutch-ij.gcg'), 'utf8');
  const parsed = parseGcg(english);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const record = parsed.value.record;
  printTable('GCG (records per second)', [
    measure('readGcg, 17-line English record', () => consume(readGcg(english))),
    measure('makeGcg, same record', () => consume(makeGcg(record))),
    measure('verifyGcg, English record (rules guessed)', () => consume(verifyGcg(english))),
    measure('verifyGcg, Dutch IJ record (rules guessed)', () => consume(verifyGcg(dutch))),
  ], 'records/s');
}
