// @vitest-environment jsdom
import { createElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const routerEvents = vi.hoisted(() => {
  const handlers = new Map<string, Set<() => void>>();
  return {
    handlers,
    on: vi.fn((name: string, fn: () => void) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(fn)),
    off: vi.fn((name: string, fn: () => void) => void handlers.get(name)?.delete(fn)),
    emit: (name: string) => handlers.get(name)?.forEach((fn) => fn()),
  };
});
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', events: routerEvents }) }));

import { AnalyticsProvider } from '@/components/analytics/analytics-provider';
import { useConsentStore } from '@/lib/analytics/consent-store';
import { ALL_CONSENT } from '../support/consent';

type FetchCall = [string, RequestInit];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalyticsProvider', () => {
  it('renders nothing, then tracks the page view after mount and client route changes', async () => {
    localStorage.clear();
    useConsentStore.setState({ consent: ALL_CONSENT });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
      fn(0);
      return 0;
    });
    const names = () =>
      (fetchMock.mock.calls as unknown as FetchCall[]).map(([, init]) => (JSON.parse(String(init.body)) as { name: string; page: { path: string } }));

    const { container } = render(createElement(AnalyticsProvider));
    expect(container.innerHTML).toBe('');
    await vi.waitFor(() => expect(names()).toHaveLength(1));
    expect(names()[0]).toMatchObject({ name: 'page_view', page: { path: '/' } });

    // A route change to the same path (e.g. the query update after hydration) is no new view.
    await act(async () => routerEvents.emit('routeChangeComplete'));
    await new Promise((r) => setTimeout(r, 10));
    expect(names()).toHaveLength(1);

    window.history.pushState({}, '', '/subjects');
    await act(async () => routerEvents.emit('routeChangeComplete'));
    await vi.waitFor(() => expect(names()).toHaveLength(2));
    expect(names()[1]).toMatchObject({ name: 'page_view', page: { path: '/subjects' } });
  });
});
