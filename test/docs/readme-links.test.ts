/**
 * The README works from the npm page: its links are absolute, those into the repository name files
 * that exist, and package.json says where the repository, its home page and its issues are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  repository?: { url?: string };
  homepage?: string;
  bugs?: { url?: string };
};
const REPO = 'https://github.com/scrabble-engine/scrabble-engine';

describe('README links', () => {
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');

  it('are absolute, so that they work on the npm page', () => {
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link, link).toMatch(/^https:\/\//);
  });

  it('name files of the repository that exist', () => {
    for (const link of links.filter((l) => l.startsWith(`${REPO}/blob/main/`))) {
      const path = link.slice(`${REPO}/blob/main/`.length).split('#')[0] ?? '';
      expect(existsSync(join(root, path)), link).toBe(true);
    }
  });

  it('agree with package.json repository, homepage and bugs', () => {
    expect(pkg.repository?.url).toBe(`git+${REPO}.git`);
    expect(pkg.homepage).toBe(`${REPO}#readme`);
    expect(pkg.bugs?.url).toBe(`${REPO}/issues`);
  });
});
