// The API reference (`npm run docs` → docs/api/): one page per import path of the package (the
// main entry and each subpath of package.json "exports", see scripts/typedoc-modules.mjs), the
// main entry's exports grouped by concept, the README as the front page, and the guides of docs/
// published beside the reference.
import { GROUPS, documentedModules } from './scripts/typedoc-modules.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  $schema: 'https://typedoc.org/schema.json',
  entryPoints: documentedModules(),
  out: 'docs/api',
  name: 'scrabble-engine',
  readme: 'README.md',
  projectDocuments: ['docs/guide/*.md', 'docs/*.md'],
  plugin: ['./scripts/typedoc-modules.mjs'],
  tsconfig: 'tsconfig.json',
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class', 'Interface', 'TypeAlias', 'Namespace'],
  navigation: { includeGroups: true, includeFolders: false },
  sortEntryPoints: false,
  groupOrder: ['Guides', 'References', ...GROUPS, '*'],
  sort: ['source-order'],
  githubPages: false,
  disableSources: true,
};

export default config;
