/**
 * Property tests start from one fixed fast-check seed, so a run of the suite is reproducible: the
 * same code gives the same answer on a developer's machine and in CI. `FC_SEED=<n> npm test`
 * explores another seed, `FC_SEED=random npm test` a fresh one on every run; a failure prints its
 * seed and path, which reproduce it.
 */
import fc from 'fast-check';

const given = process.env.FC_SEED ?? '20261123';
if (given !== 'random') {
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number or "random", not "${given.slice(0, 20)}"`);
  fc.configureGlobal({ seed });
}
