/**
 * The `demo` command: a bot game printed as GCG. It needs the bot helper of the library.
 *
 * @example
 * ```ts
 * import { runDemo } from './demo.js';
 * await runDemo(new Map(), io, undefined);
 * ```
 * @module
 */
import type { RuleSet } from '../rules/rule-set.js';
import type { CliIo } from './run.js';

/** Runs the demo; resolves to the exit code. */
export async function runDemo(_flags: ReadonlyMap<string, string | true>, io: CliIo, _rules: RuleSet | undefined): Promise<number> {
  io.stderr('The demo needs the bot players, which this build does not include yet.\n');
  return 2;
}
