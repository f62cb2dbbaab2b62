import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };
// Browser code under test runs as a production build would (APP_ENV's default, local, sends no
// analytics; the build bakes APP_ENV in as NEXT_PUBLIC_APP_ENV: docs/decisions/0009).
const browserEnv = { NEXT_PUBLIC_APP_ENV: 'prod' };

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit',
          environment: 'node',
          env: browserEnv,
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'component',
          environment: 'jsdom',
          env: browserEnv,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/component.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          // The app context that Next API route modules start lazily reads the process env: warnings only.
          env: { LOG_LEVEL: 'warn' },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/api-database-templates.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
