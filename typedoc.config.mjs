// The API reference (`npm run docs` → docs/api/): one module per public source module, each with
// its introduction and example (see scripts/typedoc-modules.mjs, which finds them from the
// package's entry points, subpaths included), the README as the front page, and the guides of
// docs/ published beside the reference.
import { documentedModules } from './scripts/typedoc-modules.mjs';

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
  sort: ['source-order'],
  githubPages: false,
  disableSources: true,
};

export default config;
