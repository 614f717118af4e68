import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { localRules } from './eslint-rules/no-literal-jsx-text.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.wrangler',
      'bench-dist',
      'coverage',
      'test-results',
      'playwright-report',
      'artifacts',
      // Inputs of the locale-check tests, some broken on purpose.
      'tests/fixtures',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Visible words come from the locales, never from the markup (see eslint-rules/no-literal-jsx-text.js).
    files: ['src/**/*.tsx'],
    plugins: { local: localRules },
    rules: { 'local/no-literal-jsx-text': 'error' },
  },
  {
    files: [
      'vite.config.ts',
      'playwright.config.ts',
      'eslint.config.js',
      'eslint-rules/**',
      'scripts/**',
      'tests/e2e/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
