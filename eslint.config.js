import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '.lighthouseci/',
      'tools/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers (docs/architecture.md#layers): the domain at the bottom has no runtime and imports no other layer; the server
  // and the Functions build on it and never on the browser's features or the pages; features and pages never reach
  // the server. Code the Functions bundle uses relative imports, since their bundler has no `~/` alias.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?:node:|(?:fs|path|crypto|os|url|child_process)(?:/|$)|react(?:-dom)?(?:/|$)|astro(?:[:/]|$)|@astrojs/|firebase(?:/|$)|@netlify/|openai$|jose$|pagefind$|nanostores$|@nanostores/|@dnd-kit/)',
              message: 'The domain has no runtime: no Node, browser framework, Astro or service SDK.',
            },
            {
              regex: '^(?:\\.\\./){2,}|^~/(?!domain/)',
              message: 'The domain imports nothing outside src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**', 'netlify/functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)(?:features|pages|layouts|integrations)(?:/|$)',
              message: 'Server code builds on src/domain, not on the browser features, pages or build steps.',
            },
            { regex: '^~/', message: 'Functions are bundled without the `~/` alias: use a relative import.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**', 'src/pages/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The store's own server folder, by alias or relative path (a package's `server` entry, such as
              // react-dom/server for a page's server render, is not it).
              regex: '^(?:~/|\\.\\.?/)(?:.*/)?server(?:/|$)',
              message: 'Browser code and pages do not reach the server: share the rule through src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, __BUILD_ID__: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
