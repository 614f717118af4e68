import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { localRules } from './eslint-rules/no-literal-jsx-text.js';

/**
 * Import boundaries, in bulletproof-react's direction: app -> pages -> sections | features -> components -> html ->
 * i18n | location | config. A folder of src/ must not import from the folders to its left; a feature reaches its own
 * files by relative paths and never another feature, and sections and features stay apart. Written per folder, so
 * they hold for whatever files a folder gets.
 */
const LAYERS = ['app', 'pages', 'sections', 'features', 'components', 'html', 'i18n'];
const forbidden = (folder) => [
  ...LAYERS.slice(0, LAYERS.indexOf(folder)),
  ...(folder === 'sections' || folder === 'features' ? ['features'] : []),
];
/**
 * src/html is built into every HTML file as its inline script (src/html/inlineScript.ts, built by the `inline`
 * environment in scripts/vite/sitePlugin.ts), which every page carries before anything else (about 2.8 KB gzip;
 * `npm run size` prints it): plain DOM, so neither React nor i18next itself (types are fine).
 */
const NO_FRAMEWORK = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', 'i18next'],
  allowTypeImports: true,
  message: 'src/html is inlined into every HTML file: plain DOM, no React or i18next.',
};
/** The plain modules at the top of src/ (config.ts, seo.ts, siteSettings.ts) are the bottom layer. */
const BOTTOM = ['src/*.ts', 'src/*.tsx'];

/** A relative path into another folder would slip past the alias patterns: folders reach each other through `@/`. */
const noParentImports = {
  regex: `^(\\.\\./)+(${[...LAYERS, 'location'].join('|')})(/|$)`,
  message: 'Import another folder of src/ through the @/ alias, so the import boundaries apply.',
};

/**
 * The performance lab measures the product from outside: it imports what the product exports on purpose (the page
 * table, the budgets, the hosting harness), and nothing outside lab/ imports the lab.
 */
const noLab = {
  regex: '^((\\.{1,2}/)+lab|@labsight/lab)(/|$)',
  message:
    'Nothing outside lab/ imports the performance lab (lab/README.md): move what both need into the product.',
};
const outsideTheLab = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['lab/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [noLab] }] },
};

function boundary(files, patterns) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [noLab, noParentImports, ...patterns] }] },
  };
}

/**
 * The two files features share: the privacy notice's version, which the demo dialog sends with each request (the
 * endpoint stores which notice the visitor saw), and the demo form's contract, whose fields the notice lists.
 */
// gitignore semantics: a file can be let through only if its folder is, so the folder is let through and re-closed.
const SHARED_FEATURE_FILES = [
  '!@/features/privacy',
  '@/features/privacy/*',
  '!@/features/privacy/noticeVersion',
  '!@/features/demo-request',
  '@/features/demo-request/*',
  '!@/features/demo-request/contract',
];

function layerRule(folder, forbidden) {
  return forbidden.map((other) => ({
    group: [`@/${other}/*`, ...(other === 'features' && folder === 'features' ? SHARED_FEATURE_FILES : [])],
    message:
      other === folder
        ? `A feature imports its own files by relative path and never another feature.`
        : `src/${folder} must not import from src/${other}: imports run app -> pages -> sections | features -> components -> html -> i18n | location | config.`,
  }));
}

const importBoundaries = [
  ...LAYERS.map((folder) =>
    boundary(
      [`src/${folder}/**/*.{ts,tsx}`],
      [...layerRule(folder, forbidden(folder)), ...(folder === 'html' ? [NO_FRAMEWORK] : [])],
    ),
  ),
  // The page shell is where a page meets the demo dialog. It is a component because sections type their props with
  // its SectionProps, and sections must not import pages: the one component that may use a feature, that one only.
  boundary(
    ['src/components/PageShell.tsx'],
    [
      ...layerRule(
        'components',
        forbidden('components').filter((other) => other !== 'features'),
      ),
      {
        group: ['@/features/*', '!@/features/demo-request'],
        message: 'The page shell uses the demo-request feature only.',
      },
    ],
  ),
  boundary(BOTTOM, [
    {
      group: LAYERS.map((layer) => `@/${layer}/*`),
      message:
        'config, seo and siteSettings are the bottom layer: they may use src/location and each other only.',
    },
  ]),
  // The entry points start the app (main.tsx and its last slice, startApp.tsx, in the browser; entry-server.tsx in the
  // build's prerender): they may import anything but the lab.
  {
    files: ['src/main.tsx', 'src/startApp.tsx', 'src/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noLab] }] },
  },
  // The geolocation chain is plain TypeScript: no React, nothing from the rest of src/ but the language table.
  boundary(
    ['src/location/**/*.{ts,tsx}'],
    [
      {
        group: ['@/*', '!@/languages', 'react', 'react/*', 'react-dom', 'react-dom/*', 'react-*'],
        message:
          'src/location is plain TypeScript: no React, and nothing from the rest of src/ but the language table.',
      },
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.wrangler',
      'bench-dist',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
      // Builds into other folders (E2E_DIST, scratch outDirs).
      'dist-*',
      // Inputs of the locale-check tests, some broken on purpose.
      'tests/fixtures',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    // Both runtimes' globals: each part's tsconfig (its lib and types) says which it may use.
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
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
  outsideTheLab,
  ...importBoundaries,
);
