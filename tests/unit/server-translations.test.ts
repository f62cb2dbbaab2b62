/**
 * Translations on the server (issue 21 point 2, decision 0046): a rendered page no longer rebuilds
 * its translations (serverSideTranslations) nor a new i18next instance (appWithTranslation) per
 * request, and what it renders is what next-i18next's own path renders, plurals, interpolation and
 * a regional locale's fallback included.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import { i18nConfig } from '@/lib/i18n/config';
import { loadTranslations } from '@/lib/i18n/translations';
import { appWithTranslations, serverI18n } from '@/lib/i18n/app-with-translation';

function Page() {
  const { t } = useTranslation('knows');
  const { t: common } = useTranslation('common');
  return createElement(
    'p',
    null,
    [t('details.pageCount', { count: 1 }), t('details.pageCount', { count: 7 }), t('page.loadingTitle'), common('topBar.home', { brand: 'Knowly' }), t('no.such.key')].join(' | '),
  );
}

interface TestAppProps {
  Component: typeof Page;
  pageProps: Record<string, unknown>;
}

function App({ Component, pageProps }: TestAppProps) {
  return createElement(Component, pageProps);
}

const render = (Wrapped: ComponentType<TestAppProps>, pageProps: Record<string, unknown>) =>
  renderToString(createElement(Wrapped, { Component: Page, pageProps } as never));

describe('translations of a rendered page', () => {
  beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
  afterEach(() => vi.unstubAllEnvs());

  it('are built once per locale and namespaces and then reused', async () => {
    const first = await loadTranslations('de', ['knows']);
    expect(await loadTranslations('de', ['knows'])).toBe(first);
    expect(await loadTranslations('de', ['search'])).not.toBe(first);
    expect(await loadTranslations('fr', ['knows'])).not.toBe(first);
    expect(Object.keys((first._nextI18Next as { initialI18nStore: Record<string, unknown> }).initialI18nStore.de as object)).toEqual(['common', 'knows']);
  });

  it('render with one shared i18next instance exactly what appWithTranslation renders', async () => {
    const library = appWithTranslation(App as never, i18nConfig) as unknown as ComponentType<TestAppProps>;
    const ours = appWithTranslations(App);
    for (const locale of ['en', 'de', 'es-MX', 'pt-BR']) {
      const props = await loadTranslations(locale, ['knows']);
      const html = render(ours, { ...props });
      expect(html).toBe(render(library, { ...props }));
      expect(html).not.toContain('details.pageCount');
      // Two requests of the page: one instance.
      const next = props._nextI18Next as Parameters<typeof serverI18n>[0];
      expect(serverI18n(next)).toBe(serverI18n({ ...next }));
      expect(render(ours, { ...props })).toBe(html);
    }
  });

  it('hand renders a light facade whose translation functions are made once and remember key-only calls (decision 0053)', async () => {
    const props = await loadTranslations('fr', ['knows']);
    const i18n = serverI18n(props._nextI18Next as Parameters<typeof serverI18n>[0]);
    // useTranslation copies the own properties of what it is given in every component: few here.
    expect(Object.getOwnPropertyNames(i18n).length).toBeLessThan(4);
    // As react-i18next's useTranslation asks for it.
    type LooseFixedT = ((key: string, options?: object) => string) & { ns?: unknown };
    const fixedT = (from: typeof i18n) => (from.getFixedT as unknown as (...args: unknown[]) => LooseFixedT)('fr', 'knows', undefined, { scopeNs: ['knows'] });
    const t = fixedT(i18n);
    expect(fixedT(i18n)).toBe(t);
    const reference = fixedT(Object.getPrototypeOf(i18n) as typeof i18n);
    for (let round = 0; round < 2; round++) {
      expect(t('page.loadingTitle')).toBe(reference('page.loadingTitle'));
      expect(t('details.pageCount', { count: 1 })).toBe(reference('details.pageCount', { count: 1 }));
      expect(t('details.pageCount', { count: 7 })).toBe(reference('details.pageCount', { count: 7 }));
      expect(t('no.such.key')).toBe('no.such.key');
    }
    expect(t('details.pageCount', { count: 7 })).not.toBe(t('details.pageCount', { count: 1 }));
    expect(t.ns).toBe('knows');
  });

  it('remember calls with plain values too, and never one with an object or a function (decision 0078)', async () => {
    const props = await loadTranslations('de', ['knows']);
    const i18n = serverI18n(props._nextI18Next as Parameters<typeof serverI18n>[0]);
    type LooseFixedT = (key: string, options?: object) => unknown;
    const fixedT = (from: typeof i18n) => (from.getFixedT as unknown as (...args: unknown[]) => LooseFixedT)('de', 'knows', undefined, { scopeNs: ['knows'] });
    const t = fixedT(i18n);
    const instance = Object.getPrototypeOf(i18n) as typeof i18n;
    const reference = fixedT(instance);
    const expected = [3, 4].map((count) => reference('details.pageCount', { count }));
    const translate = vi.spyOn(instance, 't');
    try {
      expect(t('details.pageCount', { count: 3 })).toBe(expected[0]);
      expect(t('details.pageCount', { count: 3 })).toBe(expected[0]);
      expect(translate).toHaveBeenCalledTimes(1);
      expect(t('details.pageCount', { count: 4 })).toBe(expected[1]);
      expect(translate).toHaveBeenCalledTimes(2);
      // Not plain values: i18next every time.
      for (const options of [{ count: 3, nested: { a: 1 } }, { count: Number.NaN }, { count: 3, fn: () => 1 }]) {
        t('details.pageCount', options);
        t('details.pageCount', options);
      }
      expect(translate).toHaveBeenCalledTimes(8);
    } finally {
      translate.mockRestore();
    }
    expect(expected[0]).not.toBe(expected[1]);
  });

  it('never lets a render change the translations later requests get', async () => {
    const props = await loadTranslations('it', ['knows']);
    const before = JSON.stringify(props);
    const i18n = serverI18n(props._nextI18Next as Parameters<typeof serverI18n>[0]);
    i18n.addResource('it', 'knows', 'page.loadingTitle', 'changed');
    expect(JSON.stringify(props)).toBe(before);
  });
});
