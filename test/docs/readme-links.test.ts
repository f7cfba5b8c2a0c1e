/**
 * The README's links work wherever it is read. Links into the repository's documents are relative
 * (`docs/guide/getting-started.md`), so that they work in a clone, in the packed package (package.json
 * "files" ships the docs they point at) and in the API reference; the npm page resolves them
 * against the repository. Other links are absolute, and package.json says where the repository,
 * its home page and its issues are.
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
  files?: string[];
};
const REPO = 'https://github.com/scrabble-engine/scrabble-engine';

/** Whether a path of the repository is in the packed package, by package.json "files" (folders and `*.md` globs). */
function packed(path: string): boolean {
  return ['README.md', 'LICENSE', 'package.json'].includes(path) || (pkg.files ?? []).some((entry) => {
    if (!entry.includes('*')) return path === entry || path.startsWith(`${entry}/`);
    const pattern = new RegExp(`^${entry.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
    return pattern.test(path);
  });
}

describe('README links', () => {
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  const relative = links.filter((l) => !/^[a-z]+:/.test(l));

  it('into the docs are relative, the others absolute', () => {
    expect(links.length).toBeGreaterThan(10);
    expect(relative.filter((l) => l.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(links.filter((l) => l.startsWith(`${REPO}/blob/main/docs/`))).toEqual([]);
    for (const link of links.filter((l) => /^[a-z]+:/.test(l))) expect(link, link).toMatch(/^https:\/\//);
  });

  it('relative ones name files that exist and that the packed package ships', () => {
    for (const link of relative) {
      const path = link.split('#')[0] ?? '';
      expect(existsSync(join(root, path)), link).toBe(true);
      expect(packed(path), `${link} is not in package.json "files"`).toBe(true);
    }
    expect(packed('docs/api/index.html')).toBe(false);
  });

  it('absolute ones into the repository name files that exist', () => {
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
