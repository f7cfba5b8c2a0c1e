/**
 * The demo: plays a complete game between bots and prints it. `--variant NAME` picks the way of
 * playing; each is a module `scripts/demo/NAME.ts` exporting `runDemo(args)`. Without it the
 * classic game is played.
 *
 * @example
 * ```sh
 * npm run demo                          # the classic game, German
 * npm run demo -- --variant classic --lang nl-ij --seed 7
 * npm run demo -- --help                # every variant with its options
 * ```
 * @module
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { usageLine } from './lib/demo-lexicon.js';

const folder = fileURLToPath(new URL('./demo/', import.meta.url));
const variants = readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .sort();

/** What a demo module exports: the demo and the options it reads (`--name` and a hint of its value). */
interface DemoModule {
  runDemo(args: string[]): Promise<void>;
  readonly OPTIONS: readonly string[];
}

const load = async (name: string): Promise<DemoModule> => (await import(pathToFileURL(`${folder}${name}.ts`).href)) as DemoModule;
const optionName = (spec: string): string => spec.split(' ')[0]!;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Plays a complete game between bots and prints it.\n\nUsage (--variant classic is the default):');
  for (const name of variants) console.log(`  ${usageLine(name, (await load(name)).OPTIONS)}`);
  process.exit(0);
}
const at = args.findIndex((a) => a === '--variant' || a.startsWith('--variant='));
let variant = 'classic';
if (at >= 0) {
  const given = args[at]!.includes('=') ? args[at]!.slice('--variant='.length) : args[at + 1];
  args.splice(at, args[at]!.includes('=') ? 1 : 2);
  if (given === undefined || !variants.includes(given)) {
    console.error(`Unknown variant "${given ?? ''}": use one of ${variants.join(', ')}`);
    process.exit(2);
  }
  variant = given;
}

const module = await load(variant);
const known = new Set(module.OPTIONS.map(optionName));
const unknown = args.find((a) => a.startsWith('--') && !known.has(a.split('=')[0]!));
if (unknown !== undefined) {
  console.error(`The ${variant} demo has no option ${unknown.split('=')[0]!.slice(0, 40)}\nUsage: ${usageLine(variant, module.OPTIONS)}`);
  process.exit(2);
}
await module.runDemo(args);
