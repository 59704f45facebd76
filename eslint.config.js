import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Resolves the storefront's `@/x` imports (apps/web/src/x) for the import/ rules.
const webAliasResolver = path.join(import.meta.dirname, 'apps/web/eslint-import-resolver.mjs');

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
    // The storefront never reaches into the server, and shared code depends on neither app.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@shop/server*'],
              message: 'The web and shared code never import the server.',
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
