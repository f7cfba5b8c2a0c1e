/**
 * The demo: plays a complete game between bots and prints it. `--variant NAME` picks the way of
 * playing; each is a module `scripts/demo/NAME.ts` exporting `runDemo(args)`. Without it the
 * classic game is played.
 *
 * @example
 * ```sh
 * npm run demo                          # the classic game, German
 * npm run demo -- --variant classic --lang nl-ij --seed 7
 * ```
 * @module
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('./demo/', import.meta.url));
const variants = readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .sort();

const args = process.argv.slice(2);
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

const module = (await import(pathToFileURL(`${folder}${variant}.ts`).href)) as { runDemo(args: string[]): Promise<void> };
await module.runDemo(args);
