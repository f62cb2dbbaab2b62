import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Imports flow one way: shared (lib, styles, ui) -> features (components, stores) -> app (pages). */
const layerRules = [
  {
    files: ['lib/**', 'styles/**', 'stores/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/pages/*', '@/server/*', '**/server/**'], message: 'lib/, styles/ and stores/ must not import pages or server code.' }] }],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/pages/*', '@/server/*', '**/server/**'], message: 'Components never import pages or server code; use lib/api.' }],
        // next-i18next's index re-exports Trans: taking it from there puts Trans and its HTML
        // parser (~3.4 KiB gzip) into every page's _app chunk (decision 0013).
        paths: [{ name: 'next-i18next/pages', importNames: ['Trans'], message: "Import Trans from 'react-i18next' (it stays in the pages that use it)." }],
      }],
    },
  },
  {
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/shell/*', '@/stores/*', '@/lib/api/*', '@/pages/*', '@/server/*'], message: 'UI primitives fetch no data and know no features.' }] }],
    },
  },
];

/**
 * Boundaries the linter enforces (DESIGN.md "Layers"): no import cycles; lib/ never imports
 * components/ or stores/; client code (components, stores, lib, styles) never imports server/.
 * pages/ may import server/ only from data-loading functions, which Next strips from the client.
 */
const boundaryRules = [
  {
    files: ['**/*.{ts,tsx,mjs}'],
    // Dependencies are not ours to check for cycles; skipping them keeps the rule fast.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './stores', './pages', './server'], message: 'lib/ is shared: it never imports components, stores, pages or server code.' },
            { target: ['./components', './stores', './styles'], from: ['./server', './pages'], message: 'Client code never imports server/ or pages/; use lib/api.' },
            { target: './components/ui', from: ['./stores', './lib/api', './components/shell', './components/auth', './components/knows', './components/library', './components/upload', './components/search', './components/profile', './components/flashcards', './components/home'], message: 'UI primitives fetch no data and know no features.' },
            { target: './server', from: ['./components', './stores', './pages'], message: 'server/ never imports client code.' },
          ],
        },
      ],
    },
  },
];

const config = [
  { ignores: ['.next/**', 'bench/floor/.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'server/db/migrations/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...layerRules,
  ...boundaryRules,
  {
    rules: {
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
];

export default config;
