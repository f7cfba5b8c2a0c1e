import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gcg');

/** A hand-written fixture record as text. */
export function fixture(name: string): string {
  return readFileSync(join(fixtures, name), 'utf8');
}

/** The fixture with line `line` (1-based) rewritten by `change`. */
export function alterLine(text: string, line: number, change: (line: string) => string): string {
  const lines = text.split('\n');
  lines[line - 1] = change(lines[line - 1]!);
  return lines.join('\n');
}

/** The 1-based number of the first line that starts with `prefix`. */
export function lineOf(text: string, prefix: string): number {
  const index = text.split('\n').findIndex((l) => l.startsWith(prefix));
  if (index < 0) throw new Error(`no line starts with ${prefix}`);
  return index + 1;
}
