// Listeners on the document for server HTML React does not own (lib/document/document-listener.ts):
// page links follow the router (lib/links/intercept-links.ts, decision 0013) and the footer's cookie
// settings button opens the settings, also in a part of the page React has not hydrated yet. React
// stops such a click at its root without preventing it: the link was a full page load (the
// navigation e2e's repeat failure) and the button did nothing.
import { act, lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_SETTINGS_BUTTON, listenForCookieSettingsButtons, onCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';
import { interceptPageLinks } from '@/lib/links/intercept-links';

const navigated = vi.hoisted(() => [] as string[]);
// The router itself is the browser's (e2e/navigation.spec.ts); here: which path it was handed.
vi.mock('@/lib/links/navigate', () => ({
  navigateTo: (path: string) => void navigated.push(path),
  prefetchPage: () => undefined,
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Footer() {
  return (
    <footer>
      <a href="/about/company">About</a>
      <button type="button" {...{ [COOKIE_SETTINGS_BUTTON]: '' }}>
        Cookie settings
      </button>
    </footer>
  );
}

function Page({ Lower, onPick }: { Lower: ComponentType; onPick?: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <>
      <a href="/subjects">Subjects</a>
      <a href="/search?page=2" onClick={onPick}>
        Next page
      </a>
      <Suspense fallback={null}>
        <Lower />
      </Suspense>
    </>
  );
}

let root: Root | null = null;
let remove: (() => void) | null = null;

/** Server HTML in Next's root element, hydrated with `Lower` as the browser has it (loaded or not yet). */
async function hydrate(Lower: ComponentType, onPick?: (e: MouseEvent<HTMLAnchorElement>) => void) {
  document.body.innerHTML = `<div id="__next">${renderToString(<Page Lower={Footer} onPick={onPick} />)}</div>`;
  await act(async () => {
    root = hydrateRoot(document.getElementById('__next')!, <Page Lower={Lower} onPick={onPick} />);
  });
  // As _app and the page shell do: after hydration.
  const removals = [interceptPageLinks(), listenForCookieSettingsButtons()];
  remove = () => removals.forEach((r) => r());
}

/** Clicks the link or button named `name`; whether the browser would still do its default. */
function click(name: string, init: MouseEventInit = {}): boolean {
  const link = [...document.querySelectorAll('a, button')].find((a) => a.textContent === name)!;
  let followed = true;
  // A click in a part not hydrated yet makes React try to hydrate it at once.
  act(() => {
    followed = link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return followed;
}

/** The navigate module loads on demand: its promise settles in a later microtask. */
const settled = () => act(async () => {});

afterEach(() => {
  remove?.();
  act(() => root?.unmount());
  root = null;
  remove = null;
  navigated.length = 0;
  document.body.innerHTML = '';
});

describe('page links', () => {
  it('a plain click goes through the router, not a document load', async () => {
    await hydrate(Footer);
    expect(click('Subjects')).toBe(false);
    await settled();
    expect(navigated).toEqual(['/subjects']);
  });

  it('a link inside a part React has not hydrated yet goes through the router too', async () => {
    // The lower part's code is still on the way (a lazy chunk that has not arrived).
    const Pending = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
    await hydrate(Pending);
    const about = document.querySelector('footer a')!;
    // The server's footer is still there, not adopted by React.
    expect(about.textContent).toBe('About');
    expect(click('About')).toBe(false);
    await settled();
    expect(navigated).toEqual(['/about/company']);
  });

  it("the footer's cookie settings button asks for the settings, hydrated or not", async () => {
    const requests: string[] = [];
    const stop = onCookieSettingsRequest(() => requests.push('settings'));
    try {
      await hydrate(lazy(() => new Promise<{ default: ComponentType }>(() => {})));
      click('Cookie settings');
      expect(requests).toEqual(['settings']);
      act(() => root?.unmount());
      remove?.();
      await hydrate(Footer);
      click('Cookie settings');
      expect(requests).toEqual(['settings', 'settings']);
    } finally {
      stop();
    }
  });

  it('leaves alone what a handler took, modified clicks and other origins', async () => {
    const picked: string[] = [];
    await hydrate(Footer, (e) => {
      e.preventDefault();
      picked.push('page 2');
    });
    expect(click('Next page')).toBe(false);
    expect(picked).toEqual(['page 2']);
    expect(click('Subjects', { ctrlKey: true })).toBe(true);
    document.querySelector('footer a')!.setAttribute('href', 'https://elsewhere.example/about');
    expect(click('About')).toBe(true);
    await settled();
    expect(navigated).toEqual([]);
  });
});
