import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import * as webStreams from 'node:stream/web';

// Component files run in a VM context per file (vitest.config.mts), whose jsdom window lacks
// the WHATWG streams Node has (the AI SDK's stream parser builds a TransformStream on import).
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}

// findBy* and waitFor wait up to 5 s, not 1: `npm test` runs these beside e2e and the API tests on
// two cores, where a rejected save took over a second to show its alert. A missing element still
// fails the test.
configure({ asyncUtilTimeout: 5000 });

// The page shell imports these once hydrated (lazy). A test can end before such an import
// settles, and Vitest refuses to load a module after the environment is torn down (an
// unhandled error that fails the run). Loaded up front, the shell's imports hit the cache.
beforeAll(async () => {
  await Promise.all([
    import('@/components/shell/consent-auto-grant'),
    import('@/components/shell/cookie-banner'),
    import('@/components/shell/country-prompt'),
  ]);
});

afterEach(() => cleanup());
import '@testing-library/jest-dom/vitest';
