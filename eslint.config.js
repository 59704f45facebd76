import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The server's modules (apps/server/src/modules/<name>/): a module's repository is its own.
const serverModules = readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const repositoryMessage =
  "A repository is its module's own: use the module's service or public functions (e.g. users/directory.ts).";

// Resolves the storefront's `@/x` imports (apps/web/src/x) for the import/ rules.
const webAliasResolver = path.join(import.meta.dirname, 'apps/web/eslint-import-resolver.mjs');

const noServer = {
  group: ['**/apps/server/**', '@shop/server*'],
  message: 'The web and shared code never import the server.',
};
// The storefront's features (apps/web/src/features/<name>): each is entered only by its index.ts.
const webFeatureFolder = path.join(import.meta.dirname, 'apps/web/src/features');
const webFeatures = readdirSync(webFeatureFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The storefront's import rules, for a file in `feature` (its own deep paths allowed) or outside features. */
const webImportPatterns = (feature) => [
  noServer,
  {
    group: ['@/features/*/**', ...(feature ? [`!@/features/${feature}/**`] : [])],
    message: 'Import another feature through its public entry, @/features/<name> (its index.ts).',
  },
  {
    regex: '^(\\.\\./){2,}',
    message: 'A relative import climbs one folder at most: farther files are imported by their @/… path.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'apps/server/drizzle/**',
      'apps/server/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js'] },
        [webAliasResolver]: { extensions: ['.ts', '.tsx', '.js'] },
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Shared code depends on neither app.
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    // The storefront never reaches into the server, and reaches into a feature only through its public entry
    // (outside features, a lazily loaded page or modal is also imported by its own file, with import()).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns() }] },
  },
  ...webFeatures.map((feature) => ({
    // Inside a feature: its own files by any path, other features by their public entry only, whatever
    // the path (`@/features/x/…`, or relative ones climbing out of the feature).
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: webImportPatterns(feature) }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${webFeatureFolder}/${feature}/**`,
              from: `${webFeatureFolder}/*/**`,
              except: [`${webFeatureFolder}/${feature}/**`, `${webFeatureFolder}/*/index.ts`],
              message: 'Import another feature through its public entry, @/features/<name> (its index.ts).',
            },
          ],
        },
      ],
    },
  })),
  {
    // No module imports another module's repository, and nothing outside the modules imports one (the
    // composition root included); tests are held to it as well: they go through services or the API.
    files: ['apps/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModules.map((name) => ({
              target: `apps/server/src/modules/${name}/**`,
              from: 'apps/server/src/modules/**/*.repository.ts',
              except: [`**/apps/server/src/modules/${name}/**`],
              message: repositoryMessage,
            })),
            {
              target: ['apps/server/src/*.ts', 'apps/server/src/{lib,test}/**', 'apps/server/scripts/**'],
              from: 'apps/server/src/modules/**/*.repository.ts',
              message: repositoryMessage,
            },
          ],
        },
      ],
    },
  },
  {
    // HTTP stays at the edge: services throw refusals (lib/refusals.ts); routes and the error handler
    // turn them into statuses.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/errors.ts'],
              message: 'Throw a refusal from lib/refusals.ts; only routes speak HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain Node scripts.
    files: ['**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['scripts/**', 'apps/server/scripts/**', 'apps/server/src/db/seed/run.ts'],
    rules: { 'no-console': 'off' },
  },
);
