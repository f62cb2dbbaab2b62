// Renders a component the way pages do: i18next with the real en resources, and a
// Next router and the edition record (as _app provides it from page props) for the given locale, and a fresh TanStack Query client per render (no retry
// delay, so retries of a failed read do not slow the tests).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { inOwnTask } from '@/components/ui/hydration-slice';
import { createQueryClient } from '@/lib/api/query-client';
import { editionProps } from '@/lib/edition/edition-record';
import { EditionProvider } from '@/lib/edition/use-edition';

const localesDir = join(__dirname, '..', '..', 'locales');

function resourcesFor(lang: string) {
  const dir = join(localesDir, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
  );
}

export function makeRouter(locale: string, asPath = '/'): NextRouter {
  const noop = async () => true;
  return {
    locale,
    locales: [locale],
    defaultLocale: 'en',
    asPath,
    pathname: asPath,
    route: asPath,
    query: {},
    basePath: '',
    isFallback: false,
    isReady: true,
    isPreview: false,
    isLocaleDomain: false,
    push: noop,
    replace: noop,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  } as unknown as NextRouter;
}

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retryDelay: 0, gcTime: Infinity });
}

/** A renderHook wrapper with a fresh query client (hooks that read through TanStack Query). */
export function queryWrapper(queryClient: QueryClient = createTestQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

interface ShellOptions {
  locale?: string;
  lang?: string;
  asPath?: string;
  queryClient?: QueryClient;
}

/** Wraps a node in the providers a page gets from `_app` and its page (router, edition, i18n, queries). */
async function shellWrapper({ locale = 'en', lang = 'en', asPath = '/', queryClient = createTestQueryClient() }: ShellOptions) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { [lang]: resourcesFor(lang), en: resourcesFor('en') },
    interpolation: { escapeValue: false },
  });
  return function wrap(node: ReactElement) {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterContext.Provider value={makeRouter(locale, asPath)}>
          <EditionProvider value={editionProps(locale)}>
            <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
          </EditionProvider>
        </RouterContext.Provider>
      </QueryClientProvider>
    );
  };
}

/** The HTML the server sends for `ui` in the shell's providers (no session, nothing mounted). */
export async function renderShellToString(ui: ReactElement, options: Omit<ShellOptions, 'queryClient'> = {}) {
  const wrap = await shellWrapper(options);
  return renderToString(wrap(ui));
}

export async function renderWithShell(ui: ReactElement, options: ShellOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const wrap = await shellWrapper({ ...options, queryClient });
  const result = render(wrap(ui));
  // The page shell's footer and the phone's open-app button are lazy chunks with no Suspense
  // boundary (as the server renders them inline): the tree shows once they have loaded, and the
  // footer (lazySlice) once its module has been handed over in a task of its own. The top bar
  // loads the session store after its first render: awaited too, so that no import is still in
  // flight when a test file ends (on a loaded machine one was, and Vitest reported the closed
  // module runner as an unhandled error).
  await act(async () => {
    await Promise.all([import('@/components/shell/footer'), import('@/components/shell/open-app-button'), import('@/stores/session-store')]);
    await inOwnTask(undefined);
  });
  return { ...result, queryClient, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
