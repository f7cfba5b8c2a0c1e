/**
 * Reading the command-line options of the scripts and benchmarks.
 * @module
 */

/** The value of a command-line option `--name value` or `--name=value`. */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
