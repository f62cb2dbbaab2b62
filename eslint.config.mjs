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
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/pages/*', '@/server/*', '**/server/**'], message: 'Components never import pages or server code; use lib/api.' }] }],
    },
  },
  {
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/shell/*', '@/stores/*', '@/lib/api/*', '@/pages/*', '@/server/*'], message: 'UI primitives fetch no data and know no features.' }] }],
    },
  },
];

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'server/db/migrations/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...layerRules,
  {
    rules: {
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
];

export default config;
