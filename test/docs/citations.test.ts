/**
 * Docs and messages state the rules themselves: nothing in src/, docs/, examples/ or the README cites a file a
 * user of the package cannot open (the project's rules specification, the original rule booklets
 * by file name or number, or data kept outside the repository).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Patterns of a citation, each with a name for the failure message. */
export const CITATIONS: readonly (readonly [string, RegExp])[] = [
  ['the rules specification file', /RULES\.md/],
  ['the shared data directory', /\.\.\/shared\b|\bshared\/(?:seeds|bench|testdata)\b/],
  ['the booklets directory', /\bseeds\//],
  ['a booklet file name', /\b\d{3}_[0-9a-f]{8,}(?:\.txt)?\b/],
  ['a booklet by number', /(?<![\w,.])00[0-3](?![\w])/],
  ['a numbered section of another file', /§\s*\d/],
];

/** Every text file under `dir` (generated API pages excluded). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' || path === join(root, 'docs', 'api') ? [] : filesUnder(path);
    return /\.(?:ts|md|mjs|cjs|js|json|html)$/.test(name) ? [path] : [];
  });
}

/** The citations in one text, as `file:line: kind: text`. */
export function citationsIn(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(([, pattern]) => pattern.test(line)).map(([kind]) => `${file}:${index + 1}: ${kind}: ${line.trim().slice(0, 120)}`),
  );
}

describe('no citations of files users cannot see', () => {
  it('finds each kind of citation (the patterns work)', () => {
    const cited = [
      'see RULES.md section 4',
      'the data in ../shared/bench',
      'the booklet 000_01e04258ccafdb0c.txt',
      'the German booklet (000) says',
      'as in 003 rule 17',
      'see §7',
      'in seeds/ there are booklets',
    ];
    for (const line of cited) expect(citationsIn(line, 'x'), line).toHaveLength(1);
    for (const line of ['MAX = 10_000;', 'about 1,000 games', '/[\\u0000-\\u0008]/', 'see docs/rules.md section 5', '2.003 s'])
      expect(citationsIn(line, 'x'), line).toEqual([]);
  });

  it('src/, docs/, examples/ and README.md cite none', () => {
    const files = [...['src', 'docs', 'examples'].flatMap((dir) => filesUnder(join(root, dir))), join(root, 'README.md')];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => citationsIn(readFileSync(file, 'utf8'), relative(root, file)));
    expect(found).toEqual([]);
  });
});
